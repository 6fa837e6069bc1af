"""Approvals through the MCP client, against a real `agentschool mcp` subprocess on stdio.

The official SDK client answers the approval question with an elicitation callback: on a
2025-11-25 connection as an `elicitation/create` request, on 2026-07-28 as an input-required
result it retries. The side effect checked is a file `write_file` writes in the workspace (the
policy file makes `write_file` need approval, as it would for a run).
"""

from __future__ import annotations

import os
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
import mcp_types as types
import pytest
from mcp import Client, StdioServerParameters
from mcp_live import LiveServer

from agentschool.cli.mcp import mcp_http_app
from agentschool.cli.serve import _mcp_app
from agentschool.runs.approvals import DIRECT_CALLS, ApprovalStatus, ApprovalStore
from agentschool.runs.store import RunStore
from agentschool.server.app import create_app
from agentschool.server.context import ServerSettings
from agentschool.server.mcp_approvals import META_APPROVAL
from agentschool.tools import Toolset, tool

SRC = Path(__file__).resolve().parents[2] / "src"
MODES = ["legacy", "2026-07-28"]  # 2025-11-25 handshake (elicitation/create); input-required
POLICY = "rules:\n  - tool: write_file\n    action: require\n  - tool: todo_*\n    action: deny\n"

Answer = Callable[[Any, types.ElicitRequestParams], Awaitable[types.ElicitResult]]


class Person:
    """The person at the client: answers each question as told, and remembers the questions."""

    def __init__(self, *answers: str) -> None:
        self.answers = list(answers)
        self.asked: list[str] = []

    async def __call__(self, context: Any, params: types.ElicitRequestParams) -> types.ElicitResult:
        assert isinstance(params, types.ElicitRequestFormParams)
        self.asked.append(params.message)
        action = self.answers.pop(0)
        if action == "accept":
            return types.ElicitResult(action="accept", content={"approve": True})
        return types.ElicitResult(action="decline" if action == "decline" else "cancel")


@pytest.fixture
def home(tmp_path: Path) -> Path:
    (tmp_path / "policy.yaml").write_text(POLICY)
    return tmp_path


def database_url(home: Path) -> str:
    return f"sqlite:///{home / 'agentschool.db'}"


def server(home: Path) -> StdioServerParameters:
    env = {k: v for k, v in os.environ.items() if not k.startswith("AGENTSCHOOL_")}
    env.update(
        PYTHONPATH=str(SRC),
        AGENTSCHOOL_HOME=str(home / "home"),
        AGENTSCHOOL_CONFIG="/nonexistent/agentschool.toml",
        AGENTSCHOOL_DATABASE_URL=database_url(home),
        AGENTSCHOOL_WORKSPACE=str(home / "workspace"),
        AGENTSCHOOL_APPROVAL_POLICY=str(home / "policy.yaml"),
    )
    command = [sys.executable, "-c", "from agentschool.cli import main; main()", "mcp"]
    return StdioServerParameters(command=command[0], args=command[1:], env=env)


@asynccontextmanager
async def connected(home: Path, mode: str, person: Answer | None) -> AsyncIterator[Client]:
    async with Client(server(home), mode=mode, elicitation_callback=person) as client:
        assert client.protocol_version == ("2025-11-25" if mode == "legacy" else mode)
        yield client


def text(result: types.CallToolResult) -> str:
    return " ".join(c.text for c in result.content if isinstance(c, types.TextContent))


async def statuses(home: Path) -> list[str]:
    store = RunStore(database_url(home))
    try:
        async with store.sessions() as session:
            from sqlalchemy import select

            from agentschool.runs.tables import ApprovalRow

            rows = (
                await session.scalars(select(ApprovalRow).order_by(ApprovalRow.created_at))
            ).all()
            assert all(row.run_id == DIRECT_CALLS for row in rows)
            return [row.status for row in rows]
    finally:
        await store.close()


@pytest.mark.parametrize("mode", MODES)
async def test_an_approved_call_runs_once_and_a_declined_one_never(home: Path, mode: str) -> None:
    note = home / "workspace" / "note.txt"
    person = Person("accept", "decline")
    async with connected(home, mode, person) as client:
        listed = {t.name for t in (await client.list_tools()).tools}
        assert {"python", "shell", "write_file"} <= listed
        first = await client.call_tool("write_file", {"path": "note.txt", "content": "approved"})
        assert not first.is_error, text(first)
        assert note.read_text() == "approved"
        again = await client.call_tool("write_file", {"path": "note.txt", "content": "declined"})
    assert again.is_error
    assert "not approved (decline)" in text(again)
    assert note.read_text() == "approved"  # the declined call never ran
    assert len(person.asked) == 2  # an approval is used once: the second call asked again
    assert "'write_file'" in person.asked[0]
    assert '"content": "approved"' in person.asked[0]
    assert "approval policy's rule for 'write_file'" in person.asked[0]
    assert await statuses(home) == [ApprovalStatus.USED, ApprovalStatus.DENIED]


