"""The shipped specialists (General, Code, Research, built from reference specs) as a `Team`."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

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
        name: build_agent(spec, model=model or director, workspace=workspace, **options)
        for name, spec in specs.items()
    }
    descriptions = {name: spec.description for name, spec in specs.items()}
    return Team(director, specialists, descriptions=descriptions, **team_options)
