"""Goal checks that iterate: an unmet goal replans the rest with the reason, up to a bound."""

from __future__ import annotations

import json
from typing import Any

import pytest

from agentschool.agent import Agent, Replanned, RunFinished, StepFinished
from agentschool.agent.goals import (
    ArithmeticGoal,
    Goal,
    GoalSpec,
    JudgeGoal,
    PredicateGoal,
    SchemaGoal,
    parse_goal,
)
from agentschool.exceptions import UserError
from agentschool.messages import ModelMessage, ModelRequest, UserPromptPart
from agentschool.models import AgentInfo, FunctionModel
from agentschool.tools import Toolset
from agentschool.tools.calculator import calculator_tool


def _prompts(messages: list[ModelMessage]) -> str:
    return "\n".join(
        str(p.content)
        for m in messages
        if isinstance(m, ModelRequest)
        for p in m.parts
        if isinstance(p, UserPromptPart)
    )


class ScriptedPlanner:
    """Plans one calculator step per call, from a list of expressions; remembers the prompts."""

    def __init__(self, expressions: list[str]) -> None:
        self.expressions = expressions
        self.prompts: list[str] = []

    def __call__(self, messages: list[ModelMessage], info: AgentInfo) -> str:
        assert info.output_schema is not None and info.output_schema.name == "plan"
        self.prompts.append(_prompts(messages))
        n = len(self.prompts)
        expression = self.expressions[min(n, len(self.expressions)) - 1]
        step = {"id": f"s{n}", "tool": "calculator", "args": {"expression": expression}}
        return json.dumps({"steps": [step], "answer": f"The result is ${{s{n}}}"})


def _agent(planner: ScriptedPlanner, goal: Goal) -> Agent:
    tools = Toolset([calculator_tool])
    return Agent(FunctionModel(planner), tools, planner="llm", goal=goal)


async def test_a_first_plan_that_misses_the_goal_is_replanned_with_the_reason() -> None:
    planner = ScriptedPlanner(["17 + 23", "17 * 23"])
    agent = _agent(planner, Goal([ArithmeticGoal()], attempts=3))
    result = await agent.run("what is 17 * 23")
    assert result.status == "completed", result.error
    assert result.output == "The result is 391"
    (replanned,) = [e for e in result.events if isinstance(e, Replanned)]
    assert replanned.reason == (
        "goal not met (attempt 1 of 3): the answer lacks 391, the result of 17 * 23"
    )
    assert "the answer lacks 391" in planner.prompts[1]  # the model was told why
    assert "s1" in planner.prompts[1]  # ... and what was already done
    outputs = [e.output for e in result.events if isinstance(e, StepFinished)]
    assert outputs == [40, 391]
    assert [s.id for s in replanned.plan.steps] == ["s1", "s2"]  # the rest, after what was done


async def test_a_goal_that_cannot_be_reached_stops_at_the_bound_with_every_attempt() -> None:
    planner = ScriptedPlanner(["17 + 23", "17 - 23", "17 / 23"])
    agent = _agent(planner, Goal([ArithmeticGoal()], attempts=2))
    result = await agent.run("what is 17 * 23")
    assert result.status == "failed" and result.output is None
    assert len(planner.prompts) == 2  # the bound: two plans, no third
    kinds = [e.kind for e in result.events]
    assert kinds.count("plan-created") == 1 and kinds.count("replanned") == 1
    assert [e.output for e in result.events if isinstance(e, StepFinished)] == [40, -6]
    (replanned,) = [e for e in result.events if isinstance(e, Replanned)]
    assert "attempt 1 of 2" in replanned.reason
    finished = result.events[-1]
    assert isinstance(finished, RunFinished)
    assert finished.error == (
        "goal not met after 2 attempt(s): the answer lacks 391, the result of 17 * 23"
    )


