"""Blind held-out set 32: a new user's first hour with an assistant (calculator and to-do list).

Theme: the common, plain requests most people make in their first hour (percentages, tips, bill
splits, discounts, sales tax and VAT, averages, rounding, powers and roots, fractions, pay, savings,
change from a note, unit and currency conversions that state their factor, scaled recipes, time
sums; adding, completing, deleting, listing, counting, checking, clearing and renaming to-dos).
Voices: phone typing (lowercase, "pls", "thx", "u", "r", "hrs", "54k"), euros and pounds as well as
dollars, short context sentences ("we're doing a group dinner tonight"), and full formal
sentences. Each family cycles through two or three wordings across its three seeded draws; every
task states the rate or conversion factor its answer needs and has one answer a careful person
would agree on. Expected numbers are exact fractions (tolerance 0.01 unless whole; rounding tasks
exact), each checked against an independent float expression.

Written blind by a helper session on branch h32, before any tuning against it. It read only:
docs/evals.md sections "## The dataset" and "## Side effects"; src/agentschool/evals/cases.py and
src/agentschool/evals/checks.py in full; from evals/gen_everyday_heldout_4.py the definitions of
`_money`, `_listing`, `_tol`; from evals/gen_everyday_heldout_7.py the definitions of `ArithOut7`,
`TodoOut7`, `ArithTemplate`, `TodoTemplate`, `_a`, `_completed`, `_deleted`, `_euros`, `_open`,
`_plain`, `_pounds`, `check_titles`, `write_set`; the first 30 lines of everyday-heldout-7.yaml.
It did not run the agent or the eval on this set.

Slips (seen beyond that list by accident): a too-broad grep of gen_everyday_heldout_7.py printed
its module docstring (lines 1-17), its imports, SEED/NAME/HERE/DRAWS, the `Extra`/`Out` aliases,
and the names (not bodies) of its `_h7_*` templates and of `_said`, `_typed`, `_frac`, `_OFF`,
`_PACKS`, `_RECIPE`, `ARITHMETIC`, `WORD_PROBLEMS`, `CHORES`, `TITLES`, `PAST`, `GERUND`,
`KEYWORD`, `GROCERIES`, `_pick`, `HEADER`; printing line ranges showed `_cents`, `_ordinal` and
the first lines of `_h4_percent_of` (set 4), `_adding`, `_one_of`, the def line of
`_h7_keep_forgetting_to`, `_check_families` and `main` (set 7); `ls evals/` listed the file names
there and `git log` five commit subjects; two tracebacks of this generator's own bugs showed the
line of `_plain` that converts, and one line each of set 7's `write_set`, `build_set` and `draw`.

Families (24 arithmetic, 16 to-do):
  percent-of          what is P% of N
  what-percent        S out of T as a percentage
  percent-change      rent, groceries or a price went from A to B: the percent increase
  tip-amount          the tip alone on a bill
  tip-total           bill plus tip
  bill-split          a bill split evenly N ways
  tip-then-split      bill plus tip, then split N ways
  discount-price      the price after P% off
  sales-tax-total     a US price plus a stated sales tax
  vat-added           a net price plus a stated VAT rate
  average             the mean of a few numbers
  round-to            rounding to 0, 1 or 2 decimal places
  power               squares, cubes and small powers
  square-root         the square root of a perfect square
  fraction-of         a fraction (in digits or words) of an amount
  fractions-add       the sum of two fractions as a decimal
  hourly-pay          hours times an hourly rate
  salary-monthly      a yearly salary per month
  savings-balance     savings plus a monthly amount for N months
  change-from-note    change from a note or bill
  unit-convert        a length, weight or volume with its factor stated
  currency-convert    money at a stated exchange rate
  recipe-scale        an ingredient scaled to more or fewer servings
  time-sum            durations added, in minutes or decimal hours
  add-one             add one to-do
  add-several         add two or three to-dos in one message
  complete-title      complete a to-do named by its title
  complete-number     complete a to-do by its number
  complete-position   complete the first, second or last to-do
  complete-two        complete two to-dos named by title
  delete-title        delete a to-do named by its title
  delete-number       delete a to-do by its number
  delete-position     delete the first, second or last to-do
  done-and-add        complete one to-do and add another in one message
  list                what is on the list (nothing may change)
  count               how many to-dos there are (nothing may change)
  has-item-yes        whether a listed to-do is there (nothing may change)
  has-item-no         whether an absent to-do is there (nothing may change)
  clear               clear the whole list
  rename              rename the last to-do (by title or by position)
"""

