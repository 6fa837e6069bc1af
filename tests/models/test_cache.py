from __future__ import annotations

import sqlite3
import uuid
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path

import anyio
import pytest
import redis.asyncio
from tests.conftest import require_service

from agentschool.messages import (
    ModelMessage,
    ModelRequest,
    ModelResponse,
    TextPart,
    ToolCallPart,
    ToolReturnPart,
)
from agentschool.models import (
    AgentInfo,
    CachedModel,
    CacheStore,
    FunctionModel,
    RedisCacheStore,
    ResponseComplete,
    SQLiteCacheStore,
    TextDelta,
)
from agentschool.models.base import OutputSchema, ToolDefinition
from agentschool.models.cache import request_cache_key

REDIS_URL = "redis://127.0.0.1:6379/0"
HISTORY = [ModelRequest.user("what is 2 + 2?")]


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


def counting_model() -> FunctionModel:
    def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
        return f"answer #{model.calls}"

    model = FunctionModel(reply, model_name="counter")
    return model


async def _redis_up() -> bool:
    client = redis.asyncio.Redis.from_url(REDIS_URL)
    try:
        return bool(await client.ping())
    except (redis.exceptions.ConnectionError, OSError):
        return False
    finally:
        await client.aclose()


@pytest.fixture(params=["sqlite", "redis"])
async def store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[CacheStore]:
    if request.param == "sqlite":
        sqlite_store = SQLiteCacheStore(tmp_path / "cache.sqlite3")
        yield sqlite_store
        await sqlite_store.aclose()
        return
    if not await _redis_up():
        require_service("redis")
    prefix = f"agentschool-test:{uuid.uuid4().hex}:"
    cache_store = RedisCacheStore(REDIS_URL, prefix=prefix)
    yield cache_store
    client = redis.asyncio.Redis.from_url(REDIS_URL)
    keys = [key async for key in client.scan_iter(match=prefix + "*")]
    if keys:
        await client.delete(*keys)
    await client.aclose()
    await cache_store.aclose()


async def test_miss_then_hit_calls_the_model_once(store: CacheStore) -> None:
    inner = counting_model()
    model = CachedModel(inner, store, clock=Clock())
    first = await model.request(HISTORY)
    second = await model.request(HISTORY)
    assert first.text == second.text == "answer #1"
    assert inner.calls == 1
    assert (model.stats.hits, model.stats.misses, model.stats.expired) == (1, 1, 0)


