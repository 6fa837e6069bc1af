"""The director's split: by rules, each piece routed by rules or words, the model only picking."""

from __future__ import annotations

import json

import pytest
from tests.teams.team_cases import TUNED, heldout_cases

from agentschool.agent import PlanCreated, RunResult, SubtaskDelegated
from agentschool.messages import ModelMessage, ModelRequest, Usage
from agentschool.models import FunctionModel
from agentschool.models.function import AgentInfo
from agentschool.teams import Subtask, Team, dedupe_subtasks, pick_schema, split_task
from agentschool.tools import Tool, Toolset
from agentschool.tools.calculator import calculator_tool
from agentschool.tools.todo import build_todo_tools

ABOUT = {
    "general": "A general assistant for questions, arithmetic and to-dos.",
    "code": "A coding specialist that writes and explains code.",
    "research": "A research specialist that searches the web and summarizes sources.",
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


def no_pick(messages: list[ModelMessage], info: AgentInfo) -> str:
    """A director that must not be asked to pick (it only aggregates)."""
    assert info.output_schema is None, "the rules should have routed every piece"
    return "aggregated"


def team(director: FunctionModel, seen: list[str]) -> Team:
    general = Toolset([calculator_tool, *build_todo_tools()])
    return Team(
        director,
        {n: Echo(seen) for n in ABOUT},
        descriptions=ABOUT,
        toolsets={"general": general},
    )


def pieces(task: str) -> list[str]:
    return [task[s:e] for s, e in split_task(task)]


def test_a_task_is_cut_at_conjunctions_and_quotes_stay_whole() -> None:
    assert pieces("compute 6*7 and research agent runtimes") == [
        "compute 6*7",
        "research agent runtimes",
    ]
    assert pieces("summarize the report, then email it to Ann; file it") == [
        "summarize the report",
        "email it to Ann",
        "file it",
    ]
    assert pieces("add 'salt and pepper' to my todos") == ["add 'salt and pepper' to my todos"]
    assert pieces("explain 1,000 years of history") == ["explain 1,000 years of history"]


def test_identical_subtasks_are_merged_and_dependents_follow() -> None:
    subtasks = [
        Subtask(id="s1", specialist="general", task="compute 6*7"),
        Subtask(id="s2", specialist="general", task="Compute 6*7"),
        Subtask(id="s3", specialist="code", task="explain it", depends_on=["s2"]),
    ]
    assert [(s.id, s.task, s.depends_on) for s in dedupe_subtasks(subtasks)] == [
        ("s1", "compute 6*7", []),
        ("s3", "explain it", ["s1"]),
    ]


async def test_the_readme_task_is_split_and_routed_without_the_model() -> None:
    """Issue 20: the embedded model split this into four identical `code: 6*7` subtasks."""
    seen: list[str] = []
    result = await team(FunctionModel(no_pick), seen).run("compute 6*7 and research agent runtimes")
    assert result.status == "completed", result.error
    plan = next(e.plan for e in result.events if isinstance(e, PlanCreated))
    assert [(s.tool, s.args["task"], s.depends_on) for s in plan.steps] == [
        ("general", "compute 6*7", []),  # the general specialist's rules plan it
        ("research", "research agent runtimes", []),  # its name says so
    ]
    assert sorted(seen) == ["compute 6*7", "research agent runtimes"]
    assert result.usage.requests == 1  # the aggregation only


async def test_the_same_clause_twice_is_sent_once() -> None:
    seen: list[str] = []
    director = team(FunctionModel(no_pick), seen)
    result = await director.run("compute 6*7 and research agents, then research agents")
    delegated = [e.task for e in result.events if isinstance(e, SubtaskDelegated)]
    assert delegated == ["compute 6*7", "research agents"]


@pytest.mark.parametrize(
    ("task", "expected"),
    [
        # the longest run of pieces the rules plan stays one subtask
        ("add milk and eggs to my todos and show them", ["general"]),
        ("what is 15% of 240, then add 'pay rent' to my todos", ["general"]),
        # a piece that starts no clause belongs to the clause before
        ("research cats and dogs", ["research"]),
        ("compute 6*7, write add(), and research agents", ["general", "code", "research"]),
    ],
)
async def test_what_stays_together(task: str, expected: list[str]) -> None:
    seen: list[str] = []
    result = await team(FunctionModel(no_pick), seen).run(task)
    plan = next(e.plan for e in result.events if isinstance(e, PlanCreated))
    assert [s.tool for s in plan.steps] == expected
    if len(expected) == 1:
        assert seen == [task]


async def test_the_model_only_picks_among_the_specialists() -> None:
    asked: list[dict[str, object]] = []

    def director(messages: list[ModelMessage], info: AgentInfo) -> str:
        if info.output_schema is None:
            return "aggregated"
        asked.append(info.output_schema.json_schema)
        return json.dumps({"specialist": "code"})

    seen: list[str] = []
    result = await team(FunctionModel(director), seen).run("compute 6*7 and tell me a joke")
    plan = next(e.plan for e in result.events if isinstance(e, PlanCreated))
    assert [(s.tool, s.args["task"]) for s in plan.steps] == [
        ("general", "compute 6*7"),
        ("code", "tell me a joke"),
    ]
    assert asked == [pick_schema(list(ABOUT))]
    assert asked[0]["properties"] == {"specialist": {"enum": ["code", "general", "research"]}}


async def test_a_pick_naming_no_specialist_is_retried_then_the_default_takes_it() -> None:
    picks: list[str] = []

    def director(messages: list[ModelMessage], info: AgentInfo) -> str:
        if info.output_schema is None:
            return "aggregated"
        last = messages[-1]
        assert isinstance(last, ModelRequest)
        picks.append(str(last.parts[0].content))
        return json.dumps({"specialist": "nobody"})

    seen: list[str] = []
    result = await team(FunctionModel(director), seen).run("tell me a joke")
    assert result.status == "completed"
    plan = next(e.plan for e in result.events if isinstance(e, PlanCreated))
    assert [s.tool for s in plan.steps] == ["general"]
    assert len(picks) == 2 and "Answer one of ['code', 'general', 'research']" in picks[1]


async def test_a_clause_referring_back_gets_the_result_before_it() -> None:
    seen: list[str] = []
    result = await team(FunctionModel(no_pick), seen).run(
        "research agent runtimes and summarize them"
    )
    plan = next(e.plan for e in result.events if isinstance(e, PlanCreated))
    assert [(s.id, s.depends_on) for s in plan.steps] == [("s1", []), ("s2", ["s1"])]
    assert seen == [
        "research agent runtimes",
        'summarize them\n\nResults so far: {"s1": "research agent runtimes"}',
    ]


async def test_a_clause_referring_to_all_waits_for_every_earlier_one() -> None:
    seen: list[str] = []
    result = await team(FunctionModel(no_pick), seen).run(
        "research agent runtimes, research vector databases, then summarize both"
    )
    plan = next(e.plan for e in result.events if isinstance(e, PlanCreated))
    assert [(s.id, s.depends_on) for s in plan.steps] == [
        ("s1", []),
        ("s2", []),
        ("s3", ["s1", "s2"]),
    ]


@pytest.mark.parametrize("case", [*TUNED, *heldout_cases()], ids=lambda c: c.task[:60])
async def test_no_subtask_is_made_up_or_repeated(case: object) -> None:
    """Every subtask is words of the task, none twice, and every question is sent."""

    def director(messages: list[ModelMessage], info: AgentInfo) -> str:
        return json.dumps({"specialist": "general"}) if info.output_schema else "aggregated"

    task = case.task  # type: ignore[attr-defined]
    seen: list[str] = []
    await team(FunctionModel(director), seen).run(task)
    sent = [s.split("\n\nResults so far")[0] for s in seen]
    assert len(sent) == len(set(sent))
    assert all(s in task for s in sent), sent
    for question in case.questions:  # type: ignore[attr-defined]
        assert any(question in s for s in seen), (question, seen)


def effect(name: str) -> Tool:
    """A specialist with a side effect, as the director's plan sees it."""

    async def act(task: str, context: dict[str, object] | None = None) -> str:
        return f"{name}: {task}"

    act.__doc__ = f"{name.replace('_', ' ')}: a specialist (a side effect)."
    return Tool.from_function(act, name=name, risk="write", run_in_thread=False)


async def test_a_model_pick_of_a_side_effecting_specialist_is_grounded_like_any_plan() -> None:
    """Words of the task routed by their own words run; a model's guess of an action does not."""

    def director(messages: list[ModelMessage], info: AgentInfo) -> str:
        return json.dumps({"specialist": "charge_card"}) if info.output_schema else "done"

    crew = Team(FunctionModel(director), Toolset([effect("charge_card"), effect("send_email")]))
    named = await crew.run("charge card part 1 and send email part 2")
    assert named.status == "completed"
    assert [s.output for s in named.subtasks] == [
        "charge_card: charge card part 1",
        "send_email: send email part 2",
    ]
    guessed = await crew.run("tell them the news")  # nothing asks for a charge
    assert guessed.status == "failed" and not guessed.subtasks
    assert "side effect the task does not ask for" in (guessed.error or "")
