"""Everyday tasks on the default agent (hybrid planner, the real embedded model).

Two tables: (1) the held-out everyday calculator and to-do tasks (tests/agent/everyday_heldout.py):
how many are right and how many model calls they took; (2) tasks asking for no side effect
(tests/agent/test_no_unrequested_side_effects.py): how many side effects happened, how the runs
ended, and the model calls. The task lists are the tests' own, imported, so the figures measure
the same tasks the tests do (with the real model instead of a scripted one).

    PYTHONPATH=src .venv/bin/python bench/everyday_tasks.py [--limit N]
"""

from __future__ import annotations

import argparse
import asyncio
import math
import os
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.agent.everyday_heldout import (
    HELDOUT_ARITHMETIC,
    HELDOUT_TODOS,
    HELDOUT_TODOS_FRESH,
    arithmetic_cases,
)
from tests.agent.test_no_unrequested_side_effects import NO_SIDE_EFFECT_TASKS

from agentschool.agent import Agent
from agentschool.settings import Settings
from agentschool.tools import Toolset
from agentschool.tools.calculator import calculator_tool
from agentschool.tools.todo import build_todo_tools


def _agent(home: Path) -> Agent:
    tools = Toolset([calculator_tool, *build_todo_tools(Settings(home=home))])
    return Agent("local", tools)  # the default planner: hybrid


async def heldout() -> None:
    """Held-out everyday tasks: right, and model calls."""
    with tempfile.TemporaryDirectory() as home:
        agent = _agent(Path(home))
        right = calls = 0
        cases = arithmetic_cases(HELDOUT_ARITHMETIC, per_template=5, seed=1015)
        for case in cases:
            result = await agent.run(case.task)
            values = [s.output for s in result.steps if s.tool == "calculator"]
            value = values[-1] if values else None
            ok = isinstance(value, int | float) and math.isclose(value, case.expected, rel_tol=1e-9)
            right, calls = right + ok, calls + result.usage.requests
        todo_right = 0
        todos = [*HELDOUT_TODOS, *HELDOUT_TODOS_FRESH]
        for todo in todos:
            result = await agent.run(todo.task)
            planned = [(s.tool, s.args) for s in result.plan.steps] if result.plan else []
            todo_right += planned == todo.calls
            calls += result.usage.requests
    total = len(cases) + len(todos)
    print("| held-out set | tasks | right | model calls |\n|---|---|---|---|")
    print(f"| arithmetic | {len(cases)} | {right} ({right / len(cases):.1%}) | |")
    print(f"| to-do | {len(todos)} | {todo_right} ({todo_right / len(todos):.1%}) | |")
    overall = right + todo_right
    print(f"| all | {total} | {overall} ({overall / total:.1%}) | {calls} |")


async def no_side_effects(limit: int | None) -> None:
    """Tasks asking for no side effect: effects, outcomes, model calls."""
    tasks = NO_SIDE_EFFECT_TASKS[:limit]
    outcomes: Counter[str] = Counter()
    effects: list[str] = []
    calls = 0
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as home:
        agent = _agent(Path(home))
        for task in tasks:
            result = await agent.run(task)
            calls += result.usage.requests
            done = [
                s.tool
                for s in result.steps
                if agent.tools.get(s.tool).has_side_effects and s.status == "done"
            ]
            effects += [f"{task!r}: {done}"] if done else []
            outcomes[result.error_kind or result.status] += 1
    print("\n| tasks asking for no side effect | side effects | outcomes | model calls | s/task |")
    print("|---|---|---|---|---|")
    shown = ", ".join(f"{k} {v}" for k, v in outcomes.most_common())
    per = (time.perf_counter() - start) / len(tasks)
    print(f"| {len(tasks)} | {len(effects)} | {shown} | {calls} | {per:.1f} |")
    for effect in effects:
        print(f"- side effect: {effect}")


def main() -> None:
    """Print both tables."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--limit", type=int, default=None, help="first N no-side-effect tasks")
    opts = parser.parse_args()
    print(f"CPU: {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f} (shared machine)\n")
    asyncio.run(heldout())
    asyncio.run(no_side_effects(opts.limit))


if __name__ == "__main__":
    main()
