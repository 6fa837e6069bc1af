"""Goal checks that iterate: an answer that misses its goal gets the rest replanned, up to a bound.

A `Goal` is a list of checks on the run's answer and a bound on attempts (plans tried, the first
included). After the plan has run, each check looks at the answer; when one is not met, the planner
is asked for a new plan of the remaining work with the reasons as feedback (`Replanned` event:
"goal not met (attempt 1 of 2): ..."), the new steps run, and the answer is checked again. At the
bound, the run fails with the last reasons (`GoalNotMet`).

Checks:
- `SchemaGoal`: the answer validates against a JSON Schema;
- `PredicateGoal`: a Python function of the answer (True/None passes; False or a message fails);
- `JudgeGoal`: a model judges whether the answer accomplishes the task (`Validator(judge=...)`);
- `ArithmeticGoal`: the rule planner reads the task's calculations, the calculator works them out,
  and every result must appear in the answer.

`GoalSpec` is the declarative form read from specs (`goal:`), the CLI (`--goal`) and REST (`goal`).
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from agentschool.agent.events import AgentEvent, ModelResponded, Replanned
from agentschool.agent.plan import Plan, resolve_references
from agentschool.agent.planners import PlanRequest
from agentschool.agent.rules import RulePlanner
from agentschool.agent.state import RunState
from agentschool.agent.validator import Check, Validator
from agentschool.exceptions import UserError
from agentschool.messages import ModelResponse
from agentschool.models import Model, infer_model
from agentschool.tools.calculator import evaluate
from agentschool.tools.toolset import Toolset

__all__ = [
    "ArithmeticGoal",
    "Goal",
    "GoalCheck",
    "GoalNotMet",
    "GoalSpec",
    "GoalVerdict",
    "JudgeGoal",
    "PredicateGoal",
    "SchemaGoal",
    "parse_goal",
    "pursue_goal",
]

Replanner = Callable[[RunState, str], Awaitable[Plan | None]]
"""Makes a new plan for the remaining work, given why the answer missed the goal."""

_NUMBER = re.compile(r"-?\d[\d,]*(?:\.\d+)?(?:[eE][-+]?\d+)?")


class GoalNotMet(Exception):
    """The answer still missed the goal when the run reached its bound of attempts."""


@dataclass(frozen=True, slots=True)
class GoalVerdict:
    """What one check found."""

    problems: list[str] = field(default_factory=list[str])
    """Why the goal is not met (empty: met)."""
    response: ModelResponse | None = None
    """The model response the check paid for (a judge), if any."""
    model: str | None = None
    """`provider:name` of that model."""


class GoalCheck(Protocol):
    """One check of a run's answer."""

    async def check(self, task: str, output: Any, tools: Toolset) -> GoalVerdict:
        """Whether `output` meets the goal of `task` (`tools`: those the run has)."""
        ...


@dataclass(frozen=True, slots=True)
class SchemaGoal:
    """The answer must validate against a JSON Schema."""

    schema: dict[str, Any]
    """The JSON Schema (draft 2020-12)."""

    async def check(self, task: str, output: Any, tools: Toolset) -> GoalVerdict:
        """Every schema error, with the path of the part of the answer at fault."""
        import jsonschema  # only runs with a schema goal pay for the import

        validator = jsonschema.Draft202012Validator(self.schema)
        return GoalVerdict(
            [
                f"answer{''.join(f'[{p!r}]' for p in e.absolute_path)}: {e.message}"
                for e in validator.iter_errors(output)
            ]
        )


@dataclass(frozen=True, slots=True)
class PredicateGoal:
    """A Python function of the answer: True or None passes; False or a message fails."""

    predicate: Check
    """The function."""
    name: str = "goal"
    """How a failure is labelled when the function gives no message."""

    async def check(self, task: str, output: Any, tools: Toolset) -> GoalVerdict:
        """The predicate's verdict."""
        verdict = self.predicate(output)
        if verdict is True or verdict is None:
            return GoalVerdict()
        return GoalVerdict([verdict if isinstance(verdict, str) else f"{self.name} check failed"])


