"""Long-term memory: `remember(text, metadata) -> id`, `recall(query, k, filter)`, `forget(id)`.

Texts are embedded with an `Embedder` (the offline all-MiniLM-L6-v2 by default) and kept in a
`VectorStore`: sqlite-vec in the data dir by default, pgvector when `settings.database_url` is a
PostgreSQL URL (or when asked). Retention: a default TTL per memory, a cap on the number kept
(oldest go first) and `prune()`.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal

from agentschool.exceptions import UserError
from agentschool.memory.embeddings import Embedder, default_embedder
from agentschool.memory.store import (
    DimensionMismatchError,
    Memory,
    MemoryRecord,
    VectorStore,
    check_filter,
)
from agentschool.settings import Settings

__all__ = ["Backend", "LongTermMemory", "open_memory_store"]

Backend = Literal["auto", "sqlite-vec", "pgvector"]


def open_memory_store(
    settings: Settings | None = None, *, backend: Backend = "auto", table: str | None = None
) -> VectorStore:
    """The configured store: pgvector on a PostgreSQL `database_url`, else sqlite-vec.

    Args:
        settings: Where the data dir and database URL come from; `Settings()` when None.
        backend: `auto`, or force one backend.
        table: pgvector table name (`agentschool_memory` when None).

    Raises:
        ConfigError: pgvector was asked for without a PostgreSQL `database_url`.
    """
    from agentschool.exceptions import ConfigError

    settings = settings or Settings()
    url = settings.database_url or ""
    is_pg = url.startswith(("postgresql", "postgres:"))
    if backend == "pgvector" or (backend == "auto" and is_pg):
        if not is_pg:
            raise ConfigError("the pgvector memory needs AGENTSCHOOL_DATABASE_URL=postgresql://...")
        from agentschool.memory.pgvector import PgVectorStore

        return PgVectorStore(url, table=table or "agentschool_memory")
    from agentschool.memory.sqlite_vec import MEMORY_DB_NAME, SqliteVecStore

    return SqliteVecStore(settings.data_dir / MEMORY_DB_NAME)


class LongTermMemory:
    """Remembers texts with metadata and recalls the most similar ones.

    Example:
        ```python
        memory = LongTermMemory(SqliteVecStore(":memory:"))
        memory_id = memory.remember("the deploy key is in vault", {"topic": "ops"})
        hits = memory.recall("where is the deploy key?", k=3)
        ```
    """

    def __init__(
        self,
        store: VectorStore,
        embedder: Embedder | None = None,
        *,
        ttl: float | None = None,
        max_items: int | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        """Wrap a store.

        Args:
            store: Where memories live.
            embedder: Turns text into vectors; the shared all-MiniLM-L6-v2 when None (loaded on
                first use, so listing and forgetting never load the model).
            ttl: Default seconds a memory lives; forever when None.
            max_items: Keep at most this many memories (the oldest go first); no cap when None.
            clock: Unix time source (tests pin it).
        """
        if max_items is not None and max_items < 1:
            raise UserError("max_items must be at least 1")
        self.store = store
        self._embedder = embedder
        self.ttl = ttl
        self.max_items = max_items
        self.clock = clock

    @property
    def embedder(self) -> Embedder:
        """The embedder (the shared default one when none was given)."""
        if self._embedder is None:
            self._embedder = default_embedder()
        return self._embedder

    def _check_dimension(self) -> None:
        stored, given = self.store.dimension(), self.embedder.dimension
        if stored is not None and stored != given:
            raise DimensionMismatchError(
                stored, given, where=self.store.location, model=self.embedder.name
            )

    def remember(
        self,
        text: str,
        metadata: Mapping[str, Any] | None = None,
        *,
        ttl: float | None = None,
        memory_id: str | None = None,
    ) -> str:
        """Store `text` with `metadata` and return its id.

        A given `memory_id` makes remembering idempotent: when a memory with that id is stored
        already (a replayed step remembering again), nothing is written.

        Raises:
            UserError: The text is empty.
            DimensionMismatchError: The store was built with a model of another dimension.
        """
        if memory_id is not None and self.store.get(memory_id) is not None:
            return memory_id
        ids = [memory_id] if memory_id is not None else None
        return self.remember_many([text], [metadata or {}], ttl=ttl, ids=ids)[0]

    def remember_many(
        self,
        texts: Sequence[str],
        metadatas: Sequence[Mapping[str, Any]] | None = None,
        *,
        ttl: float | None = None,
        ids: Sequence[str] | None = None,
    ) -> list[str]:
        """Store several texts in one embedding batch and one transaction; their ids in order.

        Args:
            texts: What to remember.
            metadatas: One mapping per text.
            ttl: Seconds they live (the memory's default when None).
            ids: Their ids (new uuids when None).

        Raises:
            UserError: A text is empty, or `metadatas` or `ids` does not match `texts` in length.
        """
        metadatas = metadatas if metadatas is not None else [{}] * len(texts)
        if len(metadatas) != len(texts):
            raise UserError("give one metadata mapping per text")
        ids = ids if ids is not None else [uuid.uuid4().hex for _ in texts]
        if len(ids) != len(texts):
            raise UserError("give one id per text")
        for text in texts:
            if not isinstance(text, str) or not text.strip():
                raise UserError("cannot remember an empty text: give the memory some words")
        self._check_dimension()
        now = self.clock()
        life = ttl if ttl is not None else self.ttl
        records = [
            MemoryRecord(
                id=memory_id,
                text=text,
                metadata=dict(meta),
                created_at=now,
                expires_at=now + life if life is not None else None,
            )
            for memory_id, text, meta in zip(ids, texts, metadatas, strict=True)
        ]
        self.store.add(records, self.embedder.embed(list(texts)), model=self.embedder.name)
        if self.max_items is not None:
            self.store.prune(now=now, max_items=self.max_items, created_before=None)
        return [r.id for r in records]

    def recall(
        self,
        query: str,
        k: int = 5,
        filter: Mapping[str, Any] | None = None,
        *,
        min_score: float | None = None,
    ) -> list[Memory]:
        """The `k` live memories most similar to `query`, best first.

        Args:
            query: What to look for.
            k: How many to return at most.
            filter: Top-level metadata keys that must equal these values.
            min_score: Drop memories less similar than this (cosine similarity).

        Raises:
            UserError: The query is empty, k < 1 or the filter is malformed.
            DimensionMismatchError: The store was built with a model of another dimension.
        """
        if not isinstance(query, str) or not query.strip():
            raise UserError("cannot recall with an empty query: say what to look for")
        if k < 1:
            raise UserError("k must be at least 1")
        where = check_filter(filter)
        self._check_dimension()
        vector = self.embedder.embed([query])[0]
        hits = self.store.search(vector, k, where, self.clock())
        return [
            Memory(r.id, r.text, round(score, 6), r.metadata)
            for r, score in hits
            if min_score is None or score >= min_score
        ]

    def forget(self, memory_id: str) -> bool:
        """Forget one memory; False when no memory has that id."""
        return self.store.delete(memory_id)

    def get(self, memory_id: str) -> MemoryRecord | None:
        """One memory by id (expired ones too, until pruned)."""
        return self.store.get(memory_id)

    def list(
        self, filter: Mapping[str, Any] | None = None, *, limit: int = 50, offset: int = 0
    ) -> list[MemoryRecord]:
        """Memories matching `filter`, newest first."""
        return self.store.list(where=check_filter(filter), limit=limit, offset=offset)

    def prune(self, *, max_items: int | None = None, older_than: float | None = None) -> int:
        """Delete expired memories, those older than `older_than` seconds, and beyond the cap.

        Returns:
            How many memories were deleted.
        """
        now = self.clock()
        cap = max_items if max_items is not None else self.max_items
        before = now - older_than if older_than is not None else None
        return self.store.prune(now=now, max_items=cap, created_before=before)

    def stats(self) -> dict[str, Any]:
        """Backend, location, count, dimension, model and counters, as JSON-ready data."""
        return {
            "backend": self.store.backend,
            "location": self.store.location,
            "memories": self.store.count(),
            "dimension": self.store.dimension(),
            "model": self.store.model(),
            "counters": self.store.counters(),
        }

    def close(self) -> None:
        """Close the store."""
        self.store.close()
