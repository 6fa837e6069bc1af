"""Exact-set and field accuracy of Agent School, tuned apart from held-out (used by `school.py`).

For each request: the parser plans it against the vocabulary the site publishes; the plan's
query must select exactly the events of the intended query (ground truth from the site's raw
records, `agentschool.testing.truth`); then the generated `api` function is called in-process
and its events compared field by field with the truth (a missing or extra event counts all its
fields wrong). Sets:

- tuned: the requests the parser was written against (`testing.tuned_queries`, primary seed);
- held-out: requests written from templates before tuning, on the held-out seed (other places,
  category slugs and organizers; `testing.heldout_queries`);
- schema.org: requests on the JSON-LD fixture site (`testing.schema_site`), written before
  measuring, planned against the vocabulary discovered from the site, run by generated `jsonld`
  functions.

`jsonld_timings` measures the JSON-LD source: discovery, a cold learn against the discovered
vocabulary (parser, generate, verify with the sandboxed replay when bubblewrap is here, save) and
warm calls through the registry.
"""

from __future__ import annotations

import shutil
import statistics
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import httpx

from agentschool.school.codegen import SourceShape, generate
from agentschool.school.discovery import vocabulary_for
from agentschool.school.functions import call_module, load_module
from agentschool.school.intent import CannotPlan, parse_request
from agentschool.school.learn import learn
from agentschool.school.query import Event, EventQuery
from agentschool.school.registry import FunctionRegistry
from agentschool.school.sources import get_source
from agentschool.school.transport import SyncASGITransport
from agentschool.testing.heldout_queries import HELD_OUT_QUERIES
from agentschool.testing.luma_site import DEFAULT_SEED, HELD_OUT_SEED, create_app, load_dataset
from agentschool.testing.schema_site import create_app as create_schema_site
from agentschool.testing.schema_site import load_items
from agentschool.testing.schema_site.truth import SCHEMA_QUERIES
from agentschool.testing.schema_site.truth import expected_events as schema_events
from agentschool.testing.schema_site.truth import expected_ids as schema_ids
from agentschool.testing.truth import expected_events, expected_ids
from agentschool.testing.tuned_queries import NOW, TUNED_QUERIES
from agentschool.testing.vocabulary import site_vocabulary

__all__ = ["Accuracy", "jsonld_timings", "luma_accuracy", "schema_accuracy"]

URL = "http://luma.test"
FIELDS = list(Event.model_fields)


@dataclass
class Accuracy:
    """One set's figures."""

    name: str
    requests: int
    exact_plans: int
    """Requests whose planned query selects exactly the intended events."""
    exact_calls: int
    """Requests whose generated function returned exactly the intended events, every field."""
    right_fields: int
    total_fields: int
    seconds: float
    misses: list[str]


def _fields(got: list[dict[str, Any]], wanted: list[dict[str, Any]]) -> tuple[int, int]:
    by_id = {e["api_id"]: e for e in got}
    right = sum(by_id[w["api_id"]][f] == w[f] for w in wanted if w["api_id"] in by_id
                for f in FIELDS)  # fmt: skip
    extra = len(set(by_id) - {w["api_id"] for w in wanted})
    return right, (len(wanted) + extra) * len(FIELDS)


def _measure(
    name: str, seed: int, cases: Sequence[tuple[str, EventQuery]], now: datetime
) -> Accuracy:
    dataset, vocabulary = load_dataset(seed=seed), site_vocabulary(seed)
    result = Accuracy(name, len(cases), 0, 0, 0, 0, 0.0, [])
    start = time.perf_counter()
    with httpx.Client(transport=SyncASGITransport(create_app(drift=(), seed=seed))) as client:
        for text, intended in cases:
            wanted = expected_events(dataset, intended, URL)
            try:
                plan = parse_request(text, now=now, vocabulary=vocabulary)
            except CannotPlan as exc:
                result.misses.append(f"{text!r}: {exc.reason}")
                result.total_fields += len(wanted) * len(FIELDS)
                continue
            if expected_ids(dataset, plan.params) == expected_ids(dataset, intended):
                result.exact_plans += 1
            else:
                result.misses.append(
                    f"{text!r}: planned {plan.params.model_dump(exclude_defaults=True)}"
                )
            module = load_module(generate(plan, "api").source, "accuracy")
            args = plan.params.model_dump(mode="json", exclude_defaults=True)
            got = [e.model_dump() for e in call_module(module, args, api_url=URL, web_url=URL,
                                                       client=client).events]  # fmt: skip
            result.exact_calls += got == wanted
            right, total = _fields(got, wanted)
            result.right_fields += right
            result.total_fields += total
    result.seconds = time.perf_counter() - start
    return result


