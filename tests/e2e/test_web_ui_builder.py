"""The web UI's agent builder and agent-type state in real headless Chromium.

An in-process API (uvicorn on loopback, auth on) whose builder turns are played by a scripted
`FunctionModel`: the page starts a conversation from a template, answers the builder, previews
the spec and its table migration, and creates the agent type; the Agents page then shows a type
its incidents disabled, and an admin enables it again from there.
"""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tests" / "server"))
from mcp_live import LiveServer
from tests.conftest import require_service
from tests.e2e.test_web_ui import UNLABELLED
from tests.specs.builder_script import last_user

from agentschool.messages import ModelMessage
from agentschool.models import FunctionModel
from agentschool.models.function import AgentInfo
from agentschool.runs.keys import KeyScope, KeyStore
from agentschool.runs.store import RunStore
from agentschool.server.app import create_app
from agentschool.server.context import ServerSettings
from agentschool.specs.incidents import IncidentPolicy
from agentschool.specs.reference import reference_spec
from agentschool.specs.registry import SpecRegistry

pytestmark = pytest.mark.browser

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"]
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


def namer(messages: list[ModelMessage], info: AgentInfo) -> str:
    """Plays the drafting model: asks for a name, then takes it."""
    text = last_user(messages)
    if text.startswith("call it "):
        return json.dumps({"draft": {"name": text.split()[2]}, "questions": []})
    return json.dumps({"draft": {}, "questions": ["What should the agent be called?"]})


@dataclass
class Ui:
    url: str
    key: str
    registry: SpecRegistry


async def _admin_key(store: RunStore) -> str:
    await store.migrate()
    return (await KeyStore(store).create("ui-builder", KeyScope.ADMIN))[1]


@pytest.fixture(scope="module")
def ui(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Ui]:
    if not CHROMIUM.exists():
        require_service("chromium")
    database = tmp_path_factory.mktemp("ui-builder") / "api.db"
    store = RunStore(f"sqlite:///{database}")
    key = asyncio.run(_admin_key(store))
    app = create_app(store, settings=ServerSettings(rate_limit=100_000))
    registry = SpecRegistry(store.url, incident_policy=IncidentPolicy(limit=2))
    app.state.spec_registry = registry
    app.state.spec_model = FunctionModel(namer)
    live = LiveServer(app)
    live.start()
    yield Ui(f"http://127.0.0.1:{live.port}", key, registry)
    live.stop()
    registry.engine.dispose()


@pytest.fixture
def page(ui: Ui) -> Iterator[Any]:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        require_service("chromium")
        raise
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.set_default_timeout(30_000)
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(ui.url + "/")
        page.get_by_role("textbox", name="API key").fill(ui.key)
        page.get_by_role("button", name="Use key").click()
        yield page
        browser.close()
        assert errors == [], errors


def test_build_an_agent_through_the_builder_page(page: Any, ui: Ui) -> None:
    page.get_by_role("link", name="Agent builder").click()
    page.locator('#builder-template option[value="text-processing"]').wait_for(state="attached")
    page.get_by_label("What should the agent do?").fill("digest my notes")
    page.get_by_label("Template").select_option("text-processing")
    page.get_by_role("button", name="Start").click()
    page.get_by_text("What should the agent be called?").wait_for()
    assert page.get_by_role("button", name="Create the agent").is_disabled()
    page.get_by_label("Your answer, or a change to the draft").fill("call it notes-digest")
    page.get_by_role("button", name="Send").click()
    page.locator('#builder-session[data-status="preview"]').wait_for()
    page.get_by_role("button", name="Preview spec and table").click()
    page.locator('#builder-schema[data-ready="true"]').wait_for()
    assert page.locator("input, select, textarea, button").evaluate_all(UNLABELLED) == []
    assert '"name": "notes-digest"' in page.locator("#builder-spec").inner_text()
    summary = page.locator("#builder-migration-summary").inner_text()
    assert summary.startswith("creates table agent_notes_digest · adds summary: text required")
    page.reload()  # the conversation is the server's: a reload resumes it
    page.locator('#builder-session[data-status="preview"]').wait_for()
    page.get_by_role("button", name="Create the agent").click()
    page.get_by_text("Registered notes-digest 1.0.0").wait_for()
    assert ui.registry.get("notes-digest").spec.pipeline[0].tool == "llm_process"
    page.get_by_role("link", name="Agents", exact=True).click()
    page.locator('#agents-list li[data-agent="notes-digest"]').wait_for()
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "web-ui-builder.png"), full_page=True)


def test_a_disabled_agent_shows_its_incidents_and_is_enabled_again(page: Any, ui: Ui) -> None:
    ui.registry.register(reference_spec("knowledge-base"))
    for n in (1, 2):
        ui.registry.record_incident("knowledge-base", "denied-tool", {"tool": "shell"}, ref=f"r{n}")
    page.get_by_role("link", name="Agents", exact=True).click()
    card = page.locator('#agents-list li[data-agent="knowledge-base"][data-disabled="true"]')
    card.wait_for()
    assert "Disabled: 2 incidents within 3600s (limit 2); last: denied-tool" in card.inner_text()
    card.get_by_text("Incidents (2 latest)").click()
    assert card.locator('li[data-incident="denied-tool"]').count() == 2
    card.get_by_role("button", name="Enable knowledge-base").click()
    page.locator('#agents-list li[data-agent="knowledge-base"][data-disabled="false"]').wait_for()
    assert not ui.registry.state("knowledge-base").disabled
    assert ui.registry.audit("knowledge-base")[-1].action == "enable"
