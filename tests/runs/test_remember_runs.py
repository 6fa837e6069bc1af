"""Served runs learn: `remember` in a `RunSpec` recalls and remembers, each a recorded step."""

from __future__ import annotations

import json
import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest
from tests.memory.conftest import embedder  # noqa: F401 (the fixture)
from typer.testing import CliRunner

from agentschool.agent import EVENT_ADAPTER, PlanCreated
from agentschool.cli import app
from agentschool.memory import LongTermMemory, SentenceTransformerEmbedder, open_memory_store
from agentschool.memory.experience import ExperienceMemory
from agentschool.memory.sqlite_vec import SqliteVecStore
from agentschool.messages import ModelMessage
from agentschool.models.function import AgentInfo, FunctionModel
from agentschool.observability.stats import collect_stats
from agentschool.runs.engine import (
    AgentRecipe,
    DbosLauncher,
    EngineConfig,
    RunEngine,
    default_agent_factory,
    learning_recipe,
)
from agentschool.runs.records import Run
from agentschool.runs.spec import RunSpec
from agentschool.runs.start import start_run
from agentschool.runs.status import FINISHED_STATUSES
from agentschool.runs.store import RunStore
from agentschool.server.app import create_app
from agentschool.server.context import ServerSettings
from agentschool.settings import Settings
from agentschool.tools.builtin import builtin_toolset
from agentschool.tools.calculator import calculator_tool
from agentschool.tools.toolset import Toolset

pytestmark = pytest.mark.timeout(300)  # the first test to embed pays for loading the model


@pytest.fixture
async def served(tmp_path: Path) -> AsyncIterator[tuple[RunStore, DbosLauncher]]:
    settings = Settings()
    config = EngineConfig.from_settings(settings, concurrency=1)
    worker = RunEngine(config, default_agent_factory(settings, builtin_toolset()))
    await worker.launch_async()
    store = RunStore(config.database_url)
    await store.migrate()
    launcher = DbosLauncher(config)
    yield store, launcher
    launcher.close()
    await anyio.to_thread.run_sync(worker.shutdown)
    await store.close()


async def finished(store: RunStore, run: Run) -> Run:
    with anyio.fail_after(120):
        while True:
            run = await store.get_run(run.id)
            if run.status in FINISHED_STATUSES:
                return run
            await anyio.sleep(0.05)


async def planner_of(store: RunStore, run: Run) -> str:
    events = [EVENT_ADAPTER.validate_python(e.data) for e in await store.events_after(run.id)]
    return next(e.planner for e in events if isinstance(e, PlanCreated))


async def test_a_served_run_reuses_a_remembered_plan(
    served: tuple[RunStore, DbosLauncher],
    embedder: SentenceTransformerEmbedder,  # noqa: F811
) -> None:
    store, launcher = served
    first = RunSpec(task="what is 2 + 3", planner="rule", remember=True)
    run = await finished(store, await start_run(first, store=store, launcher=launcher))
    assert (run.status.value, run.output) == ("completed", "2 + 3 = 5"), run.error
    # The `test` model cannot plan arithmetic: a right answer with no model request is the
    # remembered plan, re-bound to 7 and 9.
    second = RunSpec(task="what is 7 + 9", planner="llm", model="test", remember=True)
    again = await finished(store, await start_run(second, store=store, launcher=launcher))
    assert (again.status.value, again.output) == ("completed", "7 + 9 = 16"), again.error
    assert again.usage is not None and again.usage["requests"] == 0
    assert await planner_of(store, again) == "experience"
    memory = LongTermMemory(open_memory_store(), embedder)
    try:
        stats = ExperienceMemory(memory).stats()
    finally:
        memory.close()
    assert (stats["runs_recorded"], stats["plans_reused"]) == (1, 1)
    assert stats["reused_runs_completed"] == 1
    shown = await anyio.to_thread.run_sync(lambda: CliRunner().invoke(app, ["stats", "--json"]))
    assert shown.exit_code == 0, shown.output
    report = json.loads(shown.stdout)
    assert report["experience"] == {
        "runs_recorded": 1,
        "plans_reused": 1,
        "model_calls_saved": 0,  # the remembered plan was the rule planner's: no model call
    }
    # the same, read from the served runs' stored events (the window's runs)
    assert report["learning"] == {"runs": 2, "plans_reused": 1, "model_calls_saved": 0}
    # and over REST, where the API reads the memory the worker learned into
    api = create_app(store, settings=ServerSettings(auth_disabled=True), migrate=False)
    transport = httpx.ASGITransport(app=api)
    async with httpx.AsyncClient(transport=transport, base_url="http://test/api/v1") as http:
        served = (await http.get("/memory/stats")).json()["experience"]
    assert (served["runs_recorded"], served["plans_reused"]) == (1, 1)


def multiply(messages: list[ModelMessage], info: AgentInfo) -> str:
    """A planner model: a calculator step for the task's two numbers."""
    a, b = re.findall(r"\d+", str(messages[-1]))[-2:]
    step = {"id": "s1", "tool": "calculator", "args": {"expression": f"{a} * {b}"}}
    return json.dumps({"steps": [step], "answer": f"{a} * {b} = ${{s1}}"})


@pytest.fixture
async def scripted(
    tmp_path: Path,
    embedder: SentenceTransformerEmbedder,  # noqa: F811
) -> AsyncIterator[tuple[RunStore, DbosLauncher, FunctionModel]]:
    """A worker whose learning runs plan with a scripted model (counting its calls)."""
    model = FunctionModel(multiply)
    memory = ExperienceMemory(LongTermMemory(SqliteVecStore(tmp_path / "mem.db"), embedder))

    def factory(config: dict[str, Any]) -> AgentRecipe:
        plain = AgentRecipe(
            model=model, tools=Toolset([calculator_tool]), options={"planner": "llm"}
        )
        return learning_recipe(plain, memory) if config.get("remember") else plain

    config = EngineConfig.from_settings(Settings(), concurrency=1)
    worker = RunEngine(config, factory)
    await worker.launch_async()
    store = RunStore(config.database_url)
    await store.migrate()
    launcher = DbosLauncher(config)
    yield store, launcher, model
    launcher.close()
    await anyio.to_thread.run_sync(worker.shutdown)
    await store.close()


async def test_a_reused_plan_reports_the_model_calls_it_saved(
    scripted: tuple[RunStore, DbosLauncher, FunctionModel],
) -> None:
    """A plan the model made once, reused by a served run: stats show the planning call saved."""
    store, launcher, model = scripted
    first = RunSpec(task="what is 12 * 3", remember=True)
    run = await finished(store, await start_run(first, store=store, launcher=launcher))
    assert (run.status.value, run.output, model.calls) == ("completed", "12 * 3 = 36", 1)
    second = RunSpec(task="what is 4 * 5", remember=True)
    again = await finished(store, await start_run(second, store=store, launcher=launcher))
    assert (again.status.value, again.output, model.calls) == ("completed", "4 * 5 = 20", 1)
    events = [EVENT_ADAPTER.validate_python(e.data) for e in await store.events_after(again.id)]
    planned = next(e for e in events if isinstance(e, PlanCreated))
    assert (planned.planner, planned.reused_from, planned.model_calls_saved) == (
        "experience",
        run.id,
        1,
    )
    learning = (await collect_stats(store)).learning
    assert (learning.runs, learning.plans_reused, learning.model_calls_saved) == (2, 1, 1)
