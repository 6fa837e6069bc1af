"""The web UI's endpoints (`/api/v1/ui/...`) and static files, in-process over ASGITransport."""

from __future__ import annotations

import json
import sys
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from datetime import timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import update

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.runs.conftest import store
from tests.school.school_helpers import LiveSite, serve_site
from tests.server.api.conftest import RecordingLauncher, api_settings, served_tools
from tests.server.ui_helpers import learn_city_events

from agentschool.agent.agent import Agent
from agentschool.agent.events import EVENT_ADAPTER, ModelResponded
from agentschool.messages import ModelMessage, Usage
from agentschool.models.function import AgentInfo, FunctionModel
from agentschool.runs.keys import KeyScope, KeyStore
from agentschool.runs.status import RunStatus
from agentschool.runs.store import RunStore
from agentschool.runs.tables import EventRow, utcnow
from agentschool.school.registry import FunctionRegistry
from agentschool.server.app import create_app
from agentschool.server.routes.ui import build_timeline
from agentschool.specs.reference import reference_spec
from agentschool.specs.registry import SpecRegistry

__all__ = ["store"]  # the run-store fixture (SQLite and PostgreSQL), used by `ui_any`


class Ui:
    def __init__(self, client: httpx.AsyncClient, store: RunStore, tokens: dict[str, str]):
        self.client, self.store, self.tokens = client, store, tokens

    def as_scope(self, scope: KeyScope) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.tokens[scope.value]}"}


@asynccontextmanager
async def _ui_on(store: RunStore) -> AsyncIterator[Ui]:
    keys = KeyStore(store)
    tokens = {scope.value: (await keys.create(scope.value, scope))[1] for scope in KeyScope}
    app = create_app(
        store, settings=api_settings(), launcher=RecordingLauncher(), toolset=served_tools()
    )
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
        client.headers["Authorization"] = f"Bearer {tokens['admin']}"
        yield Ui(client, store, tokens)
    for name in ("ui_functions", "ui_specs"):
        if (registry := getattr(app.state, name, None)) is not None:
            registry.engine.dispose()


@pytest.fixture
async def ui(tmp_path: Path) -> AsyncIterator[Ui]:
    """The API on SQLite (the registries of functions and agents share the run store's file)."""
    store = RunStore(f"sqlite:///{tmp_path / 'runs.db'}")
    await store.migrate()
    async with _ui_on(store) as found:
        yield found
    await store.close()


@pytest.fixture
async def ui_any(store: RunStore) -> AsyncIterator[Ui]:
    """The API on SQLite and on PostgreSQL (a unique schema per test)."""
    async with _ui_on(store) as found:
        yield found


@pytest.fixture(scope="module")
def site() -> Iterator[LiveSite]:
    yield from serve_site()


async def test_ui_is_served_at_root_with_a_strict_csp(ui: Ui) -> None:
    page = await ui.client.get("/", headers={"Authorization": ""})
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert "default-src 'self'" in page.headers["content-security-policy"]
    assert '<script src="ui/app.js" defer></script>' in page.text
    script = await ui.client.get("/ui/app.js", headers={"Authorization": ""})
    assert script.status_code == 200 and "javascript" in script.headers["content-type"]
    assert script.headers["x-content-type-options"] == "nosniff"
    assert (await ui.client.get("/ui/style.css")).status_code == 200
    assert (await ui.client.get("/ui/nope.js")).status_code == 404
    # the API keeps its own 404s, and the UI routes are not in the OpenAPI document
    missing = await ui.client.get("/api/v1/nothing-here")
    assert missing.status_code == 404
    assert missing.headers["content-type"] == "application/problem+json"
    paths = (await ui.client.get("/openapi.json")).json()["paths"]
    assert "/" not in paths and "/api/v1/ui/usage" in paths


async def test_info_needs_a_key_and_describes_the_form(ui: Ui) -> None:
    denied = await ui.client.get("/api/v1/ui/info", headers={"Authorization": ""})
    assert denied.status_code == 401
    info = (await ui.client.get("/api/v1/ui/info", headers=ui.as_scope(KeyScope.READ))).json()
    assert info["auth_required"] is True
    assert info["planners"] == ["hybrid", "rule", "llm", "react", "team"]
    assert info["tools"] == ["add", "note"]
    assert info["default_model"] == "local" and "test" in info["models"]


def _planner(steps: list[dict[str, Any]]) -> FunctionModel:
    def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
        return json.dumps({"steps": steps})

    return FunctionModel(reply)


async def _record(store: RunStore, run_id: str, agent: Agent, task: str) -> None:
    seq = 0
    async for event in agent.iter(task, run_id=run_id):
        seq += 1
        data = EVENT_ADAPTER.dump_python(event, mode="json")
        await store.append_event(run_id, seq, event.kind, data)