def luma_accuracy() -> list[Accuracy]:
    """Tuned and held-out figures on the Luma-format fixture."""
    tuned = [(text, EventQuery(**values)) for text, values in TUNED_QUERIES]
    return [
        _measure("tuned (primary seed)", DEFAULT_SEED, tuned, NOW),
        _measure("held-out (second seed)", HELD_OUT_SEED, list(HELD_OUT_QUERIES), NOW),
    ]


SITE = "http://site.test"


def schema_accuracy() -> Accuracy:
    """The schema.org fixture's figures (generated `jsonld` functions, in-process)."""
    items = load_items()
    result = Accuracy("schema.org fixture", len(SCHEMA_QUERIES), 0, 0, 0, 0, 0.0, [])
    start = time.perf_counter()
    transport = SyncASGITransport(create_schema_site())
    shape = SourceShape(source="jsonld", base_url=SITE)
    with httpx.Client(transport=transport) as client:
        vocabulary = vocabulary_for(get_source("jsonld"), SITE, transport=transport)
        for text, intended in SCHEMA_QUERIES:
            wanted = schema_events(items, intended, SITE)
            plan = parse_request(text, now=NOW, vocabulary=vocabulary)
            if schema_ids(items, plan.params) == schema_ids(items, intended):
                result.exact_plans += 1
            else:
                result.misses.append(
                    f"{text!r}: planned {plan.params.model_dump(exclude_defaults=True)}"
                )
            module = load_module(generate(plan, "jsonld", shape=shape).source, "accuracy")
            args = plan.params.model_dump(mode="json", exclude_defaults=True)
            got = [e.model_dump() for e in call_module(module, args, api_url=SITE, web_url=SITE,
                                                       client=client).events]  # fmt: skip
            result.exact_calls += got == wanted
            right, total = _fields(got, wanted)
            result.right_fields, result.total_fields = (
                result.right_fields + right,
                result.total_fields + total,
            )
    result.seconds = time.perf_counter() - start
    return result


def jsonld_timings(runs: int = 5) -> None:
    """Discovery, cold learn and warm calls of the JSON-LD source, in-process; a Markdown table."""
    transport = SyncASGITransport(create_schema_site())
    shape = SourceShape(source="jsonld", base_url=SITE)
    sandbox = shutil.which("bwrap") is not None
    try:
        start = time.perf_counter()
        vocabulary = vocabulary_for(get_source("jsonld"), SITE, transport=transport)
        discover_ms = (time.perf_counter() - start) * 1000
        print(f"schema.org fixture: discovery {discover_ms:.0f} ms "
              f"({len(vocabulary.places)} places, {len(vocabulary.categories)} topics, "
              f"{len(vocabulary.organizers)} organizers); sandbox replay: {sandbox}\n")  # fmt: skip
        print("| request (schema.org site) | cold learn ms (parser) | warm call ms | speed-up "
              "| events | LLM tokens |")  # fmt: skip
        print("|---|---:|---:|---:|---:|---|")
        with tempfile.TemporaryDirectory() as tmp:
            registry = FunctionRegistry(f"sqlite:///{Path(tmp) / 'f.db'}", transport=transport)
            try:
                for text in ("jazz events in Lisbon", "free events in London", "AI events"):
                    start = time.perf_counter()
                    plan = parse_request(text, now=NOW, vocabulary=vocabulary)
                    outcome = learn(plan, registry, api_url=SITE, web_url=SITE, shape=shape,
                                    transport=transport, use_sandbox=sandbox)  # fmt: skip
                    cold = (time.perf_counter() - start) * 1000
                    assert outcome.function is not None, outcome.error
                    args = plan.params.model_dump(mode="json", exclude_defaults=True)
                    warm = []
                    for _ in range(runs):
                        start = time.perf_counter()
                        events = registry.call(outcome.function.name, args).events
                        warm.append((time.perf_counter() - start) * 1000)
                    median = statistics.median(warm)
                    print(f"| {text} | {cold:.0f} | {median:.1f} | {cold / median:.0f}x "
                          f"| {len(events)} | 0 / 0 |")  # fmt: skip
            finally:
                registry.close()
    finally:
        transport.close()
    print()


def print_accuracy(rows: list[Accuracy]) -> None:
    """A Markdown table, then each miss."""
    print("| set | requests | exact sets (plan) | exact sets (generated api function) "
          "| field accuracy | s |")  # fmt: skip
    print("|---|---:|---:|---:|---:|---:|")
    for r in rows:
        fields = r.right_fields / r.total_fields if r.total_fields else 1.0
        print(f"| {r.name} | {r.requests} | {r.exact_plans / r.requests:.1%} "
              f"| {r.exact_calls / r.requests:.1%} | {fields:.2%} | {r.seconds:.1f} |")  # fmt: skip
    for r in rows:
        for miss in r.misses:
            print(f"- {r.name} miss: {miss}")
    print()


if __name__ == "__main__":
    print_accuracy([*luma_accuracy(), schema_accuracy()])
    jsonld_timings()
