"""Blind held-out set 19: calculator and to-do requests from an ordinary working week.

Written blind on 2026-11-27 by a helper session (branch h19), before any tuning against it.

What its author read, and nothing else: `docs/evals.md` (the sections "The dataset" and "Side
effects"), `src/agentschool/evals/cases.py` and `src/agentschool/evals/checks.py`, the helper
functions and types imported below from `gen_everyday_heldout_4.py` and
`gen_everyday_heldout_7.py`, the head of `everyday-heldout-7.yaml` (its header and first cases, for
the shape), and what any user knows: the agent has a calculator and a to-do list (add, list,
complete, delete, clear completed) and answers in text.
Slips, each a glance: reading `_tol` in set 4 also showed the first three set-4 arithmetic
templates (percent of, tip, split a bill); reading `_deleted` in set 7 showed the first three lines
of its first to-do template; listing `docs/evals.md` headings showed the titles of its sections on
earlier blind sets (titles only); the `[tool.ruff]` settings of `pyproject.toml` and `.gitignore`
were read to lint and commit, and `ls evals/` listed file names. Read beside the imported
helpers: set 7's `_said`, `_typed`, `_pick`, `_adding`, `_one_of` and the `main` of sets 4 and 7
(names of their lists only). No template here copies what was glimpsed.

Theme: a shop owner, a freelancer, an office worker and a student with a part-time job, in an
ordinary week: prices and margins, invoices, hours and pay, discounts and tax, averages,
conversions with given factors, deadlines kept as to-dos, task lists for the day. Mixed currencies
($, £, €); every rate, factor or rule a calculator cannot know is stated in the task.

Families, 24 arithmetic then 16 to-do, each drawn 3 times (wording rotates between draws):

- markup-price: selling price from a cost price and a markup percentage.
- margin-percent: profit as a percentage of the selling price, from cost and price.
- invoice-hours: hours (in quarters) times an hourly rate.
- add-vat: a net amount plus VAT at a stated rate.
- net-from-gross: the net amount inside a VAT-inclusive price.
- sales-tax-total: a US price plus a stated sales tax rate.
- shift-pay: shifts times hours per shift times an hourly wage.
- overtime-pay: gross weekly pay with time and a half over 40 hours.
- timesheet-total: the week's hours summed from daily figures.
- billable-minutes: hours and minutes of work at an hourly rate.
- sale-price: a price with a percentage off.
- discount-then-tax: a discount, then sales tax on the discounted price.
- unit-price: the price of one item from a case or pack price.
- average-takings: the mean of several days' sales.
- growth-percent: percentage increase from one period's sales to the next.
- convert-currency: an amount converted at a stated exchange rate.
- mileage-claim: distance driven for work times a stated rate per mile or km.
- convert-units: a measure converted with a stated factor (inches, kg, miles, litres...).
- commission: a commission percentage of a month's sales.
- break-even-units: fixed costs over the margin per unit (a whole number of units).
- boxes-needed: containers needed for a number of items (rounded up).
- conversion-rate-rounded: orders over visitors as a percentage, rounded to 2 decimals.
- fees-kept: what a seller keeps after a percentage fee plus a fixed fee.
- tax-set-aside: a percentage of the month's invoices kept for tax.
- add-quoted: add one to-do whose title is in quotes.
- add-with-context: add one to-do, unquoted, with a sentence of context.
- add-todays-list: add three to-dos at once (inline or as a pasted list).
- add-if-missing: add a to-do unless it is there (when it is, the list stays unchanged).
- done-by-title: complete one to-do named by its title.
- done-by-number: complete one to-do named by its number.
- done-two: complete two to-dos named by title.
- delete-by-title: delete one to-do named by its title.
- delete-by-number: delete one to-do named by its number.
- delete-two-numbers: delete two to-dos named by number.
- done-then-clear: complete one to-do, then clear the completed ones.
- list-all: show the list (the answer names every to-do).
- count-todos: how many to-dos there are (the answer shows the count).
- swap-task: take one to-do off and add another in its place.
- delete-everything: delete the whole list.
- done-and-add-next: complete one to-do and add the next one.

Run `python evals/gen_everyday_heldout_19.py` to (re)write `everyday-heldout-19.yaml`.
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

SEED = 20261128_19
NAME = "everyday-heldout-19"

Money = Callable[[int], str]
CURRENCIES: list[Money] = [_money, _pounds, _euros]

_TURNS: dict[str, int] = {}


def _turn(family: str, count: int) -> int:
    """Which of `count` wordings this draw of `family` uses: they rotate from draw to draw."""
    n = _TURNS.get(family, 0)
    _TURNS[family] = n + 1
    return n % count


def _num(value: Fraction) -> str:
    """A terminating fraction as a person types it: 51/4 is "12.75"."""
    text = _plain(Decimal(value.numerator) / Decimal(value.denominator))
    assert Fraction(text) == value, (value, text)
    return text


def _c(cents: int) -> Fraction:
    return Fraction(cents, 100)


def _f(cents: int) -> str:
    """Cents as a float literal for an independent check expression."""
    return repr(cents / 100)


# --------------------------------------------------------------------------- arithmetic

STOCK = ["mugs", "candles", "notebooks", "phone cases", "tote bags", "plant pots", "scarves"]
GOODS = ["jacket", "desk lamp", "backpack", "kettle", "desk chair", "rug", "pair of boots"]
MADE = ["candle", "print", "t-shirt", "birthday cake", "ceramic bowl", "wreath"]
PACKS = [
    ("cans of soda", "can"),
    ("bottles of water", "bottle"),
    ("rolls of tape", "roll"),
    ("pens", "pen"),
    ("bags of crisps", "bag"),
    ("reams of printer paper", "ream"),
]
DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def _h19_markup_price(r: random.Random) -> ArithOut7:
    fmt, cost, item = r.choice(CURRENCIES), r.randrange(150, 4000), r.choice(STOCK)
    m = r.choice([25, 30, 40, 50, 60, 75, 80])
    value = _c(cost) * (100 + m) / 100
    task = [
        f"i buy {item} at {fmt(cost)} each. what do i sell them for with {_a(m)}% markup?",
        f"cost price {fmt(cost)}, markup {m}% - selling price?",
        f"Quick one: something costs me {fmt(cost)} and I add {_a(m)}% markup. What's the price?",
    ][_turn("markup", 3)]
    return task, value, f"{_f(cost)} * (1 + {m} / 100)", 0.01, {}


def _h19_margin_percent(r: random.Random) -> ArithOut7:
    fmt, sell = r.choice(CURRENCIES), r.randrange(8, 120) * 50
    cost = sell * r.randrange(30, 80) // 100
    item = r.choice(STOCK)
    value = Fraction(sell - cost, sell) * 100
    task = [
        f"I sell {item} for {fmt(sell)} and they cost me {fmt(cost)}. What's my margin as a "
        "percentage of the selling price?",
        f"what's the gross margin % if cost is {fmt(cost)} and the price is {fmt(sell)}? "
        "(profit divided by selling price)",
        f"buy at {fmt(cost)}, sell at {fmt(sell)}. what percent of the sale price is profit?",
    ][_turn("margin", 3)]
    return task, value, f"({sell} - {cost}) / {sell} * 100", _tol(value), {}


def _h19_invoice_hours(r: random.Random) -> ArithOut7:
    fmt, quarters = r.choice(CURRENCIES), r.randrange(16, 160)
    rate = r.choice([3500, 4000, 4250, 4500, 5500, 6000, 7500, 9000])
    hours = Fraction(quarters, 4)
    value = hours * _c(rate)
    task = [
        f"invoice for {_num(hours)} hours at {fmt(rate)}/hour, what's the total?",
        f"I did {_num(hours)} hours for a client this month at {fmt(rate)} an hour. How much do I "
        "invoice them?",
        f"{_num(hours)} hrs x {fmt(rate)} per hr = ?",
    ][_turn("invoice", 3)]
    return task, value, f"{quarters} / 4 * {_f(rate)}", 0.01, {}


VAT = [(_pounds, 20), (_euros, 21), (_euros, 19), (_euros, 23), (_pounds, 5)]


def _h19_add_vat(r: random.Random) -> ArithOut7:
    (fmt, rate), net = r.choice(VAT), r.randrange(2000, 250000)
    value = _c(net) * (100 + rate) / 100
    task = [
        f"what's {fmt(net)} plus VAT at {rate}%?",
        f"Need the gross figure for an invoice: {fmt(net)} net, VAT is {rate}%.",
        f"{fmt(net)} + {rate}% vat",
    ][_turn("add-vat", 3)]
    return task, value, f"{_f(net)} * (1 + {rate} / 100)", 0.01, {}


def _h19_net_from_gross(r: random.Random) -> ArithOut7:
    (fmt, rate), net = r.choice(VAT), r.randrange(1000, 90000)
    while net * (100 + rate) % 100:
        net += 1
    gross = net * (100 + rate) // 100
    value = _c(gross) * 100 / (100 + rate)
    assert value == _c(net)
    task = [
        f"{fmt(gross)} including {rate}% VAT - what's the price without VAT?",
        f"a customer paid {fmt(gross)} incl. VAT ({rate}%). how much of that is the net amount?",
        f"Can you back the VAT out of {fmt(gross)}? The rate is {rate}% and I need the net figure.",
    ][_turn("net", 3)]
    return task, value, f"{_f(gross)} / (1 + {rate} / 100)", 0.01, {}


SALES_TAX = ["6", "7", "8.25", "8.875", "9.5", "6.35", "4.5"]


def _h19_sales_tax_total(r: random.Random) -> ArithOut7:
    price, rate = r.randrange(500, 60000), r.choice(SALES_TAX)
    value = _c(price) * (100 + Fraction(rate)) / 100
    task = [
        f"what's the total on a {_money(price)} order with {rate}% sales tax?",
        f"price is {_money(price)} before tax, tax rate {rate}%. total?",
        f"Customer is buying {_money(price)} worth of stuff and sales tax here is {rate}%. What do "
        "I ring up?",
    ][_turn("sales-tax", 3)]
    return task, value, f"{_f(price)} * (1 + {rate} / 100)", 0.01, {}


def _h19_shift_pay(r: random.Random) -> ArithOut7:
    fmt, shifts = r.choice(CURRENCIES), r.randrange(2, 6)
    length = r.choice([Fraction(4), Fraction(9, 2), Fraction(5), Fraction(6), Fraction(15, 2)])
    wage = r.randrange(46, 90) * 25
    value = shifts * length * _c(wage)
    h, w = _num(length), fmt(wage)
    task = [
        f"I worked {shifts} shifts of {h} hours this week at {w} an hour. What should I get paid "
        "before tax?",
        f"{shifts} shifts x {h} hrs at {w}/hr, how much is that?",
        f"how much did i make this week? {shifts} shifts, {h} hours each, {w} per hour",
    ][_turn("shift", 3)]
    return task, value, f"{shifts} * {float(length)} * {_f(wage)}", 0.01, {}


def _h19_overtime_pay(r: random.Random) -> ArithOut7:
    fmt, rate = r.choice([_money, _money, _pounds]), r.randrange(30, 60) * 50
    hours = Fraction(r.randrange(82, 105), 2)
    value = 40 * _c(rate) + (hours - 40) * _c(rate) * Fraction(3, 2)
    h, p = _num(hours), fmt(rate)
    task = [
        f"I worked {h} hours this week. Pay is {p}/hr and anything over 40 hours is paid at time "
        "and a half (1.5x). What's my gross pay?",
        f"overtime question: {p} an hour for the first 40 hours, 1.5x that after. i did {h} hours. "
        "total pay?",
        f"what's my pay for {h} hours if the rate is {p} an hour, with hours past 40 paid at 1.5 "
        "times the rate?",
    ][_turn("overtime", 3)]
    return task, value, f"40 * {_f(rate)} + ({float(hours)} - 40) * {_f(rate)} * 1.5", 0.01, {}


def _h19_timesheet_total(r: random.Random) -> ArithOut7:
    days = r.randrange(4, 7)
    hours = [Fraction(r.randrange(12, 37), 4) for _ in range(days)]
    value = sum(hours, Fraction(0))
    shown = [_num(h) for h in hours]
    named = ", ".join(f"{d} {h}" for d, h in zip(DAYS, shown, strict=False))
    task = [
        f"add up my hours for the week: {named}",
        f"timesheet check: {' + '.join(shown)}. what's the total hours?",
        f"How many hours did I work in total? {_listing(shown)} over {days} days.",
    ][_turn("timesheet", 3)]
    return task, value, " + ".join(str(float(h)) for h in hours), _tol(value), {}


def _h19_billable_minutes(r: random.Random) -> ArithOut7:
    fmt, h, m = r.choice(CURRENCIES), r.randrange(1, 7), r.choice([10, 15, 20, 25, 40, 45, 50])
    rate = r.choice([3000, 4500, 5000, 6000, 6500, 8000, 12000])
    value = (h + Fraction(m, 60)) * _c(rate)
    task = [
        f"I spent {h}h {m}m on a client job. At {fmt(rate)} an hour, what do I bill?",
        f"how much is {h} hours {m} minutes of work at {fmt(rate)}/hour?",
        f"bill for {h} hr {m} min at an hourly rate of {fmt(rate)}?",
    ][_turn("minutes", 3)]
    return task, value, f"({h} + {m} / 60) * {_f(rate)}", 0.01, {}


def _h19_sale_price(r: random.Random) -> ArithOut7:
    fmt, price = r.choice(CURRENCIES), r.randrange(10, 400) * 100 - r.choice([0, 1, 5, 50])
    pct, item = r.choice([10, 15, 20, 25, 30, 40, 50, 60]), r.choice(GOODS)
    value = _c(price) * (100 - pct) / 100
    task = [
        f"the {item} is {fmt(price)}, {pct}% off in the sale. what's the sale price?",
        f"what's {fmt(price)} with {pct}% off",
        f"We're doing {pct}% off everything this weekend. What does a {item} at {fmt(price)} "
        "come to?",
    ][_turn("sale", 3)]
    return task, value, f"{_f(price)} * (1 - {pct} / 100)", 0.01, {}


def _h19_discount_then_tax(r: random.Random) -> ArithOut7:
    price, pct, rate = r.randrange(1500, 40000), r.choice([10, 15, 20, 25, 30]), r.choice(SALES_TAX)
    value = _c(price) * (100 - pct) / 100 * (100 + Fraction(rate)) / 100
    p = _money(price)
    task = [
        f"a {p} item is {pct}% off, then {rate}% sales tax goes on the discounted price. what's "
        "the final price?",
        f"Take {pct}% off {p} and then add {rate}% sales tax. What's the total?",
        f"customer has a {pct}% off coupon on a {p} purchase, sales tax is {rate}% (charged after "
        "the discount). what do they pay?",
    ][_turn("discount-tax", 3)]
    check = f"{_f(price)} * (1 - {pct} / 100) * (1 + {rate} / 100)"
    return task, value, check, 0.01, {}


def _h19_unit_price(r: random.Random) -> ArithOut7:
    fmt, n, unit = r.choice(CURRENCIES), r.choice([6, 12, 24, 36, 48]), r.randrange(25, 450)
    plural, single = r.choice(PACKS)
    total = n * unit
    task = [
        f"a case of {n} {plural} costs {fmt(total)}, how much is that per {single}?",
        f"paid {fmt(total)} for {n} {plural} from the wholesaler. cost per {single}?",
        f"What's the price per {single} if {n} {plural} cost {fmt(total)}?",
    ][_turn("unit", 3)]
    return task, _c(unit), f"{_f(total)} / {n}", 0.01, {}


def _h19_average_takings(r: random.Random) -> ArithOut7:
    fmt, days = r.choice(CURRENCIES), r.randrange(5, 8)
    takings = [r.randrange(18000, 160000) for _ in range(days)]
    value = _c(sum(takings)) / days
    shown = [fmt(t) for t in takings]
    named = ", ".join(f"{d} {t}" for d, t in zip(DAYS, shown, strict=False))
    task = [
        f"takings this week: {named}. what's the daily average?",
        f"what's the average of these sales figures: {_listing(shown)}?",
        f"Average per day please - {days} days of sales: {', '.join(shown)}",
    ][_turn("takings", 3)]
    return task, value, f"({' + '.join(_f(t) for t in takings)}) / {days}", 0.01, {}


def _h19_growth_percent(r: random.Random) -> ArithOut7:
    fmt, pct = r.choice(CURRENCIES), Fraction(r.randrange(3, 70), 2)
    old = r.randrange(40, 400) * 5000  # cents, a multiple of 200: the new figure is whole cents
    new = old * (100 + pct) / 100
    assert new.denominator == 1
    value = (new - old) / old * 100
    a, b = fmt(old), fmt(int(new))
    task = [
        f"sales went from {a} last month to {b} this month. what's the percentage increase?",
        f"Revenue last quarter was {a}, this quarter {b}. By what percent did it grow?",
        f"% increase from {a} to {b}?",
    ][_turn("growth", 3)]
    return task, value, f"({int(new)} - {old}) / {old} * 100", _tol(value), {}


RATES = [
    (_money, "USD", _euros, "EUR", "euros", ["0.92", "0.9215", "0.95"]),
    (_pounds, "GBP", _euros, "EUR", "euros", ["1.17", "1.1842", "1.19"]),
    (_euros, "EUR", _pounds, "GBP", "pounds", ["0.85", "0.8431", "0.86"]),
    (_money, "USD", _pounds, "GBP", "pounds", ["0.79", "0.7864", "0.77"]),
    (_pounds, "GBP", _money, "USD", "dollars", ["1.27", "1.2715", "1.3"]),
    (_euros, "EUR", _money, "USD", "dollars", ["1.08", "1.0852", "1.05"]),
]


def _h19_convert_currency(r: random.Random) -> ArithOut7:
    src, code, dst, code2, dst_name, rates = r.choice(RATES)
    rate, amount = r.choice(rates), r.randrange(20, 5000) * 100 + r.choice([0, 0, 50, 99])
    value = _c(amount) * Fraction(rate)
    task = [
        f"convert {src(amount)} to {dst_name}, rate is 1 {code} = {rate} {code2}",
        f"A client is paying me {src(amount)}. At today's rate (1 {code} = {rate} {code2}), how "
        f"much is that in {dst_name}?",
        f"{src(amount)} in {dst_name}? using {dst(100)[0]}{rate} per {src(100)[0]}1",
    ][_turn("currency", 3)]
    return task, value, f"{_f(amount)} * {rate}", 0.01, {}


def _h19_mileage_claim(r: random.Random) -> ArithOut7:
    way = _turn("mileage", 3)
    distance = r.randrange(12, 480)
    if way == 0:
        task = (
            f"I drove {distance} miles for work this month. Mileage is paid at 45p a mile, how "
            "much can I claim in pounds?"
        )
        return task, Fraction(distance * 45, 100), f"{distance} * 0.45", 0.01, {}
    if way == 1:
        task = f"mileage claim: {distance} miles at $0.67/mile. how much is that?"
        return task, Fraction(distance * 67, 100), f"{distance} * 0.67", 0.01, {}
    task = f"How much do I get back for {distance} km of business driving at €0.30 per km?"
    return task, Fraction(distance * 30, 100), f"{distance} * 0.3", 0.01, {}


UNITS = [
    ("the new shelf is {q} inches wide. what's that in cm? (1 inch = 2.54 cm)", "2.54", 20, 96),
    ("parcel is {q} kg, courier form wants lb. what do i put? 1 kg = 2.20462 lb", "2.20462", 1, 30),
    ("Delivery route is {q} miles. How many km is that if a mile is 1.609 km?", "1.609", 5, 140),
    ("convert {q} US gallons to litres, 1 gallon = 3.785 litres", "3.785", 2, 60),
    ("the room is {q} feet long, what's that in metres? one foot is 0.3048 m", "0.3048", 8, 60),
    ("the café recipe says {q} oz of butter. in grams? (1 oz = 28.35 g)", "28.35", 2, 40),
]


def _h19_convert_units(r: random.Random) -> ArithOut7:
    wording, factor, low, high = r.choice(UNITS)
    quantity = Fraction(r.randrange(low * 2, high * 2 + 1), 2)
    value = quantity * Fraction(factor)
    return wording.format(q=_num(quantity)), value, f"{float(quantity)} * {factor}", 0.01, {}


def _h19_commission(r: random.Random) -> ArithOut7:
    fmt, sales = r.choice(CURRENCIES), r.randrange(300000, 6000000)
    rate = r.choice(["3", "4", "5", "6", "7.5", "8", "10", "12.5"])
    value = _c(sales) * Fraction(rate) / 100
    task = [
        f"I get {rate}% commission. Sold {fmt(sales)} this month, how much commission is that?",
        f"{rate}% commission on {fmt(sales)} in sales?",
        f"my rep sold {fmt(sales)} worth last month and earns {rate}% commission. what do i owe "
        "her?",
    ][_turn("commission", 3)]
    return task, value, f"{_f(sales)} * {rate} / 100", 0.01, {}


def _h19_break_even_units(r: random.Random) -> ArithOut7:
    fmt, units, spread = r.choice(CURRENCIES), r.randrange(40, 600), r.randrange(10, 80) * 25
    cost = r.randrange(100, 2000)
    fixed, price, item = units * spread, cost + spread, r.choice(MADE)
    task = [
        f"My fixed costs are {fmt(fixed)} a month. I sell each {item} for {fmt(price)} and it "
        f"costs me {fmt(cost)} to make. How many do I need to sell to break even?",
        f"break-even check: fixed costs {fmt(fixed)}, price per {item} {fmt(price)}, cost per "
        f"{item} {fmt(cost)}. how many units?",
        f"how many of my {item}s do i have to sell to cover {fmt(fixed)} of fixed costs if each "
        f"sells for {fmt(price)} and costs {fmt(cost)} to make?",
    ][_turn("break-even", 3)]
    return task, Fraction(units), f"{_f(fixed)} / ({_f(price)} - {_f(cost)})", None, {}


def _h19_boxes_needed(r: random.Random) -> ArithOut7:
    per = r.choice([6, 8, 12, 20, 24, 25, 50])
    count = r.randrange(per * 3, per * 40)
    while count % per == 0:
        count += 1
    value = Fraction(-(-count // per))
    task = [
        f"I need to ship {count} orders and each box holds {per}. How many boxes do I need?",
        f"{count} flyers to hand out, they come in packs of {per}. how many packs do i order?",
        f"how many crates for {count} bottles if {per} fit in a crate?",
    ][_turn("boxes", 3)]
    return task, value, f"math.ceil({count} / {per})", None, {}


def _h19_conversion_rate_rounded(r: random.Random) -> ArithOut7:
    visitors = r.randrange(400, 9000)
    orders = r.randrange(5, visitors // 12)
    share = Fraction(orders * 100, visitors)
    while (share * 100).denominator in (1, 2):
        visitors += 1
        share = Fraction(orders * 100, visitors)
    exact = Decimal(orders * 100) / Decimal(visitors)
    value = Fraction(exact.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))
    v = f"{visitors:,}"
    task = [
        f"{orders} sales from {v} website visitors. what's the conversion rate as a percentage, "
        "rounded to 2 decimal places?",
        f"conversion rate? {v} visitors, {orders} orders. give it as a % to two decimals",
        f"What percent of {v} visitors bought something if we had {orders} orders? Round to 2 "
        "decimal places.",
    ][_turn("conversion", 3)]
    return task, value, f"round({orders} / {visitors} * 100, 2)", None, {}


FEES = [("6.5", 20), ("2.9", 30), ("3", 25), ("12.9", 30), ("5", 0), ("1.75", 20)]


def _h19_fees_kept(r: random.Random) -> ArithOut7:
    fmt, price = r.choice(CURRENCIES), r.randrange(800, 25000)
    (pct, fixed), item = r.choice(FEES), r.choice(MADE)
    value = _c(price) * (100 - Fraction(pct)) / 100 - _c(fixed)
    extra = f" plus {fmt(fixed)}" if fixed else ""
    task = [
        f"sold a {item} for {fmt(price)} online. the platform takes {pct}%{extra} per sale. how "
        "much do i actually get?",
        f"Card fees are {pct}%{extra} per transaction. What do I keep from a {fmt(price)} sale?",
        f"if the marketplace charges {pct}%{extra} on a {fmt(price)} order, what's left for me?",
    ][_turn("fees", 3)]
    return task, value, f"{_f(price)} * (1 - {pct} / 100) - {_f(fixed)}", 0.01, {}


def _h19_tax_set_aside(r: random.Random) -> ArithOut7:
    fmt, pct = r.choice(CURRENCIES), r.choice([20, 25, 30, 15])
    count = r.randrange(3, 5)
    invoices = [r.randrange(20, 400) * 1000 // r.choice([1, 2, 8]) for _ in range(count)]
    value = _c(sum(invoices)) * pct / 100
    shown = [fmt(i) for i in invoices]
    task = [
        f"I put {pct}% of everything I invoice aside for tax. This month I invoiced "
        f"{_listing(shown)}. How much should I set aside?",
        f"how much to save for tax? invoices: {', '.join(shown)}. i save {pct}% of the total",
        f"{pct}% of my invoices this month for the tax pot please: {', '.join(shown)}",
    ][_turn("tax-pot", 3)]
    return task, value, f"({' + '.join(_f(i) for i in invoices)}) * {pct} / 100", 0.01, {}


ARITHMETIC: list[ArithTemplate] = [
    _h19_markup_price,
    _h19_margin_percent,
    _h19_invoice_hours,
    _h19_add_vat,
    _h19_net_from_gross,
    _h19_sales_tax_total,
    _h19_shift_pay,
    _h19_overtime_pay,
    _h19_timesheet_total,
    _h19_billable_minutes,
    _h19_sale_price,
    _h19_discount_then_tax,
    _h19_unit_price,
    _h19_average_takings,
    _h19_growth_percent,
    _h19_convert_currency,
    _h19_mileage_claim,
    _h19_convert_units,
    _h19_commission,
    _h19_break_even_units,
    _h19_boxes_needed,
    _h19_conversion_rate_rounded,
    _h19_fees_kept,
    _h19_tax_set_aside,
]

# --------------------------------------------------------------------------- to-do

CHORES = [
    "email the quarterly report to Dana",
    "order more receipt rolls",
    "chase the Brightwell invoice",
    "book the van for Saturday",
    "renew the shop insurance",
    "update the price tags",
    "restock the front shelves",
    "send my timesheet to payroll",
    "back up the laptop",
    "call the accountant",
    "file the expense receipts",
    "reply to the landlord",
    "print the delivery labels",
    "water the office plants",
    "descale the coffee machine",
    "count the till float",
    "draft the monthly newsletter",
    "renew the domain name",
    "book a meeting room for Thursday",
    "submit the essay draft",
    "swap shifts with Priya",
    "order new business cards",
    "check the stock delivery",
    "post the customer parcels",
    "update the opening hours online",
    "review the supplier contract",
    "send the Harlow quote by Friday",
    "pay the VAT bill before the deadline",
    "clean the shop window",
    "submit the grant form by Monday",
]


def _setup(r: random.Random, low: int = 2, high: int = 5) -> list[str]:
    return r.sample(CHORES, r.randrange(low, high + 1))


def _fresh(r: random.Random, setup: list[str], count: int) -> list[str]:
    return r.sample([t for t in CHORES if t not in setup], count)


def _h19_add_quoted(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 4)
    [new] = _fresh(r, setup, 1)
    task = [
        f'add "{new}" to my to-do list',
        f"can you put '{new}' on my list please",
        f'new to-do: "{new}"',
    ][_turn("add-quoted", 3)]
    return task, setup, [*_open(setup), (new, False)], False, {}


def _h19_add_with_context(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 4)
    [new] = _fresh(r, setup, 1)
    task = [
        f"Just got off the phone with a supplier. I need to {new}, can you add that to my to-dos?",
        f"before I forget, add a task to {new}",
        f"busy day tomorrow... please add this to my list: {new}",
    ][_turn("add-context", 3)]
    return task, setup, [*_open(setup), (new, False)], False, {}


def _h19_add_todays_list(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 3)
    new = _fresh(r, setup, 3)
    lines = "\n".join(f"- {t}" for t in new)
    task = [
        f"add these to my to-dos: {', '.join(new)}",
        f"Things I need to get done today, please add them to my list:\n{lines}",
        f"three things for my list: {'; '.join(new)}",
    ][_turn("add-today", 3)]
    return task, setup, [*_open(setup), *_open(new)], False, {}


def _h19_add_if_missing(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    present = _turn("if-missing-state", 2) == 0
    item = r.choice(setup) if present else _fresh(r, setup, 1)[0]
    task = [
        f'is "{item}" on my list? if not, add it',
        f"Make sure '{item}' is on my to-do list (add it if it isn't there).",
        f"I need to {item} - add it to my to-dos unless it's already on there",
    ][_turn("if-missing", 3)]
    final = _open(setup) if present else [*_open(setup), (item, False)]
    return task, setup, final, present, {}


def _h19_done_by_title(r: random.Random) -> TodoOut7:
    setup = _setup(r)
    i = r.randrange(len(setup))
    t = setup[i]
    task = [
        f'mark "{t}" as done',
        f"done: {t}",
        f"{t} - done! tick it off please",
    ][_turn("done-title", 3)]
    return task, setup, _completed(setup, i), False, {}


def _h19_done_by_number(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    task = [
        f"mark #{i + 1} as done",
        f"number {i + 1} on my list is done",
        f"tick off item {i + 1} please, just finished it",
    ][_turn("done-number", 3)]
    return task, setup, _completed(setup, i), False, {}


def _h19_done_two(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i, j = sorted(r.sample(range(len(setup)), 2))
    a, b = setup[i], setup[j]
    task = [
        f'finished "{a}" and "{b}", check them both off',
        f"mark these two as done: {b}, {a}",
        f"Good morning! Already did these: {a}; {b}. Can you tick them off?",
    ][_turn("done-two", 3)]
    return task, setup, _completed(setup, i, j), False, {}


def _h19_delete_by_title(r: random.Random) -> TodoOut7:
    setup = _setup(r)
    i = r.randrange(len(setup))
    t = setup[i]
    task = [
        f"take '{t}' off my list, it's not needed anymore",
        f'remove the to-do "{t}"',
        f"no need to {t} anymore, it got cancelled. please delete it from the list",
    ][_turn("delete-title", 3)]
    return task, setup, _deleted(setup, i), False, {}


def _h19_delete_by_number(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    task = [
        f"delete item {i + 1}",
        f"remove number {i + 1} from my to-do list",
        f"get rid of #{i + 1}, someone else is handling it",
    ][_turn("delete-number", 3)]
    return task, setup, _deleted(setup, i), False, {}


def _h19_delete_two_numbers(r: random.Random) -> TodoOut7:
    setup = _setup(r, 4, 6)
    i, j = sorted(r.sample(range(len(setup)), 2))
    task = [
        f"delete {i + 1} and {j + 1} from my to-do list",
        f"items {i + 1} and {j + 1} are cancelled, remove them",
        f"Please remove to-dos #{j + 1} and #{i + 1}.",
    ][_turn("delete-two", 3)]
    return task, setup, _deleted(setup, i, j), False, {}


def _h19_done_then_clear(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 5)
    i = r.randrange(len(setup))
    t = setup[i]
    task = [
        f'mark "{t}" as done, then clear out the completed ones',
        f"done: {t}. Tick it off and clear the completed to-dos.",
        f"'{t}' is finished - check it off and then remove all completed items from my list",
    ][_turn("done-clear", 3)]
    return task, setup, _deleted(setup, i), False, {}


def _h19_list_all(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 6)
    task = [
        "what's on my to-do list?",
        "can you show me my tasks",
        "Morning! Before my meeting, what do I still have to do?",
    ][_turn("list", 3)]
    return task, setup, _open(setup), True, {"contains": list(setup)}


def _h19_count_todos(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 7)
    task = [
        "how many to-dos do I have?",
        "how many things are on my list right now",
        "How many tasks are left on my to-do list?",
    ][_turn("count", 3)]
    return task, setup, _open(setup), True, {"contains": [str(len(setup))]}


def _h19_swap_task(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    old, [new] = setup[i], _fresh(r, setup, 1)
    task = [
        f'replace "{old}" with "{new}" on my list',
        f"no need to {old} anymore - take it off my list and add '{new}' instead",
        f"swap '{old}' for '{new}' in my to-dos",
    ][_turn("swap", 3)]
    return task, setup, [*_deleted(setup, i), (new, False)], False, {}


def _h19_delete_everything(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 6)
    task = [
        "delete everything on my to-do list",
        "clear my whole list please, I'm starting fresh for the week",
        "remove all my to-dos",
    ][_turn("delete-all", 3)]
    return task, setup, [], False, {}


def _h19_done_and_add_next(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    t, [new] = setup[i], _fresh(r, setup, 1)
    task = [
        f"done with '{t}'. next up: {new}, add it to the list",
        f'mark "{t}" done and add "{new}"',
        f"Finished: {t}. Please check it off and put '{new}' on my list.",
    ][_turn("done-add", 3)]
    return task, setup, [*_completed(setup, i), (new, False)], False, {}


TODO: list[TodoTemplate] = [
    _h19_add_quoted,
    _h19_add_with_context,
    _h19_add_todays_list,
    _h19_add_if_missing,
    _h19_done_by_title,
    _h19_done_by_number,
    _h19_done_two,
    _h19_delete_by_title,
    _h19_delete_by_number,
    _h19_delete_two_numbers,
    _h19_done_then_clear,
    _h19_list_all,
    _h19_count_todos,
    _h19_swap_task,
    _h19_delete_everything,
    _h19_done_and_add_next,
]

HEADER = """\
# {name}: everyday calculator and to-do requests from a working week, held out.
# Written blind on 2026-11-27 by evals/gen_everyday_heldout_19.py (seed {seed}), before any
# tuning against it, by a helper session (branch h19) that read none of the planner's, the
# tools' or the school's code or tests, nor any other set's YAML (the head of set 7 for its
# shape) or templates (bar the glimpses its docstring owns up to). {families} template families
# ({arith} arithmetic, {todo} to-do), {draws} seeded draws each, wording rotating between draws.
# Expected numbers are computed with exact fractions and checked against an independent float
# expression. Do not tune against it: regenerate, do not edit.
"""


def main() -> None:
    """Write the set after checking that every title named in a task picks out one to-do."""
    check_titles(CHORES, r" and |,|;|\d", fold_case=True)
    print(write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16)))


if __name__ == "__main__":
    main()