async def test_timeline_folds_a_real_runs_events(ui_any: Ui) -> None:
    ui = ui_any
    steps = [
        {"id": "a", "tool": "add", "args": {"a": 2, "b": 3}},
        {"id": "b", "tool": "add", "args": {"a": "${a}", "b": 10}, "depends_on": ["a"]},
        {"id": "c", "tool": "note", "args": {"text": "sum is ${b}"}, "depends_on": ["b"]},
    ]
    task = "add 2 and 3, then 10, and note the sum"  # the note is asked for (grounding)
    run = await ui.store.create_run(task, {"model": "function"})
    agent = Agent(_planner(steps), served_tools(), planner="llm")
    await _record(ui.store, run.id, agent, task)

    response = await ui.client.get(f"/api/v1/ui/runs/{run.id}/timeline")
    assert response.status_code == 200
    timeline = response.json()
    assert [(s["step_id"], s["status"], s["depends_on"]) for s in timeline["steps"]] == [
        ("a", "done", []),
        ("b", "done", ["a"]),
        ("c", "done", ["b"]),
    ]
    a, b, c = timeline["steps"]
    assert (a["args"], a["result"], b["args"], b["result"]) == (
        {"a": 2, "b": 3},
        5,
        {"a": 5, "b": 10},
        15,
    )
    assert c["result"] == "sum is 15"
    assert all(
        s["duration_ms"] >= 0 and s["attempts"] == 1 and s["started_at"] for s in timeline["steps"]
    )
    (call,) = timeline["model_calls"]
    assert call["purpose"] == "plan" and call["input_tokens"] > 0
    assert timeline["input_tokens"] == call["input_tokens"]
    assert timeline["output_tokens"] == call["output_tokens"] > 0

    assert (await ui.client.get("/api/v1/ui/runs/run_missing/timeline")).status_code == 404


def test_timeline_shows_waiting_failed_and_retried_steps() -> None:
    from agentschool.agent import (
        ApprovalDecided,
        ApprovalRequested,
        Plan,
        PlanCreated,
        RunFinished,
        StepFailed,
        StepStarted,
        ToolCalled,
    )
    from agentschool.runs.records import Event

    def stored(*typed: Any) -> list[Event]:
        return [
            Event(seq=i, kind=e.kind, data=EVENT_ADAPTER.dump_python(e, mode="json"))
            for i, e in enumerate(typed, 1)
        ]

    plan = Plan.model_validate(
        {
            "steps": [
                {"id": "x", "tool": "rocket", "args": {"to": "moon"}, "depends_on": []},
                {"id": "y", "tool": "add", "args": {}, "depends_on": []},
            ]
        }
    )
    failed = {"run_id": "r", "step_id": "y", "tool": "add", "error": "boom", "error_type": "E"}
    typed = [
        PlanCreated(run_id="r", plan=plan, planner="llm"),
        StepStarted(run_id="r", step_id="x", tool="rocket", attempt=1, at=10.0),
        ToolCalled(run_id="r", step_id="x", tool="rocket", args={"to": "moon"}),
        ApprovalRequested(run_id="r", step_id="x", tool="rocket", args={"to": "moon"}, digest="d"),
        StepStarted(run_id="r", step_id="y", tool="add", attempt=1, at=11.0),
        StepFailed(**failed, attempt=1, will_retry=True),
        StepStarted(run_id="r", step_id="y", tool="add", attempt=2, at=12.0),
        StepFailed(**failed, attempt=2, will_retry=False),
    ]
    steps = {s.step_id: s for s in build_timeline("r", stored(*typed)).steps}
    assert steps["x"].status == "waiting_approval" and steps["x"].args == {"to": "moon"}
    assert (steps["y"].status, steps["y"].attempts, steps["y"].error) == ("failed", 2, "boom")
    assert steps["y"].started_at == 11.0
    decided = ApprovalDecided(run_id="r", step_id="x", approved=True)
    done = build_timeline("r", stored(*typed[:4], decided))
    assert {s.step_id: s.status for s in done.steps} == {"x": "running", "y": "planned"}
    finished = RunFinished(
        run_id="r", status="failed", output=None, usage=Usage(), error="not approved"
    )
    ended = build_timeline("r", stored(*typed[:4], finished))
    statuses = {s.step_id: (s.status, s.error) for s in ended.steps}
    assert statuses == {
        "x": ("failed", "not approved"),
        "y": ("skipped", "not run: the run failed"),
    }


def _responded(model: str, tokens: tuple[int, int], cost: float) -> dict[str, Any]:
    usage = Usage(requests=1, input_tokens=tokens[0], output_tokens=tokens[1], cost_usd=cost)
    event = ModelResponded(run_id="r", purpose="plan", model=model, usage=usage)
    data: dict[str, Any] = EVENT_ADAPTER.dump_python(event, mode="json")
    return data


