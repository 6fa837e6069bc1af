"""Prometheus metrics of runs.

Finished runs, step and model latency, tokens, cost, tool errors, queue depth and
circuit-breaker state per model.

`RunMetrics` registers its collectors on a registry (the API's `Metrics` registry, so they appear
on `GET /api/v1/metrics`). It is fed three ways: `observe(event)` for each agent event (a
consumer of the stream, like tracing), `InstrumentedModel` around a model for request latency,
and `watch_breakers(model)` for the breakers of every `FallbackModel` inside a model, read at
scrape time.
"""

from __future__ import annotations

import time
import weakref
from collections.abc import AsyncIterator, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram
from prometheus_client.core import GaugeMetricFamily, Metric
from prometheus_client.registry import Collector
from sqlalchemy import or_, select

from agentschool.agent.events import (
    EVENT_ADAPTER,
    AgentEvent,
    ModelResponded,
    RunFinished,
    StepFailed,
    StepFinished,
)
from agentschool.messages import ModelMessage, ModelResponse
from agentschool.models.base import (
    Model,
    ModelSettings,
    OutputSchema,
    StreamEvent,
    ToolDefinition,
    WrapperModel,
)
from agentschool.models.fallback import BreakerState, FallbackModel
from agentschool.runs.status import RunStatus
from agentschool.runs.store import RunStore
from agentschool.runs.tables import EventRow, RunRow, utcnow

__all__ = [
    "BreakerCollector",
    "InstrumentedModel",
    "RunMetrics",
    "StoreEventFeed",
    "fallback_layers",
    "metered",
]

_LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300)


def fallback_layers(model: Model) -> list[FallbackModel]:
    """Every `FallbackModel` in a stack of wrappers (and inside fall-back chains)."""
    found: list[FallbackModel] = []
    todo: list[Model] = [model]
    while todo:
        layer = todo.pop()
        if isinstance(layer, FallbackModel):
            found.append(layer)
            todo.extend(layer.models)
        elif isinstance(layer, WrapperModel):
            todo.append(layer.wrapped)
    return found


class BreakerCollector(Collector):
    """`agentschool_model_breaker_state{model,state}`: 1 for each model's current state."""

    def __init__(self) -> None:
        # Weak: a worker builds a model per run, and a finished run's chain must not be kept
        # (nor reported) for the life of the process. Keyed by id (a dataclass is unhashable).
        self._chains: weakref.WeakValueDictionary[int, FallbackModel] = (
            weakref.WeakValueDictionary()
        )

    @property
    def models(self) -> list[FallbackModel]:
        """The fall-back chains watched and still alive."""
        return list(self._chains.values())

    def watch(self, chain: FallbackModel) -> None:
        """Report `chain`'s breakers for as long as it is in use."""
        self._chains[id(chain)] = chain

    def collect(self) -> Iterable[Metric]:
        """Read every watched breaker now."""
        family = GaugeMetricFamily(
            "agentschool_model_breaker_state",
            "Circuit-breaker state per model (1 = current state).",
            labels=["model", "state"],
        )
        for chain in self.models:
            for label, breaker in chain.breakers.items():
                for state in BreakerState:
                    family.add_metric([label, state.value], 1.0 if breaker.state is state else 0.0)
        yield family


