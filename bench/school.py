"""Agent School benchmark: cold learning vs warm calls, and api vs page vs browser strategy times.

The offline Luma site is answered in-process (`SyncASGITransport`, on the calling thread) for
the api and page strategies — over a loopback uvicorn, keep-alive requests with small answers
wait ~40 ms for a delayed ACK, which would swamp the figures — and served by uvicorn on a
loopback port for the browser. For 10 requests:

- cold (parser) = plan with the offline parser + generate + verify (static checks, ruff, live
  run, sandboxed replay, plausibility) + save, in a fresh registry. 0 LLM tokens.
- cold (model) = the same, planned by the embedded model (`local`: SmolLM2-135M through
  `model_planning`, schema-constrained), its tokens counted; one run per request
  (`--model-runs 0` skips it).
- warm = calling the saved function through the registry as the CLI, MCP and REST do (no
  client passed: the registry's shared HTTP client, whose transport is the in-process site):
  the current version read from the database, arguments and result validated, the call
  counted; no model, 0 tokens. "of which site" is the time spent inside the in-process site
  answering the function's requests; "reqs" is how many requests one call makes.

The speed-up ratio is against cold (parser), the cheaper cold. Against a real, remote Luma the
warm call would instead be dominated by its network round trips (one per request, see "reqs").
Accuracy (`school_accuracy.py`): exact event sets and field accuracy, reported separately for the
tuned requests (primary seed) and the held-out ones (second seed, written before tuning).
Discovery: asking the site for its vocabulary (once per source per TTL), then planning with the
cached vocabulary.

Prints Markdown tables of medians. Run: `.venv/bin/python bench/school.py [--runs N]`
(`--accuracy-only` prints the accuracy and discovery tables alone, in seconds).
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import socket
import statistics
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import uvicorn

from agentschool.models.cost import CostModel
from agentschool.school.codegen import generate
from agentschool.school.discovery import vocabulary_for
from agentschool.school.functions import call_module, load_module
from agentschool.school.intent import parse_request, plan_request
from agentschool.school.learn import learn
from agentschool.school.query import DataSource, ExecutionPlan
from agentschool.school.registry import FunctionRegistry
from agentschool.school.sources import get_source
from agentschool.school.transport import SyncASGITransport
from agentschool.settings import Settings
from agentschool.testing.luma_site import DEFAULT_NOW, DEFAULT_SEED, HELD_OUT_SEED, create_app
from agentschool.testing.vocabulary import site_vocabulary
from school_accuracy import jsonld_timings, luma_accuracy, print_accuracy, schema_accuracy

VOCAB = site_vocabulary()
"""What the offline site publishes, discovered through its endpoints."""

REQUESTS = [
    "Tech conferences in SF next month under $100",
    "Find hip-hop parties in SF within 5 miles",
    "Family-friendly events in Berkeley this weekend",
    "AI events in NYC",
    "Free events in London",
    "Music events in Austin under $30",
    "Events in Tokyo next week",
    "YC co-founder events",
    "Climate events in SF",
    "Wellness events in NYC this weekend",
]
STRATEGY_REQUESTS = REQUESTS[:3]
IN_PROCESS = "http://luma.test"
"""Base URL of the site answered in-process (`SyncASGITransport`): no socket, no delayed ACKs."""
WARM_CALLS = 21
"""Warm calls per request (median); a warm call is milliseconds, so more samples are cheap."""


class TimedTransport(httpx.BaseTransport):
    """Counts the requests and the time spent inside the wrapped (in-process) site."""

    def __init__(self, inner: httpx.BaseTransport) -> None:
        self.inner = inner
        self.seconds = 0.0
        self.requests = 0

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        start = time.perf_counter()
        try:
            return self.inner.handle_request(request)
        finally:
            self.seconds += time.perf_counter() - start
            self.requests += 1


@dataclass
class Cold:
    """One request learned from scratch."""

    plan_ms: float
    total_ms: float
    sandbox_ms: float
    site_ms: float
    """Time inside the in-process site (the live run's requests)."""
    tokens_in: int = 0
    tokens_out: int = 0


@dataclass
class Warm:
    """Warm calls of the function learned for one request."""

    ms: float
    site_ms: float
    cpu_ms: float
    """CPU time of the call (the in-process site answers on the calling thread)."""
    requests: int
    events: int


def _serve() -> tuple[str, uvicorn.Server, threading.Thread]:
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    server = uvicorn.Server(uvicorn.Config(create_app(drift=()), log_level="warning"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.01)
    return f"http://127.0.0.1:{sock.getsockname()[1]}", server, thread


def _median_ms(action: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


@contextmanager
def _fresh_registry(site: TimedTransport) -> Iterator[FunctionRegistry]:
    """A registry in a new SQLite file whose shared HTTP clients reach the in-process site."""
    with tempfile.TemporaryDirectory() as tmp:
        registry = FunctionRegistry(f"sqlite:///{Path(tmp) / 'functions.db'}", transport=site)
        try:
            yield registry
        finally:
            registry.close()


def _learn_cold(
    text: str, registry: FunctionRegistry, site: TimedTransport, model: Any = None
) -> tuple[Cold, ExecutionPlan, Any]:
    """Plan (parser, or `model`), generate, verify and save `text`; timed."""
    site.seconds = 0.0
    start = time.perf_counter()
    if model is None:
        plan = parse_request(text, now=DEFAULT_NOW, vocabulary=VOCAB)
        tokens = (0, 0)
    else:
        before = (model.total.input_tokens, model.total.output_tokens)
        plan = asyncio.run(plan_request(text, now=DEFAULT_NOW, vocabulary=VOCAB, model=model))
        tokens = (model.total.input_tokens - before[0], model.total.output_tokens - before[1])
    plan_ms = (time.perf_counter() - start) * 1000
    outcome = learn(plan, registry, api_url=IN_PROCESS, web_url=IN_PROCESS, request_text=text,
                    transport=site)  # fmt: skip
    total_ms = (time.perf_counter() - start) * 1000
    assert outcome.function is not None, f"could not learn {text!r}"
    sandbox = [c.duration_ms for _, v in outcome.attempts for c in v.checks if c.name == "sandbox"]
    cold = Cold(plan_ms, total_ms, sum(sandbox), site.seconds * 1000, *tokens)
    return cold, plan, outcome.function


def _warm(registry: FunctionRegistry, function: Any, plan: ExecutionPlan, site: TimedTransport
          ) -> Warm:  # fmt: skip
    settings = Settings(luma_api_url=IN_PROCESS, luma_web_url=IN_PROCESS)
    args = plan.params.model_dump(mode="json", include=set(function.example))
    # As the CLI, MCP and REST call: no client passed, the registry's shared one is used.
    call = functools.partial(registry.call, function.name, args, settings=settings)
    events = len(call().events)  # the module is loaded (and cached) by the first call
    times, inside, cpu = [], [], []
    for _ in range(WARM_CALLS):
        site.seconds, site.requests = 0.0, 0
        start, cpu_start = time.perf_counter(), time.process_time()
        call()
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - cpu_start) * 1000)
        inside.append(site.seconds * 1000)
    medians = (statistics.median(x) for x in (times, inside, cpu))
    return Warm(*medians, site.requests, events)


def _cold_and_warm(runs: int) -> list[tuple[str, Cold, Warm]]:
    rows = []
    transport = SyncASGITransport(create_app(drift=()))
    site = TimedTransport(transport)
    try:
        for text in REQUESTS:
            colds, warms = [], []
            for _ in range(max(1, runs // 2)):
                with _fresh_registry(site) as registry:
                    cold, plan, function = _learn_cold(text, registry, site)
                    colds.append(cold)
                    warms.append(_warm(registry, function, plan, site))
            cold = Cold(*(statistics.median(getattr(c, f) for c in colds)
                          for f in ("plan_ms", "total_ms", "sandbox_ms", "site_ms")))  # fmt: skip
            warm = Warm(*(statistics.median(getattr(w, f) for w in warms)
                          for f in ("ms", "site_ms", "cpu_ms")),
                        warms[0].requests, warms[0].events)  # fmt: skip
            rows.append((text, cold, warm))
    finally:
        transport.close()
    return rows


def _model_cold(runs: int) -> list[tuple[str, Cold, Warm, str]]:
    """Cold learning planned by the embedded model (one run per request by default)."""
    from agentschool.models.local import LocalModel

    model = CostModel(LocalModel())
    model.wrapped.load()  # load the weights once, outside the figures (as a server would)
    rows = []
    transport = SyncASGITransport(create_app(drift=()))
    site = TimedTransport(transport)
    try:
        for text in REQUESTS:
            colds, warm, template = [], None, ""
            for _ in range(runs):
                with _fresh_registry(site) as registry:
                    cold, plan, function = _learn_cold(text, registry, site, model)
                    colds.append(cold)
                    warm = _warm(registry, function, plan, site)
                    template = function.template
            assert warm is not None
            cold = Cold(*(statistics.median(getattr(c, f) for c in colds)
                          for f in ("plan_ms", "total_ms", "sandbox_ms", "site_ms",
                                    "tokens_in", "tokens_out")))  # fmt: skip
            rows.append((text, cold, warm, template))
    finally:
        transport.close()
    return rows


def _call_strategy(
    module: Any, strategy: DataSource, args: dict[str, Any], url: str, client: httpx.Client
) -> object:
    if strategy == "browser":  # starts and stops Chromium on each call, over loopback
        return call_module(module, args, api_url=url, web_url=url)
    return call_module(module, args, api_url=IN_PROCESS, web_url=IN_PROCESS, client=client)


def _strategy_times(url: str, runs: int) -> list[tuple[str, dict[DataSource, float]]]:
    rows = []
    transport = SyncASGITransport(create_app(drift=()))
    with httpx.Client(transport=transport) as client:
        for text in STRATEGY_REQUESTS:
            plan: ExecutionPlan = parse_request(text, now=DEFAULT_NOW, vocabulary=VOCAB)
            args = plan.params.model_dump(mode="json", exclude_defaults=True)
            times: dict[DataSource, float] = {}
            for strategy in ("api", "page", "browser"):
                module = load_module(generate(plan, strategy).source, f"bench_{strategy}")
                call = functools.partial(_call_strategy, module, strategy, args, url, client)
                samples = max(1, runs // 2) if strategy == "browser" else runs
                times[strategy] = _median_ms(call, samples)
            rows.append((text, times))
    transport.close()
    return rows


def _client_construction_ms() -> float:
    """What a warm call paid before the registry shared its clients: a new `httpx.Client`."""

    def build() -> None:
        httpx.Client(follow_redirects=True).close()

    return _median_ms(build, 7)


def _print_cold_warm(rows: list[tuple[str, Cold, Warm]]) -> None:
    print("| request | plan ms | cold ms (plan+generate+verify+save) | of which sandbox "
          "| warm ms | of which site | warm CPU ms | reqs | speed-up | events "
          "| LLM tokens cold / warm |")  # fmt: skip
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    for text, cold, warm in rows:
        print(f"| {text} | {cold.plan_ms:.1f} | {cold.total_ms:.0f} | {cold.sandbox_ms:.0f} "
              f"| {warm.ms:.2f} | {warm.site_ms:.2f} | {warm.cpu_ms:.2f} | {warm.requests} "
              f"| {cold.total_ms / warm.ms:.0f}x | {warm.events} | 0 / 0 |")  # fmt: skip
    cold_all = statistics.median(c.total_ms for _, c, _ in rows)
    warm_all = statistics.median(w.ms for _, _, w in rows)
    print(f"\nmedian cold (parser) {cold_all:.0f} ms, median warm {warm_all:.2f} ms: "
          f"warm is {cold_all / warm_all:.0f}x faster, with 0 LLM tokens")  # fmt: skip
    cold_own = statistics.median(c.total_ms - c.site_ms for _, c, _ in rows)
    warm_own = statistics.median(w.ms - w.site_ms for _, _, w in rows)
    print(
        f"without the time inside the in-process site (it stands in for Luma's servers): "
        f"cold {cold_own:.0f} ms, warm {warm_own:.2f} ms, {cold_own / warm_own:.0f}x"
    )
    print(f"(building an `httpx.Client`, which every warm call through the CLI, MCP or REST "
          f"did before the registry shared one: {_client_construction_ms():.1f} ms)\n")  # fmt: skip


def _print_model(rows: list[tuple[str, Cold, Warm, str]]) -> None:
    print(
        "| request (planned by `local`) | template | plan ms | LLM tokens in / out "
        "| cold ms | warm ms | speed-up | events |"
    )
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    for text, cold, warm, template in rows:
        print(f"| {text} | `{template}` | {cold.plan_ms:.0f} | {cold.tokens_in:.0f} / "
              f"{cold.tokens_out:.0f} | {cold.total_ms:.0f} | {warm.ms:.2f} "
              f"| {cold.total_ms / warm.ms:.0f}x | {warm.events} |")  # fmt: skip
    cold_all = statistics.median(c.total_ms for _, c, _, _ in rows)
    warm_all = statistics.median(w.ms for _, _, w, _ in rows)
    print(f"\nmedian cold (model) {cold_all:.0f} ms, median warm {warm_all:.2f} ms: "
          f"{cold_all / warm_all:.0f}x\n")  # fmt: skip


def _print_targets(
    rows: list[tuple[str, Cold, Warm]],
    model_rows: list[tuple[str, Cold, Warm, str]],
    strategies: list[tuple[str, dict[DataSource, float]]],
) -> None:
    def verdict(value: float, limit: float) -> str:
        return f"{value / 1000:.2f} s | {'met' if value < limit * 1000 else 'MISSED'}"

    print("| target | worst measured | |")
    print("|---|---:|---|")
    print(f"| plan < 2 s (parser) | {verdict(max(c.plan_ms for _, c, _ in rows), 2)} |")
    if model_rows:
        worst_plan = max(c.plan_ms for _, c, _, _ in model_rows)
        print(f"| plan < 2 s (model `local`) | {verdict(worst_plan, 2)} |")
    print(f"| API workflow < 5 s | {verdict(max(t['api'] for _, t in strategies), 5)} |")
    print(f"| browser workflow < 15 s | "
          f"{verdict(max(t['browser'] for _, t in strategies), 15)} |")  # fmt: skip
    ends = [c.total_ms for _, c, _ in rows] + [c.total_ms for _, c, _, _ in model_rows]
    print(f"| end to end (plan + learn) < 20 s | {verdict(max(ends), 20)} |")


def _print_discovery(runs: int) -> None:
    """Discovering a site's vocabulary, and planning once it is cached."""
    print("| site | discover vocabulary ms | places / categories / organizers "
          "| plan with the cached vocabulary ms |")  # fmt: skip
    print("|---|---:|---|---:|")
    for name, seed, text in (
        ("primary seed", DEFAULT_SEED, REQUESTS[0]),
        ("held-out seed", HELD_OUT_SEED, "food and drink events in Seattle"),
    ):
        transport = SyncASGITransport(create_app(drift=(), seed=seed))
        try:
            discover = functools.partial(
                vocabulary_for, get_source("luma"), IN_PROCESS, transport=transport
            )
            discover_ms = _median_ms(discover, runs)
            vocabulary = discover()
        finally:
            transport.close()
        plan_ms = _median_ms(
            lambda v=vocabulary, t=text: parse_request(t, now=DEFAULT_NOW, vocabulary=v), runs * 4
        )
        sizes = f"{len(vocabulary.places)} / {len(vocabulary.categories)} / "
        print(f"| {name} | {discover_ms:.0f} | {sizes}{len(vocabulary.organizers)} "
              f"| {plan_ms:.2f} |")  # fmt: skip
    print()


def main() -> None:
    """Run the benchmark and print Markdown tables."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5, help="Runs per measurement (median).")
    parser.add_argument("--model-runs", type=int, default=1,
                        help="Model-planned cold runs per request (0 skips them).")  # fmt: skip
    parser.add_argument("--accuracy-only", action="store_true",
                        help="Only the accuracy and discovery tables.")  # fmt: skip
    options = parser.parse_args()
    print_accuracy([*luma_accuracy(), schema_accuracy()])
    _print_discovery(options.runs)
    jsonld_timings(options.runs)
    if options.accuracy_only:
        return
    url, server, thread = _serve()
    try:
        rows = _cold_and_warm(options.runs)
        _print_cold_warm(rows)
        model_rows = _model_cold(options.model_runs) if options.model_runs > 0 else []
        if model_rows:
            _print_model(model_rows)
        strategies = _strategy_times(url, options.runs)
        print("| request | api ms | page ms | browser ms |")
        print("|---|---:|---:|---:|")
        for text, times in strategies:
            print(f"| {text} | {times['api']:.0f} | {times['page']:.0f} | {times['browser']:.0f} |")
        print()
        _print_targets(rows, model_rows, strategies)
    finally:
        server.should_exit = True
        thread.join(timeout=10)


if __name__ == "__main__":
    main()
