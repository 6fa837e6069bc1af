"""`Team`: a director splits a task, specialists run the subtasks, the director answers.

A team run is an agent run: the `DirectorPlanner` splits the task by rules into a `Plan` whose
steps call specialists as tools (`specialist_tool`), and the one executor runs it (ready
subtasks in parallel; a failing specialist's subtask is skipped with its dependents, never the
team). The answer is the one completed subtask's result with what is not done and why, or, when
several results need combining, the director model's answer from all of them. The durable engine
runs a team as any other run (`AgentRecipe(make=Team.from_parts)`): each pick, specialist call
and aggregation is a recorded step. Delegation shows in the events (`SubtaskDelegated`,
`SubtaskFinished`) next to the steps.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
from collections.abc import AsyncIterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from agentschool.agent.agent import Agent, Conversation, RunResult
from agentschool.agent.approval import Approver
from agentschool.agent.events import (
    AgentEvent,
    ModelResponded,
    PlanCreated,
    Replanned,
    RunFinished,
    StepFailed,
    StepFinished,
    StepSkipped,
    SubtaskDelegated,
    SubtaskFinished,
    ToolCalled,
)
from agentschool.agent.plan import Plan
from agentschool.agent.recovery import Failure, RecoveryDecision
from agentschool.agent.view import RunView
from agentschool.exceptions import ToolError, UserError
from agentschool.messages import (
    ModelRequest,
    ModelResponse,
    SystemPromptPart,
    Usage,
    UserPromptPart,
)
from agentschool.models import Model, infer_model
from agentschool.tools.base import Tool, ToolContext
from agentschool.tools.toolset import Toolset

__all__ = ["Specialist", "Team", "TeamResult", "specialist_tool"]


class Specialist(Protocol):
    """Anything that runs a task to a `RunResult` (an `Agent` or a `SpecAgent`)."""

    async def run(self, task: str, *, run_id: str | None = None) -> RunResult:
        """Run one task."""
        ...


def specialist_tool(
    name: str, specialist: Specialist, description: str, limit: asyncio.Semaphore | None = None
) -> Tool:
    """A specialist as a tool of the director's plan: `(task, context)` → the specialist's answer.

    Args:
        name: The specialist's name (the tool's).
        specialist: Runs the subtask (under run id `<team run>-<step>`).
        description: What it is good at.
        limit: Bounds how many specialists run at once.
    """

    async def delegate(task: str, ctx: ToolContext, context: dict[str, Any] | None = None) -> Any:
        if context:
            task = f"{task}\n\nResults so far: {json.dumps(context, default=str)}"
        async with limit or asyncio.Semaphore(1):
            try:
                result = await specialist.run(task, run_id=f"{ctx.run_id}-{ctx.step_id}")
            except Exception as exc:  # a failing specialist must not crash the team
                raise ToolError(f"{type(exc).__name__}: {exc}") from exc
        if result.status != "completed":
            raise ToolError(result.error or f"the {name} specialist's run {result.status}")
        return result.output

    delegate.__doc__ = (
        f"{description}\n\nArgs:\n    task: The subtask.\n    context: Results it needs."
    )
    return Tool.from_function(delegate, name=name, description=description, run_in_thread=False)


@dataclass(slots=True, kw_only=True)
class TeamResult:
    """What a team run produced."""

    run_id: str
    """The team run id."""
    status: Literal["completed", "failed", "cancelled"]
    """Completed when at least one subtask succeeded and the director answered."""
    output: Any
    """The aggregated answer."""
    subtasks: list[SubtaskFinished]
    """How each subtask ended."""
    usage: Usage
    """The director's model usage."""
    error: str | None = None
    """Why it failed."""
    events: list[AgentEvent] = field(default_factory=list[AgentEvent])
    """The run's events, delegation included."""

    def as_dict(self) -> dict[str, Any]:
        """`{"status", "output", "subtasks": [...], "usage", ...}` as JSON-ready data."""
        return {
            "run_id": self.run_id,
            "status": self.status,
            "output": self.output,
            "error": self.error,
            "subtasks": [
                {
                    "id": s.subtask_id,
                    "specialist": s.specialist,
                    "status": s.status,
                    "output": s.output,
                    "error": s.error,
                    "child_run_id": s.child_run_id,
                }
                for s in self.subtasks
            ],
            "usage": dataclasses.asdict(self.usage),
        }

    @classmethod
    def from_events(cls, events: list[AgentEvent]) -> TeamResult:
        """The result of a team run from its events (`Team.iter`'s, ending in `RunFinished`)."""
        view = RunView.of(events)
        finished = view.finished
        assert finished is not None, "a team run's events end with RunFinished"
        return cls(
            run_id=finished.run_id,
            status=finished.status,
            output=finished.output,
            subtasks=list(view.subtasks.values()),
            usage=finished.usage,
            error=finished.error,
            events=events,
        )


