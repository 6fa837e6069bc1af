"""The default long-term store: one SQLite file with a `sqlite-vec` `vec0` table of embeddings.

Rows live in `memories`; their unit vectors in the `vec0` virtual table `memories_vec` under the
same rowid (cosine distance). An unfiltered recall is a `vec0` KNN query; a metadata-filtered
recall scans the matching rows with `vec_distance_cosine` (exact either way). Python builds without
loadable SQLite extensions use `pysqlite3` (the `pysqlite3-binary` wheel) instead of `sqlite3`.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import weakref
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from agentschool.exceptions import ConfigError
from agentschool.memory.embeddings import Vectors
from agentschool.memory.store import DimensionMismatchError, MemoryRecord, check_filter

__all__ = ["MEMORY_DB_NAME", "SqliteVecStore"]

MEMORY_DB_NAME = "memory.db"
"""File name of the long-term memory database inside the data dir."""

_SCHEMA = """
CREATE TABLE IF NOT EXISTS memories (
    pk INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    text TEXT NOT NULL,
    metadata TEXT NOT NULL,
    created_at REAL NOT NULL,
    expires_at REAL
);
CREATE INDEX IF NOT EXISTS memories_created ON memories (created_at);
CREATE INDEX IF NOT EXISTS memories_expires ON memories (expires_at);
CREATE TABLE IF NOT EXISTS memory_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS memory_counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS memory_counted (name TEXT, key TEXT, PRIMARY KEY (name, key));
"""
_COLUMNS = "m.id, m.text, m.metadata, m.created_at, m.expires_at"
_LIVE = "(m.expires_at IS NULL OR m.expires_at > ?)"
_KNN_LIMIT = 4096  # vec0's largest k


def _connect(path: str) -> Any:
    """A connection with sqlite-vec loaded (stdlib sqlite3 when it can load extensions)."""
    try:
        import sqlite_vec
    except ImportError:
        raise ConfigError("sqlite-vec is missing: pip install 'agentschool[memory]'") from None
    module: Any = sqlite3
    if not hasattr(sqlite3.Connection, "enable_load_extension"):
        try:
            from pysqlite3 import dbapi2
        except ImportError:
            raise ConfigError(
                "this Python's sqlite3 cannot load extensions; pip install pysqlite3-binary "
                "(part of agentschool[memory])"
            ) from None
        module = dbapi2
    db = module.connect(path, timeout=10.0, check_same_thread=False)
    db.enable_load_extension(True)
    sqlite_vec.load(db)
    db.enable_load_extension(False)
    return db


def _where_sql(where: Mapping[str, Any]) -> tuple[str, list[Any]]:
    clauses: list[str] = []
    params: list[Any] = []
    for key, value in check_filter(where).items():
        clauses.append(f"json_extract(m.metadata, '$.{key}') IS ?")
        params.append(int(value) if isinstance(value, bool) else value)
    return (" AND ".join(clauses) or "1"), params


def _record(row: Sequence[Any]) -> MemoryRecord:
    return MemoryRecord(
        id=row[0], text=row[1], metadata=json.loads(row[2]), created_at=row[3], expires_at=row[4]
    )


class SqliteVecStore:
    """Long-term memories in one SQLite file (the data dir's `memory.db` by default)."""

    backend = "sqlite-vec"

    def __init__(self, path: str | Path) -> None:
        """Open (and create if needed) the store at `path` (`:memory:` for a throwaway one)."""
        self.location = str(path)
        self._dimension: int | None = None
        if self.location != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._db: Any = _connect(self.location)
        self._closer = weakref.finalize(self, self._db.close)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        with self._tx() as db:
            db.executescript(_SCHEMA)

    @contextmanager
    def _tx(self) -> Iterator[Any]:
        with self._lock, self._db:  # one transaction at a time; commit, or roll back on error
            yield self._db

    def _meta(self, key: str) -> str | None:
        with self._tx() as db:
            row = db.execute("SELECT value FROM memory_meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def dimension(self) -> int | None:
        """Dimension of the stored vectors; None before the first memory."""
        if self._dimension is None:  # fixed once set: cache it, saving a query per search
            value = self._meta("dimension")
            self._dimension = None if value is None else int(value)
        return self._dimension

    def model(self) -> str | None:
        """The embedding model the stored vectors came from."""
        return self._meta("model")

    def add(self, records: Sequence[MemoryRecord], vectors: Vectors, *, model: str) -> None:
        """Store memories and their vectors in one transaction.

        Raises:
            DimensionMismatchError: The store holds vectors of another dimension.
        """
        given = int(vectors.shape[1])
        with self._tx() as db:
            # Read the dimension inside the transaction: two first writers racing on another
            # thread must not both create the vector table.
            row = db.execute("SELECT value FROM memory_meta WHERE key = 'dimension'").fetchone()
            stored = None if row is None else int(row[0])
            if stored is not None and stored != given:
                raise DimensionMismatchError(stored, given, where=self.location, model=model)
            if stored is None:
                db.execute(
                    "CREATE VIRTUAL TABLE IF NOT EXISTS memories_vec USING "
                    f"vec0(embedding float[{given}] distance_metric=cosine)"
                )
                db.executemany(
                    "INSERT INTO memory_meta (key, value) VALUES (?, ?)",
                    [("dimension", str(given)), ("model", model)],
                )
            for record, vector in zip(records, vectors, strict=True):
                cursor = db.execute(
                    "INSERT INTO memories (id, text, metadata, created_at, expires_at) "
                    "VALUES (?, ?, ?, ?, ?)",
                    (
                        record.id,
                        record.text,
                        json.dumps(record.metadata),
                        record.created_at,
                        record.expires_at,
                    ),
                )
                db.execute(
                    "INSERT INTO memories_vec (rowid, embedding) VALUES (?, ?)",
                    (cursor.lastrowid, vector.astype("float32").tobytes()),
                )

    def search(
        self, vector: Vectors, k: int, where: Mapping[str, Any], now: float
    ) -> list[tuple[MemoryRecord, float]]:
        """The `k` nearest live memories matching `where`, with cosine similarity, best first."""
        if self.dimension() is None or k <= 0:
            return []
        blob = vector.astype("float32").tobytes()
        with self._tx() as db:
            expired = db.execute(
                "SELECT count(*) FROM memories WHERE expires_at <= ?", (now,)
            ).fetchone()[0]
            if not where and k + expired <= _KNN_LIMIT:
                return self._knn(db, blob, k, k + expired, now)
            condition, params = _where_sql(where)
            rows = db.execute(
                f"SELECT {_COLUMNS}, vec_distance_cosine(v.embedding, ?) AS d "
                "FROM memories m JOIN memories_vec v ON v.rowid = m.pk "
                f"WHERE {_LIVE} AND {condition} ORDER BY d LIMIT ?",
                (blob, now, *params, k),
            ).fetchall()
        return [(_record(row), 1.0 - float(row[5])) for row in rows]

    @staticmethod
    def _knn(
        db: Any, blob: bytes, k: int, fetch: int, now: float
    ) -> list[tuple[MemoryRecord, float]]:
        rows = db.execute(
            f"SELECT {_COLUMNS}, knn.distance FROM "
            "(SELECT rowid, distance FROM memories_vec WHERE embedding MATCH ? AND k = ?) AS knn "
            f"JOIN memories m ON m.pk = knn.rowid WHERE {_LIVE} ORDER BY knn.distance LIMIT ?",
            (blob, fetch, now, k),
        ).fetchall()
        return [(_record(row), 1.0 - float(row[5])) for row in rows]

    def get(self, memory_id: str) -> MemoryRecord | None:
        """One memory by id, or None."""
        with self._tx() as db:
            row = db.execute(f"SELECT {_COLUMNS} FROM memories m WHERE m.id = ?", (memory_id,))
            found = row.fetchone()
        return None if found is None else _record(found)

    def update_metadata(self, memory_id: str, metadata: Mapping[str, Any]) -> None:
        """Replace a memory's metadata."""
        with self._tx() as db:
            db.execute(
                "UPDATE memories SET metadata = ? WHERE id = ?", (json.dumps(metadata), memory_id)
            )

    def _delete_pks(self, db: Any, pks: list[int]) -> int:
        for start in range(0, len(pks), 500):
            chunk = pks[start : start + 500]
            marks = ",".join("?" * len(chunk))
            db.execute(f"DELETE FROM memories WHERE pk IN ({marks})", chunk)
            db.execute(f"DELETE FROM memories_vec WHERE rowid IN ({marks})", chunk)
        return len(pks)

    def delete(self, memory_id: str) -> bool:
        """Forget one memory; False when there was none."""
        with self._tx() as db:
            row = db.execute("SELECT pk FROM memories WHERE id = ?", (memory_id,)).fetchone()
            return row is not None and self._delete_pks(db, [row[0]]) == 1

    def list(self, *, where: Mapping[str, Any], limit: int, offset: int = 0) -> list[MemoryRecord]:
        """Memories matching `where`, newest first."""
        condition, params = _where_sql(where)
        with self._tx() as db:
            rows = db.execute(
                f"SELECT {_COLUMNS} FROM memories m WHERE {condition} "
                "ORDER BY m.created_at DESC, m.pk DESC LIMIT ? OFFSET ?",
                (*params, limit, offset),
            ).fetchall()
        return [_record(row) for row in rows]

    def count(self) -> int:
        """Number of stored memories."""
        with self._tx() as db:
            return int(db.execute("SELECT count(*) FROM memories").fetchone()[0])

    def prune(self, *, now: float, max_items: int | None, created_before: float | None) -> int:
        """Delete expired memories, those created before `created_before`, then the oldest."""
        with self._tx() as db:
            pks = [
                r[0]
                for r in db.execute(
                    "SELECT pk FROM memories WHERE expires_at <= ? OR created_at < ?",
                    (now, created_before if created_before is not None else float("-inf")),
                )
            ]
            removed = self._delete_pks(db, pks)
            if max_items is not None:
                extra = db.execute(
                    "SELECT pk FROM memories ORDER BY created_at DESC, pk DESC LIMIT -1 OFFSET ?",
                    (max_items,),
                ).fetchall()
                removed += self._delete_pks(db, [r[0] for r in extra])
        return removed

    def bump(self, counter: str, by: int = 1, *, key: str | None = None) -> None:
        """Add `by` to a named counter (once per `key` when one is given)."""
        with self._tx() as db:
            if key is not None:
                added = db.execute(
                    "INSERT OR IGNORE INTO memory_counted (name, key) VALUES (?, ?)", (counter, key)
                )
                if added.rowcount == 0:  # counted already
                    return
            db.execute(
                "INSERT INTO memory_counters (name, value) VALUES (?, ?) "
                "ON CONFLICT (name) DO UPDATE SET value = value + excluded.value",
                (counter, by),
            )

    def counters(self) -> dict[str, int]:
        """Every named counter."""
        with self._tx() as db:
            return {n: int(v) for n, v in db.execute("SELECT name, value FROM memory_counters")}

    def close(self) -> None:
        """Close the connection (also done when the store is garbage-collected)."""
        self._closer()
