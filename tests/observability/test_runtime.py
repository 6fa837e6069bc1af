"""The process-level helpers: one guarded model and one observed stream give every signal."""

from __future__ import annotations

import logging

import pytest
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from prometheus_client import CollectorRegistry

from agentschool.agent.agent import Agent
from agentschool.observability import (
    BudgetModel,
    InstrumentedModel,
    RunMetrics,
    RunTracer,
    guard_model,
    observe,
    setup_observability,
)
from agentschool.observability.logging import JsonFormatter
from agentschool.settings import Settings
from agentschool.tools import Toolset

from .conftest import scripted_model


def test_without_budgets_or_metrics_the_model_is_unchanged() -> None:
    model = scripted_model()
    assert guard_model(model, Settings()) is model


async def test_a_guarded_observed_run_stops_at_its_budget_with_every_signal(
    tools: Toolset, caplog: pytest.LogCaptureFixture
) -> None:
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    registry = CollectorRegistry()
    metrics = RunMetrics(registry)
    model = guard_model(scripted_model(), Settings(budget_run_tokens=200), metrics=metrics)
    assert isinstance(model, BudgetModel) and isinstance(model.wrapped, InstrumentedModel)

    agent = Agent(model, tools, planner="react", retries=0, backoff=0)
    tracer = RunTracer(provider.get_tracer("test"))
    with caplog.at_level(logging.INFO, logger="agentschool.events"):
        events = [
            e async for e in observe(agent.iter("add", run_id="r7"), metrics=metrics, tracer=tracer)
        ]
    finished = events[-1]
    assert finished.kind == "run-finished" and finished.status == "failed"
    assert "run token budget exhausted" in (finished.error or "")
    sample = registry.get_sample_value("agentschool_runs_finished_total", {"status": "failed"})
    assert sample == 1
    run_span = next(s for s in exporter.get_finished_spans() if s.name.startswith("invoke_agent"))
    assert "budget" in (run_span.status.description or "")
    lines = [r for r in caplog.records if r.message == "run-finished"]
    assert [getattr(r, "run_id", None) for r in lines] == ["r7"]


def test_setup_installs_json_logs_at_the_configured_level() -> None:
    root = logging.getLogger()
    level, handlers = root.level, list(root.handlers)
    try:
        assert setup_observability(Settings(log_level="ERROR")) is None  # tracing stays off
        assert root.level == logging.ERROR
        assert any(isinstance(h.formatter, JsonFormatter) for h in root.handlers)
    finally:
        root.handlers[:] = handlers
        root.setLevel(level)
