"""A task nothing understood ends honestly on every surface: REST, the web UI's route, and MCP.

Real runs on a DBOS worker in this process: one created over REST, one by the MCP `run_agent`
tool (in-memory client). Each must read back as `failed` with `error_kind: not_understood` and a
message saying what the agent can do, never a stack trace, and no to-do may have been added.
"""

from __future__ import annotations

from typing import Any

import anyio
import httpx
from mcp import Client

from agentschool.models import TestModel
from agentschool.runs.engine import AgentRecipe, DbosLauncher
from agentschool.runs.status import FINISHED_STATUSES
from agentschool.runs.store import RunStore
from agentschool.runs.tool import run_agent_tool
from agentschool.server.app import create_app
from agentschool.server.context import ServerSettings
from agentschool.server.mcp import create_mcp_server
from agentschool.settings import Settings
from agentschool.tools.calculator import calculator_tool
from agentschool.tools.todo import TODO_DB_NAME, TodoStore, build_todo_tools
from agentschool.tools.toolset import Toolset

GIBBERISH = "blorp fizzle the wug quantum"


def factory(config: dict[str, Any]) -> AgentRecipe:
    tools = Toolset([calculator_tool, *build_todo_tools(Settings())])
    return AgentRecipe(model=TestModel(), tools=tools, options={"planner": config["planner"]})


async def _finished(store: RunStore, run_id: str) -> None:
    with anyio.fail_after(30):
        for _ in range(600):  # polls the store: a worker in this process finishes the run
            if (await store.get_run(run_id)).status in FINISHED_STATUSES:
                return
            await anyio.sleep(0.05)


def _honest(error: str | None) -> None:
    assert error and "What I can do" in error and "todo_add" in error, error
    assert "Traceback" not in error and 'File "' not in error


async def test_rest_ui_and_mcp_show_not_understood(served: tuple[RunStore, DbosLauncher]) -> None:
    store, launcher = served
    app = create_app(store, settings=ServerSettings(auth_disabled=True), launcher=launcher)
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as http:
        created = await http.post("/api/v1/runs", json={"task": GIBBERISH, "planner": "rule"})
        assert created.status_code == 201, created.text
        run_id = created.json()["id"]
        await _finished(store, run_id)

        detail = (await http.get(f"/api/v1/runs/{run_id}")).json()
        assert (detail["status"], detail["error_kind"]) == ("failed", "not_understood")
        _honest(detail["error"])
        timeline = (await http.get(f"/api/v1/ui/runs/{run_id}/timeline")).json()
        assert timeline["error_kind"] == "not_understood" and timeline["steps"] == []

        schema = (await http.get("/openapi.json")).json()["components"]["schemas"]
        assert "error_kind" in schema["RunDetail"]["properties"]
        assert "error_kind" in schema["Timeline"]["properties"]
        script = (await http.get("/ui/app.js")).text  # the run page labels the message
    assert 'run.error_kind === "not_understood" ? "Not understood"' in script

    server = create_mcp_server(Toolset([run_agent_tool(store, launcher, poll=0.05)]))
    async with Client(server) as client:
        called = await client.call_tool(
            "run_agent", {"task": GIBBERISH, "planner": "rule", "wait": True, "wait_seconds": 30}
        )
    assert called.structured_content is not None, called
    answer = called.structured_content.get("result", called.structured_content)
    assert (answer["status"], answer["error_kind"]) == ("failed", "not_understood"), answer
    _honest(answer["error"])
    assert TodoStore(Settings().data_dir / TODO_DB_NAME).items() == []
