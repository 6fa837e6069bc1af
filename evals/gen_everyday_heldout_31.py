"""Write the blind set everyday-heldout-31: a new user's first hour with the assistant.

Theme: someone who has just been given an assistant with a calculator and a to-do list tries
it on the plain, common requests most people would actually make: percentages, tips, bill
splits, discounts, sales tax and VAT, averages, rounding, powers and roots, fractions, pay,
savings, change from a note, unit conversions that state their factor, scaled recipes and
time sums; and on the to-do side adding one or several items, completing or deleting by
title, number or position, listing, counting, asking whether an item is there, clearing and
renaming. Voices: a mix of ages and jobs (a teacher, a nurse, a parent, a student, a retiree,
a couple out to dinner), US dollars mostly and some pounds, chatty and polite more than terse,
with a few terse lowercase lines. Each family has two or three wordings, rotated between its
three draws (checked after writing), and states any rate or conversion factor it needs.

Written blind by a helper session on branch h31, before any tuning against it. It read only:
the sections "## The dataset" and "## Side effects" of docs/evals.md;
src/agentschool/evals/cases.py and src/agentschool/evals/checks.py in full; the definitions of
`_money`, `_listing` and `_tol` in evals/gen_everyday_heldout_4.py; the definitions of
`ArithOut7`, `TodoOut7`, `ArithTemplate`, `TodoTemplate`, `_a`, `_completed`, `_deleted`,
`_euros`, `_open`, `_plain`, `_pounds`, `check_titles` and `write_set` in
evals/gen_everyday_heldout_7.py; and the first 30 lines of evals/everyday-heldout-7.yaml. It
did not run the agent or the eval on this set.

Slips (seen beyond that list by accident): a broad grep of gen_everyday_heldout_7.py listed
the def/assignment lines of all its top-level names (its `_h7_...` template names and module
constants, with the one-line values of `_OFF` and `_ON_THE_LIST`); printing `check_titles` and
`write_set` also showed `_check_families` and `main()` there; printing `_money`..`_tol` in
gen_everyday_heldout_4.py also showed `_cents`, `_ordinal` and its first template
(`_h4_percent_of`); `ls evals/` and the subjects of the branch's last three commits.

Families (24 arithmetic, 16 to-do; tags `tpl-h31-...`):
  percent-of: p% of a number
  what-percent: a part of a total (quiz score, fundraising goal) as a percentage
  percent-change: percent increase from an old price or rent to a new one
  tip-amount: the tip alone on a bill
  tip-total: a bill with a tip included
  bill-split: a total split evenly n ways
  split-with-tip: a bill plus a tip, then split evenly
  discount-price: the sale price after p% off
  sales-tax: a price plus a stated sales tax rate
  vat-added: a net price in pounds plus stated VAT (20% or 5%)
  average: the mean of scores, step counts or numbers
  rounding: to two decimals, the nearest whole number or the nearest hundred
  power: squared, cubed, to the power of n
  square-root: the root of a perfect square
  fraction-of: a common fraction of a quantity
  basic-math: a product, a sum of three or a division
  hourly-pay: hours times an hourly rate
  paycheck: a yearly salary over a stated number of paychecks
  savings-total: a balance plus monthly savings, no interest
  change-from-note: change from a $ bill or a £ note
  unit-convert: miles, inches, pounds, gallons, ounces or feet, with the factor stated
  temperature: Celsius to Fahrenheit with the formula stated
  recipe-scale: an ingredient scaled from n servings to m
  time-sum: durations added up in minutes
  add-one: one item added to a short list
  add-several: two or three items added in one request, in order
  first-todo: the first item on an empty list
  complete-by-title: one item marked done by its title
  complete-by-number: one item marked done by its number
  complete-by-position: the first, second, third or last item marked done
  complete-two: two items marked done by title
  delete-by-title: one item removed by its title
  delete-by-number: one item removed by its number
  delete-by-position: the first, second or last item removed
  list-all: what is on the list (nothing may change)
  count: how many items are on the list (nothing may change)
  is-it-there: whether an item is on the list, yes or no (nothing may change)
  clear-all: every item removed
  rename: the last item's title changed
  done-and-whats-left: one item marked done, then what is still open

Run from evals/ (or with it on PYTHONPATH): python gen_everyday_heldout_31.py
"""

from __future__ import annotations