from __future__ import annotations

import random
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

SEED = 20261128_32
NAME = "everyday-heldout-32"

HEADER = """\
# {name}: a new user's first hour with a calculator and a to-do list, held out.
# Written blind by evals/gen_everyday_heldout_32.py (seed {seed}) by a helper session on branch
# h32 that read only the dataset format, the checks and the shared generator helpers, before any
# tuning against it. {families} template families ({arith} arithmetic, {todo} to-do), two or three
# wordings each (phone typing, euros and pounds, formal sentences), {draws} seeded draws. Expected
# numbers are exact fractions checked against an independent float expression.
# Do not tune against it: regenerate, do not edit.
"""

_TURNS: dict[str, int] = {}


def _w(family: str, *wordings: str) -> str:
    """The family's next wording, so that its draws are worded in turn."""
    turn = _TURNS.get(family, 0)
    _TURNS[family] = turn + 1
    return wordings[turn % len(wordings)]


def _cash(r: random.Random, cents: int) -> str:
    """The amount in dollars, euros or pounds."""
    return r.choice([_money, _euros, _pounds])(cents)


def _text(value: Fraction) -> str:
    """A terminating fraction as a person types it ("8.875")."""
    return _plain(Decimal(value.numerator) / value.denominator)


# --------------------------------------------------------------------------- arithmetic


def _h32_percent_of(r: random.Random) -> ArithOut7:
    p, n = r.choice([5, 10, 15, 20, 25, 30, 40, 60, 75]), r.randrange(12, 300) * 10
    v = Fraction(p * n, 100)
    task = _w(
        "percent_of",
        f"whats {p}% of {n}",
        f"What is {p} percent of {n:,}?",
        f"{p}% of {n:,} pls",
    )
    return task, v, f"{p} / 100 * {n}", _tol(v), {}


