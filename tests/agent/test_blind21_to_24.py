"""Classes that sets 21 to 24 found refused or wrong, probed in phrasings of the lead's own.

The sets' failures (a price "with 30% off" asked before the discount was multiplied, money "paid
back" was taken off, "nearest gram" was not rounded; a tax total asked "total pls", a rise from
last month to this, "114 of the 120 tickets", a percent to 1 dp, a rate "£1 = €1.15" with an
order to convert, "€29.15/hr x 35 hours = ?", hours and pay from clock times less a break said
"took 60 minutes for lunch" or "45 mins of that was unpaid break", minutes between two times,
and more) were read as classes; these probes use other wordings and numbers than the sets'
(tuning data, not a measure). The templates set aside by seed (`_ASIDE`, `random.Random(2124)`)
were written with the others, so they are no held-out measure either: the blind sets are.
"""

from __future__ import annotations

import math
import random

import pytest

from .conftest import calculator_answer
from .families import (
    Case,
    Draw,
    Template,
    aside_by_seed,
    assert_answer,
    assert_refused_or_right,
    cases,
    half_up,
)


def _draw(rng: random.Random) -> Draw:
    start = rng.randint(8 * 4, 11 * 4) * 15  # minutes past midnight, on a quarter hour
    return {
        "pct": rng.choice([10, 15, 20, 25, 30, 40]),
        "orig": rng.randint(2000, 30000) / 100,
        "a": rng.randint(300, 900),
        "b": rng.randint(1000, 9000) / 100,
        "c": rng.randint(1000, 9000) / 100,
        "d": rng.randint(10, 80),
        "oz": rng.choice([3, 4, 6, 7, 8, 12, 14]),
        "tax": rng.choice([5, 6.5, 7.25, 8, 8.875]),
        "old": (old := rng.randint(60, 200)),
        "new": old + rng.randint(3, 40),
        "part": (part := rng.randint(5, 90)),
        "whole": part + rng.randint(5, 60),
        "rate": rng.choice([0.86, 0.92, 1.15, 1.27, 1.38]),
        "amount": rng.randint(5000, 90000) / 100,
        "wage": rng.choice([11.44, 12.75, 14.5, 17.2, 29.15]),
        "hours": rng.choice([16, 22.5, 35, 37.5, 40]),
        "s": start,
        "e": start + rng.randint(4 * 4, 8 * 4) * 15,
        "lunch": rng.choice([30, 45, 60]),
        "t1": (t1 := rng.randint(8 * 12, 20 * 12) * 5),
        "t2": t1 + rng.randint(3, 40) * 5,
        "n": rng.choice([2, 3, 4, 5, 6]),
        "total": rng.randint(300, 4000),
        "over": rng.choice([37.5, 40]),
        "worked": rng.choice([41, 43.5, 46.5, 47.5, 52]),
        "w1": (w1 := rng.choice([20, 25, 30, 40, 60])),
        "w2": 100 - w1,
        "m1": rng.randint(35, 95),
        "m2": rng.randint(35, 95),
        "x": rng.randint(4, 30) ** 2,
    }


def _clock(minutes: int) -> str:
    return f"{minutes // 60}:{minutes % 60:02d}"


def _fill(text: str, d: Draw) -> str:
    paid = f"{d['orig'] * (100 - d['pct']) / 100:.2f}"
    clocks = {k: _clock(d[k]) for k in ("s", "e", "t1", "t2")}
    return text.format(**{**d, **{f"{k}_": v for k, v in clocks.items()}, "paid": paid})


def _before(d: Draw) -> float:
    return float(f"{d['orig'] * (100 - d['pct']) / 100:.2f}") / ((100 - d["pct"]) / 100)


def _shift(d: Draw) -> float:
    return (d["e"] - d["s"] - d["lunch"]) / 60


