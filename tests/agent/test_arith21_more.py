"""Plain calculator requests, second batch (issue #15, helper arith21): more voices, more habits.

Families: comparisons ("how much bigger is 450 than 380"), sums of lists said every way,
squares and cubes, decimals asked to some places, remainders, typing habits ("12x7", "5+5=?",
capitals), money written with signs and "k", fractions as percents or decimals, time
conversions, several steps in one request, averages without "of", percents written "pct" or
"on", amounts split among people, and scientific notation.

Written after the first batch's rules and before any rule of this batch; one template of each
family, drawn by seed (`_ASIDE`), is never looked at until the end. Answers come from Python.

First run (before any rule change of this batch): tuned templates 132/162, of which 3 WRONG ("by
how much does 2017 exceed 148" answered 2017 * 148 by the story reader) and 27 refusals ("the gap
between", "sum these:", ", round to 2 dp", "calc", "convert 3/8 to a percent", "8 hours 20 minutes
in minutes", "pct", "what's 1986 each if 3 people share it"); the refusal checks 3/3.
Set-aside templates: 36/42 when counted before this batch's rules; 39/42 at the end, first look
("calculate 7.5% on 2326" refused, found ambiguous: `_MAY_REFUSE`); no wrong answer.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from .conftest import calculator_answer
from .families import Draw, Template, aside_by_seed, assert_answer, half_up


def _draw(rng: random.Random) -> Draw:
    return {
        "a": rng.randint(300, 2500),
        "b": rng.randint(20, 290),
        "c": rng.randint(3, 9),
        "k": rng.randint(2, 30),
        "m": round(rng.uniform(1, 200), 2),
        "n": round(rng.uniform(1, 200), 2),
        "p": rng.choice([3, 7.5, 12, 15, 22, 45]),
        "h": rng.randint(2, 9),
        "mi": rng.choice([5, 15, 20, 30, 45]),
        "d": rng.randint(2, 40) * 7,
        "t": rng.randint(8, 19),
        "l": [rng.randint(5, 99) for _ in range(rng.randint(3, 5))],
        "f": rng.choice([(1, 8), (3, 8), (7, 20), (2, 5), (9, 16), (5, 6)]),
    }


def _ls(d: Draw, sep: str = ", ", last: str = " and ") -> str:
    items = [str(x) for x in d["l"]]
    return sep.join(items[:-1]) + last + items[-1]


FAMILIES: dict[str, list[Template]] = {
    "comparison": [
        ("how much bigger is {a} than {b}?", lambda d: d["a"] - d["b"]),
        ("by how much does {a} exceed {b}", lambda d: d["a"] - d["b"]),
        ("how much more is {a} than {b}", lambda d: d["a"] - d["b"]),
        ("how much less is {b} than {a}?", lambda d: d["a"] - d["b"]),
        ("what's the gap between {b} and {a}", lambda d: d["a"] - d["b"]),
    ],
    "sums": [
        ("add up {ls}", lambda d: sum(d["l"])),
        ("what do {ls} add up to?", lambda d: sum(d["l"])),
        ("{ls_plus} = ?", lambda d: sum(d["l"])),
        ("total of {ls}", lambda d: sum(d["l"])),
        ("sum these: {ls_comma}", lambda d: sum(d["l"])),
    ],
    "squares": [
        ("what's {k} squared", lambda d: d["k"] ** 2),
        ("square {b}", lambda d: d["b"] ** 2),
        ("the cube of {c}", lambda d: d["c"] ** 3),
        ("{c} to the third", lambda d: d["c"] ** 3),
        ("{k} to the power 3", lambda d: d["k"] ** 3),
    ],
    "decimal-places": [
        ("what is 22/7 to 4 decimal places", lambda d: 3.1429),
        ("{a} divided by {c}, round to 2 dp", lambda d: half_up(d["a"] / d["c"], 2)),
        ("{b}/{c} rounded to the nearest hundredth", lambda d: half_up(d["b"] / d["c"], 2)),
        ("{a} / {t} to 3 decimal places please", lambda d: half_up(d["a"] / d["t"], 3)),
        ("1/{c} as a decimal, 3 dp", lambda d: half_up(1 / d["c"], 3)),
    ],
    "remainder": [
        ("what's the remainder when {a} is divided by {t}", lambda d: d["a"] % d["t"]),
        ("{a} mod {t}", lambda d: d["a"] % d["t"]),
        ("remainder of {a} divided by {c}?", lambda d: d["a"] % d["c"]),
        ("{a} modulo {k}", lambda d: d["a"] % d["k"]),
    ],
    "typing-habits": [
        ("{b}x{c}", lambda d: d["b"] * d["c"]),
        ("{b}+{a}=?", lambda d: d["b"] + d["a"]),
        ("WHAT IS {a} PLUS {b}", lambda d: d["a"] + d["b"]),
        ("calc {b}*{k}", lambda d: d["b"] * d["k"]),
        ("whats {a} - {b}??", lambda d: d["a"] - d["b"]),
    ],
    "money": [
        ("${m} + ${n}", lambda d: d["m"] + d["n"]),
        ("£{a} divided by {c}", lambda d: d["a"] / d["c"]),
        ("what's €{a} minus €{n}", lambda d: d["a"] - d["n"]),
        ("{m} dollars times {c}", lambda d: d["m"] * d["c"]),
        ("what's ${k}k divided by 12", lambda d: d["k"] * 1000 / 12),
    ],
    "fraction-as": [
        ("what is {f0}/{f1} as a percentage", lambda d: d["f"][0] / d["f"][1] * 100),
        ("{f0}/{f1} as a decimal", lambda d: d["f"][0] / d["f"][1]),
        ("convert {f0}/{f1} to a percent", lambda d: d["f"][0] / d["f"][1] * 100),
        ("what's {f0} over {f1} in percent?", lambda d: d["f"][0] / d["f"][1] * 100),
        ("{f0} divided by {f1} as a percentage", lambda d: d["f"][0] / d["f"][1] * 100),
    ],
    "time-units": [
        ("how many minutes is {h} hours", lambda d: d["h"] * 60),
        ("{h} hours {mi} minutes in minutes", lambda d: d["h"] * 60 + d["mi"]),
        ("how many weeks in {d} days", lambda d: d["d"] / 7),
        ("convert {h}.5 hours to minutes", lambda d: (d["h"] + 0.5) * 60),
        ("how many seconds in {h} minutes?", lambda d: d["h"] * 60),
    ],
    "steps": [
        ("({a} + {b}) * {c}", lambda d: (d["a"] + d["b"]) * d["c"]),
        ("{a} plus {b}, times {c}", lambda d: (d["a"] + d["b"]) * d["c"]),
        ("take {b} from {a} and then double it", lambda d: (d["a"] - d["b"]) * 2),
        ("add {a} and {b} then divide by {c}", lambda d: (d["a"] + d["b"]) / d["c"]),
        ("{a} minus {b}, then halve that", lambda d: (d["a"] - d["b"]) / 2),
    ],
    "averages": [
        ("average {ls}", lambda d: sum(d["l"]) / len(d["l"])),
        ("mean {ls_comma}", lambda d: sum(d["l"]) / len(d["l"])),
        ("what's the average between {b} and {a}", lambda d: (d["b"] + d["a"]) / 2),
        ("what is the mean value of {ls}?", lambda d: sum(d["l"]) / len(d["l"])),
        ("calculate the average: {ls_comma}", lambda d: sum(d["l"]) / len(d["l"])),
    ],
    "percent-words": [
        ("{p} pct of {a}", lambda d: d["p"] * d["a"] / 100),
        ("calculate {p}% on {a}", lambda d: d["p"] * d["a"] / 100),
        ("what's {p} percent of {k}k", lambda d: d["p"] * d["k"] * 1000 / 100),
        ("{p} % of {a}", lambda d: d["p"] * d["a"] / 100),
        ("find {p} percent of {m}", lambda d: d["p"] * d["m"] / 100),
    ],
    "split-among": [
        ("split {m} between {c} people", lambda d: d["m"] / d["c"]),
        ("divide {a} among {c}", lambda d: d["a"] / d["c"]),
        ("{a} shared equally by {c} friends", lambda d: d["a"] / d["c"]),
        ("${m} split {c} ways", lambda d: d["m"] / d["c"]),
        ("what's {a} each if {c} people share it", lambda d: d["a"] / d["c"]),
    ],
    "scientific": [
        ("3.2e4 times {c}", lambda d: 3.2e4 * d["c"]),
        ("what is 1.5 x 10^6 divided by {c}", lambda d: 1.5e6 / d["c"]),
        ("{c} million divided by {k}", lambda d: d["c"] * 1e6 / d["k"]),
        ("2.5 thousand plus {b}", lambda d: 2500 + d["b"]),
    ],
}

_REFUSED: list[str] = [
    "divide {a} in the ratio 3:5",
    "what's {a} plus",
    "how much bigger is it than {b}",
]
"""Two answers asked at once, an operand missing, or "it" with nothing before: refused."""


_ASIDE = aside_by_seed(FAMILIES, 2122)


def _fill(text: str, d: Draw) -> str:
    return text.format(
        ls=_ls(d),
        ls_comma=_ls(d, ", ", ", "),
        ls_plus=_ls(d, " + ", " + "),
        f0=d["f"][0],
        f1=d["f"][1],
        **d,
    )


_MAY_REFUSE = {"calculate {p}% on {a}"}
"""Found ambiguous when the set-aside templates were first run: "7.5% on 2326" may be the share
or the amount with it added. A refusal is right; a number must still be the one computed."""


def _cases(held_out: bool) -> list[tuple[str, str, float]]:
    rng = random.Random(22 if not held_out else 2200)
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


@pytest.mark.parametrize("text", _REFUSED)
async def test_refused(text: str) -> None:
    """Two answers at once, or a missing operand, is refused."""
    assert await calculator_answer(_fill(text, _draw(random.Random(7)))) is None
