"""Evals a user can trust: datasets of cases, run against an agent, side effects counted, reports.

Layer: `evals` runs agents and reads stores, so it sits with `teams`/`specs`: above `runs` and
`school` (it reads recorded runs through the run store's public methods), below `server` and
`cli` (which call it). It imports nothing from `server` or `cli`.

```
load_dataset("cases.yaml") → Dataset → EvalRunner(factory).run(dataset) → EvalReport → ReportStore
                                         each case: own data dir → setup → run → store diff → checks
recorded events of a run → replay_events(events) → ReplayResult (first divergence, if any)
a case with a site (a data request) → RequestTarget: plan → learn or reuse → call (`requests`)
```

`agentschool.evals.recording` (reading and writing runs in the run store) is imported on demand:
it loads SQLAlchemy.
"""

from agentschool.evals.cases import (
    Case,
    Dataset,
    DatasetError,
    Expectation,
    ResultSet,
    Setup,
    Site,
    TodoState,
    load_dataset,
)
from agentschool.evals.checks import CaseOutcome, check_outcome, load_evaluator
from agentschool.evals.effects import SideEffect, StoreSnapshot, call_effects, diff_snapshots
from agentschool.evals.replay import (
    RECORD_FORMAT,
    Divergence,
    ReplayError,
    ReplayResult,
    parse_recording,
    replay_events,
)
from agentschool.evals.report import CaseResult, Comparison, EvalReport, EvalSummary, percentile
from agentschool.evals.requests import OpenedSite, RequestTarget, SiteOpener, request_target
from agentschool.evals.runner import AgentFactory, CaseDir, EvalRunner, EvalTarget, SiteTarget
from agentschool.evals.store import ReportNotFound, ReportStore, StoredReport
from agentschool.evals.targets import planner_target, registry_caller, spec_target

__all__ = [
    "RECORD_FORMAT",
    "AgentFactory",
    "Case",
    "CaseDir",
    "CaseOutcome",
    "CaseResult",
    "Comparison",
    "Dataset",
    "DatasetError",
    "Divergence",
    "EvalReport",
    "EvalRunner",
    "EvalSummary",
    "EvalTarget",
    "Expectation",
    "OpenedSite",
    "ReplayError",
    "ReplayResult",
    "ReportNotFound",
    "ReportStore",
    "RequestTarget",
    "ResultSet",
    "Setup",
    "SideEffect",
    "Site",
    "SiteOpener",
    "SiteTarget",
    "StoreSnapshot",
    "StoredReport",
    "TodoState",
    "call_effects",
    "check_outcome",
    "diff_snapshots",
    "load_dataset",
    "load_evaluator",
    "parse_recording",
    "percentile",
    "planner_target",
    "registry_caller",
    "replay_events",
    "request_target",
    "spec_target",
]
