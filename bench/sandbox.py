"""Sandbox cold start: one sandboxed run against a plain `subprocess.run` of the same code.

Prints a Markdown table of median and p90 wall-clock milliseconds over several runs (after one
warm-up each). The sandboxed figure is everything a caller waits for: namespace + capped tmpfs
setup, bwrap, seccomp, the in-sandbox launcher (a second python start) and teardown.
Run: `.venv/bin/python bench/sandbox.py` (needs bubblewrap; prints why and exits 0 without it).
"""

from __future__ import annotations

import asyncio
import statistics
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable

from agentschool.sandbox import Sandbox, SandboxUnavailable

RUNS = 15
CODE = "print(sum(range(1000)))"


def _time_sync(fn: Callable[[], object]) -> list[float]:
    fn()
    samples = []
    for _ in range(RUNS):
        start = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - start) * 1000)
    return samples


async def _time_async(fn: Callable[[], Awaitable[object]]) -> list[float]:
    await fn()
    samples = []
    for _ in range(RUNS):
        start = time.perf_counter()
        await fn()
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def _row(name: str, samples: list[float]) -> str:
    p90 = statistics.quantiles(samples, n=10)[-1]
    return f"| {name} | {statistics.median(samples):.1f} | {p90:.1f} |"


async def main() -> int:
    box = Sandbox()
    try:
        await box.run_command(["true"])
    except SandboxUnavailable as exc:
        print(f"sandbox unavailable, nothing measured: {exc}")
        return 0
    python = ["/usr/bin/python3", "-c", CODE]
    rows = [
        (
            "plain `subprocess.run` python3 -c (no isolation)",
            _time_sync(lambda: subprocess.run(python, capture_output=True, check=True)),
        ),
        ("`Sandbox.run_python` (same code)", await _time_async(lambda: box.run_python(CODE))),
        (
            "plain `subprocess.run` true",
            _time_sync(lambda: subprocess.run(["true"], capture_output=True, check=True)),
        ),
        ("`Sandbox.run_command(['true'])`", await _time_async(lambda: box.run_command(["true"]))),
    ]
    print(f"Sandbox cold start, {RUNS} runs each (ms)\n")
    print("| what | median ms | p90 ms |\n|---|---:|---:|")
    for name, samples in rows:
        print(_row(name, samples))
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
