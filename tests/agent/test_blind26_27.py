"""Classes that sets 26 and 27 (and the held-out lists read with them) found refused or wrong.

The VAT held inside a gross price ("£269.30 including VAT at 20%: how much of that is the VAT?"
was answered 1.2 times the price), a fluid chart in litres ("6 x 200ml water, 4 x 200ml tea" was
four numbers added), a stated formula asked "to the nearest degree" (not rounded), and the
refused families of an older person's week and of small work: tablets lasting days, liquid
doses, journeys between clock times, care rounds, mileage claims, allowances, tip pools. These
probes were written after those rules, in other words and numbers than the sets' (tuning data,
not a measure); the template of each family set aside by seed (`_ASIDE`, `random.Random(2627)`)
was written with the others, so it is no held-out measure either: the blind sets are
(docs/evals.md).
"""

from __future__ import annotations

import math
import random

import pytest

from .conftest import calculator_answer
from .families import Case, Draw, Template, aside_by_seed, assert_answer, cases, half_up


def _draw(rng: random.Random) -> Draw:
    return {
        "gross": rng.randint(5000, 90000) / 100,
        "vat": rng.choice([5, 10, 19, 20, 21]),
        "temp": rng.choice([325, 340, 350, 375, 390, 410, 425, 450]),
        "n1": rng.randint(2, 9),
        "n2": rng.randint(2, 9),
        "ml1": rng.choice([150, 200, 250, 300, 330]),
        "ml2": rng.choice([100, 125, 150, 175, 200]),
    }


FAMILIES: dict[str, list[Template]] = {
    "vat-inside-gross": [
        (
            "My receipt for the boiler part is £{gross}, VAT at {vat}% included. How much of "
            "that is VAT?",
            lambda d: d["gross"] * d["vat"] / (100 + d["vat"]),
        ),
        (
            "I need the VAT element of a €{gross} invoice for my accounts. It includes {vat}% VAT.",
            lambda d: d["gross"] * d["vat"] / (100 + d["vat"]),
        ),
        (
            "The €{gross} bill includes VAT at {vat}%. How much of it was the VAT?",
            lambda d: d["gross"] * d["vat"] / (100 + d["vat"]),
        ),
    ],
    "formula-to-nearest": [
        (
            "The pudding wants {temp}°F and my cooker is Celsius. With C = (F - 32) x 5/9, what "
            "do I turn it to, to the nearest degree?",
            lambda d: half_up((d["temp"] - 32) * 5 / 9),
        ),
        (
            "An old cookbook says {temp} degrees Fahrenheit. If Celsius is (Fahrenheit minus 32) "
            "multiplied by 5 and divided by 9, what is that to the nearest whole degree?",
            lambda d: half_up((d["temp"] - 32) * 5 / 9),
        ),
        (
            "Oven at {temp} F; my dial is in Celsius. Using C = (F-32)*5/9, what setting, rounded "
            "to the nearest degree?",
            lambda d: half_up((d["temp"] - 32) * 5 / 9),
        ),
    ],
    "fluid-chart": [
        (
            "Fluid chart for Mr Ellis: {n1} beakers of squash at {ml1} ml and {n2} mugs of coffee "
            "at {ml2} ml. How many litres altogether?",
            lambda d: (d["n1"] * d["ml1"] + d["n2"] * d["ml2"]) / 1000,
        ),
        (
            "intake for Mrs Obi: {n1} x {ml1}ml water, {n2} x {ml2}ml juice. total in litres?",
            lambda d: (d["n1"] * d["ml1"] + d["n2"] * d["ml2"]) / 1000,
        ),
        (
            "She drank {n1} cups of tea of {ml1} ml each and {n2} glasses of milk of {ml2} ml "
            "each. What's the total in ml?",
            lambda d: d["n1"] * d["ml1"] + d["n2"] * d["ml2"],
        ),
    ],
}

_ASIDE = aside_by_seed(FAMILIES, 2627)


def _cases(held_out: bool) -> list[Case]:
    seed = 2628 if held_out else 2627
    return cases(FAMILIES, _draw, aside=_ASIDE, held_out=held_out, seed=seed)


@pytest.mark.parametrize(("family", "task", "expected"), _cases(held_out=False))
async def test_tuned_families(family: str, task: str, expected: float) -> None:
    assert_answer(family, task, expected, await calculator_answer(task))


@pytest.mark.parametrize(("family", "task", "expected"), _cases(held_out=True))
async def test_held_out_families(family: str, task: str, expected: float) -> None:
    assert_answer(family, task, expected, await calculator_answer(task))


_REFUSED_OR_RIGHT: list[tuple[str, float]] = [
    # the share asked "of that" of an amount not said to hold it: was the tip in the $60?
    ("$60 with a 15% tip, how much of that is the tip?", 9),
    ("The coat is $80 with 30% off, what do I pay?", 56),  # still times 0.7
    ("£100 plus 20% VAT. How much is the VAT?", 20),  # a net amount: the share is 20%
    ("£100 plus 20% VAT. What's the total?", 120),
    ("The bill was €121 inc 21% VAT, how much was the VAT?", 21),  # was 121 * 0.21
    ("The invoice total of €605 includes VAT at 21%. What's the amount before VAT?", 500),
    ("Using C = (F − 32) × 5/9, what is 300°F in Celsius?", (300 - 32) * 5 / 9),  # no rounding
    ("4 glasses at 250 ml, how many glasses?", 4),
    ("I drank 3 x 330ml cans and 2 x 0.5 l bottles. how many ml altogether?", 1990),
]
"""Near misses: a right answer or a refusal, never another number."""


@pytest.mark.parametrize(("task", "expected"), _REFUSED_OR_RIGHT)
async def test_refused_or_right(task: str, expected: float) -> None:
    got = await calculator_answer(task)
    assert got is None or math.isclose(float(got), expected, abs_tol=0.01), (task, got)
