"""Streamable HTTP through uvicorn on loopback: auth, Host/Origin, body limit, concurrency."""

from __future__ import annotations

import json
import threading
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
import anyio.to_thread
import httpx
import httpx2
import mcp_types as types
import pytest
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp_live import INIT, MCP_HEADERS, TOKEN, LiveServer
from starlette.applications import Starlette

from agentschool.cli.mcp import token_verifier
from agentschool.exceptions import ToolError
from agentschool.server.mcp import create_mcp_server
from agentschool.server.mcp_http import create_mcp_http_app, mcp_route
from agentschool.tools import ToolContext, Toolset, tool
from agentschool.tools.mcp import toolset_from_mcp

AUTH = {"Authorization": f"Bearer {TOKEN}"}


@tool
def add(a: int, b: int) -> int:
    """Add two integers."""
    return a + b


@tool
async def echo(text: str) -> dict[str, str]:
    """Echo text back."""
    await anyio.sleep(0.01)
    return {"text": text}


def serve(
    live_server: type[LiveServer], toolset: Toolset | None = None, port: int = 0
) -> LiveServer:
    server = create_mcp_server(toolset if toolset is not None else Toolset([add, echo]))
    app = create_mcp_http_app(server, verify_token=token_verifier(TOKEN), max_body_bytes=64_000)
    live = live_server(app, port)
    live.start()
    return live


@asynccontextmanager
async def connect(url: str, mode: str = "auto", **kwargs: Any) -> AsyncIterator[Client]:
    async with httpx2.AsyncClient(headers=AUTH) as http:
        transport = streamable_http_client(url, http_client=http)
        async with Client(transport, mode=mode, **kwargs) as client:
            yield client


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_tools_over_http(live_server: type[LiveServer], mode: str) -> None:
    live = serve(live_server)
    async with connect(live.url, mode) as client:
        names = [t.name for t in (await client.list_tools()).tools]
        result = await client.call_tool("add", {"a": 2, "b": 40})
    assert names == ["add", "echo"]
    assert result.structured_content == {"result": 42}


@pytest.mark.parametrize(
    ("headers", "body", "status"),
    [
        ({}, INIT, 401),
        ({"Authorization": "Bearer wrong"}, INIT, 401),
        ({"Authorization": "Basic dXNlcjpwYXNz"}, INIT, 401),
        ({**AUTH, "Host": "evil.example"}, INIT, 421),
        ({**AUTH, "Origin": "http://evil.example"}, INIT, 403),
        (AUTH, {**INIT, "padding": "x" * 70_000}, 413),
        ({**AUTH, "Origin": "http://localhost:3000"}, INIT, 200),
        (AUTH, INIT, 200),
    ],
    ids=["no-token", "wrong-token", "basic", "host", "origin", "oversize", "ok-origin", "ok"],
)
async def test_http_security(
    live_server: type[LiveServer], headers: dict[str, str], body: Any, status: int
) -> None:
    live = serve(live_server)
    async with httpx.AsyncClient() as http:
        response = await http.post(
            live.url, content=json.dumps(body), headers={**MCP_HEADERS, **headers}
        )
    assert response.status_code == status, response.text
    if status == 401:
        assert response.headers["www-authenticate"].startswith("Bearer")


async def test_a_hundred_and_twenty_concurrent_calls_are_all_answered(
    live_server: type[LiveServer],
) -> None:
    live = serve(live_server)
    answers: dict[tuple[int, int], Any] = {}

    async def one_client(c: int) -> None:
        async with connect(live.url) as client:

            async def call(i: int) -> None:
                result = await client.call_tool("add", {"a": c * 1000, "b": i})
                answers[(c, i)] = result.structured_content

            async with anyio.create_task_group() as group:
                for i in range(30):
                    group.start_soon(call, i)

    with anyio.fail_after(60):
        async with anyio.create_task_group() as group:
            for c in range(4):
                group.start_soon(one_client, c)
    assert len(answers) == 120
    assert all(answers[(c, i)] == {"result": c * 1000 + i} for c, i in answers)


