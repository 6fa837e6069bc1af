# ruff: noqa: D103  (each family is described, one line each, in the module docstring)
"""Blind held-out set 35: a new user's first hour with a calculator and a to-do list.

Theme: a new user's first hour with an assistant that has a calculator and a to-do list: the
plain, common requests most people would make first.
Voices: people in the US and Canada aged 18 to 80 (a college student, a retail worker, a retired
engineer, a busy parent, a nurse on nights); some dictate by voice (little punctuation, numbers
sometimes spelled out), some type carefully, some politely explain what they need it for.

Written blind by branch h35. Read: docs/evals.md sections "The dataset" and "Side effects";
src/agentschool/evals/cases.py and checks.py in full; from gen_everyday_heldout_4 only `_money`,
`_listing`, `_tol`; from gen_everyday_heldout_7 only `ArithOut7`, `TodoOut7`, `ArithTemplate`,
`TodoTemplate`, `_a`, `_completed`, `_deleted`, `_euros`, `_open`, `_plain`, `_pounds`,
`check_titles`, `write_set`; the first 30 lines of everyday-heldout-7.yaml.
Slips: ArithOut7's definition was read as lines 50-53 of gen_everyday_heldout_7.py, which include
its two-line docstring and the TodoOut7 line; tracebacks while running showed one line of
gen_7's `_check_families` (`assert all(t.startswith(prefix) for t in tags), prefix`, failing on
"tpl-h35-"), from which the family functions are renamed `h35_<name>`; nothing else was read.

Families (arithmetic):
  tip: a tip at a stated percent on a restaurant bill
  split-bill: a bill split evenly among friends
  sale-price: a price after a percent-off discount
  with-tax: a price with sales tax at a stated rate
  grade-average: the average of four test scores
  percent-of: a plain "what is p% of n"
  shift-pay: hours times an hourly wage
  overtime-pay: 40 regular hours plus overtime at 1.5 times the wage
  weekly-savings: saving a fixed amount every week for some weeks
  change-back: change from paying with a bill
  miles-to-km: miles to kilometres, factor 1.609 stated
  fahrenheit-to-celsius: degrees F to C, formula stated
  recipe-scale: scaling a recipe amount to more servings
  hours-to-minutes: hours and minutes as total minutes
  grocery-total: quantities times unit prices
  square-root: the square root of a perfect square
  power: a small number to a small power
  fraction-sum: two fractions added, as a decimal
  round-off: a number rounded to stated decimal places
  percent-increase: the percent increase from an old to a new price
  gas-mileage: miles per gallon from a trip
  unit-price-scale: the price of more pounds at the same per-pound rate
  simple-interest: simple interest at a stated yearly rate
  monthly-from-yearly: a yearly salary divided into twelve monthly amounts
Families (to-do):
  add-one: add one to-do
  add-several: add three to-dos at once
  complete-by-title: mark a named to-do done
  complete-by-number: mark to-do number n done
  delete-by-title: delete a named to-do
  delete-last: delete the last to-do on the list
  list-all: show the list (read-only)
  count: how many to-dos there are (read-only)
  is-it-there: whether a named to-do is on the list (read-only)
  clear-all: remove every to-do
  rename: change a to-do's wording
  add-and-complete: add one to-do and mark another done
  complete-two: mark two named to-dos done
  first-done-last-gone: complete the first and delete the last
  delete-by-number: delete to-do number n
  complete-all: mark everything done
"""

from __future__ import annotations

import itertools
import random
import sys
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from pathlib import Path

import yaml
from gen_everyday_heldout_4 import _listing, _money, _tol
from gen_everyday_heldout_7 import (
    ArithOut7,
    TodoOut7,
    _completed,
    _deleted,
    _open,
    _plain,
    check_titles,
    write_set,
)

NAME = "everyday-heldout-35"
SEED = 2026112835

HEADER = """\
# {name}: a new user's first hour with a calculator and a to-do list, held out.
# Written blind on 2026-11-28 by evals/gen_everyday_heldout_35.py (seed {seed}), before any
# tuning against it, by a helper session (branch h35) that read none of the planner's, the
# tools' or the school's code or tests, nor any other set's generator beyond a few helpers.
# {families} template families ({arith} arithmetic, {todo} to-do), two or three wordings each,
# {draws} seeded draws. Expected numbers are computed exactly with fractions and checked against
# an independent float expression. Do not tune against it: regenerate, do not edit.
"""

