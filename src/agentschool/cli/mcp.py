"""`agentschool mcp`: serve the tools over MCP on stdio, or Streamable HTTP with `--http`.

On HTTP, clients send `Authorization: Bearer <token>` with an API key of the configured
database (`agentschool keys create`, the same keys `agentschool serve` accepts) or the token in
`AGENTSCHOOL_MCP_TOKEN` (the operator's: admin scope). A key's scope decides which tools it may
call (`agentschool.server.authz`): a read key only read-only tools.
`AGENTSCHOOL_AUTH_DISABLED=1` serves without auth, on loopback only.

The built-in toolset is served with the sandboxed `python` and `shell` tools; a call the approval
policy holds back (`AGENTSCHOOL_APPROVAL_POLICY`, as for runs; dangerous tools by default) asks
the person at the client first (`agentschool.server.mcp_approvals`).
"""

from __future__ import annotations

import asyncio
import hmac
import importlib
import os
import sys
from typing import TYPE_CHECKING, Annotated, Any

import typer

from agentschool.cli.app import app, fail
from agentschool.exceptions import AgentSchoolError, UserError
from agentschool.tools.toolset import Toolset

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Awaitable, Callable

    from starlette.applications import Starlette

    from agentschool.runs.store import RunStore
    from agentschool.school.registry import FunctionRegistry
    from agentschool.server.authn import Authenticator
    from agentschool.server.context import ServerSettings
    from agentschool.server.limits import RateLimiter
    from agentschool.server.mcp_approvals import McpApprovals

__all__ = [
    "TOKEN_ENV_VAR",
    "api_key_authenticator",
    "approval_gate",
    "learned_functions",
    "load_toolset",
    "mcp_command",
    "mcp_http_app",
    "served_toolset",
    "token_verifier",
]

TOKEN_ENV_VAR = "AGENTSCHOOL_MCP_TOKEN"
"""Environment variable holding an extra bearer token `agentschool mcp --http` accepts."""

_MAX_BODY_BYTES = 1024 * 1024  # mirrors server.mcp_http.DEFAULT_MAX_BODY_BYTES (kept lazy: the
# MCP SDK import costs ~0.8 s, which every other command should not pay)


def load_toolset(spec: str | None, functions: FunctionRegistry | None = None) -> Toolset:
    """The toolset named by `module:attribute` (a Toolset or a function returning one).

    Without a spec, the built-in toolset plus every learned function of `functions` (by default
    the registry of the settings; a server passes the one it also serves as MCP resources, so
    that one process opens one engine on the database).

    Raises:
        UserError: The spec cannot be imported or does not name a toolset.
    """
    if spec is None:
        from agentschool.tools.builtin import builtin_toolset

        registry = functions if functions is not None else learned_functions()
        return builtin_toolset().merge(registry.toolset())
    module_name, _, attribute = spec.partition(":")
    try:
        target: Any = getattr(importlib.import_module(module_name), attribute or "toolset")
    except (ImportError, AttributeError) as exc:
        raise UserError(f"cannot load toolset {spec!r}: {exc}") from None
    if callable(target) and not isinstance(target, Toolset):
        try:
            target = target()
        except TypeError as exc:  # not a zero-argument factory
            raise UserError(f"cannot build toolset {spec!r}: {exc}") from None
    toolset = target
    if not isinstance(toolset, Toolset):
        raise UserError(f"{spec!r} is not a Toolset (got {type(toolset).__name__})")
    return toolset


def served_toolset(toolset: Toolset) -> Toolset:
    """`toolset` and the sandboxed `python` and `shell` tools (they ask before they run).

    The result follows `toolset` as learned functions join, change or leave it.
    """
    from agentschool.runs.tool import alongside
    from agentschool.sandbox.python_tool import sandbox_toolset

    return alongside(toolset, *(t for t in sandbox_toolset() if t.name not in toolset))


