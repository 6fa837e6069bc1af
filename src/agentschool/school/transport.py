"""`SyncASGITransport`: sync httpx requests answered in-process by an ASGI app.

Learned functions are synchronous (`httpx.Client`); httpx's own `ASGITransport` is async only.
This transport runs the app on an anyio event loop in a background thread, so a learned function
can be verified or benchmarked against the offline Luma site without a socket. (Over loopback,
uvicorn's keep-alive connections answer small responses ~40 ms late — a delayed-ACK artifact —
which would otherwise dominate every measurement.) httpx timeouts do not apply in-process:
tests of timeouts use a real server.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from typing import Any

import httpx
from anyio.from_thread import BlockingPortal, start_blocking_portal

__all__ = ["SyncASGITransport"]


class SyncASGITransport(httpx.BaseTransport):
    """An httpx sync transport that calls an ASGI app in-process.

    Close it (or the `httpx.Client` that owns it): its event-loop thread keeps the process alive.
    """

    def __init__(self, app: Any) -> None:
        """Serve requests with `app` (a Starlette/FastAPI app or any ASGI callable)."""
        self._inner = httpx.ASGITransport(app=app)
        self._context: AbstractContextManager[BlockingPortal] = start_blocking_portal()
        self._portal = self._context.__enter__()

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        """Send one request through the app and return its complete response."""
        content = request.read()

        async def send() -> tuple[int, list[tuple[bytes, bytes]], bytes]:
            copy = httpx.Request(request.method, request.url, headers=request.headers,
                                 content=content)  # fmt: skip
            response = await self._inner.handle_async_request(copy)
            body = b"".join([chunk async for chunk in response.stream])  # type: ignore[union-attr]
            return response.status_code, response.headers.raw, body

        status, headers, body = self._portal.call(send)
        return httpx.Response(status, headers=headers, content=body, request=request)

    def close(self) -> None:
        """Stop the background event loop."""
        self._context.__exit__(None, None, None)
