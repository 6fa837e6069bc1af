"""`WS /api/v1/runs/{id}/ws`: a run's events as JSON, then an end message; auth enforced.

The first tests go through Starlette's test client; the last one through uvicorn on a real
loopback socket, as `agentschool serve` runs it (uvicorn needs the `websockets` package there).
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
import websockets
import websockets.sync.client
from mcp_live import LiveServer
from starlette.testclient import TestClient, WebSocketDenialResponse
from starlette.websockets import WebSocketDisconnect
from tests.server.api.conftest import api_settings

from agentschool.runs.keys import KeyScope, KeyStore
from agentschool.runs.status import RunStatus
from agentschool.runs.store import RunStore
from agentschool.server.app import create_app


async def _finished_run(store: RunStore) -> tuple[str, str]:
    await store.migrate()
    run = await store.create_run("t")
    await store.transition(run.id, RunStatus.RUNNING)
    for seq in (1, 2):
        await store.append_event(run.id, seq, "step-finished", {"step": seq})
    await store.transition(run.id, RunStatus.COMPLETED, output="ok")
    _, token = await KeyStore(store).create("ws", KeyScope.READ)
    await store.close()  # the app opens new connections on the TestClient's own event loop
    return run.id, token


def test_websocket_streams_events(tmp_path: Path) -> None:
    store = RunStore(f"sqlite:///{tmp_path / 'ws.db'}")
    run_id, token = asyncio.run(_finished_run(store))
    # One client context: one event loop for every connection, as under a real server. Pooled
    # database connections belong to the loop that opened them.
    with TestClient(create_app(store, settings=api_settings(), migrate=False)) as client:
        with client.websocket_connect(f"/api/v1/runs/{run_id}/ws?token={token}") as ws:
            messages = [ws.receive_json() for _ in range(3)]
        assert [m["kind"] for m in messages] == ["step-finished", "step-finished", "end"]
        assert messages[-1]["run"]["status"] == "completed"
        with client.websocket_connect(f"/api/v1/runs/{run_id}/ws?token={token}&after=1") as ws:
            assert ws.receive_json()["seq"] == 2
        client.portal.call(store.close)


def test_websocket_rejects_bad_token_and_unknown_run(tmp_path: Path) -> None:
    store = RunStore(f"sqlite:///{tmp_path / 'ws.db'}")
    _, token = asyncio.run(_finished_run(store))
    with TestClient(create_app(store, settings=api_settings(), migrate=False)) as client:
        with (
            pytest.raises(WebSocketDenialResponse) as denied,
            client.websocket_connect("/api/v1/runs/x/ws?token=as_bad_bad") as ws,
        ):
            ws.receive_json()
        assert denied.value.status_code == 401  # as SSE answers, before the handshake completes
        with (
            pytest.raises(WebSocketDisconnect) as missing,
            client.websocket_connect(f"/api/v1/runs/run_nope/ws?token={token}") as ws,
        ):
            ws.receive_json()
        assert missing.value.code == 1008
        client.portal.call(store.close)


def test_websocket_through_a_real_socket(tmp_path: Path) -> None:
    store = RunStore(f"sqlite:///{tmp_path / 'ws.db'}")
    run_id, token = asyncio.run(_finished_run(store))
    live = LiveServer(create_app(store, settings=api_settings(), migrate=False))
    live.start()
    url = f"ws://127.0.0.1:{live.port}/api/v1/runs/{run_id}/ws"
    try:
        with websockets.sync.client.connect(
            url, additional_headers={"Authorization": f"Bearer {token}"}, open_timeout=10
        ) as socket:
            messages = [json.loads(socket.recv(timeout=10)) for _ in range(3)]
        assert [m["kind"] for m in messages] == ["step-finished", "step-finished", "end"]
        for headers in ({}, {"Authorization": "Bearer as_bad_bad"}):
            with pytest.raises(websockets.InvalidStatus) as denied:
                websockets.sync.client.connect(url, additional_headers=headers, open_timeout=10)
            assert denied.value.response.status_code == 401
    finally:
        live.stop()
