"""Typed events of a run: the CLI, REST/SSE, web UI and tracing all consume this one stream.

Every event carries a `kind` tag, the run id and a timestamp; `EVENT_ADAPTER` serializes any event
to JSON and back.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal

import pydantic

from agentschool.agent.plan import Plan
from agentschool.messages import Usage

__all__ = [
    "EVENT_ADAPTER",
    "AgentEvent",
    "ApprovalDecided",
    "ApprovalRequested",
    "ModelResponded",
    "PlanCreated",
    "RecoveryDecided",
    "Replanned",
    "RunFinished",
    "RunStarted",
    "StepFailed",
    "StepFinished",
    "StepSkipped",
    "StepStarted",
    "SubtaskDelegated",
    "SubtaskFinished",
    "ToolCalled",
]


@dataclass(slots=True, kw_only=True)
class _Event:
    run_id: str
    """The run this event belongs to."""
    at: float = field(default_factory=time.time)
    """Unix time the event happened."""


@dataclass(slots=True, kw_only=True)
class RunStarted(_Event):
    """A run began."""

    task: str
    """The task as given."""
    kind: Literal["run-started"] = "run-started"


@dataclass(slots=True, kw_only=True)
class ModelResponded(_Event):
    """A model answered a request made for the run (planning, react turn, recovery, judging)."""

    purpose: Literal["plan", "react", "recovery", "judge", "aggregate"]
    """Why the model was asked."""
    model: str
    """`provider:name` of the model."""
    usage: Usage
    """Tokens and cost of this one request."""
    kind: Literal["model-responded"] = "model-responded"


@dataclass(slots=True, kw_only=True)
class PlanCreated(_Event):
    """A plan passed validation and is about to run."""

    plan: Plan
    """The validated plan."""
    planner: str
    """Which planner produced it (rule, llm, memory, ...)."""
    reused_from: str | None = None
    """The past run whose plan this is, re-bound to the task (learning from experience)."""
    model_calls_saved: int = 0
    """Planning model calls that past run needed and this one did not make."""
    kind: Literal["plan-created"] = "plan-created"


@dataclass(slots=True, kw_only=True)
class StepStarted(_Event):
    """A step became ready and started."""

    step_id: str
    """The step."""
    tool: str
    """The tool it calls."""
    attempt: int = 1
    """1 for the first try."""
    kind: Literal["step-started"] = "step-started"


@dataclass(slots=True, kw_only=True)
class ToolCalled(_Event):
    """A tool is called with these resolved arguments."""

    step_id: str
    """The step making the call."""
    tool: str
    """The tool."""
    args: dict[str, Any]
    """Arguments after references to earlier outputs were resolved."""
    kind: Literal["tool-called"] = "tool-called"


@dataclass(slots=True, kw_only=True)
class StepFinished(_Event):
    """A step succeeded."""

    step_id: str
    """The step."""
    tool: str
    """The tool it called."""
    output: Any
    """The tool's result."""
    duration_ms: float
    """Time spent in the tool, all attempts included."""
    attempts: int = 1
    """How many tries it took."""
    kind: Literal["step-finished"] = "step-finished"


@dataclass(slots=True, kw_only=True)
class StepFailed(_Event):
    """A step attempt failed."""

    step_id: str
    """The step."""
    tool: str
    """The tool it called."""
    error: str
    """What went wrong."""
    error_type: str
    """The exception class name."""
    attempt: int
    """Which try failed."""
    will_retry: bool
    """Whether the executor tries again on its own (backoff)."""
    kind: Literal["step-failed"] = "step-failed"


@dataclass(slots=True, kw_only=True)
class StepSkipped(_Event):
    """A step will not run."""

    step_id: str
    """The step."""
    reason: str
    """Why (recovery chose skip, or a dependency was skipped)."""
    kind: Literal["step-skipped"] = "step-skipped"