_AGGREGATE = """You are the director of a team. Write the final answer to the task from the
specialists' results (some may have failed: say what is missing)."""


class _SkipFailedSubtask:
    """A failed subtask is skipped (and its dependents with it): the team goes on without it."""

    async def decide(self, failure: Failure) -> tuple[RecoveryDecision, ModelResponse | None]:
        return RecoveryDecision(action="skip", reason=str(failure.error)), None


class Team:
    """A director model and named specialists; runs tasks as plans of specialist calls.

    Args:
        director: The model that decomposes and aggregates.
        specialists: Specialists by name, or a toolset of specialist tools (`specialist_tool`).
        descriptions: What each specialist is good at, shown to the director.
        toolsets: Each specialist's own tools: a clause its rule planner plans goes to it.
        max_parallel: Most subtasks running at once.
        retries: Extra attempts after a pick of the director's model that names no specialist.
        **agent_options: Passed to the director's `Agent` (approver, step_timeout, ...).
    """

    def __init__(
        self,
        director: Model | str,
        specialists: Mapping[str, Specialist] | Toolset,
        *,
        descriptions: Mapping[str, str] | None = None,
        toolsets: Mapping[str, Toolset] | None = None,
        max_parallel: int = 4,
        retries: int = 1,
        **agent_options: Any,
    ) -> None:
        from agentschool.teams.planner import DirectorPlanner

        if not len(specialists):
            raise UserError("a team needs at least one specialist")
        self.director = infer_model(director)
        if isinstance(specialists, Toolset):
            tools = specialists
        else:
            limit = asyncio.Semaphore(max_parallel)
            about = dict(descriptions or {})
            tools = Toolset(
                specialist_tool(n, s, about.get(n, n), limit) for n, s in specialists.items()
            )
        self.tools = tools
        self.descriptions = {t.name: t.description for t in tools}
        options: dict[str, Any] = {"step_timeout": 600.0, "run_timeout": 1800.0, "max_steps": 50}
        options |= agent_options
        self.toolsets = dict(toolsets or {})
        planner = DirectorPlanner(
            self.director, self.descriptions, toolsets=self.toolsets, retries=retries
        )
        self.agent = Agent(
            self.director,
            tools,
            planner=planner,
            recovery=_SkipFailedSubtask(),
            retries=0,
            **options,
        )

    @classmethod
    def from_parts(
        cls, model: Model, tools: Toolset, *, approver: Approver | None = None, **options: Any
    ) -> Team:
        """A team from the engine's durable director model and specialist tools."""
        return cls(model, tools, approver=approver, **options)

    async def run(
        self, task: str, *, run_id: str | None = None, session: Conversation | None = None
    ) -> TeamResult:
        """Run a task through the team and return its result."""
        events = [e async for e in self.iter(task, run_id=run_id, session=session)]
        return TeamResult.from_events(events)

    async def iter(
        self, task: str, *, run_id: str | None = None, session: Conversation | None = None
    ) -> AsyncIterator[AgentEvent]:
        """Run a task: the agent's events with delegation, then the director's answer."""
        delegation = _Delegation()
        inner: RunFinished | None = None
        async for event in self.agent.iter(task, run_id=run_id, session=session):
            if isinstance(event, RunFinished):
                inner = event
                continue
            yield event
            for told in delegation.tell(event):
                yield told
        assert inner is not None, "an agent run ends with RunFinished"
        finished = delegation.finished
        if inner.status != "completed" or not any(
            f.status == "completed" for f in finished.values()
        ):
            errors = "; ".join(f"{f.subtask_id}: {f.error}" for f in finished.values())
            yield RunFinished(
                run_id=inner.run_id,
                status="failed" if inner.status == "completed" else inner.status,
                output=None,
                usage=inner.usage,
                error=inner.error or errors or "no subtask completed",
            )
            return
        usage = Usage()
        usage.add(inner.usage)
        answer = _composed(delegation)
        if answer is None:
            response = await self._aggregate(task, delegation)
            usage.add(response.usage)
            yield ModelResponded(
                run_id=inner.run_id,
                purpose="aggregate",
                model=self.director.label,
                usage=response.usage,
            )
            answer = response.text
        yield RunFinished(run_id=inner.run_id, status="completed", output=answer, usage=usage)

    async def _aggregate(self, task: str, delegation: _Delegation) -> ModelResponse:
        results = [
            {
                "subtask": step.args.get("task"),
                "specialist": step.tool,
                "status": delegation.finished[step.id].status,
                "result": delegation.finished[step.id].output,
                "error": delegation.finished[step.id].error,
            }
            for step in delegation.plan.steps
            if step.id in delegation.finished
        ]
        prompt = f"Task: {task}\n\nResults: {json.dumps(results, default=str)}"
        request = ModelRequest(
            parts=[SystemPromptPart(content=_AGGREGATE), UserPromptPart(content=prompt)]
        )
        return await self.director.request([request])


