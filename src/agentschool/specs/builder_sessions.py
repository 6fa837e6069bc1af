"""Builder sessions in the database (`agent_builder_sessions`): resumable from any process.

A session row holds a conversation's `BuilderState` as JSON, its status and a revision number.
Every turn loads the row, talks to the model, and saves with `WHERE revision = <loaded>`: two
processes answering the same session at once cannot both win; the loser gets
`SessionConflict` and nothing of its turn is kept.
"""

from __future__ import annotations

import json
import time
import uuid
from typing import Literal

import pydantic
import sqlalchemy as sa
from sqlalchemy.engine import Engine

from agentschool.exceptions import UserError
from agentschool.specs.builder import BuilderState

__all__ = ["BuilderSession", "BuilderSessions", "SessionConflict", "SessionNotFound"]

SessionStatus = Literal["question", "preview", "final"]


class SessionNotFound(UserError):
    """No builder session has that id."""


class SessionConflict(UserError):
    """The session changed (another turn, or it was finalized) since it was loaded."""


class BuilderSession(pydantic.BaseModel):
    """One stored builder conversation."""

    id: str
    """Session id."""
    status: SessionStatus
    """Where the conversation stands (`final` once registered)."""
    model: str | None
    """The drafting model's `provider:name` (the server's default when None)."""
    state: BuilderState
    """The conversation."""
    revision: int
    """Bumped by every save."""
    created_at: float
    """Unix time it started."""
    updated_at: float
    """Unix time of its last turn."""


class BuilderSessions:
    """Builder sessions in the spec registry's database.

    Args:
        engine: The database (the spec registry's engine).
        prefix: Table prefix: `agent_` gives the `agent_builder_sessions` table.
    """

    def __init__(self, engine: Engine, *, prefix: str = "agent_") -> None:
        self.engine = engine
        meta = sa.MetaData()
        self.table = sa.Table(
            f"{prefix}builder_sessions",
            meta,
            sa.Column("id", sa.String(32), primary_key=True),
            sa.Column("status", sa.String(16), nullable=False),
            sa.Column("model", sa.String(300), nullable=True),
            sa.Column("state", sa.JSON(), nullable=False),
            sa.Column("revision", sa.Integer(), nullable=False),
            sa.Column("created_at", sa.Float(), nullable=False),
            sa.Column("updated_at", sa.Float(), nullable=False),
        )
        meta.create_all(engine)

    def create(self, state: BuilderState, *, model: str | None) -> BuilderSession:
        """Store a new session in the state of its first turn."""
        now = time.time()
        session = BuilderSession(
            id=uuid.uuid4().hex,
            status=_status(state),
            model=model,
            state=state,
            revision=1,
            created_at=now,
            updated_at=now,
        )
        with self.engine.begin() as conn:
            conn.execute(sa.insert(self.table).values(**_row(session)))
        return session

    def get(self, session_id: str) -> BuilderSession:
        """A session by id.

        Raises:
            SessionNotFound: No session has that id.
        """
        with self.engine.connect() as conn:
            row = conn.execute(
                sa.select(self.table).where(self.table.c.id == session_id)
            ).mappings().first()  # fmt: skip
        if row is None:
            raise SessionNotFound(f"unknown builder session {session_id!r}")
        return BuilderSession.model_validate(dict(row))

    def save(self, session: BuilderSession, state: BuilderState) -> BuilderSession:
        """Store the state after a turn on `session` (as loaded).

        Raises:
            SessionConflict: The session was saved by someone else since it was loaded.
        """
        saved = session.model_copy(
            update={
                "state": state,
                "status": _status(state),
                "revision": session.revision + 1,
                "updated_at": time.time(),
            }
        )
        values = _row(saved)
        del values["id"], values["created_at"]
        with self.engine.begin() as conn:
            changed = conn.execute(
                sa.update(self.table)
                .where(self.table.c.id == session.id, self.table.c.revision == session.revision)
                .values(**values)
            ).rowcount
        if changed != 1:
            raise SessionConflict(
                f"builder session {session.id!r} changed while this turn ran; load it again"
            )
        return saved

    def delete(self, session_id: str) -> bool:
        """Forget a session; False when there was none."""
        with self.engine.begin() as conn:
            gone = conn.execute(sa.delete(self.table).where(self.table.c.id == session_id))
        return gone.rowcount == 1


def _status(state: BuilderState) -> SessionStatus:
    return "question" if state.last is None else state.last.status


def _row(session: BuilderSession) -> dict[str, object]:
    data = session.model_dump(mode="json")
    data["state"] = json.loads(session.state.model_dump_json())
    return data
