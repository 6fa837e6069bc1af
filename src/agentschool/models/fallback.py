"""`FallbackModel`: try models in order, each behind a circuit breaker.

A breaker is **closed** while its model works. After `failure_threshold` consecutive failures it
**opens**: the model is skipped without being called. Once `cooldown` seconds have passed it turns
**half-open** and lets one probe request through: success closes it, failure opens it again for
another cool-down. Only `ModelAPIError`s count as failures and cause a fall-back; anything else
(a `UserError`, a malformed answer, our own bug) propagates at once, because another model would
not fix it.
"""

from __future__ import annotations

import enum
import logging
import time
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass, field

from agentschool.exceptions import ModelAPIError, ModelUnavailableError, UserError
from agentschool.messages import ModelMessage, ModelResponse
from agentschool.models.base import (
    Model,
    ModelSettings,
    OutputSchema,
    StreamEvent,
    ToolDefinition,
    WrapperModel,
)

__all__ = ["BreakerState", "CircuitBreaker", "FallbackModel"]

logger = logging.getLogger(__name__)


class BreakerState(enum.StrEnum):
    """Where a circuit breaker stands."""

    CLOSED = "closed"
    """The model is used."""
    OPEN = "open"
    """The model is skipped until the cool-down has passed."""
    HALF_OPEN = "half-open"
    """One probe request is allowed through to test the model again."""


@dataclass(slots=True)
class CircuitBreaker:
    """Counts one model's consecutive failures and decides whether to call it."""

    failure_threshold: int
    """Consecutive failures that open the breaker."""
    cooldown: float
    """Seconds the breaker stays open before a half-open probe."""
    state: BreakerState = BreakerState.CLOSED
    """Current state."""
    failures: int = 0
    """Consecutive failures so far."""
    opened_at: float | None = None
    """Clock time the breaker last opened."""
    probing: bool = field(default=False, repr=False)
    """Whether the half-open probe is in flight (only one at a time)."""

    def allow(self, now: float) -> bool:
        """Whether to call the model now; moves an open breaker to half-open after the cool-down."""
        if self.state is BreakerState.OPEN:
            if self.opened_at is not None and now - self.opened_at < self.cooldown:
                return False
            self.state = BreakerState.HALF_OPEN
        if self.state is BreakerState.HALF_OPEN:
            if self.probing:
                return False
            self.probing = True
        return True

    def record_success(self) -> None:
        """The call worked: close the breaker."""
        self.state = BreakerState.CLOSED
        self.failures = 0
        self.opened_at = None
        self.probing = False

    def record_failure(self, now: float) -> None:
        """The call failed: count it, and open the breaker at the threshold or after a probe."""
        self.failures += 1
        if self.state is BreakerState.HALF_OPEN or self.failures >= self.failure_threshold:
            self.state = BreakerState.OPEN
            self.opened_at = now
        self.probing = False

    def release(self) -> None:
        """The call ended without a verdict on the model (caller's error, cancellation)."""
        self.probing = False

    def retry_in(self, now: float) -> float:
        """Seconds left before an open breaker allows a probe."""
        if self.opened_at is None:
            return 0.0
        return max(0.0, self.cooldown - (now - self.opened_at))


