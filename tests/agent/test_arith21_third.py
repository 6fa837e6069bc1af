"""Plain calculator requests, third batch (issue #15, helper arith21): scaled amounts and chat.

Families: percents of amounts said with "million", "k" or "grand"; lengths in feet and inches;
fractions of fractions; "N% more/less than"; several operations carried on; negative exponents;
temperatures in more spellings; numbers in words; wholes from parts asked another way; shares
as "%"; and chatty wrappers ("I'm trying to work out", "what would X times Y be").

Written after the second batch's rules and before any rule of this batch; one template of each
family, drawn by seed (`_ASIDE`), is never looked at until the end. Answers come from Python.

First run (before any rule change of this batch): tuned templates 111/120, of which 3 WRONG ("114
of 1587 in percent" was read 114 * 1587 * 100: "of" after a whole number made a product) and 6
refusals ("convert 19°C to °F", "what would 1366 times 5 be?"); the refusal checks 3/3.
Set-aside templates: 27/33 when counted before this batch's rules; 27/33 at the end, first look
("25% of a number is 226, what is the number", "need 1025 + 224 asap"); 33/33 after.
"""

from __future__ import annotations

import random

import pytest

from .conftest import calculator_answer
from .families import Case, Draw, Template, aside_by_seed, assert_answer, cases


def _draw(rng: random.Random) -> Draw:
    return {
        "a": rng.randint(300, 2500),
        "b": rng.randint(20, 290),
        "c": rng.randint(3, 9),
        "k": rng.randint(2, 30),
        "p": rng.choice([2.5, 4, 10, 12, 15, 30]),
        "q": rng.choice([5, 8, 20, 25]),
        "h": rng.randint(4, 6),
        "i": rng.randint(1, 11),
        "t": rng.randint(-30, 110),
        "m": rng.randint(2, 9),
    }


_WORDS = {
    2: "two",
    3: "three",
    4: "four",
    5: "five",
    6: "six",
    7: "seven",
    8: "eight",
    9: "nine",
}

