"""Blind held-out set 21: an ordinary weekday of calculator and to-do requests.

Written blind on 2026-11-28 by a helper session (branch h21), before any tuning against it. What
it read, and nothing else: in `docs/evals.md` the sections "The dataset" and "Side effects";
`src/agentschool/evals/cases.py` and `src/agentschool/evals/checks.py`; in the generators of sets
4 and 7 only their helpers, types and writing machinery (`_money`, `_cents`, `_ordinal`,
`_listing`, `_tol`, `_tag`, `_number`; `_said`, `_plain`, `_typed`, `_pounds`, `_euros`, `_a`,
`_frac`, `_pick`, `_open`, `_adding`, `_one_of`, `_completed`, `_deleted`, the case, draw and
write helpers, set 7's `HEADER` and `main`, and the types `ArithOut7`, `ArithTemplate`, `TodoOut7`,
`TodoTemplate`); the first case of `evals/everyday-heldout-7.yaml` for the YAML shape; and what a
user knows of the agent (a calculator, a to-do list: add, list, complete, delete, clear completed;
it answers in text). No slip into anything forbidden: none of the templates, family lists,
planner, tools, tests or other sets were opened. Seen in passing, names only: the headings of
`docs/evals.md` (to find the two sections) and the file listing of `evals/`.

Theme: a cross-section of users typing to an assistant app on a weekday. Each family has three
wordings, one per draw, written the way different people type the same request (terse, chatty,
polite, with a sentence of context); amounts are in dollars, pounds and euros. Every rate, factor
and formula a calculator cannot know is stated in the task. Expected numbers are exact fractions
checked against an independent float expression; money is judged to 0.01, a rounding request
exactly.

Arithmetic families (24):
- percent-of: a percentage of a plain number.
- tip-amount: the tip alone on a restaurant bill at a given percentage.
- split-with-tip: a bill plus a percentage tip, shared evenly; each person's share.
- split-evenly: a total (rent, cabin, utilities) shared evenly between N people.
- discount-price: a price after a percentage off.
- sales-tax-total: a price plus a given sales tax rate.
- price-before-vat: the net price from a total that includes a given VAT rate.
- unit-price: a pack's price divided by its count (per egg, can, battery, kilo...).
- average: the mean of a few numbers, test scores or run distances.
- percent-increase: the percentage rise from an old to a new amount (rent, bill, salary).
- score-as-percent: x out of y as a percentage.
- unit-conversion: miles, pounds, inches, feet, gallons, km, ounces converted, factor given.
- temperature: Celsius to Fahrenheit or back, formula given.
- currency-conversion: an amount in another currency at a stated exchange rate.
- weekly-pay: hours times an hourly rate.
- hours-worked: decimal hours between a start and end time, less a break.
- simple-interest: simple interest on a principal for years or months.
- compound-interest: the balance after n years compounded annually.
- rounding: to two decimal places, the nearest hundred or the nearest whole number (no ties).
- powers: a square, a cube, or "to the power of".
- fraction-of-amount: a fraction (in words or digits) of an amount or quantity.
- running-balance: a starting balance less a few expenses, plus money received.
- order-of-operations: a short expression with parentheses or mixed * and +.
- savings-per-month: the monthly amount to reach a savings goal, maybe with some saved.

To-do families (16):
- add-one: add one chore (several ways of saying it).
- add-several: add two or three chores at once (inline, bulleted, with context).
- add-if-missing: add a chore unless it is there; when it is, the list stays unchanged.
- add-and-show: add a chore, then show the whole list.
- list-todos: what is on the list (question).
- count-todos: how many to-dos there are (question).
- is-on-list: whether a chore is on the list, yes or no (question).
- complete-by-name: mark one chore done, named.
- complete-by-number: mark one to-do done by its number.
- complete-by-position: mark the first, second, third or last to-do done.
- complete-several: mark two done, by name or by number.
- delete-by-name: remove one chore, named.
- delete-by-number: remove one to-do by its number.
- delete-by-position: remove the first, second, third or last to-do.
- complete-then-clear: mark one or two done, then clear the completed ones.
- complete-then-count-left: mark one done and say how many are left to do.
"""

from __future__ import annotations

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

SEED = 20261128_21
NAME = "everyday-heldout-21"
MONEY = 0.01

