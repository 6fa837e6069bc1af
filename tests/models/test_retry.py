from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field

import pytest

from agentschool.exceptions import ModelAPIError, ModelHTTPError, UserError
from agentschool.messages import ModelMessage, ModelRequest, ModelResponse, TextPart, Usage
from agentschool.models import AgentInfo, FunctionModel, Model, RetryModel
from agentschool.models.base import (
    ModelSettings,
    OutputSchema,
    ResponseComplete,
    StreamEvent,
    TextDelta,
    ToolDefinition,
)

HISTORY = [ModelRequest.user("hello")]


@dataclass(repr=False)
class FlakyModel(Model):
    """Raises the scripted errors in turn, then answers "ok"."""

    errors: list[Exception]
    calls: int = field(default=0, init=False)

    @property
    def name(self) -> str:
        return "flaky"

    @property
    def system(self) -> str:
        return "test"

    async def request(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> ModelResponse:
        self.calls += 1
        if self.errors:
            raise self.errors.pop(0)
        return ModelResponse(parts=[TextPart(content="ok")], usage=Usage(requests=1))


class SleepRecorder:
    def __init__(self) -> None:
        self.waits: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.waits.append(seconds)


def retry(model: Model, sleep: SleepRecorder, **kwargs: object) -> RetryModel:
    return RetryModel(model, sleep=sleep, jitter=False, **kwargs)  # type: ignore[arg-type]


def http(status: int, retry_after: float | None = None) -> ModelHTTPError:
    return ModelHTTPError("flaky", status, {"error": "x"}, retry_after=retry_after)


async def test_retries_429_and_5xx_with_exponential_backoff() -> None:
    flaky, sleep = FlakyModel([http(429), http(503)]), SleepRecorder()
    response = await retry(flaky, sleep).request(HISTORY)
    assert response.text == "ok"
    assert flaky.calls == 3
    assert sleep.waits == [0.5, 1.0]


async def test_gives_up_after_the_configured_attempts_and_reraises_the_last_error() -> None:
    errors = [http(500), http(502), http(504), http(500)]
    flaky, sleep = FlakyModel(errors), SleepRecorder()
    with pytest.raises(ModelHTTPError) as info:
        await retry(flaky, sleep, attempts=3).request(HISTORY)
    assert info.value.status_code == 504
    assert flaky.calls == 3
    assert sleep.waits == [0.5, 1.0]


@pytest.mark.parametrize("status", [400, 401, 403, 404, 422])
async def test_never_retries_client_errors(status: int) -> None:
    flaky, sleep = FlakyModel([http(status)]), SleepRecorder()
    with pytest.raises(ModelHTTPError):
        await retry(flaky, sleep).request(HISTORY)
    assert flaky.calls == 1
    assert sleep.waits == []


async def test_retries_timeouts_and_connection_errors_marked_retryable() -> None:
    errors: list[Exception] = [
        ModelAPIError("flaky", "timed out", retryable=True),
        ModelAPIError("flaky", "connection refused", retryable=True),
    ]
    flaky, sleep = FlakyModel(errors), SleepRecorder()
    assert (await retry(flaky, sleep).request(HISTORY)).text == "ok"
    assert flaky.calls == 3


@pytest.mark.parametrize(
    "error",
    [ModelAPIError("flaky", "bad request", retryable=False), UserError("misuse"), ValueError("x")],
)
async def test_does_not_retry_other_errors(error: Exception) -> None:
    flaky, sleep = FlakyModel([error]), SleepRecorder()
    with pytest.raises(type(error)):
        await retry(flaky, sleep).request(HISTORY)
    assert flaky.calls == 1


async def test_retry_after_is_a_lower_bound_on_the_wait() -> None:
    flaky, sleep = (
        FlakyModel([http(429, retry_after=2.5), http(429, retry_after=0.1)]),
        SleepRecorder(),
    )
    await retry(flaky, sleep).request(HISTORY)
    # first wait: Retry-After 2.5 beats backoff 0.5; second: backoff 1.0 beats Retry-After 0.1
    assert sleep.waits == [2.5, 1.0]


async def test_retry_after_longer_than_max_delay_stops_retrying() -> None:
    flaky, sleep = FlakyModel([http(429, retry_after=120)]), SleepRecorder()
    with pytest.raises(ModelHTTPError):
        await retry(flaky, sleep, max_delay=30).request(HISTORY)
    assert flaky.calls == 1
    assert sleep.waits == []


def test_backoff_doubles_and_is_capped() -> None:
    model = RetryModel(FunctionModel(lambda m, i: "x"), base_delay=0.5, max_delay=3, jitter=False)
    assert [model.backoff(n) for n in range(1, 6)] == [0.5, 1.0, 2.0, 3.0, 3.0]


@pytest.mark.parametrize(("draw", "expected"), [(0.0, [0.25, 0.5]), (0.5, [0.375, 0.75])])
async def test_jitter_draws_from_the_upper_half_of_the_backoff(
    draw: float, expected: list[float]
) -> None:
    flaky, sleep = FlakyModel([http(500), http(500)]), SleepRecorder()
    await RetryModel(flaky, sleep=sleep, rand=lambda: draw).request(HISTORY)
    assert sleep.waits == expected


def test_rejects_fewer_than_one_attempt() -> None:
    with pytest.raises(UserError, match="at least 1"):
        RetryModel(FunctionModel(lambda m, i: "x"), attempts=0)


def test_delegates_name_and_system() -> None:
    model = RetryModel(FunctionModel(lambda m, i: "x", model_name="fn"))
    assert model.label == "function:fn"


@dataclass(repr=False)
class FlakyStream(FlakyModel):
    """Streams "a", "b"; fails before the first event while errors remain, or midway if asked."""

    fail_midway: bool = False

    async def request_stream(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> AsyncIterator[StreamEvent]:
        self.calls += 1
        if self.errors:
            raise self.errors.pop(0)
        yield TextDelta("a")
        if self.fail_midway:
            raise http(503)
        yield TextDelta("b")
        yield ResponseComplete(ModelResponse(parts=[TextPart(content="ab")]))


async def test_stream_is_retried_before_the_first_event() -> None:
    flaky, sleep = FlakyStream([http(503)]), SleepRecorder()
    events = [e async for e in retry(flaky, sleep).request_stream(HISTORY)]
    assert [e.content for e in events if isinstance(e, TextDelta)] == ["a", "b"]
    assert isinstance(events[-1], ResponseComplete)
    assert flaky.calls == 2


async def test_stream_failure_after_output_propagates_without_retry() -> None:
    flaky, sleep = FlakyStream([], fail_midway=True), SleepRecorder()
    seen: list[StreamEvent] = []
    with pytest.raises(ModelHTTPError):
        async for event in retry(flaky, sleep).request_stream(HISTORY):
            seen.append(event)
    assert seen == [TextDelta("a")]
    assert flaky.calls == 1


async def test_timeout_fills_in_the_settings_of_every_attempt_unless_the_caller_set_one() -> None:
    seen: list[ModelSettings | None] = []

    def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
        seen.append(info.settings)
        return "ok"

    model = RetryModel(FunctionModel(reply), timeout=7.0)
    await model.request(HISTORY)
    await model.request(HISTORY, {"max_tokens": 5})
    await model.request(HISTORY, {"timeout": 1.5})
    async for _ in model.request_stream(HISTORY):
        pass
    assert seen == [
        {"timeout": 7.0},
        {"max_tokens": 5, "timeout": 7.0},
        {"timeout": 1.5},
        {"timeout": 7.0},
    ]
    await RetryModel(FunctionModel(reply)).request(HISTORY)
    assert seen[-1] is None  # no default: settings pass through untouched
    with pytest.raises(UserError, match="timeout"):
        RetryModel(FunctionModel(reply), timeout=0)
