"""Every schema the embedded model may be offered becomes a grammar llama.cpp can compile.

The shipped tools are walked for real (built-in, sandbox, pipeline, memory, the reference
specialists' toolsets, learned functions' `Request`, tools that came over MCP), with the planner's,
the recovery's, the validator's and the team director's output schemas; odd shapes a third-party
MCP server may send are checked one by one.
"""

from __future__ import annotations

import asyncio
import json
import tempfile
from datetime import date
from pathlib import Path
from typing import Any

import jsonschema
import numpy as np
import pytest

pytest.importorskip("llama_cpp")

from agentschool.agent.plan import plan_json_schema
from agentschool.agent.recovery import RecoveryDecision
from agentschool.agent.validator import GoalJudgement
from agentschool.memory import LongTermMemory, build_memory_tools
from agentschool.memory.sqlite_vec import SqliteVecStore
from agentschool.models import FunctionModel
from agentschool.models._local_schema import ANY_VALUE, decoding_schema, grammar_ready
from agentschool.models.base import OutputSchema, ToolDefinition
from agentschool.models.local import schema_grammar
from agentschool.sandbox.python_tool import sandbox_toolset
from agentschool.school.codegen import generate
from agentschool.school.functions import load_module
from agentschool.school.query import EventQuery, ExecutionPlan
from agentschool.server.mcp import create_mcp_server
from agentschool.specs import SpecRegistry
from agentschool.specs.factory import spec_toolset
from agentschool.specs.reference import reference_names, reference_spec
from agentschool.teams.planner import pick_schema
from agentschool.tools import Tool, Toolset
from agentschool.tools.builtin import builtin_toolset
from agentschool.tools.mcp import toolset_from_mcp


class _Embedder:
    name = "zeros"
    dimension = 4

    def embed(self, texts: Any) -> np.ndarray[Any, Any]:
        return np.ones((len(texts), self.dimension), dtype=np.float32) / 2


def _specialist_tools(tmp: Path) -> list[Tool]:
    registry = SpecRegistry(f"sqlite:///{tmp / 'agents.db'}")
    memory = LongTermMemory(SqliteVecStore(":memory:"), _Embedder())
    model = FunctionModel(lambda messages, info: "ok")
    tools: list[Tool] = []
    for name in reference_names():
        spec = reference_spec(name)
        toolset = spec_toolset(spec, model, records=registry.records, workspace=tmp, memory=memory)
        tools.extend(toolset)
    tools.extend(build_memory_tools(memory))
    return tools


def _learned_function_tool() -> Tool:
    """A learned function's `Request` with every parameter the school can generate."""
    query = EventQuery(
        city="sf",
        latitude=37.7,
        longitude=-122.4,
        radius_km=5,
        category="tech",
        keywords=["ai"],
        date_from=date(2026, 12, 1),
        date_to=date(2026, 12, 31),
        max_price_usd=50,
        free_only=True,
        organizer="YC",
    )
    code = generate(ExecutionPlan(params=query))
    module = load_module(code.source, code.name)
    return Tool(
        name=code.name,
        description="A learned function.",
        function=lambda **kwargs: kwargs,
        args_model=module.Request,
    )


async def _over_mcp(toolset: Toolset) -> list[Tool]:
    async with await toolset_from_mcp(create_mcp_server(toolset)) as remote:
        return list(remote)


def shipped_tools() -> list[Tool]:
    tmp = Path(tempfile.mkdtemp())
    local = [*builtin_toolset(), *sandbox_toolset(), *_specialist_tools(tmp)]
    local.append(_learned_function_tool())
    unique = {tool.name: tool for tool in local}
    remote = asyncio.run(_over_mcp(Toolset(unique.values())))
    return [*unique.values(), *remote]


TOOLS = shipped_tools()


