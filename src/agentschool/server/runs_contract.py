"""The runs contract of the product plan, kept beside today's API.

`POST /runs` takes today's `{"task", "agent"}` or the plan's `{"prompt", "max_steps"}`
(`PlanRunCreate`: max_steps 1..100, default 10; `request_kind` tells them apart and
`PlanRunCreate.as_task_body` turns the plan's into today's). `GET /runs/{id}` answers
`RunDetail`: today's `Run` fields, plus the plan's `run_id`, `steps` (`step_number, tool_name,
tool_input, result, attempt`), `result` and the `plan` (each step's `reasoning` and the
`final_goal`). Steps and plan are folded from the run's stored events by `RunView` (the one fold
of a run's events) and shaped by the web UI's `timeline_of`.
"""

from __future__ import annotations

from typing import Any

import pydantic

from agentschool.agent.events import StepStarted
from agentschool.agent.plan import Plan
from agentschool.agent.view import RunView
from agentschool.runs.records import Event, Run
from agentschool.server.context import ApiContext
from agentschool.server.routes.ui import timeline_of

__all__ = [
    "ContractPlan",
    "ContractPlanStep",
    "ContractStep",
    "PlanRunCreate",
    "RunDetail",
    "new_run_detail",
    "request_kind",
    "run_detail",
]


class PlanRunCreate(pydantic.BaseModel):
    """The plan's body of `POST /runs`: a prompt and a step budget."""

    model_config = pydantic.ConfigDict(extra="forbid")

    prompt: str = pydantic.Field(min_length=1, max_length=20_000)
    """What the agent should do."""
    max_steps: int = pydantic.Field(default=10, ge=1, le=100)
    """Upper bound on executed steps."""

    def as_task_body(self) -> dict[str, Any]:
        """The same request as today's `RunSpec` body."""
        return {"task": self.prompt, "max_steps": self.max_steps}


def request_kind(value: Any) -> str:
    """`PlanRunCreate` for a body with a `prompt`, else `RunSpec` (a union discriminator).

    The tags are model names: the API's error documents drop them from field paths.
    """
    if isinstance(value, PlanRunCreate) or (isinstance(value, dict) and "prompt" in value):
        return "PlanRunCreate"
    return "RunSpec"


class ContractStep(pydantic.BaseModel):
    """One executed step, in the plan's shape (and today's fields beside)."""

    step_number: int
    """1-based position among the run's steps."""
    tool_name: str
    """The tool called."""
    tool_input: dict[str, Any] | None
    """Its arguments (as last called)."""
    result: Any
    """Its output, once done."""
    attempt: int
    """Attempts made (1 unless retried)."""
    step_id: str
    """The plan's step id."""
    status: str
    """`planned`, `running`, `waiting_approval`, `done`, `failed` or `skipped`."""
    error: str | None
    """Why it failed or was skipped."""


class ContractPlanStep(pydantic.BaseModel):
    """One step of the run's plan, in the plan's shape."""

    step_number: int
    """1-based position in the plan."""
    tool_name: str
    """The tool to call."""
    tool_input: dict[str, Any]
    """Its arguments (may refer to earlier steps as `${id}`)."""
    reasoning: str
    """Why the step is in the plan."""
    step_id: str
    """The step id."""
    depends_on: list[str]
    """Steps that must finish first."""


class ContractPlan(pydantic.BaseModel):
    """The run's latest plan."""

    steps: list[ContractPlanStep]
    """Its steps, in plan order."""
    final_goal: str
    """What the plan achieves: the task it answers."""
    answer: str | None
    """How the answer is phrased from the steps' outputs, if not the last step's output."""


class RunDetail(Run):
    """`GET /runs/{id}`: the run, its steps, result and plan."""

    run_id: str
    """The run's id (the plan's name for `id`)."""
    steps: list[ContractStep]
    """Steps that started, in the order they started."""
    result: Any = None
    """The final answer (the plan's name for `output`)."""
    plan: ContractPlan | None = None
    """The latest plan; null before planning (or for runs that did not plan)."""
    error_kind: str | None = None
    """Why the run failed, when known: `not_understood` means the task was not understood and
    nothing was done (`error` says what the agent can do)."""


def _contract_plan(task: str, plan: Plan | None) -> ContractPlan | None:
    if plan is None:
        return None
    steps = [
        ContractPlanStep(
            step_number=number,
            tool_name=step.tool,
            tool_input=step.args,
            reasoning=step.reasoning,
            step_id=step.id,
            depends_on=step.depends_on,
        )
        for number, step in enumerate(plan.steps, 1)
    ]
    return ContractPlan(steps=steps, final_goal=task, answer=plan.answer)


def _started_order(view: RunView) -> list[str]:
    order = {e.step_id: None for e in view.events if isinstance(e, StepStarted)}
    return list(order)


def new_run_detail(run: Run) -> RunDetail:
    """A run just created (no steps yet), in the contract's shape (`POST /runs` answers it)."""
    return RunDetail(**run.model_dump(), run_id=run.id, steps=[], result=run.output)


async def run_detail(context: ApiContext, run_id: str) -> RunDetail:
    """The run with its steps and plan, folded from its stored events.

    Raises:
        RunNotFound: No run has that id (the API answers 404).
    """
    run = await context.store.get_run(run_id)
    events: list[Event] = []
    while batch := await context.store.events_after(run_id, events[-1].seq if events else 0):
        events.extend(batch)
    view = RunView.of([event.agent_event() for event in events])
    timeline = timeline_of(run_id, view)
    by_id = {step.step_id: step for step in timeline.steps}
    steps = [
        ContractStep(
            step_number=number,
            tool_name=step.tool,
            tool_input=step.args,
            result=step.result,
            attempt=max(step.attempts, 1),
            step_id=step.step_id,
            status=step.status,
            error=step.error,
        )
        for number, step in enumerate((by_id[i] for i in _started_order(view) if i in by_id), 1)
    ]
    return RunDetail(
        **run.model_dump(),
        run_id=run.id,
        steps=steps,
        result=run.output,
        plan=_contract_plan(run.task, view.plan),
        error_kind=timeline.error_kind,
    )
