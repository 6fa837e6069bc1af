"""Blind held-out set 28: a mixed everyday crowd over a month, no single theme.

Students, parents, commuters, freelancers, retirees, people renting, cooking, travelling and
saving: anything they ask a calculator and a to-do list day to day, some typed tersely on a
phone, some in full polite sentences with a line of context.

Written blind by a helper session on branch h28. What it read, and nothing else:
- docs/evals.md: only the sections "## The dataset" and "## Side effects" (and the list of
  section headings from `grep -n '^## '`).
- src/agentschool/evals/cases.py and src/agentschool/evals/checks.py, in full.
- evals/gen_everyday_heldout_4.py: the definitions of `_money`, `_listing` and `_tol`.
- evals/gen_everyday_heldout_7.py: the definitions of `ArithOut7`, `TodoOut7`, `ArithTemplate`,
  `TodoTemplate`, `_a`, `_completed`, `_deleted`, `_euros`, `_open`, `_plain`, `_pounds`,
  `check_titles` and `write_set`.
- the first 30 lines of evals/everyday-heldout-7.yaml.
Slips (seen beyond that list, because `sed` ranges were wider than the definitions): in set 4,
`_cents`, `_ordinal` and the first line of its first arithmetic template; in set 7, the module
lines around the type aliases (`NAME`, `HERE`, `DRAWS`, `Extra`, `Out`), `_typed`, `_frac`,
`_adding`, `_one_of`, the first two lines of one to-do template, `_check_families`, its `main()`
and its import lines; four lines of `build_set`/`draw` shown in one traceback; the `ls` of evals/
(file names only); the ruff/mypy/pytest sections of pyproject.toml. None shaped the tasks below.

Families (24 arithmetic, then 16 to-do):
- tip-total: a restaurant tip at a stated percent, either the tip alone or the bill with it.
- split-evenly: a shared cost split equally, sometimes with a stated tip first.
- discount-price: a sale price, the saving, or two stacked discounts.
- sales-tax-total: one or more prices plus a stated sales tax.
- percent-change: the percent rise or fall between an old and a new price.
- shift-pay: hours at an hourly rate, with overtime at a stated time and a half.
- fuel-trip-cost: fuel for a trip from distance, stated consumption and fuel price.
- unit-factor: a unit conversion with the factor stated in the task.
- recipe-scale: an ingredient amount scaled to a different number of servings.
- plain-average: the mean of scores, step counts or hours slept.
- time-total: durations added up, in minutes or decimal hours.
- unit-price: the price of one item or one kilo from a pack price.
- budget-left: money left after listed expenses.
- months-to-save: whole months of stated saving until a goal is reached.
- round-number: rounding to decimal places, a whole number or the nearest thousand.
- currency-rate: a currency conversion at a stated rate.
- simple-interest: simple interest, or the total paid back, at a stated yearly rate.
- compound-savings: a balance after yearly or monthly compounding at a stated rate.
- average-speed: a speed in km/h or a running pace in minutes per km.
- diy-materials: litres of paint for a stated coverage, or flooring with stated waste.
- power-bill: the cost of running an appliance at a stated price per kWh.
- terse-expression: a bare arithmetic expression typed quickly.
- pre-tax-price: the price before a stated VAT or tax, or the tax inside a total.
- ratio-split: one share of an amount split in a stated ratio.
- add-one: add one to-do, worded in several everyday ways.
- add-several: add two or three to-dos in one message.
- complete-by-title: mark a to-do done by its title.
- complete-by-number: mark a to-do done by its position on the list.
- complete-past-tense: report a chore as done in the past tense, expecting it ticked off.
- complete-two: mark two to-dos done by title in one message.
- delete-by-title: remove a to-do named by its title.
- delete-by-number: remove a to-do named by its position.
- delete-two: remove two to-dos, by title or by position.
- done-then-tidy: tick off chores, then clear the completed ones.
- complete-all: everything on the list is done.
- complete-and-add: tick one off and add a new one in the same message.
- add-unless-there: add a chore only if it is not on the list yet.
- list-question: ask what is on the list (nothing may change).
- count-question: ask how many to-dos there are (nothing may change).
- find-keyword: ask for the to-do about a word (nothing may change).
"""

from __future__ import annotations

import random
import re
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

NAME = "everyday-heldout-28"
SEED = 20261128_28

HEADER = """\
# {name}: everyday calculator and to-do requests from a mixed crowd over a month, held out.
# Written blind on 2026-11-28 by evals/gen_everyday_heldout_28.py (seed {seed}), before any
# tuning against it, by a helper session (branch h28) that read none of the planner's, agent's,
# tools' or rules' code, no tests, no other set's templates.
# Theme: a mixed ordinary crowd with no single theme (money, cooking, travel, work, saving, chores),
# terse phone typing and full sentences. {families} families ({arith} arithmetic, {todo} to-do),
# {draws} seeded draws each. Expected numbers are exact (fractions), each checked against an
# independent float expression; every rate, factor and rule is stated in the task.
# Regenerate, do not edit.
"""

