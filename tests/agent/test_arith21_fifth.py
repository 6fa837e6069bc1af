"""Plain calculator requests, fifth batch (issue #15, helper arith21): how people say operations.

Families: percents of money amounts, roots in more spellings, division and multiplication said
every way ("150 over 12", "7 lots of 45", "45 times by 7"), questions that end in "equals?" or
"makes what", numbers in words with thousands and "fifteen hundred", and grouping said in words
("the sum of 5 and 3, times 2", "5 plus 3 all times 2").

Written after the fourth batch's rules and before any rule of this batch; one template of each
family, drawn by seed (`_ASIDE`), is never looked at until the end. Answers come from Python.

First run (before any rule change of this batch): tuned templates 63/78, no wrong answer, 15
refusals ("divide 978 into 5 equal parts", "786 split 8 ways", "21 times by 4", "multiplied
with", "what does 204 times 6 equal"); the refusal-or-right check 1/1.
Set-aside templates: 12/21 when counted before this batch's rules; 12/21 at the end, first look
("sq root of", "9 lots of 29", and "481 by 8", found ambiguous: `_MAY_REFUSE`); 18/21 read after.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

import pytest

from .conftest import calculator_answer
from .families import Draw, Template, aside_by_seed, assert_answer, half_up


def _draw(rng: random.Random) -> Draw:
    return {
        "a": rng.randint(100, 999),
        "b": rng.randint(11, 99),
        "c": rng.randint(3, 9),
        "p": rng.choice([2.5, 7.5, 15, 20, 35]),
        "x": round(rng.uniform(10, 2000), 2),
        "s": rng.randint(2, 30) ** 2,
        "w": rng.choice(
            [
                (1500, "fifteen hundred"),
                (2500, "two thousand five hundred"),
                (1200, "twelve hundred"),
                (3000, "three thousand"),
            ]
        ),
    }


FAMILIES: dict[str, list[Template]] = {
    "percent-of-money": [
        ("what's {p}% of ${x:,.2f}", lambda d: d["p"] * d["x"] / 100),
        ("how much is {p}% of €{a}", lambda d: d["p"] * d["a"] / 100),
        ("{p} percent of £{x}", lambda d: d["p"] * d["x"] / 100),
        ("{p}% of {a} dollars?", lambda d: d["p"] * d["a"] / 100),
    ],
    "roots": [
        ("square root of {c} to 4 decimal places", lambda d: half_up(math.sqrt(d["c"]), 4)),
        ("what's the square root of {s} plus {b}", lambda d: math.sqrt(d["s"]) + d["b"]),
        ("sqrt({s})", lambda d: math.sqrt(d["s"])),
        ("sqrt {s}", lambda d: math.sqrt(d["s"])),
        ("whats the sq root of {s}", lambda d: math.sqrt(d["s"])),
    ],
    "division-voices": [
        ("{a} over {c}", lambda d: d["a"] / d["c"]),
        ("divide {a} into {c} equal parts", lambda d: d["a"] / d["c"]),
        ("{a} shared by {c}", lambda d: d["a"] / d["c"]),
        ("what's {a} split {c} ways", lambda d: d["a"] / d["c"]),
        ("{a} by {c}", lambda d: d["a"] / d["c"]),
    ],
    "multiplication-voices": [
        ("{c} lots of {b}", lambda d: d["c"] * d["b"]),
        ("{b} times by {c}", lambda d: d["b"] * d["c"]),
        ("{b} multiplied with {c}", lambda d: d["b"] * d["c"]),
        ("what's the product of {b} and {c}", lambda d: d["b"] * d["c"]),
        ("multiply {b} by {c} please", lambda d: d["b"] * d["c"]),
    ],
    "question-ends": [
        ("{a} + {b} equals?", lambda d: d["a"] + d["b"]),
        ("what does {a} times {c} equal", lambda d: d["a"] * d["c"]),
        ("{a} times {c} makes what", lambda d: d["a"] * d["c"]),
        ("what do you get when you multiply {a} by {c}", lambda d: d["a"] * d["c"]),
        ("{a} minus {b} is?", lambda d: d["a"] - d["b"]),
    ],
    "thousands-words": [
        ("what's {w1} divided by {c}", lambda d: d["w"][0] / d["c"]),
        ("{w1} minus {b}", lambda d: d["w"][0] - d["b"]),
        ("1.2k times {c}", lambda d: 1200 * d["c"]),
        ("{w1} plus {w1}", lambda d: 2 * d["w"][0]),
    ],
    "grouping-words": [
        ("the sum of {a} and {b}, times {c}", lambda d: (d["a"] + d["b"]) * d["c"]),
        ("{a} plus {b} all times {c}", lambda d: (d["a"] + d["b"]) * d["c"]),
        ("({a} + {b}) x {c}", lambda d: (d["a"] + d["b"]) * d["c"]),
        ("add {a} and {b}, then multiply by {c}", lambda d: (d["a"] + d["b"]) * d["c"]),
        ("{a} minus {b}, all divided by {c}", lambda d: (d["a"] - d["b"]) / d["c"]),
    ],
}

_EITHER: list[Template] = [
    ("{c} into {a}", lambda d: d["a"] / d["c"]),
]
"""Which way "into" divides is read from the sizes by people; a refusal is fine."""


_ASIDE = aside_by_seed(FAMILIES, 2125)


def _fill(text: str, d: Draw) -> str:
    return text.format(w1=d["w"][1], **d)


_MAY_REFUSE = {"{a} by {c}"}
"""Found ambiguous when the set-aside templates were first run: "481 by 8" may divide or
multiply ("3 by 4 metres"). A refusal is right; a number must still be the one computed."""


def _cases(held_out: bool) -> list[tuple[str, str, float]]:
    rng = random.Random(25 if not held_out else 2500)
    cases = []
    for family, templates in FAMILIES.items():
        for index, (text, answer) in enumerate(templates):
            if ((family, index) in _ASIDE) != held_out:
                continue
            if text in _MAY_REFUSE:
                family = f"{family} (may refuse)"
            for _ in range(3):
                draw = _draw(rng)
                cases.append((family, _fill(text, draw), answer(draw)))
    return cases


def _check(family: str, task: str, expected: float, got: Any) -> None:
    if got is None and family.endswith("(may refuse)"):
        return
    assert_answer(family, task, expected, got)


@pytest.mark.parametrize(("family", "task", "expected"), _cases(held_out=False))
async def test_tuned_families(family: str, task: str, expected: float) -> None:
    _check(family, task, expected, await calculator_answer(task))


@pytest.mark.parametrize(("family", "task", "expected"), _cases(held_out=True))
async def test_held_out_families(family: str, task: str, expected: float) -> None:
    _check(family, task, expected, await calculator_answer(task))


@pytest.mark.parametrize(("text", "answer"), _EITHER)
async def test_refused_or_right(text: str, answer: Callable[[Draw], float]) -> None:
    draw = _draw(random.Random(5))
    got = await calculator_answer(_fill(text, draw))
    assert got is None or math.isclose(float(got), answer(draw), rel_tol=1e-9), (text, got)
