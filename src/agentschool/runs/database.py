"""Where the run store's database is: its async URL, and SQLite's connection settings."""

from __future__ import annotations

from typing import Any

from agentschool.exceptions import UserError

__all__ = ["SQLITE_LOCK_WAIT", "async_database_url", "sqlite_pragmas"]


def async_database_url(url: str) -> str:
    """The SQLAlchemy async URL for `sqlite:///…` or `postgresql://…`.

    Raises:
        UserError: For any other scheme.
    """
    scheme, sep, rest = url.partition("://")
    if not sep:
        raise UserError(f"invalid database URL {url!r}: expected sqlite:/// or postgresql://")
    base = scheme.split("+", 1)[0]
    if base == "sqlite":
        return f"sqlite+aiosqlite://{rest}"
    if base in ("postgresql", "postgres"):
        return f"postgresql+asyncpg://{rest}"
    raise UserError(f"unsupported database {scheme!r}: use sqlite:/// or postgresql://")


def sqlite_pragmas(dbapi_connection: Any, _record: Any, *, busy_timeout: int = 30000) -> None:
    """On each new SQLite connection: WAL, a busy timeout (ms), and `synchronous=NORMAL`."""
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute(f"PRAGMA busy_timeout={busy_timeout}")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


SQLITE_LOCK_WAIT = 30.0
"""Seconds a latency-sensitive write (a run insert, an enqueue) retries SQLite's write lock.

Other processes (workers) hold the lock often and briefly; SQLite's own busy handler sleeps
1, 2, 5 ... 100 ms between tries and loses most races against them, which shows as enqueue
latency. Those writes fail fast on a busy lock instead and retry every millisecond until this
deadline.
"""
