"""Classes that sets 26 and 27 (and the held-out lists read with them) found refused or wrong.

The VAT held inside a gross price ("£269.30 including VAT at 20%: how much of that is the VAT?"
was answered 1.2 times the price), a fluid chart in litres ("6 x 200ml water, 4 x 200ml tea" was
four numbers added), a stated formula asked "to the nearest degree" (not rounded), and the
refused families of an older person's week and of small work: tablets lasting days, liquid
doses, journeys between clock times, care rounds, mileage claims, allowances, tip pools. These
probes were written after those rules, in other words and numbers than the sets' (tuning data,
not a measure); the template of each family set aside by seed (`_ASIDE`, `random.Random(2627)`)
was written with the others, so it is no held-out measure either: the blind sets are
(docs/evals.md).
"""

from __future__ import annotations

import math
import random

import pytest

from .conftest import calculator_answer
from .families import Case, Draw, Template, aside_by_seed, assert_answer, cases, half_up


def _draw(rng: random.Random) -> Draw:
    return {
        "gross": rng.randint(5000, 90000) / 100,
        "vat": rng.choice([5, 10, 19, 20, 21]),
        "temp": rng.choice([325, 340, 350, 375, 390, 410, 425, 450]),
        "n1": rng.randint(2, 9),
        "n2": rng.randint(2, 9),
        "ml1": rng.choice([150, 200, 250, 300, 330]),
        "ml2": rng.choice([100, 125, 150, 175, 200]),
        "am": (am := rng.choice([1, 2])),
        "pm": (pm := rng.choice([1, 2])),
        "box": (am + pm) * rng.randint(7, 30),
        "mg": (mg := rng.choice([120, 125, 200, 250])),
        "dose": mg * rng.choice([0.5, 0.8, 1.2, 1.5, 2]),
        "h1": rng.randint(6, 11),
        "m1": rng.randint(0, 59),
        "ride": rng.randint(20, 200),
        "visits": rng.randint(3, 9),
        "visit": rng.choice([20, 30, 45, 60]),
        "gap": rng.choice([10, 15, 20, 30]),
        "km": rng.randint(5, 80),
        "trips": rng.randint(2, 12),
        "perkm": rng.choice([0.25, 0.3, 0.35, 0.45]),
        "pence": rng.choice([25, 40, 45, 52]),
        "fare": rng.choice([1.5, 1.8, 2.1, 2.75, 3.4]),
        "weekly": rng.randint(1, 5),
        "weeks": rng.choice([48, 50, 52]),
        "pot": rng.randint(15000, 90000) / 100,
        "ha": rng.randint(3, 40),
        "hb": rng.randint(3, 40),
        "hc": rng.randint(3, 40),
        "salary": rng.randint(180, 650) * 100,
        "hours": rng.choice([35, 37.5, 39, 40]),
        "pct": rng.choice([2.5, 5, 7.5, 10, 12]),
        "threshold": (t := rng.randint(2, 30) * 1000),
        "sold": t + rng.randint(100, 5000000) / 100,
        "bill": rng.randint(8000, 40000) / 100,
        "chip": rng.choice([20, 25, 30, 40, 50]),
        "people": rng.randint(3, 12),
        "amount": rng.randint(20, 900) * 1.5,
        "bed_a": rng.choice([2, 2.5, 3, 4.8, 6]),
        "bed_b": rng.choice([0.8, 1, 1.2, 1.5, 2]),
        "feed": rng.choice([35, 50, 70, 100, 140]),
        "rows": rng.randint(3, 12),
        "per_row": rng.randint(8, 30),
        "packet": rng.choice([20, 25, 30, 40, 50, 100]),
        "pp": rng.randint(400, 1500),
        "nights": rng.randint(3, 14),
        "supp": rng.choice([12.5, 18, 22.5, 27.5, 35]),
        "wed": rng.randint(1950, 1999),
        "later": rng.randint(2025, 2040),
        "day": rng.choice([45, 51, 60, 70, 85]),
        "days": rng.randint(2, 9),
        "less": rng.choice([8, 10, 12.5, 14]),
        "part": rng.choice([50, 60, 75, 80]),
        "p1": rng.randint(150, 3000) / 100,
        "p2": rng.randint(150, 3000) / 100,
        "p3": rng.randint(150, 3000) / 100,
        "off": rng.choice([5, 10, 15, 20]),
        "cost": rng.randint(50, 4000) / 100,
        "up": rng.choice([25, 30, 40, 50, 60, 100]),
    }


