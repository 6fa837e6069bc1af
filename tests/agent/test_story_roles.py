"""Word problems read by the role of each number, from templates with random numbers.

Written for the families blind sets 9 and 10 showed missed or answered wrong (issue 15) before
the rules were changed: profit as income minus costs (a sum of every number was answered),
a balance with signs (what was had, minus what went), amounts summed then split, a list before
the question (its total or its mean), "round it" after an amount, the mark still needed for an
average, pay with overtime, a sum of count x price. One template of each family is set aside by
seed (`_ASIDE`) as a held-out check. Answers come from Python; a wrong answer fails, and so does
a refusal, except in `_EITHER` where a refusal is honest and only a wrong number fails.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

import pytest

from .conftest import calculator_answer

Draw = dict[str, Any]
Template = tuple[str, Callable[[Draw], float]]


def _draw(rng: random.Random) -> Draw:
    cents = [rng.randint(100, 49999) / 100 for _ in range(5)]
    a, b, c = rng.randint(40, 90), rng.randint(3, 15), rng.randint(3, 15)
    draw = {
        "n": rng.randint(20, 400),
        "p": rng.randint(5, 60),
        "c": rng.randint(100, 9000),
        "a": a,
        "b": b,
        "d": c,
        "k": rng.randint(2, 6),
        "m": f"{cents[0]:.2f}",
        "m2": f"{cents[1]:.2f}",
        "m3": f"{cents[2]:.2f}",
        "m4": f"{cents[3]:.2f}",
        "small": f"{rng.randint(20, 999) / 100:.2f}",
        "small2": f"{rng.randint(20, 999) / 100:.2f}",
        "note": rng.choice([10, 20, 50]),
        "s1": rng.randint(50, 99),
        "s2": rng.randint(50, 99),
        "s3": rng.randint(50, 99),
        "avg": rng.randint(60, 90),
        "r": rng.randint(9, 60),
        "h": rng.choice([35, 37, 38, 40]),
        "o": rng.randint(2, 14),
        "i": rng.randint(2, 6),
        "j": rng.randint(2, 6),
        "pct": rng.choice([5, 8, 10, 15, 20, 25, 60]),
    }
    draw["goal"] = f"{float(draw['small']) * draw['k']:.2f}"
    return draw


def _f(d: Draw, key: str) -> float:
    return float(d[key])


FAMILIES: dict[str, list[Template]] = {
    "profit": [
        (
            "Our club sold {n} hoodies at ${p} each. Total costs were ${c}. What's our profit?",
            lambda d: d["n"] * d["p"] - d["c"],
        ),
        (
            "We sold {n} cakes at the bake sale for ${p} each and spent ${c} on ingredients. "
            "How much profit did we make?",
            lambda d: d["n"] * d["p"] - d["c"],
        ),
        (
            "I earned ${m} from tutoring this month but spent ${m2} on travel. What's my profit?",
            lambda d: _f(d, "m") - _f(d, "m2"),
        ),
        (
            "the stall took £{m} in sales and the pitch cost £{m2}, what was our profit?",
            lambda d: _f(d, "m") - _f(d, "m2"),
        ),
        (
            "We sold {n} tickets at £{p} each and the hall cost £{c}. How much did we make after "
            "costs?",
            lambda d: d["n"] * d["p"] - d["c"],
        ),
    ],
    "balance": [
        (
            "We started the month with {a} boxes of printer paper. Marketing used {b} and accounts "
            "used {d}. How many boxes remain?",
            lambda d: d["a"] - d["b"] - d["d"],
        ),
        (
            "I started the week with ${a}. I spent ${b} on lunch and ${d} on the bus. How much do "
            "I "
            "have left?",
            lambda d: d["a"] - d["b"] - d["d"],
        ),
        (
            "I budgeted ${m} for groceries this month and I've spent ${small} so far. How much "
            "have "
            "I got left?",
            lambda d: _f(d, "m") - _f(d, "small"),
        ),
        (
            "we started the day with {a} bags of ice, the bar used {b} and the kitchen used {d}. "
            "how many bags are left?",
            lambda d: d["a"] - d["b"] - d["d"],
        ),
        (
            "my budget for the trip is £{a}00 and I've spent £{b} on the train and £{d} on food. "
            "how much is left?",
            lambda d: d["a"] * 100 - d["b"] - d["d"],
        ),
    ],
    "change": [
        (
            "I paid with a {note} pound note and the shopping came to £{small}, how much change "
            "should I get?",
            lambda d: d["note"] - _f(d, "small"),
        ),
        (
            "I handed over a ${note} bill and the lunch came to ${small}. How much change do I "
            "get?",
            lambda d: d["note"] - _f(d, "small"),
        ),
        (
            "the coffee was £{small} and I paid with a £{note} note, what change should I get "
            "back?",
            lambda d: d["note"] - _f(d, "small"),
        ),
        (
            "paying with a {note} euro note for a €{small} sandwich, how much change?",
            lambda d: d["note"] - _f(d, "small"),
        ),
    ],
    "sum-split": [
        (
            "airbnb was €{m}, rental car €{m2}, fuel €{small}. split {k} ways, what's each "
            "person's share?",
            lambda d: (_f(d, "m") + _f(d, "m2") + _f(d, "small")) / d["k"],
        ),
        (
            "the water bill is £{m} split between {k} of us in the flat, what's each person's "
            "share?",
            lambda d: _f(d, "m") / d["k"],
        ),
        (
            "Dinner was ${m} and drinks were ${m2}. We're splitting it {k} ways. How much does "
            "each "
            "person pay?",
            lambda d: (_f(d, "m") + _f(d, "m2")) / d["k"],
        ),
        (
            "the cabin was £{m}, food £{m2} and petrol £{small}, shared between {k} of us. how "
            "much "
            "each?",
            lambda d: (_f(d, "m") + _f(d, "m2") + _f(d, "small")) / d["k"],
        ),
    ],
    "list": [
        (
            "our last four weekly shops were {m}, {m2}, {m3} and {m4}, what's the average?",
            lambda d: (_f(d, "m") + _f(d, "m2") + _f(d, "m3") + _f(d, "m4")) / 4,
        ),
        (
            "council tax is {m} gas is {m2} electric is {m3} and internet is {small} whats the "
            "total for the month",
            lambda d: _f(d, "m") + _f(d, "m2") + _f(d, "m3") + _f(d, "small"),
        ),
        (
            "my electricity bills for the last three months were {m}, {m2} and {m3}. What's the "
            "average bill?",
            lambda d: (_f(d, "m") + _f(d, "m2") + _f(d, "m3")) / 3,
        ),
        (
            "the last three gas bills were £{m}, £{m2} and £{m3}, what was the mean?",
            lambda d: (_f(d, "m") + _f(d, "m2") + _f(d, "m3")) / 3,
        ),
    ],
    "round-it": [
        (
            "the shopping came to £{m}, round it to the nearest pound for me",
            lambda d: round(_f(d, "m")),
        ),
        ("the bill was ${m}. round that to the nearest dollar", lambda d: round(_f(d, "m"))),
        (
            "my phone bill is £{m} - can you round it to the nearest pound?",
            lambda d: round(_f(d, "m")),
        ),
        (
            "the taxi fare came to €{m}, please round it to the nearest euro",
            lambda d: round(_f(d, "m")),
        ),
    ],
    "average-needed": [
        (
            "I need an average of {avg} across 4 exams. I've scored {s1}, {s2} and {s3} so far. "
            "What do I need on the last one?",
            lambda d: d["avg"] * 4 - d["s1"] - d["s2"] - d["s3"],
        ),
        (
            "To pass I need to average {avg} over 3 tests. I got {s1} and {s2} on the first two. "
            "What score do I need on the last test?",
            lambda d: d["avg"] * 3 - d["s1"] - d["s2"],
        ),
        (
            "I want an average of {avg} over 4 games. So far I've scored {s1}, {s2} and {s3}. What "
            "do I need in the final game?",
            lambda d: d["avg"] * 4 - d["s1"] - d["s2"] - d["s3"],
        ),
    ],
    "overtime": [
        (
            "Compute gross weekly pay: base rate ${r}/hour, {h} regular hours, plus {o} overtime "
            "hours paid at time and a half.",
            lambda d: d["r"] * d["h"] + d["r"] * 1.5 * d["o"],
        ),
        (
            "I earn £{r} an hour. Last week I worked {h} regular hours plus {o} overtime hours at "
            "double time. What did I earn?",
            lambda d: d["r"] * d["h"] + d["r"] * 2 * d["o"],
        ),
        (
            "She is paid ${r} per hour for {h} hours and time and a half for {o} overtime hours. "
            "What is her pay for the week?",
            lambda d: d["r"] * d["h"] + d["r"] * 1.5 * d["o"],
        ),
    ],
    "shop-sum": [
        (
            "how much for {i} tins of tomatoes at {small} each and {j} bags of apples at {small2} "
            "each",
            lambda d: d["i"] * _f(d, "small") + d["j"] * _f(d, "small2"),
        ),
        (
            "how much will {i} coffees at {small} each and {j} muffins at {small2} each come to?",
            lambda d: d["i"] * _f(d, "small") + d["j"] * _f(d, "small2"),
        ),
        (
            "What do {i} notebooks at ${small} each and {j} pens at ${small2} each cost?",
            lambda d: d["i"] * _f(d, "small") + d["j"] * _f(d, "small2"),
        ),
    ],
    "added-share": [  # written after the rule change (the wrong answers of set 10): tuned only
        (
            "A supplier's invoice says €{m} including {pct}% VAT. What is the amount before VAT?",
            lambda d: _f(d, "m") * 100 / (100 + d["pct"]),
        ),
        (
            "quick q - what's ${m} plus {pct}% sales tax?",
            lambda d: _f(d, "m") * (1 + d["pct"] / 100),
        ),
        (
            "Our cost price for a lamp is ${m}. We apply a {pct}% markup. What should the selling "
            "price be?",
            lambda d: _f(d, "m") * (1 + d["pct"] / 100),
        ),
        ("the dinner was ${m}, how much is a {pct}% tip?", lambda d: _f(d, "m") * d["pct"] / 100),
    ],
    "rate-not-sum": [
        (
            "the babysitter charges £{r} an hour and she was here for {i} hours, how much do I pay "
            "her?",
            lambda d: d["r"] * d["i"],
        ),
        (
            "the cleaner charges ${r} an hour and worked {i} hours, how much do I owe her?",
            lambda d: d["r"] * d["i"],
        ),
    ],
    "rate-times-counts": [
        (
            "I pay the kids £{p} per chore. Emma did {i} chores this week and Mia did {j}. How "
            "much do I owe them altogether?",
            lambda d: d["p"] * (d["i"] + d["j"]),
        ),
        (
            "The car wash pays ${p} per car. I washed {i} cars on Saturday and {j} on Sunday. "
            "How much did I earn?",
            lambda d: d["p"] * (d["i"] + d["j"]),
        ),
        (
            "Tutoring is £{r} per lesson. Sam had {i} lessons in May and {j} in June. What's the "
            "total?",
            lambda d: d["r"] * (d["i"] + d["j"]),
        ),
    ],
    "groups-shared": [
        (
            "We ordered {i} pizzas cut into 8 slices each for the party. If {k} kids share them "
            "equally, how many slices does each kid get?",
            lambda d: d["i"] * 8 / d["k"],
        ),
        (
            "I bought {i} packs of 12 cookies. If {k} children share them equally, how many "
            "cookies does each child get?",
            lambda d: d["i"] * 12 / d["k"],
        ),
        (
            "There are {i} boxes with 6 muffins in each, shared equally between {k} people. How "
            "many muffins does each person get?",
            lambda d: d["i"] * 6 / d["k"],
        ),
    ],
    "hours-plus": [
        (
            "Please compute the invoice: {o} hours of consulting at ${r}/hour plus ${p} travel "
            "expenses.",
            lambda d: d["o"] * d["r"] + d["p"],
        ),
        (
            "The plumber worked {i} hours at £{r} an hour plus £{p} for parts. What's the bill?",
            lambda d: d["i"] * d["r"] + d["p"],
        ),
        (
            "What do I owe the electrician for {i} hours at ${r} per hour plus a ${p} call-out "
            "fee?",
            lambda d: d["i"] * d["r"] + d["p"],
        ),
    ],
    "weeks-to-save": [
        (
            "my son gets £{small} pocket money a week, how many weeks does he need to save to "
            "buy a game that costs £{goal}?",
            lambda d: d["k"],
        ),
        (
            "I can save ${small} a month. How many months until I have ${goal} for a new bike?",
            lambda d: d["k"],
        ),
        (
            "If I put aside £{small} every week, how many weeks will it take to save £{goal}?",
            lambda d: d["k"],
        ),
    ],
    "scaled-up": [
        (
            "the recipe wants {c}g of butter and im quadrupling it how much butter do i need",
            lambda d: d["c"] * 4,
        ),
        (
            "a batch uses {c} g of flour and I'm quadrupling the recipe, how much flour do I need?",
            lambda d: d["c"] * 4,
        ),
        (
            "the recipe calls for {c} ml of milk. I'm tripling it. How much milk do I need?",
            lambda d: d["c"] * 3,
        ),
    ],
}
_EITHER = {"rate-not-sum"}
"""Families where a refusal is honest: only a wrong number fails."""
_EITHER_TEMPLATES: list[Template] = [
    (
        "The hotel in Lisbon is €{p} a night for {i} nights. If 1 EUR = 1.1 USD, what's the total "
        "in dollars?",
        lambda d: d["p"] * d["i"] * 1.1,
    ),
    (
        "Our club sold {n} hoodies at ${p} each and bought {i} banners. What's the total?",
        lambda d: math.nan,  # no single reading: a count of banners is no amount
    ),
    (
        "the meal was ${p} with a 15% tip, how much was it before the tip?",
        lambda d: math.nan,  # the $p may or may not include the tip
    ),
]


_TUNED_ONLY = {"added-share"}
"""Families written after their rule changed: nothing of them is held out."""


def _aside() -> set[tuple[str, int]]:
    """One template of each family, chosen by seed, kept aside as a held-out check."""
    rng = random.Random(1915)
    return {
        (family, rng.randrange(len(templates)))
        for family, templates in FAMILIES.items()
        if family not in _TUNED_ONLY
    }


_ASIDE = _aside()


def _cases(held_out: bool) -> list[tuple[str, str, float]]:
    rng = random.Random(19 if not held_out else 1919)
    cases = []
    for family, templates in FAMILIES.items():
        for index, (text, answer) in enumerate(templates):
            if ((family, index) in _ASIDE) != held_out:
                continue
            for _ in range(3):
                draw = _draw(rng)
                cases.append((family, text.format(**draw), answer(draw)))
    return cases


def _check(family: str, task: str, expected: float, got: Any) -> None:
    if got is None and family in _EITHER:
        return
    assert got is not None, f"{family}: not read: {task}"
    assert math.isclose(float(got), expected, rel_tol=1e-9, abs_tol=1e-6), (family, task, got)


@pytest.mark.parametrize(("family", "task", "expected"), _cases(held_out=False))
async def test_tuned_families(family: str, task: str, expected: float) -> None:
    _check(family, task, expected, await calculator_answer(task))


@pytest.mark.parametrize(("family", "task", "expected"), _cases(held_out=True))
async def test_held_out_families(family: str, task: str, expected: float) -> None:
    _check(family, task, expected, await calculator_answer(task))


@pytest.mark.parametrize(("text", "answer"), _EITHER_TEMPLATES)
async def test_no_wrong_sum(text: str, answer: Callable[[Draw], float]) -> None:
    """A rate, a conversion or a count that is no amount is never summed with the rest."""
    draw = _draw(random.Random(7))
    got = await calculator_answer(text.format(**draw))
    expected = answer(draw)
    if math.isnan(expected):
        assert got is None, (text, got)
    elif got is not None:
        assert math.isclose(float(got), expected, rel_tol=1e-9), (text, got)


@pytest.mark.parametrize(
    "task",
    [
        "We sold 313 hoodies at $45 each, each costing us $20 to make. What's our profit?",
        "We sold 40 tickets at $5 each and spent $60 on prizes and 3 hours setting up. Profit?",
        "The company earned 5000 in revenue last month and 6000 this month. What was the profit?",
        "dinner was $80 and the taxi $20, split between me and 3 friends, how much each?",
        "bills of 120, 80 and 95 for 2 people, what's the average?",
        "I earn $20 an hour and worked 45 hours including 5 overtime hours at time and a half. "
        "What's my pay?",
        "4 tins at 1.79 each and 3 bags at 0.57 each, how much change from 10?",
        "the shopping came to £248.93 for 3 of us, round it to the nearest pound",
        "I paid $20 for 4 tickets, how much change?",
        "we have 3 kids and spent 40 on each, how much is left from 200?",
        "me and 3 friends got pizza for $96.40, how much each?",  # was 96.40 / 3 (a unit price)
    ],
)
async def test_unclear_roles_refused(task: str) -> None:
    """A number whose role the lexicon cannot tell (a cost per item, hours, the teller) refuses."""
    assert await calculator_answer(task) is None


@pytest.mark.parametrize(
    ("task", "expected"),
    [
        ("The bake sale made $340 and the ingredients cost $95. What was our profit?", 245),
        ("Revenue was $12,000 and expenses were $8,500 this quarter. What's the profit?", 3500),
        ("We had 50 cupcakes. We sold 32 and gave away 6. How many are left?", 12),
        ("The shopping came to £17.45 and I paid with a £20 note. How much change do I get?", 2.55),
        ("I gave the cashier a $50 bill for groceries that cost $37.82. What's my change?", 12.18),
        ("hotel was £300, train £84 and meals £120 - split 3 ways how much each?", 168),
        ("the kids' heights are 120, 134, 128 and 141 cm, what's the average height?", 130.75),
        ("the total came to £56.78, can you round it to the nearest pound?", 57),
        (
            "I get paid £12.50 an hour and time and a half for overtime. I worked 37 hours plus "
            "8 hours overtime. What did I earn?",
            12.5 * 37 + 12.5 * 1.5 * 8,
        ),
        ("I charge £25 per lawn. I mowed 6 lawns on Saturday and 4 on Sunday. How much?", 250),
        ("I'm saving $25 a week for a $300 console. How many weeks will it take?", 12),
        ("The recipe uses 150 g of sugar. I'm quadrupling it. How much sugar?", 600),
        ("i gave him a 50 and the taxi was 32.80, whats my change", 17.2),
        ("I bought a bike for $400 and sold it for $250. What was my loss?", 150),
        (
            "my average after 3 tests is 78. what do I need on the 4th test to get an average "
            "of 80?",
            86,
        ),
        ("the total is 18.456, round it to 2 decimal places", 18.46),
        ("round it to the nearest ten: 347", 350),
        (
            "Regular pay is $25/hr. Overtime is double time. I worked 40 regular hours and 3 "
            "overtime hours on Sunday. Total pay?",
            1150,
        ),
        ("3 coffees at $4 each and 2 muffins at $3 each - total?", 18),
        ("sold 30 mugs at 8 each, costs were 95. profit?", 145),
        ("petrol 65 and tolls 18, split 2 ways. each?", 41.5),
        ("the recipe costs £12.675, round that to the nearest penny", 12.68),
        ("the fete raised £1,240 and expenses were £310, how much did we make?", 930),
        ("I earned $3,200 this month and my bills came to $2,450. How much did I save?", 750),
        (
            "My takings were £820 and I paid £150 for stock and £60 for the pitch. What's my "
            "profit?",
            610,
        ),
        ("petrol 65 and tolls 18, split it 2 ways, how much each", 41.5),
        ("my last 5 runs were 5.2 4.8 6.1 5.5 and 5.9 km whats the average", 5.5),
        ("whats the average of my last three electric bills 88.40 92.10 and 79.95", 86.816666666),
        ("round that to the nearest dollar please, the total was 129.51", 130),
        ("how much is 3 loaves at 1.45 each and 2 pints of milk at 0.95 each", 6.25),
        ("started the week with 60 eggs used 14 on monday and 9 on tuesday how many are left", 37),
        # money already saved counts towards the goal (story21; was refused before)
        ("I save £5 a week and already have £20. How many weeks to reach £100?", 16),
    ],
)
async def test_other_phrasings(task: str, expected: float) -> None:
    """Phrasings of the families beyond the templates' (tuned: written with the rules)."""
    got = await calculator_answer(task)
    assert got is not None and math.isclose(float(got), expected, abs_tol=1e-6), (task, got)


