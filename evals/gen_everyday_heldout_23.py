"""Write the everyday held-out set 23: calculator and to-do requests, blind.

Written on 2026-11-27 by a blind helper session (branch h23), before any tuning against it.
Read: `docs/evals.md` ("The dataset", "Side effects"), `src/agentschool/evals/cases.py` and
`checks.py`, the imported helpers of `gen_everyday_heldout_4.py` and `_7.py` (money formats, `_a`,
`_tol`, `_listing`, `_plain`, types, `_open/_completed/_deleted`, `check_titles`, `write_set` and
the case, draw and header code beside it), the first case of `everyday-heldout-7.yaml`. Slips: a
`grep` of `def` lines in those generators printed their template names (not bodies); the helper
ranges showed neighbouring helpers (`_cents`, `_ordinal`, `_said`, `_typed`, `_frac`, `_pick`,
`_adding`, `_one_of`, set 7's `main`); the YAML's first lines showed the start of a second case;
a `grep` of the headings of `docs/evals.md` showed its other sections' titles. Nothing else was
read (no planner, tools, rules, tests, other sets, history), and the agent never ran.

Theme: adults in their first week with a new assistant app, asking the sums and to-do changes
most people ask; each family's draws are typed by different people (terse, chatty, polite,
lowercase), in dollars, pounds and euros. Rates, factors and formulas are given in the task.

Arithmetic families (24):
- percent-of: a percentage of a plain number.
- sale-price-after-discount: a price after a percentage off.
- tip-on-a-bill: the tip alone, at a given percentage of a bill.
- tip-then-split: bill plus a tip, shared evenly, per person.
- total-with-sales-tax: a price plus a given sales-tax rate.
- price-without-vat: the net price inside a total that includes a given VAT rate.
- unit-price: the price of one item (or one kg) of a pack.
- average-of-a-list: the mean of four or five numbers.
- distance-with-given-factor: miles and km with 1 mile = 1.609 km, to two places (exactly).
- currency-at-given-rate: an amount converted at a stated exchange rate, no fees.
- pay-for-hours-worked: several shifts' hours times an hourly rate.
- pay-with-overtime: base hours at a rate, the rest at a stated 1.5 times.
- simple-interest: the interest alone, at a yearly rate over some years.
- compound-interest-balance: the balance with yearly compounding.
- round-to-decimal-places: a decimal rounded to one to three places (judged exactly).
- square-root: of a perfect square, or of another number to two places (judged exactly).
- whole-number-power: a whole number raised to a small power.
- fraction-of-an-amount: a fraction (in figures or words) of an amount.
- two-fractions-as-a-decimal: the sum or difference of two fractions, as a decimal.
- chain-of-steps: two or three operations in a row, spelled out, typed or as a balance story.
- percent-change: the percentage rise or fall between two values.
- score-as-percent: a score out of a total, as a percentage.
- fuel-cost-of-a-drive: distance, consumption and fuel price to a cost.
- temperature-with-given-formula: Celsius and Fahrenheit with the formula stated.

To-do families (16):
- add-one: one new chore added.
- add-two: two chores in one request.
- add-three: three chores, inline or as a bulleted list.
- add-if-missing: added only if absent (present in about half the draws: list unchanged).
- complete-by-title: one chore completed, named by its title or a keyword.
- complete-by-number: one chore completed, named by its number or position.
- complete-two-by-title: two chores completed.
- delete-by-title: one chore deleted, named by its title or a keyword.
- delete-by-number: one chore deleted, named by its number or position.
- tick-off-then-clear: two chores completed, then the completed ones cleared.
- delete-everything: the whole list emptied.
- complete-everything: every chore marked done.
- swap-one-for-another: the last chore replaced by a new one.
- list-everything: a question; the answer shows every title, nothing changes.
- count-the-list: a question; the answer gives the count, nothing changes.
- done-one-how-many-left: one chore completed, and the count of open ones given.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from typing import Any

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

SEED = 20261128_23
NAME = "everyday-heldout-23"

HEADER = """\
# {name}: everyday calculator and to-do requests, held out. Written blind on 2026-11-27 by
# evals/gen_everyday_heldout_23.py (seed {seed}), branch h23, reading no planner, tools, rules,
# tests or other sets. {families} families ({arith} arithmetic, {todo} to-do), {draws} seeded
# draws each; answers exact, checked against float. Regenerate, do not edit.
"""

MONEY = [_money, _pounds, _euros]
ORDINAL = dict(enumerate("first second third fourth fifth sixth seventh eighth".split(), 1))
_TURNS: dict[str, list[int]] = {}


def _turn(r: random.Random, family: str, styles: int) -> int:
    """The next way of asking in a family: its draws take the people who ask in a shuffled turn."""
    order = _TURNS.setdefault(family, [])
    if not order:
        order.extend(r.sample(range(styles), styles))
    return order.pop(0)


def _dec(value: Fraction) -> str:
    """A terminating fraction typed as a decimal."""
    text = _plain(Decimal(value.numerator) / Decimal(value.denominator))
    assert Fraction(text) == value, value
    return text


def _price(r: random.Random, low: int, high: int) -> int:
    """A shop price in cents, whole units from low to high with a usual ending."""
    return r.randrange(low, high) * 100 + r.choice([0, 0, 49, 50, 95, 99])


def _money_out(task: str, value: Fraction, check: str) -> ArithOut7:
    return task, value, check, 0.01, {}


def _out(task: str, value: Fraction, check: str) -> ArithOut7:
    return task, value, check, _tol(value), {}


def _h23_percent_of(r: random.Random) -> ArithOut7:
    p = r.choice(["5", "8", "12", "15", "18", "22", "35", "45", "65", "12.5", "2.5"])
    n = r.randrange(40, 2000)
    task = [
        f"what's {p}% of {n}",
        f"quick q - what is {p} percent of {n}?",
        f"Hi! Could you work out {p}% of {n} for me, please?",
        f"need {p}% of {n} for a form im filling in",
    ][_turn(r, "percent_of", 4)]
    return _out(task, Fraction(p) * n / 100, f"{n} * {p} / 100")


def _h23_sale_price_after_discount(r: random.Random) -> ArithOut7:
    item = r.choice(["a winter coat", "a desk lamp", "a blender", "a suitcase", "a rug"])
    cents, p, cur = _price(r, 15, 400), r.choice([10, 15, 20, 25, 30, 40, 60]), r.choice(MONEY)
    price = cur(cents)
    task = [
        f"{item} is {price} but there's {p}% off this week. what would i actually pay?",
        f"How much is something that costs {price} after {_a(p)}% discount?",
        f"{p} percent off {price} whats the final price",
        f"The sign says {p}% off everything. If {item} is normally {price}, what's the sale price?",
    ][_turn(r, "sale", 4)]
    return _money_out(task, Fraction(cents, 100) * (100 - p) / 100, f"{cents}/100*(1-{p}/100)")


def _h23_tip_on_a_bill(r: random.Random) -> ArithOut7:
    cents, p, cur = r.randrange(1800, 26000), r.choice([10, 12, 15, 18, 20, 22]), r.choice(MONEY)
    bill = cur(cents)
    task = [
        f"our dinner bill came to {bill}. how much is {_a(p)}% tip on that?",
        f"tip amount for {bill} at {p}%",
        f"Hello, what would {_a(p)} percent tip be on a bill of {bill}? Just the tip, please.",
        f"lunch was {bill} and i want to leave {p}% as a tip, how much is the tip",
    ][_turn(r, "tip", 4)]
    return _money_out(task, Fraction(cents * p, 10000), f"{cents}/100*{p}/100")


def _h23_tip_then_split(r: random.Random) -> ArithOut7:
    cents, p, n = r.randrange(4000, 40000), r.choice([10, 15, 18, 20]), r.randint(2, 8)
    bill = r.choice(MONEY)(cents)
    task = [
        f"dinner was {bill} for {n} of us. add {_a(p)}% tip and split it evenly, "
        "how much does each person pay?",
        f"{bill} bill + {p}% tip, split {n} ways. how much per person?",
        f"Could you help me split a restaurant bill? It's {bill} before the tip, we're "
        f"tipping {p}%, and there are {n} of us. What does each person owe?",
        f"bill {bill}, {p} percent tip on top, divided between {n} people. whats each share",
    ][_turn(r, "split", 4)]
    value = Fraction(cents, 100) * (100 + p) / 100 / n
    return _money_out(task, value, f"{cents}*(1+{p}/100)/100/{n}")


def _h23_total_with_sales_tax(r: random.Random) -> ArithOut7:
    rate = r.choice(["6", "7", "7.25", "8.875", "9.5", "4.5", "6.35"])
    cents = _price(r, 8, 900)
    price = _money(cents)
    item = r.choice(["a new vacuum", "a pair of boots", "a printer", "a bike helmet"])
    task = [
        f"what's the total for a {price} item with {rate}% sales tax",
        f"I'm buying {item} for {price}. Sales tax here is {rate}%. What will the total come to?",
        f"{price} plus {rate}% tax?",
        f"how much is {price} after adding {rate} percent sales tax",
    ][_turn(r, "sales_tax", 4)]
    value = Fraction(cents, 100) * (100 + Fraction(rate)) / 100
    return _money_out(task, value, f"{cents}/100 + {cents}/100*{rate}/100")


def _h23_price_without_vat(r: random.Random) -> ArithOut7:
    cur, rate = r.choice([(_pounds, 20), (_euros, 19), (_euros, 21), (_euros, 23)])
    cents = r.randrange(1200, 90000)
    total = cur(cents)
    task = [
        f"my invoice says {total} including {rate}% VAT. what's the amount without the VAT?",
        f"{total} incl. {rate}% vat - what's the price before vat",
        "Hi, I need to put the net price on an expense form. The receipt total is "
        f"{total} and that includes VAT at {rate}%. What's the price excluding VAT?",
    ][_turn(r, "vat", 3)]
    value = Fraction(cents, 100) / (1 + Fraction(rate, 100))
    return _money_out(task, value, f"{cents}/100/(1+{rate}/100)")


PACKS = (
    "eggs/egg/6 12 18; batteries/battery/4 8 16; yoghurts/yoghurt/4 6 8; cans of cat food/can/12 24"
)


def _h23_unit_price(r: random.Random) -> ArithOut7:
    things, one, sizes = r.choice(PACKS.split("; ")).split("/")
    n, cents, cur = int(r.choice(sizes.split())), r.randrange(150, 2500), r.choice(MONEY)
    price = cur(cents)
    style = _turn(r, "unit_price", 4)
    if style == 3:
        kg = r.choice(["1.5", "2.5", "5", "0.75", "1.25"])
        food = r.choice(["rice", "potatoes", "dog food", "oats"])
        task = f"a {kg} kg bag of {food} is {price}. what's that per kg?"
        value = Fraction(cents, 100) / Fraction(kg)
        return _money_out(task, value, f"{cents}/100/{kg}")
    task = [
        f"a pack of {n} {things} costs {price}. how much is that per {one}?",
        f"{price} for {n} {things}, price per {one}?",
        f"Trying to compare prices at the shop. {n} {things} for {price} - "
        "what does each one cost?",
    ][style]
    return _money_out(task, Fraction(cents, 100) / n, f"{cents}/{n}/100")


def _h23_average_of_a_list(r: random.Random) -> ArithOut7:
    style = _turn(r, "average", 4)
    k = r.randint(4, 5)
    if style == 3:
        nums = [r.randrange(3000, 15000) for _ in range(k)]
        shown = _listing([str(n) for n in nums])
        task = f"i walked {shown} steps over the last {k} days. average per day?"
    else:
        nums = [r.randrange(55, 101) for _ in range(k)]
        shown = _listing([str(n) for n in nums])
        task = [
            f"what's the average of {shown}",
            f"my daughter's test scores this term were {shown}. what's her average?",
            f"Can you find the mean of these numbers please: {', '.join(map(str, nums))}",
        ][style]
    value = Fraction(sum(nums), k)
    return _out(task, value, f"sum({nums!r})/len({nums!r})")


def _h23_distance_with_given_factor(r: random.Random) -> ArithOut7:
    style = _turn(r, "distance", 4)
    miles = ["3", "6", "13.1", "26.2", "50", "85", "120", "240"]
    km = ["5", "10", "15", "21.1", "42.2", "80", "150", "320", "465"]
    while True:  # no tie at the third decimal
        d = r.choice(miles if style == 3 else km)
        exact = Fraction(d) * Fraction("1.609") if style == 3 else Fraction(d) / Fraction("1.609")
        if (exact * 100).denominator != 2:
            break
    task = [
        f"how many miles is a {d}k run? (1 mile = 1.609 km, round to 2 decimals)",
        f"Using 1 mile = 1.609 kilometres, please convert {d} km to miles, rounded to two "
        "decimal places.",
        f"road sign says {d} km to go. how far is that in miles to 2 dp? use 1.609 km per mile",
        f"a mile is 1.609 km. how many km is {d} miles, to 2 decimal places?",
    ][style]
    check = f"round({d}*1.609, 2)" if style == 3 else f"round({d}/1.609, 2)"
    return task, Fraction(round(exact * 100), 100), check, None, {}


def _h23_currency_at_given_rate(r: random.Random) -> ArithOut7:
    style = _turn(r, "currency", 4)
    cents = r.randrange(2000, 150000)
    rate = r.choice(
        [["1.08", "1.09", "1.06"], ["0.92", "0.93"], ["1.27", "1.25", "1.31"], ["1.17", "1.15"]][
            style
        ]
    )
    if style == 3:
        task = f"exchange rate today is £1 = €{rate}. how much is {_euros(cents)} in pounds?"
        value = Fraction(cents, 100) / Fraction(rate)
        return _money_out(task, value, f"{cents}/100/{rate}")
    task = [
        f"if 1 euro is {rate} dollars, how many dollars is {_euros(cents)}?",
        f"I'm sending {_money(cents)} to a friend in Spain. The rate is 1 USD = {rate} EUR "
        "and there's no fee. How many euros will they get?",
        f"convert {_pounds(cents)} to dollars, the rate is {rate} dollars per pound",
    ][style]
    return _money_out(task, Fraction(cents, 100) * Fraction(rate), f"{rate}*{cents}/100")


def _h23_pay_for_hours_worked(r: random.Random) -> ArithOut7:
    shifts = ["4", "5.5", "6", "6.25", "7", "7.5", "8", "8.5", "9", "10"]
    hours = [r.choice(shifts) for _ in range(r.randint(3, 5))]
    rate_cents, cur = r.choice([1150, 1275, 1400, 1550, 1725, 2000, 2250]), r.choice(MONEY)
    rate = cur(rate_cents)
    days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
    task = [
        f"i worked {_listing(hours)} hours this week at {rate} an hour. "
        "how much did i make before tax?",
        "Hours this week: "
        + ", ".join(f"{d} {h}" for d, h in zip(days, hours, strict=False))
        + f". I'm paid {rate}/hour. What's my gross pay?",
        f"shifts this week were {', '.join(hours)} hours, paid {rate} per hour - total pay?",
    ][_turn(r, "hours", 3)]
    value = sum(Fraction(h) for h in hours) * rate_cents / 100
    return _money_out(task, value, f"({' + '.join(hours)}) * {rate_cents} / 100")


def _h23_pay_with_overtime(r: random.Random) -> ArithOut7:
    style = _turn(r, "overtime", 3)
    rate_cents = r.choice([1200, 1450, 1600, 1850, 2100, 1375])
    if style == 2:
        base, extra = "37.5", r.choice(["1.5", "2", "3", "4.5", "5", "6", "7.5"])
        hours = _dec(Fraction(base) + Fraction(extra))
        task = (
            f"{hours} hours at {_pounds(rate_cents)}/h, with overtime after 37.5 hours paid "
            "at 1.5 times the rate. total?"
        )
    else:
        base, hours = "40", str(r.randint(41, 52))
        rate = r.choice([_money, _euros])(rate_cents)
        task = [
            f"i get {rate}/hr for the first 40 hours and time and a half (1.5x) for anything "
            f"over that. worked {hours} hours this week, what's my pay?",
            f"Could you work out my wages? {hours} hours this week, the first 40 paid at {rate} "
            "an hour and the rest at one and a half times that.",
        ][style]
    over = Fraction(hours) - Fraction(base)
    value = (Fraction(base) + over * Fraction(3, 2)) * rate_cents / 100
    check = f"{base}*{rate_cents}/100 + ({hours}-{base})*{rate_cents}/100*1.5"
    return _money_out(task, value, check)


RATES = ["2.5", "3", "3.5", "4", "4.25", "5"]


def _h23_simple_interest(r: random.Random) -> ArithOut7:
    cents, rate, years = r.randrange(2, 41) * 50000, r.choice(RATES), r.randint(2, 6)
    amount = r.choice(MONEY)(cents)
    task = [
        f"how much interest do i earn on {amount} at {rate}% simple interest over {years} years?",
        f"Simple interest question: {amount} borrowed at {rate}% a year for {years} years. "
        "How much interest is that in total?",
        f"{amount}, {rate}% per year simple interest, {years} years - interest only please",
    ][_turn(r, "simple", 3)]
    value = Fraction(cents, 100) * Fraction(rate) / 100 * years
    return _money_out(task, value, f"{cents}/100*{rate}/100*{years}")


def _h23_compound_interest_balance(r: random.Random) -> ArithOut7:
    cents, rate, years = r.randrange(2, 41) * 50000, r.choice(RATES), r.randint(2, 5)
    amount = r.choice(MONEY)(cents)
    task = [
        f"if i put {amount} in a savings account at {rate}% interest compounded yearly, "
        f"how much will be in there after {years} years?",
        f"{amount} at {rate}% compounded annually for {years} years - final balance?",
        f"My bank pays {rate}% a year, compounded once a year. I'm leaving {amount} in for "
        f"{years} years without touching it. What will the balance be at the end?",
    ][_turn(r, "compound", 3)]
    value = Fraction(cents, 100)
    for _ in range(years):
        value += value * Fraction(rate) / 100
    return _money_out(task, value, f"{cents}/100*(1+{rate}/100)**{years}")


def _h23_round_to_decimal_places(r: random.Random) -> ArithOut7:
    places = r.choice([1, 2, 3])
    while True:
        digits = places + r.randint(1, 2)
        text = f"{r.randrange(0, 500)}.{r.randrange(1, 10**digits):0{digits}d}"
        if text[-1] != "0" and text.split(".")[1][places] != "5":
            break
    value = Fraction(Decimal(text).quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP))
    word = {1: "one decimal place", 2: "two decimal places", 3: "three decimal places"}[places]
    nearest = {1: "tenth", 2: "hundredth", 3: "thousandth"}[places]
    task = [
        f"round {text} to {word}",
        f"what's {text} rounded to the nearest {nearest}?",
        f"Please round {text} to {places} decimal place{'s' if places > 1 else ''}.",
        f"{text} to {places} dp pls",
    ][_turn(r, "round", 4)]
    return task, value, f"round({text}, {places})", None, {}


def _h23_square_root(r: random.Random) -> ArithOut7:
    style = _turn(r, "sqrt", 4)
    if style == 3:
        n = r.choice([k for k in range(2, 1000) if math.isqrt(k) ** 2 != k])
        value = Fraction(Decimal(n).sqrt().quantize(Decimal("0.01"), ROUND_HALF_UP))
        task = f"sqrt of {n} to 2 decimal places"
        return task, value, f"round(math.sqrt({n}), 2)", None, {}
    k = r.randrange(13, 100)
    n = f"{k * k:,}" if style == 2 else str(k * k)
    task = [
        f"square root of {n}",
        f"whats the square root of {n}?",
        f"Hi, what is the square root of {n}, please?",
    ][style]
    return task, Fraction(k), f"math.sqrt({k * k})", None, {}


def _h23_whole_number_power(r: random.Random) -> ArithOut7:
    style = _turn(r, "power", 4)
    if style == 2:
        base, exp = r.randrange(11, 31), 3
    else:
        base, exp = r.randrange(2, 10), r.randrange(4, 7) if style == 3 else r.randrange(3, 9)
    task = [
        f"{base} to the power of {exp}",
        f"whats {base}^{exp}",
        f"what's {base} cubed?",
        f"Can you calculate {base} raised to the {ORDINAL[exp]} power?",
    ][style]
    return task, Fraction(base**exp), f"math.pow({base}, {exp})", None, {}


FRACTIONS = "3/8 three eighths; 2/3 two thirds; 3/4 three quarters; 2/5 two fifths; 5/6 five sixths"


def _h23_fraction_of_an_amount(r: random.Random) -> ArithOut7:
    frac, words = r.choice(FRACTIONS.split("; ")).split(" ", 1)
    f = Fraction(frac)
    style = _turn(r, "fraction_of", 4)
    n = f.denominator * r.randrange(5, 60)
    if style == 3:
        n = f.denominator * 50 * r.randint(1, 4)
    task = [
        f"what's {frac} of {n}",
        f"{words} of {n}?",
        f"I've been told I get {words} of my {r.choice(MONEY)(n * 100)} deposit back. "
        "How much is that?",
        f"recipe says to use {frac} of a {n} g bag of flour. how many grams is that",
    ][style]
    return _out(task, f * n, f"{n}*{f.numerator}/{f.denominator}")


def _h23_two_fractions_as_a_decimal(r: random.Random) -> ArithOut7:
    style = _turn(r, "fractions", 4)
    while True:
        a, b = (Fraction(r.randrange(1, d), d) for d in r.sample([2, 4, 5, 8, 10, 20, 25], 2))
        if a.denominator > 1 and b.denominator > 1 and (style < 2 or a > b):
            break
    sa, sb = f"{a.numerator}/{a.denominator}", f"{b.numerator}/{b.denominator}"
    task = [
        f"what is {sa} + {sb} as a decimal",
        f"{sa} plus {sb}, give me the answer as a decimal",
        f"Could you work out {sa} minus {sb} and give it as a decimal, please?",
        f"whats {sa} - {sb} in decimal",
    ][style]
    value, op = (a + b, "+") if style < 2 else (a - b, "-")
    return _out(task, value, f"{a.numerator}/{a.denominator} {op} {b.numerator}/{b.denominator}")


def _h23_chain_of_steps(r: random.Random) -> ArithOut7:
    style = _turn(r, "chain", 4)
    if style == 0:
        a, b, c = r.randrange(12, 100), r.randrange(12, 100), r.randrange(3, 13)
        task = f"add {a} and {b}, then multiply the result by {c}"
        return _out(task, Fraction((a + b) * c), f"{a}*{c} + {b}*{c}")
    if style == 1:
        b, c, q = r.randrange(10, 200), r.randrange(2, 10), r.randrange(5, 60)
        task = f"take {b + c * q}, subtract {b}, then divide by {c}"
        return _out(task, Fraction(q), f"({b + c * q} - {b}) / {c}")
    if style == 2:
        a, b, c = r.randrange(10, 90), r.randrange(10, 90), r.randrange(2, 9)
        d = r.randrange(1, (a + b) * c)
        return _out(f"({a} + {b}) * {c} - {d}", Fraction((a + b) * c - d), f"{a}*{c}+{b}*{c}-{d}")
    spans = [(30000, 250000), (2000, 15000), (1500, 6000), (1000, 8000)]
    a, b, c, d = (r.randrange(low, high) for low, high in spans)
    cur = r.choice(MONEY)
    task = (
        f"I had {cur(a)} in my account, paid {cur(b)} for groceries and {cur(c)} for the "
        f"phone bill, then a friend paid me back {cur(d)}. What's my balance now?"
    )
    return _money_out(task, Fraction(a - b - c + d, 100), f"{a}/100-{b}/100-{c}/100+{d}/100")


def _h23_percent_change(r: random.Random) -> ArithOut7:
    style = _turn(r, "change", 4)
    p = Fraction(r.choice(["2.5", "4", "5", "7.5", "8", "12", "15", "20", "25", "30"]))
    down = style == 1
    while True:
        old = 20 * r.randrange(3, 90)
        new = old * (1 - p / 100 if down else 1 + p / 100)
        if style != 3 or new.denominator == 1:
            break
    cur, cents = r.choice(MONEY), new * 100
    assert cents.denominator == 1, (old, p)
    was, now = cur(old * 100), cur(int(cents))
    task = [
        f"my rent went from {was} to {now} a month. what percent increase is that?",
        f"the price dropped from {was} to {now}. by what percentage did it go down?",
        f"Our electricity bill was {was} last winter and {now} this winter. "
        "What's the percentage change?",
        f"percent increase from {old} to {new}",
    ][style]
    check = f"({old} - {_dec(new)}) / {old} * 100" if down else f"({_dec(new)}/{old} - 1) * 100"
    return _out(task, p, check)


def _h23_score_as_percent(r: random.Random) -> ArithOut7:
    total = r.choice([16, 20, 25, 40, 50, 80, 125, 200])
    score = r.randrange(total * 2 // 5, total)
    task = [
        f"got {score} out of {total} on my exam, what percentage is that",
        f"What's {score}/{total} as a percentage?",
        f"my son scored {score} out of {total} on his test, what's that as a percent?",
        f"{score} out of {total} = what %",
    ][_turn(r, "score", 4)]
    return _out(task, Fraction(score * 100, total), f"{score}/{total}*100")


def _h23_fuel_cost_of_a_drive(r: random.Random) -> ArithOut7:
    style = _turn(r, "fuel", 3)
    if style == 1:
        km, use = r.randrange(80, 900), r.choice(["5.5", "6", "6.4", "7", "7.8", "8.5"])
        cents = r.randrange(159, 200)
        task = (
            f"{km} km drive, car uses {use} litres per 100 km, petrol is {_euros(cents)} "
            "a litre. fuel cost?"
        )
        value = km * Fraction(use) / 100 * Fraction(cents, 100)
        return _money_out(task, value, f"{km}/100*{use}*{cents}/100")
    mpg = r.choice([28, 32, 36, 40])
    miles, cents = mpg * r.randrange(20, 80) // 4, r.randrange(319, 480)
    task = [
        f"road trip is {miles} miles. my car gets {mpg} miles per gallon and gas is "
        f"{_money(cents)} a gallon. how much will the gas cost?",
        f"I'm planning a {miles} mile drive. The car does {mpg} miles to the gallon and "
        f"fuel works out at {_pounds(cents)} per gallon. What will the fuel cost?",
    ][style // 2]
    return _money_out(
        task, Fraction(miles, mpg) * Fraction(cents, 100), f"{miles}/{mpg}*{cents}/100"
    )


def _h23_temperature_with_given_formula(r: random.Random) -> ArithOut7:
    style = _turn(r, "temperature", 4)
    c = Fraction(r.randrange(16, 24) * 10) if style == 3 else Fraction(r.randrange(2, 80), 2)
    f = c * 9 / 5 + 32
    if style >= 2:
        task = [
            f"Please convert {_dec(f)} F to Celsius. The formula is (F - 32) × 5/9.",
            f"the recipe says {_dec(f)}°F but my oven is in celsius. using C = (F - 32) × 5/9, "
            "what should i set it to?",
        ][style - 2]
        return _out(task, c, f"({_dec(f)} - 32) / 1.8")
    task = [
        f"what's {_dec(c)}°C in fahrenheit? (F = C × 9/5 + 32)",
        f"its {_dec(c)} degrees C here, whats that in F. formula is F = C*1.8 + 32",
    ][style]
    return _out(task, f, f"{_dec(c)} * 1.8 + 32")


CHORES = """
    renew the car *insurance; book a *dentist appointment; pick up the dry *cleaning;
    water the *tomatoes; call the *landlord; return the *library books; pay the *electric bill;
    buy a *birthday card for mum; defrost the *freezer; email the *school about the trip;
    change the *smoke alarm battery; pump up the *bike tyres; take out the *recycling;
    clear out the *gutters; schedule the *boiler service; order new contact *lenses;
    cancel the *gym trial; vacuum the *stairs; take the dog to the *vet; wash the *windows;
    fix the squeaky *door; sort out the *spare room; print the *boarding passes;
    hang the new *curtains; iron my work *shirts; book a *haircut; top up the *bus pass;
    sign the permission *slip; submit the *expense report; plant the tulip *bulbs;
    call *grandma; descale the *kettle
