"""The private-address guard: which hosts an outbound client may reach for a caller.

One function decides, for every client that takes a URL from a request or a model (the
`http_get` tool, model base URLs, MCP client servers, school sources): `address_refusal`
says why an IP address must not be reached (loopback, private, link-local, reserved,
multicast, shared or unspecified), `host_refusal` resolves a host first and checks every
address it has (one private answer is enough to refuse), and `url_refusal` adds the scheme
and host checks. They return the reason, or None when the target is public, so each caller
raises its own kind of error.

Address literals are normalized the way the resolver would read them: `127.1`, `0x7f000001`,
`2130706433`, `0177.0.0.1`, `[::1]`, `::ffff:127.0.0.1` and `localhost.` all count as loopback.
"""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Awaitable, Callable
from urllib.parse import urlsplit

import anyio

__all__ = [
    "Resolver",
    "address_refusal",
    "host_refusal",
    "resolve_host",
    "resolved_addresses",
    "url_refusal",
]

Resolver = Callable[[str], Awaitable[list[str]]]
"""Maps a host name to its IP addresses (injectable so tests need no DNS)."""

_KINDS = ("loopback", "link_local", "multicast", "private", "reserved", "unspecified")


async def resolve_host(host: str) -> list[str]:
    """The distinct IP addresses `host` resolves to (system resolver, off the event loop)."""
    infos = await anyio.getaddrinfo(host, None, type=socket.SOCK_STREAM)
    return sorted({str(info[4][0]) for info in infos})


def address_refusal(address: str) -> str | None:
    """Why `address` must not be reached (`"loopback address 127.0.0.1"`), or None if public."""
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    if ip.is_global and not ip.is_multicast:
        return None
    kind = next((name for name in _KINDS if getattr(ip, f"is_{name}")), "non-public")
    return f"{kind.replace('_', '-')} address {ip}"


def _literal(host: str) -> str | None:
    """The address a host written as an IP literal stands for, in any spelling; else None."""
    bare = host.strip("[]")
    try:
        return str(ipaddress.ip_address(bare))
    except ValueError:
        pass
    try:  # the legacy IPv4 forms every resolver accepts: 127.1, 0x7f000001, 2130706433, 0177.0.0.1
        return socket.inet_ntoa(socket.inet_aton(bare))
    except OSError:
        return None


async def resolved_addresses(host: str, resolver: Resolver = resolve_host) -> list[str]:
    """The addresses of `host` (a name or an address literal in any spelling).

    Raises:
        OSError: The name does not resolve (or resolves to nothing).
    """
    literal = _literal(host)
    if literal is not None:
        return [literal]
    addresses = await resolver(host)
    if not addresses:
        raise OSError(f"host {host} has no addresses")
    return addresses


async def host_refusal(host: str, resolver: Resolver = resolve_host) -> str | None:
    """Why `host` must not be reached (any of its addresses is not public), or None."""
    host = host.rstrip(".").lower()
    if not host:
        return "no host"
    try:
        addresses = await resolved_addresses(host, resolver)
    except OSError as exc:
        return f"host {host} does not resolve ({exc})"
    for address in addresses:
        reason = address_refusal(address)
        if reason is not None:
            return reason
    return None


async def url_refusal(url: str, resolver: Resolver = resolve_host) -> str | None:
    """Why an outbound request to `url` must not be made (scheme, host, address), or None."""
    try:
        parts = urlsplit(url.strip())
        host = parts.hostname or ""
    except ValueError as exc:
        return f"not a valid URL ({exc})"
    if parts.scheme not in ("http", "https"):
        return f"only http and https URLs are allowed, not {parts.scheme or '?'}:"
    return await host_refusal(host, resolver)
