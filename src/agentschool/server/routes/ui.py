"""The web UI: its static files at `/`, and the read models it needs under `/api/v1/ui`.

`install_ui(app)` serves `server/web/index.html` at `/` and the assets under `/ui/`, and adds:

- `GET /ui/info`: what the task form offers (default model, planners, tools, whether auth is on);
- `GET /ui/runs/{id}/timeline`: a run's plan, steps (args, result, duration) and model calls
  (tokens, cost), folded from its stored events;
- `GET /ui/usage`: model requests, tokens and cost per model per day, and runs per day;
- `/ui/functions...`: the learned-function catalog (see `ui_functions`);
- `GET /ui/agents`: the agent types the caller may see (`agentschool.specs`), current versions,
  whether each is disabled and its latest incidents.
"""

from __future__ import annotations

from collections import defaultdict
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Annotated, Any, Literal

import anyio
import pydantic
from fastapi import APIRouter, Depends, FastAPI, Query, Request
from sqlalchemy import func, select
from starlette.responses import FileResponse, Response
from starlette.staticfiles import StaticFiles
from starlette.types import Scope

from agentschool.agent.view import RunView, StepView
from agentschool.runs.records import Event
from agentschool.runs.spec import PLANNER_NAMES
from agentschool.runs.tables import EventRow, RunRow
from agentschool.server.agent_types import visible_names
from agentschool.server.auth import Principal, authorize
from agentschool.server.context import ApiContext, context_of
from agentschool.server.errors import PROBLEM_RESPONSES
from agentschool.server.registries import spec_registry
from agentschool.server.routes import ui_functions
from agentschool.settings import Settings
from agentschool.specs.access import TypeState
from agentschool.specs.incidents import Incident

__all__ = [
    "WEB_DIR",
    "AgentInfo",
    "Timeline",
    "UiInfo",
    "UsageReport",
    "build_timeline",
    "install_ui",
    "router",
]

WEB_DIR = Path(__file__).resolve().parent.parent / "web"
"""The UI's static files (plain HTML, CSS and JavaScript; no build step)."""

SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}
"""Sent with every UI file: the page runs only its own script and talks only to its origin."""

router = APIRouter(prefix="/ui", tags=["ui"])
Context = Annotated[ApiContext, Depends(context_of)]
Reader = Annotated[Principal, Depends(authorize)]


class UiInfo(pydantic.BaseModel):
    """What the task form offers."""

    auth_required: bool
    """Whether requests need an API key."""
    default_model: str
    """The model runs use when none is chosen."""
    models: list[str]
    """Suggested model strings."""
    planners: list[str]
    """Planner choices (the default first); `team`: a director and its specialists."""
    tools: list[str]
    """Tools runs may use."""


class TimelineStep(pydantic.BaseModel):
    """One plan step as it ran."""

    step_id: str
    """Step id."""
    tool: str
    """Tool called."""
    depends_on: list[str] = []
    """Steps it waited for."""
    status: Literal["planned", "running", "waiting_approval", "done", "failed", "skipped"]
    """Where the step is."""
    args: dict[str, Any] | None = None
    """Arguments of the last call."""
    result: Any = None
    """The tool's output, once done."""
    error: str | None = None
    """Why it failed or was skipped."""
    started_at: float | None = None
    """Unix time the first attempt started."""
    duration_ms: float | None = None
    """How long the successful call took."""
    attempts: int = 0
    """Attempts made."""


class ModelCall(pydantic.BaseModel):
    """One model request of a run."""

    at: float
    """Unix time of the response."""
    purpose: str
    """`plan`, `react`, `recovery` or `judge`."""
    model: str
    """Model name."""
    input_tokens: int
    """Prompt tokens."""
    output_tokens: int
    """Generated tokens."""
    cost_usd: float
    """Cost in USD."""


class TimelineSubtask(pydantic.BaseModel):
    """A subtask a team's director delegated to a specialist."""

    subtask_id: str
    """The subtask (the step that calls the specialist)."""
    specialist: str
    """Who got it."""
    task: str
    """The subtask as given."""
    depends_on: list[str] = []
    """Subtasks whose results it was given."""
    status: Literal["running", "completed", "failed", "skipped"]
    """How it is going."""


class Timeline(pydantic.BaseModel):
    """A run's steps and model calls, folded from its events."""

    run_id: str
    """The run."""
    steps: list[TimelineStep]
    """Steps of the latest plan, in plan order (steps of replaced plans kept before them)."""
    model_calls: list[ModelCall]
    """Model requests, in order."""
    input_tokens: int
    """Prompt tokens of the run."""
    output_tokens: int
    """Generated tokens of the run."""
    cost_usd: float
    """Cost of the run in USD."""
    subtasks: list[TimelineSubtask] = []
    """A team run's delegation: which specialist got which subtask, and how it is going."""
    error_kind: str | None = None
    """Why the run failed, when known: `not_understood` when nothing was understood or done."""


