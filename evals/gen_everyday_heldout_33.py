"""Blind held-out set 33: a new user's first hour with a calculator and a to-do list.

Theme: the common, plain requests a new user makes of an assistant with a calculator and a to-do
list (the families below). Voices: people who are not native English speakers ("how much I pay?")
and people in a hurry (terse, lowercase); short questions, commands and a few longer messages with
context; dollars, pounds and euros. Each family has two or three wordings, handed out in turn; an
arithmetic family's three draws also differ in their numbers (both checked after writing).

Written blind by a helper session on branch h33. It read only:
- docs/evals.md, the sections "## The dataset" and "## Side effects";
- src/agentschool/evals/cases.py and src/agentschool/evals/checks.py, in full;
- evals/gen_everyday_heldout_4.py: `_money`, `_listing`, `_tol`;
- evals/gen_everyday_heldout_7.py: `ArithOut7`, `TodoOut7`, `ArithTemplate`, `TodoTemplate`, `_a`,
  `_completed`, `_deleted`, `_euros`, `_open`, `_plain`, `_pounds`, `check_titles`, `write_set`;
- the first 30 lines of evals/everyday-heldout-7.yaml.
Slips (seen beyond that list by accident): the names (not bodies) of the functions and constants
of gen_everyday_heldout_4.py up to its line 545, from a `grep -n '^def '`; in
gen_everyday_heldout_7.py the lines printed around those definitions: the `Out` TypeVar, `_typed`,
the signature of `_frac`, `_adding`, `_one_of`, the first lines of `_h7_keep_forgetting_to`,
`_check_families` and `main` (which names its TITLES, GROCERIES, KEYWORD, WORD_PROBLEMS and shape);
the file names in evals/; the subjects of the branch's last three commits; the line numbers of
the ruff sections of pyproject.toml and its python-version lines; from a deliberately failed run
of this generator, the assertion in set 7's `_arithmetic_case` that checks the float expression.

Families (tag tpl-h33-<name>):
arithmetic:
- percent-of: a plain percentage of a number
- tip-amount: the tip alone on a restaurant bill
- tip-total: a bill plus a tip, the total to pay
- bill-split: a bill shared equally
- split-with-tip: a bill plus tip, shared equally
- discount-price: a price after a percentage off
- sales-tax-total: a price plus a stated sales tax rate
- vat-exclusive: the net price of a price that includes a stated VAT rate
- average: the mean of a few numbers or amounts
- round: a number rounded to whole, one or two decimal places
- power: a whole number to a small power
- square-root: the square root of a perfect square
- fraction-of: a common fraction (in digits or words) of an amount
- add-fractions: two fractions added, answered as a decimal
- hourly-pay: hours times an hourly rate, before tax
- savings-total: a starting sum plus a monthly saving, no interest
- change-from-note: the change from a note or bill after a small shop
- miles-to-km: miles to kilometres with the factor stated
- kg-to-lb: kilograms to pounds (weight) with the factor stated
- celsius-to-fahrenheit: a temperature with the formula stated
- recipe-scale: an ingredient scaled from one number of servings to another
- time-sum: three durations added, in minutes
- percent-increase: the percentage increase from an old to a new amount
- score-percent: a test score as a percentage
to-do:
- add-one: one item added
- add-several: two or three items added in one message
- add-with-context: one item added, with a sentence of context
- complete-by-title: an item completed, named by its title or a keyword
- complete-by-number: an item completed by its number
- complete-by-position: an item completed by its position (first, second, third, last)
- complete-several: two items completed by title
- delete-by-title: an item deleted by title
- delete-by-number: an item deleted by its number
- delete-by-position: an item deleted by its position
- list-all: what is on the list (a question)
- count: how many items there are (a question)
- is-on-list: whether an item there is on the list (a question: yes)
- not-on-list: whether an item not there is on the list (a question: no, nothing added)
- clear-list: everything deleted
- rename: an item renamed
"""

from __future__ import annotations

import inspect
import random
import re
from collections import Counter, defaultdict
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

from agentschool.evals.cases import load_dataset

