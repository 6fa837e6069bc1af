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
import functools
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

    def __init__(self, app: Any, *, client: tuple[str, int] = ("127.0.0.1", 123)) -> None:
        """Serve requests with `app` (a Starlette/FastAPI app or any ASGI callable).

        Args:
            app: The ASGI application.
            client: The client address the app sees (as `httpx.ASGITransport`'s).
        """
        self.app = app
        self.client = client
        self._lock = threading.Lock()
        self._loops: dict[threading.Thread, asyncio.AbstractEventLoop] = {}
        self._portal_context: AbstractContextManager[BlockingPortal] | None = None
        self._portal: BlockingPortal | None = None

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        """Send one request through the app and return its complete response."""
        send = functools.partial(self._asgi, request, request.read())
        try:
            asyncio.get_running_loop()
        except RuntimeError:  # the usual case: a plain thread, run the app right here
            status, headers, body = self._loop().run_until_complete(send())
        else:
            status, headers, body = self._in_background(send)
        return httpx.Response(status, headers=headers, content=body, request=request)

    async def _asgi(self, request: httpx.Request, content: bytes) -> _Answer:
        """One ASGI HTTP exchange, as `httpx.ASGITransport` makes it (app errors propagate).

        Done here rather than through `httpx.ASGITransport`, which would need a copy of the
        request and build a second response: together a third of an in-process request's cost.
        """
        url = request.url
        scope = {
            "type": "http",
            "asgi": {"version": "3.0"},
            "http_version": "1.1",
            "method": request.method,
            "headers": [(k.lower(), v) for k, v in request.headers.raw],
            "scheme": url.scheme,
            "path": url.path,
            "raw_path": url.raw_path.split(b"?")[0],
            "query_string": url.query,
            "server": (url.host, url.port),
            "client": self.client,
            "root_path": "",
        }
        received = False
        done = asyncio.Event()
        status, headers, parts = 500, [], []

        async def receive() -> dict[str, Any]:
            nonlocal received
            if received:
                await done.wait()
                return {"type": "http.disconnect"}
            received = True
            return {"type": "http.request", "body": content, "more_body": False}

        async def send(message: dict[str, Any]) -> None:
            nonlocal status, headers
            if message["type"] == "http.response.start":
                status, headers = message["status"], list(message.get("headers", []))
            elif message["type"] == "http.response.body":
                if request.method != "HEAD":
                    parts.append(message.get("body", b""))
                if not message.get("more_body", False):
                    done.set()

        await self.app(scope, receive, send)
        return status, headers, b"".join(parts)

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
