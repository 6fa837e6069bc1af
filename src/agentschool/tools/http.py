"""`http_get`: fetch a URL under a domain allowlist, a private-address block and size/time limits.

Every URL, including each redirect target, is checked before a connection is made: the scheme
must be http(s), the host must match `settings.http_allowed_domains` (any host when empty), and
every address the host resolves to must be public unless `settings.http_allow_private`. The body
is streamed and reading stops at the byte limit.

The address check is the shared guard of `agentschool.net`. The default transport connects
only to the addresses it has just checked (`_PinnedBackend`), so a DNS answer that changes
between the check and the connection (DNS rebinding) cannot reach a private address either.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated, Any

import httpcore
import httpx
import pydantic

from agentschool.exceptions import ModelRetry, ToolError
from agentschool.net import Resolver, address_refusal, resolve_host, resolved_addresses
from agentschool.settings import Settings
from agentschool.tools.base import RiskLevel, Tool

__all__ = ["Resolver", "build_http_get", "check_address", "resolve_host"]

_KEPT_HEADERS = (
    "content-type",
    "content-length",
    "content-encoding",
    "last-modified",
    "etag",
    "date",
    "cache-control",
    "location",
)
_TEXTUAL = ("text/", "json", "xml", "javascript", "x-www-form-urlencoded", "csv", "yaml")


def check_address(address: str, *, allow_private: bool) -> None:
    """Refuse loopback, private, link-local, reserved and multicast addresses.

    Raises:
        ToolError: Naming the address and why it is refused.
    """
    reason = None if allow_private else address_refusal(address)
    if reason is not None:
        raise ToolError(
            f"refusing to connect to {reason} (set AGENTSCHOOL_HTTP_ALLOW_PRIVATE=true to allow)"
        )


def _host_allowed(host: str, domains: list[str]) -> bool:
    if not domains:
        return True
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in (x.lower().strip(".") for x in domains))


class _Fetcher:
    """Checks and fetches URLs for one `http_get` tool."""

    def __init__(
        self,
        settings: Settings | None,
        transport: httpx.AsyncBaseTransport | None,
        resolver: Resolver,
        max_bytes: int,
        timeout: float,
        max_redirects: int,
    ) -> None:
        self.settings = settings
        self.transport = transport
        self.resolver = resolver
        self.max_bytes = max_bytes
        self.timeout = timeout
        self.max_redirects = max_redirects

    async def check_url(self, url: httpx.URL, settings: Settings) -> None:
        if url.scheme not in ("http", "https"):
            raise ToolError(f"only http and https URLs can be fetched, not {url.scheme or '?'}:")
        host = url.host.rstrip(".").lower()
        if not host:
            raise ToolError(f"URL {url} has no host")
        if not _host_allowed(host, settings.http_allowed_domains):
            allowed = ", ".join(settings.http_allowed_domains)
            raise ToolError(f"host {host} is not in the allowed domains ({allowed})")
        await _checked_addresses(host, self.resolver, settings.http_allow_private)

    async def fetch(self, url: str, max_bytes: int | None) -> dict[str, Any]:
        settings = self.settings or Settings()
        limit = min(max_bytes or self.max_bytes, self.max_bytes)
        try:
            current = httpx.URL(url.strip())
        except httpx.InvalidURL as exc:
            raise ModelRetry(f"url is not a valid URL: {exc}") from None
        transport = self.transport or _pinned_transport(self.resolver, settings.http_allow_private)
        async with httpx.AsyncClient(
            transport=transport,
            timeout=self.timeout,
            follow_redirects=False,
            # identity: a compressed body could expand far past the byte limit while decoding
            headers={"accept-encoding": "identity"},
        ) as client:
            for _ in range(self.max_redirects + 1):
                await self.check_url(current, settings)
                try:
                    async with client.stream("GET", current) as response:
                        if response.is_redirect and "location" in response.headers:
                            current = response.url.join(response.headers["location"])
                            continue
                        return await _read(response, limit)
                except httpx.TimeoutException:
                    raise ToolError(
                        f"request to {current} timed out after {self.timeout}s"
                    ) from None
                except httpx.HTTPError as exc:
                    raise ToolError(f"request to {current} failed: {exc}") from None
        raise ToolError(f"more than {self.max_redirects} redirects")


async def _checked_addresses(host: str, resolver: Resolver, allow_private: bool) -> list[str]:
    """The addresses of `host` (a name or an address literal in any spelling), each checked."""
    try:
        addresses = await resolved_addresses(host, resolver)
    except OSError as exc:
        raise ToolError(f"cannot resolve host {host}: {exc}") from None
    for address in addresses:
        check_address(address, allow_private=allow_private)
    return addresses


class _PinnedBackend(httpcore.AsyncNetworkBackend):
    """Resolves and checks the host itself, then connects to exactly the checked address."""

    def __init__(
        self, inner: httpcore.AsyncNetworkBackend, resolver: Resolver, allow_private: bool
    ) -> None:
        self.inner = inner
        self.resolver = resolver
        self.allow_private = allow_private

    async def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,  # noqa: ASYNC109 (httpcore's interface)
        local_address: str | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        addresses = await _checked_addresses(host, self.resolver, self.allow_private)
        error: Exception | None = None
        for address in addresses:
            try:
                return await self.inner.connect_tcp(
                    address, port, timeout, local_address, socket_options
                )
            except httpcore.ConnectError as exc:
                error = exc
        assert error is not None
        raise error

    async def connect_unix_socket(
        self,
        path: str,
        timeout: float | None = None,  # noqa: ASYNC109 (httpcore's interface)
        socket_options: Iterable[Any] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        raise ToolError("http_get does not connect to unix sockets")

    async def sleep(self, seconds: float) -> None:
        await self.inner.sleep(seconds)


def _pinned_transport(resolver: Resolver, allow_private: bool) -> httpx.AsyncHTTPTransport:
    transport = httpx.AsyncHTTPTransport()
    # httpx has no public hook for the connection pool's network backend (httpx 0.28).
    pool = transport._pool
    pool._network_backend = _PinnedBackend(pool._network_backend, resolver, allow_private)
    return transport


async def _read(response: httpx.Response, limit: int) -> dict[str, Any]:
    body = bytearray()
    truncated = False
    async for chunk in response.aiter_bytes():
        body += chunk
        if len(body) > limit:
            truncated = True
            del body[limit:]
            break
    content_type = response.headers.get("content-type", "")
    textual = not content_type or any(marker in content_type.lower() for marker in _TEXTUAL)
    encoding = response.charset_encoding or "utf-8"
    try:
        text = body.decode(encoding, errors="replace") if textual else ""
    except LookupError:
        text = body.decode("utf-8", errors="replace")
    return {
        "url": str(response.url),
        "status": response.status_code,
        "headers": {k: response.headers[k] for k in _KEPT_HEADERS if k in response.headers},
        "content_type": content_type,
        "text": text,
        "bytes": len(body),
        "truncated": truncated,
    }


def build_http_get(
    settings: Settings | None = None,
    *,
    transport: httpx.AsyncBaseTransport | None = None,
    resolver: Resolver | None = None,
    max_bytes: int = 1_000_000,
    timeout: float = 15.0,
    max_redirects: int = 5,
) -> Tool:
    """Build the `http_get` tool.

    Args:
        settings: Allowlist and private-address policy; `Settings()` read per call when None.
        transport: httpx transport (tests pass `httpx.MockTransport`); the default network one
            when None.
        resolver: Host name → addresses, for the private-address check; system DNS when None.
        max_bytes: Most bytes of body read; the rest is dropped and `truncated` is true.
        timeout: Seconds for each network operation, and for the whole call (redirects included).
        max_redirects: Redirects followed, each checked like the first URL.
    """
    fetcher = _Fetcher(
        settings, transport, resolver or resolve_host, max_bytes, timeout, max_redirects
    )

    async def http_get(
        url: str, max_bytes: Annotated[int, pydantic.Field(ge=1)] | None = None
    ) -> dict[str, Any]:
        """Fetch a web page or API over HTTP GET; returns status, headers and the text body.

        Args:
            url: The http:// or https:// URL to fetch.
            max_bytes: Read at most this many bytes of the body (capped by the tool's limit).
        """
        return await fetcher.fetch(url, max_bytes)

    tool = Tool.from_function(http_get, risk=RiskLevel.READ, timeout=timeout)
    tool.metadata["open_world"] = True  # it reaches hosts outside our control (MCP openWorldHint)
    return tool
