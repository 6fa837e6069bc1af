"""Plans: a DAG of tool-call steps, references between them, and validation.

A step's arguments may refer to earlier outputs with `${step_id}` or `${step_id.path.to.field}`. A
string that is exactly one reference takes the referenced value as is; a reference inside a longer
string is interpolated as text. A reference is also a dependency.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from agentschool.exceptions import PlanValidationError, ToolArgsError
from agentschool.tools.todo import format_todos
from agentschool.tools.toolset import Toolset

__all__ = [
    "Plan",
    "PlanStep",
    "as_text",
    "find_references",
    "plan_json_schema",
    "resolve_references",
    "topological_order",
    "validate_plan",
]

_REF = re.compile(r"\$\{([A-Za-z0-9_-]+)((?:\.[A-Za-z0-9_-]+)*)\}")


class PlanStep(BaseModel):
    """One tool call of a plan."""

    model_config = ConfigDict(extra="forbid")

    id: str = Field(pattern=r"^[A-Za-z0-9_-]{1,40}$")
    """Unique step id, e.g. `s1`."""
    tool: str
    """Name of the tool to call."""
    args: dict[str, Any] = Field(default_factory=dict[str, Any])
    """Arguments; strings may hold `${step_id.path}` references."""
    depends_on: list[str] = Field(default_factory=list[str])
    """Steps that must finish first (references add themselves)."""
    expected_output: dict[str, Any] | str | None = None
    """A JSON Schema the output must satisfy, or a description of what to expect."""
    reasoning: str = ""
    """Why this step is in the plan."""


class Plan(BaseModel):
    """A validated DAG of steps and how to phrase the answer."""

    model_config = ConfigDict(extra="forbid")

    steps: list[PlanStep]
    """The steps; order is a hint, `depends_on` is the truth."""
    answer: str | None = None
    """Answer template with `${step_id.path}` references; the last step's output when None."""

    def step(self, step_id: str) -> PlanStep:
        """The step with this id."""
        for step in self.steps:
            if step.id == step_id:
                return step
        raise KeyError(step_id)


def _collect_references(value: Any, found: set[str]) -> None:
    if isinstance(value, str):
        if "${" in value:  # most arguments hold no reference: skip the regex
            found.update(m.group(1) for m in _REF.finditer(value))
    elif isinstance(value, Mapping):
        for item in value.values():
            _collect_references(item, found)
    elif isinstance(value, list):
        for item in value:
            _collect_references(item, found)


def find_references(value: Any) -> set[str]:
    """Step ids referenced anywhere inside `value`."""
    found: set[str] = set()
    _collect_references(value, found)
    return found


def _lookup(results: Mapping[str, Any], step_id: str, path: str) -> Any:
    value = results[step_id]
    for key in filter(None, path.split(".")):
        if isinstance(value, list) and key.isdigit():
            value = value[int(key)]
        elif isinstance(value, Mapping):
            value = value[key]
        else:
            raise KeyError(f"${{{step_id}{path}}}: no field {key!r} in {type(value).__name__}")
    return value


def _is_todo(value: Any) -> bool:
    """Whether `value` is a to-do item as the to-do tools return it."""
    return isinstance(value, Mapping) and {"id", "title", "done"} <= value.keys()


def as_text(value: Any) -> str:
    """How a step's output reads in a sentence or as an answer.

    Its own `text` when it carries one (a to-do list), a to-do item as its numbered line ("1. pay
    rent — open"), whole numbers without ".0", lists as items, else JSON.
    """
    if isinstance(value, str):
        return value
    if isinstance(value, Mapping) and isinstance(value.get("text"), str):
        return str(value["text"])  # an output that carries its own readable form reads as it
    if _is_todo(value):
        return format_todos([dict(value)])
    if isinstance(value, list) and value and all(_is_todo(v) for v in value):
        return format_todos([dict(v) for v in value])
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e15:
        return str(int(value))
    if isinstance(value, list):
        return "\n" + "\n".join(f"- {as_text(v)}" for v in value)
    return json.dumps(value, default=str, ensure_ascii=False)


def resolve_references(value: Any, results: Mapping[str, Any]) -> Any:
    """Replace `${step.path}` references inside `value` with outputs from `results`.

    Raises:
        KeyError: A reference names a missing step or field.
    """
    if isinstance(value, str):
        if "${" not in value:
            return value
        whole = _REF.fullmatch(value)
        if whole:
            return _lookup(results, whole.group(1), whole.group(2))
        return _REF.sub(lambda m: as_text(_lookup(results, m.group(1), m.group(2))), value)
    if isinstance(value, Mapping):
        return {k: resolve_references(v, results) for k, v in value.items()}
    if isinstance(value, list):
        return [resolve_references(v, results) for v in value]
    return value


