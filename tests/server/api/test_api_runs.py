"""The REST API through httpx.ASGITransport: runs, errors, events, approvals, tools, health."""

from __future__ import annotations

import anyio
import pytest
from tests.server.api.conftest import Api

from agentschool.runs.approvals import ApprovalStore
from agentschool.runs.keys import KeyScope
from agentschool.runs.status import RunStatus

PROBLEM = "application/problem+json"


async def test_create_get_and_queue(api: Api) -> None:
    response = await api.client.post(
        "/api/v1/runs", json={"task": "add 2 and 3", "agent": {"model": "test", "tools": ["add"]}}
    )
    assert response.status_code == 201
    run = response.json()
    assert run["status"] == "pending"
    assert run["agent_config"] == {"model": "test", "tools": ["add"], "planner": "hybrid"}
    assert api.launcher.submitted == [run["id"]]
    fetched = await api.client.get(f"/api/v1/runs/{run['id']}")
    assert fetched.json() == run


async def test_unknown_run_is_404_problem(api: Api) -> None:
    for method, path in [
        ("GET", "/api/v1/runs/run_nope"),
        ("POST", "/api/v1/runs/run_nope/cancel"),
        ("GET", "/api/v1/runs/run_nope/events"),
    ]:
        response = await api.client.request(method, path)
        assert response.status_code == 404
        assert response.headers["content-type"] == PROBLEM
        assert response.json()["status"] == 404
        assert "run_nope" in response.json()["detail"]


async def test_cancel_then_cancel_again_is_409(api: Api) -> None:
    run = (await api.client.post("/api/v1/runs", json={"task": "t"})).json()
    response = await api.client.post(f"/api/v1/runs/{run['id']}/cancel")
    assert (response.status_code, response.json()["status"]) == (200, "cancelled")
    assert api.launcher.cancelled == [run["id"]]
    again = await api.client.post(f"/api/v1/runs/{run['id']}/cancel")
    assert again.status_code == 409
    assert again.headers["content-type"] == PROBLEM
    assert "cancelled" in again.json()["detail"]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({}, "task"),
        ({"task": ""}, "task"),
        ({"task": "t", "planner": "magic"}, "planner"),
        ({"task": "t", "agent": {"planner": "magic"}}, "planner"),
        ({"task": "t", "surprise": 1}, "surprise"),
        ({"task": "t", "tools": ["rm_rf"]}, "tools"),
        ({"task": "t", "team": True, "agent": "x"}, "team"),
        ({"task": "t", "planner": "react", "remember": True}, "remember"),
        ({"task": " \n\t "}, "task"),
        ({"task": "t", "model": "gpt-4o"}, "model"),
        ({"task": "t", "model": "local:/etc/passwd"}, "model"),
    ],
)
async def test_invalid_body_is_422_naming_the_field(
    api: Api, body: dict[str, object], field: str
) -> None:
    response = await api.client.post("/api/v1/runs", json=body)
    assert response.status_code == 422
    assert response.headers["content-type"] == PROBLEM
    assert field in [e["field"] for e in response.json()["errors"]]
    assert (await api.store.list_runs())[0] == []  # nothing half-written


async def test_malformed_json_is_400(api: Api) -> None:
    response = await api.client.post(
        "/api/v1/runs", content=b'{"task": ', headers={"content-type": "application/json"}
    )
    assert response.status_code == 400
    assert response.headers["content-type"] == PROBLEM
    assert "JSON" in response.json()["detail"]
    assert "errors" not in response.json()  # no byte offset posing as a field name
    assert (await api.store.list_runs())[0] == []


async def test_oversize_body_is_413(api: Api) -> None:
    big = {"task": "x" * 5000}
    response = await api.client.post("/api/v1/runs", json=big)
    assert response.status_code == 413
    assert response.headers["content-type"] == PROBLEM

    async def chunks():  # no Content-Length: streamed body
        for _ in range(5):
            yield b"x" * 1000

    streamed = await api.client.post(
        "/api/v1/runs", content=chunks(), headers={"content-type": "application/json"}
    )
    assert streamed.status_code == 413
    assert (await api.store.list_runs())[0] == []


async def test_list_filter_and_cursor(api: Api) -> None:
    ids = [
        (await api.client.post("/api/v1/runs", json={"task": f"t{i}"})).json()["id"]
        for i in range(5)
    ]
    await api.client.post(f"/api/v1/runs/{ids[1]}/cancel")
    seen: list[str] = []
    params: dict[str, str | int] = {"limit": 2}
    while True:
        page = (await api.client.get("/api/v1/runs", params=params)).json()
        seen += [r["id"] for r in page["items"]]
        if page["next_cursor"] is None:
            break
        params["cursor"] = page["next_cursor"]
    assert seen == ids[::-1]
    cancelled = (await api.client.get("/api/v1/runs", params={"status": "cancelled"})).json()
    assert [r["id"] for r in cancelled["items"]] == [ids[1]]
    bad = await api.client.get("/api/v1/runs", params={"status": "sleeping"})
    assert bad.status_code == 422 and bad.json()["errors"][0]["field"] == "status"


