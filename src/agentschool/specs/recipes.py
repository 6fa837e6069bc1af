"""`run_factory`: the worker's agents for every kind of `RunSpec`, plain, agent type or team.

`runs.engine.default_agent_factory` builds plain agents (model, tools, planner). The runs layer
cannot know agent types or teams (they live above it), so the worker composes this factory on
top: a run of a registered agent type (`agent`, `version`) or an inline definition
(`definition`) gets that spec's tools and planner; a `team` run gets the director and the
General, Code and Research specialists as tools of its plan (`Team.from_parts`). The engine makes
each recipe's model and tools durable as for any run.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Sequence
from pathlib import Path
from typing import Any

from agentschool.agent.agent import Agent
from agentschool.agent.approval import Approver
from agentschool.exceptions import UserError
from agentschool.messages import ModelMessage, ModelResponse
from agentschool.models.base import Model, ModelSettings, OutputSchema, StreamEvent, ToolDefinition
from agentschool.runs.engine import AgentFactory, AgentRecipe
from agentschool.specs.factory import SpecAgent, spec_toolset
from agentschool.specs.pipeline import PipelinePlanner
from agentschool.specs.registry import SpecRegistry
from agentschool.specs.spec import parse_spec
from agentschool.specs.team import specialist_team
from agentschool.teams.director import Team
from agentschool.tools.toolset import Toolset

__all__ = ["RecipeModel", "run_factory"]

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
            return _team_recipe(config, model_for(config.get("model")), workspace, max_parallel)
        if config.get("agent") or config.get("definition"):
            return _spec_recipe(config, model_for, registry, workspace)
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
    return recipe


class RecipeModel(Model):
    """The model of a recipe, looked up at each request (after the worker wrapped it).

    Args:
        recipe: Whose `model` to ask.
    """

    def __init__(self, recipe: AgentRecipe) -> None:
        self.recipe = recipe

    @property
    def name(self) -> str:
        """The recipe model's name."""
        return self.recipe.model.name

    @property
    def system(self) -> str:
        """The recipe model's provider."""
        return self.recipe.model.system

    async def request(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> ModelResponse:
        """Ask the recipe's model as it is now."""
        return await self.recipe.model.request(messages, settings, tools, output_schema)

    async def request_stream(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> AsyncIterator[StreamEvent]:
        """Stream from the recipe's model as it is now."""
        stream = self.recipe.model.request_stream(messages, settings, tools, output_schema)
        async for event in stream:
            yield event


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

    def make(model: Model, tools: Any, *, approver: Approver | None = None, **rest: Any) -> Any:
        return SpecAgent(spec, Agent(model, tools, approver=approver, **rest))

    return AgentRecipe(model=model, tools=tools, options=options, make=make)
