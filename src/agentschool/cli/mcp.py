"""`agentschool mcp`: serve the tools over MCP on stdio, or Streamable HTTP with `--http`.

On HTTP the bearer token comes from `AGENTSCHOOL_MCP_TOKEN` for now (it will switch to the API
server's keys when those exist). Without a token the server only listens on loopback.
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
    from collections.abc import Awaitable, Callable

    from agentschool.school.registry import FunctionRegistry

__all__ = ["TOKEN_ENV_VAR", "learned_functions", "load_toolset", "mcp_command", "token_verifier"]

TOKEN_ENV_VAR = "AGENTSCHOOL_MCP_TOKEN"
"""Environment variable holding the bearer token `agentschool mcp --http` requires."""

_LOOPBACK = {"127.0.0.1", "localhost", "::1"}
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


def learned_functions() -> FunctionRegistry:
    """The registry of learned functions in the configured database."""
    from agentschool.school.registry import FunctionRegistry

    return FunctionRegistry.from_settings()


def token_verifier(expected: str) -> Callable[[str], Awaitable[bool]]:
    """A verifier accepting exactly `expected` (compared in constant time)."""

    async def verify(token: str) -> bool:
        return hmac.compare_digest(token.encode(), expected.encode())

    return verify


def _serve_http(
    toolset: Toolset,
    functions: FunctionRegistry,
    host: str,
    port: int,
    allowed_hosts: list[str],
    max_body_bytes: int,
) -> None:
    import uvicorn

    from agentschool.server.mcp import create_mcp_server
    from agentschool.server.mcp_http import (
        DEFAULT_ALLOWED_HOSTS,
        DEFAULT_ALLOWED_ORIGINS,
        create_mcp_http_app,
    )

    token = os.environ.get(TOKEN_ENV_VAR)
    if not token and host not in _LOOPBACK:
        raise UserError(f"set {TOKEN_ENV_VAR} to serve MCP beyond loopback ({host})")
    if not token:
        print(f"warning: {TOKEN_ENV_VAR} is unset; serving without auth", file=sys.stderr)
    asgi = create_mcp_http_app(
        create_mcp_server(toolset, functions=functions),
        verify_token=token_verifier(token) if token else None,
        allowed_hosts=[*DEFAULT_ALLOWED_HOSTS, *allowed_hosts],
        allowed_origins=list(DEFAULT_ALLOWED_ORIGINS),
        max_body_bytes=max_body_bytes,
    )
    uvicorn.run(asgi, host=host, port=port, log_level="warning")


async def _serve_stdio(toolset: Toolset, functions: FunctionRegistry) -> None:
    from mcp.server.stdio import stdio_server

    from agentschool.server.mcp import create_mcp_server

    server = create_mcp_server(toolset, functions=functions)
    async with stdio_server() as (read_stream, write_stream):
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

    HTTP requires `Authorization: Bearer $AGENTSCHOOL_MCP_TOKEN` when that variable is set.
    """
    try:
        functions = learned_functions()  # the tools and the catalog resources share it
        try:
            tools = load_toolset(toolset, functions)
            if http:
                _serve_http(tools, functions, host, port, allow_host or [], max_body_bytes)
            else:
                asyncio.run(_serve_stdio(tools, functions))
        finally:
            functions.close()
    except AgentSchoolError as exc:
        fail(exc)
