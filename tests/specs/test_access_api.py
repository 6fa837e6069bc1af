"""Owners, access rules and incident disabling over REST, with real API keys (auth on).

A key outside an agent type's access rule gets 404 for it on every route (the list leaves it
out), an admin sees every type, only the rule's `change` entries (and the owner) may change it,
and a type disabled by its incidents refuses runs until an admin enables it again.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

from agentschool.runs.keys import KeyScope, KeyStore
from agentschool.runs.store import RunStore
from agentschool.server.app import create_app
from agentschool.server.context import ServerSettings
from agentschool.specs import SpecRegistry, make_engine
from agentschool.specs.incidents import IncidentPolicy
from agentschool.specs.reference import reference_spec

NAME = "text-processor"
KEYS = {"owner": KeyScope.ADMIN, "admin2": KeyScope.ADMIN, "reader": KeyScope.READ,
        "outsider": KeyScope.READ, "runner": KeyScope.RUN, "runner2": KeyScope.RUN}  # fmt: skip


@dataclass
class Api:
    http: httpx.AsyncClient
    registry: SpecRegistry
    tokens: dict[str, str]
    ids: dict[str, str]

    async def call(self, who: str, method: str, path: str, **kw: Any) -> httpx.Response:
        headers = {"Authorization": f"Bearer {self.tokens[who]}"}
        return await self.http.request(method, path, headers=headers, **kw)


@pytest.fixture
async def api(tmp_path: Path) -> AsyncIterator[Api]:
    store = RunStore(f"sqlite:///{tmp_path / 'runs.db'}")
    await store.migrate()
    tokens, ids = {}, {}
    for name, scope in KEYS.items():
        key, token = await KeyStore(store).create(name, scope)
        tokens[name], ids[name] = token, key.id
    engine = make_engine(f"sqlite:///{tmp_path / 'agents.db'}")
    registry = SpecRegistry(engine, incident_policy=IncidentPolicy(limit=2, window_seconds=600))
    app = create_app(store, settings=ServerSettings(rate_limit=100_000))
    app.state.spec_registry = registry
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://t/api/v1") as http:
        yield Api(http, registry, tokens, ids)
    engine.dispose()
    await store.close()


async def _register_restricted(api: Api) -> None:
    spec = reference_spec(NAME).model_dump(mode="json")
    created = await api.call("owner", "POST", "/agent-types", json=spec)
    assert created.status_code == 201, created.text
    rule = {"read": [f"key:{api.ids['reader']}"], "run": [f"key:{api.ids['runner']}"],
            "change": [f"key:{api.ids['owner']}"]}  # fmt: skip
    changed = await api.call("owner", "PUT", f"/agent-types/{NAME}/access", json=rule)
    assert changed.status_code == 200, changed.text
    assert changed.json()["owner_key"] == api.ids["owner"]


async def test_a_key_outside_the_rule_gets_404_everywhere(api: Api) -> None:
    await _register_restricted(api)
    unknown = await api.call("outsider", "GET", "/agent-types/no-such-agent")
    reads = [f"/agent-types/{NAME}{tail}" for tail in
             ("", "/versions", "/export", "/docs", "/access", "/incidents", "/audit")]  # fmt: skip
    reads += [f"/agents/{NAME}/runs", f"/agents/{NAME}/records"]
    for path in reads:
        hidden = await api.call("outsider", "GET", path)
        assert hidden.status_code == 404, (path, hidden.text)
        assert hidden.json()["detail"] == f"unknown agent type {NAME!r}"  # as for a missing type
        assert (await api.call("reader", "GET", path)).status_code == 200, path
        assert (await api.call("admin2", "GET", path)).status_code == 200, path  # admins see all
    assert unknown.status_code == 404 and NAME not in unknown.text  # names are never listed
    assert [
        t["spec"]["name"] for t in (await api.call("outsider", "GET", "/agent-types")).json()
    ] == []
    assert [
        t["spec"]["name"] for t in (await api.call("reader", "GET", "/agent-types")).json()
    ] == [NAME]
    run = {"task": "summarize: a great day"}
    assert (await api.call("runner2", "POST", f"/agents/{NAME}/runs", json=run)).status_code == 404
    by_runs = await api.call("runner2", "POST", "/runs", json=run | {"agent": NAME})
    assert by_runs.status_code == 404  # every way to start a run of it
    assert (
        await api.call("runner", "POST", "/runs", json=run | {"agent": NAME})
    ).status_code == 201
    assert (await api.call("runner", "POST", f"/agents/{NAME}/runs", json=run)).status_code == 201


async def test_only_the_change_rule_and_the_owner_change_a_type(api: Api) -> None:
    await _register_restricted(api)
    spec = reference_spec(NAME).model_dump(mode="json") | {"version": "9.0.0"}
    refused = await api.call("admin2", "PUT", f"/agent-types/{NAME}", json=spec)
    assert refused.status_code == 403 and "access rule" in refused.json()["detail"]
    assert (await api.call("admin2", "DELETE", f"/agent-types/{NAME}")).status_code == 403
    assert (await api.call("owner", "PUT", f"/agent-types/{NAME}", json=spec)).status_code == 200
    audit = (await api.call("owner", "GET", f"/agent-types/{NAME}/audit")).json()
    assert [e["action"] for e in audit] == ["register", "migrate", "access", "register"]
    assert audit[2]["detail"]["by"] == api.ids["owner"]


async def test_incidents_disable_a_type_until_an_admin_enables_it(api: Api) -> None:
    spec = reference_spec(NAME).model_dump(mode="json")
    assert (await api.call("owner", "POST", "/agent-types", json=spec)).status_code == 201
    api.registry.record_incident(NAME, "denied-tool", {"tool": "shell"}, run_id="r1", ref="r1:s1")
    api.registry.record_incident(NAME, "denied-tool", {"tool": "shell"}, run_id="r1", ref="r1:s1")
    run = {"task": "summarize: a great day"}
    assert (await api.call("runner", "POST", f"/agents/{NAME}/runs", json=run)).status_code == 201
    api.registry.record_incident(NAME, "run-failed", {"error": "boom"}, run_id="r2", ref="r2:end")
    refused = await api.call("runner", "POST", f"/agents/{NAME}/runs", json=run)
    assert refused.status_code == 409
    by_runs = await api.call("runner", "POST", "/runs", json=run | {"agent": NAME})
    assert by_runs.status_code == 409 and by_runs.json()["detail"] == refused.json()["detail"]
    assert "is disabled (2 incidents within 600s" in refused.json()["detail"]
    assert "agentschool agents enable" in refused.json()["detail"]
    state = (await api.call("reader", "GET", f"/agent-types/{NAME}/access")).json()
    assert state["disabled"] is True
    incidents = (await api.call("reader", "GET", f"/agent-types/{NAME}/incidents")).json()
    assert [i["kind"] for i in incidents] == [
        "run-failed",
        "denied-tool",
    ]  # the replay counted once
    assert (await api.call("runner", "POST", f"/agent-types/{NAME}/enable")).status_code == 403
    enabled = await api.call("admin2", "POST", f"/agent-types/{NAME}/enable")
    assert enabled.status_code == 200 and enabled.json()["disabled"] is False
    assert (await api.call("runner", "POST", f"/agents/{NAME}/runs", json=run)).status_code == 201
    api.registry.record_incident(NAME, "limit", {"error": "max_steps"}, run_id="r3", ref="r3:end")
    assert not api.registry.state(NAME).disabled  # counted afresh since it was enabled
    actions = [
        e["action"] for e in (await api.call("owner", "GET", f"/agent-types/{NAME}/audit")).json()
    ]
    assert actions[-5:] == ["incident", "incident", "disable", "enable", "incident"]
    by_hand = await api.call(
        "admin2", "POST", f"/agent-types/{NAME}/disable", json={"reason": "audit"}
    )
    assert by_hand.json()["disabled_reason"] == "audit"
