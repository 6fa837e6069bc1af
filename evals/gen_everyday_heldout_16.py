"""Write the everyday held-out set 16: calculator and to-do requests, blind.

Written before any tuning against it by a helper session (branch h16) that did not read the
agent: none of its code (agent, planning, tools), none of its tests, none of the other eval sets'
YAML or generators' templates. It read only: the sections "The dataset" and "Side effects" of
docs/evals.md, src/agentschool/evals/cases.py and checks.py, the helper functions it imports from
gen_everyday_heldout_4.py and gen_everyday_heldout_7.py (money formatting, tolerance, the case,
draw and write helpers, the ArithOut7/TodoOut7 types), one case of everyday-heldout-7.yaml for the
YAML shape, and the names of the agent's tools (a calculator; add, list, complete, delete a to-do,
clear completed to-dos). One slip: a `git log --oneline | head -5` at the start showed it the five
latest commit subjects; it read no more history, and wrote no phrasing quoted in them.

Theme: an ordinary cross-section of users in their first week, asking what most people ask, the
way they would type it (terse, with context, polite, lowercase; dollars, pounds, euros; metric and
imperial). Conversion factors and formulas are always given in the task. 40 families x 3 seeded
draws; wording may vary between a family's draws.

Arithmetic families (24):
- percent-of: a plain percentage of a number.
- tip-amount: the tip alone for a bill at a given percentage.
- total-with-tip: a bill plus a percentage tip, the total.
- split-evenly: an amount shared equally between a number of people.
- split-with-tip: a bill plus a percentage tip, split equally between diners.
- sale-price: a price after a percentage discount.
- with-sales-tax: a price plus sales tax or VAT at a given rate, the total.
- percent-change: the percentage rise or fall between an old and a new amount.
- score-as-percent: a score out of a total as a percentage.
- shopping-total: a few items bought in quantities at unit prices, the total.
- average: the mean of a handful of numbers or bills.
- miles-km: a distance converted between miles and kilometres with the factor given.
- kg-lb: a weight converted between kilograms and pounds with the factor given.
- celsius-to-fahrenheit: a temperature converted with the formula given.
- currency: an amount of money converted at a stated exchange rate.
- shift-pay: earnings for a shift between two clock times less an unpaid break, at an hourly rate.
- simple-interest: the interest earned on savings at simple yearly interest over some years.
- rounding: a decimal rounded to a stated number of places or to the nearest whole number.
- square-root: the square root of a perfect square.
- power: a whole number raised to a small power.
- fraction-of: a common fraction of a whole number.
- add-then-multiply: a two-step chain, a sum then multiplied.
- unit-price: the price of one item from a pack price and count.
- budget-left: what remains of an income or budget after listed expenses.

To-do families (16):
- add-one: one new to-do, asked for directly.
- add-several: two or three new to-dos in one message.
- add-with-context: one new to-do with a sentence of background around the request.
- list: what is on the list (a question; must name every to-do).
- count: how many to-dos there are (a question; must give the count).
- complete-by-title: complete a to-do named by its title.
- complete-by-number: complete a to-do named by its number.
- complete-by-position: complete the first, second, third or last to-do.
- complete-past-tense: the user says they did a to-do; it gets completed.
- delete-by-title: delete a to-do named by its title.
- delete-by-number: delete a to-do named by its number.
- delete-by-position: delete the first, second, third or last to-do.
- complete-then-clear: two to-dos are done; mark them and clear the completed ones.
- is-it-on-my-list: asks whether a to-do is on the list (a question; nothing may change).
- add-if-missing: add a to-do unless it is already there (then nothing changes).
- two-actions: two different changes in one message (add, complete, delete).

Every expected number is computed exactly (Fraction/Decimal) and checked against an independent
float expression; money is judged to 0.01, a rounding request exactly.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from gen_everyday_heldout_4 import _listing, _money, _tol
from gen_everyday_heldout_7 import (
    ArithOut7,
    ArithTemplate,
    TodoOut7,
    TodoTemplate,
    _a,
    _completed,
    _deleted,
    _euros,
    _open,
    _plain,
    _pounds,
    check_titles,
    write_set,
)

SEED = 20261128_16
NAME = "everyday-heldout-16"
MONEY = 0.01
CASH: list[Callable[[int], str]] = [_money, _pounds, _euros]


# --------------------------------------------------------------------------- arithmetic


def _h16_percent_of(r: random.Random) -> ArithOut7:
    pct, n = r.choice([5, 10, 12, 15, 20, 25, 30, 40, 75]), r.randrange(40, 900)
    task = r.choice([f"what's {pct}% of {n}", f"{pct}% of {n}?", f"What is {pct} percent of {n}?"])
    value = Fraction(pct * n, 100)
    return task, value, f"{n}*{pct}/100", _tol(value), {}


def _h16_tip_amount(r: random.Random) -> ArithOut7:
    bill, pct, m = r.randrange(1800, 16000), r.choice([15, 18, 20, 22, 25]), r.choice(CASH)
    task = r.choice(
        [
            f"how much is {_a(pct)}% tip on {m(bill)}",
            f"How much should I tip on {m(bill)} if I want to leave {pct}%?",
            f"what's {pct} percent tip on a {m(bill)} bill",
        ]
    )
    return task, Fraction(bill * pct, 10000), f"{bill}/100*{pct}/100", MONEY, {}


def _h16_total_with_tip(r: random.Random) -> ArithOut7:
    bill, pct, m = r.randrange(1800, 16000), r.choice([15, 18, 20, 25]), r.choice(CASH)
    task = r.choice(
        [
            f"What's the total on a {m(bill)} bill with {_a(pct)}% tip?",
            f"bill is {m(bill)} and i want to leave {_a(pct)}% tip, what do i pay in total",
            f"{m(bill)} plus {_a(pct)}% tip - what's the total?",
        ]
    )
    value = Fraction(bill * (100 + pct), 10000)
    return task, value, f"{bill}/100*(1+{pct}/100)", MONEY, {}


def _h16_split_evenly(r: random.Random) -> ArithOut7:
    total, n, m = r.randrange(3000, 60000), r.randrange(2, 9), r.choice(CASH)
    task = r.choice(
        [
            f"split {m(total)} between {n} people",
            f"The cabin cost {m(total)} and there are {n} of us. How much does each person pay?",
            f"{m(total)} divided {n} ways?",
        ]
    )
    return task, Fraction(total, 100 * n), f"{total}/100/{n}", MONEY, {}


def _h16_split_with_tip(r: random.Random) -> ArithOut7:
    bill, pct, n = r.randrange(4000, 30000), r.choice([15, 18, 20]), r.randrange(2, 7)
    m = r.choice(CASH)
    task = r.choice(
        [
            f"Dinner came to {m(bill)}. We're adding {_a(pct)}% tip and splitting it between "
            f"{n} people. How much does each person owe?",
            f"bill {m(bill)} + {pct}% tip split {n} ways, how much each?",
            f"Can you work out what each of us pays? The bill is {m(bill)}, we want to tip "
            f"{pct}%, and there are {n} of us.",
        ]
    )
    value = Fraction(bill * (100 + pct), 10000 * n)
    return task, value, f"{bill}/100*(1+{pct}/100)/{n}", MONEY, {}


def _h16_sale_price(r: random.Random) -> ArithOut7:
    item = r.choice(["jacket", "pair of boots", "lamp", "backpack", "coffee maker"])
    price = r.randrange(20, 300) * 100 + r.choice([0, 0, 99, 50])
    pct, m = r.choice([10, 15, 20, 25, 30, 40, 50]), r.choice(CASH)
    task = r.choice(
        [
            f"A {item} is {m(price)} and it's {pct}% off. What's the sale price?",
            f"how much is {m(price)} after a {pct}% discount",
            f"What would I pay for a {m(price)} {item} that's {pct}% off?",
        ]
    )
    value = Fraction(price * (100 - pct), 10000)
    return task, value, f"{price}/100*(1-{pct}/100)", MONEY, {}


def _h16_with_sales_tax(r: random.Random) -> ArithOut7:
    price = r.randrange(500, 40000)
    kind = r.randrange(3)
    if kind == 0:
        rate = r.choice(["6", "7", "8", "8.25", "9.5"])
        task = f"How much is {_money(price)} with {rate}% sales tax?"
    elif kind == 1:
        rate = "20"
        task = f"what's {_pounds(price)} plus 20% VAT"
    else:
        rate = r.choice(["19", "21"])
        task = f"{_euros(price)} + {rate}% VAT, what's the total?"
    value = Fraction(price, 100) * (1 + Fraction(rate) / 100)
    return task, value, f"{price}/100*(1+{rate}/100)", MONEY, {}


def _h16_percent_change(r: random.Random) -> ArithOut7:
    thing, m = r.choice(
        [("rent", _money), ("electricity bill", _pounds), ("gym membership", _euros)]
    )
    old = 20 * r.randrange(2, 100)
    p = r.choice([-25, -20, -15, -10, -5, 5, 10, 15, 20, 25, 30, 40, 50])
    new = old * (100 + p) // 100
    way, up = ("increase", "up") if p > 0 else ("decrease", "down")
    task = r.choice(
        [
            f"My {thing} went from {m(old * 100)} to {m(new * 100)}. What percent {way} is that?",
            f"{thing} was {m(old * 100)}, now it's {m(new * 100)}. by what percentage did it "
            f"go {up}?",
            f"what's the percentage {way} from {old} to {new}",
        ]
    )
    return task, Fraction(abs(p)), f"abs({new}-{old})/{old}*100", None, {}


def _h16_score_as_percent(r: random.Random) -> ArithOut7:
    out_of = r.choice([20, 25, 40, 50, 60, 80])
    got = r.randrange(out_of // 2, out_of)
    task = r.choice(
        [
            f"I got {got} out of {out_of} on my test, what percentage is that?",
            f"{got}/{out_of} as a percent?",
            f"what percent is {got} out of {out_of}",
        ]
    )
    value = Fraction(got * 100, out_of)
    return task, value, f"{got}/{out_of}*100", _tol(value), {}


_SHOP = [
    ("coffees", 300, 560),
    ("muffins", 250, 420),
    ("sandwiches", 550, 950),
    ("notebooks", 199, 499),
    ("cinema tickets", 900, 1700),
    ("bottles of water", 100, 250),
]


def _h16_shopping_total(r: random.Random) -> ArithOut7:
    m = r.choice(CASH)
    picks = [(name, r.randrange(2, 6), r.randrange(lo, hi)) for name, lo, hi in r.sample(_SHOP, 2)]
    if r.random() < 0.5:
        name, lo, hi = r.choice([s for s in _SHOP if s[0] not in {p[0] for p in picks}])
        picks.append((name, r.randrange(2, 6), r.randrange(lo, hi)))
    parts = [f"{q} {name} at {m(c)} each" for name, q, c in picks]
    task = r.choice(
        [
            f"What's the total for {_listing(parts)}?",
            f"{_listing(parts)} - total?",
            f"what do i owe for {_listing(parts)}",
        ]
    )
    value = sum((Fraction(q * c, 100) for _, q, c in picks), Fraction(0))
    return task, value, "+".join(f"{q}*{c}/100" for _, q, c in picks), MONEY, {}


def _h16_average(r: random.Random) -> ArithOut7:
    if r.random() < 0.5:
        nums = [r.randrange(50, 101) for _ in range(r.randrange(4, 7))]
        text = _listing([str(x) for x in nums])
        task = r.choice([f"what's the average of {text}", f"Average of {text}?"])
        value = Fraction(sum(nums), len(nums))
        return task, value, f"sum({nums})/{len(nums)}", _tol(value), {}
    m = r.choice(CASH)
    bills = [r.randrange(6000, 20000) for _ in range(3)]
    task = f"My last 3 grocery bills were {_listing([m(b) for b in bills])}. What's the average?"
    return task, Fraction(sum(bills), 300), f"({bills[0]}+{bills[1]}+{bills[2]})/300", MONEY, {}


def _h16_miles_km(r: random.Random) -> ArithOut7:
    if r.random() < 0.6:
        d = r.choice(["3", "5", "6.2", "10", "13.1", "26.2", "4", "8"])
        task = r.choice(
            [
                f"If 1 mile = 1.609 km, how many km is {d} miles?",
                f"how far is a {d} mile run in km? 1 mile is 1.609 km",
            ]
        )
        return task, Fraction(d) * Fraction("1.609"), f"{d}*1.609", MONEY, {}
    d = r.choice(["5", "10", "21.1", "15", "42.2", "3"])
    task = f"{d} km in miles please (1 km = 0.621 miles)"
    return task, Fraction(d) * Fraction("0.621"), f"{d}*0.621", MONEY, {}


def _h16_kg_lb(r: random.Random) -> ArithOut7:
    if r.random() < 0.5:
        kg = _plain(Decimal(r.randrange(100, 230)) / 2)
        task = r.choice(
            [
                f"1 kg is 2.2 lbs. how many lbs is {kg} kg?",
                f"I weigh {kg} kg, what is that in pounds? (1 kg = 2.2 lb)",
            ]
        )
        return task, Fraction(kg) * Fraction("2.2"), f"{kg}*2.2", MONEY, {}
    lb = r.randrange(100, 260)
    task = f"Convert {lb} lb to kg, using 1 lb = 0.4536 kg."
    return task, lb * Fraction("0.4536"), f"{lb}*0.4536", MONEY, {}


def _h16_celsius_to_fahrenheit(r: random.Random) -> ArithOut7:
    c = r.randrange(-10, 41)
    task = r.choice(
        [
            f"It's {c}°C here. What's that in Fahrenheit? (F = C × 9/5 + 32)",
            f"convert {c} C to F using F = C*1.8 + 32",
            f"What is {c} degrees Celsius in Fahrenheit? The formula is F = 9/5 × C + 32.",
        ]
    )
    value = Fraction(c * 9, 5) + 32
    return task, value, f"{c}*1.8+32", _tol(value), {}


def _h16_currency(r: random.Random) -> ArithOut7:
    amount, kind = r.randrange(20, 1500), r.randrange(3)
    if kind == 0:
        rate = r.choice(["1.08", "1.09", "1.1", "1.12"])
        task = f"How much is €{amount} in dollars? The rate is 1 euro = {rate} dollars."
    elif kind == 1:
        rate = r.choice(["1.15", "1.17", "1.18"])
        task = (
            f"I'm changing £{amount} into euros at 1 pound = {rate} euros. "
            "How many euros will I get?"
        )
    else:
        rate = r.choice(["0.78", "0.79", "0.8"])
        task = f"convert ${amount} to pounds, 1 dollar is {rate} pounds"
    return task, amount * Fraction(rate), f"{amount}*{rate}", MONEY, {}


def _clock(h: int, m: int) -> str:
    h12, half = h % 12 or 12, "am" if h < 12 else "pm"
    return f"{h12}:{m:02d}{half}" if m else f"{h12}{half}"


def _h16_shift_pay(r: random.Random) -> ArithOut7:
    sh, sm = r.randrange(6, 11), r.choice([0, 30])
    eh, em = r.randrange(14, 20), r.choice([0, 15, 30, 45])
    brk = r.choice([0, 30, 45, 60])
    rate = r.randrange(44, 100) * 25
    m = r.choice([_money, _pounds])
    pause = {0: "no break", 30: "a 30 minute unpaid break", 45: "a 45 min unpaid break"}
    pause[60] = "an unpaid hour for lunch"
    span = f"{_clock(sh, sm)} to {_clock(eh, em)}"
    task = r.choice(
        [
            f"I worked {span} today with {pause[brk]}. I get {m(rate)} an hour, "
            "how much did I make?",
            f"shift was {span}, {pause[brk]}, {m(rate)}/hr. what did i earn today",
            f"At {m(rate)} an hour, what do I earn for a {span} shift with {pause[brk]}?",
        ]
    )
    minutes = (eh * 60 + em) - (sh * 60 + sm) - brk
    value = Fraction(minutes, 60) * Fraction(rate, 100)
    check = f"(({eh}*60+{em})-({sh}*60+{sm})-{brk})/60*{rate}/100"
    return task, value, check, MONEY, {}


def _h16_simple_interest(r: random.Random) -> ArithOut7:
    principal = r.randrange(2, 41) * 50000
    rate, years, m = r.choice(["2", "2.5", "3", "4", "4.5", "5"]), r.randrange(2, 6), r.choice(CASH)
    task = r.choice(
        [
            f"I'm putting {m(principal)} in a savings account that pays {rate}% simple interest "
            f"a year. How much interest will I earn in {years} years?",
            f"simple interest on {m(principal)} at {rate}% per year for {years} years?",
            f"How much interest does {m(principal)} earn over {years} years at {rate}% "
            "simple interest?",
        ]
    )
    value = Fraction(principal, 100) * Fraction(rate) / 100 * years
    return task, value, f"{principal}/100*{rate}/100*{years}", MONEY, {}


def _h16_rounding(r: random.Random) -> ArithOut7:
    places = r.choice([0, 1, 2])
    while True:
        n = r.randrange(10001, 9999999)
        x = Decimal(n).scaleb(-4)
        if n % 10 and str(x).split(".")[1][places] != "5":
            break
    how = {0: "to the nearest whole number", 1: "to one decimal place", 2: "to 2 decimal places"}
    task = r.choice([f"round {x} {how[places]}", f"What's {x} rounded {how[places]}?"])
    value = Fraction(x.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))
    return task, value, f"round({x}, {places})", None, {}


def _h16_square_root(r: random.Random) -> ArithOut7:
    k = r.randrange(12, 36)
    n = k * k
    task = r.choice([f"what's the square root of {n}", f"square root of {n}?", f"√{n}"])
    return task, Fraction(k), f"{n}**0.5", None, {}


def _h16_power(r: random.Random) -> ArithOut7:
    base, exp = r.choice([(2, e) for e in range(5, 13)] + [(b, 3) for b in range(3, 13)])
    task = r.choice(
        [f"what's {base} to the power of {exp}", f"{base}^{exp}", f"{base} to the power {exp}?"]
    )
    return task, Fraction(base**exp), f"float({base})**{exp}", None, {}


def _h16_fraction_of(r: random.Random) -> ArithOut7:
    num, den = r.choice([(3, 4), (2, 3), (1, 4), (3, 8), (2, 5), (5, 6), (1, 3)])
    n = den * r.randrange(4, 60)
    task = r.choice([f"what's {num}/{den} of {n}", f"{num}/{den} of {n}?"])
    return task, Fraction(num * n, den), f"{n}*{num}/{den}", None, {}


def _h16_add_then_multiply(r: random.Random) -> ArithOut7:
    a, b, c = r.randrange(12, 300), r.randrange(12, 300), r.randrange(3, 13)
    task = r.choice(
        [
            f"add {a} and {b}, then multiply by {c}",
            f"What's ({a} + {b}) × {c}?",
            f"Add {a} and {b} and then multiply the result by {c}.",
        ]
    )
    return task, Fraction((a + b) * c), f"({a}+{b})*{c}", None, {}


_PACKS = [  # plural, one, pack sizes, a price per item (cents) from and to: always over 1
    ("T-shirts", "T-shirt", [3, 5], 400, 1200),
    ("pairs of socks", "pair", [5, 6, 10], 150, 450),
    ("light bulbs", "bulb", [4, 6], 150, 500),
    ("bottles of wine", "bottle", [6, 12], 700, 1500),
    ("tennis balls", "ball", [3, 4], 120, 300),
]


def _h16_unit_price(r: random.Random) -> ArithOut7:
    plural, single, counts, low, high = r.choice(_PACKS)
    count, m = r.choice(counts), r.choice(CASH)
    price = r.randrange(count * low, count * high)
    task = r.choice(
        [
            f"{count} {plural} for {m(price)}, what's the price per {single}?",
            f"How much is each {single} if {count} {plural} cost {m(price)}?",
            f"{m(price)} for a pack of {count} {plural}. how much per {single}?",
        ]
    )
    return task, Fraction(price, 100 * count), f"{price}/100/{count}", MONEY, {}


def _h16_budget_left(r: random.Random) -> ArithOut7:
    m = r.choice(CASH)
    income = r.randrange(36, 81) * 5000
    rent = r.randrange(28, 60) * 2500
    bills, food = r.randrange(8000, 40000), r.randrange(20, 60) * 1000
    task = r.choice(
        [
            f"I take home {m(income)} a month. Rent is {m(rent)}, bills are {m(bills)} and "
            f"groceries are {m(food)}. How much is left over?",
            f"monthly pay {m(income)}, rent {m(rent)}, bills {m(bills)}, food {m(food)}. "
            "what's left?",
            f"After paying {m(rent)} rent, {m(bills)} in bills and {m(food)} on food, how much "
            f"of my {m(income)} monthly income do I have left?",
        ]
    )
    value = Fraction(income - rent - bills - food, 100)
    assert value > 0
    return task, value, f"({income}-{rent}-{bills}-{food})/100", MONEY, {}


# --------------------------------------------------------------------------- to-dos

CHORES = {  # title: how a person says they did it
    "call the dentist": "called the dentist",
    "pay the electric bill": "paid the electric bill",
    "pick up the dry cleaning": "picked up the dry cleaning",
    "book a haircut": "booked a haircut",
    "water the plants": "watered the plants",
    "take out the recycling": "took out the recycling",
    "renew my passport": "renewed my passport",
    "email the landlord": "emailed the landlord",
    "buy a birthday card for Sam": "bought a birthday card for Sam",
    "return the library books": "returned the library books",
    "vacuum the living room": "vacuumed the living room",
    "schedule an oil change": "scheduled an oil change",
    "clean out the fridge": "cleaned out the fridge",
    "walk the dog": "walked the dog",
    "mow the lawn": "mowed the lawn",
    "fold the laundry": "folded the laundry",
    "reply to Jess": "replied to Jess",
}
TITLES = list(CHORES)
GROCERIES = ["eggs", "bread", "milk", "bananas", "coffee", "dish soap", "toilet paper", "rice"]
GROCERIES += ["olive oil", "butter", "apples", "cheese", "tomatoes", "paper towels"]
CONTEXT = {
    "call the dentist": "My tooth has been hurting all week.",
    "book a haircut": "I've got a job interview in two weeks.",
    "schedule an oil change": "The oil light came on in the car this morning.",
    "buy a birthday card for Sam": "Sam's birthday is on Friday.",
    "return the library books": "Just got an overdue notice from the library.",
    "email the landlord": "The kitchen tap is leaking again.",
    "renew my passport": "My passport expires in a couple of months.",
}
POSITIONS = ["first", "second", "third"]


def _setup(r: random.Random, low: int, high: int, pool: list[str] = TITLES) -> list[str]:
    return r.sample(pool, r.randrange(low, high + 1))


def _place(r: random.Random, setup: list[str]) -> tuple[str, int]:
    """A position word for an item of `setup` and its index: first, second, third or last."""
    index = r.randrange(min(3, len(setup))) if r.random() < 0.6 else len(setup) - 1
    return ("last" if index == len(setup) - 1 else POSITIONS[index]), index


def _h16_add_one(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 3)
    new = r.choice([t for t in TITLES if t not in setup])
    task = r.choice(
        [
            f"remind me to {new}",
            f"Add '{new}' to my to-do list",
            f"I need to {new}, can you put that on my list please",
        ]
    )
    return task, setup, _open([*setup, new]), False, {}


def _h16_add_several(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 3)
    new = r.sample(GROCERIES, r.randrange(2, 4))
    task = r.choice(
        [
            f"add {_listing(new)} to my list",
            f"Can you put {_listing(new)} on my to-do list?",
            f"Add these to my list: {', '.join(new)}",
        ]
    )
    return task, setup, _open([*setup, *new]), False, {}


def _h16_add_with_context(r: random.Random) -> TodoOut7:
    new = r.choice(list(CONTEXT))
    setup = _setup(r, 0, 3, [t for t in TITLES if t != new])
    ask = r.choice(
        [
            f"Remind me to {new}.",
            f"Can you add '{new}' to my to-do list?",
            f"i need to {new} - put it on my list pls",
        ]
    )
    return f"{CONTEXT[new]} {ask}", setup, _open([*setup, new]), False, {}


def _h16_list(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    task = r.choice(["what's on my to-do list?", "Show me my list", "what do i still have to do"])
    return task, setup, _open(setup), True, {"contains": list(setup)}


def _h16_count(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 7)
    task = r.choice(
        [
            "how many things are on my to-do list?",
            "How many to-dos do I have?",
            "how many items on my list right now",
        ]
    )
    return task, setup, _open(setup), True, {"contains": [str(len(setup))]}


def _h16_complete_by_title(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    title = setup[i]
    task = r.choice(
        [f"mark '{title}' as done", f"Can you tick off '{title}'?", f"check off {title} please"]
    )
    return task, setup, _completed(setup, i), False, {}


def _h16_complete_by_number(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 6)
    i = r.randrange(len(setup))
    task = r.choice(
        [f"mark number {i + 1} as done", f"Complete #{i + 1}", f"tick off item {i + 1} on my list"]
    )
    return task, setup, _completed(setup, i), False, {}


def _h16_complete_by_position(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 5)
    word, i = _place(r, setup)
    task = r.choice(
        [
            f"the {word} one on my list is done",
            f"Mark the {word} item on my list as complete",
            f"check off the {word} thing on my to-do list",
        ]
    )
    return task, setup, _completed(setup, i), False, {}


def _h16_complete_past_tense(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    did = CHORES[setup[i]]
    task = r.choice([f"I {did}", f"just {did}!", f"I {did} this morning, you can tick it off"])
    return task, setup, _completed(setup, i), False, {}


def _h16_delete_by_title(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    title = setup[i]
    task = r.choice(
        [
            f"remove '{title}' from my list",
            f"Delete '{title}' from my to-dos",
            f"take {title} off my to-do list",
        ]
    )
    return task, setup, _deleted(setup, i), False, {}


def _h16_delete_by_number(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 6)
    i = r.randrange(len(setup))
    task = r.choice(
        [f"delete number {i + 1}", f"Remove item {i + 1} from my list", f"get rid of #{i + 1}"]
    )
    return task, setup, _deleted(setup, i), False, {}


def _h16_delete_by_position(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 5)
    word, i = _place(r, setup)
    task = r.choice(
        [
            f"delete the {word} one on my list",
            f"Remove the {word} item from my to-do list",
            f"get rid of the {word} thing on my list",
        ]
    )
    return task, setup, _deleted(setup, i), False, {}


def _h16_complete_then_clear(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i, j = sorted(r.sample(range(len(setup)), 2))
    task = r.choice(
        [
            f"'{setup[i]}' and '{setup[j]}' are done. Mark them complete and clear the "
            "completed ones off my list.",
            f"mark {i + 1} and {j + 1} as done, then clear out the completed to-dos",
            f"I {CHORES[setup[i]]} and {CHORES[setup[j]]}, tick them off and then clear "
            "everything that's done",
        ]
    )
    return task, setup, _deleted(setup, i, j), False, {}


_PRESENT = itertools.cycle([True, False, True])


def _h16_is_it_on_my_list(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    present = next(_PRESENT)
    title = r.choice(setup if present else [t for t in TITLES if t not in setup])
    task = r.choice(
        [
            f"is '{title}' on my list?",
            f"Did I already put '{title}' on my to-do list?",
            f"do i have '{title}' on my list already",
        ]
    )
    answer: dict[str, object] = {"contains": ["yes"]} if present else {"not_contains": ["yes"]}
    return task, setup, _open(setup), True, answer


_ALREADY = itertools.cycle([False, True, False])


def _h16_add_if_missing(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    there = next(_ALREADY)
    title = r.choice(setup if there else [t for t in TITLES if t not in setup])
    task = r.choice(
        [
            f"remind me to {title}, unless it's already on my list",
            f"Can you check if '{title}' is on my to-do list and add it if it isn't?",
            f"add '{title}' to my list if it's not on there already",
        ]
    )
    if there:
        return task, setup, _open(setup), False, {"no_side_effects": True}
    return task, setup, _open([*setup, title]), False, {}


def _h16_two_actions(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    new = r.choice([t for t in TITLES if t not in setup])
    i = r.randrange(len(setup))
    kind = r.randrange(3)
    if kind == 0:
        task = f"add '{new}' and mark '{setup[i]}' as done"
        return task, setup, [*_completed(setup, i), (new, False)], False, {}
    if kind == 1:
        task = f"Delete number {i + 1} and add '{new}' to my list."
        return task, setup, [*_deleted(setup, i), (new, False)], False, {}
    task = f"I {CHORES[setup[i]]}. also remind me to {new}"
    return task, setup, [*_completed(setup, i), (new, False)], False, {}


FAMILIES = [f for name, f in dict(globals()).items() if name.startswith("_h16_")]
"""Every family in the order written; a family's return type says which kind it is."""
ARITHMETIC: list[ArithTemplate] = [f for f in FAMILIES if "Arith" in f.__annotations__["return"]]
TODO: list[TodoTemplate] = [f for f in FAMILIES if "Todo" in f.__annotations__["return"]]

HEADER = """\
# {name}: everyday calculator and to-do requests, held out.
# Written blind by evals/gen_everyday_heldout_16.py (seed {seed}), before any tuning against it,
# by a helper session (branch h16) that read none of the agent's code or tests, nor other eval
# sets or their generators' templates. {families} template families ({arith} arithmetic, {todo}
# to-do), {draws} seeded draws each, an ordinary crowd's phrasings. Expected numbers are exact
# fractions checked against an independent float expression. Do not tune against it: regenerate,
# do not edit.
"""


def main() -> None:
    """Write the set after checking that a title named in a task picks out one to-do."""
    check_titles(TITLES + GROCERIES, r" and |,|\d", fold_case=True)
    assert set(CONTEXT) <= set(TITLES)
    assert len(ARITHMETIC) + len(TODO) == len(FAMILIES)
    print(write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16)))


if __name__ == "__main__":
    main()
