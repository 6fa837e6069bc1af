"""Agent types over HTTP: `/agent-types`, `/agents/{type}/runs`, `/agents/{type}/records`.

`/agent-types` registers specs (POST/PUT), lists and shows them, deletes (soft, hard, purge) and
serves their generated docs and record exports. Owners, access rules, incidents and enabling are
in `agent_governance` (included here).

Every route on one agent type checks the caller against the type's access rule
(`server.agent_types.guard`): a key that may not see the type gets 404, as for a type that does not
exist, and the list leaves such types out. The first key to register a type owns it.

The registry is `app.state.spec_registry` (in the run store's database by default); the builder
uses the app's model unless `app.state.spec_model` overrides it (tests put a `FunctionModel` there).
Runs of an agent type are durable runs like any other (`RunSpec` with `agent`, through
`start_run`): a worker executes them. Builder turns call the model inside the request, so the
embedded local model (CPU-bound, it would hold a server worker for many seconds) is refused there:
use a provider model.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import anyio
import pydantic
from fastapi import APIRouter, Body, Depends, Query, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import PlainTextResponse

from agentschool.exceptions import UserError
from agentschool.runs.records import Run
from agentschool.runs.sessions import SESSION_ID_PATTERN
from agentschool.runs.spec import RunSpec
from agentschool.server.agent_types import (
    Registry,
    check_runnable,
    guard,
    spec_problem,
    unknown_type,
    visible_names,
)
from agentschool.server.auth import Principal, authorize
from agentschool.server.context import get_context
from agentschool.server.errors import Problem
from agentschool.server.routes import agent_governance
from agentschool.server.submission import (
    NOT_BLANK,
    check_model,
    check_provider_key,
    check_submission,
)
from agentschool.specs.access import AccessAction
from agentschool.specs.builder import BuilderTurn
from agentschool.specs.docs import markdown_doc, openapi_fragment, typescript_types
from agentschool.specs.records import RecordPage
from agentschool.specs.registry import DeleteImpact, RegisteredSpec, SpecRegistry
from agentschool.specs.spec import parse_spec
from agentschool.specs.storage import MigrationPlan

__all__ = [
    "BuildAnswer",
    "BuildRequest",
    "BuildSession",
    "RegisterResult",
    "RunRequest",
    "router",
]

router = APIRouter(tags=["agents"])

# The scope each route needs is in the authorization table (`server.authz.ROUTE_SCOPES`); the
# names say what it grants there.
Reader = Annotated[Principal, Depends(authorize)]
Runner = Annotated[Principal, Depends(authorize)]
Admin = Annotated[Principal, Depends(authorize)]


class RegisterResult(pydantic.BaseModel):
    """A registered (or previewed) spec and its table migration."""

    registered: RegisteredSpec | None
    """The stored version; None for a dry run."""
    migration: MigrationPlan | None
    """What happened (or would happen) to the agent's table."""


class RunRequest(pydantic.BaseModel):
    """Run an agent type on a task."""

    task: str = pydantic.Field(min_length=1, json_schema_extra=NOT_BLANK)
    """What the agent should do."""
    version: str | None = None
    """A specific version; the current one when None."""
    remember: bool = False
    """Reuse the plan of a similar past run, and remember this one."""
    session_id: str | None = pydantic.Field(default=None, pattern=SESSION_ID_PATTERN)
    """The conversation this run continues (as on `POST /runs`); it belongs to the API key."""


def _register(
    registry: SpecRegistry,
    data: dict[str, Any],
    allow_data_loss: bool,
    dry_run: bool,
    who: Principal,
) -> RegisterResult:
    try:
        spec = parse_spec(data)
        if registry.versions(spec.name, include_deleted=True):  # a new version is a change
            guard(registry, spec.name, "change", who)
        check_model(spec.model)  # a spec's model string is a request's too
        plan = registry.preview(spec)
        if dry_run:
            return RegisterResult(registered=None, migration=plan)
        registered = registry.register(spec, allow_data_loss=allow_data_loss, owner_key=who.key_id)
        return RegisterResult(registered=registered, migration=plan)
    except UserError as exc:
        raise spec_problem(exc) from None