@dataclass(frozen=True, slots=True)
class JudgeGoal:
    """A model judges whether the answer accomplishes the task."""

    model: Model
    """The judge."""

    async def check(self, task: str, output: Any, tools: Toolset) -> GoalVerdict:
        """The judge's reason when it says the task is not accomplished."""
        problems, response = await Validator(judge=self.model).check_goal(task, output)
        return GoalVerdict(problems, response, self.model.label)


@dataclass(frozen=True, slots=True)
class ArithmeticGoal:
    """Every calculation the rule planner reads in the task must have its result in the answer."""

    async def check(self, task: str, output: Any, tools: Toolset) -> GoalVerdict:
        """The calculations whose result the answer lacks."""
        planned = await RulePlanner().plan(PlanRequest(task=task, tools=tools))
        steps = [s for s in planned.plan.steps if s.tool == "calculator"] if planned else []
        if not steps:
            return GoalVerdict(["the arithmetic check reads no calculation in the task"])
        values: dict[str, Any] = {}
        for step in steps:  # in plan order: a follow-up ("double it") refers to earlier ones
            expression = str(resolve_references(step.args["expression"], values))
            values[step.id] = evaluate(expression)
        shown = _numbers(output)
        return GoalVerdict(
            [
                f"the answer lacks {_plain(values[s.id])}, the result of {s.args['expression']}"
                for s in steps
                if not any(_same_number(values[s.id], number, text) for number, text in shown)
            ]
        )


def _numbers(output: Any) -> list[tuple[float, str]]:
    if isinstance(output, bool):
        return []
    if isinstance(output, int | float):
        return [(float(output), repr(output))]
    text = output if isinstance(output, str) else json.dumps(output, default=str)
    return [(float(m.replace(",", "")), m) for m in _NUMBER.findall(text)]


def _same_number(expected: float, number: float, text: str) -> bool:
    if math.isclose(expected, number, rel_tol=1e-9, abs_tol=1e-9):
        return True
    decimals = len(text.split(".", 1)[1]) if "." in text and "e" not in text.lower() else 0
    return decimals >= 2 and round(expected, decimals) == number  # "33.33" for 100/3


