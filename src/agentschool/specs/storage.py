"""Per-agent tables: one real table per agent type with a data model, and its migrations.

A changed data model is first *previewed* (columns and indexes added, removed or changed, rows
affected, whether data would be lost), then *applied* by rebuilding the table inside one
transaction (create the new table, copy the rows, drop the old one, rename): any failure (a new
unique constraint the data breaks, a NOT NULL column without values) rolls everything back. A
migration that would drop data is refused unless `allow_data_loss=True`.

Works on SQLite and PostgreSQL (both have transactional DDL).
"""

from __future__ import annotations

import json
import time
from typing import Any

import pydantic
import sqlalchemy as sa
from sqlalchemy.engine import Engine

from agentschool.exceptions import UserError
from agentschool.specs.spec import DataModel, FieldType

__all__ = ["AgentTables", "MigrationError", "MigrationPlan", "make_engine"]

_TYPES: dict[FieldType, Any] = {
    "string": sa.String(1024),
    "text": sa.Text(),
    "integer": sa.BigInteger(),
    "number": sa.Float(),
    "boolean": sa.Boolean(),
    "datetime": sa.DateTime(timezone=True),
    "json": sa.JSON(),
}


class MigrationError(UserError):
    """A migration was refused (would drop data) or failed and was rolled back."""


def make_engine(url: str) -> Engine:
    """A synchronous engine; SQLite gets real transactions around DDL (pysqlite autocommits it).

    `postgresql://` URLs (and async driver URLs, e.g. a run store's) use the psycopg 3 driver.
    """
    url = url.replace("sqlite+aiosqlite://", "sqlite://")
    if url.startswith(("postgresql://", "postgres://", "postgresql+asyncpg://")):
        url = "postgresql+psycopg://" + url.split("://", 1)[1]
    engine = sa.create_engine(url)
    if engine.dialect.name == "sqlite":

        @sa.event.listens_for(engine, "connect")
        def _no_implicit(dbapi_conn: Any, _: Any) -> None:
            dbapi_conn.isolation_level = None  # let SQLAlchemy's BEGIN cover DDL too

        @sa.event.listens_for(engine, "begin")
        def _begin(conn: sa.Connection) -> None:
            conn.exec_driver_sql("BEGIN")

    return engine


class MigrationPlan(pydantic.BaseModel):
    """What applying a data model to an agent's table would do."""

    table: str
    """The table."""
    creates_table: bool = False
    """The table does not exist yet."""
    added_columns: list[str] = pydantic.Field(default_factory=list[str])
    """`name: type` of new columns."""
    removed_columns: list[str] = pydantic.Field(default_factory=list[str])
    """Columns dropped, with their data."""
    changed_columns: list[str] = pydantic.Field(default_factory=list[str])
    """`name: old -> new` changes of type, nullability or uniqueness."""
    added_indexes: list[str] = pydantic.Field(default_factory=list[str])
    """New indexes (`unique(a, b)` or `index(a)`)."""
    removed_indexes: list[str] = pydantic.Field(default_factory=list[str])
    """Dropped indexes."""
    rows: int = 0
    """Rows in the table now."""
    drops_data: bool = False
    """Applying loses stored values (removed columns or changed types)."""

    @property
    def is_empty(self) -> bool:
        """Nothing to do."""
        return not (
            self.creates_table
            or self.added_columns
            or self.removed_columns
            or self.changed_columns
            or self.added_indexes
            or self.removed_indexes
        )


def _describe_field(model: DataModel, name: str) -> str:
    field = model.field(name)
    flags = [field.type] + (["required"] if field.required else []) + (["unique"] * field.unique)
    return " ".join(flags + (["sensitive"] if field.sensitive else []))


def _recoded(old: DataModel, new: DataModel) -> set[str]:
    """Fields kept by name whose stored form changes (their values cannot be copied).

    A field becomes or stops being sensitive, or a sensitive field changes type (its column holds
    tokens, which SQL cannot convert).
    """
    recoded = set()
    for field in new.fields:
        before = next((f for f in old.fields if f.name == field.name), None)
        if before is None:
            continue
        if before.sensitive != field.sensitive or (field.sensitive and before.type != field.type):
            recoded.add(field.name)
    return recoded


