"""`RunView`: the one fold of a run's typed events into what it planned, did and spent.

Everything that reads a run after the fact folds its events here rather than re-reading them by
kind string: `RunResult.from_events` (the CLI's `--json` of a stored run), the web UI's timeline,
stats and metrics. Works on a finished run and on one still going (a live timeline).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from agentschool.agent.events import (
    AgentEvent,
    ApprovalDecided,
    ApprovalRequested,
    ModelResponded,
    PlanCreated,
    Replanned,
    RunFinished,
    RunStarted,
    StepFailed,
    StepFinished,
    StepSkipped,
    StepStarted,
    SubtaskDelegated,
    SubtaskFinished,
    ToolCalled,
)
from agentschool.agent.plan import Plan
from agentschool.agent.state import StepRecord
from agentschool.messages import Usage

__all__ = ["RunView", "StepView"]


@dataclass(slots=True, kw_only=True)
class StepView(StepRecord):
    """A step as the run's events tell it: the record plus its place in the plan."""

    depends_on: list[str] = field(default_factory=list[str])
    """Steps it waited for."""
    waiting_approval: bool = False
    """Whether it waits for a person's decision now."""
    failures: int = 0
    """Attempts that failed (a retried attempt included)."""


@dataclass(slots=True, kw_only=True)
class RunView:
    """A run folded from its events; `RunView.of(events)` or `add` them one at a time."""

    run_id: str = ""
    """The run."""
    task: str = ""
    """The task as given."""
    plan: Plan | None = None
    """The plan as it last stood."""
    planner: str | None = None
    """Which planner made the first plan."""
    reused_from: str | None = None
    """The past run whose plan the first plan reused (learning from experience), if any."""
    model_calls_saved: int = 0
    """Planning model calls that reuse spared."""
    steps: dict[str, StepView] = field(default_factory=dict[str, StepView])
    """Step id → what happened to it, in plan order."""
    model_calls: list[ModelResponded] = field(default_factory=list[ModelResponded])
    """Every model request the run paid for."""
    call_steps: list[str | None] = field(default_factory=list[str | None])
    """The step in progress at each of `model_calls` (the last one heard of; None before any)."""
    delegations: dict[str, SubtaskDelegated] = field(default_factory=dict[str, SubtaskDelegated])
    """A team's subtasks as the director handed them out."""
    subtasks: dict[str, SubtaskFinished] = field(default_factory=dict[str, SubtaskFinished])
    """How each of a team's subtasks ended."""
    finished: RunFinished | None = None
    """The run's end, once it ended."""
    events: list[AgentEvent] = field(default_factory=list[AgentEvent])
    """The events folded, in order."""
    _last_step: str | None = None

    @classmethod
    def of(cls, events: list[AgentEvent]) -> RunView:
        """The view of these events."""
        view = cls()
        for event in events:
            view.add(event)
        return view

    @property
    def usage(self) -> Usage:
        """What the model calls cost (the run's own total once it finished)."""
        if self.finished is not None:
            return self.finished.usage
        total = Usage()
        for call in self.model_calls:
            total.add(call.usage)
        return total

    def add(self, event: AgentEvent) -> None:
        """Fold one more event."""
        self.events.append(event)
        self.run_id = self.run_id or event.run_id
        if isinstance(event, RunStarted):
            self.task = event.task
        elif isinstance(event, PlanCreated | Replanned):
            self._adopt(event.plan)
            if isinstance(event, PlanCreated) and self.planner is None:
                self.planner = event.planner
                self.reused_from, self.model_calls_saved = (
                    event.reused_from,
                    event.model_calls_saved,
                )
        elif isinstance(event, ModelResponded):
            self.model_calls.append(event)
            self.call_steps.append(self._last_step)
        elif isinstance(event, SubtaskDelegated):
            self.delegations[event.subtask_id] = event
        elif isinstance(event, SubtaskFinished):
            self.subtasks[event.subtask_id] = event
        elif isinstance(event, RunFinished):
            self.finished = event
        else:
            self._step_event(event)

    def _adopt(self, plan: Plan) -> None:
        self.plan = plan
        steps: dict[str, StepView] = {}
        for planned in plan.steps:
            step = self.steps.pop(planned.id, None) or StepView(id=planned.id, tool=planned.tool)
            if step.status not in ("done", "skipped"):
                step.tool, step.args = planned.tool, dict(planned.args)
            step.depends_on = list(planned.depends_on)
            steps[planned.id] = step
        self.steps = {**steps, **self.steps}  # steps no plan holds any more stay, last

    def _step(self, step_id: str, tool: str) -> StepView:
        if step_id not in self.steps:  # outside any plan (react turns): shown as it comes
            self.steps[step_id] = StepView(id=step_id, tool=tool)
        return self.steps[step_id]

    def _step_event(self, event: AgentEvent) -> None:
        self._last_step = getattr(event, "step_id", None) or self._last_step
        if isinstance(event, StepStarted):
            step = self._step(event.step_id, event.tool)
            step.status, step.attempts = "running", max(step.attempts, event.attempt)
            step.started_at = step.started_at or event.at
        elif isinstance(event, ToolCalled):
            step = self._step(event.step_id, event.tool)
            step.tool, step.args = event.tool, event.args
        elif isinstance(event, ApprovalRequested):
            self._step(event.step_id, event.tool).waiting_approval = True
        elif isinstance(event, ApprovalDecided):
            self._step(event.step_id, "?").waiting_approval = False
        elif isinstance(event, StepFinished):
            step = self._step(event.step_id, event.tool)
            step.status, step.output, step.error = "done", event.output, None
            step.duration_ms, step.attempts = event.duration_ms, event.attempts
        elif isinstance(event, StepFailed):
            step = self._step(event.step_id, event.tool)
            step.status = "running" if event.will_retry else "failed"
            step.error, step.failures = event.error, step.failures + 1
        elif isinstance(event, StepSkipped):
            step = self._step(event.step_id, "?")
            step.status, step.error = "skipped", event.reason

    def step_records(self) -> list[StepRecord]:
        """Every step, in plan order (as `RunResult.steps` holds them)."""
        return list(self.steps.values())

    def output(self) -> Any:
        """The run's answer (None until it completed)."""
        return self.finished.output if self.finished is not None else None
