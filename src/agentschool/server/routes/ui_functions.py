"""The learned-function catalog for the web UI: `/ui/functions` (list, versions, call).

The same service as the public `/functions` routes (`agentschool.server.function_service`): these
stay for the UI's page, with the shapes it reads.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Depends

from agentschool.school.registry import FunctionRegistry
from agentschool.server import function_service as service
from agentschool.server.auth import Principal, authorize
from agentschool.server.errors import PROBLEM_RESPONSES
from agentschool.server.function_service import FunctionDetail, FunctionInfo

__all__ = ["FunctionDetail", "FunctionInfo", "router"]

router = APIRouter(prefix="/ui", tags=["ui"])
# the scope of each route: the authorization table (`server.authz.ROUTE_SCOPES`)
Reader = Annotated[Principal, Depends(authorize)]
Runner = Annotated[Principal, Depends(authorize)]
Registry = Annotated[FunctionRegistry, Depends(service.function_registry)]


@router.get("/functions", response_model=list[FunctionInfo])
async def list_functions(registry: Registry, _: Reader) -> list[FunctionInfo]:
    """The latest non-deprecated version of every learned function, by name."""
    return await service.list_functions(registry)


@router.get("/functions/{name}", response_model=FunctionDetail)
async def function_versions(name: str, registry: Registry, _: Reader) -> FunctionDetail:
    """Every version of one learned function, with its source."""
    return await service.function_versions(registry, name)


@router.post(
    "/functions/{name}/call",
    responses={502: PROBLEM_RESPONSES[500] | {"description": "The function's call failed."}},
)
async def call_function(
    name: str,
    args: Annotated[dict[str, Any], Body()],
    registry: Registry,
    _: Runner,
) -> dict[str, Any]:
    """Call the latest version of a learned function with `args` (no model involved)."""
    result = await service.call_function(registry, name, args)
    return dict(result.model_dump(mode="json"))