class UsageRow(pydantic.BaseModel):
    """Model usage of one model on one day."""

    day: str
    """UTC date, `YYYY-MM-DD`."""
    model: str
    """Model name."""
    requests: int
    """Model requests."""
    input_tokens: int
    """Prompt tokens."""
    output_tokens: int
    """Generated tokens."""
    cost_usd: float
    """Cost in USD."""


class UsageReport(pydantic.BaseModel):
    """Usage over the last `days` days (UTC)."""

    days: list[str]
    """Every day of the window, oldest first."""
    models: list[str]
    """Models seen, by name."""
    usage: list[UsageRow]
    """Per model per day; days without requests are absent."""
    runs: dict[str, dict[str, int]]
    """Runs created per day, by status."""


class AgentInfo(pydantic.BaseModel):
    """The current version of one declared agent type."""

    name: str
    """Agent type name."""
    version: str
    """Semantic version."""
    description: str
    """What it does."""
    model: str | None
    """Its model; the runtime default when None."""
    tools: list[str]
    """Tools it may use (pipeline tools included)."""
    capabilities: list[str]
    """Capability tags."""
    pipeline: list[str]
    """Tools of its fixed pipeline, in order; empty when it plans."""
    has_table: bool
    """Whether it keeps records in its own table."""
    deprecated: bool
    """Every version is deprecated."""
    registered_at: float
    """Unix time this version was registered."""
    owner_key: str | None = None
    """The API key id that registered it."""
    disabled: bool = False
    """Disabled (too many incidents, or by an admin): its runs are refused."""
    disabled_reason: str | None = None
    """Why it is disabled."""
    incidents: list[Incident] = pydantic.Field(default_factory=list[Incident])
    """Its latest incidents (up to five), newest first."""


@router.get("/info", response_model=UiInfo)
async def ui_info(context: Context, _: Reader) -> UiInfo:
    """Defaults and choices for the task form."""
    default = Settings().model
    suggestions = [default, "test", "local", "openai:gpt-4o-mini", "anthropic:claude-sonnet-4-5"]
    return UiInfo(
        auth_required=not context.settings.auth_disabled,
        default_model=default,
        models=list(dict.fromkeys(suggestions)),
        planners=["hybrid", *(p for p in PLANNER_NAMES if p != "hybrid"), "team"],
        tools=context.toolset.names(),
    )


@router.get("/runs/{run_id}/timeline", response_model=Timeline)
async def run_timeline(run_id: str, context: Context, _: Reader) -> Timeline:
    """The run's steps (args, result, duration) and model calls (tokens, cost)."""
    await context.store.get_run(run_id)
    events: list[Event] = []
    while batch := await context.store.events_after(run_id, events[-1].seq if events else 0):
        events.extend(batch)
    return build_timeline(run_id, events)


def build_timeline(run_id: str, events: list[Event]) -> Timeline:
    """A run's timeline: its stored events, typed, folded by `RunView`."""
    return timeline_of(run_id, RunView.of([event.agent_event() for event in events]))


def timeline_of(run_id: str, view: RunView) -> Timeline:
    """A run's timeline from its fold."""
    calls = [
        ModelCall(
            at=call.at,
            purpose=call.purpose,
            model=call.model,
            input_tokens=call.usage.input_tokens,
            output_tokens=call.usage.output_tokens,
            cost_usd=call.usage.cost_usd,
        )
        for call in view.model_calls
    ]
    steps = [_timeline_step(step) for step in view.steps.values()]
    if view.finished is not None and view.finished.status != "completed":
        _end_unfinished(steps, view.finished.status, view.finished.error)
    return Timeline(
        run_id=run_id,
        steps=steps,
        model_calls=calls,
        input_tokens=sum(c.input_tokens for c in calls),
        output_tokens=sum(c.output_tokens for c in calls),
        cost_usd=sum(c.cost_usd for c in calls),
        error_kind=view.finished.error_kind if view.finished is not None else None,
        subtasks=[
            TimelineSubtask(
                subtask_id=sub.subtask_id,
                specialist=sub.specialist,
                task=sub.task,
                depends_on=sub.depends_on,
                status=view.subtasks[sub.subtask_id].status
                if sub.subtask_id in view.subtasks
                else "running",
            )
            for sub in view.delegations.values()
        ],
    )


def _timeline_step(step: StepView) -> TimelineStep:
    status: Any = step.status
    if step.status == "pending":
        status = "planned"
    elif step.waiting_approval:
        status = "waiting_approval"
    return TimelineStep(
        step_id=step.id,
        tool=step.tool,
        depends_on=step.depends_on,
        status=status,
        args=step.args if step.status != "pending" or step.args else None,
        result=step.output,
        error=step.error,
        started_at=step.started_at,
        duration_ms=step.duration_ms if step.status == "done" else None,
        attempts=step.attempts,
    )


