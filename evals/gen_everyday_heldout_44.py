"""Generate evals/everyday-heldout-44.yaml: a blind held-out set from tradespeople and builders.

Theme: tradespeople and small builders (electricians, plumbers, carpenters, painters and
decorators, tilers, landscapers, roofers, handymen) in the UK, Ireland, the US, Canada,
Australia, New Zealand and South Africa, in their first hour with an assistant that has a
calculator and a to-do list. They work out materials (paint coverage, tiles and boxes with a
waste allowance, deck boards, concrete in cubic metres or cubic yards and bags, cable drums,
plasterboard and drywall sheets, roofing bundles, mulch, gravel and turf), quotes and invoices
with VAT, GST, HST or sales tax, day rates, timesheets and overtime, markup on materials,
deposits and balances, mileage and van fuel, splitting a job's pay with an apprentice or a mate,
and the conversions they meet on site (feet and inches to metres and millimetres, metres to
feet, litres and gallons with the factor stated). Money is in pounds, euros, dollars (US,
Canadian, Australian, New Zealand) and rand. Their lists hold jobs, quotes to send, materials
to buy, invoices to chase, van and tool jobs, certificates and cards, and home chores.

Voices: typed between jobs on a phone: lower case, no full stops, shorthand (`x` for by,
`sqm`, `m2`, `@`, `pls`, `u`, `hrs`, `OT`), site words (emulsion, ready-mix, drums, squares,
bundles, gib, ute), small numbers sometimes as words, the odd typo; a few write formal,
complete sentences as they would in an email to a customer.

What I read: docs/evals.md (its list of headings, "The dataset" and "Side effects"),
src/agentschool/evals/cases.py and checks.py, set 4's `_money`, `_listing` and `_tol`, set 7's
`ArithOut7`, `TodoOut7`, `ArithTemplate`, `TodoTemplate`, `_a`, `_completed`, `_deleted`,
`_euros`, `_open`, `_plain`, `_pounds`, `check_titles` and `write_set`, its import lines and the
list of its top-level names, the first 30 lines of evals/everyday-heldout-7.yaml, and the ruff
settings in pyproject.toml. I also ran set 4's `_tag` on a dummy function to see the tag it
gives, and set 7's `_arithmetic_case` on a dummy output to see that it checks the float
expression (with `round` and `math` at hand) against the exact answer.

Slips: printing line ranges of set 7 also showed its `Extra` and `Out` aliases, `_said`,
`_typed`, `_frac`, `_pick`, `_adding`, `_one_of`, `_check_families`, `main` and its `HEADER`
text; the range of set 4 also showed `_cents`, `_ordinal` and the start of `_h4_percent_of`. None
of it is a request of the planner's tests; I do not use those helpers here.

Arithmetic families (24):
- paint_tins: emulsion tins for a room's walls, less openings, coats and coverage (round up).
- paint_gallons_us: gallons for a room in feet, doors and windows off; gallons or their cost.
- tile_boxes: boxes or single tiles for a floor with a waste allowance (round up).
- vat_on_quote: days at a day rate plus materials, VAT at 20%, 13.5% or 15% (to the cent).
- gst_inclusive: the GST in, or the price before, a GST-inclusive amount (to the cent).
- sales_tax_materials: a supplies run before sales tax or HST, total with tax (to the cent).
- day_rate_bill: whole and half days at a day rate plus extras, less a deposit (whole).
- overtime_pay: ordinary hours plus overtime at time and a half or double (to the cent).
- markup_materials: materials with a markup, sometimes with VAT or GST on top (to the cent).
- deposit_balance: what is left to pay on a quote after a deposit and a stage payment.
- mileage_claim: return trips or odometer readings at a rate per mile or km (to the cent).
- crew_split: a job's pay less materials split by percentage or three ways (to the cent).
- concrete_m3: a slab or footing in cubic metres with waste (2 dp or up to the half cube).
- concrete_yards_us: a slab in cubic yards (1 dp) or in premix bags (round up).
- decking_boards: boards across a deck, or linear metres of board (round up).
- cable_drums: cable runs plus an allowance in drums (round up), or what is left on a drum.
- ft_in_to_metric: feet and inches in metres (2 dp) or millimetres (nearest mm).
- metric_to_imperial: metres in feet (1 dp) or millimetres in inches (nearest inch).
- litres_gallons: litres and gallons both ways with the factor given (rounded as asked).
- van_fuel: a week's fuel from L/100km or from mpg with litres per gallon (to the cent).
- roof_bundles: shingle bundles or squares for a gable roof with waste (round up).
- landscape_bulk: mulch bags, gravel tonnes at a stated density, or turf rolls.
- plasterboard_sheets: plasterboard, gib or drywall sheets for a ceiling or walls (round up).
- timesheet_pay: a day's start, finish and lunch at an hourly rate (to the cent).

To-do families (16):
- add_one: one job added to a short or empty list.
- add_two: two jobs added at once.
- complete_by_number: one job ticked off by its number.
- complete_by_title: one job ticked off by its title, its keyword or a past-tense remark.
- complete_two: two jobs ticked off, by numbers, titles or keywords.
- delete_by_number: one job removed by its number.
- delete_by_title: one job removed by its title or keyword.
- delete_two: two jobs removed at once.
- read_list: what is on the list (nothing may change).
- count: how many jobs are on the list (nothing may change).
- is_on_list: whether a job is on the list, yes and no in turn (nothing may change).
- which_number: the number a job has on the list (nothing may change).
- clear_all: every job removed.
- rename: one job's wording changed.
- complete_and_add: one job ticked off and a new one added in the same request.
- mark_all_done: every job ticked off.
"""

from __future__ import annotations

import itertools
import math
import random
import re
from decimal import Decimal
from fractions import Fraction

from gen_everyday_heldout_4 import _listing, _money
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

SEED = 2026112944
NAME = "everyday-heldout-44"

# --------------------------------------------------------------------------- helpers

_NEAR = Fraction(1, 10**6)
_HALF = Fraction(1, 2)
_ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen"
).split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def _spoken(n: int) -> str:
    """A whole number below 100 in words: 42 is "forty-two"."""
    assert 0 <= n < 100, n
    if n < 20:
        return _ONES[n]
    tens, ones = divmod(n, 10)
    return _TENS[tens] + ("" if ones == 0 else "-" + _ONES[ones])


def _n(r: random.Random, n: int, words: float = 0.3) -> str:
    """A small whole number as digits, or sometimes as words."""
    return _spoken(n) if n < 100 and r.random() < words else str(n)


def _show(value: Fraction) -> str:
    """A terminating fraction as a person types it: 18/5 is "3.6"."""
    text = _plain(Decimal(value.numerator) / Decimal(value.denominator))
    assert Fraction(text) == value, (value, text)
    return text


def _count(r: random.Random, n: int, noun: str) -> str:
    """A count with its noun: "1 door", "two windows", "no windows"."""
    if n == 0:
        return f"no {noun}s"
    return f"{_n(r, n)} {noun}{'' if n == 1 else 's'}"


def _tenths(r: random.Random, low: int, high: int) -> Fraction:
    """A length with one decimal, from low/10 to high/10."""
    return Fraction(r.randrange(low, high + 1), 10)


def _cash(cents: int, symbol: str) -> str:
    """An amount in cents in a currency written before the number."""
    if symbol == "£":
        return _pounds(cents)
    if symbol == "€":
        return _euros(cents)
    return _money(cents).replace("$", symbol)


def _nearest(value: Fraction, places: int) -> Fraction | None:
    """The value rounded to `places` decimals, or None on (or within a hair of) a half-way tie."""
    scaled = value * 10**places
    low = math.floor(scaled)
    rest = scaled - low
    if abs(rest - _HALF) < _NEAR:
        return None
    return Fraction(low + (1 if rest > _HALF else 0), 10**places)


def _up(value: Fraction) -> int | None:
    """The value rounded up, or None when it is (or is a hair from) a whole number."""
    rest = value - math.floor(value)
    if rest < _NEAR or rest > 1 - _NEAR:
        return None
    return math.ceil(value)


def _tol(value: Fraction, places: int) -> float | None:
    """Exact for a whole answer, else less than half the last place asked for."""
    return None if value.denominator == 1 else 0.4 / 10**places


def _out(task: str, value: Fraction | int, expr: str, places: int = 0) -> ArithOut7:
    exact = Fraction(value)
    return task, exact, expr, _tol(exact, places), {}


def _say(r: random.Random, forms: list[str], **fields: object) -> str:
    return r.choice(forms).format(**fields)


# --------------------------------------------------------------------------- arithmetic

_PAINT_TINS = [
    "Room's {l}m x {w}m, ceiling height {h}m. Knock off {off} sq m for the door and window. "
    "{coats} coats, paint does {cov} m² per litre, comes in {tin}L tins. how many tins do I "
    "need? round up",
    "how many {tin} litre tins of emulsion for the walls of a {l} by {w} room, {h} high, "
    "{coats} coats, coverage {cov}m2/L, less {off}m2 for openings? whole tins obv",
    "need paint for a bedroom {l}x{w}m walls {h}m high minus {off} m2 windows/door. {coats} "
    "coats @ {cov} sqm per litre. tins are {tin}L - hw many tins (round up)",
    "Please calculate the number of {tin}-litre tins required to paint the walls of a room "
    "measuring {l} m by {w} m with a wall height of {h} m, allowing {off} m² for openings and "
    "applying {coats} coats at a coverage of {cov} m² per litre. Round up to whole tins.",
    "walls only, {l} x {w} x {h} high, take {off}m² off for the door+window, {coats} coats, "
    "{cov}m² a litre, {tin}L tins. How many tins? (round up to a full tin)",
]


