"""Agent School benchmark: cold learning vs warm calls, and api vs page vs browser strategy times.

The offline Luma site is answered in-process (`SyncASGITransport`) for the api and page
strategies — over a loopback uvicorn, keep-alive requests with small answers wait ~40 ms for a
delayed ACK, which would swamp the figures — and served by uvicorn on a loopback port for the
browser. For 10 requests:

- cold = plan (the offline parser) + generate + verify (static checks, ruff, live run, sandboxed
  replay, plausibility) + save, in a fresh registry;
- warm = calling the saved function through the registry (no model, no checks).

LLM tokens: planning uses the deterministic parser and code generation uses templates, so both
paths spend 0 tokens (pass `--model` to `agentschool learn` to plan with a model instead).
Prints Markdown tables of medians. Run: `.venv/bin/python bench/school.py [--runs N]`.
"""

from __future__ import annotations

import argparse
import functools
import socket
import statistics
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import uvicorn

from agentschool.school.codegen import generate
from agentschool.school.functions import call_module, load_module
from agentschool.school.intent import parse_request
from agentschool.school.learn import learn
from agentschool.school.query import DataSource, ExecutionPlan
from agentschool.school.registry import FunctionRegistry
from agentschool.school.sources.luma import DEFAULT_NOW, create_app
from agentschool.school.transport import SyncASGITransport
from agentschool.settings import Settings

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


def _cold_and_warm(url: str, runs: int) -> list[tuple[str, float, float, float, int]]:
    rows = []
    url = IN_PROCESS
    settings = Settings(luma_api_url=url, luma_web_url=url)
    transport = SyncASGITransport(create_app(drift=()))
    client = httpx.Client(transport=transport)
    for text in REQUESTS:
        colds, plans = [], []
        for _ in range(max(1, runs // 2)):
            with tempfile.TemporaryDirectory() as tmp:
                registry = FunctionRegistry(f"sqlite:///{Path(tmp) / 'functions.db'}")
                start = time.perf_counter()
                plan = parse_request(text, now=DEFAULT_NOW)
                plans.append((time.perf_counter() - start) * 1000)
                outcome = learn(plan, registry, api_url=url, web_url=url, request_text=text,
                                transport=transport)  # fmt: skip
                colds.append((time.perf_counter() - start) * 1000)
                function = outcome.function
                assert function is not None, f"could not learn {text!r}"
                args = plan.params.model_dump(mode="json", include=set(function.example))
                warm = _median_ms(
                    functools.partial(
                        registry.call, function.name, args, settings=settings, client=client
                    ),
                    runs,
                )
                count = function.result_count
                registry.close()
        rows.append((text, statistics.median(plans), statistics.median(colds), warm, count))
    client.close()
    return rows


def _call_strategy(
    module: Any, strategy: DataSource, args: dict[str, Any], url: str, client: httpx.Client
) -> object:
    if strategy == "browser":  # starts and stops Chromium on each call, over loopback
        return call_module(module, args, api_url=url, web_url=url)
    return call_module(module, args, api_url=IN_PROCESS, web_url=IN_PROCESS, client=client)


def _strategy_times(url: str, runs: int) -> list[tuple[str, dict[DataSource, float]]]:
    rows = []
    client = httpx.Client(transport=SyncASGITransport(create_app(drift=())))
    for text in STRATEGY_REQUESTS:
        plan: ExecutionPlan = parse_request(text, now=DEFAULT_NOW)
        args = plan.params.model_dump(mode="json", exclude_defaults=True)
        times: dict[DataSource, float] = {}
        for strategy in ("api", "page", "browser"):
            module = load_module(generate(plan, strategy).source, f"bench_{strategy}")

            call = functools.partial(_call_strategy, module, strategy, args, url, client)
            times[strategy] = _median_ms(call, max(1, runs // 2) if strategy == "browser" else runs)
        rows.append((text, times))
    client.close()
    return rows


def main() -> None:
    """Run the benchmark and print Markdown tables."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5, help="Runs per measurement (median).")
    runs = parser.parse_args().runs
    url, server, thread = _serve()
    try:
        rows = _cold_and_warm(url, runs)
        print("| request | plan ms | cold ms (plan+generate+verify+save) | warm ms | speed-up "
              "| events | LLM tokens cold / warm |")  # fmt: skip
        print("|---|---:|---:|---:|---:|---:|---|")
        for text, plan_ms, cold, warm, count in rows:
            print(f"| {text} | {plan_ms:.1f} | {cold:.0f} | {warm:.1f} | {cold / warm:.0f}x "
                  f"| {count} | 0 / 0 |")  # fmt: skip
        cold_all = statistics.median(r[2] for r in rows)
        warm_all = statistics.median(r[3] for r in rows)
        print(f"\nmedian cold {cold_all:.0f} ms, median warm {warm_all:.1f} ms, "
              f"ratio {cold_all / warm_all:.0f}x\n")  # fmt: skip
        print("| request | api ms | page ms | browser ms |")
        print("|---|---:|---:|---:|")
        for text, times in _strategy_times(url, runs):
            print(f"| {text} | {times['api']:.0f} | {times['page']:.0f} | {times['browser']:.0f} |")
    finally:
        server.should_exit = True
        thread.join(timeout=10)


if __name__ == "__main__":
    main()