def _index_labels(model: DataModel) -> set[str]:
    return {f"{'unique' if i.unique else 'index'}({', '.join(i.fields)})" for i in model.indexes}


def diff_models(table: str, old: DataModel | None, new: DataModel, rows: int) -> MigrationPlan:
    """The migration from `old` (None: no table yet) to `new`."""
    if old is None:
        return MigrationPlan(
            table=table,
            creates_table=True,
            added_columns=[f"{f.name}: {_describe_field(new, f.name)}" for f in new.fields],
            added_indexes=sorted(_index_labels(new)),
        )
    old_names = [f.name for f in old.fields]
    new_names = [f.name for f in new.fields]
    changed = [
        f"{n}: {_describe_field(old, n)} -> {_describe_field(new, n)}"
        for n in new_names
        if n in old_names and old.field(n) != new.field(n)
    ]
    removed = [n for n in old_names if n not in new_names]
    retyped = [n for n in new_names if n in old_names and old.field(n).type != new.field(n).type]
    retyped += sorted(_recoded(old, new) - set(retyped))
    return MigrationPlan(
        table=table,
        added_columns=[f"{n}: {_describe_field(new, n)}" for n in new_names if n not in old_names],
        removed_columns=removed,
        changed_columns=changed,
        added_indexes=sorted(_index_labels(new) - _index_labels(old)),
        removed_indexes=sorted(_index_labels(old) - _index_labels(new)),
        rows=rows,
        drops_data=bool(removed or retyped) and rows > 0,
    )


