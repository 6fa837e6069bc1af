"""A team run's bounds hold for its specialists: one budget, and the run's max_steps for each plan.

The worker's factory (`run_factory`) under the worker's budget hooks (`engine_hooks`), as
`agentschool serve` composes them; the team then runs in process (durability is not the point).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from agentschool.agent.events import SubtaskFinished
from agentschool.exceptions import UserError
from agentschool.messages import ModelMessage
from agentschool.models import FunctionModel
from agentschool.models.function import AgentInfo
from agentschool.observability.budgets import InMemorySpend
from agentschool.observability.runtime import engine_hooks
from agentschool.runs.engine import AgentRecipe
from agentschool.runs.spec import RunSpec
from agentschool.settings import Settings
from agentschool.specs.recipes import run_factory
from agentschool.teams.director import Team, TeamResult

TASK = "work out my number for me from 6, 7 and 42"
"""No rule plans it and no specialist's words match it: the director's model picks one."""


class Scripted:
    """The director's model picks the general specialist, whose plan takes two steps."""

    def __init__(self) -> None:
        self.asked: list[str] = []

    def __call__(self, messages: list[ModelMessage], info: AgentInfo) -> str:
        schema = info.output_schema.name if info.output_schema else None
        self.asked.append(schema or "answer")
        if schema == "pick":
            return json.dumps({"specialist": "general"})
        if schema == "plan":
            steps = [
                {"id": "s1", "tool": "calculator", "args": {"expression": "6*7"}},
                {
                    "id": "s2",
                    "tool": "calculator",
                    "args": {"expression": "42*2"},
                    "depends_on": ["s1"],
                },
            ]
            return json.dumps({"steps": steps, "answer": "${s2}"})
        return "the answer is 84"


def plain(config: dict[str, Any]) -> AgentRecipe:
    raise UserError("only team runs here")


async def team_run(tmp_path: Path, spec: RunSpec) -> tuple[TeamResult, Scripted]:
    scripted = Scripted()
    factory = run_factory(plain, model_for=lambda _: FunctionModel(scripted), workspace=tmp_path)
    _, budgeted = engine_hooks(Settings(), ledger=InMemorySpend())
    recipe = budgeted(factory)({**spec.agent_config(), "run_id": "team-run"})
    team = recipe.make(recipe.model, recipe.tools, **recipe.options)
    assert isinstance(team, Team)
    return await team.run(spec.task, run_id="team-run"), scripted


def subtask_error(result: TeamResult) -> str:
    (finished,) = [e for e in result.events if isinstance(e, SubtaskFinished)]
    assert finished.status == "failed"
    return finished.error or ""


async def test_unbounded_the_specialist_plans_and_the_team_answers(tmp_path: Path) -> None:
    result, scripted = await team_run(tmp_path, RunSpec(task=TASK, team=True))
    assert (result.status, result.output) == ("completed", "84")  # one subtask: its result
    assert scripted.asked == ["pick", "plan"]


async def test_the_team_budget_stops_its_specialists(tmp_path: Path) -> None:
    """The director's pick spends the run's tokens: no specialist request is made."""
    result, scripted = await team_run(tmp_path, RunSpec(task=TASK, team=True, budget_tokens=1))
    assert scripted.asked == ["pick"]
    assert "run token budget exhausted" in subtask_error(result)
    assert result.status == "failed"


async def test_the_runs_max_steps_bounds_each_specialist_plan(tmp_path: Path) -> None:
    """max_steps 1: the director's one subtask fits; the specialist's two-step plan does not."""
    result, scripted = await team_run(tmp_path, RunSpec(task=TASK, team=True, max_steps=1))
    assert scripted.asked[:2] == ["pick", "plan"]
    assert "the plan has 2 steps; at most 1 are allowed" in subtask_error(result)
    assert result.status == "failed"
