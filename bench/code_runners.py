"""Code vertical: wall-clock time of one sandboxed test run per language.

For each language whose toolchain works in the sandbox, one small passing program and its tests
are checked and run (`Runner.run_tests`) RUNS times after one warm-up; the table gives the median
and the fastest run in milliseconds. Python is measured with and without the precompiled pytest
bytecode that goes into the sandbox with the copied pytest.
Run: `.venv/bin/python bench/code_runners.py` (needs bubblewrap; prints why and exits 0 without).
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import time

from agentschool.code import DEFAULT_LIMITS, Runner, runner_for
from agentschool.code.python import PythonRunner
from agentschool.sandbox import SandboxUnavailable

RUNS = 5
PROGRAMS: dict[str, dict[str, str]] = {
    "python": {
        "m.py": "def inc(x):\n    return x + 1\n",
        "test_m.py": "from m import inc\n\ndef test_inc():\n    assert inc(1) == 2\n",
    },
    "typescript": {
        "m.mjs": "export const inc = (x) => x + 1;\n",
        "m.test.mjs": (
            "import { test } from 'node:test';\nimport assert from 'node:assert/strict';\n"
            "import { inc } from './m.mjs';\ntest('inc', () => assert.equal(inc(1), 2));\n"
        ),
    },
    "java": {
        "M.java": "public class M { static int inc(int x) { return x + 1; } }\n",
        "MTest.java": "public class MTest { void testInc() { Check.equal(2, M.inc(1)); } }\n",
    },
}


async def _measure(runner: Runner, files: dict[str, str]) -> tuple[float, float] | str:
    sandbox = runner.sandbox(DEFAULT_LIMITS)
    toolchain = await runner.toolchain(sandbox)
    if toolchain.problem is not None:
        return toolchain.problem
    samples = []
    for attempt in range(RUNS + 1):
        start = time.perf_counter()
        run = await runner.run_tests(files, sandbox)
        if run.outcome != "passed":
            return f"unexpected {run.outcome}: {run.output[:200]}"
        if attempt:
            samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples), min(samples)


async def main() -> None:
    rows: list[tuple[str, tuple[float, float] | str]] = []
    for language, files in PROGRAMS.items():
        runner = runner_for(language)
        rows.append((language, await _measure(runner, files)))
        if language == "python" and not PythonRunner._sandbox_has_pytest:
            PythonRunner._same_bytecode = False  # the same run without precompiled pytest
            rows.append(("python (pytest compiled each run)", await _measure(runner, files)))
    print(f"| language | median ms | min ms |  ({RUNS} runs each)")
    print("|---|---:|---:|")
    for name, figures in rows:
        if isinstance(figures, str):
            print(f"| {name} | — | — | {figures}")
        else:
            print(f"| {name} | {figures[0]:.0f} | {figures[1]:.0f} |")


if __name__ == "__main__":
    try:
        asyncio.run(main())
    except SandboxUnavailable as exc:
        print(f"sandbox unavailable: {exc}")
        sys.exit(0)
