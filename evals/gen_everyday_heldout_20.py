"""Blind held-out set 20: everyday calculator and to-do requests from people in their first month.

Written blind on 2026-11-28 by a helper session on branch `h20`, before any tuning against it.
What its author read, and nothing else: the sections "The dataset" and "Side effects" of
`docs/evals.md`; `src/agentschool/evals/cases.py` and `src/agentschool/evals/checks.py`; the
helpers and types imported below from `gen_everyday_heldout_4.py` and `gen_everyday_heldout_7.py`
(money formatting, `_tol`, `_listing`, `_a`, `_plain`, `_open/_completed/_deleted`, `_tag`,
`write_set`, `check_titles`, the case and draw helpers, the out and template types); the first
cases of `everyday-heldout-7.yaml` for the YAML shape; and what any user knows of the agent (a
calculator and a to-do list, answers in text). Slips: printing set 4's helper block also showed
`_cents`, `_ordinal` and the body of its first template (`_h4_percent_of`); reading set 7's
`_deleted` showed the signature line of the template after it; the headings of `docs/evals.md`
and the names of the files in `evals/` were listed to find what to read. Nothing else was
opened: no planner, agent, tools, rules, tests, bench, README examples, other sets or history.

Theme: ordinary people (students, parents, retirees, people at work) in their first month with
the assistant, asking what most ask: half the phrasings plain and short, half with a sentence of
context, some lowercase, some polite, $, £ and € mixed; rates, factors and formulas are given.

Arithmetic families (24):
- percent-of: a percentage of a number, terse or polite.
- tip-on-bill: the tip alone on a restaurant bill at a given rate.
- split-with-tip: a bill plus a tip, shared evenly by a group.
- sale-price: the price of an item after one percentage discount.
- stacked-discount: a sale discount then an extra discount on the reduced price.
- sales-tax-total: a price with a stated sales tax added.
- price-before-vat: the net price from a total that includes a stated VAT rate.
- unit-price: the price per 100 g or per kg of a pack of given size and price.
- change-from-note: the change from a note after buying a few priced items.
- test-average: the mean of a handful of test scores.
- score-percentage: a mark out of a total as a percentage.
- percent-increase: the percentage rise from an old to a new amount (rent, bills, pay).
- convert-given-factor: a length or weight converted with the factor stated.
- temperature-formula: Fahrenheit to Celsius or back with the formula stated.
- currency-at-rate: an amount changed into another currency at a stated rate.
- weekly-pay: hours times an hourly rate.
- overtime-pay: a week's pay with hours over 40 paid at a stated multiple.
- shift-hours-decimal: hours worked from start and end times less a break, as a decimal.
- simple-interest: interest, or the final balance, at a stated simple interest rate.
- round-number: a number rounded to decimal places or to the nearest whole, hundred or thousand.
- powers-and-roots: squares, cubes, powers, square and cube roots (one rounded to 2 places).
- fraction-of-amount: a fraction (in words or typed) of a number or sum of money.
- recipe-scale: a recipe amount scaled from one number of servings to another.
- fuel-cost: the fuel cost of a trip from distance, consumption and fuel price.

To-do families (16):
- add-one: add one to-do, plainly.
- remind-me-to: a to-do given as "remind me" / "don't let me forget" / "I need to".
- add-several: add two or three to-dos in one request.
- add-if-missing: add a to-do only if it is not already there (present: the list is unchanged).
- show-list: what is on the list (the answer names every to-do).
- count-list: how many to-dos there are (the answer gives the count).
- which-is-number: which to-do is at a given position, or last (the answer names it).
- complete-by-number: mark the to-do at a given number done.
- complete-by-name: mark a to-do done, named or told in the past tense.
- complete-two: mark two to-dos done at once (by name, past tense or number).
- delete-by-number: delete the to-do at a given number.
- delete-by-name: delete a named to-do that is no longer needed.
- complete-then-clear: mark one done, then clear the completed ones.
- all-done-except: mark everything done except one named to-do.
- swap-one: take one to-do off and put another on instead.
- wipe-list: delete every to-do.
"""

from __future__ import annotations

import itertools
import random
from decimal import ROUND_HALF_UP, Decimal, localcontext
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

SEED = 20261128_20
NAME = "everyday-heldout-20"
CENT = 0.01  # money is judged to the cent

HEADER = """\
# {name}: everyday calculator and to-do requests, held out.
# Written blind on 2026-11-28 by evals/gen_everyday_heldout_20.py (seed {seed}), before any
# tuning against it, by a helper session (branch h20) that read none of the planner's, agent's,
# tools' or rules' code, no tests, no other set's YAML or templates (see the module docstring).
# {families} template families ({arith} arithmetic, {todo} to-do), phrasings varying by draw,
# {draws} seeded draws. Expected numbers are computed exactly (fractions, decimals) and checked
# against an independent float expression. Do not tune against it: regenerate, do not edit.
"""