def h44_paint_tins(r: random.Random) -> ArithOut7:
    """Tins of paint for a room's walls in metres, less openings (round up)."""
    while True:
        ln, wd = _tenths(r, 30, 62), _tenths(r, 24, 45)
        h = r.choice([Fraction(24, 10), Fraction(25, 10), Fraction(27, 10)])
        off, coats = r.choice([2, 3, 4, Fraction(7, 2), Fraction(9, 2)]), r.choice([2, 2, 3])
        cov, tin = r.choice([10, 12, 13, 14]), r.choice([Fraction(5, 2), 5, 5, 10])
        tins = _up((2 * (ln + wd) * h - off) * coats / cov / tin)
        if tins is not None:
            break
    show = {
        k: _show(Fraction(v)) for k, v in {"l": ln, "w": wd, "h": h, "off": off, "tin": tin}.items()
    }
    task = _say(r, _PAINT_TINS, coats=_n(r, coats, 0.5), cov=cov, **show)
    expr = (
        f"math.ceil((2 * ({show['l']} + {show['w']}) * {show['h']} - {show['off']})"
        f" * {coats} / {cov} / {show['tin']})"
    )
    return _out(task, tins, expr)


_GALLONS = [
    "Painting a {l}x{w} ft room, {h} ft walls. {doors} at 20 sq ft and {windows} at 15 sq ft "
    "come off. 2 coats and a gallon covers {cov} sq ft. {ask}",
    "walls of a {l}' by {w}' bedroom, {h}' ceilings, minus {doors} (20 sqft each) and "
    "{windows} (15 sqft each), two coats, {cov} sq ft per gallon. {ask}",
    "Quick one - living room is {l} ft by {w} ft with {h} foot walls. Take off 20 sq ft a door "
    "({doors}) and 15 a window ({windows}). 2 coats, {cov} sq ft/gal. {ask}",
    "I need to estimate paint for a {l} ft x {w} ft room with {h} ft high walls, deducting "
    "20 sq ft per door ({doors}) and 15 sq ft per window ({windows}), two coats at "
    "{cov} square feet per gallon. {ask}",
]


def h44_paint_gallons_us(r: random.Random) -> ArithOut7:
    """Gallons of paint, or their cost, for a room in feet (round up to whole gallons)."""
    while True:
        ln, wd, h = r.randrange(10, 25), r.randrange(9, 19), r.choice([8, 8, 9, 10])
        doors, windows, cov = r.randrange(1, 3), r.randrange(0, 4), r.choice([350, 400])
        gallons = _up(Fraction(2 * (2 * (ln + wd) * h - 20 * doors - 15 * windows), cov))
        if gallons is not None:
            break
    base = f"math.ceil(2 * (2 * ({ln} + {wd}) * {h} - 20 * {doors} - 15 * {windows}) / {cov})"
    if r.random() < 0.5:
        ask = r.choice(
            [
                "How many gallons do I buy? Round up.",
                "how many gallons, rounded up to whole cans",
                "How many 1-gallon cans will I need (round up)?",
            ]
        )
        value, expr = Fraction(gallons), base
    else:
        price = r.choice([3498, 4298, 4799, 5498, 6299, 7199])
        ask = r.choice(
            [
                f"Paint is {_money(price)} a gallon, whole gallons only - what's the paint cost?",
                f"at {_money(price)}/gal buying whole gallons what will the paint run me?",
                f"How much for the paint at {_money(price)} per gallon, whole gallons only?",
            ]
        )
        value, expr = Fraction(gallons * price, 100), f"{base} * {price / 100}"
    task = _say(
        r,
        _GALLONS,
        l=ln,
        w=wd,
        h=h,
        doors=_count(r, doors, "door"),
        windows=_count(r, windows, "window"),
        cov=cov,
        ask=ask,
    )
    return _out(task, value, expr, 2)


_TILE_BOXES = [
    "{room} floor is {l} x {w}m, tiles come {box}m² a box. Allowing {waste}% for cuts how "
    "many boxes do I order? round up",
    "how many boxes of tiles for a {l}m by {w}m floor, {box} sqm per box, plus {waste}% waste "
    "(round up to full boxes)",
    "Tiling a {room} floor {l}m x {w}m. Each box does {box} m2. Add {waste} percent wastage. "
    "Boxes needed, rounded up?",
    "Could you work out how many boxes of floor tiles I need for a {room} measuring {l} m by "
    "{w} m? Each box covers {box} m² and I allow {waste}% for waste. Please round up.",
]
_TILE_SINGLE = [
    "{room} floor {l}m x {w}m, using {a}x{b}mm tiles, {waste}% extra for cuts - how many "
    "tiles? round up",
    "How many {a} by {b} mm tiles to cover {l} x {w} m plus {waste}% waste (whole tiles, round up)",
    "floor is {l} by {w} metres, tiles {a}x{b}, add {waste}% - number of tiles rounded up?",
]


def h44_tile_boxes(r: random.Random) -> ArithOut7:
    """Boxes of tiles, or single tiles, for a floor with a waste allowance (round up)."""
    room = r.choice(["Bathroom", "Kitchen", "Utility", "En-suite", "Hallway"])
    while True:
        ln, wd, waste = _tenths(r, 15, 52), _tenths(r, 12, 38), r.choice([5, 10, 10, 15])
        area = ln * wd * (100 + waste) / 100
        if r.random() < 0.55:
            box = Fraction(r.choice([72, 96, 108, 144]), 100)
            count, forms = _up(area / box), _TILE_BOXES
            each, fields = _show(box), {"box": _show(box)}
        else:
            a, b = r.choice([(600, 300), (300, 300), (600, 600), (200, 100), (450, 450)])
            count, forms = _up(area / Fraction(a * b, 10**6)), _TILE_SINGLE
            each, fields = f"{a * b / 10**6}", {"a": a, "b": b}
        if count is not None:
            break
    task = _say(r, forms, room=room.lower(), l=_show(ln), w=_show(wd), waste=waste, **fields)
    task = task[0].upper() + task[1:] if task.startswith(room.lower()) else task
    expr = f"math.ceil({_show(ln)} * {_show(wd)} * (1 + {waste} / 100) / {each})"
    return _out(task, count, expr)


_VAT = {
    "£": (20, "VAT"),
    "€": (Fraction(27, 2), "VAT"),
    "R": (15, "VAT"),
}
_VAT_FORMS = [
    "quote: labour {days} days @ {rate}, materials {mat}, add {tax} at {pct}% - total? to "
    "the {cent}",
    "What's the total inc {tax} ({pct}%) for {days} days labour at {rate} a day and {mat} of "
    "materials? Round to the nearest {cent}.",
    "{days} days at {rate}/day plus {mat} materials, then {tax} {pct}% on the lot. total to "
    "the {cent} pls",
    "Please total the following quote including {tax} at {pct}%: labour, {days} days at "
    "{rate} per day; materials, {mat}. Give the amount to the {cent}.",
    "doing up a quote. {mat} materials + {days} days at {rate}. plus {pct}% {tax}. whats the "
    "full price, nearest {cent}",
]


def h44_vat_on_quote(r: random.Random) -> ArithOut7:
    """Labour at a day rate plus materials, with VAT on the lot (to the cent)."""
    symbol = r.choice(list(_VAT))
    pct, tax = _VAT[symbol]
    while True:
        days, rate = r.randrange(1, 9), r.randrange(14, 46) * 10 * (18 if symbol == "R" else 1)
        mat = r.randrange(4000, 150000) * (15 if symbol == "R" else 1)
        total = _nearest((days * rate * 100 + mat) * (100 + pct) / 10000, 2)
        if total is not None:
            break
    cent = {"£": "penny", "€": "cent", "R": "cent"}[symbol]
    task = _say(
        r,
        _VAT_FORMS,
        days=_n(r, days),
        rate=_cash(rate * 100, symbol),
        mat=_cash(mat, symbol),
        tax=tax,
        pct=_show(Fraction(pct)),
        cent=cent,
    )
    expr = f"round(({days} * {rate} + {mat / 100}) * (1 + {float(pct)} / 100), 2)"
    return _out(task, total, expr, 2)


_GST = {"AU": 10, "NZ": 15, "CA": 5}
_GST_IN = [
    "customer paid {amt} incl GST ({pct}%). how much of that is GST? to the cent",
    "Invoice total was {amt} including {pct}% GST, what's the GST component? Round to the cent.",
    "{amt} inc gst at {pct}% - how much gst do I owe on that (nearest cent)",
    "For my GST return: a job paid {amt} GST-inclusive, GST rate {pct}%. How much GST was in "
    "it, to the nearest cent?",
]
_GST_EX = [
    "customer paid {amt} incl GST ({pct}%). what was it before GST? to the cent",
    "Supplier bill is {amt} including GST at {pct}%. What's the ex-GST price, to the cent?",
    "{amt} gst inclusive, gst {pct}% - whats the price ex gst, round to cents",
    "Please work out the amount excluding GST when {amt} includes GST at {pct}%, rounded to the "
    "nearest cent.",
]


