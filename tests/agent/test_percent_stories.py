"""Percent stories on the rule planner, from templates with random amounts; answers from Fraction.

Families: a percent role applied to an amount (tax, VAT, tip, markup added; a discount taken
off), the share itself, the amount before it, chains in the story's order, a part of a whole as
a percent, a percent change between two amounts, a weighted mean. The templates were written
before `agent/percent_stories.py`; those set aside by `_HELD_OUT_SEED` are its own held-out check
(their first-run figure is in the branch's report). Ambiguous stories must be refused.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from agentschool.agent.percent_stories import percent_story
from agentschool.agent.planners import PlanRequest
from agentschool.agent.quantities import value_key
from agentschool.agent.rules import RulePlanner

from .conftest import calculator_answer, everyday_tools

F = Fraction
Draw = dict[str, Any]
Template = tuple[str, Callable[[Draw], Fraction]]


def _money(rng: random.Random, big: bool = False) -> tuple[str, Fraction]:
    """An amount as people write it ("1,462", "23.44") and its exact value."""
    cents = rng.randint(100_00, 9_999_99) if big else rng.randint(2_00, 999_99)
    whole = cents % 3 == 0
    value = F(cents // 100) if whole else F(cents, 100)
    text = f"{int(value):,}" if whole else f"{float(value):,.2f}"
    return text, value


def _draw(rng: random.Random) -> Draw:
    a_text, a = _money(rng)
    b_text, b = _money(rng, big=True)
    p = rng.choice([5, 6, 7, 8, 10, 12, 15, 18, 20, 21, 25, 30, 35, 40, 50, 60])
    q = rng.choice([3, 5, 6, 7, 8, 9, 10, 13, 19, 20])
    t = rng.choice(["8.875", "6.5", "9.25", "4.5"])
    lo = rng.randint(100, 5000)
    hi = lo + rng.randint(1, 3000)
    total = rng.choice([20, 25, 40, 50, 80])
    got = rng.randint(1, total - 1)
    w = rng.choice([20, 25, 30, 40, 45, 60])
    s1, s2 = rng.randint(35, 99), rng.randint(35, 99)
    cur = rng.choice(["$", "£", "€", "¥"])
    rate = rng.choice(["2", "3", "4", "4.5", "5", "6"])
    return {
        "a": a_text, "A": a, "b": b_text, "B": b, "p": p, "q": q, "t": t, "T": F(t),
        "lo": f"{lo:,}", "LO": F(lo), "hi": f"{hi:,}", "HI": F(hi), "n": total, "k": got,
        "w": w, "w2": 100 - w, "s1": s1, "s2": s2, "c": cur,
        "s": rng.randint(2, 8), "r": rate, "R": F(rate), "y": rng.randint(2, 10),
    }  # fmt: skip


def _up(x: Fraction, p: Fraction | int) -> Fraction:
    return x * (100 + F(p)) / 100


def _down(x: Fraction, p: Fraction | int) -> Fraction:
    return x * (100 - F(p)) / 100


TEMPLATES: list[Template] = [
    # a role added on, the total asked
    ("what's {c}{a} plus {t}% sales tax?", lambda d: _up(d["A"], d["T"])),
    ("Compute the invoice total: net amount {c}{b}, VAT at {p}%.", lambda d: _up(d["B"], d["p"])),
    ("the bill is {c}{a} before a {q}% service charge, what's the total?",
     lambda d: _up(d["A"], d["q"])),
    ("Our cost price is {c}{a}. We apply a {p}% markup. What should the selling price be?",
     lambda d: _up(d["A"], d["p"])),
    ("a meal costs {c}{a} and we add a {q}% tip. how much do we pay in total?",
     lambda d: _up(d["A"], d["q"])),
    ("What is the final price of a {c}{a} item with {p}% GST?", lambda d: _up(d["A"], d["p"])),
    ("how much is {c}{b} including {p}% VAT?", lambda d: _up(d["B"], d["p"])),
    ("my rent of {c}{a} has a {q}% increase coming, what will the new rent be?",
     lambda d: _up(d["A"], d["q"])),
    # a role taken off, the price asked
    ("Compute the price of a {c}{b} office chair after a {p}% discount.",
     lambda d: _down(d["B"], d["p"])),
    ("a {c}{a} coat is {p}% off in the sale, what's the sale price?",
     lambda d: _down(d["A"], d["p"])),
    ("What do I pay for a {c}{a} lamp with a {q}% reduction?", lambda d: _down(d["A"], d["q"])),
    ("the {c}{b} sofa has a {p}% markdown. what does it cost now?",
     lambda d: _down(d["B"], d["p"])),
    # the share itself
    ("Please calculate the VAT at {p}% on a net amount of {c}{b}.",
     lambda d: d["B"] * d["p"] / 100),
    ("dinner came to {c}{a}. how much is a {q}% tip?", lambda d: d["A"] * d["q"] / 100),
    ("a {c}{a} jacket is {p}% off, how much do I save?", lambda d: d["A"] * d["p"] / 100),
    ("what is the sales tax on a {c}{a} purchase at {t}%?", lambda d: d["A"] * d["T"] / 100),
    ("How much is the discount on a {c}{b} laptop at {p}% off?",
     lambda d: d["B"] * d["p"] / 100),
    # the amount before it
    ("A supplier's invoice says {c}{b} including {p}% VAT. What is the amount before VAT?",
     lambda d: d["B"] * 100 / (100 + d["p"])),
    ("I paid {c}{a} after a {p}% discount. What was the original price?",
     lambda d: d["A"] * 100 / (100 - d["p"])),
    ("the receipt shows {c}{a} with {q}% tax included, what is the price excluding tax?",
     lambda d: d["A"] * 100 / (100 + d["q"])),
    ("{c}{b} is the gross amount including {p}% VAT, what is the net amount?",
     lambda d: d["B"] * 100 / (100 + d["p"])),
    # chains, in the story's order
    ("A {c}{a} jacket is {p}% off, and then {q}% sales tax is added to the sale price. "
     "What do I pay at the register?", lambda d: _up(_down(d["A"], d["p"]), d["q"])),
    ("a {c}{a} dinner with a {q}% service charge and then {p}% VAT on top, what's the total?",
     lambda d: _up(_up(d["A"], d["q"]), d["p"])),
    ("the {c}{b} TV is discounted by {p}% and then a further {q}% off at the till, "
     "what is the final price?", lambda d: _down(_down(d["B"], d["p"]), d["q"])),
    # a part of a whole as a percent
    ("Please compute my score as a percentage: {k} out of {n}.", lambda d: F(d["k"] * 100, d["n"])),
    ("my daughter got {k} out of {n} on her test. what percentage is that?",
     lambda d: F(d["k"] * 100, d["n"])),
    ("{k} out of {n} on the quiz - what percent is that?", lambda d: F(d["k"] * 100, d["n"])),
    ("I answered {k} questions right out of {n}, what's my score as a percent?",
     lambda d: F(d["k"] * 100, d["n"])),
    # a percent change between two amounts
    ("Sales went from {c}{lo} in March to {c}{hi} in April. By what percent did they increase?",
     lambda d: (d["HI"] - d["LO"]) * 100 / d["LO"]),
    ("a dozen eggs went up from {c}{lo} to {c}{hi}, what percentage increase is that?",
     lambda d: (d["HI"] - d["LO"]) * 100 / d["LO"]),
    ("our visitors rose from {lo} to {hi} this year, what is the percentage increase?",
     lambda d: (d["HI"] - d["LO"]) * 100 / d["LO"]),
    ("the price dropped from {c}{hi} to {c}{lo}. by what percentage did it decrease?",
     lambda d: (d["HI"] - d["LO"]) * 100 / d["HI"]),
    ("what's the percent change if my bill goes from {c}{lo} to {c}{hi}?",
     lambda d: (d["HI"] - d["LO"]) * 100 / d["LO"]),
    # a weighted mean
    ("The coursework is worth {w}% of the final grade and the exam the other {w2}%. I got {s1} "
     "in the coursework and {s2} in the exam. What is my final mark?",
     lambda d: (d["w"] * d["s1"] + d["w2"] * d["s2"]) / F(100)),
    ("The exam counts for {w}% and the project for {w2}%. I scored {s1} on the exam and {s2} on "
     "the project, what's my overall grade?",
     lambda d: (d["w"] * d["s1"] + d["w2"] * d["s2"]) / F(100)),
    ("homework is {w}% of the grade, the final is {w2}%. my homework average is {s1} and I got "
     "{s2} on the final. what is my weighted average?",
     lambda d: (d["w"] * d["s1"] + d["w2"] * d["s2"]) / F(100)),
]  # fmt: skip

TEMPLATES_2: list[Template] = [
    # a percent role, then a split between people (read by agent/price_steps.py)
    ("Dinner for {s} came to {c}{a}. We want to add a {q}% tip and split it evenly. How much does "
     "each of us pay?", lambda d: _up(d["A"], d["q"]) / d["s"]),
    ("the bill is {c}{a} plus a {q}% service charge, split between {s} of us. how much each?",
     lambda d: _up(d["A"], d["q"]) / d["s"]),
    ("{s} friends share a {c}{a} meal with a {q}% tip. What does each person pay?",
     lambda d: _up(d["A"], d["q"]) / d["s"]),
    ("lunch came to {c}{a} before {p}% VAT, and we're splitting it {s} ways. what's each share?",
     lambda d: _up(d["A"], d["p"]) / d["s"]),
    ("A {c}{a} bill with {p}% off, split among {s} people: how much per person?",
     lambda d: _down(d["A"], d["p"]) / d["s"]),
    # interest over years (read by agent/formulas.py): compound or simple, as the story says
    ("If I put {c}{b} in a savings account that pays {r}% interest a year, compounded yearly, how "
     "much will I have after {y} years?", lambda d: d["B"] * (1 + d["R"] / 100) ** d["y"]),
    ("I deposit {c}{b} at {r}% annual interest compounded annually. How much is in the account "
     "after {y} years?", lambda d: d["B"] * (1 + d["R"] / 100) ** d["y"]),
    ("{c}{b} at {r}% simple interest per year for {y} years, how much interest do I earn?",
     lambda d: d["B"] * d["R"] * d["y"] / 100),
    ("I borrow {c}{b} at {r}% a year simple interest. What do I owe in total after {y} years?",
     lambda d: d["B"] * (1 + d["R"] * d["y"] / 100)),
]  # fmt: skip
NOT_YET_READ: list[Template] = [
    ("{c}{b} invested at {r}% per year compound interest for {y} years, what's it worth at the "
     "end?", lambda d: d["B"] * (1 + d["R"] / 100) ** d["y"]),
    ("what will {c}{b} grow to in {y} years at {r}% compound interest per year?",
     lambda d: d["B"] * (1 + d["R"] / 100) ** d["y"]),
    ("what's the interest on {c}{b} at {r}% a year compound interest after {y} years?",
     lambda d: d["B"] * (1 + d["R"] / 100) ** d["y"] - d["B"]),
]  # fmt: skip
"""Interest is `agent/formulas.py`'s to read; these phrasings it refuses today (never wrong)."""
HELD_OUT_2 = {0, 2, 7}
"""Of the second batch (written after the first figures, before their reading), set aside: drawn
by `random.Random(1815).sample(range(11), 3)` as 0, 2 and 9, before two interest phrasings (then 6
and 8) moved to `NOT_YET_READ`."""

