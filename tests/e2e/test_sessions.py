"""Sessions on every surface: three turns through REST, the CLI and MCP, on the rule path.

"add X", "add Y", "mark the first one done" end with X done and Y open and no model call: the
worker loads the session's earlier turns (kept on their runs in the run store) before planning,
and "the first one" becomes "item #<id of X>" before the rule planner reads it.
"""

from __future__ import annotations

import json
from typing import Any

import anyio
import httpx
from mcp import Client
from typer.testing import CliRunner

from agentschool.cli import app
from agentschool.models import TestModel
from agentschool.runs.engine import AgentRecipe, DbosLauncher
from agentschool.runs.keys import KeyScope, KeyStore
from agentschool.runs.records import Run
from agentschool.runs.status import FINISHED_STATUSES
from agentschool.runs.store import RunStore
from agentschool.runs.tool import run_agent_tool
from agentschool.server.app import create_app
from agentschool.server.context import ServerSettings
from agentschool.server.mcp import create_mcp_server
from agentschool.settings import Settings
from agentschool.tools.builtin import builtin_toolset
from agentschool.tools.toolset import Toolset

TURNS = (
    "add 'call the plumber' to my todos",
    "add 'buy milk' to my todos",
    "mark the first one done",
)


def _tools() -> Toolset:
    return builtin_toolset(Settings(tools_enabled=["todo", "calculator"]))


def factory(config: dict[str, Any]) -> AgentRecipe:
    return AgentRecipe(model=TestModel(), tools=_tools(), options={"planner": config["planner"]})


async def _finished(store: RunStore, run_id: str) -> Run:
    with anyio.fail_after(30):
        while True:
            run = await store.get_run(run_id)
            if run.status in FINISHED_STATUSES:
                return run
            await anyio.sleep(0.05)


async def _todos() -> dict[str, bool]:
    listed = await _tools().get("todo_list").call({})
    return {item["title"]: item["done"] for item in listed["todos"]}


async def _requests(store: RunStore, run_ids: list[str]) -> int:
    runs = [await store.get_run(r) for r in run_ids]
    return sum((run.usage or {}).get("requests", 0) for run in runs)


async def test_three_turns_through_rest_and_another_keys_404(
    served: tuple[RunStore, DbosLauncher],
) -> None:
    store, launcher = served
    keys = KeyStore(store)
    mine = (await keys.create("mine", KeyScope.RUN))[1]
    theirs = (await keys.create("theirs", KeyScope.ADMIN))[1]
    api = create_app(store, settings=ServerSettings(), launcher=launcher, migrate=False)
    transport = httpx.ASGITransport(app=api)
    async with httpx.AsyncClient(transport=transport, base_url="http://test/api/v1") as http:
        as_me = {"Authorization": f"Bearer {mine}"}
        as_them = {"Authorization": f"Bearer {theirs}"}
        run_ids: list[str] = []
        for task in TURNS:
            body = {"task": task, "planner": "rule", "session_id": "chores"}
            created = await http.post("/runs", json=body, headers=as_me)
            assert created.status_code == 201, created.text
            run = await _finished(store, created.json()["id"])
            assert run.status.value == "completed", run.error
            assert run.session_id == "chores"
            run_ids.append(run.id)
        assert await _todos() == {"call the plumber": True, "buy milk": False}
        assert await _requests(store, run_ids) == 0  # the rule path: no model call

        shown = await http.get("/sessions/chores", headers=as_me)
        assert shown.status_code == 200, shown.text
        detail = shown.json()
        assert detail["turns"] == 3
        assert [t["run"]["id"] for t in detail["items"]] == run_ids
        plumber = detail["items"][0]["items"][0]["id"]
        assert detail["items"][2]["resolved"] == f"mark item #{plumber} done"
        listed = await http.get("/sessions", headers=as_me)
        assert [s["id"] for s in listed.json()] == ["chores"]

        for method, path in [("GET", "/sessions/chores"), ("DELETE", "/sessions/chores")]:
            refused = await http.request(method, path, headers=as_them)
            assert refused.status_code == 404, refused.text  # not 403: it is not theirs
            assert "'chores'" in refused.json()["detail"]
        assert (await http.get("/sessions", headers=as_them)).json() == []
        body = {"task": "mark it done", "planner": "rule", "session_id": "chores"}
        taken = await http.post("/runs", json=body, headers=as_them)
        assert taken.status_code == 404 and "'chores'" in taken.json()["detail"]

        unknown = await http.get("/sessions/nope", headers=as_me)
        assert unknown.status_code == 404 and "no session with id 'nope'" in unknown.text
        bad = await http.post("/runs", json={"task": "x", "session_id": "no spaces"}, headers=as_me)
        assert bad.status_code == 422 and "session_id" in bad.text

        deleted = await http.delete("/sessions/chores", headers=as_me)
        assert deleted.status_code == 204
        assert (await http.get("/sessions/chores", headers=as_me)).status_code == 404