PAST = {
    "call the dentist": "called the dentist",
    "renew the car insurance": "renewed the car insurance",
    "pick up the dry cleaning": "picked up the dry cleaning", "book a haircut": "booked a haircut",
    "return the library books": "returned the library books",
    "water the plants": "watered the plants", "email the landlord": "emailed the landlord",
    "buy a birthday card for grandma": "bought a birthday card for grandma",
    "defrost the freezer": "defrosted the freezer",
    "cancel the gym membership": "cancelled the gym membership",
    "schedule the vet appointment": "scheduled the vet appointment",
    "file the expense report": "filed the expense report", "mow the lawn": "mowed the lawn",
    "take out the recycling": "took out the recycling",
    "fix the bike chain": "fixed the bike chain",
    "send the thank you notes": "sent the thank you notes",
    "order new contact lenses": "ordered new contact lenses", "clean the oven": "cleaned the oven",
    "sign the permission slip": "signed the permission slip",
    "back up the laptop": "backed up the laptop", "wash the car": "washed the car",
    "get a passport photo": "got a passport photo", "text the babysitter": "texted the babysitter",
    "drop off the donations": "dropped off the donations",
    "replace the shower curtain": "replaced the shower curtain",
    "register for the fun run": "registered for the fun run", "buy dog food": "bought dog food",
    "pay the parking ticket": "paid the parking ticket",
}  # fmt: skip
TITLES = list(PAST)
KEYWORD = {
    "call the dentist": "dentist", "renew the car insurance": "insurance",
    "book a haircut": "haircut", "return the library books": "library",
    "email the landlord": "landlord", "buy a birthday card for grandma": "grandma",
    "defrost the freezer": "freezer", "cancel the gym membership": "gym",
    "schedule the vet appointment": "vet", "mow the lawn": "lawn",
    "order new contact lenses": "lenses", "back up the laptop": "laptop",
    "text the babysitter": "babysitter", "drop off the donations": "donations",
    "get a passport photo": "passport", "pay the parking ticket": "parking",
}  # fmt: skip


def _arith(task: str, exact: Fraction, expr: str, tol: float | None = None) -> ArithOut7:
    """Check the exact answer against the float expression; money and fractions get 0.01."""
    approx = float(eval(expr, {"__builtins__": {}}))
    assert abs(approx - float(exact)) < 1e-6 * max(1.0, abs(float(exact))), (task, exact, expr)
    return task, exact, expr, tol, {}


def _ar(task: str, exact: Fraction, expr: str) -> ArithOut7:
    return _arith(task, exact, expr, _tol(exact))


def _f(text: str | int) -> Fraction:
    return Fraction(str(text))  # "7.5" and 15 alike


def _p(x: Fraction) -> str:
    """A terminating fraction as typed: 15/2 is "7.5"."""
    text = _plain(Decimal(x.numerator) / Decimal(x.denominator))
    assert Fraction(text) == x, x
    return text


def _cur(r: random.Random) -> Callable[[int], str]:
    return r.choice([_money, _money, _pounds, _euros])


# --------------------------------------------------------------------------- arithmetic


def _h28_tip_total(r: random.Random) -> ArithOut7:
    bill, p = r.randrange(2400, 18000), r.choice([15, 18, 20, 22, 25])
    m, k = _money(bill), r.randrange(5)
    task = [
        f"dinner was {m}, adding {_a(p)}% tip. what do we pay in total?",
        f"Our bill at the restaurant came to {m}. If I leave {p}% on top, what's the total?",
        f"{m} + {p}% tip = ?",
        f"how much is {_a(p)}% tip on {m}",
        f"What's {_a(p)} percent tip on a {m} check? Just the tip amount please.",
    ][k]
    if k < 3:
        return _ar(task, _f(bill) / 100 * (1 + _f(p) / 100), f"{bill}/100*(1+{p}/100)")
    return _ar(task, _f(bill) / 100 * _f(p) / 100, f"{bill}/100*{p}/100")


def _h28_split_evenly(r: random.Random) -> ArithOut7:
    total, n, p = r.randrange(4000, 90000), r.randrange(3, 9), r.choice([15, 18, 20])
    m, k = _cur(r)(total), r.randrange(4)
    task = [
        f"we're splitting {m} for the cabin between {n} of us, how much each?",
        f"gas money {m} / {n} people",
        f"Can you work out {m} divided equally among {n} people?",
        f"The bill is {m} and we want to add {p}% tip, then split it evenly {n} ways. "
        "How much does each of us pay?",
    ][k]
    if k < 3:
        return _ar(task, _f(total) / 100 / n, f"{total}/100/{n}")
    return _ar(task, _f(total) / 100 * (1 + _f(p) / 100) / n, f"{total}/100*(1+{p}/100)/{n}")


