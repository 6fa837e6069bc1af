"""The authorization matrix, derived from the app's routes and the served tools, on real sockets.

Every REST route (and the WebSocket), every MCP method the server handles and every tool is
tried with no key, a garbage key and a key of each scope, on the REST API, on `/mcp` under
`agentschool serve` and on `agentschool mcp --http`. A route or MCP method without an entry in
the authorization table fails here; a tool's scope always comes from its risk.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
import httpx2
import pytest
import websockets.sync.client
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError
from mcp_live import INIT, MCP_HEADERS, LiveServer

from agentschool.cli.mcp import mcp_http_app
from agentschool.cli.serve import _mcp_app
from agentschool.runs.keys import KeyScope, KeyStore
from agentschool.runs.store import RunStore
from agentschool.server.app import create_app
from agentschool.server.authz import (
    API_PREFIX,
    MCP_METHOD_SCOPES,
    ROUTE_SCOPES,
    api_routes,
    mcp_method_scope,
    tool_scope,
)
from agentschool.server.context import NullLauncher, ServerSettings
from agentschool.server.mcp import create_mcp_server
from agentschool.server.mcp_tasks import McpTasks
from agentschool.settings import Settings
from agentschool.tools import Tool, Toolset, tool
from agentschool.tools.base import RiskLevel
from agentschool.tools.builtin import builtin_toolset

CALLERS = ("none", "garbage", "read", "run", "admin")
CALLED: list[str] = []


@tool
def peek(key: str) -> str:
    """Read something."""
    CALLED.append("peek")
    return key


@tool(risk="write")
def jot(text: str) -> str:
    """Write something."""
    CALLED.append("jot")
    return text


@tool(risk="dangerous")
def wipe(target: str) -> str:
    """Destroy something."""
    CALLED.append("wipe")
    return target


def served(tmp_path: Path) -> Toolset:
    settings = Settings(home=tmp_path / "home", workspace=tmp_path / "workspace")
    return Toolset([peek, jot, wipe]).merge(builtin_toolset(settings))


def settings() -> ServerSettings:
    return ServerSettings(rate_limit=100_000, auth_failure_limit=100_000)


def allowed(needed: KeyScope | None, caller: str) -> bool | int:
    """True when the caller may, else the status it must get (401 or 403)."""
    if needed is None:
        return True
    if caller in ("none", "garbage"):
        return 401
    return True if KeyScope(caller).allows(needed) else 403


async def _tokens(store: RunStore) -> dict[str, str | None]:
    await store.migrate()
    keys = KeyStore(store)
    tokens: dict[str, str | None] = {"none": None, "garbage": "as_0123456789ab_garbage"}
    for scope in KeyScope:
        tokens[scope.value] = (await keys.create(scope.value, scope))[1]
    await store.close()
    return tokens


def _headers(token: str | None) -> dict[str, str]:
    return {} if token is None else {"Authorization": f"Bearer {token}"}


def test_every_route_and_mcp_method_is_in_the_table(tmp_path: Path) -> None:
    store = RunStore(f"sqlite:///{tmp_path / 'routes.db'}")
    app = create_app(store, settings=settings(), toolset=served(tmp_path))
    routes = {f"{method} {path}" for method, path in api_routes(app, API_PREFIX)}
    assert sorted(routes - set(ROUTE_SCOPES)) == [], "routes without a scope"
    assert sorted(set(ROUTE_SCOPES) - routes) == [], "table entries without a route"
    server = create_mcp_server(served(tmp_path), tasks=McpTasks(store, NullLauncher()))
    handled = set(server._request_handlers)  # the SDK keeps no public list of them
    assert sorted(handled - set(MCP_METHOD_SCOPES)) == [], "MCP methods without a scope"
    assert mcp_method_scope("tools/call") is KeyScope.READ
    assert mcp_method_scope("no/such-method") is KeyScope.ADMIN  # unknown: fail closed


async def test_rest_matrix(live_server: type[LiveServer], tmp_path: Path) -> None:
    store = RunStore(f"sqlite:///{tmp_path / 'rest.db'}")
    tokens = await _tokens(store)
    live = live_server(create_app(store, settings=settings(), toolset=served(tmp_path)))
    live.start()
    base = f"http://127.0.0.1:{live.port}{API_PREFIX}"
    counts = {"allowed": 0, "refused": 0}
    async with httpx.AsyncClient(base_url=base, timeout=30) as http:
        for method, path in api_routes(live.app, API_PREFIX):
            if method == "WS":
                continue
            url = re.sub(r"\{[^}]+\}", "nope", path)
            for caller in CALLERS:
                want = allowed(ROUTE_SCOPES[f"{method} {path}"], caller)
                body = {} if method in ("POST", "PUT") else None
                response = await http.request(
                    method, url, json=body, headers=_headers(tokens[caller])
                )
                where = f"{caller} {method} {path}: {response.status_code} {response.text[:200]}"
                assert response.status_code < 500, where
                if want is True:
                    assert response.status_code not in (401, 403), where
                    counts["allowed"] += 1
                else:
                    assert response.status_code == want, where
                    counts["refused"] += 1
    websocket_refusals = await asyncio.to_thread(_websocket_matrix, live.port, tokens)
    print(f"REST matrix: {counts}, WebSocket refusals: {websocket_refusals}")
    assert counts["refused"] > 0


def _websocket_matrix(port: int, tokens: dict[str, str | None]) -> int:
    """The WebSocket: a bad or missing key is refused at the handshake, a read key is let in."""
    refused = 0
    for caller in CALLERS:
        url = f"ws://127.0.0.1:{port}{API_PREFIX}/runs/nope/ws"
        want = allowed(ROUTE_SCOPES["WS /runs/{run_id}/ws"], caller)
        try:
            with websockets.sync.client.connect(
                url, additional_headers=_headers(tokens[caller]), open_timeout=10
            ) as socket:
                with pytest.raises(websockets.ConnectionClosed) as closed:
                    socket.recv(timeout=10)
        except websockets.InvalidStatus as denied:
            assert denied.response.status_code == want, caller
            refused += 1
            continue
        assert want is True, caller
        frame = closed.value.rcvd
        assert frame is not None
        assert (frame.code, "no run" in frame.reason) == (1008, True)  # the run is missing
    return refused


@asynccontextmanager
async def _mcp(url: str, token: str) -> AsyncIterator[Client]:
    async with httpx2.AsyncClient(headers=_headers(token)) as http:
        async with Client(streamable_http_client(url, http_client=http)) as client:
            yield client


async def _tool_matrix(url: str, tools: Toolset, tokens: dict[str, str | None]) -> dict[str, int]:
    counts = {"allowed": 0, "refused": 0}
    async with httpx.AsyncClient(timeout=30) as http:
        for caller in ("none", "garbage"):
            response = await http.post(
                url, json=INIT, headers={**MCP_HEADERS, **_headers(tokens[caller])}
            )
            assert response.status_code == 401, caller
            counts["refused"] += 1
    for caller in ("read", "run", "admin"):
        token = tokens[caller]
        assert token is not None
        async with _mcp(url, token) as client:
            listed = {t.name for t in (await client.list_tools()).tools}
            assert listed == set(tools.names())
            for name in ("peek", "jot", "wipe", "write_file", "todo_add"):
                counts[await _try(client, tools.get(name), caller)] += 1
            for every in tools:  # every tool, with empty arguments: refused, or not for scope
                counts[await _scope_only(client, every, caller)] += 1
    return counts


async def _scope_only(client: Client, target: Tool, caller: str) -> str:
    """Call with no arguments: a refusal must be the scope's; an allowed call fails on its args."""
    CALLED.clear()
    try:
        await client.call_tool(target.name, {})
    except MCPError as exc:
        refused = "forbidden" in str(exc)
    else:
        refused = False
    assert refused is (allowed(tool_scope(target), caller) is not True), (caller, target.name)
    assert CALLED == [] or not refused
    return "refused" if refused else "allowed"