@dataclass(repr=False, init=False)
class FallbackModel(WrapperModel):
    """Uses the first model whose breaker allows it and that answers; falls back on API errors.

    Example:
        ```python
        model = FallbackModel([infer_model("openai:gpt-4o-mini"), infer_model("local")])
        model.breakers["openai:gpt-4o-mini"].state  # BreakerState.CLOSED
        ```

    Args:
        models: The models, in order of preference; labels must be distinct.
        failure_threshold: Consecutive failures that open a model's breaker.
        cooldown: Seconds an open breaker waits before a half-open probe.
        clock: Monotonic time in seconds; tests inject a fake clock.
        breakers: Breakers to share, by label (a worker passes one dict to every run's chain,
            so a model that keeps failing stays skipped across runs); missing ones are added.
    """

    models: list[Model]
    """The models, in order of preference."""
    breakers: dict[str, CircuitBreaker]
    """One breaker per model, keyed by the model's label."""
    clock: Callable[[], float]
    """Monotonic time in seconds."""

    def __init__(
        self,
        models: Sequence[Model],
        failure_threshold: int = 3,
        cooldown: float = 30.0,
        *,
        clock: Callable[[], float] = time.monotonic,
        breakers: dict[str, CircuitBreaker] | None = None,
    ) -> None:
        if not models:
            raise UserError("FallbackModel needs at least one model")
        labels = [m.label for m in models]
        if len(set(labels)) != len(labels):
            raise UserError(f"FallbackModel models must have distinct labels, got {labels}")
        if failure_threshold < 1:
            raise UserError("failure_threshold must be at least 1")
        self.wrapped = models[0]
        self.models = list(models)
        self.clock = clock
        shared = breakers if breakers is not None else {}
        for label in labels:
            shared.setdefault(label, CircuitBreaker(failure_threshold, cooldown))
        self.breakers = shared

    @property
    def name(self) -> str:
        """The labels of the chained models, comma-separated."""
        return ",".join(m.label for m in self.models)

    @property
    def system(self) -> str:
        """Always `fallback`: the answering model is named in `ModelResponse.model_name`."""
        return "fallback"

    def _allowed(self, model: Model, errors: list[Exception]) -> CircuitBreaker | None:
        """The model's breaker if it allows a call now; otherwise note the skip in `errors`."""
        breaker = self.breakers[model.label]
        now = self.clock()
        if breaker.allow(now):
            return breaker
        wait = breaker.retry_in(now)
        errors.append(ModelAPIError(model.label, f"circuit open, next probe in {wait:.1f}s"))
        return None

    def _failed(
        self, model: Model, breaker: CircuitBreaker, error: ModelAPIError, errors: list[Exception]
    ) -> None:
        breaker.record_failure(self.clock())
        errors.append(error)
        logger.warning("model %s failed (breaker %s): %s", model.label, breaker.state, error)

    async def request(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> ModelResponse:
        """The answer of the first available model that succeeds.

        Raises:
            ModelUnavailableError: Every model failed or was skipped; `.errors` lists why.
        """
        errors: list[Exception] = []
        for model in self.models:
            breaker = self._allowed(model, errors)
            if breaker is None:
                continue
            try:
                response = await model.request(messages, settings, tools, output_schema)
            except ModelAPIError as error:
                self._failed(model, breaker, error, errors)
                continue
            except BaseException:
                breaker.release()
                raise
            breaker.record_success()
            return response
        raise ModelUnavailableError(self.label, errors)

    async def request_stream(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> AsyncIterator[StreamEvent]:
        """Stream from the first available model whose stream starts; no fall-back once it has.

        Raises:
            ModelUnavailableError: Every model failed before its first event or was skipped.
        """
        errors: list[Exception] = []
        for model in self.models:
            breaker = self._allowed(model, errors)
            if breaker is None:
                continue
            stream = model.request_stream(messages, settings, tools, output_schema)
            try:
                first = await anext(stream, None)
            except ModelAPIError as error:
                self._failed(model, breaker, error, errors)
                continue
            except BaseException:
                breaker.release()
                raise
            async for event in self._rest(stream, first, breaker):
                yield event
            return
        raise ModelUnavailableError(self.label, errors)

    async def _rest(
        self, stream: AsyncIterator[StreamEvent], first: StreamEvent | None, breaker: CircuitBreaker
    ) -> AsyncIterator[StreamEvent]:
        try:
            if first is not None:
                yield first
            async for event in stream:
                yield event
        except ModelAPIError:
            breaker.record_failure(self.clock())
            raise
        except BaseException:
            breaker.release()
            raise
        breaker.record_success()
