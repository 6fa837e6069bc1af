"""`run_factory`: the worker's agents for every kind of `RunSpec`, plain, agent type or team.

`runs.engine.default_agent_factory` builds plain agents (model, tools, planner). The runs layer
cannot know agent types or teams (they live above it), so the worker composes this factory on
top: a run of a registered agent type (`agent`, `version`) or an inline definition
(`definition`) gets that spec's tools and planner; a `team` run gets the director and the
General, Code and Research specialists as tools of its plan (`Team.from_parts`). The engine makes
each recipe's model and tools durable as for any run.

A run of a registered agent type is refused while the type is disabled, and its events are
watched for incidents (`IncidentWatch`): a denied tool use, a limit hit, a failed run.
"""

from __future__ import annotations

import functools
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import anyio

from agentschool.agent.agent import Agent, Conversation
from agentschool.agent.approval import Approver
from agentschool.agent.events import (
    AgentEvent,
    ApprovalDecided,
    ApprovalRequested,
    RunFinished,
    StepStarted,
)
from agentschool.agent.goals import parse_goal
from agentschool.agent.planners import HybridPlanner
from agentschool.exceptions import UserError
from agentschool.models.base import Model, WrapperModel
from agentschool.runs.durable import DurableModel
from agentschool.runs.engine import AgentFactory, AgentRecipe
from agentschool.specs.factory import SpecAgent, spec_planner, spec_toolset
from agentschool.specs.registry import SpecRegistry
from agentschool.specs.spec import known_tool_names, parse_spec
from agentschool.specs.team import specialist_team
from agentschool.teams.director import Team
from agentschool.tools.toolset import Toolset

__all__ = ["IncidentWatch", "RecipeModel", "run_factory"]

ModelFor = Callable[[str | None], Model]
"""The model for a run: from its `model` string, or the worker's default when None."""


def run_factory(
    plain: AgentFactory,
    *,
    model_for: ModelFor,
    registry: SpecRegistry | None = None,
    workspace: Path | None = None,
    max_parallel: int = 4,
    extra: Toolset | None = None,
) -> AgentFactory:
    """`plain` for plain runs; agent types, inline definitions and teams built here.

    Args:
        plain: Builds plain agents (`default_agent_factory`).
        model_for: The model of a run that names one (or of none: the default).
        registry: Where agent types are registered; runs naming one fail without it.
        workspace: Root of the files the specialists and spec tools may touch.
        max_parallel: Most specialists of one team running at once.
        extra: Tools an inline definition may name besides the built-in ones (the worker's
            learned functions, learning and healing: a one-step pipeline runs one of them).
    """

    def build(config: dict[str, Any]) -> AgentRecipe:
        if config.get("team"):
            return _team_recipe(config, model_for(config.get("model")), workspace, max_parallel)
        if config.get("agent") or config.get("definition"):
            return _spec_recipe(config, model_for, registry, workspace, extra)
        return plain(config)

    return build


def _team_recipe(
    config: dict[str, Any], model: Model, workspace: Path | None, max_parallel: int
) -> AgentRecipe:
    """The director over the shipped specialists, all under the run's bounds.

    The specialists ask the recipe's model as it stands when they call it (`RecipeModel`): by
    then the worker has put it under the run's budgets (`engine_hooks`), so the director and its
    specialists spend from one budget. The run's `max_steps` bounds each specialist's plan too.
    """
    options = {k: config[k] for k in ("max_steps",) if k in config}
    recipe = AgentRecipe(model=model, tools=Toolset(), options=options, make=Team.from_parts)
    crew = specialist_team(
        RecipeModel(recipe),
        workspace=workspace,
        max_parallel=max_parallel,
        specialist_options=options,
    )
    recipe.tools = crew.tools
    recipe.options["toolsets"] = crew.toolsets  # the director routes by the specialists' rules
    return recipe


class RecipeModel(WrapperModel):
    """The model of a recipe, looked up at each request (after the worker wrapped it).

    Args:
        recipe: Whose `model` to ask.
    """

    def __init__(self, recipe: AgentRecipe) -> None:
        self.recipe = recipe

    @property
    def wrapped(self) -> Model:  # type: ignore[override]  # read-only: the recipe owns it
        """The recipe's model as it is now (the worker wraps it after the recipe is built)."""
        return self.recipe.model


