"""What observing a run costs: `Agent.run` bare vs with spans, metrics and JSON logs.

One react run = 10 model turns, each calling a trivial async tool, then an answer (the model
answers instantly). Variants: `bare` (just iterate the events), `traced` (OpenTelemetry spans to
an in-memory exporter through a batch-less processor), `metered` (Prometheus counters and
histograms), `logged` (a JSON line per event to an in-memory stream at INFO), `all` (the three,
as `observe()` does, plus `guard_model` budgets and model timing). Columns: median µs of CPU
time per run and per event, and the overhead against `bare`. Medians of `--samples` samples of
`--reps` runs each.

Run: `.venv/bin/python bench/observability_overhead.py [--samples 7] [--reps 30]`
"""

from __future__ import annotations

import argparse
import asyncio
import io
import logging
import statistics
import time
from collections.abc import AsyncIterator, Callable

from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from prometheus_client import CollectorRegistry

from agentschool import tool
from agentschool.agent import Agent
from agentschool.agent.events import AgentEvent
from agentschool.messages import ModelMessage, ModelResponse, TextPart, ToolCallPart
from agentschool.models import FunctionModel
from agentschool.models.function import AgentInfo
from agentschool.observability import (
    RunMetrics,
    RunTracer,
    configure_logging,
    guard_model,
    logged,
    metered,
    observe,
    traced,
)
from agentschool.settings import Settings

TURNS = 10
GUARD_METRICS = RunMetrics(CollectorRegistry())
GUARD_SETTINGS = Settings(budget_run_tokens=10**9)  # built once: settings parsing is not per run


@tool(run_in_thread=False)
async def add(a: int, b: int) -> int:
    """Add two integers."""
    return a + b


def reply(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
    turn = sum(1 for m in messages if isinstance(m, ModelResponse))
    if turn < TURNS:
        call = ToolCallPart(tool_name="add", args={"a": turn, "b": 1})
        return ModelResponse(parts=[call])
    return ModelResponse(parts=[TextPart(content="done")])


Wrap = Callable[[AsyncIterator[AgentEvent]], AsyncIterator[AgentEvent]]


def variants() -> dict[str, tuple[Wrap, bool]]:
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    tracer = RunTracer(provider.get_tracer("bench"))
    metrics = RunMetrics(CollectorRegistry())
    return {
        "bare": (lambda events: events, False),
        "traced": (lambda events: traced(events, tracer), False),
        "metered": (lambda events: metered(events, metrics), False),
        "logged": (logged, False),
        "all": (lambda events: observe(events, metrics=metrics, tracer=tracer), True),
    }


async def one_run(wrap: Wrap, guarded: bool) -> int:
    model = FunctionModel(reply)
    if guarded:
        model = guard_model(model, GUARD_SETTINGS, metrics=GUARD_METRICS)  # type: ignore[assignment]
    agent = Agent(model, [add], planner="react", max_steps=TURNS + 5)
    count = 0
    async for _ in wrap(agent.iter("add")):
        count += 1
    return count


async def sample(wrap: Wrap, guarded: bool, reps: int) -> tuple[float, int]:
    events = await one_run(wrap, guarded)  # warm-up
    start = time.process_time()
    for _ in range(reps):
        assert await one_run(wrap, guarded) == events
    return (time.process_time() - start) / reps * 1e6, events


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--samples", type=int, default=7)
    parser.add_argument("--reps", type=int, default=30)
    args = parser.parse_args()
    configure_logging("INFO", io.StringIO())
    logging.getLogger("agentschool.models").setLevel(logging.WARNING)
    results: dict[str, tuple[float, int]] = {}
    for name, (wrap, guarded) in variants().items():
        times, events = [], 0
        for _ in range(args.samples):
            micros, events = asyncio.run(sample(wrap, guarded, args.reps))
            times.append(micros)
        results[name] = (statistics.median(times), events)
    base = results["bare"][0]
    print("| variant | µs CPU / run | µs / event | overhead vs bare | events/run |")
    print("|---|---|---|---|---|")
    for name, (micros, events) in results.items():
        extra = f"+{(micros / base - 1) * 100:.0f}%" if name != "bare" else "-"
        print(f"| {name} | {micros:.0f} | {micros / events:.1f} | {extra} | {events} |")


if __name__ == "__main__":
    main()