_WORDS = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen twenty"
).split()

_COUNTERS: dict[str, itertools.count[int]] = {}
_WORDING: dict[str, tuple[str, int]] = {}
"""Task -> (family, wording index), to check every family rotates wordings."""


def _num(value: Fraction) -> str:
    """A terminating fraction as a person types it ("7.5", "8.25")."""
    return _plain(Decimal(value.numerator) / Decimal(value.denominator))


def _say(n: int) -> str:
    return _WORDS[n]


def _pick(family: str, wordings: list[str], **values: object) -> str:
    """The next wording of `family` in rotation, filled in."""
    counter = _COUNTERS.setdefault(family, itertools.count())
    index = next(counter) % len(wordings)
    task = wordings[index].format(**values)
    _WORDING[task] = (family, index)
    return task


def _cents(rng: random.Random, low: int, high: int) -> int:
    return rng.randint(low, high)


# ---------------------------------------------------------------- arithmetic


def tip(rng: random.Random) -> ArithOut7:
    bill = _cents(rng, 2500, 14999)
    pct = rng.choice([15, 18, 20, 22])
    task = _pick(
        "tip",
        [
            "whats a {pct} percent tip on {bill}",
            "Hi! We just finished dinner and the bill came to {bill}. How much is a {pct}% tip?",
            "how much should i tip at {pct}% on a {bill} check",
        ],
        pct=pct,
        bill=_money(bill),
    )
    exact = Fraction(bill, 100) * pct / 100
    return task, exact, f"{bill / 100}*{pct}/100", 0.01, {}


def split_bill(rng: random.Random) -> ArithOut7:
    people = rng.randint(3, 6)
    share = rng.randint(1500, 4500)
    total = share * people
    task = _pick(
        "split-bill",
        [
            "split {total} between {n} people",
            "there were {w} of us at lunch and it came to {total} how much does each person owe",
            "Could you divide a {total} pizza order evenly among {n} roommates? What's each share?",
        ],
        total=_money(total),
        n=people,
        w=_say(people),
    )
    return task, Fraction(total, 100 * people), f"{total / 100}/{people}", 0.01, {}


def sale_price(rng: random.Random) -> ArithOut7:
    price = rng.randint(20, 180) * 100 - rng.choice([0, 1, 5])
    pct = rng.choice([10, 15, 20, 25, 30, 40])
    task = _pick(
        "sale-price",
        [
            "jacket is {price} and it's {pct}% off, what do i pay",
            "What's the sale price of a {price} item at {pct} percent off?",
        ],
        price=_money(price),
        pct=pct,
    )
    exact = Fraction(price, 100) * (100 - pct) / 100
    return task, exact, f"{price / 100}*(1-{pct}/100)", 0.01, {}


def with_tax(rng: random.Random) -> ArithOut7:
    price = rng.randint(1000, 25000)
    rate = rng.choice([Fraction(6), Fraction(7), Fraction(13), Fraction(825, 100)])
    task = _pick(
        "with-tax",
        [
            "{price} plus {rate}% sales tax",
            "I'm buying a {price} lamp and sales tax here is {rate}%. What's the total I'll pay?",
            "whats {price} with {rate} percent tax added",
        ],
        price=_money(price),
        rate=_num(rate),
    )
    exact = Fraction(price, 100) * (100 + rate) / 100
    return task, exact, f"{price / 100}*(1+{float(rate)}/100)", 0.01, {}


def grade_average(rng: random.Random) -> ArithOut7:
    scores = [rng.randint(62, 100) for _ in range(4)]
    task = _pick(
        "grade-average",
        [
            "average of my test scores {a}, {b}, {c} and {d}",
            "hey can you tell me the average of these quiz grades: {a} {b} {c} {d}",
            "My son got {a}, {b}, {c} and {d} on his math tests. What is his average?",
        ],
        a=scores[0],
        b=scores[1],
        c=scores[2],
        d=scores[3],
    )
    return (
        task,
        Fraction(sum(scores), 4),
        f"({'+'.join(map(str, scores))})/4",
        _tol(Fraction(sum(scores), 4)),
        {},
    )


