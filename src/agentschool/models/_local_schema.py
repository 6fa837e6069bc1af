"""Decoding schemas for the embedded model: one branch per tool, capped arrays and strings.

With tools offered, the reply must match `{"tool": <const name>, "arguments": <that tool's
parameter schema>}` for one of the tools, or the `reply` pseudo-tool's `{"answer": ...}`. Each
tool's `$defs` are hoisted to the root under a per-tool prefix, so `$ref`s resolve in the merged
schema and cannot clash.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from agentschool.exceptions import AgentSchoolError
from agentschool.models.base import OutputSchema, ToolDefinition

__all__ = [
    "ANY_VALUE",
    "MAX_ARRAY_ITEMS",
    "MAX_OBJECT_ITEMS",
    "MAX_STRING_LENGTH",
    "NESTED_ARRAY_ITEMS",
    "REPLY_TOOL",
    "TIGHT_CAPS",
    "bounded_schema",
    "decoding_schema",
    "grammar_ready",
    "reply_tool_name",
]

MAX_ARRAY_ITEMS = 8
"""Arrays are capped here, so a looping small model still closes its JSON."""
MAX_OBJECT_ITEMS = 4
"""Arrays of objects or arrays get this tighter cap: each item costs tens of tokens."""
NESTED_ARRAY_ITEMS = 3
"""Arrays inside another array's items (directly or through `$ref`) get this cap, so a looping
model's nested output stays near `MAX_OBJECT_ITEMS * NESTED_ARRAY_ITEMS` values, not 8 × 8."""
MAX_STRING_LENGTH = 120
"""Strings are capped here, for the same reason."""
TIGHT_CAPS = (2, 40)
"""(items, characters) caps of the retry after a constrained reply hit `max_tokens`."""

REPLY_TOOL = "reply"
"""The pseudo-tool of the final-answer branch (`reply_to_user` if a real tool is named `reply`)."""


def reply_tool_name(tools: Sequence[ToolDefinition]) -> str:
    """The name of the final-answer pseudo-tool: `reply`, unless a real tool has that name."""
    names = {t.name for t in tools}
    return REPLY_TOOL if REPLY_TOOL not in names else "reply_to_user"


def _hoist_refs(node: Any, prefix: str, *, in_properties: bool = False) -> Any:
    """A copy of schema `node` whose local `$ref`s point at `#/$defs/<prefix><name>`.

    `$defs` and `title` keywords are dropped (the defs are hoisted by the caller); inside a
    `properties` mapping the keys are property names, so a property called `title` is kept.
    """
    if isinstance(node, list):
        return [_hoist_refs(item, prefix) for item in node]
    if not isinstance(node, dict):
        return node
    out: dict[str, Any] = {}
    for key, value in node.items():
        if in_properties:
            out[key] = _hoist_refs(value, prefix)
        elif key in ("$defs", "definitions", "title"):
            continue
        elif key == "$ref" and isinstance(value, str) and value.startswith("#/"):
            out[key] = f"#/$defs/{prefix}{value.rsplit('/', 1)[-1]}"
        else:
            out[key] = _hoist_refs(value, prefix, in_properties=key == "properties")
    return out


_SCALARS: list[dict[str, Any]] = [
    {"type": "string"},
    {"type": "number"},
    {"type": "boolean"},
    {"type": "null"},
]
ANY_VALUE: dict[str, Any] = {
    "anyOf": [*_SCALARS, {"type": "array", "items": {"anyOf": _SCALARS}}, {"type": "object"}]
}
"""Any JSON value, spelled so the grammar converter takes it (and strings/arrays stay capped)."""
_STRUCTURAL = frozenset(
    {"$ref", "anyOf", "oneOf", "allOf", "const", "enum", "properties", "items", "prefixItems"}
)
"""Keywords that let the converter build a rule for a schema without a `type`."""
_ANNOTATIONS = frozenset({"description", "title", "default", "examples", "const", "enum"})
"""Keywords whose values are data, not schemas (never rewritten)."""
_UNSUPPORTED = ("not", "if", "then", "else", "dependentSchemas", "unevaluatedProperties")
"""Keywords the converter ignores or trips on; dropping them only widens what is accepted."""


