"""`run_factory`: the worker's agents for every kind of `RunSpec`, plain, agent type or team.

`runs.engine.default_agent_factory` builds plain agents (model, tools, planner). The runs layer
cannot know agent types or teams (they live above it), so the worker composes this factory on
top: a run of a registered agent type (`agent`, `version`) or an inline definition
(`definition`) gets that spec's tools and planner; a `team` run gets the director and the
General, Code and Research specialists as tools of its plan (`Team.from_parts`). The engine makes
each recipe's model and tools durable as for any run.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from agentschool.agent.agent import Agent
from agentschool.agent.approval import Approver
from agentschool.agent.goals import parse_goal
from agentschool.exceptions import UserError
from agentschool.models.base import Model
from agentschool.runs.durable import DurableModel
from agentschool.runs.engine import AgentFactory, AgentRecipe
from agentschool.specs.factory import SpecAgent, spec_toolset
from agentschool.specs.pipeline import PipelinePlanner
from agentschool.specs.registry import SpecRegistry
from agentschool.specs.spec import parse_spec
from agentschool.specs.team import specialist_team
from agentschool.teams.director import Team

__all__ = ["run_factory"]

ModelFor = Callable[[str | None], Model]
"""The model for a run: from its `model` string, or the worker's default when None."""


def run_factory(
    plain: AgentFactory,
    *,
    model_for: ModelFor,
    registry: SpecRegistry | None = None,
    workspace: Path | None = None,
    max_parallel: int = 4,
) -> AgentFactory:
    """`plain` for plain runs; agent types, inline definitions and teams built here.

    Args:
        plain: Builds plain agents (`default_agent_factory`).
        model_for: The model of a run that names one (or of none: the default).
        registry: Where agent types are registered; runs naming one fail without it.
        workspace: Root of the files the specialists and spec tools may touch.
        max_parallel: Most specialists of one team running at once.
    """

    def build(config: dict[str, Any]) -> AgentRecipe:
        if config.get("team"):
            model = model_for(config.get("model"))
            crew = specialist_team(model, workspace=workspace, max_parallel=max_parallel)
            options = {k: config[k] for k in ("max_steps",) if k in config}
            return AgentRecipe(model=model, tools=crew.tools, options=options, make=Team.from_parts)
        if config.get("agent") or config.get("definition"):
            return _spec_recipe(config, model_for, registry, workspace)
        return plain(config)

    return build


def _spec_recipe(
    config: dict[str, Any],
    model_for: ModelFor,
    registry: SpecRegistry | None,
    workspace: Path | None,
) -> AgentRecipe:
    if config.get("agent"):
        if registry is None:
            raise UserError("agent: this worker has no agent type registry")
        spec = registry.get(config["agent"], config.get("version")).spec
    else:
        spec = parse_spec(config["definition"])
    model = model_for(config.get("model") or spec.model)
    records = registry.records if registry is not None else None
    tools = spec_toolset(spec, model, records=records, workspace=workspace)
    planner: Any = PipelinePlanner(spec) if spec.pipeline else config.get("planner", "llm")
    options: dict[str, Any] = {"planner": planner}
    if "max_steps" in config:
        options["max_steps"] = config["max_steps"]
    goal = config.get("goal") or spec.goal  # the run's goal, else the spec's own `goal:`
    if goal:  # a judge's calls are recorded steps, as the run model's are
        options["goal"] = parse_goal(goal).build(
            DurableModel(model), resolve=lambda name: DurableModel(model_for(name))
        )

    def make(model: Model, tools: Any, *, approver: Approver | None = None, **rest: Any) -> Any:
        return SpecAgent(spec, Agent(model, tools, approver=approver, **rest))

    return AgentRecipe(model=model, tools=tools, options=options, make=make)