def percent_of(rng: random.Random) -> ArithOut7:
    pct = rng.choice([5, 12, 15, 25, 30, 35, 45, 60])
    n = rng.randint(40, 900)
    task = _pick(
        "percent-of",
        ["what is {pct}% of {n}", "{pct} percent of {n}"],
        pct=pct,
        n=n,
    )
    exact = Fraction(pct * n, 100)
    return task, exact, f"{pct}*{n}/100", _tol(exact), {}


def shift_pay(rng: random.Random) -> ArithOut7:
    hours = rng.choice([Fraction(x, 2) for x in range(40, 81)])
    wage = rng.randint(1450, 3200)
    task = _pick(
        "shift-pay",
        [
            "I worked {h} hours this week at {w} an hour. How much did I make before taxes?",
            "{h} hrs x {w}/hr",
            "how much do i get for {h} hours at {w} per hour",
        ],
        h=_num(hours),
        w=_money(wage),
    )
    exact = hours * Fraction(wage, 100)
    return task, exact, f"{float(hours)}*{wage / 100}", 0.01, {}


def overtime_pay(rng: random.Random) -> ArithOut7:
    extra = rng.randint(2, 12)
    wage = rng.choice([16, 18, 20, 22, 24, 28, 32, 38])
    task = _pick(
        "overtime-pay",
        [
            "I'm a nurse paid ${w} an hour; overtime is time and a half (1.5x) for hours over 40."
            " I worked {t} hours this week. What's my gross pay?",
            "pay is {w} dollars an hour with 1.5 times pay over 40 hours i did {t} hours this"
            " week whats that come to",
        ],
        w=wage,
        t=40 + extra,
    )
    exact = Fraction(40 * wage) + Fraction(3, 2) * wage * extra
    return task, exact, f"40*{wage}+1.5*{wage}*{extra}", None, {}


def weekly_savings(rng: random.Random) -> ArithOut7:
    amount = rng.choice([15, 20, 25, 35, 40, 50, 75])
    weeks = rng.randint(8, 52)
    task = _pick(
        "weekly-savings",
        [
            "if i save {a} dollars a week for {n} weeks how much will i have",
            "I'd like to put ${a} aside every week for {n} weeks. How much is that in total?",
        ],
        a=amount,
        n=weeks,
    )
    return task, Fraction(amount * weeks), f"{amount}*{weeks}", None, {}