NAME = "everyday-heldout-33"
SEED = 20261128_33

HEADER = """\
# {name}: a new user's first hour with a calculator and a to-do list, held out.
# Written blind by evals/gen_everyday_heldout_33.py (seed {seed}) by a helper session
# (branch h33) that read none of the planner's, the tools' or the school's code or tests, nor any
# other set's YAML beyond the first lines of set 7. Voices: non-native English speakers and people
# in a hurry. {families} template families ({arith} arithmetic, {todo} to-do), two or three
# wordings each, {draws} seeded draws. Expected numbers are computed in plain Python with exact
# fractions and checked against an independent float expression. Do not tune against it:
# regenerate, do not edit.
"""

_TURN: Counter[str] = Counter()
WORDING: dict[str, int] = {}
"""Each task written → the index of the wording it used (checked after writing)."""


def _turn(family: str, count: int) -> int:
    """The index of the family's next wording (or other choice) of `count`, in turn."""
    index = _TURN[family] % count
    _TURN[family] += 1
    return index


def _say(*options: str) -> str:
    """The calling family's next wording, in turn, so that consecutive draws never share one."""
    frame = inspect.currentframe()
    assert frame is not None and frame.f_back is not None
    index = _turn(frame.f_back.f_code.co_name, len(options))
    WORDING[options[index]] = index
    return options[index]


_SEEN: defaultdict[str, set[Decimal]] = defaultdict(set)


def _fresh(family: str, draw: Callable[[], Decimal]) -> Decimal:
    """A value the family has not drawn before (its draws differ in value, not only wording)."""
    while (value := draw()) in _SEEN[family]:
        pass
    _SEEN[family].add(value)
    return value


def _currency(r: random.Random) -> Callable[[int], str]:
    return r.choice([_money, _pounds, _euros])


def _out(task: str, value: Fraction, expression: str) -> ArithOut7:
    """An arithmetic case: within a cent of `value` unless it is whole."""
    return task, value, expression, _tol(value), {}


# --------------------------------------------------------------------------- arithmetic


def _h33_percent_of(r: random.Random) -> ArithOut7:
    pct = r.choice([5, 12, 15, 20, 25, 30, 35, 40, 45, 60, 75])
    amount = r.randrange(120, 2000)
    task = _say(
        f"how much is {pct} percent from {amount}?",
        f"{pct}% of {amount}",
        f"Can you calculate me {pct}% of {amount}, please?",
    )
    return _out(task, Fraction(pct * amount, 100), f"{amount} * {pct} / 100")


def _h33_tip_amount(r: random.Random) -> ArithOut7:
    money, cents, pct = _currency(r), r.randrange(2400, 18000), r.choice([10, 12, 15, 18, 20])
    bill = money(cents)
    task = _say(
        f"Restaurant bill is {bill}. How much money is {_a(pct)}% tip?",
        f"tip {pct}% on {bill}, how much is the tip",
        f"We ate out and the bill came to {bill}. How much should I leave if I tip {pct}%? "
        "Just the tip amount.",
    )
    return _out(task, Fraction(cents * pct, 10000), f"{cents / 100} * {pct / 100}")


def _h33_tip_total(r: random.Random) -> ArithOut7:
    money, cents, pct = _currency(r), r.randrange(2400, 18000), r.choice([10, 12, 15, 18, 20])
    bill = money(cents)
    task = _say(
        f"dinner was {bill}, add {_a(pct)}% tip, what's the total?",
        f"How much I pay in total if the bill is {bill} and I give {pct}% tip?",
        f"{bill} plus {pct}% tip, total pls",
    )
    value = Fraction(cents * (100 + pct), 10000)
    return _out(task, value, f"{cents / 100} + {cents / 100} * {pct} / 100")


def _h33_bill_split(r: random.Random) -> ArithOut7:
    money, cents, people = _currency(r), r.randrange(6000, 40000), r.randint(3, 8)
    bill = money(cents)
    task = _say(
        f"We're doing a group dinner tonight. The bill is {bill} and we are {people} people, "
        "splitting equally. How much each person pays?",
        f"split {bill} between {people} people",
        f"{bill} for {people} people, how much per person?",
    )
    return _out(task, Fraction(cents, 100 * people), f"{cents / 100} / {people}")


