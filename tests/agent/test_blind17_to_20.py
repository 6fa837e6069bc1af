"""Classes that sets 17 to 20 found missing, probed in phrasings of the lead's own.

Set 17 (an app's inbox, read in session 7), set 19 (a working week in small businesses, measured
blind at 68/120 in session 8, then read) and set 18 (requests at home, measured blind at 73 and
74/120, then read), and set 20 (an ordinary crowd, measured blind at 96 and 97/120, then read)
showed families no rule read: a typed score, "was X, now its Y", fractions
added, an average with its scale aside, hours listed then a rate, what to save each week for a
goal, a formula given by its right side, containers needed, a margin or markup, a net amount
from a gross one, shifts of a duration, overtime multiples in figures, a percent of listed
amounts, meter readings at a unit rate, fuel per 100 km, cups weighed, a calculation framed by
homework chatter, hours between clock times, overtime at double the rate, a labelled list
averaged, and to-do wordings (items then "stick them on the list", pasted lines,
completes announced before their items, renames said as a swap). These probes were written
after those rules, in other words than the sets' (tuning data, not a measure); the templates set
aside by seed (`_ASIDE`, `random.Random(1719)`) were written with the others, so they are no
held-out measure either: the blind sets are (docs/evals.md).
"""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

from agentschool.agent.grounding import ungrounded
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
    cases,
)


def _draw(rng: random.Random) -> Draw:
    hours = [rng.choice([3, 4.5, 5, 6.25, 7, 7.5, 8]) for _ in range(4)]
    return {
        "a": rng.randint(11, 39),
        "b": rng.choice([40, 50, 60]),
        "old": (old := rng.randint(30, 90)),
        "rise": (rise := rng.randint(1, 25)),
        "h1": hours[0],
        "h2": hours[1],
        "h3": hours[2],
        "h4": hours[3],
        "rate": rng.choice([12.5, 14.8, 16.25, 18.4, 22]),
        "goal": rng.randint(20, 60) * 100,
        "have": rng.randint(2, 15) * 100,
        "weeks": rng.randint(6, 30),
        "temp": rng.choice([320, 350, 375, 400, 425]),
        "count": rng.randint(101, 999),
        "size": rng.choice([6, 12, 24, 25, 40, 50]),
        "cost": rng.randint(200, 1900) / 100,
        "markup": rng.randint(110, 300) / 100,
        "vat": rng.choice([5, 10, 19, 20, 21]),
        "gross": rng.randint(5000, 90000) / 100,
        "shifts": rng.randint(2, 6),
        "long": rng.choice([3.5, 4, 4.5, 6, 7.5]),
        "worked": rng.randint(41, 55),
        "inv1": rng.randint(100, 4000),
        "inv2": rng.randint(100, 4000),
        "inv3": rng.randint(100, 4000),
        "pct": rng.choice([10, 15, 20, 25, 30]),
        "r1": (r1 := rng.randint(10000, 60000)),
        "r2": r1 + rng.randint(150, 900),
        "pence": rng.choice([22.5, 24.1, 27.3, 30.8, 31.6]),
        "km": rng.randint(80, 700),
        "per100": rng.choice([4.8, 5.5, 6.2, 7.9, 9.5]),
        "litre": rng.choice([1.45, 1.62, 1.79, 1.98]),
        "cupg": rng.choice([90, 120, 200, 220, 250]),
        "x": rng.randint(12, 99),
        "y": rng.randint(12, 99),
        "new": old + rise,
        "n": rng.choice([3, 4, 5, 6, 10, 12]),
    }


def _fill(text: str, d: Draw) -> str:
    return text.format(**{**d, "price": f"{d['cost'] * d['markup']:.2f}"})


def _price(d: Draw) -> float:
    return float(f"{d['cost'] * d['markup']:.2f}")


def _hours(d: Draw) -> float:
    return d["h1"] + d["h2"] + d["h3"]


def _overtime(d: Draw) -> float:
    return d["rate"] * 40 + d["rate"] * 1.5 * (d["worked"] - 40)


def _invoices(d: Draw) -> float:
    return (d["inv1"] + d["inv2"] + d["inv3"]) * d["pct"] / 100