def change_back(rng: random.Random) -> ArithOut7:
    paid = rng.choice([2000, 5000, 10000])
    cost = rng.randint(paid // 3, paid - 1)
    task = _pick(
        "change-back",
        [
            "customer owes {c} and hands me {p}, how much change",
            "I paid with a {p} bill for something that cost {c}. How much change should I get?",
            "change from {p} on a {c} purchase",
        ],
        c=_money(cost),
        p=_money(paid),
    )
    return task, Fraction(paid - cost, 100), f"{paid / 100}-{cost / 100}", 0.01, {}


def miles_to_km(rng: random.Random) -> ArithOut7:
    miles = rng.randint(3, 250)
    task = _pick(
        "miles-to-km",
        [
            "how many km is {m} miles (1 mile = 1.609 km)",
            "My drive to Toronto is {m} miles. Using 1.609 km per mile, how many kilometres is"
            " that?",
        ],
        m=miles,
    )
    exact = miles * Fraction(1609, 1000)
    return task, exact, f"{miles}*1.609", 0.01, {}


def fahrenheit_to_celsius(rng: random.Random) -> ArithOut7:
    f = rng.randint(20, 104)
    task = _pick(
        "fahrenheit-to-celsius",
        [
            "convert {f} F to celsius using C = (F - 32) * 5/9",
            "It says {f} degrees Fahrenheit outside. What is that in Celsius? (C = (F-32) x 5/9)",
            "{f} fahrenheit in celsius, the formula is subtract 32 then times 5 over 9",
        ],
        f=f,
    )
    exact = Fraction(f - 32) * 5 / 9
    return task, exact, f"({f}-32)*5/9", _tol(exact), {}


def recipe_scale(rng: random.Random) -> ArithOut7:
    serves = rng.choice([2, 4, 6])
    want = rng.choice([s for s in (3, 5, 8, 10, 12) if s != serves])
    cups = rng.choice([Fraction(1, 2), Fraction(3, 4), Fraction(3, 2), Fraction(2), Fraction(3)])
    task = _pick(
        "recipe-scale",
        [
            "recipe serves {s} and needs {c} cups of flour, how many cups for {w} people",
            "I'm doubling up for a potluck: a recipe for {s} uses {c} cups of rice. How many cups"
            " do I need to feed {w}?",
        ],
        s=serves,
        w=want,
        c=f"{cups.numerator}/{cups.denominator}" if cups.denominator > 1 else cups.numerator,
    )
    exact = cups * want / serves
    return task, exact, f"{float(cups)}*{want}/{serves}", _tol(exact), {}


def hours_to_minutes(rng: random.Random) -> ArithOut7:
    h = rng.randint(1, 9)
    m = rng.randint(5, 55)
    task = _pick(
        "hours-to-minutes",
        [
            "how many minutes is {hw} hours {m} minutes",
            "My shift was {h} hours and {m} minutes long; what's that in minutes?",
            "{h}h {m}m in minutes",
        ],
        h=h,
        hw=_say(h),
        m=m,
    )
    return task, Fraction(60 * h + m), f"{h}*60+{m}", None, {}


def grocery_total(rng: random.Random) -> ArithOut7:
    goods = rng.sample(
        [
            "gallons of milk",
            "loaves of bread",
            "cartons of eggs",
            "bags of apples",
            "boxes of cereal",
        ],
        3,
    )
    qty = [rng.randint(2, 4) for _ in goods]
    cents = [rng.randint(199, 649) for _ in goods]
    items = [f"{q} {g} at {_money(c)} each" for q, g, c in zip(qty, goods, cents, strict=True)]
    task = _pick(
        "grocery-total",
        [
            "total for {items}",
            "Hello, I'm making a shopping budget. What would {items} cost altogether (no tax)?",
        ],
        items=_listing(items),
    )
    total = sum(q * c for q, c in zip(qty, cents, strict=True))
    expr = "+".join(f"{q}*{c / 100}" for q, c in zip(qty, cents, strict=True))
    return task, Fraction(total, 100), expr, 0.01, {}


def square_root(rng: random.Random) -> ArithOut7:
    root = rng.randint(12, 40)
    task = _pick(
        "square-root",
        ["square root of {n}", "what's the square root of {n}?", "sqrt {n}"],
        n=root * root,
    )
    return task, Fraction(root), f"{root * root}**0.5", None, {}


def power(rng: random.Random) -> ArithOut7:
    base = rng.randint(2, 9)
    exp = rng.randint(3, 6)
    task = _pick(
        "power",
        ["{b} to the power of {e}", "what is {b}^{e}", "{bw} to the {ew} power"],
        b=base,
        e=exp,
        bw=_say(base),
        ew={3: "third", 4: "fourth", 5: "fifth", 6: "sixth"}[exp],
    )
    return task, Fraction(base**exp), f"{float(base)}**{exp}", None, {}


def fraction_sum(rng: random.Random) -> ArithOut7:
    pairs = [(1, 2), (1, 4), (3, 4), (2, 5), (1, 5), (3, 8), (5, 8), (7, 10)]
    (a, b), (c, d) = rng.sample(pairs, 2)
    task = _pick(
        "fraction-sum",
        [
            "what's {a}/{b} + {c}/{d} as a decimal",
            "For woodworking I need {a}/{b} inch plus {c}/{d} inch. What's the sum in decimal"
            " inches?",
        ],
        a=a,
        b=b,
        c=c,
        d=d,
    )
    exact = Fraction(a, b) + Fraction(c, d)
    return task, exact, f"{a}/{b}+{c}/{d}", _tol(exact), {}


def round_off(rng: random.Random) -> ArithOut7:
    value = Fraction(rng.randint(100000, 9999999), 10000)
    places = rng.choice([1, 2])
    task = _pick(
        "round-off",
        [
            "round {v} to {p} decimal places",
            "Could you round {v} to {pw} decimal place{s} for my lab report?",
        ],
        v=_num(value),
        p=places,
        pw=_say(places),
        s="s" if places > 1 else "",
    )
    exact = Fraction(
        Decimal(_num(value)).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    )
    return task, exact, f"round({float(value)}, {places})", None, {}


def percent_increase(rng: random.Random) -> ArithOut7:
    old = rng.choice([20, 25, 40, 50, 80])
    pct = rng.choice([5, 10, 15, 20, 25, 30])
    new = Fraction(old * (100 + pct), 100)
    task = _pick(
        "percent-increase",
        [
            "rent went from {o} to {n}, what percent increase is that",
            "My phone plan was {o} a month and now it's {n}. By what percentage did it go up?",
            "percent increase from {o} to {n}",
        ],
        o=_money(old * 100),
        n=_money(int(new * 100)),
    )
    exact = (new - old) / old * 100
    return task, exact, f"({float(new)}-{old})/{old}*100", _tol(exact), {}


def gas_mileage(rng: random.Random) -> ArithOut7:
    gallons = rng.randint(8, 16)
    mpg = rng.randint(18, 38)
    miles = gallons * mpg
    task = _pick(
        "gas-mileage",
        [
            "drove {m} miles on {g} gallons, what's my mpg",
            "I went {m} miles and filled up with {g} gallons of gas. How many miles per gallon is"
            " that?",
        ],
        m=miles,
        g=gallons,
    )
    return task, Fraction(mpg), f"{miles}/{gallons}", None, {}


def unit_price_scale(rng: random.Random) -> ArithOut7:
    per = rng.randint(129, 599)
    lbs = rng.choice([2, 3])
    want = rng.choice([5, 7, 10])
    task = _pick(
        "unit-price-scale",
        [
            "if {a} lbs of grapes cost {c}, how much for {b} lbs at the same price per pound",
            "{aw} pounds of ground beef is {c}. At that rate what would {b} pounds cost?",
        ],
        a=lbs,
        aw=_say(lbs),
        b=want,
        c=_money(per * lbs),
    )
    return task, Fraction(per * want, 100), f"{per * lbs / 100}/{lbs}*{want}", 0.01, {}


def simple_interest(rng: random.Random) -> ArithOut7:
    principal = rng.choice([500, 1000, 2500, 4000, 5000, 12000])
    rate = rng.choice([Fraction(2), Fraction(3), Fraction(45, 10), Fraction(5)])
    years = rng.randint(2, 6)
    task = _pick(
        "simple-interest",
        [
            "simple interest on ${p} at {r}% a year for {y} years",
            "I'm a retired engineer checking a bond: ${p} earning {r} percent simple interest per"
            " year. How much interest after {y} years?",
            "how much interest do i earn on {p} dollars at {r}% simple interest over {y} years",
        ],
        p=f"{principal:,}",
        r=_num(rate),
        y=years,
    )
    exact = principal * rate / 100 * years
    return task, exact, f"{principal}*{float(rate)}/100*{years}", _tol(exact), {}


def monthly_from_yearly(rng: random.Random) -> ArithOut7:
    salary = rng.randint(30, 95) * 1000 + rng.choice([0, 500])
    task = _pick(
        "monthly-from-yearly",
        [
            "I make {s} a year, how much is that per month",
            "{s} salary divided by 12 months",
            "New job offer is {s} per year. What's that a month, before taxes?",
        ],
        s=_money(salary * 100),
    )
    exact = Fraction(salary, 12)
    return task, exact, f"{salary}/12", _tol(exact), {}


ARITHMETIC = [
    tip,
    split_bill,
    sale_price,
    with_tax,
    grade_average,
    percent_of,
    shift_pay,
    overtime_pay,
    weekly_savings,
    change_back,
    miles_to_km,
    fahrenheit_to_celsius,
    recipe_scale,
    hours_to_minutes,
    grocery_total,
    square_root,
    power,
    fraction_sum,
    round_off,
    percent_increase,
    gas_mileage,
    unit_price_scale,
    simple_interest,
    monthly_from_yearly,
]

# ---------------------------------------------------------------- to-do

POOL = [
    "pick up dry cleaning",
    "call the pharmacy",
    "pay the water bill",
    "renew library books",
    "email my advisor",
    "book a dentist appointment",
    "buy printer ink",
    "return the blender",
    "water the tomatoes",
    "schedule an oil change",
    "mail the birthday card",
    "refill the prescription",
    "clean out the fridge",
    "order a birthday cake",
    "vacuum the car",
    "submit the timesheet",
    "text the babysitter",
    "buy dog food",
    "change the air filter",
    "study for chem quiz",
]
RENAMED = ["buy cat litter", "call the vet", "pay the phone bill", "wash the dishes"]
check_titles(POOL + RENAMED, r"\band\b|,|\d|\bit\b", fold_case=True)


def _setup(rng: random.Random, low: int = 3, high: int = 5) -> tuple[list[str], list[str]]:
    titles = rng.sample(POOL, rng.randint(low, high) + 3)
    return titles[:-3], titles[-3:]


def add_one(rng: random.Random) -> TodoOut7:
    setup, spare = _setup(rng)
    task = _pick(
        "add-one",
        ["add {t} to my list", "remind me to {t}", "Please add \u201c{t}\u201d to my to-do list."],
        t=spare[0],
    )
    return task, setup, _open([*setup, spare[0]]), False, {}


def add_several(rng: random.Random) -> TodoOut7:
    setup, spare = _setup(rng, 2, 3)
    task = _pick(
        "add-several",
        [
            "add {a}, {b} and {c}",
            "ok new to dos {a} then {b} then {c}",
            "Hi, I have a few things for this weekend: {a}; {b}; {c}. Can you put them on my list?",
        ],
        a=spare[0],
        b=spare[1],
        c=spare[2],
    )
    return task, setup, _open([*setup, *spare]), False, {}


def complete_by_title(rng: random.Random) -> TodoOut7:
    setup, _ = _setup(rng)
    i = rng.randrange(len(setup))
    task = _pick(
        "complete-by-title",
        [
            "i did {t}, check it off",
            "mark {t} as done",
            "Finally got around to it \u2014 please mark \u201c{t}\u201d complete.",
        ],
        t=setup[i],
    )
    return task, setup, _completed(setup, i), False, {}


def complete_by_number(rng: random.Random) -> TodoOut7:
    setup, _ = _setup(rng)
    i = rng.randrange(len(setup))
    task = _pick(
        "complete-by-number",
        ["complete todo {n}", "mark number {w} done", "Please check off item #{n} on my list."],
        n=i + 1,
        w=_say(i + 1),
    )
    return task, setup, _completed(setup, i), False, {}


def delete_by_title(rng: random.Random) -> TodoOut7:
    setup, _ = _setup(rng)
    i = rng.randrange(len(setup))
    task = _pick(
        "delete-by-title",
        [
            "delete {t}",
            "take {t} off my list, don't need to do it anymore",
            "Could you remove \u201c{t}\u201d from my to-dos? Someone else handled it.",
        ],
        t=setup[i],
    )
    return task, setup, _deleted(setup, i), False, {}


def delete_last(rng: random.Random) -> TodoOut7:
    setup, _ = _setup(rng)
    task = _pick(
        "delete-last",
        [
            "delete the last item on my list",
            "remove the last to do",
            "Please get rid of the final item on my to-do list.",
        ],
    )
    return task, setup, _deleted(setup, len(setup) - 1), False, {}


def list_all(rng: random.Random) -> TodoOut7:
    setup, _ = _setup(rng)
    task = _pick(
        "list-all",
        ["what's on my to do list", "show me my todos", "Can you read me my list, please?"],
    )
    return task, setup, _open(setup), True, {"contains": [setup[0], setup[-1]]}


def count(rng: random.Random) -> TodoOut7:
    setup, _ = _setup(rng, 3, 7)
    task = _pick(
        "count",
        [
            "how many things are on my to do list",
            "How many to-dos do I have right now?",
            "count my todos",
        ],
    )
    return task, setup, _open(setup), True, {}


def is_it_there(rng: random.Random) -> TodoOut7:
    setup, _ = _setup(rng)
    i = rng.randrange(len(setup))
    task = _pick(
        "is-it-there",
        [
            "is {t} on my list",
            "Did I already add \u201c{t}\u201d to my to-dos? Just checking, don't change anything.",
        ],
        t=setup[i],
    )
    return task, setup, _open(setup), True, {}


def clear_all(rng: random.Random) -> TodoOut7:
    setup, _ = _setup(rng)
    task = _pick(
        "clear-all",
        [
            "clear my whole list",
            "delete all my to dos i want to start over",
            "Please remove every item from my to-do list.",
        ],
    )
    return task, setup, [], False, {}


def rename(rng: random.Random) -> TodoOut7:
    setup, _ = _setup(rng)
    i = rng.randrange(len(setup))
    new = rng.choice(RENAMED)
    task = _pick(
        "rename",
        [
            "change {t} to {n}",
            "I typed that wrong \u2014 please rename \u201c{t}\u201d to \u201c{n}\u201d.",
        ],
        t=setup[i],
        n=new,
    )
    final = _open(setup)
    final[i] = (new, False)
    return task, setup, final, False, {}


def add_and_complete(rng: random.Random) -> TodoOut7:
    setup, spare = _setup(rng)
    i = rng.randrange(len(setup))
    task = _pick(
        "add-and-complete",
        [
            "add {a} and mark {d} as done",
            "I finished {d}. Also, please add {a} to the list.",
            "check off {d} then add {a}",
        ],
        a=spare[0],
        d=setup[i],
    )
    return task, setup, [*_completed(setup, i), (spare[0], False)], False, {}


def complete_two(rng: random.Random) -> TodoOut7:
    setup, _ = _setup(rng, 4, 5)
    i, j = sorted(rng.sample(range(len(setup)), 2))
    task = _pick(
        "complete-two",
        [
            "mark {a} and {b} done",
            "Good news: I got {a} and {b} taken care of today. Can you check both off?",
        ],
        a=setup[i],
        b=setup[j],
    )
    return task, setup, _completed(setup, i, j), False, {}


def first_done_last_gone(rng: random.Random) -> TodoOut7:
    setup, _ = _setup(rng)
    task = _pick(
        "first-done-last-gone",
        [
            "mark the first one done and delete the last one",
            "Please complete the first item on my list and remove the last item.",
            "check off the top one and delete the bottom one",
        ],
    )
    final = [(t, i == 0) for i, t in enumerate(setup[:-1])]
    return task, setup, final, False, {}


def delete_by_number(rng: random.Random) -> TodoOut7:
    setup, _ = _setup(rng)
    i = rng.randrange(len(setup))
    task = _pick(
        "delete-by-number",
        ["delete todo {n}", "remove number {w} from my list", "Please delete to-do #{n}."],
        n=i + 1,
        w=_say(i + 1),
    )
    return task, setup, _deleted(setup, i), False, {}


def complete_all(rng: random.Random) -> TodoOut7:
    setup, _ = _setup(rng, 2, 4)
    task = _pick(
        "complete-all",
        [
            "mark everything on my list done",
            "I got it all done today!! check off all my to dos",
            "Please mark every to-do as completed.",
        ],
    )
    return task, setup, [(t, True) for t in setup], False, {}


TODO = [
    add_one,
    add_several,
    complete_by_title,
    complete_by_number,
    delete_by_title,
    delete_last,
    list_all,
    count,
    is_it_there,
    clear_all,
    rename,
    add_and_complete,
    complete_two,
    first_done_last_gone,
    delete_by_number,
    complete_all,
]


def _check_rotation(path: Path) -> None:
    """Every family's three draws use at least two of its wordings."""
    cases = yaml.safe_load(path.read_text(encoding="utf-8"))["cases"]
    used: dict[str, set[int]] = {}
    for case in cases:
        family, index = _WORDING[case["task"]]
        used.setdefault(family, set()).add(index)
    assert len(used) == len(ARITHMETIC) + len(TODO), sorted(used)
    thin = [f for f, s in used.items() if len(s) < 2]
    assert not thin, thin


for _family in [*ARITHMETIC, *TODO]:
    _family.__name__ = "h35_" + _family.__name__
    _family.__qualname__ = _family.__name__


def main() -> None:
    path = write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16))
    _check_rotation(path)
    print(path)


if __name__ == "__main__":
    sys.exit(main())
