"""The director's decomposition as a plan: identical subtasks merged, every clause covered."""

from __future__ import annotations

import json

from agentschool.agent import PlanCreated, RunResult, SubtaskDelegated
from agentschool.messages import ModelMessage, Usage
from agentschool.models import FunctionModel
from agentschool.models.function import AgentInfo
from agentschool.teams import Subtask, Team, ground_subtasks
from agentschool.teams.planner import task_clauses

ABOUT = {
    "general": "A general assistant for everyday questions.",
    "code": "A coding specialist: writes and runs code, computes.",
    "research": "A research specialist: finds and summarizes sources on a topic.",
}


class Echo:
    """A specialist that answers with the task it was given, and remembers it."""

    def __init__(self, seen: list[str]) -> None:
        self.seen = seen

    async def run(self, task: str, *, run_id: str | None = None) -> RunResult:
        self.seen.append(task)
        return RunResult(
            run_id=run_id or "x", status="completed", output=task, steps=[], usage=Usage()
        )


def test_clauses_of_a_task() -> None:
    assert task_clauses("compute 6*7 and research agent runtimes") == [
        "compute 6*7",
        "research agent runtimes",
    ]
    assert task_clauses("summarize the report, then email it to Ann; file it") == [
        "summarize the report",
        "email it to Ann",
    ]


def test_identical_subtasks_are_merged_and_dependents_follow() -> None:
    subtasks = [
        Subtask(id="t1", specialist="code", task="6*7"),
        Subtask(id="t2", specialist="code", task="6 * 7"),
        Subtask(id="t3", specialist="general", task="explain 6*7", depends_on=["t2"]),
    ]
    grounded = ground_subtasks(subtasks, "compute 6*7 and explain it", ABOUT)
    assert [(s.id, s.task, s.depends_on) for s in grounded] == [
        ("t1", "6*7", []),
        ("t3", "explain 6*7", ["t1"]),
    ]


def test_a_guess_is_dropped_and_an_uncovered_clause_gets_its_specialist() -> None:
    subtasks = [
        Subtask(id="t1", specialist="code", task="compute 6*7"),
        Subtask(id="t2", specialist="general", task="write a poem about whales"),
    ]
    grounded = ground_subtasks(subtasks, "compute 6*7 and research agent runtimes", ABOUT)
    assert [(s.specialist, s.task) for s in grounded] == [
        ("code", "compute 6*7"),
        ("research", "research agent runtimes"),
    ]


async def test_four_identical_subtasks_become_one_per_clause() -> None:
    """Issue 20: the embedded model split this task into four identical `code: 6*7` subtasks."""
    same = [
        {"id": f"t{i}", "specialist": "code", "task": "6*7", "depends_on": []} for i in range(4)
    ]

    def director(messages: list[ModelMessage], info: AgentInfo) -> str:
        if info.output_schema is not None:
            return json.dumps({"subtasks": same})
        return "42, and agent runtimes are ..."

    seen: list[str] = []
    team = Team(FunctionModel(director), {n: Echo(seen) for n in ABOUT}, descriptions=ABOUT)
    result = await team.run("compute 6*7 and research agent runtimes")
    assert result.status == "completed", result.error
    plan = next(e.plan for e in result.events if isinstance(e, PlanCreated))
    assert [(s.tool, s.args["task"]) for s in plan.steps] == [
        ("code", "6*7"),
        ("research", "research agent runtimes"),
    ]
    delegated = [e for e in result.events if isinstance(e, SubtaskDelegated)]
    assert sorted(e.task for e in delegated) == sorted(seen) == ["6*7", "research agent runtimes"]
    assert [s.status for s in result.subtasks] == ["completed", "completed"]
    assert result.usage.requests == 2  # one decomposition, one aggregation


async def test_a_dependent_subtask_gets_its_dependencies_results() -> None:
    subtasks = [
        {"id": "t1", "specialist": "research", "task": "find agent runtimes", "depends_on": []},
        {"id": "t2", "specialist": "general", "task": "compare them", "depends_on": ["t1"]},
    ]

    def director(messages: list[ModelMessage], info: AgentInfo) -> str:
        return json.dumps({"subtasks": subtasks}) if info.output_schema else "compared"

    seen: list[str] = []
    team = Team(FunctionModel(director), {n: Echo(seen) for n in ABOUT}, descriptions=ABOUT)
    result = await team.run("find agent runtimes and compare them")
    assert result.output == "compared"
    assert seen == [
        "find agent runtimes",
        'compare them\n\nResults so far: {"t1": "find agent runtimes"}',
    ]


def test_a_wordless_subtask_is_dropped_once_the_clauses_are_covered() -> None:
    subtasks = [Subtask(id="a", specialist="general", task="a")]
    grounded = ground_subtasks(subtasks, "compute 6*7 and research agent runtimes", ABOUT)
    assert [s.task for s in grounded] == ["compute 6*7", "research agent runtimes"]
    alone = ground_subtasks(subtasks, "do A", ABOUT)  # nothing else to do: kept
    assert [s.task for s in alone] == ["a"]
