"""`create_app`: the FastAPI application (REST under `/api/v1`, optional MCP at `/mcp`).

```python
store = RunStore("sqlite:///runs.db")
app = create_app(store, launcher=engine, toolset=tools)
```

Auth is on unless `ServerSettings.auth_disabled`, which `check_bind` refuses for non-loopback hosts.
"""

from __future__ import annotations

import gc
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager
from typing import TYPE_CHECKING

from fastapi import FastAPI
from starlette.applications import Starlette
from starlette.middleware.cors import CORSMiddleware

from agentschool.exceptions import ConfigError
from agentschool.runs.store import RunStore
from agentschool.server.auth import LOOPBACK_HOSTS
from agentschool.server.authn import Authenticator
from agentschool.server.authz import API_PREFIX
from agentschool.server.context import ApiContext, NullLauncher, RunLauncher, ServerSettings
from agentschool.server.errors import PROBLEM_RESPONSES, install_problem_handlers
from agentschool.server.limits import (
    BodySizeLimitMiddleware,
    InProcessRateLimiter,
    RateLimiter,
    RedisRateLimiter,
)
from agentschool.server.metrics import Metrics, MetricsMiddleware
from agentschool.server.openapi import finish_openapi
from agentschool.server.registries import close_registries
from agentschool.server.routes import (
    agent_builder,
    agents,
    approvals,
    evals,
    health,
    runs,
    sessions,
    tools,
)
from agentschool.server.routes import docs as docs_routes
from agentschool.server.routes import functions as function_routes
from agentschool.server.routes import memory as memory_routes
from agentschool.server.routes.ui import install_ui
from agentschool.tools.toolset import Toolset

if TYPE_CHECKING:  # the registry loads the school layer: only when a caller passes one
    from agentschool.school.registry import FunctionRegistry

__all__ = [
    "API_PREFIX",
    "SERVING_GC_THRESHOLD",
    "check_bind",
    "create_app",
    "make_rate_limiter",
    "tune_gc_for_serving",
]


def check_bind(host: str, settings: ServerSettings) -> None:
    """Refuse to serve without auth on anything but a loopback address.

    Raises:
        ConfigError: When auth is disabled and `host` is not loopback.
    """
    if settings.auth_disabled and host not in LOOPBACK_HOSTS:
        raise ConfigError(
            f"AGENTSCHOOL_AUTH_DISABLED is only allowed on a loopback host, not {host!r}"
        )


def make_rate_limiter(settings: ServerSettings) -> RateLimiter:
    """Redis-backed when `redis_url` is set (shared by processes), else in-process."""
    if settings.redis_url:
        return RedisRateLimiter(settings.redis_url, settings.rate_limit, settings.rate_limit_window)
    return InProcessRateLimiter(settings.rate_limit, settings.rate_limit_window)


SERVING_GC_THRESHOLD = 10_000
"""Allocations between young collections in a serving process (Python's default is 700)."""


def tune_gc_for_serving() -> None:
    """Set the garbage collector for a server: its startup heap frozen, young collections rarer.

    A serving process's heap is mostly its startup: modules, the app, tables, validators. Each
    full collection walked all of it, and under a burst of requests the collector runs often:
    about a third of an API process's CPU per `POST /runs`. `gc.freeze` exempts that heap from
    every scan; a young collection every `SERVING_GC_THRESHOLD` allocations instead of 700 took
    another tenth (1,000 requests in flight keep many young objects alive). Frozen objects are
    never collected, so only a process that lives on after this (a server) should call it.
    """
    gc.collect()
    gc.freeze()
    _, older, oldest = gc.get_threshold()
    gc.set_threshold(SERVING_GC_THRESHOLD, older, oldest)


def create_app(
    store: RunStore,
    *,
    settings: ServerSettings | None = None,
    launcher: RunLauncher | None = None,
    toolset: Toolset | None = None,
    limiter: RateLimiter | None = None,
    mcp_app: Starlette | None = None,
    functions: FunctionRegistry | None = None,
    migrate: bool = True,
    authenticator: Authenticator | None = None,
    tune_gc: bool = False,
) -> FastAPI:
    """Build the API app.

    Args:
        store: The run store.
        settings: API settings; from the environment when None.
        launcher: Hands new runs to workers; runs stay pending when None.
        toolset: Tools runs may use (`GET /tools`, and `agent.tools` validation).
        limiter: Rate limiter; built from `settings` when None.
        mcp_app: An MCP Streamable HTTP app (`create_mcp_http_app`), served at its path.
        functions: The learned-function registry the web UI shows (one the caller already
            opened, so the process keeps one); opened on the store's database when None.
        migrate: Create/upgrade the store's tables at startup.
        authenticator: Checks keys and limits; `agentschool serve` passes the one its MCP
            endpoint uses, so both count a key's requests together. Built from `store` when None.
        tune_gc: Once started, `tune_gc_for_serving` (`agentschool serve` does; an app built
            and dropped again, as in tests, must not).
    """
    settings = settings or ServerSettings()
    context = ApiContext(
        store=store,
        settings=settings,
        limiter=limiter
        or (authenticator.limiter if authenticator else make_rate_limiter(settings)),
        launcher=launcher or NullLauncher(),
        toolset=toolset if toolset is not None else Toolset(),
        auth=authenticator,
    )

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        async with AsyncExitStack() as stack:
            stack.callback(close_registries, app)
            if migrate:
                await store.migrate()
            if mcp_app is not None:
                await stack.enter_async_context(mcp_app.router.lifespan_context(mcp_app))
            if tune_gc:
                tune_gc_for_serving()
            yield

    app = FastAPI(
        title="agentschool",
        version="0.1.0",
        description="Durable AI agent runs over HTTP.",
        lifespan=lifespan,
    )
    app.state.context = context
    if functions is not None:
        app.state.ui_functions = functions
    app.state.metrics = metrics = Metrics()
    install_problem_handlers(app)
    for module in (runs, sessions, tools, approvals, health, agents, evals):
        app.include_router(module.router, prefix=API_PREFIX, responses=PROBLEM_RESPONSES)
    for extra in (agent_builder, function_routes, memory_routes, docs_routes):
        app.include_router(extra.router, prefix=API_PREFIX, responses=PROBLEM_RESPONSES)
    finish_openapi(app)
    if mcp_app is not None:
        from agentschool.server.mcp_http import mcp_route

        app.router.routes.append(mcp_route(mcp_app))
    install_ui(app, prefix=API_PREFIX)  # last: the web UI at `/`
    if settings.cors_origins:
        app.add_middleware(
            CORSMiddleware,
            allow_origins=settings.cors_origins,
            allow_methods=["GET", "POST"],
            allow_headers=["Authorization", "Content-Type", "Last-Event-ID"],
        )
    app.add_middleware(BodySizeLimitMiddleware, max_bytes=settings.max_body_bytes)
    app.add_middleware(MetricsMiddleware, metrics=metrics)
    return app
