"""The Alembic migrations create exactly the tables the ORM declares."""

from __future__ import annotations

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import Connection

from agentschool.runs.store import RunStore
from agentschool.runs.tables import Base


def _diff(connection: Connection) -> list[object]:
    context = MigrationContext.configure(connection, opts={"compare_type": True})
    return list(compare_metadata(context, Base.metadata))


async def test_migrations_match_the_models(store: RunStore) -> None:
    async with store.engine.connect() as conn:
        assert await conn.run_sync(_diff) == []


async def test_migrate_twice_is_a_no_op(store: RunStore) -> None:
    await store.migrate()
    run = await store.create_run("still here")
    await store.migrate()
    assert (await store.get_run(run.id)).task == "still here"
