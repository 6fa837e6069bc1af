"""Use another MCP server's tools: `await toolset_from_mcp("python -m some_server")`.

The target is a command line (spawned, spoken to over stdio) or an `http(s)://` URL (Streamable
HTTP). One background task owns the SDK `Client` session; every remote tool becomes a `Tool`
whose call goes through it. When the server goes away (process exited, HTTP server restarted)
the next call reconnects once and retries; if that fails too, the call raises a `ToolError`
naming the target.
"""

from __future__ import annotations

import asyncio
import contextlib
import shlex
from collections.abc import Awaitable, Callable, Coroutine, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

import anyio
import httpx2
import jsonschema
import mcp_types as types
import pydantic
from mcp import Client, StdioServerParameters
from mcp.server.lowlevel.server import Server
from mcp.shared.exceptions import MCPError

from agentschool.exceptions import ToolArgsError, ToolError, ToolTimeoutError, UserError
from agentschool.models.base import ToolDefinition
from agentschool.tools.base import RiskLevel, Tool, ToolContext
from agentschool.tools.toolset import Toolset

__all__ = ["MCPConnection", "MCPTool", "MCPToolset", "toolset_from_mcp"]

_T = TypeVar("_T")
_WRAPPED = "agentschool/wrapped"  # set by agentschool servers when the result sits under "result"
_GONE = (MCPError, OSError, anyio.ClosedResourceError, anyio.BrokenResourceError, httpx2.HTTPError)


class _AnyArgs(pydantic.BaseModel):
    """Placeholder args model: remote arguments are checked against the remote JSON Schema."""

    model_config = pydantic.ConfigDict(extra="allow")


def _describe(exc: BaseException) -> str:
    """The innermost cause, readable: task-group wrappers say nothing useful."""
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    return f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__


def _is_connection_loss(exc: BaseException) -> bool:
    if isinstance(exc, MCPError):
        return exc.error.code == types.CONNECTION_CLOSED
    if isinstance(exc, BaseExceptionGroup):
        return any(_is_connection_loss(e) for e in exc.exceptions)
    return isinstance(exc, _GONE)


