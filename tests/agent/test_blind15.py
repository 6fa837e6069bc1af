"""Classes that blind set 15 found missing, probed in phrasings of the lead's own.

Set 15 (`evals/everyday-heldout-15.yaml`, a deliberately unusual crowd: voice dictation, phone
typing, learners' English) was measured blind twice in session 7 (74/120 both times), then read
and its classes handled: rupees, "round my salary of N", "how much is that for one can", a job's
bill (parts, labour by the hour, a call-out fee), bills shared by a headcount, counts added up or
used up, a square's side from its area, a value put through steps told in words, a night shift,
and to-do wordings. These probes were written after those rules, in other words than the set's
(they are tuning data, not a measure); their first run is in docs/evals.md. One template of each
family (`_ASIDE`, `random.Random(1515)`) was run apart, once, after the others.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from agentschool.agent.planners import PlanRequest
from agentschool.agent.rules import RulePlanner
from agentschool.tools import Toolset
from agentschool.tools.calculator import calculator_tool
from agentschool.tools.todo import build_todo_tools

from .conftest import calculator_answer
from .families import (
    Case,
    Draw,
    Template,
    aside_by_seed,
    assert_answer,
    assert_refused_or_right,
    cases,
)


def _draw(rng: random.Random) -> Draw:
    side = rng.choice([3, 3.5, 4, 4.5, 5, 6.5, 7, 8])
    return {
        "p": rng.choice([5, 8, 12, 15, 18, 25, 30]),
        "amount": rng.randint(300, 9000),
        "big": rng.randint(11000, 98000),
        "pack": rng.choice([4, 6, 8, 12, 24]),
        "price": rng.randint(199, 2999) / 100,
        "part1": rng.randint(1000, 30000) / 100,
        "part2": rng.randint(500, 9000) / 100,
        "hours": rng.choice([1, 1.5, 2, 2.5, 3, 4]),
        "rate": rng.choice([35, 40, 45, 50, 60, 75]),
        "fee": rng.choice([25, 30, 40, 45, 50]),
        "bill1": rng.randint(2000, 12000) / 100,
        "bill2": rng.randint(1500, 6000) / 100,
        "n": rng.randint(2, 6),
        "trays": rng.randint(2, 9),
        "per": rng.choice([6, 12, 30]),
        "used": rng.randint(1, 11),
        "read1": rng.randint(10, 60),
        "read2": rng.randint(10, 60),
        "area": side * side,
        "side": side,
        "start": rng.choice([350, 375, 400, 425, 450]),
        "minus": rng.choice([10, 20, 32]),
    }


def _fill(text: str, d: Draw) -> str:
    return text.format(**{**d, "area": f"{d['area']:g}"})


def _left(d: Draw) -> float:
    return d["trays"] * d["per"] - d["used"]


FAMILIES: dict[str, list[Template]] = {
    "rupees-percent": [
        ("what is {p} percent of ₹{amount}?", lambda d: d["p"] * d["amount"] / 100),
        ("how much is {p}% of {amount} rupees", lambda d: d["p"] * d["amount"] / 100),
        ("Kindly tell me {p} percent from Rs {amount}", lambda d: d["p"] * d["amount"] / 100),
    ],
    "round-said-thing": [
        ("round my rent of ${big} to the nearest thousand", lambda d: round(d["big"], -3)),
        ("can you round the total ₹{big} to the nearest hundred?", lambda d: round(d["big"], -2)),
        ("round our savings {big} to the nearest thousand please", lambda d: round(d["big"], -3)),
    ],
    "one-of-a-pack": [
        (
            "{pack} yoghurts cost £{price}. how much is that for one yoghurt?",
            lambda d: d["price"] / d["pack"],
        ),
        (
            "A box of {pack} pens is ${price}, what's that per pen?",
            lambda d: d["price"] / d["pack"],
        ),
        (
            "pack of {pack} batteries for €{price}, how much is one battery?",
            lambda d: d["price"] / d["pack"],
        ),
    ],
    "job-bill": [
        (
            "invoice: a valve at £{part1} and a hose at £{part2}, {hours} hours at £{rate} an "
            "hour, "
            "plus a call-out fee of £{fee}. what's the total?",
            lambda d: d["part1"] + d["part2"] + d["hours"] * d["rate"] + d["fee"],
        ),
        (
            "Parts were a filter at ${part1} and a belt at ${part2}. Labour {hours} hours at "
            "${rate} "
            "per hour and a ${fee} travel fee. Total for the customer?",
            lambda d: d["part1"] + d["part2"] + d["hours"] * d["rate"] + d["fee"],
        ),
    ],
    "bills-by-headcount": [
        (
            "gas €{bill1} and water €{bill2} this month, we are {n} in the house. how much does "
            "each person pay?",
            lambda d: (d["bill1"] + d["bill2"]) / d["n"],
        ),
        (
            "there's {n} of us. rent extras: cleaning ${bill1}, wifi ${bill2}. what's each of us "
            "paying?",
            lambda d: (d["bill1"] + d["bill2"]) / d["n"],
        ),
    ],
    "counts-left": [
        (
            "we got {trays} boxes of {per} eggs and cooked with {used}. how many eggs are left?",
            _left,
        ),
        (
            "bought {trays} packs of {per} rolls, ate {used} of them. how many rolls have we got "
            "left",
            _left,
        ),
        (
            "i had {trays} crates of {per} bottles and sold {used} so far how many bottles remain",
            _left,
        ),
    ],
    "counts-altogether": [
        (
            "I read {read1} pages on Saturday and {read2} pages on Sunday. How many pages "
            "altogether?",
            lambda d: d["read1"] + d["read2"],
        ),
        (
            "the bread needs 1 1/2 cups of milk and the sauce needs 2/3 cups of milk, how many "
            "cups "
            "of milk in total?",
            lambda d: 1.5 + 2 / 3,
        ),
    ],
    "square-side": [
        (
            "our patio is a square of {area} square metres. how long is each side?",
            lambda d: d["side"],
        ),
        ("a perfect square garden, {area} m². how long is one side?", lambda d: d["side"]),
    ],
    "steps-in-words": [
        (
            "start with {start}, subtract {minus} and then divide by 2. what do you get?",
            lambda d: (d["start"] - d["minus"]) / 2,
        ),
        (
            "my number is {start}. take away {minus}, after that multiply by 3. what is it now?",
            lambda d: (d["start"] - d["minus"]) * 3,
        ),
    ],
}

_ASIDE = aside_by_seed(FAMILIES, 1515)


def _cases(held_out: bool) -> list[Case]:
    seed = 1516 if held_out else 15
    return cases(FAMILIES, _draw, aside=_ASIDE, held_out=held_out, seed=seed, fill=_fill)


@pytest.mark.parametrize(("family", "task", "expected"), _cases(held_out=False))
async def test_tuned_families(family: str, task: str, expected: float) -> None:
    assert_answer(family, task, expected, await calculator_answer(task))


@pytest.mark.parametrize(("family", "task", "expected"), _cases(held_out=True))
async def test_held_out_families(family: str, task: str, expected: float) -> None:
    assert_answer(family, task, expected, await calculator_answer(task))


_REFUSED_OR_RIGHT: list[tuple[str, float]] = [
    ("How much is 25 percent from 1877 rupees?", 469.25),  # was 1877 * 25
    ("I have 3 boxes with 12 eggs each and used 5. how many eggs left?", 31),
    ("Tom has 5 apples and Ann has 3 apples. How many more apples does Tom have?", 2),
    ("There were 375 cookies and I ate two fifths of them. How many cookies are left?", 225),
    ("I baked 24 cookies and ate 5, how many cookies are left?", 19),
    ("a square room is 5 m long. what is its area?", 25),
    ("start with 10, add 5. then the weather was nice. multiply by 2?", -1),
    # set 17 (read after its blind measure) showed these two wrong answers, as classes:
    ("study was 1 hour 50 min and 2 hours 5 min. total minutes?", 235),  # was 1 + 50 + 2 + 5
    ("How many minutes in total is 45 min and 1 hr 10 min?", 115),
    (
        "Mum lends me £2,000 at 5% simple interest a year for 3 years. How much interest will I "
        "pay in total?",
        300,
    ),  # was the balance, 2300
]
"""Near misses: a right answer or a refusal, never another number."""


@pytest.mark.parametrize(("task", "expected"), _REFUSED_OR_RIGHT)
async def test_refused_or_right(task: str, expected: float) -> None:
    got = await calculator_answer(task)
    assert_refused_or_right(task, expected, got)


@pytest.mark.parametrize(
    ("task", "steps"),
    [
        (
            "pls add feed the cat, buy bin bags n call the garage, i need 2 remember them",
            [
                ("todo_add", {"title": t})
                for t in ("feed the cat", "buy bin bags", "call the garage")
            ],
        ),
        (
            "pls tick off renew my passport, done it",
            [("todo_complete", {"title": "renew my passport"})],
        ),
        (
            'Please add "book the vet" to my list, and "pay the nursery" is done now, so tick '
            "that off.",
            [
                ("todo_add", {"title": "book the vet"}),
                ("todo_complete", {"title": "pay the nursery"}),
            ],
        ),
        (
            "fyi i renewed my passport today, tick it off",
            [("todo_complete", {"title": "renewed my passport"})],
        ),
        (
            'could you check if "descale the kettle" is on my list, and if not, add it',
            [("todo_add", {"title": "descale the kettle", "unless_listed": True})],
        ),
        (
            "if order more printer ink isnt on my list add it",
            [("todo_add", {"title": "order more printer ink", "unless_listed": True})],
        ),
        (
            "add two things to my list the first one is call the bank the second one is walk "
            "the dog",
            [("todo_add", {"title": "call the bank"}), ("todo_add", {"title": "walk the dog"})],
        ),
        ("add two things to my list: the first is A, the second is B and the third is C", None),
        (
            "remove bread from my list, turns out we still have loads",
            [("todo_delete", {"title": "bread"})],
        ),
        (  # set 17: the title ran on past the list ("... from my to-dos, my partner is doing it")
            "delete renew the parking permit from my to-dos, my sister is doing it",
            [("todo_delete", {"title": "renew the parking permit"})],
        ),
        ("remove bread from my list, we have plenty", [("todo_delete", {"title": "bread"})]),
    ],
)
async def test_todo_wordings(task: str, steps: list[tuple[str, dict[str, Any]]] | None) -> None:
    tools = Toolset([calculator_tool, *build_todo_tools()])
    result = await RulePlanner().plan(PlanRequest(task=task, tools=tools))
    got = [(s.tool, dict(s.args)) for s in result.plan.steps] if result else None
    assert got == steps, task
