"""HTTP plumbing shared by the provider adapters: clients, error mapping, Retry-After, JSON.

The official SDKs speak `httpx2`; our callers (and tests) hand us a classic `httpx.AsyncClient`
just as well. `as_httpx2_client` bridges one to the other so a provider accepts either, and
`map_sdk_error` turns any SDK or transport failure into our error tree: status errors become
`ModelHTTPError` (with the parsed `Retry-After`), timeouts and connection failures a retryable
`ModelAPIError`, malformed payloads `UnexpectedModelBehavior`.
"""

from __future__ import annotations

import json
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from email.utils import parsedate_to_datetime
from typing import Any

import httpx
import httpx2
import pydantic_core

from agentschool.exceptions import ModelAPIError, ModelHTTPError, UnexpectedModelBehavior

__all__ = [
    "TRANSPORT_ERRORS",
    "AsyncHTTPClient",
    "as_httpx2_client",
    "decode_tool_args",
    "map_sdk_error",
    "parse_json_body",
    "parse_retry_after",
    "response_body",
    "retry_prompt_text",
    "sdk_text_deltas",
    "tool_result_text",
]

RETRY_SUFFIX = "\n\nFix the errors and try again."

AsyncHTTPClient = httpx.AsyncClient | httpx2.AsyncClient
"""An HTTP client a provider accepts: classic `httpx` or `httpx2` (what the SDKs use)."""

TRANSPORT_ERRORS = (httpx.TransportError, httpx2.TransportError)
"""Failures of either HTTP stack that can escape the SDKs (e.g. mid-stream read timeouts)."""


class _LegacyStream(httpx2.AsyncByteStream):
    """Streams a classic `httpx` response body into an `httpx2` response."""

    def __init__(self, response: httpx.Response, request: httpx2.Request) -> None:
        self._response = response
        self._request = request

    async def __aiter__(self) -> AsyncIterator[bytes]:
        try:
            async for chunk in self._response.aiter_bytes():
                yield chunk
        except httpx.TransportError as exc:
            raise _to_httpx2_error(exc, self._request) from exc

    async def aclose(self) -> None:
        await self._response.aclose()


class _LegacyClientTransport(httpx2.AsyncBaseTransport):
    """An `httpx2` transport that sends every request through a classic `httpx.AsyncClient`."""

    def __init__(self, client: httpx.AsyncClient) -> None:
        self._client = client

    async def handle_async_request(self, request: httpx2.Request) -> httpx2.Response:
        legacy = self._client.build_request(
            request.method,
            str(request.url),
            headers=list(request.headers.multi_items()),
            content=await request.aread(),
            extensions=dict(request.extensions),
        )
        try:
            response = await self._client.send(legacy, stream=True)
        except httpx.TransportError as exc:
            raise _to_httpx2_error(exc, request) from exc
        # The body is forwarded decoded, so its encoding and length headers no longer apply.
        headers = [
            (key, value)
            for key, value in response.headers.multi_items()
            if key.lower() not in ("content-encoding", "content-length")
        ]
        return httpx2.Response(
            response.status_code,
            headers=headers,
            stream=_LegacyStream(response, request),
            request=request,
        )

    async def aclose(self) -> None:
        await self._client.aclose()


def _to_httpx2_error(exc: httpx.TransportError, request: httpx2.Request) -> httpx2.TransportError:
    """The `httpx2` twin of a classic `httpx` transport error (same class name)."""
    twin = getattr(httpx2, type(exc).__name__, None)
    if not (isinstance(twin, type) and issubclass(twin, httpx2.TransportError)):
        twin = httpx2.TimeoutException if isinstance(exc, httpx.TimeoutException) else None
        twin = twin or httpx2.TransportError
    return twin(str(exc) or type(exc).__name__, request=request)


def as_httpx2_client(client: AsyncHTTPClient) -> httpx2.AsyncClient:
    """Return `client` as an `httpx2.AsyncClient`, bridging a classic `httpx` client if needed."""
    if isinstance(client, httpx2.AsyncClient):
        return client
    timeout = httpx2.Timeout(**client.timeout.as_dict())
    return httpx2.AsyncClient(transport=_LegacyClientTransport(client), timeout=timeout)


