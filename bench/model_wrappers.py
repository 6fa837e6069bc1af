"""Overhead of the model wrappers (retry, fallback, cache, cost) per request.

Prints a Markdown table: median microseconds per request over several runs, for a FunctionModel
alone and under each wrapper stack; cache rows are hits (SQLite file and Redis, when reachable)
and misses (lookup + model + store). Run: `.venv/bin/python bench/model_wrappers.py`.
"""

from __future__ import annotations

import asyncio
import statistics
import tempfile
import time
import uuid
from collections.abc import Awaitable, Callable
from pathlib import Path

from agentschool.exceptions import ConfigError
from agentschool.messages import ModelRequest
from agentschool.models import (
    CachedModel,
    CacheStore,
    CostModel,
    FallbackModel,
    FunctionModel,
    Model,
    RedisCacheStore,
    RetryModel,
    SQLiteCacheStore,
)

RUNS = 5
REQUESTS = 300
HISTORY = [ModelRequest.user("What is the capital of France? Answer in one word.")]


def base() -> FunctionModel:
    return FunctionModel(lambda messages, info: "Paris", model_name="bench")


async def per_request_us(make: Callable[[], Awaitable[Model]], *, fresh: bool = False) -> float:
    """Median over RUNS of the mean microseconds per request."""
    samples = []
    for _ in range(RUNS):
        model = await make()
        start = time.perf_counter()
        for i in range(REQUESTS):
            history = [ModelRequest.user(f"question {i} {uuid.uuid4()}")] if fresh else HISTORY
            await model.request(history)
        samples.append((time.perf_counter() - start) / REQUESTS * 1e6)
        if isinstance(model, CachedModel):
            await model.aclose()
    return statistics.median(samples)


async def redis_store() -> CacheStore | None:
    """A Redis store on a fresh prefix; None when Redis or the `redis` package is missing."""
    try:
        store = RedisCacheStore("redis://127.0.0.1:6379/0", prefix=f"bench:{uuid.uuid4().hex}:")
    except ConfigError as exc:  # the bench venv may lack the `redis` extra
        print(f"(Redis rows skipped: {exc})\n")
        return None
    try:
        await store.get("ping")
    except OSError:
        await store.aclose()
        return None
    return store


async def main() -> None:
    tmp = Path(tempfile.mkdtemp())

    async def plain() -> Model:
        return base()

    async def retry() -> Model:
        return RetryModel(base())

    async def full() -> Model:
        chain = FallbackModel([RetryModel(base()), RetryModel(FunctionModel(lambda m, i: "x"))])
        return CostModel(chain)

    async def sqlite_cached() -> Model:
        return CachedModel(base(), SQLiteCacheStore(tmp / f"{uuid.uuid4().hex}.db"))

    rows = [
        ("FunctionModel alone", await per_request_us(plain)),
        ("RetryModel", await per_request_us(retry)),
        ("Cost(Fallback([Retry, Retry]))", await per_request_us(full)),
        ("Cached, SQLite, miss", await per_request_us(sqlite_cached, fresh=True)),
        ("Cached, SQLite, hit", await per_request_us(sqlite_cached)),
    ]
    if await _redis_available():

        async def redis_cached() -> Model:
            store = await redis_store()
            assert store is not None
            return CachedModel(base(), store)

        rows.append(("Cached, Redis, miss", await per_request_us(redis_cached, fresh=True)))
        rows.append(("Cached, Redis, hit", await per_request_us(redis_cached)))
    print(f"| stack ({REQUESTS} requests, median of {RUNS} runs) | µs per request |")
    print("|---|---:|")
    for name, micros in rows:
        print(f"| {name} | {micros:.1f} |")


async def _redis_available() -> bool:
    store = await redis_store()
    if store is None:
        return False
    await store.aclose()
    return True


if __name__ == "__main__":
    asyncio.run(main())
