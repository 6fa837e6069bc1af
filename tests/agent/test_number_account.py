"""A guessed calculation that leaves out a number of its task, or makes one up, is refused."""

from __future__ import annotations

import json
from typing import Any

import pytest

from agentschool.agent import Agent, PlanStep
from agentschool.agent.number_account import invented_numbers, unused_numbers
from agentschool.messages import ModelMessage
from agentschool.models import AgentInfo, FunctionModel
from agentschool.tools import Toolset
from agentschool.tools.calculator import calculator_tool
from agentschool.tools.todo import build_todo_tools


def _calc(expression: str, step_id: str = "s1") -> PlanStep:
    return PlanStep(id=step_id, tool="calculator", args={"expression": expression})


@pytest.mark.parametrize(
    ("task", "expression"),
    [
        ("what is 1,250,000 / 4", "1250000 / 4"),
        ("15% of 240", "15 / 100 * 240"),
        ("15% of 240", "0.15 * 240"),
        ("each unit costs 30p, I used 523 units: how much in pounds?", "523 * 0.3"),
        ("she earns 45k a year, what is that a month", "45000 / 12"),
        ("dinner was ¥8,230 and 1 USD = 145 JPY: how much in dollars?", "8230 / 145"),
        ("What is 8.4 x 10^6 divided by 7?", "8.4e6 / 7"),
        ("round 3.14159 to 2 decimal places", "round(3.14159, 2)"),
        ("what is twenty-five times 4", "25 * 4"),  # number words are the readers' to check
    ],
)
def test_every_number_of_the_task_is_used(task: str, expression: str) -> None:
    assert unused_numbers(task, [_calc(expression)]) == []


@pytest.mark.parametrize(
    ("task", "expression", "left_out"),
    [
        ("the bill was $84 for 4 of us plus a 15% tip, how much each?", "84 * 1.15", ["4"]),
        ("3 packs of 6 rolls at £2 each", "6 * 2", ["3"]),
        ("what is 12 + 120", "12 + 12", ["120"]),  # 12 inside 120 is no use of 120
        ("I pay 1,200 a month for 12 months", "1200 / 1.2", ["12"]),
    ],
)
def test_a_number_no_step_uses_is_named(task: str, expression: str, left_out: list[str]) -> None:
    assert unused_numbers(task, [_calc(expression)]) == left_out


def test_a_title_holding_the_number_uses_it_and_a_plan_without_a_calculation_is_not_checked() -> (
    None
):
    add = PlanStep(id="s2", tool="todo_add", args={"title": "call mum at 5"})
    assert (
        unused_numbers("what is 2 + 2 and remind me to call mum at 5", [_calc("2 + 2"), add]) == []
    )
    assert (
        unused_numbers("complete todo 3", [PlanStep(id="s1", tool="todo_complete", args={})]) == []
    )


def _model(plans: list[dict[str, Any]], calls: list[str]) -> FunctionModel:
    def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
        calls.append(str(messages[-1].parts[-1].content))  # type: ignore[union-attr]
        return json.dumps(plans[min(len(calls), len(plans)) - 1])

    return FunctionModel(reply)


_TIP_ALONE = {"steps": [{"id": "s1", "tool": "calculator", "args": {"expression": "84 * 1.15"}}]}
_EACH = {"steps": [{"id": "s1", "tool": "calculator", "args": {"expression": "84 * 1.15 / 4"}}]}
_TASK = "the bill was $84 for 4 of us plus a 15% tip, how much each?"


@pytest.fixture
def tools() -> Toolset:
    return Toolset([calculator_tool, *build_todo_tools()])


async def test_a_model_plan_leaving_out_a_number_is_replanned_once_then_refused(
    tools: Toolset,
) -> None:
    calls: list[str] = []
    result = await Agent(_model([_TIP_ALONE], calls), tools, planner="llm").run(_TASK)
    assert result.status == "failed" and result.error_kind == "not_understood"
    assert result.output is None and len(calls) == 2  # the plan, then one replan with the reason
    assert "leaves out 4 of the task" in (result.error or "")
    assert "leaves out 4 of the task" in calls[1]


async def test_the_replan_that_uses_every_number_runs(tools: Toolset) -> None:
    calls: list[str] = []
    result = await Agent(_model([_TIP_ALONE, _EACH], calls), tools, planner="llm").run(_TASK)
    assert result.status == "completed" and len(calls) == 2
    assert "24.15" in str(result.output)


@pytest.mark.parametrize(
    ("task", "expression", "earlier", "invented"),
    [
        ("divide 7 by 2", "8 / 2", (), ["8"]),
        ("what is 1e3 + 1", "2 + 2", (), []),  # 2 may be a double; the left-out 3 refuses it
        ("what is twenty-five times four", "25 * 4", (), []),
        ("150 increased by 12%", "150 * 1.12", (), []),
        ("now double that", "42 * 2", ({"answer": 42},), []),
        ("times 3", "${s1} * 3", (), []),  # a reference is no number of the plan's own
        ("what is three quarters of 96", "96 * 0.75", (), ["0.75"]),  # the model's 0.75: a guess
    ],
)
def test_a_guessed_calculation_may_use_only_the_tasks_numbers(
    task: str, expression: str, earlier: tuple[Any, ...], invented: list[str]
) -> None:
    assert invented_numbers(task, [_calc(expression)], earlier) == invented


async def test_a_model_number_nobody_gave_is_refused_while_the_rules_constants_are_theirs(
    tools: Toolset,
) -> None:
    calls: list[str] = []
    made_up = {"steps": [{"id": "s1", "tool": "calculator", "args": {"expression": "3.5 * 61"}}]}
    task = "how many minutes is 3.5 hours"
    guessed = await Agent(_model([made_up], calls), tools, planner="llm").run(task)
    assert guessed.status == "failed" and guessed.error_kind == "not_understood"
    assert "uses 61, which the task does not give" in (guessed.error or "")
    read = await Agent(_model([made_up], calls), tools, planner="hybrid").run(task)
    assert read.status == "completed" and read.output == f"{task} = 210"  # the rules' 60
    assert len(calls) == 2  # the refused guess and its replan; the rules needed no model


@pytest.mark.parametrize(
    ("task", "expression"),
    [("how much is 3/4 of 1 1/2 cups", "3/4 * 1.5"), ("2 point 5 plus 81", "2.5 + 81")],
)
def test_a_number_said_in_parts_is_one_number(task: str, expression: str) -> None:
    assert unused_numbers(task, [_calc(expression)]) == []
    assert invented_numbers(task, [_calc(expression)]) == []


async def test_the_rules_account_for_their_own_numbers(tools: Toolset) -> None:
    """A recipe's other ingredient is no operand: the rules' plan leaving it out still runs."""
    task = "A recipe for 4 uses 3 eggs and 200 g flour. How many eggs for 8?"
    result = await Agent("test", tools, planner="rule").run(task)
    assert result.status == "completed" and result.steps[0].output == 6
