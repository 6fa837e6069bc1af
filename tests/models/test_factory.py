from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from agentschool.exceptions import UserError
from agentschool.messages import ModelRequest
from agentschool.models import (
    AgentInfo,
    CachedModel,
    CostModel,
    FallbackModel,
    FunctionModel,
    RedisCacheStore,
    RetryModel,
    SQLiteCacheStore,
    TestModel,
    build_model,
)
from agentschool.models import base as model_base
from agentschool.models.openai import OpenAIModel, OpenAIProvider
from agentschool.settings import Settings


async def test_default_composition_is_cost_over_retry() -> None:
    model = build_model("test", Settings(max_retries=5))
    assert isinstance(model, CostModel)
    assert isinstance(model.wrapped, RetryModel)
    assert model.wrapped.attempts == 5
    assert isinstance(model.wrapped.wrapped, TestModel)
    response = await model.request([ModelRequest.user("hi")])
    assert response.text == "success"
    assert model.total.requests == 1


async def test_request_timeout_setting_reaches_every_model_request() -> None:
    seen: list[object] = []

    def reply(messages: object, info: AgentInfo) -> str:
        seen.append(info.settings)
        return "ok"

    model = build_model(FunctionModel(reply), Settings(request_timeout=12.5))
    await model.request([ModelRequest.user("hi")])
    await model.request([ModelRequest.user("hi")], {"timeout": 2.0, "max_tokens": 3})
    assert seen == [{"timeout": 12.5}, {"timeout": 2.0, "max_tokens": 3}]


def test_spec_defaults_to_settings_model() -> None:
    model = build_model(settings=Settings(model="test"))
    assert model.label == "test:test"


def test_reads_settings_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AGENTSCHOOL_MODEL", "test")
    monkeypatch.setenv("AGENTSCHOOL_MAX_RETRIES", "2")
    model = build_model()
    assert isinstance(model, CostModel) and isinstance(model.wrapped, RetryModel)
    assert (model.label, model.wrapped.attempts) == ("test:test", 2)


def test_a_model_instance_is_wrapped_too() -> None:
    inner = FunctionModel(lambda m, i: "x")
    model = build_model(inner, Settings())
    assert isinstance(model, CostModel) and isinstance(model.wrapped, RetryModel)
    assert model.wrapped.wrapped is inner


async def test_fallbacks_each_get_their_own_retries() -> None:
    settings = Settings(model="test", fallback_models=["openai:gpt-4o-mini"])
    model = build_model(settings=settings)
    assert isinstance(model, CostModel)
    chain = model.wrapped
    assert isinstance(chain, FallbackModel)
    assert all(isinstance(m, RetryModel) for m in chain.models)
    assert list(chain.breakers) == ["test:test", "openai:gpt-4o-mini"]
    assert (await model.request([ModelRequest.user("hi")])).text == "success"


def test_cache_uses_sqlite_in_the_data_dir_by_default(tmp_path: Path) -> None:
    settings = Settings(model="test", cache_enabled=True, cache_ttl_seconds=60, home=tmp_path)
    model = build_model(settings=settings)
    assert isinstance(model, CostModel)
    cached = model.wrapped
    assert isinstance(cached, CachedModel)
    assert cached.ttl == 60
    assert isinstance(cached.store, SQLiteCacheStore)
    assert cached.store.path == tmp_path / "model-cache.sqlite3"


async def test_cache_uses_redis_when_a_redis_url_is_set() -> None:
    settings = Settings(model="test", cache_enabled=True, redis_url="redis://127.0.0.1:6379/0")
    model = build_model(settings=settings)
    assert isinstance(model, CostModel) and isinstance(model.wrapped, CachedModel)
    assert isinstance(model.wrapped.store, RedisCacheStore)
    await model.wrapped.aclose()


def test_unknown_model_strings_are_user_errors() -> None:
    with pytest.raises(UserError, match="accepted forms"):
        build_model("nonsense", Settings())
    with pytest.raises(UserError, match="accepted forms"):
        build_model("test", Settings(fallback_models=["bogus"]))


CHAT_COMPLETION = {
    "id": "chatcmpl-1",
    "object": "chat.completion",
    "created": 1741569952,
    "model": "gpt-4o-mini-2024-07-18",
    "choices": [
        {
            "index": 0,
            "message": {"role": "assistant", "content": "Paris."},
            "finish_reason": "stop",
        }
    ],
    "usage": {"prompt_tokens": 19, "completion_tokens": 8, "total_tokens": 27},
}


async def test_the_whole_stack_over_the_openai_adapter(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(model_base, "ALLOW_MODEL_REQUESTS", True)  # MockTransport, not the network
    answers = [
        httpx.Response(429, json={"error": {"message": "slow down"}}, headers={"retry-after": "2"}),
        httpx.Response(200, json=CHAT_COMPLETION),
    ]
    sent: list[httpx.Request] = []

    def server(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return answers.pop(0)

    waits: list[float] = []

    async def record(seconds: float) -> None:
        waits.append(seconds)

    async with httpx.AsyncClient(transport=httpx.MockTransport(server)) as client:
        provider = OpenAIProvider(api_key="sk-test", http_client=client)
        settings = Settings(cache_enabled=True, home=tmp_path)
        model = build_model(OpenAIModel("gpt-4o-mini", provider=provider), settings)
        assert isinstance(model, CostModel) and isinstance(model.wrapped, CachedModel)
        retry = model.wrapped.wrapped
        assert isinstance(retry, RetryModel)
        retry.sleep = record

        first = await model.request([ModelRequest.user("capital of France?")])
        again = await model.request([ModelRequest.user("capital of France?")])
        await model.wrapped.aclose()

    assert (first.text, again.text) == ("Paris.", "Paris.")
    assert len(sent) == 2  # the 429, its retry; the repeat came from the cache
    assert waits == [2.0]  # Retry-After beats the 0.25-0.5 s jittered backoff
    assert first.usage.cost_usd == (19 * 0.15 + 8 * 0.60) / 1e6
    assert again.usage.cost_usd == 0.0
    assert model.total.input_tokens == 19
    assert model.wrapped.stats.hits == 1
