"""`/api/v1/functions`: list, show, versions, call, learn and heal over REST (offline Luma site)."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import httpx
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))
from tests.school.school_helpers import LiveSite, serve_site
from tests.server.api.conftest import api_settings
from tests.server.ui_helpers import learn_city_events

from agentschool.runs.keys import KeyScope, KeyStore
from agentschool.runs.store import RunStore
from agentschool.server.app import create_app
from agentschool.testing.luma_site import DEFAULT_NOW


@pytest.fixture(scope="module")
def site() -> Iterator[LiveSite]:
    yield from serve_site()


class Client:
    def __init__(self, http: httpx.AsyncClient, store: RunStore, tokens: dict[KeyScope, str]):
        self.http, self.store, self.tokens = http, store, tokens

    def scope(self, scope: KeyScope) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.tokens[scope]}"}


@pytest.fixture
async def client(
    tmp_path: Path, site: LiveSite, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[Client]:
    monkeypatch.setenv("AGENTSCHOOL_LUMA_API_URL", site.url)
    monkeypatch.setenv("AGENTSCHOOL_LUMA_WEB_URL", site.url)
    store = RunStore(f"sqlite:///{tmp_path / 'runs.db'}")
    await store.migrate()
    keys = KeyStore(store)
    tokens = {scope: (await keys.create(scope.value, scope))[1] for scope in KeyScope}
    app = create_app(store, settings=api_settings(max_body_bytes=1 << 20))
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://test/api/v1") as http:
        http.headers["Authorization"] = f"Bearer {tokens[KeyScope.ADMIN]}"
        yield Client(http, store, tokens)
    if (registry := getattr(app.state, "ui_functions", None)) is not None:
        registry.close()
    await store.close()


async def test_list_show_versions_and_call(client: Client, site: LiveSite) -> None:
    http = client.http
    assert (await http.get("/functions")).json() == []
    name = learn_city_events(client.store.url, site)

    (listed,) = (await http.get("/functions", headers=client.scope(KeyScope.READ))).json()
    assert (listed["name"], listed["version"], listed["source"]) == (name, 1, None)
    assert (await http.get("/functions", params={"search": "zzz-nothing"})).json() == []
    shown = (await http.get(f"/functions/{name}")).json()
    assert shown["version"] == 1 and "def run(" in shown["source"]
    assert (await http.get(f"/functions/{name}", params={"version": 2})).status_code == 404
    versions = (await http.get(f"/functions/{name}/versions")).json()
    assert [v["version"] for v in versions["versions"]] == [1]

    called = await http.post(f"/functions/{name}/call", json={"city": "nyc"})
    assert called.status_code == 200, called.text
    events = called.json()["events"]
    assert events and {e["timezone"] for e in events} == {"America/New_York"}
    assert (await http.get(f"/functions/{name}")).json()["calls"] == 1

    bad = await http.post(f"/functions/{name}/call", json={"nope": 1})
    assert bad.status_code == 422 and "invalid arguments" in bad.json()["detail"]
    read_only = await http.post(
        f"/functions/{name}/call", json={"city": "nyc"}, headers=client.scope(KeyScope.READ)
    )
    assert read_only.status_code == 403
    assert (await http.get("/functions/nothing")).status_code == 404
    assert (await http.get("/functions/nothing/versions")).status_code == 404
    assert (await http.post("/functions/nothing/call", json={})).status_code == 404


@pytest.mark.slow  # generates, verifies and heals against the live offline site (~10 s)
async def test_learn_then_reuse_and_heal(client: Client, site: LiveSite) -> None:
    http = client.http
    body = {"request": "tech events in SF", "now": DEFAULT_NOW.isoformat(), "sandbox": False}
    denied = await http.post("/functions/learn", json=body, headers=client.scope(KeyScope.READ))
    assert denied.status_code == 403
    learned = await http.post("/functions/learn", json=body, headers=client.scope(KeyScope.RUN))
    assert learned.status_code == 200, learned.text
    first = learned.json()
    assert first["status"] == "ok" and first["reused"] is False
    assert first["function"]["name"] == "search_events_by_category_city"
    assert first["attempts"][0]["passed"] and first["result"]["events"]
    assert first["plan"]["params"]["city"] == "sf"

    again = await http.post("/functions/learn", json={**body, "request": "tech events in NYC"})
    second = again.json()
    assert second["reused"] is True and second["attempts"] == []
    assert second["result"]["events"] and second["function"] == first["function"]

    name = first["function"]["name"]
    heal_body = {"sandbox": False}
    as_runner = await http.post(
        f"/functions/{name}/heal", json=heal_body, headers=client.scope(KeyScope.RUN)
    )
    assert as_runner.status_code == 403
    healthy = (await http.post(f"/functions/{name}/heal", json=heal_body)).json()
    assert healthy["problem"] is None and healthy["healed"] is None
    with site.drift("api-403"):
        healed = await http.post(f"/functions/{name}/heal", json=heal_body)
    report = healed.json()
    assert healed.status_code == 200, healed.text
    assert "403" in report["problem"] and report["healed"]["version"] == 2
    assert report["healed"]["strategy"] != "api" and report["attempts"]
    assert (await http.post("/functions/nothing/heal", json=heal_body)).status_code == 404


async def test_learn_names_a_request_it_cannot_plan(client: Client) -> None:
    refused = await client.http.post(
        "/functions/learn", json={"request": "make me a sandwich", "sandbox": False}
    )
    assert refused.status_code == 422 and refused.json()["detail"].startswith("request: ")
    empty = await client.http.post("/functions/learn", json={"request": ""})
    assert empty.status_code == 422 and "request" in empty.text