FAMILIES: dict[str, list[Template]] = {
    "vat-inside-gross": [
        (
            "My receipt for the boiler part is £{gross}, VAT at {vat}% included. How much of "
            "that is VAT?",
            lambda d: d["gross"] * d["vat"] / (100 + d["vat"]),
        ),
        (
            "I need the VAT element of a €{gross} invoice for my accounts. It includes {vat}% VAT.",
            lambda d: d["gross"] * d["vat"] / (100 + d["vat"]),
        ),
        (
            "The €{gross} bill includes VAT at {vat}%. How much of it was the VAT?",
            lambda d: d["gross"] * d["vat"] / (100 + d["vat"]),
        ),
    ],
    "formula-to-nearest": [
        (
            "The pudding wants {temp}°F and my cooker is Celsius. With C = (F - 32) x 5/9, what "
            "do I turn it to, to the nearest degree?",
            lambda d: half_up((d["temp"] - 32) * 5 / 9),
        ),
        (
            "An old cookbook says {temp} degrees Fahrenheit. If Celsius is (Fahrenheit minus 32) "
            "multiplied by 5 and divided by 9, what is that to the nearest whole degree?",
            lambda d: half_up((d["temp"] - 32) * 5 / 9),
        ),
        (
            "Oven at {temp} F; my dial is in Celsius. Using C = (F-32)*5/9, what setting, rounded "
            "to the nearest degree?",
            lambda d: half_up((d["temp"] - 32) * 5 / 9),
        ),
    ],
    "fluid-chart": [
        (
            "Fluid chart for Mr Ellis: {n1} beakers of squash at {ml1} ml and {n2} mugs of coffee "
            "at {ml2} ml. How many litres altogether?",
            lambda d: (d["n1"] * d["ml1"] + d["n2"] * d["ml2"]) / 1000,
        ),
        (
            "intake for Mrs Obi: {n1} x {ml1}ml water, {n2} x {ml2}ml juice. total in litres?",
            lambda d: (d["n1"] * d["ml1"] + d["n2"] * d["ml2"]) / 1000,
        ),
        (
            "She drank {n1} cups of tea of {ml1} ml each and {n2} glasses of milk of {ml2} ml "
            "each. What's the total in ml?",
            lambda d: d["n1"] * d["ml1"] + d["n2"] * d["ml2"],
        ),
    ],
    "tablets-last": [
        (
            "My new box has {box} tablets and I take {am} in the morning and {pm} at night. How "
            "many days will the box last?",
            lambda d: d["box"] / (d["am"] + d["pm"]),
        ),
        (
            "pharmacy gave me {box} capsules, {am} with breakfast and {pm} with dinner. how many "
            "days is that?",
            lambda d: d["box"] / (d["am"] + d["pm"]),
        ),
        (
            "I've got {box} pills. Doctor says {am} every morning and {pm} at bedtime. How long "
            "will they last in days?",
            lambda d: d["box"] / (d["am"] + d["pm"]),
        ),
    ],
    "liquid-dose": [
        (
            "The bottle says {mg} mg in 5 ml and the dose is {dose} mg. How many ml do I give?",
            lambda d: d["dose"] / d["mg"] * 5,
        ),
        (
            "ibuprofen syrup {mg}mg per 5ml, she needs {dose}mg, how many ml?",
            lambda d: d["dose"] / d["mg"] * 5,
        ),
        (
            "Calpol is {mg} mg in 5 ml. The nurse says {dose} mg. How much is that in ml?",
            lambda d: d["dose"] / d["mg"] * 5,
        ),
    ],
    "journey-minutes": [
        (
            "The bus leaves at {h1}:{m1:02d} and arrives at {h2}:{m2:02d}. How many minutes is "
            "the ride?",
            lambda d: d["ride"],
        ),
        (
            "train departs {h1:02d}:{m1:02d}, gets in {h2:02d}:{m2:02d} - how long in minutes?",
            lambda d: d["ride"],
        ),
        (
            "Our coach sets off at {h1}:{m1:02d} and gets there at {h2}:{m2:02d}. How long is the "
            "journey in hours?",
            lambda d: d["ride"] / 60,
        ),
    ],
    "care-round": [
        (
            "Tomorrow I have {visits} visits of {visit} minutes with {gap} minutes of driving "
            "between each. How many minutes from the first visit to the end of the last?",
            lambda d: d["visits"] * d["visit"] + (d["visits"] - 1) * d["gap"],
        ),
        (
            "{visits} calls today, {visit} minutes each, {gap} minutes travel between one call and "
            "the next. how many hours is my round?",
            lambda d: (d["visits"] * d["visit"] + (d["visits"] - 1) * d["gap"]) / 60,
        ),
        (
            "How long is my shift in minutes? {visits} appointments of {visit} minutes, and "
            "{gap} minutes of walking between each one.",
            lambda d: d["visits"] * d["visit"] + (d["visits"] - 1) * d["gap"],
        ),
    ],
    "mileage-claim": [
        (
            "The depot is {km} km away. I drove there and back {trips} times this month at "
            "€{perkm} per km. How much can I claim?",
            lambda d: d["km"] * 2 * d["trips"] * d["perkm"],
        ),
        (
            "mileage: {km} miles at {pence}p per mile, what's the claim?",
            lambda d: d["km"] * d["pence"] / 100,
        ),
        (
            "Work pays {pence}p a mile. My client lives {km} miles from the office and I went out "
            "and back {trips} times. What do I get for mileage?",
            lambda d: d["km"] * 2 * d["trips"] * d["pence"] / 100,
        ),
    ],
    "bus-pass-saving": [
        (
            "fare is £{fare} each way and I make {weekly} return trips a week. How much does a "
            "free pass save me over {weeks} weeks?",
            lambda d: d["fare"] * 2 * d["weekly"] * d["weeks"],
        ),
        (
            "With my bus pass I no longer pay £{fare} each way. I go to the market {weekly} times "
            "a week, there and back. What's the saving over {weeks} weeks?",
            lambda d: d["fare"] * 2 * d["weekly"] * d["weeks"],
        ),
        (
            "bus £{fare} one way, {weekly} round trips a week, {weeks} weeks - savings with a "
            "free pass?",
            lambda d: d["fare"] * 2 * d["weekly"] * d["weeks"],
        ),
    ],
    "tip-pool": [
        (
            "Tips this week came to £{pot}. We share them by hours: Jo did {ha}, Sam did {hb} "
            "and I did {hc}. What's my share?",
            lambda d: d["pot"] * d["hc"] / (d["ha"] + d["hb"] + d["hc"]),
        ),
        (
            "tip jar ${pot}, split by hours worked. Lee {ha}, Mo {hb}, me {hc}. how much do I get?",
            lambda d: d["pot"] * d["hc"] / (d["ha"] + d["hb"] + d["hc"]),
        ),
        (
            "We split the €{pot} tips according to hours. Ana worked {ha}, Ben {hb} and Cara {hc}. "
            "How much does Ben get?",
            lambda d: d["pot"] * d["hb"] / (d["ha"] + d["hb"] + d["hc"]),
        ),
    ],
    "hourly-from-salary": [
        (
            "My salary is £{salary} and I work {hours} hours a week, 52 weeks a year. What's my "
            "hourly rate to 2 decimal places?",
            lambda d: half_up(d["salary"] / (d["hours"] * 52), 2),
        ),
        (
            "${salary} a year, {hours} hrs/week, 52 weeks a year - hourly pay?",
            lambda d: d["salary"] / (d["hours"] * 52),
        ),
        (
            "salary €{salary}, {hours} hours per week, 52 weeks per year. What is that per hour, "
            "rounded to 2 decimal places?",
            lambda d: half_up(d["salary"] / (d["hours"] * 52), 2),
        ),
    ],
    "commission-over": [
        (
            "I get {pct}% commission on sales above £{threshold}. This month I sold £{sold}. "
            "What's my commission?",
            lambda d: (d["sold"] - d["threshold"]) * d["pct"] / 100,
        ),
        (
            "commission {pct}% on sales over ${threshold}; sales were ${sold}. how much "
            "commission?",
            lambda d: (d["sold"] - d["threshold"]) * d["pct"] / 100,
        ),
        (
            "The deal is {pct}% on everything over €{threshold}. I sold €{sold} in May. How "
            "much commission is that?",
            lambda d: (d["sold"] - d["threshold"]) * d["pct"] / 100,
        ),
    ],
    "rest-after-chip-in": [
        (
            "Team dinner came to £{bill}. Our manager is putting in £{chip} and the {people} of "
            "us split the rest equally. How much each?",
            lambda d: (d["bill"] - d["chip"]) / d["people"],
        ),
        (
            "lunch bill ${bill}, boss chips in ${chip}, the remainder split evenly between "
            "{people} people. what does each of us pay?",
            lambda d: (d["bill"] - d["chip"]) / d["people"],
        ),
        (
            "Christmas meal €{bill}. The company covers €{chip} and the {people} of us pay the "
            "rest evenly. How much per person?",
            lambda d: (d["bill"] - d["chip"]) / d["people"],
        ),
    ],
    "named-shares": [
        (
            "share £{amount} equally between Amy, Ben and Cal",
            lambda d: d["amount"] / 3,
        ),
        (
            "Grandad left £{amount} to be split evenly among Rosie, Alfie, Ivy and Arthur. How "
            "much does each get?",
            lambda d: d["amount"] / 4,
        ),
        (
            "We want to divide £{amount} equally between our grandchildren Mia and Leo. How much "
            "each?",
            lambda d: d["amount"] / 2,
        ),
    ],
    "bed-feed": [
        (
            "The border is {bed_a}m x {bed_b}m and the feed is {feed}g per square metre. How many "
            "grams?",
            lambda d: d["bed_a"] * d["bed_b"] * d["feed"],
        ),
        (
            "lawn patch {bed_a} m by {bed_b} m, seed at {feed} g per sq m. how much seed do I "
            "need?",
            lambda d: d["bed_a"] * d["bed_b"] * d["feed"],
        ),
        (
            "My herb bed is {bed_a} metres long and {bed_b} metres wide. The feed says {feed} "
            "grams per square metre. How much feed?",
            lambda d: d["bed_a"] * d["bed_b"] * d["feed"],
        ),
    ],
    "seed-packets": [
        (
            "{rows} rows of beans, {per_row} seeds a row, packets hold {packet} seeds. I can only "
            "buy whole packets - how many packets?",
            lambda d: math.ceil(d["rows"] * d["per_row"] / d["packet"]),
        ),
        (
            "I'm sowing {rows} rows with {per_row} seeds per row. Each packet has {packet} seeds. "
            "How many whole packets do I need?",
            lambda d: math.ceil(d["rows"] * d["per_row"] / d["packet"]),
        ),
        (
            "Leeks: {rows} rows, {per_row} seeds in each row. Packs of {packet}. How many packs "
            "should I buy?",
            lambda d: math.ceil(d["rows"] * d["per_row"] / d["packet"]),
        ),
    ],
    "single-supplement": [
        (
            "A river cruise is £{pp} per person for {nights} nights, with a single supplement of "
            "£{supp} per night. I'm going alone - what's the total?",
            lambda d: d["pp"] + d["supp"] * d["nights"],
        ),
        (
            "coach trip £{pp} pp, {nights} nights, single supplement £{supp}/night. how much for "
            "one?",
            lambda d: d["pp"] + d["supp"] * d["nights"],
        ),
        (
            "Spa break: €{pp} each for {nights} nights plus a single room supplement of €{supp} a "
            "night. How much will I pay on my own?",
            lambda d: d["pp"] + d["supp"] * d["nights"],
        ),
    ],
    "years-on": [
        (
            "We were married in {wed}. Which anniversary is it in {later}?",
            lambda d: d["later"] - d["wed"],
        ),
        (
            "My sister was born in {wed}. What birthday will she have in {later}?",
            lambda d: d["later"] - d["wed"],
        ),
        ("married {wed}, how many years married in {later}?", lambda d: d["later"] - d["wed"]),
    ],
    "trip-allowance": [
        (
            "Per diem is £{day} a day, with the first and last travel days at {part}%. The trip is "
            "{days} days including both travel days. How much do I get?",
            lambda d: d["day"] * (d["days"] - 2) + 2 * d["day"] * d["part"] / 100,
        ),
        (
            "subsistence allowance ${day} per day, but they deduct ${less} off each day for meals "
            "provided. {days} day trip - how much in total?",
            lambda d: (d["day"] - d["less"]) * d["days"],
        ),
        (
            "A {days}-day conference. The allowance is €{day} a day and they take €{less} off "
            "each day for lunch. What's my total allowance?",
            lambda d: (d["day"] - d["less"]) * d["days"],
        ),
    ],
    "basket-percent-off": [
        (
            "Pensioners get {off}% off at the hardware shop. I'm buying a hammer at £{p1}, a "
            "tin of paint at £{p2} and a brush at £{p3}. How much will I pay?",
            lambda d: (d["p1"] + d["p2"] + d["p3"]) * (100 - d["off"]) / 100,
        ),
        (
            "{off}% off for over 65s. a scarf at £{p1} and a hat at £{p2}. what do I pay?",
            lambda d: (d["p1"] + d["p2"]) * (100 - d["off"]) / 100,
        ),
        (
            "The café does {off}% off for seniors. I had a soup at £{p1}, a scone at £{p2} and a "
            "pot of tea at £{p3}. What will it come to?",
            lambda d: (d["p1"] + d["p2"] + d["p3"]) * (100 - d["off"]) / 100,
        ),
    ],
    "cost-markup": [
        (
            "Each candle costs me £{cost} and I add {up}% to the cost. What should I sell it for?",
            lambda d: d["cost"] * (100 + d["up"]) / 100,
        ),
        (
            "one bracelet costs me ${cost}, I put {up}% on top. selling price?",
            lambda d: d["cost"] * (100 + d["up"]) / 100,
        ),
        (
            "My stall: a jar of jam costs me €{cost} to make and I add {up}% to the cost. What do "
            "I sell it for?",
            lambda d: d["cost"] * (100 + d["up"]) / 100,
        ),
    ],
}