async def test_http_handshake_sessions_hear_about_tool_changes(
    live_server: type[LiveServer],
) -> None:
    toolset = Toolset([add])
    live = serve(live_server, toolset)
    changed = anyio.Event()

    async def on_message(message: Any) -> None:
        if isinstance(message, types.ToolListChangedNotification):
            changed.set()

    async with connect(live.url, "legacy", message_handler=on_message) as client:
        assert [t.name for t in (await client.list_tools()).tools] == ["add"]
        with anyio.fail_after(10):
            while not changed.is_set():  # the GET stream may open after our first change
                toolset.register(echo, replace=True)
                with anyio.move_on_after(0.5):
                    await changed.wait()
        assert [t.name for t in (await client.list_tools()).tools] == ["add", "echo"]


async def test_client_toolset_reconnects_after_a_restart_and_reports_a_gone_server(
    live_server: type[LiveServer],
) -> None:
    live = serve(live_server)
    tools = await toolset_from_mcp(live.url, headers=AUTH, connect_timeout=10, read_timeout=10)
    async with tools:
        assert await tools.get("add").call({"a": 1, "b": 2}) == 3
        live.stop()
        # a new server on the same port: the old session id means nothing to it
        restarted = serve(live_server, port=live.port)
        assert await tools.get("echo").call({"text": "back"}) == {"text": "back"}
        restarted.stop()
        with pytest.raises(ToolError, match="is unreachable: ConnectError"):
            await tools.get("add").call({"a": 1, "b": 2})


async def test_toolset_from_mcp_classmethod_over_http(live_server: type[LiveServer]) -> None:
    live = serve(live_server)
    tools = await Toolset.from_mcp(live.url, headers=AUTH)
    async with tools:
        assert tools.names() == ["add", "echo"]
    with pytest.raises(ToolError, match="unreachable"):
        await Toolset.from_mcp(live.url)  # no token: 401


async def test_mcp_route_serves_the_endpoint_inside_a_host_app(
    live_server: type[LiveServer],
) -> None:
    mcp_app = create_mcp_http_app(
        create_mcp_server(Toolset([add])), verify_token=token_verifier(TOKEN)
    )

    @asynccontextmanager
    async def lifespan(_: Starlette) -> AsyncIterator[None]:
        async with mcp_app.router.lifespan_context(mcp_app):
            yield

    host = Starlette(routes=[mcp_route(mcp_app)], lifespan=lifespan)
    live = live_server(host)
    live.start()
    async with httpx.AsyncClient() as http:
        denied = await http.post(live.url, content=json.dumps(INIT), headers=MCP_HEADERS)
        served = await http.post(
            live.url, content=json.dumps(INIT), headers={**MCP_HEADERS, **AUTH}
        )
    assert denied.status_code == 401
    assert served.status_code == 200  # answered in place, not redirected to /mcp/
    async with connect(live.url) as client:
        assert (await client.call_tool("add", {"a": 1, "b": 1})).structured_content == {"result": 2}


async def test_2026_clients_listen_for_tool_changes_over_http(
    live_server: type[LiveServer],
) -> None:
    toolset = Toolset([add])
    live = serve(live_server, toolset)
    async with connect(live.url) as client:
        assert client.protocol_version == "2026-07-28"
        async with client.listen(tools_list_changed=True) as subscription:
            toolset.register(echo)  # from this thread; the server loop runs in another
            with anyio.fail_after(10):
                event = await subscription.__aiter__().__anext__()
        assert type(event).__name__ == "ToolsListChanged"
        assert [t.name for t in (await client.list_tools()).tools] == ["add", "echo"]


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_cancelling_a_call_over_http_stops_the_tool(
    live_server: type[LiveServer], mode: str
) -> None:
    ticks = 0
    cleaned_up = threading.Event()

    @tool
    async def forever(ctx: ToolContext) -> None:
        """Tick until cancelled."""
        nonlocal ticks
        try:
            while True:
                ticks += 1
                await ctx.report_progress(ticks, None, None)
                await anyio.sleep(0.005)
        finally:
            cleaned_up.set()

    live = serve(live_server, Toolset([forever]))
    started = anyio.Event()

    async def on_progress(progress: float, total: float | None, message: str | None) -> None:
        if progress >= 3:
            started.set()

    async with connect(live.url, mode) as client:
        async with anyio.create_task_group() as group:
            group.start_soon(lambda: client.call_tool("forever", {}, progress_callback=on_progress))
            with anyio.fail_after(10):
                await started.wait()
            group.cancel_scope.cancel()
        # the loop never ends on its own: only a cancel runs its finally block
        assert await anyio.to_thread.run_sync(cleaned_up.wait, 10)
        assert (await client.list_tools()).tools  # the session survives the cancel
    assert ticks >= 3