CURRENCIES = {"$": (_money, "bill"), "£": (_pounds, "note"), "€": (_euros, "note")}
"""A currency's symbol, how its amounts are written and what its paper money is called."""


def _cur(r: random.Random) -> str:
    return r.choice(sorted(CURRENCIES))


def _fmt(symbol: str, cents: int) -> str:
    return CURRENCIES[symbol][0](cents)


def _price(r: random.Random, low: int, high: int) -> int:
    """A price in cents between `low` and `high` whole units, with an everyday ending."""
    return r.randint(low, high) * 100 + r.choice([0, 0, 99, 95, 50, 49, 25, r.randint(1, 98)])


def _dec(value: Fraction) -> str:
    """A terminating fraction as a person types it: 7/4 is "1.75"."""
    return _plain(Decimal(value.numerator) / Decimal(value.denominator))


def _d(cents: int) -> str:
    """Cents as a plain number of units ("12.5"), for the independent check."""
    return _dec(Fraction(cents, 100))


_TURN = itertools.count()


def _one(said: str) -> str:
    """The phrasings of `said` (one a line) in turn, so that a family's draws vary."""
    lines = [" ".join(line.split()) for line in said.strip().splitlines()]
    return lines[next(_TURN) % len(lines)]


# --------------------------------------------------------------------------- arithmetic


def _h20_percent_of(r: random.Random) -> ArithOut7:
    p = r.choice(["5", "12", "15", "18", "35", "40", "12.5", "7.5", "2.5"])
    n = r.choice([r.randint(40, 999), r.randint(11, 240) * 10])
    v = Fraction(p) * n / 100
    said = f"""{p}% of {n:,}
        what's {p} percent of {n:,}?
        Quick question: what is {p}% of {n:,}?
        can you work out {p}% of {n:,} please
        What is {p} percent of {n:,}? Thanks!"""
    return _one(said), v, f"{n} * {p} / 100", _tol(v), {}


def _h20_tip_on_bill(r: random.Random) -> ArithOut7:
    c, bill, p = _cur(r), _price(r, 18, 160), r.choice([10, 12, 15, 18, 20, 22, 25])
    v = Fraction(bill * p, 10000)
    m = _fmt(c, bill)
    said = f"""how much is {_a(p)}% tip on {m}
        bill was {m}, what's {p}% tip?
        We just had lunch and the bill came to {m}. What would {_a(p)}% tip be?
        what's the tip on a {m} bill at {p}%? just the tip"""
    return _one(said), v, f"{_d(bill)} * {p / 100}", CENT, {}


def _h20_split_with_tip(r: random.Random) -> ArithOut7:
    c, bill = _cur(r), _price(r, 45, 320)
    p, n = r.choice([10, 15, 18, 20]), r.randint(2, 7)
    v = Fraction(bill, 100) * (100 + p) / 100 / n
    m = _fmt(c, bill)
    said = f"""dinner for {n} came to {m}. we want to add {_a(p)}% tip and split it evenly, \
        how much does each person pay?
        {m} bill plus {p}% tip split {n} ways?
        Could you work out how much each of us owes? The bill is {m}, we're leaving \
        {_a(p)}% tip on top, and there are {n} of us splitting it equally."""
    return _one(said), v, f"{_d(bill)} * {1 + p / 100} / {n}", CENT, {}


ITEMS = ["winter coat", "pair of boots", "lamp", "blender", "school backpack", "desk chair"]


def _h20_sale_price(r: random.Random) -> ArithOut7:
    c, price = _cur(r), _price(r, 15, 260)
    off, item = r.choice([10, 15, 20, 25, 30, 35, 40, 60]), r.choice(ITEMS)
    v = Fraction(price * (100 - off), 10000)
    m = _fmt(c, price)
    said = f"""{m} with {off}% off
        the {item} i want is {m} and it's {off}% off today. what's the sale price?
        What would I pay for a {m} {item} at {off}% off?
        how much is {m} after a {off}% discount"""
    return _one(said), v, f"{_d(price)} - {_d(price)} * {off} / 100", CENT, {}


def _h20_stacked_discount(r: random.Random) -> ArithOut7:
    c, price, item = _cur(r), _price(r, 30, 300), r.choice(ITEMS)
    a, b = r.choice([20, 25, 30, 40, 50]), r.choice([10, 15, 20])
    v = Fraction(price, 100) * (100 - a) * (100 - b) / 10000
    m = _fmt(c, price)
    said = f"""a {item} was {m}. it's {a}% off and then there's an extra {b}% off the reduced \
        price at the till. what do i end up paying?
        {m}, {a}% off, then another {b}% off the sale price. final price?
        The store has {a}% off everything, plus my coupon takes an extra {b}% off the \
        discounted price. How much will a {m} {item} cost me?"""
    return _one(said), v, f"{_d(price)} * {1 - a / 100} * {1 - b / 100}", CENT, {}