import functools
import random
from collections import Counter
from collections.abc import Callable
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from pathlib import Path
from typing import TypeVar

import yaml
from gen_everyday_heldout_4 import _listing, _money, _tol
from gen_everyday_heldout_7 import (
    ArithOut7,
    ArithTemplate,
    TodoOut7,
    TodoTemplate,
    _a,
    _completed,
    _deleted,
    _open,
    _plain,
    _pounds,
    check_titles,
    write_set,
)

SEED = 20261128_31
NAME = "everyday-heldout-31"

Out = TypeVar("Out", ArithOut7, TodoOut7)
_TURNS: Counter[str] = Counter()
WORDED: dict[str, tuple[str, int]] = {}
"""Task → (family, wording index), to check that each family's draws vary their wording."""
_FAMILY = [""]
"""The template being drawn (its wordings rotate under its name)."""


def _drawn(template: Callable[[random.Random], Out]) -> Callable[[random.Random], Out]:
    @functools.wraps(template)
    def draw(r: random.Random) -> Out:
        _FAMILY[0] = template.__name__
        return template(r)

    return draw


def _templates(returning: str) -> list[Callable[[random.Random], Out]]:
    """This module's `_h31_` templates that return `returning`, in the order written."""
    found = [f for n, f in globals().items() if n.startswith("_h31_")]
    return [_drawn(f) for f in found if f.__annotations__["return"] == returning]


def _turn(count: int, family: str = "") -> int:
    """The next of `count` wordings of the template being drawn, in rotation."""
    family = family or _FAMILY[0]
    index = _TURNS[family] % count
    _TURNS[family] += 1
    return index


def _word(*options: str, at: int | None = None) -> str:
    """One of `options` (the next in rotation unless `at`), remembered for the check."""
    i = _turn(len(options)) if at is None else at
    WORDED[options[i]] = (_FAMILY[0], i)
    return options[i]


def _cents_expr(cents: int) -> str:
    return _plain(Decimal(cents) / 100)


# --------------------------------------------------------------------------- arithmetic


def _h31_percent_of(r: random.Random) -> ArithOut7:
    p = r.choice([5, 8, 12, 15, 18, 20, 25, 35, 40, 60, 75])
    n = r.randrange(12, 500) * 10
    v = Fraction(p * n, 100)
    task = _word(
        f"what's {p}% of {n:,}?",
        f"Hi there! Quick question for my budget spreadsheet: what is {p} percent of {n:,}?",
        f"Could you work out {p}% of {n:,} for me, please?",
    )
    return task, v, f"{p} / 100 * {n}", _tol(v), {}


