"""The agent factory of `agentschool serve`/`worker` builds a run's model as the settings say."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from agentschool.agent import Agent, PolicyRecovery, RunResult
from agentschool.exceptions import UserError
from agentschool.messages import ModelRequest
from agentschool.models import FunctionModel
from agentschool.models.cost import CostModel
from agentschool.observability.metrics import fallback_layers
from agentschool.runs.engine import default_agent_factory
from agentschool.settings import Settings
from agentschool.tools import Toolset, tool


@tool
def add(a: int, b: int) -> int:
    """Add two integers."""
    return a + b


async def test_a_runs_model_is_priced_retried_and_falls_back() -> None:
    settings = Settings(model="test", fallback_models=["ollama:llama3.2"], max_steps=7)
    build = default_agent_factory(settings, Toolset([add]))
    recipe = build({"planner": "rule", "api_key_id": None, "run_id": "run_1"})
    # Priced (cost budgets, stored run cost, metrics), with the fall-back chain and its breakers.
    assert isinstance(recipe.model, CostModel)
    (chain,) = fallback_layers(recipe.model)
    assert len(chain.breakers) == 2
    await recipe.model.request([ModelRequest.user("hi")])  # the primary answers: no network
    assert recipe.model.total.requests == 1
    assert recipe.options["planner"] == "rule" and recipe.options["max_steps"] == 7
    assert recipe.tools.names() == ["add"]
    # A model named by the run wins over the settings' default.
    assert "test" in build({"model": "test"}).model.label


def test_the_approval_policy_file_governs_served_runs(tmp_path: Path) -> None:
    rules = tmp_path / "policy.yaml"
    rules.write_text("rules:\n  - {tool: add, args: {a: '^13$'}, action: deny}\n")
    build = default_agent_factory(Settings(approval_policy=rules), Toolset([add]))
    policy = build({"planner": "llm"}).options["policy"]

    def plan(a: int) -> FunctionModel:
        step = {"id": "s1", "tool": "add", "args": {"a": a, "b": 1}}
        return FunctionModel(lambda *_: json.dumps({"steps": [step], "answer": "${s1}"}))

    def run(a: int) -> RunResult:
        recipe = build({"planner": "llm"})
        agent = Agent(plan(a), recipe.tools, **recipe.options, recovery=PolicyRecovery())
        return asyncio.run(agent.run(f"add {a} and 1"))

    assert policy.rules[0].action == "deny"
    assert run(2).output == 3
    denied = run(13)
    assert denied.status == "failed" and "denied by policy" in (denied.error or "")


def test_a_bad_approval_policy_file_stops_the_server_at_start(tmp_path: Path) -> None:
    rules = tmp_path / "policy.yaml"
    rules.write_text("rules:\n  - {tool: add, action: maybe}\n")
    with pytest.raises(UserError, match=r"(?s)invalid approval policy .*rules\.0\.action"):
        default_agent_factory(Settings(approval_policy=rules), Toolset([add]))


def test_every_run_of_a_worker_shares_the_fallback_breakers() -> None:
    settings = Settings(model="test", fallback_models=["ollama:llama3.2"])
    build = default_agent_factory(settings, Toolset([add]))
    (first,) = fallback_layers(build({"planner": "rule"}).model)
    (second,) = fallback_layers(build({"planner": "rule"}).model)
    assert first is not second and first.breakers is second.breakers
    (other_worker,) = fallback_layers(default_agent_factory(settings, Toolset([add]))({}).model)
    assert other_worker.breakers is not first.breakers
