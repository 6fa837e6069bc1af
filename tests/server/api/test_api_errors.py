"""What a client can cause is a typed 4xx, never a 500: keys, names, cursors, first requests."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Iterator

import httpx
import pytest
from tests.server.api.conftest import Api

from agentschool.runs.store import RunStore
from agentschool.server.app import create_app
from agentschool.server.context import ServerSettings
from agentschool.server.registries import close_registries

PROBLEM = "application/problem+json"


@pytest.fixture(autouse=True)
def _close_registries(api: Api) -> Iterator[None]:
    """The `api` fixture does not run the app's lifespan, which would close them."""
    yield
    close_registries(api.client._transport.app)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("model", "setting"),
    [
        ("openai:gpt-4o-mini", "OPENAI_API_KEY"),
        ("anthropic:claude-sonnet-4-5", "ANTHROPIC_API_KEY"),
        ("groq:llama-3.1-8b-instant", "GROQ_API_KEY"),
    ],
)
async def test_a_missing_provider_key_is_400_naming_the_setting(
    api: Api, monkeypatch: pytest.MonkeyPatch, model: str, setting: str
) -> None:
    monkeypatch.delenv(setting, raising=False)
    build = await api.client.post(
        "/api/v1/agent-types/builder", json={"description": "sort my mail", "model": model}
    )
    assert build.status_code == 400, build.text
    assert build.headers["content-type"] == PROBLEM
    assert setting in build.json()["detail"]
    name = f"keyless-{uuid.uuid4().hex[:8]}"  # the spec registry outlives a Postgres schema
    spec = {"name": name, "version": "1.0.0", "description": "d", "model": model}
    assert (await api.client.post("/api/v1/agent-types", json=spec)).status_code == 201
    run = await api.client.post(f"/api/v1/agents/{name}/runs", json={"task": "hello"})
    assert run.status_code == 400, run.text
    assert setting in run.json()["detail"]


async def test_unknown_names_are_404(api: Api) -> None:
    for path in (
        "/api/v1/agent-types/nope",
        "/api/v1/agent-types/nope/versions",
        "/api/v1/agent-types/nope/export",
        "/api/v1/agents/nope/runs",
        "/api/v1/agents/nope/records",
        "/api/v1/runs/nope",
        "/api/v1/ui/functions/nope",
    ):
        response = await api.client.get(path)
        assert response.status_code == 404, (path, response.text)
        assert response.headers["content-type"] == PROBLEM
    blank = await api.client.post("/api/v1/agents/nope/runs", json={"task": "  "})
    assert blank.status_code == 422
    assert blank.json()["errors"][0]["field"] == "task"


async def test_a_garbage_cursor_is_refused(api: Api) -> None:
    response = await api.client.get("/api/v1/runs", params={"cursor": "'; drop table runs"})
    assert response.status_code == 422
    assert [e["field"] for e in response.json()["errors"]] == ["cursor"]
    run = (await api.client.post("/api/v1/runs", json={"task": "t"})).json()
    page = await api.client.get("/api/v1/runs", params={"cursor": run["id"]})
    assert page.status_code == 200


async def test_concurrent_first_requests_share_one_registry(tmp_path: object) -> None:
    store = RunStore(f"sqlite:///{tmp_path}/fresh.db")
    app = create_app(store, settings=ServerSettings(auth_disabled=True))
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://t") as client:
            paths = ["/api/v1/agent-types", "/api/v1/ui/agents"] * 6
            responses = await asyncio.gather(*(client.get(p) for p in paths))
        assert [r.status_code for r in responses] == [200] * len(paths)
        assert len(app.state.opened_registries) == 1
    assert app.state.opened_registries == []  # closed at shutdown
    await store.close()
