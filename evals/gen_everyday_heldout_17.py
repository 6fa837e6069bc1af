"""Write the everyday held-out set 17: a normal week of calculator and to-do requests, blind.

Theme: what lands in a consumer assistant app's inbox in an ordinary week, from people of all ages
in the US, UK, Ireland, Canada and Australia, in their own voices (terse, chatty, polite, typed
fast on a phone, pasted from a receipt). 40 families (24 arithmetic, 16 to-do), three phrasings
each taken in turn by the 3 seeded draws. Every arithmetic answer is computed exactly
(Fraction/Decimal) and checked against an independent float expression; unit conversions give
their factor in the task; money is judged to 0.01 and a rounding request exactly.

Written by a helper session (branch h17) that read only: the brief; `docs/evals.md` "The
dataset" and "Side effects" (and, by a slip of the line range, part of "The project's own
datasets" before it, which names some earlier sets' missed phrasings; no family here was chosen
from it); `src/agentschool/evals/cases.py` and `checks.py`; the helper functions imported below
from `gen_everyday_heldout_4.py` and `gen_everyday_heldout_7.py` (not their families); one case of
`everyday-heldout-7.yaml`; and the agent's tool names. It read no agent, planner or tool code, no
test but one line, no other set or template.

Arithmetic families:
- receipt-total: a few items with quantities and unit prices, pasted from a receipt, totalled.
- split-bill-with-tip: a restaurant bill plus a percentage tip, split evenly between diners.
- percent-off-sale: the price of an item after a percentage discount.
- sales-tax-added: a pre-tax price with a stated sales tax / HST / GST rate added.
- bill-percent-rise: the percentage increase from an old monthly bill to a new one.
- score-as-percent: a test score "x out of y" as a percentage.
- weekly-wage: several shifts' hours summed and multiplied by an hourly rate.
- minutes-total: a few durations in hours and minutes, totalled in minutes.
- distance-conversion: a distance converted between miles and km with the factor given.
- oven-temperature: a Fahrenheit oven temperature in Celsius with the formula given.
- cups-to-grams: a fractional number of cups of an ingredient in grams, grams per cup given.
- fuel-cost: fuel cost of a drive from distance, litres per 100 km and price per litre.
- price-per-unit: the price of one item from a multipack's price and count.
- budget-left: a budget minus a few amounts already spent.
- savings-per-week: a savings goal minus what is saved, divided over the weeks left.
- simple-interest: simple interest earned on a sum at a yearly rate over whole years.
- average: the mean of a handful of scores or step counts.
- rounding-homework: a decimal number rounded to a stated place (whole, tenth, ten, ...).
- square-root-homework: the square root of a perfect square.
- wall-area: a wall's area minus a window or door, in square metres.
- fraction-sum: two simple fractions added, as a decimal.
- currency-conversion: an amount converted between currencies at a stated rate.
- travel-time: hours a trip takes from distance and average speed.
- energy-bill: electricity cost from two meter readings and a unit rate in pence or cent.

To-do families (setups are open to-dos, ids 1, 2, ... in order):
- add-with-context: a reason, then one to-do to add.
- add-several-inline: two or three shopping items to add, in one sentence.
- add-several-pasted: three items to add, one per line as pasted from notes.
- list-all: what is on the list (the answer names every to-do; nothing changes).
- count: how many to-dos there are (the answer holds the count; nothing changes).
- complete-by-title: mark a named to-do done.
- complete-by-number: mark a to-do done by its number.
- complete-by-position: mark the first/second/third/last to-do done.
- complete-past-tense: "I did X" in the past tense, to be ticked off.
- delete-by-title: remove a named to-do.
- delete-by-number: remove a to-do by its number.
- delete-by-position: remove the first/second/third/last to-do.
- complete-two-then-clear: two named to-dos done, then completed ones cleared.
- position-question: which to-do is first or last (the answer names it; nothing changes).
- add-if-missing: add an item only if the list lacks it (when present, nothing changes).
- add-and-complete: one message that adds an item and ticks off another.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from math import gcd
from typing import cast

from gen_everyday_heldout_4 import _listing, _money, _tol
from gen_everyday_heldout_7 import (
    ArithOut7,
    ArithTemplate,
    TodoOut7,
    TodoTemplate,
    _completed,
    _deleted,
    _euros,
    _open,
    _plain,
    _pounds,
    check_titles,
    write_set,
)

SEED = 20261127_17
NAME = "everyday-heldout-17"
F = Fraction
MONEY = 0.01
_TURNS: Counter[str] = Counter()
Change = Callable[..., list[tuple[str, bool]]]


def _turn(family: str, count: int = 3) -> int:
    """Which phrasing a family's next draw uses: each in turn, so 3 draws read 3 ways."""
    _TURNS[family] += 1
    return (_TURNS[family] - 1) % count


