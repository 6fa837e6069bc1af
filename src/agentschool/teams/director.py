"""`Team`: a director decomposes a task, specialists run the subtasks, the director aggregates.

The director model answers a decomposition under a JSON Schema (subtasks, each with a specialist
and the subtasks it depends on); subtasks whose dependencies are done run in parallel; a failing
specialist marks its subtask failed (its dependents are skipped) without crashing the team; the
director then writes the answer from every result. Delegation shows in the run's events
(`SubtaskDelegated`, `SubtaskFinished`).
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import uuid
from collections.abc import AsyncIterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

import pydantic

from agentschool.agent.agent import RunResult
from agentschool.agent.events import (
    AgentEvent,
    ModelResponded,
    RunFinished,
    RunStarted,
    SubtaskDelegated,
    SubtaskFinished,
)
from agentschool.exceptions import UserError
from agentschool.messages import (
    ModelMessage,
    ModelRequest,
    RetryPromptPart,
    SystemPromptPart,
    Usage,
    UserPromptPart,
)
from agentschool.models import Model, infer_model
from agentschool.models.base import OutputSchema

__all__ = ["Decomposition", "Specialist", "Subtask", "Team", "TeamResult"]


class Specialist(Protocol):
    """Anything that runs a task to a `RunResult` (an `Agent` or a `SpecAgent`)."""

    async def run(self, task: str, *, run_id: str | None = None) -> RunResult:
        """Run one task."""
        ...


class Subtask(pydantic.BaseModel):
    """One piece of the task, for one specialist."""

    model_config = pydantic.ConfigDict(extra="forbid")

    id: str = pydantic.Field(pattern=r"^[A-Za-z0-9_-]{1,40}$")
    """Subtask id, e.g. `t1`."""
    specialist: str
    """Which specialist does it."""
    task: str = pydantic.Field(min_length=1)
    """What to do, self-contained."""
    depends_on: list[str] = pydantic.Field(default_factory=list[str])
    """Subtasks whose results it needs."""


class Decomposition(pydantic.BaseModel):
    """The director's split of a task."""

    model_config = pydantic.ConfigDict(extra="forbid")

    subtasks: list[Subtask] = pydantic.Field(min_length=1)
    """The subtasks."""


@dataclass(slots=True, kw_only=True)
class TeamResult:
    """What a team run produced."""

    run_id: str
    """The team run id."""
    status: Literal["completed", "failed"]
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
        finished = events[-1]
        assert isinstance(finished, RunFinished), "a team run's events end with RunFinished"
        return cls(
            run_id=finished.run_id,
            status="completed" if finished.status == "completed" else "failed",
            output=finished.output,
            subtasks=[e for e in events if isinstance(e, SubtaskFinished)],
            usage=finished.usage,
            error=finished.error,
            events=events,
        )


_DECOMPOSE = """You are the director of a team of specialist agents. Split the task into
self-contained subtasks, each for one specialist. Subtasks without depends_on run in parallel.
Answer JSON: {{"subtasks": [{{"id": "t1", "specialist": "<name>", "task": "...",
"depends_on": []}}]}}.

Specialists:
{specialists}"""

_AGGREGATE = """You are the director of a team. Write the final answer to the task from the
specialists' results (some may have failed: say what is missing)."""


def _schema(names: list[str]) -> dict[str, Any]:
    schema = Decomposition.model_json_schema()
    schema["$defs"]["Subtask"]["properties"]["specialist"] = {"enum": names}
    return schema