FAMILIES: dict[str, list[Template]] = {
    "discount-before": [
        (
            "got a rug for ${paid} with {pct}% off, how much was it before the discount?",
            _before,
        ),
        ("bought a coat for £{paid} at {pct}% off. what was the original price?", _before),
        (
            "with {pct}% off these boots cost me €{paid}. what did they cost before the discount?",
            _before,
        ),
    ],
    "balance-paid-back": [
        (
            "started the month with €{a}, spent €{b} and €{c}, then got paid back €{d}. how much "
            "do I have left?",
            lambda d: d["a"] - d["b"] - d["c"] + d["d"],
        ),
        (
            "had ${a}, spent ${b} on shoes, then my sister paid me back ${d}. how much have I got "
            "left?",
            lambda d: d["a"] - d["b"] + d["d"],
        ),
        (
            "£{a} to start with, £{b} on petrol, £{c} at the chemist, £{d} for a haircut. how much "
            "is left?",
            lambda d: d["a"] - d["b"] - d["c"] - d["d"],
        ),
    ],
    "nearest-whole-unit": [
        (
            "recipe wants {oz} oz of butter, 1 oz is 28.35 g. how many grams is that, nearest "
            "gram?",
            lambda d: half_up(d["oz"] * 28.35),
        ),
        (
            "the recipe says {oz} oz of sugar and 1 oz is 28.35 g. how many grams, to the nearest "
            "gram?",
            lambda d: half_up(d["oz"] * 28.35),
        ),
        (
            "how many grams is {oz} oz of cheese if 1 oz = 28.35 g? (to the nearest gram)",
            lambda d: half_up(d["oz"] * 28.35),
        ),
    ],
    "tax-total-terse": [
        (
            "price is ${orig} before tax, tax rate {tax}%. total pls",
            lambda d: d["orig"] * (100 + d["tax"]) / 100,
        ),
        (
            "the tv is ${orig} before tax and sales tax is {tax}%. total?",
            lambda d: d["orig"] * (100 + d["tax"]) / 100,
        ),
        (
            "laptop ${orig} before tax, {tax}% sales tax. what's the total?",
            lambda d: d["orig"] * (100 + d["tax"]) / 100,
        ),
    ],
    "change-last-this": [
        (
            "gas bill was £{old} last month and £{new} this month, by what percentage did it go "
            "up?",
            lambda d: (d["new"] - d["old"]) / d["old"] * 100,
        ),
        (
            "rent was ${old} last year and ${new} this year. what's the percentage increase?",
            lambda d: (d["new"] - d["old"]) / d["old"] * 100,
        ),
        (
            "sales were {new} last week and {old} this week, by what percent did they drop?",
            lambda d: (d["new"] - d["old"]) / d["new"] * 100,
        ),
    ],
    "part-of-the-whole": [
        (
            "we've sold {part} of the {whole} tickets. what % is that?",
            lambda d: d["part"] / d["whole"] * 100,
        ),
        (
            "we've handed out {part} of the {whole} flyers, what percentage is that?",
            lambda d: d["part"] / d["whole"] * 100,
        ),
        (
            "I've read {part} of the {whole} pages. what percent have I read?",
            lambda d: d["part"] / d["whole"] * 100,
        ),
    ],
    "percent-to-places": [
        (
            "scored {part} out of {whole} in the mock, what percent is that (1 decimal place)",
            lambda d: half_up(d["part"] / d["whole"] * 100, 1),
        ),
        (
            "got {part}/{whole} on my quiz, what's that as a percentage to 1 dp?",
            lambda d: half_up(d["part"] / d["whole"] * 100, 1),
        ),
        (
            "she got {part} out of {whole}. what percentage is that, to 2 decimal places?",
            lambda d: half_up(d["part"] / d["whole"] * 100, 2),
        ),
    ],
    "currency-rate-given": [
        (
            "exchange rate is £1 = €{rate}. convert £{amount} to euros pls",
            lambda d: d["amount"] * d["rate"],
        ),
        (
            "I'm changing ${amount} into euros and the rate is 1 USD = {rate} EUR. What will I "
            "get?",
            lambda d: d["amount"] * d["rate"],
        ),
        (
            "the bank gives 1 EUR = {rate} GBP. I'm converting €{amount} into pounds, how much do "
            "I get?",
            lambda d: d["amount"] * d["rate"],
        ),
    ],
    "rate-times-hours": [
        ("€{wage}/hr x {hours} hours = ?", lambda d: d["wage"] * d["hours"]),
        ("${wage}/hour x {hours} hours = ?", lambda d: d["wage"] * d["hours"]),
        ("£{wage} an hour x {hours} hours = ?", lambda d: d["wage"] * d["hours"]),
    ],
    "shift-pay-clock": [
        (
            "worked {s_}-{e_}, {lunch} mins of that was unpaid break. pay is £{wage}/hr, what do i "
            "get for the shift?",
            lambda d: _shift(d) * d["wage"],
        ),
        (
            "did {s_} to {e_} today, {lunch} mins of that was an unpaid break. I'm on ${wage}/hr, "
            "what do I make?",
            lambda d: _shift(d) * d["wage"],
        ),
        (
            "shift was {s_}-{e_} with a {lunch} minute unpaid break, €{wage} an hour. what do I "
            "earn?",
            lambda d: _shift(d) * d["wage"],
        ),
    ],
    "hours-less-lunch": [
        (
            "clocked in at {s_} and out at {e_}, took {lunch} minutes for lunch. how many hours "
            "did I actually work, as a decimal number?",
            _shift,
        ),
        (
            "started at {s_}, finished at {e_}, took {lunch} minutes for lunch. how many hours did "
            "I work?",
            _shift,
        ),
        (
            "in at {s_}, out at {e_}, {lunch} mins of that was lunch break. how many hours is "
            "that?",
            _shift,
        ),
    ],
    "minutes-between": [
        (
            "my train leaves at {t1_} and gets in at {t2_}. how many minutes is the journey?",
            lambda d: d["t2"] - d["t1"],
        ),
        (
            "the bread went in the oven at {t1_} and came out at {t2_}. how many minutes was it "
            "in?",
            lambda d: d["t2"] - d["t1"],
        ),
        (
            "I left at {t1_} and got there at {t2_} - how many minutes did the drive take?",
            lambda d: d["t2"] - d["t1"],
        ),
    ],
    "homework-tail": [
        ("sqrt {x} for my homework pls", lambda d: math.sqrt(d["x"])),
        ("what's {m1} x {m2} for my son's homework?", lambda d: d["m1"] * d["m2"]),
        ("{pct}% of {total} for my maths test please", lambda d: d["pct"] * d["total"] / 100),
    ],
    "share-of-a-cost": [
        (
            "The beach house costs ${total} and we're sharing it equally between {n} families. "
            "What is each family's share?",
            lambda d: d["total"] / d["n"],
        ),
        ("splitting £{total} rent {n} ways, what's my share?", lambda d: d["total"] / d["n"]),
        (
            "we're splitting a €{total} boat hire {n} ways. what's my share?",
            lambda d: d["total"] / d["n"],
        ),
    ],
    "bills-split-ordered": [
        (
            "can u split the bills {n} ways for me: wifi €{b}, cleaning stuff €{c}, electric €{d}",
            lambda d: (d["b"] + d["c"] + d["d"]) / d["n"],
        ),
        (
            "please split these {n} ways: gas £{b}, internet £{c}, water £{d}",
            lambda d: (d["b"] + d["c"] + d["d"]) / d["n"],
        ),
        (
            "split the bills {n} ways: netflix ${b}, wifi ${c}",
            lambda d: (d["b"] + d["c"]) / d["n"],
        ),
    ],
    "overtime-over-threshold": [
        (
            "i get ${wage}/hr and time and a half for anything over {over} hrs. worked {worked} "
            "hrs this week, what's my gross pay?",
            lambda d: d["wage"] * d["over"] + d["wage"] * 1.5 * (d["worked"] - d["over"]),
        ),
        (
            "worked {worked} hours this week. first 40 are £{wage}/h and every hour after that is "
            "time and a half, what's the total",
            lambda d: d["wage"] * 40 + d["wage"] * 1.5 * (d["worked"] - 40),
        ),
        (
            "worked {worked} hrs, first 40 are paid at ${wage}/h, the rest at double time. total?",
            lambda d: d["wage"] * 40 + d["wage"] * 2 * (d["worked"] - 40),
        ),
    ],
    "weighted-module": [
        (
            "module is {w1}% essay, {w2}% exam. essay got {m1}, exam {m2}. final mark?",
            lambda d: (d["w1"] * d["m1"] + d["w2"] * d["m2"]) / 100,
        ),
        (
            "coursework is worth {w1}% and the exam {w2}%. got {m1} in cw and {m2} in the exam, "
            "what's my overall module mark?",
            lambda d: (d["w1"] * d["m1"] + d["w2"] * d["m2"]) / 100,
        ),
        (
            "grade is {w1}% project, {w2}% final exam. project {m1}, final exam {m2}. what's my "
            "overall grade?",
            lambda d: (d["w1"] * d["m1"] + d["w2"] * d["m2"]) / 100,
        ),
    ],
}

