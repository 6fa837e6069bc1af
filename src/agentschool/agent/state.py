"""The mutable state of one run: its plan, step records, outputs and usage."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Literal

from agentschool.agent.plan import Plan, resolve_references
from agentschool.messages import Usage

__all__ = ["RunState", "StepRecord", "StepStatus"]

StepStatus = Literal["pending", "running", "done", "failed", "skipped"]


@dataclass(slots=True, kw_only=True)
class StepRecord:
    """What happened to one step."""

    id: str
    """Step id."""
    tool: str
    """The tool (as last planned)."""
    args: dict[str, Any] = field(default_factory=dict[str, Any])
    """Resolved arguments of the last attempt."""
    status: StepStatus = "pending"
    """Where the step is."""
    output: Any = None
    """The tool's result when done."""
    error: str | None = None
    """The last error when failed or skipped."""
    attempts: int = 0
    """Tries so far."""
    started_at: float | None = None
    """Unix time of the first start."""
    duration_ms: float = 0.0
    """Time spent in the tool, all attempts."""

    def as_dict(self) -> dict[str, Any]:
        """The record as JSON-ready data."""
        return {
            "id": self.id,
            "tool": self.tool,
            "args": self.args,
            "output": self.output,
            "status": self.status,
            "error": self.error,
            "attempts": self.attempts,
            "duration_ms": round(self.duration_ms, 3),
        }


@dataclass(slots=True, kw_only=True)
class RunState:
    """Everything a run knows while it runs."""

    run_id: str
    """The run id (durable identity of every effect)."""
    task: str
    """The task."""
    plan: Plan = field(default_factory=lambda: Plan(steps=[]))
    """The plan as it currently stands."""
    records: dict[str, StepRecord] = field(default_factory=dict[str, StepRecord])
    """Step id → record."""
    usage: Usage = field(default_factory=Usage)
    """Model usage so far."""
    executed: int = 0
    """Tool attempts started, checked against max_steps."""
    recoveries: dict[str, int] = field(default_factory=dict[str, int])
    """Step id → recovery decisions made."""
    deadline: float = float("inf")
    """`time.monotonic()` by which the run must end."""
    answer: Any = None
    """The final answer when it does not come from the plan (react mode)."""
    deps: Any = None
    """Application dependencies handed to tools."""
    context: str = ""
    """Earlier turns of the run's session, as text for planners (empty without a session)."""
    earlier: tuple[Any, ...] = ()
    """Values earlier turns of the session said or produced: they ground arguments too."""

    def set_plan(self, plan: Plan) -> None:
        """Adopt a plan, keeping the records of steps that already ran."""
        self.plan = plan
        for step in plan.steps:
            record = self.records.get(step.id)
            if record is None or record.status not in ("done", "skipped"):
                self.records[step.id] = StepRecord(id=step.id, tool=step.tool)

    @property
    def results(self) -> dict[str, Any]:
        """Outputs of the steps that are done (skipped steps count as None)."""
        return {r.id: r.output for r in self.records.values() if r.status in ("done", "skipped")}

    def remaining_seconds(self) -> float:
        """Seconds left before the run deadline."""
        return self.deadline - time.monotonic()

    def final_output(self) -> Any:
        """The answer: the plan's answer template, else the last step's output."""
        if self.answer is not None:
            return self.answer
        results = self.results
        if self.plan.answer:
            try:
                return resolve_references(self.plan.answer, results)
            except (KeyError, IndexError):
                pass  # a skipped step left a hole in the template: fall back to the outputs
        done = [s.id for s in self.plan.steps if s.id in results]
        return results[done[-1]] if done else None
