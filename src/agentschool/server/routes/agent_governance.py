"""Who may use an agent type and what went wrong with it: access rules, incidents, enabling.

- `GET|PUT /agent-types/{name}/access`: its owner key, access rule and disabled state; PUT
  replaces the rule (the `change` action).
- `GET /agent-types/{name}/incidents`: its incident log (denied tool use, limit hits, failed
  runs), newest first; `GET /agent-types/{name}/audit`: its audit log.
- `POST /agent-types/{name}/disable|enable`: an admin disables a type by hand, or enables one the
  incident policy disabled (any admin may: re-enabling is an operator's decision, not the owner's).

Included by the `agents` router; scopes are in `server.authz.ROUTE_SCOPES`.
"""

from __future__ import annotations

from typing import Annotated, Any

import pydantic
from fastapi import APIRouter, Depends, Query
from fastapi.concurrency import run_in_threadpool

from agentschool.exceptions import UserError
from agentschool.server.agent_types import Registry, guard, spec_problem
from agentschool.server.auth import Principal, authorize
from agentschool.specs.access import AccessAction, AccessRule, TypeState
from agentschool.specs.incidents import Incident
from agentschool.specs.registry import AuditEntry, SpecRegistry

__all__ = ["DisableRequest", "router"]

router = APIRouter(tags=["agents"])
Reader = Annotated[Principal, Depends(authorize)]
Admin = Annotated[Principal, Depends(authorize)]


class DisableRequest(pydantic.BaseModel):
    """Why an admin disables an agent type."""

    model_config = pydantic.ConfigDict(extra="forbid")

    reason: str = pydantic.Field(min_length=1, max_length=500)
    """Shown with every refused run."""


async def _as(
    registry: SpecRegistry,
    who: Principal,
    name: str,
    action: AccessAction,
    then: Any,
) -> Any:
    """`then()` in a thread once the type exists and the caller may do `action` on it."""

    def call() -> Any:
        try:
            registry.get(name)  # 404 for a type that does not exist (or is deleted)
            guard(registry, name, action, who)
            return then()
        except UserError as exc:
            raise spec_problem(exc) from None

    return await run_in_threadpool(call)


@router.get("/agent-types/{name}/access", response_model=TypeState)
async def get_access(name: str, registry: Registry, who: Reader) -> TypeState:
    """The type's owner key, access rule and disabled state."""
    state: TypeState = await _as(registry, who, name, "read", lambda: registry.state(name))
    return state


@router.put("/agent-types/{name}/access", response_model=TypeState)
async def set_access(name: str, rule: AccessRule, registry: Registry, who: Admin) -> TypeState:
    """Replace the type's access rule: who may read, run and change it (scopes or `key:<id>`)."""
    state: TypeState = await _as(
        registry, who, name, "change", lambda: registry.set_access(name, rule, by=who.key_id)
    )
    return state


@router.get("/agent-types/{name}/incidents", response_model=list[Incident])
async def list_incidents(
    name: str,
    registry: Registry,
    who: Reader,
    limit: Annotated[int, Query(ge=1, le=500)] = 100,
) -> list[Incident]:
    """The type's incidents, newest first."""
    found: list[Incident] = await _as(
        registry, who, name, "read", lambda: registry.incidents.list(name, limit=limit)
    )
    return found


@router.get("/agent-types/{name}/audit", response_model=list[AuditEntry])
async def audit_log(name: str, registry: Registry, who: Reader) -> list[AuditEntry]:
    """Every lifecycle, access, incident and enable/disable entry of the type, oldest first."""
    found: list[AuditEntry] = await _as(registry, who, name, "read", lambda: registry.audit(name))
    return found


@router.post("/agent-types/{name}/disable", response_model=TypeState)
async def disable(name: str, body: DisableRequest, registry: Registry, who: Admin) -> TypeState:
    """Disable the type: its runs are refused until an admin enables it."""
    state: TypeState = await _as(
        registry, who, name, "read", lambda: registry.disable(name, body.reason, by=who.key_id)
    )
    return state


@router.post("/agent-types/{name}/enable", response_model=TypeState)
async def enable(name: str, registry: Registry, who: Admin) -> TypeState:
    """Enable the type again; incidents before now stop counting towards the limit."""
    state: TypeState = await _as(
        registry, who, name, "read", lambda: registry.enable(name, by=who.key_id)
    )
    return state
