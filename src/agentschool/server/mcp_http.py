"""Streamable HTTP for the MCP server: bearer auth, Host/Origin checks, a body size limit.

`create_mcp_http_app(server, ...)` returns a Starlette app serving MCP at `path` (default `/mcp`):

- a request without `Authorization: Bearer <token>`, or with a token that is not valid, gets
  401 (with `WWW-Authenticate: Bearer`) before it reaches MCP, and 429 over the rate limits of
  the `Authenticator` (the REST API's, under `agentschool serve`); an accepted request carries
  its `Principal`, whose scope the server checks per method and per tool (`server.authz`);
- DNS-rebinding protection is turned on explicitly: a `Host` outside `allowed_hosts` gets 421
  and an `Origin` outside `allowed_origins` gets 403 (the SDK's transport security);
- a body over `max_body_bytes` gets 413;
- SSE events are kept in an event store (`mcp_events.MemoryEventStore` by default), so a
  client whose call stream closed resumes it with `Last-Event-ID` (SEP-1699).

Serving it inside another app (FastAPI): add `mcp_route(mcp_app)` to the host's routes, so
`/mcp` is answered directly (a `Mount("/mcp")` answers `/mcp` with a 307 to `/mcp/`, which
every POST then has to follow). The SDK session manager runs in this app's lifespan, which the
host must enter from its own:

```python
mcp_app = create_mcp_http_app(server, verify_token=check)
app.router.routes.append(mcp_route(mcp_app))
...  # in the host lifespan:
async with mcp_app.router.lifespan_context(mcp_app):
    yield
```
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from mcp.server.lowlevel.server import Server
from mcp.server.streamable_http import EventStore
from mcp.server.transport_security import TransportSecuritySettings
from starlette.applications import Starlette
from starlette.requests import HTTPConnection
from starlette.responses import JSONResponse
from starlette.routing import Route
from starlette.types import ASGIApp, Receive, Scope, Send

from agentschool.runs.keys import KeyScope
from agentschool.server.authn import Authenticator, Principal
from agentschool.server.errors import Problem
from agentschool.server.mcp_events import MemoryEventStore

__all__ = [
    "DEFAULT_ALLOWED_HOSTS",
    "DEFAULT_ALLOWED_ORIGINS",
    "DEFAULT_MAX_BODY_BYTES",
    "PRINCIPAL_STATE",
    "Authenticate",
    "BearerAuthMiddleware",
    "TokenVerifier",
    "create_mcp_http_app",
    "mcp_route",
]

TokenVerifier = Callable[[str], Awaitable[bool]]
"""Answers whether a bearer token is valid."""

DEFAULT_ALLOWED_HOSTS: tuple[str, ...] = (
    "127.0.0.1",
    "127.0.0.1:*",
    "localhost",
    "localhost:*",
    "[::1]",
    "[::1]:*",
)
"""Loopback only: add the public host name when serving beyond this machine."""
DEFAULT_ALLOWED_ORIGINS: tuple[str, ...] = (
    "http://127.0.0.1:*",
    "http://localhost:*",
    "http://[::1]:*",
)
"""Browser origins allowed to call the endpoint (requests without `Origin` always pass)."""
PRINCIPAL_STATE = "agentschool.principal"
"""Key of the caller's `Principal` in the ASGI scope's `state`."""
DEFAULT_MAX_BODY_BYTES = 1024 * 1024
"""1 MiB: far above any tool call's arguments."""


Authenticate = Callable[[str | None, str], Awaitable[Principal]]
"""(bearer token or None, client address) → the caller; raises a 401/429 `Problem`."""


def _from_verifier(verify_token: TokenVerifier) -> Authenticate:
    """A single shared token: whoever holds it is the operator (admin scope)."""

    async def authenticate(token: str | None, client: str) -> Principal:
        if not token:
            raise Problem(401, "missing bearer token")
        if not await verify_token(token):
            raise Problem(401, "invalid bearer token")
        return Principal(None, KeyScope.ADMIN)

    return authenticate


