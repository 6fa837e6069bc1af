"""`/sessions`: the conversations of the calling API key, their turns in order, and forgetting one.

A session is created by the first run naming it (`POST /runs` with `session_id`) and belongs to
that run's key. Another key is answered 404, as for an id that does not exist: a session's name
tells nobody else that it exists.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Path, Query

from agentschool.runs.sessions import SESSION_ID_PATTERN, SessionInfo, SessionStore, SessionTurn
from agentschool.server.auth import Principal, authorize
from agentschool.server.context import ApiContext, context_of

__all__ = ["SessionDetail", "router"]

router = APIRouter(tags=["sessions"])
Context = Annotated[ApiContext, Depends(context_of)]
SessionId = Annotated[str, Path(max_length=100, pattern=SESSION_ID_PATTERN)]


class SessionDetail(SessionInfo):
    """A session with its turns: its runs in the order they were asked."""

    items: list[SessionTurn]
    """Each run, with the task as it ran and the items it produced."""


@router.get("/sessions", response_model=list[SessionInfo])
async def list_sessions(
    context: Context,
    who: Annotated[Principal, Depends(authorize)],
    limit: Annotated[int, Query(ge=1, le=500)] = 100,
) -> list[SessionInfo]:
    """The caller's sessions, most recently used first."""
    return await SessionStore(context.store).owned(who.key_id, limit=limit)


@router.get("/sessions/{session_id}", response_model=SessionDetail)
async def get_session(
    session_id: SessionId, context: Context, who: Annotated[Principal, Depends(authorize)]
) -> SessionDetail:
    """One of the caller's sessions with its turns (404 for another key's)."""
    sessions = SessionStore(context.store)
    info = await sessions.get(session_id, who.key_id)
    turns = await sessions.turns(session_id, who.key_id)
    return SessionDetail(**info.model_dump(), items=turns)


@router.delete("/sessions/{session_id}", status_code=204)
async def delete_session(
    session_id: SessionId, context: Context, who: Annotated[Principal, Depends(authorize)]
) -> None:
    """Forget one of the caller's sessions; its runs stay, as runs of no session."""
    await SessionStore(context.store).delete(session_id, who.key_id)