@dataclass
class MCPConnection:
    """A lazily opened, reconnecting client session to one MCP server."""

    target: str | Server[Any]
    """A command line (stdio), an http(s) URL (Streamable HTTP), or an in-process SDK server."""
    connect_timeout: float = 10.0
    """Seconds to wait for the connection and handshake."""
    read_timeout: float = 60.0
    """Seconds to wait for one response."""
    headers: Mapping[str, str] | None = None
    """Extra HTTP headers (e.g. `Authorization`), for URL targets."""
    env: Mapping[str, str] | None = None
    """Extra environment variables for a spawned server."""
    on_tools_changed: Callable[[], Coroutine[Any, Any, None]] | None = None
    """Called (in a task of its own) when the server announces that its tool list changed."""
    _client: Client | None = field(default=None, init=False, repr=False)
    _owner: asyncio.Task[None] | None = field(default=None, init=False, repr=False)
    _stop: asyncio.Event | None = field(default=None, init=False, repr=False)
    _lock: asyncio.Lock = field(default_factory=asyncio.Lock, init=False, repr=False)
    _followers: set[asyncio.Task[None]] = field(default_factory=set, init=False, repr=False)

    @property
    def label(self) -> str:
        """The target as people read it (the command, the URL, or the in-process server name)."""
        return self.target if isinstance(self.target, str) else f"in-process:{self.target.name}"

    def _server(self) -> StdioServerParameters | str | Server[Any]:
        if not isinstance(self.target, str) or self.target.startswith(("http://", "https://")):
            return self.target
        argv = shlex.split(self.target)
        if not argv:
            raise UserError("empty MCP server command")
        return StdioServerParameters(command=argv[0], args=argv[1:], env=dict(self.env or {}))

    async def _on_message(self, message: Any) -> None:
        """Start `on_tools_changed` on a tools/list_changed notification.

        Never inline: the handler runs in the session's receive loop, which re-listing needs.
        """
        if isinstance(message, types.ToolListChangedNotification):
            self._changed()

    def _changed(self) -> None:
        if self.on_tools_changed is not None:
            task = asyncio.create_task(self.on_tools_changed())
            self._followers.add(task)
            task.add_done_callback(self._followers.discard)

    async def _listen(self, client: Client) -> None:
        """Follow tool-list changes on a 2026-07-28 session (`subscriptions/listen`)."""
        from mcp.client.subscriptions import ListenNotSupportedError, SubscriptionLost

        try:
            async with client.listen(tools_list_changed=True) as subscription:
                async for _ in subscription:
                    self._changed()
        except ListenNotSupportedError:
            return  # a 2025-11-25 session: list_changed notifications reach _on_message
        except (SubscriptionLost, MCPError):
            return  # the session is going away; the next call reconnects (and listens again)

    async def _own(self, ready: asyncio.Future[Client], stop: asyncio.Event) -> None:
        """Background task: enter the client, publish it, hold it open until stopped."""
        try:
            async with contextlib.AsyncExitStack() as stack:
                server = self._server()
                if isinstance(server, str) and self.headers:
                    from mcp.client.streamable_http import streamable_http_client

                    http = await stack.enter_async_context(
                        httpx2.AsyncClient(headers=dict(self.headers))
                    )
                    transport = streamable_http_client(server, http_client=http)
                    client = Client(
                        transport,
                        read_timeout_seconds=self.read_timeout,
                        cache=None,
                        message_handler=self._on_message,
                    )
                else:
                    client = Client(
                        server,
                        read_timeout_seconds=self.read_timeout,
                        cache=None,
                        message_handler=self._on_message,
                    )
                ready.set_result(entered := await stack.enter_async_context(client))
                async with anyio.create_task_group() as group:
                    if self.on_tools_changed is not None:
                        group.start_soon(self._listen, entered)
                    await stop.wait()
                    group.cancel_scope.cancel()
        except BaseException as exc:
            if not ready.done():
                ready.set_exception(exc)
            if isinstance(exc, asyncio.CancelledError):
                raise

    async def client(self) -> Client:
        """The live client session, connecting first when there is none.

        Raises:
            ToolError: The server cannot be reached within `connect_timeout`.
        """
        async with self._lock:
            if self._client is not None and self._owner is not None and not self._owner.done():
                return self._client
            await self._drop()
            ready: asyncio.Future[Client] = asyncio.get_running_loop().create_future()
            self._stop = asyncio.Event()
            self._owner = asyncio.create_task(self._own(ready, self._stop))
            try:
                async with asyncio.timeout(self.connect_timeout):
                    self._client = await asyncio.shield(ready)
            except TimeoutError:
                await self._drop(graceful=False)
                raise ToolError(
                    f"MCP server {self.label!r} did not answer within {self.connect_timeout}s"
                ) from None
            except Exception as exc:
                await self._drop()
                reason = _describe(exc)
                raise ToolError(f"MCP server {self.label!r} is unreachable: {reason}") from None
            return self._client

    async def _drop(self, *, graceful: bool = True) -> None:
        """Close the current session, if any (its failures no longer matter).

        Graceful: let the owner leave the client's context (a DELETE for HTTP sessions), for up
        to 5 s; otherwise (a handshake that never finished) cancel it at once.
        """
        owner, self._owner, self._client = self._owner, None, None
        if owner is None:
            return
        if self._stop is not None:
            self._stop.set()
        if graceful:
            with contextlib.suppress(BaseException):
                async with asyncio.timeout(5):
                    await asyncio.shield(owner)
        if not owner.done():
            owner.cancel()
            with contextlib.suppress(BaseException):
                await owner

    async def list_tools(self) -> list[types.Tool]:
        """Every tool the server offers (all pages)."""
        return await self._with_reconnect(self._list_tools, "tools/list")

    @staticmethod
    async def _list_tools(client: Client) -> list[types.Tool]:
        tools: list[types.Tool] = []
        cursor: str | None = None
        while True:
            page = await client.list_tools(cursor=cursor)
            tools += page.tools
            cursor = page.next_cursor
            if cursor is None:
                return tools

    async def call_tool(
        self, name: str, arguments: dict[str, Any], ctx: ToolContext | None = None
    ) -> types.CallToolResult:
        """Call a remote tool, forwarding its progress reports to `ctx`."""

        async def call(client: Client) -> types.CallToolResult:
            async def forward(progress: float, total: float | None, message: str | None) -> None:
                if ctx is not None:
                    await ctx.report_progress(progress, total, message)

            return await client.call_tool(
                name,
                arguments,
                read_timeout_seconds=self.read_timeout,
                progress_callback=forward,
            )

        return await self._with_reconnect(call, f"tool {name!r}")

    async def _with_reconnect(self, action: Callable[[Client], Awaitable[_T]], what: str) -> _T:
        """Run `action` on the session; after a lost connection, reconnect once and retry."""
        error: BaseException | None = None
        for _ in range(2):
            client = await self.client()
            try:
                return await action(client)
            except Exception as exc:
                if not _is_connection_loss(exc):
                    raise self._failure(exc, what) from None
                error = exc
            async with self._lock:
                if self._client is client:  # a concurrent call may have reconnected already
                    await self._drop()
        assert error is not None  # the loop only falls through after a lost connection
        raise ToolError(f"MCP server {self.label!r} is gone: {_describe(error)}")

    def _failure(self, exc: Exception, what: str) -> ToolError:
        """The error a caller sees when the server answered but the call failed."""
        if isinstance(exc, MCPError) and exc.error.code == types.REQUEST_TIMEOUT:
            return ToolTimeoutError(
                f"{what} on MCP server {self.label!r} timed out after {self.read_timeout}s"
            )
        # e.g. an unknown tool, or a result that breaks the tool's own outputSchema
        return ToolError(f"{what} failed on MCP server {self.label!r}: {_describe(exc)}")

    async def aclose(self) -> None:
        """Close the session (a later call reconnects)."""
        async with self._lock:
            await self._drop()