class BearerAuthMiddleware:
    """ASGI middleware: who is calling, before MCP sees the request.

    A request that `authenticate` refuses gets 401 (or 429 with `Retry-After`); an accepted one
    carries its `Principal` in the ASGI scope's state (`PRINCIPAL_STATE`), where the MCP
    server's authorization middleware reads the scope it may use.
    """

    def __init__(
        self,
        app: ASGIApp,
        verify_token: TokenVerifier | None = None,
        *,
        authenticate: Authenticate | None = None,
    ) -> None:
        self.app = app
        if authenticate is None:
            if verify_token is None:
                raise ValueError("pass verify_token or authenticate")
            authenticate = _from_verifier(verify_token)
        self.authenticate = authenticate

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Authenticate HTTP requests; pass lifespan and others through."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        connection = HTTPConnection(scope)
        scheme, _, token = connection.headers.get("authorization", "").partition(" ")
        given = token.strip() if scheme.lower() == "bearer" and token.strip() else None
        client = connection.client.host if connection.client else "unknown"
        try:
            principal = await self.authenticate(given, client)
        except Problem as exc:
            await self._deny(scope, receive, send, exc)
            return
        scope.setdefault("state", {})[PRINCIPAL_STATE] = principal
        await self.app(scope, receive, send)

    @staticmethod
    async def _deny(scope: Scope, receive: Receive, send: Send, problem: Problem) -> None:
        if problem.status == 401:
            body = {"error": "unauthorized", "error_description": problem.detail}
            headers = {"WWW-Authenticate": 'Bearer error="invalid_token"'}
        else:
            body = {"error": "rate_limited", "error_description": problem.detail}
            headers = problem.headers
        response = JSONResponse(body, status_code=problem.status, headers=headers)
        await response(scope, receive, send)


def create_mcp_http_app(
    server: Server[Any],
    *,
    verify_token: TokenVerifier | None = None,
    authenticator: Authenticator | None = None,
    allowed_hosts: Sequence[str] = DEFAULT_ALLOWED_HOSTS,
    allowed_origins: Sequence[str] = DEFAULT_ALLOWED_ORIGINS,
    max_body_bytes: int = DEFAULT_MAX_BODY_BYTES,
    path: str = "/mcp",
    json_response: bool = False,
    event_store: EventStore | None = None,
    retry_ms: int = 1000,
) -> Starlette:
    """A Streamable HTTP ASGI app for `server` with auth, Host/Origin checks and a body limit.

    Args:
        server: The server from `create_mcp_server`.
        verify_token: Accepts one shared bearer token (its holder gets the admin scope).
        authenticator: API keys with their scopes and rate limits (what `agentschool serve`
            and `agentschool mcp --http` use); with neither, the app serves without auth
            (loopback use only) and every caller is an admin.
        allowed_hosts: `Host` values accepted (`name:*` matches any port); others get 421.
        allowed_origins: `Origin` values accepted (`scheme://name:*` matches any port); others 403.
        max_body_bytes: Larger request bodies get 413.
        path: Where the endpoint is served inside this app.
        json_response: Answer POSTs with plain JSON instead of an SSE stream.
        event_store: Where SSE events are kept for clients that resume a stream (a bounded
            `MemoryEventStore` when None); a tool may then close a long call's stream
            (`ToolContext.release_caller`) and the client comes back for the rest.
        retry_ms: The reconnection delay suggested to clients (the SSE `retry` field).

    Returns:
        A Starlette app; its lifespan runs the SDK session manager.
    """
    security = TransportSecuritySettings(
        enable_dns_rebinding_protection=True,
        allowed_hosts=list(allowed_hosts),
        allowed_origins=list(allowed_origins),
    )
    app = server.streamable_http_app(
        streamable_http_path=path,
        json_response=json_response,
        transport_security=security,
        max_request_body_size=max_body_bytes,
        event_store=event_store if event_store is not None else MemoryEventStore(),
        retry_interval=retry_ms,
    )
    endpoint: ASGIApp = next(r.app for r in app.routes if isinstance(r, Route) and r.path == path)
    authenticate: Authenticate = _open if authenticator is None else authenticator.authenticate
    if verify_token is not None and authenticator is None:
        authenticate = _from_verifier(verify_token)
    app.add_middleware(BearerAuthMiddleware, authenticate=authenticate)
    endpoint = BearerAuthMiddleware(endpoint, authenticate=authenticate)
    app.state.mcp_endpoint = endpoint
    app.state.mcp_path = path
    return app


async def _open(token: str | None, client: str) -> Principal:
    """No auth (loopback dev servers): everyone is an admin."""
    return Principal(None, KeyScope.ADMIN)


def mcp_route(mcp_app: Starlette, path: str | None = None) -> Route:
    """A route serving `mcp_app`'s endpoint (with its auth) at `path` in another Starlette app.

    Args:
        mcp_app: The app from `create_mcp_http_app`; the host must run its lifespan.
        path: Where to serve it; the path it was built with when None.
    """
    return Route(path or mcp_app.state.mcp_path, endpoint=mcp_app.state.mcp_endpoint)