@pytest.mark.parametrize("mode", MODES)
async def test_cancel_and_the_policy_deny_refuse(home: Path, mode: str) -> None:
    person = Person("cancel")
    async with connected(home, mode, person) as client:
        cancelled = await client.call_tool("write_file", {"path": "x.txt", "content": "x"})
        denied = await client.call_tool("todo_add", {"title": "never"})
        listed = await client.call_tool("todo_list", {})
    assert cancelled.is_error and "not approved (cancel)" in text(cancelled)
    assert not (home / "workspace" / "x.txt").exists()
    assert denied.is_error and "approval policy denies" in text(denied)
    assert listed.is_error  # todo_list is denied too (todo_*): nothing asked, nothing run
    assert len(person.asked) == 1


async def test_python_asks_by_default(home: Path) -> None:
    person = Person("decline")
    async with connected(home, "legacy", person) as client:
        refused = await client.call_tool("python", {"code": "print(6 * 7)"})
    assert refused.is_error and "not approved" in text(refused)
    assert "'python' is a dangerous tool" in person.asked[0]
    assert "print(6 * 7)" in person.asked[0]


@pytest.mark.parametrize("mode", MODES)
async def test_a_client_without_elicitation_approves_on_rest(home: Path, mode: str) -> None:
    note = home / "workspace" / "rest.txt"
    args = {"path": "rest.txt", "content": "via REST"}
    async with connected(home, mode, None) as client:
        refused = await client.call_tool("write_file", args)
        assert refused.is_error and not note.exists()
        assert "POST /api/v1/approvals/apr_" in text(refused)
        assert refused.meta is not None
        approval_id = refused.meta[META_APPROVAL]
        await decide_on_rest(home, approval_id)
        other = await client.call_tool("write_file", {**args, "content": "other"})
        assert other.is_error and not note.exists()  # bound to the exact arguments
        runs = await client.call_tool("write_file", args)
        assert not runs.is_error, text(runs)
        assert note.read_text() == "via REST"
        note.unlink()
        once = await client.call_tool("write_file", args)
    assert once.is_error and not note.exists()  # single use
    statuses_now = await statuses(home)
    assert statuses_now.count(ApprovalStatus.USED) == 1


async def decide_on_rest(home: Path, approval_id: str) -> None:
    """`POST /api/v1/approvals/{id}` as a person would (the API in-process, auth off)."""
    store = RunStore(database_url(home))
    try:
        settings = ServerSettings(auth_disabled=True)
        app = create_app(store, settings=settings)
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://test") as http:
            response = await http.post(
                f"/api/v1/approvals/{approval_id}", json={"decision": "approve"}
            )
        assert response.status_code == 200, response.text
        assert (await ApprovalStore(store).get(approval_id)).status is ApprovalStatus.APPROVED
    finally:
        await store.close()


WIPED: list[str] = []


@tool(risk="dangerous")
def wipe(target: str) -> str:
    """Wipe a target (records the call: the side effect under test)."""
    WIPED.append(target)
    return f"wiped {target}"


def standalone(store: RunStore) -> Any:
    """`agentschool mcp --http`'s app."""
    return mcp_http_app(Toolset([wipe]), None, store, auth=False)


def under_serve(store: RunStore) -> Any:
    """`agentschool serve`'s app with MCP at /mcp."""
    settings = ServerSettings(auth_disabled=True)
    mcp_app = _mcp_app(Toolset([wipe]), None, store, auth=False, follow=False)
    return create_app(store, settings=settings, toolset=Toolset([wipe]), mcp_app=mcp_app)


@pytest.mark.parametrize("app", [standalone, under_serve])
@pytest.mark.parametrize("mode", MODES)
async def test_streamable_http_asks_too(
    live_server: type[LiveServer], home: Path, mode: str, app: Callable[[RunStore], Any]
) -> None:
    WIPED.clear()
    store = RunStore(database_url(home))
    live = live_server(app(store))
    live.start()
    person = Person("accept", "decline")
    try:
        async with Client(live.url, mode=mode, elicitation_callback=person) as client:
            approved = await client.call_tool("wipe", {"target": "a"})
            declined = await client.call_tool("wipe", {"target": "b"})
    finally:
        live.stop()
        await store.close()
    assert not approved.is_error and declined.is_error
    assert WIPED == ["a"]
    assert "'wipe' is a dangerous tool" in person.asked[0]