@router.post("/agent-types", status_code=201, response_model=RegisterResult)
async def create_agent_type(
    registry: Registry,
    who: Admin,
    spec: Annotated[
        dict[str, Any], Body(description="An agent spec (see `agentschool agents schema`).")
    ],
    allow_data_loss: bool = False,
    dry_run: bool = False,
) -> RegisterResult:
    """Register an agent type version (the caller's key owns a new type); `dry_run` previews."""
    return await run_in_threadpool(_register, registry, spec, allow_data_loss, dry_run, who)


@router.put("/agent-types/{name}", response_model=RegisterResult)
async def update_agent_type(
    name: str,
    registry: Registry,
    who: Admin,
    spec: Annotated[dict[str, Any], Body()],
    allow_data_loss: bool = False,
    dry_run: bool = False,
) -> RegisterResult:
    """Register a new version of an existing agent type (migrating its table)."""
    spec = {"name": name, **spec}  # the path names the agent type; a body may repeat it
    if spec["name"] != name:
        raise Problem(422, f"name: expected {name!r} (the path), got {spec['name']!r}")
    return await run_in_threadpool(_register, registry, spec, allow_data_loss, dry_run, who)


@router.get("/agent-types", response_model=list[RegisteredSpec])
async def list_agent_types(
    registry: Registry,
    who: Reader,
    capability: str | None = None,
    tool: str | None = None,
    q: str | None = None,
    include_deprecated: bool = False,
) -> list[RegisteredSpec]:
    """The current version of every agent type the caller may see, filtered."""

    def search() -> list[RegisteredSpec]:
        rows = registry.search(
            capability=capability, tool=tool, query=q, include_deprecated=include_deprecated
        )
        shown = visible_names(registry, [r.spec.name for r in rows], who)
        return [r for r in rows if r.spec.name in shown]

    return await run_in_threadpool(search)


def _guarded(
    registry: SpecRegistry,
    who: Principal,
    action: AccessAction,
    function: Any,
    name: str,
    *args: Any,
    **kw: Any,
) -> Any:
    """`function(name, ...)` once the caller may do `action` on the type; errors as problems."""
    try:
        guard(registry, name, action, who)
        return function(name, *args, **kw)
    except UserError as exc:
        raise spec_problem(exc) from None


def _records_call(
    registry: SpecRegistry, who: Principal, function: Any, name: str, *args: Any, **kw: Any
) -> Any:
    """`_guarded` reading an agent type's records: 404 when there is no such type at all."""
    if not registry.versions(name):
        raise unknown_type(name)
    return _guarded(registry, who, "read", function, name, *args, **kw)


@router.get("/agent-types/{name}", response_model=RegisteredSpec)
async def get_agent_type(
    name: str, registry: Registry, who: Reader, version: str | None = None
) -> RegisteredSpec:
    """One agent type (its current version unless `version`)."""
    result: RegisteredSpec = await run_in_threadpool(
        _guarded, registry, who, "read", registry.get, name, version
    )
    return result


@router.get("/agent-types/{name}/versions", response_model=list[RegisteredSpec])
async def agent_type_versions(name: str, registry: Registry, who: Reader) -> list[RegisteredSpec]:
    """Every version, oldest first."""
    rows: list[RegisteredSpec] = await run_in_threadpool(
        _guarded, registry, who, "read", registry.versions, name
    )
    if not rows:
        raise unknown_type(name)
    return rows


@router.delete("/agent-types/{name}", response_model=DeleteImpact)
async def delete_agent_type(
    name: str,
    registry: Registry,
    who: Admin,
    mode: Literal["soft", "hard", "purge"] = "soft",
    preview: bool = False,
) -> DeleteImpact:
    """Delete (soft, hard, or purge: table and records too); `preview` only reports the impact."""
    action = registry.delete_impact if preview else registry.delete
    result: DeleteImpact = await run_in_threadpool(
        _guarded, registry, who, "change", action, name, mode
    )
    return result


