"""Reference scanning and normalization details the fast paths in plan.py must keep."""

import pytest

from agentschool.agent.plan import (
    Plan,
    PlanStep,
    find_references,
    resolve_references,
    validate_plan,
)
from agentschool.exceptions import PlanValidationError
from agentschool.tools import Toolset


def test_references_are_found_in_nested_arguments_only_where_written() -> None:
    args = {"a": 1, "b": [2.5, None, True, {"deep": ["x ${s1.n} y", "${s2}"]}], "c": "$5 {s3}"}
    assert find_references(args) == {"s1", "s2"}
    assert find_references({"price": "$5", "set": "{s1}", "n": 3}) == set()


def test_strings_without_references_resolve_to_themselves() -> None:
    text = "costs $5 {s1} $ {"
    assert resolve_references(text, {}) is text
    assert resolve_references({"t": text, "n": [1, "${s1}"]}, {"s1": 7}) == {"t": text, "n": [1, 7]}


def test_validation_adds_dependencies_without_touching_the_input_plan(tools: Toolset) -> None:
    plan = Plan(
        steps=[
            PlanStep(id="s1", tool="add", args={"a": 1, "b": 2}),
            PlanStep(id="s2", tool="echo", args={"text": "${s1}"}, depends_on=[]),
            PlanStep(id="s3", tool="echo", args={"text": "${s1} ${s2}"}, depends_on=["s2"]),
        ]
    )
    checked = validate_plan(plan, tools)
    assert [s.depends_on for s in checked.steps] == [[], ["s1"], ["s2", "s1"]]
    assert [s.depends_on for s in plan.steps] == [[], [], ["s2"]]
    assert checked.steps[0] == plan.steps[0]


def test_a_referencing_field_skips_its_schema_check_but_not_the_others(tools: Toolset) -> None:
    plan = Plan(
        steps=[
            PlanStep(id="s0", tool="add", args={"a": 1, "b": 2}),
            PlanStep(id="s1", tool="add", args={"a": "${s0}", "b": "x"}),
        ]
    )
    with pytest.raises(PlanValidationError) as info:
        validate_plan(plan, tools)
    (problem,) = info.value.problems
    assert problem.startswith("step 's1' (add): b:")