def _h33_split_with_tip(r: random.Random) -> ArithOut7:
    money, cents = _currency(r), r.randrange(6000, 30000)
    pct, people = r.choice([10, 15, 18, 20]), r.randint(2, 6)
    bill = money(cents)
    task = _say(
        f"Bill is {bill}, we add {pct}% tip and split it equal between {people} friends. "
        "How much each one?",
        f"{bill} + {pct}% tip, split {people} ways, per person?",
    )
    value = Fraction(cents * (100 + pct), 10000 * people)
    return _out(task, value, f"{cents / 100} * {1 + pct / 100} / {people}")


def _h33_discount_price(r: random.Random) -> ArithOut7:
    money, pct = _currency(r), r.choice([10, 15, 20, 25, 30, 40, 50])
    cents = r.randrange(20, 400) * 100 + r.choice([0, 0, 50, 99])
    item = r.choice(["jacket", "pair of shoes", "lamp", "backpack", "coffee machine", "blender"])
    price = money(cents)
    task = _say(
        f"The {item} costs {price} and there is {pct}% off. How much I pay?",
        f"{price} with {pct}% discount = ?",
        f"in the sale: {pct}% off a {item} that normally costs {price}. what's the sale price?",
    )
    return _out(task, Fraction(cents * (100 - pct), 10000), f"{cents / 100} * (1 - {pct / 100})")


def _h33_sales_tax_total(r: random.Random) -> ArithOut7:
    cents = r.randrange(1500, 25000)
    rate = r.choice(["6", "6.5", "7", "7.25", "8.25", "8.875", "9.5"])
    price = _money(cents)
    task = _say(
        f"how much with tax? {price}, sales tax is {rate}%",
        f"I'm buying something for {price} and the sales tax here is {rate}%. "
        "What's the total at the register?",
        f"{price} + {rate}% sales tax, total?",
    )
    value = Fraction(cents, 100) * (1 + Fraction(rate) / 100)
    return _out(task, value, f"{cents / 100} * (1 + {float(rate)} / 100)")


def _h33_vat_exclusive(r: random.Random) -> ArithOut7:
    money, vat = r.choice([(_pounds, 20), (_euros, 19), (_euros, 21), (_euros, 20)])
    net = r.randrange(20, 600)
    gross_cents = net * (100 + vat)
    gross = money(gross_cents)
    task = _say(
        f"The price is {gross} including {vat}% VAT. How much is it without the VAT?",
        f"{gross} incl. {vat}% VAT, what's the net price?",
        f"For my invoice I need the amount before VAT. Total paid was {gross}, VAT rate {vat}%. "
        "What is the amount before VAT?",
    )
    return _out(task, Fraction(net), f"{gross_cents / 100} / (1 + {vat} / 100)")


def _h33_average(r: random.Random) -> ArithOut7:
    count = r.randint(4, 6)
    numbers = [r.randint(10, 99) for _ in range(count)]
    money, cents = _currency(r), [r.randrange(3000, 15000) for _ in range(count)]
    index = _turn("_h33_average", 3)
    if index == 2:
        task = (
            f"I spent {_listing([money(c) for c in cents])} on groceries the last {count} weeks. "
            "What is my average per week?"
        )
        value = Fraction(sum(cents), 100 * count)
        expression = f"{sum(c / 100 for c in cents)} / {count}"
    else:
        shown = ", ".join(map(str, numbers)) if index == 0 else _listing(list(map(str, numbers)))
        task = ["average of ", "What is the average of these numbers: "][index] + shown
        task += "?" if index else ""
        value = Fraction(sum(numbers), count)
        expression = f"{sum(map(float, numbers))} / {len(numbers)}"
    WORDING[task] = index
    return task, value, expression, _tol(value), {}


_PLACES = {
    0: ("the nearest whole number", "a whole number"),
    1: ("one decimal place", "1 dp"),
    2: ("two decimal places", "2 dp"),
}