HEADER = """\
# {name}: everyday calculator and to-do requests on an ordinary weekday, held out.
# Written blind on 2026-11-28 by evals/gen_everyday_heldout_21.py (seed {seed}), before any
# tuning against it, by a helper session (branch h21) that read none of the planner's, the
# tools' or the school's code or tests, nor any other set's YAML or templates.
# {families} template families ({arith} arithmetic, {todo} to-do), three wordings each (one per
# draw), {draws} seeded draws. Expected numbers are computed with exact fractions and checked
# against an independent float expression. Do not tune against it: regenerate, do not edit.
"""

_TURNS: dict[str, int] = {}


def _turn(family: str) -> int:
    """Which of its three wordings `family`'s next draw takes (its draws take them in turn)."""
    turn = _TURNS.get(family, 0)
    _TURNS[family] = turn + 1
    return turn % 3


def _say(turn: int, wordings: tuple[str, str, str], **values: object) -> str:
    return wordings[turn].format(**values)


_CASH: dict[str, Callable[[int], str]] = {"$": _money, "£": _pounds, "€": _euros}


def _cash(cents: int, sign: str) -> str:
    return _CASH[sign](cents)


def _units(cents: int) -> str:
    """Cents as a plain decimal, for a check expression."""
    return _plain(Decimal(cents) / 100)


# --------------------------------------------------------------------------- arithmetic


def _h21_percent_of(r: random.Random) -> ArithOut7:
    pct = r.choice(["5", "8", "12", "12.5", "15", "17.5", "18", "22", "35", "40", "65", "75"])
    amount = r.randrange(40, 2400)
    value = Fraction(pct) * amount / 100
    wordings = (
        "what's {p}% of {a}",
        "{p} percent of {a}?",
        "Could you work out {p}% of {a} for me, please?",
    )
    task = _say(_turn("percent"), wordings, p=pct, a=f"{amount:,}")
    return task, value, f"{pct} * {amount} / 100", _tol(value), {}


def _h21_tip_amount(r: random.Random) -> ArithOut7:
    sign, bill, pct = r.choice("$$£€"), r.randrange(1800, 16000), r.choice([10, 15, 18, 20, 22])
    wordings = (
        "dinner came to {b}. how much is {a}% tip?",
        "whats {p}% tip on {b}",
        "The bill is {b} and I'd like to leave {p}%. How much should the tip be?",
    )
    task = _say(_turn("tip"), wordings, b=_cash(bill, sign), a=_a(pct), p=pct)
    return task, Fraction(bill, 100) * pct / 100, f"{bill} / 100 * {pct} / 100", MONEY, {}


def _h21_split_with_tip(r: random.Random) -> ArithOut7:
    sign, bill = r.choice("$£€"), r.randrange(6000, 32000)
    pct, n = r.choice([10, 15, 18, 20]), r.randrange(2, 7)
    wordings = (
        "{b} for dinner plus {p}% tip, split {n} ways. what's each share?",
        "{n} of us went out and the total was {b}. we want to tip {p}% and split everything "
        "evenly, how much is that per person?",
        "Can you figure out what each of us owes? Bill is {b}, {p}% tip on top, {n} people.",
    )
    task = _say(_turn("split tip"), wordings, b=_cash(bill, sign), p=pct, n=n)
    value = Fraction(bill, 100) * (100 + pct) / 100 / n
    return task, value, f"{bill} / 100 * (1 + {pct} / 100) / {n}", MONEY, {}


def _h21_split_evenly(r: random.Random) -> ArithOut7:
    k = _turn("split")
    sign, n = r.choice("$£€"), r.randrange(2, 7)
    total = r.randrange(*[(4000, 60000), (30000, 250000), (9000, 60000)][k])
    wordings = (
        "split {t} evenly between {n} people",
        "we rented a cabin for {t} and there are {n} of us. how much does everyone owe?",
        "Our electricity bill is {t} this quarter. There are {n} of us in the flat - what's each "
        "person's share?",
    )
    task = _say(k, wordings, t=_cash(total, sign), n=n)
    return task, Fraction(total, 100 * n), f"{total} / 100 / {n}", MONEY, {}


def _h21_discount_price(r: random.Random) -> ArithOut7:
    sign, pct = r.choice("$£€"), r.choice([10, 15, 20, 25, 30, 35, 40, 50])
    price = r.randrange(15, 400) * 100 - r.choice([0, 1, 5, 50])
    wordings = (
        "this jacket is {c} but it's {p}% off. what do I actually pay?",
        "{p}% off {c} - final price?",
        "The shop has {p} percent off everything today. How much would a pair of boots marked "
        "{c} cost?",
    )
    task = _say(_turn("discount"), wordings, c=_cash(price, sign), p=pct)
    value = Fraction(price, 100) * (100 - pct) / 100
    return task, value, f"{price} / 100 * (1 - {pct} / 100)", MONEY, {}


