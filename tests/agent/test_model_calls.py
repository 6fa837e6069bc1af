"""What the default planner pays: rule tasks no model call, a model task one; no example to copy."""

from __future__ import annotations

import json
import re

from agentschool.agent import Agent
from agentschool.agent.planners import _SYSTEM
from agentschool.messages import ModelMessage, ModelRequest, SystemPromptPart
from agentschool.models import AgentInfo, FunctionModel
from agentschool.tools import Toolset
from agentschool.tools.builtin import BUILTIN_TOOL_NAMES
from agentschool.tools.calculator import calculator_tool
from agentschool.tools.todo import build_todo_tools

from .everyday_heldout import HELDOUT_ARITHMETIC, arithmetic_cases
from .test_everyday import TUNED_ARITHMETIC, TUNED_TODOS


def _tools() -> Toolset:
    return Toolset([calculator_tool, *build_todo_tools()])


def _never(messages: list[ModelMessage], info: AgentInfo) -> str:
    raise AssertionError("the rule path called the model")


async def test_rule_tasks_take_no_model_call_on_the_default_planner() -> None:
    agent = Agent(FunctionModel(_never), _tools())  # hybrid, as by default
    tasks = [c.task for c in arithmetic_cases(TUNED_ARITHMETIC, per_template=2, seed=4)]
    tasks += [c.task for c in arithmetic_cases(HELDOUT_ARITHMETIC, per_template=1, seed=5)]
    tasks += [c.task for c in TUNED_TODOS]
    for task in tasks:
        result = await agent.run(task)
        assert (result.status, result.planner, result.usage.requests) == ("completed", "rule", 0)


async def test_a_task_for_the_model_takes_one_model_call() -> None:
    def plan(messages: list[ModelMessage], info: AgentInfo) -> str:
        step = {"id": "s1", "tool": "todo_add", "args": {"title": "water the plants"}}
        return json.dumps({"steps": [step], "answer": "Added ${s1.title}"})

    result = await Agent(FunctionModel(plan), _tools()).run(
        "oh no, I keep forgetting to water the plants, put it on my list"
    )
    assert (result.status, result.planner, result.usage.requests) == ("completed", "llm", 1)
    assert result.output == "Added water the plants"


async def test_the_planning_prompt_holds_no_example_value() -> None:
    seen: list[str] = []

    def plan(messages: list[ModelMessage], info: AgentInfo) -> str:
        first = messages[0]
        assert isinstance(first, ModelRequest)
        seen.extend(p.content for p in first.parts if isinstance(p, SystemPromptPart))
        return json.dumps({"steps": [{"id": "s1", "tool": "todo_list", "args": {}}]})

    await Agent(FunctionModel(plan), _tools(), planner="llm").run("what should I do today")
    assert seen and seen[0].startswith(_SYSTEM.split("{tools}")[0])
    rules, example = _SYSTEM.split("Tools:")
    quoted = set(re.findall(r'"([^"]*)"', rules))
    assert quoted <= {
        "id",
        "tool",
        "args",
        "depends_on",
        "answer",
        "s1",
        "<tool name>",
        "${s1}",
        "${s1.field}",
    }
    # the example's tools exist in no toolset (a plan can only name real ones) and it holds no
    # number or to-do a model could carry into a plan
    example_tools = set(re.findall(r'"tool": "([^"]+)"', example))
    assert example_tools and not example_tools & set(BUILTIN_TOOL_NAMES)
    values = " ".join(re.findall(r'"args": \{([^}]*)\}', example))
    assert values and not re.search(r"\d|todo", values)