def _h33_round(r: random.Random) -> ArithOut7:
    while True:
        number = Decimal(r.randrange(10_000, 1_000_000)) / 1000
        places = r.choice([0, 1, 2])
        step = Decimal(1).scaleb(-places)
        if number.as_tuple().exponent == -3 and (number / step) % 1 != Decimal("0.5"):
            break
    long, short = _PLACES[places]
    task = _say(
        f"round {number} to {long}",
        f"Please, how is {number} rounded to {long}?",
        f"{number} to {short}",
    )
    value = Fraction(number.quantize(step, rounding=ROUND_HALF_UP))
    return task, value, f"round({number}, {places})", None, {}


def _h33_power(r: random.Random) -> ArithOut7:
    base = r.randint(2, 12)
    exponent = r.randint(3, 6) if base <= 9 else r.randint(3, 5)
    task = _say(
        f"{base} to the power of {exponent}",
        f"what is {base}^{exponent}",
        f"How much is {base} power {exponent}?",
    )
    return task, Fraction(base**exponent), f"{float(base)} ** {exponent}", None, {}


def _h33_square_root(r: random.Random) -> ArithOut7:
    root = r.randint(13, 99)
    square = root * root
    task = _say(
        f"square root of {square}",
        f"What is the square root from {square}?",
        f"sqrt {square}?",
    )
    return task, Fraction(root), f"{float(square)} ** 0.5", None, {}


_FRACTION_WORDS = {
    (1, 2): "half",
    (1, 3): "a third",
    (2, 3): "two thirds",
    (1, 4): "a quarter",
    (3, 4): "three quarters",
    (2, 5): "two fifths",
}


def _h33_fraction_of(r: random.Random) -> ArithOut7:
    (num, den), word = r.choice(list(_FRACTION_WORDS.items()))
    amount = den * r.randint(20, 150)
    task = _say(
        f"what is {num}/{den} of {amount}",
        f"How much is {word} of {amount}?",
        f"I have {amount} g of rice and want to use {word} of it. How many grams is that?",
    )
    return _out(task, Fraction(num * amount, den), f"{amount} * {num} / {den}")


_PROPER = sorted({Fraction(n, d) for d in (2, 3, 4, 5, 6, 8) for n in range(1, d)})


def _h33_add_fractions(r: random.Random) -> ArithOut7:
    first, second = r.sample(_PROPER, 2)
    a, b, c, d = first.numerator, first.denominator, second.numerator, second.denominator
    task = _say(
        f"{a}/{b} + {c}/{d} as a decimal",
        f"Please, what is {a}/{b} plus {c}/{d}? I need the answer in decimal.",
    )
    return _out(task, Fraction(a, b) + Fraction(c, d), f"{a} / {b} + {c} / {d}")


def _h33_hourly_pay(r: random.Random) -> ArithOut7:
    money = _currency(r)
    hours = r.choice([Decimal(h) / 2 for h in range(24, 82)])
    rate = r.randrange(1050, 2600, 5)
    pay = money(rate)
    shown = _plain(hours)
    task = _say(
        f"I work {shown} hours at {pay} per hour. How much I earn before tax?",
        f"{shown} hrs at {pay}/hr, total before tax?",
        f"This week I did {shown} hours in the café, they pay {pay} an hour. "
        "What's my pay before tax?",
    )
    return _out(task, Fraction(hours) * Fraction(rate, 100), f"{float(hours)} * {rate / 100}")


def _h33_savings_total(r: random.Random) -> ArithOut7:
    money = _currency(r)
    start, monthly, months = r.randrange(100, 3000, 50), r.randrange(50, 600, 25), r.randint(4, 24)
    have, put = money(start * 100), money(monthly * 100)
    task = _say(
        f"I have {have} saved and I put {put} aside every month. How much will I have after "
        f"{months} months? (no interest)",
        f"saving {put} a month for {months} months, starting from {have}, no interest. total?",
        f"If I save {put} each month, how much I will have after {months} months? "
        f"I start with {have}. No interest.",
    )
    value = Fraction(start + monthly * months)
    return task, value, f"{float(start)} + {monthly} * {months}", None, {}


