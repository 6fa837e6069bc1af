"""API-key authentication, scopes and per-key rate limits, as FastAPI dependencies.

`require(KeyScope.RUN)` answers 401 (no or bad key, with `WWW-Authenticate`), 403 (key lacks the
scope) or 429 (over the key's rate limit, with `Retry-After`). With auth disabled (loopback dev
servers only) every request acts as an admin, still rate limited per client address.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from agentschool.runs.keys import KeyScope
from agentschool.server.context import ApiContext, get_context
from agentschool.server.errors import Problem

__all__ = ["LOOPBACK_HOSTS", "Principal", "bearer", "require"]

LOOPBACK_HOSTS = frozenset({"127.0.0.1", "::1", "localhost"})
"""Hosts a server may bind with auth disabled."""

bearer = HTTPBearer(auto_error=False, description="An API key: `Authorization: Bearer as_…`")
"""The OpenAPI security scheme."""


@dataclass(frozen=True, slots=True)
class Principal:
    """Who is calling."""

    key_id: str | None
    """The API key's id; None when auth is disabled."""
    scope: KeyScope
    """What the caller may do."""


async def _authenticate(
    context: ApiContext, credentials: HTTPAuthorizationCredentials | None
) -> Principal:
    if context.settings.auth_disabled:
        return Principal(None, KeyScope.ADMIN)
    challenge = {"WWW-Authenticate": 'Bearer realm="agentschool"'}
    if credentials is None or credentials.scheme.lower() != "bearer":
        raise Problem(401, "missing API key: send `Authorization: Bearer <key>`", headers=challenge)
    key = await context.keys.verify(credentials.credentials)
    if key is None:
        raise Problem(401, "invalid or revoked API key", headers=challenge)
    return Principal(key.id, key.scope)


def require(scope: KeyScope) -> Callable[..., Awaitable[Principal]]:
    """A dependency that authenticates, checks `scope` and counts the request against the limit."""

    async def dependency(
        request: Request,
        context: Annotated[ApiContext, Depends(get_context)],
        credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(bearer)],
    ) -> Principal:
        principal = await _authenticate(context, credentials)
        client = request.client.host if request.client else "unknown"
        decision = await context.limiter.hit(principal.key_id or f"ip:{client}")
        if not decision.allowed:
            raise Problem(
                429,
                f"rate limit of {context.limiter.limit} requests exceeded; retry later",
                headers={"Retry-After": str(decision.retry_after)},
            )
        if not principal.scope.allows(scope):
            raise Problem(403, f"this API key has scope {principal.scope!s}; {scope!s} is needed")
        return principal

    return dependency