@dataclass(slots=True, kw_only=True)
class RecoveryDecided(_Event):
    """How a failed step will be handled."""

    step_id: str
    """The failed step."""
    action: Literal["retry", "modify", "alternative", "skip", "replan", "fail"]
    """The decision."""
    reason: str
    """Why, in words."""
    decided_by: Literal["policy", "model"]
    """Who decided."""
    tool: str | None = None
    """The tool to use instead (alternative)."""
    args: dict[str, Any] | None = None
    """The arguments to use instead (modify, alternative)."""
    kind: Literal["recovery-decided"] = "recovery-decided"


@dataclass(slots=True, kw_only=True)
class Replanned(_Event):
    """The remaining part of the plan changed."""

    plan: Plan
    """The whole plan as it now stands."""
    reason: str
    """Why it changed."""
    kind: Literal["replanned"] = "replanned"


@dataclass(slots=True, kw_only=True)
class ApprovalRequested(_Event):
    """A step waits for a human decision before its tool runs."""

    step_id: str
    """The step."""
    tool: str
    """The tool that needs approval."""
    args: dict[str, Any]
    """The exact arguments to approve."""
    digest: str
    """sha256 of (tool, args): an approval is bound to exactly this call."""
    kind: Literal["approval-requested"] = "approval-requested"


@dataclass(slots=True, kw_only=True)
class ApprovalDecided(_Event):
    """A human (or policy) decided on a pending approval."""

    step_id: str
    """The step."""
    approved: bool
    """The decision."""
    reason: str = ""
    """Why, if given."""
    kind: Literal["approval-decided"] = "approval-decided"


@dataclass(slots=True, kw_only=True)
class SubtaskDelegated(_Event):
    """A team's director handed a subtask to a specialist agent."""

    subtask_id: str
    """The subtask."""
    specialist: str
    """The specialist agent type it went to."""
    task: str
    """The subtask as given to the specialist."""
    depends_on: list[str] = field(default_factory=list[str])
    """Subtasks whose results it was given."""
    kind: Literal["subtask-delegated"] = "subtask-delegated"


@dataclass(slots=True, kw_only=True)
class SubtaskFinished(_Event):
    """A specialist finished (or failed, or was skipped on) a subtask."""

    subtask_id: str
    """The subtask."""
    specialist: str
    """The specialist agent type."""
    status: Literal["completed", "failed", "skipped"]
    """How it ended."""
    output: Any = None
    """The specialist's answer."""
    error: str | None = None
    """Why it failed or was skipped."""
    child_run_id: str | None = None
    """The specialist's own run id."""
    kind: Literal["subtask-finished"] = "subtask-finished"


@dataclass(slots=True, kw_only=True)
class RunFinished(_Event):
    """A run ended."""

    status: Literal["completed", "failed", "cancelled"]
    """How it ended."""
    output: Any
    """The answer (None on failure)."""
    usage: Usage
    """Everything the run consumed."""
    error: str | None = None
    """Why it failed."""
    error_kind: str | None = None
    """What kind of failure, when known: `not_understood` when nothing was understood,
    `usage_limit` when it hit max_steps, its timeout or a budget."""
    kind: Literal["run-finished"] = "run-finished"


AgentEvent = Annotated[
    RunStarted
    | ModelResponded
    | PlanCreated
    | StepStarted
    | ToolCalled
    | StepFinished
    | StepFailed
    | StepSkipped
    | RecoveryDecided
    | Replanned
    | ApprovalRequested
    | ApprovalDecided
    | SubtaskDelegated
    | SubtaskFinished
    | RunFinished,
    pydantic.Discriminator("kind"),
]
"""Any event of a run."""

EVENT_ADAPTER: pydantic.TypeAdapter[AgentEvent] = pydantic.TypeAdapter(AgentEvent)
"""Serializes one event: `EVENT_ADAPTER.dump_json(e)` / `.validate_json(raw)`."""
