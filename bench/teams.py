"""Team overhead and parallelism: a director splits a task into K independent subtasks.

Specialists are stand-ins that each wait `--latency` seconds (like a model call) and answer; the
director splits by rules and its `FunctionModel` aggregates (no time). Reported per K:
wall time of the team run, the sequential sum of specialist latencies, and the speedup from
running independent subtasks in parallel (`max_parallel` = K). Medians over `--repeats`.

    .venv/bin/python bench/teams.py [--repeats 5] [--latency 0.05] [--sizes 1 3 6]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time
from typing import Any

from agentschool.agent import RunResult
from agentschool.messages import Usage
from agentschool.models import FunctionModel
from agentschool.teams import Team


class Waiter:
    def __init__(self, latency: float) -> None:
        self.latency = latency

    async def run(self, task: str, *, run_id: str | None = None) -> RunResult:
        await asyncio.sleep(self.latency)
        return RunResult(
            run_id=run_id or "r", status="completed", output=task, steps=[], usage=Usage()
        )


def director(messages: Any, info: Any) -> str:
    """Aggregates only: the director's rules split the task (one clause per subtask)."""
    return "done"


async def one(k: int, latency: float) -> float:
    team = Team(FunctionModel(director), {"w": Waiter(latency)}, max_parallel=k)
    start = time.perf_counter()
    result = await team.run(", ".join(f"do part {i}" for i in range(k)))
    assert result.status == "completed" and len(result.subtasks) == k
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--latency", type=float, default=0.05)
    parser.add_argument("--sizes", type=int, nargs="+", default=[1, 3, 6])
    args = parser.parse_args()
    print("| subtasks | team wall ms | sequential ms | speedup | overhead ms |")
    print("|---|---|---|---|---|")
    for k in args.sizes:
        wall = statistics.median(asyncio.run(one(k, args.latency)) for _ in range(args.repeats))
        sequential = k * args.latency
        overhead = (wall - args.latency) * 1000
        print(
            f"| {k} | {wall * 1000:.1f} | {sequential * 1000:.0f} | "
            f"{sequential / wall:.2f}x | {overhead:.1f} |"
        )


if __name__ == "__main__":
    main()
