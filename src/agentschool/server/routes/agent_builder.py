"""`/agent-builder`: the AI-assisted builder as planned (start, chat, schema preview, finalize).

Sessions live in the `agent_builder_sessions` table of the spec registry's database
(`agentschool.specs.builder_sessions`), so a conversation started on one API process carries on
on another, and after a restart. The older `/agent-types/builder` routes are aliases of these.
Every builder route needs `admin` (finalizing registers an agent type); the template list `read`.
"""

from __future__ import annotations

from typing import Annotated, Any

import pydantic
from fastapi import APIRouter, Depends, Request
from fastapi.concurrency import run_in_threadpool

from agentschool.exceptions import UserError
from agentschool.server.agent_types import get_registry, guard, inline_model, spec_problem
from agentschool.server.auth import Principal, authorize
from agentschool.server.errors import Problem
from agentschool.server.routes.agents import (
    BuildAnswer,
    BuildRequest,
    BuildSession,
    RegisterResult,
)
from agentschool.specs.builder import BuilderTurn, SpecBuilder, assess_draft
from agentschool.specs.builder_sessions import (
    BuilderSession,
    BuilderSessions,
    SessionConflict,
    SessionNotFound,
)
from agentschool.specs.builder_templates import (
    BUILDER_TEMPLATES,
    BuilderTemplate,
    TemplateName,
    builder_template,
)
from agentschool.specs.registry import SpecRegistry
from agentschool.specs.spec import AgentSpec
from agentschool.specs.storage import MigrationPlan

__all__ = ["BuilderView", "ChatRequest", "SchemaPreview", "StartRequest", "router"]

router = APIRouter(tags=["agent-builder"])
Reader = Annotated[Principal, Depends(authorize)]
Admin = Annotated[Principal, Depends(authorize)]
Registry = Annotated[SpecRegistry, Depends(get_registry)]


class StartRequest(pydantic.BaseModel):
    """Body of `POST /agent-builder/start`."""

    model_config = pydantic.ConfigDict(extra="forbid")

    description: str = pydantic.Field(min_length=1, max_length=5000)
    """What the agent should do, in words."""
    template: TemplateName | None = None
    """Start from a template: `email-analysis`, `knowledge-base` or `text-processing`."""
    model: str | None = pydantic.Field(default=None, max_length=300)
    """The drafting model, `provider:name` (the server's configured model when null)."""


class ChatRequest(pydantic.BaseModel):
    """Body of `POST /agent-builder/{session}/chat`."""

    model_config = pydantic.ConfigDict(extra="forbid")

    message: str = pydantic.Field(min_length=1, max_length=5000)
    """The answer to the builder's question, or a change to the preview."""


class BuilderView(pydantic.BaseModel):
    """A builder session and its latest turn."""

    session_id: str
    """Send the next message to `/agent-builder/{session_id}/chat`."""
    status: str
    """`question`, `preview` or `final`."""
    template: str | None
    """The template it started from."""
    turn: BuilderTurn
    """Where the conversation stands."""
    created_at: float
    """Unix time it started."""
    updated_at: float
    """Unix time of its last turn."""


class SchemaPreview(pydantic.BaseModel):
    """What finalizing would create: the spec and its table migration (nothing is created)."""

    session_id: str
    """The session."""
    ready: bool
    """The draft is a valid spec: `finalize` would register it."""
    draft: dict[str, object]
    """The spec as drafted."""
    problems: list[str]
    """Why the draft is not valid yet (`field.path: expected`)."""
    spec: AgentSpec | None
    """The valid spec."""
    migration: MigrationPlan | None
    """The table it would create or migrate (null without a data model)."""


def get_sessions(request: Request) -> BuilderSessions:
    """The builder sessions in the spec registry's database (a sync dependency: a thread)."""
    sessions: BuilderSessions | None = getattr(request.app.state, "builder_sessions", None)
    if sessions is None:
        registry = get_registry(request)
        sessions = BuilderSessions(registry.engine, prefix=registry.tables.prefix)
        request.app.state.builder_sessions = sessions
    return sessions


Sessions = Annotated[BuilderSessions, Depends(get_sessions)]


async def _load(sessions: BuilderSessions, session_id: str) -> BuilderSession:
    try:
        return await run_in_threadpool(sessions.get, session_id)
    except SessionNotFound as exc:
        raise Problem(404, exc.message) from None


def _view(session: BuilderSession) -> BuilderView:
    turn = session.state.last or BuilderTurn(status="question", draft=session.state.draft)
    return BuilderView(
        session_id=session.id,
        status=session.status,
        template=session.state.template,
        turn=turn,
        created_at=session.created_at,
        updated_at=session.updated_at,
    )


async def _save(
    sessions: BuilderSessions, session: BuilderSession, builder: SpecBuilder
) -> BuilderSession:
    try:
        return await run_in_threadpool(sessions.save, session, builder.state())
    except SessionConflict as exc:
        raise Problem(409, exc.message) from None


async def start_session(
    request: Request, registry: SpecRegistry, sessions: BuilderSessions, body: StartRequest
) -> BuilderView:
    """Start a conversation (the first model turn) and store it."""
    builder = SpecBuilder(inline_model(request, body.model), registry)
    try:
        await builder.start(body.description, template=body.template)
    except UserError as exc:
        raise spec_problem(exc) from None
    session = await run_in_threadpool(lambda: sessions.create(builder.state(), model=body.model))
    return _view(session)


