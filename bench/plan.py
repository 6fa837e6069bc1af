"""Planning benchmark: request → ExecutionPlan with the parser alone, and with a model.

Prints Markdown tables: the deterministic parser's latency per request (median and p95 of --runs
runs, against the issue's "plan < 2 s" target) and, with --model, one `plan_request` per request
through that model (latency, tokens, and which fields the model changed after reconciliation).

    .venv/bin/python bench/plan.py [--runs 200] [--model local [--limit N]]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time
from datetime import UTC, datetime

from agentschool.messages import Usage
from agentschool.models import CostModel, build_model
from agentschool.school.intent import parse_request, plan_request
from agentschool.school.query import EventQuery
from agentschool.testing.vocabulary import site_vocabulary

VOCAB = site_vocabulary()
"""What the offline site publishes, discovered through its endpoints."""

NOW = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)
REQUESTS = (
    "Find hip-hop parties in SF within 5 miles",
    "YC co-founder events",
    "Private networking events for founders",
    "Tech conferences in SF next month under $100",
    "Family-friendly events in Berkeley this weekend",
    "Find all events by organization Founders Inc",
    "AI meetups in NYC next week",
    "Supper clubs in NYC from Dec 3 to Dec 12 under $50",
    "Crypto events within 3 km of 37.7749,-122.4194",
    "free yoga in London tomorrow",
)


def _parser_table(runs: int) -> None:
    print("| request | parser median (ms) | parser p95 (ms) |")
    print("|---|---:|---:|")
    for text in REQUESTS:
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            parse_request(text, now=NOW, vocabulary=VOCAB)
            times.append((time.perf_counter() - start) * 1000)
        times.sort()
        p95 = times[int(len(times) * 0.95) - 1]
        print(f"| {text} | {statistics.median(times):.3f} | {p95:.3f} |")


async def _model_table(spec: str, limit: int) -> None:
    model = build_model(spec)
    assert isinstance(model, CostModel)  # keeps the running token total
    print(f"\n| request | {spec} plan (s) | input tokens | output tokens | fields changed |")
    print("|---|---:|---:|---:|---|")
    for text in REQUESTS[:limit]:
        before = Usage() + model.total
        start = time.perf_counter()
        plan = await plan_request(text, now=NOW, vocabulary=VOCAB, model=model)
        elapsed = time.perf_counter() - start
        parsed = parse_request(text, now=NOW, vocabulary=VOCAB)
        changed = [
            name
            for name in EventQuery.model_fields
            if getattr(plan.params, name) != getattr(parsed.params, name)
        ]
        if plan.data_source != parsed.data_source:
            changed.append("data_source")
        spent_in = model.total.input_tokens - before.input_tokens
        spent_out = model.total.output_tokens - before.output_tokens
        changes = ", ".join(changed) or "-"
        print(f"| {text} | {elapsed:.1f} | {spent_in} | {spent_out} | {changes} |")


def main() -> None:
    """Run the benchmark and print the tables."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=200, help="parser runs per request")
    parser.add_argument("--model", help="also plan through this model (e.g. local)")
    parser.add_argument("--limit", type=int, default=len(REQUESTS), help="requests for --model")
    args = parser.parse_args()
    _parser_table(args.runs)
    if args.model:
        asyncio.run(_model_table(args.model, args.limit))


if __name__ == "__main__":
    main()