class AgentTables:
    """Creates, migrates and drops agent tables; remembers each table's applied data model.

    Args:
        engine: Where the tables live.
        prefix: Prefix of every table name (tests use a unique one).
    """

    def __init__(self, engine: Engine, *, prefix: str = "agent_") -> None:
        self.engine = engine
        self.prefix = prefix
        self._meta = sa.MetaData()
        self.models_table = sa.Table(
            f"{prefix}_data_models",
            self._meta,
            sa.Column("agent", sa.String(64), primary_key=True),
            sa.Column("data_model", sa.JSON(), nullable=False),
            sa.Column("applied_at", sa.Float(), nullable=False),
        )
        self._meta.create_all(engine)

    def table_name(self, agent: str) -> str:
        """The table of an agent type."""
        return f"{self.prefix}{agent.replace('-', '_')}"

    def table(self, agent: str, model: DataModel, *, name: str | None = None) -> sa.Table:
        """The SQLAlchemy table for a data model (on its own metadata)."""
        table_name = name or self.table_name(agent)
        columns: list[Any] = [
            sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
            sa.Column("run_id", sa.String(64), nullable=True, index=True),
            sa.Column("created_at", sa.Float(), nullable=False),
        ]
        columns += [
            sa.Column(
                f.name,
                sa.Text() if f.sensitive else _TYPES[f.type],  # a Fernet token
                nullable=not f.required,
                unique=f.unique,
            )
            for f in model.fields
        ]
        table = sa.Table(table_name, sa.MetaData(), *columns)
        for index in model.indexes:
            label = "_".join(index.fields)
            kind = "ux" if index.unique else "ix"
            sa.Index(
                f"{kind}_{table_name}_{label}",
                *(table.c[c] for c in index.fields),
                unique=index.unique,
            )
        return table

    def applied_model(self, agent: str) -> DataModel | None:
        """The data model the agent's table has now (None when there is no table)."""
        with self.engine.connect() as conn:
            raw = conn.execute(
                sa.select(self.models_table.c.data_model).where(self.models_table.c.agent == agent)
            ).scalar_one_or_none()
        return DataModel.model_validate(raw) if raw is not None else None

    def count(self, agent: str) -> int:
        """Rows in the agent's table (0 when it has none)."""
        model = self.applied_model(agent)
        if model is None:
            return 0
        with self.engine.connect() as conn:
            table = self.table(agent, model)
            return int(conn.execute(sa.select(sa.func.count()).select_from(table)).scalar_one())

    def preview(self, agent: str, model: DataModel) -> MigrationPlan:
        """What `apply(agent, model)` would do, without doing it."""
        return diff_models(
            self.table_name(agent), self.applied_model(agent), model, self.count(agent)
        )

    def apply(
        self, agent: str, model: DataModel, *, allow_data_loss: bool = False
    ) -> MigrationPlan:
        """Create or migrate the agent's table to `model`, in one transaction.

        Raises:
            MigrationError: The migration would drop data and `allow_data_loss` is False, or it
                failed (the table is left exactly as it was).
        """
        plan = self.preview(agent, model)
        if plan.drops_data and not allow_data_loss:
            lost = plan.removed_columns + [c.split(":")[0] for c in plan.changed_columns]
            raise MigrationError(
                f"migrating {plan.table} would drop data in {lost} ({plan.rows} rows); "
                "export first and pass allow_data_loss (CLI: --allow-data-loss) to proceed"
            )
        if plan.is_empty:
            return plan
        old = self.applied_model(agent)
        try:
            with self.engine.begin() as conn:
                if old is None:
                    self.table(agent, model).create(conn)
                else:
                    self._rebuild(conn, agent, old, model)
                self._remember(conn, agent, model, insert=old is None)
        except sa.exc.SQLAlchemyError as exc:
            reason = str(getattr(exc, "orig", exc)).splitlines()[0]
            raise MigrationError(
                f"migrating {plan.table} failed and was rolled back: {reason}"
            ) from exc
        return plan

    def _rebuild(self, conn: sa.Connection, agent: str, old: DataModel, new: DataModel) -> None:
        final = self.table_name(agent)
        temp = self.table(agent, new, name=f"{final}__migrating")
        for index in list(temp.indexes):
            temp.indexes.discard(index)  # created after the rename, under their final names
        temp.create(conn)
        source = self.table(agent, old)
        recoded = _recoded(old, new)  # their values are dropped (the plan says so)
        kept = ["id", "run_id", "created_at"] + [
            f.name
            for f in new.fields
            if f.name in {o.name for o in old.fields} and f.name not in recoded
        ]
        select = sa.select(*(sa.cast(source.c[c], temp.c[c].type) for c in kept))
        conn.execute(sa.insert(temp).from_select(kept, select))
        source.drop(conn)
        conn.execute(sa.text(f'ALTER TABLE "{temp.name}" RENAME TO "{final}"'))
        for index in self.table(agent, new).indexes:
            index.create(conn)
        if conn.dialect.name == "postgresql":  # keep the id sequence ahead of the copied ids
            conn.execute(
                sa.text(
                    f"SELECT setval(pg_get_serial_sequence('\"{final}\"', 'id'), "
                    f'COALESCE((SELECT MAX(id) FROM "{final}"), 0) + 1, false)'
                )
            )

    def _remember(self, conn: sa.Connection, agent: str, model: DataModel, *, insert: bool) -> None:
        values = {"data_model": json.loads(model.model_dump_json()), "applied_at": time.time()}
        if insert:
            conn.execute(sa.insert(self.models_table).values(agent=agent, **values))
        else:
            conn.execute(
                sa.update(self.models_table)
                .where(self.models_table.c.agent == agent)
                .values(**values)
            )

    def drop(self, agent: str) -> int:
        """Drop the agent's table and its records; returns how many rows were dropped."""
        model = self.applied_model(agent)
        if model is None:
            return 0
        rows = self.count(agent)
        with self.engine.begin() as conn:
            self.table(agent, model).drop(conn, checkfirst=True)
            conn.execute(sa.delete(self.models_table).where(self.models_table.c.agent == agent))
        return rows
