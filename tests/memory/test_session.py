"""Sessions: later turns refer to earlier items, on the rule path."""

from __future__ import annotations

import json

import pytest

from agentschool.agent import Agent
from agentschool.memory.session import Resolution, Session, Turn
from agentschool.messages import ModelMessage
from agentschool.models import AgentInfo, FunctionModel
from agentschool.settings import Settings
from agentschool.tools.builtin import builtin_toolset


@pytest.fixture
def agent() -> Agent:
    return Agent(
        "test", builtin_toolset(Settings(tools_enabled=["todo", "calculator"])), planner="rule"
    )


async def _todos(agent: Agent) -> dict[str, bool]:
    listed = await agent.tools.get("todo_list").call({})
    return {item["title"]: item["done"] for item in listed["todos"]}


async def test_three_turns_add_add_and_mark_the_first_one_done(agent: Agent) -> None:
    session = Session("chores")
    first = await session.run(agent, "add 'call the plumber' to my todos")
    second = await session.run(agent, "add 'buy milk' to my todos")
    third = await session.run(agent, "mark the first one done")
    assert third.status == "completed", third.error
    plumber = first.steps[0].output["id"]
    assert session.turns[-1].resolved == f"mark item #{plumber} done"
    assert await _todos(agent) == {"call the plumber": True, "buy milk": False}
    assert all(turn.status == "completed" for turn in session.turns)
    assert sum(r.usage.requests for r in (first, second, third)) == 0  # rules only: no model call


async def test_it_names_the_one_item_the_last_turn_made(agent: Agent) -> None:
    session = Session("it")
    added = await session.run(agent, "add 'water the plants' to my todos")
    done = await session.run(agent, "mark it done")
    assert done.status == "completed", done.error
    assert session.turns[-1].resolved == f"mark item #{added.steps[0].output['id']} done"
    assert await _todos(agent) == {"water the plants": True}


async def test_what_is_not_a_reference_to_an_earlier_item_is_left_alone(agent: Agent) -> None:
    session = Session("alone")
    assert session.resolve("mark it done").task == "mark it done"  # nothing earlier yet
    await session.run(agent, "add 'a' to my todos, then add 'b' to my todos")
    for task in [
        "add 'fix it' to my todos",  # inside a title
        "mark it done",  # the last turn made two items: which one?
        "mark the fifth one done",  # there are two
        "calculate the first 3 squares",  # not an item
    ]:
        assert session.resolve(task).task == task
    second = session.resolve("delete the second todo, then show my todos")
    assert second.task == "delete item #2, then show my todos"
    assert [phrase for phrase, _ in second.references] == ["the second todo"]


async def test_a_listing_and_a_deletion_update_the_items(agent: Agent) -> None:
    session = Session("list")
    await session.run(
        agent, "add 'x' to my todos, then add 'y' to my todos, then add 'z' to my todos"
    )
    deleted = await session.run(agent, "delete the first one")
    assert deleted.status == "completed", deleted.error
    assert [item["title"] for item in session.items()] == ["y", "z"]
    assert session.resolve("mark the last one done").task == "mark item #3 done"
    await session.run(agent, "calculate 2 + 3 then double it")
    assert session.turns[-1].resolved == "calculate 2 + 3 then double it"


def test_context_keeps_the_newest_turns_within_the_budget() -> None:
    session = Session("long", budget_tokens=40)
    assert session.context() == ""
    for n in range(10):
        turn = Turn(task=f"task number {n}", resolved="", status="completed", answer=n)
        session.turns.append(turn)
    text = session.context()
    assert text.startswith("Earlier in this conversation:\n(5 earlier turns dropped for length)")
    assert text.endswith("- task number 9 → completed: 9")
    assert "task number 4" not in text and "task number 5" in text
    copy = Session("long", turns=[Turn.from_json(t.as_json()) for t in session.turns])
    assert copy.turns == session.turns  # what the run store keeps reads back the same
    assert Resolution("t").references == []


async def test_a_model_planner_sees_the_session_and_its_ids_are_grounded(agent: Agent) -> None:
    """ "the plumber task" names no id: the model takes it from the earlier turns it is shown, and
    the grounding check accepts it because the session produced it; without the session it
    would refuse the same plan."""
    session = Session("llm")
    added = await agent.run("add 'call the plumber' to my todos", session=session)
    plumber = added.steps[0].output["id"]
    prompts: list[str] = []

    def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
        prompts.append(str(messages[-1].parts[-1].content))  # type: ignore[union-attr]
        step = {"id": "s1", "tool": "todo_complete", "args": {"id": plumber}}
        return json.dumps({"steps": [step]})

    planned = Agent(FunctionModel(reply), agent.tools, planner="llm")
    done = await planned.run("mark the plumber task as done", session=session)
    assert done.status == "completed", done.error
    assert "Earlier in this conversation:" in prompts[0] and "call the plumber" in prompts[0]
    assert await _todos(agent) == {"call the plumber": True}
    assert [t.task for t in session.turns] == [
        "add 'call the plumber' to my todos",
        "mark the plumber task as done",
    ]
    alone = await planned.run("mark the plumber task as done")  # no session: the id is a guess
    assert alone.status == "failed" and alone.error_kind == "not_understood"


async def test_iter_with_a_session_records_the_turn_when_it_finishes(agent: Agent) -> None:
    session = Session("iter")
    events = [e async for e in agent.iter("add 'feed the cat' to my todos", session=session)]
    assert [t.task for t in session.turns] == ["add 'feed the cat' to my todos"]
    assert session.turns[0].items[0]["title"] == "feed the cat"
    started = [e async for e in agent.iter("mark it done", session=session)][0]  # noqa: RUF015
    assert started.task == f"mark item #{session.turns[0].items[0]['id']} done"  # type: ignore[union-attr]
    assert events[-1].kind == "run-finished"