async def _finished_run_with_events(api: Api, n: int = 3) -> str:
    run = await api.store.create_run("t")
    await api.store.transition(run.id, RunStatus.RUNNING)
    for seq in range(1, n + 1):
        await api.store.append_event(run.id, seq, "step-finished", {"step": seq})
    await api.store.transition(run.id, RunStatus.COMPLETED, output="done")
    return run.id


def _sse_events(text: str) -> list[dict[str, str]]:
    events = []
    for block in text.strip().split("\n\n"):
        fields = dict(line.split(": ", 1) for line in block.splitlines())
        events.append(fields)
    return events


async def test_sse_replays_and_resumes(api: Api) -> None:
    run_id = await _finished_run_with_events(api)
    response = await api.client.get(f"/api/v1/runs/{run_id}/events")
    assert response.headers["content-type"].startswith("text/event-stream")
    events = _sse_events(response.text)
    assert [e.get("id") for e in events] == ["1", "2", "3", None]
    assert events[-1]["event"] == "end" and '"completed"' in events[-1]["data"]
    resumed = await api.client.get(f"/api/v1/runs/{run_id}/events", headers={"Last-Event-ID": "2"})
    assert [e.get("id") for e in _sse_events(resumed.text)] == ["3", None]


async def test_sse_is_live(api: Api) -> None:
    run = await api.store.create_run("t")
    await api.store.transition(run.id, RunStatus.RUNNING)
    result: dict[str, str] = {}

    async def read() -> None:
        result["text"] = (await api.client.get(f"/api/v1/runs/{run.id}/events")).text

    with anyio.fail_after(20):
        async with anyio.create_task_group() as tg:
            tg.start_soon(read)
            await anyio.sleep(0.3)  # the stream is open and polling before the events exist
            await api.store.append_event(run.id, 1, "plan-created", {"steps": 1})
            await api.store.transition(run.id, RunStatus.COMPLETED)
    events = _sse_events(result["text"])
    assert [e["event"] for e in events] == ["plan-created", "end"]


async def test_tools(api: Api) -> None:
    tools = (await api.client.get("/api/v1/tools")).json()
    assert [(t["name"], t["risk"]) for t in tools] == [("add", "read"), ("note", "write")]
    assert tools[0]["parameters"]["required"] == ["a", "b"]


async def test_approvals_flow(api: Api) -> None:
    approvals = ApprovalStore(api.store)
    request = await approvals.request("run_x", "s1", "note", {"text": "hi"}, "write tool")
    pending = (await api.client.get("/api/v1/approvals")).json()
    assert [a["id"] for a in pending] == [request.id]
    read_only = await api.client.post(
        f"/api/v1/approvals/{request.id}",
        json={"decision": "approve"},
        headers=api.auth(KeyScope.READ),
    )
    assert read_only.status_code == 403
    decided = await api.client.post(f"/api/v1/approvals/{request.id}", json={"decision": "approve"})
    assert (decided.status_code, decided.json()["status"]) == (200, "approved")
    assert api.launcher.decided == [request.id] and api.launcher.reasons == [None]
    again = await api.client.post(f"/api/v1/approvals/{request.id}", json={"decision": "deny"})
    assert again.status_code == 409
    missing = await api.client.post("/api/v1/approvals/apr_nope", json={"decision": "deny"})
    assert missing.status_code == 404
    invalid = await api.client.post(f"/api/v1/approvals/{request.id}", json={"decision": "maybe"})
    assert invalid.status_code == 422 and invalid.json()["errors"][0]["field"] == "decision"
    other = await approvals.request("run_x", "s2", "note", {"text": "bye"}, "write tool")
    body = {"decision": "deny", "reason": "not on a Friday"}
    denied = await api.client.post(f"/api/v1/approvals/{other.id}", json=body)
    assert denied.json()["status"] == "denied" and api.launcher.reasons[-1] == "not on a Friday"


async def test_health_ready_metrics(api: Api) -> None:
    assert (await api.client.get("/api/v1/health")).json() == {"status": "ok"}
    assert (await api.client.get("/api/v1/ready")).json() == {"status": "ready"}
    await api.client.post("/api/v1/runs", json={"task": "t"})
    metrics = (await api.client.get("/api/v1/metrics")).text
    assert 'agentschool_runs{status="pending"} 1.0' in metrics
    assert (
        'agentschool_http_requests_total{method="POST",route="/runs",status="201"} 1.0' in metrics
    )


async def test_cors(api: Api) -> None:
    response = await api.client.options(
        "/api/v1/runs",
        headers={"Origin": "http://ui.test", "Access-Control-Request-Method": "POST"},
    )
    assert response.headers["access-control-allow-origin"] == "http://ui.test"
    other = await api.client.options(
        "/api/v1/runs",
        headers={"Origin": "http://evil.test", "Access-Control-Request-Method": "POST"},
    )
    assert "access-control-allow-origin" not in other.headers
