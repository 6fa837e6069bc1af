"""`/runs`: create, read, list (by status, cursor pages), cancel; live events over SSE and WS."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Annotated, Any, Literal

import anyio
import pydantic
from fastapi import APIRouter, Depends, Header, Query, WebSocket, WebSocketDisconnect
from pydantic import Discriminator, Tag
from starlette.responses import StreamingResponse

from agentschool.runs.keys import KeyScope
from agentschool.runs.status import FINISHED_STATUSES, RunStatus
from agentschool.runs.store import Event, Run, RunNotFound
from agentschool.server.auth import Principal, require
from agentschool.server.context import ApiContext, get_context
from agentschool.server.errors import Problem
from agentschool.server.runs_contract import (
    PlanRunCreate,
    RunDetail,
    new_run_detail,
    request_kind,
    run_detail,
)

__all__ = ["AgentSpec", "RunCreate", "RunPage", "router"]

router = APIRouter(tags=["runs"])
Context = Annotated[ApiContext, Depends(get_context)]


class AgentSpec(pydantic.BaseModel):
    """How to build the run's agent."""

    model_config = pydantic.ConfigDict(extra="forbid")

    model: str | None = pydantic.Field(default=None, max_length=300)
    """Model string (`openai:gpt-4o-mini`, `local`, ...); the worker's default when unset."""
    tools: list[str] | None = pydantic.Field(default=None, max_length=200)
    """Names of the tools to offer; every served tool when unset."""
    planner: Literal["hybrid", "rule", "llm"] = "hybrid"
    """Which planner builds the plan."""
    max_steps: int | None = pydantic.Field(default=None, ge=1, le=1000)
    """Upper bound on executed steps."""


class RunCreate(pydantic.BaseModel):
    """Body of `POST /runs`."""

    model_config = pydantic.ConfigDict(extra="forbid")

    task: str = pydantic.Field(min_length=1, max_length=20_000)
    """What the agent should do."""
    agent: AgentSpec = pydantic.Field(default_factory=AgentSpec)
    """How to build the agent."""


class RunPage(pydantic.BaseModel):
    """One page of runs, newest first."""

    items: list[Run]
    """The runs."""
    next_cursor: str | None
    """Pass as `cursor` for the next page; null on the last page."""


AnyRunCreate = Annotated[
    Annotated[RunCreate, Tag("RunCreate")] | Annotated[PlanRunCreate, Tag("PlanRunCreate")],
    Discriminator(request_kind),
]
"""Today's body or the plan's (`{"prompt", "max_steps"}`, see `runs_contract`)."""


@router.post("/runs", status_code=201, response_model=RunDetail)
async def create_run(
    request: AnyRunCreate,
    context: Context,
    who: Annotated[Principal, Depends(require(KeyScope.RUN))],
) -> RunDetail:
    """Create a run and queue it for a worker (`{"task", "agent"}` or `{"prompt", "max_steps"}`)."""
    body = request if isinstance(request, RunCreate) else RunCreate(**request.as_task_body())
    unknown = [name for name in body.agent.tools or [] if name not in context.toolset]
    if unknown:
        detail = f"agent.tools: unknown tools {unknown}; served: {context.toolset.names()}"
        raise Problem(422, detail, extra={"errors": [{"field": "agent.tools", "message": detail}]})
    config = body.agent.model_dump(exclude_none=True)
    # A client hanging up must not stop a created run short of its queue.
    with anyio.CancelScope(shield=True):
        run = await context.create_run(body.task, config, api_key_id=who.key_id)
    return new_run_detail(run)


@router.get("/runs", response_model=RunPage)
async def list_runs(
    context: Context,
    _: Annotated[Principal, Depends(require(KeyScope.READ))],
    status: RunStatus | None = None,
    cursor: Annotated[str | None, Query(max_length=100)] = None,
    limit: Annotated[int, Query(ge=1, le=500)] = 50,
) -> RunPage:
    """List runs, newest first, optionally of one status."""
    items, next_cursor = await context.store.list_runs(status=status, cursor=cursor, limit=limit)
    return RunPage(items=items, next_cursor=next_cursor)


@router.get("/runs/{run_id}", response_model=RunDetail)
async def get_run(
    run_id: str, context: Context, _: Annotated[Principal, Depends(require(KeyScope.READ))]
) -> RunDetail:
    """One run, with its steps, result and plan (see `runs_contract`)."""
    return await run_detail(context, run_id)


@router.post("/runs/{run_id}/cancel", response_model=Run)
async def cancel_run(
    run_id: str, context: Context, _: Annotated[Principal, Depends(require(KeyScope.RUN))]
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
    _: Annotated[Principal, Depends(require(KeyScope.READ))],
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
    """A run's events as JSON messages over a WebSocket (auth: bearer header or `?token=`)."""
    context: ApiContext = websocket.app.state.context
    if not context.settings.auth_disabled:
        header = websocket.headers.get("authorization", "")
        token = header.partition(" ")[2] or websocket.query_params.get("token", "")
        if await context.keys.verify(token) is None:
            await websocket.close(code=1008, reason="invalid or missing API key")
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
