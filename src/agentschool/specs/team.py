"""The shipped specialists (General, Code, Research, built from reference specs) as a `Team`.

Each plans hybrid: its rules first (General's calculator and to-dos take no model call), then
its model with its instructions. Research is a declared pipeline (search, then summarize): a
failing search fails it with the search's own reason (offline: no backend configured), decided
by policy, not by a model's guess.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from agentschool.agent.recovery import PolicyRecovery
from agentschool.models import Model
from agentschool.specs.factory import build_agent
from agentschool.specs.reference import SPECIALISTS, reference_spec
from agentschool.teams.director import Team

__all__ = ["specialist_team"]


def specialist_team(
    director: Model | str,
    *,
    model: Model | str | None = None,
    workspace: Path | None = None,
    specialist_options: Mapping[str, Any] | None = None,
    **team_options: Any,
) -> Team:
    """A team of the shipped General, Code and Research specialists.

    Args:
        director: The director's model.
        model: The specialists' model (the director's when None).
        workspace: Root for the Code specialist's file tools.
        specialist_options: Passed to each specialist's `Agent` (max_steps: a run's bounds).
        **team_options: Passed to `Team` (max_parallel, retries).
    """
    specs = {name: reference_spec(name) for name in SPECIALISTS}
    options = dict(specialist_options or {})
    specialists = {
        name: build_agent(
            spec,
            model=model or director,
            workspace=workspace,
            planner="hybrid",
            recovery=PolicyRecovery() if spec.pipeline else None,
            **options,
        )
        for name, spec in specs.items()
    }
    descriptions = {name: spec.description for name, spec in specs.items()}
    toolsets = {name: agent.agent.tools for name, agent in specialists.items()}
    return Team(director, specialists, descriptions=descriptions, toolsets=toolsets, **team_options)
