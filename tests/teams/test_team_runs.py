"""Team runs are runs: started by `POST /runs` with `team`, executed durably, delegation stored."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest
from tests.teams.test_team import TASK, team_model

from agentschool.agent import EVENT_ADAPTER, AgentEvent
from agentschool.agent.view import RunView
from agentschool.exceptions import UserError
from agentschool.models import FunctionModel
from agentschool.runs.engine import AgentRecipe, DbosLauncher, EngineConfig, RunEngine
from agentschool.runs.records import Run
from agentschool.runs.status import FINISHED_STATUSES
from agentschool.runs.store import RunStore
from agentschool.server.app import create_app
from agentschool.server.context import ServerSettings
from agentschool.specs.recipes import run_factory


def plain(config: dict[str, Any]) -> AgentRecipe:
    raise UserError("only team runs here")


@pytest.fixture
def engine(tmp_path: Path) -> Iterator[RunEngine]:
    config = EngineConfig(
        database_url=f"sqlite:///{tmp_path / 'runs.db'}",
        system_database_url=f"sqlite:///{tmp_path / 'dbos.sqlite'}",
        concurrency=2,
    )
    factory = run_factory(plain, model_for=lambda _: FunctionModel(team_model), workspace=tmp_path)
    engine = RunEngine(config, factory)
    engine.launch()
    try:
        yield engine
    finally:
        engine.shutdown()


@pytest.fixture
async def client(engine: RunEngine) -> AsyncIterator[tuple[httpx.AsyncClient, RunStore]]:
    store = RunStore(engine.config.database_url)
    await store.migrate()
    launcher = DbosLauncher(engine.config)
    settings = ServerSettings(auth_disabled=True)
    app = create_app(store, settings=settings, launcher=launcher, migrate=False)
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://test/api/v1") as http:
        yield http, store
    launcher.close()
    await store.close()


async def finished(store: RunStore, run_id: str) -> Run:
    with anyio.fail_after(20):
        while True:
            run = await store.get_run(run_id)
            if run.status in FINISHED_STATUSES:
                return run
            await anyio.sleep(0.05)


async def test_a_team_run_through_rest_is_durable_and_its_delegation_stored(
    client: tuple[httpx.AsyncClient, RunStore],
) -> None:
    http, store = client
    created = await http.post("/runs", json={"task": TASK, "team": True})
    assert created.status_code == 201, created.text
    assert created.json()["agent_config"] == {"team": True}
    run = await finished(store, created.json()["id"])
    assert run.status.value == "completed", run.error
    assert str(run.output).startswith("general:completed:6*7 = 42; code:completed:def add")
    events: list[AgentEvent] = [
        EVENT_ADAPTER.validate_python(e.data) for e in await store.events_after(run.id)
    ]
    view = RunView.of(events)
    assert view.planner == "director"
    assert sorted(view.delegations) == ["s1", "s2", "s3"]
    assert {k: s.status for k, s in view.subtasks.items()} == {
        "s1": "completed",
        "s2": "completed",
        "s3": "failed",
        "s4": "skipped",
    }
    assert [c.purpose for c in view.model_calls] == ["aggregate"]  # the rules split the task
    steps = {s.step_id: s.status for s in await store.steps(run.id)}
    assert steps == {
        "s1": "done",
        "s2": "done",
        "s3": "skipped",
        "s4": "skipped",
    }  # s3 failed first
    streamed = await http.get(f"/runs/{run.id}/events")
    assert "event: subtask-delegated" in streamed.text and "event: end" in streamed.text