FAMILIES: dict[str, list[Template]] = {
    "typed-score": [
        (
            "my daughter got {a}/{b} in her spelling test, what percent is that?",
            lambda d: d["a"] / d["b"] * 100,
        ),
        ("I scored {a}/{b} on the quiz. What percentage is that?", lambda d: d["a"] / d["b"] * 100),
    ],
    "was-now": [
        (
            "the gym was £{old} a month, now its £{new}. by what % did it go up?",
            lambda d: d["rise"] / d["old"] * 100,
        ),
        (
            "our water bill was ${old}, now it's ${new} - what percent increase is that?",
            lambda d: d["rise"] / d["old"] * 100,
        ),
    ],
    "hours-listed": [
        (
            "I worked {h1}, {h2} and {h3} hours this week at ${rate} an hour. What's my pay?",
            lambda d: _hours(d) * d["rate"],
        ),
        (
            "I tutor for €{rate} an hour. This week it was {h1}, {h2} and {h3} hours. How much "
            "do I earn?",
            lambda d: _hours(d) * d["rate"],
        ),
    ],
    "saving-per-week": [
        (
            "I need ${goal} for a car in {weeks} weeks and I have ${have} saved. How much do I "
            "need to put away each week?",
            lambda d: (d["goal"] - d["have"]) / d["weeks"],
        ),
        (
            "saving for a £{goal} trip, got £{have} so far, {weeks} weeks left. how much a week?",
            lambda d: (d["goal"] - d["have"]) / d["weeks"],
        ),
    ],
    "formula-right-side": [
        (
            "my recipe says {temp} F, what is that in C? formula is (F-32)*5/9",
            lambda d: (d["temp"] - 32) * 5 / 9,
        ),
        (
            "What's {temp} degrees Fahrenheit in Celsius, using (F - 32) x 5/9?",
            lambda d: (d["temp"] - 32) * 5 / 9,
        ),
    ],
    "containers-needed": [
        (
            "I have {count} jars to pack and each box holds {size}. How many boxes do I need?",
            lambda d: math.ceil(d["count"] / d["size"]),
        ),
        (
            "{count} invitations to send, envelopes come in packs of {size}. how many packs do I "
            "buy?",
            lambda d: math.ceil(d["count"] / d["size"]),
        ),
    ],
    "margin": [
        (
            "I buy scarves at ${cost} and sell them for ${price}. What's my margin as a "
            "percentage of the selling price?",
            lambda d: (_price(d) - d["cost"]) / _price(d) * 100,
        ),
        (
            "cost €{cost}, sell at €{price}. what percent of the sale price is profit?",
            lambda d: (_price(d) - d["cost"]) / _price(d) * 100,
        ),
    ],
    "net-from-gross": [
        (
            "the invoice was €{gross} including VAT at {vat}%. what is the net amount?",
            lambda d: d["gross"] / (1 + d["vat"] / 100),
        ),
        (
            "I paid £{gross} incl. VAT ({vat}%). how much of that is the net amount?",
            lambda d: d["gross"] / (1 + d["vat"] / 100),
        ),
    ],
    "shifts-of-hours": [
        (
            "I did {shifts} shifts of {long} hours at £{rate} an hour. What do I get paid?",
            lambda d: d["shifts"] * d["long"] * d["rate"],
        ),
        (
            "{shifts} shifts x {long} hrs at ${rate}/hr, how much is that?",
            lambda d: d["shifts"] * d["long"] * d["rate"],
        ),
    ],
    "overtime-in-figures": [
        (
            "I worked {worked} hours. Pay is ${rate}/hr and hours over 40 are paid at 1.5x. "
            "What's my gross pay?",
            _overtime,
        ),
        (
            "£{rate} an hour for the first 40 hours, 1.5x that after. i did {worked} hours. "
            "total pay?",
            _overtime,
        ),
    ],
    "percent-of-listed": [
        (
            "I keep {pct}% of everything I invoice for tax. Invoices this month: ${inv1}, ${inv2} "
            "and ${inv3}. How much should I keep?",
            _invoices,
        ),
        (
            "{pct}% of my invoices for the tax pot please: €{inv1}, €{inv2}, €{inv3}",
            _invoices,
        ),
    ],
    "meter-cost": [
        (
            "the meter said {r1} last month and {r2} today. electricity is {pence}p per kWh. "
            "what does that cost in pounds?",
            lambda d: (d["r2"] - d["r1"]) * d["pence"] / 100,
        ),
        (
            "meter readings {r1} -> {r2} kWh, unit rate {pence} cents/kWh. cost in dollars?",
            lambda d: (d["r2"] - d["r1"]) * d["pence"] / 100,
        ),
    ],
    "fuel-per-100km": [
        (
            "a {km} km drive, the car does {per100} l/100km, diesel at €{litre} per litre. how "
            "much is the fuel?",
            lambda d: d["km"] * d["per100"] / 100 * d["litre"],
        ),
        (
            "trip of {km}km, car uses {per100}L/100km, petrol £{litre}/L. cost of fuel?",
            lambda d: d["km"] * d["per100"] / 100 * d["litre"],
        ),
    ],
    "cups-weighed": [
        (
            "how many grams is 2/3 cup of flour? 1 cup = {cupg}g",
            lambda d: 2 / 3 * d["cupg"],
        ),
        (
            "the recipe wants 1 1/2 cups of rice and a cup of rice weighs {cupg} g. how many grams "
            "is that?",
            lambda d: 1.5 * d["cupg"],
        ),
    ],
    "homework-framed": [
        (
            "my son's maths sheet: {x} times {y}. what's the answer so I can check his?",
            lambda d: d["x"] * d["y"],
        ),
        (
            "year 5 homework: ({x} + {y}) x 3 - 7 = ? (do it the BIDMAS way)",
            lambda d: (d["x"] + d["y"]) * 3 - 7,
        ),
    ],
    "hours-between-times": [
        (
            "I started at 08:30 and finished at 17:00 with a 30 minute unpaid lunch. how many "
            "hours is that?",
            lambda d: 8,
        ),
        ("shift 07:45 to 16:15, 45 min break. hours worked in decimal?", lambda d: 7.75),
    ],
    "overtime-double": [
        (
            "I get ${rate}/hr and any hours over 40 a week are paid at double that. I worked "
            "{worked} hours. what's my gross pay?",
            lambda d: d["rate"] * 40 + d["rate"] * 2 * (d["worked"] - 40),
        ),
        (
            "£{rate} an hour, overtime after 40 hrs at 2x, worked {worked} hours. total pay?",
            lambda d: d["rate"] * 40 + d["rate"] * 2 * (d["worked"] - 40),
        ),
    ],
    "labelled-mean": [
        (
            "Could you find the mean of my daughter's test marks: {a}, {b}, {x}, {y}?",
            lambda d: (d["a"] + d["b"] + d["x"] + d["y"]) / 4,
        ),
        (
            "what's the average of my scores this term: {a}, {b} and {x}",
            lambda d: (d["a"] + d["b"] + d["x"]) / 3,
        ),
    ],
    "break-even": [
        (
            "My fixed costs are ${goal} a month. I sell each candle for ${price} and it costs me "
            "${cost} to make. How many do I need to sell to break even?",
            lambda d: math.ceil(d["goal"] / (_price(d) - d["cost"])),
        ),
        (
            "break-even check: fixed costs £{goal}, price per mug £{price}, cost per mug £{cost}. "
            "how many units?",
            lambda d: math.ceil(d["goal"] / (_price(d) - d["cost"])),
        ),
    ],
    "conversion-rate": [
        (
            "{inv1} orders from {r1} website visitors. what's the conversion rate as a percentage, "
            "rounded to 2 decimal places?",
            lambda d: round(d["inv1"] / d["r1"] * 100, 2),
        ),
        (
            "What percent of {r1} visitors bought something if we had {inv1} orders? Round to 2 "
            "decimal places.",
            lambda d: round(d["inv1"] / d["r1"] * 100, 2),
        ),
    ],
    "recipe-scaled": [
        (
            "Making curry for {n} this weekend. The recipe says {inv1}g chicken for 2 "
            "servings - how much should I use?",
            lambda d: d["inv1"] * d["n"] / 2,
        ),
        (
            "recipe serves 8, uses {size} ml stock, scaling to {n} servings, how many ml?",
            lambda d: d["size"] * d["n"] / 8,
        ),
    ],
    "weeks-to-goal": [
        (
            "saving for a bike that costs ${goal}. I've got ${have} so far and I'm putting away "
            "${size} a week. how many weeks until I have enough?",
            lambda d: math.ceil((d["goal"] - d["have"]) / d["size"]),
        ),
        (
            "the trip costs £{goal}, I already have £{have} saved and put by £{size} a week. how "
            "many weeks will it take?",
            lambda d: math.ceil((d["goal"] - d["have"]) / d["size"]),
        ),
    ],
    "rate-plus-extra-time": [
        (
            "the roast is {shifts} lb: 20 min per lb and then 20 min extra. total minutes?",
            lambda d: d["shifts"] * 20 + 20,
        ),
    ],
}

