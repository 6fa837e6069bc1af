"""Everyday stories of home and work that the general readers do not read, each by its own reader.

Fluid charts ("8 glasses at 200 ml and 3 cups at 150 ml: how many litres?"), tablets lasting
days, liquid doses, journeys between clock times, care rounds, mileage claims, allowances, tip
pools, commission over a threshold: each is one concept with its own module, and each answers
None unless every number of the story plays a role it knows. `everyday_story` answers only
when the readers that read a story agree on one value.
"""

from __future__ import annotations

from collections.abc import Callable

from agentschool.agent.measured_counts import measured_total
from agentschool.agent.quantities import value_key

__all__ = ["READINGS", "everyday_story"]

READINGS: tuple[Callable[[str], str | None], ...] = (measured_total,)
"""The readers of everyday stories, each given the task as written."""


def everyday_story(task: str) -> str | None:
    """The expression the readers of everyday stories agree on, or None."""
    found: dict[float, str] = {}
    for reading in READINGS:
        expression = reading(task)
        if expression is not None and (value := value_key(expression)) is not None:
            found.setdefault(value, expression)
    return next(iter(found.values())) if len(found) == 1 else None
