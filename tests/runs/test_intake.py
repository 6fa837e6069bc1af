"""Creating and queueing runs: one transaction on PostgreSQL; unqueued runs are re-enqueued."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator, Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from sqlalchemy import Connection, Engine, create_engine, make_url, select
from tests.runs.conftest import drop_schema

from agentschool.runs.engine import DbosLauncher, EngineConfig
from agentschool.runs.spec import RunSpec
from agentschool.runs.store import OnEngine, RunStore
from agentschool.runs.tables import RunRow
from agentschool.server.app import make_rate_limiter
from agentschool.server.context import ApiContext, ServerSettings


@pytest.fixture
async def launcher(store: RunStore, tmp_path: Path) -> AsyncIterator[DbosLauncher]:
    """A DBOS launcher next to `store`: the same PostgreSQL database, or a SQLite file."""
    if store.dialect == "sqlite":
        config = EngineConfig(
            database_url=store.url, system_database_url=f"sqlite:///{tmp_path / 'dbos.sqlite'}"
        )
    else:
        config = EngineConfig(
            database_url=store.url,
            system_database_url=store.url,
            schema=store.schema,
            dbos_schema=f"dbos_{uuid.uuid4().hex[:12]}",
        )
    launcher = DbosLauncher(config)
    yield launcher
    launcher.close()
    if store.dialect == "postgresql":
        await drop_schema(config.dbos_schema)


def queued(launcher: DbosLauncher, *run_ids: str) -> set[str]:
    found = launcher.client.list_workflows(workflow_ids=list(run_ids), load_input=False)
    return {status.workflow_id for status in found}


async def test_a_created_run_is_queued(store: RunStore, launcher: DbosLauncher) -> None:
    settings = ServerSettings()
    context = ApiContext(store, settings, make_rate_limiter(settings), launcher=launcher)
    spec = RunSpec(task="write two notes", model="notes")
    run = await context.start_run(spec, api_key_id=None)
    assert run.agent_config == {"model": "notes", "planner": "hybrid"}
    assert queued(launcher, run.id) == {run.id}
    # On PostgreSQL the run row and its queue entry commit in one transaction.
    joined = launcher.enqueue_with_store(store)
    assert isinstance(joined, OnEngine) == (store.dialect == "postgresql")


async def test_a_failing_in_transaction_step_leaves_no_run(store: RunStore) -> None:
    def refuse(_conn: Connection, run_ids: list[str]) -> None:
        raise RuntimeError(f"cannot enqueue {run_ids}")

    with pytest.raises(RuntimeError, match="cannot enqueue"):
        await store.create_run("doomed", in_transaction=refuse)
    assert await store.list_runs() == ([], None)


@pytest.fixture
def own_engine(store: RunStore) -> Iterator[Engine]:
    """A synchronous engine on the store's database, as a `DbosLauncher` has."""
    url = make_url(store.url)
    if store.dialect == "postgresql":
        url = url.set(drivername="postgresql+psycopg")
    engine = create_engine(url)
    yield engine
    engine.dispose()


async def test_a_step_on_its_own_engine_commits_with_the_runs(
    store: RunStore, own_engine: Engine
) -> None:
    seen: list[list[str]] = []

    def look(conn: Connection, run_ids: list[str]) -> None:  # the runs, as yet uncommitted
        query = select(RunRow.id).where(RunRow.id.in_(run_ids))
        if store.schema:
            query = query.execution_options(schema_translate_map={None: store.schema})
        seen.append(sorted(conn.scalars(query)))

    step = OnEngine(own_engine, look)
    runs = await asyncio.gather(*(store.create_run(f"t{i}", in_transaction=step) for i in range(3)))
    assert sorted(id for batch in seen for id in batch) == sorted(run.id for run in runs)
    assert [(await store.get_run(run.id)).task for run in runs] == ["t0", "t1", "t2"]

    def refuse(_conn: Connection, run_ids: list[str]) -> None:
        raise RuntimeError(f"cannot enqueue {run_ids}")

    with pytest.raises(RuntimeError, match="cannot enqueue"):
        await store.create_run("doomed", in_transaction=OnEngine(own_engine, refuse))
    assert len((await store.list_runs())[0]) == 3  # the doomed run rolled back with its step


async def test_orphans_are_requeued_once(store: RunStore, launcher: DbosLauncher) -> None:
    enqueued = await store.create_run("queued")
    await launcher.submit(enqueued)
    orphan = await store.create_run("the API died before enqueuing this")  # never submitted
    assert await launcher.requeue_orphans(store, min_age=timedelta(hours=1)) == []  # too young
    assert await launcher.requeue_orphans(store) == [orphan.id]
    assert queued(launcher, enqueued.id, orphan.id) == {enqueued.id, orphan.id}
    assert await launcher.requeue_orphans(store) == []