FAMILIES: dict[str, list[Template]] = {
    "scaled-percent": [
        ("what's {p}% of {m} million", lambda d: d["p"] * d["m"] * 1e6 / 100),
        ("{q}% of {k}k", lambda d: d["q"] * d["k"] * 1000 / 100),
        ("what's {q} percent of {m} grand", lambda d: d["q"] * d["m"] * 1000 / 100),
        ("{p}% of 1.5 million?", lambda d: d["p"] * 1.5e6 / 100),
    ],
    "lengths": [
        ("what is {h} feet {i} inches in cm", lambda d: (d["h"] * 12 + d["i"]) * 2.54),
        ("how many cm in {h} feet", lambda d: d["h"] * 30.48),
        ("{h} ft {i} in in centimetres", lambda d: (d["h"] * 12 + d["i"]) * 2.54),
        ("convert {k} inches to cm", lambda d: d["k"] * 2.54),
        ("{k} metres in cm", lambda d: d["k"] * 100),
    ],
    "fractions": [
        ("1/{c} + 1/{m}", lambda d: 1 / d["c"] + 1 / d["m"]),
        ("what is 3/4 minus 1/{c}", lambda d: 0.75 - 1 / d["c"]),
        ("2/3 of 3/{c}", lambda d: 2 / 3 * 3 / d["c"]),
        ("what's five eighths of {a}", lambda d: 5 * d["a"] / 8),
        ("three quarters of {a}", lambda d: 0.75 * d["a"]),
    ],
    "percent-more-less": [
        ("what's {q}% more than {a}", lambda d: d["a"] * (100 + d["q"]) / 100),
        ("{q}% less than {a}", lambda d: d["a"] * (100 - d["q"]) / 100),
        ("{a} increased by {p}%", lambda d: d["a"] * (100 + d["p"]) / 100),
        ("{a} reduced by {q} percent", lambda d: d["a"] * (100 - d["q"]) / 100),
        ("what is {a} after a {q}% drop", lambda d: d["a"] * (100 - d["q"]) / 100),
    ],
    "carried-on": [
        (
            "what's {q}% of {a} plus {p}% of {b}",
            lambda d: (d["q"] * d["a"] + d["p"] * d["b"]) / 100,
        ),
        ("{a} times {c}, minus {b}", lambda d: d["a"] * d["c"] - d["b"]),
        ("start with {a}, add {b}, then divide by {c}", lambda d: (d["a"] + d["b"]) / d["c"]),
        ("{b} squared minus {a}", lambda d: d["b"] ** 2 - d["a"]),
        ("{a} divided by {c} then times {m}", lambda d: d["a"] / d["c"] * d["m"]),
    ],
    "negative-powers": [
        ("{c} to the power of -2", lambda d: d["c"] ** -2),
        ("10 to the minus {m}", lambda d: 10 ** -d["m"]),
        ("{m}^-1", lambda d: 1 / d["m"]),
        ("what's 2 to the power of negative {m}", lambda d: 2 ** -d["m"]),
    ],
    "temperatures": [
        ("what's {t} F in C", lambda d: (d["t"] - 32) * 5 / 9),
        ("{t} degrees fahrenheit to celsius", lambda d: (d["t"] - 32) * 5 / 9),
        ("convert {t}°C to °F", lambda d: d["t"] * 9 / 5 + 32),
        ("{t} c in f?", lambda d: d["t"] * 9 / 5 + 32),
        ("what is {t} degrees celsius in fahrenheit", lambda d: d["t"] * 9 / 5 + 32),
    ],
    "number-words": [
        ("{wc} times {wm}", lambda d: d["c"] * d["m"]),
        ("what's twenty five times {wm}", lambda d: 25 * d["m"]),
        ("one hundred and twenty divided by {wm}", lambda d: 120 / d["m"]),
        ("what is {wc} hundred plus {b}", lambda d: d["c"] * 100 + d["b"]),
        ("a hundred minus {wm}", lambda d: 100 - d["m"]),
    ],
    "whole-from-part": [
        ("{b} is {q}% of which number", lambda d: d["b"] / d["q"] * 100),
        ("{q}% of a number is {b}, what is the number", lambda d: d["b"] / d["q"] * 100),
        ("if {q} percent of it is {b}, what's the whole amount", lambda d: d["b"] / d["q"] * 100),
        ("{q}% of what = {b}", lambda d: d["b"] / d["q"] * 100),
    ],
    "share-as-percent": [
        ("{b}/{a} as a %", lambda d: d["b"] / d["a"] * 100),
        ("{b} out of {a}, what percent is that", lambda d: d["b"] / d["a"] * 100),
        ("what percentage is {b} out of {a}", lambda d: d["b"] / d["a"] * 100),
        ("{b} of {a} in percent", lambda d: d["b"] / d["a"] * 100),
    ],
    "chatty": [
        ("hey could you tell me what {a} times {b} is", lambda d: d["a"] * d["b"]),
        ("I'm trying to work out {a} divided by {c}", lambda d: d["a"] / d["c"]),
        ("can you help me with {a} minus {b}", lambda d: d["a"] - d["b"]),
        ("need {a} + {b} asap", lambda d: d["a"] + d["b"]),
        ("what would {a} times {c} be?", lambda d: d["a"] * d["c"]),
    ],
}

_REFUSED: list[str] = [
    "what's {q}% more",
    "{a} to the power of",
    "convert {k} stone to",
]
"""An operand or a unit missing: refused."""


_ASIDE = aside_by_seed(FAMILIES, 2123)


def _fill(text: str, d: Draw) -> str:
    return text.format(wc=_WORDS[d["c"]], wm=_WORDS[d["m"]], **d)


def _cases(held_out: bool) -> list[Case]:
    seed = 2300 if held_out else 23
    return cases(FAMILIES, _draw, aside=_ASIDE, held_out=held_out, seed=seed, fill=_fill)


@pytest.mark.parametrize(("family", "task", "expected"), _cases(held_out=False))
async def test_tuned_families(family: str, task: str, expected: float) -> None:
    assert_answer(family, task, expected, await calculator_answer(task))


@pytest.mark.parametrize(("family", "task", "expected"), _cases(held_out=True))
async def test_held_out_families(family: str, task: str, expected: float) -> None:
    assert_answer(family, task, expected, await calculator_answer(task))


@pytest.mark.parametrize("text", _REFUSED)
async def test_refused(text: str) -> None:
    """An operand or a unit missing is refused."""
    assert await calculator_answer(_fill(text, _draw(random.Random(7)))) is None
