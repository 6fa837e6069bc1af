"""API-key authentication and scopes for REST (and the WebSocket stream), as FastAPI dependencies.

`ApiContext.authenticator` (`server.authn.Authenticator`) turns the bearer token into a
`Principal` or a 401/429: a client address that failed authentication `auth_failure_limit`
times in a window gets 429 before its token is looked up; a valid key is counted against the
per-key rate limit.

`authorize` is the REST dependency: it reads the route's scope from the authorization table
(`server.authz.ROUTE_SCOPES`) and answers 403 when the key lacks it. With auth disabled (loopback
dev servers only) every request acts as an admin, still rate limited per client address.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Annotated

from fastapi import Depends, Request, WebSocket
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from starlette.requests import HTTPConnection

from agentschool.runs.keys import KeyScope
from agentschool.server.authn import Principal
from agentschool.server.authz import API_PREFIX, route_scope
from agentschool.server.context import ApiContext, get_context
from agentschool.server.errors import Problem

__all__ = [
    "LOOPBACK_HOSTS",
    "Principal",
    "authorize",
    "authorize_websocket",
    "bearer",
    "bearer_token",
    "client_address",
    "require",
    "route_key",
]

LOOPBACK_HOSTS = frozenset({"127.0.0.1", "::1", "localhost"})
"""Hosts a server may bind with auth disabled."""

bearer = HTTPBearer(auto_error=False, description="An API key: `Authorization: Bearer as_…`")
"""The OpenAPI security scheme."""


def client_address(connection: HTTPConnection) -> str:
    """The peer address of a request or WebSocket."""
    return connection.client.host if connection.client else "unknown"


def bearer_token(connection: HTTPConnection) -> str | None:
    """The token of `Authorization: Bearer <token>`, or None."""
    scheme, _, token = connection.headers.get("authorization", "").partition(" ")
    return token.strip() or None if scheme.lower() == "bearer" else None


def route_key(connection: HTTPConnection) -> tuple[str, str]:
    """The `(method, path)` of the matched route, as the authorization table names it."""
    scope = connection.scope
    path = getattr(scope.get("route"), "path", None)
    if path is None:  # unrouted: build the URL only then (it cost every request before)
        path = connection.url.path
    path = str(path).removeprefix(API_PREFIX)
    method = "WS" if scope["type"] == "websocket" else scope["method"]
    return method, path


async def authorize(
    request: Request,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(bearer)],
) -> Principal:
    """The REST dependency: authenticate, count, and check the route's scope from the table."""
    needed = route_scope(*route_key(request)) or KeyScope.READ
    token = (
        credentials.credentials if credentials and credentials.scheme.lower() == "bearer" else None
    )
    context = get_context(request)  # not a dependency: each one costs FastAPI a solve per request
    principal = await context.authenticator.authenticate(token, client_address(request))
    if not principal.scope.allows(needed):
        raise Problem(403, f"this API key has scope {principal.scope!s}; {needed!s} is needed")
    return principal


async def authorize_websocket(websocket: WebSocket, context: ApiContext) -> Principal:
    """`authorize` for a WebSocket: the token from `Authorization: Bearer` or `?token=`.

    Raises:
        Problem: As `authorize` does; the route closes the socket with code 1008 and its detail.
    """
    needed = route_scope(*route_key(websocket)) or KeyScope.READ
    token = bearer_token(websocket) or websocket.query_params.get("token") or None
    principal = await context.authenticator.authenticate(token, client_address(websocket))
    if not principal.scope.allows(needed):
        raise Problem(403, f"this API key has scope {principal.scope!s}; {needed!s} is needed")
    return principal


def require(scope: KeyScope) -> Callable[..., Awaitable[Principal]]:
    """A dependency demanding `scope` on top of the route's entry in the authorization table.

    Prefer `authorize`: the table is the one place scopes are decided. This stays for routes
    that have not moved to it; the stricter of the two scopes applies.
    """

    async def dependency(
        principal: Annotated[Principal, Depends(authorize)],
    ) -> Principal:
        if not principal.scope.allows(scope):
            raise Problem(403, f"this API key has scope {principal.scope!s}; {scope!s} is needed")
        return principal

    return dependency