class RunMetrics:
    """The run-level collectors, registered on `registry`."""

    def __init__(self, registry: CollectorRegistry) -> None:
        self.runs_finished = Counter(
            "agentschool_runs_finished",
            "Runs finished by this process, by status.",
            ["status"],
            registry=registry,
        )
        self.step_latency = Histogram(
            "agentschool_step_duration_seconds",
            "Time a successful step spent in its tool, all attempts included.",
            ["tool"],
            buckets=_LATENCY_BUCKETS,
            registry=registry,
        )
        self.model_latency = Histogram(
            "agentschool_model_request_duration_seconds",
            "Time to a model's complete answer.",
            ["model"],
            buckets=_LATENCY_BUCKETS,
            registry=registry,
        )
        self.tokens = Counter(
            "agentschool_model_tokens",
            "Tokens used by model requests of runs.",
            ["model", "direction"],
            registry=registry,
        )
        self.cost = Counter(
            "agentschool_model_cost_usd",
            "USD spent on model requests.",
            ["model"],
            registry=registry,
        )
        self.tool_errors = Counter(
            "agentschool_tool_errors",
            "Failed tool calls (every attempt).",
            ["tool", "error_type"],
            registry=registry,
        )
        self.queue_depth = Gauge(
            "agentschool_queue_depth", "Runs waiting for a worker.", registry=registry
        )
        self.breakers = BreakerCollector()
        registry.register(self.breakers)

    def observe(self, event: AgentEvent) -> None:
        """Count what one agent event says."""
        if isinstance(event, ModelResponded):
            usage = event.usage
            self.tokens.labels(event.model, "input").inc(usage.input_tokens)
            self.tokens.labels(event.model, "output").inc(usage.output_tokens)
            self.cost.labels(event.model).inc(usage.cost_usd)
        elif isinstance(event, StepFinished):
            self.step_latency.labels(event.tool).observe(event.duration_ms / 1000)
        elif isinstance(event, StepFailed):
            self.tool_errors.labels(event.tool, event.error_type).inc()
        elif isinstance(event, RunFinished):
            self.runs_finished.labels(event.status).inc()

    def watch_breakers(self, model: Model) -> None:
        """Report the breakers of every `FallbackModel` inside `model` on each scrape."""
        for chain in fallback_layers(model):
            self.breakers.watch(chain)


@dataclass(repr=False)
class InstrumentedModel(WrapperModel):
    """Times each request of the wrapped model into `metrics.model_latency`."""

    metrics: RunMetrics | None = field(default=None)
    """Where to record; nothing is recorded when None."""

    def _observe(self, started: float) -> None:
        if self.metrics is not None:
            self.metrics.model_latency.labels(self.label).observe(time.perf_counter() - started)

    async def request(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> ModelResponse:
        """The wrapped model's answer, timed (failures included)."""
        started = time.perf_counter()
        try:
            return await self.wrapped.request(messages, settings, tools, output_schema)
        finally:
            self._observe(started)

    async def request_stream(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> AsyncIterator[StreamEvent]:
        """The wrapped model's stream, timed to its last event."""
        started = time.perf_counter()
        try:
            async for event in self.wrapped.request_stream(
                messages, settings, tools, output_schema
            ):
                yield event
        finally:
            self._observe(started)


async def metered(
    events: AsyncIterator[AgentEvent], metrics: RunMetrics
) -> AsyncIterator[AgentEvent]:
    """Pass a run's events through unchanged, counting them into `metrics`."""
    async for event in events:
        metrics.observe(event)
        yield event


class StoreEventFeed:
    """New agent events from the run store, for metrics of runs executed by other processes.

    Workers record every event in the store; the API process reads the ones it has not seen at
    each scrape, so its counters cover every worker. Only runs still in flight or changed in the
    last `lag` seconds are read (the primary key serves the lookup). Events recorded before the
    first pull are skipped: counters start with the process, as Prometheus expects.

    Args:
        lag: Seconds a finished run stays watched, covering commits that land late.
    """

    def __init__(self, lag: float = 60.0) -> None:
        self.lag = timedelta(seconds=lag)
        self.seen: dict[str, int] = {}
        self._since: datetime | None = None
        self._started = utcnow()

    async def pull(self, store: RunStore) -> list[AgentEvent]:
        """Events recorded since the last pull, in order per run."""
        now = utcnow()
        first, cutoff = self._since is None, (self._since or now) - self.lag
        self._since = now
        live = [RunStatus.PENDING.value, RunStatus.RUNNING.value, RunStatus.WAITING_APPROVAL.value]
        runs = select(RunRow.id).where(or_(RunRow.status.in_(live), RunRow.updated_at >= cutoff))
        async with store.sessions() as session:
            ids = list((await session.scalars(runs)).all())
            query = select(EventRow).where(EventRow.run_id.in_(ids)).order_by(EventRow.seq)
            rows = list((await session.scalars(query)).all()) if ids else []
        fresh = [r for r in rows if r.seq > self.seen.get(r.run_id, 0)]
        for row in fresh:
            self.seen[row.run_id] = max(row.seq, self.seen.get(row.run_id, 0))
        for run_id in set(self.seen) - set(ids):
            del self.seen[run_id]
        if first:  # only what happened since this feed was made (the process started)
            fresh = [r for r in fresh if r.created_at >= self._started]
        return [EVENT_ADAPTER.validate_python(r.data) for r in fresh]
