"""Tell connected MCP clients that the tool list changed, in both protocol eras.

Handshake-era sessions (2025-11-25 and older) get `notifications/tools/list_changed` on their
standalone channel; 2026-07-28 clients get a `ToolsListChanged` event on their
`subscriptions/listen` stream (the SDK's `ListenHandler` reads it from the subscription bus).

`Toolset.on_change` listeners are synchronous and may fire from any thread (or with no event
loop at all), so the notifier schedules the asynchronous fan-out on the loop serving the
connections.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from mcp.server.connection import Connection
from mcp.server.context import CallNext, HandlerResult, ServerRequestContext
from mcp.server.subscriptions import SubscriptionBus, ToolsListChanged
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS

__all__ = ["ChangeNotifier"]

logger = logging.getLogger(__name__)

_TRACKED = "agentschool.mcp.tracked"


class ChangeNotifier:
    """Knows the live handshake-era connections and fans tool-list changes out to everyone."""

    def __init__(self, bus: SubscriptionBus) -> None:
        self._bus = bus
        self._connections: dict[int, Connection] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._pending: set[asyncio.Task[None]] = set()

    @property
    def connection_count(self) -> int:
        """How many handshake-era connections would be notified now."""
        return len(self._connections)

    async def track_connections(
        self, ctx: ServerRequestContext[Any, Any], call_next: CallNext
    ) -> HandlerResult:
        """Server middleware: remember each handshake-era connection until it closes."""
        self._loop = asyncio.get_running_loop()
        # The SDK hands handlers a per-request session proxy and has no public accessor for the
        # connection behind it; the connection's own exit stack tells us when it closes.
        connection: Connection = ctx.session._connection
        if (
            connection.protocol_version in HANDSHAKE_PROTOCOL_VERSIONS
            and connection.has_standalone_channel
            and not connection.state.get(_TRACKED)
        ):
            key = id(connection)
            connection.state[_TRACKED] = True
            self._connections[key] = connection
            connection.exit_stack.callback(self._connections.pop, key, None)
        return await call_next(ctx)

    def tools_changed(self) -> None:
        """`Toolset.on_change` listener: schedule the notifications on the serving loop."""
        loop = self._loop
        if loop is None or loop.is_closed():
            return  # nothing has connected yet, so nobody needs telling
        try:
            running = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        if running is loop:
            self._spawn()
        else:
            loop.call_soon_threadsafe(self._spawn)

    def _spawn(self) -> None:
        task = asyncio.get_running_loop().create_task(self.notify_tools_changed())
        self._pending.add(task)  # keep a reference until done (the loop holds only weak ones)
        task.add_done_callback(self._pending.discard)

    async def notify_tools_changed(self) -> None:
        """Send the change to every handshake-era connection and every listen stream."""
        for connection in list(self._connections.values()):
            await connection.send_tool_list_changed()  # best effort: never raises
        try:
            await self._bus.publish(ToolsListChanged())
        except Exception:  # a custom bus failing must not break the toolset change
            logger.exception("publishing tools/list_changed failed")
