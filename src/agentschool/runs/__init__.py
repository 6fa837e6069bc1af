"""Durable runs: the run store, status machine, side-effect ledger, approvals, keys, DBOS engine.

The engine (`RunEngine`, `DbosLauncher`) lives in `agentschool.runs.engine`, imported on demand so
that using the store does not load DBOS.
"""

from agentschool.runs.approvals import Approval, ApprovalStatus, ApprovalStore
from agentschool.runs.keys import ApiKey, KeyScope, KeyStore
from agentschool.runs.ledger import EffectStatus, Ledger, LedgerEntry, OutcomeUnknown
from agentschool.runs.records import Event, Run, RunNotFound
from agentschool.runs.status import ALLOWED_TRANSITIONS, IllegalTransition, RunStatus
from agentschool.runs.store import RunStore

__all__ = [
    "ALLOWED_TRANSITIONS",
    "ApiKey",
    "Approval",
    "ApprovalStatus",
    "ApprovalStore",
    "EffectStatus",
    "Event",
    "IllegalTransition",
    "KeyScope",
    "KeyStore",
    "Ledger",
    "LedgerEntry",
    "OutcomeUnknown",
    "Run",
    "RunNotFound",
    "RunStatus",
    "RunStore",
]
