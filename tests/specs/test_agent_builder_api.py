"""`/api/v1/agent-builder`: sessions in the database, resumed by another process, restarted."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest
from tests.specs.builder_script import drafter, last_user

from agentschool.messages import ModelMessage
from agentschool.models import FunctionModel
from agentschool.models.function import AgentInfo
from agentschool.runs.store import RunStore
from agentschool.server.app import create_app
from agentschool.server.context import ServerSettings
from agentschool.specs import SpecRegistry
from agentschool.specs.builder import BuilderState
from agentschool.specs.builder_sessions import BuilderSessions, SessionConflict, SessionNotFound
from agentschool.specs.builder_templates import BUILDER_TEMPLATES, builder_template


def namer(messages: list[ModelMessage], info: AgentInfo) -> str:
    """Plays the model for a template conversation: asks for a name, then takes it."""
    text = last_user(messages)
    if text.startswith("Describe this agent"):
        assert "template" in text and "Current draft" in text
        return json.dumps({"draft": {}, "questions": ["What should the agent be called?"]})
    if text.startswith("call it "):
        return json.dumps({"draft": {"name": text.split()[2]}, "questions": []})
    return json.dumps({"draft": {}, "questions": ["?"]})


@asynccontextmanager
async def api_process(
    database: Path, model: Callable[[list[ModelMessage], AgentInfo], str]
) -> AsyncIterator[httpx.AsyncClient]:
    """One API process: its own store, registry and app on the shared SQLite file."""
    store = RunStore(f"sqlite:///{database}")
    settings = ServerSettings(auth_disabled=True, rate_limit=10_000, max_body_bytes=1 << 20)
    app = create_app(store, settings=settings)
    app.state.spec_model = FunctionModel(model)
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://test/api/v1") as http:
        yield http
    registry: SpecRegistry | None = getattr(app.state, "spec_registry", None)
    if registry is not None:
        registry.engine.dispose()
    await store.close()


async def test_a_session_moves_between_processes_and_survives_a_restart(tmp_path: Path) -> None:
    database = tmp_path / "api.db"
    async with api_process(database, namer) as first, api_process(database, namer) as second:
        started = await first.post(
            "/agent-builder/start",
            json={"description": "digest my notes", "template": "text-processing"},
        )
        assert started.status_code == 201, started.text
        session = started.json()["session_id"]
        assert started.json()["template"] == "text-processing"
        assert started.json()["turn"]["question"] == "What should the agent be called?"
        # the draft starts from the reference text processor, without its name
        assert started.json()["turn"]["draft"]["pipeline"][0]["tool"] == "llm_process"

        early = (await second.get(f"/agent-builder/{session}/schema")).json()
        assert early["ready"] is False and early["spec"] is None
        assert early["problems"][0].startswith("name: Field required")
        answered = await second.post(
            f"/agent-builder/{session}/chat", json={"message": "call it notes-digest"}
        )
        assert answered.status_code == 200, answered.text
        assert answered.json()["status"] == "preview"

    async with api_process(database, namer) as restarted:  # both processes are gone
        preview = (await restarted.get(f"/agent-builder/{session}/schema")).json()
        assert preview["ready"] and preview["spec"]["name"] == "notes-digest"
        migration = preview["migration"]
        assert migration["creates_table"] and migration["table"] == "agent_notes_digest"
        assert "summary: text required" in migration["added_columns"]
        assert (await restarted.get("/agent-types/notes-digest")).status_code == 404

        final = await restarted.post(f"/agent-builder/{session}/finalize")
        assert final.status_code == 200, final.text
        assert final.json()["registered"]["spec"]["name"] == "notes-digest"
        shown = (await restarted.get(f"/agent-builder/{session}")).json()
        assert shown["status"] == "final"
        after = await restarted.post(f"/agent-builder/{session}/chat", json={"message": "more"})
        assert after.status_code == 409 and "finalized" in after.json()["detail"]
        assert (await restarted.get("/agent-types/notes-digest")).status_code == 200


async def test_templates_errors_and_the_old_routes(tmp_path: Path) -> None:
    async with api_process(tmp_path / "api.db", drafter) as http:
        templates = (await http.get("/agent-builder/templates")).json()
        assert [t["name"] for t in templates] == list(BUILDER_TEMPLATES)
        assert {t["reference"] for t in templates} == {
            "email-analyst", "knowledge-base", "text-processor",
        }  # fmt: skip
        unknown = await http.post(
            "/agent-builder/start", json={"description": "x", "template": "y"}
        )
        assert unknown.status_code == 422 and unknown.json()["errors"][0]["field"].endswith(
            "template"
        )
        missing = await http.post("/agent-builder/nope/chat", json={"message": "hi"})
        assert missing.status_code == 404 and "unknown builder session" in missing.json()["detail"]
        assert (await http.get("/agent-builder/nope/schema")).status_code == 404

        # the first routes are aliases over the same stored sessions
        old = await http.post("/agent-types/builder", json={"description": "bookmarks"})
        session = old.json()["session_id"]
        new_view = (await http.get(f"/agent-builder/{session}")).json()
        assert new_view["turn"]["question"] == "Which fields should a bookmark have?"
        await http.post(f"/agent-builder/{session}/chat", json={"message": "url and title"})
        turn = await http.post(
            f"/agent-types/builder/{session}/answer", json={"text": "Saves links for later."}
        )
        assert turn.json()["turn"]["status"] == "preview"
        done = await http.post(f"/agent-types/builder/{session}/finalize")
        assert done.status_code == 200 and done.json()["registered"]["spec"]["name"] == "bookmarks"


def test_sessions_refuse_a_stale_save(registry: SpecRegistry) -> None:
    sessions = BuilderSessions(registry.engine, prefix=registry.tables.prefix)
    draft: dict[str, Any] = builder_template("knowledge-base").draft
    created = sessions.create(BuilderState(template="knowledge-base", draft=draft), model=None)
    loaded_twice = sessions.get(created.id), sessions.get(created.id)
    saved = sessions.save(loaded_twice[0], BuilderState(draft={**draft, "name": "kb"}))
    assert saved.revision == 2 and sessions.get(created.id).state.draft["name"] == "kb"
    with pytest.raises(SessionConflict, match="changed while this turn ran"):
        sessions.save(loaded_twice[1], BuilderState(draft={**draft, "name": "other"}))
    assert sessions.get(created.id).state.draft["name"] == "kb"
    assert sessions.delete(created.id) and not sessions.delete(created.id)
    with pytest.raises(SessionNotFound):
        sessions.get(created.id)