async def _try(client: Client, target: Tool, caller: str) -> str:
    args: dict[str, Any] = {
        "peek": {"key": "k"},
        "jot": {"text": "t"},
        "wipe": {"target": "t"},
        "write_file": {"path": f"by-{caller}.txt", "content": "x"},
        "todo_add": {"title": f"by {caller}"},
    }[target.name]
    CALLED.clear()
    want = allowed(tool_scope(target), caller)
    if want is True:
        result = await client.call_tool(target.name, args)
        if target.risk is RiskLevel.DANGEROUS:  # allowed by scope, then held for approval
            assert result.is_error and "needs approval" in str(result.content), result
            assert CALLED == [], (caller, target.name)
            return "allowed"
        assert not result.is_error, (caller, target.name, result)
        return "allowed"
    with pytest.raises(MCPError, match="forbidden"):
        await client.call_tool(target.name, args)
    assert CALLED == [], (caller, target.name)
    return "refused"


async def test_mcp_matrix_under_serve(live_server: type[LiveServer], tmp_path: Path) -> None:
    store = RunStore(f"sqlite:///{tmp_path / 'serve.db'}")
    tokens = await _tokens(store)
    tools = served(tmp_path)
    mcp_app = _mcp_app(tools, None, store, auth=True, follow=False)
    live = live_server(create_app(store, settings=settings(), toolset=tools, mcp_app=mcp_app))
    live.start()
    counts = await _tool_matrix(live.url, tools, tokens)
    print(f"MCP matrix (serve, {len(tools)} tools): {counts}")
    assert counts["refused"] >= 7
    assert not (tmp_path / "workspace" / "by-read.txt").exists()
    assert (tmp_path / "workspace" / "by-run.txt").exists()


async def test_mcp_matrix_under_mcp_http(live_server: type[LiveServer], tmp_path: Path) -> None:
    store = RunStore(f"sqlite:///{tmp_path / 'mcp.db'}")
    tokens = await _tokens(store)
    tools = served(tmp_path)
    live = live_server(mcp_http_app(tools, None, store, settings=settings()))
    live.start()
    counts = await _tool_matrix(live.url, tools, tokens)
    print(f"MCP matrix (mcp --http, {len(tools)} tools): {counts}")
    assert counts["refused"] >= 7
    assert not (tmp_path / "workspace" / "by-read.txt").exists()


async def test_stdio_and_in_process_callers_are_the_local_admin(tmp_path: Path) -> None:
    tools = served(tmp_path)
    async with Client(create_mcp_server(tools)) as client:
        result = await client.call_tool("wipe", {"target": "t"})
    assert not result.is_error
