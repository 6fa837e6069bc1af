"""Security incidents of agent types, and when they disable one.

An incident is something an agent type's runs did that an operator should see: a tool use that
was denied, a limit hit (max steps, timeout, budget, a spec over a complexity limit), a failed
run. They are stored in the registry's `{prefix}_incidents` table. `IncidentPolicy` says how
many incidents within a window disable a type (`AGENTSCHOOL_AGENT_INCIDENT_LIMIT` within
`AGENTSCHOOL_AGENT_INCIDENT_WINDOW_SECONDS`); `SpecRegistry.record_incident` applies it and an
admin's `SpecRegistry.enable` starts the count afresh.

An incident may carry a `ref` (a run id and step, say): recording the same `(agent, kind, ref)`
twice keeps one, so a run replayed after a crash does not count its incidents twice.
"""

from __future__ import annotations

import time
from typing import Any, Literal

import pydantic
import sqlalchemy as sa
from sqlalchemy.engine import Engine

from agentschool.settings import Settings

__all__ = ["Incident", "IncidentKind", "IncidentPolicy", "Incidents"]

IncidentKind = Literal["denied-tool", "limit", "run-failed"]
"""What happened: a tool use denied, a limit hit, a run that failed."""


class Incident(pydantic.BaseModel):
    """One recorded incident."""

    id: int
    """Incident id."""
    at: float
    """Unix time."""
    agent: str
    """The agent type."""
    kind: IncidentKind
    """What happened."""
    run_id: str | None
    """The run it happened in, if any."""
    ref: str | None
    """What identifies it within the run (so a replay does not record it twice)."""
    detail: dict[str, Any]
    """What the operator needs to know (the tool, the error, the limit)."""


class IncidentPolicy(pydantic.BaseModel):
    """How many incidents within how long disable an agent type."""

    limit: int = pydantic.Field(default=5, ge=1)
    """Incidents within `window_seconds` that disable the type."""
    window_seconds: float = pydantic.Field(default=3600.0, gt=0)
    """The window counted back from each new incident."""

    @classmethod
    def from_settings(cls, settings: Settings | None = None) -> IncidentPolicy:
        """The policy configured in `settings` (`Settings()` when None)."""
        settings = settings or Settings()
        return cls(
            limit=settings.agent_incident_limit,
            window_seconds=settings.agent_incident_window_seconds,
        )


class Incidents:
    """The `{prefix}_incidents` table.

    Args:
        engine: The registry's database.
        prefix: The registry's table prefix.
    """

    def __init__(self, engine: Engine, *, prefix: str) -> None:
        self.engine = engine
        meta = sa.MetaData()
        self.table = sa.Table(
            f"{prefix}_incidents",
            meta,
            sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
            sa.Column("at", sa.Float(), nullable=False),
            sa.Column("agent", sa.String(64), nullable=False, index=True),
            sa.Column("kind", sa.String(32), nullable=False),
            sa.Column("run_id", sa.String(64), nullable=True),
            sa.Column("ref", sa.String(200), nullable=True),
            sa.Column("detail", sa.JSON(), nullable=False),
            sa.UniqueConstraint("agent", "kind", "ref", name=f"ux_{prefix}_incidents_ref"),
        )
        meta.create_all(engine)

    def add(
        self,
        conn: sa.Connection,
        agent: str,
        kind: IncidentKind,
        detail: dict[str, Any],
        *,
        run_id: str | None = None,
        ref: str | None = None,
    ) -> Incident | None:
        """Insert an incident in the caller's transaction; None when its `ref` is recorded."""
        if ref is not None:
            seen = conn.execute(
                sa.select(self.table.c.id).where(
                    self.table.c.agent == agent, self.table.c.kind == kind, self.table.c.ref == ref
                )
            ).first()
            if seen is not None:
                return None
        values = {"at": time.time(), "agent": agent, "kind": kind, "run_id": run_id, "ref": ref}
        insert = sa.insert(self.table).values(**values, detail=detail).returning(self.table.c.id)
        new_id = conn.execute(insert).scalar_one()
        return Incident(id=int(new_id), detail=detail, **values)

    def count_since(self, conn: sa.Connection, agent: str, since: float) -> int:
        """Incidents of `agent` at or after `since`."""
        query = (
            sa.select(sa.func.count())
            .select_from(self.table)
            .where(self.table.c.agent == agent, self.table.c.at >= since)
        )
        return int(conn.execute(query).scalar_one())

    def list(self, agent: str | None = None, *, limit: int = 100) -> list[Incident]:
        """Incidents, newest first (one agent type's when `agent` is given)."""
        query = sa.select(self.table).order_by(self.table.c.id.desc()).limit(limit)
        if agent is not None:
            query = query.where(self.table.c.agent == agent)
        with self.engine.connect() as conn:
            rows = conn.execute(query).mappings().all()
        return [Incident.model_validate(dict(r)) for r in rows]

    def counts(self, since: float) -> dict[str, int]:
        """Incidents per agent type at or after `since`."""
        query = (
            sa.select(self.table.c.agent, sa.func.count())
            .where(self.table.c.at >= since)
            .group_by(self.table.c.agent)
        )
        with self.engine.connect() as conn:
            return {agent: int(n) for agent, n in conn.execute(query).all()}
