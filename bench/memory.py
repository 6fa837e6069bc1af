"""Long-term memory: embedding throughput, remember/recall latency at 1k and 100k memories.

Rows per backend (sqlite-vec file, pgvector table) and size:
- `remember` / `recall`: one call through `LongTermMemory` with the real all-MiniLM-L6-v2
  embedding (so each includes embedding one text);
- `search` / `filtered search`: the store's k=5 nearest-neighbour query alone, given a vector (the
  filtered one adds a metadata filter, which sqlite-vec answers by an exact scan).

Stores of 100k memories are filled with random unit vectors through `VectorStore.add` (embedding
100k texts would take many minutes on a 2-core machine and does not change search cost). pgvector
uses the local server (127.0.0.1:5432/test) when it has the extension, else a pgserver instance
(PostgreSQL 16 + pgvector). Medians of several runs; the machine is shared.

    .venv/bin/python bench/memory.py [--sizes 1000,100000] [--repeat 20]
"""

from __future__ import annotations

import argparse
import contextlib
import statistics
import tempfile
import time
import uuid
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np

from agentschool.memory import LongTermMemory, MemoryRecord, default_embedder
from agentschool.memory.pgvector import PgVectorStore
from agentschool.memory.sqlite_vec import SqliteVecStore
from agentschool.memory.store import VectorStore

POSTGRES_URL = "postgresql://postgres@127.0.0.1:5432/test"
WORDS = "alpha beta gamma delta invoice deploy garden coffee flight meeting budget cat".split()


def median_ms(fn: Callable[[], object], repeat: int) -> float:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def sentences(n: int, seed: int) -> list[str]:
    rng = np.random.default_rng(seed)
    return [" ".join(rng.choice(WORDS, size=8)) + f" note {i}" for i in range(n)]


@contextlib.contextmanager
def pg_url() -> Iterator[str | None]:
    import psycopg

    try:
        with psycopg.connect(POSTGRES_URL, connect_timeout=3, autocommit=True) as db:
            db.execute("CREATE EXTENSION IF NOT EXISTS vector")
        yield POSTGRES_URL
        return
    except psycopg.Error:
        pass
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            import pgserver
    except ImportError:
        yield None
        return
    with tempfile.TemporaryDirectory() as tmp, warnings.catch_warnings():
        warnings.simplefilter("ignore")
        server = pgserver.get_server(tmp, cleanup_mode="stop")
        try:
            yield str(server.get_uri())
        finally:
            server.cleanup()


def fill_random(store: VectorStore, n: int, dim: int, seed: int) -> None:
    rng = np.random.default_rng(seed)
    now = time.time()
    for start in range(0, n, 5000):
        count = min(5000, n - start)
        vectors = rng.standard_normal((count, dim)).astype(np.float32)
        vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
        records = [
            MemoryRecord(
                id=uuid.uuid4().hex,
                text=f"random {start + i}",
                metadata={"kind": "fact" if i % 10 else "experience"},
                created_at=now,
            )
            for i in range(count)
        ]
        store.add(records, vectors, model="random")


def bench_store(name: str, store: VectorStore, size: int, repeat: int) -> list[str]:
    embedder = default_embedder()
    memory = LongTermMemory(store, embedder)
    rows = []
    fill_start = time.perf_counter()
    if size <= 5000:
        texts = sentences(size, seed=size)
        for start in range(0, size, 500):
            chunk = texts[start : start + 500]
            kinds = [
                {"kind": "experience" if (start + i) % 10 == 0 else "fact"} for i in range(500)
            ]
            memory.remember_many(chunk, kinds[: len(chunk)])
        how = "embedded"
    else:
        fill_random(store, size, embedder.dimension, seed=size)
        how = "random vectors"
    fill_s = time.perf_counter() - fill_start
    query = embedder.embed(["coffee budget for the garden meeting"])[0]
    counter = iter(range(10**9))
    remember = median_ms(lambda: memory.remember(f"deploy meeting note {next(counter)}"), repeat)
    recall = median_ms(lambda: memory.recall("coffee budget for the garden meeting", k=5), repeat)
    search = median_ms(lambda: store.search(query, 5, {}, time.time()), repeat)
    filtered = median_ms(
        lambda: store.search(query, 5, {"kind": "experience"}, time.time()), repeat
    )
    rows.append(
        f"| {name} | {size:,} ({how}) | {fill_s:.1f} | {remember:.1f} | {recall:.1f} "
        f"| {search:.1f} | {filtered:.1f} |"
    )
    return rows


def bench_embedding(repeat: int) -> str:
    embedder = default_embedder()
    texts = sentences(256, seed=1)
    embedder.embed(texts[:8])  # warm up
    ms = median_ms(lambda: embedder.embed(texts), max(3, repeat // 5))
    single = median_ms(lambda: embedder.embed(texts[:1]), repeat)
    return (
        f"| all-MiniLM-L6-v2 (CPU) | {256 / (ms / 1000):.0f} texts/s in batches of 64 "
        f"| {single:.1f} ms for one text |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,100000", help="comma-separated store sizes")
    parser.add_argument("--repeat", type=int, default=15, help="samples per median")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]

    start = time.perf_counter()
    default_embedder().embed(["load the model"])
    print(f"model load: {time.perf_counter() - start:.1f} s\n")
    print("| embedder | batch throughput | single text latency |\n|---|---|---|")
    print(bench_embedding(args.repeat))
    print(
        "\n| backend | memories | fill s | remember ms | recall ms | search ms | "
        "filtered search ms |\n|---|---|---|---|---|---|---|"
    )
    with tempfile.TemporaryDirectory() as tmp, pg_url() as url:
        for size in sizes:
            sqlite = SqliteVecStore(Path(tmp) / f"bench-{size}.db")
            print(*bench_store("sqlite-vec", sqlite, size, args.repeat), sep="\n", flush=True)
            sqlite.close()
            if url is None:
                print(f"| pgvector | {size:,} | no server with pgvector and no pgserver | | | | |")
                continue
            pg = PgVectorStore(url, table=f"bench_memory_{uuid.uuid4().hex[:8]}")
            try:
                print(*bench_store("pgvector", pg, size, args.repeat), sep="\n", flush=True)
            finally:
                pg.drop()
                pg.close()
    print("\nremember/recall include embedding one text; search is the store's k=5 query alone.")


if __name__ == "__main__":
    main()
