"""Run metrics on `GET /api/v1/metrics`, scraped through the ASGI app after a real run."""

from __future__ import annotations

import gc
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from prometheus_client import CollectorRegistry
from prometheus_client.parser import text_string_to_metric_families

from agentschool.agent.agent import Agent
from agentschool.agent.events import EVENT_ADAPTER
from agentschool.exceptions import ModelHTTPError
from agentschool.messages import ModelMessage
from agentschool.models import FunctionModel
from agentschool.models.fallback import FallbackModel
from agentschool.models.function import AgentInfo
from agentschool.observability.metrics import InstrumentedModel, RunMetrics, metered
from agentschool.runs.status import RunStatus
from agentschool.runs.store import RunStore
from agentschool.server.app import create_app
from agentschool.server.context import ServerSettings
from agentschool.tools import Toolset

from .conftest import scripted_model


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[RunStore]:
    store = RunStore(f"sqlite:///{tmp_path / 'runs.db'}")
    await store.migrate()
    yield store
    await store.close()


def samples(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    found = {}
    for family in text_string_to_metric_families(text):
        for s in family.samples:
            found[(s.name, tuple(sorted(s.labels.items())))] = s.value
    return found


async def test_metrics_after_a_run(store: RunStore, tools: Toolset) -> None:
    def down(messages: list[ModelMessage], info: AgentInfo) -> str:
        raise ModelHTTPError("primary", 503, "overloaded")

    chain = FallbackModel(
        [FunctionModel(down, model_name="primary"), scripted_model()], failure_threshold=1
    )
    app = create_app(store, settings=ServerSettings(auth_disabled=True), migrate=False)
    run_metrics = app.state.metrics.run
    model = InstrumentedModel(chain, metrics=run_metrics)
    run_metrics.watch_breakers(model)
    await store.create_run("waiting in the queue")
    agent = Agent(model, tools, planner="react", retries=0, backoff=0)
    async for _ in metered(agent.iter("add things"), run_metrics):
        pass

    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
        response = await client.get("/api/v1/metrics")
    assert response.status_code == 200
    found = samples(response.text)
    label = "fallback:function:primary,function:scripted"
    assert found[("agentschool_runs_finished_total", (("status", "completed"),))] == 1
    assert found[("agentschool_model_request_duration_seconds_count", (("model", label),))] == 3
    tokens = "agentschool_model_tokens_total"
    assert found[(tokens, (("direction", "input"), ("model", label)))] == 300
    assert found[(tokens, (("direction", "output"), ("model", label)))] == 60
    assert found[("agentschool_model_cost_usd_total", (("model", label),))] == pytest.approx(0.03)
    assert found[("agentschool_step_duration_seconds_count", (("tool", "add"),))] == 2
    errors = ("agentschool_tool_errors_total", (("error_type", "ToolError"), ("tool", "broken")))
    assert found[errors] == 2
    assert found[("agentschool_queue_depth", ())] == 1
    assert found[("agentschool_runs", (("status", "pending"),))] == 1
    open_primary = (("model", "function:primary"), ("state", "open"))
    assert found[("agentschool_model_breaker_state", open_primary)] == 1
    closed = (("model", "function:scripted"), ("state", "closed"))
    assert found[("agentschool_model_breaker_state", closed)] == 1


async def scrape(app: Any) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
        response = await client.get("/api/v1/metrics")
    assert response.status_code == 200
    return samples(response.text)


async def test_events_recorded_by_a_worker_are_counted_once(
    store: RunStore, tools: Toolset
) -> None:
    before = await store.create_run("finished before the API started")
    await store.append_event(before.id, 1, "run-finished", {"kind": "run-finished"})
    app = create_app(store, settings=ServerSettings(auth_disabled=True), migrate=False)

    # what a worker process does: run the agent and record each event in the store
    run = await store.create_run("add things")
    await store.transition(run.id, RunStatus.RUNNING)
    agent = Agent(scripted_model(), tools, planner="react", retries=0, backoff=0)
    seq = 0
    async for event in agent.iter("add things", run_id=run.id):
        seq += 1
        await store.append_event(
            run.id, seq, event.kind, EVENT_ADAPTER.dump_python(event, mode="json")
        )
    await store.transition(run.id, RunStatus.COMPLETED)

    found = await scrape(app)
    assert found[("agentschool_runs_finished_total", (("status", "completed"),))] == 1
    assert found[("agentschool_step_duration_seconds_count", (("tool", "add"),))] == 2
    tokens = (
        "agentschool_model_tokens_total",
        (("direction", "input"), ("model", "function:scripted")),
    )
    assert found[tokens] == 300
    again = await scrape(app)
    assert again[("agentschool_runs_finished_total", (("status", "completed"),))] == 1
    assert again[tokens] == 300


def test_breakers_of_finished_runs_are_not_kept() -> None:
    run_metrics = RunMetrics(CollectorRegistry())
    chain = FallbackModel([FunctionModel(lambda m, i: "a", model_name="one"), scripted_model()])
    run_metrics.watch_breakers(InstrumentedModel(chain, metrics=run_metrics))
    run_metrics.watch_breakers(chain)  # watched once, however often it is seen
    assert run_metrics.breakers.models == [chain]
    del chain  # the run is over and its model gone: a long-lived worker must not keep it
    gc.collect()
    assert run_metrics.breakers.models == []