def _h21_sales_tax_total(r: random.Random) -> ArithOut7:
    price = r.randrange(500, 150000)
    rate = r.choice(["5.3", "6", "6.5", "7", "7.25", "8.25", "8.875", "9.5"])
    wordings = (
        "{c} plus {t}% sales tax - what's the total?",
        "I'm buying something for {c} and sales tax here is {t}%. How much will it come to at "
        "the register?",
        "price is {c} before tax, tax rate {t}%. total pls",
    )
    task = _say(_turn("sales tax"), wordings, c=_money(price), t=rate)
    value = Fraction(price, 100) * (100 + Fraction(rate)) / 100
    return task, value, f"{price} / 100 * (1 + {rate} / 100)", MONEY, {}


def _h21_price_before_vat(r: random.Random) -> ArithOut7:
    sign, rate = r.choice([("£", 20), ("€", 19), ("€", 21), ("£", 20)])
    net = r.randrange(10, 3000) * 5 if rate == 20 else r.randrange(5, 900) * 100
    gross = Fraction(net * (100 + rate), 100)
    assert gross.denominator == 1
    wordings = (
        "this invoice is {g} including {r}% VAT. what's the price before VAT?",
        "{g} incl. {r}% vat - how much is it without the vat?",
        "I paid {g} and that includes VAT at {r}%. What was the net amount?",
    )
    task = _say(_turn("vat"), wordings, g=_cash(int(gross), sign), r=rate)
    return task, Fraction(net, 100), f"{int(gross)} / 100 / (1 + {rate} / 100)", MONEY, {}


_PACKS = [
    ("a dozen eggs", "egg", 12, 250, 700),
    ("a case of 24 cans", "can", 24, 900, 2400),
    ("a pack of 8 AA batteries", "battery", 8, 400, 1400),
    ("a box of 40 dishwasher tablets", "tablet", 40, 600, 1600),
    ("a 5 kg bag of rice", "kilo", 5, 500, 1500),
    ("a pack of 6 bottles of water", "bottle", 6, 199, 650),
]


def _h21_unit_price(r: random.Random) -> ArithOut7:
    pack, unit, count, low, high = r.choice(_PACKS)
    sign, price = r.choice("$£€"), r.randrange(low, high)
    wordings = (
        "{k} costs {c}. what's that per {u}?",
        "how much per {u} if {k} is {c}",
        "Trying to compare prices: {k} for {c}. What does one {u} cost?",
    )
    task = _say(_turn("unit price"), wordings, k=pack, c=_cash(price, sign), u=unit)
    return task, Fraction(price, 100 * count), f"{price} / 100 / {count}", MONEY, {}


def _h21_average(r: random.Random) -> ArithOut7:
    k, count = _turn("average"), r.randrange(3, 7)
    if k == 2:
        nums = [_plain(Decimal(r.randrange(30, 121)) / 10) for _ in range(count)]
    else:
        nums = [str(r.randrange(52, 101)) for _ in range(count)]
    wordings = (
        "what's the average of {l}",
        "my test scores so far are {l}. what's my average?",
        "I ran {l} km this week. What's my average distance per run?",
    )
    task = _say(k, wordings, l=_listing(nums))
    value = sum((Fraction(n) for n in nums), Fraction(0)) / count
    return task, value, f"({' + '.join(nums)}) / {count}", _tol(value), {}