@router.get("/agent-types/{name}/export", response_class=PlainTextResponse)
async def export_records(
    name: str, registry: Registry, who: Reader, format: Literal["json", "csv"] = "json"
) -> PlainTextResponse:
    """Every record of the agent type, as JSON or CSV (export before a purge)."""
    body: str = await run_in_threadpool(
        _records_call, registry, who, registry.records.export, name, format
    )
    media = "text/csv" if format == "csv" else "application/json"
    return PlainTextResponse(body, media_type=media)


@router.get("/agent-types/{name}/docs", response_model=None)
async def agent_type_docs(
    name: str,
    registry: Registry,
    who: Reader,
    format: Literal["markdown", "openapi", "typescript"] = "markdown",
    version: str | None = None,
) -> PlainTextResponse | dict[str, Any]:
    """Generated documentation: Markdown, an OpenAPI fragment, or TypeScript types."""
    row: RegisteredSpec = await run_in_threadpool(
        _guarded, registry, who, "read", registry.get, name, version
    )
    if format == "openapi":
        return openapi_fragment(row.spec)
    if format == "typescript":
        return PlainTextResponse(typescript_types(row.spec), media_type="text/plain")
    return PlainTextResponse(markdown_doc(row.spec), media_type="text/markdown")


@router.post("/agents/{name}/runs", status_code=201, response_model=Run)
async def run_agent(
    name: str, body: RunRequest, request: Request, registry: Registry, who: Runner
) -> Run:
    """Start a durable run of the agent type on a task (as `POST /runs` with `agent`).

    A disabled type (too many incidents) is refused with 409 until an admin enables it.
    """
    check_submission(body.task)

    await check_runnable(request.app, name, who)
    row: RegisteredSpec = await run_in_threadpool(
        _guarded, registry, who, "run", registry.get, name, body.version
    )
    if row.spec.model:  # a hosted model without its key would fail in the worker: say so now
        check_provider_key(row.spec.model)
    spec = RunSpec(
        task=body.task,
        agent=name,
        version=row.spec.version,
        remember=body.remember,
        session_id=body.session_id,
    )
    with anyio.CancelScope(shield=True):  # a client hanging up must not stop it short of its queue
        run = await get_context(request).start_run(spec, api_key_id=who.key_id)
    return run


@router.get("/agents/{name}/runs")
async def agent_runs(name: str, registry: Registry, who: Reader) -> list[dict[str, Any]]:
    """Runs that stored records in the agent's table, newest first, with their record counts."""
    result: list[dict[str, Any]] = await run_in_threadpool(
        _records_call, registry, who, registry.records.runs, name
    )
    return result


@router.get("/agents/{name}/records", response_model=RecordPage)
async def agent_records(
    name: str,
    request: Request,
    registry: Registry,
    who: Reader,
    limit: Annotated[int, Query(ge=1, le=500)] = 50,
    offset: Annotated[int, Query(ge=0)] = 0,
    order: str = "id",
) -> RecordPage:
    """Query the agent's table: every other query parameter is an equality filter on a field."""
    reserved = {"limit", "offset", "order"}
    filters = {k: v for k, v in request.query_params.items() if k not in reserved}
    page: RecordPage = await run_in_threadpool(
        _records_call,
        registry,
        who,
        registry.records.query,
        name,
        filters,
        limit=limit,
        offset=offset,
        order=order,
    )
    return page


class BuildRequest(pydantic.BaseModel):
    """Start a builder conversation."""

    description: str = pydantic.Field(min_length=1, max_length=5000)
    """What the agent should do, in words (the limits of `POST /agent-builder/start`)."""
    model: str | None = pydantic.Field(default=None, max_length=300)
    """The drafting model, `provider:name` (the app's configured model when None)."""


class BuildAnswer(pydantic.BaseModel):
    """A reply in a builder conversation."""

    text: str = pydantic.Field(min_length=1)
    """The answer to the question, or a change to the preview."""


class BuildSession(pydantic.BaseModel):
    """A builder conversation's id and its latest turn."""

    session_id: str
    """Send answers to `/agent-types/builder/{session_id}/answer` (routes: `agent_builder`)."""
    turn: BuilderTurn
    """Where the conversation stands."""


router.include_router(agent_governance.router)