async def test_usage_per_model_per_day(ui_any: Ui) -> None:
    ui = ui_any
    first = await ui.store.create_run("one", {})
    second = await ui.store.create_run("two", {})
    await ui.store.transition(second.id, RunStatus.RUNNING)
    await ui.store.transition(second.id, RunStatus.FAILED, error="x")
    await ui.store.append_event(first.id, 1, "model-responded", _responded("gpt", (100, 20), 0.5))
    await ui.store.append_event(first.id, 2, "model-responded", _responded("gpt", (50, 5), 0.25))
    await ui.store.append_event(second.id, 1, "model-responded", _responded("claude", (7, 3), 1.0))
    await ui.store.append_event(second.id, 2, "model-responded", _responded("old", (9, 9), 9.0))
    async with ui.store.write() as session:  # one request long before the window
        await session.execute(
            update(EventRow)
            .where(EventRow.run_id == second.id, EventRow.seq == 2)
            .values(created_at=utcnow() - timedelta(days=40))
        )

    report = (await ui.client.get("/api/v1/ui/usage?days=7")).json()
    today = utcnow().date().isoformat()
    assert len(report["days"]) == 7 and report["days"][-1] == today
    assert report["models"] == ["claude", "gpt"]
    rows = {row["model"]: row for row in report["usage"]}
    assert rows["gpt"] == {"day": today, "model": "gpt", "requests": 2, "input_tokens": 150,
                           "output_tokens": 25, "cost_usd": 0.75}  # fmt: skip
    assert (rows["claude"]["input_tokens"], rows["claude"]["cost_usd"]) == (7, 1.0)
    assert report["runs"] == {today: {"pending": 1, "failed": 1}}
    assert (await ui.client.get("/api/v1/ui/usage?days=0")).status_code == 422


async def test_agents_lists_registered_specs(ui: Ui) -> None:
    assert (await ui.client.get("/api/v1/ui/agents")).json() == []
    registry = SpecRegistry(ui.store.url)
    try:
        registry.register(reference_spec("text-processor"))
        registry.register(reference_spec("general"))
        registry.deprecate("general")
    finally:
        registry.engine.dispose()
    agents = {a["name"]: a for a in (await ui.client.get("/api/v1/ui/agents")).json()}
    assert sorted(agents) == ["general", "text-processor"]
    text = agents["text-processor"]
    assert (text["version"], text["pipeline"], text["has_table"]) == (
        "1.0.0",
        ["llm_process", "db_write"],
        True,
    )
    assert text["tools"] == ["llm_process", "db_write"] and "text" in text["capabilities"]
    assert agents["general"]["deprecated"] is True and agents["general"]["pipeline"] == []


async def test_functions_catalog_detail_and_call(
    ui: Ui, site: LiveSite, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert (await ui.client.get("/api/v1/ui/functions")).json() == []
    name = learn_city_events(ui.store.url, site)
    monkeypatch.setenv("AGENTSCHOOL_LUMA_API_URL", site.url)
    monkeypatch.setenv("AGENTSCHOOL_LUMA_WEB_URL", site.url)

    (listed,) = (await ui.client.get("/api/v1/ui/functions")).json()
    assert (listed["name"], listed["version"], listed["strategy"]) == (name, 1, "api")
    assert listed["request_schema"]["required"] == ["city"] and listed["source"] is None
    assert listed["example"] == {"city": "tokyo"}

    detail = (await ui.client.get(f"/api/v1/ui/functions/{name}")).json()
    (version,) = detail["versions"]
    assert "def run(" in version["source"]

    called = await ui.client.post(f"/api/v1/ui/functions/{name}/call", json={"city": "nyc"})
    assert called.status_code == 200, called.text
    events = called.json()["events"]
    assert events and {e["timezone"] for e in events} == {"America/New_York"}
    (after,) = (await ui.client.get("/api/v1/ui/functions")).json()
    assert after["calls"] == 1

    bad = await ui.client.post(f"/api/v1/ui/functions/{name}/call", json={"nope": 1})
    assert bad.status_code == 422 and "invalid arguments" in bad.json()["detail"]
    read_only = await ui.client.post(
        f"/api/v1/ui/functions/{name}/call",
        json={"city": "nyc"},
        headers=ui.as_scope(KeyScope.READ),
    )
    assert read_only.status_code == 403
    assert (await ui.client.get("/api/v1/ui/functions/nothing")).status_code == 404
    assert (await ui.client.post("/api/v1/ui/functions/nothing/call", json={})).status_code == 404


async def test_the_ui_shows_the_registry_the_server_passes(tmp_path: Path, site: LiveSite) -> None:
    # `serve` opens one registry for tools, MCP and the UI; the UI must not open its own.
    elsewhere = f"sqlite:///{tmp_path / 'functions.db'}"  # not the run store's database
    name = learn_city_events(elsewhere, site)
    store = RunStore(f"sqlite:///{tmp_path / 'runs.db'}")
    await store.migrate()
    functions = FunctionRegistry(elsewhere)
    app = create_app(store, settings=api_settings(auth_disabled=True), functions=functions)
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
        listed = (await client.get("/api/v1/ui/functions")).json()
    assert [f["name"] for f in listed] == [name]
    assert app.state.ui_functions is functions
    functions.close()
    await store.close()
