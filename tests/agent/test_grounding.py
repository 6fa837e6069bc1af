"""The grounding check: a side effect runs only with what the task or an earlier result gives it."""

from __future__ import annotations

import json
from typing import Any

import pytest

from agentschool.agent import Agent, Plan, PlanStep
from agentschool.agent.grounding import requested_actions, ungrounded, unsaid_titles
from agentschool.agent.planners import PlanRequest, PlanResult
from agentschool.exceptions import RunFailed
from agentschool.messages import ModelMessage, ModelResponse, ToolCallPart
from agentschool.models import AgentInfo, FunctionModel
from agentschool.tools import Toolset
from agentschool.tools.todo import build_todo_tools

from .conftest import Recorder


def _step(tool: str, step_id: str = "s1", **args: Any) -> PlanStep:
    return PlanStep(id=step_id, tool=tool, args=args)


def _problems(task: str, *steps: PlanStep, tools: Toolset, **results: Any) -> list[str]:
    return ungrounded(Plan(steps=list(steps)), tools, task, results)


@pytest.mark.parametrize(
    ("task", "note"),
    [
        ("note 'pay rent'", "pay rent"),
        ("Please record: Pay the RENT!", "pay rent"),
        ("note call mom on the 3rd", "call mom 3"),
        ("note twenty-five apples", "25 apples"),
        ("note 1,000 bottles", "1000 bottles"),
        ("write the second one down as a note", "2"),
    ],
)
def test_values_from_the_task_are_grounded(task: str, note: str, tools: Toolset) -> None:
    assert _problems(task, _step("record", note=note), tools=tools) == []


def test_a_value_in_no_request_is_refused(tools: Toolset) -> None:
    problems = _problems(
        "note that I should pay rent", _step("record", note="buy milk"), tools=tools
    )
    assert len(problems) == 1 and "'buy', 'milk'" in problems[0] and "'note'" in problems[0]


def test_values_from_earlier_outputs_and_references_are_grounded(tools: Toolset) -> None:
    plan = (_step("echo", "s1", text="x"), _step("record", "s2", note="${s1} milk"))
    assert _problems("note what the echo says", *plan, tools=tools, s1="x") != []
    assert _problems("note what the echo says", *plan, tools=tools, s1={"a": ["milk"]}) == []
    plan = (_step("echo", "s1", text="x"), _step("record", "s2", note="${s1.text}"))
    assert _problems("note what the echo says", *plan, tools=tools) == []


def test_read_only_tools_are_not_checked(tools: Toolset) -> None:
    assert _problems("anything at all", _step("echo", text="buy milk"), tools=tools) == []


def test_an_argument_that_repeats_the_schema_is_refused_even_on_a_read(tools: Toolset) -> None:
    """ "multiply two numbers" became `list_dir(path="list_dir")` on the embedded model."""
    for value in ("echo", " Record ", "text"):  # a tool's name, another's, the parameter's own
        problems = _problems("multiply two numbers", _step("echo", text=value), tools=tools)
        assert len(problems) == 1 and "a name from the tools' schema" in problems[0], value
    assert _problems("echo the word echo", _step("echo", text="echo"), tools=tools) == []


@pytest.mark.parametrize(
    "task",
    [
        "what is 2 + 2",  # nothing asks for a note
        "I need to pay rent, but don't write it down",
        "pay rent -- do not record it",
        "how many words are in 'record pay rent'?",  # a quoted instruction asks for nothing
        "asdf pay rent qwer",
    ],
)
def test_a_side_effect_the_task_does_not_ask_for_is_refused(task: str, tools: Toolset) -> None:
    problems = _problems(task, _step("record", note="pay rent"), tools=tools)
    assert any("does not ask for" in p for p in problems)


def test_a_negated_clause_grounds_nothing(tools: Toolset) -> None:
    task = "note pay rent but do not note call mom"
    assert _problems(task, _step("record", note="pay rent"), tools=tools) == []
    assert _problems(task, _step("record", note="call mom"), tools=tools) != []