async def test_a_hit_reports_zero_usage_and_keeps_the_response(store: CacheStore) -> None:
    def reply(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        return ModelResponse(
            parts=[TextPart(content="let me add"), ToolCallPart(tool_name="add", args={"a": 2})],
            finish_reason="tool_calls",
        )

    model = CachedModel(FunctionModel(reply), store)
    live = await model.request(HISTORY)
    cached = await model.request(HISTORY)
    assert live.usage.requests == 1
    assert (cached.usage.requests, cached.usage.total_tokens, cached.usage.cost_usd) == (0, 0, 0)
    assert cached.parts == live.parts
    assert cached.finish_reason == "tool_calls"


async def test_entries_expire_after_the_ttl(store: CacheStore) -> None:
    inner, clock = counting_model(), Clock()
    model = CachedModel(inner, store, ttl=60, clock=clock)
    await model.request(HISTORY)
    clock.now += 59.9
    assert (await model.request(HISTORY)).text == "answer #1"
    clock.now += 0.1
    assert (await model.request(HISTORY)).text == "answer #2"
    assert inner.calls == 2
    assert (model.stats.hits, model.stats.misses, model.stats.expired) == (1, 2, 1)
    assert (await model.request(HISTORY)).text == "answer #2"  # the fresh answer is cached


async def test_different_requests_do_not_share_entries(store: CacheStore) -> None:
    inner = counting_model()
    model = CachedModel(inner, store)
    await model.request(HISTORY)
    await model.request([ModelRequest.user("what is 3 + 3?")])
    await model.request(HISTORY, settings={"temperature": 0.9})
    assert inner.calls == 3


async def test_stream_miss_is_cached_and_a_hit_replays(store: CacheStore) -> None:
    inner = counting_model()
    model = CachedModel(inner, store)
    live = [e async for e in model.request_stream(HISTORY)]
    replay = [e async for e in model.request_stream(HISTORY)]
    assert live[0] == replay[0] == TextDelta("answer #1")
    assert isinstance(replay[-1], ResponseComplete)
    assert replay[-1].response.usage.requests == 0
    assert inner.calls == 1


async def test_redis_entries_carry_a_server_side_ttl() -> None:
    if not await _redis_up():
        require_service("redis")
    prefix = f"agentschool-test:{uuid.uuid4().hex}:"
    cache_store = RedisCacheStore(REDIS_URL, prefix=prefix)
    client = redis.asyncio.Redis.from_url(REDIS_URL)
    try:
        await CachedModel(counting_model(), cache_store, ttl=120).request(HISTORY)
        keys = [key async for key in client.scan_iter(match=prefix + "*")]
        assert len(keys) == 1
        assert 0 < await client.pttl(keys[0]) <= 120_000
        await client.delete(*keys)
    finally:
        await client.aclose()
        await cache_store.aclose()


async def test_sqlite_cache_survives_a_new_store_on_the_same_file(tmp_path: Path) -> None:
    path = tmp_path / "nested" / "cache.sqlite3"
    inner = counting_model()
    first = CachedModel(inner, SQLiteCacheStore(path))
    await first.request(HISTORY)
    await first.aclose()
    again = CachedModel(inner, SQLiteCacheStore(path))
    assert (await again.request(HISTORY)).text == "answer #1"
    assert inner.calls == 1
    await again.aclose()


def _tool_history(call_id: str, when: datetime) -> list[ModelMessage]:
    return [
        ModelRequest.user("add 2 and 3"),
        ModelResponse(
            parts=[ToolCallPart(tool_name="add", args={"a": 2, "b": 3}, tool_call_id=call_id)],
            model_name="gpt-4o-mini-2024-07-18" if call_id == "x" else "gpt-4o-mini",
            timestamp=when,
        ),
        ModelRequest(parts=[ToolReturnPart(tool_name="add", content=5, tool_call_id=call_id)]),
    ]


def test_key_ignores_timestamps_ids_and_usage_but_not_content() -> None:
    def key(messages: list[ModelMessage], **kwargs: object) -> str:
        return request_cache_key(
            "openai:gpt-4o-mini",
            messages,
            kwargs.get("settings"),  # type: ignore[arg-type]
            kwargs.get("tools", ()),  # type: ignore[arg-type]
            kwargs.get("output_schema"),  # type: ignore[arg-type]
        )

    base = key(_tool_history("x", datetime(2025, 1, 1, tzinfo=UTC)))
    assert base == key(_tool_history("call_other", datetime(2026, 6, 1, tzinfo=UTC)))
    changed = _tool_history("x", datetime(2025, 1, 1, tzinfo=UTC))
    changed[-1] = ModelRequest(parts=[ToolReturnPart(tool_name="add", content=6, tool_call_id="x")])
    assert key(changed) != base

    assert key(HISTORY) == key(HISTORY, settings={"timeout": 5})  # timeouts do not change answers
    assert key(HISTORY) != key(HISTORY, settings={"max_tokens": 5})
    tool = ToolDefinition(name="add", description="Add.", parameters_json_schema={"type": "object"})
    assert key(HISTORY) != key(HISTORY, tools=[tool])
    schema = OutputSchema(json_schema={"type": "integer"})
    assert key(HISTORY) != key(HISTORY, output_schema=schema)
    assert key(HISTORY) != request_cache_key("openai:gpt-4o", HISTORY, None, (), None)
    assert len(base) == 64


async def test_sqlite_store_purges_expired_entries_on_write(tmp_path: Path) -> None:
    path = tmp_path / "cache.sqlite3"
    clock = Clock()
    model = CachedModel(counting_model(), SQLiteCacheStore(path), ttl=10, clock=clock)
    await model.request(HISTORY)
    clock.now += 11
    await model.request([ModelRequest.user("another question")])
    await model.aclose()
    with sqlite3.connect(path) as connection:
        (count,) = connection.execute("SELECT count(*) FROM model_cache").fetchone()
    connection.close()
    assert count == 1


async def test_concurrent_requests_share_the_store_safely(store: CacheStore) -> None:
    inner = counting_model()
    model = CachedModel(inner, store)
    questions = [[ModelRequest.user(f"question {i % 5}")] for i in range(40)]
    async with anyio.create_task_group() as group:
        for history in questions:
            group.start_soon(model.request, history)
    assert model.stats.hits + model.stats.misses == 40
    assert inner.calls == model.stats.misses >= 5
    for i in range(5):  # every distinct question is now cached
        assert (await model.request([ModelRequest.user(f"question {i}")])).usage.requests == 0
