"""Probe families of calculator requests: templates drawn with seeded values, answers from Python.

A probe file names its families (family -> templates, each a text with `{placeholders}` and the
answer computed from the same draw), how a draw is made, and one template of each family set
aside by seed (its first run reported apart). `cases` expands them into `(family, task, answer)`
rows for `pytest.mark.parametrize`; `assert_answer` fails a refusal and a wrong answer alike.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Collection, Mapping, Sequence
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

Draw = dict[str, Any]
"""The values of one drawing of a template."""
Template = tuple[str, Callable[[Draw], float]]
"""A task text with `{placeholders}`, and its answer from the same draw."""
Families = Mapping[str, Sequence[Template]]
"""Each family's templates: one request, many phrasings."""
Case = tuple[str, str, float]
"""A family, a task drawn from one of its templates, the answer."""


def aside_by_seed(families: Families, seed: int) -> frozenset[tuple[str, int]]:
    """One template of each family, chosen by `seed`: never looked at until the end."""
    rng = random.Random(seed)
    return frozenset(
        (family, rng.randrange(len(templates))) for family, templates in families.items()
    )


def _formatted(text: str, draw: Draw) -> str:
    return text.format(**draw)


def cases(
    families: Families,
    draw: Callable[[random.Random], Draw],
    *,
    aside: Collection[tuple[str, int]],
    held_out: bool,
    seed: int,
    fill: Callable[[str, Draw], str] = _formatted,
) -> list[Case]:
    """Three drawings of every template set aside (`held_out`) or not, in a seeded order."""
    rng = random.Random(seed)
    rows: list[Case] = []
    for family, templates in families.items():
        for index, (text, answer) in enumerate(templates):
            if ((family, index) in aside) != held_out:
                continue
            for _ in range(3):
                values = draw(rng)
                rows.append((family, fill(text, values), answer(values)))
    return rows


def assert_answer(family: str, task: str, expected: float, got: Any) -> None:
    """The task was read (not refused) and answered `expected`."""
    assert got is not None, f"{family}: not read: {task}"
    assert math.isclose(float(got), expected, rel_tol=1e-9, abs_tol=1e-6), (family, task, got)


def assert_refused_or_right(task: str, expected: float, got: Any) -> None:
    """A near miss was refused, or read right: never another number."""
    assert got is None or math.isclose(float(got), expected, rel_tol=1e-9), (task, got)


def half_up(value: float, places: int = 0) -> float:
    """Rounded as people round (halves up), on the number as written."""
    step = Decimal(1).scaleb(-places)
    return float(Decimal(repr(value)).quantize(step, rounding=ROUND_HALF_UP))
