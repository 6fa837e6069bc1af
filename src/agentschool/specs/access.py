"""Who may use an agent type: its owner key and its access rule, and whether it is disabled.

Each agent type has one row in the registry's `{prefix}_types` table (made on its first
registration): the API key id that registered it (its owner), an `AccessRule`, and its
disabled state (`agentschool.specs.incidents` disables a type after too many incidents). A type
registered before this table existed has no row and reads as `TypeState.default(name)`: no
owner, the default rule (scopes as before), enabled. So the table needs no data migration: it is
created beside the others, and a row is written the first time a type's state changes.

A rule lists, for each action (`read` its spec and records, `run` it, `change` it), who may:
a scope (`read`, `run`, `admin`: any key with that scope or a higher one) or one key
(`key:<id>`). The owner may always do everything; an admin key may always see (read) every
type; a caller without a key id but with `admin` scope (the operator's token, a server without
auth) may do everything.
"""

from __future__ import annotations

import time
from typing import Annotated, Literal

import pydantic
import sqlalchemy as sa
from pydantic import Field
from sqlalchemy.engine import Engine

from agentschool.runs.keys import KeyScope

__all__ = ["AccessAction", "AccessRule", "TypeState", "TypeStates"]

AccessAction = Literal["read", "run", "change"]
"""What a caller wants to do with an agent type."""

Entry = Annotated[str, Field(pattern=r"^(read|run|admin|key:[A-Za-z0-9_-]{1,64})$")]
"""A scope (`read`, `run`, `admin`) or one API key (`key:<id>`)."""


def _matches(entry: str, key_id: str | None, scope: KeyScope) -> bool:
    if entry.startswith("key:"):
        return key_id is not None and entry[4:] == key_id
    return scope.allows(KeyScope(entry))


class AccessRule(pydantic.BaseModel):
    """Which scopes or keys may read, run and change an agent type."""

    model_config = pydantic.ConfigDict(extra="forbid", frozen=True)

    read: list[Entry] = Field(default_factory=lambda: ["read"])
    """Who may read its spec, docs, runs and records."""
    run: list[Entry] = Field(default_factory=lambda: ["run"])
    """Who may start runs of it."""
    change: list[Entry] = Field(default_factory=lambda: ["admin"])
    """Who may register new versions, delete it, or change this rule."""

    def allows(
        self, action: AccessAction, *, key_id: str | None, scope: KeyScope, owner: str | None
    ) -> bool:
        """Whether the caller (`key_id`, `scope`) may do `action` on a type owned by `owner`."""
        if scope is KeyScope.ADMIN and (key_id is None or action == "read"):
            return True  # the operator does everything; every admin sees every type
        if owner is not None and key_id == owner:
            return True
        return any(_matches(entry, key_id, scope) for entry in getattr(self, action))


class TypeState(pydantic.BaseModel):
    """An agent type's owner, access rule and disabled state."""

    name: str
    """The agent type."""
    owner_key: str | None = None
    """The API key id that first registered it (None: registered without a key)."""
    access: AccessRule = Field(default_factory=AccessRule)
    """Who may read, run and change it."""
    disabled: bool = False
    """Disabled types refuse new runs until an admin enables them again."""
    disabled_reason: str | None = None
    """Why it was disabled."""
    disabled_at: float | None = None
    """Unix time it was disabled."""
    enabled_at: float | None = None
    """Unix time an admin last enabled it: incidents before it no longer count."""

    @classmethod
    def default(cls, name: str) -> TypeState:
        """The state of a type without a row: no owner, the default rule, enabled."""
        return cls(name=name)

    def allows(self, action: AccessAction, *, key_id: str | None, scope: KeyScope) -> bool:
        """Whether the caller may do `action` (see `AccessRule.allows`)."""
        return self.access.allows(action, key_id=key_id, scope=scope, owner=self.owner_key)

    def visible(self, *, key_id: str | None, scope: KeyScope) -> bool:
        """Whether the caller may know the type exists (any action allowed)."""
        actions: tuple[AccessAction, ...] = ("read", "run", "change")
        return any(self.allows(a, key_id=key_id, scope=scope) for a in actions)


class TypeStates:
    """The `{prefix}_types` table: one row per agent type whose state was ever set.

    Args:
        engine: The registry's database.
        prefix: The registry's table prefix.
    """

    def __init__(self, engine: Engine, *, prefix: str) -> None:
        self.engine = engine
        meta = sa.MetaData()
        self.table = sa.Table(
            f"{prefix}_types",
            meta,
            sa.Column("name", sa.String(64), primary_key=True),
            sa.Column("owner_key", sa.String(64), nullable=True, index=True),
            sa.Column("access", sa.JSON(), nullable=False),
            sa.Column("disabled", sa.Boolean(), nullable=False, default=False),
            sa.Column("disabled_reason", sa.Text(), nullable=True),
            sa.Column("disabled_at", sa.Float(), nullable=True),
            sa.Column("enabled_at", sa.Float(), nullable=True),
            sa.Column("updated_at", sa.Float(), nullable=False),
        )
        meta.create_all(engine)

    def get(self, name: str, conn: sa.Connection | None = None) -> TypeState:
        """A type's state (the default one when it has no row)."""
        query = sa.select(self.table).where(self.table.c.name == name)
        if conn is None:
            with self.engine.connect() as own:
                row = own.execute(query).mappings().first()
        else:
            row = conn.execute(query).mappings().first()
        return self._state(row) if row is not None else TypeState.default(name)

    def all(self) -> dict[str, TypeState]:
        """Every stored state, by type name (types without a row have the default one)."""
        with self.engine.connect() as conn:
            rows = conn.execute(sa.select(self.table)).mappings().all()
        return {row["name"]: self._state(row) for row in rows}

    def put(self, conn: sa.Connection, state: TypeState) -> None:
        """Insert or replace a type's state inside the caller's transaction."""
        values = state.model_dump(mode="json", exclude={"name"})
        values["updated_at"] = time.time()
        exists = conn.execute(
            sa.select(self.table.c.name).where(self.table.c.name == state.name)
        ).first()
        if exists is None:
            conn.execute(sa.insert(self.table).values(name=state.name, **values))
        else:
            conn.execute(
                sa.update(self.table).where(self.table.c.name == state.name).values(**values)
            )

    def forget(self, conn: sa.Connection, name: str) -> None:
        """Remove a type's row (a hard delete or purge of the type)."""
        conn.execute(sa.delete(self.table).where(self.table.c.name == name))

    @staticmethod
    def _state(row: sa.RowMapping) -> TypeState:
        data = {k: v for k, v in row.items() if k != "updated_at"}
        return TypeState.model_validate(data)
