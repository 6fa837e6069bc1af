"""Everyday arithmetic and to-do tasks on the rule planner, checked against Python.

The tuned corpus below is what the rules were written against; `everyday_heldout.py` holds other
phrasings, written before tuning, and its accuracy is asserted (and reported) separately.
"""

from __future__ import annotations

import math
from typing import Any

import pytest

from agentschool.agent import Agent
from agentschool.agent.planners import PlanRequest
from agentschool.agent.rules import RulePlanner
from agentschool.tools import Toolset
from agentschool.tools.calculator import calculator_tool

from .conftest import calculator_answer, everyday_tools
from .everyday_heldout import (
    HELDOUT_ARITHMETIC,
    HELDOUT_TODOS,
    HELDOUT_TODOS_FRESH,
    ArithmeticCase,
    Template,
    TodoCase,
    arithmetic_cases,
)

TUNED_ARITHMETIC: list[Template] = [
    ("what is {a} + {b}", lambda n: n["a"] + n["b"]),
    ("divide {a} by {s}", lambda n: n["a"] / n["s"]),
    ("subtract {b} from {a}", lambda n: n["a"] - n["b"]),
    ("multiply {a} by {b}", lambda n: n["a"] * n["b"]),
    ("split a bill of {a} between {s} people", lambda n: n["a"] / n["s"]),
    ("split ${a} among {s} friends", lambda n: n["a"] / n["s"]),
    ("three quarters of {a}", lambda n: n["a"] * 3 / 4),
    ("a third of {a}", lambda n: n["a"] / 3),
    ("what is {p}% of {a}", lambda n: n["p"] / 100 * n["a"]),
    ("{a} increased by {p}%", lambda n: n["a"] * (100 + n["p"]) / 100),
    ("{a} decreased by {p}%", lambda n: n["a"] * (100 - n["p"]) / 100),
    ("{p}% off {a}", lambda n: n["a"] * (100 - n["p"]) / 100),
    ("average of {a}, {b} and {c}", lambda n: (n["a"] + n["b"] + n["c"]) / 3),
    ("mean of {a} and {b}", lambda n: (n["a"] + n["b"]) / 2),
    ("sum of {a}, {b} and {c}", lambda n: n["a"] + n["b"] + n["c"]),
    ("product of {s} and {b}", lambda n: n["s"] * n["b"]),
    ("round {a}.{t:03d} to 2 decimal places", lambda n: round(n["a"] + n["t"] / 1000, 2)),
    ("{a} mod {s}", lambda n: n["a"] % n["s"]),
    ("{a} squared", lambda n: n["a"] ** 2),
    ("{s} cubed", lambda n: n["s"] ** 3),
    ("the square root of {q}", lambda n: math.sqrt(n["q"])),
    ("2 to the {s}th", lambda n: 2 ** n["s"]),
    ("{s}e3 + {a}", lambda n: n["s"] * 1000 + n["a"]),
    ("{a} divided by {s}, times {b}", lambda n: n["a"] / n["s"] * n["b"]),
    ("what is {a} times {b}, then add {c}", lambda n: n["a"] * n["b"] + n["c"]),
    ("{a} plus {b} and then multiply by {s}", lambda n: (n["a"] + n["b"]) * n["s"]),
    ("${k},{t:03d} minus ${b}", lambda n: n["k"] * 1000 + n["t"] - n["b"]),
    ("twenty-five times {s}", lambda n: 25 * n["s"]),
    ("calculate {a} * {b} - {c}", lambda n: n["a"] * n["b"] - n["c"]),
    ("how much is {a} minus {b}?", lambda n: n["a"] - n["b"]),
]

TUNED_TODOS: list[TodoCase] = [
    TodoCase(
        "add 'pay rent' and 'call mom' to my todos and show them",
        [
            ("todo_add", {"title": "pay rent"}),
            ("todo_add", {"title": "call mom"}),
            ("todo_list", {}),
        ],
    ),
    TodoCase("add pay rent to my todos", [("todo_add", {"title": "pay rent"})]),
    TodoCase("remind me to call mom", [("todo_add", {"title": "call mom"})]),
    TodoCase("show my todos", [("todo_list", {})]),
    TodoCase("complete todo 3", [("todo_complete", {"id": 3})]),
    TodoCase("delete todo 2", [("todo_delete", {"id": 2})]),
]


def _right(value: Any, expected: float) -> bool:
    return isinstance(value, int | float) and math.isclose(value, expected, rel_tol=1e-9)


async def _arithmetic_accuracy(cases: list[ArithmeticCase]) -> tuple[float, list[str]]:
    wrong = []
    for case in cases:
        value = await calculator_answer(case.task)
        if not _right(value, case.expected):
            wrong.append(f"{case.task!r}: got {value!r}, expected {case.expected!r}")
    return 1 - len(wrong) / len(cases), wrong


async def _todo_accuracy(cases: list[TodoCase]) -> tuple[float, list[str]]:
    wrong = []
    tools = everyday_tools()
    for case in cases:
        result = await RulePlanner().plan(PlanRequest(task=case.task, tools=tools))
        calls = [(s.tool, s.args) for s in result.plan.steps] if result else None
        if calls != case.calls:
            wrong.append(f"{case.task!r}: planned {calls}")
    return 1 - len(wrong) / len(cases), wrong


async def test_the_tuned_corpus_is_right_every_time() -> None:
    cases = arithmetic_cases(TUNED_ARITHMETIC, per_template=10, seed=15)
    assert len(cases) >= 300
    accuracy, wrong = await _arithmetic_accuracy(cases)
    assert wrong == [], f"tuned arithmetic accuracy {accuracy:.1%}"
    accuracy, wrong = await _todo_accuracy(TUNED_TODOS)
    assert wrong == [], f"tuned to-do accuracy {accuracy:.1%}"


async def test_held_out_phrasings_are_right_at_least_95_percent() -> None:
    cases = arithmetic_cases(HELDOUT_ARITHMETIC, per_template=5, seed=1015)
    arithmetic, wrong_math = await _arithmetic_accuracy(cases)
    todos, wrong_todos = await _todo_accuracy([*HELDOUT_TODOS, *HELDOUT_TODOS_FRESH])
    total = len(cases) + len(HELDOUT_TODOS) + len(HELDOUT_TODOS_FRESH)
    overall = 1 - (len(wrong_math) + len(wrong_todos)) / total
    report = f"held-out: arithmetic {arithmetic:.1%}, to-do {todos:.1%}, overall {overall:.1%}"
    assert overall >= 0.95, report + "\n" + "\n".join(wrong_math + wrong_todos)


@pytest.mark.parametrize(
    ("task", "shown"),
    [("what is 0.1 + 0.2", "0.3"), ("1.1 * 3", "3.3"), ("what is 10 / 4", "2.5")],
)
async def test_results_read_as_people_expect(task: str, shown: str) -> None:
    result = await Agent("test", Toolset([calculator_tool]), planner="rule").run(task)
    assert str(result.steps[-1].output) == shown
