"""Sessions in the run store: a conversation's turns are its runs, kept with the run store.

A run that names a session (`RunSpec.session_id`, CLI `--session`, MCP `run_agent(session=...)`)
is that session's next turn. The session row is created by its first run and belongs to the API
key that created it: another key is told there is no such session (404, never 403), so session
names leak nothing. Before a run plans, its executor loads the turns finished before it into a
`memory.Session` (`load`), which resolves "mark the first one done" and gives planners the
context; once it finished, the executor stores the turn on the run row (`record_turn`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import pydantic
from dbos import DBOS
from sqlalchemy import delete, func, select, update

from agentschool.exceptions import UserError
from agentschool.memory.session import Session, Turn
from agentschool.runs.records import Run
from agentschool.runs.store import RunStore
from agentschool.runs.tables import RunRow, SessionRow, utcnow

__all__ = [
    "SESSION_ID_PATTERN",
    "LoadedSession",
    "SessionInfo",
    "SessionNotFound",
    "SessionStore",
    "SessionTurn",
    "load_session_step",
    "record_turn_step",
]

SESSION_ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._:@-]{0,99}$"
"""A session id: a name a person can type (`kitchen`, `chat-2026-11-25`), at most 100 chars."""


class SessionNotFound(UserError):
    """No session has this id, or it belongs to another API key."""

    def __init__(self, session_id: str) -> None:
        self.session_id = session_id
        super().__init__(f"no session with id {session_id!r}")


class SessionInfo(pydantic.BaseModel):
    """A session as lists show it."""

    id: str
    """The session id."""
    created_at: datetime
    """When its first run was created."""
    updated_at: datetime
    """When its last run was created."""
    turns: int
    """How many runs it has."""


class SessionTurn(pydantic.BaseModel):
    """One run of a session, as the conversation view shows it."""

    run: Run
    """The run (its task as said, status, answer)."""
    resolved: str | None = None
    """The task as it ran, references to earlier turns replaced; None until it finished."""
    items: list[dict[str, Any]] = pydantic.Field(default_factory=list)
    """Items (outputs with an `id`) its steps produced."""


class SessionStore:
    """The sessions of one run store, each visible to the API key that created it only.

    Args:
        store: The run store.
    """

    def __init__(self, store: RunStore) -> None:
        self.store = store

    async def claim(self, session_id: str, api_key_id: str | None) -> None:
        """Create the session for `api_key_id`, or check it is theirs; touch its `updated_at`.

        Raises:
            SessionNotFound: The session belongs to another key.
        """
        now = utcnow()
        values = {"id": session_id, "api_key_id": api_key_id, "created_at": now, "updated_at": now}
        async with self.store.write() as session:
            await session.execute(self.store.insert_ignore(SessionRow, values))
            row = await session.get(SessionRow, session_id)
            if row is None or row.api_key_id != api_key_id:
                raise SessionNotFound(session_id)
            row.updated_at = now

    async def get(self, session_id: str, api_key_id: str | None) -> SessionInfo:
        """The session, if it belongs to `api_key_id`.

        Raises:
            SessionNotFound: There is none, or it is another key's.
        """
        for info in await self._infos(api_key_id, session_id):
            return info
        raise SessionNotFound(session_id)

    async def owned(self, api_key_id: str | None, *, limit: int = 100) -> list[SessionInfo]:
        """The key's sessions, most recently used first."""
        return (await self._infos(api_key_id))[:limit]

    async def _infos(
        self, api_key_id: str | None, session_id: str | None = None
    ) -> list[SessionInfo]:
        owner = SessionRow.api_key_id
        query = (
            select(SessionRow, func.count(RunRow.id))
            .outerjoin(RunRow, RunRow.session_id == SessionRow.id)
            .where(owner.is_(None) if api_key_id is None else owner == api_key_id)
            .group_by(SessionRow.id)
            .order_by(SessionRow.updated_at.desc(), SessionRow.id)
        )
        if session_id is not None:
            query = query.where(SessionRow.id == session_id)
        async with self.store.sessions() as db:
            rows = (await db.execute(query)).all()
        return [
            SessionInfo(
                id=row.id, created_at=row.created_at, updated_at=row.updated_at, turns=int(count)
            )
            for row, count in rows
        ]

    async def turns(self, session_id: str, api_key_id: str | None) -> list[SessionTurn]:
        """The session's runs in order, with what each resolved and produced.

        Raises:
            SessionNotFound: There is none, or it is another key's.
        """
        await self.get(session_id, api_key_id)
        query = select(RunRow).where(RunRow.session_id == session_id).order_by(RunRow.id)
        async with self.store.sessions() as db:
            rows = list((await db.scalars(query)).all())
        return [
            SessionTurn(
                run=Run.model_validate(row),
                resolved=(row.turn or {}).get("resolved"),
                items=list((row.turn or {}).get("items") or []),
            )
            for row in rows
        ]

    async def delete(self, session_id: str, api_key_id: str | None) -> None:
        """Forget the session: its runs stay, no longer its turns.

        Raises:
            SessionNotFound: There is none, or it is another key's.
        """
        await self.get(session_id, api_key_id)
        async with self.store.write() as db:
            await db.execute(
                update(RunRow).where(RunRow.session_id == session_id).values(session_id=None)
            )
            await db.execute(delete(SessionRow).where(SessionRow.id == session_id))

    async def load(self, session_id: str, before_run: str) -> Session:
        """The session as run `before_run` continues it: the turns of the runs finished before."""
        return Session(session_id, turns=await self.earlier_turns(session_id, before_run))

    async def record_new_turn(self, run_id: str, session: Session, loaded: int) -> None:
        """Keep the turn run `run_id` added to a session `load`ed with `loaded` turns, if any."""
        if len(session.turns) > loaded:
            await self.record_turn(run_id, session.turns[-1])

    async def earlier_turns(self, session_id: str, before_run: str) -> list[Turn]:
        """The recorded turns of the session's runs created before `before_run`, oldest first."""
        query = (
            select(RunRow.turn)
            .where(RunRow.session_id == session_id, RunRow.id < before_run)
            .where(RunRow.turn.is_not(None))
            .order_by(RunRow.id)
        )
        async with self.store.sessions() as db:
            found: Sequence[Any] = (await db.scalars(query)).all()
        return [Turn.from_json(turn) for turn in found if turn]

    async def record_turn(self, run_id: str, turn: Turn) -> None:
        """Keep `turn` on its run's row (recording it again replaces it: replays)."""
        async with self.store.write() as db:
            await db.execute(update(RunRow).where(RunRow.id == run_id).values(turn=turn.as_json()))


@dataclass(frozen=True, slots=True)
class LoadedSession:
    """The session a durable run continues, and how many turns it had when loaded."""

    session: Session
    """The session (the run's agent resolves against it and records its turn on it)."""
    loaded: int
    """Turns it had before the run."""


async def load_session_step(
    store: RunStore, run_id: str, session_id: str | None
) -> LoadedSession | None:
    """The run's session, loaded in a recorded step: a resumed run resolves as it first did."""
    if session_id is None:
        return None

    async def turns() -> list[dict[str, Any]]:
        return [t.as_json() for t in await SessionStore(store).earlier_turns(session_id, run_id)]

    loaded = await DBOS.run_step_async({"name": "run:session"}, turns)
    session = Session(session_id, turns=[Turn.from_json(turn) for turn in loaded])
    return LoadedSession(session, len(loaded))


async def record_turn_step(store: RunStore, run_id: str, session: LoadedSession | None) -> None:
    """Keep the turn the run added to its session, in a recorded step (a replay keeps it once)."""
    if session is None:
        return
    await DBOS.run_step_async(
        {"name": "run:turn"},
        SessionStore(store).record_new_turn,
        run_id,
        session.session,
        session.loaded,
    )
