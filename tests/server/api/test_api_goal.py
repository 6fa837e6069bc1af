"""`POST /runs` with a goal: stored in the run's agent config, checked by the worker's factory."""

from __future__ import annotations

import pytest
from tests.server.api.conftest import Api, served_tools

from agentschool.agent.goals import ArithmeticGoal, JudgeGoal, SchemaGoal
from agentschool.runs.engine import default_agent_factory
from agentschool.settings import Settings

GOAL = {"json_schema": {"type": "integer"}, "arithmetic": True, "judge": True, "attempts": 3}


async def test_a_goal_rides_in_the_agent_config_to_the_worker(api: Api) -> None:
    body = {"task": "add 2 and 3", "agent": {"model": "test", "tools": ["add"], "goal": GOAL}}
    response = await api.client.post("/api/v1/runs", json=body)
    assert response.status_code == 201, response.text
    config = response.json()["agent_config"]
    assert config["goal"] == GOAL
    recipe = default_agent_factory(Settings(model="test"), served_tools())(config)
    goal = recipe.options["goal"]
    assert goal.attempts == 3
    assert [type(c) for c in goal.checks] == [SchemaGoal, ArithmeticGoal, JudgeGoal]


@pytest.mark.parametrize(
    ("goal", "field"),
    [
        ({}, "goal"),
        ({"arithmetic": True, "attempts": 99}, "goal.attempts"),
        ({"json_schema": {"type": 3}}, "goal"),
    ],
)
async def test_a_bad_goal_is_422_naming_the_field(
    api: Api, goal: dict[str, object], field: str
) -> None:
    response = await api.client.post("/api/v1/runs", json={"task": "t", "agent": {"goal": goal}})
    assert response.status_code == 422
    assert field in [e["field"] for e in response.json()["errors"]]
