"""Sessions in the run store: owned by one key, turns kept on runs, a migration that rolls back."""

from __future__ import annotations

from pathlib import Path

import pytest
from alembic import command
from alembic.config import Config
from sqlalchemy import Connection, inspect, text

from agentschool.memory.session import Turn
from agentschool.runs.migrations import MIGRATIONS_DIR
from agentschool.runs.records import Run
from agentschool.runs.sessions import SessionNotFound, SessionStore
from agentschool.runs.spec import RunSpec
from agentschool.runs.start import start_run
from agentschool.runs.store import RunStore


class _Keep:
    async def submit(self, run: Run) -> None:
        """Leave the run pending."""


async def test_a_session_belongs_to_the_key_that_created_it(store: RunStore) -> None:
    sessions = SessionStore(store)
    first = await start_run(
        RunSpec(task="add 'x' to my todos", session_id="kitchen"),
        store=store,
        launcher=_Keep(),
        api_key_id="key_a",
    )
    assert first.session_id == "kitchen"
    assert (await store.get_run(first.id)).session_id == "kitchen"
    with pytest.raises(SessionNotFound, match="'kitchen'"):  # another key: no such session
        await start_run(
            RunSpec(task="mark it done", session_id="kitchen"),
            store=store,
            launcher=_Keep(),
            api_key_id="key_b",
        )
    for other in ("key_b", None):
        with pytest.raises(SessionNotFound):
            await sessions.get("kitchen", other)
        assert await sessions.owned(other) == []
    second = await start_run(
        RunSpec(task="mark it done", session_id="kitchen"),
        store=store,
        launcher=_Keep(),
        api_key_id="key_a",
    )
    [info] = await sessions.owned("key_a")
    assert (info.id, info.turns) == ("kitchen", 2)
    assert [t.run.id for t in await sessions.turns("kitchen", "key_a")] == [first.id, second.id]
    with pytest.raises(SessionNotFound):
        await sessions.delete("kitchen", "key_b")
    await sessions.delete("kitchen", "key_a")
    with pytest.raises(SessionNotFound):
        await sessions.turns("kitchen", "key_a")
    assert (await store.get_run(second.id)).session_id is None  # the runs stay


async def test_a_run_sees_the_turns_recorded_before_it(store: RunStore) -> None:
    sessions = SessionStore(store)
    runs = [
        await start_run(RunSpec(task=t, session_id="s"), store=store, launcher=_Keep())
        for t in ("add 'x' to my todos", "add 'y' to my todos", "mark the first one done")
    ]
    turn = Turn(
        task="add 'x' to my todos",
        resolved="add 'x' to my todos",
        status="completed",
        answer={"id": 7, "title": "x"},
        items=({"id": 7, "title": "x"},),
    )
    await sessions.record_turn(runs[0].id, turn)
    loaded = await sessions.load("s", runs[2].id)
    assert loaded.turns == [turn]  # the second run has not finished: no turn yet
    assert loaded.resolve("mark the first one done").task == "mark item #7 done"
    assert await sessions.earlier_turns("s", runs[0].id) == []
    shown = await sessions.turns("s", None)
    assert shown[0].resolved == "add 'x' to my todos" and shown[0].items == [turn.items[0]]
    assert shown[1].resolved is None


def _upgrade(connection: Connection, revision: str, schema: str | None) -> None:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    config.attributes["connection"] = connection
    config.attributes["schema"] = schema
    command.upgrade(config, revision)


async def test_a_failing_sessions_migration_rolls_back(
    request: pytest.FixtureRequest, tmp_path: Path
) -> None:
    """A step that fails after others leaves the store as it was: at 0001, no new column."""
    from tests.runs.conftest import POSTGRES_URL, drop_schema, postgres_reachable

    postgres = postgres_reachable()
    urls = [(f"sqlite:///{tmp_path / 'old.db'}", None)]
    if postgres:
        urls.append((POSTGRES_URL, "t_rollback_sessions"))
    for url, schema in urls:
        old = RunStore(url, schema=schema)
        try:
            if schema:
                await drop_schema(schema)
                async with old.engine.begin() as conn:
                    await conn.execute(text(f'CREATE SCHEMA "{schema}"'))
            async with old.engine.begin() as conn:
                await conn.run_sync(_upgrade, "0001", schema)
                await conn.execute(text("CREATE TABLE sessions (id INTEGER)"))  # in the way
            with pytest.raises(Exception, match="sessions"):
                await old.migrate()
            async with old.engine.connect() as conn:
                columns = await conn.run_sync(
                    lambda c: [col["name"] for col in inspect(c).get_columns("runs")]
                )
                version = (
                    await conn.execute(text("SELECT version_num FROM alembic_version"))
                ).scalar()
            assert "session_id" not in columns and version == "0001", url
            async with old.engine.begin() as conn:
                await conn.execute(text("DROP TABLE sessions"))
            await old.migrate()  # once the way is clear, it upgrades
            run = await old.create_run("t", session_id="s")
            assert (await old.get_run(run.id)).session_id == "s"
        finally:
            await old.close()
            if schema:
                await drop_schema(schema)
