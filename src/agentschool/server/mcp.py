"""Serve a `Toolset` (and the learned-function catalog) over the Model Context Protocol.

`create_mcp_server(toolset)` returns an SDK low-level `Server` that speaks both protocol eras the
`mcp` SDK supports (2025-11-25 handshake sessions and 2026-07-28 per-request envelopes):

- every `Tool` is an MCP tool with `inputSchema`, `outputSchema` (wrapped in an object when the
  tool's result is not one), `structuredContent` plus a text copy (images, sounds and files in
  a result as their own content blocks, see `mcp_content`), annotations from its risk level and
  `_meta` carrying its id and version;
- a failing tool answers an `isError` result with a readable message; an unknown tool is a
  protocol error (`INVALID_PARAMS`);
- a tool reports progress through `ToolContext.report_progress`; a cancelled request cancels
  the task running the tool;
- adding or removing a tool notifies connected clients (`notifications/tools/list_changed` on
  handshake sessions, the `subscriptions/listen` stream on 2026-07-28 connections);
- a `FunctionCatalog` is served as read-only resources (see `mcp_resources`);
- every request is checked against the caller's scope (see `mcp_authz`): over HTTP a read key
  may list and call read-only tools, but not side-effecting ones;
- with `approvals`, a call the approval policy holds back asks the person at the client before
  it runs (see `mcp_approvals`);
- with `tasks`, a 2026-07-28 client's `run_agent` call answers with a task it polls (see
  `mcp_tasks`).
"""

from __future__ import annotations

import logging
import uuid
from typing import Any

import mcp_types as types
from mcp.server.context import ServerRequestContext
from mcp.server.lowlevel.server import NotificationOptions, Server
from mcp.server.models import InitializationOptions
from mcp.server.request_state import RequestStateBoundary, RequestStateSecurity
from mcp.server.subscriptions import InMemorySubscriptionBus, ListenHandler
from mcp.shared.exceptions import MCPError

from agentschool.exceptions import ModelRetry, ToolError
from agentschool.server.mcp_approvals import McpApprovals, client_asker
from agentschool.server.mcp_authz import McpScopeCheck
from agentschool.server.mcp_completion import add_completion
from agentschool.server.mcp_content import content_blocks
from agentschool.server.mcp_notify import ChangeNotifier
from agentschool.server.mcp_resources import (
    FunctionCatalog,
    FunctionEntry,
    add_function_resources,
)
from agentschool.server.mcp_tasks import McpTasks
from agentschool.tools.base import RiskLevel, Tool, ToolContext
from agentschool.tools.toolset import Toolset

__all__ = [
    "JSON_SCHEMA_DIALECT",
    "META_ID",
    "META_VERSION",
    "META_WRAPPED",
    "FunctionCatalog",
    "FunctionEntry",
    "create_mcp_server",
    "mcp_tool",
    "tool_result",
]

logger = logging.getLogger(__name__)

META_ID = "agentschool/id"
"""`_meta` key of a tool's stable id."""
META_VERSION = "agentschool/version"
"""`_meta` key of a tool's contract version."""
META_WRAPPED = "agentschool/wrapped"
"""`_meta` key set when the result sits under `structuredContent.result` (non-object output)."""
JSON_SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema"
"""Pydantic writes JSON Schema 2020-12; input schemas say so explicitly (SEP-1613)."""


class _AgentSchoolServer(Server[Any]):
    """The SDK server, advertising `listChanged` for tools (and resources when served)."""

    def create_initialization_options(
        self,
        notification_options: NotificationOptions | None = None,
        experimental_capabilities: dict[str, dict[str, Any]] | None = None,
        extensions: dict[str, dict[str, Any]] | None = None,
    ) -> InitializationOptions:
        """Like the SDK's, but tools (and resources) announce list changes by default."""
        options = notification_options or NotificationOptions(
            tools_changed=True, resources_changed=True
        )
        return super().create_initialization_options(options, experimental_capabilities, extensions)


def _output_schema(tool: Tool) -> tuple[dict[str, Any], bool]:
    """The tool's MCP output schema and whether results are wrapped as `{"result": ...}`.

    Object results are sent as they are; anything else (or a result of unknown shape) goes under
    `result`, so `structuredContent` is always an object that matches the declared schema.
    """
    schema = tool.output_json_schema
    if schema is not None and schema.get("type") == "object":
        return schema, False
    inner = dict(schema or {})
    defs = inner.pop("$defs", None)
    wrapped: dict[str, Any] = {
        "type": "object",
        "properties": {"result": inner},
        "required": ["result"],
    }
    if defs is not None:
        wrapped["$defs"] = defs  # `$ref`s point at the document root, so keep them there
    return wrapped, True


def _annotations(tool: Tool) -> types.ToolAnnotations:
    open_world = bool(tool.metadata.get("open_world", False))
    if tool.risk is RiskLevel.READ:
        return types.ToolAnnotations(
            read_only_hint=True,
            idempotent_hint=True,
            destructive_hint=False,
            open_world_hint=open_world,
        )
    return types.ToolAnnotations(
        read_only_hint=False,
        idempotent_hint=False,
        destructive_hint=tool.risk is RiskLevel.DANGEROUS,
        open_world_hint=open_world,
    )


