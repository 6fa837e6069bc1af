"""The web UI in real headless Chromium against `agentschool serve` in a subprocess.

The server runs the durable engine in-process with `web_ui_tools` (the calculator, and a
dangerous tool whose calls wait for approval); the learned function is generated and verified
against the offline Luma site, which the server then calls over loopback. Screenshots go to
`test-artifacts/`.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.conftest import require_service
from tests.school.school_helpers import serve_site
from tests.server.ui_helpers import learn_city_events

from agentschool.runs.keys import KeyScope, KeyStore
from agentschool.runs.store import RunStore
from agentschool.specs.registry import SpecRegistry
from agentschool.specs.spec import AgentSpec
from agentschool.tools.toolset import Toolset

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
ARTIFACTS = ROOT / "test-artifacts"
TIMEOUT_MS = 30_000


@dataclass
class Server:
    url: str
    key: str
    function: str
    database_url: str


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


async def _prepare(database_url: str) -> str:
    store = RunStore(database_url)
    await store.migrate()
    _, token = await KeyStore(store).create("web-ui-test", KeyScope.ADMIN)
    await store.close()
    return token


def _register_agent(database_url: str) -> None:
    spec = AgentSpec(
        name="calculator-agent",
        description="Does arithmetic.",
        model="test",
        tools=["calculator"],
        capabilities=["math"],
    )
    registry = SpecRegistry(database_url)
    try:
        registry.register(spec)
    finally:
        registry.engine.dispose()


def _wait_until_up(url: str, process: subprocess.Popen[str]) -> None:
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"agentschool serve exited: {process.communicate()[1][-3000:]}")
        try:
            if httpx.get(f"{url}/api/v1/health", timeout=1).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.2)
    raise RuntimeError("agentschool serve did not come up")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    if not CHROMIUM.exists():
        require_service("chromium")
    home = tmp_path_factory.mktemp("web-ui-home")
    database_url = f"sqlite:///{home / 'agentschool.db'}"
    token = asyncio.run(_prepare(database_url))
    site_iter = serve_site()
    site = next(site_iter)
    function = learn_city_events(database_url, site)
    _register_agent(database_url)
    port = _free_port()
    env = {
        **os.environ,
        "AGENTSCHOOL_HOME": str(home),
        "AGENTSCHOOL_CONFIG": "/nonexistent/agentschool.toml",
        "AGENTSCHOOL_DATABASE_URL": database_url,
        "AGENTSCHOOL_LUMA_API_URL": site.url,
        "AGENTSCHOOL_LUMA_WEB_URL": site.url,
        # this tree's sources first: the installed package may be another checkout's
        "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), str(Path(__file__).parent)]),
    }
    command = [str(Path(sys.executable).with_name("agentschool")), "serve", "--port", str(port)]
    command += ["--toolset", "web_ui_tools:toolset", "--no-mcp", "--concurrency", "2"]
    process = subprocess.Popen(
        command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
    )
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_until_up(url, process)
        yield Server(url=url, key=token, function=function, database_url=database_url)
    finally:
        process.terminate()
        try:
            process.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.communicate()
        site_iter.close()


@pytest.fixture(scope="module")
def browser(server: Server) -> Iterator[Any]:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:  # the browser extra is missing
        require_service("chromium")
        raise
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser: Any, server: Server) -> Iterator[Any]:
    """A fresh page that has entered the API key through the key form."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on(  # the page must live within its Content-Security-Policy
        "console",
        lambda message: errors.append(message.text) if "Security Policy" in message.text else None,
    )
    page.goto(server.url + "/")
    page.get_by_role("textbox", name="API key").fill(server.key)
    page.get_by_role("button", name="Use key").click()
    page.locator("#planner-select option").nth(2).wait_for(state="attached")
    yield page
    context.close()
    assert errors == [], errors


def _shot(page: Any, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"web-ui-{name}.png"), full_page=True)


def _submit(page: Any, task: str, *, model: str, planner: str, tools: list[str] | None) -> str:
    page.goto(page.url.split("#")[0] + "#/runs")
    page.get_by_label("Task", exact=True).fill(task)
    page.get_by_role("combobox", name="Model").fill(model)
    page.get_by_label("Planner", exact=True).select_option(planner)
    if tools:
        page.get_by_label("Tools", exact=True).select_option(tools)
    page.get_by_role("button", name="Run task").focus()
    page.keyboard.press("Enter")  # keyboard-usable
    page.wait_for_url(re.compile(r"#/runs/run_"))
    return page.url.rsplit("/", 1)[-1]


