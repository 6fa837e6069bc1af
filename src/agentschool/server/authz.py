"""The one authorization table: the scope every REST route, MCP method and MCP tool needs.

REST (`server.auth.authorize`), MCP over `/mcp` under `agentschool serve`, and `agentschool mcp
--http` all read it; nothing else decides who may do what. Scopes are ordered (`read` < `run` <
`admin`), and a key of one scope may do everything the lower ones may.

- `ROUTE_SCOPES`: `"METHOD /path"` (relative to `/api/v1`; `WS` for WebSocket routes) → the scope,
  or None for the few open routes (`/health`, `/ready`). A route missing from the table needs
  `admin` (fail closed), and the test suite fails until it is added.
- `MCP_METHOD_SCOPES`: each MCP request method → the scope; a method missing from it needs
  `admin`. `tools/call` also needs the tool's scope.
- `tool_scope(tool)`: a tool's scope follows its risk: read-only tools `read`, side-effecting
  (`write`) tools `run`, dangerous tools `admin`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from agentschool.runs.keys import KeyScope
from agentschool.tools.base import RiskLevel, Tool

__all__ = [
    "API_PREFIX",
    "MCP_METHOD_SCOPES",
    "OPEN",
    "ROUTE_SCOPES",
    "api_routes",
    "mcp_method_scope",
    "route_scope",
    "tool_scope",
]

API_PREFIX = "/api/v1"
"""Where the REST API lives; `ROUTE_SCOPES` paths are relative to it."""

OPEN = None
"""The scope of a route anyone may call, without a key."""

READ, RUN, ADMIN = KeyScope.READ, KeyScope.RUN, KeyScope.ADMIN

ROUTE_SCOPES: Mapping[str, KeyScope | None] = {
    # health
    "GET /health": OPEN,
    "GET /ready": OPEN,  # readiness probes (load balancers, Kubernetes) carry no key
    "GET /metrics": READ,
    "GET /stats": ADMIN,
    # runs
    "POST /runs": RUN,
    "GET /runs": READ,
    "GET /runs/{run_id}": READ,
    "POST /runs/{run_id}/cancel": RUN,
    "GET /runs/{run_id}/events": READ,
    "WS /runs/{run_id}/ws": READ,
    # sessions: each key sees and forgets its own (another key's is a 404)
    "GET /sessions": READ,
    "GET /sessions/{session_id}": READ,
    "DELETE /sessions/{session_id}": RUN,
    # tools and approvals
    "GET /tools": READ,
    "GET /approvals": READ,
    "POST /approvals/{approval_id}": RUN,
    # agent types: registering, changing and deleting them (and the builder) is admin work
    "GET /agent-types": READ,
    "POST /agent-types": ADMIN,
    "GET /agent-types/{name}": READ,
    "PUT /agent-types/{name}": ADMIN,
    "DELETE /agent-types/{name}": ADMIN,
    "GET /agent-types/{name}/versions": READ,
    "GET /agent-types/{name}/export": READ,
    "GET /agent-types/{name}/docs": READ,
    # an agent type's access rule, incidents and audit log (its access rule decides further)
    "GET /agent-types/{name}/access": READ,
    "PUT /agent-types/{name}/access": ADMIN,
    "GET /agent-types/{name}/incidents": READ,
    "GET /agent-types/{name}/audit": READ,
    "POST /agent-types/{name}/disable": ADMIN,
    "POST /agent-types/{name}/enable": ADMIN,
    "POST /agent-types/builder": ADMIN,
    "POST /agent-types/builder/{session_id}/answer": ADMIN,
    "POST /agent-types/builder/{session_id}/finalize": ADMIN,
    "POST /agents/{name}/runs": RUN,
    "GET /agents/{name}/runs": READ,
    "GET /agents/{name}/records": READ,
    # the agent builder (conversations that register agent types: admin work)
    "GET /agent-builder/templates": READ,
    "POST /agent-builder/start": ADMIN,
    "GET /agent-builder/{session_id}": ADMIN,
    "POST /agent-builder/{session_id}/chat": ADMIN,
    "GET /agent-builder/{session_id}/schema": ADMIN,
    "POST /agent-builder/{session_id}/finalize": ADMIN,
    # documentation for client developers
    "GET /docs/agent-creation": READ,
    "GET /docs/frontend-integration": READ,
    "GET /docs/examples": READ,
    # eval reports
    "GET /evals/reports": READ,
    "GET /evals/reports/{report_id}": READ,
    "GET /evals/history": READ,
    # learned functions: calling and learning run work, healing replaces versions (admin)
    "GET /functions": READ,
    "POST /functions/learn": RUN,
    "GET /functions/{name}": READ,
    "GET /functions/{name}/versions": READ,
    "POST /functions/{name}/call": RUN,
    "POST /functions/{name}/heal": ADMIN,
    # long-term memory
    "POST /memory": RUN,
    "POST /memory/recall": READ,
    "GET /memory": READ,
    "GET /memory/stats": READ,
    "DELETE /memory/{memory_id}": ADMIN,
    # the web UI's read models, and calling a learned function from it
    "GET /ui/info": READ,
    "GET /ui/runs/{run_id}/timeline": READ,
    "GET /ui/usage": READ,
    "GET /ui/agents": READ,
    "GET /ui/functions": READ,
    "GET /ui/functions/{name}": READ,
    "POST /ui/functions/{name}/call": RUN,
}
"""Scope of every REST route under `/api/v1` (None: open to anyone)."""

MCP_METHOD_SCOPES: Mapping[str, KeyScope] = {
    "initialize": READ,
    "ping": READ,
    "server/discover": READ,
    "tools/list": READ,
    "tools/call": READ,  # and the tool's own scope (`tool_scope`)
    "resources/list": READ,
    "resources/templates/list": READ,
    "resources/read": READ,
    "resources/subscribe": READ,
    "resources/unsubscribe": READ,
    "prompts/list": READ,
    "prompts/get": READ,
    "completion/complete": READ,
    "logging/setLevel": READ,
    "subscriptions/listen": READ,
    "tasks/get": READ,  # a task is a run: as GET /runs/{run_id}
    "tasks/update": RUN,
    "tasks/cancel": RUN,  # as POST /runs/{run_id}/cancel
}
"""Scope of every MCP request method (notifications need only a valid key)."""

_TOOL_SCOPES = {RiskLevel.READ: READ, RiskLevel.WRITE: RUN, RiskLevel.DANGEROUS: ADMIN}


def tool_scope(tool: Tool) -> KeyScope:
    """The scope calling `tool` needs: its risk level decides."""
    return _TOOL_SCOPES[tool.risk]


def mcp_method_scope(method: str) -> KeyScope:
    """The scope of an MCP request method; `admin` for one the table does not know."""
    if method.startswith("notifications/"):
        return READ
    return MCP_METHOD_SCOPES.get(method, ADMIN)


def route_scope(method: str, path: str) -> KeyScope | None:
    """The scope of a REST route (`path` relative to `/api/v1`); `admin` when it is not listed."""
    return ROUTE_SCOPES.get(f"{method} {path}", ADMIN)


def api_routes(app: Any, prefix: str) -> Iterator[tuple[str, str]]:
    """Every `(method, path)` the app serves under `prefix` (path relative to it; `WS` for sockets).

    FastAPI ≥ 0.165 keeps an included router as one route holding the router; older releases
    copy its routes into the app. Both are walked.
    """
    yield from _walk(list(app.routes), "", prefix)


def _walk(routes: list[Any], outer: str, prefix: str) -> Iterator[tuple[str, str]]:
    for route in routes:
        included = getattr(route, "original_router", None)
        if included is not None:
            context = getattr(route, "include_context", None)
            inner = outer + str(getattr(context, "prefix", "") or "")
            yield from _walk(list(included.routes), inner, prefix)
            continue
        path = outer + str(getattr(route, "path", ""))
        if not path.startswith(prefix + "/"):
            continue
        relative = path[len(prefix) :]
        methods = getattr(route, "methods", None)
        if methods is None:  # a WebSocket route
            yield "WS", relative
            continue
        for method in sorted(methods - {"HEAD", "OPTIONS"}):
            yield method, relative
