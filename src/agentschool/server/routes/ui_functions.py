"""The learned-function catalog for the web UI: `/ui/functions` (list, versions, call).

The registry (`agentschool.school.registry.FunctionRegistry`) lives in the run store's database;
it is opened on first use and kept on the app's state.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

import anyio
import pydantic
from fastapi import APIRouter, Body, Depends, Request

from agentschool.exceptions import ToolError, UserError
from agentschool.server.auth import Principal, authorize
from agentschool.server.errors import PROBLEM_RESPONSES, Problem
from agentschool.server.registries import function_registry

__all__ = ["FunctionDetail", "FunctionInfo", "router"]

router = APIRouter(prefix="/ui", tags=["ui"])
# the scope of each route: the authorization table (`server.authz.ROUTE_SCOPES`)
Reader = Annotated[Principal, Depends(authorize)]
Runner = Annotated[Principal, Depends(authorize)]


class FunctionInfo(pydantic.BaseModel):
    """One learned-function version."""

    name: str
    """Function (and tool) name."""
    version: int
    """Version number."""
    template: str
    """The request template it answers."""
    description: str
    """What it does."""
    strategy: str
    """Data source it uses."""
    deprecated: bool
    """Deprecated versions are not called."""
    created_at: datetime
    """When this version was saved."""
    request_schema: dict[str, Any]
    """JSON Schema of its arguments."""
    response_schema: dict[str, Any]
    """JSON Schema of its result."""
    example: dict[str, Any]
    """Arguments it was learned from."""
    calls: int
    """Calls made."""
    failures: int
    """Failed calls."""
    last_error: str | None
    """The last failure."""
    source: str | None = None
    """Its Python source (only in the detail view)."""


class FunctionDetail(pydantic.BaseModel):
    """Every version of one function, oldest first."""

    name: str
    """Function name."""
    versions: list[FunctionInfo]
    """Versions with source."""


def _registry(request: Request) -> Any:
    """The learned-function registry on the run store's database (opened once per app)."""
    return function_registry(request.app)


def _function_info(function: Any, *, source: bool = False) -> FunctionInfo:
    return FunctionInfo(
        name=function.name,
        version=function.number,
        template=function.template,
        description=function.description,
        strategy=str(function.strategy),
        deprecated=function.deprecated,
        created_at=function.created_at,
        request_schema=function.request_schema,
        response_schema=function.response_schema,
        example=function.example,
        calls=function.stats.calls,
        failures=function.stats.failures,
        last_error=function.stats.last_error,
        source=function.source if source else None,
    )


@router.get("/functions", response_model=list[FunctionInfo])
async def list_functions(request: Request, _: Reader) -> list[FunctionInfo]:
    """The latest non-deprecated version of every learned function, by name."""
    registry = await anyio.to_thread.run_sync(_registry, request)
    functions = await anyio.to_thread.run_sync(registry.list)
    return [_function_info(f) for f in functions]


@router.get("/functions/{name}", response_model=FunctionDetail)
async def function_versions(name: str, request: Request, _: Reader) -> FunctionDetail:
    """Every version of one learned function, with its source."""
    registry = await anyio.to_thread.run_sync(_registry, request)
    versions = await anyio.to_thread.run_sync(registry.versions, name)
    if not versions:
        raise Problem(404, f"no learned function named {name!r}")
    return FunctionDetail(name=name, versions=[_function_info(v, source=True) for v in versions])


@router.post(
    "/functions/{name}/call",
    responses={502: PROBLEM_RESPONSES[500] | {"description": "The function's call failed."}},
)
async def call_function(
    name: str,
    args: Annotated[dict[str, Any], Body()],
    request: Request,
    _: Runner,
) -> dict[str, Any]:
    """Call the latest version of a learned function with `args` (no model involved)."""
    registry = await anyio.to_thread.run_sync(_registry, request)
    if await anyio.to_thread.run_sync(registry.get, name) is None:
        raise Problem(404, f"no learned function named {name!r}")

    def call() -> dict[str, Any]:
        result = registry.call(name, args, timeout=60)
        return dict(result.model_dump(mode="json"))

    try:
        return await anyio.to_thread.run_sync(call)
    except UserError as exc:
        raise Problem(422, str(exc)) from None
    except ToolError as exc:
        raise Problem(502, str(exc)) from None
