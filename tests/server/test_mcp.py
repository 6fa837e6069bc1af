"""The MCP server over the SDK's in-memory client, in both protocol eras."""

from __future__ import annotations

import json
from typing import Any

import anyio
import mcp_types as types
import pytest
from mcp import Client
from mcp.shared.exceptions import MCPError

from agentschool.exceptions import ModelRetry, ToolError
from agentschool.server.mcp import META_ID, META_VERSION, META_WRAPPED, create_mcp_server
from agentschool.tools import Tool, ToolContext, Toolset, tool

MODES = ["legacy", "auto"]  # 2025-11-25 handshake and 2026-07-28 envelopes


@tool
def add(a: float, b: float) -> float:
    """Add two numbers.

    Args:
        a: First addend.
        b: Second addend.
    """
    return a + b


@tool
def profile(name: str) -> dict[str, str]:
    """Describe a person."""
    return {"name": name, "greeting": f"hello {name}"}


@tool(risk="write")
def save(text: str) -> str:
    """Save text."""
    return f"saved {len(text)}"


@tool(risk="dangerous")
def wipe() -> None:
    """Wipe everything."""


def fetch_tool() -> Tool:
    @tool
    def fetch(url: str) -> str:
        """Fetch a URL."""
        return url

    fetch.metadata["open_world"] = True
    fetch.version = "3"
    return fetch


@tool
def refuse(why: str) -> str:
    """Always fails."""
    raise ToolError(f"cannot: {why}")


@tool
def retry_me() -> str:
    """Asks the model to retry."""
    raise ModelRetry("use a smaller number")


@tool
def crash() -> str:
    """Has a bug."""
    raise ZeroDivisionError("division by zero")


def make_toolset() -> Toolset:
    return Toolset([add, profile, save, wipe, fetch_tool(), refuse, retry_me, crash])


async def listed(client: Client) -> dict[str, types.Tool]:
    return {t.name: t for t in (await client.list_tools()).tools}


@pytest.mark.parametrize("mode", MODES)
async def test_tools_list_carries_schemas_annotations_and_meta(mode: str) -> None:
    async with Client(create_mcp_server(make_toolset()), mode=mode) as client:
        tools = await listed(client)
    assert sorted(tools) == sorted(make_toolset().names())
    assert tools["add"].input_schema["required"] == ["a", "b"]
    assert tools["add"].input_schema["properties"]["a"]["description"] == "First addend."
    assert tools["add"].output_schema == {
        "type": "object",
        "properties": {"result": {"type": "number"}},
        "required": ["result"],
    }
    assert tools["add"].meta == {META_ID: "add", META_VERSION: "1", META_WRAPPED: True}
    assert tools["profile"].output_schema is not None
    assert tools["profile"].output_schema["type"] == "object"
    assert META_WRAPPED not in (tools["profile"].meta or {})
    read = tools["add"].annotations
    assert read is not None
    assert (read.read_only_hint, read.idempotent_hint, read.destructive_hint) == (True, True, False)
    assert read.open_world_hint is False
    write = tools["save"].annotations
    assert write is not None
    assert (write.read_only_hint, write.idempotent_hint, write.destructive_hint) == (
        False,
        False,
        False,
    )
    dangerous = tools["wipe"].annotations
    assert dangerous is not None
    assert (dangerous.read_only_hint, dangerous.destructive_hint) == (False, True)
    fetch = tools["fetch"]
    assert fetch.annotations is not None
    assert fetch.annotations.open_world_hint is True
    assert fetch.meta == {META_ID: "fetch", META_VERSION: "3", META_WRAPPED: True}


@pytest.mark.parametrize("mode", MODES)
async def test_call_returns_structured_content_and_text(mode: str) -> None:
    async with Client(create_mcp_server(make_toolset()), mode=mode) as client:
        summed = await client.call_tool("add", {"a": 1.5, "b": 2})
        person = await client.call_tool("profile", {"name": "Ada"})
    assert not summed.is_error
    assert summed.structured_content == {"result": 3.5}
    assert isinstance(summed.content[0], types.TextContent)
    assert summed.content[0].text == "3.5"
    assert person.structured_content == {"name": "Ada", "greeting": "hello Ada"}
    assert isinstance(person.content[0], types.TextContent)
    assert json.loads(person.content[0].text) == person.structured_content