def _h21_percent_increase(r: random.Random) -> ArithOut7:
    k, sign = _turn("increase"), r.choice("$£€")
    pct = r.choice(["2.5", "4", "5", "7.5", "10", "12.5", "15", "20", "25"])
    low, high, step = [(800, 2500, 10), (40, 300, 1), (25000, 90000, 500)][k]
    while True:
        old = r.randrange(low // step, high // step) * step * 100
        new = Fraction(old) * (100 + Fraction(pct)) / 100
        if new.denominator == 1:
            break
    wordings = (
        "my rent went from {o} to {n}. what percent increase is that?",
        "electric bill was {o} last month and {n} this month, by what percentage did it go up?",
        "I got a raise from {o} to {n} a year. What percentage raise is that?",
    )
    task = _say(k, wordings, o=_cash(old, sign), n=_cash(int(new), sign))
    check = f"({int(new)} - {old}) / {old} * 100"
    return task, Fraction(pct), check, _tol(Fraction(pct)), {}


def _h21_score_as_percent(r: random.Random) -> ArithOut7:
    while True:
        total = r.choice([20, 25, 40, 50, 80, 120, 150, 200, 250])
        got = r.randrange(total // 2, total)
        value = Fraction(100 * got, total)
        if (value * 100).denominator == 1:
            break
    wordings = (
        "I got {x} out of {y} on my test. what's that as a percentage?",
        "what percentage is {x} out of {y}",
        "we've sold {x} of the {y} tickets. what % is that?",
    )
    task = _say(_turn("score"), wordings, x=got, y=total)
    return task, value, f"{got} / {total} * 100", _tol(value), {}


_CONVERSIONS = [
    ("miles", "km", "a mile is 1.609 km", "1.609", ["3.1", "5", "13.1", "26.2", "8", "12.5"]),
    ("lb", "kg", "1 lb = 0.4536 kg", "0.4536", ["150", "165", "12", "8.5", "200", "182"]),
    ("inches", "cm", "an inch is 2.54 cm", "2.54", ["55", "65", "32", "14", "6.5", "27"]),
    ("feet", "meters", "1 foot = 0.3048 m", "0.3048", ["6", "12", "1000", "35", "5.5"]),
    ("US gallons", "liters", "1 US gallon = 3.785 liters", "3.785", ["5", "12", "15", "2.5"]),
    ("km", "miles", "1 km = 0.6214 miles", "0.6214", ["5", "10", "21.1", "100", "250"]),
    ("ounces", "grams", "1 oz = 28.35 g", "28.35", ["4", "8", "12", "16", "3.5"]),
]


def _h21_unit_conversion(r: random.Random) -> ArithOut7:
    frm, to, fact, factor, amounts = r.choice(_CONVERSIONS)
    x = r.choice(amounts)
    wordings = (
        "how many {t} is {x} {f}? ({k})",
        "convert {x} {f} to {t} - {k}",
        "Quick conversion please: {x} {f} into {t}, using {k}.",
    )
    task = _say(_turn("conversion"), wordings, t=to, x=x, f=frm, k=fact)
    value = Fraction(x) * Fraction(factor)
    return task, value, f"{x} * {factor}", _tol(value), {}


def _h21_temperature(r: random.Random) -> ArithOut7:
    k = _turn("temperature")
    if k == 1:
        t = 32 + 9 * r.randrange(30, 46)
        value, check = Fraction(t - 32) * 5 / 9, f"({t} - 32) / 1.8"
    else:
        t = r.randrange(5, 41)
        value, check = Fraction(t) * 9 / 5 + 32, f"{t} * 1.8 + 32"
    wordings = (
        "it's {t}°C here. what's that in fahrenheit? (F = C × 9/5 + 32)",
        "recipe says {t}°F, what's that in celsius? formula is C = (F - 32) × 5/9",
        "convert {t} C to F please. F = C*1.8 + 32",
    )
    return _say(k, wordings, t=t), value, check, _tol(value), {}


_RATES = [
    ("$", "euros", "1 USD = {} EUR", ["0.86", "0.92", "0.93", "0.95"]),
    ("£", "euros", "£1 = €{}", ["1.15", "1.17", "1.19"]),
    ("€", "dollars", "€1 = ${}", ["1.08", "1.09", "1.12"]),
    ("€", "pounds", "1 euro = {} pounds", ["0.84", "0.85", "0.86"]),
    ("$", "pounds", "1 dollar = {} pounds", ["0.78", "0.79", "0.81"]),
]


def _h21_currency_conversion(r: random.Random) -> ArithOut7:
    sign, to, rate_text, rates = r.choice(_RATES)
    rate, amount = r.choice(rates), r.randrange(20, 2000) * 100 + r.choice([0, 0, 50, 25])
    wordings = (
        "{q} today. how much is {c} in {t}?",
        "exchange rate is {q}. convert {c} to {t} pls",
        "I'm changing {c} into {t} and the rate is {q}. What will I get?",
    )
    values = {"q": rate_text.format(rate), "c": _cash(amount, sign), "t": to}
    task = _say(_turn("currency"), wordings, **values)
    value = Fraction(amount, 100) * Fraction(rate)
    return task, value, f"{amount} / 100 * {rate}", MONEY, {}


def _h21_weekly_pay(r: random.Random) -> ArithOut7:
    sign, rate = r.choice("$£€"), r.randrange(220, 640) * 5
    hours = r.choice(["16", "18.75", "20", "22.5", "24", "32.5", "35", "37.5", "38", "40"])
    wordings = (
        "I worked {h} hours this week at {c} an hour. how much did I make?",
        "{c}/hr x {h} hours = ?",
        "My new job pays {c} an hour and I'm down for {h} hours next week. What will I earn "
        "before tax?",
    )
    task = _say(_turn("pay"), wordings, h=hours, c=_cash(rate, sign))
    return task, Fraction(hours) * rate / 100, f"{hours} * {rate} / 100", MONEY, {}


def _clock(minutes: int, twelve: bool) -> str:
    h, m = divmod(minutes, 60)
    if not twelve:
        return f"{h:02d}:{m:02d}"
    suffix = "am" if h < 12 else "pm"
    h = h % 12 or 12
    return f"{h}{suffix}" if m == 0 else f"{h}:{m:02d}{suffix}"


def _h21_hours_worked(r: random.Random) -> ArithOut7:
    k = _turn("hours")
    start, length = r.randrange(24, 41) * 15, r.randrange(24, 41) * 15
    pause = r.choice([15, 30, 45, 60])
    s, e = _clock(start, k != 1), _clock(start + length, k != 1)
    wordings = (
        "I worked from {s} to {e} today with a {b} minute lunch. how many hours is that in "
        "decimal?",
        "shift was {s} to {e} with a {b} min break. total hours worked? (as a decimal)",
        "clocked in at {s} and out at {e}, took {b} minutes for lunch. how many hours did I "
        "actually work, as a decimal number?",
    )
    task = _say(k, wordings, s=s, e=e, b=pause)
    (sh, sm), (eh, em) = divmod(start, 60), divmod(start + length, 60)
    check = f"(({eh} * 60 + {em}) - ({sh} * 60 + {sm}) - {pause}) / 60"
    return task, Fraction(length - pause, 60), check, _tol(Fraction(length - pause, 60)), {}


def _h21_simple_interest(r: random.Random) -> ArithOut7:
    k = _turn("simple")
    sign, principal = r.choice("$£€"), r.randrange(10, 200) * 100
    rate = r.choice(["2", "2.5", "3", "3.5", "4", "4.5", "5", "6"])
    months = r.choice([6, 9, 18, 30]) if k == 2 else 12 * r.randrange(2, 8)
    wordings = (
        "how much simple interest do I earn on {p} at {r}% a year for {y} years?",
        "{p} at {r}% simple interest over {y} years - how much interest is that?",
        "I'm lending my brother {p} at {r}% per year simple interest for {m} months. How much "
        "interest will he owe me?",
    )
    values = {"p": _cash(principal * 100, sign), "r": rate, "y": months // 12, "m": months}
    task = _say(k, wordings, **values)
    value = principal * Fraction(rate) / 100 * Fraction(months, 12)
    return task, value, f"{principal} * {rate} / 100 * {months} / 12", MONEY, {}


def _h21_compound_interest(r: random.Random) -> ArithOut7:
    sign, principal = r.choice("$£€"), r.randrange(4, 41) * 500
    rate, years = r.choice(["2", "2.5", "3", "3.5", "4", "4.5", "5"]), r.randrange(2, 11)
    wordings = (
        "I put {p} in a savings account at {r}% compounded annually. how much will I have "
        "after {n} years?",
        "what will {p} grow to in {n} years at {r}% interest compounded once a year?",
        "If I leave {p} in a deposit paying {r}% per year, compounded annually, what's the "
        "balance after {n} years?",
    )
    task = _say(_turn("compound"), wordings, p=_cash(principal * 100, sign), r=rate, n=years)
    value = principal * (1 + Fraction(rate) / 100) ** years
    return task, value, f"{principal} * (1 + {rate} / 100) ** {years}", MONEY, {}


def _h21_rounding(r: random.Random) -> ArithOut7:
    k = _turn("rounding")
    places, digits = [(2, 5), (-2, 0), (0, 2)][k]
    while True:
        x = Decimal(r.randrange(10**digits, 100 * 10**digits)) / 10**digits
        if k == 1:
            x = Decimal(r.randrange(1000, 100000))
        if (x * Decimal(10) ** places) % 1 != Decimal("0.5"):  # no ties
            break
    value = Fraction(x.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))
    wordings = (
        "round {x} to 2 decimal places",
        "what's {x} rounded to the nearest hundred?",
        "Round {x} to the nearest whole number.",
    )
    task = _say(k, wordings, x=f"{int(x):,}" if k == 1 else _plain(x))
    return task, value, f"round({_plain(x)}, {places})", None, {}


def _h21_powers(r: random.Random) -> ArithOut7:
    k = _turn("powers")
    base, exp = [
        (r.randrange(11, 100), 2),
        (r.randrange(3, 31), 3),
        (r.randrange(2, 10), r.randrange(4, 9)),
    ][k]
    wordings = ("what's {b} squared", "{b} cubed", "{b} to the power of {e}?")
    value = Fraction(base) ** exp
    return _say(k, wordings, b=base, e=exp), value, f"{base} ** {exp}", _tol(value), {}


_FRACTION_WORDS = {
    "a third": (1, 3),
    "two thirds": (2, 3),
    "a quarter": (1, 4),
    "three quarters": (3, 4),
    "a fifth": (1, 5),
    "an eighth": (1, 8),
}


def _h21_fraction_of_amount(r: random.Random) -> ArithOut7:
    k = _turn("fraction")
    words = r.choice(sorted(_FRACTION_WORDS))
    num, den = _FRACTION_WORDS[words]
    if k == 0:
        num, den = r.choice([(3, 4), (2, 3), (3, 8), (5, 6), (2, 5), (7, 10)])
    amount = [r.randrange(12, 400) * den, r.randrange(20, 900), r.choice([500, 1000, 1500])][k]
    wordings = (
        "what's {n}/{d} of {a}",
        "{w} of {c}?",
        "The recipe needs {w} of a {a} g bag of flour. How many grams is that?",
    )
    c = _cash(amount * 100, r.choice("$£€"))
    task = _say(k, wordings, n=num, d=den, a=amount, w=words, c=c)
    value = Fraction(num * amount, den)
    return task, value, f"{num} / {den} * {amount}", MONEY if k == 1 else _tol(value), {}


def _h21_running_balance(r: random.Random) -> ArithOut7:
    k = _turn("balance")
    sign, start = r.choice("$£€"), r.randrange(300, 900) * 100
    out = [r.randrange(500, 9000) for _ in range(3)]
    back = 0 if k == 2 else r.randrange(10, 80) * 100
    if k != 2:
        out[2] = 0
    wordings = (
        "I had {0} in my account, paid {1} for groceries and {2} for gas, and got {4} back from "
        "a friend. what's my balance now?",
        "started the week with {0}, spent {1} and {2}, then got paid back {4}. how much do I "
        "have left?",
        "Wallet check: {0} at the start, {1} on lunch, {2} on a train ticket, {3} at the "
        "pharmacy. How much should be left?",
    )
    task = wordings[k].format(*(_cash(x, sign) for x in [start, *out, back]))
    value = Fraction(start - sum(out) + back, 100)
    check = f"{_units(start)} - {_units(out[0])} - {_units(out[1])} - {_units(out[2])}"
    return task, value, f"{check} + {_units(back)}", _tol(value), {}


def _h21_order_of_operations(r: random.Random) -> ArithOut7:
    k = _turn("operations")
    a, b, c, d = (r.randrange(2, 60) for _ in range(4))
    expression, value = [
        (f"({a} + {b}) * {c} - {d}", Fraction((a + b) * c - d)),
        (f"{a}*{b} + {c}*{d}", Fraction(a * b + c * d)),
        (f"({a * c + b} - {b}) / {c}", Fraction(a)),
    ][k]
    wordings = ("what's {x}", "calc {x}", "Can you work out {x} for me?")
    return _say(k, wordings, x=expression), value, expression, _tol(value), {}


def _h21_savings_per_month(r: random.Random) -> ArithOut7:
    k = _turn("savings")
    sign, goal = r.choice("$£€"), r.randrange(6, 60) * 100
    months = r.randrange(3, 12) if k == 1 else r.randrange(3, 25)
    saved = r.randrange(1, goal // 200) * 100 if k else 0
    wordings = (
        "I want to save {g} for a trip in {m} months. how much do I need to put away each month?",
        "I need {g} by next summer, that's {m} months from now, and I already have {s} saved. how "
        "much per month if I save the same each month?",
        "Goal: {g}. Already saved {s}. {m} months to go. How much should I save per month, "
        "equal amounts?",
    )
    task = _say(k, wordings, g=_cash(goal * 100, sign), m=months, s=_cash(saved * 100, sign))
    return task, Fraction(goal - saved, months), f"({goal} - {saved}) / {months}", MONEY, {}


ARITHMETIC: list[ArithTemplate] = [f for n, f in list(globals().items()) if n[:5] == "_h21_"]

# --------------------------------------------------------------------------- to-do

TITLES = (
    "call the plumber; pay the electric bill; book a dentist appointment; "
    "pick up the dry cleaning; buy dog food; renew my passport; water the plants; "
    "take out the recycling; email the landlord; get the car serviced; "
    "return the library books; buy a birthday card for mom; clean the bathroom; "
    "change the bed sheets; pick up my prescription; cancel the gym membership; "
    "order printer ink; fix the leaky faucet; defrost the freezer; mow the lawn; "
    "vacuum the car; reply to Sarah's email; book flights for the wedding; "
    "drop off the parcel at the post office; wash the windows; call grandma; "
    "file the tax return; get a haircut; buy light bulbs; clean out the fridge; "
    "walk the dog; update my resume; sign the permission slip; do the laundry; "
    "make a vet appointment; back up the laptop; iron my work shirts; "
    "send the thank-you notes; replace the smoke alarm battery; schedule the boiler check"
).split("; ")

_POSITIONS = ["first", "second", "third", "last"]


def _setup(r: random.Random, low: int, high: int) -> list[str]:
    return r.sample(TITLES, r.randrange(low, high + 1))


def _fresh(r: random.Random, setup: list[str]) -> str:
    return r.choice([t for t in TITLES if t not in setup])


def _cap(title: str) -> str:
    return title[0].upper() + title[1:]


def _position(r: random.Random, setup: list[str]) -> tuple[str, int]:
    word = r.choice(_POSITIONS)
    return word, len(setup) - 1 if word == "last" else _POSITIONS.index(word)


def _h21_add_one(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 4)
    t = _fresh(r, setup)
    wordings = ("remind me to {t}", "Can you put '{t}' on my to-do list please?", "new todo: {t}")
    return _say(_turn("add one"), wordings, t=t), setup, _open([*setup, t]), False, {}


def _h21_add_several(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 3)
    new = r.sample([t for t in TITLES if t not in setup], r.choice([2, 3]))
    wordings = (
        "add {l} to my todo list",
        "put these on my list:\n{b}",
        "this weekend I need to {l}. can you add those to my to-dos?",
    )
    task = _say(_turn("add several"), wordings, l=_listing(new), b="\n".join(f"- {t}" for t in new))
    return task, setup, _open(setup + new), False, {}


def _h21_add_if_missing(r: random.Random) -> TodoOut7:
    k, setup = _turn("add if missing"), _setup(r, 2, 5)
    t = _fresh(r, setup) if k == 1 else r.choice(setup)
    wordings = (
        "add {t} if it's not already on my list",
        "make sure '{t}' is on my to-do list",
        "is '{t}' on my list? if not, add it",
    )
    if k == 1:
        return _say(k, wordings, t=t), setup, _open([*setup, t]), False, {}
    return _say(k, wordings, t=t), setup, _open(setup), False, {"no_side_effects": True}


def _h21_add_and_show(r: random.Random) -> TodoOut7:
    setup = _setup(r, 1, 4)
    t = _fresh(r, setup)
    wordings = (
        "add {t} and then show me my whole list",
        "put '{t}' on the list and tell me what's on it now",
        "Please add {t}. Then can you read back everything I've got on there?",
    )
    task = _say(_turn("add and show"), wordings, t=t)
    return task, setup, _open([*setup, t]), False, {"contains": [*setup, t]}


def _h21_list_todos(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    wordings = ("what's on my to-do list?", "show me my todos", "What do I still have to do?")
    return _say(_turn("list"), wordings), setup, _open(setup), True, {"contains": list(setup)}


def _h21_count_todos(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 7)
    wordings = (
        "how many things are on my to-do list?",
        "how many todos do I have",
        "How many tasks have I got on my list?",
    )
    task = _say(_turn("count"), wordings)
    return task, setup, _open(setup), True, {"contains": [str(len(setup))]}


def _h21_is_on_list(r: random.Random) -> TodoOut7:
    k, setup = _turn("is on list"), _setup(r, 2, 5)
    t = _fresh(r, setup) if k == 1 else r.choice(setup)
    wordings = (
        "is '{t}' on my list?",
        "do I still need to {t}? is it on my todos?",
        'Do I have "{t}" on my to-do list?',
    )
    extra: dict[str, object] = {"contains": ["yes"], "not_contains": ["not on"]}
    if k == 1:
        extra = {"contains": ["no"], "not_contains": ["yes"]}
    return _say(k, wordings, t=t), setup, _open(setup), True, extra


def _h21_complete_by_name(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    wordings = ("mark {t} as done", "just had time to {t}, so check that one off", "{T} - done!")
    task = _say(_turn("complete name"), wordings, t=setup[i], T=_cap(setup[i]))
    return task, setup, _completed(setup, i), False, {}


def _h21_complete_by_number(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    wordings = (
        "mark number {n} done",
        "#{n} is finished",
        "Can you tick off item {n} on my list please?",
    )
    task = _say(_turn("complete number"), wordings, n=i + 1)
    return task, setup, _completed(setup, i), False, {}


def _h21_complete_by_position(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    word, i = _position(r, setup)
    wordings = (
        "I did the {w} thing on my list, mark it done",
        "check off the {w} item",
        "Please mark the {w} task as complete.",
    )
    task = _say(_turn("complete position"), wordings, w=word)
    return task, setup, _completed(setup, i), False, {}


def _h21_complete_several(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i, j = sorted(r.sample(range(len(setup)), 2))
    wordings = (
        "mark {a} and {b} as done",
        "done with numbers {m} and {n}",
        "today I managed to {a} and {b}, tick them both off",
    )
    task = _say(_turn("complete several"), wordings, a=setup[i], b=setup[j], m=i + 1, n=j + 1)
    return task, setup, _completed(setup, i, j), False, {}


def _h21_delete_by_name(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    wordings = (
        "remove {t} from my list",
        "I don't need to {t} anymore, take it off the list",
        "Please take '{t}' off my to-dos.",
    )
    task = _say(_turn("delete name"), wordings, t=setup[i])
    return task, setup, _deleted(setup, i), False, {}


def _h21_delete_by_number(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    wordings = (
        "delete number {n}",
        "get rid of #{n}",
        "Can you delete to-do {n}? It's not needed anymore.",
    )
    task = _say(_turn("delete number"), wordings, n=i + 1)
    return task, setup, _deleted(setup, i), False, {}


def _h21_delete_by_position(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    word, i = _position(r, setup)
    wordings = (
        "delete the {w} one on my list",
        "take the {w} thing off my to-do list",
        "please get rid of the {w} task",
    )
    task = _say(_turn("delete position"), wordings, w=word)
    return task, setup, _deleted(setup, i), False, {}


def _h21_complete_then_clear(r: random.Random) -> TodoOut7:
    k, setup = _turn("complete then clear"), _setup(r, 3, 6)
    done = sorted(r.sample(range(len(setup)), 2 if k == 1 else 1))
    a, b = setup[done[0]], setup[done[-1]]
    wordings = (
        "I had a chance to {a} this morning. mark it done and then clear out the completed ones",
        "'{a}' and '{b}' are done - check them off and then clear all completed items",
        "{A}: done. tick it off and clear completed todos please",
    )
    task = _say(k, wordings, a=a, b=b, A=_cap(a))
    return task, setup, _deleted(setup, *done), False, {}


def _h21_complete_then_count_left(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    wordings = (
        "I managed to {t} today! tick it off. how many do I have left?",
        "mark '{t}' complete and tell me how many are still left to do",
        "Check off '{t}', it's done. How many open to-dos do I have now?",
    )
    task = _say(_turn("count left"), wordings, t=setup[i])
    return task, setup, _completed(setup, i), False, {"contains": [str(len(setup) - 1)]}


TODO: list[TodoTemplate] = [
    f for n, f in list(globals().items()) if n[:5] == "_h21_" and f not in ARITHMETIC
]


def main() -> None:
    """Write the set after checking that a title named in a task picks out one to-do.

    No title holds another, and none holds "and", a comma or a digit (lists of titles stay
    readable, numbers in a task are positions).
    """
    check_titles(TITLES, r" and |,|\d", fold_case=True)
    print(write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16)))


if __name__ == "__main__":
    main()