def test_a_negation_ends_at_a_dash_and_no_longer_needed_names_the_item(tools: Toolset) -> None:
    dash = "do not note call mom - note pay rent"
    assert _problems(dash, _step("record", note="pay rent"), tools=tools) == []
    assert _problems(dash, _step("record", note="call mom"), tools=tools) != []
    dropped = "I don't need to call mom anymore, note it"  # the item to act on is named
    assert _problems(dropped, _step("record", note="call mom"), tools=tools) == []
    assert _problems("I don't need to call mom", _step("record", note="call mom"), tools=tools)
    asked = "I don't need to note call mom anymore"  # the negated verb is still no request
    assert not requested_actions(asked, tools.get("record"))


def test_requested_actions_reads_verbs_and_their_forms(tools: Toolset) -> None:
    record = tools.get("record")
    assert requested_actions("I'm adding this: rent", record)  # "add" is a synonym of record
    assert requested_actions("Writing down: rent", record)
    assert not requested_actions("what is on the list?", record)


def _always(plan: dict[str, Any], calls: list[int]) -> FunctionModel:
    def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
        calls.append(1)
        return json.dumps(plan)

    return FunctionModel(reply)


_BUY_MILK = {"steps": [{"id": "s1", "tool": "record", "args": {"note": "buy milk"}}]}


async def test_an_ungrounded_plan_is_replanned_once_then_the_run_fails_honestly(
    tools: Toolset, recorder: Recorder
) -> None:
    calls: list[int] = []
    result = await Agent(_always(_BUY_MILK, calls), tools, planner="llm").run("divide 7 by 2")
    assert result.status == "failed" and result.error_kind == "not_understood"
    assert recorder.effects == [] and len(calls) == 2  # the first plan, then one replan
    assert result.error is not None and "'buy', 'milk'" in result.error
    assert "What I can do:" in result.error and "record (Write a note" in result.error


async def test_the_replan_hears_the_reason_and_can_fix_the_plan(
    tools: Toolset, recorder: Recorder
) -> None:
    seen: list[str] = []

    def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
        prompt = str(messages[-1].parts[-1].content)  # type: ignore[union-attr]
        seen.append(prompt)
        note = "pay rent" if "buy" in prompt else "buy milk"
        return json.dumps({"steps": [{"id": "s1", "tool": "record", "args": {"note": note}}]})

    result = await Agent(FunctionModel(reply), tools, planner="llm").run("note: pay rent")
    assert result.status == "completed" and [e.split(":", 2)[2] for e in recorder.effects] == [
        "pay rent"
    ]
    assert "previous plan failed" in seen[1] and "'buy', 'milk'" in seen[1]


async def test_any_planner_goes_through_the_check(tools: Toolset, recorder: Recorder) -> None:
    class Reused:
        """Stands for a plan reused from memory or any other planner."""

        name = "experience"

        async def plan(self, request: PlanRequest) -> PlanResult | None:
            if request.feedback:
                return None
            return PlanResult(Plan(steps=[_step("record", note="buy milk")]), self.name)

    result = await Agent("test", tools, planner=Reused()).run("what is 2 + 2")
    assert result.error_kind == "not_understood" and recorder.effects == []


async def test_a_declared_plan_is_not_a_guess(tools: Toolset, recorder: Recorder) -> None:
    class Declared:
        name = "pipeline"

        async def plan(self, request: PlanRequest) -> PlanResult | None:
            plan = Plan(steps=[_step("record", note="archive")])
            return PlanResult(plan, self.name, declared=True)

    result = await Agent("test", tools, planner=Declared()).run("whatever")
    assert result.status == "completed" and len(recorder.effects) == 1