def test_submit_a_task_and_watch_it_finish(page: Any) -> None:
    run_id = _submit(
        page, "calculate (3 + 4) * 12, then double it", model="test", planner="rule", tools=None
    )
    page.wait_for_selector('#run-summary[data-status="completed"]')
    assert "168" in page.locator("#run-summary").inner_text()
    # the plan graph: two steps, the second one level deeper than the first
    nodes = page.locator("#plan-graph g.node.s-done")
    nodes.nth(1).wait_for()
    assert nodes.count() == 2
    first, second = (nodes.nth(i).get_attribute("transform") for i in range(2))
    assert first != second and second is not None and not second.startswith("translate(12,")
    page.wait_for_selector('#timeline-body tr[data-step="s2"] .pill.s-done')
    row = page.locator('#timeline-body tr[data-step="s2"]').inner_text()
    assert "calculator" in row and "168" in row and "ms" in row
    page.wait_for_selector("#event-log li.ev-end")
    log = page.locator("#event-log").inner_text()
    assert "run-started" in log and "step-finished" in log
    _shot(page, "run-completed")
    # the runs list shows it, with its live status
    page.get_by_role("link", name="Runs", exact=True).click()
    page.wait_for_selector(f'#runs-body tr[data-run="{run_id}"] .pill.s-completed')
    _shot(page, "runs")


def test_approve_a_pending_step(page: Any, server: Server) -> None:
    run_id = _submit(
        page, "launch the rocket", model="test", planner="llm", tools=["launch_rocket"]
    )
    page.wait_for_selector('#run-summary[data-status="waiting_approval"]')
    page.wait_for_selector("#plan-graph g.node.s-waiting_approval")
    page.get_by_role("link", name=re.compile("^Approvals")).click()
    card = page.locator(f'#approvals-list li:has(a:text("{run_id}"))')
    card.wait_for()
    auth = {"Authorization": f"Bearer {server.key}"}
    pending = httpx.get(f"{server.url}/api/v1/approvals", headers=auth).json()
    (approval,) = [a for a in pending if a["run_id"] == run_id]
    shown = json.loads(card.get_by_label("Arguments of launch_rocket").inner_text())
    assert shown == approval["args"] and "target" in shown
    _shot(page, "approvals")
    card.get_by_role("button", name=f"Approve launch_rocket for run {run_id}").focus()
    page.keyboard.press("Enter")
    page.wait_for_selector(f'#approvals-list li:has(a:text("{run_id}"))', state="detached")
    page.goto(page.url.split("#")[0] + f"#/runs/{run_id}")
    page.wait_for_selector('#run-summary[data-status="completed"]')
    assert f"launched at {shown['target']}" in page.locator("#run-summary").inner_text()
    page.wait_for_selector("#event-log li.ev-end")
    log = page.locator("#event-log").inner_text()
    assert "approval-requested" in log and "approval-decided" in log
    # the timeline and the graph catch up with the approved step (not left "running")
    page.wait_for_selector("#timeline-body tr .pill.s-done")
    page.wait_for_selector("#plan-graph g.node.s-done")
    assert page.locator("#timeline-body tr .pill.s-running").count() == 0
    page.locator("#calls-body tr").nth(1).wait_for()  # a model call and the total
    _shot(page, "run-approved")
    # the test model's plan request shows up in the usage charts
    page.get_by_role("link", name=re.compile("^Usage")).click()
    page.wait_for_selector('#usage-body tr[data-model="test:test"]')
    assert page.locator("#tokens-chart svg rect").count() >= 1
    assert page.locator("#runs-chart svg rect").count() >= 1
    _shot(page, "usage")


def test_call_a_learned_function_through_its_form(page: Any, server: Server) -> None:
    page.get_by_role("link", name="Learned functions").click()
    card = page.locator(f'#functions-list li[data-function="{server.function}"]')
    card.wait_for()
    city = card.get_by_label("city *")
    assert city.input_value() == "tokyo"  # prefilled from the request it was learned from
    city.fill("nyc")
    card.get_by_role("button", name=f"Call {server.function}").click()
    result = card.get_by_label(f"Result of {server.function}")
    card.locator('pre.result[data-state="ok"]').wait_for()
    events = json.loads(result.inner_text())["events"]
    assert events and {e["timezone"] for e in events} == {"America/New_York"}
    assert "1 call, 0 failures" in card.inner_text()
    card.get_by_role("button", name=f"Versions, schemas and source of {server.function}").click()
    card.locator("details summary").first.click()
    assert "def run(" in card.locator("pre.source").first.inner_text()
    _shot(page, "functions")


def test_agents_list_and_use_an_agents_tools(page: Any) -> None:
    page.get_by_role("link", name="Agents").click()
    card = page.locator('#agents-list li[data-agent="calculator-agent"]')
    card.wait_for()
    assert "Tools: calculator" in card.inner_text()
    card.get_by_role(
        "button", name="Start a task with the model and tools of calculator-agent"
    ).click()
    page.wait_for_url(re.compile("#/runs$"))
    assert page.get_by_role("combobox", name="Model").input_value() == "test"
    selected = page.get_by_label("Tools", exact=True).evaluate(
        "s => [...s.selectedOptions].map(o => o.value)"
    )
    assert selected == ["calculator"]
    _shot(page, "agents")


UNLABELLED = """controls => controls
    .filter((c) => c.offsetParent !== null)
    .filter((c) => !(c.labels && c.labels.length) && !c.getAttribute("aria-label")
                   && !(c.tagName === "BUTTON" && c.textContent.trim()))
    .map((c) => c.outerHTML)"""