def _text(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, default=str)


def _composed(delegation: _Delegation) -> str | None:
    """The answer when one subtask completed (nothing to combine), else None: the model writes it.

    The completed subtask's result, then each other subtask with why it is not done: said as
    it is, never a model's retelling of it.
    """
    done = [f for f in delegation.finished.values() if f.status == "completed"]
    if len(done) != 1:
        return None
    lines = [_text(done[0].output)]
    for step in delegation.plan.steps:
        finished = delegation.finished.get(step.id)
        if finished is not None and finished.status != "completed":
            lines.append(f"Not done: {step.args.get('task')} ({finished.error})")
    return "\n".join(lines)


class _Delegation:
    """Reads the director's steps as delegation: who got which subtask, and how it ended."""

    def __init__(self) -> None:
        self.plan = Plan(steps=[])
        self.finished: dict[str, SubtaskFinished] = {}
        self._delegated: set[str] = set()
        self._failed: dict[str, str] = {}

    def tell(self, event: AgentEvent) -> list[AgentEvent]:
        if isinstance(event, PlanCreated | Replanned):
            self.plan = event.plan
            return []
        if isinstance(event, ToolCalled) and event.step_id not in self._delegated:
            self._delegated.add(event.step_id)
            step = self.plan.step(event.step_id)
            return [
                SubtaskDelegated(
                    run_id=event.run_id,
                    subtask_id=event.step_id,
                    specialist=event.tool,
                    task=str(event.args.get("task", "")),
                    depends_on=list(step.depends_on),
                )
            ]
        if isinstance(event, StepFailed) and not event.will_retry:
            self._failed[event.step_id] = event.error
        elif isinstance(event, StepFinished):
            return [self._end(event.run_id, event.step_id, "completed", output=event.output)]
        elif isinstance(event, StepSkipped):
            if event.step_id in self._failed:
                error = self._failed[event.step_id]
                return [self._end(event.run_id, event.step_id, "failed", error=error)]
            return [self._end(event.run_id, event.step_id, "skipped", error=self._why(event))]
        return []

    def _why(self, event: StepSkipped) -> str:
        deps = self.plan.step(event.step_id).depends_on
        failed = [d for d in deps if d in self.finished and self.finished[d].status != "completed"]
        return f"depends on {failed}, which did not complete" if failed else event.reason

    def _end(
        self,
        run_id: str,
        step_id: str,
        status: Literal["completed", "failed", "skipped"],
        *,
        output: Any = None,
        error: str | None = None,
    ) -> SubtaskFinished:
        step = self.plan.step(step_id)
        child = f"{run_id}-{step_id}" if step_id in self._delegated else None
        self.finished[step_id] = SubtaskFinished(
            run_id=run_id,
            subtask_id=step_id,
            specialist=step.tool,
            status=status,
            output=output,
            error=error,
            child_run_id=child,
        )
        return self.finished[step_id]
