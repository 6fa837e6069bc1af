"""`SyncASGITransport`: sync httpx requests answered in-process by an ASGI app.

Learned functions are synchronous (`httpx.Client`); httpx's own `ASGITransport` is async only.
This transport runs the app on an event loop of the calling thread (one per thread, reused), so
a learned function can be verified or benchmarked against the offline Luma site without a
socket. (Over loopback, uvicorn's keep-alive connections answer small responses ~40 ms late — a
delayed-ACK artifact — which would otherwise dominate every measurement.) A thread that is already
running an event loop (sync code called from async code) cannot run another one, so its requests
go to a loop in a background thread instead. httpx timeouts do not apply in-process: tests of
timeouts use a real server.

Why not always the background thread: each request then crosses threads twice, and the waiting
thread must win the GIL back from the loop thread; on a loaded 2-core machine that cost ~1 ms a
request, more than answering it.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable
from contextlib import AbstractContextManager
from typing import Any

import httpx
from anyio.from_thread import BlockingPortal, start_blocking_portal

__all__ = ["SyncASGITransport"]

_Answer = tuple[int, list[tuple[bytes, bytes]], bytes]


class SyncASGITransport(httpx.BaseTransport):
    """An httpx sync transport that calls an ASGI app in-process.

    Close it (or the `httpx.Client` that owns it) to close its event loops.
    """

    def __init__(self, app: Any) -> None:
        """Serve requests with `app` (a Starlette/FastAPI app or any ASGI callable)."""
        self._inner = httpx.ASGITransport(app=app)
        self._lock = threading.Lock()
        self._loops: dict[threading.Thread, asyncio.AbstractEventLoop] = {}
        self._portal_context: AbstractContextManager[BlockingPortal] | None = None
        self._portal: BlockingPortal | None = None

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        """Send one request through the app and return its complete response."""
        content = request.read()

        async def send() -> _Answer:
            copy = httpx.Request(request.method, request.url, headers=request.headers,
                                 content=content)  # fmt: skip
            response = await self._inner.handle_async_request(copy)
            body = b"".join([chunk async for chunk in response.stream])  # type: ignore[union-attr]
            return response.status_code, response.headers.raw, body

        try:
            asyncio.get_running_loop()
        except RuntimeError:  # the usual case: a plain thread, run the app right here
            status, headers, body = self._loop().run_until_complete(send())
        else:
            status, headers, body = self._in_background(send)
        return httpx.Response(status, headers=headers, content=body, request=request)

    def _loop(self) -> asyncio.AbstractEventLoop:
        """The calling thread's loop; loops of threads that ended are closed on the way."""
        thread = threading.current_thread()
        with self._lock:
            loop = self._loops.get(thread)
            if loop is None:
                for ended in [t for t in self._loops if not t.is_alive()]:
                    self._loops.pop(ended).close()
                loop = self._loops[thread] = asyncio.new_event_loop()
            return loop

    def _in_background(self, send: Callable[[], Awaitable[_Answer]]) -> _Answer:
        with self._lock:
            if self._portal is None:
                self._portal_context = start_blocking_portal()
                self._portal = self._portal_context.__enter__()
            portal = self._portal
        return portal.call(send)

    def close(self) -> None:
        """Close the event loops (and stop the background one, if it was started)."""
        with self._lock:
            # A loop answering another thread right now stays, and is closed once its thread
            # ends (by the next `_loop()` or `close()`).
            for thread, loop in list(self._loops.items()):
                if not loop.is_running():
                    self._loops.pop(thread).close()
            context, self._portal_context, self._portal = self._portal_context, None, None
        if context is not None:
            context.__exit__(None, None, None)