REFUSED = [
    "45 out of 50 students passed, what percent failed?",
    "a {c}{a} jacket is {p}% off and {q}% tax, what's the tax?",  # on the price or the sale price?
    "a {c}{a} bill with {p}% tip, how much?",  # the tip or the total?
    "the price went from {c}{lo} to {c}{hi} and then to {c}{a}, what is the percent change?",
    "I got {k} out of {n} and {s1} out of {s2}, what percentage is that?",
    "what's {p}% of {c}{a} plus {q}% tax, and add 'pay rent' to my list",
    "{c}{b} at {r}% interest for {y} years, how much will I have?",  # simple or compound?
    "{c}{b} at {r}% interest compounded monthly for {y} years, what's the balance?",  # a year?
    "what is a {q}% tip on {c}{a} and what's the total?",  # two questions
    "a {c}{a} bill with a {q}% tip for {s} of us, how much is the tip each?",
    "what is {c}{a} after {p}% VAT is removed?",  # 20% of it off, or the VAT it included?
    "a {c}{a} item is {p}% off, what was the original price?",  # is {a} before or after?
    "what's my salary of {c}{b} after {p}% tax?",  # income: the tax is taken off, not added
    "I earn {c}{b} and {p}% is withheld in tax, what is my net pay?",
    "The bill is {c}{a} before {p}% tax and a {q}% tip. What do we pay?",  # tip on the tax?
    "a {c}{a} coat is {p}% off and {q}% off, what's the final price?",  # one or two discounts?
    "{c}{a} plus {q}% tax with a {p}% discount, what's the total?",  # discount before the tax?
]
"""Stories with more than one reading: the reader answers None."""

