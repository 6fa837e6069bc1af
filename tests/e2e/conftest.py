"""Set-up shared by the end-to-end tests that run a DBOS worker in this process."""

from __future__ import annotations

from collections.abc import AsyncIterator

import anyio
import pytest

from agentschool.runs.engine import DbosLauncher, EngineConfig, RunEngine
from agentschool.runs.store import RunStore
from agentschool.settings import Settings


@pytest.fixture
async def served(request: pytest.FixtureRequest) -> AsyncIterator[tuple[RunStore, DbosLauncher]]:
    """A worker running the test module's `factory`, and a launcher, on the run store in
    AGENTSCHOOL_HOME (the one the CLI uses, so CLI, REST and MCP runs meet there)."""
    config = EngineConfig.from_settings(Settings(), concurrency=2)
    store = RunStore(config.database_url)
    await store.migrate()
    worker = RunEngine(config, request.module.factory)
    await worker.launch_async()
    launcher = DbosLauncher(config)
    yield store, launcher
    launcher.close()
    await anyio.to_thread.run_sync(worker.shutdown)
    await store.close()