def h44_gst_inclusive(r: random.Random) -> ArithOut7:
    """The GST in, or the price before, a GST-inclusive amount (to the cent)."""
    country = r.choice(list(_GST))
    pct = _GST[country]
    gst_part = r.random() < 0.5
    while True:
        amt = r.randrange(8000, 950000)
        share = pct if gst_part else 100
        value = _nearest(Fraction(amt * share, 100 * (100 + pct)), 2)
        if value is not None:
            break
    task = _say(r, _GST_IN if gst_part else _GST_EX, amt=_money(amt), pct=pct)
    expr = f"round({amt / 100} * {share} / {100 + pct}, 2)"
    return _out(task, value, expr, 2)


_TAX_RATES = [
    (Fraction(25, 4), "sales tax", "MA"),
    (Fraction(33, 4), "sales tax", "TX"),
    (Fraction(71, 8), "sales tax", "NYC"),
    (Fraction(6), "sales tax", "PA"),
    (Fraction(7), "sales tax", "NJ"),
    (Fraction(13), "HST", "ON"),
    (Fraction(15), "HST", "NS"),
]
_TAX_FORMS = [
    "supply house run: {items} before tax, {tax} is {pct}%. total?? nearest cent",
    "Bought {items} in materials, plus {pct}% {tax}. What's the total to the cent?",
    "receipts from today {items}, all pre-tax. add {tax} {pct}% and give me the total rounded "
    "to cents",
    "What did I spend on materials if the pre-tax amounts were {items} and the {tax} rate is "
    "{pct}%? Please round to the nearest cent.",
]


def h44_sales_tax_materials(r: random.Random) -> ArithOut7:
    """A supplies run before sales tax or HST, and the total with it (to the cent)."""
    pct, tax, where = r.choice(_TAX_RATES)
    while True:
        items = [r.randrange(599, 48999) for _ in range(r.randrange(2, 5))]
        total = _nearest(sum(items) * (100 + pct) / 10000, 2)
        if total is not None:
            break
    listed = _listing([_money(c) for c in items])
    task = _say(r, _TAX_FORMS, items=listed, tax=f"{where} {tax}", pct=_show(pct))
    expr = f"round(({' + '.join(str(c / 100) for c in items)}) * (1 + {float(pct)} / 100), 2)"
    return _out(task, total, expr, 2)


_DAY_RATE = [
    "{days} full days and {halves} at {rate} a day, plus {extra} for the skip. "
    "They already paid {dep} deposit. How much do I bill now?",
    "billing for {days} days + {halves}, day rate {rate}, skip hire {extra} on top, "
    "minus the {dep} deposit. what's left to invoice",
    "What's the balance to invoice: {days} days' work and {halves} at {rate} per "
    "day, {extra} skip hire, less a {dep} deposit already received?",
    "job on Station Rd: {days} days and {halves} @ {rate}/day, {extra} skip, they "
    "gave me {dep} up front. balance?",
]


def h44_day_rate_bill(r: random.Random) -> ArithOut7:
    """Whole and half days at a day rate plus skip hire, less a deposit (whole money)."""
    symbol = r.choice(["£", "£", "€", "$"])
    days, halves = r.randrange(2, 10), r.randrange(1, 3)
    rate, extra = r.randrange(8, 20) * 20, r.choice([180, 220, 245, 260, 290, 320])
    dep = r.choice([200, 250, 300, 400, 500])
    value = days * rate + halves * rate // 2 + extra - dep
    task = _say(
        r,
        _DAY_RATE,
        days=_n(r, days),
        halves="a half day" if halves == 1 else f"{_n(r, halves)} half days",
        rate=_cash(rate * 100, symbol),
        extra=_cash(extra * 100, symbol),
        dep=_cash(dep * 100, symbol),
    )
    expr = f"{days} * {rate} + {halves} * {rate} / 2 + {extra} - {dep}"
    return _out(task, value, expr)


_OVERTIME = [
    "{base} hrs at {rate} plus {ot} hrs OT at {times}. what's my week? to the cent",
    "worked {base} hours ordinary time at {rate}/hr and {ot} hours overtime at {times}, total "
    "pay to the nearest cent?",
    "What's the gross for {base} ordinary hours at {rate} an hour and {ot} hours at {times}? "
    "Round to the cent.",
    "my sparky did {base} hrs normal + {ot} hrs at {times} this week, rate {rate}. how much do "
    "I pay him (nearest cent)",
]


def h44_overtime_pay(r: random.Random) -> ArithOut7:
    """Ordinary hours plus overtime at time and a half or double time (to the cent)."""
    symbol = r.choice(["$", "$", "£"])
    while True:
        base = r.choice([Fraction(38), Fraction(40), Fraction(75, 2), Fraction(39)])
        rate = Fraction(r.randrange(72, 181), 4)
        ot = Fraction(r.randrange(2, 25), 2)
        factor, times = r.choice([(Fraction(3, 2), "time and a half"), (Fraction(2), "double")])
        if r.random() < 0.3 and factor == Fraction(3, 2):
            times = "1.5x"
        pay = _nearest(base * rate + ot * rate * factor, 2)
        if pay is not None:
            break
    cents = int(rate * 100)
    task = _say(
        r, _OVERTIME, base=_show(base), ot=_show(ot), rate=_cash(cents, symbol), times=times
    )
    expr = (
        f"round({float(base)} * {cents / 100} + {float(ot)} * {cents / 100} * {float(factor)}, 2)"
    )
    return _out(task, pay, expr, 2)


_MARKUP = [
    "materials cost me {cost}, I put {mk}% on. what do I charge? nearest {cent}",
    "Cost price {cost}, markup {mk}% - selling price to the {cent}?",
    "If I mark up {cost} of materials by {mk} percent what's the customer price (round to the "
    "{cent})",
    "What should I charge for materials that cost {cost} with a {mk}% markup? Please round to "
    "the nearest {cent}.",
]
_MARKUP_TAX = [
    "materials cost me {cost}, I put {mk}% on, then {tax} {pct}% on top. what's the customer "
    "paying? nearest {cent}",
    "Cost {cost}, add my {mk}% markup and then {pct}% {tax} - total to the {cent}?",
    "{cost} trade price + {mk}% markup + {tax} at {pct}% = ? round to the {cent}",
    "Please calculate the price to the client for materials costing {cost}, marked up by {mk}% "
    "and with {tax} at {pct}% added after the markup, to the nearest {cent}.",
]


def h44_markup_materials(r: random.Random) -> ArithOut7:
    """Materials with a markup, sometimes with VAT or GST after it (to the cent)."""
    symbol, tax, pct, cent = r.choice(
        [
            ("£", "VAT", Fraction(20), "penny"),
            ("€", "VAT", Fraction(23), "cent"),
            ("$", "GST", Fraction(10), "cent"),
            ("$", "GST", Fraction(15), "cent"),
            ("R", "VAT", Fraction(15), "cent"),
        ]
    )
    taxed = r.random() < 0.5
    while True:
        cost = r.randrange(2500, 250000)
        mk = r.choice([Fraction(10), Fraction(15), Fraction(20), Fraction(25), Fraction(25, 2)])
        value = Fraction(cost, 100) * (100 + mk) / 100 * ((100 + pct) / 100 if taxed else 1)
        price = _nearest(value, 2)
        if price is not None:
            break
    fields = {"cost": _cash(cost, symbol), "mk": _show(mk), "tax": tax, "pct": _show(pct)}
    task = _say(r, _MARKUP_TAX if taxed else _MARKUP, cent=cent, **fields)
    tail = f" * (1 + {float(pct)} / 100)" if taxed else ""
    expr = f"round({cost / 100} * (1 + {float(mk)} / 100){tail}, 2)"
    return _out(task, price, expr, 2)


_DEPOSIT = [
    "quote was {total}, they paid {dep} deposit and {stage} when the first fix was done. "
    "what's the balance? to the {cent}",
    "Job quoted at {total}. Deposit of {dep} paid, plus a stage payment of {stage}. How much "
    "is still owed, to the nearest {cent}?",
    "balance owing on a {total} job if I took {dep} upfront and another {stage} last week? "
    "round to the {cent}",
    "Please work out the outstanding balance on a {total} contract after a deposit of {dep} "
    "and an interim payment of {stage}, to the nearest {cent}.",
]