async def test_react_hears_the_refusal_once_then_the_run_fails(
    tools: Toolset, recorder: Recorder
) -> None:
    turns: list[int] = []

    def reply(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        turns.append(1)
        return ModelResponse(parts=[ToolCallPart(tool_name="record", args={"note": "buy milk"})])

    result = await Agent(FunctionModel(reply), tools, planner="react").run("what is 2 + 2")
    assert result.status == "failed" and result.error_kind == "not_understood"
    assert len(turns) == 2 and recorder.effects == []


async def test_nothing_planned_is_not_understood_and_says_what_the_agent_can_do(
    tools: Toolset,
) -> None:
    result = await Agent("test", tools, planner="rule").run("flibber the jabberwock")
    assert result.status == "failed" and result.error_kind == "not_understood"
    with pytest.raises(RunFailed, match="What I can do: add"):
        result.raise_for_status()


@pytest.mark.parametrize(
    ("task", "asks"),
    [
        ("I finished todo 2", True),
        ("I've completed the laundry", True),
        ("I'm done with pay rent", True),
        ("have I finished todo 2?", False),
        ("don't complete todo 2", False),
    ],
)
def test_reporting_ones_own_work_asks_to_mark_it_done(task: str, asks: bool) -> None:
    from agentschool.tools.todo import build_todo_tools

    complete = {t.name: t for t in build_todo_tools()}["todo_complete"]
    assert requested_actions(task, complete) is asks


def test_dont_forget_is_a_request_not_a_negation() -> None:
    tools = Toolset(build_todo_tools())
    task = "don't forget: defrost the freezer. Add it to my list"
    assert (
        ungrounded(Plan(steps=[_step("todo_add", title="defrost the freezer")]), tools, task) == []
    )
    assert ungrounded(Plan(steps=[_step("todo_add", title="buy milk")]), tools, task) != []


@pytest.mark.parametrize(
    ("task", "asked"),
    [
        ("clear my todo list", True),
        ("delete all my todos", True),
        ("wipe the list", True),
        ("please empty my to-do list", True),
        ("delete todo 2", False),  # one item, not the whole list
        ("remove pay rent from my list", False),
        ("don't clear my list", False),
        ("what happens if I clear my list?", False),
    ],
)
def test_a_deletion_naming_nothing_must_be_asked_for_whole(task: str, asked: bool) -> None:
    tools = Toolset(build_todo_tools())
    assert (_problems(task, _step("todo_clear"), tools=tools) == []) is asked


@pytest.mark.parametrize(
    "task",
    ["should I add 'buy milk' to my todos?", "shall I delete todo 2?", "might I add 'x' later?"],
)
def test_asking_for_advice_asks_for_no_action(task: str) -> None:
    tools = Toolset(build_todo_tools())
    assert not requested_actions(task, tools.get("todo_add"))
    assert not requested_actions(task, tools.get("todo_delete"))


@pytest.mark.parametrize(
    ("task", "title", "unsaid"),
    [
        ("I need milk, and buy bread", "buy milk", True),  # words of the task, not its phrase
        ("add buy milk to my list, thanks", "Buy milk", False),
        ("add 'pay rent'.", "pay rent", False),
        ("remind me to call mum tomorrow", "call mum tomorrow", False),
        ("remind me to call my mum", "call mum", True),
        ("add milk", "${s1.output}", False),  # an earlier step's output: the steps' business
    ],
)
def test_a_guessed_title_must_be_a_phrase_of_the_task(task: str, title: str, unsaid: bool) -> None:
    steps = [_step("todo_add", title=title), _step("todo_rename", "s2", id=1, new_title=title)]
    assert unsaid_titles(task, steps) == ([title, title] if unsaid else [])


async def test_a_model_title_the_task_did_not_say_is_replanned_then_refused() -> None:
    tools = Toolset(build_todo_tools())
    calls: list[int] = []
    plan = {"steps": [{"id": "s1", "tool": "todo_add", "args": {"title": "buy milk"}}]}
    result = await Agent(_always(plan, calls), tools, planner="llm").run(
        "I need milk, and remind me to buy bread"
    )
    assert result.status == "failed" and result.error_kind == "not_understood"
    assert len(calls) == 2 and "not said in the task" in (result.error or "")
    assert (await tools.get("todo_list").call({}))["todos"] == []