_SHOPPING = ["bread", "cheese", "coffee", "apples", "a magazine", "batteries", "shampoo", "eggs"]


def _h33_change_from_note(r: random.Random) -> ArithOut7:
    money = _currency(r)
    note = r.choice([20, 50, 100] if money is _money else [10, 20, 50])
    while True:
        prices = [r.randrange(99, 1800) for _ in range(r.randint(2, 3))]
        if sum(prices) <= note * 100 - 100:
            break
    items = r.sample(_SHOPPING, len(prices))
    paid = f"a {money(note * 100)} {'bill' if money is _money else 'note'}"
    task = _say(
        f"I buy things for {_listing([money(p) for p in prices])} and pay with {paid}. "
        "How much change I get?",
        f"paid with {paid} for {' + '.join(money(p) for p in prices)}, change?",
        "At the market I bought "
        + _listing([f"{i} for {money(p)}" for i, p in zip(items, prices, strict=True)])
        + f". I gave {paid}. How much do I get back?",
    )
    value = Fraction(note * 100 - sum(prices), 100)
    return _out(task, value, f"{float(note)} - {sum(p / 100 for p in prices)}")


def _h33_miles_to_km(r: random.Random) -> ArithOut7:
    miles = _fresh("miles-to-km", lambda: Decimal(r.randrange(20, 500)) / 10)
    shown = _plain(miles)
    task = _say(
        f"How many km is {shown} miles? (1 mile = 1.609 km)",
        f"{shown} miles in km, use 1 mile = 1.609 km",
        f"My friend says the run is {shown} miles. I only know kilometres. 1 mile is 1.609 km, "
        "so how many km is it?",
    )
    return _out(task, Fraction(miles) * Fraction("1.609"), f"{float(miles)} * 1.609")


def _h33_kg_to_lb(r: random.Random) -> ArithOut7:
    kg = Decimal(r.randrange(6, 240)) / 2
    shown = _plain(kg)
    task = _say(
        f"convert {shown} kg to lb (1 kg = 2.2046 lb)",
        f"How much is {shown} kilo in pounds (lb)? 1 kg is 2.2046 lb.",
        f"my suitcase is {shown} kg, how many lbs is that? 1 kg = 2.2046 lbs",
    )
    return _out(task, Fraction(kg) * Fraction("2.2046"), f"{float(kg)} * 2.2046")


def _h33_celsius_to_fahrenheit(r: random.Random) -> ArithOut7:
    celsius = r.randint(-5, 40)
    task = _say(
        f"{celsius} °C in Fahrenheit? (F = C × 9/5 + 32)",
        f"What is {celsius} degrees Celsius in Fahrenheit? Use F = C * 1.8 + 32.",
        f"weather app says {celsius}°C, my mom in the US wants fahrenheit. F = C*1.8 + 32, "
        "what is it?",
    )
    return _out(task, Fraction(celsius * 9, 5) + 32, f"{float(celsius)} * 1.8 + 32")


_INGREDIENTS = [("g", "flour"), ("ml", "milk"), ("g", "sugar"), ("g", "butter"), ("g", "rice")]


def _h33_recipe_scale(r: random.Random) -> ArithOut7:
    serves = r.choice([2, 4, 6, 8])
    target = r.choice([n for n in range(2, 13) if n != serves])
    unit, what = r.choice(_INGREDIENTS)
    amount = r.randrange(50, 800, 50)
    task = _say(
        f"Recipe is for {serves} people and needs {amount} {unit} {what}. I cook for {target} "
        f"people, how much {what} I need?",
        f"recipe serves {serves}: {amount} {unit} {what}. for {target} servings?",
        f"I'm making a recipe for {serves} but need it for {target} people. It says {amount} "
        f"{unit} of {what}. How much {what} then, in {unit}?",
    )
    return _out(task, Fraction(amount * target, serves), f"{float(amount)} / {serves} * {target}")


