"""Team tasks on the default model: how many finish correctly, tuned and held-out apart.

The tasks are tests/teams/team_cases.py's (two or three clauses mixing arithmetic, to-dos and a
question). Each runs through `specialist_team` on the model given (the embedded SmolLM2-135M,
`local`, by default) in its own data dir, offline. A task is correct when the team completes, no
two subtasks are the same, every number of its arithmetic is in a completed subtask's result,
every to-do it adds exists exactly once, and every question got a subtask that answered or
failed with a stated reason (offline, research has no search backend: it says so). Reported
apart: the answer naming every number, model calls, and wall time.

    PYTHONPATH=src .venv/bin/python bench/team_tasks.py [--model local] [--limit N]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.teams.team_cases import TUNED, TeamCase, heldout_cases

from agentschool.agent.events import SubtaskDelegated, SubtaskFinished
from agentschool.messages import ModelMessage, ModelResponse
from agentschool.models import infer_model
from agentschool.models.base import Model, ModelSettings, OutputSchema, ToolDefinition, WrapperModel
from agentschool.settings import Settings
from agentschool.specs.team import specialist_team
from agentschool.teams import TeamResult
from agentschool.tools.todo import TODO_DB_NAME, TodoStore


def _asked(question: str, result: TeamResult, tasks: dict[str, str]) -> list[SubtaskFinished]:
    return [s for s in result.subtasks if question.lower() in tasks.get(s.subtask_id, "")]


def _questions(case: TeamCase, result: TeamResult) -> tuple[int, int, list[str]]:
    """Questions answered, questions refused with a reason, and the reasons."""
    tasks = {e.subtask_id: e.task.lower() for e in result.events if isinstance(e, SubtaskDelegated)}
    answered = refused = 0
    reasons: list[str] = []
    for question in case.questions:
        mine = _asked(question, result, tasks)
        if any(s.status == "completed" for s in mine):
            answered += 1
        elif mine:
            refused += 1
            reasons += [f"{s.specialist}: {(s.error or '')[:90]}" for s in mine]
    return answered, refused, reasons


def problems(case: TeamCase, result: TeamResult, todos: list[str]) -> list[str]:
    """Why the run is not correct (empty: it is)."""
    found: list[str] = []
    if result.status != "completed":
        found.append(f"status {result.status}: {result.error}")
    tasks = {e.subtask_id: e.task.lower() for e in result.events if isinstance(e, SubtaskDelegated)}
    if len(tasks) != len(set(tasks.values())):
        found.append(f"identical subtasks {sorted(tasks.values())}")
    done = " ".join(
        " ".join(str(s.output).split()) for s in result.subtasks if s.status == "completed"
    )
    found += [f"no {n} in the results" for n in case.numbers if n not in done]
    found += [f"to-do {t!r} x{todos.count(t)}" for t in case.todos if todos.count(t) != 1]
    for question in case.questions:
        mine = _asked(question, result, tasks)
        honest = [
            s
            for s in mine
            if (s.status == "completed" and s.output)
            or (s.status == "failed" and s.error and "Traceback" not in s.error)
        ]
        if not honest:
            found.append(f"question {question!r} neither answered nor refused with a reason")
    return found


class Counted(WrapperModel):
    """Counts every request (the director's and the specialists')."""

    def __init__(self, wrapped: Model) -> None:
        super().__init__(wrapped)
        self.calls = 0

    async def request(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> ModelResponse:
        self.calls += 1
        return await self.wrapped.request(messages, settings, tools, output_schema)


async def one(case: TeamCase, model: Model) -> dict[str, Any]:
    counted = Counted(model)
    with tempfile.TemporaryDirectory() as home:
        os.environ["AGENTSCHOOL_HOME"] = home
        team = specialist_team(counted, workspace=Path(home))
        start = time.perf_counter()
        result = await team.run(case.task)
        seconds = time.perf_counter() - start
        store = TodoStore(Settings().data_dir / TODO_DB_NAME)
        todos = [str(t["title"]) for t in store.items()]
        store.close()
    why = problems(case, result, todos)
    named = all(n in str(result.output or "") for n in case.numbers)
    routes = " ".join(f"{s.specialist}:{s.status}" for s in result.subtasks)
    answered, refused, reasons = _questions(case, result)
    return {
        "ok": not why,
        "why": why,
        "named": named,
        "calls": counted.calls,
        "s": seconds,
        "routes": routes,
        "answered": answered,
        "refused": refused,
        "reasons": reasons,
        "questions": len(case.questions),
    }


async def measure(name: str, cases: list[TeamCase], model: Model) -> str:
    rows = []
    for case in cases:
        row = await one(case, model)
        rows.append(row)
        mark = "ok" if row["ok"] else "FAIL " + "; ".join(row["why"])
        mark += "".join(f" [refused: {r}]" for r in row["reasons"])
        line = f"  [{name}] {row['s']:.1f}s {row['calls']} calls {case.task!r} [{row['routes']}]"
        print(f"{line}: {mark}", file=sys.stderr, flush=True)
    correct = sum(r["ok"] for r in rows)
    named = sum(r["named"] for r in rows)
    calls = statistics.median(r["calls"] for r in rows)
    wall = statistics.median(r["s"] for r in rows)
    asked = sum(r["questions"] for r in rows)
    answered = sum(r["answered"] for r in rows)
    refused = sum(r["refused"] for r in rows)
    return (
        f"| {name} | {len(rows)} | {correct}/{len(rows)} ({100 * correct / len(rows):.0f}%) "
        f"| {named}/{len(rows)} | {answered}/{asked} answered, {refused} refused with a reason "
        f"| {calls:g} | {max(r['calls'] for r in rows)} | {wall:.1f} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="local")
    parser.add_argument("--limit", type=int, default=None)
    args = parser.parse_args()
    held = heldout_cases()[: args.limit]
    print(f"model {args.model}")
    print(
        "| set | tasks | correct | answer names every number | questions "
        "| model calls p50 | max | s p50 |"
    )
    print("|---|---|---|---|---|---|---|---|")
    model = infer_model(args.model)
    print(asyncio.run(measure("tuned", TUNED[: args.limit], model)))
    print(asyncio.run(measure("held-out", held, model)))


if __name__ == "__main__":
    main()