def _h28_discount_price(r: random.Random) -> ArithOut7:
    price = r.randrange(20, 250) * 100 + r.choice([0, 0, 99, 50])
    pct, extra = r.choice([10, 15, 20, 25, 30, 40]), r.choice([10, 15])
    m, k, base = _cur(r)(price), r.randrange(5), _f(price) / 100
    task = [
        f"jacket is {m}, {pct}% off. what do I pay?",
        f"The sofa I want is {m} and it's on sale for {pct}% off. What's the sale price?",
        f"{m} minus {pct}%",
        f"Shoes were {m}, marked {pct}% off, and there's an extra {extra}% off the sale price "
        "at checkout. What will they cost me?",
        f"how much do I save if something that costs {m} is {pct}% off?",
    ][k]
    if k == 3:
        ans = base * (1 - _f(pct) / 100) * (1 - _f(extra) / 100)
        return _ar(task, ans, f"{price}/100*(1-{pct}/100)*(1-{extra}/100)")
    if k == 4:
        return _ar(task, base * pct / 100, f"{price}*{pct}/10000")
    return _ar(task, base * (1 - _f(pct) / 100), f"{price}/100*(100-{pct})/100")


def _h28_sales_tax_total(r: random.Random) -> ArithOut7:
    tax = r.choice(["6.25", "7", "8.875", "8.25", "5.5", "9.5"])
    cents = [r.randrange(899, 12999), r.randrange(199, 4999), r.randrange(150, 2500)]
    a, b, c = (_money(x) for x in cents)
    k = r.randrange(3)
    task = [
        f"What's {a} plus {tax}% sales tax?",
        f"I'm getting a {a} lamp and {b} worth of bulbs. Sales tax here is {tax}%. "
        "How much will it ring up to?",
        f"cart: {_listing([a, b, c])} before tax. tax is {tax}%. total?",
    ][k]
    used = cents[: k + 1]
    ans = _f(sum(used)) / 100 * (1 + _f(tax) / 100)
    return _ar(task, ans, f"({'+'.join(map(str, used))})/100*(1+{tax}/100)")


def _h28_percent_change(r: random.Random) -> ArithOut7:
    p = _f(r.choice(["2", "3", "4", "5", "6", "7.5", "8", "10", "12.5"]))
    k = r.randrange(4)
    lo, hi, unit = [(25, 60, 4000), (25, 60, 4000), (3, 10, 4000), (30, 90, 40)][k]
    old = r.randrange(lo, hi) * unit
    new = int(old * (1 - p / 100) if k == 2 else old * (1 + p / 100))
    assert new * 100 == old * (100 - p if k == 2 else 100 + p)
    o, n = _money(old), _money(new)
    task = [
        f"my rent is going from {o} to {n} a month. what percent increase is that?",
        f"Landlord just raised the rent from {o} to {n}. By what percentage did it go up?",
        f"Our electric bill went from {o} to {n}, what % decrease is that?",
        f"price of my usual coffee beans went from {o} to {n}. how many percent more is that?",
    ][k]
    return _ar(task, p, f"({new}-{old})/{old}*100*{-1 if k == 2 else 1}")


def _h28_shift_pay(r: random.Random) -> ArithOut7:
    rate = r.randrange(1500, 3200, 25)
    reg, ot = _f(r.choice(["32", "36", "37.5", "40"])), _f(r.choice(["2", "3", "4", "5", "7.5"]))
    m, h, o, k = _money(rate), _p(reg), _p(ot), r.randrange(3)
    task = [
        f"I worked {h} hours at {m}/hr plus {o} hours overtime at time and a half (1.5x). "
        "what's my pay before tax?",
        f"how much do I make for {h} hrs at {m} an hour",
        f"My son worked {h} regular hours at {m} an hour this week and {o} extra hours that "
        "pay 1.5 times the normal rate. What did he earn in total, before deductions?",
    ][k]
    if k == 1:
        return _ar(task, reg * rate / 100, f"{float(reg)}*{rate}/100")
    ans = reg * rate / 100 + ot * rate / 100 * _f("1.5")
    return _ar(task, ans, f"{float(reg)}*{rate}/100+{float(ot)}*{rate}*1.5/100")


def _h28_fuel_trip_cost(r: random.Random) -> ArithOut7:
    km, cons = r.randrange(120, 900), r.choice(["5.4", "6.2", "6.8", "7.5", "8.1"])
    miles, mpg = r.randrange(80, 600), r.choice([24, 28, 31, 35, 42])
    e, gal, k = r.randrange(159, 199), r.randrange(289, 469), r.randrange(3)
    task = [
        f"Road trip is {km} km. My car does {cons} L per 100 km and petrol is {_euros(e)} a "
        "litre. How much will the fuel cost?",
        f"driving {km}km to my parents, car burns {cons} litres/100km, diesel {_euros(e)}/L. "
        "fuel cost one way?",
        f"{miles} miles, car gets {mpg} mpg, gas is {_money(gal)}/gal. gas cost?",
    ][k]
    if k < 2:
        return _ar(task, km * _f(cons) / 100 * e / 100, f"{km}*{cons}/100*{e}/100")
    return _ar(task, _f(miles) / mpg * gal / 100, f"{miles}/{mpg}*{gal}/100")


