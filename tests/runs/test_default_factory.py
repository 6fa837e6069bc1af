"""The agent factory of `agentschool serve`/`worker` builds a run's model as the settings say."""

from __future__ import annotations

from agentschool.messages import ModelRequest
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
