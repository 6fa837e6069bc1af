"""`/api/v1/agent-types` and `/api/v1/agents/{type}/...` in-process over ASGITransport."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest

from agentschool.exceptions import UserError
from agentschool.messages import ModelMessage
from agentschool.models import FunctionModel
from agentschool.models.function import AgentInfo
from agentschool.runs.engine import AgentRecipe, DbosLauncher, EngineConfig, RunEngine
from agentschool.runs.store import RunStore
from agentschool.server.app import create_app
from agentschool.server.context import ServerSettings
from agentschool.specs import SpecRegistry, make_engine
from agentschool.specs.recipes import run_factory
from agentschool.specs.reference import reference_spec


def analyze(messages: list[ModelMessage], info: AgentInfo) -> str:
    text = str(messages[-1].parts[-1].content)  # type: ignore[union-attr]
    mood = "positive" if "great" in text else "negative"
    return json.dumps({"summary": text[:20], "sentiment": mood, "keywords": text.split()[:2]})


def plain(config: dict[str, Any]) -> AgentRecipe:
    raise UserError("only agent types here")


@pytest.fixture
async def client(tmp_path: Path) -> AsyncIterator[httpx.AsyncClient]:
    """The API with a worker in this process: runs of agent types execute durably."""
    engine = make_engine(f"sqlite:///{tmp_path / 'agents.db'}")
    registry = SpecRegistry(engine)
    config = EngineConfig(
        database_url=f"sqlite:///{tmp_path / 'runs.db'}",
        system_database_url=f"sqlite:///{tmp_path / 'dbos.sqlite'}",
    )
    factory = run_factory(plain, model_for=lambda _: FunctionModel(analyze), registry=registry)
    worker = RunEngine(config, factory)
    await worker.launch_async()
    launcher = DbosLauncher(config)
    store = RunStore(config.database_url)
    await store.migrate()
    settings = ServerSettings(auth_disabled=True, rate_limit=10_000, max_body_bytes=1 << 20)
    app = create_app(store, settings=settings, launcher=launcher)
    app.state.spec_registry = registry
    app.state.spec_model = FunctionModel(analyze)
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://test/api/v1") as http:
        yield http
    launcher.close()
    await asyncio.to_thread(worker.shutdown)
    engine.dispose()
    await store.close()


async def finished(client: httpx.AsyncClient, run_id: str) -> dict[str, Any]:
    with anyio.fail_after(20):
        while True:
            run: dict[str, Any] = (await client.get(f"/runs/{run_id}")).json()
            if run["status"] in ("completed", "failed", "cancelled"):
                return run
            await anyio.sleep(0.05)


async def test_agent_type_lifecycle_runs_and_records(client: httpx.AsyncClient) -> None:
    spec = reference_spec("text-processor").model_dump(mode="json")
    dry = await client.post("/agent-types", params={"dry_run": True}, json=spec)
    assert dry.status_code == 201 and dry.json()["registered"] is None
    assert dry.json()["migration"]["creates_table"]
    created = await client.post("/agent-types", json=spec)
    assert created.status_code == 201, created.text
    listed = await client.get("/agent-types", params={"capability": "summarization"})
    assert [r["spec"]["name"] for r in listed.json()] == ["text-processor"]
    for task in ("a great day", "a bad day", "great news"):
        created = await client.post("/agents/text-processor/runs", json={"task": task})
        assert created.status_code == 201, created.text
        assert created.json()["agent_config"]["agent"] == "text-processor"
        run = await finished(client, created.json()["id"])
        assert run["status"] == "completed", run["error"]
    page = await client.get(
        "/agents/text-processor/records", params={"sentiment": "positive", "limit": 1}
    )
    body = page.json()
    assert (
        body["total"] == 2
        and len(body["items"]) == 1
        and body["items"][0]["summary"] == "a great day"
    )
    second = await client.get(
        "/agents/text-processor/records", params={"sentiment": "positive", "offset": 1}
    )
    assert [r["summary"] for r in second.json()["items"]] == ["great news"]
    bad = await client.get("/agents/text-processor/records", params={"mood": "x"})
    assert bad.status_code == 400 and "unknown filter field 'mood'" in bad.json()["detail"]
    runs = await client.get("/agents/text-processor/runs")
    assert len(runs.json()) == 3 and all(r["records"] == 1 for r in runs.json())

    v2 = {**spec, "version": "1.1.0"}
    v2["data_model"]["fields"] = [f for f in v2["data_model"]["fields"] if f["name"] != "keywords"]
    refused = await client.put("/agent-types/text-processor", json=v2)
    assert refused.status_code == 409 and "would drop data" in refused.json()["detail"]
    moved = await client.put(
        "/agent-types/text-processor", params={"allow_data_loss": True}, json=v2
    )
    assert moved.status_code == 200 and moved.json()["migration"]["removed_columns"] == ["keywords"]
    versions = await client.get("/agent-types/text-processor/versions")
    assert [v["spec"]["version"] for v in versions.json()] == ["1.0.0", "1.1.0"]

    csv = await client.get("/agent-types/text-processor/export", params={"format": "csv"})
    assert csv.text.splitlines()[0] == "id,run_id,created_at,summary,sentiment"
    preview = await client.delete(
        "/agent-types/text-processor", params={"mode": "purge", "preview": True}
    )
    assert preview.json()["records"] == 3 and preview.json()["drops_records"]
    purged = await client.delete("/agent-types/text-processor", params={"mode": "purge"})
    assert purged.status_code == 200
    gone = await client.get("/agent-types/text-processor")
    assert gone.status_code == 404


async def test_a_served_run_of_the_wrong_input_fails_once_naming_what_it_expects(
    client: httpx.AsyncClient,
) -> None:
    """Issue 20: one clear error before any step, retry or model call (here over REST)."""
    created = await client.post("/agent-types", json=reference_spec("email-analyst").model_dump())
    assert created.status_code == 201, created.text
    started = await client.post("/agents/email-analyst/runs", json={"task": "Hi Ann, lunch?"})
    assert started.status_code == 201, started.text
    run = await finished(client, started.json()["id"])
    assert run["status"] == "failed"
    assert run["error"].startswith("agent email-analyst expects an email: the name of")
    assert "which is neither that nor a file in" in run["error"]
    events = (await client.get(f"/runs/{run['id']}/events")).text
    assert "event: run-started" in events and "event: run-finished" in events
    assert "event: step-started" not in events and "event: model-responded" not in events


async def test_invalid_spec_is_422_with_field_paths(client: httpx.AsyncClient) -> None:
    response = await client.post(
        "/agent-types", json={"name": "x", "description": "d", "tools": ["teleport"]}
    )
    assert response.status_code == 422
    error = response.json()["errors"][0]
    assert error["field"] == "tools[0]" and error["message"].startswith("unknown tool 'teleport'")
    mismatch = await client.put("/agent-types/y", json={"name": "x", "description": "d"})
    assert mismatch.status_code == 422


async def test_runs_of_unknown_types_are_404_and_the_builder_refuses_the_local_model(
    client: httpx.AsyncClient,
) -> None:
    missing = await client.post("/agents/nobody/runs", json={"task": "hi"})
    assert missing.status_code == 404 and "unknown agent type" in missing.json()["detail"]
    transport = client._transport
    assert isinstance(transport, httpx.ASGITransport)
    del transport.app.state.spec_model  # type: ignore[attr-defined]
    build = await client.post("/agent-types/builder", json={"description": "x", "model": "nope"})
    assert build.status_code == 422 and build.json()["errors"][0]["field"] == "model"


async def test_docs_endpoint(client: httpx.AsyncClient) -> None:
    await client.post("/agent-types", json=reference_spec("email-analyst").model_dump(mode="json"))
    markdown = await client.get("/agent-types/email-analyst/docs")
    assert markdown.text.startswith("# email-analyst 1.0.0")
    assert "| category | string | yes |  |" in markdown.text
    openapi = (
        await client.get("/agent-types/email-analyst/docs", params={"format": "openapi"})
    ).json()
    assert "/api/v1/agents/email-analyst/records" in openapi["paths"]
    assert "EmailAnalystRecord" in openapi["components"]["schemas"]
    ts = await client.get("/agent-types/email-analyst/docs", params={"format": "typescript"})
    assert "export type EmailAnalystRecord = {" in ts.text


async def test_builder_over_http(client: httpx.AsyncClient) -> None:
    from tests.specs.builder_script import drafter

    transport = client._transport
    assert isinstance(transport, httpx.ASGITransport)
    transport.app.state.spec_model = FunctionModel(drafter)  # type: ignore[attr-defined]
    started = await client.post("/agent-types/builder", json={"description": "bookmarks"})
    assert started.status_code == 201
    session = started.json()["session_id"]
    assert started.json()["turn"]["question"] == "Which fields should a bookmark have?"
    early = await client.post(f"/agent-types/builder/{session}/finalize")
    assert early.status_code == 400 and "not ready" in early.json()["detail"]
    await client.post(f"/agent-types/builder/{session}/answer", json={"text": "url and title"})
    preview = await client.post(
        f"/agent-types/builder/{session}/answer", json={"text": "Saves links for later."}
    )
    turn = preview.json()["turn"]
    assert turn["status"] == "preview" and turn["migration"]["creates_table"]
    final = await client.post(f"/agent-types/builder/{session}/finalize")
    assert final.status_code == 200 and final.json()["registered"]["spec"]["name"] == "bookmarks"
    assert (await client.get("/agent-types/bookmarks")).status_code == 200


async def test_a_durable_run_over_a_limit_is_an_incident_of_its_type(
    client: httpx.AsyncClient,
) -> None:
    spec = reference_spec("text-processor").model_dump(mode="json")
    assert (await client.post("/agent-types", json=spec)).status_code == 201
    body = {"task": "a great day", "agent": "text-processor", "max_steps": 1}
    created = await client.post("/runs", json=body)
    assert created.status_code == 201, created.text
    run = await finished(client, created.json()["run_id"])
    assert run["status"] == "failed" and "max_steps=1" in run["error"]
    incidents = (await client.get("/agent-types/text-processor/incidents")).json()
    assert [(i["kind"], i["run_id"]) for i in incidents] == [("limit", run["run_id"])]
    assert (await client.get("/agent-types/text-processor/access")).json()["disabled"] is False


async def test_runs_of_an_agent_type_continue_a_session(client: httpx.AsyncClient) -> None:
    spec = reference_spec("text-processor").model_dump(mode="json")
    assert (await client.post("/agent-types", json=spec)).status_code == 201
    ran = []
    for task in ("a great day", "a bad day"):
        created = await client.post(
            "/agents/text-processor/runs", json={"task": task, "session_id": "notes-1"}
        )
        assert created.status_code == 201, created.text
        ran.append((await finished(client, created.json()["id"]))["id"])
    session = (await client.get("/sessions/notes-1")).json()
    assert [turn["run"]["id"] for turn in session["items"]] == ran
    assert [turn["run"]["task"] for turn in session["items"]] == ["a great day", "a bad day"]
    bad = await client.post(
        "/agents/text-processor/runs", json={"task": "x", "session_id": "no spaces allowed"}
    )
    assert bad.status_code == 422 and "session_id" in bad.text