def test_the_walk_covers_every_kind_of_shipped_tool() -> None:
    names = {tool.name for tool in TOOLS}
    assert {"calculator", "todo_add", "http_get", "python", "shell", "llm_process"} <= names
    assert {"db_write", "db_search", "email_read", "remember", "recall"} <= names
    assert any(name.startswith("search_events_by_") for name in names)
    assert len(TOOLS) > len(names)  # the MCP copies are walked too


@pytest.mark.parametrize("tool", TOOLS, ids=[f"{i}-{t.name}" for i, t in enumerate(TOOLS)])
def test_each_tool_alone_compiles(tool: Tool) -> None:
    assert "root ::=" in schema_grammar(decoding_schema([tool.definition], None) or {})


def test_all_tools_together_compile_with_every_output_schema() -> None:
    definitions = list({t.name: t.definition for t in TOOLS}.values())
    toolset = Toolset({t.name: t for t in TOOLS}.values())
    outputs = [
        plan_json_schema(toolset),
        RecoveryDecision.model_json_schema(),
        GoalJudgement.model_json_schema(),
        pick_schema(["code", "general", "research"]),
        *(reference_spec(n).output_schema for n in reference_names()),
    ]
    for output in outputs:
        schema = OutputSchema(json_schema=output) if output else None
        assert "root ::=" in schema_grammar(decoding_schema(definitions, schema) or {})
        if schema is not None:  # and alone, as the structured-output grammar without tools
            assert "root ::=" in schema_grammar(decoding_schema([], schema) or {})


ODD_SHAPES: dict[str, dict[str, Any]] = {
    "description only": {"description": "The input (text, or any JSON value, sent as JSON)."},
    "empty": {},
    "true": True,  # type: ignore[dict-item]
    "type list": {"type": ["string", "null"], "maxLength": 5},
    "empty type list": {"type": []},
    "array without items": {"type": "array"},
    "items true": {"type": "array", "items": True},
    "not": {"type": "string", "not": {"const": "x"}},
    "if then else": {"if": {"type": "string"}, "then": {"minLength": 1}, "else": {}},
    "regex it cannot parse": {"type": "string", "pattern": "^(?=a)a+$"},
    "extra properties true": {"type": "object", "additionalProperties": True},
    "extra properties schema": {"type": "object", "additionalProperties": {"type": "integer"}},
    "number bounds only": {"minimum": 0},
}


@pytest.mark.parametrize("shape", ODD_SHAPES.values(), ids=ODD_SHAPES.keys())
def test_odd_argument_shapes_compile(shape: Any) -> None:
    params = {"type": "object", "properties": {"x": shape, "title": {"type": "string"}}}
    definition = ToolDefinition(name="odd", description="", parameters_json_schema=params)
    assert "root ::=" in schema_grammar(decoding_schema([definition], None) or {})


def test_a_schema_without_type_means_any_json_value() -> None:
    ready = grammar_ready({"description": "anything"})
    assert ready["description"] == "anything" and ready["anyOf"] == ANY_VALUE["anyOf"]
    for value in ("text", 3, 2.5, True, None, [1, "a"], {"k": "v"}):
        jsonschema.validate(value, ready)


def test_rewrites_keep_what_they_do_not_need_to_change() -> None:
    assert grammar_ready({"type": "string", "pattern": "^[a-z]+$"})["pattern"] == "^[a-z]+$"
    assert "pattern" not in grammar_ready({"type": "string", "pattern": "^(?=a)a+$"})
    assert grammar_ready({"type": ["string", "null"], "maxLength": 5}) == {
        "anyOf": [{"maxLength": 5, "type": "string"}, {"maxLength": 5, "type": "null"}]
    }
    properties = {"type": "object", "properties": {"description": {"type": "string"}}}
    bounded = decoding_schema([], OutputSchema(json_schema=properties))
    assert bounded is not None
    assert bounded["properties"]["description"] == {"type": "string", "maxLength": 120}
    assert json.dumps(grammar_ready({"enum": [{"a": 1}]})) == '{"enum": [{"a": 1}]}'