def _say(family: str, *phrasings: str) -> str:
    return phrasings[_turn(family, len(phrasings))]


def _cash(sym: str, cents: int) -> str:
    return {"$": _money, "£": _pounds, "€": _euros}[sym](cents)


def _q(x: Fraction) -> str:
    return _plain(Decimal(x.numerator) / Decimal(x.denominator))


def _f(text: str) -> Fraction:
    return Fraction(text)


def _dp2(cents: int) -> str:
    return f"{cents // 100}.{cents % 100:02d}"


# --------------------------------------------------------------------------- arithmetic

_SHOP = {"oat milk": (150, 260), "sourdough": (250, 480), "bananas": (90, 220), "pasta": (80, 240)}
_SHOP |= {"cheddar": (300, 650), "tinned tomatoes": (55, 140), "teabags": (200, 550)}
_SHOP |= {"yoghurt": (90, 420), "chicken thighs": (450, 900), "coffee": (400, 1100)}
_SHOP |= {"dish soap": (120, 380), "bin bags": (200, 500), "apples": (40, 90)}


def _h17_receipt_total(r: random.Random) -> ArithOut7:
    rows = [(n, r.randint(1, 4), r.randrange(*_SHOP[n])) for n in r.sample(list(_SHOP), 4)]
    rows = rows[: r.randint(3, 4)]
    sym = r.choice("$£€")
    style = _turn("receipt")
    if style == 0:
        lines = "\n".join(f"{q} x {n} ({_dp2(c)} each)" for n, q, c in rows)
        task = f"can u add these up\n{lines}\nwhats the total"
    elif style == 1:
        lines = "\n".join(f"{n} - {_dp2(c)} each, got {q}" for n, q, c in rows)
        task = f"Quick one, what did this lot come to?\n{lines}"
    else:
        parts = [f"{q} x {n} at {_cash(sym, c)} each" for n, q, c in rows]
        task = f"Checking my shopping receipt: {_listing(parts)}. What's the total?"
    value = sum((q * F(c, 100) for _, q, c in rows), F(0))
    return task, value, "+".join(f"{q}*{c}/100" for _, q, c in rows), MONEY, {}


def _h17_split_bill_with_tip(r: random.Random) -> ArithOut7:
    bill, n = r.randrange(6000, 30000), r.randint(2, 6)
    pct = r.choice(["10", "12.5", "15", "18", "20"])
    m = _cash(r.choice("$£€"), bill)
    task = _say(
        "split",
        f"Dinner came to {m}. We want to add a tip of {pct}% and split it evenly between {n} of"
        " us. How much does each person pay?",
        f"bill's {m}, plus {pct}% tip, split {n} ways - how much each?",
        f"Hi! Out for a meal with friends. The total is {m} and we're leaving {pct}% on top for"
        f" the staff. There are {n} of us splitting equally, what's everyone's share?",
    )
    value = F(bill, 100) * (1 + _f(pct) / 100) / n
    return task, value, f"{bill}/100*(1+{pct}/100)/{n}", MONEY, {}


def _h17_percent_off_sale(r: random.Random) -> ArithOut7:
    pct = r.choice([10, 15, 20, 25, 30, 40, 50])
    style = _turn("sale")
    low, high = [(30, 250), (10, 400), (400, 2500)][style]
    price = r.randint(low, high) * 100 - r.choice([0, 1, 5])
    m = _cash(r.choice("$£€"), price)
    task = [
        f"This jacket is {m} and it's {pct}% off today. What's the price after the discount?",
        f"{pct}% off {m}, what do i pay",
        f"The sofa we like is normally {m} but there's {pct} percent off this weekend. How much"
        " would it cost us in the sale?",
    ][style]
    return task, F(price, 100) * (100 - pct) / 100, f"{price}/100*(1-{pct}/100)", MONEY, {}


def _h17_sales_tax_added(r: random.Random) -> ArithOut7:
    price = r.randrange(500, 150000)
    m = _money(price)
    style = _turn("tax")
    rate = ["13", "8.875", "10"][style]
    task = [
        f"In Ontario we pay 13% HST. If the sticker price is {m} before tax, what's the total"
        " with HST?",
        f"sales tax here is 8.875%. something costs {m} before tax, how much is it with tax",
        f"The supplier quoted {m} excluding GST. GST is 10%. What's the price including GST?",
    ][style]
    return task, F(price, 100) * (1 + _f(rate) / 100), f"{price}/100*(1+{rate}/100)", MONEY, {}


