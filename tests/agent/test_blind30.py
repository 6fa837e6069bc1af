"""Travel classes that the lists of failures after sets 26 to 30 showed missing, in other words.

Charges by the started hour or kilo (parking "for each hour or part of an hour", excess baggage
"per kilo or part of a kilo"), which a rate times the exact amount had answered wrong, and
roundings asked in words the rounding reader did not know ("to the nearest minute" of a time
asked in minutes, "round to a whole number"), which were answered unrounded. These probes were
written after the rules (tuning data, not a measure): the blind sets are (docs/evals.md).
"""

from __future__ import annotations

import math
import random

import pytest

from .conftest import calculator_answer
from .families import (
    Draw,
    Template,
    aside_by_seed,
    assert_answer,
    assert_refused_or_right,
    cases,
    half_up,
)


def _draw(rng: random.Random) -> Draw:
    over = rng.choice([0.3, 1.4, 2.8, 4.1, 5.5])
    return {
        "rate": rng.choice([1.8, 2.25, 3.1, 4.5]),
        "h": rng.randint(1, 6),
        "m": rng.choice([5, 20, 35, 50]),
        "start": (start := rng.randint(8, 13)),
        "sm": (sm := rng.choice([10, 25, 40])),
        "end": start + rng.randint(1, 5),
        "em": rng.choice([m for m in (15, 30, 55) if m != sm]),
        "allow": (allow := rng.choice([20, 23, 32])),
        "bag": round(allow + over, 1),
        "fee": rng.choice([8, 12, 20]),
        "km": rng.randint(12, 240),
        "kmh": rng.choice([45, 60, 75, 90]),
        "walk": rng.choice([1.2, 2.4, 3.5]),
        "cm": rng.choice([68, 74, 81]),
    }


def _hours(d: Draw) -> float:
    return d["rate"] * math.ceil((d["h"] * 60 + d["m"]) / 60)


def _span(d: Draw) -> float:
    return d["rate"] * math.ceil(((d["end"] * 60 + d["em"]) - (d["start"] * 60 + d["sm"])) / 60)


def _kilos(d: Draw) -> float:
    return d["fee"] * math.ceil(round(d["bag"] - d["allow"], 6))


def _minutes(d: Draw) -> float:
    return half_up(d["km"] / d["kmh"] * 60)


def _steps(d: Draw) -> float:
    return half_up(d["walk"] * 100000 / d["cm"])


FAMILIES: dict[str, list[Template]] = {
    "started hours": [
        (
            "The car park charges £{rate} per hour or part of an hour. What do I pay for {h} hours "
            "{m} minutes?",
            _hours,
        ),
        (
            "Parking is ${rate} an hour and every started hour counts as a full hour. I stayed {h} "
            "hours {m} minutes. How much is it?",
            _hours,
        ),
        (
            "Parking costs €{rate} for each hour or part of an hour. I parked at {start}:{sm} and "
            "left at {end}:{em}. What's the charge?",
            _span,
        ),
        (
            "multi-storey: ${rate} per hour or any part of an hour, from {start}:{sm} "
            "to {end}:{em}. cost?",
            _span,
        ),
    ],
    "excess kilos": [
        (
            "My case weighs {bag} kg and the allowance is {allow} kg. It's £{fee} for each kilo "
            "over, and a part kilo counts as a full one. What do I pay?",
            _kilos,
        ),
        (
            "bag is {bag} kg, allowance {allow} kg, ${fee} per kg or part of a kg over — charge?",
            _kilos,
        ),
        (
            "The airline charges €{fee} per kilo or part of a kilo over a {allow} kg allowance. My "
            "suitcase weighs {bag} kg. What's the excess fee?",
            _kilos,
        ),
    ],
    "minutes rounded": [
        ("{km} km at {kmh} km/h, how many minutes? (nearest minute)", _minutes),
        (
            "The drive is {km} km and I average {kmh} km/h. How long is it in minutes, to the "
            "nearest minute?",
            _minutes,
        ),
        (
            "I'll cover {km} km at {kmh} km/h. How many minutes will that take? Round to "
            "the nearest minute.",
            _minutes,
        ),
    ],
    "steps rounded": [
        ("{walk} km walk, {cm} cm per step: how many steps? round to a whole number", _steps),
        (
            "{walk} km walk, {cm} cm per step. how many steps? Round to the nearest whole number.",
            _steps,
        ),
        ("walk of {walk} km, {cm}cm a step — how many steps, rounded to whole number", _steps),
    ],
}
_ASIDE = aside_by_seed(FAMILIES, 3030)


def _cases(*, held_out: bool) -> list[tuple[str, str, float]]:
    return cases(FAMILIES, _draw, aside=_ASIDE, held_out=held_out, seed=3031)


@pytest.mark.parametrize(("family", "task", "expected"), _cases(held_out=False))
async def test_tuned_families(family: str, task: str, expected: float) -> None:
    assert_answer(family, task, expected, await calculator_answer(task))


@pytest.mark.parametrize(("family", "task", "expected"), _cases(held_out=True))
async def test_held_out_families(family: str, task: str, expected: float) -> None:
    assert_answer(family, task, expected, await calculator_answer(task))


_REFUSED_OR_RIGHT = [
    # a rate by the exact hour stays exact
    ("Parking is £2.40 an hour. How much for 3 hours 30 minutes?", 8.4),
    # a started-hour charge with a fee the reader does not place: refused, never 3.7 * 5
    (
        "£3.70 for each hour or part of an hour plus a £2 booking fee. How much for 4 hours 55 "
        "minutes?",
        3.7 * 5 + 2,
    ),
    # the bag within its allowance
    ("bag is 22.5 kg, allowance 23 kg, $15 per kilo or part of a kilo over — charge?", 0),
    # a rounding to the nearest minute of hours asked stays unread
    ("179 km at 70 km/h, how many hours? Round to the nearest minute.", 179 / 70),
    ("with 30% off, what do I pay for a $80 jacket?", 56),
    # a stride told otherwise is not read yet: refused or right
    (
        "My stride is 74 cm. How many steps for a 3.5 km walk? Round to the nearest whole number.",
        4730,
    ),
]


@pytest.mark.parametrize(("task", "expected"), _REFUSED_OR_RIGHT)
async def test_refused_or_right(task: str, expected: float) -> None:
    assert_refused_or_right(task, expected, await calculator_answer(task))