def _plain(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


@dataclass(slots=True)
class Goal:
    """Checks on a run's answer and how many plans may try to meet them."""

    checks: Sequence[GoalCheck]
    """Run in order; a judge is not asked while a cheaper check already fails."""
    attempts: int = 2
    """Plans tried at most, the first included."""

    def __post_init__(self) -> None:
        if self.attempts < 1:
            raise UserError(f"goal attempts must be at least 1, got {self.attempts}")

    async def verdicts(self, task: str, output: Any, tools: Toolset) -> list[GoalVerdict]:
        """Each check's verdict, in order, skipping model judges once a problem is found."""
        verdicts: list[GoalVerdict] = []
        for check in self.checks:
            if isinstance(check, JudgeGoal) and any(v.problems for v in verdicts):
                continue
            verdicts.append(await check.check(task, output, tools))
        return verdicts


async def pursue_goal(
    goal: Goal | None,
    state: RunState,
    tools: Toolset,
    execute: Callable[[RunState], AsyncIterator[AgentEvent]],
    replan: Replanner,
) -> AsyncIterator[AgentEvent]:
    """Run the plan; while the answer misses the goal and attempts remain, replan the rest.

    Raises:
        GoalNotMet: The last attempt missed the goal, or no new plan could be made.
    """
    async for event in execute(state):
        yield event
    if goal is None:
        return
    for attempt in range(1, goal.attempts + 1):
        problems: list[str] = []
        for verdict in await goal.verdicts(state.task, state.final_output(), tools):
            problems += verdict.problems
            if verdict.response is not None:
                state.usage.add(verdict.response.usage)
                label = verdict.model or verdict.response.model_name or "judge"
                yield ModelResponded(
                    run_id=state.run_id, purpose="judge", model=label, usage=verdict.response.usage
                )
        if not problems:
            return
        reasons = "; ".join(problems)
        if attempt == goal.attempts:
            raise GoalNotMet(f"goal not met after {attempt} attempt(s): {reasons}")
        reason = f"goal not met (attempt {attempt} of {goal.attempts}): {reasons}"
        plan = await replan(state, reason)
        if plan is None:
            raise GoalNotMet(f"{reason}; no new plan could be made")
        state.set_plan(plan)
        yield Replanned(run_id=state.run_id, plan=plan, reason=reason)
        async for event in execute(state):
            yield event


class GoalSpec(BaseModel):
    """A goal as specs, the CLI and REST give it: `{"arithmetic": true, "attempts": 3}`."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    json_schema: dict[str, Any] | None = None
    """The answer must validate against this JSON Schema."""
    judge: bool | str = False
    """A model judges the answer: true for the run's model, or a model string."""
    arithmetic: bool = False
    """The results of the task's calculations must appear in the answer."""
    attempts: int = Field(default=2, ge=1, le=10)
    """Plans tried at most, the first included."""

    @model_validator(mode="after")
    def _check(self) -> GoalSpec:
        if self.json_schema is None and not self.judge and not self.arithmetic:
            raise ValueError("a goal needs at least one of json_schema, judge or arithmetic")
        if self.json_schema is not None:
            import jsonschema

            try:
                jsonschema.Draft202012Validator.check_schema(self.json_schema)
            except jsonschema.SchemaError as exc:
                raise ValueError(f"json_schema is not a valid JSON Schema: {exc.message}") from None
        return self

    def build(
        self, model: Model | None = None, *, resolve: Callable[[str], Model] = infer_model
    ) -> Goal:
        """The goal, with `model` judging when `judge` is true.

        Args:
            model: The run's model (the judge when `judge` is true).
            resolve: Builds the judge named by a model string (the runtime passes its own
                factory, so a judge obeys the same rules as the run's model).

        Raises:
            UserError: `judge` is true and no model is given, or names an unknown model.
        """
        checks: list[GoalCheck] = []
        if self.json_schema is not None:
            checks.append(SchemaGoal(self.json_schema))
        if self.arithmetic:
            checks.append(ArithmeticGoal())
        if isinstance(self.judge, str):
            checks.append(JudgeGoal(resolve(self.judge)))
        elif self.judge:
            if model is None:
                raise UserError("goal.judge is true but the run has no model to judge with")
            checks.append(JudgeGoal(model))
        return Goal(checks, attempts=self.attempts)


def parse_goal(value: str | dict[str, Any] | GoalSpec, *, field_name: str = "goal") -> GoalSpec:
    """A `GoalSpec` from JSON text, a mapping, or a shorthand word.

    Shorthands: `arithmetic`, `judge` (the run's model), `judge:<model>`.

    Raises:
        UserError: Naming `field_name` and what is wrong.
    """
    if isinstance(value, GoalSpec):
        return value
    data: Any = value
    if isinstance(value, str):
        text = value.strip()
        if text == "arithmetic":
            data = {"arithmetic": True}
        elif text == "judge" or text.startswith("judge:"):
            data = {"judge": text.removeprefix("judge").removeprefix(":") or True}
        else:
            try:
                data = json.loads(text)
            except json.JSONDecodeError:
                raise UserError(
                    f"{field_name}: expected arithmetic, judge, judge:<model> or a JSON object, "
                    f"got {text[:80]!r}"
                ) from None
    try:
        return GoalSpec.model_validate(data)
    except ValidationError as exc:
        problems = [
            f"{field_name}{''.join(f'.{p}' for p in e['loc'])}: "
            + e["msg"].removeprefix("Value error, ")
            for e in exc.errors(include_url=False)
        ]
        raise UserError("; ".join(problems)) from None
