"""Plain calculator requests, sixth batch (issue #15, helper arith21): what people wrap around them.

Families: a label before a colon or a dash ("Quick maths question: 45 x 12?", "q: 12*12"),
wondering and needing ("I was wondering what 15 times 15 is", "just need 45 divided by 9"),
asking to "do" a sum ("can you do 45 / 9 for me"), and chatter after the question ("again?",
"please and thank you", "cheers").

Written before any rule of this batch (15 ad-hoc phrasings were tried first, 6 read); one
template of each family, drawn by seed (`_ASIDE`), is never looked at until the end.

First run (before any rule change of this batch): tuned templates 9/48, no wrong answer, 39
refusals (every label, "just need", "i'm wondering how much", "can you do", "again?", "please
and thank you"); the refusal checks 3/3.
Set-aside templates: 0/12 when counted before this batch's rules; 9/12 at the end, first look
("what's 957 plus 69? ta"); 12/12 after.
"""

from __future__ import annotations

import random

import pytest

from .conftest import calculator_answer
from .families import Case, Draw, Template, aside_by_seed, assert_answer, cases


def _draw(rng: random.Random) -> Draw:
    return {"a": rng.randint(100, 999), "b": rng.randint(11, 99), "c": rng.randint(3, 9)}


FAMILIES: dict[str, list[Template]] = {
    "label-lead-in": [
        ("Quick maths question: {a} x {b}?", lambda d: d["a"] * d["b"]),
        ("Maths help - {a} / {c}", lambda d: d["a"] / d["c"]),
        ("q: {b}*{c}", lambda d: d["b"] * d["c"]),
        ("work this out: {a} x {c}", lambda d: d["a"] * d["c"]),
        ("homework check: {a} minus {b}", lambda d: d["a"] - d["b"]),
        ("Sum for you - {a} + {b}", lambda d: d["a"] + d["b"]),
    ],
    "wondering-needing": [
        ("I was wondering what {b} times {b} is", lambda d: d["b"] * d["b"]),
        ("just need {a} divided by {c}", lambda d: d["a"] / d["c"]),
        ("need to figure out {c}% of {a}", lambda d: d["c"] * d["a"] / 100),
        ("i'm wondering how much {a} plus {b} is", lambda d: d["a"] + d["b"]),
        ("I want to know {a} times {c}", lambda d: d["a"] * d["c"]),
    ],
    "do-a-sum": [
        ("Can you do {a} divided by {c} for me", lambda d: d["a"] / d["c"]),
        ("could you do {a} times {c}?", lambda d: d["a"] * d["c"]),
        ("do {a} minus {b} please", lambda d: d["a"] - d["b"]),
        ("can u do {a}+{b}", lambda d: d["a"] + d["b"]),
    ],
    "chatter-after": [
        ("what's {b} times {c} again?", lambda d: d["b"] * d["c"]),
        ("what is {a} times {c}, please and thank you", lambda d: d["a"] * d["c"]),
        ("{a} divided by {c} cheers", lambda d: d["a"] / d["c"]),
        ("what's {a} plus {b}? ta", lambda d: d["a"] + d["b"]),
        ("{a} - {b} pls thx", lambda d: d["a"] - d["b"]),
    ],
}

_REFUSED: list[str] = [
    "round: {a} / {c}",
    "double it: {a} + {b}",
    "take away {b}: {a} + {c}",
]
"""A label that itself asks an operation: the operation is not dropped, the request refused."""


_ASIDE = aside_by_seed(FAMILIES, 2126)


def _cases(held_out: bool) -> list[Case]:
    seed = 2600 if held_out else 26
    return cases(FAMILIES, _draw, aside=_ASIDE, held_out=held_out, seed=seed)


@pytest.mark.parametrize(("family", "task", "expected"), _cases(held_out=False))
async def test_tuned_families(family: str, task: str, expected: float) -> None:
    assert_answer(family, task, expected, await calculator_answer(task))


@pytest.mark.parametrize(("family", "task", "expected"), _cases(held_out=True))
async def test_held_out_families(family: str, task: str, expected: float) -> None:
    assert_answer(family, task, expected, await calculator_answer(task))


@pytest.mark.parametrize("text", _REFUSED)
async def test_refused(text: str) -> None:
    """A label that asks an operation of its own is never dropped."""
    assert await calculator_answer(text.format(**_draw(random.Random(7)))) is None
