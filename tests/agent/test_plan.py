import jsonschema
import pytest

from agentschool.agent.plan import (
    Plan,
    PlanStep,
    find_references,
    plan_json_schema,
    resolve_references,
    topological_order,
    validate_plan,
)
from agentschool.exceptions import PlanValidationError
from agentschool.tools import Toolset


def _plan(*steps: PlanStep, answer: str | None = None) -> Plan:
    return Plan(steps=list(steps), answer=answer)


def _problems(plan: Plan, tools: Toolset, **kw: int) -> list[str]:
    with pytest.raises(PlanValidationError) as info:
        validate_plan(plan, tools, **kw)
    return info.value.problems


def test_valid_plan_gains_dependencies_from_references(tools: Toolset) -> None:
    plan = _plan(
        PlanStep(id="s1", tool="add", args={"a": 1, "b": 2}),
        PlanStep(id="s2", tool="echo", args={"text": "sum is ${s1}"}),
    )
    checked = validate_plan(plan, tools)
    assert checked.step("s2").depends_on == ["s1"]
    assert topological_order(checked) == ["s1", "s2"]


def test_empty_plan(tools: Toolset) -> None:
    assert _problems(_plan(), tools) == ["the plan has no steps"]


def test_unknown_tool_lists_available(tools: Toolset) -> None:
    (problem,) = _problems(_plan(PlanStep(id="s1", tool="nope")), tools)
    assert "unknown tool 'nope'" in problem and "add, echo, record" in problem


def test_unknown_dependency_and_reference(tools: Toolset) -> None:
    problems = _problems(
        _plan(
            PlanStep(id="s1", tool="echo", args={"text": "x"}, depends_on=["s7"]),
            PlanStep(id="s2", tool="echo", args={"text": "${s9.field}"}),
        ),
        tools,
    )
    assert "step 's1' depends on unknown step 's7'" in problems
    assert "step 's2' depends on unknown step 's9'" in problems


def test_cycle_and_self_dependency(tools: Toolset) -> None:
    cycle = _plan(
        PlanStep(id="a", tool="echo", args={"text": "x"}, depends_on=["b"]),
        PlanStep(id="b", tool="echo", args={"text": "x"}, depends_on=["a"]),
    )
    assert _problems(cycle, tools) == ["the steps' dependencies form a cycle"]
    selfish = _plan(PlanStep(id="a", tool="echo", args={"text": "x"}, depends_on=["a"]))
    assert "step 'a' depends on itself" in _problems(selfish, tools)


def test_duplicate_ids_and_max_steps(tools: Toolset) -> None:
    plan = _plan(
        PlanStep(id="s1", tool="echo", args={"text": "x"}),
        PlanStep(id="s1", tool="echo", args={"text": "y"}),
    )
    problems = _problems(plan, tools, max_steps=1)
    assert "duplicate step id 's1'" in problems
    assert "the plan has 2 steps; at most 1 are allowed" in problems


def test_schema_invalid_args_name_the_field(tools: Toolset) -> None:
    plan = _plan(PlanStep(id="s1", tool="add", args={"a": "one", "c": 3}))
    problems = _problems(plan, tools)
    assert any("'s1' (add): a:" in p for p in problems)
    assert any("'s1' (add): b: Field required" in p for p in problems)
    assert any("'s1' (add): c: Extra inputs" in p for p in problems)


def test_referenced_fields_are_not_schema_checked_before_running(tools: Toolset) -> None:
    plan = _plan(
        PlanStep(id="s1", tool="add", args={"a": 1, "b": 2}),
        PlanStep(id="s2", tool="add", args={"a": "${s1}", "b": 1}),
    )
    assert validate_plan(plan, tools).step("s2").depends_on == ["s1"]


def test_answer_with_unknown_reference(tools: Toolset) -> None:
    plan = _plan(PlanStep(id="s1", tool="echo", args={"text": "x"}), answer="${s2}")
    assert _problems(plan, tools) == ["the answer refers to unknown step 's2'"]


def test_resolve_references_whole_path_and_interpolation() -> None:
    results = {"s1": {"todos": [{"title": "rent"}], "n": 3.0}, "s2": 36.0}
    assert resolve_references("${s1.todos.0.title}", results) == "rent"
    assert resolve_references("${s1.n}", results) == 3.0
    assert resolve_references({"x": ["total ${s2} and ${s1.n}"]}, results) == {
        "x": ["total 36 and 3"]
    }
    assert find_references({"a": ["${s1.x}", "${s2}"], "b": 1}) == {"s1", "s2"}
    with pytest.raises(KeyError):
        resolve_references("${s1.missing}", results)


def test_plan_json_schema_accepts_valid_plans_and_rejects_unknown_tools(tools: Toolset) -> None:
    schema = plan_json_schema(tools)
    jsonschema.validate(
        {"steps": [{"id": "s1", "tool": "add", "args": {"a": 1, "b": 2}, "depends_on": []}]},
        schema,
    )
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(
            {"steps": [{"id": "s1", "tool": "rm", "args": {}, "depends_on": []}]}, schema
        )
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(
            {"steps": [{"id": "s1", "tool": "add", "args": {"a": 1}, "depends_on": []}]}, schema
        )


def test_plan_json_schema_keeps_a_parameter_named_title() -> None:
    from agentschool.tools import tool

    @tool
    def note(title: str, body: str = "") -> str:
        """Write a note."""
        return title

    branch = plan_json_schema(Toolset([note]))["properties"]["steps"]["items"]["anyOf"][0]
    assert set(branch["properties"]["args"]["properties"]) == {"title", "body"}
    assert branch["properties"]["args"]["required"] == ["title"]
    assert "title" not in branch["properties"]["args"]["properties"]["title"]  # annotation gone