def _pattern_ok(pattern: str) -> bool:
    """Whether the grammar converter can turn `pattern` into a rule."""
    from agentschool.models.local import schema_grammar

    try:
        schema_grammar({"type": "string", "pattern": pattern})
    except AgentSchoolError:  # the converter cannot parse it (or llama.cpp is missing)
        return False
    return True


def grammar_ready(node: Any) -> Any:
    """One schema node rewritten into a shape llama.cpp's grammar converter accepts.

    A schema without a `type` or any structural keyword (only a description, `{}` or `true`)
    means any JSON value; a list of types becomes an `anyOf`; an array without `items` holds any
    value; keywords the converter cannot express (`not`, `if`, a regex it cannot parse) are
    dropped, which only widens what the grammar accepts (arguments are validated afterwards).
    Children are not visited: `bounded_schema` calls this on every node.
    """
    if node is True:
        return dict(ANY_VALUE)
    if not isinstance(node, dict):
        return node
    out = {k: v for k, v in node.items() if k not in _UNSUPPORTED}
    kind = out.get("type")
    if isinstance(kind, list):
        rest = {k: v for k, v in out.items() if k != "type"}
        return {"anyOf": [{**rest, "type": t} for t in kind]} if kind else dict(ANY_VALUE)
    if "pattern" in out and not (isinstance(out["pattern"], str) and _pattern_ok(out["pattern"])):
        del out["pattern"]
    if kind == "array" and "items" not in out and "prefixItems" not in out:
        out["items"] = dict(ANY_VALUE)
    if kind is None and not _STRUCTURAL & set(out) and not _object_like(out):
        return {**{k: v for k, v in out.items() if k == "description"}, **ANY_VALUE}
    return out


def _object_like(node: dict[str, Any]) -> bool:
    extra = node.get("additionalProperties")
    return "additionalProperties" in node and extra is not True


def _def_name(ref: Any) -> str | None:
    """The definition a local `$ref` (`#/$defs/X` or `#/definitions/X`) points at."""
    if isinstance(ref, str) and ref.startswith(("#/$defs/", "#/definitions/")):
        return ref.rsplit("/", 1)[-1]
    return None


def _defs_inside_arrays(schema: dict[str, Any]) -> set[str]:
    """Names of the definitions that some `$ref` reaches from inside an array's items."""
    defs = {**schema.get("definitions", {}), **schema.get("$defs", {})}
    seen: set[tuple[str, bool]] = set()
    nested: set[str] = set()

    def walk(node: Any, in_array: bool) -> None:
        if isinstance(node, list):
            for item in node:
                walk(item, in_array)
            return
        if not isinstance(node, dict):
            return
        name = _def_name(node.get("$ref"))
        if name is not None and name in defs and (name, in_array) not in seen:
            seen.add((name, in_array))
            if in_array:
                nested.add(name)
            walk(defs[name], in_array)
        array = node.get("type") == "array"
        for key, value in node.items():
            if key not in ("$defs", "definitions"):
                walk(value, in_array or (array and key == "items"))

    walk(schema, False)
    return nested


def _holds_containers(items: Any, defs: dict[str, Any]) -> bool:
    """Whether an array's `items` are objects or arrays (directly or through a `$ref`)."""
    if not isinstance(items, dict):
        return False
    name = _def_name(items.get("$ref"))
    if name in defs:
        items = defs[name]
    return items.get("type") in ("object", "array") or "properties" in items