async def test_a_schema_goal_then_a_model_judge() -> None:
    verdicts = iter([(False, "it gives no unit"), (True, "fine")])
    plans: list[str] = []
    answers = ["${s1}", "about ${s1}", "${s1} km"]  # a number, then text without a unit, then km

    def model(messages: list[ModelMessage], info: AgentInfo) -> str:
        assert info.output_schema is not None
        if info.output_schema.name == "judgement":
            complete, reason = next(verdicts)
            return json.dumps({"complete": complete, "reason": reason})
        plans.append(_prompts(messages))
        steps = [{"id": "s1", "tool": "calculator", "args": {"expression": "2 * 21"}}]
        return json.dumps({"steps": steps if len(plans) == 1 else [], "answer": answers.pop(0)})

    spec = GoalSpec(json_schema={"type": "string"}, judge=True, attempts=3)
    goal = spec.build(FunctionModel(model))
    agent = Agent(FunctionModel(model), [calculator_tool], planner="llm", goal=goal)
    result = await agent.run("how far is it, 2 * 21 km?")
    assert result.status == "completed", result.error
    assert result.output == "42 km"
    assert [e.reason for e in result.events if isinstance(e, Replanned)] == [
        "goal not met (attempt 1 of 3): answer: 42 is not of type 'string'",
        "goal not met (attempt 2 of 3): goal not met: it gives no unit",
    ]
    judged = [e for e in result.events if e.kind == "model-responded" and e.purpose == "judge"]
    assert len(judged) == 2  # not asked while the schema already failed
    assert result.usage.requests == 5  # three plans, two verdicts
    assert "it gives no unit" in plans[2]
    assert [e.kind for e in result.events].count("step-finished") == 1  # 2 * 21 ran once


async def test_checks_on_their_own() -> None:
    tools = Toolset([calculator_tool])
    schema = SchemaGoal({"type": "object", "required": ["total"]})
    assert (await schema.check("t", {"total": 3}, tools)).problems == []
    assert (await schema.check("t", {"sum": 3}, tools)).problems == [
        "answer: 'total' is a required property"
    ]
    even = PredicateGoal(lambda out: out % 2 == 0 or f"{out} is odd")
    assert (await even.check("t", 4, tools)).problems == []
    assert (await even.check("t", 5, tools)).problems == ["5 is odd"]
    arithmetic = ArithmeticGoal()
    task = "calculate 100 / 3, then double it"
    assert (await arithmetic.check(task, "33.33 and then 66.67", tools)).problems == []
    assert (await arithmetic.check(task, "33.33", tools)).problems == [
        "the answer lacks 66.6666666666666, the result of ${s1} * 2"
    ]
    assert (await arithmetic.check("book a flight", "done", tools)).problems == [
        "the arithmetic check reads no calculation in the task"
    ]


async def test_a_predicate_goal_on_the_agent() -> None:
    planner = ScriptedPlanner(["3 + 4", "3 + 5"])
    goal = Goal([PredicateGoal(lambda out: out.endswith("8") or "expected an even sum")])
    result = await _agent(planner, goal).run("add three and four or five, so that the sum is even")
    assert result.status == "completed" and result.output == "The result is 8"
    assert [e.kind for e in result.events].count("replanned") == 1


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("arithmetic", {"arithmetic": True}),
        ("judge", {"judge": True}),
        ("judge:test", {"judge": "test"}),
        ('{"json_schema": {"type": "number"}, "attempts": 3}', {"json_schema": {"type": "number"}}),
    ],
)
def test_parse_goal_shorthands_and_json(text: str, expected: dict[str, Any]) -> None:
    spec = parse_goal(text)
    assert spec.model_dump(include=set(expected)) == expected


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("smart", r"--goal: expected arithmetic, judge, judge:<model> or a JSON object"),
        ("{}", r"--goal: a goal needs at least one of json_schema, judge or arithmetic"),
        ('{"arithmetic": true, "attempts": 0}', r"--goal\.attempts: Input should be greater"),
        ('{"json_schema": {"type": 5}}', r"--goal: json_schema is not a valid JSON Schema"),
        ('{"arithmetic": true, "retries": 2}', r"--goal\.retries: Extra inputs"),
    ],
)
def test_bad_goals_name_the_field(value: str, message: str) -> None:
    with pytest.raises(UserError, match=message):
        parse_goal(value, field_name="--goal")


def test_a_judge_needs_a_model() -> None:
    with pytest.raises(UserError, match=r"goal\.judge is true but the run has no model"):
        GoalSpec(judge=True).build()
    spec = GoalSpec(judge="test", attempts=3).build()
    assert isinstance(spec.checks[0], JudgeGoal) and spec.attempts == 3


def test_a_react_run_cannot_carry_a_goal() -> None:
    with pytest.raises(UserError, match="react runs make none"):
        Agent("test", [calculator_tool], planner="react", goal=Goal([ArithmeticGoal()]))