def h44_deposit_balance(r: random.Random) -> ArithOut7:
    """What is left on a quote after a deposit (a share of it) and a stage payment."""
    symbol, cent = r.choice([("£", "penny"), ("€", "cent"), ("$", "cent"), ("R", "cent")])
    while True:
        total = r.randrange(24, 400) * 50 * (12 if symbol == "R" else 1)
        share, dep = r.choice(
            [
                (Fraction(1, 4), "25%"),
                (Fraction(3, 10), "30%"),
                (Fraction(2, 5), "40%"),
                (Fraction(1, 3), "a third"),
                (Fraction(1, 10), "10%"),
            ]
        )
        stage = r.randrange(1, 12) * 250 * (12 if symbol == "R" else 1)
        value = total - total * share - stage
        balance = _nearest(value, 2)
        if balance is not None and value > 0:
            break
    task = _say(
        r,
        _DEPOSIT,
        total=_cash(total * 100, symbol),
        dep=dep,
        stage=_cash(stage * 100, symbol),
        cent=cent,
    )
    expr = f"round({total} - {total} * {float(share)} - {stage}, 2)"
    return _out(task, balance, expr, 2)


_MILES = [
    "{miles} miles each way to the job, there and back {days} days, at 45p a mile. what can I "
    "claim? nearest penny",
    "Mileage claim: {days} return trips of {miles} miles each way at 45p per mile. Total in "
    "pounds to the penny?",
    "how much mileage at 45p/mile for driving {miles} miles to site and back, {days} days "
    "running (round to the penny)",
]
_KMS = [
    "odometer went from {start} to {end} km this job, claiming {rate} per km. how much? to the "
    "cent",
    "Start reading {start}, finish reading {end}. Rate is {rate}/km. What's the claim, nearest "
    "cent?",
    "Van odo {start} -> {end} km, charge the client {rate} a km. total to the cent pls",
]


def h44_mileage_claim(r: random.Random) -> ArithOut7:
    """Return trips at 45p a mile, or odometer readings at a rate per km (to the cent)."""
    if r.random() < 0.45:
        miles, days = r.randrange(6, 61), r.randrange(2, 7)
        task = _say(r, _MILES, miles=miles, days=_n(r, days))
        value = Fraction(miles * 2 * days * 45, 100)
        return _out(task, value, f"round({miles} * 2 * {days} * 0.45, 2)", 2)
    symbol, rate = r.choice([("$", 88), ("$", 117), ("R", 484), ("$", 72)])
    while True:
        start = r.randrange(120000, 2400000)
        dist = r.randrange(150, 9000)
        claim = _nearest(Fraction(dist * rate, 1000), 2)
        if claim is not None:
            break
    shown = {"start": f"{start / 10:,.1f}", "end": f"{(start + dist) / 10:,.1f}"}
    task = _say(r, _KMS, rate=_cash(rate, symbol), **shown)
    expr = f"round(({(start + dist) / 10} - {start / 10}) * {rate / 100}, 2)"
    return _out(task, claim, expr, 2)


_SPLIT_PCT = [
    "job paid {pay}, {mat} of that was materials. rest splits {me}/{him} me and my apprentice. "
    "what's {whose} share? to the {cent}",
    "Got {pay} for the job. Take off {mat} materials and split what's left {me}-{him} with my "
    "apprentice ({me} to me). How much is {whose} share? Nearest {cent}.",
    "{pay} in, {mat} materials out, remainder {me}% me {him}% the lad. {whose_cap} cut to the "
    "{cent}?",
    "Please calculate {whose} share: the job paid {pay}, materials cost {mat}, and the "
    "remainder is divided {me}% to me and {him}% to my apprentice. Round to the nearest {cent}.",
]
_SPLIT_THREE = [
    "job paid {pay}, {mat} materials, rest split three ways even. how much each? to the {cent}",
    "Three of us on the job. {pay} paid, less {mat} for materials, split equally. Each share "
    "to the nearest {cent}?",
    "{pay} minus {mat} materials divided by 3 lads = ? round to the {cent}",
]


def h44_crew_split(r: random.Random) -> ArithOut7:
    """A job's pay less materials, split by percentage or three ways (to the cent)."""
    symbol, cent = r.choice([("£", "penny"), ("€", "cent"), ("$", "cent"), ("R", "cent")])
    scale = 15 if symbol == "R" else 1
    while True:
        pay = r.randrange(60, 600) * 500 * scale
        mat = r.randrange(1500, 45000) * scale
        if r.random() < 0.6:
            me, him = r.choice([(60, 40), (70, 30), (65, 35), (75, 25)])
            mine = r.random() < 0.5
            share = Fraction(me if mine else him, 100)
            forms = _SPLIT_PCT
            whose = "my" if mine else "the apprentice's"
        else:
            me, him, share, forms, whose = 0, 0, Fraction(1, 3), _SPLIT_THREE, ""
        value = _nearest(Fraction(pay - mat, 100) * share, 2)
        if value is not None and pay > mat:
            break
    task = _say(
        r,
        forms,
        pay=_cash(pay, symbol),
        mat=_cash(mat, symbol),
        me=me,
        him=him,
        whose=whose,
        whose_cap=whose.capitalize(),
        cent=cent,
    )
    expr = f"round(({pay / 100} - {mat / 100}) * {float(share)}, 2)"
    return _out(task, value, expr, 2)


_SLAB = [
    "slab {l}m x {w}m at {d}mm deep, add {waste}% - how many cubic metres? {ask}",
    "How much concrete for a {l} by {w} m base, {d} mm thick, plus {waste}% extra? {ask}",
    "shed base {l}x{w}, {d}mm, {waste}% waste. m3 of ready-mix? {ask}",
    "Please calculate the concrete volume for a slab of {l} m by {w} m at a depth of {d} mm, "
    "adding {waste}% for wastage. {ask}",
]
_FOOTING = [
    "footings: {l}m of trench, {w}m wide, {d}mm deep, plus {waste}% - cubic metres? {ask}",
    "Trench for the footing is {l} m long, {w} m wide and {d} mm deep. With {waste}% extra, "
    "how many m³ of concrete? {ask}",
    "how many cubes of concrete to fill {l}m of footing {w} wide x {d}mm deep, +{waste}%? {ask}",
]


def h44_concrete_m3(r: random.Random) -> ArithOut7:
    """A slab or a footing in cubic metres with waste (2 dp, or up to the next half cube)."""
    half = r.random() < 0.45
    footing = r.random() < 0.35
    while True:
        if footing:
            ln, wd = _tenths(r, 60, 250), r.choice([Fraction(45, 100), Fraction(6, 10)])
            d = r.choice([600, 750, 900, 1000])
        else:
            ln, wd, d = _tenths(r, 20, 80), _tenths(r, 15, 60), r.choice([75, 100, 125, 150])
        waste = r.choice([5, 10])
        vol = ln * wd * Fraction(d, 1000) * (100 + waste) / 100
        value = Fraction(_up(vol * 2) or 0, 2) if half else _nearest(vol, 2)
        if value:
            break
    ask = (
        r.choice(
            [
                "Round up to the next half cube.",
                "round up to the nearest 0.5 m3 (that's how they deliver)",
                "(ready-mix comes in half cubes so round up to the next 0.5)",
            ]
        )
        if half
        else r.choice(["2 decimal places", "Round to 2 d.p.", "to 2dp pls"])
    )
    task = _say(
        r, _FOOTING if footing else _SLAB, l=_show(ln), w=_show(wd), d=d, waste=waste, ask=ask
    )
    vol_expr = f"{_show(ln)} * {_show(wd)} * {d} / 1000 * (1 + {waste} / 100)"
    expr = f"math.ceil({vol_expr} * 2) / 2" if half else f"round({vol_expr}, 2)"
    return _out(task, value, expr, 1 if half else 2)


_YARDS = [
    "pouring a {l}x{w} ft slab {t} inches thick. how many cubic yards? 1 decimal",
    "How many yards of concrete for a {l}' x {w}' patio at {t}\"? Round to one decimal place.",
    "Cubic yards for a {l} ft by {w} ft driveway pad, {t} in thick - to 1 dp please",
    "Could you tell me the volume in cubic yards of a slab {l} feet by {w} feet and {t} inches "
    "thick, to one decimal place?",
]
_BAGS = [
    "{l}x{w} ft pad, {t} inches thick. {lb} lb bags make {yield_} cu ft each. how many bags? "
    "round up",
    "How many {lb}lb bags of premix for a {l}' by {w}' slab {t}\" deep if a bag yields {yield_} "
    "cubic feet? Round up.",
    "slab {l} ft x {w} ft x {t} in, bags ({lb} lb) give {yield_} cu ft - number of bags rounded up",
]


def h44_concrete_yards_us(r: random.Random) -> ArithOut7:
    """A slab in feet and inches in cubic yards (1 dp) or in premix bags (round up)."""
    bags = r.random() < 0.5
    while True:
        ln, wd, t = r.randrange(4, 25), r.randrange(3, 21), r.choice([3, 4, 4, 5, 6])
        cubic_feet = Fraction(ln * wd * t, 12)
        if bags:
            lb, yld = r.choice([(80, Fraction(6, 10)), (60, Fraction(45, 100))])
            value = _up(cubic_feet / yld)
        else:
            lb, yld = 0, Fraction(1)
            value = _nearest(cubic_feet / 27, 1)
        if value is not None and value > 0:
            break
    fields = {"l": ln, "w": wd, "t": t, "lb": lb, "yield_": _show(yld)}
    task = _say(r, _BAGS if bags else _YARDS, **fields)
    if bags:
        expr = f"math.ceil({ln} * {wd} * {t} / 12 / {_show(yld)})"
        return _out(task, value, expr)
    return _out(task, value, f"round({ln} * {wd} * {t} / 12 / 27, 1)", 1)


