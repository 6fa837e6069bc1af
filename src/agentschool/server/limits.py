"""Request limits: per-key rate limiting (in-process or Redis) and a request body size limit.

Rate limits are fixed windows: at most `limit` requests per `window` seconds per key. Over the limit
the caller learns how long to wait (`Retry-After`). With Redis, every API process shares the
counters, so the limit holds across processes.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Any, Protocol

from starlette.datastructures import Headers
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from agentschool.server.errors import problem_response

__all__ = [
    "BodySizeLimitMiddleware",
    "InProcessRateLimiter",
    "RateLimitDecision",
    "RateLimiter",
    "RedisRateLimiter",
]


@dataclass(frozen=True, slots=True)
class RateLimitDecision:
    """Whether a request may proceed, and when to retry if not."""

    allowed: bool
    """The request is within the limit."""
    retry_after: int = 0
    """Whole seconds until the window resets (0 when allowed)."""
    remaining: int = 0
    """Requests left in the window."""


class RateLimiter(Protocol):
    """Counts requests per key."""

    limit: int
    """Requests allowed per window."""

    async def hit(self, key: str) -> RateLimitDecision:
        """Count one request for `key`."""
        ...

    async def peek(self, key: str) -> RateLimitDecision:
        """Whether `key` is over the limit now, without counting a request."""
        ...


@dataclass
class InProcessRateLimiter:
    """Fixed-window counters in this process's memory.

    Args:
        limit: Requests allowed per window.
        window: Window length in seconds.
    """

    limit: int
    window: float = 60.0
    clock: Any = time.monotonic
    _windows: dict[str, tuple[int, int]] = field(default_factory=dict[str, tuple[int, int]])

    async def hit(self, key: str) -> RateLimitDecision:
        """Count one request for `key`."""
        now = self.clock()
        index = int(now // self.window)
        start, count = self._windows.get(key, (index, 0))
        if start != index:
            start, count = index, 0
        if len(self._windows) > 100_000:  # forget old keys instead of growing without bound
            self._windows = {k: v for k, v in self._windows.items() if v[0] == index}
        if count >= self.limit:
            retry = max(1, math.ceil((index + 1) * self.window - now))
            return RateLimitDecision(False, retry_after=retry)
        self._windows[key] = (start, count + 1)
        return RateLimitDecision(True, remaining=self.limit - count - 1)

    async def peek(self, key: str) -> RateLimitDecision:
        """Whether `key` is over the limit now, without counting a request."""
        now = self.clock()
        index = int(now // self.window)
        start, count = self._windows.get(key, (index, 0))
        if start != index or count < self.limit:
            return RateLimitDecision(True, remaining=self.limit - (count if start == index else 0))
        return RateLimitDecision(
            False, retry_after=max(1, math.ceil((index + 1) * self.window - now))
        )


_REDIS_SCRIPT = """
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
"""


class RedisRateLimiter:
    """Fixed-window counters in Redis, shared by every API process.

    Args:
        url: `redis://host:port/db`.
        limit: Requests allowed per window.
        window: Window length in seconds.
        prefix: Key prefix in Redis.
    """

    def __init__(
        self, url: str, limit: int, window: float = 60.0, prefix: str = "agentschool:rl:"
    ) -> None:
        import redis.asyncio as redis_asyncio

        self.limit = limit
        self.window = window
        self.prefix = prefix
        self.client: Any = redis_asyncio.from_url(url)
        self._script = self.client.register_script(_REDIS_SCRIPT)

    async def hit(self, key: str) -> RateLimitDecision:
        """Count one request for `key` atomically in Redis."""
        count, ttl_ms = await self._script(keys=[self.prefix + key], args=[int(self.window * 1000)])
        if int(count) > self.limit:
            return RateLimitDecision(False, retry_after=max(1, math.ceil(int(ttl_ms) / 1000)))
        return RateLimitDecision(True, remaining=self.limit - int(count))

    async def peek(self, key: str) -> RateLimitDecision:
        """Whether `key` is over the limit now, without counting a request."""
        count = await self.client.get(self.prefix + key)
        if count is None or int(count) < self.limit:
            return RateLimitDecision(True, remaining=self.limit - int(count or 0))
        ttl_ms = await self.client.pttl(self.prefix + key)
        return RateLimitDecision(False, retry_after=max(1, math.ceil(max(int(ttl_ms), 0) / 1000)))

    async def close(self) -> None:
        """Close the connection pool."""
        await self.client.aclose()


class BodySizeLimitMiddleware:
    """ASGI middleware: 413 for a request body over `max_bytes` (declared or streamed).

    A body without `Content-Length` is read here (up to the limit) and replayed to the app, so the
    route never sees a partial body.
    """

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Reject oversize HTTP bodies before the route reads them."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = Headers(scope=scope).get("content-length")
        if declared is not None:
            if not declared.isdigit() or int(declared) > self.max_bytes:
                await self._reject(scope, receive, send)
                return
            await self.app(scope, receive, send)
            return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":
                break
            chunks.append(message.get("body", b""))
            size += len(chunks[-1])
            if size > self.max_bytes:
                await self._reject(scope, receive, send)
                return
            if not message.get("more_body", False):
                break
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": b"".join(chunks), "more_body": False}
            return await receive()

        await self.app(scope, replay, send)

    async def _reject(self, scope: Scope, receive: Receive, send: Send) -> None:
        detail = f"request body larger than {self.max_bytes} bytes"
        await problem_response(413, detail)(scope, receive, send)
