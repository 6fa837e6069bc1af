"""Observability and cost control: tracing, metrics, structured logs, budgets and run statistics.

Everything here consumes the agent's typed event stream or wraps a `Model`; nothing lives inside
the agent loop. Layer: above `runs` (it reads the run store), below `server` and `cli`.
"""

from __future__ import annotations

from agentschool.observability.budgets import (
    Budget,
    BudgetLimits,
    BudgetModel,
    InMemorySpend,
    StoreSpend,
)
from agentschool.observability.logging import configure_logging, log_context, logged
from agentschool.observability.metrics import InstrumentedModel, RunMetrics, metered
from agentschool.observability.runtime import guard_model, observe, setup_observability
from agentschool.observability.tracing import RunTracer, configure_tracing, traced

__all__ = [
    "Budget",
    "BudgetLimits",
    "BudgetModel",
    "InMemorySpend",
    "InstrumentedModel",
    "RunMetrics",
    "RunTracer",
    "StoreSpend",
    "configure_logging",
    "configure_tracing",
    "guard_model",
    "log_context",
    "logged",
    "metered",
    "observe",
    "setup_observability",
    "traced",
]
