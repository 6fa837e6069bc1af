"""The learned-function catalog as a service: the one owner behind `/functions` and `/ui/functions`.

The registry (`agentschool.school.registry.FunctionRegistry`) lives in the run store's database
unless the app was given one; it is opened on first use and kept on the app's state. Every
registry call is blocking (SQLAlchemy, httpx, codegen, the sandbox), so it runs in a worker thread.
Errors come back as `Problem`s: 404 for an unknown function, 422 for arguments that do not fit,
502 for a call that failed at the source.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any, Literal, TypeVar

import anyio
import pydantic
from starlette.requests import Request

from agentschool.exceptions import ToolError, UserError
from agentschool.school.functions import LearnedFunction
from agentschool.school.query import EventSearchResult
from agentschool.school.registry import FunctionRegistry
from agentschool.server import registries
from agentschool.server.errors import Problem
from agentschool.settings import Settings

_T = TypeVar("_T")

__all__ = [
    "CheckInfo",
    "FunctionDetail",
    "FunctionInfo",
    "HealAttemptInfo",
    "HealOutcome",
    "LearnAttemptInfo",
    "LearnOutcomeInfo",
    "call_function",
    "function_info",
    "function_registry",
    "function_versions",
    "heal_function",
    "learn_function",
    "list_functions",
    "show_function",
]


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
    """Its Python source (only in the detail views)."""


class FunctionDetail(pydantic.BaseModel):
    """Every version of one function, oldest first."""

    name: str
    """Function name."""
    versions: list[FunctionInfo]
    """Versions with source."""


class CheckInfo(pydantic.BaseModel):
    """One verification check of a generated version."""

    name: str
    """Check name (`syntax`, `ruff`, `live`, `sandbox`, `schema`, `plausibility`, ...)."""
    passed: bool
    """Whether it passed."""
    detail: str
    """Why it failed, or a short note."""


class LearnAttemptInfo(pydantic.BaseModel):
    """One strategy tried while learning."""

    strategy: str
    """The data source the candidate used."""
    passed: bool
    """Whether every check passed."""
    checks: list[CheckInfo]
    """Checks in the order they ran."""


class LearnOutcomeInfo(pydantic.BaseModel):
    """What `POST /functions/learn` did."""

    status: Literal["ok", "failed"]
    """`ok` when a function was saved or reused."""
    template: str
    """The request's template (the cache key of learned functions)."""
    reused: bool
    """An existing function already answered this template."""
    plan: dict[str, Any]
    """The execution plan of the request."""
    function: FunctionInfo | None
    """The saved or reused function."""
    attempts: list[LearnAttemptInfo]
    """Each strategy tried, with its checks (empty when reused)."""
    result: dict[str, Any] | None
    """The verified (or, when reused, freshly called) result of the request."""


class HealAttemptInfo(pydantic.BaseModel):
    """One candidate tried while healing."""

    strategy: str
    """Strategy of the candidate."""
    note: str
    """What was tried, or why it was skipped."""
    passed: bool | None
    """Whether its checks passed; None when it was not verified."""


class HealOutcome(pydantic.BaseModel):
    """What `POST /functions/{name}/heal` found and did."""

    name: str
    """Function name."""
    problem: str | None
    """Why the current version failed; None when it is healthy."""
    healed: FunctionInfo | None
    """The new version, when one was saved."""
    attempts: list[HealAttemptInfo]
    """Candidates, in order."""


def function_registry(request: Request) -> FunctionRegistry:
    """The app's learned-function registry (opened once, under a lock, on first use).

    A FastAPI dependency; synchronous, so FastAPI opens the registry in a worker thread.
    """
    return registries.function_registry(request.app)


def function_info(function: LearnedFunction, *, source: bool = False) -> FunctionInfo:
    """The API view of one stored version."""
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


async def _blocking(function: Callable[[], _T]) -> _T:
    """Run `function` in a worker thread, turning the school's errors into problems."""
    try:
        return await anyio.to_thread.run_sync(function)
    except ToolError as exc:
        raise Problem(502, str(exc)) from None
    except UserError as exc:
        status = 404 if str(exc).startswith("no learned function") else 422
        raise Problem(status, str(exc)) from None


