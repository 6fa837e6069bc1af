"""`MemoryEventStore`: the SSE events of Streamable HTTP, kept so a client can resume a stream.

With an event store the SDK's transport gives each SSE event an id, starts a 2025-11-25 client's
call stream with a priming event (an id, empty data, and the `retry` interval), and lets the
server close a long call's stream early (SEP-1699 polling: `close_sse_stream`); the client then
reconnects with `GET` and `Last-Event-ID` and gets what it missed, then the rest live.

The store is in memory and bounded: it keeps the last `max_events` events of the process (the
oldest go first), which covers a reconnecting client's few seconds of absence. A stream is a
live HTTP exchange with this process, so there is nothing to resume after a restart: the
durable state of long work is a run (`mcp_tasks`), not its SSE events.
"""

from __future__ import annotations

import itertools
from collections import OrderedDict

import mcp_types as types
from mcp.server.streamable_http import EventCallback, EventId, EventMessage, EventStore, StreamId

__all__ = ["MemoryEventStore"]


class MemoryEventStore(EventStore):
    """The last `max_events` SSE events, replayable after any one of them.

    Args:
        max_events: Events kept at most; older ones are dropped (a client that missed more
            resumes from the oldest kept one: too late, it gets only what remains).
    """

    def __init__(self, max_events: int = 10_000) -> None:
        if max_events < 1:
            raise ValueError("max_events must be at least 1")
        self.max_events = max_events
        self._events: OrderedDict[int, tuple[StreamId, types.JSONRPCMessage | None]] = OrderedDict()
        self._ids = itertools.count(1)

    @property
    def size(self) -> int:
        """Events kept now (not `__len__`: the SDK tests the store for truth)."""
        return len(self._events)

    async def store_event(
        self, stream_id: StreamId, message: types.JSONRPCMessage | None
    ) -> EventId:
        """Keep one event (None: a priming event) of `stream_id`; return its id."""
        number = next(self._ids)
        self._events[number] = (stream_id, message)
        while len(self._events) > self.max_events:
            self._events.popitem(last=False)
        return str(number)

    async def replay_events_after(
        self, last_event_id: EventId, send_callback: EventCallback
    ) -> StreamId | None:
        """Send the events of `last_event_id`'s stream that came after it; return the stream.

        None when the id is unknown (malformed, or dropped already): nothing is replayed.
        """
        try:
            last = int(last_event_id)
        except ValueError:
            return None
        known = self._events.get(last)
        if known is None:
            return None
        stream_id = known[0]
        later = [
            (number, message)
            for number, (stream, message) in self._events.items()
            if number > last and stream == stream_id and message is not None
        ]  # copied first: sending may store new events
        for number, message in later:
            await send_callback(EventMessage(message, str(number)))
        return stream_id