def _h28_unit_factor(r: random.Random) -> ArithOut7:
    k = r.randrange(5)
    x = [_f(r.randrange(20, 140)) / 10, _f(r.randrange(11, 40)) / 2, _f(r.randrange(32, 76)),
         _f(r.randrange(3, 14)) / 4, _f(r.randrange(5, 40))][k]  # fmt: skip
    f = ["1.609", "0.4536", "2.54", "240", "0.3048"][k]
    task = [
        f"ran {_p(x)} miles today, how many km is that? (1 mile = {f} km)",
        f"The baby weighs {_p(x)} lb. What's that in kg, if 1 lb is {f} kg?",
        f"tv is {_p(x)} inches diagonal, what's that in cm? 1 inch = {f} cm",
        f"Recipe says {_p(x)} cups of milk. Using 1 cup = {f} ml, how many ml is that?",
        f"Our hallway is {_p(x)} feet long. In metres? (1 ft = {f} m)",
    ][k]
    return _ar(task, x * _f(f), f"{float(x)}*{f}")


def _h28_recipe_scale(r: random.Random) -> ArithOut7:
    b, t = r.sample([2, 4, 6, 8, 10, 12], 2)
    g = r.randrange(6, 25) * 25
    task = r.choice([
        f"recipe for {b} uses {g} g flour, I'm making it for {t}. how much flour?",
        f"My banana bread recipe makes {b} servings and calls for {g} grams of sugar. "
        f"How much sugar do I need for {t} servings?",
        f"scaling a soup from {b} to {t} people. it needs {g} ml stock for {b}, how much now?",
    ])  # fmt: skip
    return _ar(task, _f(g) * t / b, f"{g}/{b}*{t}")


def _h28_plain_average(r: random.Random) -> ArithOut7:
    k = r.randrange(4)
    if k < 2:
        xs = [_f(r.randrange(55, 101)) for _ in range(r.randrange(4, 7))]
    elif k == 2:
        xs = [_f(r.randrange(3000, 15000)) for _ in range(7)]
    else:
        xs = [_f(r.randrange(10, 19)) / 2 for _ in range(r.randrange(4, 8))]
    shown = ", ".join(_p(x) for x in xs)
    task = [
        f"my test scores: {shown}. what's my average?",
        f"Could you average these quiz marks for me please: {shown}",
        f"step counts this week: {shown}. daily average?",
        f"I tracked my sleep the last {len(xs)} nights: {shown} hours. Average per night?",
    ][k]
    expr = f"({'+'.join(str(float(x)) for x in xs)})/{len(xs)}"
    return _ar(task, sum(xs, Fraction(0)) / len(xs), expr)


def _dur(minutes: int, short: bool) -> str:
    h, m = divmod(minutes, 60)
    if short:
        return f"{h}h {m}m" if h and m else (f"{h}h" if h else f"{m}m")
    parts = ([f"{h} hour{'s' if h > 1 else ''}"] if h else []) + ([f"{m} minutes"] if m else [])
    return " ".join(parts)


def _h28_time_total(r: random.Random) -> ArithOut7:
    k = r.randrange(3)
    ds = [r.randrange(4, 19) * 5 if k == 0 else r.randrange(6, 40) * 5 for _ in range(3)]
    task = [
        f"Podcast episodes are {_listing([_dur(d, False) for d in ds])} long. How many minutes "
        "is that altogether?",
        f"flight {_dur(ds[0], True)}, layover {_dur(ds[1], True)}, second flight "
        f"{_dur(ds[2], True)}. how many minutes of travel total?",
        f"For my timesheet: I worked {_listing([_dur(d, True) for d in ds])} on the client "
        "project this week. What's the total in decimal hours?",
    ][k]
    if k == 2:
        return _ar(task, _f(sum(ds)) / 60, f"({ds[0]}+{ds[1]}+{ds[2]})/60")
    return _ar(task, _f(sum(ds)), f"{ds[0]}+{ds[1]}+{ds[2]}")


def _h28_unit_price(r: random.Random) -> ArithOut7:
    n, g, k = r.choice([12, 24, 30, 36]), r.choice([200, 250, 340, 400, 500, 750]), r.randrange(3)
    price = r.randrange(399, 1899) if k < 2 else r.randrange(1299, 3499)
    task = [
        f"{n}-pack of sparkling water for {_money(price)}, how much per can?",
        f"A {g} g bag of coffee is {_pounds(price)}. What's that per kilo?",
        f"The warehouse store sells {n} rolls of paper towels for {_money(price)}. Cost per roll?",
    ][k]
    if k == 1:
        return _ar(task, _f(price) / 100 * 1000 / g, f"{price}/100/{g}*1000")
    return _ar(task, _f(price) / 100 / n, f"{price}/100/{n}")