class Team:
    """A director model and named specialists.

    Args:
        director: The model that decomposes and aggregates.
        specialists: Specialists by name (the name the director assigns subtasks to).
        descriptions: What each specialist is good at, shown to the director.
        max_parallel: Most subtasks running at once.
        retries: Extra decomposition attempts after an invalid one.
    """

    def __init__(
        self,
        director: Model | str,
        specialists: Mapping[str, Specialist],
        *,
        descriptions: Mapping[str, str] | None = None,
        max_parallel: int = 4,
        retries: int = 1,
    ) -> None:
        if not specialists:
            raise UserError("a team needs at least one specialist")
        self.director = infer_model(director)
        self.specialists = dict(specialists)
        self.descriptions = dict(descriptions or {})
        self.max_parallel = max_parallel
        self.retries = retries

    async def run(self, task: str, *, run_id: str | None = None) -> TeamResult:
        """Run a task through the team and return its result."""
        return TeamResult.from_events([e async for e in self.iter(task, run_id=run_id)])

    async def iter(self, task: str, *, run_id: str | None = None) -> AsyncIterator[AgentEvent]:
        """Run a task, yielding events from `RunStarted` through delegation to `RunFinished`."""
        run_id = run_id or uuid.uuid4().hex
        usage = Usage()
        yield RunStarted(run_id=run_id, task=task)
        try:
            plan: Decomposition | None = None
            async for event in self._decompose(run_id, task, usage):
                if isinstance(event, Decomposition):
                    plan = event
                else:
                    yield event
            assert plan is not None
        except UserError as exc:
            yield RunFinished(
                run_id=run_id, status="failed", output=None, usage=usage, error=str(exc)
            )
            return
        finished: dict[str, SubtaskFinished] = {}
        async for event in self._execute(run_id, plan, finished):
            yield event
        if not any(f.status == "completed" for f in finished.values()):
            errors = "; ".join(f"{f.subtask_id}: {f.error}" for f in finished.values())
            yield RunFinished(
                run_id=run_id, status="failed", output=None, usage=usage, error=errors
            )
            return
        answer, responded = await self._aggregate(run_id, task, plan, finished, usage)
        yield responded
        yield RunFinished(run_id=run_id, status="completed", output=answer, usage=usage)

    async def _decompose(
        self, run_id: str, task: str, usage: Usage
    ) -> AsyncIterator[AgentEvent | Decomposition]:
        names = sorted(self.specialists)
        listing = "\n".join(f"- {n}: {self.descriptions.get(n, n)}" for n in names)
        messages: list[ModelMessage] = [
            ModelRequest(
                parts=[
                    SystemPromptPart(content=_DECOMPOSE.format(specialists=listing)),
                    UserPromptPart(content=f"Task: {task}"),
                ]
            )
        ]
        schema = OutputSchema(json_schema=_schema(names), name="decomposition")
        problems: list[str] = []
        for _ in range(self.retries + 1):
            response = await self.director.request(messages, output_schema=schema)
            usage.add(response.usage)
            yield self._responded(run_id, response.usage, "plan")
            try:
                plan = Decomposition.model_validate_json(response.text)
                problems = self._check(plan)
            except pydantic.ValidationError as exc:
                problems = [
                    f"{'.'.join(map(str, e['loc']))}: {e['msg']}"
                    for e in exc.errors(include_url=False)
                ]
            if not problems:
                yield plan
                return
            fix = "Invalid decomposition: " + "; ".join(problems)
            messages += [response, ModelRequest(parts=[RetryPromptPart(content=fix)])]
        raise UserError("the director gave no valid decomposition: " + "; ".join(problems))

    def _check(self, plan: Decomposition) -> list[str]:
        ids = [s.id for s in plan.subtasks]
        problems = [
            f"duplicate subtask id {i!r}" for i in sorted({i for i in ids if ids.count(i) > 1})
        ]
        for sub in plan.subtasks:
            if sub.specialist not in self.specialists:
                problems.append(f"{sub.id}: unknown specialist {sub.specialist!r}")
            problems += [
                f"{sub.id}: depends on unknown {d!r}" for d in sub.depends_on if d not in ids
            ]
        return problems

    def _responded(self, run_id: str, usage: Usage, purpose: Any) -> ModelResponded:
        return ModelResponded(
            run_id=run_id, purpose=purpose, model=self.director.label, usage=usage
        )

    async def _execute(
        self, run_id: str, plan: Decomposition, finished: dict[str, SubtaskFinished]
    ) -> AsyncIterator[AgentEvent]:
        waiting = list(plan.subtasks)
        running: dict[asyncio.Task[SubtaskFinished], Subtask] = {}
        limit = asyncio.Semaphore(self.max_parallel)
        while waiting or running:
            before = len(waiting)
            for sub in list(waiting):
                deps = [finished.get(d) for d in sub.depends_on]
                if any(d is not None and d.status != "completed" for d in deps):
                    waiting.remove(sub)
                    skipped = self._skipped(run_id, sub, deps)
                    finished[sub.id] = skipped
                    yield skipped
                elif all(d is not None for d in deps):
                    waiting.remove(sub)
                    yield SubtaskDelegated(
                        run_id=run_id,
                        subtask_id=sub.id,
                        specialist=sub.specialist,
                        task=sub.task,
                        depends_on=sub.depends_on,
                    )
                    running[asyncio.create_task(self._delegate(run_id, sub, finished, limit))] = sub
            if not running and len(waiting) == before:  # a dependency cycle: nothing can start
                for sub in waiting:
                    finished[sub.id] = self._skipped(run_id, sub, [])
                    yield finished[sub.id]
                waiting.clear()
            if not running:
                continue  # skips may have unblocked (or skipped) others
            done, _ = await asyncio.wait(running, return_when=asyncio.FIRST_COMPLETED)
            for task in done:
                sub = running.pop(task)
                finished[sub.id] = task.result()
                yield finished[sub.id]

    def _skipped(
        self, run_id: str, sub: Subtask, deps: list[SubtaskFinished | None]
    ) -> SubtaskFinished:
        failed = [d.subtask_id for d in deps if d is not None and d.status != "completed"]
        why = f"depends on {failed}, which did not complete" if failed else "dependency cycle"
        return SubtaskFinished(
            run_id=run_id, subtask_id=sub.id, specialist=sub.specialist, status="skipped", error=why
        )

    async def _delegate(
        self,
        run_id: str,
        sub: Subtask,
        finished: Mapping[str, SubtaskFinished],
        limit: asyncio.Semaphore,
    ) -> SubtaskFinished:
        context = {d: finished[d].output for d in sub.depends_on}
        task = (
            sub.task
            if not context
            else f"{sub.task}\n\nResults so far: {json.dumps(context, default=str)}"
        )
        child = f"{run_id}-{sub.id}"
        async with limit:
            try:
                result = await self.specialists[sub.specialist].run(task, run_id=child)
            except Exception as exc:  # a failing specialist must not crash the team
                return SubtaskFinished(
                    run_id=run_id,
                    subtask_id=sub.id,
                    specialist=sub.specialist,
                    status="failed",
                    error=f"{type(exc).__name__}: {exc}",
                    child_run_id=child,
                )
        return SubtaskFinished(
            run_id=run_id,
            subtask_id=sub.id,
            specialist=sub.specialist,
            status="completed" if result.status == "completed" else "failed",
            output=result.output,
            error=result.error,
            child_run_id=result.run_id,
        )

    async def _aggregate(
        self,
        run_id: str,
        task: str,
        plan: Decomposition,
        finished: Mapping[str, SubtaskFinished],
        usage: Usage,
    ) -> tuple[str, ModelResponded]:
        results = [
            {
                "subtask": sub.task,
                "specialist": sub.specialist,
                "status": finished[sub.id].status,
                "result": finished[sub.id].output,
                "error": finished[sub.id].error,
            }
            for sub in plan.subtasks
        ]
        prompt = f"Task: {task}\n\nResults: {json.dumps(results, default=str)}"
        request = ModelRequest(
            parts=[SystemPromptPart(content=_AGGREGATE), UserPromptPart(content=prompt)]
        )
        response = await self.director.request([request])
        usage.add(response.usage)
        return response.text, self._responded(run_id, response.usage, "aggregate")
