"""`GET /health` (process up), `GET /ready` (database reachable), `GET /metrics` (Prometheus)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Request
from starlette.responses import Response

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
