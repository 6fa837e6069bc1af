"""`/runs`: create, read, list (by status, cursor pages), cancel; live events over SSE and WS."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Annotated, Any

import anyio
import pydantic
from fastapi import APIRouter, Depends, Header, Query, Request, WebSocket, WebSocketDisconnect
from pydantic import Discriminator, Tag
from starlette.responses import StreamingResponse

from agentschool.runs.records import Event, Run, RunNotFound
from agentschool.runs.spec import RunSpec
from agentschool.runs.status import FINISHED_STATUSES, RunStatus
from agentschool.server.agent_types import check_runnable
from agentschool.server.auth import Principal, authorize, authorize_websocket
from agentschool.server.context import ApiContext, context_of, get_context
from agentschool.server.errors import Problem, problem_response
from agentschool.server.runs_contract import (
    PlanRunCreate,
    RunDetail,
    new_run_detail,
    request_kind,
    run_detail,
)
from agentschool.server.submission import check_submission

__all__ = ["RunPage", "router"]

router = APIRouter(tags=["runs"])
CURSOR_PATTERN = r"^[a-z]+_[0-9a-f]+$"
"""A cursor is a run id (`run_…`); anything else is refused (422) instead of paging nowhere."""
Context = Annotated[ApiContext, Depends(context_of)]


class RunPage(pydantic.BaseModel):
    """One page of runs, newest first."""

    items: list[Run]
    """The runs."""
    next_cursor: str | None
    """Pass as `cursor` for the next page; null on the last page."""


AnyRunCreate = Annotated[
    Annotated[RunSpec, Tag("RunSpec")] | Annotated[PlanRunCreate, Tag("PlanRunCreate")],
    Discriminator(request_kind),
]
"""Today's body or the plan's (`{"prompt", "max_steps"}`, see `runs_contract`)."""


@router.post("/runs", status_code=201, response_model=RunDetail)
async def create_run(
    request: AnyRunCreate,
    who: Annotated[Principal, Depends(authorize)],
    http: Request,
) -> RunDetail:
    """Create a run and queue it for a worker (a `RunSpec` or the plan's `{prompt, max_steps}`)."""
    context = get_context(http)  # not a dependency: each costs FastAPI a solve per request
    body = request if isinstance(request, RunSpec) else RunSpec(**request.as_task_body())
    check_submission(
        body.task,
        model=body.model,
        tools=body.tools,
        toolset=context.toolset,
        settings=context.runtime,
    )
    if body.agent is not None:  # the agent type's access rule and disabled state apply
        await check_runnable(http.app, body.agent, who)
    # A client hanging up must not stop a created run short of its queue.
    with anyio.CancelScope(shield=True):
        run = await context.start_run(body, api_key_id=who.key_id)
    return new_run_detail(run)


@router.get("/runs", response_model=RunPage)
async def list_runs(
    context: Context,
    _: Annotated[Principal, Depends(authorize)],
    status: RunStatus | None = None,
    cursor: Annotated[
        str | None,
        Query(max_length=100, pattern=CURSOR_PATTERN, description="`next_cursor` of a page."),
    ] = None,
    limit: Annotated[int, Query(ge=1, le=500)] = 50,
) -> RunPage:
    """List runs, newest first, optionally of one status."""
    items, next_cursor = await context.store.list_runs(status=status, cursor=cursor, limit=limit)
    return RunPage(items=items, next_cursor=next_cursor)


@router.get("/runs/{run_id}", response_model=RunDetail)
async def get_run(
    run_id: str, context: Context, _: Annotated[Principal, Depends(authorize)]
) -> RunDetail:
    """One run, with its steps, result and plan (see `runs_contract`)."""
    return await run_detail(context, run_id)


@router.post("/runs/{run_id}/cancel", response_model=Run)
async def cancel_run(
    run_id: str, context: Context, _: Annotated[Principal, Depends(authorize)]
) -> Run:
    """Cancel a run that has not finished (409 when it has)."""
    run = await context.store.transition(run_id, RunStatus.CANCELLED)
    await context.launcher.cancel(run_id)
    return run


async def follow_events(context: ApiContext, run_id: str, after: int) -> AsyncIterator[Event | Run]:
    """Yield a run's events after `after` as they are stored, then the finished run."""
    while True:
        events = await context.store.events_after(run_id, after)
        for event in events:
            after = event.seq
            yield event
        if events:
            continue
        run = await context.store.get_run(run_id)
        if run.status in FINISHED_STATUSES:
            if not await context.store.events_after(run_id, after, limit=1):
                yield run
                return
            continue
        await anyio.sleep(context.settings.sse_poll_interval)


def _sse(item: Event | Run) -> str:
    if isinstance(item, Event):
        return f"id: {item.seq}\nevent: {item.kind}\ndata: {json.dumps(item.data)}\n\n"
    return f"event: end\ndata: {item.model_dump_json(include={'id', 'status', 'error'})}\n\n"


@router.get(
    "/runs/{run_id}/events",
    response_class=StreamingResponse,
    responses={200: {"content": {"text/event-stream": {"schema": {"type": "string"}}}}},
)
async def run_events(
    run_id: str,
    context: Context,
    _: Annotated[Principal, Depends(authorize)],
    last_event_id: Annotated[str | None, Header(max_length=20)] = None,
) -> StreamingResponse:
    """Server-sent events of a run, live; resume after `Last-Event-ID`. Ends with `event: end`."""
    await context.store.get_run(run_id)
    after = int(last_event_id) if last_event_id and last_event_id.isdigit() else 0

    async def body() -> AsyncIterator[str]:
        async for item in follow_events(context, run_id, after):
            yield _sse(item)

    headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
    return StreamingResponse(body(), media_type="text/event-stream", headers=headers)


@router.websocket("/runs/{run_id}/ws")
async def run_websocket(websocket: WebSocket, run_id: str) -> None:
    """A run's events as JSON messages over a WebSocket (auth: bearer header or `?token=`).

    A missing or bad key is refused at the handshake (401/403/429, as SSE answers), or closed
    with code 1008 where the server cannot send an HTTP response to a WebSocket request.
    """
    context: ApiContext = websocket.app.state.context
    try:
        await authorize_websocket(websocket, context)
    except Problem as exc:  # refused at the handshake with the same status and document as SSE
        if "websocket.http.response" in websocket.scope.get("extensions", {}):
            await websocket.send_denial_response(
                problem_response(exc.status, exc.detail, headers=exc.headers)
            )
        else:
            await websocket.close(code=1008, reason=exc.detail)
        return
    after = int(websocket.query_params.get("after", "0") or 0)
    await websocket.accept()
    try:
        async for item in follow_events(context, run_id, after):
            await websocket.send_json(_ws_message(item))
    except RunNotFound:
        await websocket.close(code=1008, reason=f"no run with id {run_id!r}")
        return
    except WebSocketDisconnect:
        return
    await websocket.close()


def _ws_message(item: Event | Run) -> dict[str, Any]:
    if isinstance(item, Event):
        return item.model_dump(mode="json")
    return {"kind": "end", "run": item.model_dump(mode="json")}
