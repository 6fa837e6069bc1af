"""One call each for a process and a run: `setup_observability`, `guard_model`, `observe`.

What a process that executes runs needs::

    setup_observability(settings)                       # JSON logs at log_level; tracing if asked
    model = guard_model(build_model(spec, settings), settings, api_key_id=run.api_key_id)
    async for event in observe(agent.iter(task), metrics=metrics):
        ...                                             # spans, metrics and log lines on the way

The run engine takes the same as hooks (`agentschool serve` and `agentschool worker` use
`engine_hooks`): an event listener (spans, log lines, metrics if given) and a factory wrapper
(budgets, model timing). `serve_metrics` exports a worker's metrics on its own port.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from typing import TYPE_CHECKING
from wsgiref.simple_server import WSGIServer

from opentelemetry.sdk.trace import TracerProvider
from prometheus_client import CollectorRegistry, start_http_server

from agentschool.agent.events import AgentEvent
from agentschool.exceptions import UserError
from agentschool.models.base import Model
from agentschool.observability.budgets import BudgetLimits, BudgetModel, InMemorySpend, SpendLedger
from agentschool.observability.logging import configure_logging, log_event, logged
from agentschool.observability.metrics import InstrumentedModel, RunMetrics, metered
from agentschool.observability.tracing import RunTracer, configure_tracing, traced
from agentschool.settings import Settings

if TYPE_CHECKING:
    from agentschool.runs.engine import AgentFactory, AgentRecipe

__all__ = [
    "engine_hooks",
    "event_listener",
    "guard_model",
    "observe",
    "serve_metrics",
    "setup_observability",
]


def setup_observability(settings: Settings) -> TracerProvider | None:
    """JSON logs at `settings.log_level`; the tracer provider when `trace_exporter` asks for one."""
    configure_logging(settings.log_level)
    return configure_tracing(settings)


def guard_model(
    model: Model,
    settings: Settings,
    *,
    api_key_id: str | None = None,
    run_id: str | None = None,
    ledger: SpendLedger | None = None,
    metrics: RunMetrics | None = None,
) -> Model:
    """`model` timed into `metrics` (when given) and under the settings' budgets (when any).

    Pass a priced model (`build_model` returns a `CostModel`) so cost budgets see costs, and one
    `ledger` per process (or a `StoreSpend`) so day budgets add up across runs; `run_id` lets
    a `StoreSpend` count a run once (in flight, then from the store).
    """
    if metrics is not None:
        model = InstrumentedModel(model, metrics=metrics)
        metrics.watch_breakers(model)
    limits = BudgetLimits.from_settings(settings)
    if limits == BudgetLimits():
        return model
    return BudgetModel(
        model,
        limits=limits,
        api_key_id=api_key_id,
        run_id=run_id,
        ledger=ledger or InMemorySpend(),
    )


def observe(
    events: AsyncIterator[AgentEvent],
    *,
    metrics: RunMetrics | None = None,
    tracer: RunTracer | None = None,
) -> AsyncIterator[AgentEvent]:
    """A run's events, passed through tracing, metrics (when given) and structured logs."""
    stream = traced(events, tracer)
    if metrics is not None:
        stream = metered(stream, metrics)
    return logged(stream)


def event_listener(
    *, metrics: RunMetrics | None = None, tracer: RunTracer | None = None
) -> Callable[[AgentEvent], None]:
    """One callable doing what `observe` does, for code that hands out events one by one."""
    tracer = tracer or RunTracer()

    def listen(event: AgentEvent) -> None:
        tracer.observe(event)
        if metrics is not None:
            metrics.observe(event)
        log_event(event)

    return listen


def engine_hooks(
    settings: Settings, *, ledger: SpendLedger | None = None, metrics: RunMetrics | None = None
) -> tuple[list[Callable[[AgentEvent], None]], Callable[[AgentFactory], AgentFactory]]:
    """The run engine's event listeners and a factory wrapper putting each run under budgets.

    Day budgets read the run store (`StoreSpend` on the settings' database) unless `ledger` is
    given. Without `metrics`, run metrics are left to the API, which reads the events the engine
    stores; a separate worker passes its own (see `serve_metrics`) for model latency, breakers,
    tokens and tool errors measured where the model and tools run.
    """
    from agentschool.observability.budgets import StoreSpend

    spend = ledger or StoreSpend(settings.effective_database_url())

    def wrap(factory: AgentFactory) -> AgentFactory:
        def build(config: dict[str, object]) -> AgentRecipe:
            recipe = factory(config)
            key, run_id = config.get("api_key_id"), config.get("run_id")
            recipe.model = guard_model(
                recipe.model,
                _run_budget(settings, config),
                api_key_id=key if isinstance(key, str) else None,
                run_id=run_id if isinstance(run_id, str) else None,
                ledger=spend,
                metrics=metrics,
            )
            return recipe

        return build

    return [event_listener(metrics=metrics)], wrap


def _run_budget(settings: Settings, config: dict[str, object]) -> Settings:
    """The settings with a run's own budget (`RunSpec.budget_usd`/`budget_tokens`) where lower."""
    updates: dict[str, object] = {}
    for field, asked in (
        ("budget_run_cost_usd", config.get("budget_usd")),
        ("budget_run_tokens", config.get("budget_tokens")),
    ):
        current = getattr(settings, field)
        if isinstance(asked, int | float) and (current is None or asked < current):
            updates[field] = asked
    return settings.model_copy(update=updates) if updates else settings


def serve_metrics(port: int, host: str = "127.0.0.1") -> tuple[RunMetrics, WSGIServer]:
    """Run metrics on a registry of their own, served for Prometheus at http://host:port/.

    Args:
        port: Port to listen on (0 picks a free one: read `server.server_port`).
        host: Bind address; loopback unless asked.

    Returns:
        The metrics to pass to `engine_hooks`, and the server (`shutdown()` stops it).

    Raises:
        UserError: The address cannot be bound (the port is taken, say).
    """
    registry = CollectorRegistry()
    metrics = RunMetrics(registry)
    try:
        server, _ = start_http_server(port, addr=host, registry=registry)
    except OSError as exc:
        raise UserError(
            f"--metrics-port: cannot serve metrics on {host}:{port}: {exc.strerror}"
        ) from exc
    return metrics, server