@pytest.mark.parametrize("mode", MODES)
async def test_failures_are_error_results_with_readable_messages(mode: str) -> None:
    async with Client(create_mcp_server(make_toolset()), mode=mode) as client:
        results = {
            name: await client.call_tool(name, args)
            for name, args in [
                ("refuse", {"why": "closed"}),
                ("retry_me", {}),
                ("crash", {}),
                ("add", {"a": "x", "b": 1}),
            ]
        }
    texts: dict[str, str] = {}
    for name, result in results.items():
        assert result.is_error, name
        assert isinstance(result.content[0], types.TextContent)
        texts[name] = result.content[0].text
    assert texts["refuse"] == "cannot: closed"
    assert texts["retry_me"] == "use a smaller number"
    assert "ZeroDivisionError" in texts["crash"]
    assert "a: Input should be a valid number" in texts["add"]
    assert "b:" not in texts["add"]


@pytest.mark.parametrize("mode", MODES)
async def test_unknown_tool_is_a_protocol_error(mode: str) -> None:
    async with Client(create_mcp_server(make_toolset()), mode=mode) as client:
        with pytest.raises(MCPError) as info:
            await client.call_tool("nope", {})
    assert info.value.error.code == types.INVALID_PARAMS
    assert "nope" in info.value.error.message


async def test_handshake_clients_are_told_when_tools_change() -> None:
    toolset = make_toolset()
    changed = anyio.Event()
    seen: list[Any] = []

    async def on_message(message: Any) -> None:
        seen.append(message)
        if isinstance(message, types.ToolListChangedNotification):
            changed.set()

    server = create_mcp_server(toolset)
    async with Client(server, mode="legacy", message_handler=on_message) as client:
        assert client.server_capabilities.tools is not None
        assert client.server_capabilities.tools.list_changed is True
        assert "extra" not in await listed(client)

        @tool
        def extra() -> str:
            """Added at run time."""
            return "x"

        toolset.register(extra)
        with anyio.fail_after(5):
            await changed.wait()
        assert "extra" in await listed(client)
        changed = anyio.Event()
        toolset.remove("extra")
        with anyio.fail_after(5):
            await changed.wait()
        assert "extra" not in await listed(client)


async def test_2026_clients_get_tools_changed_on_their_listen_stream() -> None:
    toolset = make_toolset()
    async with Client(create_mcp_server(toolset), mode="auto") as client:
        assert client.protocol_version == "2026-07-28"
        async with client.listen(tools_list_changed=True) as subscription:
            toolset.remove("wipe")
            with anyio.fail_after(5):
                event = await subscription.__aiter__().__anext__()
            assert type(event).__name__ == "ToolsListChanged"
        assert "wipe" not in await listed(client)


@pytest.mark.parametrize("mode", MODES)
async def test_results_of_unknown_shape_are_wrapped_under_result(mode: str) -> None:
    @tool
    def untyped(n: int):  # type: ignore[no-untyped-def]
        """No return annotation: the result's shape is unknown."""
        return {"items": list(range(n))} if n else list(range(n))

    async with Client(create_mcp_server(Toolset([untyped])), mode=mode) as client:
        described = (await listed(client))["untyped"]
        as_dict = await client.call_tool("untyped", {"n": 2})
        as_list = await client.call_tool("untyped", {"n": 0})
    assert described.output_schema == {
        "type": "object",
        "properties": {"result": {}},
        "required": ["result"],
    }
    assert described.meta is not None
    assert described.meta[META_WRAPPED] is True
    assert as_dict.structured_content == {"result": {"items": [0, 1]}}
    assert as_list.structured_content == {"result": []}


async def test_each_call_gets_its_own_idempotency_key() -> None:
    keys: list[str] = []

    @tool(risk="write")
    def record(ctx: ToolContext) -> str:
        """Remember the idempotency key."""
        keys.append(ctx.idempotency_key)
        return ctx.idempotency_key

    server = create_mcp_server(Toolset([record]))
    for _ in range(2):  # two sessions: the JSON-RPC request ids repeat
        async with Client(server, mode="legacy") as client:
            await client.call_tool("record", {})
    assert len(set(keys)) == 2
    assert all(key.startswith("mcp:") for key in keys)


def test_tools_that_reach_outside_hosts_say_so_over_mcp() -> None:
    from agentschool.server.mcp import mcp_tool
    from agentschool.tools.builtin import builtin_toolset

    hints = {
        t.name: (mcp_tool(t).annotations or types.ToolAnnotations()).open_world_hint
        for t in builtin_toolset()
    }
    assert hints["http_get"] is True and hints["web_search"] is True
    assert hints["calculator"] is False
