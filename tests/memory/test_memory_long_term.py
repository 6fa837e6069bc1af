from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import pytest
from tests.memory.conftest import PrimedEmbedder
from tests.memory.recall_cases import RECALL_CASES

from agentschool.exceptions import UserError
from agentschool.memory import (
    DimensionMismatchError,
    LongTermMemory,
    SentenceTransformerEmbedder,
    open_memory_store,
)
from agentschool.memory.embeddings import Vectors
from agentschool.memory.sqlite_vec import SqliteVecStore
from agentschool.memory.store import VectorStore
from agentschool.settings import Settings

# The first test to use the embedder pays for loading it (tens of seconds on a busy box).
pytestmark = pytest.mark.timeout(300)


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


class TinyEmbedder:
    """A real (if crude) 8-dimensional embedder: letter-bucket counts, normalized."""

    name = "tiny"
    dimension = 8

    def embed(self, texts: Sequence[str]) -> Vectors:
        rows = np.zeros((len(texts), 8), dtype=np.float32)
        for i, text in enumerate(texts):
            for ch in text.lower():
                rows[i, ord(ch) % 8] += 1
        return rows / np.linalg.norm(rows, axis=1, keepdims=True)


def recall_at_3(memory: LongTermMemory) -> float:
    ids = memory.remember_many([m for m, _ in RECALL_CASES])
    found = 0
    for target, (_, query) in zip(ids, RECALL_CASES, strict=True):
        found += target in [hit.id for hit in memory.recall(query, k=3)]
    return found / len(RECALL_CASES)


def test_recall_at_3_on_labeled_set(store: VectorStore, recall_embedder: PrimedEmbedder) -> None:
    assert len(RECALL_CASES) >= 50
    memory = LongTermMemory(store, recall_embedder)
    score = recall_at_3(memory)
    print(f"recall@3 on {memory.store.backend}: {score:.3f}")
    assert score >= 0.9


def test_remember_recall_forget(memory: LongTermMemory) -> None:
    kept = memory.remember("the deploy key lives in the ops vault", {"topic": "ops"})
    memory.remember("lunch on fridays is pizza", {"topic": "food"})
    memory_id, text, score, metadata = memory.recall("where is the deploy key?", k=1)[0]
    assert (memory_id, text, metadata) == (
        kept,
        "the deploy key lives in the ops vault",
        {"topic": "ops"},
    )
    assert 0.4 < score <= 1.0
    assert memory.forget(kept) is True
    assert memory.forget(kept) is False
    assert [h.text for h in memory.recall("deploy key", k=5)] == ["lunch on fridays is pizza"]


def test_recall_filters_on_metadata(memory: LongTermMemory) -> None:
    memory.remember_many(
        ["tomatoes need water daily", "tomato soup recipe with basil", "tomato plant disease"],
        [{"kind": "garden"}, {"kind": "recipe"}, {"kind": "garden", "urgent": True}],
    )
    hits = memory.recall("tomato", k=5, filter={"kind": "garden"})
    assert {h.text for h in hits} == {"tomatoes need water daily", "tomato plant disease"}
    urgent = memory.recall("tomato", k=5, filter={"kind": "garden", "urgent": True})
    assert [h.text for h in urgent] == ["tomato plant disease"]
    with pytest.raises(UserError, match="filter key"):
        memory.recall("tomato", filter={"bad key": 1})


def test_ttl_cap_and_prune(store: VectorStore, embedder: SentenceTransformerEmbedder) -> None:
    clock = Clock()
    memory = LongTermMemory(store, embedder, ttl=60, max_items=3, clock=clock)
    short = memory.remember("the parking code is 4411")
    forever = memory.remember("the parking garage closes at midnight", ttl=10_000)
    clock.now += 61
    assert [h.id for h in memory.recall("parking", k=5)] == [forever]
    assert memory.prune() == 1
    assert memory.get(short) is None
    for i in range(4):
        clock.now += 1
        memory.remember(f"note number {i} about parking")
    assert store.count() == 3  # the cap removed the oldest two
    assert memory.get(forever) is None
    clock.now += 5
    assert memory.prune(older_than=5.5) == 2
    assert [r.text for r in memory.list()] == ["note number 3 about parking"]


def test_empty_text_and_query_are_clear_errors(memory: LongTermMemory) -> None:
    with pytest.raises(UserError, match="empty text"):
        memory.remember("   ")
    with pytest.raises(UserError, match="empty query"):
        memory.recall("")
    assert memory.store.count() == 0


def test_dimension_mismatch_names_both_and_changes_nothing(
    store: VectorStore, embedder: SentenceTransformerEmbedder
) -> None:
    LongTermMemory(store, embedder).remember("stored with the 384-dimensional model")
    tiny = LongTermMemory(store, TinyEmbedder())
    with pytest.raises(DimensionMismatchError, match=r"384-dimensional.*'tiny'.*8-dimensional"):
        tiny.remember("new text")
    with pytest.raises(DimensionMismatchError):
        tiny.recall("query")
    with pytest.raises(DimensionMismatchError):  # the store itself refuses too
        store.add([], np.zeros((0, 8), dtype=np.float32), model="tiny")
    assert store.count() == 1
    assert store.dimension() == 384


def test_first_writers_racing_on_threads_all_land(tmp_path: Path) -> None:
    # Parallel plan steps remember on worker threads. Two first writers into an empty store
    # must not both create it (this failed as "UNIQUE constraint failed: memory_meta.key" in
    # about 1 round in 40 before the fix; 100 rounds make a regression all but certain to show).
    for round_ in range(100):
        store = SqliteVecStore(tmp_path / f"race{round_}.db")
        memory = LongTermMemory(store, TinyEmbedder())
        with ThreadPoolExecutor(4) as pool:
            ids = list(pool.map(memory.remember, [f"bookmark {i}" for i in range(4)]))
        assert len(set(ids)) == 4 and store.count() == 4
        store.close()


def test_sqlite_store_persists_across_opens(
    tmp_path: Path, embedder: SentenceTransformerEmbedder
) -> None:
    first = LongTermMemory(SqliteVecStore(tmp_path / "m.db"), embedder)
    kept = first.remember("the boiler was serviced in May")
    first.store.bump("plans_reused", 2)
    first.close()
    again = LongTermMemory(SqliteVecStore(tmp_path / "m.db"), embedder)
    assert again.recall("boiler maintenance", k=1)[0].id == kept
    assert again.stats()["counters"] == {"plans_reused": 2}
    assert again.stats()["dimension"] == 384


def test_open_memory_store_picks_backend(tmp_path: Path) -> None:
    store = open_memory_store(Settings(home=tmp_path))
    assert store.backend == "sqlite-vec"
    assert store.location == str(tmp_path / "memory.db")
    store.close()
    with pytest.raises(UserError, match="DATABASE_URL"):
        open_memory_store(Settings(home=tmp_path), backend="pgvector")


def test_keyed_bumps_count_once_per_key(store: VectorStore) -> None:
    """A step replayed after a crash bumps again with the same key: the counter moves once."""
    for _ in range(3):
        store.bump("plans_reused", key="run_a")
        store.bump("model_calls_saved", 2, key="run_a")
    store.bump("plans_reused", key="run_b")
    store.bump("plans_reused")  # unkeyed bumps always count
    assert store.counters() == {"plans_reused": 3, "model_calls_saved": 2}
