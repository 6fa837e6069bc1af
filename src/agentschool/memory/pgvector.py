"""Long-term memories in PostgreSQL with the `pgvector` extension (exact cosine search).

One table holds each memory's text, `jsonb` metadata, times and `vector(d)` embedding; a side table
holds the dimension, the model name and the counters. Recall is an exact `ORDER BY embedding <=> q`
scan, so metadata filters never lose results to an approximate index.
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Mapping, Sequence
from typing import Any

from agentschool.exceptions import ConfigError, UserError
from agentschool.memory.embeddings import Vectors
from agentschool.memory.store import DimensionMismatchError, MemoryRecord, check_filter

__all__ = ["PgVectorStore", "psycopg_conninfo"]

_TABLE = re.compile(r"^[a-z_][a-z0-9_]{0,50}$")
_COLUMNS = "id, text, metadata, created_at, expires_at"
_LIVE = "(expires_at IS NULL OR expires_at > %s)"


def psycopg_conninfo(url: str) -> str:
    """A SQLAlchemy-style URL (`postgresql+asyncpg://...`) as a libpq URL psycopg accepts."""
    return re.sub(r"^postgres(?:ql)?(?:\+\w+)?://", "postgresql://", url)


def _record(row: Sequence[Any]) -> MemoryRecord:
    return MemoryRecord(
        id=row[0], text=row[1], metadata=row[2], created_at=row[3], expires_at=row[4]
    )


class PgVectorStore:
    """Long-term memories in a PostgreSQL table (`agentschool_memory` by default)."""

    backend = "pgvector"

    def __init__(self, url: str, *, table: str = "agentschool_memory") -> None:
        """Connect, create the `vector` extension if allowed, and create the tables.

        Raises:
            UserError: The table name is not a plain lowercase identifier.
            ConfigError: psycopg/pgvector are missing, or the server lacks the extension.
        """
        if not _TABLE.match(table):
            raise UserError(f"invalid memory table name {table!r}: lowercase letters, digits, _")
        try:
            import psycopg
            from pgvector.psycopg import register_vector
        except ImportError:
            raise ConfigError(
                "the pgvector store needs psycopg and pgvector: "
                "pip install 'agentschool[memory,postgres]'"
            ) from None
        self.table = table
        self.location = f"PostgreSQL table {table}"
        self._dimension: int | None = None
        self._lock = threading.Lock()
        self._db: Any = psycopg.connect(psycopg_conninfo(url), autocommit=True)
        try:
            self._db.execute("CREATE EXTENSION IF NOT EXISTS vector")
        except psycopg.Error as exc:
            self._db.close()
            raise ConfigError(
                "PostgreSQL cannot provide the pgvector extension (install the server package, "
                f"e.g. Debian's postgresql-15-pgvector): {str(exc).strip()}"
            ) from None
        register_vector(self._db)
        self._db.execute(
            f"CREATE TABLE IF NOT EXISTS {table}_meta (key text PRIMARY KEY, value text NOT NULL)"
        )
        self._db.execute(
            f"CREATE TABLE IF NOT EXISTS {table}_counters "
            "(name text PRIMARY KEY, value bigint NOT NULL)"
        )
        self._db.execute(
            f"CREATE TABLE IF NOT EXISTS {table}_counted "
            "(name text, key text, PRIMARY KEY (name, key))"
        )

    def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        with self._lock:
            return list(self._db.execute(sql, params).fetchall())

    def _meta(self, key: str) -> str | None:
        rows = self._rows(f"SELECT value FROM {self.table}_meta WHERE key = %s", (key,))
        return str(rows[0][0]) if rows else None

    def dimension(self) -> int | None:
        """Dimension of the stored vectors; None before the first memory."""
        if self._dimension is None:  # fixed once set: cache it, saving a query per search
            value = self._meta("dimension")
            self._dimension = None if value is None else int(value)
        return self._dimension

    def model(self) -> str | None:
        """The embedding model the stored vectors came from."""
        return self._meta("model")

    def _create(self, dimension: int, model: str) -> None:
        t = self.table
        with self._lock, self._db.transaction():
            self._db.execute(
                f"CREATE TABLE IF NOT EXISTS {t} (id text PRIMARY KEY, text text NOT NULL, "
                "metadata jsonb NOT NULL, created_at double precision NOT NULL, "
                f"expires_at double precision, embedding vector({dimension}) NOT NULL)"
            )
            self._db.execute(f"CREATE INDEX IF NOT EXISTS {t}_created ON {t} (created_at)")
            self._db.execute(
                f"INSERT INTO {t}_meta (key, value) VALUES ('dimension', %s), ('model', %s) "
                "ON CONFLICT (key) DO NOTHING",
                (str(dimension), model),
            )

    def add(self, records: Sequence[MemoryRecord], vectors: Vectors, *, model: str) -> None:
        """Store memories and their vectors in one transaction.

        Raises:
            DimensionMismatchError: The table holds vectors of another dimension.
        """
        given = int(vectors.shape[1])
        stored = self.dimension()
        if stored is not None and stored != given:
            raise DimensionMismatchError(stored, given, where=self.location, model=model)
        if stored is None:
            self._create(given, model)
        rows = [
            (r.id, r.text, json.dumps(r.metadata), r.created_at, r.expires_at, v)
            for r, v in zip(records, vectors, strict=True)
        ]
        with self._lock, self._db.transaction(), self._db.cursor() as cursor:
            cursor.executemany(
                f"INSERT INTO {self.table} ({_COLUMNS}, embedding) "
                "VALUES (%s, %s, %s::jsonb, %s, %s, %s)",
                rows,
            )

    def search(
        self, vector: Vectors, k: int, where: Mapping[str, Any], now: float
    ) -> list[tuple[MemoryRecord, float]]:
        """The `k` nearest live memories matching `where`, with cosine similarity, best first."""
        if self.dimension() is None or k <= 0:
            return []
        rows = self._rows(
            f"SELECT {_COLUMNS}, embedding <=> %s AS d FROM {self.table} "
            f"WHERE {_LIVE} AND metadata @> %s::jsonb ORDER BY d LIMIT %s",
            (vector, now, json.dumps(check_filter(where)), k),
        )
        return [(_record(row), 1.0 - float(row[5])) for row in rows]

    def get(self, memory_id: str) -> MemoryRecord | None:
        """One memory by id, or None."""
        if self.dimension() is None:
            return None
        rows = self._rows(f"SELECT {_COLUMNS} FROM {self.table} WHERE id = %s", (memory_id,))
        return _record(rows[0]) if rows else None

    def update_metadata(self, memory_id: str, metadata: Mapping[str, Any]) -> None:
        """Replace a memory's metadata."""
        with self._lock:
            self._db.execute(
                f"UPDATE {self.table} SET metadata = %s::jsonb WHERE id = %s",
                (json.dumps(metadata), memory_id),
            )

    def delete(self, memory_id: str) -> bool:
        """Forget one memory; False when there was none."""
        if self.dimension() is None:
            return False
        with self._lock:
            cursor = self._db.execute(f"DELETE FROM {self.table} WHERE id = %s", (memory_id,))
            return bool(cursor.rowcount)

    def list(self, *, where: Mapping[str, Any], limit: int, offset: int = 0) -> list[MemoryRecord]:
        """Memories matching `where`, newest first."""
        if self.dimension() is None:
            return []
        rows = self._rows(
            f"SELECT {_COLUMNS} FROM {self.table} WHERE metadata @> %s::jsonb "
            "ORDER BY created_at DESC, id DESC LIMIT %s OFFSET %s",
            (json.dumps(check_filter(where)), limit, offset),
        )
        return [_record(row) for row in rows]

    def count(self) -> int:
        """Number of stored memories."""
        if self.dimension() is None:
            return 0
        return int(self._rows(f"SELECT count(*) FROM {self.table}")[0][0])

    def prune(self, *, now: float, max_items: int | None, created_before: float | None) -> int:
        """Delete expired memories, those created before `created_before`, then the oldest."""
        if self.dimension() is None:
            return 0
        t = self.table
        with self._lock, self._db.transaction():
            removed = self._db.execute(
                f"DELETE FROM {t} WHERE expires_at <= %s OR created_at < %s",
                (now, created_before if created_before is not None else float("-inf")),
            ).rowcount
            if max_items is not None:
                removed += self._db.execute(
                    f"DELETE FROM {t} WHERE id IN (SELECT id FROM {t} "
                    "ORDER BY created_at DESC, id DESC OFFSET %s)",
                    (max_items,),
                ).rowcount
        return int(removed)

    def bump(self, counter: str, by: int = 1, *, key: str | None = None) -> None:
        """Add `by` to a named counter (once per `key` when one is given)."""
        with self._lock, self._db.transaction():
            if key is not None:
                added = self._db.execute(
                    f"INSERT INTO {self.table}_counted (name, key) VALUES (%s, %s) "
                    "ON CONFLICT DO NOTHING",
                    (counter, key),
                )
                if added.rowcount == 0:  # counted already
                    return
            self._db.execute(
                f"INSERT INTO {self.table}_counters (name, value) VALUES (%s, %s) ON CONFLICT "
                f"(name) DO UPDATE SET value = {self.table}_counters.value + excluded.value",
                (counter, by),
            )

    def counters(self) -> dict[str, int]:
        """Every named counter."""
        rows = self._rows(f"SELECT name, value FROM {self.table}_counters")
        return {str(n): int(v) for n, v in rows}

    def drop(self) -> None:
        """Drop the store's tables (tests and `memory forget --all`)."""
        with self._lock:
            for suffix in ("", "_meta", "_counters", "_counted"):
                self._db.execute(f"DROP TABLE IF EXISTS {self.table}{suffix}")
            self._dimension = None

    def close(self) -> None:
        """Close the connection."""
        self._db.close()
