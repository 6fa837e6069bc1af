"""Alembic environment: migrates the connection handed over in `config.attributes`."""

from __future__ import annotations

from alembic import context

from agentschool.runs.tables import Base

__all__: list[str] = []

connection = context.config.attributes.get("connection")
if connection is None:  # pragma: no cover - only through `RunStore.migrate`
    raise RuntimeError("run the migrations through agentschool.runs.store.RunStore.migrate()")
context.configure(
    connection=connection,
    target_metadata=Base.metadata,
    version_table_schema=context.config.attributes.get("schema"),
)
with context.begin_transaction():
    context.run_migrations()