_BOARDS = [
    "deck is {w}m wide, boards are {b}mm + {g}mm gap. how many boards across? round up",
    "How many rows of decking for a {w} m wide deck if each board plus gap covers {c} mm? "
    "Round up.",
    "{w}m across, {b}mm boards with {g}mm gaps ({c}mm a board all in) - number of boards "
    "(rounded up)?",
    "Please work out how many deck boards I need across a width of {w} m, allowing {c} mm per "
    "board including the gap, rounding up.",
]
_LINEAL = [
    "deck {l} x {w}m, each board covers {c}mm with the gap. how many lineal metres of board? "
    "round up to the next metre",
    "Decking area {l}m by {w}m, {c}mm cover per board. Linear metres of decking needed, "
    "rounded up to a whole metre?",
    "how many metres run of {b}mm decking for {l}x{w}m, {c}mm per board incl gap (round up "
    "to whole m)",
]


def h44_decking_boards(r: random.Random) -> ArithOut7:
    """Boards across a deck, or lineal metres of board for its area (round up)."""
    lineal = r.random() < 0.45
    while True:
        ln, wd = _tenths(r, 24, 72), _tenths(r, 18, 60)
        b, g = r.choice([(90, 5), (140, 5), (140, 6), (120, 4), (145, 5)])
        c = b + g
        value = _up(ln * wd * 1000 / c) if lineal else _up(wd * 1000 / c)
        if value is not None:
            break
    task = _say(r, _LINEAL if lineal else _BOARDS, l=_show(ln), w=_show(wd), b=b, g=g, c=c)
    if lineal:
        expr = f"math.ceil({_show(ln)} * {_show(wd)} / ({c} / 1000))"
    else:
        expr = f"math.ceil({_show(wd)} * 1000 / {c})"
    return _out(task, value, expr)


_DRUMS = [
    "cable runs: {runs}m, add {extra}% for drops and tails. how many {drum}m drums? round up",
    "I've got runs of {runs} metres. Plus {extra}% spare, how many {drum} m drums of twin and "
    "earth do I need (round up)?",
    "runs {runs} (metres) +{extra}%... number of {drum}m reels, rounded up",
    "Please work out how many {drum}-metre drums of cable to order for runs of {runs} m, "
    "allowing an extra {extra}%. Round up to whole drums.",
]
_LEFT = [
    "got a full {drum}m drum, pulled runs of {runs} metres. how much is left on it?",
    "How many metres left on a {drum} m reel after runs of {runs} m?",
    "{drum}m drum minus runs {runs} (m) = how much cable left",
]


def h44_cable_drums(r: random.Random) -> ArithOut7:
    """Cable runs plus an allowance in whole drums, or what is left on a drum."""
    left = r.random() < 0.35
    while True:
        runs = [Fraction(r.randrange(8, 70), 2) for _ in range(r.randrange(3, 6))]
        drum, extra = r.choice([50, 100, 100]), r.choice([10, 15, 20])
        if left:
            drum = 100
            value = drum - sum(runs)
            ok = value > 0
        else:
            drums = _up(sum(runs) * (100 + extra) / 100 / drum)
            ok, value = drums is not None, Fraction(drums or 0)
        if ok:
            break
    shown = [_show(x) for x in runs]
    task = _say(r, _LEFT if left else _DRUMS, runs=_listing(shown), drum=drum, extra=extra)
    total = " + ".join(shown)
    if left:
        return _out(task, value, f"{drum} - ({total})", 1)
    return _out(task, value, f"math.ceil(({total}) * (1 + {extra} / 100) / {drum})")


_TO_M = [
    "{ft} ft {inch} in in metres? 2 dp",
    "what's {ft}'{inch}\" in metres, to 2 decimal places",
    "Convert {ft} feet {inch} inches to metres, rounded to two decimal places please.",
    "customer says the wall is {ft} foot {inch}. in metres (2dp)?",
]
_TO_MM = [
    "{ft}ft {inch}in in mm, nearest mm",
    "How many millimetres is {ft} feet {inch} inches? Nearest mm.",
    "old plans say {ft}'{inch}\" - what's that in mm (round to the mm)",
]


def h44_ft_in_to_metric(r: random.Random) -> ArithOut7:
    """Feet and inches in metres (2 dp) or millimetres (nearest mm), 1 in = 25.4 mm."""
    mm = r.random() < 0.45
    while True:
        ft, inch = r.randrange(3, 24), r.randrange(1, 12)
        half = mm and r.random() < 0.4
        inches = ft * 12 + inch + (_HALF if half else 0)
        value = _nearest(inches * Fraction(254, 10), 0) if mm else _nearest(inches * 254 / 10000, 2)
        if value is not None:
            break
    said = f"{inch}½" if half else str(inch)
    task = _say(r, _TO_MM if mm else _TO_M, ft=ft, inch=said)
    if mm:
        return _out(task, value, f"round(({ft} * 12 + {float(inches) - ft * 12}) * 25.4)")
    return _out(task, value, f"round(({ft} * 12 + {inch}) * 0.0254, 2)", 2)


_TO_FT = [
    "{m}m in feet? (1 ft = 0.3048 m) 1 decimal place",
    "What's {m} metres in feet, to one decimal? Use 0.3048 m per foot.",
    "convert {m} m to ft, 1dp",
    "the customer wants it in feet - {m} metres is how many feet (1 d.p.)?",
]
_TO_IN = [
    "{mm}mm in inches, nearest inch",
    "How many inches is {mm} mm? Round to the nearest whole inch.",
    "convert {mm} mm to inches (25.4mm per inch), whole inches",
]


def h44_metric_to_imperial(r: random.Random) -> ArithOut7:
    """Metres in feet (1 dp) or millimetres in inches (nearest inch)."""
    inches = r.random() < 0.4
    while True:
        if inches:
            mm = r.choice([r.randrange(30, 300) * 10, r.randrange(100, 3000)])
            value = _nearest(Fraction(mm * 10, 254), 0)
            m = Fraction(0)
        else:
            m, mm = Fraction(r.randrange(9, 150), 10), 0
            value = _nearest(m * 10000 / 3048, 1)
        if value is not None:
            break
    task = _say(r, _TO_IN if inches else _TO_FT, mm=mm, m=_show(m))
    if inches:
        return _out(task, value, f"round({mm} / 25.4)")
    return _out(task, value, f"round({_show(m)} / 0.3048, 1)", 1)


_L_TO_GAL = [
    "{amt}L of {what} - how many imperial gallons? 1 gal = 4.546 L, 2 decimal places",
    "What's {amt} litres in UK gallons (4.546 L to the gallon)? Round to 2 dp.",
    "convert {amt} L to gallons, using 4.546 litres per gallon, to 2dp",
]
_GAL_TO_L = [
    "{amt} gallon bucket of {what}, how many litres? (1 US gal = 3.785 L) one decimal",
    "How many litres in {amt} US gallons of {what} at 3.785 L a gallon? Round to 1 dp.",
    "{amt} gal of {what} to litres pls, 3.785L per gal, 1 decimal place",
]


def h44_litres_gallons(r: random.Random) -> ArithOut7:
    """Litres to imperial gallons (2 dp) or US gallons to litres (1 dp), factor stated."""
    to_gal = r.random() < 0.5
    what = r.choice(["deck oil", "primer", "sealer", "paint", "timber stain", "fuel"])
    while True:
        if to_gal:
            amt = r.choice([Fraction(r.randrange(2, 60)), Fraction(r.randrange(5, 60), 2)])
            value = _nearest(amt * 1000 / 4546, 2)
        else:
            amt = Fraction(r.randrange(1, 56))
            value = _nearest(amt * Fraction(3785, 1000), 1)
        if value is not None:
            break
    task = _say(r, _L_TO_GAL if to_gal else _GAL_TO_L, amt=_show(amt), what=what)
    if to_gal:
        return _out(task, value, f"round({_show(amt)} / 4.546, 2)", 2)
    return _out(task, value, f"round({_show(amt)} * 3.785, 1)", 1)


_FUEL_KM = [
    "ute does {use} L/100km, did {km} km this week, diesel's {price} a litre. fuel cost? to "
    "the cent",
    "How much did fuel cost me: {km} km at {use} litres per 100 km, {price}/L? Nearest cent.",
    "van uses {use}L per 100k, {km}km this week at {price}/litre. whats that cost me, round to "
    "cents",
    "Please calculate the fuel cost for {km} km at a consumption of {use} L/100 km and a price "
    "of {price} per litre, to the nearest cent.",
]
_FUEL_MILES = [
    "van does {mpg} mpg, drove {miles} miles this week, diesel {ppl}p a litre, 4.546 L to the "
    "gallon. cost? to the penny",
    "{miles} miles at {mpg} miles per gallon, 4.546 litres per gallon, diesel at {ppl}p/L - "
    "how much fuel money is that, nearest penny?",
    "Fuel for the week: {miles} miles, van gets {mpg} mpg (imperial gallon = 4.546 L), {ppl}p "
    "per litre. Total in pounds to the penny?",
]


