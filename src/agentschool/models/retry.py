"""`RetryModel`: try a request again on retryable provider errors, with backoff and jitter.

Only errors a later attempt may cure are retried: `ModelAPIError.retryable` (HTTP 408/409/429,
5xx, timeouts, connection errors). A 400 or 401 is the caller's problem and raises at once.
The wait before attempt *n + 1* is `base_delay * 2 ** (n - 1)`, capped at `max_delay`; with jitter
it is drawn from the upper half of that interval ("equal jitter"), so concurrent clients spread
out but never hammer the provider with a near-zero wait. When the provider sends `Retry-After`
we wait at least that long; when it asks for more than `max_delay` we stop retrying and raise,
so that a `FallbackModel` around us can move on instead of blocking the caller.

`timeout` is the per-attempt deadline (`AGENTSCHOOL_REQUEST_TIMEOUT` through `build_model`): it
fills `ModelSettings["timeout"]` when the caller set none, so every provider enforces the same
setting on each attempt.
"""

from __future__ import annotations

import logging
import random
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass

import anyio
from tenacity import AsyncRetrying, RetryCallState, retry_if_exception, stop_after_attempt

from agentschool.exceptions import ModelAPIError, UserError
from agentschool.messages import ModelMessage, ModelResponse
from agentschool.models.base import (
    ModelSettings,
    OutputSchema,
    StreamEvent,
    ToolDefinition,
    WrapperModel,
)

__all__ = ["RetryModel"]

logger = logging.getLogger(__name__)


@dataclass(repr=False)
class RetryModel(WrapperModel):
    """Retries the wrapped model's retryable failures with exponential backoff and jitter.

    Example:
        ```python
        model = RetryModel(infer_model("openai:gpt-4o-mini"), attempts=3)
        ```
    """

    attempts: int = 3
    """Total attempts per request, the first one included."""
    base_delay: float = 0.5
    """Seconds to wait after the first failure; doubles after each further one."""
    max_delay: float = 30.0
    """Upper bound on one wait; a longer `Retry-After` ends the retries."""
    jitter: bool = True
    """Randomise each wait within the upper half of its backoff interval."""
    sleep: Callable[[float], Awaitable[None]] = anyio.sleep
    """How to wait; tests inject a recorder so they assert the waits without sleeping."""
    rand: Callable[[], float] = random.random
    """Source of jitter in [0, 1); tests inject a constant."""
    timeout: float | None = None
    """Seconds each attempt may take, unless the request's settings name their own `timeout`."""

    def __post_init__(self) -> None:
        if self.attempts < 1:
            raise UserError(f"RetryModel attempts must be at least 1, got {self.attempts}")
        if self.base_delay < 0 or self.max_delay < 0:
            raise UserError("RetryModel delays must not be negative")
        if self.timeout is not None and self.timeout <= 0:
            raise UserError(f"RetryModel timeout must be positive, got {self.timeout}")

    def _settings(self, settings: ModelSettings | None) -> ModelSettings | None:
        """`settings` with the default `timeout` filled in when it names none."""
        if self.timeout is None or (settings is not None and "timeout" in settings):
            return settings
        return {**(settings or {}), "timeout": self.timeout}

    def backoff(self, failures: int) -> float:
        """Seconds to wait after `failures` consecutive failures, before `Retry-After`."""
        delay = min(self.max_delay, self.base_delay * 2.0 ** (failures - 1))
        if self.jitter:
            delay = delay / 2 + self.rand() * delay / 2
        return delay

    def _should_retry(self, error: BaseException) -> bool:
        if not isinstance(error, ModelAPIError) or not error.retryable:
            return False
        retry_after = getattr(error, "retry_after", None)
        return retry_after is None or retry_after <= self.max_delay

    def _wait(self, state: RetryCallState) -> float:
        delay = self.backoff(state.attempt_number)
        error = state.outcome.exception() if state.outcome else None
        retry_after = getattr(error, "retry_after", None)
        return max(delay, float(retry_after)) if retry_after is not None else delay

    def _before_sleep(self, state: RetryCallState) -> None:
        error = state.outcome.exception() if state.outcome else None
        wait = state.next_action.sleep if state.next_action else 0.0
        logger.warning(
            "model %s failed (attempt %d/%d): %s; retrying in %.2fs",
            self.label,
            state.attempt_number,
            self.attempts,
            error,
            wait,
        )

    def _retrying(self) -> AsyncRetrying:
        return AsyncRetrying(
            sleep=self.sleep,
            stop=stop_after_attempt(self.attempts),
            wait=self._wait,
            retry=retry_if_exception(self._should_retry),
            before_sleep=self._before_sleep,
            reraise=True,
        )

    async def request(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> ModelResponse:
        """Ask the wrapped model, retrying retryable failures.

        Raises:
            ModelAPIError: The last error, when every attempt failed or the error is not retryable.
        """
        settings = self._settings(settings)
        async for attempt in self._retrying():
            with attempt:
                return await self.wrapped.request(messages, settings, tools, output_schema)
        raise AssertionError("unreachable: tenacity either returns or reraises")  # pragma: no cover

    async def request_stream(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> AsyncIterator[StreamEvent]:
        """Stream from the wrapped model, retrying failures that happen before the first event.

        Once an event has been yielded the caller has seen output, so a later failure propagates.
        """
        settings = self._settings(settings)
        stream: AsyncIterator[StreamEvent] | None = None
        first: StreamEvent | None = None
        async for attempt in self._retrying():
            with attempt:
                stream = self.wrapped.request_stream(messages, settings, tools, output_schema)
                first = await anext(stream, None)
        if stream is None or first is None:
            return
        yield first
        async for event in stream:
            yield event