def _h17_bill_percent_rise(r: random.Random) -> ArithOut7:
    old = 200 * r.randint(20, 100)  # every rise below is then a whole number of cents
    k = r.choice(["4", "5", "6", "7.5", "8", "10", "12", "12.5", "15", "20", "25"])
    new = int(old * (100 + _f(k)) / 100)
    assert F(new - old, old) * 100 == _f(k)
    sym = r.choice("$£€")
    o, n = _cash(sym, old), _cash(sym, new)
    task = _say(
        "rise",
        f"My energy bill went from {o} to {n} a month. What percentage increase is that?",
        f"broadband was {o}/month, now its {n}. by what % did it go up?",
        f"Our car insurance went up from {o} to {n} per month. What's that as a percent rise?",
    )
    return task, _f(k), f"({new}-{old})/{old}*100", MONEY, {}


def _h17_score_as_percent(r: random.Random) -> ArithOut7:
    y = r.choice([20, 25, 40, 50, 80])
    x = r.randrange(y // 2, y)
    task = _say(
        "score",
        f"My son got {x}/{y} on his maths test, what percent is that?",
        f"I got {x} out of {y} on my practice theory test. What's that as a percentage?",
        f"{x} out of {y} as a percentage?",
    )
    return task, F(100 * x, y), f"{x}/{y}*100", MONEY, {}


_HOURS = ["4", "4.5", "5", "5.25", "6", "6.5", "7", "7.5", "7.75", "8", "8.5", "9"]
_DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def _h17_weekly_wage(r: random.Random) -> ArithOut7:
    hours = [r.choice(_HOURS) for _ in range(r.randint(3, 5))]
    rate = r.randrange(300, 640) * 5
    m = _cash(r.choice("$£€"), rate)
    days = sorted(r.sample(range(7), len(hours)))
    shifts = ", ".join(f"{_DAYS[d]} {h}h" for d, h in zip(days, hours, strict=True))
    task = _say(
        "wage",
        f"I worked {_listing(hours)} hours this week at {m} an hour. What's my pay before tax?",
        f"Shifts this week: {shifts}. Pay is {m}/hr. How much should I get before tax?",
        f"hi, I babysit at {m} an hour. This week it was {_listing(hours)} hours. How much do"
        " they owe me?",
    )
    value = sum((_f(h) for h in hours), F(0)) * F(rate, 100)
    return task, value, f"({'+'.join(hours)})*{rate}/100", MONEY, {}


def _span(h: int, m: int) -> str:
    hours = f"{h} hr" if h == 1 else f"{h} hours"
    return hours if not m else f"{m} min" if not h else f"{hours} {m} min"


def _h17_minutes_total(r: random.Random) -> ArithOut7:
    spans: list[tuple[int, int]] = []
    count = r.choice([2, 3, 3, 4])
    while len(spans) < count:
        h, m = r.randint(0, 2), r.randrange(0, 60, 5)
        if h or m:
            spans.append((h, m))
    said = _listing([_span(h, m) for h, m in spans])
    task = _say(
        "minutes",
        f"Film night: the movies are {said} long. How many minutes is that altogether?",
        f"revision today was {said}. total minutes?",
        f"How many minutes in total is {said}?",
    )
    value = F(sum(60 * h + m for h, m in spans))
    return task, value, "+".join(f"{h}*60+{m}" for h, m in spans), None, {}


def _h17_distance_conversion(r: random.Random) -> ArithOut7:
    style = _turn("distance")
    d = [r.choice(["5", "10", "13.1", "26.2"]), str(r.randint(12, 240)), str(r.randint(20, 400))]
    factor = ["1.609", "0.621", "1.609"][style]
    task = [
        f"Going for a {d[0]} mile run. 1 mile is 1.609 km, so how many km is that?",
        f"The sign says {d[1]} km to Galway. If 1 km is 0.621 miles, how far is that in miles?",
        f"US road trip, next town is {d[2]} miles away. Using 1 mile = 1.609 km, how many km?",
    ][style]
    return task, _f(d[style]) * _f(factor), f"{d[style]}*{factor}", MONEY, {}


def _h17_oven_temperature(r: random.Random) -> ArithOut7:
    k = r.randint(30, 46)
    f = 32 + 9 * k
    task = _say(
        "oven",
        f"American recipe says bake at {f}°F. C = (F − 32) × 5 ÷ 9, so what do I set my oven to"
        " in Celsius?",
        f"convert {f} F to C for me? formula is (F-32)*5/9",
        f"My oven only does Celsius and the cookbook says {f} degrees Fahrenheit. Using"
        " (F - 32) x 5/9, what temperature in °C is that?",
    )
    return task, F(5 * k), f"({f}-32)*5/9", None, {}


_CUPS = {"2 and a half cups": F(5, 2), "1 and a half cups": F(3, 2), "half a cup": F(1, 2)}
_CUPS |= {"three quarters of a cup": F(3, 4), "1 and a quarter cups": F(5, 4), "3 cups": F(3)}
_CUPS |= {"2 and three quarter cups": F(11, 4)}


def _h17_cups_to_grams(r: random.Random) -> ArithOut7:
    amount = r.choice(list(_CUPS))
    ing, g = r.choice([("plain flour", 125), ("sugar", 200), ("rolled oats", 90), ("rice", 185)])
    task = _say(
        "cups",
        f"Recipe needs {amount} of {ing}. 1 cup of {ing} weighs {g} g. How many grams is that?",
        f"how many grams is {amount} of {ing} if a cup of it is {g}g",
        f"I'm using an American recipe but I only have scales. It says {amount} of {ing}, and a"
        f" cup of {ing} is {g} grams. How many grams do I weigh out?",
    )
    return task, _CUPS[amount] * g, f"{float(_CUPS[amount])}*{g}", MONEY, {}


def _h17_fuel_cost(r: random.Random) -> ArithOut7:
    d, use = r.randint(80, 900), r.choice(["5.5", "6.2", "6.8", "7.4", "8.1", "9.5"])
    price = r.randrange(150, 220)
    p = _cash(r.choice("$€"), price)
    task = _say(
        "fuel",
        f"Driving {d} km this weekend. My car uses {use} litres per 100 km and fuel is {p} a"
        " litre. How much will the fuel cost?",
        f"trip is {d}km, car does {use}L/100km, petrol {p}/L. cost of fuel?",
        f"We're driving {d} km to visit family. The car uses {use} L per 100 km and diesel is"
        f" {p} per litre. What will the diesel cost for the drive?",
    )
    value = F(d, 100) * _f(use) * F(price, 100)
    return task, value, f"{d}/100*{use}*{price}/100", MONEY, {}


_PACKS = [("toilet rolls", "roll", 24, 8), ("nappies", "nappy", 44, 9), ("eggs", "egg", 30, 5)]
_PACKS += [("tins of cat food", "tin", 12, 4), ("bottles of water", "bottle", 24, 3)]
_PACKS += [("dishwasher tablets", "tablet", 90, 10)]


def _h17_price_per_unit(r: random.Random) -> ArithOut7:
    many, one, n, low = r.choice(_PACKS)
    price = r.randint(low, 4 * low) * 100 - r.choice([1, 5, 51])
    m = _cash(r.choice("$£€"), price)
    task = _say(
        "unit",
        f"A pack of {n} {many} is {m}. How much is that per {one}?",
        f"{n} {many} for {m} - price per {one}?",
        f"Trying to work out if the big pack is worth it: {n} {many} for {m}. What does each"
        f" {one} cost?",
    )
    return task, F(price, 100 * n), f"{price}/100/{n}", MONEY, {}


def _h17_budget_left(r: random.Random) -> ArithOut7:
    budget = r.randrange(80, 300, 10)
    spent = [r.randrange(500, budget * 25) for _ in range(3)]
    sym = r.choice("$£€")
    b, s = _cash(sym, budget * 100), [_cash(sym, c) for c in spent]
    task = _say(
        "budget",
        f"My weekly food budget is {b}. So far I've spent {_listing(s)}. How much have I got left?",
        f"budget {b} this month for fun stuff, spent {', '.join(s)}. whats left",
        f"Trying to stick to {b} for the kids' birthday party. Spent {s[0]} on the cake, {s[1]}"
        f" on decorations and {s[2]} on party bags. How much is left for food?",
    )
    value = budget - F(sum(spent), 100)
    return task, value, f"{budget}-({'+'.join(map(str, spent))})/100", MONEY, {}


def _h17_savings_per_week(r: random.Random) -> ArithOut7:
    goal, weeks = r.randrange(500, 4000, 50), r.randint(8, 30)
    saved = r.randrange(50, goal // 2, 10)
    sym = r.choice("$£€")
    g, s = _cash(sym, goal * 100), _cash(sym, saved * 100)
    task = _say(
        "save",
        f"I want {g} saved for a holiday in {weeks} weeks. I've already got {s}. How much do I"
        " need to put away each week?",
        f"need {g} by christmas, have {s}, {weeks} weeks to go. how much a week?",
        f"Saving for a new laptop that costs {g}. I have {s} so far and want to buy it in"
        f" {weeks} weeks. How much should I save per week?",
    )
    return task, F(goal - saved, weeks), f"({goal}-{saved})/{weeks}", MONEY, {}


def _h17_simple_interest(r: random.Random) -> ArithOut7:
    p, rate = r.randrange(1000, 20000, 100), r.choice(["2", "2.5", "3.25", "4", "4.5", "5.1"])
    t = r.randint(1, 5)
    yrs = "1 year" if t == 1 else f"{t} years"
    m = _cash(r.choice("$£€"), p * 100)
    task = _say(
        "interest",
        f"If I put {m} in an account paying {rate}% simple interest a year, how much interest"
        f" will I have earned after {yrs}?",
        f"simple interest on {m} at {rate}% per year for {yrs}?",
        f"My nan is lending my brother {m} at {rate}% simple interest per year for {yrs}. How"
        " much interest will he pay in total?",
    )
    return task, p * _f(rate) * t / 100, f"{p}*{rate}*{t}/100", MONEY, {}


def _h17_average(r: random.Random) -> ArithOut7:
    style, n = _turn("average"), r.randint(4, 7)
    low, high = [(85, 220), (3500, 16000), (8, 20)][style]
    xs = [r.randint(low, high) for _ in range(n)]
    said = [str(x) for x in xs]
    task = [
        f"My bowling scores this season: {', '.join(said)}. What's my average?",
        f"steps this week {' '.join(said)} - average per day?",
        f"My daughter's spelling scores (out of 20) this term: {_listing(said)}. What's the mean?",
    ][style]
    return task, F(sum(xs), n), f"({'+'.join(said)})/{n}", MONEY, {}


_PLACES = [("to the nearest whole number", 0), ("to 1 decimal place", 1)]
_PLACES += [("to 2 decimal places", 2), ("to the nearest ten", -1), ("to the nearest hundred", -2)]


def _h17_rounding_homework(r: random.Random) -> ArithOut7:
    while True:  # no trailing zero, and no tie at the place asked
        thousandths = r.randrange(100_000, 9_999_999)
        x = Decimal(thousandths) / 1000
        place, nd = r.choice(_PLACES)
        if thousandths % 10 and (x * Decimal(10) ** nd) % 1 != Decimal("0.5"):
            break
    value = F((x * Decimal(10) ** nd).quantize(Decimal(1), ROUND_HALF_UP)) / F(10) ** nd
    task = _say(
        "round",
        f"Homework question: round {x} {place}. What's the answer?",
        f"round {x} {place}",
        f"Helping my kid with maths, what is {x} rounded {place}?",
    )
    return task, value, f"round({x}, {nd})", None, {}


def _h17_square_root_homework(r: random.Random) -> ArithOut7:
    n = r.randint(12, 99)
    task = _say(
        "sqrt",
        f"what's the square root of {n * n}?",
        f"Helping with homework. What is the square root of {n * n}?",
        f"sqrt of {n * n} pls",
    )
    return task, F(n), f"{n * n}**0.5", None, {}


def _h17_wall_area(r: random.Random) -> ArithOut7:
    w, h = F(r.randint(25, 60), 10), F(r.randint(23, 27), 10)
    hole = r.choice(["window", "door"])
    a, b = F(r.randint(6, 15), 10), F(r.randint(6, 12), 10)
    if hole == "door":
        a, b = F(r.randint(76, 90), 100), F(r.randint(196, 204), 100)
    w_, h_, a_, b_ = (_q(v) for v in (w, h, a, b))
    task = _say(
        "wall",
        f"Painting the living room wall: it's {w_} m wide and {h_} m high, with a {hole} {a_} m"
        f" by {b_} m. How many square metres do I need to paint?",
        f"wall {w_}m x {h_}m minus a {hole} {a_}m x {b_}m, how many m2 to paint?",
        f"Wallpapering a wall that's {w_} metres by {h_} metres; there's a {hole} that's {a_} by"
        f" {b_} metres in it. What area do I need to cover, in square metres?",
    )
    return task, w * h - a * b, f"{w_}*{h_}-{a_}*{b_}", MONEY, {}


def _h17_fraction_sum(r: random.Random) -> ArithOut7:
    style = _turn("fractions")
    while True:  # proper fractions in lowest terms; the cake's share is at most all of it
        b, d = r.choice([2, 4, 5, 8, 10]), r.choice([4, 5, 8, 10])
        a, c = r.randrange(1, b), r.randrange(1, d)
        if gcd(a, b) == gcd(c, d) == 1 and (style < 2 or F(a, b) + F(c, d) < 1):
            break
    task = [
        f"What's {a}/{b} + {c}/{d} as a decimal?",
        f"homework q: add {a}/{b} and {c}/{d}, answer as a decimal",
        f"We ate {a}/{b} of the cake yesterday and {c}/{d} of it today. How much of the cake is"
        " gone, as a decimal?",
    ][style]
    value = F(a, b) + F(c, d)
    return task, value, f"{a}/{b}+{c}/{d}", _tol(value), {}


_RATES = [("euro", "€", "pounds", (84, 88)), ("US dollar", "US$", "Canadian dollars", (135, 139))]
_RATES += [("Australian dollar", "A$", "US dollars", (63, 67)), ("pound", "£", "euros", (114, 119))]


def _h17_currency_conversion(r: random.Random) -> ArithOut7:
    one, sym, to, (low, high) = r.choice(_RATES)
    rate, amount = F(r.randint(low, high), 100), r.randrange(20, 900)
    a, rt = _money(amount * 100).replace("$", sym), _q(rate)
    task = _say(
        "currency",
        f"The exchange rate is 1 {one} = {rt} {to}. How much is {a} in {to}?",
        f"back from holiday with {a} left over. if 1 {one} is {rt} {to}, how many {to} is that?",
        f"Buying something online priced at {a}. My bank says 1 {one} = {rt} {to}. What will it"
        f" cost me in {to}?",
    )
    return task, amount * rate, f"{amount}*{rt}", MONEY, {}


def _h17_travel_time(r: random.Random) -> ArithOut7:
    style = _turn("travel")
    speeds = [16, 18, 20, 24] if style == 2 else [60, 70, 80, 90, 100, 110]
    while True:
        hours, speed = F(r.randint(4, 24), 4), r.choice(speeds)
        if (hours * speed).denominator == 1:
            break
    d = int(hours * speed)
    task = [
        f"It's {d} km to the campsite and we'll average {speed} km/h. How many hours will the"
        " drive take?",
        f"{d} miles at {speed} mph, how many hours?",
        f"Cycling {d} km at an average of {speed} km/h. How long is that in hours?",
    ][style]
    return task, hours, f"{d}/{speed}", MONEY, {}


def _h17_energy_bill(r: random.Random) -> ArithOut7:
    start = r.randint(10000, 60000)
    end = start + r.randint(150, 900)
    rate = r.choice(["24.5", "27.03", "22.36", "26.8", "30.1"])
    task = _say(
        "energy",
        f"Meter said {start} last month and {end} today. Electricity is {rate}p per kWh. What"
        " does that cost me in pounds?",
        f"electric meter {start} -> {end} kWh, unit rate {rate}p/kWh. cost in £?",
        f"Our meter went from {start} to {end} kWh this month. The unit rate is {rate} cent per"
        " kWh. How much is that in euro?",
    )
    return task, (end - start) * _f(rate) / 100, f"({end}-{start})*{rate}/100", MONEY, {}


def _families() -> list[Callable[..., object]]:
    """The families defined so far, in the order they are written."""
    return [f for name, f in globals().items() if name.startswith("_h17_")]


ARITHMETIC = cast("list[ArithTemplate]", _families())

# --------------------------------------------------------------------------- to-dos

_CHORES = """\
call the plumber / called the plumber
book a dentist appointment / booked a dentist appointment
renew the car insurance / renewed the car insurance
return the library books / returned the library books
pay the gas bill / paid the gas bill
pick up the dry cleaning / picked up the dry cleaning
email the landlord / emailed the landlord
water the tomatoes / watered the tomatoes
take the bins out / took the bins out
post the birthday card / posted the birthday card
cancel the gym membership / cancelled the gym membership
sign the school permission slip / signed the school permission slip
defrost the freezer / defrosted the freezer
mow the lawn / mowed the lawn
ring Grandma / rang Grandma
order contact lenses / ordered contact lenses
vacuum the car / vacuumed the car
clean the oven / cleaned the oven"""
CHORES = dict(line.split(" / ") for line in _CHORES.splitlines())
"""Each chore's title → its past tense, as in "I rang Grandma"."""
TITLES = list(CHORES)
GROCERIES = (
    "oat milk;free-range eggs;sourdough bread;bananas;teabags;dishwasher tablets;nappies;"
    "cat food;toothpaste;frozen peas;cheddar;baked beans;olive oil;kitchen roll;washing-up liquid"
).split(";")
REASONS = {
    "renew my passport": "My passport runs out in a few months.",
    "get the boiler serviced": "The boiler has been making a funny noise lately.",
    "buy new school shoes for Ella": "Ella's school shoes have a hole in them already.",
    "get a birthday present for Sam": "Sam's birthday is coming up soon.",
    "fix the dripping tap": "The bathroom tap keeps dripping and it's driving me mad.",
    "order printer ink": "We're nearly out of printer ink.",
    "take the car to the garage": "The car is making a rattling noise.",
    "book a table for our anniversary": "Our wedding anniversary is coming up.",
}
"""A to-do to add → the situation its writer explains first."""
_ORD = ["first", "second", "third", "last"]


def _chores(r: random.Random, low: int, high: int) -> list[str]:
    return r.sample(TITLES, r.randint(low, high))


def _position(r: random.Random, setup: list[str]) -> tuple[str, int]:
    word = r.choice([*_ORD[: min(3, len(setup) - 1)], "last"])
    return word, len(setup) - 1 if word == "last" else _ORD.index(word)


def _h17_add_with_context(r: random.Random) -> TodoOut7:
    setup, title = _chores(r, 0, 3), r.choice(list(REASONS))
    why = REASONS[title]
    task = _say(
        "context",
        f"{why} Can you add '{title}' to my to-do list?",
        f"{why} need to {title}, add it to my list pls",
        f"{why} Please add this to my to-dos: {title}",
    )
    return task, setup, _open([*setup, title]), False, {}


def _h17_add_several_inline(r: random.Random) -> TodoOut7:
    setup, new = _chores(r, 0, 2), r.sample(GROCERIES, r.randint(2, 3))
    said = _listing(new)
    task = _say(
        "inline",
        f"add {said} to my list",
        f"We're out of {said}. Could you put them on my list please?",
        f"need {said}, stick them on the list",
    )
    return task, setup, _open(setup + new), False, {}


def _h17_add_several_pasted(r: random.Random) -> TodoOut7:
    setup, new = _chores(r, 0, 2), r.sample(GROCERIES, 3)
    task = _say(
        "pasted",
        "Add these to my to-do list:\n" + "\n".join(f"- {t}" for t in new),
        "can you add\n" + "\n".join(new),
        "Shopping for the weekend, please add each of these:\n"
        + "\n".join(f"{i}. {t}" for i, t in enumerate(new, start=1)),
    )
    return task, setup, _open(setup + new), False, {}


def _h17_list_all(r: random.Random) -> TodoOut7:
    setup = _chores(r, 2, 5)
    task = _say(
        "list",
        "what's on my to-do list?",
        "show me my list",
        "Can you remind me what I still need to do?",
    )
    return task, setup, _open(setup), True, {"contains": list(setup)}


def _h17_count(r: random.Random) -> TodoOut7:
    setup = _chores(r, 2, 7)
    task = _say(
        "count",
        "how many things are on my to-do list?",
        "How many to-dos have I got at the moment?",
        "count my to-dos pls",
    )
    return task, setup, _open(setup), True, {"contains": [str(len(setup))]}


def _one_of(family: str, low: int, high: int, change: Change, *phrasings: str) -> TodoTemplate:
    """A family that names one chore of a `low` to `high` setup and completes or deletes it.

    Phrasings name it by title {t}, past tense {past}, number {k} or position {word}.
    """

    def template(r: random.Random) -> TodoOut7:
        setup = _chores(r, low, high)
        word, i = _position(r, setup) if "{word}" in phrasings[0] else ("", r.randrange(len(setup)))
        named = {"t": setup[i], "past": CHORES[setup[i]], "k": i + 1, "word": word}
        return _say(family, *phrasings).format(**named), setup, change(setup, i), False, {}

    template.__name__ = "_h17_" + family.replace("-", "_")
    return template


_h17_complete_by_title = _one_of(
    "complete-by-title", 2, 5, _completed,
    "mark '{t}' as done", "{t} - done ✅", "Can you tick off {t} please?",
)  # fmt: skip
_h17_complete_by_number = _one_of(
    "complete-by-number", 2, 6, _completed,
    "mark number {k} as done", "#{k} done", "I've finished to-do {k}, tick it off please",
)  # fmt: skip
_h17_complete_by_position = _one_of(
    "complete-by-position", 3, 5, _completed,
    "the {word} one on my list is done", "tick off the {word} item",
    "Please mark the {word} thing on my to-do list as complete.",
)  # fmt: skip
_h17_complete_past_tense = _one_of(
    "complete-past-tense", 2, 5, _completed,
    "I {past} this morning, can you tick it off?", "just {past} 🙌 cross it off",
    "Finally {past}! Mark that one done please.",
)  # fmt: skip
_h17_delete_by_title = _one_of(
    "delete-by-title", 2, 5, _deleted,
    "take '{t}' off my list", "I don't need to {t} anymore, please delete it",
    "remove {t} from my to-dos, my partner is doing it",
)  # fmt: skip
_h17_delete_by_number = _one_of(
    "delete-by-number", 2, 6, _deleted,
    "delete number {k} from my list", "remove #{k}",
    "Get rid of item {k} on my to-do list, it's not happening.",
)  # fmt: skip
_h17_delete_by_position = _one_of(
    "delete-by-position", 3, 5, _deleted,
    "delete the {word} thing on my list", "remove the {word} item pls",
    "Could you get rid of the {word} one on my to-do list?",
)  # fmt: skip


def _h17_complete_two_then_clear(r: random.Random) -> TodoOut7:
    setup = _chores(r, 3, 5)
    i, j = sorted(r.sample(range(len(setup)), 2))
    a, b = setup[i], setup[j]
    task = _say(
        "clear",
        f"I've {CHORES[a]} and {CHORES[b]}. Mark them done and then clear the completed ones off"
        " my list.",
        f"tick off '{a}' and '{b}', then clear all completed to-dos",
        f"Done: {a}; {b}. Please mark both complete, then remove the completed items.",
    )
    return task, setup, _deleted(setup, i, j), False, {}


def _h17_position_question(r: random.Random) -> TodoOut7:
    setup, style = _chores(r, 2, 5), _turn("which")
    task = [
        "what's the first thing on my to-do list?",
        "What's at the top of my list right now?",
        "whats the last item on my to-do list",
    ][style]
    named = setup[-1] if style == 2 else setup[0]
    return task, setup, _open(setup), True, {"contains": [named]}


_PRESENT = itertools.cycle([True, False])


def _h17_add_if_missing(r: random.Random) -> TodoOut7:
    setup = r.sample(GROCERIES, r.randint(2, 4))
    present = next(_PRESENT)
    g = r.choice(setup) if present else r.choice([t for t in GROCERIES if t not in setup])
    task = _say(
        "if-missing",
        f"add {g} to my list if it's not already on there",
        f"have I got {g} on my list? if not, put it on",
        f"Can you make sure I've got {g} on my to-do list? Don't add it twice.",
    )
    final = _open(setup) if present else _open([*setup, g])
    return task, setup, final, present, {}


def _h17_add_and_complete(r: random.Random) -> TodoOut7:
    setup = _chores(r, 2, 4)
    i = r.randrange(len(setup))
    t, g = setup[i], r.choice(GROCERIES)
    task = _say(
        "add-done",
        f"add {g} to my list and mark {t} as done",
        f"{t} is done now. Also put {g} on the list please.",
        f"tick off '{t}' and add {g}",
    )
    return task, setup, [*_completed(setup, i), (g, False)], False, {}


TODO = cast("list[TodoTemplate]", [f for f in _families() if f not in ARITHMETIC])

HEADER = """\
# {name}: everyday calculator and to-do requests from a normal week, held out.
# Written blind by evals/gen_everyday_heldout_17.py (seed {seed}), before any tuning against it,
# by a helper session (branch h17) that read none of the agent's, planner's or tools' code, no
# test but one line, and no other set or template. {families} families ({arith} arithmetic,
# {todo} to-do), three phrasings each in turn over {draws} seeded draws. Expected numbers are exact
# fractions checked against an independent float expression. Do not tune against it: regenerate,
# do not edit.
"""


def main() -> None:
    """Write the set after checking that every title named in a task picks out one to-do."""
    check_titles(TITLES + GROCERIES + list(REASONS), r" and |,|;|\d", fold_case=True)
    assert len(set(CHORES.values())) == len(CHORES)
    print(write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16)))


if __name__ == "__main__":
    main()
