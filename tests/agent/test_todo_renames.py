"""Renaming a to-do (`todo_rename`): read by the rules, run by the agent, guarded by grounding."""

from __future__ import annotations

import json
from typing import Any

import pytest

from agentschool.agent import Agent
from agentschool.agent.todo_renames import rename_calls
from agentschool.messages import ModelMessage
from agentschool.models import AgentInfo, FunctionModel
from agentschool.tools import Toolset
from agentschool.tools.todo import build_todo_tools


@pytest.mark.parametrize(
    ("clause", "args"),
    [
        (
            "change 'buy running shoes' on my list to 'buy hiking boots'",
            {"title": "buy running shoes", "new_title": "buy hiking boots"},
        ),
        (
            "rename 'book flights to lisbon' to 'book flights to porto'",
            {"title": "book flights to lisbon", "new_title": "book flights to porto"},
        ),
        ("rename item 3 to pick up the cake", {"id": 3, "new_title": "pick up the cake"}),
        (
            "change the last one on my list to call the vet",
            {"position": "last", "new_title": "call the vet"},
        ),
        (
            'edit the title of "walk the dog" so it says "walk the dogs"',
            {"title": "walk the dog", "new_title": "walk the dogs"},
        ),
    ],
)
def test_a_rename_names_the_item_and_its_new_title(clause: str, args: dict[str, Any]) -> None:
    assert rename_calls(clause) == [("todo_rename", args)]


def test_a_swap_takes_the_old_item_off_and_adds_the_new_one() -> None:
    assert rename_calls("replace milk with oat milk on my list") == [
        ("todo_delete", {"title": "milk"}),
        ("todo_add", {"title": "oat milk"}),
    ]


@pytest.mark.parametrize(
    "clause",
    [
        "change the oil to synthetic",  # no list, no quotes, no item number
        "change it to call mum",  # which item "it" is, the clause does not say
        "change go to the bank on my list to go to the gym",  # two places "to" could split
        "change 'a' to",
    ],
)
def test_an_unsure_rename_is_none(clause: str) -> None:
    assert rename_calls(clause) is None


async def test_the_agent_renames_on_the_rule_path() -> None:
    tools = Toolset(build_todo_tools())
    for title in ("pay rent", "email the teacher"):
        await tools.get("todo_add").call({"title": title})
    result = await Agent("test", tools, planner="rule").run(
        "can you change 'email the teacher' on my list to 'email the principal'?"
    )
    assert result.status == "completed"
    assert result.output == "Renamed #2: email the teacher → email the principal"
    listed = await tools.get("todo_list").call({})
    assert [t["title"] for t in listed["todos"]] == ["pay rent", "email the principal"]


async def test_a_rename_the_task_did_not_say_never_runs() -> None:
    tools = Toolset(build_todo_tools())
    await tools.get("todo_add").call({"title": "pay rent"})
    plan = {
        "steps": [{"id": "s1", "tool": "todo_rename", "args": {"id": 1, "new_title": "buy milk"}}]
    }

    def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
        return json.dumps(plan)

    result = await Agent(FunctionModel(reply), tools, planner="llm").run(
        "please rename my first to-do to pay the rent"
    )
    assert result.status == "failed" and result.error_kind == "not_understood"
    listed = await tools.get("todo_list").call({})
    assert [t["title"] for t in listed["todos"]] == ["pay rent"]