_ASIDE = aside_by_seed(FAMILIES, 2627)


def _fill(text: str, d: Draw) -> str:
    arrival = d["h1"] * 60 + d["m1"] + d["ride"]
    return text.format(**{**d, "h2": arrival // 60, "m2": arrival % 60})


def _cases(held_out: bool) -> list[Case]:
    seed = 2628 if held_out else 2627
    return cases(FAMILIES, _draw, aside=_ASIDE, held_out=held_out, seed=seed, fill=_fill)


@pytest.mark.parametrize(("family", "task", "expected"), _cases(held_out=False))
async def test_tuned_families(family: str, task: str, expected: float) -> None:
    assert_answer(family, task, expected, await calculator_answer(task))


@pytest.mark.parametrize(("family", "task", "expected"), _cases(held_out=True))
async def test_held_out_families(family: str, task: str, expected: float) -> None:
    assert_answer(family, task, expected, await calculator_answer(task))


_REFUSED_OR_RIGHT: list[tuple[str, float]] = [
    # the share asked "of that" of an amount not said to hold it: was the tip in the $60?
    ("$60 with a 15% tip, how much of that is the tip?", 9),
    ("The coat is $80 with 30% off, what do I pay?", 56),  # still times 0.7
    ("£100 plus 20% VAT. How much is the VAT?", 20),  # a net amount: the share is 20%
    ("£100 plus 20% VAT. What's the total?", 120),
    ("The bill was €121 inc 21% VAT, how much was the VAT?", 21),  # was 121 * 0.21
    ("The invoice total of €605 includes VAT at 21%. What's the amount before VAT?", 500),
    ("Using C = (F − 32) × 5/9, what is 300°F in Celsius?", (300 - 32) * 5 / 9),  # no rounding
    ("4 glasses at 250 ml, how many glasses?", 4),
    ("I drank 3 x 330ml cans and 2 x 0.5 l bottles. how many ml altogether?", 1990),
    ("box of 30 tablets, 4 a day, how many days?", 7),  # 7.5: the eighth day is short
    ("I take 2 tablets three times a day from a box of 60. How many days?", 10),  # not 60 / 2
    ("bus leaves 11:30 and gets in 1:15, how long in minutes?", 105),  # am or pm?
    ("The train leaves at 9:10 and arrives at 11:40, with a 20 minute delay. How long?", 150),
    ("The office is 30 miles away; I went 4 times at 45p per mile. What do I claim?", 108),
    ("the pass costs £30. fare £2 each way, 3 return trips a week, 52 weeks. saving?", 594),
    ("split £90 equally between Grace and Evie and me", 30),  # three shares, not two
    ("split £90 equally between Tom, Ann and me", 30),
    ("bed 4.8m x 1.2m, feed at 140g per sq m. how much feed in kilos?", 0.8064),
    ("My commission is 10% on sales over $3,000. I sold $2,500. How much commission?", 0),
    ("The £150 lunch: the boss chips in £30, split between the 6 of us. Each?", 20),
    # a part paid, then "the rest" shared: no longer the part added to the bill
    ("Christmas meal €120. The company covers €20 and the 5 of us pay the rest evenly. Each?", 20),
    ("10% off for over 60s. 2 mugs at £3 each and a jug at £10. What do I pay?", 14.4),
    ("20% off the shirts only. a shirt at £20 and a tie at £10. how much do i pay?", 26),
    ("Allowance £50 a day, first and last days at 75%. 4 day trip. How much?", 175),  # both in?
    ("One mug costs me £2 and I add 50% to the cost plus 20% VAT. What do I sell it for?", 3.6),
]
"""Near misses: a right answer or a refusal, never another number."""


@pytest.mark.parametrize(("task", "expected"), _REFUSED_OR_RIGHT)
async def test_refused_or_right(task: str, expected: float) -> None:
    got = await calculator_answer(task)
    assert got is None or math.isclose(float(got), expected, abs_tol=0.01), (task, got)
