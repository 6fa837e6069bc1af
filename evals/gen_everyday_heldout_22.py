"""Write the everyday held-out set 22: one family's calculator and to-do requests, blind.

Written on 2026-11-27 by a helper session (branch h22) acting as a blind author, before any tuning
against it. What it read, and nothing else: the sections "The dataset" and "Side effects" of
docs/evals.md; src/agentschool/evals/cases.py and checks.py; in evals/gen_everyday_heldout_4.py and
gen_everyday_heldout_7.py only the helpers and types imported below (plus `_cents`, `_ordinal`,
`_tag`, `_said`, `_typed`, `_frac`, `_pick`, `_adding`, `_one_of` and the case, draw and write
machinery of set 7 with its HEADER and `main`); the first 30 lines of everyday-heldout-7.yaml; what
a user knows of the agent (a calculator and a to-do list, answers in text).
Slips: to find those helpers it listed the top-level definitions of the two generators with grep,
so it saw the NAMES of their template functions and constants (not their bodies); it also saw the
headings of docs/evals.md, the file names in evals/, .gitignore and the ruff settings in
pyproject.toml. Nothing else of the project was opened; the agent was not run.

Theme: a family shares an assistant on their phones. Parents plan meals, bills and chores,
teenagers ask about homework and pocket money, grandparents about pensions and recipes; prices in
dollars, pounds and euros; wording varies between a family's draws.

Families (24 arithmetic, 16 to-do), 3 seeded draws each:

Arithmetic
- percent-of: a percentage of a sum of money (pension, wages, a bill).
- sale-price: what an item costs after a percentage off.
- tip-total: a restaurant bill with a percentage tip added, the total.
- split-bill: a bill shared evenly between a number of people or families.
- sales-tax: a US price plus a stated sales tax rate, the total.
- price-before-vat: a price including a stated VAT rate, the price without it.
- average-of-list: the mean of four or five test scores, daily step counts or weekly shops.
- miles-to-km: a distance in miles in kilometres, with the factor given.
- currency-exchange: an amount changed into another currency at a stated rate.
- fahrenheit-to-celsius: an oven or weather temperature converted, with the formula given.
- minutes-between-times: the minutes between two clock times on one day.
- weeks-to-save-up: how many whole weeks of a fixed saving reach a price (rounded up).
- simple-interest: the interest on savings at a stated simple yearly rate over some years.
- compound-interest: what savings are worth after some years compounded yearly.
- round-to-places: a decimal rounded to a whole number, one or two decimal places.
- square-root: the square root of a perfect square (whole or with one decimal).
- power-of: a whole number to a small power.
- fraction-of-amount: a fraction such as 3/8 of a sum of money.
- recipe-scaling: an ingredient's quantity for another number of people.
- percent-increase: the percentage by which a bill or rent went up.
- score-as-percent: a test mark out of a total as a percentage.
- fuel-cost: the fuel cost of a drive from distance, consumption and price.
- hourly-pay: pay for a number of hours at an hourly rate.
- change-from-note: the change from a note after buying two or three things.

To-do
- add-chore: add one to-do.
- remind-me-to: "remind me" / "don't let me forget" style, one to-do added.
- add-a-few: two or three to-dos added in one message, in order.
- add-with-context: a sentence of family context, then one quoted to-do to add.
- add-if-missing: add a to-do unless it is there (present: the list stays as it is).
- complete-by-number: mark the to-do at a position done.
- complete-by-past-tense: "I've done X" style, that to-do marked done.
- complete-two-by-title: two named to-dos marked done.
- delete-by-number: delete the to-do at a position.
- delete-by-title: delete a named to-do.
- complete-then-clear: mark two done, then clear the completed ones.
- wipe-whole-list: delete every to-do.
- whats-on-the-list: a question; the answer names every to-do.
- how-many-on-the-list: a question; the answer gives the count.
- whats-number-n: a question; the answer names the to-do at a position.
- done-one-add-another: one to-do marked done and a new one added.
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
    _completed,
    _deleted,
    _euros,
    _open,
    _plain,
    _pounds,
    check_titles,
    write_set,
)

SEED = 20261128_22
NAME = "everyday-heldout-22"

Money = Callable[[int], str]
CURRENCIES: list[Money] = [_money, _pounds, _euros]


def _c(cents: int) -> Fraction:
    return Fraction(cents, 100)


def _num(value: Fraction) -> str:
    """A terminating fraction as typed: 121/100 is "1.21"."""
    text = _plain(Decimal(value.numerator) / Decimal(value.denominator))
    assert Fraction(text) == value, (value, text)
    return text


# --------------------------------------------------------------------------- arithmetic


def _h22_percent_of(r: random.Random) -> ArithOut7:
    pct = r.choice(["5", "8", "12.5", "15", "20", "25", "40", "7.5"])
    cents = r.randrange(80, 400) * 500
    amount = r.choice(CURRENCIES)(cents)
    task = [
        f"what's {pct}% of {amount}",
        f"my pension is {amount} a month and {pct}% of it goes on heating. how much is that?",
        f"Could you work out {pct} percent of {amount} for me please?",
    ][r.randrange(3)]
    value = Fraction(pct) * _c(cents) / 100
    return task, value, f"{pct}/100*{cents}/100", _tol(value), {}


def _h22_sale_price(r: random.Random) -> ArithOut7:
    cents = r.randrange(15, 120) * 100 + r.choice([0, 0, 99, 50])
    pct = r.choice([10, 15, 20, 25, 30, 40, 50])
    price = r.choice(CURRENCIES)(cents)
    item = r.choice(["hoodie", "pair of trainers", "winter coat", "school bag"])
    task = [
        f"the {item} i want is {price} but it's {pct}% off this weekend. how much would i pay?",
        f"{price} with {pct}% off?",
        f"I saw a {item} reduced by {pct}% from {price}. What is the sale price?",
    ][r.randrange(3)]
    value = _c(cents) * (100 - pct) / 100
    return task, value, f"{cents}/100*(1-{pct}/100)", _tol(value), {}


def _h22_tip_total(r: random.Random) -> ArithOut7:
    cents = r.randrange(3500, 16000)
    pct = r.choice(["10", "12.5", "15", "18", "20"])
    bill = r.choice(CURRENCIES)(cents)
    task = [
        f"dinner for the family came to {bill}. if we leave a {pct}% tip what's the total?",
        f"{bill} bill plus {pct}% tip, total please",
        f"We had Sunday lunch out and the bill is {bill}. What do we pay altogether "
        f"with a {pct}% tip?",
    ][r.randrange(3)]
    value = _c(cents) * (100 + Fraction(pct)) / 100
    return task, value, f"{cents}/100*(1+{pct}/100)", _tol(value), {}


def _h22_split_bill(r: random.Random) -> ArithOut7:
    kind = r.randrange(3)
    cents = r.randrange(4000, 24000) if kind < 2 else r.randrange(40, 160) * 1000
    n = r.randrange(3, 7)
    bill = r.choice(CURRENCIES)(cents)
    task = [
        f"takeaway was {bill} and there's {n} of us, how much each if we split it evenly?",
        f"split {bill} {n} ways",
        f"The holiday cottage costs {bill} and we're sharing it equally between {n} "
        "families. What is each family's share?",
    ][kind]
    value = _c(cents) / n
    return task, value, f"{cents}/100/{n}", _tol(value), {}


def _h22_sales_tax(r: random.Random) -> ArithOut7:
    cents = r.randrange(1000, 30000)
    rate = r.choice(["6", "6.5", "7", "7.25", "8.25", "8.875", "9.5"])
    price = _money(cents)
    task = [
        f"how much is {price} after {rate}% sales tax?",
        f"{price} + {rate}% tax",
        f"The new car seat is {price} before tax and sales tax here is {rate}%. What will "
        "the total be at the register?",
    ][r.randrange(3)]
    value = _c(cents) * (100 + Fraction(rate)) / 100
    return task, value, f"{cents}/100*(1+{rate}/100)", _tol(value), {}


def _h22_price_before_vat(r: random.Random) -> ArithOut7:
    fmt, rate = r.choice([(_pounds, 20), (_euros, 21), (_euros, 19), (_pounds, 20)])
    ex = r.randrange(40, 1600) * 5 if rate == 20 else r.randrange(20, 900) * 100
    incl = ex * (100 + rate) // 100
    assert incl * 100 == ex * (100 + rate)
    task = [
        f"the plumber's invoice is {fmt(incl)} including {rate}% VAT. what's the amount "
        "before VAT?",
        f"{fmt(incl)} includes {rate}% vat, how much is it without the vat?",
        f"I need the price excluding VAT for my records. The receipt says {fmt(incl)}, "
        f"with VAT at {rate}% included.",
    ][r.randrange(3)]
    value = _c(ex)
    return task, value, f"{incl}/100/(1+{rate}/100)", _tol(value), {}


def _h22_average_of_list(r: random.Random) -> ArithOut7:
    n = r.choice([4, 5])
    kind = r.randrange(4)
    low, high, scale = [(48, 100, 1), (48, 100, 1), (2500, 12000, 1), (6000, 14000, 100)][kind]
    values = [r.randrange(low, high) for _ in range(n)]
    if kind == 2:
        values[-1] -= sum(values) % n
    show = [str, str, "{:,}".format, r.choice(CURRENCIES)][kind]
    shown = _listing([show(v) for v in values])
    task = [
        f"my test scores this term were {shown}. what's my average?",
        f"average of {', '.join(map(str, values))}",
        f"My step counts for the last {n} days were {shown}. What is my average number of "
        "steps a day?",
        f"our weekly food shop the last {n} weeks was {shown}. average per week?",
    ][kind]
    value = Fraction(sum(values), n * scale)
    return task, value, f"({'+'.join(map(str, values))})/{n}/{scale}", _tol(value), {}


def _h22_miles_to_km(r: random.Random) -> ArithOut7:
    miles = r.randrange(3, 90)
    factor = r.choice(["1.6", "1.61", "1.609"])
    task = [
        f"how many km is {miles} miles? (1 mile = {factor} km)",
        f"we're driving {miles} miles to the coast. if a mile is {factor} km, how far is "
        "that in km?",
        f"Could you convert {miles} miles to kilometres for me, taking a mile as {factor} km?",
    ][r.randrange(3)]
    value = miles * Fraction(factor)
    return task, value, f"{miles}*{factor}", _tol(value), {}


_EXCHANGE = [
    (_pounds, "pounds", "€", "euros", ["1.15", "1.16", "1.17", "1.18"]),
    (_money, "dollars", "€", "euros", ["0.91", "0.92", "0.93"]),
    (_euros, "euros", "£", "pounds", ["0.85", "0.86", "0.87"]),
    (_money, "dollars", "£", "pounds", ["0.78", "0.79", "0.8"]),
]


def _h22_currency_exchange(r: random.Random) -> ArithOut7:
    fmt, src, sym, dst, rates = r.choice(_EXCHANGE)
    rate = r.choice(rates)
    units = r.randrange(5, 80) * 10
    amount = fmt(units * 100)
    task = [
        f"how much is {amount} in {dst} if {fmt(100)} = {sym}{rate}?",
        f"we're changing {amount} into {dst} for the holiday. the rate is {fmt(100)} = "
        f"{sym}{rate}. how many {dst} do we get?",
        f"Grandma wants to send {amount} to her sister abroad. At 1 {src[:-1]} = {rate} "
        f"{dst}, how much is that in {dst}?",
    ][r.randrange(3)]
    value = units * Fraction(rate)
    return task, value, f"{units}*{rate}", _tol(value), {}


def _h22_fahrenheit_to_celsius(r: random.Random) -> ArithOut7:
    kind = r.choice(["oven", "weather", "plain"])
    pool = [160, 170, 180, 190, 200, 220] if kind == "oven" else [10, 15, 20, 25, 30, 35, 40]
    celsius = r.choice(pool)
    f = celsius * 9 // 5 + 32
    if kind == "oven":
        task = (
            f"this american cookie recipe says bake at {f}°F. what's that in celsius? "
            "(C = (F - 32) × 5/9)"
        )
    elif kind == "weather":
        task = f"it's {f}F where my cousin lives. convert to °C using (F − 32) × 5 ÷ 9"
    else:
        task = (
            f"Please convert {f} degrees Fahrenheit to Celsius. The formula is C = (F - 32) x 5/9."
        )
    value = Fraction((f - 32) * 5, 9)
    return task, value, f"({f}-32)*5/9", _tol(value), {}


def _clock(minutes: int, twelve: bool) -> str:
    h, m = divmod(minutes, 60)
    if not twelve:
        return f"{h}:{m:02d}"
    return f"{(h - 1) % 12 + 1}:{m:02d} {'am' if h < 12 else 'pm'}"


def _h22_minutes_between_times(r: random.Random) -> ArithOut7:
    start = r.randrange(6 * 12, 18 * 12) * 5
    length = r.randrange(4, 31) * 5
    end = start + length
    twelve = r.random() < 0.5 and (start < 12 * 60) == (end < 12 * 60)
    s, e = _clock(start, twelve), _clock(end, twelve)
    task = [
        f"my bus leaves at {s} and gets into town at {e}. how many minutes is the journey?",
        f"the lamb went in the oven at {s} and came out at {e}. how many minutes was it in?",
        f"Grandad's physio appointment runs from {s} to {e}. How long is that in minutes?",
    ][r.randrange(3)]
    check = f"({end // 60}*60+{end % 60})-({start // 60}*60+{start % 60})"
    return task, Fraction(length), check, None, {}


def _h22_weeks_to_save_up(r: random.Random) -> ArithOut7:
    weekly = r.choice([450, 500, 600, 750, 800, 1000, 1250])
    target = r.randrange(40, 300) * 100 - r.choice([0, 1, 50])
    if target % weekly == 0:
        target -= 1
    fmt = r.choice(CURRENCIES)
    thing = r.choice(["new headphones", "a bike", "concert tickets", "a skateboard"])
    task = [
        f"i get {fmt(weekly)} pocket money every week and i'm saving all of it for {thing}. "
        f"the price is {fmt(target)} and i've got nothing saved yet. how many weeks until i "
        "can afford it?",
        f"saving {fmt(weekly)} a week starting from zero, how many weeks to reach {fmt(target)}?",
        f"My grandson saves {fmt(weekly)} each week, starting from nothing. How many weeks "
        f"before he has enough for {thing} at {fmt(target)}?",
    ][r.randrange(3)]
    value = Fraction(-(-target // weekly))
    return task, value, f"math.ceil({target}/{weekly})", None, {}


def _h22_simple_interest(r: random.Random) -> ArithOut7:
    principal = r.randrange(2, 41) * 500
    rate = r.choice(["2", "2.5", "3", "3.5", "4", "4.25", "5"])
    years = r.randrange(2, 7)
    p = r.choice(CURRENCIES)(principal * 100)
    task = [
        f"if i put {p} in a savings account paying {rate}% simple interest a year, how much "
        f"interest will i have earned after {years} years?",
        f"simple interest on {p} at {rate}% per year for {years} years?",
        f"Grandma has {p} in a bond that pays {rate}% simple interest per year. How much "
        f"interest does it earn over {years} years?",
    ][r.randrange(3)]
    value = principal * Fraction(rate) * years / 100
    return task, value, f"{principal}*{rate}/100*{years}", _tol(value), {}


def _h22_compound_interest(r: random.Random) -> ArithOut7:
    principal = r.randrange(4, 41) * 250
    rate = r.choice(["2", "2.5", "3", "3.5", "4", "5"])
    years = r.randrange(2, 6)
    p = r.choice(CURRENCIES)(principal * 100)
    task = [
        f"{p} at {rate}% interest compounded annually. what's it worth after {years} years?",
        f"we've put {p} aside for the kids' university fund at {rate}% a year, compounded "
        f"yearly. how much will be there after {years} years if we don't add anything?",
        f"If I invest {p} at {rate}% per year, with the interest compounded once a year, "
        f"what is the total after {years} years?",
    ][r.randrange(3)]
    value = principal * (1 + Fraction(rate) / 100) ** years
    return task, value, f"{principal}*(1+{rate}/100)**{years}", _tol(value), {}


_PLACES = {0: "the nearest whole number", 1: "one decimal place", 2: "2 decimal places"}


def _h22_round_to_places(r: random.Random) -> ArithOut7:
    digits = f"{r.randrange(0, 1000):03d}{r.randrange(1, 10)}"
    x = Decimal(f"{r.randrange(0, 250)}.{digits}")
    places = r.choice([0, 1, 2])
    rounded = x.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    to = _PLACES[places]
    task = [
        f"round {x} to {to}",
        f"my maths homework says give {x} correct to {to}. what's the answer?",
        f"What is {x} rounded to {to}?",
    ][r.randrange(3)]
    check = f"math.floor({x}*10**{places}+0.5)/10**{places}"
    return task, Fraction(str(rounded)), check, None, {}


def _h22_square_root(r: random.Random) -> ArithOut7:
    if r.random() < 0.7:
        root = Fraction(r.randrange(12, 100))
    else:
        root = Fraction(r.choice([n for n in range(11, 40) if n % 10]), 10)
    square = _num(root * root)
    task = [
        f"what's the square root of {square}",
        f"√{square}",
        f"sqrt {square} for my homework pls",
    ][r.randrange(3)]
    return task, root, f"math.sqrt({square})", _tol(root), {}


def _h22_power_of(r: random.Random) -> ArithOut7:
    base = r.randrange(2, 13)
    exponent = r.randrange(3, 7)
    while base**exponent > 3_000_000:
        exponent -= 1
    task = [
        f"what's {base} to the power of {exponent}",
        f"{base}^{exponent}",
        f"Could you tell me what {base} raised to the power {exponent} is?",
    ][r.randrange(3)]
    return task, Fraction(base**exponent), f"math.pow({base},{exponent})", None, {}


def _h22_fraction_of_amount(r: random.Random) -> ArithOut7:
    num, den = r.choice([(2, 5), (3, 4), (3, 8), (2, 3), (5, 6), (1, 6), (3, 5), (7, 10)])
    units = den * r.randrange(5, 90)
    amount = r.choice(CURRENCIES)(units * 100)
    task = [
        f"what's {num}/{den} of {amount}",
        f"grandma wants to give {num}/{den} of her {amount} premium bond win to the "
        "grandchildren. how much is that?",
        f"We've already spent {num}/{den} of our {amount} holiday budget. How much is that?",
    ][r.randrange(3)]
    value = Fraction(num, den) * units
    return task, value, f"{num}/{den}*{units}", _tol(value), {}


_INGREDIENTS = [
    ("flour", "g", "pancake"),
    ("milk", "ml", "rice pudding"),
    ("rice", "g", "risotto"),
    ("butter", "g", "crumble"),
    ("minced beef", "g", "lasagne"),
]


def _h22_recipe_scaling(r: random.Random) -> ArithOut7:
    ingredient, unit, dish = r.choice(_INGREDIENTS)
    serves = r.choice([2, 4, 6, 8])
    people = r.choice([n for n in range(2, 13) if n != serves])
    each = r.randrange(3, 30) * 5
    quantity = each * serves
    task = [
        f"my recipe serves {serves} and needs {quantity}{unit} of {ingredient}. how much "
        f"{ingredient} for {people} people?",
        f"Grandma's {dish} recipe is for {serves} people and uses {quantity}{unit} of "
        f"{ingredient}. I'm cooking for {people}, how much {ingredient} do I need?",
        f"scaling a recipe: {quantity}{unit} {ingredient} makes {serves} servings, how much "
        f"for {people} servings?",
    ][r.randrange(3)]
    return task, Fraction(each * people), f"{quantity}/{serves}*{people}", None, {}


def _h22_percent_increase(r: random.Random) -> ArithOut7:
    old = r.randrange(3, 60) * 20 * 100
    pct = r.choice(["5", "10", "12.5", "15", "20", "25", "30", "40"])
    new = int(old * (100 + Fraction(pct)) / 100)
    fmt = r.choice(CURRENCIES)
    task = [
        f"our energy bill went up from {fmt(old)} to {fmt(new)} a month. what percent "
        "increase is that?",
        f"percentage increase from {fmt(old)} to {fmt(new)}?",
        f"My rent has gone up from {fmt(old)} to {fmt(new)}. By what percentage has it risen?",
    ][r.randrange(3)]
    value = Fraction(new - old) * 100 / old
    assert value == Fraction(pct)
    return task, value, f"({new}-{old})/{old}*100", _tol(value), {}


def _h22_score_as_percent(r: random.Random) -> ArithOut7:
    total = r.choice([16, 20, 25, 32, 40, 50, 80])
    score = r.randrange(total // 2, total)
    subject = r.choice(["french", "maths", "science", "spelling"])
    task = [
        f"got {score} out of {total} on my {subject} test, what's that as a percent?",
        f"{score}/{total} as a percentage",
        f"My granddaughter scored {score} out of {total} in her {subject} test. What "
        "percentage is that?",
    ][r.randrange(3)]
    value = Fraction(score * 100, total)
    return task, value, f"{score}/{total}*100", _tol(value), {}


def _h22_fuel_cost(r: random.Random) -> ArithOut7:
    kind = r.choice(["round trip", "litres", "one way"])
    if kind == "litres":
        per100 = r.choice(["5", "5.5", "6", "6.5", "7", "8"])
        km = r.randrange(3, 40) * 20
        price = r.randrange(140, 200)
        fmt = r.choice([_pounds, _euros])
        task = (
            f"our car uses {per100} litres per 100 km and petrol is {fmt(price)} a litre. what "
            f"will the fuel cost for a {km} km drive?"
        )
        value = km * Fraction(per100) / 100 * _c(price)
        check = f"{km}*{per100}/100*{price}/100"
    else:
        mpg = r.choice([25, 30, 35, 40, 45])
        gallons = r.randrange(2, 9) * 2
        miles = gallons * mpg
        price = r.randrange(299, 480)
        if kind == "round trip":
            task = (
                f"road trip to see grandma: {miles // 2} miles each way. the car does {mpg} "
                f"miles per gallon and gas is {_money(price)} a gallon. how much will gas cost "
                "for the round trip?"
            )
            check = f"2*{miles // 2}/{mpg}*{price}/100"
        else:
            task = f"{miles} miles, {mpg} mpg, gas {_money(price)}/gallon - how much for gas?"
            check = f"{miles}/{mpg}*{price}/100"
        value = Fraction(miles, mpg) * _c(price)
    return task, value, check, _tol(value), {}


def _h22_hourly_pay(r: random.Random) -> ArithOut7:
    rate = r.choice([1060, 1144, 1250, 1275, 1500, 1820])
    fmt = r.choice(CURRENCIES)
    kind = r.randrange(3)
    hours = Fraction(r.randrange(4, 13) if kind == 0 else r.randrange(16, 81), 2)
    h = _num(hours)
    task = [
        f"i babysat for {h} hours at {fmt(rate)} an hour. how much should i get?",
        f"worked {h} hours this week at {fmt(rate)}/hr, what's my pay before tax?",
        f"Grandad does {h} hours a week at the garden centre at {fmt(rate)} an hour. How much "
        "is that a week?",
    ][kind]
    value = hours * _c(rate)
    return task, value, f"{h}*{rate}/100", _tol(value), {}


_SHOPPING = ["milk", "bread", "eggs", "bananas", "cheese", "a newspaper", "teabags", "apples"]


def _h22_change_from_note(r: random.Random) -> ArithOut7:
    fmt = r.choice(CURRENCIES)
    items = r.sample(_SHOPPING, r.choice([2, 3]))
    prices = [r.randrange(60, 450) for _ in items]
    note = r.choice([2000, 5000])
    bought = _listing([f"{i} for {fmt(p)}" for i, p in zip(items, prices, strict=True)])
    task = [
        f"bought {bought} and paid with a {fmt(note)} note. how much change should i get?",
        f"{' + '.join(fmt(p) for p in prices)}, paid with {fmt(note)}, change?",
        f"At the market I got {bought}. I paid with a {fmt(note)} note. What change do I get?",
    ][r.randrange(3)]
    value = _c(note - sum(prices))
    check = f"{note}/100-({'+'.join(str(p) for p in prices)})/100"
    return task, value, check, _tol(value), {}


# every template defined so far, in order
ARITHMETIC: list[ArithTemplate] = [f for n, f in list(globals().items()) if n.startswith("_h22_")]

# --------------------------------------------------------------------------- to-do

CHORES = [
    ("mow the lawn", "mowed the lawn"),
    ("pay the gas bill", "paid the gas bill"),
    ("buy a birthday card for grandma", "bought grandma's birthday card"),
    ("renew the car insurance", "renewed the car insurance"),
    ("book the dentist", "booked the dentist"),
    ("take the bins out", "taken the bins out"),
    ("clean the bathroom", "cleaned the bathroom"),
    ("water the tomatoes", "watered the tomatoes"),
    ("collect my prescription", "collected my prescription"),
    ("sign the school trip form", "signed the school trip form"),
    ("defrost the chicken", "defrosted the chicken"),
    ("call the plumber", "called the plumber"),
    ("return the library books", "returned the library books"),
    ("walk the dog", "walked the dog"),
    ("hoover the stairs", "hoovered the stairs"),
    ("finish history essay", "finished my history essay"),
    ("wash the car", "washed the car"),
    ("change the bed sheets", "changed the bed sheets"),
    ("order new school shoes", "ordered the new school shoes"),
    ("ring auntie margaret", "rung auntie margaret"),
    ("post the parcel", "posted the parcel"),
    ("fix the garden gate", "fixed the garden gate"),
    ("do the ironing", "done the ironing"),
    ("buy cat food", "bought the cat food"),
    ("empty the dishwasher", "emptied the dishwasher"),
    ("top up my bus pass", "topped up my bus pass"),
    ("practise piano", "practised piano"),
    ("sort the recycling", "sorted the recycling"),
    ("pick up the dry cleaning", "picked up the dry cleaning"),
    ("send thank you cards", "sent the thank you cards"),
]
TITLES = [c[0] for c in CHORES]
DONE = dict(CHORES)


def _setup(r: random.Random, low: int, high: int) -> list[str]:
    return r.sample(TITLES, r.randrange(low, high + 1))


def _new(r: random.Random, setup: list[str], count: int) -> list[str]:
    return r.sample([t for t in TITLES if t not in setup], count)


def _h22_add_chore(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 4)
    (title,) = _new(r, setup, 1)
    task = [
        f"add '{title}' to my to-do list",
        f'can you put "{title}" on the list please',
        f"new to-do: {title}",
    ][r.randrange(3)]
    return task, setup, _open([*setup, title]), False, {}


def _h22_remind_me_to(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 4)
    (title,) = _new(r, setup, 1)
    task = [
        f"remind me to {title}",
        f"don't let me forget to {title}!",
        f"I must remember to {title}. Could you put it on my list?",
    ][r.randrange(3)]
    return task, setup, _open([*setup, title]), False, {}


def _h22_add_a_few(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 3)
    new = _new(r, setup, r.choice([2, 3]))
    task = [
        f"add to the to-do list: {', '.join(new)}",
        f"can you add these to my list: {', '.join(new)}",
        f"Please put {_listing([repr(t) for t in new])} on our to-do list, in that order.",
    ][r.randrange(3)]
    return task, setup, _open(setup + new), False, {}


_CONTEXT = [
    "grandma and grandad are coming for sunday lunch.",
    "the kids go back to school on monday.",
    "we're away on holiday from friday.",
    "my pension came in today so I can finally sort a few things.",
    "exams start next week and i'm so behind.",
]


def _h22_add_with_context(r: random.Random) -> TodoOut7:
    setup = _setup(r, 1, 4)
    (title,) = _new(r, setup, 1)
    context = r.choice(_CONTEXT)
    task = [
        f"{context} can you add '{title}' to our list?",
        f'{context} put "{title}" on the to-do list please',
        f"{context[0].upper()}{context[1:]} Please add '{title}' to my to-dos.",
    ][r.randrange(3)]
    return task, setup, _open([*setup, title]), False, {}


_PRESENT = itertools.cycle([True, False, True, False])


def _h22_add_if_missing(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    present = next(_PRESENT)
    title = r.choice(setup) if present else _new(r, setup, 1)[0]
    task = [
        f"add '{title}' to the list if it's not already on there",
        f'can you make sure "{title}" is on my to-do list? don\'t add it twice',
        f"Please put '{title}' on our list, unless it's already there.",
    ][r.randrange(3)]
    if present:
        return task, setup, _open(setup), False, {"no_side_effects": True}
    return task, setup, _open([*setup, title]), False, {}


def _h22_complete_by_number(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    task = [
        f"mark number {i + 1} as done",
        f"tick off #{i + 1} on my list",
        f"Item {i + 1} on my to-do list is done now, please mark it complete.",
    ][r.randrange(3)]
    return task, setup, _completed(setup, i), False, {}


def _h22_complete_by_past_tense(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    done = DONE[setup[i]]
    task = [
        f"i've {done}, can you tick it off my list",
        f"just {done}! mark it as done",
        f"We've {done}. Could you mark that as complete on the to-do list?",
    ][r.randrange(3)]
    return task, setup, _completed(setup, i), False, {}


def _h22_complete_two_by_title(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i, j = sorted(r.sample(range(len(setup)), 2))
    a, b = setup[i], setup[j]
    task = [
        f"'{a}' and '{b}' are both done",
        f"tick off {a} + {b}",
        f'Please mark "{a}" and "{b}" as complete.',
    ][r.randrange(3)]
    return task, setup, _completed(setup, i, j), False, {}


def _h22_delete_by_number(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    task = [
        f"delete number {i + 1} from my list",
        f"take #{i + 1} off the to-do list, not needed",
        f"Could you remove item {i + 1} from the list please?",
    ][r.randrange(3)]
    return task, setup, _deleted(setup, i), False, {}


def _h22_delete_by_title(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    title = setup[i]
    task = [
        f"take '{title}' off the list, we don't need to do it anymore",
        f"delete '{title}' from my to-dos",
        f'Please remove "{title}" from the list, your dad is doing it.',
    ][r.randrange(3)]
    return task, setup, _deleted(setup, i), False, {}


def _h22_complete_then_clear(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i, j = sorted(r.sample(range(len(setup)), 2))
    a, b = setup[i], setup[j]
    task = [
        f"mark '{a}' and '{b}' as done, then clear the completed ones",
        f"tick off numbers {i + 1} and {j + 1}, then clear out everything that's finished",
        f"I've {DONE[a]} and {DONE[b]}. Please mark them done and then remove the completed "
        "items from the list.",
    ][r.randrange(3)]
    return task, setup, _deleted(setup, i, j), False, {}


def _h22_wipe_whole_list(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 6)
    task = [
        "delete everything on my to-do list",
        "wipe my whole list, we're starting fresh after the move",
        "remove all my to-dos please, every single one",
        "Please delete all the items on my list.",
    ][r.randrange(4)]
    return task, setup, [], False, {}


def _h22_whats_on_the_list(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 6)
    task = [
        "what's on my to-do list?",
        "what have i still got to do",
        "Could you read me my to-do list please?",
    ][r.randrange(3)]
    return task, setup, _open(setup), True, {"contains": list(setup)}


def _h22_how_many_on_the_list(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 7)
    task = [
        "how many things are on my to-do list?",
        "how many to-dos have i got",
        "How many jobs are on our list at the moment?",
    ][r.randrange(3)]
    return task, setup, _open(setup), True, {"contains": [str(len(setup))]}


def _h22_whats_number_n(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    task = [
        f"what's number {i + 1} on my list?",
        f"what was item {i + 1} on the to-do list again",
        f"Which job is number {i + 1} on my list?",
    ][r.randrange(3)]
    return task, setup, _open(setup), True, {"contains": [setup[i]]}


def _h22_done_one_add_another(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    (new,) = _new(r, setup, 1)
    task = [
        f"'{setup[i]}' is done, tick it off. also add '{new}' to the list",
        f'i\'ve {DONE[setup[i]]}. can you mark that done and put "{new}" on the list',
        f"Done: {setup[i]}. New job: {new}. Please update my list.",
    ][r.randrange(3)]
    return task, setup, [*_completed(setup, i), (new, False)], False, {}


TODO: list[TodoTemplate] = [
    f for n, f in list(globals().items()) if n.startswith("_h22_") and f not in ARITHMETIC
]

HEADER = """\
# {name}: a family's everyday calculator and to-do requests, held out.
# Written blind on 2026-11-27 by evals/gen_everyday_heldout_22.py (seed {seed}), before any
# tuning against it, by a helper session (branch h22) that read none of the planner's, the
# agent's, the tools' or the school's code or tests, nor any other set's templates (of their
# YAML only the first 30 lines of set 7, for its shape).
# {families} template families ({arith} arithmetic, {todo} to-do), wording varied, {draws} seeded
# draws. Expected numbers are computed in plain Python with exact fractions and checked against
# an independent float expression. Do not tune against it: regenerate, do not edit.
"""


def main() -> None:
    """Write the set after checking the chores: none holds another, "and", a comma or a digit."""
    check_titles(TITLES, r" and |,|\d|'", fold_case=True)
    assert all(t.split()[-1] in DONE[t] for t in TITLES)
    print(write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16)))


if __name__ == "__main__":
    main()
