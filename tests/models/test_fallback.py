from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest

from agentschool.exceptions import ModelAPIError, ModelHTTPError, ModelUnavailableError, UserError
from agentschool.messages import ModelMessage, ModelRequest, ModelResponse
from agentschool.models import (
    AgentInfo,
    BreakerState,
    CircuitBreaker,
    FallbackModel,
    FunctionModel,
    ResponseComplete,
    TextDelta,
)

HISTORY = [ModelRequest.user("hello")]


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Switch:
    """A FunctionModel body that fails with `error` while `error` is set."""

    def __init__(self, reply: str) -> None:
        self.reply = reply
        self.error: Exception | None = None

    def __call__(self, messages: list[ModelMessage], info: AgentInfo) -> str:
        if self.error is not None:
            raise self.error
        return self.reply


def chain(
    threshold: int = 2, cooldown: float = 10
) -> tuple[FallbackModel, Switch, Switch, FunctionModel, FunctionModel, Clock]:
    a, b, clock = Switch("from a"), Switch("from b"), Clock()
    model_a, model_b = FunctionModel(a, model_name="a"), FunctionModel(b, model_name="b")
    model = FallbackModel([model_a, model_b], threshold, cooldown, clock=clock)
    return model, a, b, model_a, model_b, clock


async def test_uses_the_first_model_while_it_works() -> None:
    model, _, _, model_a, model_b, _ = chain()
    response = await model.request(HISTORY)
    assert (response.text, response.model_name) == ("from a", "a")
    assert (model_a.calls, model_b.calls) == (1, 0)


async def test_falls_back_on_api_errors_and_reports_who_answered() -> None:
    model, a, _, _, _, _ = chain()
    a.error = ModelHTTPError("a", 503, "busy")
    response = await model.request(HISTORY)
    assert (response.text, response.model_name) == ("from b", "b")
    assert model.breakers["function:a"].failures == 1
    assert model.breakers["function:a"].state is BreakerState.CLOSED


async def test_breaker_opens_after_threshold_then_half_opens_and_closes_on_success() -> None:
    model, a, _, model_a, _, clock = chain(threshold=2, cooldown=10)
    breaker = model.breakers["function:a"]
    a.error = ModelAPIError("a", "connection refused", retryable=True)
    await model.request(HISTORY)
    await model.request(HISTORY)
    assert breaker.state is BreakerState.OPEN
    assert model_a.calls == 2

    clock.now += 9.9  # still cooling down: a is skipped without a call
    assert (await model.request(HISTORY)).text == "from b"
    assert model_a.calls == 2

    a.error = None
    clock.now += 0.1  # cool-down over: one probe goes to a, succeeds, breaker closes
    assert (await model.request(HISTORY)).text == "from a"
    assert model_a.calls == 3
    assert breaker.state is BreakerState.CLOSED
    assert breaker.failures == 0


async def test_failed_half_open_probe_reopens_for_another_cooldown() -> None:
    model, a, _, model_a, _, clock = chain(threshold=2, cooldown=10)
    breaker = model.breakers["function:a"]
    a.error = ModelHTTPError("a", 500, "boom")
    await model.request(HISTORY)
    await model.request(HISTORY)
    clock.now += 10
    assert (await model.request(HISTORY)).text == "from b"  # the probe failed
    assert model_a.calls == 3
    assert breaker.state is BreakerState.OPEN
    assert breaker.opened_at == clock.now
    clock.now += 5
    await model.request(HISTORY)
    assert model_a.calls == 3  # open again: skipped


async def test_all_failing_raises_model_unavailable_listing_each_error() -> None:
    model, a, b, _, _, _ = chain()
    a.error = ModelHTTPError("a", 500, "boom")
    b.error = ModelAPIError("b", "timed out", retryable=True)
    with pytest.raises(ModelUnavailableError) as info:
        await model.request(HISTORY)
    assert info.value.errors == [a.error, b.error]
    assert "HTTP 500" in str(info.value)
    assert "timed out" in str(info.value)


async def test_open_circuits_are_listed_when_nothing_is_available() -> None:
    model, a, b, _, _, _ = chain(threshold=1)
    a.error = b.error = ModelHTTPError("x", 500, "boom")
    with pytest.raises(ModelUnavailableError):
        await model.request(HISTORY)
    with pytest.raises(ModelUnavailableError) as info:
        await model.request(HISTORY)
    assert [str(e) for e in info.value.errors] == [
        "function:a: circuit open, next probe in 10.0s",
        "function:b: circuit open, next probe in 10.0s",
    ]