def _risk(annotations: types.ToolAnnotations | None) -> RiskLevel:
    """The MCP hints as a risk level; missing hints mean the spec's defaults (destructive)."""
    if annotations is None:
        return RiskLevel.DANGEROUS
    if annotations.read_only_hint:
        return RiskLevel.READ
    if annotations.destructive_hint is False:
        return RiskLevel.WRITE
    return RiskLevel.DANGEROUS


def _result_value(result: types.CallToolResult, wrapped: bool) -> Any:
    text = "\n".join(c.text for c in result.content if isinstance(c, types.TextContent))
    if result.is_error:
        raise ToolError(text or "the MCP tool reported an error")
    structured = result.structured_content
    if structured is not None:
        return structured.get("result") if wrapped else structured
    return text


@dataclass(slots=True, kw_only=True)
class MCPTool(Tool):
    """A tool served by another MCP server; calls go over the connection."""

    connection: MCPConnection
    """The session the call goes through."""
    input_schema: dict[str, Any]
    """The remote tool's `inputSchema`."""
    remote_name: str
    """The tool's name on the server (a prefixed copy keeps calling it)."""
    wrapped: bool = False
    """Whether the remote result sits under `structuredContent.result`."""

    @property
    def definition(self) -> ToolDefinition:
        """The tool as a model sees it: the remote schemas."""
        return ToolDefinition(
            name=self.name,
            description=self.description,
            parameters_json_schema=self.input_schema,
            output_json_schema=self.output_json_schema,
        )

    def validate_args(self, args: dict[str, Any]) -> dict[str, Any]:
        """Check `args` against the remote JSON Schema; raise `ToolArgsError` naming each field."""
        validator = jsonschema.Draft202012Validator(self.input_schema)
        errors = [
            {"loc": ".".join(str(p) for p in err.absolute_path), "msg": err.message}
            for err in sorted(validator.iter_errors(args), key=str)
        ]
        if errors:
            raise ToolArgsError(self.name, errors)
        return dict(args)

    async def call(self, args: dict[str, Any], ctx: ToolContext | None = None) -> Any:
        """Validate `args` locally, then call the remote tool within the tool's timeout."""
        checked = self.validate_args(args)
        try:
            async with asyncio.timeout(self.timeout):
                result = await self.connection.call_tool(self.remote_name, checked, ctx)
        except TimeoutError:
            raise ToolTimeoutError(f"tool {self.name!r} timed out after {self.timeout}s") from None
        return _result_value(result, self.wrapped)

    @classmethod
    def from_mcp(cls, remote: types.Tool, connection: MCPConnection) -> MCPTool:
        """Wrap one remote tool description."""

        async def unused(**kwargs: Any) -> Any:  # calls go through `call`, never here
            raise AssertionError("MCPTool.function is not called")

        meta = remote.meta or {}
        return cls(
            name=remote.name,
            description=remote.description or remote.title or remote.name,
            function=unused,
            args_model=_AnyArgs,
            output_json_schema=remote.output_schema,
            risk=_risk(remote.annotations),
            metadata={"mcp_server": connection.label, "mcp_meta": dict(meta)},
            version=str(meta.get("agentschool/version", "1")),
            connection=connection,
            input_schema=dict(remote.input_schema),
            remote_name=remote.name,
            wrapped=bool(meta.get(_WRAPPED, False)),
        )