_ASIDE = aside_by_seed(FAMILIES, 2124)


def _cases(held_out: bool) -> list[Case]:
    seed = 2125 if held_out else 2124
    return cases(FAMILIES, _draw, aside=_ASIDE, held_out=held_out, seed=seed, fill=_fill)


@pytest.mark.parametrize(("family", "task", "expected"), _cases(held_out=False))
async def test_tuned_families(family: str, task: str, expected: float) -> None:
    assert_answer(family, task, expected, await calculator_answer(task))


@pytest.mark.parametrize(("family", "task", "expected"), _cases(held_out=True))
async def test_held_out_families(family: str, task: str, expected: float) -> None:
    assert_answer(family, task, expected, await calculator_answer(task))


_REFUSED_OR_RIGHT: list[tuple[str, float]] = [
    ("a $80 jacket is 25% off, what do I pay?", 60),  # off a price: still multiplied
    ("the $120 coat has 30% off, what do I pay?", 84),
    ("a $80 jacket is 25% off, what was it before the discount?", 80),  # the $80 is before
    ("balance was $500, I paid back $100 to my friend. how much is left?", 400),  # paid out
    ("the train departs at 10:00 and arrives at 8:00, how many minutes is that?", -1),  # am or pm?
    ("the train departs at 23:30 and arrives at 01:15, how many minutes is that?", 105),
    ("Homework: round 2.76 to 1 decimal place", 2.8),  # the rounding is the calculation
    ("I worked 9am to 5pm with a 30 minute break at $15 an hour. How much?", -1),  # unpaid?
    ("6 oz of cheese, 1 oz is 28.35 g. how many grams is that?", 170.1),  # no rounding asked
    ("I've read 150 of the 400 pages. what percent is left?", 62.5),
    ("what's 2.5 x 3, to the nearest ten?", 10),  # a ten, not a whole unit
    ("coursework is worth 40% and the exam 60%; I got 71 and 68: my final mark?", 69.2),
    ("module is 30% essay, 70% exam. got 51 and 57. final mark?", -1),  # which is which?
    ("split the bill with my 3 friends: pizza $40, drinks $24", -1),  # 4 shares, or more?
    ("I get $20/hr. worked 45 hrs this week, what's my gross pay?", 900),  # no overtime said
    # found after the merge (session 9): the last sentence of figures asks nothing
    ("i want it without the VAT. the bill says £48, VAT at 20% included.", 40),
    ("price is £90 before tax, tax rate 10%. total please", 99),
    ("my pottery costs me £8 a mug and i want a 50% markup. what should i charge?", 12),
    # classes read after fa's branch (session 9): budgets, a score needed, savings from nothing,
    # a share of a quantity
    ("I had $200 and spent $15 a week, how much is left after 4 weeks?", 140),  # was refused
    ("budget: £1,200 for the term, £75 a week on food for 10 weeks. what's left over?", 450),
    ("I have 3 boxes with 12 eggs each and used 5. how many eggs left?", 31),
    ("my quiz marks so far are 64, 70 and 73. what do I need on the next one to average 70?", 73),
    ("got 60 and 70 on two tests, what do I need on the next to average 80 across 4 tests?", -1),
    ("putting away £15 a week starting from nothing, how many weeks until I have £200?", 14),
    ("the recipe takes two thirds of a 600 g tub of yoghurt. how many grams is that?", 400),
    ("I drank half of a 2 litre bottle, how many ml is that?", 1000),  # was 2000
]
"""Near misses: a right answer or a refusal, never another number."""


@pytest.mark.parametrize(("task", "expected"), _REFUSED_OR_RIGHT)
async def test_refused_or_right(task: str, expected: float) -> None:
    assert_refused_or_right(task, expected, await calculator_answer(task))


def test_the_draws_are_plausible() -> None:
    """Every drawn shift ends the same day and every journey is under a day."""
    rng = random.Random(7)
    for _ in range(50):
        d = _draw(rng)
        assert d["e"] < 24 * 60 and d["t2"] < 24 * 60 and math.isfinite(_before(d))
