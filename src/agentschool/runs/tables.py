"""SQLAlchemy tables of the run store: runs, steps, events, effects, approvals, API keys, sessions.

The Alembic migrations in `agentschool/runs/migrations` create exactly these; a test compares them.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    DateTime,
    Dialect,
    Float,
    Index,
    Integer,
    String,
    Text,
    TypeDecorator,
    UniqueConstraint,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

__all__ = [
    "ApiKeyRow",
    "ApprovalRow",
    "Base",
    "EffectRow",
    "EventRow",
    "RunRow",
    "SessionRow",
    "StepRow",
    "utcnow",
]


def utcnow() -> datetime:
    """The current time, timezone-aware UTC."""
    return datetime.now(UTC)


class UTCDateTime(TypeDecorator[datetime]):
    """A timezone-aware UTC datetime on every dialect (SQLite keeps no offset, so add it back)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        """Store UTC; naive on SQLite."""
        if value is None:
            return None
        value = value.astimezone(UTC)
        return value.replace(tzinfo=None) if dialect.name == "sqlite" else value

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        """Return an aware UTC datetime."""
        if value is None:
            return None
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


class Base(DeclarativeBase):
    """Declarative base of the run store."""

    type_annotation_map = {  # noqa: RUF012  (SQLAlchemy reads it as a class attribute)
        datetime: UTCDateTime(),
        dict[str, Any]: JSON,
    }


class RunRow(Base):
    """One run: the task, its agent configuration, status and result."""

    __tablename__ = "runs"
    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    task: Mapped[str] = mapped_column(Text)
    status: Mapped[str] = mapped_column(String(20), index=True)
    agent_config: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)
    output: Mapped[Any] = mapped_column(JSON, nullable=True)
    error: Mapped[str | None] = mapped_column(Text, nullable=True)
    usage: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    cost: Mapped[float | None] = mapped_column(Float, nullable=True)
    api_key_id: Mapped[str | None] = mapped_column(String(40), nullable=True)
    session_id: Mapped[str | None] = mapped_column(String(100), nullable=True, index=True)
    turn: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    """The run as its session's turn (`memory.session.Turn`), once it finished."""


class SessionRow(Base):
    """A conversation: runs naming it are its turns, in run order; it belongs to one API key."""

    __tablename__ = "sessions"
    id: Mapped[str] = mapped_column(String(100), primary_key=True)
    api_key_id: Mapped[str | None] = mapped_column(String(40), nullable=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)


class StepRow(Base):
    """One plan step of a run, as last reported by the agent's events."""

    __tablename__ = "steps"
    run_id: Mapped[str] = mapped_column(String(40), primary_key=True)
    step_id: Mapped[str] = mapped_column(String(100), primary_key=True)
    tool: Mapped[str | None] = mapped_column(String(100), nullable=True)
    status: Mapped[str] = mapped_column(String(20))
    args: Mapped[Any] = mapped_column(JSON, nullable=True)
    result: Mapped[Any] = mapped_column(JSON, nullable=True)
    error: Mapped[str | None] = mapped_column(Text, nullable=True)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)


class EventRow(Base):
    """One agent event of a run; `seq` orders them and is the SSE event id."""

    __tablename__ = "events"
    run_id: Mapped[str] = mapped_column(String(40), primary_key=True)
    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    kind: Mapped[str] = mapped_column(String(40))
    data: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class EffectRow(Base):
    """The side-effect ledger: one row per side-effecting tool call of a run step."""

    __tablename__ = "effects"
    __table_args__ = (UniqueConstraint("run_id", "step_id", name="uq_effects_run_step"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    run_id: Mapped[str] = mapped_column(String(40))
    step_id: Mapped[str] = mapped_column(String(100))
    tool: Mapped[str] = mapped_column(String(100))
    idempotency_key: Mapped[str] = mapped_column(String(160))
    args_hash: Mapped[str] = mapped_column(String(64))
    status: Mapped[str] = mapped_column(String(20))
    attempts: Mapped[int] = mapped_column(Integer, default=1)
    result: Mapped[Any] = mapped_column(JSON, nullable=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)


class ApprovalRow(Base):
    """A request for a person to approve one tool call; bound to sha256(tool, args)."""

    __tablename__ = "approvals"
    __table_args__ = (
        UniqueConstraint("run_id", "step_id", name="uq_approvals_run_step"),
        Index("ix_approvals_status", "status"),
    )
    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    run_id: Mapped[str] = mapped_column(String(40))
    step_id: Mapped[str] = mapped_column(String(100))
    tool: Mapped[str] = mapped_column(String(100))
    args: Mapped[Any] = mapped_column(JSON)
    args_hash: Mapped[str] = mapped_column(String(64))
    reason: Mapped[str | None] = mapped_column(Text, nullable=True)
    status: Mapped[str] = mapped_column(String(20))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    expires_at: Mapped[datetime] = mapped_column()
    decided_at: Mapped[datetime | None] = mapped_column(nullable=True)
    decided_by: Mapped[str | None] = mapped_column(String(40), nullable=True)


class ApiKeyRow(Base):
    """An API key: only the sha256 of its secret is stored."""

    __tablename__ = "api_keys"
    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    name: Mapped[str] = mapped_column(String(100))
    scope: Mapped[str] = mapped_column(String(10))
    secret_hash: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    revoked_at: Mapped[datetime | None] = mapped_column(nullable=True)