def parse_retry_after(headers: Mapping[str, str] | None) -> float | None:
    """Seconds to wait from `retry-after-ms`, or `Retry-After` as seconds or an HTTP date.

    Returns:
        The delay in seconds (never negative), or `None` when no usable header is present.
    """
    if not headers:
        return None
    lowered = {key.lower(): value for key, value in headers.items()}
    millis = lowered.get("retry-after-ms")
    if millis is not None:
        try:
            return max(float(millis) / 1000.0, 0.0)
        except ValueError:
            pass
    value = lowered.get("retry-after")
    if value is None:
        return None
    try:
        return max(float(value), 0.0)
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    return max(when.timestamp() - time.time(), 0.0)


def response_body(response: httpx.Response | httpx2.Response | None) -> Any:
    """The decoded body of an error response: its JSON value, else its text."""
    if response is None:
        return None
    try:
        text = response.text
    except (httpx.ResponseNotRead, httpx2.ResponseNotRead):
        return None
    try:
        return json.loads(text)
    except ValueError:
        return text


def map_sdk_error(exc: Exception, model_name: str) -> Exception:
    """Translate an SDK (openai/anthropic) or transport exception into our error tree.

    Both SDKs share the Stainless error shapes: `APIStatusError` carries `.status_code` and
    `.response`; `APITimeoutError` and `APIConnectionError` mean the request never got an answer.
    Anything else is returned unchanged, to propagate as our bug.
    """
    status_code = getattr(exc, "status_code", None)
    response = getattr(exc, "response", None)
    if isinstance(status_code, int) and status_code < 400 and response is not None:
        # An `error` event inside a 200 stream (e.g. overloaded mid-answer): try again later.
        detail = getattr(exc, "body", None) or str(exc)
        return ModelAPIError(model_name, f"error in stream: {detail!r}", retryable=True)
    if isinstance(status_code, int) and response is not None:
        return ModelHTTPError(
            model_name,
            status_code,
            response_body(response),
            retry_after=parse_retry_after(response.headers),
        )
    name = type(exc).__name__
    if name in ("APITimeoutError", "APIConnectionError") or isinstance(exc, TRANSPORT_ERRORS):
        kind = "timed out" if "Timeout" in name else "connection failed"
        return ModelAPIError(model_name, f"request {kind}: {exc}", retryable=True)
    if name in ("APIResponseValidationError", "APIError") or isinstance(exc, ValueError):
        body = getattr(exc, "body", None) or str(exc)
        return UnexpectedModelBehavior(f"{model_name}: malformed response", body)
    return exc


def decode_tool_args(raw: Any, tool_name: str, body: Any = None) -> dict[str, Any]:
    """Decode a tool call's arguments (a JSON object string, or an object already).

    Raises:
        UnexpectedModelBehavior: When the arguments are not a JSON object.
    """
    if raw is None or raw == "":
        return {}
    try:
        args = json.loads(raw) if isinstance(raw, str) else raw
    except ValueError as exc:
        raise UnexpectedModelBehavior(
            f"arguments of tool call {tool_name!r} are not valid JSON ({exc})", body or raw
        ) from exc
    if not isinstance(args, dict):
        raise UnexpectedModelBehavior(
            f"arguments of tool call {tool_name!r} are not a JSON object", body or raw
        )
    return args


def tool_result_text(content: Any) -> str:
    """A tool's result as the text sent back to a model: strings as-is, the rest as JSON."""
    if isinstance(content, str):
        return content
    return pydantic_core.to_json(content, fallback=str).decode()


def retry_prompt_text(content: str) -> str:
    """What a model is told when its last answer was rejected."""
    return content + RETRY_SUFFIX


def parse_json_body(text: str, model_name: str) -> Any:
    """Decode a successful response body.

    Raises:
        UnexpectedModelBehavior: When the body is not JSON.
    """
    try:
        return json.loads(text)
    except ValueError as exc:
        raise UnexpectedModelBehavior(f"{model_name}: body is not JSON", text) from exc


async def sdk_text_deltas(
    open_stream: Awaitable[Any],
    feed: Callable[[dict[str, Any]], str],
    model_name: str,
    sdk_errors: tuple[type[Exception], ...],
) -> AsyncIterator[str]:
    """Open an SDK stream, feed each event (as a dict) to `feed`, and yield its text deltas.

    Raises:
        ModelAPIError: For SDK and transport failures, mapped by `map_sdk_error`, including
            those that happen in the middle of the stream.
    """
    try:
        stream = await open_stream
        async with stream:
            async for event in stream:
                delta = feed(event.to_dict())
                if delta:
                    yield delta
    except sdk_errors as exc:
        raise map_sdk_error(exc, model_name) from exc
