"""Guessed plans that do not do what the task asks: a listing for a change, an amount as a to-do."""

from __future__ import annotations

import json
from typing import Any

from agentschool.agent import Agent
from agentschool.messages import ModelMessage
from agentschool.models import AgentInfo, FunctionModel
from agentschool.tools import Toolset
from agentschool.tools.calculator import calculator_tool
from agentschool.tools.todo import build_todo_tools

_LISTING = {"steps": [{"id": "s1", "tool": "todo_list", "args": {}}]}


def _model(plan: dict[str, Any], calls: list[str]) -> FunctionModel:
    def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
        calls.append(str(messages[-1].parts[-1].content))  # type: ignore[union-attr]
        return json.dumps(plan)

    return FunctionModel(reply)


async def test_a_listing_for_a_completion_is_replanned_once_then_refused() -> None:
    calls: list[str] = []
    tools = Toolset([calculator_tool, *build_todo_tools()])
    agent = Agent(_model(_LISTING, calls), tools, planner="llm")
    result = await agent.run("please mark the dentist one as finished, ta")
    assert result.status == "failed" and result.error_kind == "not_understood"
    assert len(calls) == 2 and "todo_complete" in calls[1]  # one replan, told why
    assert "only lists the to-dos" in (result.error or "")


async def test_a_listing_for_a_question_about_the_list_is_kept() -> None:
    calls: list[str] = []
    tools = Toolset([calculator_tool, *build_todo_tools()])
    result = await Agent(_model(_LISTING, calls), tools, planner="llm").run(
        "which of my errands are still outstanding?"
    )
    assert result.status == "completed" and len(calls) == 1


async def test_a_calculation_that_adds_is_no_change_of_the_list() -> None:
    calls: list[str] = []
    plan = {"steps": [{"id": "s1", "tool": "calculator", "args": {"expression": "17 + 25"}}]}
    tools = Toolset([calculator_tool, *build_todo_tools()])
    result = await Agent(_model(plan, calls), tools, planner="llm").run("add 17 and 25 for me")
    assert result.status == "completed" and "42" in str(result.output)


async def test_a_guessed_to_do_titled_by_an_amount_is_refused() -> None:
    """SmolLM2 planned `todo_add(title="1")` for "add up these times in minutes: 1 hour 50 ..."."""
    for task, title in [
        ("add up these times in minutes: 1 hour 50 minutes; 2 hours 20 minutes", "1"),
        ("add 5 and 7 please", "5 and 7"),
    ]:
        calls: list[str] = []
        plan = {"steps": [{"id": "s1", "tool": "todo_add", "args": {"title": title}}]}
        tools = Toolset([calculator_tool, *build_todo_tools()])
        result = await Agent(_model(plan, calls), tools, planner="llm").run(task)
        assert result.status == "failed" and result.error_kind == "not_understood", task
        assert result.usage.requests == 2  # replanned once with the reason, then refused


async def test_a_guessed_to_do_with_a_number_is_kept_when_the_list_is_named() -> None:
    calls: list[str] = []
    plan = {"steps": [{"id": "s1", "tool": "todo_add", "args": {"title": "call mum at 5"}}]}
    tools = Toolset([calculator_tool, *build_todo_tools()])
    result = await Agent(_model(plan, calls), tools, planner="llm").run(
        "stick call mum at 5 onto the list for me"
    )
    assert result.status == "completed" and len(calls) == 1


async def test_a_listing_for_a_task_that_names_no_list_is_refused() -> None:
    """SmolLM2 listed the to-dos (title "todos") for "how long from 9:30 to 17:15?"."""
    calls: list[str] = []
    plan = {"steps": [{"id": "s1", "tool": "todo_list", "args": {"title": "todos"}}]}
    tools = Toolset([calculator_tool, *build_todo_tools()])
    result = await Agent(_model(plan, calls), tools, planner="llm").run(
        "how long is it from 9:30 to 17:15?"
    )
    assert result.status == "failed" and result.error_kind == "not_understood"
    assert "says nothing of the to-do list" in calls[1]