_ASIDE = aside_by_seed(FAMILIES, 1719)


def _cases(held_out: bool) -> list[Case]:
    seed = 1720 if held_out else 1719
    return cases(FAMILIES, _draw, aside=_ASIDE, held_out=held_out, seed=seed, fill=_fill)


@pytest.mark.parametrize(("family", "task", "expected"), _cases(held_out=False))
async def test_tuned_families(family: str, task: str, expected: float) -> None:
    assert_answer(family, task, expected, await calculator_answer(task))


@pytest.mark.parametrize(("family", "task", "expected"), _cases(held_out=True))
async def test_held_out_families(family: str, task: str, expected: float) -> None:
    assert_answer(family, task, expected, await calculator_answer(task))


_REFUSED_OR_RIGHT: list[tuple[str, float]] = [
    ("how many crates for 690 bottles if 24 fit in a crate?", 29),  # was 690 * 24
    ("each of 5 apples cost 3.20, how much in total?", 16),
    ("buy at $31.39, sell at $45.50. what percent of the sale price is profit?", 31.011),
    ("Customer's basket is $396 and sales tax is 8.25%. What do I ring up?", 428.67),
    ("How much should I tip on a $134.90 bill if I want to leave 20%?", 26.98),
    ("I buy mugs for $4 and sell them at $10. what's my markup?", 150),  # amount or percent?
    ("Homework: round 2760.305 to 1 decimal place. What's the answer?", 2760.3),  # rounded twice
    ("How much is a $195.22 bike once you add 8.25% sales tax?", 211.33),  # was the tax alone
    ("Half of it: 6 + 4", 5),  # a label that asks is no framing
    # set 23 (read by accident after its blind measure): "interest only" answered the balance
    ("€5,000, 4.25% per year simple interest, 5 years - interest only please", 1062.5),
]
"""Near misses: a right answer or a refusal, never another number."""


