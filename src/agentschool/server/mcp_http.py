"""Streamable HTTP for the MCP server: bearer auth, Host/Origin checks, a body size limit.

`create_mcp_http_app(server, ...)` returns a Starlette app serving MCP at `path` (default `/mcp`):

- a request without `Authorization: Bearer <token>`, or with a token `verify_token` rejects,
  gets 401 (with `WWW-Authenticate: Bearer`) before it reaches MCP;
- DNS-rebinding protection is turned on explicitly: a `Host` outside `allowed_hosts` gets 421
  and an `Origin` outside `allowed_origins` gets 403 (the SDK's transport security);
- a body over `max_body_bytes` gets 413.

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
from mcp.server.transport_security import TransportSecuritySettings
from starlette.applications import Starlette
from starlette.datastructures import Headers
from starlette.responses import JSONResponse
from starlette.routing import Route
from starlette.types import ASGIApp, Receive, Scope, Send

__all__ = [
    "DEFAULT_ALLOWED_HOSTS",
    "DEFAULT_ALLOWED_ORIGINS",
    "DEFAULT_MAX_BODY_BYTES",
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
DEFAULT_MAX_BODY_BYTES = 1024 * 1024
"""1 MiB: far above any tool call's arguments."""


class BearerAuthMiddleware:
    """ASGI middleware: 401 unless `Authorization: Bearer <token>` passes `verify_token`."""

    def __init__(self, app: ASGIApp, verify_token: TokenVerifier) -> None:
        self.app = app
        self.verify_token = verify_token

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Check the token of HTTP requests; pass lifespan and others through."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        scheme, _, token = Headers(scope=scope).get("authorization", "").partition(" ")
        if scheme.lower() != "bearer" or not token.strip():
            await self._deny(scope, receive, send, "missing bearer token")
            return
        if not await self.verify_token(token.strip()):
            await self._deny(scope, receive, send, "invalid bearer token")
            return
        await self.app(scope, receive, send)

    @staticmethod
    async def _deny(scope: Scope, receive: Receive, send: Send, reason: str) -> None:
        response = JSONResponse(
            {"error": "unauthorized", "error_description": reason},
            status_code=401,
            headers={"WWW-Authenticate": 'Bearer error="invalid_token"'},
        )
        await response(scope, receive, send)


def create_mcp_http_app(
    server: Server[Any],
    *,
    verify_token: TokenVerifier | None,
    allowed_hosts: Sequence[str] = DEFAULT_ALLOWED_HOSTS,
    allowed_origins: Sequence[str] = DEFAULT_ALLOWED_ORIGINS,
    max_body_bytes: int = DEFAULT_MAX_BODY_BYTES,
    path: str = "/mcp",
    json_response: bool = False,
) -> Starlette:
    """A Streamable HTTP ASGI app for `server` with auth, Host/Origin checks and a body limit.

    Args:
        server: The server from `create_mcp_server`.
        verify_token: Checks bearer tokens; None serves without auth (only for loopback use).
        allowed_hosts: `Host` values accepted (`name:*` matches any port); others get 421.
        allowed_origins: `Origin` values accepted (`scheme://name:*` matches any port); others 403.
        max_body_bytes: Larger request bodies get 413.
        path: Where the endpoint is served inside this app.
        json_response: Answer POSTs with plain JSON instead of an SSE stream.

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
    )
    endpoint: ASGIApp = next(r.app for r in app.routes if isinstance(r, Route) and r.path == path)
    if verify_token is not None:
        app.add_middleware(BearerAuthMiddleware, verify_token=verify_token)
        endpoint = BearerAuthMiddleware(endpoint, verify_token)
    app.state.mcp_endpoint = endpoint
    app.state.mcp_path = path
    return app


def mcp_route(mcp_app: Starlette, path: str | None = None) -> Route:
    """A route serving `mcp_app`'s endpoint (with its auth) at `path` in another Starlette app.

    Args:
        mcp_app: The app from `create_mcp_http_app`; the host must run its lifespan.
        path: Where to serve it; the path it was built with when None.
    """
    return Route(path or mcp_app.state.mcp_path, endpoint=mcp_app.state.mcp_endpoint)
