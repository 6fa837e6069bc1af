"""Learning from experience: remember finished runs, reuse or show their plans to new tasks.

`ExperienceMemory.record(result)` stores a finished run (`RunResult`) in long-term memory: its
task's template (see `agentschool.memory.rebind`) is the embedded text, and the metadata hold the
task, the plan as JSON, the outcome, the planner, the planning model calls and the cost.

`ExperiencePlanner` implements the `Planner` protocol. For a new task it recalls past successful
runs with a similar template. Above `threshold` (cosine similarity of templates, with the same
operator symbols and slot counts) it reuses the past plan outright, re-bound to the new task's
numbers and quoted strings and validated against the toolset: no model call at all. Otherwise it
hands the similar past tasks and plans to its inner planner as `PlanRequest.examples`. Counters
(`plans_reused`, `model_calls_saved`, `runs_recorded`) live in the store.

Remembering is idempotent per run, so a durable run's replayed remember step (after a crash
between the write and the step's record) changes nothing: the memory's id derives from the run's
id, and every counter is bumped once per run (keyed by the run id). Reuse is counted when the run
is remembered, from its `PlanCreated` event, not while planning: a re-executed planning step
cannot count it twice.
"""

from __future__ import annotations

import dataclasses
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import anyio.to_thread
from pydantic import ValidationError

from agentschool.agent.agent import Agent, RunResult
from agentschool.agent.events import AgentEvent, PlanCreated, RunFinished, RunStarted
from agentschool.agent.plan import Plan, validate_plan
from agentschool.agent.planners import Planner, PlanRequest, PlanResult
from agentschool.exceptions import PlanValidationError, UserError
from agentschool.memory.long_term import LongTermMemory
from agentschool.memory.rebind import RebindError, TaskShape, rebind_plan, task_shape
from agentschool.memory.store import Memory

__all__ = ["EXPERIENCE_PLANNER_NAME", "ExperienceMemory", "ExperiencePlanner", "experience_id"]

EXPERIENCE_PLANNER_NAME = "experience"
"""The planner name a reused plan is reported under."""


def _task_of(result: RunResult) -> str | None:
    return next((e.task for e in result.events if isinstance(e, RunStarted)), None)


def _plan_calls(result: RunResult) -> int:
    return sum(1 for e in result.events if getattr(e, "purpose", None) == "plan")


def _first_plan(result: RunResult) -> PlanCreated | None:
    return next((e for e in result.events if isinstance(e, PlanCreated)), None)


def experience_id(run_id: str) -> str:
    """The memory id of a run's experience: one per run, however often it is remembered."""
    return uuid.uuid5(uuid.NAMESPACE_URL, f"agentschool:experience:{run_id}").hex


