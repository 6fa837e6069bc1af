"""A spec's `goal:`: validated with the spec, and an agent built from it iterates towards it."""

from __future__ import annotations

import json

import pytest

from agentschool.agent import Replanned
from agentschool.messages import ModelMessage
from agentschool.models import AgentInfo, FunctionModel
from agentschool.specs import SpecError, load_spec
from agentschool.specs.factory import build_agent

SPEC = """
name: adder
description: Adds numbers.
tools: [calculator]
goal:
  arithmetic: true
  attempts: 2
"""


async def test_a_spec_goal_replans_a_missed_answer() -> None:
    plans: list[str] = []

    def planner(messages: list[ModelMessage], info: AgentInfo) -> str:
        plans.append("plan")
        n = len(plans)
        expression = "12 + 30" if n == 1 else "12 * 30"
        step = {"id": f"s{n}", "tool": "calculator", "args": {"expression": expression}}
        return json.dumps({"steps": [step], "answer": f"${{s{n}}}"})

    spec = load_spec(SPEC)
    assert spec.goal is not None and spec.goal.attempts == 2
    agent = build_agent(spec, model=FunctionModel(planner))
    result = await agent.run("what is 12 * 30")
    assert result.status == "completed" and result.output == 360
    assert [e.kind for e in result.events].count("replanned") == 1
    (replanned,) = [e for e in result.events if isinstance(e, Replanned)]
    assert "the answer lacks 360" in replanned.reason


def test_a_bad_spec_goal_names_the_field() -> None:
    with pytest.raises(SpecError, match=r"goal\.attempts: Input should be greater than or equal"):
        load_spec(SPEC.replace("attempts: 2", "attempts: 0"))
    with pytest.raises(
        SpecError, match=r"goal: a goal needs at least one of json_schema, judge or arithmetic"
    ):
        load_spec(SPEC.replace("arithmetic: true", "judge: false"))