def test_every_visible_control_has_a_label(page: Any, server: Server) -> None:
    for view, ready in [
        ("runs", "#planner-select option"),
        ("approvals", "#approvals-title"),
        ("functions", f'#functions-list li[data-function="{server.function}"]'),
        ("agents", "#agents-list li"),
        ("usage", "#tokens-chart svg"),
        ("sessions", "#session-new-form"),
        ("sessions/labelled", "#session-form"),
    ]:
        page.goto(f"{server.url}/#/{view}")
        page.locator(ready).first.wait_for(state="attached")
        assert page.locator("input, select, textarea, button").evaluate_all(UNLABELLED) == [], view
    page.reload()
    page.keyboard.press("Tab")  # the first stop is the skip link
    assert page.evaluate("document.activeElement.textContent") == "Skip to content"


def test_a_conversation_shows_its_runs_in_order(page: Any, server: Server) -> None:
    """The conversation view: open a session by name, send two messages, see both turns."""
    page.get_by_role("link", name="Conversations").click()
    page.get_by_label("Name").fill("ui-math")
    page.get_by_role("button", name="Open").click()
    page.wait_for_url(re.compile(r"#/sessions/ui-math$"))
    for number, (message, answer) in enumerate(
        [("calculate 2 + 3", "5"), ("calculate 40 + 2", "42")], 1
    ):
        page.get_by_label("Message", exact=True).fill(message)
        page.get_by_label("Planner for this message").select_option("rule")
        page.get_by_label("Model for this message").fill("test")
        page.get_by_role("button", name="Send").click()
        done = page.locator('#session-turns li.turn[data-status="completed"]')
        done.nth(number - 1).wait_for()
        assert answer in done.nth(number - 1).inner_text()
    turns = page.locator("#session-turns li.turn")
    assert [turns.nth(i).locator(".said").inner_text() for i in range(2)] == [
        "you: calculate 2 + 3",
        "you: calculate 40 + 2",
    ]
    _shot(page, "conversation")
    page.get_by_role("link", name="All conversations").click()
    page.wait_for_selector('#sessions-body tr[data-session="ui-math"]')
    assert "2" in page.locator('#sessions-body tr[data-session="ui-math"]').inner_text()


async def _screenshot_run(server: Server) -> str:
    """A run, stored in the server's store, whose one step is the real `browser_screenshot`."""
    from agentschool.agent import Agent
    from agentschool.models import FunctionModel
    from agentschool.runs.spec import RunSpec
    from agentschool.runs.start import LocalLauncher, start_run
    from agentschool.settings import Settings
    from agentschool.tools.browser import build_browser_tools

    page_url = f"{server.url}/api/v1/health"
    step = {"id": "shot", "tool": "browser_screenshot", "args": {"url": page_url}}
    model = FunctionModel(lambda messages, info: json.dumps({"steps": [step]}))
    tools = Toolset(build_browser_tools(Settings(browser_allowed_hosts=["127.0.0.1"])))
    store = RunStore(server.database_url)
    try:
        launcher = LocalLauncher(store)
        spec = RunSpec(task=f"take a screenshot of {page_url}", planner="llm")
        run = await start_run(spec, store=store, launcher=launcher)
        finished = await launcher.execute(run, Agent(model, tools, planner="llm"))
        assert finished.status == "completed", finished.error
        return run.id
    finally:
        await store.close()


def test_a_screenshot_step_shows_its_image_in_the_timeline(page: Any, server: Server) -> None:
    """The step timeline shows a `browser_screenshot` result as the image it is."""
    with ThreadPoolExecutor(1) as thread:  # the sync Playwright API owns this thread's loop
        run_id = thread.submit(asyncio.run, _screenshot_run(server)).result(timeout=120)
    page.goto(f"{server.url}/#/runs/{run_id}")
    page.wait_for_selector('#run-summary[data-status="completed"]')
    image = page.locator('#timeline-body tr[data-step="shot"] figure.shot img')
    image.wait_for()
    assert (image.get_attribute("alt") or "").startswith("screenshot of ")
    assert image.evaluate("img => img.complete && img.naturalWidth > 0")
    _shot(page, "screenshot-step")


def test_a_team_task_is_decomposed_live_into_specialists(page: Any) -> None:
    """Seed 002's demo: the director splits the task; each specialist is a step of its plan."""
    _submit(
        page,
        "compute 6*7 and research agent runtimes",
        model="test",
        planner="team",
        tools=None,
    )
    page.wait_for_selector("#event-log li.ev-subtask-delegated")
    page.wait_for_selector("#event-log li.ev-end")
    rows = page.locator("#timeline-body tr")
    rows.nth(1).wait_for()
    specialists = {rows.nth(i).locator("td").first.inner_text() for i in range(rows.count())}
    assert specialists <= {"general", "code", "research"} and len(specialists) == 2
    assert page.locator("#plan-graph g.node").count() == 2
    log = page.locator("#event-log").inner_text()
    assert log.count("subtask-delegated") == 2 and log.count("subtask-finished") == 2
    assert "→ research" in log
    _shot(page, "team-run")