@pytest.mark.parametrize(("task", "expected"), _REFUSED_OR_RIGHT)
async def test_refused_or_right(task: str, expected: float) -> None:
    got = await calculator_answer(task)
    assert got is None or math.isclose(float(got), expected, abs_tol=0.01), (task, got)


def _adds(*titles: str) -> list[tuple[str, dict[str, Any]]]:
    return [("todo_add", {"title": t}) for t in titles]


@pytest.mark.parametrize(
    ("task", "steps"),
    [
        (
            "need oat milk, rice and kitchen roll, stick them on the list",
            _adds("oat milk", "rice", "kitchen roll"),
        ),
        ("we're almost out of bin bags. buy bin bags, add it to my list", _adds("buy bin bags")),
        ("we're out of milk. add eggs to my list", None),  # is milk wanted too?
        (
            "Tom's party is on Saturday. Please add 'wrap the present' to my list",
            _adds("wrap the present"),
        ),
        ("could you add\nlight bulbs\nsponges\nfoil", _adds("light bulbs", "sponges", "foil")),
        (
            "Weekend shop, please add each of these:\n1. pasta\n2. tinned tomatoes",
            _adds("pasta", "tinned tomatoes"),
        ),
        ("remind me what I still have to do", [("todo_list", {})]),
        (
            "is dog food on my list? if not, put it on",
            [("todo_add", {"title": "dog food", "unless_listed": True})],
        ),
        (
            "make sure I've got batteries on my list, don't add it twice",
            [("todo_add", {"title": "batteries", "unless_listed": True})],
        ),
        (
            "mark these two as done: water the plants, call the bank",
            [("todo_complete", {"title": t}) for t in ("water the plants", "call the bank")],
        ),
        ("mark these two as done: water the plants, call the bank, post the card", None),
        (
            "Morning! Already did these: empty the bins; fix the tap. Can you tick them off?",
            [("todo_complete", {"title": t}) for t in ("empty the bins", "fix the tap")],
        ),
        (
            "finished the ironing and the hoovering, check them both off",
            [("todo_complete", {"title": t}) for t in ("the ironing", "the hoovering")],
        ),
        (
            "items 2 and 3 are cancelled, remove them",
            [("todo_delete", {"id": 2}), ("todo_delete", {"id": 3})],
        ),
        (
            "no need to book the plumber anymore, it got sorted. please delete it",
            [("todo_delete", {"title": "book the plumber"})],
        ),
        (
            "clean the oven - done! tick it off please",
            [("todo_complete", {"title": "clean the oven"})],
        ),
        (
            "swap 'buy a card' for 'buy flowers' in my to-dos",
            [("todo_delete", {"title": "buy a card"}), ("todo_add", {"title": "buy flowers"})],
        ),
        (
            "Make sure 'renew the insurance' is on my list (add it if it isn't there).",
            [("todo_add", {"title": "renew the insurance", "unless_listed": True})],
        ),
        ("before I forget, add a task to ring the school", _adds("ring the school")),
        ("to-do #2 is done", [("todo_complete", {"id": 2})]),  # had added '#2 is done'
        (
            "the parking permit letter came today. can you add 'renew the permit' to my list?",
            _adds("renew the permit"),
        ),
        (
            "Finally got round to it: defrost the freezer. Tick it off my list.",
            [("todo_complete", {"title": "defrost the freezer"})],
        ),
        (
            "every single thing on my list is done. Can you mark them all done?",
            [("todo_complete", {"all_open": True})],
        ),
        ("clear my whole to-do list please, all of it, done or not", [("todo_clear", {})]),
        ("remind me what I've got left to do", [("todo_list", {})]),
        ("new todo: drop off the parcel", _adds("drop off the parcel")),  # had deleted 'off ...'
        (
            "tick off water the plants and clear completed",
            [("todo_complete", {"title": "water the plants"}), ("todo_clear", {"only_done": True})],
        ),
        ("I feel swamped. How many items are on my to-do list?", [("todo_list", {})]),
        (
            "Getting ready for the trip. Could you add pack the bags and book a taxi to my to-dos?",
            _adds("pack the bags", "book a taxi"),
        ),
        (
            "delete walk the dog and add feed the cat instead",
            [("todo_delete", {"title": "walk the dog"}), ("todo_add", {"title": "feed the cat"})],
        ),
        (
            "Change of plans: I don't need 'book the hall' anymore, but please add 'ring the "
            "caterer'.",
            [
                ("todo_delete", {"title": "book the hall"}),
                ("todo_add", {"title": "ring the caterer"}),
            ],
        ),
    ],
)
async def test_todo_wordings(task: str, steps: list[tuple[str, dict[str, Any]]] | None) -> None:
    tools = Toolset([calculator_tool, *build_todo_tools()])
    result = await RulePlanner().plan(PlanRequest(task=task, tools=tools))
    got = [(s.tool, dict(s.args)) for s in result.plan.steps] if result else None
    assert got == steps, task


@pytest.mark.parametrize(
    "task",
    [
        "we're not doing 'order a cake' anymore - delete it and add 'book a table' instead",
        "I don't need 'renew the permit' anymore, but please add 'sell the car'",
    ],
)
async def test_an_item_given_up_grounds_its_deletion(task: str) -> None:
    """An item said no longer needed grounds its delete (its words had read as negated)."""
    tools = Toolset([calculator_tool, *build_todo_tools()])
    result = await RulePlanner().plan(PlanRequest(task=task, tools=tools))
    assert result is not None and [s.tool for s in result.plan.steps] == ["todo_delete", "todo_add"]
    assert ungrounded(result.plan, tools, task) == []