def bounded_schema(
    schema: dict[str, Any],
    max_items: int = MAX_ARRAY_ITEMS,
    max_length: int = MAX_STRING_LENGTH,
) -> dict[str, Any]:
    """A copy of `schema` whose arrays and strings are capped at `max_items`/`max_length`.

    Arrays of objects or arrays are capped at `MAX_OBJECT_ITEMS`, and arrays nested inside
    another array's items at `NESTED_ARRAY_ITEMS` (neither above `max_items`), so nested output
    stays small. Every value valid against the copy is valid against the original (a cap never
    goes below a `minItems`/`minLength`); the caps keep a looping model's JSON short enough to
    finish within `max_tokens`.
    """
    defs = {**schema.get("definitions", {}), **schema.get("$defs", {})}
    nested_defs = _defs_inside_arrays(schema)

    def visit(node: Any, in_array: bool) -> Any:
        if isinstance(node, list):
            return [visit(item, in_array) for item in node]
        node = grammar_ready(node)
        if not isinstance(node, dict):
            return node
        array = node.get("type") == "array"
        out = {
            key: entry(key, value, in_array or (array and key == "items"))
            for key, value in node.items()
        }
        if out.get("additionalProperties") is True:
            del out["additionalProperties"]  # the converter's default: any value
        if out.get("type") == "array":
            cap = min(max_items, NESTED_ARRAY_ITEMS) if in_array else max_items
            if _holds_containers(out.get("items"), defs):
                cap = min(cap, MAX_OBJECT_ITEMS)
            out["maxItems"] = max(min(out.get("maxItems", cap), cap), out.get("minItems", 0))
        if out.get("type") == "string" and not {"enum", "const", "format", "pattern"} & set(out):
            cap = min(out.get("maxLength", max_length), max_length)
            out["maxLength"] = max(cap, out.get("minLength", 0))
        return out

    def entry(key: str, value: Any, in_array: bool) -> Any:
        if key in ("$defs", "definitions") and isinstance(value, dict):
            return {name: visit(sub, name in nested_defs) for name, sub in value.items()}
        if key in ("properties", "patternProperties") and isinstance(value, dict):
            return {name: visit(sub, in_array) for name, sub in value.items()}  # names, not schemas
        if key in _ANNOTATIONS:
            return value
        return visit(value, in_array)

    result: dict[str, Any] = visit(schema, False)
    return result


def decoding_schema(
    tools: Sequence[ToolDefinition],
    output_schema: OutputSchema | None,
    *,
    tight: bool = False,
) -> dict[str, Any] | None:
    """The JSON Schema the reply is decoded under, or None for free text.

    With tools: one branch per tool plus an answer branch, each tool's `$defs` hoisted to the root
    under a per-tool prefix (so its `$ref`s resolve and names cannot clash). Without tools: the
    output schema itself. `tight` uses the small `TIGHT_CAPS`, for a retry after a reply ran out
    of tokens.
    """
    caps = TIGHT_CAPS if tight else (MAX_ARRAY_ITEMS, MAX_STRING_LENGTH)
    if not tools:
        return bounded_schema(output_schema.json_schema, *caps) if output_schema else None
    defs: dict[str, Any] = {}
    branches: list[dict[str, Any]] = []
    for index, tool in enumerate(tools):
        params = tool.parameters_json_schema
        prefix = f"t{index}_"
        for name, sub in {**params.get("definitions", {}), **params.get("$defs", {})}.items():
            defs[prefix + name] = _hoist_refs(sub, prefix)
        branches.append(
            {
                "type": "object",
                "properties": {
                    "tool": {"const": tool.name},
                    "arguments": _hoist_refs(params, prefix),
                },
                "required": ["tool", "arguments"],
            }
        )
    if output_schema is None:
        answer: dict[str, Any] = {"type": "string"}
    else:
        answer = _hoist_refs(output_schema.json_schema, "out_")
        for name, sub in output_schema.json_schema.get("$defs", {}).items():
            defs["out_" + name] = _hoist_refs(sub, "out_")
    reply = {"type": "object", "properties": {"answer": answer}, "required": ["answer"]}
    branches.append(
        {
            "type": "object",
            "properties": {"tool": {"const": reply_tool_name(tools)}, "arguments": reply},
            "required": ["tool", "arguments"],
        }
    )
    schema: dict[str, Any] = {"anyOf": branches}
    if defs:
        schema["$defs"] = defs
    return bounded_schema(schema, *caps)