def _h20_sales_tax_total(r: random.Random) -> ArithOut7:
    price, t = _price(r, 8, 900), r.choice(["6", "7", "7.25", "8.25", "8.875", "9.5", "6.35"])
    item = r.choice([*ITEMS, "printer", "microwave"])
    v = Fraction(price, 100) * (100 + Fraction(t)) / 100
    m = _money(price)
    said = f"""{m} plus {t}% sales tax
        what's the total for a {m} item with {t}% tax?
        I'm buying a {item} for {m}. Sales tax here is {t}%. What will it come to in total?
        how much is {m} with {t} percent sales tax added"""
    return _one(said), v, f"{_d(price)} * (1 + {t} / 100)", CENT, {}


def _h20_price_before_vat(r: random.Random) -> ArithOut7:
    c, rate = r.choice([("£", 20), ("£", 20), ("€", 19), ("€", 21), ("€", 23)])
    net = r.randint(12, 640) * 100
    gross = net * (100 + rate) // 100
    v = Fraction(net, 100)
    g = _fmt(c, gross)
    said = f"""i paid {g} including {rate}% VAT. how much was it before VAT?
        invoice total {g} incl. {rate}% vat, what's the net amount?
        A client wants the price without VAT. The total was {g} with {rate}% VAT \
        included. What's the price excluding VAT?"""
    return _one(said), v, f"{_d(gross)} / {1 + rate / 100}", CENT, {}


GOODS = ["rice", "coffee", "cheese", "oats", "pasta", "washing powder", "dog biscuits"]


