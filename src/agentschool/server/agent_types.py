"""What the agent-type and agent-builder routes share: the registry, access checks, errors, models.

- `get_registry`: the app's spec registry, as a dependency.
- `guard(registry, name, action, who)`: the caller's access to one agent type. A key that may not
  know the type exists gets the same 404 as for a type that does not exist; a key that may see it
  but not do `action` gets 403.
- `spec_problem`: a registry `UserError` as the HTTP problem it is (422 invalid spec, 409 conflict
  or disabled type, 404 unknown type, 400 otherwise). Unknown-type messages never list the
  registered names (some may be hidden from the caller).
- `inline_model`: the model for a builder turn made inside a request.
- `check_runnable`: whether the caller may start a run of a type now (access rule, disabled).
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Depends, Request
from fastapi.concurrency import run_in_threadpool

from agentschool.exceptions import UserError
from agentschool.models import Model, infer_model
from agentschool.server.authn import Principal
from agentschool.server.errors import Problem
from agentschool.server.registries import spec_registry
from agentschool.server.submission import check_model, check_provider_key
from agentschool.settings import Settings
from agentschool.specs.access import AccessAction, TypeState
from agentschool.specs.registry import AgentTypeDisabled, SpecRegistry
from agentschool.specs.spec import SpecError
from agentschool.specs.storage import MigrationError

__all__ = [
    "Registry",
    "check_runnable",
    "get_registry",
    "guard",
    "inline_model",
    "spec_problem",
    "unknown_type",
    "visible_names",
]


def get_registry(request: Request) -> SpecRegistry:
    """The app's spec registry (in the run store's database, opened once on first use)."""
    return spec_registry(request.app)


Registry = Annotated[SpecRegistry, Depends(get_registry)]


def unknown_type(name: str) -> Problem:
    """The 404 of a type that does not exist, or that the caller may not know about."""
    return Problem(404, f"unknown agent type {name!r}")


def guard(registry: SpecRegistry, name: str, action: AccessAction, who: Principal) -> TypeState:
    """The type's state when `who` may do `action` on it (a sync call: run it in a thread).

    Raises:
        Problem: 404 when the caller may not see the type (or it does not exist), 403 when it
            may see it but not do `action`.
    """
    state = registry.state(name)
    if not state.visible(key_id=who.key_id, scope=who.scope):
        raise unknown_type(name)
    if not state.allows(action, key_id=who.key_id, scope=who.scope):
        raise Problem(403, f"this API key may not {action} agent type {name!r} (its access rule)")
    return state


async def check_runnable(app: Any, name: str, who: Principal) -> None:
    """Refuse a run of agent type `name` the caller may not start, or that is disabled.

    Every way to start a run of a type over REST (`POST /runs` with `agent`, `POST
    /agents/{name}/runs`) goes through here; the worker refuses a disabled type as well.

    Raises:
        Problem: 404 (unknown or hidden type), 403 (visible but not runnable by the caller),
            409 (disabled).
    """

    def check() -> None:
        registry = spec_registry(app)
        try:
            guard(registry, name, "run", who)
            registry.get(name)
            registry.check_enabled(name)
        except UserError as exc:
            raise spec_problem(exc) from None

    await run_in_threadpool(check)


def visible_names(registry: SpecRegistry, names: list[str], who: Principal) -> set[str]:
    """The names among `names` the caller may see."""
    states = registry.states.all()
    return {
        n
        for n in names
        if states.get(n, TypeState.default(n)).visible(key_id=who.key_id, scope=who.scope)
    }


def spec_problem(exc: UserError) -> Problem:
    """The HTTP problem of a registry or spec error."""
    if isinstance(exc, SpecError):
        errors = [
            dict(zip(("field", "message"), p.split(": ", 1), strict=False)) for p in exc.problems
        ]
        return Problem(422, exc.message, extra={"errors": errors})
    if isinstance(exc, MigrationError | AgentTypeDisabled):
        return Problem(409, exc.message)
    if exc.message.startswith("unknown agent type"):
        return Problem(404, exc.message.split("; registered:", 1)[0])
    conflict = "already registered" in exc.message or "expected a version newer" in exc.message
    return Problem(409 if conflict else 400, exc.message)


def inline_model(request: Request, wanted: str | None) -> Model:
    """The model for a call made inside a request: the app's override, else `wanted`/settings.

    The embedded local model is refused here: it is CPU-bound and would hold a server worker for
    many seconds; durable runs (`POST /runs`) serve it.
    """
    override: Model | None = getattr(request.app.state, "spec_model", None)
    if override is not None:
        return override
    name = wanted or Settings().model
    if name.split(":", 1)[0] == "local":
        raise Problem(
            400,
            f"model {name!r} is the embedded local model, which is not served inline over HTTP; "
            "give the spec (or request) a provider model, or use durable runs (POST /runs)",
        )
    check_model(name)
    check_provider_key(name)
    try:
        return infer_model(name)
    except UserError as exc:
        raise Problem(400, exc.message) from None