def _h32_what_percent(r: random.Random) -> ArithOut7:
    total = r.choice([20, 25, 40, 50, 80])
    score = r.randrange(total // 2, total)
    v = Fraction(score * 100, total)
    task = _w(
        "what_percent",
        f"i got {score} out of {total} on my test, whats that as a percentage?",
        f"{score} out of {total} is what percent?",
        f"Our team won {score} of its {total} games this season. What percentage of its"
        " games did it win?",
    )
    return task, v, f"{score} / {total} * 100", _tol(v), {}


def _h32_percent_change(r: random.Random) -> ArithOut7:
    base, p = r.randrange(8, 40) * 100, r.choice([3, 4, 5, 6, 8, 10, 12, 15])
    new = base + base * p // 100
    money = r.choice([_money, _euros, _pounds])
    old_m, new_m = money(base * 100), money(new * 100)
    task = _w(
        "percent_change",
        f"my rent went up from {old_m} to {new_m} a month. what % increase is that?",
        f"Our monthly grocery spending rose from {old_m} to {new_m}. By what percentage did"
        " it increase?",
        f"price went {old_m} -> {new_m}, how many percent is that up?",
    )
    return task, Fraction(p), f"({new} - {base}) / {base} * 100", None, {}


def _h32_tip_amount(r: random.Random) -> ArithOut7:
    cents, p = r.randrange(2000, 15000), r.choice([10, 15, 18, 20])
    m = _cash(r, cents)
    v = Fraction(cents * p, 10000)
    task = _w(
        "tip_amount",
        f"how much is {_a(p)}% tip on {m}?",
        f"We had lunch and the bill is {m}. How much should I leave for {_a(p)}% tip?",
        f"tip {p}% on {m} = ? just the tip pls",
    )
    return task, v, f"{cents} / 100 * {p} / 100", _tol(v), {}


def _h32_tip_total(r: random.Random) -> ArithOut7:
    cents, p = r.randrange(2500, 20000), r.choice([15, 18, 20])
    m = _cash(r, cents)
    v = Fraction(cents * (100 + p), 10000)
    task = _w(
        "tip_total",
        f"bill came to {m}, if i add {_a(p)}% tip whats the total?",
        f"What will I pay in total on a {m} bill if I add a {p}% tip?",
        f"{m} plus {p}% tip, total pls",
    )
    return task, v, f"{cents} / 100 * (1 + {p} / 100)", _tol(v), {}


def _h32_bill_split(r: random.Random) -> ArithOut7:
    cents, n = r.randrange(6000, 30000), r.randrange(3, 9)
    m = _cash(r, cents)
    v = Fraction(cents, 100 * n)
    task = _w(
        "bill_split",
        f"We're doing a group dinner tonight. If the bill is {m} and there are {n} of us,"
        " how much does each person pay if we split it evenly?",
        f"split {m} {n} ways pls",
        f"dinner was {m} for {n} ppl, how much each if we split evenly?",
    )
    return task, v, f"{cents} / 100 / {n}", _tol(v), {}


def _h32_tip_then_split(r: random.Random) -> ArithOut7:
    cents, p, n = r.randrange(8000, 30000), r.choice([10, 15, 18, 20]), r.randrange(2, 7)
    m = _cash(r, cents)
    v = Fraction(cents * (100 + p), 10000 * n)
    task = _w(
        "tip_then_split",
        f"bill is {m}, we're adding {_a(p)}% tip and splitting it {n} ways. how much each?",
        f"The total for our table is {m}. We want to leave a {p}% tip and split everything"
        f" evenly among {n} people. What does each person pay?",
    )
    return task, v, f"{cents} / 100 * (1 + {p} / 100) / {n}", _tol(v), {}


def _h32_discount_price(r: random.Random) -> ArithOut7:
    cents, p = (
        r.randrange(20, 250) * 100 - r.choice([0, 1, 5, 50]),
        r.choice([10, 15, 20, 25, 30, 40]),
    )
    m = _cash(r, cents)
    v = Fraction(cents * (100 - p), 10000)
    task = _w(
        "discount_price",
        f"jacket is {m} but it's {p}% off. what do i actually pay?",
        f"What is the sale price of a {m} item at {p}% off?",
        f"shoes were {m}, now {p}% off. how much r they now",
    )
    return task, v, f"{cents} / 100 * (1 - {p} / 100)", _tol(v), {}


def _h32_sales_tax_total(r: random.Random) -> ArithOut7:
    cents = r.randrange(1000, 90000)
    rate = Fraction(r.choice(["6", "6.5", "7.25", "8.25", "8.875", "9.5"]))
    m = _money(cents)
    v = cents * (100 + rate) / 10000
    task = _w(
        "sales_tax_total",
        f"whats the total on a {m} purchase with {_text(rate)}% sales tax?",
        f"If something costs {m} before tax and the sales tax is {_text(rate)}%, what is"
        " the total I pay?",
        f"{m} + {_text(rate)}% tax = ?",
    )
    return task, v, f"{cents} / 100 * (1 + {float(rate)} / 100)", _tol(v), {}


def _h32_vat_added(r: random.Random) -> ArithOut7:
    cents = r.randrange(500, 60000)
    money, rate = r.choice([(_pounds, 20), (_euros, 19), (_euros, 21), (_euros, 23)])
    m = money(cents)
    v = Fraction(cents * (100 + rate), 10000)
    task = _w(
        "vat_added",
        f"The quote is {m} excluding VAT. What is it including VAT at {rate}%?",
        f"{m} + {rate}% vat, whats the total",
        f"net price {m}, vat is {rate}%. gross price pls?",
    )
    return task, v, f"{cents} / 100 * (1 + {rate} / 100)", _tol(v), {}


def _h32_average(r: random.Random) -> ArithOut7:
    nums = [r.randrange(50, 101) for _ in range(r.randrange(4, 7))]
    v = Fraction(sum(nums), len(nums))
    shown = ", ".join(str(n) for n in nums)
    task = _w(
        "average",
        f"whats the average of {shown}",
        f"My test scores this term were {_listing([str(n) for n in nums])}. What is my"
        " average score?",
        f"avg of these pls: {shown}",
    )
    return task, v, f"({' + '.join(str(n) for n in nums)}) / {len(nums)}", _tol(v), {}


def _h32_round_to(r: random.Random) -> ArithOut7:
    places = _w("round_to_places", "2", "0", "1")
    k = int(places)
    digits = [r.randrange(10) for _ in range(4)]
    digits[k] = r.choice([0, 1, 2, 3, 4, 6, 7, 8, 9])  # never a tie at the cut
    x = Decimal(f"{r.randrange(1, 500)}." + "".join(map(str, digits)))
    v = Fraction(x.quantize(Decimal(1).scaleb(-k), rounding=ROUND_HALF_UP))
    task = _w(
        "round_to",
        f"round {x} to 2 decimal places pls",
        f"whats {x} rounded to the nearest whole number",
        f"Please round {x} to one decimal place.",
    )
    return task, v, f"round({x}, {k})", None, {}


def _h32_power(r: random.Random) -> ArithOut7:
    kind = _w("power_kind", "square", "power", "cube")
    if kind == "square":
        a = r.randrange(11, 41)
        return f"whats {a} squared", Fraction(a * a), f"{a} ** 2", None, {}
    if kind == "power":
        b, e = r.randrange(2, 8), r.randrange(3, 7)
        return f"What is {b} to the power of {e}?", Fraction(b**e), f"{b} ** {e}", None, {}
    c = r.randrange(4, 16)
    return f"{c} cubed?", Fraction(c**3), f"{c} * {c} * {c}", None, {}


def _h32_square_root(r: random.Random) -> ArithOut7:
    n = r.randrange(12, 100)
    sq = n * n
    task = _w(
        "square_root",
        f"square root of {sq:,}",
        f"What is the square root of {sq:,}?",
        f"whats the sqrt of {sq}",
    )
    return task, Fraction(n), f"{sq} ** 0.5", None, {}


_FRACTION_WORDS = {
    "half": Fraction(1, 2),
    "a third": Fraction(1, 3),
    "two thirds": Fraction(2, 3),
    "a quarter": Fraction(1, 4),
    "three quarters": Fraction(3, 4),
    "a fifth": Fraction(1, 5),
    "three eighths": Fraction(3, 8),
}


def _h32_fraction_of(r: random.Random) -> ArithOut7:
    word = r.choice(sorted(_FRACTION_WORDS))
    f = _FRACTION_WORDS[word]
    n = f.denominator * r.randrange(5, 60)
    v = f * n
    expr = f"{f.numerator} / {f.denominator} * {n}"
    task = _w(
        "fraction_of",
        f"whats {f.numerator}/{f.denominator} of {n}",
        f"What is {word} of {n}?",
        f"I need to pay back {f.numerator}/{f.denominator} of the {_money(n * 100)} I"
        " borrowed this month. How much is that?",
    )
    return task, v, expr, _tol(v), {}


def _proper(r: random.Random) -> Fraction:
    d = r.choice([3, 4, 5, 6, 8, 10, 12])
    n = r.randrange(1, d)
    while Fraction(n, d).denominator != d:
        n = r.randrange(1, d)
    return Fraction(n, d)


def _h32_fractions_add(r: random.Random) -> ArithOut7:
    a, b = _proper(r), _proper(r)
    while b == a:
        b = _proper(r)
    v = a + b
    expr = f"{a.numerator} / {a.denominator} + {b.numerator} / {b.denominator}"
    task = _w(
        "fractions_add",
        f"{a} + {b} as a decimal?",
        f"What is {a} plus {b}? Please give the answer as a decimal.",
        f"{a} + {b} = ? (decimal pls)",
    )
    return task, v, expr, _tol(v), {}


def _h32_hourly_pay(r: random.Random) -> ArithOut7:
    hours = Fraction(r.choice(["16", "20", "22.5", "25", "30", "35", "37.5", "38", "40"]))
    cents = r.randrange(240, 700) * 5
    m = _cash(r, cents)
    v = hours * cents / 100
    h = _text(hours)
    task = _w(
        "hourly_pay",
        f"i worked {h} hrs this week at {m}/hr, how much did i make before tax?",
        f"If I earn {m} an hour and work {h} hours, what is my gross pay?",
        f"{h} hours at {m} per hour = ?",
    )
    return task, v, f"{float(hours)} * {cents} / 100", _tol(v), {}


def _h32_salary_monthly(r: random.Random) -> ArithOut7:
    k = r.randrange(24, 121)
    money = r.choice([_money, _euros, _pounds])
    v = Fraction(k * 1000, 12)
    sign = money(100)[0]
    task = _w(
        "salary_monthly",
        f"i make {sign}{k}k a year, whats that per month before tax?",
        f"My annual salary is {money(k * 100000)}. How much is that per month, before tax?",
        f"{sign}{k}k/yr is how much a month? (gross, 12 months)",
    )
    return task, v, f"{k} * 1000 / 12", _tol(v), {}


def _h32_savings_balance(r: random.Random) -> ArithOut7:
    start, monthly, months = r.randrange(1, 40) * 50, r.randrange(5, 40) * 10, r.randrange(3, 19)
    money = r.choice([_money, _euros, _pounds])
    v = Fraction(start + monthly * months)
    s, m = money(start * 100), money(monthly * 100)
    task = _w(
        "savings_balance",
        f"i have {s} saved and put away {m} every month. how much will i have after"
        f" {months} months? (ignore interest)",
        f"I currently have {s} in savings. If I add {m} each month and earn no interest,"
        f" how much will I have in {months} months?",
    )
    return task, v, f"{start} + {monthly} * {months}", None, {}


def _h32_change_from_note(r: random.Random) -> ArithOut7:
    note = r.choice([20, 50, 100])
    prices = [r.randrange(150, note * 100 // 3) for _ in range(r.randrange(1, 4))]
    v = Fraction(note * 100 - sum(prices), 100)
    money, name = r.choice([(_pounds, "note"), (_euros, "note"), (_money, "bill")])
    items = _listing([money(p) for p in prices]) if len(prices) > 1 else money(prices[0])
    paid = money(note * 100)
    task = _w(
        "change_from_note",
        f"paid with a {paid} {name} for stuff costing {items}, how much change do i get?",
        f"My shopping came to {items}. I paid with a {paid} {name}. How much change"
        " should I get back?",
        f"gave the cashier a {paid} {name}, things were {items}. change?",
    )
    expr = f"{note} - ({' + '.join(str(p) for p in prices)}) / 100"
    return task, v, expr, _tol(v), {}


def _h32_unit_convert(r: random.Random) -> ArithOut7:
    kind = _w("unit_kind", "inch", "lb", "mile", "oz")
    if kind == "inch":
        x = r.randrange(5, 80)
        v = x * Fraction("2.54")
        task = f"convert {x} inches to cm pls (1 inch = 2.54 cm)"
        return task, v, f"{x} * 2.54", _tol(v), {}
    if kind == "lb":
        x = 11 * r.randrange(6, 30)
        v = x / Fraction("2.2")
        task = f"How many kilograms is {x} pounds, using 1 kg = 2.2 lb?"
        return task, v, f"{x} / 2.2", _tol(v), {}
    if kind == "mile":
        x = r.randrange(3, 400)
        v = x * Fraction("1.6")
        task = f"{x} miles in km? use 1 mile = 1.6 km"
        return task, v, f"{x} * 1.6", _tol(v), {}
    x = r.randrange(2, 40)
    v = x * Fraction("28.35")
    task = f"The recipe says {x} oz of cheese. How many grams is that, if 1 oz = 28.35 g?"
    return task, v, f"{x} * 28.35", _tol(v), {}


def _h32_currency_convert(r: random.Random) -> ArithOut7:
    amount = r.randrange(2, 200) * 5
    pair = _w("currency_pair", "eur_usd", "gbp_eur", "usd_gbp")
    if pair == "eur_usd":
        rate = Fraction(r.choice(["1.06", "1.08", "1.12"]))
        task = f"how much is €{amount} in dollars if 1 euro = ${_text(rate)}?"
    elif pair == "gbp_eur":
        rate = Fraction(r.choice(["1.14", "1.17", "1.19"]))
        task = f"Convert £{amount} to euros at a rate of 1 GBP = {_text(rate)} EUR."
    else:
        rate = Fraction(r.choice(["0.76", "0.79", "0.82"]))
        task = f"going to london, how many pounds is ${amount}? rate is $1 = £{_text(rate)}"
    v = amount * rate
    return task, v, f"{amount} * {float(rate)}", _tol(v), {}


_INGREDIENTS = [("flour", "g"), ("milk", "ml"), ("rice", "g"), ("butter", "g"), ("stock", "ml")]


def _h32_recipe_scale(r: random.Random) -> ArithOut7:
    base = r.choice([2, 4, 6])
    target = r.choice([t for t in (2, 3, 4, 5, 6, 8, 10) if t != base])
    per = r.randrange(5, 30) * 5
    amount = base * per
    food, unit = r.choice(_INGREDIENTS)
    v = Fraction(amount * target, base)
    task = _w(
        "recipe_scale",
        f"recipe serves {base} and uses {amount}{unit} {food}. how much {food} for {target} ppl?",
        f"My recipe is for {base} people and needs {amount} {unit} of {food}. I am cooking"
        f" for {target}. How much {food} do I need?",
        f"scaling a recipe from {base} to {target} servings, it calls for {amount}{unit}"
        f" {food}. how much now?",
    )
    return task, v, f"{amount} / {base} * {target}", _tol(v), {}


def _h32_time_sum(r: random.Random) -> ArithOut7:
    kind = _w("time_kind", "episodes", "shifts", "flights")
    if kind == "episodes":
        n, ep = r.randrange(2, 6), r.randrange(22, 60)
        h, mins = r.randrange(1, 3), r.randrange(5, 56)
        v = Fraction(n * ep + h * 60 + mins)
        task = (
            f"watching {n} episodes of {ep} min each and then a {h} hr {mins} min movie. how"
            " many minutes is that total?"
        )
        return task, v, f"{n} * {ep} + {h} * 60 + {mins}", None, {}
    if kind == "shifts":
        shifts = [(r.randrange(4, 10), r.choice([0, 15, 30, 45])) for _ in range(3)]
        v = Fraction(sum(h * 60 + m for h, m in shifts), 60)
        days = ", ".join(
            f"{h} h {m} min on {d}"
            for (h, m), d in zip(shifts, ["Monday", "Tuesday", "Wednesday"], strict=True)
        )
        task = f"I worked {days}. How many hours is that in total, as a decimal?"
        expr = f"({' + '.join(f'{h} * 60 + {m}' for h, m in shifts)}) / 60"
        return task, v, expr, _tol(v), {}
    legs = [(r.randrange(1, 6), r.randrange(5, 56, 5)) for _ in range(3)]
    v = Fraction(sum(h * 60 + m for h, m in legs))
    a, b, c = (f"{h}h {m}m" for h, m in legs)
    task = f"flight is {a}, then a {b} layover, then {c}. total travel time in minutes?"
    return task, v, " + ".join(f"{h} * 60 + {m}" for h, m in legs), None, {}


ARITHMETIC: list[ArithTemplate] = [f for n, f in globals().items() if n.startswith("_h32_")]

# --------------------------------------------------------------------------- to-do

TITLES = [
    t.strip()
    for t in """
buy milk; call the dentist; pay the gas bill; water the plants; book a haircut;
return library books; take out the recycling; email the landlord; pick up dry cleaning;
renew my passport; walk the dog; clean the fridge; order printer ink; get the car serviced;
reply to grandma; fix the bike tyre; buy a birthday card; cancel the gym membership;
defrost the freezer; send the rent; charge the camera; mop the kitchen floor; buy cat food;
text the plumber; vacuum the stairs; wash the car; post the parcel; change the bedsheets;
make a vet appointment; pay the parking ticket
""".split(";")
]
RENAMES = {
    "buy milk": "buy oat milk",
    "call the dentist": "call the orthodontist",
    "pay the gas bill": "pay the electricity bill",
    "water the plants": "water the garden",
    "book a haircut": "book a beard trim",
    "walk the dog": "feed the dog",
    "post the parcel": "post the letters",
    "wash the car": "wash the van",
}
_NTH = {0: "first", 1: "second"}


def _setup(r: random.Random, low: int, high: int, *, avoid: tuple[str, ...] = ()) -> list[str]:
    return r.sample([t for t in TITLES if t not in avoid], r.randint(low, high))


def _fresh(r: random.Random, setup: list[str], count: int) -> list[str]:
    return r.sample([t for t in TITLES if t not in setup], count)


def _h32_add_one(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 4)
    (t,) = _fresh(r, setup, 1)
    task = _w(
        "add_one",
        f"remind me to {t}",
        f"add {t} to my todo list pls",
        f'Please put "{t}" on my to-do list.',
    )
    return task, setup, _open([*setup, t]), False, {}


def _h32_add_several(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 3)
    new = _fresh(r, setup, r.randrange(2, 4))
    task = _w(
        "add_several",
        f"need to {_listing(new)}, add those to my list pls",
        f"Please add the following to my to-do list: {_listing(new)}.",
        f"add {_listing(new)} to my todos thx",
    )
    return task, setup, _open([*setup, *new]), False, {}


def _h32_complete_title(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    t = setup[i]
    task = _w(
        "complete_title",
        f"{t} is done, tick it off thx",
        f'Please mark the to-do "{t}" as completed.',
        f"mark {t} done",
    )
    return task, setup, _completed(setup, i), False, {}


def _h32_complete_number(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    task = _w(
        "complete_number",
        f"mark #{i + 1} done",
        f"tick off number {i + 1} on my list pls",
        f"Please mark item {i + 1} on my to-do list as complete.",
    )
    return task, setup, _completed(setup, i), False, {}


def _h32_complete_position(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    where = _w("complete_position_where", "first", "last", "second")
    i = {"first": 0, "second": 1, "last": len(setup) - 1}[where]
    task = _w(
        "complete_position",
        f"tick off the {where} one on my list",
        f"mark the {where} thing on my todo list as done pls",
        f"The {where} item on my to-do list is finished; please mark it done.",
    )
    return task, setup, _completed(setup, i), False, {}


def _h32_complete_two(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i, j = sorted(r.sample(range(len(setup)), 2))
    a, b = setup[j], setup[i]
    task = _w(
        "complete_two",
        f"mark {a} and {b} as done",
        f'Please mark both "{a}" and "{b}" as done.',
        f"finished {a} and {b} today, tick em off pls",
    )
    return task, setup, _completed(setup, i, j), False, {}


def _h32_delete_title(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    t = setup[i]
    task = _w(
        "delete_title",
        f"delete {t} from my list",
        f"remove {t} pls, dont need it anymore",
        f'Please take "{t}" off my to-do list.',
    )
    return task, setup, _deleted(setup, i), False, {}


def _h32_delete_number(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    task = _w(
        "delete_number",
        f"delete #{i + 1}",
        f"Please remove item {i + 1} from my to-do list.",
        f"get rid of number {i + 1} on my todo list pls",
    )
    return task, setup, _deleted(setup, i), False, {}


def _h32_delete_position(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    where = _w("delete_position_where", "last", "first", "second")
    i = {"first": 0, "second": 1, "last": len(setup) - 1}[where]
    task = _w(
        "delete_position",
        f"delete the {where} item on my list",
        f"remove the {where} thing from my todos pls",
        f"Please delete the {where} to-do on my list.",
    )
    return task, setup, _deleted(setup, i), False, {}


def _h32_done_and_add(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    a = setup[i]
    (b,) = _fresh(r, setup, 1)
    task = _w(
        "done_and_add",
        f"{a} is done. can u also add {b}",
        f'I have finished "{a}"; please mark it done and add "{b}" to my list.',
        f"finished {a}! pls add {b} to the list too",
    )
    return task, setup, [*_completed(setup, i), (b, False)], False, {}


def _h32_list(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    task = _w(
        "list",
        "whats on my list?",
        "show me my to-do list pls",
        "What is on my to-do list right now?",
    )
    return task, setup, _open(setup), True, {"contains": list(setup)}


def _h32_count(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 7)
    task = _w(
        "count",
        "how many things r on my todo list",
        "How many to-dos do I have on my list?",
        "how many items on my list rn?",
    )
    return task, setup, _open(setup), True, {"numeric": len(setup)}


def _h32_has_item_yes(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 6)
    t = r.choice(setup)
    task = _w(
        "has_item_yes",
        f"is {t} on my list?",
        f'Do I have "{t}" on my to-do list?',
        f"did i already add {t}?",
    )
    return task, setup, _open(setup), True, {"contains": ["yes"]}


def _h32_has_item_no(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 6)
    (t,) = _fresh(r, setup, 1)
    task = _w(
        "has_item_no",
        f'Do I have "{t}" on my to-do list?',
        f"did i already add {t}?",
        f"is {t} on my list?",
    )
    return task, setup, _open(setup), True, {"contains": ["no"], "not_contains": ["yes"]}


def _h32_clear(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    task = _w(
        "clear",
        "clear my list",
        "Please remove everything from my to-do list; I am starting fresh.",
        "delete everything on my todo list pls",
    )
    return task, setup, [], False, {}


def _h32_rename(r: random.Random) -> TodoOut7:
    old = r.choice(sorted(RENAMES))
    new = RENAMES[old]
    setup = [*_setup(r, 1, 4, avoid=(old,)), old]
    task = _w(
        "rename",
        f"rename {old} to {new}",
        f'Could you edit the to-do "{old}" so that it reads "{new}" instead?',
        f"actually change the last item on my list to say {new}",
    )
    return task, setup, _open([*setup[:-1], new]), False, {}


TODO: list[TodoTemplate] = [
    f for n, f in globals().items() if n.startswith("_h32_") and f not in ARITHMETIC
]


def main() -> None:
    """Write the set after checking that each title named in a task picks out one to-do."""
    check_titles([*TITLES, *RENAMES.values()], r" and |,|\d", fold_case=True)
    assert set(RENAMES) <= set(TITLES)
    print(write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16)))


if __name__ == "__main__":
    main()