@pytest.mark.parametrize("error", [UserError("bad call"), ValueError("our bug")])
async def test_non_api_errors_propagate_without_fallback_or_breaker_count(
    error: Exception,
) -> None:
    model, a, _, _, model_b, _ = chain()
    a.error = error
    with pytest.raises(type(error)):
        await model.request(HISTORY)
    assert model_b.calls == 0
    assert model.breakers["function:a"].failures == 0


async def test_success_resets_the_consecutive_failure_count() -> None:
    model, a, _, _, _, _ = chain(threshold=2)
    a.error = ModelHTTPError("a", 500, "boom")
    await model.request(HISTORY)
    a.error = None
    await model.request(HISTORY)
    a.error = ModelHTTPError("a", 500, "boom")
    await model.request(HISTORY)
    assert model.breakers["function:a"].state is BreakerState.CLOSED


async def test_stream_falls_back_before_the_first_event() -> None:
    model, a, _, _, _, _ = chain()
    a.error = ModelHTTPError("a", 429, "slow down")
    events = [e async for e in model.request_stream(HISTORY)]
    assert events[0] == TextDelta("from b")
    assert isinstance(events[-1], ResponseComplete)
    assert model.breakers["function:a"].failures == 1


def test_half_open_admits_a_single_probe() -> None:
    breaker = CircuitBreaker(failure_threshold=1, cooldown=5)
    breaker.record_failure(now=0)
    assert not breaker.allow(now=4)
    assert breaker.allow(now=5)
    assert breaker.state is BreakerState.HALF_OPEN
    assert not breaker.allow(now=5)  # a second caller waits for the probe's verdict
    breaker.release()
    assert breaker.allow(now=6)


def test_label_names_the_chain_and_rejects_bad_setups() -> None:
    model, *_ = chain()
    assert model.label == "fallback:function:a,function:b"
    with pytest.raises(UserError):
        FallbackModel([])
    with pytest.raises(UserError, match="distinct"):
        FallbackModel([FunctionModel(lambda m, i: "x"), FunctionModel(lambda m, i: "y")])


async def test_answers_are_whole_responses() -> None:
    model, *_ = chain()
    response = await model.request(HISTORY)
    assert isinstance(response, ModelResponse)
    assert response.usage.requests == 1


async def test_a_stream_failing_after_output_counts_against_the_breaker_without_fallback() -> None:
    class BreaksMidway(FunctionModel):
        async def request_stream(self, *args: object, **kwargs: object) -> AsyncIterator[Any]:
            yield TextDelta("partial")
            raise ModelHTTPError("a", 502, "bad gateway")

    b = FunctionModel(lambda m, i: "from b", model_name="b")
    model = FallbackModel([BreaksMidway(lambda m, i: "", model_name="a"), b], failure_threshold=1)
    seen = []
    with pytest.raises(ModelHTTPError):
        async for event in model.request_stream(HISTORY):
            seen.append(event)
    assert seen == [TextDelta("partial")]
    assert b.calls == 0
    assert model.breakers["function:a"].state is BreakerState.OPEN


async def test_chains_sharing_breakers_skip_a_model_another_chain_saw_failing() -> None:
    # A worker builds one chain per run; the runs share breakers, so a model that failed for
    # earlier runs is not called again by the next run until its cool-down ends.
    a, b, clock = Switch("from a"), Switch("from b"), Clock()
    a.error = ModelAPIError("a", "down")
    shared: dict[str, CircuitBreaker] = {}

    def new_chain(
        breakers: dict[str, CircuitBreaker] | None,
    ) -> tuple[FallbackModel, FunctionModel]:
        model_a = FunctionModel(a, model_name="a")
        models = [model_a, FunctionModel(b, model_name="b")]
        return FallbackModel(models, 2, 10, clock=clock, breakers=breakers), model_a

    first, first_a = new_chain(shared)
    for _ in range(2):
        assert (await first.request(HISTORY)).model_name == "b"
    assert first_a.calls == 2 and shared[first_a.label].state is BreakerState.OPEN
    second, second_a = new_chain(shared)
    assert (await second.request(HISTORY)).model_name == "b"
    assert second_a.calls == 0  # skipped: the shared breaker is open
    alone, alone_a = new_chain(None)  # a chain with breakers of its own starts closed
    assert (await alone.request(HISTORY)).model_name == "b" and alone_a.calls == 1