def mcp_tool(tool: Tool) -> types.Tool:
    """The MCP description of one of our tools."""
    output_schema, wrapped = _output_schema(tool)
    meta: dict[str, Any] = {
        META_ID: str(tool.metadata.get("id", tool.name)),
        META_VERSION: tool.version,
    }
    if wrapped:
        meta[META_WRAPPED] = True
    return types.Tool(
        name=tool.name,
        description=tool.description,
        input_schema={"$schema": JSON_SCHEMA_DIALECT, **tool.parameters_json_schema},
        output_schema=output_schema,
        annotations=_annotations(tool),
        _meta=meta,
    )


def tool_result(tool: Tool, value: Any) -> types.CallToolResult:
    """A successful call's result: structured content matching the output schema, plus blocks.

    The blocks are text, or images, sounds and files as their own blocks (see `mcp_content`).
    """
    _, wrapped = _output_schema(tool)
    structured = {"result": value} if wrapped else value
    return types.CallToolResult(content=content_blocks(value), structured_content=structured)


def _error_result(message: str) -> types.CallToolResult:
    return types.CallToolResult(
        content=[types.TextContent(type="text", text=message)], is_error=True
    )


class _ToolsetHandlers:
    """The `tools/*` request handlers over one toolset."""

    def __init__(self, toolset: Toolset, approvals: McpApprovals | None = None) -> None:
        self.toolset = toolset
        self.approvals = approvals

    async def list_tools(
        self, ctx: ServerRequestContext[Any], params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        """Every tool of the toolset, in name order."""
        return types.ListToolsResult(tools=[mcp_tool(t) for t in self._sorted()])

    def _sorted(self) -> list[Tool]:
        return sorted(self.toolset, key=lambda t: t.name)

    def input_schema(self, name: str) -> dict[str, Any] | None:
        """The input schema of `name` (used by the SDK for `Mcp-Param-*` header checks)."""
        return self.toolset.get(name).parameters_json_schema if name in self.toolset else None

    async def call_tool(
        self, ctx: ServerRequestContext[Any], params: types.CallToolRequestParams
    ) -> types.CallToolResult | types.InputRequiredResult:
        """Run the tool; failures become `isError` results, an unknown name a protocol error."""
        if params.name not in self.toolset:
            raise MCPError(types.INVALID_PARAMS, f"Unknown tool: {params.name}")
        tool = self.toolset.get(params.name)
        if self.approvals is not None:
            held = await self.approvals.gate(ctx, tool, params)
            if held is not None:
                return held
        # Request ids repeat across sessions, so each call gets its own idempotency identity.
        tool_ctx = ToolContext(
            run_id="mcp",
            step_id=uuid.uuid4().hex,
            progress=ctx.session.report_progress,
            ask=client_asker(ctx),
            release=ctx.close_sse_stream,  # None unless the stream can be resumed
        )
        try:
            value = await tool.call(params.arguments or {}, tool_ctx)
        except (ToolError, ModelRetry) as exc:
            return _error_result(exc.message)
        except Exception as exc:  # a broken tool must not take the session down with it
            logger.exception("MCP tool %r raised", tool.name)
            return _error_result(f"tool {tool.name!r} failed: {type(exc).__name__}: {exc}")
        return tool_result(tool, value)


def create_mcp_server(
    toolset: Toolset,
    *,
    functions: FunctionCatalog | None = None,
    name: str = "agentschool",
    version: str = "0.1.0",
    instructions: str | None = None,
    approvals: McpApprovals | None = None,
    tasks: McpTasks | None = None,
) -> Server[Any]:
    """An MCP server exposing `toolset` (and `functions` as resources) over any SDK transport.

    Args:
        toolset: The tools to serve; later additions and removals are announced to clients.
        functions: The learned-function catalog to serve as read-only resources, if any.
        name: The server's name in `serverInfo`.
        version: The server's version in `serverInfo`.
        instructions: Optional instructions for clients.
        approvals: Ask the client before a call the approval policy holds back; without it
            every call runs (an embedder that trusts its caller).
        tasks: Serve the tasks extension: the calls that start runs answer with a task.

    Returns:
        The SDK server: pass it to `mcp.Client(server)` in tests, `server.run(...)` on stdio,
        or `create_mcp_http_app(server, ...)` for Streamable HTTP.
    """
    handlers = _ToolsetHandlers(toolset, approvals)
    bus = InMemorySubscriptionBus()
    server = _AgentSchoolServer(
        name,
        version=version,
        instructions=instructions,
        get_tool_input_schema=handlers.input_schema,
        on_list_tools=handlers.list_tools,
        on_call_tool=handlers.call_tool,
        on_subscriptions_listen=ListenHandler(bus),
    )
    notifier = ChangeNotifier(bus)
    server.middleware.append(McpScopeCheck(toolset))  # scopes first: a refused call does nothing
    server.middleware.append(notifier.track_connections)
    # an input-required round's `requestState` (an approval id) comes back sealed and bound to
    # the same tool and arguments, or is refused
    server.middleware.append(
        RequestStateBoundary(RequestStateSecurity.ephemeral(), default_audience=name)
    )
    if tasks is not None:
        tasks.install(server)
    toolset.on_change(notifier.tools_changed)
    if functions is not None:
        add_function_resources(server, functions)
    add_completion(server, functions)
    return server