async def test_three_turns_through_mcp(served: tuple[RunStore, DbosLauncher]) -> None:
    store, launcher = served
    server = create_mcp_server(Toolset([run_agent_tool(store, launcher, poll=0.05)]))
    answers: list[dict[str, Any]] = []
    async with Client(server) as client:
        for task in TURNS:
            arguments = {
                "task": task,
                "planner": "rule",
                "session": "chores",
                "wait": True,
                "wait_seconds": 30,
            }
            called = await client.call_tool("run_agent", arguments)
            assert called.structured_content is not None, called
            answer = called.structured_content.get("result", called.structured_content)
            assert answer["status"] == "completed", answer
            answers.append(answer)
    assert await _todos() == {"call the plumber": True, "buy milk": False}
    assert await _requests(store, [a["id"] for a in answers]) == 0


def test_three_turns_through_the_cli() -> None:
    runner = CliRunner()
    outputs = []
    for task in TURNS:
        args = ["run", task, "--planner", "rule", "--session", "chores", "--json"]
        result = runner.invoke(app, args)
        assert result.exit_code == 0, result.output
        outputs.append(json.loads(result.stdout))
    assert [o["status"] for o in outputs] == ["completed"] * 3
    assert sum(o["usage"]["requests"] for o in outputs) == 0
    assert anyio.run(_todos) == {"call the plumber": True, "buy milk": False}
    shown = runner.invoke(app, ["sessions", "show", "chores", "--json"])
    assert shown.exit_code == 0, shown.output
    turns = json.loads(shown.stdout)["items"]
    plumber = turns[0]["items"][0]["id"]
    assert [t["resolved"] for t in turns][-1] == f"mark item #{plumber} done"
    listed = runner.invoke(app, ["sessions", "list", "--json"])
    assert [s["id"] for s in json.loads(listed.stdout)] == ["chores"]
    missing = runner.invoke(app, ["sessions", "show", "nope"])
    assert missing.exit_code == 1 and "no session with id 'nope'" in missing.output
    assert runner.invoke(app, ["sessions", "delete", "chores"]).exit_code == 0
    assert runner.invoke(app, ["sessions", "show", "chores"]).exit_code == 1


def test_chat_is_a_session_in_the_terminal() -> None:
    lines = "\n".join([*TURNS, "exit", "add 'never read' to my todos"]) + "\n"
    result = CliRunner().invoke(
        app, ["chat", "--planner", "rule", "--session", "home"], input=lines
    )
    assert result.exit_code == 0, result.output
    assert anyio.run(_todos) == {"call the plumber": True, "buy milk": False}
    assert "mark item #" in result.output  # the resolved turn is shown
    shown = CliRunner().invoke(app, ["sessions", "show", "home", "--json"])
    assert len(json.loads(shown.stdout)["items"]) == 3