_HELD_OUT_SEED = 1815
HELD_OUT = set(random.Random(_HELD_OUT_SEED).sample(range(len(TEMPLATES)), 9))
"""Template indices set aside (by seed, before the reader was written) as its held-out check."""


async def _wrong(
    indices: list[int], draws: int, seed: int, templates: list[Template] = TEMPLATES
) -> tuple[list[str], int]:
    rng = random.Random(seed)
    wrong, total = [], 0
    for index in indices:
        template, compute = templates[index]
        for _ in range(draws):
            draw = _draw(rng)
            task, expected = template.format(**draw), compute(draw)
            total += 1
            value = await calculator_answer(task)
            if not isinstance(value, int | float) or abs(F(value) - expected) > F(1, 10**6):
                wrong.append(f"{task!r}: got {value!r}, expected {float(expected)!r}")
    return wrong, total


async def test_tuned_percent_families_are_right() -> None:
    tuned = [i for i in range(len(TEMPLATES)) if i not in HELD_OUT]
    wrong, total = await _wrong(tuned, draws=4, seed=18)
    assert wrong == [], f"{len(wrong)}/{total} wrong:\n" + "\n".join(wrong)


async def test_held_out_percent_families_are_right() -> None:
    wrong, total = await _wrong(sorted(HELD_OUT), draws=4, seed=1818)
    assert wrong == [], f"{len(wrong)}/{total} wrong:\n" + "\n".join(wrong)