def approval_gate(store: RunStore) -> McpApprovals:
    """Approvals over MCP: the settings' approval policy file (as for runs), kept in `store`.

    Raises:
        UserError: The approval policy file is missing or invalid.
    """
    from agentschool.agent.approval import ApprovalPolicy
    from agentschool.runs.approvals import ApprovalStore
    from agentschool.server.mcp_approvals import McpApprovals
    from agentschool.settings import Settings

    path = Settings().approval_policy
    policy = ApprovalPolicy.from_file(path.expanduser()) if path else ApprovalPolicy()
    return McpApprovals(ApprovalStore(store), policy)


def learned_functions() -> FunctionRegistry:
    """The registry of learned functions in the configured database."""
    from agentschool.school.registry import FunctionRegistry

    return FunctionRegistry.from_settings()


def token_verifier(expected: str) -> Callable[[str], Awaitable[bool]]:
    """A verifier accepting exactly `expected` (compared in constant time)."""

    async def verify(token: str) -> bool:
        return hmac.compare_digest(token.encode(), expected.encode())

    return verify


def api_key_authenticator(
    store: RunStore, settings: ServerSettings, limiter: RateLimiter | None = None
) -> Authenticator:
    """API keys of `store` with their scopes (plus the `AGENTSCHOOL_MCP_TOKEN` token, an admin).

    Failed authentications are limited per client address and requests per key, by `limiter`
    (the REST API's under `agentschool serve`, so a key's REST and MCP requests count together).
    """
    from agentschool.runs.keys import KeyStore
    from agentschool.server.app import make_rate_limiter
    from agentschool.server.context import make_authenticator

    return make_authenticator(
        KeyStore(store),
        settings,
        limiter or make_rate_limiter(settings),
        operator_token=os.environ.get(TOKEN_ENV_VAR) or None,
    )


def mcp_http_app(
    toolset: Toolset,
    functions: FunctionRegistry | None,
    store: RunStore,
    *,
    auth: bool = True,
    settings: ServerSettings | None = None,
    allowed_hosts: list[str] | None = None,
    max_body_bytes: int = _MAX_BODY_BYTES,
    follow_learned: bool = False,
    guarded: bool = False,
) -> Starlette:
    """The standalone Streamable HTTP app: MCP at `/mcp`, API keys checked against `store`.

    Its lifespan migrates `store` (so the key table exists) and closes it at shutdown.

    Args:
        toolset: The tools to serve.
        functions: The learned-function catalog served as resources, if any.
        store: The run store holding the API keys; the app owns it from now on.
        auth: Require a bearer token (an API key, or `AGENTSCHOOL_MCP_TOKEN`).
        settings: Rate limits; from the environment when None.
        allowed_hosts: Extra `Host` values to accept besides loopback.
        max_body_bytes: Larger request bodies get 413.
        follow_learned: Keep the learned-function tools in step with `functions` while serving.
        guarded: Also serve the sandboxed `python` and `shell` tools.
    """
    from contextlib import AsyncExitStack, asynccontextmanager

    from starlette.applications import Starlette

    from agentschool.server.context import ServerSettings
    from agentschool.server.mcp import create_mcp_server
    from agentschool.server.mcp_http import (
        DEFAULT_ALLOWED_HOSTS,
        create_mcp_http_app,
        mcp_route,
    )
    from agentschool.server.mcp_learned import following_learned_functions

    settings = (settings or ServerSettings()).model_copy(update={"auth_disabled": not auth})
    served = served_toolset(toolset) if guarded else toolset
    mcp_app = create_mcp_http_app(
        create_mcp_server(served, functions=functions, approvals=approval_gate(store)),
        authenticator=api_key_authenticator(store, settings),
        allowed_hosts=[*DEFAULT_ALLOWED_HOSTS, *(allowed_hosts or [])],
        max_body_bytes=max_body_bytes,
    )

    @asynccontextmanager
    async def lifespan(_: Starlette) -> AsyncIterator[None]:
        try:
            await store.migrate()
            async with AsyncExitStack() as stack:
                if follow_learned and functions is not None:
                    await stack.enter_async_context(following_learned_functions(toolset, functions))
                await stack.enter_async_context(mcp_app.router.lifespan_context(mcp_app))
                yield
        finally:
            await store.close()

    return Starlette(routes=[mcp_route(mcp_app)], lifespan=lifespan)


