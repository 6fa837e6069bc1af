"""`/functions`: learned functions over REST, as in the CLI (list, show, call, learn, heal).

Reads need `read`; calling and learning need `run`; healing (it saves a new version that every
caller gets) needs `admin`. Learn and heal run the school in a worker thread inside the request,
so a client waits for the verification (seconds); see `agentschool.server.function_service`.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

import pydantic
from fastapi import APIRouter, Body, Depends, Query

from agentschool.school.query import EventSearchResult
from agentschool.school.registry import FunctionRegistry
from agentschool.server import function_service as service
from agentschool.server.auth import Principal, authorize
from agentschool.server.errors import PROBLEM_RESPONSES
from agentschool.server.function_service import (
    FunctionDetail,
    FunctionInfo,
    HealOutcome,
    LearnOutcomeInfo,
)

__all__ = ["HealRequest", "LearnRequest", "router"]

router = APIRouter(prefix="/functions", tags=["functions"])
Reader = Annotated[Principal, Depends(authorize)]
Runner = Annotated[Principal, Depends(authorize)]
Admin = Annotated[Principal, Depends(authorize)]
Registry = Annotated[FunctionRegistry, Depends(service.function_registry)]
_FAILED_CALL: dict[int | str, dict[str, Any]] = {
    502: PROBLEM_RESPONSES[500] | {"description": "The call failed at the source."}
}
_FAILED_SOURCE: dict[int | str, dict[str, Any]] = {
    502: PROBLEM_RESPONSES[500] | {"description": "The source could not be reached."}
}


class LearnRequest(pydantic.BaseModel):
    """Body of `POST /functions/learn`."""

    model_config = pydantic.ConfigDict(extra="forbid")

    request: str = pydantic.Field(min_length=1, max_length=2000)
    """The data request, in words: "tech events in SF next month under $50"."""
    now: datetime | None = None
    """The clock relative dates are read against; the server's time when null."""
    sandbox: bool = True
    """Verify generated code in the bubblewrap sandbox too."""


class HealRequest(pydantic.BaseModel):
    """Body of `POST /functions/{name}/heal`."""

    model_config = pydantic.ConfigDict(extra="forbid")

    force: bool = False
    """Try candidates even when the current version is healthy."""
    sandbox: bool = True
    """Verify candidates in the bubblewrap sandbox too."""


@router.get("", response_model=list[FunctionInfo])
async def list_functions(
    registry: Registry,
    _: Reader,
    search: Annotated[str | None, Query(max_length=200)] = None,
) -> list[FunctionInfo]:
    """The current version of every learned function, optionally matching `search` words."""
    return await service.list_functions(registry, search)


@router.post("/learn", response_model=LearnOutcomeInfo, responses=_FAILED_SOURCE)
async def learn_function(body: LearnRequest, registry: Registry, _: Runner) -> LearnOutcomeInfo:
    """Learn a typed function from a data request (plan, generate, verify, save), or reuse one."""
    return await service.learn_function(registry, body.request, now=body.now, sandbox=body.sandbox)


@router.get("/{name}", response_model=FunctionInfo)
async def show_function(
    name: str,
    registry: Registry,
    _: Reader,
    version: Annotated[int | None, Query(ge=1)] = None,
) -> FunctionInfo:
    """One version of a function (the current one unless `version`), with its source."""
    return await service.show_function(registry, name, version)


@router.get("/{name}/versions", response_model=FunctionDetail)
async def function_versions(name: str, registry: Registry, _: Reader) -> FunctionDetail:
    """Every version of a function, oldest first, with source."""
    return await service.function_versions(registry, name)


@router.post("/{name}/call", response_model=EventSearchResult, responses=_FAILED_CALL)
async def call_function(
    name: str,
    args: Annotated[dict[str, Any], Body(description="Arguments fitting its request_schema.")],
    registry: Registry,
    _: Runner,
) -> EventSearchResult:
    """Call the current version of a function with `args` (no model involved)."""
    return await service.call_function(registry, name, args)


@router.post("/{name}/heal", response_model=HealOutcome, responses=_FAILED_SOURCE)
async def heal_function(
    name: str,
    registry: Registry,
    _: Admin,
    body: Annotated[HealRequest | None, Body()] = None,
) -> HealOutcome:
    """Check a function; when it fails (or `force`), regenerate, verify and save version N+1."""
    options = body or HealRequest()
    return await service.heal_function(registry, name, force=options.force, sandbox=options.sandbox)
