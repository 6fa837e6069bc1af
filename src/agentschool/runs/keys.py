"""API keys: `as_<id>_<secret>`, stored as sha256 of the secret, with a scope.

Scopes are ordered: `read` (GET) < `run` (create and cancel runs, decide approvals) < `admin`.
"""

from __future__ import annotations

import enum
import hashlib
import hmac
import secrets

import pydantic
from sqlalchemy import select, update

from agentschool.runs.store import RunStore
from agentschool.runs.tables import ApiKeyRow, utcnow

__all__ = ["ApiKey", "KeyScope", "KeyStore"]


class KeyScope(enum.StrEnum):
    """What a key may do; each scope includes the ones below it."""

    READ = "read"
    """Read runs, events, tools and approvals."""
    RUN = "run"
    """Also create and cancel runs and decide approvals."""
    ADMIN = "admin"
    """Everything."""

    def allows(self, needed: KeyScope) -> bool:
        """Whether this scope includes `needed`."""
        return _RANK[self] >= _RANK[needed]


_RANK = {scope: rank for rank, scope in enumerate(KeyScope)}
"""Each scope's place, narrowest first (checked on every request: `list(KeyScope)` was slow)."""


class ApiKey(pydantic.BaseModel):
    """An API key without its secret."""

    model_config = pydantic.ConfigDict(from_attributes=True)

    id: str
    """Key id (public part of the token)."""
    name: str
    """Human label."""
    scope: KeyScope
    """What it may do."""
    revoked: bool = False
    """Whether it was revoked."""


def _hash(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


class KeyStore:
    """API keys on a `RunStore`'s database."""

    def __init__(self, store: RunStore) -> None:
        self.store = store

    async def create(self, name: str, scope: KeyScope) -> tuple[ApiKey, str]:
        """Create a key; returns it and the token, which is shown only this once."""
        key_id = secrets.token_hex(6)
        secret = secrets.token_urlsafe(32)
        row = ApiKeyRow(
            id=key_id, name=name, scope=scope.value, secret_hash=_hash(secret), created_at=utcnow()
        )
        async with self.store.write() as session:
            session.add(row)
        return ApiKey(id=key_id, name=name, scope=scope), f"as_{key_id}_{secret}"

    async def verify(self, token: str) -> ApiKey | None:
        """The key a token belongs to, or None when it is unknown, malformed or revoked."""
        prefix, _, rest = token.partition("_")
        key_id, _, secret = rest.partition("_")
        if prefix != "as" or not key_id or not secret:
            return None
        async with self.store.sessions() as session:
            row = await session.get(ApiKeyRow, key_id)
        if row is None or row.revoked_at is not None:
            return None
        if not hmac.compare_digest(row.secret_hash, _hash(secret)):
            return None
        return ApiKey(id=row.id, name=row.name, scope=KeyScope(row.scope))

    async def list(self) -> list[ApiKey]:
        """Every key, oldest first."""
        async with self.store.sessions() as session:
            rows = (await session.scalars(select(ApiKeyRow).order_by(ApiKeyRow.created_at))).all()
        return [
            ApiKey(id=r.id, name=r.name, scope=KeyScope(r.scope), revoked=r.revoked_at is not None)
            for r in rows
        ]

    async def revoke(self, key_id: str) -> bool:
        """Revoke a key; False when there is no such active key."""
        query = (
            update(ApiKeyRow)
            .where(ApiKeyRow.id == key_id, ApiKeyRow.revoked_at.is_(None))
            .values(revoked_at=utcnow())
        )
        async with self.store.write() as session:
            return getattr(await session.execute(query), "rowcount", 0) == 1
