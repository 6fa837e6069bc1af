"""Cost of one call of each built-in tool through `Tool.call` (validation, dispatch, result).

Prints a Markdown table: median microseconds per call over several runs. The HTTP rows use
`httpx.MockTransport` and a fixed resolver, so they measure our checks and client setup, not the
network. Run: `.venv/bin/python bench/builtin_tools.py`.
"""

from __future__ import annotations

import asyncio
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import httpx

from agentschool.settings import Settings
from agentschool.tools.base import Tool, ToolContext
from agentschool.tools.calculator import calculator_tool, evaluate
from agentschool.tools.files import build_file_tools
from agentschool.tools.http import build_http_get
from agentschool.tools.todo import build_todo_tools

RUNS = 5
CALLS = 200


async def per_call_us(call: Callable[[int], Awaitable[Any]]) -> float:
    """Median over RUNS of the mean microseconds per call."""
    samples = []
    for run in range(RUNS):
        start = time.perf_counter()
        for i in range(CALLS):
            await call(run * CALLS + i)
        samples.append((time.perf_counter() - start) / CALLS * 1e6)
    return statistics.median(samples)


async def main() -> None:
    home = Path(tempfile.mkdtemp(prefix="agentschool-bench-"))
    settings = Settings(home=home)
    todo = {t.name: t for t in build_todo_tools(settings)}
    files = {t.name: t for t in build_file_tools(settings)}

    async def public(host: str) -> list[str]:
        return ["93.184.215.14"]

    http_get = build_http_get(
        settings,
        transport=httpx.MockTransport(lambda r: httpx.Response(200, text="x" * 2000)),
        resolver=public,
    )
    inline = Tool.from_function(lambda: 1, name="inline", run_in_thread=False)
    threaded = Tool.from_function(lambda: 1, name="threaded")
    expression = "sqrt(16) + 15% of 240 * (3 - 1) / 7"

    async def evaluate_alone(i: int) -> Any:
        # a coroutine that never yields: `asyncio.sleep(0)` here cost an event-loop turn per call
        return evaluate(expression)

    rows: list[tuple[str, Callable[[int], Awaitable[Any]]]] = [
        ("Tool.call, trivial sync tool inline", lambda i: inline.call({})),
        ("Tool.call, trivial sync tool in a thread", lambda i: threaded.call({})),
        ("calculator `evaluate()` alone", evaluate_alone),
        ("calculator tool", lambda i: calculator_tool.call({"expression": expression})),
        (
            "todo_add (SQLite insert, new key)",
            lambda i: todo["todo_add"].call(
                {"title": f"t{i}"}, ToolContext(run_id="b", step_id=str(i))
            ),
        ),
        (
            "todo_add (replayed key, dedupe)",
            lambda i: todo["todo_add"].call({"title": "t"}, ToolContext(run_id="b", step_id="0")),
        ),
        ("todo_list (1000 items)", lambda i: todo["todo_list"].call({})),
        ("todo_complete", lambda i: todo["todo_complete"].call({"id": 1})),
        (
            "write_file (1 KiB)",
            lambda i: files["write_file"].call(
                {"path": f"f{i % 50}.txt", "content": "y" * 1024}, ToolContext()
            ),
        ),
        ("read_file (1 KiB)", lambda i: files["read_file"].call({"path": "f1.txt"})),
        ("http_get via MockTransport", lambda i: http_get.call({"url": "https://example.com/"})),
    ]
    print("| operation | median µs per call |")
    print("|---|---:|")
    for label, call in rows:
        print(f"| {label} | {await per_call_us(call):.1f} |")


if __name__ == "__main__":
    asyncio.run(main())