def topological_order(plan: Plan) -> list[str] | None:
    """Step ids in an order that respects dependencies, or None when there is a cycle."""
    indegree = {s.id: len(set(s.depends_on)) for s in plan.steps}
    dependents: dict[str, list[str]] = {s.id: [] for s in plan.steps}
    for step in plan.steps:
        for dep in set(step.depends_on):
            dependents.setdefault(dep, []).append(step.id)
    ready = [s.id for s in plan.steps if indegree[s.id] == 0]
    order: list[str] = []
    while ready:
        current = ready.pop(0)
        order.append(current)
        for child in dependents.get(current, []):
            indegree[child] -= 1
            if indegree[child] == 0:
                ready.append(child)
    return order if len(order) == len(plan.steps) else None


def _check_args(step: PlanStep, toolset: Toolset, referenced: set[str]) -> list[str]:
    """Schema problems in a step's literal arguments (`referenced` fields are checked later)."""
    tool = toolset.get(step.tool)
    try:
        tool.validate_args(step.args)
    except ToolArgsError as exc:
        bad = [e for e in exc.errors if e["loc"].split(".", 1)[0] not in referenced]
        return [f"step {step.id!r} ({step.tool}): {e['loc'] or 'args'}: {e['msg']}" for e in bad]
    return []


def validate_plan(plan: Plan, toolset: Toolset, *, max_steps: int | None = None) -> Plan:
    """Check a plan against the toolset and return it normalized (references added to depends_on).

    Raises:
        PlanValidationError: Listing every problem: no steps, duplicate ids, unknown tools, unknown
            dependencies or references, cycles, schema-invalid arguments, too many steps.
    """
    problems: list[str] = []
    if not plan.steps:
        raise PlanValidationError(["the plan has no steps"])
    if max_steps is not None and len(plan.steps) > max_steps:
        problems.append(f"the plan has {len(plan.steps)} steps; at most {max_steps} are allowed")
    ids = [s.id for s in plan.steps]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    problems += [f"duplicate step id {d!r}" for d in duplicates]
    known = set(ids)
    steps: list[PlanStep] = []
    for step in plan.steps:
        by_arg = {k: find_references(v) for k, v in step.args.items()}
        refs = set[str]().union(*by_arg.values())
        deps = list(dict.fromkeys([*step.depends_on, *sorted(refs)]))
        problems += [
            f"step {step.id!r} depends on unknown step {d!r}" for d in deps if d not in known
        ]
        if step.id in deps:
            problems.append(f"step {step.id!r} depends on itself")
        if step.tool not in toolset:
            available = ", ".join(toolset.names())
            problems.append(f"step {step.id!r}: unknown tool {step.tool!r}; available: {available}")
        else:
            problems += _check_args(step, toolset, {k for k, r in by_arg.items() if r})
        # steps are never mutated in place: share the ones whose dependencies are already complete
        steps.append(
            step if deps == step.depends_on else step.model_copy(update={"depends_on": deps})
        )
    unknown_answer_refs = find_references(plan.answer) - known if plan.answer else set()
    problems += [f"the answer refers to unknown step {r!r}" for r in sorted(unknown_answer_refs)]
    normalized = Plan(steps=steps, answer=plan.answer)
    if not problems and topological_order(normalized) is None:
        problems.append("the steps' dependencies form a cycle")
    if problems:
        raise PlanValidationError(problems)
    return normalized


def _inline_refs(schema: Any, defs: Mapping[str, Any], depth: int = 0) -> Any:
    """Inline `$ref`s so each tool's argument schema stands alone inside the plan schema."""
    if isinstance(schema, Mapping):
        if "$ref" in schema and depth < 20:
            target = defs[str(schema["$ref"]).rsplit("/", 1)[-1]]
            return _inline_refs(target, defs, depth + 1)
        return {
            # "title" is dropped as an annotation (a string), never as a property named title
            k: _inline_refs(v, defs, depth)
            for k, v in schema.items()
            if k != "$defs" and not (k == "title" and isinstance(v, str))
        }
    if isinstance(schema, list):
        return [_inline_refs(v, defs, depth) for v in schema]
    return schema


def plan_json_schema(toolset: Toolset) -> dict[str, Any]:
    """JSON Schema of a plan whose steps are one branch per tool, each with that tool's arguments.

    Used for structured output (and constrained decoding on the local model), so a model can only
    name real tools and fill their arguments in the right shape.
    """
    branches: list[dict[str, Any]] = []
    for tool in toolset:
        params = tool.parameters_json_schema
        branches.append(
            {
                "type": "object",
                "properties": {
                    "id": {"type": "string", "pattern": "^s[0-9]{1,2}$"},
                    "tool": {"const": tool.name},
                    "args": _inline_refs(params, params.get("$defs", {})),
                    "depends_on": {
                        "type": "array",
                        "items": {"type": "string", "pattern": "^s[0-9]{1,2}$"},
                    },
                },
                "required": ["id", "tool", "args", "depends_on"],
                "additionalProperties": False,
            }
        )
    return {
        "type": "object",
        "properties": {
            "steps": {"type": "array", "minItems": 1, "items": {"anyOf": branches}},
            "answer": {"type": "string"},
        },
        "required": ["steps"],
        "additionalProperties": False,
    }