class MCPToolset(Toolset):
    """The tools of one MCP server; close it (or use `async with`) to end the session."""

    def __init__(self, connection: MCPConnection, tools: list[MCPTool]) -> None:
        super().__init__(tools)
        self.connection = connection
        connection.on_tools_changed = self._follow

    async def _follow(self) -> None:
        """Refresh after the server announced a change; a failure waits for the next call."""
        with contextlib.suppress(ToolError):
            await self.refresh()

    async def refresh(self) -> None:
        """Re-read the server's tool list (after it announced a change)."""
        remote = await self.connection.list_tools()
        wanted = {t.name: MCPTool.from_mcp(t, self.connection) for t in remote}
        for name in [n for n in self.names() if n not in wanted]:
            self.remove(name)
        for tool in wanted.values():
            self.register(tool, replace=True)

    async def aclose(self) -> None:
        """End the session with the server."""
        await self.connection.aclose()

    async def __aenter__(self) -> MCPToolset:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()


async def toolset_from_mcp(
    target: str | Server[Any],
    *,
    connect_timeout: float = 10.0,
    read_timeout: float = 60.0,
    headers: Mapping[str, str] | None = None,
    env: Mapping[str, str] | None = None,
) -> MCPToolset:
    """Connect to an MCP server and return its tools as a toolset.

    Args:
        target: A command line (`"python -m some_server"`, spoken to over stdio) or an
            `http(s)://` URL (Streamable HTTP); an SDK `Server` object connects in-process.
        connect_timeout: Seconds to wait for the connection and handshake.
        read_timeout: Seconds to wait for each response.
        headers: Extra HTTP headers for URL targets (e.g. `{"Authorization": "Bearer …"}`).
        env: Extra environment variables for a spawned server.

    Raises:
        ToolError: The server cannot be reached.
    """
    connection = MCPConnection(
        target,
        connect_timeout=connect_timeout,
        read_timeout=read_timeout,
        headers=headers,
        env=env,
    )
    toolset = MCPToolset(connection, [])  # follows list changes from the first connection on
    await toolset.refresh()
    return toolset