@pytest.mark.parametrize(
    "task",
    [
        "I paid 45 last month and 30 this month, what's the change?",
        "I get £5 a week and spend £2. How many weeks to save £30?",
        "We ordered 4 pizzas cut into 8 slices each and ate 10. If 6 kids share the rest, how "
        "many slices each?",
        "I pay the kids £2 per chore. Emma did 9 chores this week and Mia did 11 jobs. How much "
        "do I owe them?",
        # counts beside a price were added as amounts (3 packs: 6 * 2 + 3; 2 more: 3 * 14 + 2)
        "I bought 3 packs of 6 rolls at £2 each. How much did I pay?",
        "I bought 3 shirts at $14 each and then I bought 2 more, how much did I spend",
        "we got 4 boxes of 12 eggs at $3 each, how much was that in total?",
        "I ordered 2 pizzas at $11 each, then 3 extra, what's the total?",
    ],
)
async def test_more_unclear_roles_refused(task: str) -> None:
    """A second rate, a spend against the saving, a part eaten first: no single reading."""
    assert await calculator_answer(task) is None


@pytest.mark.parametrize(
    "task",
    [
        "the rent is $1200 split 3 ways plus $90 utilities each, how much does each person pay?",
        "dinner was $60 and drinks $30, 3 of us, but I only had drinks. how much do I pay?",
        "I started with 30 dollars, earned 15 and spent 20, how much do I have left?",
        "I started with 30 dollars and spent 20 on each of 2 friends. how much left?",
        "the hotel was 480 flights 320 and car hire 150 split between 4 of us how much each",
        "I had 3 tests: 70 80 90, and a bonus of 5, what's the average?",
        "the bill is 73.48 for 2 of us, round it to the nearest pound",
        "sold it for $500, I had bought it for $400, what was my loss?",
        "I paid with a £10 note and bought 2 magazines. How much change?",
        "We sold 40 tickets at $5 each and spent $60 on prizes and 3 hours setting up. What's our "
        "profit?",
    ],
)
async def test_no_sum_of_other_roles(task: str) -> None:
    """A count of people, an amount already each, money coming in: not in a plain sum or balance."""
    assert await calculator_answer(task) is None


@pytest.mark.parametrize(
    ("task", "expected"),
    [
        (
            "The plumber worked 3 hours at £40 an hour and 2 hours at £60 an hour. What's the "
            "bill?",
            240,
        )
    ],
)
async def test_refused_or_right(task: str, expected: float) -> None:
    """Two rates: the role readings refuse, the units reading may add the products; never wrong."""
    got = await calculator_answer(task)
    assert got is None or math.isclose(float(got), expected), (task, got)
