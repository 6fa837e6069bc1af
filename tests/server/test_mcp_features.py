"""Progress, cancellation, questions to the user, function resources and completions over MCP."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import anyio
import mcp_types as types
import pytest
from mcp import Client
from mcp.shared.exceptions import MCPError

from agentschool.server.mcp import create_mcp_server
from agentschool.server.mcp_resources import FUNCTIONS_URI, RESOURCE_NOT_FOUND
from agentschool.tools import ToolContext, Toolset, tool

MODES = ["legacy", "auto"]


@dataclass
class LongJob:
    """A tool whose work is visible from outside: ticks, progress, and its finally block."""

    ticks: int = 0
    finished_cleanup: anyio.Event = field(default_factory=anyio.Event)
    toolset: Toolset = field(default_factory=Toolset)

    def __post_init__(self) -> None:
        @tool
        async def long_job(ctx: ToolContext, steps: int = 10_000) -> int:
            """Count slowly, reporting progress."""
            try:
                for i in range(steps):
                    self.ticks += 1
                    await ctx.report_progress(i + 1, steps, f"step {i + 1}")
                    await anyio.sleep(0.005)
            finally:
                self.finished_cleanup.set()
            return self.ticks

        self.toolset.register(long_job)


@pytest.mark.parametrize("mode", MODES)
async def test_progress_reaches_the_caller(mode: str) -> None:
    job = LongJob()
    updates: list[tuple[float, float | None, str | None]] = []

    async def on_progress(progress: float, total: float | None, message: str | None) -> None:
        updates.append((progress, total, message))

    async with Client(create_mcp_server(job.toolset), mode=mode) as client:
        with anyio.fail_after(10):
            result = await client.call_tool("long_job", {"steps": 3}, progress_callback=on_progress)
    assert result.structured_content == {"result": 3}
    assert updates == [(1, 3, "step 1"), (2, 3, "step 2"), (3, 3, "step 3")]


@pytest.mark.parametrize("mode", MODES)
async def test_cancelling_a_call_stops_the_tool(mode: str) -> None:
    job = LongJob()
    started = anyio.Event()

    async def on_progress(progress: float, total: float | None, message: str | None) -> None:
        if progress >= 3:
            started.set()

    async with Client(create_mcp_server(job.toolset), mode=mode) as client:
        async with anyio.create_task_group() as group:

            async def call() -> None:
                await client.call_tool("long_job", {}, progress_callback=on_progress)

            group.start_soon(call)
            with anyio.fail_after(10):
                await started.wait()
            group.cancel_scope.cancel()
        with anyio.fail_after(10):
            await job.finished_cleanup.wait()
        ticks_at_cleanup = job.ticks
        # the session still works, and the cancelled loop never ticks again
        assert (await client.list_tools()).tools
    assert 3 <= ticks_at_cleanup < 10_000
    assert job.ticks == ticks_at_cleanup


@dataclass(frozen=True)
class Function:
    name: str
    version: str
    description: str
    source: str
    input_schema: Mapping[str, Any]
    output_schema: Mapping[str, Any] | None = None


class Catalog:
    def __init__(self, *functions: Function) -> None:
        self.functions = {f.name: f for f in functions}

    def list(self) -> Sequence[Function]:
        return list(self.functions.values())

    def get(self, name: str) -> Function | None:
        return self.functions.get(name)


EVENTS = Function(
    name="luma_events",
    version="2",
    description="Tech events in a city under a price.",
    source="def luma_events(city: str, max_price: float) -> list[dict]:\n    return []\n",
    input_schema={"type": "object", "properties": {"city": {"type": "string"}}},
    output_schema={"type": "array"},
)


async def read_text(client: Client, uri: str) -> tuple[str, str | None]:
    contents = (await client.read_resource(uri)).contents
    assert len(contents) == 1
    assert isinstance(contents[0], types.TextResourceContents)
    return contents[0].text, contents[0].mime_type


@pytest.mark.parametrize("mode", MODES)
async def test_function_catalog_is_served_as_read_only_resources(mode: str) -> None:
    server = create_mcp_server(Toolset(), functions=Catalog(EVENTS))
    async with Client(server, mode=mode) as client:
        uris = [str(r.uri) for r in (await client.list_resources()).resources]
        templates = (await client.list_resource_templates()).resource_templates
        index, index_mime = await read_text(client, FUNCTIONS_URI)
        source, source_mime = await read_text(client, f"{FUNCTIONS_URI}/luma_events/source")
        schema, _ = await read_text(client, f"{FUNCTIONS_URI}/luma_events/schema")
        with pytest.raises(MCPError) as missing:
            await client.read_resource(f"{FUNCTIONS_URI}/nope/source")
    assert uris == [
        FUNCTIONS_URI,
        f"{FUNCTIONS_URI}/luma_events/source",
        f"{FUNCTIONS_URI}/luma_events/schema",
        f"{FUNCTIONS_URI}/luma_events/skill",
    ]
    assert {t.uri_template for t in templates} == {
        f"{FUNCTIONS_URI}/{{name}}/source",
        f"{FUNCTIONS_URI}/{{name}}/schema",
        f"{FUNCTIONS_URI}/{{name}}/skill",
    }
    assert index_mime == "application/json"
    assert json.loads(index) == [
        {
            "name": "luma_events",
            "version": "2",
            "description": "Tech events in a city under a price.",
            "source": f"{FUNCTIONS_URI}/luma_events/source",
            "schema": f"{FUNCTIONS_URI}/luma_events/schema",
            "skill": f"{FUNCTIONS_URI}/luma_events/skill",
        }
    ]
    assert (source, source_mime) == (EVENTS.source, "text/x-python")
    assert json.loads(schema) == {"input": EVENTS.input_schema, "output": {"type": "array"}}
    assert missing.value.error.code == RESOURCE_NOT_FOUND


async def test_without_a_catalog_no_resources_are_offered() -> None:
    async with Client(create_mcp_server(Toolset()), mode="legacy") as client:
        assert client.server_capabilities.resources is None


@pytest.mark.parametrize("mode", MODES)
async def test_function_names_complete_the_templates(mode: str) -> None:
    other = replace(EVENTS, name="lunch_spots")
    server = create_mcp_server(Toolset(), functions=Catalog(EVENTS, other))
    template = types.ResourceTemplateReference(uri=f"{FUNCTIONS_URI}/{{name}}/source")
    async with Client(server, mode=mode) as client:
        both = await client.complete(template, {"name": "name", "value": "lu"})
        one = await client.complete(template, {"name": "name", "value": "lum"})
        prompt = await client.complete(
            types.PromptReference(name="none"), {"name": "a", "value": "x"}
        )
    assert both.completion.values == ["luma_events", "lunch_spots"]
    assert one.completion.values == ["luma_events"]
    assert prompt.completion.values == []  # the server has no prompts


@tool
async def ask_name(ctx: ToolContext) -> str:
    """Ask the user for a name."""
    schema = {"type": "object", "properties": {"name": {"type": "string"}}}
    action, answer = await ctx.ask_user("Your name?", schema)
    return f"{action}: {answer}"


async def answer_ada(context: Any, params: types.ElicitRequestParams) -> types.ElicitResult:
    assert isinstance(params, types.ElicitRequestFormParams)
    assert params.message == "Your name?"
    return types.ElicitResult(action="accept", content={"name": "Ada"})


@pytest.mark.parametrize(
    ("mode", "callback", "expected"),
    [
        ("legacy", answer_ada, "accept: {'name': 'Ada'}"),
        ("legacy", None, "cannot ask the user"),  # the client declared no elicitation
        ("2026-07-28", answer_ada, "cannot ask the user"),  # a call cannot wait mid-way
    ],
)
async def test_a_tool_asks_the_user_through_the_client(
    mode: str, callback: Any, expected: str
) -> None:
    server = create_mcp_server(Toolset([ask_name]))
    async with Client(server, mode=mode, elicitation_callback=callback) as client:
        result = await client.call_tool("ask_name", {})
    text = result.content[0]
    assert isinstance(text, types.TextContent)
    assert expected in text.text
    assert result.is_error is (expected == "cannot ask the user")
