"""Probe families of everyday requests: templates drawn with seeded values, answers from Python.

A test file names its families (family -> templates, each a text with `{placeholders}` and the
answer computed from the same draw), how a draw is made, and which templates are set aside (one
of each family, chosen by seed or written last, whose first run is reported apart). `cases`
expands them into `(family, task, expected)` rows for `pytest.mark.parametrize`;
`assert_answer` fails a refusal and a wrong answer alike.
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
"""Each family's templates: one way of asking, many phrasings."""
Case = tuple[str, str, float]
"""A family, a task drawn from one of its templates, the answer."""


def aside_by_seed(
    families: Families, seed: int, *, tuned_only: Collection[str] = ()
) -> frozenset[tuple[str, int]]:
    """One template of each family (but `tuned_only`), chosen by `seed`."""
    rng = random.Random(seed)
    return frozenset(
        (family, rng.randrange(len(templates)))
        for family, templates in families.items()
        if family not in tuned_only
    )


def aside_last(
    families: Families, *, tuned_only: Collection[str] = ()
) -> frozenset[tuple[str, int]]:
    """The last template of each family (but `tuned_only`): written after the rules."""
    return frozenset(
        (family, len(templates) - 1)
        for family, templates in families.items()
        if family not in tuned_only
    )


def cases(
    families: Families,
    draw: Callable[[random.Random], Draw],
    *,
    aside: Collection[tuple[str, int]],
    held_out: bool,
    seed: int,
    fill: Callable[[str, Draw], str] = lambda text, values: text.format(**values),
    draws: int = 3,
) -> list[Case]:
    """`draws` drawings of every template set aside (`held_out`) or not, in a seeded order."""
    rng = random.Random(seed)
    rows: list[Case] = []
    for family, templates in families.items():
        for index, (text, answer) in enumerate(templates):
            if ((family, index) in aside) != held_out:
                continue
            for _ in range(draws):
                values = draw(rng)
                rows.append((family, fill(text, values), answer(values)))
    return rows


def assert_answer(family: str, task: str, expected: float, got: Any) -> None:
    """The task was read (not refused) and answered `expected`."""
    assert got is not None, f"{family}: not read: {task}"
    assert math.isclose(float(got), expected, rel_tol=1e-9, abs_tol=1e-6), (family, task, got)


def refused_or(expected: float, got: Any) -> bool:
    """Whether `got` is a refusal or the right answer (never a wrong one)."""
    return got is None or math.isclose(float(got), expected, rel_tol=1e-9, abs_tol=1e-6)


def half_up(value: float, places: int = 0) -> float:
    """Rounded as people round by hand (halves up), on the number as written."""
    step = Decimal(1).scaleb(-places)
    return float(Decimal(repr(value)).quantize(step, rounding=ROUND_HALF_UP))