def h44_van_fuel(r: random.Random) -> ArithOut7:
    """A week's fuel from L/100km, or from mpg with 4.546 L a gallon (to the cent)."""
    if r.random() < 0.55:
        symbol = r.choice(["$", "$", "R", "€"])
        while True:
            use, km = _tenths(r, 70, 140), r.randrange(180, 1600)
            price = r.randrange(155, 235) * (11 if symbol == "R" else 1)
            cost = _nearest(use * km / 100 * price / 100, 2)
            if cost is not None:
                break
        task = _say(r, _FUEL_KM, use=_show(use), km=f"{km:,}", price=_cash(price, symbol))
        expr = f"round({_show(use)} * {km} / 100 * {price / 100}, 2)"
        return _out(task, cost, expr, 2)
    while True:
        mpg, miles = r.randrange(26, 46), r.randrange(120, 900)
        ppl = Fraction(r.randrange(1359, 1619), 10)
        cost = _nearest(Fraction(miles, mpg) * Fraction(4546, 1000) * ppl / 100, 2)
        if cost is not None:
            break
    task = _say(r, _FUEL_MILES, mpg=mpg, miles=miles, ppl=_show(ppl))
    expr = f"round({miles} / {mpg} * 4.546 * {_show(ppl)} / 100, 2)"
    return _out(task, cost, expr, 2)


_ROOF = [
    "gable roof, each side {l}' x {w}'. add {waste}% waste, 3 bundles a square. how many "
    "bundles? round up",
    "Reroof: two planes {l} ft by {w} ft. {waste}% waste, 3 bundles per square (100 sq ft). "
    "Bundles needed, rounded up?",
    "how many bundles of shingles for 2 sides at {l}x{w} ft each plus {waste}%? 3 bundles/sq, "
    "round up",
    "Please estimate the shingle bundles for a gable roof with two slopes of {l} ft by {w} ft, "
    "including {waste}% waste, at three bundles per square. Round up.",
]
_SQUARES = [
    "gable roof, each side {l}' x {w}', plus {waste}% waste. how many squares? round up to a "
    "whole square",
    "How many roofing squares for two {l} ft x {w} ft slopes with {waste}% waste, rounded up?",
    "2 planes {l}x{w}ft +{waste}% - squares (round up)",
]


def h44_roof_bundles(r: random.Random) -> ArithOut7:
    """Shingle bundles or roofing squares for a gable roof with waste (round up)."""
    bundles = r.random() < 0.6
    while True:
        ln, wd, waste = r.randrange(20, 61), r.randrange(10, 25), r.choice([10, 15])
        squares = Fraction(2 * ln * wd * (100 + waste), 100 * 100)
        value = _up(squares * 3) if bundles else _up(squares)
        if value is not None:
            break
    task = _say(r, _ROOF if bundles else _SQUARES, l=ln, w=wd, waste=waste)
    per = " * 3" if bundles else ""
    expr = f"math.ceil(2 * {ln} * {wd} * (1 + {waste} / 100) / 100{per})"
    return _out(task, value, expr)


_MULCH = [
    "garden bed {l}m x {w}m, mulch {d}mm deep, bags are {bag}L. how many bags? round up",
    "How many {bag} litre bags of bark to cover {l} by {w} m at {d} mm deep? Round up.",
    "bed's {l}x{w}, want {d}mm of mulch, {bag}L bags - number of bags (round up)",
    "Please calculate the number of {bag}-litre bags of mulch for a bed measuring {l} m by "
    "{w} m at a depth of {d} mm, rounded up.",
]
_GRAVEL = [
    "driveway {l}m x {w}m, {d}mm of gravel, gravel is 1.6 t per m3. how many tonnes? 1 decimal",
    "How many tonnes of gravel for {l} by {w} m at {d} mm deep, taking 1.6 tonnes per cubic "
    "metre? One decimal place.",
    "path {l}x{w}m, {d}mm deep, 1.6 tonne a cube - tonnes to 1dp?",
]
_TURF = [
    "lawn {l}m x {w}m, turf rolls are 1 m² each, add {waste}% - how many rolls? round up",
    "How many rolls of turf (1 m2 a roll) for a {l} by {w} metre lawn plus {waste}% for cuts? "
    "Round up.",
    "turfing {l}x{w}m, {waste}% extra, rolls of 1 sqm - rolls needed rounded up",
]


def h44_landscape_bulk(r: random.Random) -> ArithOut7:
    """Mulch bags (round up), gravel tonnes at 1.6 t/m³ (1 dp) or turf rolls (round up)."""
    kind = r.choice(["mulch", "mulch", "gravel", "turf"])
    while True:
        ln, wd = _tenths(r, 15, 120), _tenths(r, 8, 50)
        d, bag, waste = r.choice([50, 75, 100]), r.choice([40, 50, 60, 70]), r.choice([5, 10])
        area = ln * wd
        if kind == "mulch":
            value = _up(area * d / bag)
        elif kind == "gravel":
            value = _nearest(area * Fraction(d, 1000) * Fraction(16, 10), 1)
        else:
            value = _up(area * (100 + waste) / 100)
        if value is not None:
            break
    forms = {"mulch": _MULCH, "gravel": _GRAVEL, "turf": _TURF}[kind]
    task = _say(r, forms, l=_show(ln), w=_show(wd), d=d, bag=bag, waste=waste)
    lw = f"{_show(ln)} * {_show(wd)}"
    if kind == "mulch":
        return _out(task, value, f"math.ceil({lw} * {d} / 1000 / ({bag} / 1000))")
    if kind == "gravel":
        return _out(task, value, f"round({lw} * {d} / 1000 * 1.6, 1)", 1)
    return _out(task, value, f"math.ceil({lw} * (1 + {waste} / 100))")


_BOARD = [
    "ceiling {l}m x {w}m, {name} sheets {sl}x1.2m, add {waste}% - how many sheets? round up",
    "How many {sl} by 1.2 m sheets of {name} for a {l} x {w} m ceiling plus {waste}% waste? "
    "Round up.",
    "boarding a ceiling {l}x{w}, {sl}x1200 {name}, {waste}% extra, sheets rounded up?",
    "Please work out the number of {sl} m x 1.2 m {name} sheets needed for a ceiling of {l} m "
    "by {w} m, allowing {waste}% for offcuts, rounded up.",
]
_DRYWALL = [
    "hanging drywall on walls of a {l}x{w} ft room, {h} ft high, 4x{sl} sheets, {waste}% "
    "waste. how many sheets? round up",
    "How many 4' x {sl}' drywall sheets for the walls of a {l} by {w} ft room with {h} ft "
    "ceilings, plus {waste}%? Round up, ignore openings.",
    "drywall: room {l}ft x {w}ft x {h}ft walls, 4x{sl} boards, +{waste}% - sheets rounded up",
]


def h44_plasterboard_sheets(r: random.Random) -> ArithOut7:
    """Plasterboard or gib for a ceiling in metres, or drywall for walls in feet (round up)."""
    drywall = r.random() < 0.4
    while True:
        waste = r.choice([10, 10, 15])
        if drywall:
            ln, wd, h, sl = (
                r.randrange(9, 25),
                r.randrange(8, 19),
                r.choice([8, 9]),
                r.choice([8, 12]),
            )
            value = _up(Fraction(2 * (ln + wd) * h * (100 + waste), 100 * 4 * sl))
        else:
            ln, wd, h = _tenths(r, 24, 75), _tenths(r, 20, 50), 0
            sl = r.choice([Fraction(24, 10), Fraction(27, 10), Fraction(36, 10)])
            value = _up(ln * wd * (100 + waste) / 100 / (sl * Fraction(12, 10)))
        if value is not None:
            break
    if drywall:
        task = _say(r, _DRYWALL, l=ln, w=wd, h=h, sl=sl, waste=waste)
        expr = f"math.ceil(2 * ({ln} + {wd}) * {h} * (1 + {waste} / 100) / (4 * {sl}))"
        return _out(task, value, expr)
    name = r.choice(["plasterboard", "plasterboard", "gib", "gyprock"])
    task = _say(r, _BOARD, l=_show(ln), w=_show(wd), sl=_show(sl), name=name, waste=waste)
    expr = f"math.ceil({_show(ln)} * {_show(wd)} * (1 + {waste} / 100) / ({_show(sl)} * 1.2))"
    return _out(task, value, expr)


_TIMESHEET = [
    "on at {start}, off at {end}, {lunch} for lunch, {rate} an hour. what do I owe him? to the "
    "{cent}",
    "Labourer started {start} and finished {end}, took {lunch} for lunch. At {rate}/hr what's his "
    "pay for the day, nearest {cent}?",
    "{start} - {end} minus {lunch} lunch @ {rate} ph. pay to the {cent}?",
    "Please calculate today's wages for my apprentice: start {start}, finish {end}, unpaid "
    "lunch: {lunch}, hourly rate {rate}. Round to the nearest {cent}.",
]


_LUNCH = {
    30: ["30 mins", "half an hour"],
    45: ["45 mins", "three quarters of an hour"],
    60: ["an hour", "1 hr"],
}