def _spec_recipe(
    config: dict[str, Any],
    model_for: ModelFor,
    registry: SpecRegistry | None,
    workspace: Path | None,
    extra: Toolset | None = None,
) -> AgentRecipe:
    if config.get("agent"):
        if registry is None:
            raise UserError("agent: this worker has no agent type registry")
        registry.check_enabled(config["agent"])
        spec = registry.get(config["agent"], config.get("version")).spec
    else:
        allowed = [*known_tool_names(), *(extra.names() if extra is not None else [])]
        spec = parse_spec(config["definition"], tools=allowed)
    model = model_for(config.get("model") or spec.model)
    records = registry.records if registry is not None else None
    tools = spec_toolset(spec, model, records=records, workspace=workspace, extra=extra)
    options: dict[str, Any] = {}
    if "max_steps" in config:
        options["max_steps"] = config["max_steps"]
    goal = config.get("goal") or spec.goal  # the run's goal, else the spec's own `goal:`
    if goal:  # a judge's calls are recorded steps, as the run model's are
        options["goal"] = parse_goal(goal).build(
            DurableModel(model), resolve=lambda name: DurableModel(model_for(name))
        )

    def make(model: Model, tools: Any, *, approver: Approver | None = None, **rest: Any) -> Any:
        steps = rest.get("max_steps", 20)
        asked = config.get("planner", "llm")
        planner = spec_planner(spec, model, asked, workspace=workspace, max_steps=steps)
        agent = SpecAgent(
            spec,
            Agent(model, tools, planner=planner, approver=approver, **rest),
            instructed=isinstance(planner, HybridPlanner),
        )
        if config.get("agent") and registry is not None:
            return IncidentWatch(agent, registry, config["agent"])
        return agent

    return AgentRecipe(model=model, tools=tools, options=options, make=make)


class IncidentWatch:
    """A spec agent whose runs report incidents to the registry as their events pass.

    A denied approval is a `denied-tool` incident; a run that ended on a limit (max steps,
    timeout, budget) a `limit` one; any other failure (not an honest "not understood") a
    `run-failed` one. Each carries a ref within its run, so a replayed run counts once.
    """

    def __init__(self, agent: SpecAgent, registry: SpecRegistry, name: str) -> None:
        self.agent, self.registry, self.name = agent, registry, name

    async def run(
        self, task: str, *, run_id: str | None = None, session: Conversation | None = None
    ) -> Any:
        """Run one task to the end (through `iter`, so incidents are seen)."""
        finished = None
        async for event in self.iter(task, run_id=run_id, session=session):
            finished = event
        return finished

    async def iter(
        self, task: str, *, run_id: str | None = None, session: Conversation | None = None
    ) -> AsyncIterator[AgentEvent]:
        """The agent's events, unchanged."""
        tools: dict[str, str] = {}
        async for event in self.agent.iter(task, run_id=run_id, session=session):
            if isinstance(event, StepStarted | ApprovalRequested):
                tools[event.step_id] = event.tool
            incident = _incident(event, tools)
            if incident is not None:
                kind, ref, detail = incident
                record = functools.partial(
                    self.registry.record_incident, run_id=event.run_id, ref=f"{event.run_id}:{ref}"
                )
                await anyio.to_thread.run_sync(record, self.name, kind, detail)
            yield event


def _incident(event: AgentEvent, tools: dict[str, str]) -> tuple[Any, str, dict[str, Any]] | None:
    """`(kind, ref, detail)` of the incident an event is, or None."""
    if isinstance(event, ApprovalDecided) and not event.approved:
        tool = tools.get(event.step_id)
        detail = {"step_id": event.step_id, "tool": tool, "reason": event.reason}
        return "denied-tool", f"denied:{event.step_id}", detail
    if isinstance(event, RunFinished) and event.status == "failed":
        if event.error_kind == "not_understood":
            return None
        kind = "limit" if event.error_kind == "usage_limit" else "run-failed"
        return kind, "finished", {"error": event.error}
    return None