class ExperienceMemory:
    """Past runs in long-term memory (`kind: experience`), and the reuse counters."""

    def __init__(self, memory: LongTermMemory) -> None:
        """Keep experiences in `memory` (which may hold other memories too)."""
        self.memory = memory

    def record(self, result: RunResult, task: str | None = None) -> str | None:
        """Remember a finished run; its memory id, or None when there is nothing to learn.

        Runs without a plan (react mode) teach nothing reusable; runs whose plan was itself
        reused only update the counters.

        Raises:
            UserError: The task is unknown (not in the events and not given).
        """
        task = task or _task_of(result)
        if not task:
            raise UserError("cannot remember a run without its task: pass task=...")
        if result.planner == EXPERIENCE_PLANNER_NAME:
            self._count_reuse(result)
            return None
        if result.plan is None:
            return None
        shape = task_shape(task)
        metadata: dict[str, Any] = {
            "kind": "experience",
            "task": task,
            "status": result.status,
            "run_id": result.run_id,
            "planner": result.planner,
            "plan": result.plan.model_dump(mode="json", exclude_defaults=True),
            "strings": list(shape.strings),
            "numbers": list(shape.numbers),
            "plan_calls": _plan_calls(result),
            "model_calls": result.usage.requests,
            "tokens": result.usage.total_tokens,
            "cost_usd": result.usage.cost_usd,
            "error": result.error,
        }
        memory_id = self.memory.remember(
            shape.template, metadata, memory_id=experience_id(result.run_id)
        )
        self.memory.store.bump("runs_recorded", key=result.run_id)
        return memory_id

    def _count_reuse(self, result: RunResult) -> None:
        """Count a run whose plan was reused: once per run, however often it is remembered."""
        planned = _first_plan(result)
        saved = planned.model_calls_saved if planned is not None else 0
        store, key = self.memory.store, result.run_id
        store.bump("plans_reused", key=key)
        store.bump("model_calls_saved", saved, key=key)
        store.bump(f"reused_runs_{result.status}", key=key)

    def record_events(self, events: Sequence[AgentEvent]) -> str | None:
        """Remember a run known by its events (a run followed live with `agent.iter`).

        Raises:
            UserError: The events do not end with the run's `RunFinished`.
        """
        finished = events[-1] if events else None
        if not isinstance(finished, RunFinished):
            raise UserError(
                "cannot remember an unfinished run: its events end without run-finished"
            )
        first = next((e for e in events if isinstance(e, PlanCreated)), None)
        result = RunResult(
            run_id=finished.run_id,
            status=finished.status,
            output=finished.output,
            steps=[],  # not remembered
            usage=finished.usage,
            plan=first.plan if first is not None and first.planner != "react" else None,
            planner=first.planner if first is not None else None,
            error=finished.error,
            events=list(events),
        )
        return self.record(result)

    async def run(self, agent: Agent, task: str) -> RunResult:
        """Run `task` on `agent` and remember the result."""
        result = await agent.run(task)
        await anyio.to_thread.run_sync(self.record, result)
        return result

    def similar(self, task: str, k: int = 3) -> list[Memory]:
        """Past successful runs whose task template resembles `task`'s, best first."""
        template = task_shape(task).template
        return self.memory.recall(template, k, {"kind": "experience", "status": "completed"})

    def stats(self) -> dict[str, int]:
        """`runs_recorded`, `plans_reused`, `model_calls_saved` and the reused runs' outcomes."""
        counters = self.memory.store.counters()
        names = ("runs_recorded", "plans_reused", "model_calls_saved")
        return {
            **{n: counters.get(n, 0) for n in names},
            **{n: v for n, v in counters.items() if n.startswith("reused_runs_")},
        }


@dataclass(slots=True)
class ExperiencePlanner:
    """Reuses a similar past plan outright, or shows similar past plans to an inner planner."""

    experience: ExperienceMemory
    """Where past runs are remembered."""
    inner: Planner | None = None
    """Plans when no past plan is reused; None makes this planner answer None then."""
    threshold: float = 0.95
    """Template similarity at or above which a past plan is reused outright."""
    examples: int = 3
    """Past runs recalled per task."""
    example_min_score: float = 0.5
    """Template similarity below which a past run is not worth showing as an example."""
    max_steps: int = 20
    """Largest plan accepted."""
    name: str = EXPERIENCE_PLANNER_NAME
    """Shown in events when a plan is reused."""

    async def plan(self, request: PlanRequest) -> PlanResult | None:
        """A re-bound past plan, else the inner planner's plan made with past examples."""
        if request.feedback or request.completed:
            # A replan covers part of a task; whole past plans do not fit it.
            return await self._delegate(request, [])
        shape = task_shape(request.task)
        hits = await anyio.to_thread.run_sync(self.experience.similar, request.task, self.examples)
        for hit in hits:
            if hit.score < self.threshold:
                break
            plan = self._reuse(hit, shape, request)
            if plan is not None:  # counted when this run is remembered (`ExperienceMemory`)
                return PlanResult(
                    plan,
                    self.name,
                    reused_from=hit.metadata.get("run_id"),
                    model_calls_saved=int(hit.metadata.get("plan_calls", 0)),
                )
        examples = [
            (str(h.metadata["task"]), Plan.model_validate(h.metadata["plan"]))
            for h in hits
            if h.score >= self.example_min_score
        ]
        return await self._delegate(request, examples)

    def _reuse(self, hit: Memory, shape: TaskShape, request: PlanRequest) -> Plan | None:
        old = task_shape(str(hit.metadata["task"]))
        if old.symbols != shape.symbols:
            return None
        try:
            plan = rebind_plan(Plan.model_validate(hit.metadata["plan"]), old, shape)
            return validate_plan(plan, request.tools, max_steps=self.max_steps)
        except (RebindError, PlanValidationError, ValidationError):
            return None

    async def _delegate(
        self, request: PlanRequest, examples: list[tuple[str, Plan]]
    ) -> PlanResult | None:
        if self.inner is None:
            return None
        if examples:
            request = dataclasses.replace(request, examples=[*request.examples, *examples])
        return await self.inner.plan(request)