def _h28_budget_left(r: random.Random) -> ArithOut7:
    exp = [r.randrange(60000, 180000), r.randrange(20000, 60000)]
    exp += [r.randrange(2500, 9000), r.randrange(10000, 45000)]
    inc = (sum(exp) // 10000 + r.randrange(2, 12)) * 10000 + r.choice([0, 0, 50])
    cm, k = _cur(r), r.randrange(3)
    i, m = cm(inc), [cm(c) for c in exp]
    task = [
        f"I get {i} a month. Rent {m[0]}, groceries {m[1]}, phone {m[2]}, car {m[3]}. What's left?",
        f"take home {i}. minus rent {m[0]}, bills {m[1]}, phone {m[2]}, childcare {m[3]}. "
        "how much left for fun?",
        f"Started the month with {i} in checking and I've spent {_listing(m[1:])} so far. "
        "What's my balance now?",
    ][k]
    exp = exp[1:] if k == 2 else exp
    return _ar(task, (_f(inc) - sum(exp)) / 100, f"({inc}-{'-'.join(map(str, exp))})/100")


def _h28_months_to_save(r: random.Random) -> ArithOut7:
    goal, save = r.randrange(12, 80) * 5000, r.randrange(15, 60) * 1000 + r.choice([0, 500])
    have, m = r.randrange(2, 10) * 5000, _cur(r)
    thing = r.choice(["a used car", "a new laptop", "a trip to Japan", "a wedding dress"])
    task = r.choice([
        f"Saving for {thing} that costs {m(goal)}. If I put away {m(save)} a month, how many "
        "months until I have enough?",
        f"need {m(goal)}, saving {m(save)}/month. how many months till i get there?",
        f"I've got {m(have)} saved toward {thing} ({m(goal + have)}). If I add {m(save)} every "
        "month, how many months until I can afford it?",
    ])  # fmt: skip
    return _arith(task, Fraction(-(-goal // save)), f"-(-{goal}//{save})")


def _h28_round_number(r: random.Random) -> ArithOut7:
    k = r.randrange(4)
    n = [r.randrange(10**5, 10**6), r.randrange(1000, 99999), r.randrange(120000, 9800000),
         r.randrange(1000, 99999)][k]  # fmt: skip
    n += 1 if n % 10 == 0 or n % 100 == 50 else 0  # no ties, every digit shown
    x = Decimal(n) / [10000, 100, 1, 1000][k]
    step = ["0.01", "1", "1000", "0.1"][k]
    task = [
        f"round {x} to 2 decimal places",
        f"what's {x} rounded to the nearest whole number",
        f"Round {n:,} to the nearest thousand, please.",
        f"{x} to one decimal place?",
    ][k]
    ans = (x / Decimal(step)).quantize(Decimal("1"), ROUND_HALF_UP) * Decimal(step)
    expr = [f"(({n}+50)//100)/100", f"({n}+50)//100", f"({n}+500)//1000*1000",
            f"(({n}+50)//100)/10"][k]  # fmt: skip
    return _arith(task, Fraction(ans), expr)


def _h28_currency_rate(r: random.Random) -> ArithOut7:
    k = r.randrange(4)
    x = [r.randrange(2000, 150000), r.randrange(2000, 90000), r.randrange(80, 400) * 100,
         r.randrange(10000, 250000)][k]  # fmt: skip
    rate = r.choice([["0.92", "0.93", "0.91"], ["1.08", "1.09", "1.1"], ["149.5", "152", "155.2"],
                     ["1.17", "1.16", "1.18"]][k])  # fmt: skip
    task = [
        f"how many euros is {_money(x)} if 1 USD = {rate} EUR?",
        f"Exchange rate is 1 euro = {rate} dollars. I've got {_euros(x)}, how much is that in "
        "dollars?",
        f"hotel in Tokyo is ¥{x:,} a night, rate is 1 USD = {rate} JPY. in dollars?",
        f"Sending {_pounds(x)} to my mum, the bank gives 1 GBP = {rate} EUR. How many euros "
        "arrive?",
    ][k]
    if k == 2:
        return _ar(task, _f(x) / _f(rate), f"{x}/{rate}")
    return _ar(task, _f(x) / 100 * _f(rate), f"{x}/100*{rate}")


def _h28_simple_interest(r: random.Random) -> ArithOut7:
    p, rate = r.randrange(10, 200) * 10000, _f(r.choice(["3", "4.5", "5", "6", "7.25"]))
    t, months, k = r.randrange(2, 6), r.choice([6, 9, 18]), r.randrange(3)
    m, rt, base = _money(p), _p(rate), f"{p}/100*{float(rate)}/100"
    task = [
        f"Borrowing {m} at {rt}% simple interest per year for {t} years. How much interest is "
        "that in total?",
        f"simple interest on {m} at {rt}% a year over {months} months?",
        f"If I lend my brother {m} at {rt}% simple annual interest for {t} years, how much will "
        "he pay back altogether?",
    ][k]
    interest = _f(p) / 100 * rate / 100 * (_f(months) / 12 if k == 1 else t)
    if k == 1:
        return _ar(task, interest, f"{base}*{months}/12")
    return _ar(task, interest + (_f(p) / 100 if k == 2 else 0), f"{base}*{t}+{p}/100*{k // 2}")


def _h28_compound_savings(r: random.Random) -> ArithOut7:
    p, n = r.randrange(5, 100) * 10000, r.randrange(2, 8)
    rate = _f(r.choice(["2.5", "3", "3.5", "4", "4.2", "5"]))
    m, rt, k = _cur(r)(p), _p(rate), r.randrange(3)
    task = [
        f"{m} in a savings account at {rt}% interest compounded yearly. How much after {n} years?",
        f"If I invest {m} and it grows {rt}% every year (compounded annually), what's it worth "
        f"in {n} years?",
        f"{m} at {rt}% a year, compounded monthly (so {rt}%/12 each month). balance after {n} "
        "years?",
    ][k]
    if k == 2:
        ans = _f(p) / 100 * (1 + rate / 1200) ** (12 * n)
        return _ar(task, ans, f"{p}/100*(1+{float(rate)}/1200)**{12 * n}")
    return _ar(task, _f(p) / 100 * (1 + rate / 100) ** n, f"{p}/100*(1+{float(rate)}/100)**{n}")


def _h28_average_speed(r: random.Random) -> ArithOut7:
    k = r.randrange(3)
    km = [r.randrange(60, 500), r.randrange(12, 80), r.choice([5, 8, 10, 12, 21])][k]
    pace = [60 / r.randrange(55, 110), 60 / r.randrange(14, 28), r.uniform(4.5, 7)][k]
    mins = round(km * pace / 5) * 5 if k == 0 else round(km * pace)
    task = [
        f"Drove {km} km in {_dur(mins, False)}. What was my average speed in km/h?",
        f"cycled {km} km in {mins} minutes, average speed in km per hour?",
        f"I ran {km} km in {mins} minutes. What's my average pace in minutes per km, as a decimal?",
    ][k]
    if k == 2:
        return _ar(task, _f(mins) / km, f"{mins}/{km}")
    return _ar(task, _f(km) * 60 / mins, f"{km}/({mins}/60)")


def _h28_diy_materials(r: random.Random) -> ArithOut7:
    length, height = _f(r.randrange(100, 220)) / 10, _f(r.choice(["2.4", "2.5", "2.7", "1.8"]))
    coats, cov, k = r.choice([1, 2, 2]), r.choice([10, 12, 14]), r.randrange(3)
    a, b, w = _f(r.randrange(25, 70)) / 10, _f(r.randrange(25, 60)) / 10, r.choice([5, 10, 15])
    ct, lh, hh = "one coat" if coats == 1 else "two coats", _p(length), _p(height)
    task = [
        f"Painting a bedroom: the four walls add up to {lh} m of length and they're {hh} m "
        f"high. Ignoring the door and window, with {ct} and paint that covers {cov} m² per "
        "litre, how many litres do I need?",
        f"fence is {lh} m long, {hh} m tall, painting one side, {ct}. tin says {cov} sq m per "
        "litre. litres needed?",
        f"Kitchen floor is {_p(a)} m by {_p(b)} m. How many square metres of tiles should I buy "
        f"if I add {w}% extra for cuts and breakage?",
    ][k]
    if k == 2:
        return _ar(task, a * b * (1 + _f(w) / 100), f"{float(a)}*{float(b)}*(1+{w}/100)")
    ans = length * height * coats / cov
    return _ar(task, ans, f"{float(length)}*{float(height)}*{coats}/{cov}")


def _h28_power_bill(r: random.Random) -> ArithOut7:
    k, d, h = r.randrange(2), r.choice([7, 30, 31]), _f(r.choice(["1.5", "2", "3", "4", "6"]))
    w = r.choice([[750, 1000, 1500, 2000], [150, 300, 450, 600]][k])
    price = r.choice([_money, _pounds, _euros])(c := r.randrange(11, 40))
    task = [
        f"My space heater is {w} W and I run it {_p(h)} hours a day. Electricity costs {price} "
        f"per kWh. What does it cost over {d} days?",
        f"how much to run a {w}W gaming pc {_p(h)} hrs a day for {d} days at {price}/kWh",
    ][k]
    return _ar(task, _f(w) / 1000 * h * d * c / 100, f"{w}/1000*{float(h)}*{d}*{c}/100")


def _h28_terse_expression(r: random.Random) -> ArithOut7:
    a, b, c = r.randrange(12, 999), r.randrange(3, 60), r.randrange(10, 500)
    q, k = _f(r.randrange(10, 400)) / 4, r.randrange(5)
    exprs = [f"{a}*{b}+{c}", f"{a}*{b}", f"({a}+{c})/{b}", f"{float(q)}*{b}-{c}", f"{a}00-{b}*{c}"]
    task = [
        f"{a}*{b}+{c}",
        f"whats {a} times {b}",
        f"({a} + {c}) / {b}",
        f"{_p(q)} x {b} - {c}",
        f"how much is {a}00 minus {b} times {c}?",
    ][k]
    ans = [_f(a * b + c), _f(a * b), _f(a + c) / b, q * b - c, _f(a * 100 - b * c)][k]
    return _ar(task, ans, exprs[k])


def _h28_pre_tax_price(r: random.Random) -> ArithOut7:
    t = r.randrange(20, 400) * 100 - r.choice([1, 5, 50, 100])
    v, tax, k = r.choice([19, 21, 10]), r.choice(["8", "6.5", "7.25"]), r.randrange(3)
    task = [
        f"This drill is {_pounds(t)} including 20% VAT. What's the price before VAT?",
        f"receipt says {_euros(t)} incl. {v}% VAT. how much of that is VAT?",
        f"Invoice total is {_money(t)}, which includes {tax}% sales tax. What was the pre-tax "
        "amount?",
    ][k]
    if k == 0:
        return _ar(task, _f(t) / 100 / _f("1.2"), f"{t}/100/1.2")
    if k == 1:
        return _ar(task, _f(t) / 100 * v / (100 + v), f"{t}/100-{t}/100/(1+{v}/100)")
    return _ar(task, _f(t) / 100 / (1 + _f(tax) / 100), f"{t}/(100+{tax})")


def _h28_ratio_split(r: random.Random) -> ArithOut7:
    x, rent, k = r.randrange(30, 400) * 1000, r.randrange(120, 320) * 1000, r.randrange(3)
    a, b = r.sample([1, 2, 3, 4, 5], 2)
    c = r.choice([n for n in range(1, 7) if n not in (a, b)])
    task = [
        f"My sister and I are splitting {_money(x)} from our aunt in the ratio {a}:{b}, my part "
        f"being the {a}. How much do I get?",
        f"splitting {_money(x)} prize money {a}:{b}:{c} between three of us. whats the biggest "
        "share?",
        f"We split our {_euros(rent)} rent by room size in the ratio {a}:{b}, my share being the "
        f"{a} part. What do I pay?",
    ][k]
    if k == 1:
        big = max(a, b, c)
        return _ar(task, _f(x) / 100 * big / (a + b + c), f"{x}/100*{big}/({a}+{b}+{c})")
    y = rent if k == 2 else x
    return _ar(task, _f(y) / 100 * a / (a + b), f"{y}/100/({a}+{b})*{a}")


# --------------------------------------------------------------------------- to-do


def _setup(r: random.Random, low: int = 3, high: int = 5) -> list[str]:
    return r.sample(TITLES, r.randrange(low, high + 1))


def _fresh(r: random.Random, setup: list[str], count: int) -> list[str]:
    return r.sample([t for t in TITLES if t not in setup], count)


def _one(r: random.Random, low: int = 3, high: int = 5) -> tuple[list[str], int, str]:
    setup = _setup(r, low, high)
    i = r.randrange(len(setup))
    return setup, i, setup[i]


def _h28_add_one(r: random.Random) -> TodoOut7:
    setup = _setup(r, 1, 4)
    [new] = _fresh(r, setup, 1)
    task = r.choice([
        f"remind me to {new}",
        f"Can you add '{new}' to my to-do list?",
        f"add {new}",
        f"note to self: {new}",
        f"Oh, and I need to {new} at some point this week. Put it on the list please.",
    ])  # fmt: skip
    return task, setup, _open([*setup, new]), False, {}


def _h28_add_several(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 3)
    new = _fresh(r, setup, r.choice([2, 3]))
    task = r.choice([
        f"add these to my list: {', '.join(new)}",
        f"This weekend I need to {_listing(new)}. Can you add those as separate to-dos?",
        f"todo: {'; '.join(new)}",
        "Please add:\n" + "\n".join(f"- {t}" for t in new),
    ])  # fmt: skip
    return task, setup, _open([*setup, *new]), False, {}


def _h28_complete_by_title(r: random.Random) -> TodoOut7:
    setup, i, t = _one(r)
    task = r.choice([
        f"mark '{t}' as done",
        f"Can you tick off {t}? Finally got it done.",
        f"done: {t}",
        f"check off {t} pls",
    ])  # fmt: skip
    return task, setup, _completed(setup, i), False, {}


def _h28_complete_by_number(r: random.Random) -> TodoOut7:
    setup, i, _ = _one(r)
    task = r.choice([
        f"mark number {i + 1} done",
        f"#{i + 1} is done",
        f"Finished item {i + 1} on my list, can you check it off?",
        f"tick off the {['1st', '2nd', '3rd', '4th', '5th'][i]} one",
    ])  # fmt: skip
    return task, setup, _completed(setup, i), False, {}


def _h28_complete_past_tense(r: random.Random) -> TodoOut7:
    setup, i, t = _one(r)
    past = PAST[t]
    task = r.choice([
        f"I {past}, cross it off",
        f"Just {past}! Update my list.",
        f"ok {past} this morning, you can mark that",
        f"Good news, I finally {past}. Can you mark it as done on my list?",
    ])  # fmt: skip
    return task, setup, _completed(setup, i), False, {}


def _h28_complete_two(r: random.Random) -> TodoOut7:
    setup = _setup(r)
    i, j = sorted(r.sample(range(len(setup)), 2))
    a, b = setup[i], setup[j]
    task = r.choice([
        f"both '{a}' and '{b}' are done",
        f"mark '{a}' and '{b}' as complete",
        f"Got through two things today: {a}, then {b}. Check them off?",
    ])  # fmt: skip
    return task, setup, _completed(setup, i, j), False, {}


def _h28_delete_by_title(r: random.Random) -> TodoOut7:
    setup, i, t = _one(r)
    task = r.choice([
        f"remove {t} from my list, not doing it anymore",
        f"Please delete the to-do '{t}'.",
        f"take '{t}' off the list, my partner is handling it",
        f"{t}: not happening, delete it",
    ])  # fmt: skip
    return task, setup, _deleted(setup, i), False, {}


def _h28_delete_by_number(r: random.Random) -> TodoOut7:
    setup, i, _ = _one(r)
    task = r.choice([
        f"delete item {i + 1}",
        f"Get rid of number {i + 1} on my to-do list please.",
        f"remove #{i + 1}, don't need it",
    ])  # fmt: skip
    return task, setup, _deleted(setup, i), False, {}


def _h28_delete_two(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 5)
    i, j = sorted(r.sample(range(len(setup)), 2))
    task = r.choice([
        f"Remove '{setup[i]}' and '{setup[j]}' from the list, plans changed.",
        f"delete items {i + 1} and {j + 1}",
        f"Please take numbers {i + 1} and {j + 1} off my to-do list.",
    ])  # fmt: skip
    return task, setup, _deleted(setup, i, j), False, {}


def _h28_done_then_tidy(r: random.Random) -> TodoOut7:
    setup, i, t = _one(r)
    j, k = r.choice([n for n in range(len(setup)) if n != i]), r.randrange(3)
    task = [
        f"I {PAST[t]}. Mark it done and then clear out everything that's completed.",
        f"tick off {t} then clear the completed ones",
        f"'{t}' and '{setup[j]}' are done. Check them off and clean up the finished items so "
        "the list stays short.",
    ][k]
    return task, setup, _deleted(setup, *([i] if k < 2 else [i, j])), False, {}


def _h28_complete_all(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    task = r.choice([
        "I did everything on my list today, mark it all as done!",
        "mark all my to-dos complete",
        "Everything on there is finished. Tick them all off please.",
    ])  # fmt: skip
    return task, setup, _completed(setup, *range(len(setup))), False, {}


def _h28_complete_and_add(r: random.Random) -> TodoOut7:
    setup, i, t = _one(r, 2, 4)
    [new] = _fresh(r, setup, 1)
    task = r.choice([
        f"'{t}' is done. Also add {new} to the list.",
        f"cross off {t}, and add {new}",
        f"Mark {t} done and add a new one: {new}.",
    ])  # fmt: skip
    return task, setup, [*_completed(setup, i), (new, False)], False, {}


def _h28_add_unless_there(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    present = r.choice([True, False])
    t = r.choice(setup) if present else _fresh(r, setup, 1)[0]
    task = r.choice([
        f"Do I have '{t}' on my list? If not, add it.",
        f"add {t} if it isn't already there",
        f"Make sure {t} is on my to-do list, but don't add it twice.",
    ])  # fmt: skip
    return task, setup, _open(setup if present else [*setup, t]), False, {}


def _h28_list_question(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    task = r.choice([
        "what's on my to-do list?",
        "What do I still have to do?",
        "Can you read me my list?",
        "show my todos",
    ])  # fmt: skip
    return task, setup, _open(setup), True, {"contains": list(setup)}


def _h28_count_question(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 6)
    task = r.choice([
        "how many things are on my list?",
        "How many to-dos do I have right now?",
        "how many tasks left",
    ])  # fmt: skip
    return task, setup, _open(setup), True, {"contains": [str(len(setup))]}


def _h28_find_keyword(r: random.Random) -> TodoOut7:
    title, kw = r.choice(list(KEYWORD.items()))
    setup = r.sample([t for t in TITLES if t != title], r.randrange(2, 5))
    setup.insert(r.randrange(len(setup) + 1), title)
    task = r.choice([
        f"is there anything with '{kw}' in it on my list?",
        f"I put something on my to-do list mentioning {kw}. What was it exactly?",
        f"what's the {kw} to-do again?",
        f"search my list for {kw}",
    ])  # fmt: skip
    return task, setup, _open(setup), True, {"contains": [title]}


ARITHMETIC: list[ArithTemplate] = [
    _h28_tip_total, _h28_split_evenly, _h28_discount_price, _h28_sales_tax_total,
    _h28_percent_change, _h28_shift_pay, _h28_fuel_trip_cost, _h28_unit_factor, _h28_recipe_scale,
    _h28_plain_average, _h28_time_total, _h28_unit_price, _h28_budget_left, _h28_months_to_save,
    _h28_round_number, _h28_currency_rate, _h28_simple_interest, _h28_compound_savings,
    _h28_average_speed, _h28_diy_materials, _h28_power_bill, _h28_terse_expression,
    _h28_pre_tax_price, _h28_ratio_split,
]  # fmt: skip
TODO: list[TodoTemplate] = [
    _h28_add_one, _h28_add_several, _h28_complete_by_title, _h28_complete_by_number,
    _h28_complete_past_tense, _h28_complete_two, _h28_delete_by_title, _h28_delete_by_number,
    _h28_delete_two, _h28_done_then_tidy, _h28_complete_all, _h28_complete_and_add,
    _h28_add_unless_there, _h28_list_question, _h28_count_question, _h28_find_keyword,
]  # fmt: skip
FAMILIES = ARITHMETIC + TODO


def main() -> None:
    """Check the docstring's families and the titles, then write the set."""
    listed = re.findall(r"^- ([a-z-]+): ", __doc__ or "", re.MULTILINE)
    assert listed == [f.__name__.removeprefix("_h28_").replace("_", "-") for f in FAMILIES]
    check_titles(TITLES, r" and |,|\d", fold_case=True)
    for title, keyword in KEYWORD.items():
        word = re.compile(rf"\b{re.escape(keyword)}\b", re.IGNORECASE)
        assert [t for t in TITLES if word.search(t)] == [title], keyword
    print(write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16)))


if __name__ == "__main__":
    main()
