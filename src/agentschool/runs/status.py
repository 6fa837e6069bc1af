"""The run status machine: which status may follow which.

```
pending ──► running ──► completed
   │          │  ▲  ──► failed
   │          ▼  │  ──► cancelled
   │    waiting_approval ──► failed | cancelled
   └──► cancelled | failed
```

A finished run (completed, failed, cancelled) never changes again.
"""

from __future__ import annotations

import enum

from agentschool.exceptions import UserError

__all__ = [
    "ALLOWED_TRANSITIONS",
    "FINISHED_STATUSES",
    "IllegalTransition",
    "RunStatus",
    "check_transition",
    "sources_of",
]


class RunStatus(enum.StrEnum):
    """Where a run is in its life."""

    PENDING = "pending"
    """Created and queued, not started yet."""
    RUNNING = "running"
    """A worker is executing it."""
    WAITING_APPROVAL = "waiting_approval"
    """Paused until a person approves or denies a risky tool call."""
    COMPLETED = "completed"
    """Finished with an output."""
    FAILED = "failed"
    """Finished with an error."""
    CANCELLED = "cancelled"
    """Stopped on request."""


FINISHED_STATUSES = frozenset({RunStatus.COMPLETED, RunStatus.FAILED, RunStatus.CANCELLED})
"""Statuses a run never leaves."""

ALLOWED_TRANSITIONS: dict[RunStatus, frozenset[RunStatus]] = {
    RunStatus.PENDING: frozenset({RunStatus.RUNNING, RunStatus.CANCELLED, RunStatus.FAILED}),
    RunStatus.RUNNING: frozenset(
        {
            RunStatus.COMPLETED,
            RunStatus.FAILED,
            RunStatus.CANCELLED,
            RunStatus.WAITING_APPROVAL,
        }
    ),
    RunStatus.WAITING_APPROVAL: frozenset(
        {RunStatus.RUNNING, RunStatus.CANCELLED, RunStatus.FAILED}
    ),
    RunStatus.COMPLETED: frozenset(),
    RunStatus.FAILED: frozenset(),
    RunStatus.CANCELLED: frozenset(),
}
"""For each status, the statuses that may follow it."""


class IllegalTransition(UserError):
    """A status change the machine forbids (e.g. cancelling a completed run).

    Attributes:
        run_id: The run.
        current: Its status now.
        target: The status asked for.
    """

    def __init__(self, run_id: str, current: RunStatus, target: RunStatus) -> None:
        self.run_id = run_id
        self.current = current
        self.target = target
        super().__init__(f"run {run_id} cannot go from {current} to {target}")


def check_transition(run_id: str, current: RunStatus, target: RunStatus) -> None:
    """Raise `IllegalTransition` unless `current → target` is allowed."""
    if target not in ALLOWED_TRANSITIONS[current]:
        raise IllegalTransition(run_id, current, target)


def sources_of(target: RunStatus) -> frozenset[RunStatus]:
    """Every status from which `target` may be reached."""
    return frozenset(s for s, allowed in ALLOWED_TRANSITIONS.items() if target in allowed)