def _duration(minutes: int, *, long: bool) -> str:
    hours, rest = divmod(minutes, 60)
    h = (f"{hours} hour" + ("s" if hours > 1 else "")) if long else f"{hours} h"
    m = f"{rest} minutes" if long else f"{rest} min"
    return " ".join(p for p, n in ((h, hours), (m, rest)) if n)


def _h33_time_sum(r: random.Random) -> ArithOut7:
    parts = [r.randrange(15, 180, 5) for _ in range(3)]
    short = [_duration(p, long=False) for p in parts]
    long = [_duration(p, long=True) for p in parts]
    task = _say(
        f"add {_listing(short)}. total in minutes?",
        f"I have three video calls today: {_listing(long)}. How many minutes is that together?",
        f"How many minutes is {' + '.join(short)}?",
    )
    return task, Fraction(sum(parts)), f"{float(sum(parts[:2]))} + {parts[2]}", None, {}


def _h33_percent_increase(r: random.Random) -> ArithOut7:
    pct = r.choice(["5", "8", "10", "12.5", "15", "20", "25", "30", "40"])
    old = 40 * r.randint(3, 40)
    new = Fraction(old) * (1 + Fraction(pct) / 100)
    assert new.denominator == 1
    money = _currency(r)
    task = _say(
        f"price went from {money(old * 100)} to {money(int(new) * 100)}, what % increase?",
        f"My rent was {money(old * 100)} and now it is {money(int(new) * 100)}. "
        "How many percent is the increase?",
        f"percentage increase from {old} to {int(new)}?",
    )
    return _out(task, Fraction(pct), f"({float(new)} - {old}) / {old} * 100")