async def chat_session(
    request: Request,
    registry: SpecRegistry,
    sessions: BuilderSessions,
    session_id: str,
    message: str,
) -> BuilderView:
    """One turn on a stored conversation (loaded here, whichever process started it)."""
    session = await _load(sessions, session_id)
    if session.status == "final":
        raise Problem(409, f"builder session {session_id!r} is finalized; start a new one")
    builder = SpecBuilder.resume(inline_model(request, session.model), registry, session.state)
    await builder.answer(message)
    return _view(await _save(sessions, session, builder))


async def finalize_session(
    request: Request,
    registry: SpecRegistry,
    sessions: BuilderSessions,
    session_id: str,
    allow_data_loss: bool,
    who: Principal,
) -> RegisterResult:
    """Register the previewed spec (the caller owns a new type) and mark the session final."""
    session = await _load(sessions, session_id)
    builder = SpecBuilder.resume(inline_model(request, session.model), registry, session.state)

    def register() -> tuple[Any, Any]:
        name = session.state.draft.get("name")
        if isinstance(name, str) and registry.versions(name, include_deleted=True):
            guard(registry, name, "change", who)  # a new version of a type is a change of it
        return builder.finalize(allow_data_loss=allow_data_loss, owner_key=who.key_id)

    try:
        registered, turn = await run_in_threadpool(register)
    except UserError as exc:
        raise spec_problem(exc) from None
    await _save(sessions, session, builder)
    return RegisterResult(registered=registered, migration=turn.migration)


@router.get("/agent-builder/templates", response_model=list[BuilderTemplate])
async def list_templates(_: Reader) -> list[BuilderTemplate]:
    """The conversation templates: email analysis, knowledge base, text processing."""
    return [builder_template(name) for name in BUILDER_TEMPLATES]


@router.post("/agent-builder/start", status_code=201, response_model=BuilderView)
async def start(
    body: StartRequest, request: Request, registry: Registry, sessions: Sessions, _: Admin
) -> BuilderView:
    """Start a builder conversation from a description (and optionally a template)."""
    return await start_session(request, registry, sessions, body)


@router.get("/agent-builder/{session_id}", response_model=BuilderView)
async def show(session_id: str, sessions: Sessions, _: Admin) -> BuilderView:
    """A session's latest turn (to resume a conversation in another client)."""
    return _view(await _load(sessions, session_id))


@router.post("/agent-builder/{session_id}/chat", response_model=BuilderView)
async def chat(
    session_id: str,
    body: ChatRequest,
    request: Request,
    registry: Registry,
    sessions: Sessions,
    _: Admin,
) -> BuilderView:
    """Answer the builder's question, or ask for a change to the preview."""
    return await chat_session(request, registry, sessions, session_id, body.message)


@router.get("/agent-builder/{session_id}/schema", response_model=SchemaPreview)
async def schema(
    session_id: str, registry: Registry, sessions: Sessions, _: Admin
) -> SchemaPreview:
    """Preview the spec and the table migration finalizing would make; nothing is created."""
    session = await _load(sessions, session_id)
    turn = await run_in_threadpool(assess_draft, session.state.draft, registry)
    return SchemaPreview(
        session_id=session_id,
        ready=turn.spec is not None,
        draft=turn.draft,
        problems=turn.problems,
        spec=turn.spec,
        migration=turn.migration,
    )


@router.post("/agent-builder/{session_id}/finalize", response_model=RegisterResult)
async def finalize(
    session_id: str,
    request: Request,
    registry: Registry,
    sessions: Sessions,
    who: Admin,
    allow_data_loss: bool = False,
) -> RegisterResult:
    """Register the previewed spec (and its table) and end the conversation."""
    return await finalize_session(request, registry, sessions, session_id, allow_data_loss, who)


# The first builder routes, kept as aliases over the same stored sessions.


def _alias(view: BuilderView) -> BuildSession:
    return BuildSession(session_id=view.session_id, turn=view.turn)


@router.post("/agent-types/builder", status_code=201, response_model=BuildSession)
async def start_builder(
    body: BuildRequest, request: Request, registry: Registry, sessions: Sessions, _: Admin
) -> BuildSession:
    """Start an AI-assisted builder conversation (alias of `POST /agent-builder/start`)."""
    start = StartRequest(description=body.description, model=body.model)
    return _alias(await start_session(request, registry, sessions, start))


@router.post("/agent-types/builder/{session_id}/answer", response_model=BuildSession)
async def answer_builder(
    session_id: str,
    body: BuildAnswer,
    request: Request,
    registry: Registry,
    sessions: Sessions,
    _: Admin,
) -> BuildSession:
    """Answer the builder's question (alias of `POST /agent-builder/{session_id}/chat`)."""
    return _alias(await chat_session(request, registry, sessions, session_id, body.text))


@router.post("/agent-types/builder/{session_id}/finalize", response_model=RegisterResult)
async def finalize_builder(
    session_id: str,
    request: Request,
    registry: Registry,
    sessions: Sessions,
    who: Admin,
    allow_data_loss: bool = False,
) -> RegisterResult:
    """Register the previewed spec (alias of `POST /agent-builder/{session_id}/finalize`)."""
    return await finalize_session(request, registry, sessions, session_id, allow_data_loss, who)
