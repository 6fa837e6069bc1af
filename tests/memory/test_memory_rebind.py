from __future__ import annotations

import pytest

from agentschool.agent import Plan
from agentschool.memory import RebindError, rebind_plan, task_shape


def plan(args: dict[str, object], answer: str | None = None) -> Plan:
    return Plan.model_validate(
        {"steps": [{"id": "s1", "tool": "t", "args": args}], "answer": answer}
    )


def test_task_shape_splits_template_strings_and_numbers() -> None:
    shape = task_shape("Add 'buy 2 eggs' to my todos and compute 12.5 * 3")
    assert shape.template == "add {s} to my todos and compute {n} * {n}"
    assert shape.strings == ("buy 2 eggs",)
    assert shape.numbers == ("12.5", "3")
    assert shape.symbols == "*"


def test_rebind_substitutes_whole_values_and_inside_strings() -> None:
    old = task_shape('compute 12 * 3 then note "buy milk"')
    new = task_shape('compute 7 * 4.5 then note "call mom"')
    args = {
        "expression": "12 * 3",
        "a": 12,
        "b": 3,
        "keep": 120,
        "title": "buy milk",
        "ref": "${s1}",
    }
    rebound = rebind_plan(plan(args, answer="12 * 3 = ${s1}"), old, new)
    assert rebound.steps[0].args == {
        "expression": "7 * 4.5",
        "a": 7,
        "b": 4.5,
        "keep": 120,
        "title": "call mom",
        "ref": "${s1}",
    }
    assert rebound.answer == "7 * 4.5 = ${s1}"


def test_rebind_refuses_mismatched_or_ambiguous_slots() -> None:
    with pytest.raises(RebindError, match="1 and 2 numbers"):
        rebind_plan(plan({"x": 1}), task_shape("add 1"), task_shape("add 1 and 2"))
    with pytest.raises(RebindError, match="both"):
        rebind_plan(plan({"x": "2 + 2"}), task_shape("what is 2 + 2"), task_shape("what is 3 + 5"))