def _h33_score_percent(r: random.Random) -> ArithOut7:
    total = r.choice([20, 25, 40, 50, 80])
    score = r.randint(total // 2, total - 1)
    task = _say(
        f"I got {score} out of {total} in the test. What is this in percent?",
        f"{score}/{total} as a percentage",
        f"{score} of {total} questions right, what percent is that?",
    )
    return _out(task, Fraction(score * 100, total), f"{float(score)} / {total} * 100")


ARITHMETIC: list[ArithTemplate] = [f for n, f in list(globals().items()) if n.startswith("_h33_")]

# --------------------------------------------------------------------------- to-do

KEYWORD = {
    "call the dentist": "dentist",
    "pay the electricity bill": "electricity",
    "buy bread": "bread",
    "renew my passport": "passport",
    "email the landlord": "landlord",
    "water the plants": "plants",
    "book a haircut": "haircut",
    "pick up the dry cleaning": "dry cleaning",
    "return the library books": "library",
    "fix the bike light": "bike",
    "send photos to grandma": "grandma",
    "register at the town hall": "town hall",
    "open a bank account": "bank account",
    "get a local sim card": "sim card",
    "cancel the gym trial": "gym",
    "print the train tickets": "train",
    "take out the recycling": "recycling",
    "call the insurance": "insurance",
    "defrost the freezer": "freezer",
    "iron the white shirt": "shirt",
}
TITLES = list(KEYWORD)
"""To-dos a case starts with; each has a keyword no other title holds."""

CONTEXT = {
    "buy stamps": "I have to post some letters to my family back home.",
    "call the plumber": "The kitchen sink is leaking again since yesterday.",
    "check the visa appointment": "My residence permit expires in two months.",
    "clean the guest room": "My parents arrive from abroad next week.",
    "buy cat food": "We are almost out and the shop closes early on Saturday.",
    "charge the power bank": "I have a long train trip tomorrow.",
    "change the bed sheets": "Guests are coming on the weekend.",
    "pay the phone bill": "I got a reminder letter this morning.",
    "write to the school": "My son will miss two days of class next week.",
    "refill the prescription": "I have only three pills left.",
}
NEW = list(CONTEXT)
"""To-dos a case adds (never in its setup), each with a sentence of context."""

RENAMES = {
    "book a haircut": "book a haircut for saturday",
    "call the insurance": "call the car insurance",
    "email the landlord": "email the landlord about the heating",
    "buy bread": "buy rye bread",
    "water the plants": "water the balcony plants",
    "print the train tickets": "print the plane tickets",
    "fix the bike light": "fix the bike brakes",
}

_POSITIONS = ["first", "second", "third", "last"]


def _setup(r: random.Random, low: int, high: int, pool: list[str] | None = None) -> list[str]:
    return r.sample(pool or TITLES, r.randint(low, high))


def _one(r: random.Random, low: int, high: int) -> tuple[list[str], int]:
    setup = _setup(r, low, high)
    return setup, r.randrange(len(setup))


def _position(r: random.Random, family: str, start: int) -> tuple[list[str], int, str]:
    """A setup and a position in it; the family's draws take the positions in turn."""
    setup = _setup(r, 3, 6)
    word = _POSITIONS[(start + _turn(family + "/position", len(_POSITIONS))) % len(_POSITIONS)]
    index = len(setup) - 1 if word == "last" else _POSITIONS.index(word)
    return setup, index, word


def _h33_add_one(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 3)
    new = r.choice(NEW)
    task = _say(
        f"add {new} to my list",
        f"Please put '{new}' on my to-do list.",
        f"new todo: {new}",
    )
    return task, setup, _open([*setup, new]), False, {}


def _h33_add_several(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 3)
    new = r.sample(NEW, r.randint(2, 3))
    bullets = "\n".join(f"- {t}" for t in new)
    task = _say(
        f"add {_listing(new)} to my todo list",
        f"Please add these to my list, in this order:\n{bullets}",
        f"I need to {_listing(new)} this week, put them on my list (each one separate)",
    )
    return task, setup, _open([*setup, *new]), False, {}


def _h33_add_with_context(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 3)
    new = r.choice(NEW)
    context = CONTEXT[new]
    task = _say(
        f"{context} Can you add '{new}' to my to-do list?",
        f'{context} Please put on my list: "{new}".',
        f'{context[0].lower()}{context[1:-1]}, add "{new}" pls',
    )
    return task, setup, _open([*setup, new]), False, {}


def _h33_complete_by_title(r: random.Random) -> TodoOut7:
    setup, index = _one(r, 2, 5)
    title = setup[index]
    task = _say(
        f"I did '{title}', mark it as done",
        f"done: {title}",
        f"Please mark the {KEYWORD[title]} one as completed on my to-do list.",
    )
    return task, setup, _completed(setup, index), False, {}


def _h33_complete_by_number(r: random.Random) -> TodoOut7:
    setup, index = _one(r, 3, 6)
    task = _say(
        f"mark todo number {index + 1} as done",
        f"To-do {index + 1} is finished, please tick it.",
        f"done with #{index + 1}",
    )
    return task, setup, _completed(setup, index), False, {}


def _h33_complete_by_position(r: random.Random) -> TodoOut7:
    setup, index, word = _position(r, "complete-by-position", 3)
    task = _say(
        f"the {word} item on my list is done",
        f"Mark the {word} thing on my to-do list as completed, please.",
        f"finished the {word} one on my list, tick it off",
    )
    return task, setup, _completed(setup, index), False, {}


def _h33_complete_several(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    first, second = sorted(r.sample(range(len(setup)), 2))
    a, b = setup[first], setup[second]
    task = _say(
        f"I finished {a} and {b}, mark both as done",
        f"Please mark '{a}' and '{b}' as done.",
        f"done today: {a}; {b}",
    )
    return task, setup, _completed(setup, first, second), False, {}


def _h33_delete_by_title(r: random.Random) -> TodoOut7:
    setup, index = _one(r, 2, 5)
    title = setup[index]
    task = _say(
        f"remove '{title}' from my list, I don't need it anymore",
        f"delete {title}",
        f'Please take "{title}" off my to-do list, it is not needed now.',
    )
    return task, setup, _deleted(setup, index), False, {}


def _h33_delete_by_number(r: random.Random) -> TodoOut7:
    setup, index = _one(r, 3, 6)
    task = _say(
        f"delete todo number {index + 1}",
        f"Can you remove number {index + 1} from my to-do list?",
        f"remove #{index + 1} from my list",
    )
    return task, setup, _deleted(setup, index), False, {}


def _h33_delete_by_position(r: random.Random) -> TodoOut7:
    setup, index, word = _position(r, "delete-by-position", 1)
    task = _say(
        f"delete the {word} item on my list",
        f"Remove the {word} to-do from my list, please.",
    )
    return task, setup, _deleted(setup, index), False, {}


def _h33_list_all(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    task = _say(
        "what's on my list?",
        "Show me my to-do list please.",
        "what do i still have to do",
    )
    return task, setup, _open(setup), True, {"contains": list(setup)}


def _h33_count(r: random.Random) -> TodoOut7:
    setup = _setup(r, 1, 6)
    task = _say(
        "how many things are on my todo list?",
        "How many tasks I have on my list?",
        "count my to-dos",
    )
    return task, setup, _open(setup), True, {"numeric": len(setup)}


def _h33_is_on_list(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    title = r.choice(setup)
    task = _say(
        f"Is '{title}' on my to-do list?",
        f"do i have {title} on my list? yes or no",
        f"{title} is on my list or not?",
    )
    return task, setup, _open(setup), True, {"contains": ["yes"]}


def _h33_not_on_list(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    title = r.choice(NEW)
    task = _say(
        f"Is '{title}' on my to-do list? Just check, don't change anything.",
        f"do i have {title} on my list? yes or no",
        f"{title} is on my list or not? only check please",
    )
    return task, setup, _open(setup), True, {"not_contains": ["yes"]}


def _h33_clear_list(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 6)
    task = _say(
        "clear my whole to-do list",
        "Delete everything on my list, I want to start fresh.",
        "pls remove all my todos",
    )
    return task, setup, [], False, {}


def _h33_rename(r: random.Random) -> TodoOut7:
    old = r.choice(list(RENAMES))
    new = RENAMES[old]
    # The renamed to-do is the last one, so editing it and re-adding it end the same.
    setup = [*_setup(r, 1, 4, [t for t in TITLES if t != old]), old]
    task = _say(
        f"change '{old}' to '{new}'",
        f"Please rename the to-do '{old}' into '{new}'.",
        f'on my list, "{old}" should be "{new}" now',
    )
    return task, setup, _open([*setup[:-1], new]), False, {}


TODO: list[TodoTemplate] = [
    f for n, f in list(globals().items()) if n.startswith("_h33_") and f not in ARITHMETIC
]


def _check_wordings(path: str) -> None:
    """Each family's draws use at least two wordings; the set has 120 cases."""
    dataset = load_dataset(path)
    assert len(dataset.cases) == 120
    used: defaultdict[str, set[int]] = defaultdict(set)
    values: defaultdict[str, set[tuple[str, ...]]] = defaultdict(set)
    for case in dataset.cases:
        [family] = [t for t in case.tags if t.startswith("tpl-h33-")]
        used[family].add(WORDING[case.rendered_task()])
        if "arithmetic" in case.tags:
            values[family].add(tuple(sorted(re.findall(r"\d+(?:\.\d+)?", case.rendered_task()))))
    assert len(used) == len(ARITHMETIC) + len(TODO), sorted(used)
    thin = [f for f, seen in used.items() if len(seen) < 2]
    repeated = [f for f, seen in values.items() if len(seen) < 3]
    assert not thin and not repeated, (thin, repeated)


def main() -> None:
    """Check the titles (one keyword each, none holding another), write the set, check it."""
    check_titles(TITLES + NEW, r" and |,|\d", fold_case=True)
    for title, keyword in KEYWORD.items():
        word = re.compile(rf"\b{re.escape(keyword)}\b", re.IGNORECASE)
        assert [t for t in TITLES + NEW if word.search(t)] == [title], keyword
    for old, new in RENAMES.items():
        assert old in TITLES and new not in TITLES + NEW, old
    path = write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16))
    _check_wordings(str(path))
    print(path)


if __name__ == "__main__":
    main()
