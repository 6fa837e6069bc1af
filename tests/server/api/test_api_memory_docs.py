"""`/api/v1/memory` (remember, recall, list, stats, forget) and `/api/v1/docs/...` over ASGI."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator, Sequence
from pathlib import Path

import httpx
import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))
from tests.server.api.conftest import api_settings

from agentschool.memory.embeddings import Vectors
from agentschool.memory.long_term import LongTermMemory
from agentschool.memory.sqlite_vec import SqliteVecStore
from agentschool.runs.keys import KeyScope, KeyStore
from agentschool.runs.store import RunStore
from agentschool.server.app import create_app
from agentschool.specs.reference import reference_names


class WordEmbedder:
    """A real (if crude) embedder: hashed bag of words, normalized (no model download)."""

    name = "words"
    dimension = 64

    def embed(self, texts: Sequence[str]) -> Vectors:
        rows = np.zeros((len(texts), self.dimension), dtype=np.float32)
        for i, text in enumerate(texts):
            for word in text.lower().replace("?", " ").split():
                rows[i, sum(map(ord, word)) % self.dimension] += 1
        return rows / np.linalg.norm(rows, axis=1, keepdims=True)


@pytest.fixture
async def api(tmp_path: Path) -> AsyncIterator[tuple[httpx.AsyncClient, dict[KeyScope, str]]]:
    store = RunStore(f"sqlite:///{tmp_path / 'runs.db'}")
    await store.migrate()
    keys = KeyStore(store)
    tokens = {scope: (await keys.create(scope.value, scope))[1] for scope in KeyScope}
    app = create_app(store, settings=api_settings())
    memory = LongTermMemory(SqliteVecStore(tmp_path / "memory.db"), WordEmbedder())
    app.state.memory = memory
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://test/api/v1") as http:
        yield http, tokens
    memory.close()
    await store.close()


def bearer(tokens: dict[KeyScope, str], scope: KeyScope) -> dict[str, str]:
    return {"Authorization": f"Bearer {tokens[scope]}"}


async def test_remember_recall_list_stats_forget(
    api: tuple[httpx.AsyncClient, dict[KeyScope, str]],
) -> None:
    http, tokens = api
    run, read, admin = (bearer(tokens, s) for s in (KeyScope.RUN, KeyScope.READ, KeyScope.ADMIN))
    texts = {
        "the deploy key is in the vault": {"kind": "fact", "topic": "ops"},
        "lunch is at noon on fridays": {"kind": "fact", "topic": "office"},
        "the staging database runs postgres": {"kind": "experience"},
    }
    ids = {}
    for text, meta in texts.items():
        made = await http.post("/memory", json={"text": text, "metadata": meta}, headers=run)
        assert made.status_code == 201, made.text
        ids[text] = made.json()["id"]
    denied = await http.post("/memory", json={"text": "x"}, headers=read)
    assert denied.status_code == 403

    found = await http.post(
        "/memory/recall", json={"query": "where is the deploy key?", "k": 2}, headers=read
    )
    hits = found.json()["memories"]
    assert found.status_code == 200 and len(hits) == 2
    assert hits[0]["id"] == ids["the deploy key is in the vault"]
    assert hits[0]["metadata"] == {"kind": "fact", "topic": "ops"}
    assert hits[0]["score"] >= hits[1]["score"]
    office = await http.post(
        "/memory/recall",
        json={"query": "the deploy key", "filter": {"topic": "office"}},
        headers=read,
    )
    assert [h["text"] for h in office.json()["memories"]] == ["lunch is at noon on fridays"]

    facts = (await http.get("/memory", params={"kind": "fact"}, headers=read)).json()
    assert sorted(f["text"] for f in facts) == sorted(
        t for t, m in texts.items() if m["kind"] == "fact"
    )
    stats = (await http.get("/memory/stats", headers=read)).json()
    assert (stats["backend"], stats["memories"], stats["dimension"]) == ("sqlite-vec", 3, 64)
    assert stats["model"] == "words" and stats["experience"]["plans_reused"] == 0

    victim = ids["lunch is at noon on fridays"]
    assert (await http.delete(f"/memory/{victim}", headers=run)).status_code == 403
    assert (await http.delete(f"/memory/{victim}", headers=admin)).json() == {"id": victim}
    assert (await http.delete(f"/memory/{victim}", headers=admin)).status_code == 404
    assert (await http.get("/memory/stats", headers=read)).json()["memories"] == 2


async def test_memory_rejects_bad_input_naming_the_field(
    api: tuple[httpx.AsyncClient, dict[KeyScope, str]],
) -> None:
    http, tokens = api
    headers = bearer(tokens, KeyScope.ADMIN)
    empty = await http.post("/memory", json={"text": ""}, headers=headers)
    assert empty.status_code == 422 and empty.json()["errors"][0]["field"].endswith("text")
    bad_k = await http.post("/memory/recall", json={"query": "x", "k": 0}, headers=headers)
    assert bad_k.status_code == 422 and "k" in bad_k.json()["errors"][0]["field"]
    bad_filter = await http.post(
        "/memory/recall", json={"query": "x", "filter": {"bad key": 1}}, headers=headers
    )
    assert bad_filter.status_code == 422 and "bad key" in bad_filter.json()["detail"]
    blank = await http.post("/memory/recall", json={"query": "   "}, headers=headers)
    assert blank.status_code == 422 and "empty query" in blank.json()["detail"]


async def test_documentation_routes(api: tuple[httpx.AsyncClient, dict[KeyScope, str]]) -> None:
    http, tokens = api
    read = bearer(tokens, KeyScope.READ)
    assert (await http.get("/docs/examples")).status_code == 401
    creation = (await http.get("/docs/agent-creation", headers=read)).json()
    assert creation["markdown"].startswith("# Creating an agent type")
    assert "/api/v1/agent-builder/start" in creation["markdown"]
    assert "db_write" in creation["schemas"]["AgentSpec"]["properties"]["tools"]["items"]["enum"]
    frontend = (await http.get("/docs/frontend-integration", headers=read)).json()
    assert "Authorization: Bearer" in frontend["markdown"]
    assert "clients/typescript/agentschool.ts" in frontend["markdown"]
    examples = (await http.get("/docs/examples", headers=read)).json()["examples"]
    assert [e["name"] for e in examples] == reference_names()
    by_name = {e["name"]: e for e in examples}
    for kind in ("text-processor", "knowledge-base", "email-analyst"):
        example = by_name[kind]
        assert example["spec"]["name"] == kind and example["run_request"]["task"]
        assert (
            example["markdown"].startswith(f"# {kind} ") and "export type" in example["typescript"]
        )
    # every example spec registers as it is served
    for example in examples:
        registered = await http.post(
            "/agent-types", params={"dry_run": True}, json=example["spec"],
            headers=bearer(tokens, KeyScope.ADMIN),
        )  # fmt: skip
        assert registered.status_code == 201, registered.text