"""
"""Ordinary chores, "; " between them; the starred word is the keyword that names one alone."""
MARKED = [c.strip() for c in CHORES.split(";")]
TITLES = [c.replace("*", "") for c in MARKED]
KEYWORD = {c.replace("*", ""): c.split("*")[1].split()[0] for c in MARKED}


def _setup(r: random.Random, low: int, high: int) -> list[str]:
    return r.sample(TITLES, r.randint(low, high))


def _new(r: random.Random, setup: list[str], count: int) -> list[str]:
    return r.sample([t for t in TITLES if t not in setup], count)


def _h23_add_one(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 3)
    (t,) = _new(r, setup, 1)
    task = [
        f"remind me to {t}",
        f"add {t} to my to-do list",
        f'Hi! Could you please put "{t}" on my list?',
        f"new to-do: {t}",
        f"i keep forgetting so pls add {t} to my todos",
    ][_turn(r, "add_one", 5)]
    return task, setup, _open([*setup, t]), False, {}


def _h23_add_two(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 3)
    a, b = _new(r, setup, 2)
    task = [
        f"add {a} and {b} to my list",
        f"can you add two things to my todos: {a}, {b}",
        f"Two things for my to-do list, please: {a}, and also {b}.",
        f"put these on my list\n{a}\n{b}",
    ][_turn(r, "add_two", 4)]
    return task, setup, _open([*setup, a, b]), False, {}


def _h23_add_three(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 2)
    a, b, c = _new(r, setup, 3)
    task = [
        f"add {a}, {b} and {c} to my to-do list",
        f"Can you add these to my list?\n- {a}\n- {b}\n- {c}",
        f"ok weekend jobs: {a}, {b}, {c}. put them all on my list",
    ][_turn(r, "add_three", 3)]
    return task, setup, _open([*setup, a, b, c]), False, {}


def _h23_add_if_missing(r: random.Random) -> TodoOut7:
    style = _turn(r, "add_if_missing", 4)
    setup = _setup(r, 2, 5)
    present = style % 2 == 0
    t = r.choice(setup) if present else _new(r, setup, 1)[0]
    task = [
        f"add {t} if it's not already on my list",
        f'is "{t}" on my list? if not, add it please',
        f'Please make sure "{t}" is on my to-do list, without adding it twice.',
        f"don't want duplicates - only add {t} if it isn't there yet",
    ][style]
    return task, setup, _open(setup if present else [*setup, t]), False, {}


def _h23_complete_by_title(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    t = setup[i := r.randrange(len(setup))]
    task = [
        f"{t} - done! tick it off",
        f'Please mark "{t}" as complete.',
        f"the {KEYWORD[t]} one is done, mark it complete",
        f"complete {t}",
    ][_turn(r, "complete_title", 4)]
    return task, setup, _completed(setup, i), False, {}


def _h23_complete_by_number(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    task = [
        f"mark number {i + 1} as done",
        f"tick off #{i + 1}, it's done",
        f"Could you complete item {i + 1} on my list, please?",
        f"the {ORDINAL[i + 1]} thing on my list is done",
    ][_turn(r, "complete_number", 4)]
    return task, setup, _completed(setup, i), False, {}


def _h23_complete_two_by_title(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i, j = sorted(r.sample(range(len(setup)), 2))
    a, b = setup[i], setup[j]
    task = [
        f'"{a}" and "{b}" are finished, mark both done',
        f'Please mark "{b}" and "{a}" as completed.',
        f"tick off {a}. oh and {b} too",
    ][_turn(r, "complete_two", 3)]
    return task, setup, _completed(setup, i, j), False, {}


def _h23_delete_by_title(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    t = setup[i := r.randrange(len(setup))]
    task = [
        f"delete {t} from my list",
        f'take "{t}" off my to-do list, not doing that anymore',
        f'Please remove "{t}" from my to-dos, it is no longer needed.',
        f"get rid of the {KEYWORD[t]} one",
    ][_turn(r, "delete_title", 4)]
    return task, setup, _deleted(setup, i), False, {}


def _h23_delete_by_number(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    task = [
        f"delete todo {i + 1}",
        f"remove number {i + 1} from my list please",
        f"Can you delete the {ORDINAL[i + 1]} item on my to-do list?",
    ][_turn(r, "delete_number", 3)]
    return task, setup, _deleted(setup, i), False, {}


def _h23_tick_off_then_clear(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i, j = sorted(r.sample(range(len(setup)), 2))
    a, b = setup[i], setup[j]
    task = [
        f"i did {a} and {b}. mark them done and then clear out the completed ones",
        f"Please complete {a} and {b}, then clear all completed to-dos from the list.",
        f'"{b}" and "{a}" are both done - tick them off and remove finished items from my list',
    ][_turn(r, "tick_clear", 3)]
    return task, setup, _deleted(setup, i, j), False, {}


def _h23_delete_everything(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 6)
    task = [
        "delete everything on my to-do list",
        "wipe my list, i want to start fresh",
        "Please remove all of my to-dos.",
        "clear my whole todo list (all of it, done or not)",
    ][_turn(r, "delete_all", 4)]
    return task, setup, [], False, {}


def _h23_complete_everything(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    task = [
        "i did everything on my list today!! mark them all done",
        "Please mark all my to-dos as complete.",
        "tick off every item on my list",
    ][_turn(r, "complete_all", 3)]
    return task, setup, _completed(setup, *range(len(setup))), False, {}


def _h23_swap_one_for_another(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    x, (y,) = setup[-1], _new(r, setup, 1)
    task = [
        f'replace "{x}" with "{y}" on my list',
        f'swap "{x}" for "{y}" on my to-do list please',
        f"Change of plan: I don't need to {x} anymore, I need to {y}. Could you update my list?",
    ][_turn(r, "swap", 3)]
    return task, setup, _open([*setup[:-1], y]), False, {}


def _h23_list_everything(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    task = [
        "what's on my to-do list?",
        "show me my todos",
        "Could you read me my list, please?",
        "what do i still have to do",
    ][_turn(r, "list", 4)]
    return task, setup, _open(setup), True, {"contains": list(setup)}


def _h23_count_the_list(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 7)
    task = [
        "how many things are on my to-do list?",
        "how many todos do i have",
        "Quick question: how many items are on my list right now?",
    ][_turn(r, "count", 3)]
    return task, setup, _open(setup), True, {"contains": [str(len(setup))]}


def _h23_done_one_how_many_left(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    t = setup[i := r.randrange(len(setup))]
    task = [
        f'just finished "{t}"! tick it off. how many do i have left to do?',
        f"Please mark {t} as done and tell me how many open to-dos I have left.",
        f"the {KEYWORD[t]} one is done, check it off - how many are still open?",
    ][_turn(r, "done_count", 3)]
    left = str(len(setup) - 1)
    return task, setup, _completed(setup, i), False, {"contains": [left]}


def _families(kind: str) -> list[Callable[[random.Random], Any]]:
    """This file's templates returning `kind`, in the order they are written."""
    found = [f for n, f in list(globals().items()) if n.startswith("_h23_")]
    return [f for f in found if f.__annotations__["return"] == kind]


ARITHMETIC: list[ArithTemplate] = _families("ArithOut7")
TODO: list[TodoTemplate] = _families("TodoOut7")


def main() -> None:
    """Write the set once titles are distinct and each keyword names one chore only."""
    check_titles(TITLES, r" and |,|\d", fold_case=True)
    for title, keyword in KEYWORD.items():
        holders = [t for t in TITLES if keyword in t.split()]
        assert holders == [title], (keyword, holders)
        assert not any(keyword in t for t in TITLES if t != title), keyword
    print(write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16)))


if __name__ == "__main__":
    main()