async def test_second_batch_is_right() -> None:
    tuned = [i for i in range(len(TEMPLATES_2)) if i not in HELD_OUT_2]
    wrong, total = await _wrong(tuned, draws=4, seed=182, templates=TEMPLATES_2)
    assert wrong == [], f"{len(wrong)}/{total} wrong:\n" + "\n".join(wrong)


async def test_second_batch_held_out_is_right() -> None:
    wrong, total = await _wrong(sorted(HELD_OUT_2), draws=4, seed=1822, templates=TEMPLATES_2)
    assert wrong == [], f"{len(wrong)}/{total} wrong:\n" + "\n".join(wrong)


async def test_interest_phrasings_not_yet_read_are_never_wrong() -> None:
    rng = random.Random(183)
    for template, compute in NOT_YET_READ:
        draw = _draw(rng)
        task, expected = template.format(**draw), compute(draw)
        value = await calculator_answer(task)
        assert value is None or abs(F(value) - expected) <= F(1, 10**6), f"{task!r}: {value!r}"


async def test_ambiguous_percent_stories_are_refused() -> None:
    rng = random.Random(18)
    for template in REFUSED:
        task = template.format(**_draw(rng))
        assert percent_story(task) is None, task


async def test_a_percent_story_with_a_list_request_is_left_to_the_clauses() -> None:
    task = "what's 15% of 240, then add 'pay rent' to my todos"
    result = await RulePlanner().plan(PlanRequest(task=task, tools=everyday_tools()))
    assert result is not None
    assert [s.tool for s in result.plan.steps] == ["calculator", "todo_add"]


PHRASINGS = [
    ("what is $120 after 20% VAT is removed?", None),
    ("how much VAT is included in £120 at 20% VAT?", 20),
    ("we are 4 and the bill is $120 plus 10% service, split evenly, how much each?", 33),
    ("the bill for 3 of us is $90 plus a 15% tip. what does each of us pay?", 34.5),
    ("3 items for $90 with 20% off, how much each?", None),
    ("my final exam counts 50% and my midterm 50%. I got 80 on the final and 60 on the midterm, "
     "what's my overall grade?", 70),
    ("tests are worth 70% and homework 30%. my test average is 82 and my homework average is 95. "
     "what is my final grade?", 85.9),
    ("The exam is 60% and coursework 40%; I got 70 and 80. What's my final mark?", None),
    ("what is 15% tip on $60 and what's the total", None),
    ("my salary went from 50,000 to 55,000. what percent raise did I get?", 10),
    ("I borrow $2,000 at 5% a year simple interest. What do I owe in total after 3 years?", 2300),
]  # fmt: skip
"""Phrasings met while probing the reader (tuned, not held out): their value, or None."""


async def test_probed_phrasings() -> None:
    for task, expected in PHRASINGS:
        if expected is None:
            assert percent_story(task) is None, task
        else:
            value = await calculator_answer(task)
            assert value_key(str(value)) == round(float(expected), 9), f"{task!r}: {value!r}"
