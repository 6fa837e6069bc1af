"""A served run of an agent spec checks its goal: the spec's own `goal:`, or the run's `goal`."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest

from agentschool.agent import EVENT_ADAPTER, Replanned
from agentschool.exceptions import UserError
from agentschool.models import TestModel
from agentschool.runs.engine import AgentRecipe, DbosLauncher, EngineConfig, RunEngine
from agentschool.runs.records import Run
from agentschool.runs.status import FINISHED_STATUSES
from agentschool.runs.store import RunStore
from agentschool.server.app import create_app
from agentschool.server.context import ServerSettings
from agentschool.specs.recipes import run_factory

WRONG_SUM = {  # answers 1 + 1 whatever it is asked: an arithmetic goal is never met
    "name": "wrong-sum",
    "description": "Adds one and one.",
    "model": "test",
    "tools": ["calculator"],
    "pipeline": [{"id": "s1", "tool": "calculator", "args": {"expression": "1 + 1"}}],
}


def plain(config: dict[str, Any]) -> AgentRecipe:
    raise UserError("only spec runs here")


@pytest.fixture
def engine(tmp_path: Path) -> Iterator[RunEngine]:
    config = EngineConfig(
        database_url=f"sqlite:///{tmp_path / 'runs.db'}",
        system_database_url=f"sqlite:///{tmp_path / 'dbos.sqlite'}",
        concurrency=2,
    )
    engine = RunEngine(config, run_factory(plain, model_for=lambda _: TestModel()))
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
    app = create_app(
        store, settings=ServerSettings(auth_disabled=True), launcher=launcher, migrate=False
    )
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://test/api/v1") as http:
        yield http, store
    launcher.close()
    await store.close()


async def _run(client: tuple[httpx.AsyncClient, RunStore], body: dict[str, Any]) -> Run:
    http, store = client
    created = await http.post("/runs", json=body)
    assert created.status_code == 201, created.text
    with anyio.fail_after(30):
        while True:
            run = await store.get_run(created.json()["id"])
            if run.status in FINISHED_STATUSES:
                return run
            await anyio.sleep(0.05)


async def test_the_specs_goal_and_the_runs_goal_are_checked(
    client: tuple[httpx.AsyncClient, RunStore],
) -> None:
    task = "what is 17 * 23"
    unchecked = await _run(client, {"task": task, "definition": WRONG_SUM})
    assert unchecked.status.value == "completed"  # no goal: 1 + 1 = 2 is an answer
    own = {**WRONG_SUM, "goal": {"arithmetic": True, "attempts": 2}}
    for body in (
        {"task": task, "definition": own},
        {"task": task, "definition": WRONG_SUM, "goal": {"arithmetic": True, "attempts": 2}},
    ):
        run = await _run(client, body)
        assert run.status.value == "failed" and "391" in (run.error or ""), run.error
        events = [
            EVENT_ADAPTER.validate_python(e.data) for e in await client[1].events_after(run.id)
        ]
        replans = [e for e in events if isinstance(e, Replanned)]
        assert [r.reason.split(":")[0] for r in replans] == ["goal not met (attempt 1 of 2)"]
