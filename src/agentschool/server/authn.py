"""Who is calling: bearer tokens to principals, with the failed-auth and per-key rate limits.

One `Authenticator` serves REST, the WebSocket stream and MCP over HTTP, so a key is counted
once per request whichever surface it uses, and a client address that keeps failing is refused
before its tokens cost a database lookup.
"""

from __future__ import annotations

import hmac
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from agentschool.runs.keys import KeyScope, KeyStore
from agentschool.server.errors import Problem
from agentschool.server.limits import RateLimiter

__all__ = ["CHALLENGE", "Authenticator", "Principal", "TokenCheck", "key_check"]

CHALLENGE = {"WWW-Authenticate": 'Bearer realm="agentschool"'}
"""Sent with every 401."""


@dataclass(frozen=True, slots=True)
class Principal:
    """Who is calling."""

    key_id: str | None
    """The API key's id; None when auth is disabled (or for the operator's MCP token)."""
    scope: KeyScope
    """What the caller may do."""


TokenCheck = Callable[[str], Awaitable[Principal | None]]
"""Maps a bearer token to its principal, or None when it is not valid."""


def key_check(keys: KeyStore, operator_token: str | None = None) -> TokenCheck:
    """Check tokens against the API keys of `keys` (and `operator_token`, an admin, when set)."""

    async def check(token: str) -> Principal | None:
        if operator_token and hmac.compare_digest(token.encode(), operator_token.encode()):
            return Principal(None, KeyScope.ADMIN)
        key = await keys.verify(token)
        return None if key is None else Principal(key.id, key.scope)

    return check


@dataclass
class Authenticator:
    """Authenticates bearer tokens and applies the failed-auth and per-key limits.

    Args:
        check: Token → principal; None serves without auth (every caller is an admin).
        limiter: Requests per key (per client address without auth).
        failures: Failed authentications per client address.
    """

    check: TokenCheck | None
    limiter: RateLimiter
    failures: RateLimiter

    async def authenticate(self, token: str | None, client: str) -> Principal:
        """The caller's principal, counted against its rate limit.

        Raises:
            Problem: 401 (no or bad token), 429 (too many failures from `client`, or over the
                key's rate limit; with `Retry-After`).
        """
        if self.check is None:
            principal = Principal(None, KeyScope.ADMIN)
        else:
            principal = await self._verify(token, client)
        decision = await self.limiter.hit(principal.key_id or f"ip:{client}")
        if not decision.allowed:
            raise Problem(
                429,
                f"rate limit of {self.limiter.limit} requests exceeded; retry later",
                headers={"Retry-After": str(decision.retry_after)},
            )
        return principal

    async def _verify(self, token: str | None, client: str) -> Principal:
        assert self.check is not None
        if not token:
            raise Problem(
                401, "missing API key: send `Authorization: Bearer <key>`", headers=CHALLENGE
            )
        failures = f"authfail:{client}"
        blocked = await self.failures.peek(failures)
        if not blocked.allowed:
            raise Problem(
                429,
                "too many failed authentications from this address; retry later",
                headers={"Retry-After": str(blocked.retry_after)},
            )
        principal = await self.check(token)
        if principal is None:
            await self.failures.hit(failures)
            raise Problem(401, "invalid or revoked API key", headers=CHALLENGE)
        return principal
