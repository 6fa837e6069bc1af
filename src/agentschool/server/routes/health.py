"""Health and figures: `GET /health`, `GET /ready`, `GET /metrics`, `GET /stats`.

`/health`: the process is up; `/ready`: the database answers; `/metrics`: Prometheus; `/stats`: what
`agentschool stats` reports (costs, slow and failing steps, anomalies, learning).
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Query, Request
from starlette.responses import Response

from agentschool.observability.stats import Stats, collect_stats
from agentschool.server.auth import Principal, authorize
from agentschool.server.context import ApiContext, context_of
from agentschool.server.errors import Problem
from agentschool.server.metrics import Metrics

__all__ = ["router"]

router = APIRouter(tags=["health"])
Context = Annotated[ApiContext, Depends(context_of)]


@router.get("/health")
async def health() -> dict[str, str]:
    """The process is up."""
    return {"status": "ok"}


@router.get("/ready", responses={503: {"description": "The database is not reachable."}})
async def ready(context: Context) -> dict[str, str]:
    """The database answers (503 otherwise)."""
    if not await context.store.ping():
        raise Problem(503, "database not reachable")
    return {"status": "ready"}


@router.get(
    "/metrics",
    response_class=Response,
    responses={200: {"content": {"text/plain": {"schema": {"type": "string"}}}}},
)
async def metrics(
    request: Request, context: Context, _: Annotated[Principal, Depends(authorize)]
) -> Response:
    """Prometheus metrics: requests, latencies, runs by status."""
    registry: Metrics = request.app.state.metrics
    await registry.refresh_runs(context.store)
    return Response(registry.render(), media_type=registry.content_type)


@router.get("/stats", response_model=Stats)
async def stats(
    context: Context,
    _: Annotated[Principal, Depends(authorize)],
    days: Annotated[int, Query(ge=1, le=366)] = 30,
    top: Annotated[int, Query(ge=1, le=100)] = 5,
) -> Stats:
    """Statistics of every key's runs of the last `days` days (admin: they name others' runs).

    Spend and latency per model, tool durations and failures, runs per day with anomalies, the
    slowest and costliest steps, and what learning from past runs saved (`agentschool stats`).
    """
    return await collect_stats(context.store, days=days, top=top)
