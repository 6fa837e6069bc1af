"""Plain calculator requests, seventh batch (issue #15, helper arith21): second-language English.

Families: percents said "from" or with an article ("how much is 20 percent from 150", "what is
the 20% of 150"), sums asked "how many" or "how much make", and requests with the grammar of
other languages ("please to calculate 12*4", "what is result of 5+5", "how much it is 45 x 2").

Written before any rule of this batch; one template of each family, drawn by seed (`_ASIDE`),
is never looked at until the end. Answers come from Python.

First run (before any rule change of this batch): tuned templates 18/30, no wrong answer, 12
refusals ("15% from 441 is how much?", "how much make 445 and 89 together", "can you say me 112
divided 57", "i want know 162 minus 77").
Set-aside templates: 0/9 when counted before this batch's rules; 3/9 at the end, first look
("how much is 20 percent from 345", "what is result of 355+76"); 9/9 after.
"""

from __future__ import annotations

import random

import pytest

from .conftest import calculator_answer
from .families import Case, Draw, Template, aside_by_seed, assert_answer, cases


def _draw(rng: random.Random) -> Draw:
    return {
        "a": rng.randint(100, 999),
        "b": rng.randint(11, 99),
        "p": rng.choice([5, 10, 15, 20, 25]),
    }


FAMILIES: dict[str, list[Template]] = {
    "percent-from-the": [
        ("how much is {p} percent from {a}", lambda d: d["p"] * d["a"] / 100),
        ("what is the {p}% of {a}", lambda d: d["p"] * d["a"] / 100),
        ("{p}% from {a} is how much?", lambda d: d["p"] * d["a"] / 100),
        ("calculate the {p} percent of {a} please", lambda d: d["p"] * d["a"] / 100),
    ],
    "how-many-make": [
        ("how many is {a} plus {b}", lambda d: d["a"] + d["b"]),
        ("how much make {a} and {b} together", lambda d: d["a"] + d["b"]),
        ("how much is make {a} times {b}", lambda d: d["a"] * d["b"]),
        ("how many are {a} minus {b}?", lambda d: d["a"] - d["b"]),
    ],
    "other-grammar": [
        ("please to calculate {a}*{b}", lambda d: d["a"] * d["b"]),
        ("what is result of {a}+{b}", lambda d: d["a"] + d["b"]),
        ("how much it is {a} x {b}", lambda d: d["a"] * d["b"]),
        ("can you say me {a} divided {b}", lambda d: d["a"] / d["b"]),
        ("i want know {a} minus {b}", lambda d: d["a"] - d["b"]),
    ],
}


_ASIDE = aside_by_seed(FAMILIES, 2127)


def _cases(held_out: bool) -> list[Case]:
    seed = 2700 if held_out else 27
    return cases(FAMILIES, _draw, aside=_ASIDE, held_out=held_out, seed=seed)


@pytest.mark.parametrize(("family", "task", "expected"), _cases(held_out=False))
async def test_tuned_families(family: str, task: str, expected: float) -> None:
    assert_answer(family, task, expected, await calculator_answer(task))


@pytest.mark.parametrize(("family", "task", "expected"), _cases(held_out=True))
async def test_held_out_families(family: str, task: str, expected: float) -> None:
    assert_answer(family, task, expected, await calculator_answer(task))
