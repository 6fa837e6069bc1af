"""Plain calculator requests, fourth batch (issue #15, helper arith21): more everyday voices.

Families: percent increases asked every way, fraction words ("1/8th", "one-third", "7/8ths"),
numbers said with "point", rounding to cents and dollars, conversions with the user's factor or
formula in more spellings, big numbers, percents of percents, powers in words, wrappers with
symbols and thanks, and subtraction said many ways.

Written after the third batch's rules and before any rule of this batch; one template of each
family, drawn by seed (`_ASIDE`), is never looked at until the end. Answers come from Python.

First run (before any rule change of this batch): tuned templates 63/108, no wrong answer, 45
refusals ("percent increase: 846 -> 995", "one-third of", "7/8ths of", "three point five", "to
the nearest cent", ", nearest whole number", "nearest dollar", "F = 1.8C + 32", "calculate:",
"sorry, quick one -", "423 take 146", "what's left if I take"); the other checks 5/5.
Set-aside templates: 12/30 when counted before this batch's rules; 21/30 at the end, first look
("by what percent is 357 bigger than 265" -- seen refused once while exploring, not tuned on
before the end --, "formula C = (F-32)/1.8", "then 15% of that"); 30/30 after.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pytest

from .conftest import calculator_answer
from .families import Case, Draw, Template, aside_by_seed, assert_answer, cases, half_up


def _draw(rng: random.Random) -> Draw:
    a = rng.randint(200, 900)
    return {
        "a": a,
        "big": a + rng.randint(10, 600),
        "b": rng.randint(20, 190),
        "c": rng.randint(3, 9),
        "m": rng.randint(2, 5),
        "k": rng.randint(2, 40),
        "q": rng.choice([10, 20, 25, 50]),
        "p": rng.choice([5, 8, 15, 30]),
        "x": round(rng.uniform(10, 900), 3),
        "t": rng.randint(-10, 100),
        "s": rng.randint(2, 40) * 3,
    }


def _up(d: Draw) -> float:
    return (d["big"] - d["a"]) / d["a"] * 100


FAMILIES: dict[str, list[Template]] = {
    "percent-increase": [
        ("by what percent is {big} bigger than {a}", _up),
        ("what's the percentage increase if it goes from {a} to {big}", _up),
        ("how much did it go up in percent, from {a} to {big}", _up),
        ("percent increase: {a} -> {big}", _up),
        ("{a} to {big} is what percent increase?", _up),
    ],
    "fraction-words": [
        ("1/8th of {a}", lambda d: d["a"] / 8),
        ("one-third of {s}", lambda d: d["s"] / 3),
        ("what's two fifths of {a}", lambda d: 2 * d["a"] / 5),
        ("7/8ths of {a}", lambda d: 7 * d["a"] / 8),
        ("a quarter of {a}?", lambda d: d["a"] / 4),
    ],
    "point-numbers": [
        ("three point five times {c}", lambda d: 3.5 * d["c"]),
        ("2 point 5 plus {b}", lambda d: 2.5 + d["b"]),
        ("what's {c} point 2 times {m}", lambda d: (d["c"] + 0.2) * d["m"]),
        ("zero point two five of {a}", lambda d: 0.25 * d["a"]),
    ],
    "round-money": [
        ("{p}% of {x} to the nearest cent", lambda d: half_up(d["p"] * d["x"] / 100, 2)),
        ("{a} divided by {c}, nearest whole number", lambda d: half_up(d["a"] / d["c"])),
        ("1/3 of {a} to 2 dp", lambda d: half_up(d["a"] / 3, 2)),
        ("{a} / {c} rounded to the nearest dollar", lambda d: half_up(d["a"] / d["c"])),
        ("round {x} to two decimal places", lambda d: half_up(d["x"], 2)),
    ],
    "given-factor": [
        ("convert {t} C to F using F = 1.8C + 32", lambda d: d["t"] * 1.8 + 32),
        ("{t} f to c, formula C = (F-32)/1.8", lambda d: (d["t"] - 32) / 1.8),
        ("{k} km in miles if 1 km = 0.621 miles", lambda d: d["k"] * 0.621),
        ("how many kg is {k} lb if 1 lb = 0.4536 kg", lambda d: d["k"] * 0.4536),
        ("{k} cups in ml (1 cup = 240 ml)", lambda d: d["k"] * 240),
    ],
    "big-numbers": [
        ("{p}% of 3,000,000", lambda d: d["p"] * 30000),
        ("1,000,000 / {c}", lambda d: 1e6 / d["c"]),
        ("what's 2.5 billion divided by {k}", lambda d: 2.5e9 / d["k"]),
        ("4.2 million minus {a},000", lambda d: 4.2e6 - d["a"] * 1000),
    ],
    "percent-of-percent": [
        ("{q}% of {q}% of {a}", lambda d: d["q"] * d["q"] * d["a"] / 10000),
        ("what's {p} percent of {q} percent of {big}", lambda d: d["p"] * d["q"] * d["big"] / 1e4),
        ("{q}% of {a}, then {p}% of that", lambda d: d["q"] * d["a"] * d["p"] / 1e4),
    ],
    "power-words": [
        ("{c} to the power of {m}", lambda d: d["c"] ** d["m"]),
        ("{c} raised to {m}", lambda d: d["c"] ** d["m"]),
        ("{c} cubed plus {m} squared", lambda d: d["c"] ** 3 + d["m"] ** 2),
        ("{c} squared times 2", lambda d: d["c"] ** 2 * 2),
        ("what's {m} to the {c}th", lambda d: d["m"] ** d["c"]),
    ],
    "symbols-thanks": [
        ("Please calculate: {a} × {b}", lambda d: d["a"] * d["b"]),
        ("{a} ÷ {c} = ?", lambda d: d["a"] / d["c"]),
        ("what's {a} divided by {c}? thanks!", lambda d: d["a"] / d["c"]),
        ("hi! what does {a} minus {b} come to?", lambda d: d["a"] - d["b"]),
        ("sorry, quick one - {a} plus {b}?", lambda d: d["a"] + d["b"]),
    ],
    "subtraction": [
        ("{a} take {b}", lambda d: d["a"] - d["b"]),
        ("{a} less {b}", lambda d: d["a"] - d["b"]),
        ("what's left if I take {b} from {a}", lambda d: d["a"] - d["b"]),
        ("{a} minus {b} minus {c}", lambda d: d["a"] - d["b"] - d["c"]),
        ("what do I get if I subtract {b} from {a}", lambda d: d["a"] - d["b"]),
    ],
}

_EITHER: list[Template] = [
    ("round {big} to 2 significant figures", lambda d: float(f"{d['big']:.2g}")),
    ("what's {a} per {c}", lambda d: d["a"] / d["c"]),
]
"""Read or refused, never wrong."""
_REFUSED: list[str] = [
    "convert {k} km to miles (1 in = 2.54 cm)",
    "{t} C to F using F = 2X + 30",
    "what's {a} of {b}",
    "what's 2,5 times {c}",
    "-{c}^2",
    "{a} minus 10% minus 5%",
]
"""A factor or formula of something else, "of" between two whole numbers, or a decimal comma
(never a bare "2" asked apart from "5 times 4"), a negative number typed before "^" (4 or -4?), a
percent taken from a result ("5% of what?"): refused. The last three came after the figures."""


_ASIDE = aside_by_seed(FAMILIES, 2124)


def _cases(held_out: bool) -> list[Case]:
    seed = 2400 if held_out else 24
    return cases(FAMILIES, _draw, aside=_ASIDE, held_out=held_out, seed=seed)


@pytest.mark.parametrize(("family", "task", "expected"), _cases(held_out=False))
async def test_tuned_families(family: str, task: str, expected: float) -> None:
    assert_answer(family, task, expected, await calculator_answer(task))


@pytest.mark.parametrize(("family", "task", "expected"), _cases(held_out=True))
async def test_held_out_families(family: str, task: str, expected: float) -> None:
    assert_answer(family, task, expected, await calculator_answer(task))


@pytest.mark.parametrize(("text", "answer"), _EITHER)
async def test_refused_or_right(text: str, answer: Callable[[Draw], float]) -> None:
    draw = _draw(random.Random(5))
    got = await calculator_answer(text.format(**draw))
    assert got is None or math.isclose(float(got), answer(draw), rel_tol=1e-9), (text, got)


@pytest.mark.parametrize("text", _REFUSED)
async def test_refused(text: str) -> None:
    """A factor of something else, or "of" between whole numbers, is refused."""
    assert await calculator_answer(_fill(text)) is None


def _fill(text: str) -> str:
    return text.format(**_draw(random.Random(7)))


_LATER: list[tuple[str, float]] = [
    ("what is 7 divided by 2 rounded down", 3),
    ("100 / 7, rounded up", 15),
    ("how many 12s go into 150", 12.5),
    ("if 20% is 50 what is 30%?", 75),
    ("convert 20 C to F using F = 9/5C + 32", 68),
    ("10 km to miles with m = k * 0.62", 6.2),
    ("how many pounds is 5 kg? 1 lb = 0.4536 kg", 5 / 0.4536),
    ("how many minutes in 2 hours 30 minutes", 150),
    ("50 is what percent more than 40", 25),
    ("what % less is 30 than 40", 25),
    ("negative 3 squared", 9),
    ("what's -4 to the power of 2", 16),
    ("3 - 2 squared", -1),
    ("mean of 2 4 6 8", 5),
]
"""Readings added after the batches' figures (regressions, not probes): rounding up or down,
a percent other than 100 asked from a part, a formula with the factor before its variable, a
factor given the other way round, an amount in two units, a negative number raised in words."""


@pytest.mark.parametrize(("task", "expected"), _LATER)
async def test_later_readings(task: str, expected: float) -> None:
    got = await calculator_answer(task)
    assert got is not None and math.isclose(float(got), expected, rel_tol=1e-9), (task, got)