def _clock(minutes: int, style: int) -> str:
    h, m = divmod(minutes, 60)
    if style == 0:
        return f"{h}:{m:02d}"
    suffix = "am" if h < 12 else "pm"
    h12 = h if h <= 12 else h - 12
    return f"{h12}.{m:02d}{suffix}" if style == 1 else f"{h12}:{m:02d} {suffix}"


def h44_timesheet_pay(r: random.Random) -> ArithOut7:
    """A day's start, finish and unpaid lunch at an hourly rate (to the cent)."""
    symbol, cent = r.choice([("£", "penny"), ("€", "cent"), ("$", "cent"), ("R", "cent")])
    while True:
        start = r.randrange(26, 35) * 15
        end = r.randrange(60, 73) * 15
        lunch = r.choice([30, 45, 60])
        rate = r.randrange(1150, 3600, 5) * (12 if symbol == "R" else 1)
        pay = _nearest(Fraction(end - start - lunch, 60) * rate / 100, 2)
        if pay is not None:
            break
    style = r.randrange(3)
    said = r.choice(_LUNCH[lunch])
    task = _say(
        r,
        _TIMESHEET,
        start=_clock(start, style),
        end=_clock(end, style),
        lunch=said,
        rate=_cash(rate, symbol),
        cent=cent,
    )
    expr = f"round(({end} - {start} - {lunch}) / 60 * {rate / 100}, 2)"
    return _out(task, pay, expr, 2)


ARITHMETIC: list[ArithTemplate] = [
    h44_paint_tins,
    h44_paint_gallons_us,
    h44_tile_boxes,
    h44_vat_on_quote,
    h44_gst_inclusive,
    h44_sales_tax_materials,
    h44_day_rate_bill,
    h44_overtime_pay,
    h44_markup_materials,
    h44_deposit_balance,
    h44_mileage_claim,
    h44_crew_split,
    h44_concrete_m3,
    h44_concrete_yards_us,
    h44_decking_boards,
    h44_cable_drums,
    h44_ft_in_to_metric,
    h44_metric_to_imperial,
    h44_litres_gallons,
    h44_van_fuel,
    h44_roof_bundles,
    h44_landscape_bulk,
    h44_plasterboard_sheets,
    h44_timesheet_pay,
]

# --------------------------------------------------------------------------- to-do

JOBS = [
    ("send quote for the Murphy kitchen", "Murphy", "sent the Murphy quote off"),
    ("chase the Patel invoice", "Patel", "Patel's paid up"),
    ("order skirting board", "skirting", "ordered the skirting"),
    ("buy silicone sealant", "silicone", "got the silicone"),
    ("pick up tile adhesive", "adhesive", "picked up the adhesive"),
    ("book the van in for its MOT", "MOT", "van's booked in for the MOT"),
    ("get the drill repaired", "drill", "drill's back from repair"),
    ("renew public liability insurance", "insurance", "renewed the liability insurance"),
    ("book gas safety check at Oak Lane", "gas", "booked the gas check at Oak Lane"),
    ("email EICR to the landlord", "EICR", "emailed the EICR over"),
    ("fix Mum's leaking tap", "tap", "fixed Mum's tap"),
    ("price up decking for Dave", "decking", "priced up Dave's decking"),
    ("return spare cable to the wholesaler", "cable", "took the spare cable back"),
    ("do the quarterly tax return", "tax", "did the tax return"),
    ("pay the timber merchant", "timber", "paid the timber merchant"),
    ("sharpen the chisels", "chisels", "sharpened the chisels"),
    ("replace the mitre saw blade", "saw", "put a new blade on the saw"),
    ("measure up at the O'Briens", "O'Briens", "measured up at the O'Briens"),
    ("apply for the skip permit", "skip", "got the skip permit sorted"),
    ("collect the hired cement mixer", "mixer", "collected the mixer"),
    ("inspect the roof on Elm Street", "roof", "had a look at the Elm Street roof"),
    ("restock fuses in the van", "fuses", "restocked the fuses"),
    ("invoice the Kowalski bathroom", "Kowalski", "invoiced Kowalski"),
    ("mow our own lawn", "lawn", "mowed the lawn"),
    ("put the bins out", "bins", "bins are out"),
    ("renew my CSCS card", "CSCS", "renewed the CSCS card"),
    ("get the ute serviced", "ute", "ute's been serviced"),
    ("issue the CoC for Mrs Naidoo", "Naidoo", "issued Mrs Naidoo's CoC"),
]
TITLES = [j[0] for j in JOBS]
KEYWORD = {j[0]: j[1] for j in JOBS}
PAST = {j[0]: j[2] for j in JOBS}
RENAMES = {
    "order skirting board": "order oak skirting board",
    "pick up tile adhesive": "pick up grey tile grout",
    "chase the Patel invoice": "chase Patel for the final payment",
    "buy silicone sealant": "buy clear silicone sealant",
    "pay the timber merchant": "pay the builders merchant",
    "mow our own lawn": "mow the lawn on Sunday",
    "put the bins out": "put the recycling bins out",
    "get the ute serviced": "get new tyres on the ute",
    "price up decking for Dave": "price up composite decking for Dave",
    "renew my CSCS card": "book my CSCS test",
}


def _setup(r: random.Random, low: int, high: int) -> list[str]:
    return r.sample(TITLES, r.randrange(low, high + 1))


def _quoted(r: random.Random, title: str) -> str:
    """A title as typed: bare, in quotes, or in double quotes."""
    quote = '"' if "'" in title else r.choice(["'", '"'])
    return r.choice([title, title, f"{quote}{title}{quote}"])


def _number(r: random.Random, index: int) -> str:
    n = index + 1
    return r.choice([str(n), str(n), f"#{n}", f"no. {n}", f"number {_spoken(n)}"])


_ADD_ONE = [
    "add {t} to my list",
    "Stick {t} on the to-do list",
    "can u put {t} on me list",
    "new job for the list: {t}",
    "Please add the following task: {t}",
    "{t} - add that to the jobs list pls",
    "remind me to {t}, put it on the list",
]


def h44_add_one(r: random.Random) -> TodoOut7:
    """One job added to a short or empty list."""
    setup = _setup(r, 0, 3)
    new = r.choice([t for t in TITLES if t not in setup])
    task = _say(r, _ADD_ONE, t=_quoted(r, new))
    return task, setup, _open([*setup, new]), False, {}


_ADD_TWO = [
    "add {a} and {b} to the list",
    "two more for the list: {a}; {b}",
    "put {a} on the to-do list, and {b} as well",
    "Add these two please: {a}, {b}",
    "need to {a} and {b} - add both to my jobs",
    "Please add two tasks: first {a}, then {b}.",
]


def h44_add_two(r: random.Random) -> TodoOut7:
    """Two jobs added at once."""
    setup = _setup(r, 0, 3)
    a, b = r.sample([t for t in TITLES if t not in setup], 2)
    task = _say(r, _ADD_TWO, a=_quoted(r, a), b=_quoted(r, b))
    return task, setup, _open([*setup, a, b]), False, {}


_DONE_NUMBER = [
    "tick off {n}",
    "{n} is done",
    "mark job {n} as complete",
    "done {n} today, mark it off",
    "Please mark item {n} on my to-do list as completed.",
    "finished {n} ✔",
]
_ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth"]


def h44_complete_by_number(r: random.Random) -> TodoOut7:
    """One job ticked off by its number."""
    setup = _setup(r, 2, 6)
    i = r.randrange(len(setup))
    if r.random() < 0.2:
        task = f"the {_ORDINALS[i]} one on the list is done"
    else:
        task = _say(r, _DONE_NUMBER, n=_number(r, i))
    return task, setup, _completed(setup, i), False, {}


_DONE_TITLE = [
    "{past}, tick it off the list",
    "mark {t} as done",
    "the {kw} job is done",
    "{t} - done",
    "Can you mark {t} complete please",
    "{past} so that's one off the list",
    "Please mark the task {t} as completed.",
]


def h44_complete_by_title(r: random.Random) -> TodoOut7:
    """One job ticked off by its title, its keyword or a past-tense remark."""
    setup = _setup(r, 2, 6)
    i = r.randrange(len(setup))
    title = setup[i]
    task = _say(r, _DONE_TITLE, t=_quoted(r, title), kw=KEYWORD[title], past=PAST[title])
    if r.random() < 0.5:
        task = task[0].upper() + task[1:]
    return task, setup, _completed(setup, i), False, {}


_DONE_TWO_N = [
    "{a} and {b} are done",
    "tick off {a} and {b}",
    "Mark items {a} and {b} as complete please.",
    "done {a} + {b} today",
]
_DONE_TWO_T = [
    "mark {a} and {b} as done",
    "{pa} and {pb}, tick both off",
    "the {ka} and {kb} jobs are both done",
    "Please mark {a} and {b} as completed.",
]


