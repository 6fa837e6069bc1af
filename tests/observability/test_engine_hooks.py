"""The run engine with the observability hooks `agentschool serve`/`worker` install."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import anyio
import pytest

from agentschool.agent.events import AgentEvent
from agentschool.messages import ModelMessage
from agentschool.models import FunctionModel
from agentschool.models.function import AgentInfo
from agentschool.observability.runtime import engine_hooks
from agentschool.runs.engine import AgentRecipe, DbosLauncher, EngineConfig, RunEngine
from agentschool.runs.records import Run
from agentschool.runs.status import FINISHED_STATUSES
from agentschool.runs.store import RunStore
from agentschool.settings import Settings
from agentschool.tools import Toolset, tool


@tool(run_in_thread=False)
def echo(text: str) -> str:
    """Return the text."""
    return text


def factory(config: dict[str, Any]) -> AgentRecipe:
    def plan(messages: list[ModelMessage], info: AgentInfo) -> str:
        return json.dumps({"steps": [{"id": "s1", "tool": "echo", "args": {"text": "hi"}}]})

    return AgentRecipe(model=FunctionModel(plan), tools=Toolset([echo]), options={"planner": "llm"})


SEEN: list[AgentEvent] = []


@pytest.fixture
def engine(tmp_path: Path) -> Iterator[RunEngine]:
    url = f"sqlite:///{tmp_path / 'runs.db'}"
    config = EngineConfig(
        database_url=url, system_database_url=f"sqlite:///{tmp_path / 'dbos.sqlite'}"
    )
    listeners, budgeted = engine_hooks(Settings(database_url=url, budget_cost_usd_per_day=0.5))
    engine = RunEngine(config, budgeted(factory), event_listeners=[*listeners, SEEN.append])
    engine.launch()
    SEEN.clear()
    try:
        yield engine
    finally:
        engine.shutdown()


@pytest.fixture
async def parts(engine: RunEngine) -> AsyncIterator[tuple[RunStore, DbosLauncher]]:
    store = RunStore(engine.config.database_url)
    await store.migrate()
    launcher = DbosLauncher(engine.config)
    yield store, launcher
    launcher.close()
    await store.close()


async def finish(store: RunStore, launcher: DbosLauncher, run: Run) -> Run:
    await launcher.submit(run)
    with anyio.fail_after(20):
        while True:
            current = await store.get_run(run.id)
            if current.status in FINISHED_STATUSES:
                return current
            await anyio.sleep(0.05)


async def test_listeners_see_every_event_and_day_budgets_read_the_store(
    parts: tuple[RunStore, DbosLauncher],
) -> None:
    store, launcher = parts
    first = await finish(store, launcher, await store.create_run("echo hi", {}))
    assert first.status.value == "completed", first.error
    kinds = [e.kind for e in SEEN if e.run_id == first.id]
    assert kinds[0] == "run-started" and kinds[-1] == "run-finished"
    assert kinds == [e.kind for e in await store.events_after(first.id)]

    spent = await store.create_run("an earlier expensive run", {})
    await store.transition(spent.id, first.status.RUNNING)
    await store.transition(spent.id, first.status.COMPLETED, cost=0.75, usage={"cost_usd": 0.75})
    stopped = await finish(store, launcher, await store.create_run("echo hi", {}))
    assert stopped.status.value == "failed"
    assert stopped.error is not None and "daily cost budget exhausted" in stopped.error
