"""Scopes over MCP: the server middleware that applies the authorization table to every request.

Over Streamable HTTP, `BearerAuthMiddleware` leaves the caller's `Principal` in the request's
state; this middleware reads it and refuses a method (`MCP_METHOD_SCOPES`) or a tool
(`tool_scope`: read-only tools `read`, side-effecting `run`, dangerous `admin`) the key's scope
does not cover, with a JSON-RPC error naming both scopes. A request that arrived over HTTP
without a principal is refused outright (fail closed). Without an HTTP request (stdio, the
in-memory client) the caller is the local user who started the server: an admin.
"""

from __future__ import annotations

from typing import Any

import mcp_types as types
from mcp.server.context import CallNext, HandlerResult, ServerRequestContext
from mcp.shared.exceptions import MCPError

from agentschool.runs.keys import KeyScope
from agentschool.server.authn import Principal
from agentschool.server.authz import mcp_method_scope, tool_scope
from agentschool.server.mcp_http import PRINCIPAL_STATE
from agentschool.tools.toolset import Toolset

__all__ = ["LOCAL_PRINCIPAL", "McpScopeCheck", "mcp_caller"]

LOCAL_PRINCIPAL = Principal(None, KeyScope.ADMIN)
"""The caller on stdio and in-process: whoever started the server."""


def mcp_caller(ctx: ServerRequestContext[Any, Any]) -> Principal | None:
    """The principal of an MCP request; None for an HTTP request nobody authenticated."""
    request = ctx.request
    if request is None:
        return LOCAL_PRINCIPAL
    state = getattr(request, "scope", {}).get("state") or {}
    principal = state.get(PRINCIPAL_STATE)
    return principal if isinstance(principal, Principal) else None


class McpScopeCheck:
    """Server middleware: each request needs its method's scope, and `tools/call` its tool's."""

    def __init__(self, toolset: Toolset) -> None:
        self.toolset = toolset

    def needed(self, method: str, params: Any) -> tuple[KeyScope, str]:
        """The scope a request needs, and what needs it (for the error message)."""
        scope = mcp_method_scope(method)
        if method != "tools/call" or not isinstance(params, dict):
            return scope, method
        name = params.get("name")
        if isinstance(name, str) and name in self.toolset:
            needed = tool_scope(self.toolset.get(name))
            if needed.allows(scope):
                return needed, f"tool {name!r}"
        return scope, method

    async def __call__(
        self, ctx: ServerRequestContext[Any, Any], call_next: CallNext
    ) -> HandlerResult:
        """Refuse what the caller's scope does not cover; pass the rest on."""
        principal = mcp_caller(ctx)
        needed, what = self.needed(ctx.method, dict(ctx.params or {}))
        if principal is not None and principal.scope.allows(needed):
            return await call_next(ctx)
        if ctx.request_id is None:
            return None  # a notification: nothing to answer, so it is dropped
        have = "no key" if principal is None else f"scope {principal.scope!s}"
        raise MCPError(
            types.INVALID_REQUEST,
            f"forbidden: {what} needs scope {needed!s}; this caller has {have}",
        )
