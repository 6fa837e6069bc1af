"""Per-API-key day budgets for runs created through the API and executed by the engine."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest

from agentschool.messages import ModelMessage, ModelResponse, TextPart, Usage
from agentschool.models import FunctionModel
from agentschool.models.function import AgentInfo
from agentschool.observability.runtime import engine_hooks
from agentschool.runs.engine import AgentRecipe, DbosLauncher, EngineConfig, RunEngine
from agentschool.runs.keys import KeyScope, KeyStore
from agentschool.runs.records import Run
from agentschool.runs.status import FINISHED_STATUSES
from agentschool.runs.store import RunStore
from agentschool.server.app import create_app
from agentschool.server.context import ServerSettings
from agentschool.settings import Settings
from agentschool.tools import Toolset, tool


@tool(run_in_thread=False)
def echo(text: str) -> str:
    """Return the text."""
    return text


def factory(config: dict[str, Any]) -> AgentRecipe:
    def plan(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        steps = {"steps": [{"id": "s1", "tool": "echo", "args": {"text": "hi"}}]}
        return ModelResponse(
            parts=[TextPart(content=json.dumps(steps))],
            usage=Usage(requests=1, input_tokens=15, output_tokens=5),
            model_name="scripted",
        )

    return AgentRecipe(model=FunctionModel(plan), tools=Toolset([echo]), options={"planner": "llm"})


@pytest.fixture
def engine(tmp_path: Path) -> Iterator[RunEngine]:
    url = f"sqlite:///{tmp_path / 'runs.db'}"
    config = EngineConfig(
        database_url=url, system_database_url=f"sqlite:///{tmp_path / 'dbos.sqlite'}"
    )
    # One model call uses 20 tokens; a budget is checked before each call. Under 30 tokens a
    # day, a key's first run (0 spent) and second (20 spent) run; its third (40 spent) does not.
    _, budgeted = engine_hooks(Settings(database_url=url, budget_key_tokens_per_day=30))
    engine = RunEngine(config, budgeted(factory))
    engine.launch()
    try:
        yield engine
    finally:
        engine.shutdown()


@pytest.fixture
async def served(engine: RunEngine) -> AsyncIterator[tuple[httpx.AsyncClient, RunStore, KeyStore]]:
    store = RunStore(engine.config.database_url)
    await store.migrate()
    launcher = DbosLauncher(engine.config)
    app = create_app(
        store,
        settings=ServerSettings(rate_limit=10_000),
        launcher=launcher,
        toolset=Toolset([echo]),
    )
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
        yield client, store, KeyStore(store)
    launcher.close()
    await store.close()


async def run_as(client: httpx.AsyncClient, store: RunStore, token: str) -> Run:
    headers = {"Authorization": f"Bearer {token}"}
    response = await client.post("/api/v1/runs", json={"task": "echo hi"}, headers=headers)
    assert response.status_code == 201, response.text
    run_id = response.json()["id"]
    with anyio.fail_after(20):
        while True:
            current = await store.get_run(run_id)
            if current.status in FINISHED_STATUSES:
                return current
            await anyio.sleep(0.05)


async def test_a_keys_day_budget_stops_its_runs_and_not_other_keys(
    served: tuple[httpx.AsyncClient, RunStore, KeyStore],
) -> None:
    client, store, keys = served
    spender, spender_token = await keys.create("spender", KeyScope.RUN)
    _, other_token = await keys.create("other", KeyScope.RUN)

    first = await run_as(client, store, spender_token)
    assert first.status.value == "completed", first.error
    # The first run's 20 tokens count once (in flight, then from the store), not twice.
    second = await run_as(client, store, spender_token)
    assert second.status.value == "completed", second.error
    third = await run_as(client, store, spender_token)
    assert third.status.value == "failed"
    assert third.error is not None
    assert f"API key {spender.id} token budget exhausted: used 40 of 30" in third.error

    other = await run_as(client, store, other_token)
    assert other.status.value == "completed", other.error