def h44_complete_two(r: random.Random) -> TodoOut7:
    """Two jobs ticked off, by numbers, titles or keywords."""
    setup = _setup(r, 3, 6)
    i, j = sorted(r.sample(range(len(setup)), 2))
    if r.random() < 0.45:
        task = _say(r, _DONE_TWO_N, a=i + 1, b=j + 1)
    else:
        a, b = setup[i], setup[j]
        if r.random() < 0.5:
            a, b = b, a
        task = _say(
            r,
            _DONE_TWO_T,
            a=_quoted(r, a),
            b=_quoted(r, b),
            pa=PAST[a],
            pb=PAST[b],
            ka=KEYWORD[a],
            kb=KEYWORD[b],
        )
    return task, setup, _completed(setup, i, j), False, {}


_DELETE_NUMBER = [
    "delete {n}",
    "take {n} off the list, customer cancelled",
    "scrap job {n}",
    "Please remove item {n} from my list.",
    "get rid of {n}, not doing it anymore",
    "remove {n} from the to-do list",
]


def h44_delete_by_number(r: random.Random) -> TodoOut7:
    """One job removed by its number."""
    setup = _setup(r, 2, 6)
    i = r.randrange(len(setup))
    task = _say(r, _DELETE_NUMBER, n=_number(r, i))
    return task, setup, _deleted(setup, i), False, {}


_DELETE_TITLE = [
    "take {t} off the list",
    "delete the {kw} one, not happening",
    "{t} - cancelled, get rid of it",
    "Remove {t} from my to-do list.",
    "don't need the {kw} job on there anymore, delete it",
    "scrap {t}, someone else is doing it",
]


def h44_delete_by_title(r: random.Random) -> TodoOut7:
    """One job removed by its title or keyword."""
    setup = _setup(r, 2, 6)
    i = r.randrange(len(setup))
    title = setup[i]
    task = _say(r, _DELETE_TITLE, t=_quoted(r, title), kw=KEYWORD[title])
    return task, setup, _deleted(setup, i), False, {}


_DELETE_TWO = [
    "delete {na} and {nb}",
    "remove {a} and {b}, both cancelled",
    "get rid of the {ka} and {kb} ones",
    "Please delete items {na} and {nb} from my list.",
    "take {a} off the list, and {b} too",
]


def h44_delete_two(r: random.Random) -> TodoOut7:
    """Two jobs removed at once, by numbers, titles or keywords."""
    setup = _setup(r, 3, 6)
    i, j = sorted(r.sample(range(len(setup)), 2))
    a, b = setup[i], setup[j]
    task = _say(
        r,
        _DELETE_TWO,
        na=i + 1,
        nb=j + 1,
        a=_quoted(r, a),
        b=_quoted(r, b),
        ka=KEYWORD[a],
        kb=KEYWORD[b],
    )
    return task, setup, _deleted(setup, i, j), False, {}


_READ = [
    "what's on my list",
    "read me my jobs",
    "What have I got on the to-do list?",
    "list my jobs pls",
    "whats left on me list",
    "Could you show me my current to-do list?",
]


def h44_read_list(r: random.Random) -> TodoOut7:
    """What is on the list; nothing may change."""
    setup = _setup(r, 2, 5)
    return r.choice(_READ), setup, _open(setup), True, {"contains": list(setup)}


_COUNT = [
    "how many jobs on the list",
    "how many things have I got left to do?",
    "How many to-dos do I have?",
    "how many items on me list atm",
    "Quick count - how many jobs am I carrying?",
    "Please tell me how many tasks are on my list.",
]


def h44_count(r: random.Random) -> TodoOut7:
    """How many jobs are on the list; nothing may change."""
    setup = _setup(r, 2, 6)
    return r.choice(_COUNT), setup, _open(setup), True, {"numeric": len(setup)}


_IS_ON = [
    "is the {kw} job on my list?",
    "did I put {t} on the list?",
    "Have I got {kw} on there?",
    "is {t} on my to-do list",
    "Can you check whether {t} is on my list?",
]
_ON_THE_LIST = itertools.cycle([True, False])


def h44_is_on_list(r: random.Random) -> TodoOut7:
    """Whether a job is on the list, yes and no in turn; nothing may change."""
    on = next(_ON_THE_LIST)
    setup = _setup(r, 2, 5)
    title = r.choice(setup) if on else r.choice([t for t in TITLES if t not in setup])
    task = _say(r, _IS_ON, t=_quoted(r, title), kw=KEYWORD[title])
    extra: dict[str, object] = (
        {"contains": ["yes"]} if on else {"contains": ["no"], "not_contains": ["yes"]}
    )
    return task, setup, _open(setup), True, extra


_WHICH = [
    "what number is {t}?",
    "which number's the {kw} one",
    "where's {kw} on the list - what number?",
    "What number on my to-do list is {t}?",
    "{kw} job is number what?",
]


def h44_which_number(r: random.Random) -> TodoOut7:
    """The number a job has on the list; nothing may change."""
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    title = setup[i]
    task = _say(r, _WHICH, t=_quoted(r, title), kw=KEYWORD[title])
    return task, setup, _open(setup), True, {"numeric": i + 1}


_CLEAR = [
    "clear the list",
    "wipe all my jobs, starting fresh",
    "delete everything on my to-do list",
    "Please remove all tasks from my list.",
    "bin the whole list",
    "empty me to-do list",
]


def h44_clear_all(r: random.Random) -> TodoOut7:
    """Every job removed."""
    setup = _setup(r, 2, 6)
    return r.choice(_CLEAR), setup, [], False, {}


_RENAME = [
    "change {t} to {new}",
    "rename number {n} to {new}",
    "the {kw} one should say {new}",
    "edit {t} -> {new}",
    "Please change the task {t} so it reads {new}.",
]


def h44_rename(r: random.Random) -> TodoOut7:
    """One job's wording changed."""
    while True:
        setup = _setup(r, 2, 5)
        named = [i for i, t in enumerate(setup) if t in RENAMES]
        if named:
            break
    i = r.choice(named)
    title, new = setup[i], RENAMES[setup[i]]
    task = _say(r, _RENAME, t=_quoted(r, title), new=f"'{new}'", n=i + 1, kw=KEYWORD[title])
    final = [(new if k == i else t, False) for k, t in enumerate(setup)]
    return task, setup, final, False, {}


_DONE_ADD = [
    "{past}. add {new} to the list",
    "tick off {n} and add {new}",
    "mark {t} done and put {new} on",
    "Please mark {t} as complete and add a new task: {new}.",
    "{t} done ✔ new one: {new}",
]


def h44_complete_and_add(r: random.Random) -> TodoOut7:
    """One job ticked off and a new one added in the same request."""
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    title = setup[i]
    new = r.choice([t for t in TITLES if t not in setup])
    task = _say(r, _DONE_ADD, past=PAST[title], n=i + 1, t=_quoted(r, title), new=_quoted(r, new))
    task = task[0].upper() + task[1:]
    return task, setup, [*_completed(setup, i), (new, False)], False, {}


_ALL_DONE = [
    "mark everything as done",
    "all of it's done, tick the lot off",
    "I've finished every job on the list, mark them all complete",
    "Everything on the list is done.",
    "tick off all my jobs",
    "Please mark all tasks as completed.",
]


def h44_mark_all_done(r: random.Random) -> TodoOut7:
    """Every job ticked off."""
    setup = _setup(r, 2, 5)
    return r.choice(_ALL_DONE), setup, _completed(setup, *range(len(setup))), False, {}


TODO: list[TodoTemplate] = [
    h44_add_one,
    h44_add_two,
    h44_complete_by_number,
    h44_complete_by_title,
    h44_complete_two,
    h44_delete_by_number,
    h44_delete_by_title,
    h44_delete_two,
    h44_read_list,
    h44_count,
    h44_is_on_list,
    h44_which_number,
    h44_clear_all,
    h44_rename,
    h44_complete_and_add,
    h44_mark_all_done,
]

HEADER = """\
# {name}: calculator and to-do requests from tradespeople and small builders
# (electricians, plumbers, carpenters, painters, tilers, landscapers, roofers, handymen in the
# UK, Ireland, the US, Canada, Australia, New Zealand and South Africa), held out. Written blind
# by evals/gen_everyday_heldout_44.py (seed {seed}) by a helper session (branch h44) that
# read only the dataset format, the case and check models and a few helpers of sets 4 and 7:
# none of the planner's, the tools', the tests' or the other sets' requests. {families} template
# families ({arith} arithmetic, {todo} to-do), several phrasings each, {draws} seeded draws.
# Expected numbers are exact fractions rounded as each request asks (half-way ties redrawn),
# checked against an independent float expression. Do not tune against it: regenerate, do not
# edit.
"""


def main() -> None:
    """Write the set after checking that each title, keyword and renamed title picks out one job.

    No title holds another, none holds "and", a comma or a digit, each keyword is in its title
    and in no other, and each past-tense remark names its own job's keyword.
    """
    check_titles(TITLES + list(RENAMES.values()), r" and |,|\d", fold_case=True)
    for title, keyword in KEYWORD.items():
        assert keyword in title, title
        word = re.compile(rf"\b{re.escape(keyword)}\b", re.IGNORECASE)
        assert [t for t in TITLES if word.search(t)] == [title], keyword
        others = [k for k in KEYWORD.values() if k != keyword]
        assert not any(re.search(rf"\b{re.escape(k)}\b", PAST[title], re.I) for k in others)
    print(write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16)))


if __name__ == "__main__":
    main()