async def list_functions(
    registry: FunctionRegistry, search: str | None = None
) -> list[FunctionInfo]:
    """The latest non-deprecated version of every function (matching `search`), by name."""
    found = await _blocking(lambda: registry.search(search) if search else registry.list())
    return [function_info(f) for f in found]


async def function_versions(registry: FunctionRegistry, name: str) -> FunctionDetail:
    """Every version of `name`, with source (404 when there is none)."""
    versions = await _blocking(lambda: registry.versions(name))
    if not versions:
        raise Problem(404, f"no learned function named {name!r}")
    return FunctionDetail(name=name, versions=[function_info(v, source=True) for v in versions])


async def show_function(
    registry: FunctionRegistry, name: str, version: int | None = None
) -> FunctionInfo:
    """One version of `name` (the current one unless `version`), with source."""
    found = await _blocking(
        lambda: registry.get(name) if version is None else registry.version(name, version)
    )
    if found is None:
        suffix = f" v{version}" if version is not None else ""
        raise Problem(404, f"no learned function named {name!r}{suffix}")
    return function_info(found, source=True)


async def call_function(
    registry: FunctionRegistry, name: str, args: dict[str, Any], *, seconds: float = 60
) -> EventSearchResult:
    """Call the current version of `name` with `args` (no model involved)."""
    if await _blocking(lambda: registry.get(name)) is None:
        raise Problem(404, f"no learned function named {name!r}")
    return await _blocking(lambda: registry.call(name, args, timeout=seconds))


async def learn_function(
    registry: FunctionRegistry, request_text: str, *, now: datetime | None, sandbox: bool
) -> LearnOutcomeInfo:
    """Plan a data request, then learn (or reuse) the function that answers it.

    Raises:
        Problem: 422 when the request cannot be planned (the parser says why).
    """
    from agentschool.school.intent import CannotPlan
    from agentschool.school.learning_tools import learn_request

    settings = Settings()

    def run() -> LearnOutcomeInfo:
        # the source's vocabulary (discovered, cached in the registry) plans the request
        try:
            learned = learn_request(
                registry, request_text, settings=settings, now=now, sandbox=sandbox
            )
        except CannotPlan as exc:
            errors = [{"field": "request", "message": str(exc)}]
            raise Problem(422, f"request: {exc}", extra={"errors": errors}) from None
        plan, outcome, result = learned.plan, learned.outcome, learned.result
        function = outcome.function
        return LearnOutcomeInfo(
            status="ok" if function is not None else "failed",
            template=outcome.template,
            reused=outcome.reused,
            plan=plan.model_dump(mode="json"),
            function=None if function is None else function_info(function),
            attempts=[_learn_attempt(strategy, v) for strategy, v in outcome.attempts],
            result=None if result is None else result.model_dump(mode="json"),
        )

    return await _blocking(run)


def _learn_attempt(strategy: str, verification: Any) -> LearnAttemptInfo:
    checks = [CheckInfo(name=c.name, passed=c.passed, detail=c.detail) for c in verification.checks]
    return LearnAttemptInfo(strategy=strategy, passed=verification.passed, checks=checks)


async def heal_function(
    registry: FunctionRegistry, name: str, *, force: bool, sandbox: bool
) -> HealOutcome:
    """Check `name`; when it fails (or `force`), save a verified version N+1."""
    from agentschool.school.heal import heal
    from agentschool.school.learning_tools import artifacts_dir

    settings = Settings()
    report = await _blocking(
        lambda: heal(
            registry,
            name,
            api_url=settings.luma_api_url,
            web_url=settings.luma_web_url,
            use_sandbox=sandbox,
            force=force,
            artifacts_dir=artifacts_dir(settings),
        )
    )
    attempts = [
        HealAttemptInfo(
            strategy=a.strategy,
            note=a.note,
            passed=None if a.verification is None else a.verification.passed,
        )
        for a in report.attempts
    ]
    healed = None if report.healed is None else function_info(report.healed)
    return HealOutcome(name=name, problem=report.problem, healed=healed, attempts=attempts)
