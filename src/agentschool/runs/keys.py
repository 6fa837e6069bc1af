"""API keys: `as_<id>_<secret>`, stored as sha256 of the secret, with a scope.

Scopes are ordered: `read` (GET) < `run` (create and cancel runs, decide approvals) < `admin`.

Every request's key is read from the database (a revoked key is refused at once), but requests
arriving while a key's row is being read share that read: a burst of POSTs with one key costs
a few lookups, not one each.
"""

from __future__ import annotations

import asyncio
import enum
import hashlib
import hmac
import secrets

import pydantic
from sqlalchemy import Row, select, update

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


_KEY_COLUMNS = (ApiKeyRow.id, ApiKeyRow.name, ApiKeyRow.scope, ApiKeyRow.secret_hash)


class KeyStore:
    """API keys on a `RunStore`'s database."""

    def __init__(self, store: RunStore) -> None:
        self.store = store
        self._reads: dict[str, asyncio.Task[Row[str, str, str, str] | None]] = {}

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
        row = await self._active_key(key_id)
        if row is None or not hmac.compare_digest(row.secret_hash, _hash(secret)):
            return None
        return ApiKey(id=row.id, name=row.name, scope=KeyScope(row.scope))

    async def _active_key(self, key_id: str) -> Row[str, str, str, str] | None:
        """The key's row unless revoked; joins a read of it already under way in this loop."""
        read = self._reads.get(key_id)
        if read is None or read.done() or read.get_loop() is not asyncio.get_running_loop():
            read = asyncio.ensure_future(self._read_key(key_id))
            self._reads[key_id] = read
            read.add_done_callback(lambda done: self._forget(key_id, done))
        # shielded: a caller that goes away must not cancel the read the others wait on
        return await asyncio.shield(read)

    def _forget(self, key_id: str, read: asyncio.Task[Row[str, str, str, str] | None]) -> None:
        if self._reads.get(key_id) is read:
            del self._reads[key_id]

    async def _read_key(self, key_id: str) -> Row[str, str, str, str] | None:
        query = select(*_KEY_COLUMNS).where(ApiKeyRow.id == key_id, ApiKeyRow.revoked_at.is_(None))
        async with self.store.engine.connect() as conn:
            return (await conn.execute(query)).first()

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