def _h31_what_percent(r: random.Random) -> ArithOut7:
    while True:
        total = r.choice([40, 48, 50, 60, 75, 80, 120, 125, 150, 200, 250, 400])
        part = r.randint(total // 3, total * 19 // 20)
        v = Fraction(100 * part, total)
        if (v * 100).denominator == 1:
            break
    k = r.choice([10, 25, 50])
    task = _word(
        f"I got {part} out of {total} on my chemistry quiz. What percentage is that?",
        f"what percent of {total} is {part}",
        f"Our PTA has raised {_money(part * k * 100)} of our {_money(total * k * 100)} goal "
        "for the class trip so far. What percent of the goal is that?",
    )
    return task, v, f"{part} / {total} * 100", _tol(v), {}


def _h31_percent_change(r: random.Random) -> ArithOut7:
    i = _turn(3)
    while True:
        pct = Fraction(r.choice([2, 3, 4, 5, 6, 8, 10, 12, 15, 25])) / (2 if i == 2 else 1)
        old = [r.randrange(36, 96) * 2500, r.randrange(289, 459), r.randrange(40, 400) * 100][i]
        new = old * (1 + pct / 100)
        if new.denominator == 1:
            break
    new_cents = int(new)
    task = _word(
        f"My landlord just raised my rent from {_money(old)} to {_money(new_cents)} a "
        "month. What percent increase is that?",
        f"gas went from {_money(old)} to {_money(new_cents)} a gallon since last month, "
        "by what percent did it go up?",
        f"Could you tell me the percent increase from {old // 100:,} to {_cents_expr(new_cents)}?",
        at=i,
    )
    expr = f"({_cents_expr(new_cents)} - {_cents_expr(old)}) / {_cents_expr(old)} * 100"
    return task, pct, expr, _tol(pct), {}


def _h31_tip_amount(r: random.Random) -> ArithOut7:
    bill, p = r.randint(2400, 18000), r.choice([15, 18, 20, 22, 25])
    v = Fraction(bill * p, 10000)
    task = _word(
        f"What's {_a(p)}% tip on {_money(bill)}?",
        f"we just finished lunch and the check is {_money(bill)}. how much is {p} percent "
        "for the tip?",
        f"I'd like to leave {p}% on a {_money(bill)} haircut. How much is the tip?",
    )
    return task, v, f"{_cents_expr(bill)} * {p} / 100", _tol(v), {}


def _h31_tip_total(r: random.Random) -> ArithOut7:
    bill, p = r.randint(2400, 18000), r.choice([15, 18, 20, 22, 25])
    v = Fraction(bill * (100 + p), 10000)
    task = _word(
        f"Dinner came to {_money(bill)} and I'd like to leave {_a(p)}% tip. What's the "
        "total with the tip included?",
        f"{_money(bill)} bill plus {p}% tip, total?",
        f"My husband and I are out for our anniversary and the bill is {_money(bill)}. If "
        f"we tip {p}%, what will we pay altogether?",
    )
    return task, v, f"{_cents_expr(bill)} * (1 + {p} / 100)", _tol(v), {}


def _h31_bill_split(r: random.Random) -> ArithOut7:
    total, n = r.randint(6000, 40000), r.randint(2, 8)
    v = Fraction(total, 100 * n)
    task = _word(
        f"We're doing a group dinner tonight. The bill is {_money(total)} for {n} of us "
        "and we're splitting it evenly. How much does each person pay?",
        f"split {_money(total)} {n} ways",
        f"Our cabin rental costs {_money(total)} for the weekend and {n} families are "
        "sharing it equally. What's each family's share?",
    )
    return task, v, f"{_cents_expr(total)} / {n}", _tol(v), {}


def _h31_split_with_tip(r: random.Random) -> ArithOut7:
    bill, p, n = r.randint(5000, 30000), r.choice([15, 18, 20, 25]), r.randint(2, 6)
    v = Fraction(bill * (100 + p), 10000 * n)
    task = _word(
        f"The team lunch came to {_money(bill)}. We want to add {_a(p)}% tip and then "
        f"split the total evenly among {n} people. How much is each share?",
        f"{_money(bill)} + {p}% tip, split evenly {n} ways. what does each of us owe?",
    )
    return task, v, f"{_cents_expr(bill)} * (1 + {p} / 100) / {n}", _tol(v), {}


def _h31_discount_price(r: random.Random) -> ArithOut7:
    price = r.randrange(20, 250) * 100 - r.choice([0, 1, 5])
    p = r.choice([10, 15, 20, 25, 30, 40, 50])
    v = Fraction(price * (100 - p), 10000)
    task = _word(
        f"The jacket I want is {_money(price)} and it's {p}% off this weekend. What's the "
        "sale price?",
        f"{p}% off {_money(price)}, what's the new price",
        f"I'm a teacher and the bookstore gives us {p}% off. A set of books is "
        f"{_money(price)}. What would I pay after the discount?",
    )
    return task, v, f"{_cents_expr(price)} * (1 - {p} / 100)", _tol(v), {}


def _h31_sales_tax(r: random.Random) -> ArithOut7:
    price = r.randint(1500, 30000)
    t = Decimal(r.choice(["4", "6", "6.25", "7", "7.25", "8.25", "8.875", "9.5"]))
    v = Fraction(price, 100) * (1 + Fraction(t) / 100)
    task = _word(
        f"I'm buying a blender for {_money(price)}. With {t}% sales tax, what's the total?",
        f"{_money(price)} plus {t}% sales tax?",
        f"How much will I actually pay for a {_money(price)} pair of sneakers if sales tax "
        f"here is {t}%?",
    )
    return task, v, f"{_cents_expr(price)} * (1 + {t} / 100)", _tol(v), {}


def _h31_vat_added(r: random.Random) -> ArithOut7:
    i = _turn(3)
    net = r.randint(4000, 90000) if i != 2 else r.randint(6000, 40000)
    rate = 5 if i == 2 else 20
    v = Fraction(net * (100 + rate), 10000)
    task = _word(
        f"The plumber's quote is {_pounds(net)} plus VAT at 20%. What's the total I'll pay?",
        f"what's {_pounds(net)} + 20% VAT",
        f"Our energy bill is {_pounds(net)} before VAT, and VAT on home energy is 5%. "
        "What's the bill including VAT?",
        at=i,
    )
    return task, v, f"{_cents_expr(net)} * (1 + {rate} / 100)", _tol(v), {}


def _h31_average(r: random.Random) -> ArithOut7:
    i = _turn(3)
    k = r.randint(4, 6)
    low, high = [(62, 100), (3, 250), (3500, 15000)][i]
    values = [r.randint(low, high) for _ in range(k)]
    shown = [f"{x:,}" for x in values]
    v = Fraction(sum(values), k)
    task = _word(
        f"My quiz scores this term were {_listing(shown)}. What's my average?",
        f"average of {', '.join(shown)}",
        f"I've been tracking my steps! These are my counts for the last {k} days: "
        f"{_listing(shown)}. What's my average per day?",
        at=i,
    )
    return task, v, f"({' + '.join(map(str, values))}) / {k}", _tol(v), {}


def _h31_rounding(r: random.Random) -> ArithOut7:
    i = _turn(3)
    while True:
        if i == 0:
            x = Decimal(r.randint(100000, 9999999)) / 10000
            tie = int(x * 10000) % 100 == 50
            v = x.quantize(Decimal("0.01"), ROUND_HALF_UP)
            expr = f"({x} * 100 + 0.5) // 1 / 100"
        elif i == 1:
            x = Decimal(r.randint(10000, 999999)) / 1000
            tie = int(x * 1000) % 1000 == 500
            v = x.quantize(Decimal("1"), ROUND_HALF_UP)
            expr = f"({x} + 0.5) // 1"
        else:
            x = Decimal(r.randint(1000, 99999))
            tie = int(x) % 100 == 50
            v = (x / 100).quantize(Decimal("1"), ROUND_HALF_UP) * 100
            expr = f"({x} + 50) // 100 * 100"
        full = [int(x * 10000) % 10, int(x * 1000) % 10, 1][i]
        if not tie and full:
            break
    shown = f"{x:,}"
    task = _word(
        f"I'm filling in a form that only takes two decimals. Could you round {shown} to "
        "two decimal places?",
        f"what's {shown} rounded to the nearest whole number",
        f"Please round {shown} to the nearest hundred.",
        at=i,
    )
    return task, Fraction(v), expr, 0.001, {}


def _h31_power(r: random.Random) -> ArithOut7:
    i = _turn(3)
    b, e = [(r.randint(11, 45), 2), (r.randint(3, 15), 3), (r.randint(2, 6), r.randint(4, 8))][i]
    task = _word(
        f"what's {b} squared?",
        f"Could you tell me what {b} cubed is? My grandson asked and I've forgotten how.",
        f"What is {b} to the power of {e}?",
        at=i,
    )
    return task, Fraction(b**e), f"{b} ** {e}", None, {}


def _h31_square_root(r: random.Random) -> ArithOut7:
    n = r.randint(12, 99)
    sq = n * n
    task = _word(
        f"What's the square root of {sq:,}?",
        f"sqrt of {sq:,}",
        f"My son's homework asks for the square root of {sq:,}. What is it?",
    )
    return task, Fraction(n), f"{sq} ** 0.5", None, {}


_FRACTIONS = "1/2 half, 1/3 a third, 2/3 two thirds, 1/4 a quarter, 3/4 three quarters, 2/5 "
_FRACTIONS += "two fifths, 3/8 three eighths"


def _h31_fraction_of(r: random.Random) -> ArithOut7:
    fraction, words = r.choice(_FRACTIONS.split(", ")).split(" ", 1)
    a, b = map(int, fraction.split("/"))
    n = b * r.randint(5, 60)
    v = Fraction(a * n, b)
    task = _word(
        f"What's {words} of {n}?",
        f"{a}/{b} of {n:,}",
        f"I need {a}/{b} of a {n} g bag of flour for this recipe. How many grams is that?",
    )
    return task, v, f"{a} / {b} * {n}", _tol(v), {}


def _h31_basic_math(r: random.Random) -> ArithOut7:
    i = _turn(3)
    if i == 0:
        a, b = r.randint(12, 99), r.randint(12, 99)
        v, expr = Fraction(a * b), f"{a} * {b}"
        task = f"what's {a} times {b}?"
    elif i == 1:
        xs = [r.randint(100, 9999), r.randint(100, 999), r.randint(10, 99)]
        v, expr = Fraction(sum(xs)), " + ".join(map(str, xs))
        task = f"Can you add these up for me? {xs[0]:,} + {xs[1]:,} + {xs[2]:,}"
    else:
        while True:
            b, a = r.choice([4, 8, 16, 20, 25, 40]), r.randint(1000, 20000)
            v = Fraction(a, b)
            if (v * 100).denominator == 1:
                break
        expr = f"{a} / {b}"
        task = f"Hello! What is {a:,} divided by {b}?"
    WORDED[task] = (_FAMILY[0], i)
    return task, v, expr, _tol(v), {}


def _h31_hourly_pay(r: random.Random) -> ArithOut7:
    rate = r.choice([1500, 1575, 1650, 1725, 1800, 1850, 1925, 2200, 2475])
    hours = Decimal(r.randint(16, 180)) / 4
    v = Fraction(rate, 100) * Fraction(hours)
    h = _plain(hours)
    task = _word(
        f"I worked {h} hours this week at {_money(rate)} an hour. What's my pay before taxes?",
        f"babysat {h} hrs at {_money(rate)}/hr, how much do they owe me",
        f"I'm a nurse picking up extra shifts: {h} hours at {_money(rate)} per hour. How "
        "much will that earn me before tax?",
    )
    return task, v, f"{h} * {_cents_expr(rate)}", _tol(v), {}


def _h31_paycheck(r: random.Random) -> ArithOut7:
    i = _turn(3)
    salary = r.randrange(380, 1200) * 10000
    periods = [26, 12, 24][i]
    v = Fraction(salary, 100 * periods)
    task = _word(
        f"My new job pays {_money(salary)} a year and I'm paid every two weeks, so 26 "
        "paychecks a year. How much is each paycheck before taxes?",
        f"I've been offered {_pounds(salary)} a year, paid monthly. What's that per month "
        "before tax?",
        f"salary {_money(salary)}/yr, paid twice a month (24 paychecks a year). how much "
        "per paycheck before taxes?",
        at=i,
    )
    return task, v, f"{salary // 100} / {periods}", _tol(v), {}


def _h31_savings_total(r: random.Random) -> ArithOut7:
    start, monthly, months = r.randrange(2, 60) * 50, r.randrange(2, 30) * 25, r.randint(4, 24)
    v = Fraction(start + monthly * months)
    s, m = _money(start * 100), _money(monthly * 100)
    task = _word(
        f"I have {s} in savings and I'm adding {m} every month. How much will I have "
        f"after {months} months? Ignore interest.",
        f"saving {m} a month for {months} months, starting from {s}. total? (no interest)",
        f"We're saving for a vacation. We've got {s} so far and can put away {m} a month. "
        f"Not counting interest, how much will we have in {months} months?",
    )
    return task, v, f"{start} + {monthly} * {months}", _tol(v), {}


def _h31_change_from_note(r: random.Random) -> ArithOut7:
    i = _turn(3)
    note = r.choice([20, 50, 100]) if i != 1 else r.choice([10, 20, 50])
    price = r.randint(note * 30, note * 100 - 1)
    v = Fraction(note * 100 - price, 100)
    task = _word(
        f"My groceries came to {_money(price)} and I paid with a ${note} bill. How much "
        "change should I get?",
        f"paid for {_pounds(price)} of shopping with a £{note} note, how much change?",
        f"The total at the pharmacy was {_money(price)}. If I hand over a ${note} bill, "
        "what's my change?",
        at=i,
    )
    return task, v, f"{note} - {_cents_expr(price)}", _tol(v), {}


_UNITS = [
    ("miles", "kilometers", "1 mile = 1.609 km", "1.609", ["3.1", "6.2", "13.1", "26.2", "45"]),
    ("inches", "centimeters", "1 inch = 2.54 cm", "2.54", ["6", "14", "32", "55", "65"]),
    ("pounds", "kilograms", "1 lb = 0.4536 kg", "0.4536", ["8", "25", "150", "185", "210"]),
    ("gallons", "liters", "1 gallon = 3.785 liters", "3.785", ["2", "5", "12", "15", "20"]),
    ("ounces", "grams", "1 oz = 28.35 g", "28.35", ["4", "6", "12", "16", "24"]),
    ("feet", "meters", "1 foot = 0.3048 m", "0.3048", ["6", "10", "25", "120", "300"]),
]


def _h31_unit_convert(r: random.Random) -> ArithOut7:
    src, dst, fact, factor, quantities = r.choice(_UNITS)
    q = r.choice(quantities)
    v = Fraction(Decimal(q)) * Fraction(Decimal(factor))
    task = _word(
        f"How many {dst} is {q} {src}? Use {fact}.",
        f"convert {q} {src} to {dst} ({fact}), 2 decimal places please",
        f"I'm trying to explain this to a friend overseas: {q} {src} is how many {dst}, if {fact}?",
    )
    return task, v, f"{q} * {factor}", _tol(v), {}


def _h31_temperature(r: random.Random) -> ArithOut7:
    i = _turn(3)
    c = r.randrange(32, 47) * 5 if i == 0 else r.randrange(-2, 8) * 5
    v = Fraction(c * 9, 5) + 32
    task = _word(
        f"My recipe says to bake at {c}°C but my oven is in Fahrenheit. Using F = C × 9/5 "
        "+ 32, what should I set it to?",
        f"{c} C in F? (F = C*9/5 + 32)",
        f"It's supposed to be {c}°C where we're going on vacation. What's that in "
        "Fahrenheit? (F = C × 9/5 + 32)",
        at=i,
    )
    return task, v, f"{c} * 9 / 5 + 32", _tol(v), {}


_INGREDIENTS = [
    ("flour", "cups", ["1.5", "2", "2.5", "3"]),
    ("butter", "grams", ["100", "125", "200", "250"]),
    ("sugar", "cups", ["0.75", "1", "1.5"]),
    ("milk", "ml", ["250", "300", "400"]),
    ("rice", "cups", ["1.5", "2", "3"]),
    ("chicken broth", "cups", ["4", "6"]),
]


def _h31_recipe_scale(r: random.Random) -> ArithOut7:
    while True:
        ingredient, unit, amounts = r.choice(_INGREDIENTS)
        q = r.choice(amounts)
        n, m = r.choice([2, 4, 6, 8]), r.choice([3, 5, 6, 9, 10, 12, 16])
        v = Fraction(Decimal(q)) * m / n
        if n != m and (v * 100).denominator == 1:
            break
    task = _word(
        f"This recipe serves {n} and uses {q} {unit} of {ingredient}. How much "
        f"{ingredient} do I need for {m} servings?",
        f"I'm cooking for {m} tonight! The recipe is for {n} people and needs {q} {unit} "
        f"of {ingredient}. How many {unit} of {ingredient} should I use?",
        f"scale a recipe: {q} {unit} {ingredient} serves {n}, how much for {m}?",
    )
    return task, v, f"{q} * {m} / {n}", _tol(v), {}


def _duration(minutes: int) -> str:
    hours, rest = divmod(minutes, 60)
    parts = [f"{hours} hour{'s' * (hours > 1)}"] * bool(hours) + [f"{rest} minutes"] * bool(rest)
    return " ".join(parts)


def _h31_time_sum(r: random.Random) -> ArithOut7:
    k = r.randint(3, 4)
    minutes = [r.randrange(3, 30) * 5 for _ in range(k)]
    shown = [_duration(m) for m in minutes]
    task = _word(
        f"I've got {k} meetings today: {_listing(shown)}. How many minutes is that altogether?",
        f"add up these times in minutes: {'; '.join(shown)}",
        f"My daughter practiced piano for {_listing(shown)} this week. How many minutes "
        "did she practice in total?",
    )
    return task, Fraction(sum(minutes)), " + ".join(map(str, minutes)), None, {}


# --------------------------------------------------------------------------- to-do

TITLES = (
    "renew passport; call the plumber; book dentist appointment; pick up dry cleaning; email "
    "the landlord; grade history quizzes; order printer ink; water the tomatoes; schedule oil "
    "change; return library books; pay electric bill; buy birthday card for Mom; refill "
    "prescription; clean out the garage; submit timesheet; RSVP to the wedding; walk the dog; "
    "defrost the freezer; cancel gym membership; fix squeaky door; take out recycling; update "
    "resume; back up laptop; mail rent check; vacuum the car; sign permission slip; text "
    "Grandma; book flights to Denver; call the bank; change air filter; order contact lenses; "
    "file expense report; sweep the porch; renew car registration; buy stamps; clean fish tank; "
    "make vet appointment"
).split("; ")

RENAMES = {
    "call the plumber": "call the plumber about the leak",
    "buy birthday card for Mom": "buy birthday card for Dad",
    "renew passport": "renew passport before June",
    "email the landlord": "email the landlord about the heater",
    "return library books": "return library books by Saturday",
    "order printer ink": "order black printer ink",
}

POSITIONS = {"first": 0, "second": 1, "third": 2, "last": -1}


def _setup(r: random.Random, low: int, high: int, avoid: tuple[str, ...] = ()) -> list[str]:
    pool = [t for t in TITLES if t not in avoid]
    return r.sample(pool, r.randint(low, high))


def _fresh(r: random.Random, setup: list[str], count: int) -> list[str]:
    return r.sample([t for t in TITLES if t not in setup], count)


def _one(r: random.Random, base: int = 0) -> tuple[list[str], int, str]:
    """A list of three to six to-dos, and the index (from `base`) and title of one of them."""
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    return setup, i + base, setup[i]


def _h31_add_one(r: random.Random) -> TodoOut7:
    setup = _setup(r, 1, 4)
    (t,) = _fresh(r, setup, 1)
    task = _word(
        f'Please add "{t}" to my to-do list.',
        f'can you put "{t}" on my list',
        f'Oh, before I forget, add a to-do: "{t}". Thanks!',
    )
    return task, setup, _open([*setup, t]), False, {}


def _h31_add_several(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 3)
    new = _fresh(r, setup, r.randint(2, 3))
    quoted = [f'"{t}"' for t in new]
    task = _word(
        f"Add these to my to-do list, please: {_listing(quoted)}.",
        f"new to-dos: {', '.join(quoted)}",
        "It's my day off tomorrow and I have errands to remember. Could you add "
        f"{_listing(quoted)} to my list, in that order?",
    )
    return task, setup, _open([*setup, *new]), False, {}


def _h31_first_todo(r: random.Random) -> TodoOut7:
    (t,) = _fresh(r, [], 1)
    task = _word(
        f'Hi! I just started using this. Can you make my first to-do "{t}"?',
        f"I'm new here, so let's start my to-do list with \"{t}\".",
        f'Start a to-do list for me with one item: "{t}".',
    )
    return task, [], _open([t]), False, {}


def _h31_complete_by_title(r: random.Random) -> TodoOut7:
    setup, i, t = _one(r)
    task = _word(
        f'Mark "{t}" as done.',
        f'I just finished "{t}". Can you check it off my list?',
        f'"{t}" is done! cross it off please',
    )
    return task, setup, _completed(setup, i), False, {}


def _h31_complete_by_number(r: random.Random) -> TodoOut7:
    setup, n, _ = _one(r, 1)
    task = _word(
        f"mark number {n} as done",
        f"Item {n} on my to-do list is finished, please check it off.",
        f"Can you mark to-do #{n} as complete?",
    )
    return task, setup, _completed(setup, n - 1), False, {}


def _h31_complete_by_position(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    pos = r.choice(list(POSITIONS))
    i = POSITIONS[pos] % len(setup)
    task = _word(
        f"Please mark the {pos} item on my to-do list as done.",
        f"i finished the {pos} thing on my to-do list, can you check it off for me?",
    )
    return task, setup, _completed(setup, i), False, {}


def _h31_complete_two(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i, j = r.sample(range(len(setup)), 2)
    a, b = setup[i], setup[j]
    task = _word(
        f'I did "{a}" and "{b}" today. Please mark both as done!',
        f'check off "{a}" and "{b}"',
    )
    return task, setup, _completed(setup, i, j), False, {}


def _h31_delete_by_title(r: random.Random) -> TodoOut7:
    setup, i, t = _one(r)
    task = _word(
        f'Please remove "{t}" from my to-do list, I don\'t need it anymore.',
        f'delete "{t}" from my list',
        f'Turns out my sister is handling "{t}". Could you take it off my list?',
    )
    return task, setup, _deleted(setup, i), False, {}


def _h31_delete_by_number(r: random.Random) -> TodoOut7:
    setup, n, _ = _one(r, 1)
    task = _word(
        f"delete item {n} from my to-do list",
        f"Could you please get rid of to-do number {n}? It's not needed anymore.",
    )
    return task, setup, _deleted(setup, n - 1), False, {}


def _h31_delete_by_position(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    pos = r.choice(["first", "second", "last"])
    i = POSITIONS[pos] % len(setup)
    task = _word(
        f"Remove the {pos} item on my to-do list, please.",
        f"take the {pos} thing off my to-do list",
    )
    return task, setup, _deleted(setup, i), False, {}


def _h31_list_all(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 6)
    task = _word(
        "What's on my to-do list?",
        "can you show me my list",
        "Good morning! Could you read me everything on my to-do list today?",
    )
    return task, setup, _open(setup), True, {"contains": setup}


def _h31_count(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 7)
    task = _word(
        "How many things are on my to-do list right now?",
        "how many to-dos do i have",
        "Just curious, how many items are on my list at the moment?",
    )
    return task, setup, _open(setup), True, {"contains": [str(len(setup))]}


def _h31_is_it_there(r: random.Random) -> TodoOut7:
    there = _turn(2, "is-it-there:answer") == 0
    setup = _setup(r, 3, 6)
    t = r.choice(setup) if there else _fresh(r, setup, 1)[0]
    task = _word(
        f'Is "{t}" on my to-do list?',
        f'quick yes or no: do I already have "{t}" on my list?',
        f'Did I already add "{t}" to my to-dos?',
    )
    extra = {"contains": ["yes"]} if there else {"contains": ["no"], "not_contains": ["yes"]}
    return task, setup, _open(setup), True, extra


def _h31_clear_all(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 6)
    task = _word(
        "Clear my whole to-do list, I'm starting fresh.",
        "delete everything on my list",
        "Can you remove all my to-dos? The semester is over and I want a clean slate.",
    )
    return task, setup, [], False, {}


def _h31_rename(r: random.Random) -> TodoOut7:
    old = r.choice(list(RENAMES))
    setup = [*_setup(r, 1, 4, avoid=(old,)), old]
    new = RENAMES[old]
    task = _word(
        f'On my to-do list, change "{old}" to "{new}".',
        f'rename "{old}" to "{new}" please',
        f'Small fix: the to-do "{old}" should say "{new}" instead. Can you update it?',
    )
    return task, setup, _open([*setup[:-1], new]), False, {}


def _h31_done_and_whats_left(r: random.Random) -> TodoOut7:
    setup, i, t = _one(r)
    left = [x for k, x in enumerate(setup) if k != i]
    task = _word(
        f'I finished "{t}". Mark it done and tell me what\'s left.',
        f'"{t}" is done, check it off. what else is still on my list?',
    )
    return task, setup, _completed(setup, i), False, {"contains": left}


ARITHMETIC: list[ArithTemplate] = _templates("ArithOut7")
TODO: list[TodoTemplate] = _templates("TodoOut7")

HEADER = """\
# {name}: a new user's first hour with a calculator and a to-do list, held out.
# Written blind by evals/gen_everyday_heldout_31.py (seed {seed}), before any tuning against
# it, by a helper session (branch h31) that read only the dataset format, the checks and a few
# helpers of sets 4 and 7 (see the generator's docstring). {families} template families
# ({arith} arithmetic, {todo} to-do), two or three wordings each, {draws} seeded draws.
# Expected numbers are computed with exact fractions and checked against an independent float
# expression. Do not tune against it: regenerate, do not edit.
"""


def _check_wordings(path: str) -> None:
    """Every family's draws use at least two of its wordings."""
    data = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    used: dict[str, set[int]] = {}
    for case in data["cases"]:
        family, index = WORDED[case["task"]]
        used.setdefault(family, set()).add(index)
    assert len(used) == 40, sorted(used)
    assert all(len(indexes) >= 2 for indexes in used.values()), used


def main() -> None:
    """Write the set after checking that a title named in a task picks out one to-do."""
    check_titles(TITLES, r" and |,|\d|\"", fold_case=True)
    for old, new in RENAMES.items():
        assert old in TITLES and new not in TITLES
        assert not any(t.lower() in new.lower() for t in TITLES if t != old), new
        assert not any(new.lower() in t.lower() for t in TITLES), new
    path = write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16))
    _check_wordings(str(path))
    print(path)


if __name__ == "__main__":
    main()