def _h20_unit_price(r: random.Random) -> ArithOut7:
    c, grams, good = _cur(r), r.choice([200, 250, 400, 500, 750, 1200, 1500, 2500]), r.choice(GOODS)
    price = _price(r, max(1, grams // 400), max(2, grams // 100))
    per, per_grams = r.choice([("100g", 100), ("kg", 1000)])
    v = Fraction(price * per_grams, 100 * grams)
    m = _fmt(c, price)
    size = f"{grams}g" if grams < 1000 or r.random() < 0.5 else f"{_dec(Fraction(grams, 1000))}kg"
    said = f"""a {size} pack of {good} costs {m}. what's the price per {per}?
        {good} {size} for {m}, how much is that per {per}
        I'm comparing prices at the supermarket. The {size} pack of {good} is {m}. \
        How much is that per {per}?"""
    return _one(said), v, f"{_d(price)} / {grams} * {per_grams}", CENT, {}


SHOP = [("milk", 80, 260), ("bread", 90, 350), ("eggs", 150, 420), ("apples", 120, 380)]
SHOP += [("a magazine", 250, 650), ("coffee", 300, 1100), ("batteries", 399, 899)]


def _h20_change_from_note(r: random.Random) -> ArithOut7:
    c = _cur(r)
    bought = r.sample(SHOP, r.randint(2, 4))
    prices = [r.randint(low, high) for _, low, high in bought]
    note = 2000 if sum(prices) < 1800 else 5000
    v = Fraction(note - sum(prices), 100)
    parts = [f"{name} {_fmt(c, p)}" for (name, _, _), p in zip(bought, prices, strict=True)]
    paper = f"{_fmt(c, note)} {CURRENCIES[c][1]}"
    said = f"""bought {_listing(parts)}, paid with a {paper}. how much change?
        I got {_listing(parts)} at the corner shop and paid with a {paper}. \
        How much change should I get back?
        gave the cashier a {paper} for {", ".join(parts)}. what change do i get"""
    return _one(said), v, f"{_d(note)} - ({' + '.join(_d(p) for p in prices)})", CENT, {}


def _h20_test_average(r: random.Random) -> ArithOut7:
    scores = [r.randint(52, 100) for _ in range(r.randint(4, 6))]
    v = Fraction(sum(scores), len(scores))
    said = f"""my test scores this term were {_listing([str(s) for s in scores])}. \
        what's my average?
        average of {", ".join(map(str, scores))}
        Could you find the mean of my son's quiz marks: {", ".join(map(str, scores))}?"""
    return _one(said), v, f"({' + '.join(map(str, scores))}) / {len(scores)}", _tol(v), {}


def _h20_score_percentage(r: random.Random) -> ArithOut7:
    total = r.choice([16, 20, 25, 40, 50, 80, 32])
    got = r.randint(total // 2, total - 1)
    v = Fraction(got * 100, total)
    said = f"""I got {got} out of {total} on my test, what percentage is that?
        {got}/{total} as a percentage
        what percent is {got} out of {total}?
        My daughter scored {got} out of {total} on her spelling test. What's that as a %?"""
    return _one(said), v, f"{got} / {total} * 100", _tol(v), {}


def _h20_percent_increase(r: random.Random) -> ArithOut7:
    c, p = _cur(r), r.choice([3, 4, 5, 6, 8, 10, 12, 15, 20, 25])
    what, old = r.choice(
        [
            ("rent", r.randint(30, 120) * 2000),
            ("electric bill", r.randint(3, 12) * 2000),
            ("hourly pay", r.randint(6, 15) * 200),
            ("monthly phone plan", r.randint(1, 4) * 2000),
        ]
    )
    new = old * (100 + p) // 100
    assert old * (100 + p) % 100 == 0
    a, b = _fmt(c, old), _fmt(c, new)
    said = f"""my {what} went from {a} to {b}. what percentage increase is that?
        {a} to {b} is what % increase
        Our {what} just went up from {a} to {b}. By what percent did it go up?"""
    return _one(said), Fraction(p), f"({_d(new)} - {_d(old)}) / {_d(old)} * 100", None, {}


CONVERSIONS = [
    ("1 mile is 1.609 km", "1.609", "miles", "km", ["3.1", "13.1", "26.2", "5", "42", "120"]),
    ("1 kg = 2.2046 lb", "2.2046", "kg", "pounds", ["3.5", "12", "68", "75.5", "90"]),
    ("an inch is 2.54 cm", "2.54", "inches", "cm", ["17", "32", "55", "68", "71.5"]),
    ("1 US gallon = 3.785 litres", "3.785", "gallons", "litres", ["2.5", "5", "12", "15"]),
    ("a pound is 0.4536 kg", "0.4536", "pounds", "kg", ["8", "145", "182", "210", "12.5"]),
]


def _h20_convert_given_factor(r: random.Random) -> ArithOut7:
    fact, factor, src, dst, values = r.choice(CONVERSIONS)
    x = r.choice(values)
    v = Fraction(x) * Fraction(factor)
    said = f"""{fact}. how many {dst} is {x} {src}?
        convert {x} {src} to {dst} ({fact})
        {fact}, so what is {x} {src} in {dst}?"""
    return _one(said), v, f"{float(x)} * {float(factor)}", _tol(v), {}


def _h20_temperature_formula(r: random.Random) -> ArithOut7:
    oven = r.random() < 0.5
    where = "the recipe says" if oven else "the forecast says"
    if r.random() < 0.5:
        f = r.choice([350, 375, 400, 425, 450] if oven else [50, 68, 77, 85, 98, 104])
        v = (Fraction(f) - 32) * 5 / 9
        said = f"""{where} {f}°F. using C = (F - 32) × 5/9, what's that in celsius?
            convert {f}F to celsius, formula is (F-32)*5/9
            What is {f} degrees Fahrenheit in Celsius? (C = (F − 32) × 5 ÷ 9)"""
        return _one(said), v, f"({f} - 32) * 5 / 9", _tol(v), {}
    c = r.choice([160, 180, 190, 200, 220] if oven else [7, 12, 18, 22, 24, 27, 31])
    v = Fraction(c) * 9 / 5 + 32
    said = f"""{where} {c}°C, what's that in fahrenheit? F = C × 9/5 + 32
        {c} C to F please (F = C*9/5 + 32)
        My {"oven" if oven else "weather app"} only shows Fahrenheit and {where} {c}°C. \
        Using F = C × 1.8 + 32, what is that in Fahrenheit?"""
    return _one(said), v, f"{c} * 1.8 + 32", _tol(v), {}


RATES = [
    ("£", "dollars", "$", "1.27"),
    ("€", "dollars", "$", "1.08"),
    ("$", "euros", "€", "0.92"),
    ("£", "euros", "€", "1.17"),
    ("€", "pounds", "£", "0.86"),
]


def _h20_currency_at_rate(r: random.Random) -> ArithOut7:
    src, name, dst, rate = r.choice(RATES)
    amount = r.choice([r.randint(2, 90) * 1000, r.randint(20, 900) * 100, _price(r, 20, 400)])
    v = Fraction(amount, 100) * Fraction(rate)
    a = _fmt(src, amount)
    said = f"""if {_fmt(src, 100)} = {dst}{rate}, how much is {a} in {name}?
        I'm changing {a} for my holiday and the rate is {_fmt(src, 100)} = {dst}{rate}. \
        How many {name} will I get?
        {a} to {name} at {rate}"""
    return _one(said), v, f"{_d(amount)} * {float(rate)}", CENT, {}


def _h20_weekly_pay(r: random.Random) -> ArithOut7:
    c, hours = _cur(r), r.choice(["16", "22.5", "37.5", "40", "28", "12", "31.5"])
    rate = r.randint(11, 34) * 100 + r.choice([0, 25, 50, 75, 40, 90])
    v = Fraction(hours) * rate / 100
    m = _fmt(c, rate)
    said = f"""I worked {hours} hours this week at {m} an hour. what's my pay before tax?
        {hours} hrs at {m}/hr
        how much do i earn for {hours} hours at {m} per hour
        My part-time job pays {m} an hour and I did {hours} hours. How much is that \
        before tax?"""
    return _one(said), v, f"{float(hours)} * {_d(rate)}", CENT, {}


def _h20_overtime_pay(r: random.Random) -> ArithOut7:
    c, rate = _cur(r), r.randint(12, 30) * 100 + r.choice([0, 50, 25])
    extra, mult = r.choice(["2", "4", "5", "6.5", "8", "10", "3.5"]), r.choice(["1.5", "2"])
    total = 40 + Fraction(extra)
    v = Fraction(rate, 100) * (40 + Fraction(extra) * Fraction(mult))
    m, times = _fmt(c, rate), {"1.5": "1.5 times", "2": "double"}[mult]
    said = f"""I get {m}/hr and any hours over 40 a week are paid at {times} that. I worked \
        {_dec(total)} hours this week. what's my gross pay?
        {m} an hour, overtime after 40 hrs at {mult}x, worked {_dec(total)} hours. \
        total pay?
        Could you check my paycheck? Normal rate {m} an hour for the first 40 hours, \
        {times} the rate for every hour after that, and I did {_dec(total)} hours. What \
        should my gross pay be?"""
    task = _one(said)
    check = f"40 * {_d(rate)} + {float(extra)} * {_d(rate)} * {float(mult)}"
    return task, v, check, CENT, {}


def _clock(minutes: int, twelve: bool) -> str:
    h, m = divmod(minutes, 60)
    if not twelve:
        return f"{h:02d}:{m:02d}"
    return f"{(h - 1) % 12 + 1}:{m:02d}{'am' if h < 12 else 'pm'}"


def _h20_shift_hours_decimal(r: random.Random) -> ArithOut7:
    start = r.randint(24, 40) * 15
    end = start + r.randint(24, 42) * 15
    brk, twelve = r.choice([30, 45, 60]), r.random() < 0.6
    v = Fraction(end - start - brk, 60)
    s, e = _clock(start, twelve), _clock(end, twelve)
    said = f"""I started at {s} and finished at {e} with a {brk} minute unpaid lunch. how many \
        hours is that as a decimal, for my timesheet?
        shift {s} to {e}, {brk} min break. hours worked in decimal?
        How many hours did I work today, as a decimal number? In at {s}, out at {e}, \
        and I took a {brk}-minute break."""
    return _one(said), v, f"(({end} - {start}) - {brk}) / 60", _tol(v), {}


def _h20_simple_interest(r: random.Random) -> ArithOut7:
    c, p = _cur(r), r.randint(10, 250) * 10000
    rate, years = r.choice(["2", "2.5", "3", "3.5", "4.25", "5", "1.75"]), r.randint(2, 6)
    interest = Fraction(p, 100) * Fraction(rate) / 100 * years
    m = _fmt(c, p)
    if r.random() < 0.5:
        said = f"""how much interest does {m} earn at {rate}% simple interest over {years} years?
            simple interest on {m} at {rate}% a year for {years} years"""
        return _one(said), interest, f"{_d(p)} * {float(rate)} / 100 * {years}", CENT, {}
    said = f"""I'm putting {m} in a savings bond that pays {rate}% simple interest per year. \
        What will the total be after {years} years?
        {m} at {rate}% simple interest, what's the balance after {years} years"""
    task = _one(said)
    v = Fraction(p, 100) + interest
    return task, v, f"{_d(p)} * (1 + {float(rate)} / 100 * {years})", CENT, {}


PLACES = [
    ("2 decimal places", 2),
    ("1 decimal place", 1),
    ("the nearest whole number", 0),
    ("the nearest hundred", -2),
    ("the nearest thousand", -3),
]


def _h20_round_number(r: random.Random) -> ArithOut7:
    place, d = r.choice(PLACES)
    while True:
        x = Decimal(r.randint(10**5, 10**7)) / (10 ** r.randint(2, 5) if d >= 0 else 1)
        scaled = x.scaleb(d)
        if scaled % 1 not in (0, Decimal("0.5")):
            break
    v = scaled.quantize(Decimal(1), rounding=ROUND_HALF_UP).scaleb(-d)
    shown = f"{x:,}" if d < 0 and r.random() < 0.5 else str(x)
    said = f"""round {shown} to {place}
        what's {shown} rounded to {place}?
        Can you round {shown} to {place} for me?"""
    return _one(said), Fraction(v), f"round({x}, {d})", None, {}


def _h20_powers_and_roots(r: random.Random) -> ArithOut7:
    kind = r.randrange(6)
    if kind == 0:
        n = r.randint(13, 99)
        task = r.choice([f"what's {n} squared", f"{n} squared?", f"{n}^2"])
        return task, Fraction(n * n), f"{n} * {n}", None, {}
    if kind == 1:
        n = r.randint(3, 25)
        task = r.choice([f"{n} cubed", f"what is {n} to the power of 3?"])
        return task, Fraction(n**3), f"{n} * {n} * {n}", None, {}
    if kind == 2:
        b, k = r.choice([(2, r.randint(8, 20)), (3, r.randint(4, 10)), (5, r.randint(3, 7))])
        task = r.choice([f"{b} to the power of {k}", f"what's {b}^{k}?"])
        return task, Fraction(b**k), f"math.pow({b}, {k})", None, {}
    if kind == 3:
        n = r.randint(12, 75)
        task = r.choice([f"square root of {n * n}", f"what's the square root of {n * n:,}?"])
        return task, Fraction(n), f"math.sqrt({n * n})", None, {}
    if kind == 4:
        n = r.randint(4, 20)
        task = r.choice([f"cube root of {n**3}", f"What is the cube root of {n**3:,}?"])
        return task, Fraction(n), f"round({n**3} ** (1 / 3), 9)", None, {}
    m = r.choice([k for k in range(10, 500) if round(k**0.5) ** 2 != k])
    with localcontext() as ctx:
        ctx.prec = 40
        root = Decimal(m).sqrt()
    v = root.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    said = f"""square root of {m} to 2 decimal places
        what's the square root of {m}, rounded to two decimal places?"""
    return _one(said), Fraction(v), f"round(math.sqrt({m}), 2)", None, {}


FRACTIONS = [
    ("a third", "1/3"),
    ("two thirds", "2/3"),
    ("a quarter", "1/4"),
    ("three quarters", "3/4"),
    ("three fifths", "3/5"),
    ("five eighths", "5/8"),
    ("seven tenths", "7/10"),
]


def _h20_fraction_of_amount(r: random.Random) -> ArithOut7:
    words, typed = r.choice(FRACTIONS)
    f = Fraction(typed)
    if r.random() < 0.5:
        n = r.randint(4, 120) * f.denominator + r.choice([0, 0, 1, 2])
        v = f * n
        task = r.choice(
            [f"what's {typed} of {n}", f"{words} of {n}?", f"how much is {words} of {n:,}"]
        )
        return task, v, f"{n} * {f.numerator} / {f.denominator}", _tol(v), {}
    c, cents = _cur(r), r.randint(3, 200) * 100 * f.denominator
    v = f * cents / 100
    m = _fmt(c, cents)
    said = f"""We've saved {words} of the {m} we need for the holiday. How much is that?
        how much is {typed} of {m}?
        my share of the {m} gas bill is {words}, what do i owe"""
    return _one(said), v, f"{_d(cents)} * {f.numerator} / {f.denominator}", CENT, {}


INGREDIENTS = [("flour", "g"), ("milk", "ml"), ("sugar", "g"), ("butter", "g"), ("stock", "ml")]


def _h20_recipe_scale(r: random.Random) -> ArithOut7:
    (food, unit), base = r.choice(INGREDIENTS), r.choice([2, 4, 6, 8])
    target = r.choice([n for n in range(2, 13) if n != base])
    amount = r.randint(6, 90) * 5
    v = Fraction(amount * target, base)
    said = f"""a recipe for {base} people needs {amount}{unit} of {food}. how much for {target}?
        recipe serves {base}, uses {amount} {unit} {food}, scaling to {target} servings, \
        how many {unit}?
        I'm cooking for {target} tonight but the recipe is for {base}. It says {amount} \
        {unit} of {food}. How much should I use?"""
    return _one(said), v, f"{amount} / {base} * {target}", _tol(v), {}


def _h20_fuel_cost(r: random.Random) -> ArithOut7:
    if r.random() < 0.5:
        miles, mpg = r.randint(40, 900), r.choice([22, 25, 28, 30, 32, 35, 40])
        price = r.randint(289, 499)
        v = Fraction(miles * price, mpg * 100)
        said = f"""road trip is {miles} miles, my car does {mpg} mpg and gas is {_money(price)} \
            a gallon. how much will the gas cost?
            {miles} miles at {mpg} miles per gallon, gas {_money(price)}/gal. fuel cost?"""
        return _one(said), v, f"{miles} / {mpg} * {_d(price)}", CENT, {}
    c = r.choice(["£", "€"])
    km, per100 = r.randint(30, 800), r.choice(["5", "5.5", "6.5", "7.2", "8"])
    price = r.randint(139, 189)
    v = Fraction(km, 100) * Fraction(per100) * price / 100
    said = f"""driving {km} km, the car uses {per100} litres per 100 km and fuel is \
        {_fmt(c, price)} a litre. what's the fuel cost?
        We're driving {km} km to my sister's. Our car uses {per100} L/100km and diesel is \
        {_fmt(c, price)} per litre. How much will the fuel cost?"""
    return _one(said), v, f"{km} / 100 * {float(per100)} * {_d(price)}", CENT, {}


# --------------------------------------------------------------------------- to-dos

CHORES = [
    tuple(line.strip().split(" / "))
    for line in """
    call the plumber / called the plumber
    renew car insurance / renewed the car insurance
    book a dentist appointment / booked the dentist appointment
    return library books / returned the library books
    pay the electric bill / paid the electric bill
    water the tomatoes / watered the tomatoes
    email the landlord / emailed the landlord
    pick up dry cleaning / picked up the dry cleaning
    sign permission slip / signed the permission slip
    order printer ink / ordered the printer ink
    clean out the fridge / cleaned out the fridge
    replace smoke alarm battery / replaced the smoke alarm battery
    schedule oil change / scheduled the oil change
    wrap presents / wrapped the presents
    mow the lawn / mowed the lawn
    send thank you cards / sent the thank you cards
    cancel gym membership / cancelled the gym membership
    fix the squeaky door / fixed the squeaky door
    drop off donations / dropped off the donations
    buy dog food / bought the dog food
    defrost the freezer / defrosted the freezer
    update my resume / updated my resume
    submit expense report / submitted the expense report
    call grandma / called grandma
    take out recycling / took out the recycling
    refill prescription / got my prescription refilled
    pack school lunches / packed the school lunches
    register for swim lessons / registered for swim lessons
    back up laptop photos / backed up the laptop photos
    vacuum the car / vacuumed the car
    buy stamps / bought stamps
    book vet appointment / booked the vet appointment
    file tax return / filed the tax return
""".strip().splitlines()
]
"""Titles, and how a person says they did them ("title / past")."""
TITLES = [t for t, _ in CHORES]
PAST = dict(CHORES)
NUMBERS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh"]
_PRESENT = itertools.cycle([True, False])
"""Whether an add-if-missing case's to-do is already on the list, in turn."""


def _pick(r: random.Random, low: int, high: int) -> list[str]:
    return r.sample(TITLES, r.randint(low, high))


def _new(r: random.Random, setup: list[str], count: int = 1) -> list[str]:
    return r.sample([t for t in TITLES if t not in setup], count)


def _h20_add_one(r: random.Random) -> TodoOut7:
    setup = _pick(r, 0, 4)
    (t,) = _new(r, setup)
    said = f"""add {t}
        add {t} to my list
        new todo: {t}
        Please put {t} on my to-do list.
        can you add '{t}' to my todos?"""
    return _one(said), setup, _open([*setup, t]), False, {}


def _h20_remind_me_to(r: random.Random) -> TodoOut7:
    setup = _pick(r, 0, 4)
    (t,) = _new(r, setup)
    said = f"""remind me to {t}
        don't let me forget to {t}
        I keep forgetting, I need to {t}. Can you put that on my list?
        so i don't forget, add {t} to my to-dos
        busy week ahead. remind me to {t} please"""
    return _one(said), setup, _open([*setup, t]), False, {}


def _h20_add_several(r: random.Random) -> TodoOut7:
    setup = _pick(r, 0, 3)
    new = _new(r, setup, r.randint(2, 3))
    said = f"""add {_listing(new)}
        put these on my list: {", ".join(new)}
        Getting ready for the weekend. Could you add {_listing(new)} to my to-dos?
        new todos: {"; ".join(new)}"""
    return _one(said), setup, _open(setup + new), False, {}


def _h20_add_if_missing(r: random.Random) -> TodoOut7:
    setup = _pick(r, 3, 5)
    present = next(_PRESENT)
    t = r.choice(setup) if present else _new(r, setup)[0]
    said = f"""add {t} if it's not already on there
        is {t} on my list? if not, put it on
        Can you make sure '{t}' is on my to-do list? Don't add it twice."""
    return _one(said), setup, _open(setup if present else [*setup, t]), False, {}


def _h20_show_list(r: random.Random) -> TodoOut7:
    setup = _pick(r, 2, 6)
    said = """what's on my list?
        show me my to-dos
        What do I still have to do?
        can you read me my to-do list
        list my todos please"""
    return _one(said), setup, _open(setup), True, {"contains": list(setup)}


def _h20_count_list(r: random.Random) -> TodoOut7:
    setup = _pick(r, 2, 7)
    said = """how many to-dos do i have
        How many things are on my list right now?
        count my todos
        I feel swamped. How many items are on my to-do list?"""
    return _one(said), setup, _open(setup), True, {"contains": [str(len(setup))]}


def _h20_which_is_number(r: random.Random) -> TodoOut7:
    setup = _pick(r, 3, 6)
    k = r.randint(1, len(setup))
    said = f"""what's number {k} on my list?
        what is my {NUMBERS[k - 1]} to-do?
        which todo is #{k}
        what's the last thing on my list?"""
    task = _one(said)
    if task.startswith("what's the last"):
        k = len(setup)
    return task, setup, _open(setup), True, {"contains": [setup[k - 1]]}


def _h20_complete_by_number(r: random.Random) -> TodoOut7:
    setup = _pick(r, 2, 6)
    k = r.randint(1, len(setup))
    said = f"""mark {k} as done
        done with #{k}
        Tick off number {k} please.
        i finished to-do {k}
        complete the {NUMBERS[k - 1]} one on my list"""
    return _one(said), setup, _completed(setup, k - 1), False, {}


def _h20_complete_by_name(r: random.Random) -> TodoOut7:
    setup = _pick(r, 2, 6)
    k = r.randrange(len(setup))
    t = setup[k]
    said = f"""I {PAST[t]}, you can tick it off.
        mark {t} done
        {t} is done
        just {PAST[t]}! cross that off my list
        Could you mark '{t}' as complete?"""
    return _one(said), setup, _completed(setup, k), False, {}


def _h20_complete_two(r: random.Random) -> TodoOut7:
    setup = _pick(r, 3, 6)
    i, j = sorted(r.sample(range(len(setup)), 2))
    a, b = setup[i], setup[j]
    said = f"""I {PAST[a]} and {PAST[b]} today. Mark both as done please.
        mark {a} and {b} done
        {i + 1} and {j + 1} are done
        finished {a} and {b}, check them off"""
    return _one(said), setup, _completed(setup, i, j), False, {}


def _h20_delete_by_number(r: random.Random) -> TodoOut7:
    setup = _pick(r, 2, 6)
    k = r.randint(1, len(setup))
    said = f"""delete {k}
        remove to-do #{k}
        Please get rid of number {k} on my list.
        delete the {NUMBERS[k - 1]} todo"""
    return _one(said), setup, _deleted(setup, k - 1), False, {}


def _h20_delete_by_name(r: random.Random) -> TodoOut7:
    setup = _pick(r, 2, 6)
    k = r.randrange(len(setup))
    t = setup[k]
    said = f"""take {t} off my list
        never mind about {t}, delete it
        My husband already did it, so please remove '{t}' from my to-dos.
        delete {t}"""
    return _one(said), setup, _deleted(setup, k), False, {}


def _h20_complete_then_clear(r: random.Random) -> TodoOut7:
    setup = _pick(r, 3, 6)
    k = r.randrange(len(setup))
    t = setup[k]
    said = f"""I {PAST[t]}. Mark it done and then clear out the completed ones.
        tick off {t} and clear completed
        mark {t} as done, then remove everything that's done from the list"""
    return _one(said), setup, _deleted(setup, k), False, {}


def _h20_all_done_except(r: random.Random) -> TodoOut7:
    setup = _pick(r, 3, 5)
    k = r.randrange(len(setup))
    t = setup[k]
    rest = [i for i in range(len(setup)) if i != k]
    said = f"""I got everything done today except {t}! Mark the rest as complete.
        mark everything done except {t}
        all done apart from {t}, tick off the others please"""
    return _one(said), setup, _completed(setup, *rest), False, {}


def _h20_swap_one(r: random.Random) -> TodoOut7:
    setup = _pick(r, 2, 5)
    k = r.randrange(len(setup))
    old, (new,) = setup[k], _new(r, setup)
    said = f"""replace {old} with {new} on my list
        take off {old} and add {new} instead
        Change of plans: I don't need '{old}' anymore, but please add '{new}'."""
    return _one(said), setup, _deleted(setup, k) + _open([new]), False, {}


def _h20_wipe_list(r: random.Random) -> TodoOut7:
    setup = _pick(r, 2, 5)
    said = """delete everything on my to-do list
        clear my whole list, i'm starting fresh
        Please remove all of my to-dos.
        wipe my todo list"""
    return _one(said), setup, [], False, {}


FAMILIES = [f for name, f in list(globals().items()) if name.startswith("_h20_")]
ARITHMETIC: list[ArithTemplate] = FAMILIES[:24]
TODO: list[TodoTemplate] = FAMILIES[24:]
"""The families in the order they are written: arithmetic first, then to-dos."""


def main() -> None:
    """Write the set after checking that each title picks out one to-do and lists stay readable.

    No title holds another (ignoring case), and none holds "and", a comma, a semicolon or a digit.
    """
    check_titles(TITLES, r"\band\b|,|;|\d", fold_case=True)
    assert len(set(PAST.values())) == len(PAST)
    print(write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16)))


if __name__ == "__main__":
    main()
