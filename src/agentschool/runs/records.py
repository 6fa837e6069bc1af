"""What the run store holds, as the API and CLI show it: `Run`, `Event`; and their ids."""

from __future__ import annotations

import os
import time
from datetime import datetime
from typing import Any

import pydantic

from agentschool.agent.events import EVENT_ADAPTER, AgentEvent
from agentschool.exceptions import UserError
from agentschool.runs.status import RunStatus

__all__ = ["Event", "Run", "RunNotFound", "new_id"]


class RunNotFound(UserError):
    """No run has this id."""

    def __init__(self, run_id: str) -> None:
        self.run_id = run_id
        super().__init__(f"no run with id {run_id!r}")


def new_id(prefix: str) -> str:
    """A time-ordered unique id: `prefix_` + 12 hex digits of milliseconds + 12 random ones."""
    return f"{prefix}_{int(time.time() * 1000):012x}{os.urandom(6).hex()}"


class Run(pydantic.BaseModel):
    """A run as the API and CLI show it."""

    model_config = pydantic.ConfigDict(from_attributes=True)

    id: str
    """Run id (`run_…`)."""
    task: str
    """What the agent was asked to do."""
    status: RunStatus
    """Where the run is in its life."""
    agent_config: dict[str, Any]
    """How the agent is built (model, tools, planner)."""
    created_at: datetime
    """When the run was created."""
    updated_at: datetime
    """When the run last changed."""
    output: Any = None
    """The final answer, once completed."""
    error: str | None = None
    """Why the run failed, if it did."""
    usage: dict[str, Any] | None = None
    """Token and request counts."""
    cost: float | None = None
    """Cost in USD, when known."""
    session_id: str | None = None
    """The session this run is a turn of (`/sessions/{id}`), if any."""


class Event(pydantic.BaseModel):
    """One stored agent event."""

    model_config = pydantic.ConfigDict(from_attributes=True)

    seq: int
    """Position in the run's event stream (1-based); the SSE event id."""
    kind: str
    """Event kind tag (`plan-created`, `step-finished`, ...)."""
    data: dict[str, Any]
    """The event as JSON."""

    def agent_event(self) -> AgentEvent:
        """The typed event, validated by the one adapter (`EVENT_ADAPTER`)."""
        return EVENT_ADAPTER.validate_python(self.data)