def _serve_http(
    toolset: Toolset,
    functions: FunctionRegistry,
    host: str,
    port: int,
    allowed_hosts: list[str],
    max_body_bytes: int,
    follow_learned: bool,
) -> None:
    import uvicorn

    from agentschool.runs.store import RunStore
    from agentschool.server.app import check_bind
    from agentschool.server.context import ServerSettings

    settings = ServerSettings()
    check_bind(host, settings)
    if settings.auth_disabled:
        print("warning: AGENTSCHOOL_AUTH_DISABLED is set; serving without auth", file=sys.stderr)
    asgi = mcp_http_app(
        toolset,
        functions,
        RunStore.from_settings(),
        auth=not settings.auth_disabled,
        settings=settings,
        allowed_hosts=allowed_hosts,
        max_body_bytes=max_body_bytes,
        follow_learned=follow_learned,
        guarded=follow_learned,  # the built-in toolset: with the sandboxed tools
    )
    uvicorn.run(asgi, host=host, port=port, log_level="warning")


async def _serve_stdio(toolset: Toolset, functions: FunctionRegistry, follow_learned: bool) -> None:
    from contextlib import AsyncExitStack

    from mcp.server.stdio import stdio_server

    from agentschool.runs.store import RunStore
    from agentschool.server.mcp import create_mcp_server
    from agentschool.server.mcp_learned import following_learned_functions

    store = RunStore.from_settings()
    served = served_toolset(toolset) if follow_learned else toolset
    server = create_mcp_server(served, functions=functions, approvals=approval_gate(store))
    async with AsyncExitStack() as stack:
        stack.push_async_callback(store.close)
        await store.migrate()  # the approvals table
        if follow_learned:
            await stack.enter_async_context(following_learned_functions(toolset, functions))
        read_stream, write_stream = await stack.enter_async_context(stdio_server())
        await server.run(read_stream, write_stream, server.create_initialization_options())


@app.command("mcp")
def mcp_command(
    http: Annotated[bool, typer.Option("--http", help="Serve Streamable HTTP at /mcp.")] = False,
    host: Annotated[str, typer.Option(help="HTTP bind address.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="HTTP port.")] = 8765,
    toolset: Annotated[
        str | None,
        typer.Option("--toolset", help="Serve `module:attribute` instead of the built-in tools."),
    ] = None,
    allow_host: Annotated[
        list[str] | None,
        typer.Option("--allow-host", help="Extra Host header value to accept (repeatable)."),
    ] = None,
    max_body_bytes: Annotated[
        int, typer.Option(help="Largest accepted HTTP request body.")
    ] = _MAX_BODY_BYTES,
) -> None:
    """Serve the tools over MCP: stdio by default, Streamable HTTP with --http.

    HTTP requires `Authorization: Bearer <API key>` (`agentschool keys create`) or the token in
    AGENTSCHOOL_MCP_TOKEN; AGENTSCHOOL_AUTH_DISABLED=1 turns auth off, on a loopback host only.
    """
    try:
        functions = learned_functions()  # the tools and the catalog resources share it
        try:
            tools = load_toolset(toolset, functions)
            follow = toolset is None  # the default toolset serves the learned functions
            if http:
                _serve_http(tools, functions, host, port, allow_host or [], max_body_bytes, follow)
            else:
                asyncio.run(_serve_stdio(tools, functions, follow))
        finally:
            functions.close()
    except AgentSchoolError as exc:
        fail(exc)
