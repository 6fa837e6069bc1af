"""A worker's own metrics endpoint (`agentschool worker --metrics-port`), scraped over loopback."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any
from wsgiref.simple_server import WSGIServer

import httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families

from agentschool.agent.agent import Agent
from agentschool.exceptions import ModelHTTPError, UserError
from agentschool.messages import ModelMessage
from agentschool.models import FunctionModel
from agentschool.models.fallback import FallbackModel
from agentschool.models.function import AgentInfo
from agentschool.observability.budgets import InMemorySpend
from agentschool.observability.metrics import RunMetrics
from agentschool.observability.runtime import engine_hooks, serve_metrics
from agentschool.runs.engine import AgentRecipe
from agentschool.settings import Settings
from agentschool.tools import Toolset

from .conftest import scripted_model


@pytest.fixture
def served() -> Iterator[tuple[RunMetrics, WSGIServer]]:
    metrics, server = serve_metrics(0)
    try:
        yield metrics, server
    finally:
        server.shutdown()
        server.server_close()


def samples(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    found = {}
    for family in text_string_to_metric_families(text):
        for s in family.samples:
            found[(s.name, tuple(sorted(s.labels.items())))] = s.value
    return found


async def test_worker_metrics_are_scrapable(
    served: tuple[RunMetrics, WSGIServer], tools: Toolset, tmp_path: Path
) -> None:
    metrics, server = served
    assert server.server_address[0] == "127.0.0.1"

    def down(messages: list[ModelMessage], info: AgentInfo) -> str:
        raise ModelHTTPError("primary", 503, "overloaded")

    def factory(config: dict[str, Any]) -> AgentRecipe:
        chain = FallbackModel(
            [FunctionModel(down, model_name="primary"), scripted_model()], failure_threshold=1
        )
        options = {"planner": "react", "retries": 0, "backoff": 0}
        return AgentRecipe(model=chain, tools=tools, options=options)

    settings = Settings(database_url=f"sqlite:///{tmp_path / 'runs.db'}")
    listeners, wrap = engine_hooks(settings, ledger=InMemorySpend(), metrics=metrics)
    recipe = wrap(factory)({})
    agent = Agent(recipe.model, recipe.tools, **recipe.options)
    async for event in agent.iter("add things"):
        for listen in listeners:
            listen(event)

    async with httpx.AsyncClient(trust_env=False) as client:
        response = await client.get(f"http://127.0.0.1:{server.server_port}/metrics")
    assert response.status_code == 200
    found = samples(response.text)
    label = "fallback:function:primary,function:scripted"
    assert found[("agentschool_model_request_duration_seconds_count", (("model", label),))] == 3
    errors = ("agentschool_tool_errors_total", (("error_type", "ToolError"), ("tool", "broken")))
    assert found[errors] == 2
    assert found[("agentschool_runs_finished_total", (("status", "completed"),))] == 1
    open_primary = (("model", "function:primary"), ("state", "open"))
    assert found[("agentschool_model_breaker_state", open_primary)] == 1


def test_a_taken_metrics_port_is_a_clear_error(served: tuple[RunMetrics, WSGIServer]) -> None:
    taken = served[1].server_port
    with pytest.raises(
        UserError, match=rf"--metrics-port: cannot serve metrics on 127.0.0.1:{taken}"
    ):
        serve_metrics(taken)
