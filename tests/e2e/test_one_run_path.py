"""One run path: the same task through the CLI, REST and MCP yields the same stored events.

The CLI runs in this process (`LocalLauncher`), REST and MCP go through `start_run` to a DBOS
worker in this process; all three store their typed events through `EventRecorder`, and the
events read back (validated by the one adapter) have the same kinds in the same order.
"""

from __future__ import annotations

import json
from typing import Any

import anyio
import httpx
from mcp import Client
from typer.testing import CliRunner

from agentschool.agent import EVENT_ADAPTER
from agentschool.cli import app
from agentschool.models import TestModel
from agentschool.runs.engine import AgentRecipe, DbosLauncher
from agentschool.runs.status import FINISHED_STATUSES
from agentschool.runs.store import RunStore
from agentschool.runs.tool import run_agent_tool
from agentschool.server.app import create_app
from agentschool.server.context import ServerSettings
from agentschool.server.mcp import create_mcp_server
from agentschool.tools.builtin import builtin_toolset
from agentschool.tools.toolset import Toolset

TASK = "calculate (3 + 4) * 12, then double it"


def factory(config: dict[str, Any]) -> AgentRecipe:
    return AgentRecipe(
        model=TestModel(), tools=builtin_toolset(), options={"planner": config["planner"]}
    )


async def kinds(store: RunStore, run_id: str) -> list[str]:
    with anyio.fail_after(20):
        while True:
            if (await store.get_run(run_id)).status in FINISHED_STATUSES:
                break
            await anyio.sleep(0.05)
    rows = await store.events_after(run_id)
    return [EVENT_ADAPTER.validate_python(row.data).kind for row in rows]


async def test_cli_rest_and_mcp_store_the_same_event_kinds(
    served: tuple[RunStore, DbosLauncher],
) -> None:
    store, launcher = served
    cli = await anyio.to_thread.run_sync(
        lambda: CliRunner().invoke(app, ["run", TASK, "--planner", "rule", "--json"])
    )
    assert cli.exit_code == 0, cli.output
    by_cli = json.loads(cli.stdout)["run_id"]

    settings = ServerSettings(auth_disabled=True)
    api = create_app(store, settings=settings, launcher=launcher, migrate=False)
    transport = httpx.ASGITransport(app=api)
    async with httpx.AsyncClient(transport=transport, base_url="http://test/api/v1") as http:
        created = await http.post("/runs", json={"task": TASK, "planner": "rule"})
    assert created.status_code == 201, created.text
    by_rest = created.json()["id"]

    server = create_mcp_server(Toolset([run_agent_tool(store, launcher, poll=0.05)]))
    async with Client(server) as client:
        called = await client.call_tool(
            "run_agent", {"task": TASK, "planner": "rule", "wait": True, "wait_seconds": 20}
        )
    assert called.structured_content is not None, called
    answer = called.structured_content.get("result", called.structured_content)
    assert answer["status"] == "completed", answer
    by_mcp = answer["id"]

    expected = [
        "run-started",
        "plan-created",
        "step-started",
        "tool-called",
        "step-finished",
        "step-started",
        "tool-called",
        "step-finished",
        "run-finished",
    ]
    assert await kinds(store, by_cli) == expected
    assert await kinds(store, by_rest) == expected
    assert await kinds(store, by_mcp) == expected
    outputs = {(await store.get_run(r)).output for r in (by_cli, by_rest, by_mcp)}
    assert outputs == {"(3 + 4) * 12 = 84\ndouble it = 168"}
