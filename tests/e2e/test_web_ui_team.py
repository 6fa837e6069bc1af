"""Seed 002's demo in real Chromium: a complex task submitted in the web UI as a team run.

The API and a durable worker run in this process (uvicorn in a thread, the engine on DBOS). The
director splits the task by its rules into three subtasks, research and code independent of each
other, and a summary that needs both; its model (a scripted `FunctionModel`) only picks the
specialist of the pieces whose words name none. The specialists are tools of the
director's plan that hold until the test lets them go, so the page must show the delegation
tree live, with both independent specialists running at the same time, before any finishes.
Screenshots go to `test-artifacts/` (gitignored).
"""

from __future__ import annotations

import asyncio
import json
import re
import socket
import sys
import threading
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.conftest import require_service

from agentschool.messages import ModelMessage, ModelRequest
from agentschool.models.function import AgentInfo, FunctionModel
from agentschool.runs.engine import AgentRecipe, DbosLauncher, EngineConfig, RunEngine
from agentschool.runs.keys import KeyScope, KeyStore
from agentschool.runs.store import RunStore
from agentschool.teams import Team
from agentschool.tools.base import Tool, ToolContext
from agentschool.tools.toolset import Toolset

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"]
ARTIFACTS = ROOT / "test-artifacts"
TASK = "research agent runtimes, compute 6*7, then write a summary of both"


def direct(messages: list[ModelMessage], info: AgentInfo) -> str:
    """The director: a pick for each piece no specialist's words name, then the answer."""
    if info.output_schema is None:
        return "summary: runtimes researched; 6*7 = 42"
    last = messages[-1]
    assert isinstance(last, ModelRequest)
    piece = str(last.parts[-1].content).rsplit("Subtask:", 1)[-1]
    return json.dumps({"specialist": "code" if "6*7" in piece else "general"})


@dataclass
class Gate:
    """Holds the specialists until the test has seen them running."""

    opened: threading.Event
    running: set[str]
    lock: threading.Lock

    def make(self, name: str, answer: str) -> Tool:
        async def specialist(
            task: str, ctx: ToolContext, context: dict[str, Any] | None = None
        ) -> str:
            with self.lock:
                self.running.add(name)
            await asyncio.to_thread(self.opened.wait, 60)
            return answer

        specialist.__doc__ = f"The {name} specialist."
        return Tool.from_function(specialist, name=name, run_in_thread=False)


@dataclass
class TeamServer:
    url: str
    key: str
    gate: Gate


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


async def _admin_key(database_url: str) -> str:
    store = RunStore(database_url)
    await store.migrate()
    _, token = await KeyStore(store).create("team-ui-test", KeyScope.ADMIN)
    await store.close()
    return token


@pytest.fixture
def team_server(tmp_path: Path) -> Iterator[TeamServer]:
    import uvicorn

    from agentschool.server.app import create_app

    if not CHROMIUM.exists():
        require_service("chromium")
    database_url = f"sqlite:///{tmp_path / 'agentschool.db'}"
    key = asyncio.run(_admin_key(database_url))
    gate = Gate(threading.Event(), set(), threading.Lock())
    specialists = Toolset(
        [
            gate.make("research", "three runtimes compared"),
            gate.make("code", "42"),
            gate.make("general", "a summary of both"),
        ]
    )

    def factory(config: dict[str, Any]) -> AgentRecipe:
        assert config.get("team"), config
        return AgentRecipe(model=FunctionModel(direct), tools=specialists, make=Team.from_parts)

    config = EngineConfig(
        database_url=database_url,
        system_database_url=f"sqlite:///{tmp_path / 'dbos.sqlite'}",
        concurrency=2,
    )
    engine = RunEngine(config, factory)
    engine.launch()
    launcher = DbosLauncher(config)
    store = RunStore(database_url)
    app = create_app(store, launcher=launcher, toolset=specialists)
    serve = app.router.lifespan_context

    @asynccontextmanager
    async def lifespan(app: Any) -> AsyncIterator[None]:
        async with serve(app):
            yield
        await store.close()  # on the server's loop, where its connections live

    app.router.lifespan_context = lifespan
    server = uvicorn.Server(
        uvicorn.Config(app, host="127.0.0.1", port=_free_port(), log_level="warning")
    )
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.05)
    assert server.started, "the API did not start"
    port = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield TeamServer(url=f"http://127.0.0.1:{port}", key=key, gate=gate)
    finally:
        gate.opened.set()
        server.should_exit = True
        thread.join(timeout=30)
        launcher.close()
        engine.shutdown()


@pytest.fixture
def page(team_server: TeamServer) -> Iterator[Any]:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:  # the browser extra is missing
        require_service("chromium")
        raise
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 1000})
        page.set_default_timeout(30_000)
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(team_server.url + "/")
        page.get_by_role("textbox", name="API key").fill(team_server.key)
        page.get_by_role("button", name="Use key").click()
        page.locator("#planner-select option").nth(2).wait_for(state="attached")
        yield page
        browser.close()
        assert errors == [], errors


def _shot(page: Any, name: str) -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"web-ui-team-{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def test_seed_002_a_task_decomposed_live_into_parallel_specialists(
    page: Any, team_server: TeamServer
) -> None:
    page.goto(page.url.split("#")[0] + "#/runs")
    page.get_by_label("Task", exact=True).fill(TASK)
    page.get_by_label("Planner", exact=True).select_option("team")
    page.get_by_role("button", name="Run task").click()
    page.wait_for_url(re.compile(r"#/runs/run_"))
    tree = page.locator("#delegation-tree")
    # live: both independent specialists running at once, the summary waiting for them
    tree.locator('li[data-subtask="s1"][data-status="running"]').wait_for()
    tree.locator('li[data-subtask="s2"][data-status="running"]').wait_for()
    assert tree.locator('li[data-subtask="s3"]').get_attribute("data-status") == "waiting"
    assert team_server.gate.running == {"research", "code"}
    live = tree.inner_text()
    assert "director" in live and TASK in live
    assert "s1 → research" in live and "s2 → code" in live and "(after s1, s2)" in live
    assert page.locator("#plan-graph g.node.s-running").count() == 2
    _shot(page, "live")
    team_server.gate.opened.set()
    page.wait_for_selector('#run-summary[data-status="completed"]')
    tree.locator('li[data-subtask="s3"][data-status="completed"]').wait_for()
    statuses = tree.locator("li[data-subtask]").evaluate_all(
        "items => items.map((li) => li.dataset.status)"
    )
    assert statuses == ["completed"] * 3
    assert "6*7 = 42" in page.locator("#run-summary").inner_text()
    page.wait_for_selector("#event-log li.ev-end")
    log = page.locator("#event-log").inner_text()
    assert log.count("subtask-delegated") == 3 and log.count("subtask-finished") == 3
    assert _shot(page, "done").stat().st_size > 0