def _end_unfinished(steps: list[TimelineStep], status: str, error: str | None) -> None:
    """A run that failed or was cancelled leaves no step running or waiting for approval."""
    for step in steps:
        if step.status in ("running", "waiting_approval"):
            step.status = "failed"
            step.error = step.error or error or f"the run {status} before this step finished"
        elif step.status == "planned":
            step.status = "skipped"
            step.error = step.error or f"not run: the run {status}"


def _utc_day(column: Any, dialect: str) -> Any:
    """The UTC date of a timestamp column, as `YYYY-MM-DD` text (SQLite stores naive UTC)."""
    if dialect == "sqlite":
        return func.date(column)
    return func.to_char(func.timezone("UTC", column), "YYYY-MM-DD")


def _usage_query(since: datetime, dialect: str) -> Any:
    """Model requests grouped by day and model, summed in the database."""
    day = _utc_day(EventRow.created_at, dialect).label("day")
    model = func.coalesce(EventRow.data["model"].as_string(), "unknown").label("model")

    def total(field: str, kind: str) -> Any:
        value = getattr(EventRow.data[("usage", field)], f"as_{kind}")()
        return func.coalesce(func.sum(value), 0)

    return (
        select(
            day,
            model,
            total("requests", "integer"),
            total("input_tokens", "integer"),
            total("output_tokens", "integer"),
            total("cost_usd", "float"),
        )
        .where(EventRow.kind == "model-responded", EventRow.created_at >= since)
        .group_by(day, model)
        .order_by(day, model)
    )


@router.get("/usage", response_model=UsageReport)
async def usage_report(
    context: Context, _: Reader, days: Annotated[int, Query(ge=1, le=366)] = 14
) -> UsageReport:
    """Model requests, tokens and cost per model per day, and runs per day, over `days` days."""
    today = datetime.now(UTC).date()
    window = [(today - timedelta(days=n)).isoformat() for n in reversed(range(days))]
    since = datetime.combine(today - timedelta(days=days - 1), datetime.min.time(), UTC)
    dialect = context.store.dialect
    run_day = _utc_day(RunRow.created_at, dialect).label("day")
    created = (
        select(run_day, RunRow.status, func.count())
        .where(RunRow.created_at >= since)
        .group_by(run_day, RunRow.status)
    )
    async with context.store.sessions() as session:
        model_rows = (await session.execute(_usage_query(since, dialect))).all()
        run_rows = (await session.execute(created)).all()
    usage = [
        UsageRow(day=str(day), model=str(model), requests=int(requests), input_tokens=int(inp),
                 output_tokens=int(out), cost_usd=float(cost))
        for day, model, requests, inp, out, cost in model_rows
    ]  # fmt: skip
    runs: defaultdict[str, dict[str, int]] = defaultdict(dict)
    for day, status, count in run_rows:
        runs[str(day)][str(status)] = int(count)
    return UsageReport(
        days=window,
        models=sorted({row.model for row in usage}),
        usage=usage,
        runs=dict(runs),
    )


@router.get("/agents", response_model=list[AgentInfo])
async def list_agents(request: Request, who: Reader) -> list[AgentInfo]:
    """The current version of every agent type the caller may see, with its state and incidents."""

    def listing() -> list[tuple[Any, TypeState, list[Incident]]]:
        registry = spec_registry(request.app)
        rows = registry.search(include_deprecated=True)
        shown = visible_names(registry, [r.spec.name for r in rows], who)
        return [
            (r, registry.state(r.spec.name), registry.incidents.list(r.spec.name, limit=5))
            for r in rows
            if r.spec.name in shown
        ]

    return [
        AgentInfo(
            name=row.spec.name,
            version=row.spec.version,
            description=row.spec.description,
            model=row.spec.model,
            tools=row.spec.all_tools(),
            capabilities=row.spec.capabilities,
            pipeline=[step.tool for step in row.spec.pipeline],
            has_table=row.spec.data_model is not None,
            deprecated=row.deprecated,
            registered_at=row.registered_at,
            owner_key=state.owner_key,
            disabled=state.disabled,
            disabled_reason=state.disabled_reason,
            incidents=incidents,
        )
        for row, state, incidents in await anyio.to_thread.run_sync(listing)
    ]


class _UiFiles(StaticFiles):
    """Static files with the UI's security headers."""

    async def get_response(self, path: str, scope: Scope) -> Response:
        response = await super().get_response(path, scope)
        response.headers.update(SECURITY_HEADERS)
        return response


def install_ui(app: FastAPI, *, prefix: str) -> None:
    """Add the UI's API routes under `prefix` and serve the UI at `/` (call after other routes)."""
    for module_router in (router, ui_functions.router):
        app.include_router(module_router, prefix=prefix, responses=PROBLEM_RESPONSES)

    @app.get("/", include_in_schema=False)
    async def index() -> FileResponse:
        return FileResponse(WEB_DIR / "index.html", headers=SECURITY_HEADERS)

    app.mount("/ui", _UiFiles(directory=WEB_DIR), name="ui")
