# ruff: noqa: D103
"""Blind held-out set 37: a new user's first hour with a calculator and a to-do list.

Theme: someone has just installed an assistant that can do sums and keep a to-do list, and spends
the first hour trying it on what is in front of them: a bill, a shift, a recipe, a paddock, the
week's chores.

Voices: people typing quickly on a phone in New Zealand, South Africa, Singapore and the US
(teenagers, delivery drivers, parents in a school queue, a farmer, a retiree): short, mostly
lowercase, little punctuation, common shorthand (pls, thx, u, w/, hrs, mins, rn), key words spelled
right, prices in $, R (rand) or S$; some write two lines or add a sentence of context.

Written blind by branch h37. Read: docs/evals.md (sections "## The dataset" and "## Side
effects" only); src/agentschool/evals/cases.py and src/agentschool/evals/checks.py in full;
from evals/gen_everyday_heldout_4.py the helpers `_money`, `_listing`, `_tol`; from
evals/gen_everyday_heldout_7.py `ArithOut7`, `TodoOut7`, `ArithTemplate`, `TodoTemplate`, `_a`,
`_completed`, `_deleted`, `_euros`, `_open`, `_plain`, `_pounds`, `check_titles`, `write_set`;
the first 30 lines of evals/everyday-heldout-7.yaml.

Slips: to find the helpers' line numbers in gen_everyday_heldout_4.py I ran a grep that listed
every top-level `def`/constant line of that file, so I saw the names (not the bodies) of its
family functions and constants. Reading the allowed line ranges of gen_everyday_heldout_7.py
also showed the neighbouring lines: the `Out = TypeVar(...)` line, the helpers `_typed`,
`_frac`, `_adding` and `_one_of`, the `def` line of one of its to-do families, and
`_check_families` and `main` (which follow `check_titles` and `write_set`); a grep also showed
that file's import lines. `ls evals/` showed the file names of the other sets. Nothing of these
was copied; the families below were chosen before and without them.

Arithmetic families (24):
- h37_split_bill: a bill shared evenly between n people (rounded to the cent when needed).
- h37_tip: the tip alone, a percentage of a bill.
- h37_sale_price: the price after a percentage off.
- h37_tax_added: a price plus GST or VAT at a stated rate (NZ 15%, SA 15%, SG 9%).
- h37_fill_up: litres (or gallons) times the fuel price.
- h37_trip_litres: fuel for a trip from km and litres per 100 km.
- h37_shift_pay: hours worked times an hourly rate.
- h37_week_hours: the total of a week's shift lengths.
- h37_mins_to_hours: minutes as decimal hours.
- h37_recipe_scale: a recipe amount scaled to another number of serves.
- h37_oven_celsius: an oven temperature in Fahrenheit as whole degrees Celsius.
- h37_price_per_kg: the price per kilogram of a pack.
- h37_change_back: change from a note.
- h37_weeks_to_save: weeks of a weekly saving to reach a goal.
- h37_test_percent: a test score as a percentage.
- h37_average_of: the mean of four or five numbers.
- h37_drive_minutes: minutes to drive a distance at a speed.
- h37_paddock_hectares: the area of a rectangle in metres as hectares.
- h37_feed_days: how many days a stock of feed lasts.
- h37_age_turning: the age someone turns in 2026.
- h37_exchange: an amount converted at a stated exchange rate.
- h37_monthly_payments: a price split into equal payments.
- h37_fraction_of: a fraction of a whole number.
- h37_rise_percent: a percentage increase, to one decimal place.

To-do families (16):
- h37_add_one: add one to-do.
- h37_add_two: add two to-dos in one message (one line, two lines, or in a sentence).
- h37_add_with_context: add one to-do after a sentence of context.
- h37_done_by_number: complete one to-do by its number.
- h37_done_by_title: complete one to-do by its title.
- h37_done_two: complete two to-dos (by title or by number).
- h37_delete_by_number: delete one to-do by its number or its ordinal.
- h37_delete_by_title: delete one to-do by its title.
- h37_list_all: what is on the list (nothing may change).
- h37_count_items: how many to-dos there are (nothing may change).
- h37_is_it_there: yes-or-no whether a title is on the list (nothing may change).
- h37_whats_number: which to-do is number n (nothing may change).
- h37_clear_all: delete every to-do.
- h37_rename: change a to-do's title (by title or number).
- h37_add_and_tick: complete one to-do and add another in one message.
- h37_done_all: complete every to-do.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import yaml
from gen_everyday_heldout_4 import _listing, _money, _tol
from gen_everyday_heldout_7 import (
    ArithOut7,
    ArithTemplate,
    TodoOut7,
    TodoTemplate,
    _completed,
    _deleted,
    _open,
    _plain,
    check_titles,
    write_set,
)

NAME = "everyday-heldout-37"
SEED = 2026112837
HERE = Path(__file__).resolve().parent
HEADER = """\
# {name}: everyday calculator and to-do requests, held out.
# Written blind on 2026-11-28 by evals/gen_everyday_heldout_37.py (seed {seed}), before any
# tuning against it, by a helper session (branch h37) that read none of the planner's, the
# tools' or the agent's code or tests, nor the other everyday sets' YAML or templates (its
# docstring names what it glimpsed by slip).
# Theme: a new user's first hour with a calculator and a to-do list, typed quickly on a phone
# (New Zealand, South Africa, Singapore, the US).
# {families} template families ({arith} arithmetic, {todo} to-do), two or three wordings each
# rotated across {draws} seeded draws. Expected numbers are computed with exact fractions and
# checked against an independent float expression. Do not tune against it: regenerate, do not
# edit.
"""

# ------------------------------------------------------------------------------ wordings

_TURNS: Counter[str] = Counter()
"""How many draws each family has made: its wordings are used in turn."""
_WORDING: dict[str, tuple[str, int]] = {}
"""Task text -> (family, wording index), to check afterwards that each family varied."""


def _turn(family: str, count: int) -> int:
    index = _TURNS[family] % count
    _TURNS[family] += 1
    return index


def _arith(
    family: str, wording: int, task: str, exact: Fraction, expr: str, **extra: object
) -> ArithOut7:
    """The family's output, after checking the exact answer against the float expression."""
    got = eval(expr, {"round": round})
    assert abs(got - float(exact)) < 1e-6, (task, exact, expr, got)
    _WORDING[task] = (family, wording)
    return task, exact, expr, _tol(exact), dict(extra)


def _todo(
    family: str,
    wording: int,
    task: str,
    setup: list[str],
    end: list[tuple[str, bool]],
    question: bool = False,
    **extra: object,
) -> TodoOut7:
    _WORDING[task] = (family, wording)
    return task, setup, end, question, dict(extra)


# ------------------------------------------------------------------------------ numbers

_SMALL = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen"
    " fifteen sixteen seventeen eighteen nineteen twenty"
).split()
_ORDINAL = "zeroth first second third fourth fifth sixth seventh eighth".split()


def _words(n: int) -> str:
    return _SMALL[n]


def _half_words(hours: Fraction) -> str:
    """7.5 -> "seven and a half"."""
    whole = int(hours)
    return _words(whole) + (" and a half" if hours - whole else "")


def _dec(value: Fraction) -> str:
    """A terminating fraction as a person types it: 15/2 is "7.5"."""
    text = _plain(Decimal(value.numerator) / Decimal(value.denominator))
    assert Fraction(text) == value, (value, text)
    return text


def _rand(cents: int) -> str:
    return _money(cents).replace("$", "R")


def _sgd(cents: int) -> str:
    return _money(cents).replace("$", "S$")


def _round(value: Fraction, places: int) -> Fraction:
    """Rounded half up (ties are avoided by the families, see `_tie`)."""
    scaled = value * 10**places
    return Fraction(int(scaled + Fraction(1, 2)), 10**places)


def _tie(value: Fraction, places: int) -> bool:
    """Whether rounding `value` to `places` would be a tie (half a unit), which families redraw."""
    scaled = value * 10**places
    return scaled - int(scaled) == Fraction(1, 2)


def _cents_note(value: Fraction, note: str) -> str:
    """The rounding instruction when the amount is not a whole number of cents."""
    return "" if (value * 100).denominator == 1 else note


# ------------------------------------------------------------------------------ arithmetic


def h37_split_bill(r: random.Random) -> ArithOut7:
    w = _turn("split_bill", 3)
    while True:
        n = r.randint(3, 6)
        cents = (r.randint(6000, 32000), r.randint(3000, 12000), r.randint(40000, 250000))[w]
        share = Fraction(cents, 100 * n)
        if not _tie(share, 2):
            break
    exact = _round(share, 2)
    note = _cents_note(share, " (round to the cent)")
    if w == 0:
        task = (
            f"dinner at the thai place came to {_money(cents)} for {n} of us\n"
            f"splitting it evenly, how much each?{note}"
        )
    elif w == 1:
        task = (
            f"me and {_words(n - 1)} friends got pizza, {_money(cents)} total. "
            f"whats each persons share{note}"
        )
    else:
        task = (
            f"braai stuff came to {_rand(cents)}, split {n} ways pls. "
            f"how much does each person owe{note}"
        )
    return _arith("split_bill", w, task, exact, f"round({cents / 100} / {n}, 2)")


def h37_tip(r: random.Random) -> ArithOut7:
    w = _turn("tip", 3)
    while True:
        cents = r.randint(15000, 120000) if w == 2 else r.randint(1800, 14000)
        pct = r.choice((10, 12, 15, 18, 20))
        tip = Fraction(cents * pct, 10000)
        if not _tie(tip, 2):
            break
    note = _cents_note(
        tip, ("\nround to the cent pls", ", round to the cent", " (round to the cent)")[w]
    )
    if w == 0:
        task = f"whats a {pct}% tip on {_money(cents)}{note}"
    elif w == 1:
        task = (
            f"bill is {_money(cents)}, want to leave {pct} percent as a tip. "
            f"how much is the tip itself (not the total){note}"
        )
    else:
        task = (
            f"waitron was awesome, tipping {pct}% on a {_rand(cents)} bill\n"
            f"how much is the tip?{note}"
        )
    return _arith("tip", w, task, _round(tip, 2), f"round({cents / 100} * {pct} / 100, 2)")


_SALE_ITEMS = (
    "rain jacket",
    "school backpack",
    "air fryer",
    "kettle",
    "pair of sneakers",
    "heater",
)


def h37_sale_price(r: random.Random) -> ArithOut7:
    w = _turn("sale_price", 3)
    item = r.choice(_SALE_ITEMS)
    while True:
        cents = r.randint(15, 250) * 100 + r.choice((0, 50, 99, -1))
        pct = r.choice((15, 20, 25, 30, 40, 50))
        pay = Fraction(cents * (100 - pct), 10000)
        if not _tie(pay, 2):
            break
    note = _cents_note(pay, " (round to the cent)")
    price = _money(cents)
    if w == 0:
        task = (
            f"the {item} i want is {price} but theres {pct}% off today. "
            f"what would i actually pay{note}"
        )
    elif w == 1:
        task = f"{pct} percent off a {price} {item}, whats the final price{note}"
    else:
        task = f"sign says {pct}% off everything\nthe {item} was {price}, how much is it now?{note}"
    expr = f"round({cents / 100} - {cents / 100} * {pct / 100}, 2)"
    return _arith("sale_price", w, task, _round(pay, 2), expr)


def h37_tax_added(r: random.Random) -> ArithOut7:
    w = _turn("tax_added", 3)
    rate = (15, 15, 9)[w]
    while True:
        cents = r.randint(40, 2500) * 100 + r.choice((0, 0, 50, 75, 99))
        total = Fraction(cents * (100 + rate), 10000)
        if not _tie(total, 2):
            break
    note = _cents_note(total, " (to the cent)")
    if w == 0:
        task = (
            f"sparky's quote is {_money(cents)} + GST\ngst is 15%, what's the total incl gst?{note}"
        )
    elif w == 1:
        task = (
            f"supplier price is {_rand(cents)} excl VAT. VAT is 15%, what do i pay incl VAT{note}"
        )
    else:
        task = f"price before gst is {_sgd(cents)}, gst here is 9%. how much altogether{note}"
    expr = f"round({cents / 100} * {1 + rate / 100}, 2)"
    return _arith("tax_added", w, task, _round(total, 2), expr)


def h37_fill_up(r: random.Random) -> ArithOut7:
    w = _turn("fill_up", 3)
    while True:
        if w == 2:
            volume, per = Decimal(r.randint(80, 220)) / 10, r.randint(309, 479)
        elif w == 1:
            volume, per = Decimal(r.randint(250, 650)) / 10, r.randint(2050, 2490)
        else:
            volume, per = Decimal(r.randint(250, 700)) / 10, r.randint(239, 329)
        cost = Fraction(volume) * per / 100
        if not _tie(cost, 2):
            break
    note = _cents_note(
        cost, (", round to the cent", " (round to the cent)", ", round to the cent")[w]
    )
    amount = _plain(volume)
    if w == 0:
        task = f"put {amount} litres in the ute at {_money(per)}/L, how much was that{note}"
    elif w == 1:
        task = f"filled up {amount} L of petrol at {_rand(per)} a litre. total cost?{note}"
    else:
        task = f"got {amount} gallons of gas at {_money(per)} a gallon how much did i spend{note}"
    return _arith("fill_up", w, task, _round(cost, 2), f"round({float(volume)} * {per / 100}, 2)")


def h37_trip_litres(r: random.Random) -> ArithOut7:
    w = _turn("trip_litres", 3)
    km, use = r.randint(8, 60) * 10, Decimal(r.randint(55, 119)) / 10
    litres = km * Fraction(use) / 100
    if w == 0:
        task = f"driving {km} km today, car uses {use} L per 100 km. how many litres will i need"
    elif w == 1:
        task = (
            f"delivery run is {km}km and the van does {use} litres/100km\n"
            "how much fuel is that in litres"
        )
    else:
        task = f"how many litres for a {km} km trip if my car uses {use}L/100km"
    return _arith("trip_litres", w, task, litres, f"{km} / 100 * {float(use)}")


def h37_shift_pay(r: random.Random) -> ArithOut7:
    w = _turn("shift_pay", 3)
    while True:
        hours = Fraction(r.randint(8, 24), 2)
        rate = (r.randint(2320, 3400), r.randint(2800, 7500), r.randint(1500, 2800))[w]
        pay = hours * rate / 100
        if not _tie(pay, 2):
            break
    note = _cents_note(pay, " (round to cents)")
    if w == 0:
        task = (
            f"worked {_dec(hours)} hrs at {_money(rate)}/hr, how much did i earn before tax{note}"
        )
    elif w == 1:
        task = (
            f"did {_half_words(hours)} hours at {_rand(rate)} an hour, what does that come to{note}"
        )
    else:
        task = (
            f"how much do i make for a {_dec(hours)} hour shift if i get paid "
            f"{_money(rate)} an hour{note}"
        )
    return _arith("shift_pay", w, task, _round(pay, 2), f"round({float(hours)} * {rate / 100}, 2)")


_DAYS = ("mon", "tue", "wed", "thu", "fri", "sat")


def h37_week_hours(r: random.Random) -> ArithOut7:
    w = _turn("week_hours", 3)
    count = r.randint(4, 6) if w == 1 else r.randint(4, 5)
    hours = [Fraction(r.randint(16, 40), 4) for _ in range(count)]
    typed = [_dec(h) for h in hours]
    if w == 0:
        task = f"shifts this week: {', '.join(typed)} hrs. total hours?"
    elif w == 1:
        days = " ".join(f"{d} {h}" for d, h in zip(_DAYS, typed, strict=False))
        task = f"{days} - how many hours did i work all up"
    else:
        task = f"add up my hours pls: {_listing(typed)}"
    return _arith("week_hours", w, task, sum(hours, Fraction(0)), " + ".join(typed))


def h37_mins_to_hours(r: random.Random) -> ArithOut7:
    w = _turn("mins_to_hours", 3)
    minutes = 3 * r.randint(25, 200)
    if w == 0:
        task = f"how many hours is {minutes} mins"
    elif w == 1:
        task = f"timesheet wants hours as a decimal. i did {minutes} minutes, what do i put"
    else:
        task = f"convert {minutes} minutes to hours pls (decimal)"
    return _arith("mins_to_hours", w, task, Fraction(minutes, 60), f"{minutes} / 60")


def h37_recipe_scale(r: random.Random) -> ArithOut7:
    w = _turn("recipe_scale", 3)
    while True:
        if w == 1:
            serves, grams = r.choice((12, 16, 20, 24)), r.randint(2, 10) * 25
            wanted = r.choice([n for n in range(6, 49) if n != serves])
        else:
            serves, grams = r.choice((4, 6, 8, 12)), r.randint(4, 24) * 25
            wanted = r.choice([n for n in range(2, 25) if n != serves])
        amount = Fraction(grams * wanted, serves)
        if (amount * 10).denominator == 1:
            break
    if w == 0:
        task = (
            f"recipe is for {serves} people and needs {grams} g flour. cooking for {wanted}, "
            "how many grams of flour do i need"
        )
    elif w == 1:
        task = (
            f"nanas scone recipe makes {serves} scones w/ {grams}g butter. "
            f"i want {wanted} scones, how much butter in grams"
        )
    else:
        task = (
            f"scaling a recipe from {serves} serves to {wanted} serves. "
            f"it says {grams} grams of rice, whats the new amount in grams"
        )
    return _arith("recipe_scale", w, task, amount, f"{grams} / {serves} * {wanted}")


def h37_oven_celsius(r: random.Random) -> ArithOut7:
    w = _turn("oven_celsius", 3)
    fahrenheit = (325, 350, 375, 400, 425, 450)[2 * w + r.randint(0, 1)]
    celsius = Fraction((fahrenheit - 32) * 5, 9)
    assert not _tie(celsius, 0)
    if w == 0:
        task = (
            f"recipe says {fahrenheit}°F but my oven is celsius\n"
            "what do i set it to? nearest whole degree"
        )
    elif w == 1:
        task = f"{fahrenheit} fahrenheit in celsius? round to a whole number"
    else:
        task = (
            f"american recipe says bake at {fahrenheit} F. "
            "whats that in C (round to nearest degree)"
        )
    return _arith("oven_celsius", w, task, _round(celsius, 0), f"round(({fahrenheit} - 32) / 1.8)")


_PACKS = ("rice", "mince", "coffee beans", "cheese", "oats", "frozen peas")


def h37_price_per_kg(r: random.Random) -> ArithOut7:
    w = _turn("price_per_kg", 3)
    item = r.choice(_PACKS)
    while True:
        grams = r.choice((250, 400, 500, 600, 750, 800, 1500, 2000, 2500))
        per_kilo = r.randint(4000, 25000) if w == 1 else r.randint(400, 6000)
        cents = max(99, per_kilo * grams // 1000 - r.choice((0, 1, 5)))
        per_kg = Fraction(cents * 1000, 100 * grams)
        if not _tie(per_kg, 2):
            break
    note = _cents_note(per_kg, " (round to the cent)")
    if w == 0:
        task = f"{grams} g bag of {item} is {_money(cents)}, whats that per kg{note}"
    elif w == 1:
        task = f"how much per kilo is {item} if a {grams}g pack costs {_rand(cents)}{note}"
    else:
        task = f"price per kg pls: {item}, {_money(cents)} for {grams} grams{note}"
    expr = f"round({cents / 100} / ({grams} / 1000), 2)"
    return _arith("price_per_kg", w, task, _round(per_kg, 2), expr)


def h37_change_back(r: random.Random) -> ArithOut7:
    w = _turn("change_back", 3)
    note = (r.choice((5000, 10000)), r.choice((10000, 20000)), r.choice((5000, 10000)))[w]
    cents = r.randint(note // 5, note - 5)
    change = Fraction(note - cents, 100)
    if w == 0:
        task = f"paying with a {_money(note)} note for {_money(cents)} of stuff, how much change"
    elif w == 1:
        task = (
            f"groceries came to {_rand(cents)} and i gave the cashier {_rand(note)}, "
            "what change should i get"
        )
    else:
        task = f"shop total {_money(cents)}, handed over a {_money(note)} note. change?"
    return _arith("change_back", w, task, change, f"{note / 100} - {cents / 100}")


_GOALS = ("new phone", "school trip", "pair of boots", "weekend away", "laptop")


def h37_weeks_to_save(r: random.Random) -> ArithOut7:
    w = _turn("weeks_to_save", 3)
    per, weeks = r.randint(1, 16) * 500, r.randint(6, 52)
    goal = per * weeks
    if w == 0:
        task = f"saving {_money(per)} a week, how many weeks till i have {_money(goal)}"
    elif w == 1:
        task = (
            f"want {_money(goal)} for a {r.choice(_GOALS)}, i can put away {_money(per)} "
            "every week. how many weeks will it take"
        )
    else:
        task = f"if i save {_rand(per)} each week how many weeks to reach {_rand(goal)}"
    return _arith("weeks_to_save", w, task, Fraction(weeks), f"{goal / 100} / {per / 100}")


def h37_test_percent(r: random.Random) -> ArithOut7:
    w = _turn("test_percent", 3)
    out_of = r.choice((20, 25, 40, 50, 80))
    score = r.randint(out_of * 2 // 5, out_of - 1)
    if w == 0:
        task = f"got {score} out of {out_of} on my maths test, whats that as a %"
    elif w == 1:
        task = f"{score}/{out_of} as a percentage?"
    else:
        task = f"my daughter got {score} out of {out_of} on her spelling test. what percent is that"
    exact = Fraction(score * 100, out_of)
    return _arith("test_percent", w, task, exact, f"{score} / {out_of} * 100")


def h37_average_of(r: random.Random) -> ArithOut7:
    w = _turn("average_of", 3)
    count = r.choice((4, 5))
    if w == 1:
        values = [r.randint(1800, 2600) for _ in range(count)]
    else:
        values = [r.randint(48, 100) for _ in range(count)]
    typed = [str(v) for v in values]
    if w == 0:
        task = f"my last {count} test scores were {_listing(typed)}. whats my average"
    elif w == 1:
        task = f"milk pickups this week (litres): {', '.join(typed)}\nwhats the average per pickup"
    else:
        task = f"average of {', '.join(typed)}?"
    expr = f"({' + '.join(typed)}) / {count}"
    return _arith("average_of", w, task, Fraction(sum(values), count), expr)


def h37_drive_minutes(r: random.Random) -> ArithOut7:
    w = _turn("drive_minutes", 3)
    while True:
        speed, km = r.choice((40, 50, 70, 80, 90, 100, 110)), r.randint(10, 250)
        minutes = Fraction(km * 60, speed)
        if minutes.denominator == 1:
            break
    if w == 0:
        task = f"{km} km at {speed} km/h, how many minutes will that take"
    elif w == 1:
        task = f"next drop is {km}km away. if i average {speed} km/h how long is that in minutes"
    else:
        task = f"how long in mins to drive {km} km at a steady {speed} km/h"
    return _arith("drive_minutes", w, task, minutes, f"{km} / {speed} * 60")


def h37_paddock_hectares(r: random.Random) -> ArithOut7:
    w = _turn("paddock_hectares", 3)
    length, width = r.randint(8, 60) * 10, r.randint(8, 60) * 10
    if w == 0:
        task = f"paddock is {length} m by {width} m, how many hectares is that"
    elif w == 1:
        task = f"new block measures {length}m x {width}m whats that in hectares"
    else:
        task = f"how many hectares in a {length} by {width} metre paddock"
    exact = Fraction(length * width, 10000)
    return _arith("paddock_hectares", w, task, exact, f"{length} * {width} / 10000")


def h37_feed_days(r: random.Random) -> ArithOut7:
    w = _turn("feed_days", 3)
    if w == 0:
        per_day, days = r.randint(20, 150), r.randint(8, 60)
        feed = per_day * days
        task = (
            f"got {feed} kg of feed left, the herd goes through {per_day} kg a day. "
            "how many days will it last"
        )
        expr = f"{feed} / {per_day}"
    elif w == 1:
        while True:
            bales, each = r.randint(10, 60), r.choice((20, 25, 30))
            total = bales * each
            daily = [d for d in range(15, 120) if total % d == 0 and 5 <= total // d <= 60]
            if daily:
                break
        per_day = r.choice(daily)
        days = total // per_day
        task = (
            f"{bales} bales at {each} kg each and we feed out {per_day} kg a day\n"
            "how many days will that last"
        )
        expr = f"{bales} * {each} / {per_day}"
    else:
        while True:
            tenths, days = r.randint(4, 25), r.randint(10, 60)
            if (tenths * days) % 10 == 0 and tenths % 10:
                break
        per_day_d = Decimal(tenths) / 10
        feed = tenths * days // 10
        task = (
            f"how many days will a {feed}kg bag of chicken feed last if the hens eat "
            f"{_plain(per_day_d)} kg a day"
        )
        expr = f"{feed} / {float(per_day_d)}"
    return _arith("feed_days", w, task, Fraction(days), expr)


def h37_age_turning(r: random.Random) -> ArithOut7:
    w = _turn("age_turning", 3)
    if w == 0:
        year = r.randint(1950, 2011)
        task = f"born in {year}, how old do i turn in 2026"
    elif w == 1:
        year = r.randint(1945, 1985)
        task = f"my mum was born in {year}\nwhat birthday is she having in 2026"
    else:
        year = r.randint(1940, 2012)
        task = f"if someone was born in {year} how old will they turn in 2026"
    return _arith("age_turning", w, task, Fraction(2026 - year), f"2026 - {year}")


def h37_exchange(r: random.Random) -> ArithOut7:
    w = _turn("exchange", 3)
    while True:
        low, high = ((1600, 1800), (17500, 19500), (3200, 3600))[w]
        rate = Decimal(r.randint(low, high)) / 1000
        amount = r.randint(2, 90) * 10
        value = amount * Fraction(rate)
        if not _tie(value, 2):
            break
    note = _cents_note(value, " (round to the cent)")
    typed = _plain(rate)
    if w == 0:
        task = f"1 USD is {typed} NZD right now. how much is US${amount} in NZ dollars{note}"
    elif w == 1:
        task = f"if US$1 = R{typed}, how many rand do i get for US${amount}{note}"
    else:
        task = f"1 SGD = {typed} MYR\nhow many ringgit for S${amount}{note}"
    return _arith("exchange", w, task, _round(value, 2), f"round({amount} * {float(rate)}, 2)")


_BIG_BUYS = ("fridge", "washing machine", "laptop", "couch", "bike")


def h37_monthly_payments(r: random.Random) -> ArithOut7:
    w = _turn("monthly_payments", 3)
    while True:
        cents = r.randint(30, 300) * 1000 - r.choice((0, 100, 1))
        months = r.choice((3, 4, 6, 10, 12, 18, 24))
        each = Fraction(cents, 100 * months)
        if not _tie(each, 2):
            break
    note = _cents_note(each, ", round to the cent")
    if w == 0:
        task = (
            f"{_money(cents)} phone on interest free over {months} months, how much a month{note}"
        )
    elif w == 1:
        task = (
            f"paying off a {_rand(cents)} {r.choice(_BIG_BUYS)} in {months} equal payments. "
            f"how much is each payment{note}"
        )
    else:
        task = f"splitting {_money(cents)} into {months} equal payments, whats each one{note}"
    expr = f"round({cents / 100} / {months}, 2)"
    return _arith("monthly_payments", w, task, _round(each, 2), expr)


_PARTS = {
    3: ("third", "thirds"),
    4: ("quarter", "quarters"),
    5: ("fifth", "fifths"),
    8: ("eighth", "eighths"),
}


def h37_fraction_of(r: random.Random) -> ArithOut7:
    w = _turn("fraction_of", 3)
    below = r.choice(tuple(_PARTS))
    above = r.choice([a for a in range(1, below) if Fraction(a, below).denominator == below])
    whole = below * r.randint(3, 25)
    if w == 0:
        task = f"whats {above}/{below} of {whole}"
    elif w == 1:
        one, many = _PARTS[below]
        spoken = f"a {one}" if above == 1 else f"{_words(above)} {many}"
        task = f"{spoken} of {whole}?"
    else:
        task = f"homework q: find {above}/{below} of {whole}. just need the answer to check mine"
    exact = Fraction(above * whole, below)
    return _arith("fraction_of", w, task, exact, f"{above} / {below} * {whole}")


def h37_rise_percent(r: random.Random) -> ArithOut7:
    w = _turn("rise_percent", 3)
    while True:
        if w == 0:
            old = r.randint(70, 140) * 500
            new = old + r.randint(2, 18) * 500
        elif w == 1:
            old = r.randint(12000, 40000)
            new = old + r.randint(500, 9000)
        else:
            old = r.randint(300, 900)
            new = old + r.randint(10, 150)
        rise = Fraction((new - old) * 100, old)
        if not _tie(rise, 1):
            break
    if w == 0:
        task = (
            f"landlord just put the rent up from {_money(old)} to {_money(new)} a week\n"
            "what % increase is that? 1 decimal place"
        )
    elif w == 1:
        task = (
            f"power bill was {_rand(old)} last month, now its {_rand(new)}. "
            "by what percentage did it go up (round to one decimal)"
        )
    else:
        task = f"bread went from {_money(old)} to {_money(new)} a loaf, percent increase? round 1dp"
    expr = f"round(({new / 100} - {old / 100}) / {old / 100} * 100, 1)"
    return _arith("rise_percent", w, task, _round(rise, 1), expr)


ARITHMETIC: list[ArithTemplate] = [
    h37_split_bill,
    h37_tip,
    h37_sale_price,
    h37_tax_added,
    h37_fill_up,
    h37_trip_litres,
    h37_shift_pay,
    h37_week_hours,
    h37_mins_to_hours,
    h37_recipe_scale,
    h37_oven_celsius,
    h37_price_per_kg,
    h37_change_back,
    h37_weeks_to_save,
    h37_test_percent,
    h37_average_of,
    h37_drive_minutes,
    h37_paddock_hectares,
    h37_feed_days,
    h37_age_turning,
    h37_exchange,
    h37_monthly_payments,
    h37_fraction_of,
    h37_rise_percent,
]

# ------------------------------------------------------------------------------ to-dos

TITLES = [
    "buy bread",
    "pay power bill",
    "book wof for the ute",
    "pick up kids from netball",
    "call nana",
    "top up airtime",
    "renew licence disc",
    "collect parcel from post office",
    "return library books",
    "walk the dog",
    "fix the back gate",
    "drench the lambs",
    "order more hay",
    "book flu jab",
    "buy school shoes",
    "top up ez-link card",
    "sign permission slip",
    "take bins out",
    "get petrol",
    "wash the car",
    "email landlord",
    "pay rates",
    "defrost the chicken",
    "ring the vet",
    "cancel gym membership",
    "fold the laundry",
    "pick up prescription",
    "water the tomatoes",
    "check tyre pressure",
    "book haircut",
]
"""Titles a starting list is drawn from (verb phrases, as people write their chores)."""

NEW = [
    "buy milk",
    "book dentist",
    "pay phone bill",
    "ring mechanic",
    "buy dog food",
    "renew passport",
    "pick up dry cleaning",
    "make school lunches",
    "order school photos",
    "mow the lawn",
    "buy braai wood",
    "send invoice to dave",
    "clean the gutters",
    "feed the chooks",
    "book grab to airport",
    "buy ang pao packets",
    "fix the fence",
    "check the water trough",
]
"""Titles to add (never on a starting list)."""

RENAMES = {
    "buy bread": "buy bread rolls",
    "call nana": "call nana on sunday",
    "book haircut": "book haircut for saturday",
    "get petrol": "get diesel",
    "wash the car": "wash the ute",
    "email landlord": "email property manager",
    "walk the dog": "walk the dog at the beach",
    "ring the vet": "ring the vet about the cat",
}
"""A starting title and what the user wants it to say instead."""

_CONTEXT = (
    "kids just reminded me lol",
    "at the shops rn",
    "sitting in the school pickup queue",
    "boss just messaged me",
    "nearly forgot this one",
)

FORBIDDEN = r" and |,|\d"


def _start(r: random.Random, low: int, high: int) -> list[str]:
    return r.sample(TITLES, r.randint(low, high))


def h37_add_one(r: random.Random) -> TodoOut7:
    w = _turn("add_one", 3)
    setup, title = _start(r, 0, 4), r.choice(NEW)
    task = (
        f"pls add {title}",
        f"can u put {title} on my list",
        f"need to {title}, add it to my to do list",
    )[w]
    return _todo("add_one", w, task, setup, [*_open(setup), (title, False)])


def h37_add_two(r: random.Random) -> TodoOut7:
    w = _turn("add_two", 3)
    setup = _start(r, 0, 3)
    one, two = r.sample(NEW, 2)
    task = (
        f"add {one} and {two}",
        f"pls add these 2\n{one}\n{two}",
        f"need to {one} and also {two}, put both on my list",
    )[w]
    return _todo("add_two", w, task, setup, [*_open(setup), (one, False), (two, False)])


def h37_add_with_context(r: random.Random) -> TodoOut7:
    w = _turn("add_with_context", 3)
    setup, title, context = _start(r, 1, 4), r.choice(NEW), r.choice(_CONTEXT)
    task = (
        f"{context}. add {title} to my list thx",
        f"{context}\ncan u add {title}",
        f"hey so {context} - put {title} on the to do list so i dont forget",
    )[w]
    return _todo("add_with_context", w, task, setup, [*_open(setup), (title, False)])


def h37_done_by_number(r: random.Random) -> TodoOut7:
    w = _turn("done_by_number", 3)
    setup = _start(r, 3, 6)
    index = r.randrange(len(setup))
    number = index + 1
    task = (
        f"mark {number} done",
        f"number {number} on my list is done thx",
        f"ok just got back from town\nfinished #{number}, tick it off pls",
    )[w]
    return _todo("done_by_number", w, task, setup, _completed(setup, index))


def h37_done_by_title(r: random.Random) -> TodoOut7:
    w = _turn("done_by_title", 3)
    setup = _start(r, 2, 6)
    index = r.randrange(len(setup))
    title = setup[index]
    task = (f"tick off {title}", f"just did {title}, mark it done pls", f"{title} is done now")[w]
    return _todo("done_by_title", w, task, setup, _completed(setup, index))


def h37_done_two(r: random.Random) -> TodoOut7:
    w = _turn("done_two", 3)
    setup = _start(r, 3, 6)
    first, second = sorted(r.sample(range(len(setup)), 2))
    one, two = setup[first], setup[second]
    task = (
        f"{one} and {two} are both done",
        f"did number {first + 1} and {second + 1} today, tick both off",
        f"finished these, mark em done:\n{one}\n{two}",
    )[w]
    return _todo("done_two", w, task, setup, _completed(setup, first, second))


def h37_delete_by_number(r: random.Random) -> TodoOut7:
    w = _turn("delete_by_number", 3)
    setup = _start(r, 3, 6)
    index = r.randrange(len(setup))
    task = (
        f"delete number {index + 1}",
        f"get rid of item {index + 1} pls",
        f"remove the {_ORDINAL[index + 1]} one on my list, dont need it anymore",
    )[w]
    return _todo("delete_by_number", w, task, setup, _deleted(setup, index))


def h37_delete_by_title(r: random.Random) -> TodoOut7:
    w = _turn("delete_by_title", 3)
    setup = _start(r, 2, 6)
    index = r.randrange(len(setup))
    title = setup[index]
    task = (
        f"{title} - take that off my list pls",
        f"dont need to {title} anymore, delete it",
        f"remove {title} from my to do list",
    )[w]
    return _todo("delete_by_title", w, task, setup, _deleted(setup, index))


def h37_list_all(r: random.Random) -> TodoOut7:
    w = _turn("list_all", 3)
    setup = _start(r, 2, 5)
    task = (
        "whats on my list",
        "what do i still have to do",
        "first time using this.. can u show me my to do list",
    )[w]
    return _todo("list_all", w, task, setup, _open(setup), True, contains=list(setup))


def h37_count_items(r: random.Random) -> TodoOut7:
    w = _turn("count_items", 3)
    setup = _start(r, 2, 7)
    task = (
        "how many things are on my list",
        "how many to-dos have i got",
        "how many items r on my to do list rn",
    )[w]
    return _todo("count_items", w, task, setup, _open(setup), True, contains=[str(len(setup))])


def h37_is_it_there(r: random.Random) -> TodoOut7:
    w = _turn("is_it_there", 3)
    setup = _start(r, 2, 5)
    there = w != 1
    title = r.choice(setup) if there else r.choice(NEW)
    task = (
        f"is {title} on my list? yes or no",
        f"did i already add {title}? just need a yes or no",
        f"quick q - is {title} already on my to do list? (yes/no)",
    )[w]
    extra = {"contains": ["yes"]} if there else {"contains": ["no"], "not_contains": ["yes"]}
    return _todo("is_it_there", w, task, setup, _open(setup), True, **extra)


def h37_whats_number(r: random.Random) -> TodoOut7:
    w = _turn("whats_number", 3)
    setup = _start(r, 3, 6)
    index = r.randrange(len(setup))
    task = (
        f"whats number {index + 1} on my list",
        f"what's the {_ORDINAL[index + 1]} thing on my to do list",
        f"remind me what item {index + 1} is",
    )[w]
    return _todo("whats_number", w, task, setup, _open(setup), True, contains=[setup[index]])


def h37_clear_all(r: random.Random) -> TodoOut7:
    w = _turn("clear_all", 3)
    setup = _start(r, 2, 6)
    task = (
        "clear my whole list",
        "delete everything on my to do list, starting fresh",
        "ok wipe all my to-dos pls, new week",
    )[w]
    return _todo("clear_all", w, task, setup, [])


def h37_rename(r: random.Random) -> TodoOut7:
    w = _turn("rename", 3)
    old = r.choice(sorted(RENAMES))
    new = RENAMES[old]
    # The renamed to-do is last, so a rename done as delete-and-add keeps the order too.
    setup = [*r.sample([t for t in TITLES if t != old], r.randint(1, 4)), old]
    task = (
        f"change {old} to {new}",
        f"rename number {len(setup)} to {new}",
        f"can u edit {old}? should say {new}",
    )[w]
    return _todo("rename", w, task, setup, [*_open(setup[:-1]), (new, False)])


def h37_add_and_tick(r: random.Random) -> TodoOut7:
    w = _turn("add_and_tick", 3)
    setup, new = _start(r, 2, 5), r.choice(NEW)
    index = r.randrange(len(setup))
    done = setup[index]
    task = (
        f"done with {done}. also add {new}",
        f"tick off number {index + 1} and add {new} to the list",
        f"add {new} pls, and {done} is done now",
    )[w]
    return _todo("add_and_tick", w, task, setup, [*_completed(setup, index), (new, False)])


def h37_done_all(r: random.Random) -> TodoOut7:
    w = _turn("done_all", 3)
    setup = _start(r, 2, 5)
    task = (
        "finished everything on my list!! mark them all done",
        "tick off all my to-dos, did the lot",
        "all done for today, mark every item on my list complete",
    )[w]
    return _todo("done_all", w, task, setup, [(t, True) for t in setup])


TODO: list[TodoTemplate] = [
    h37_add_one,
    h37_add_two,
    h37_add_with_context,
    h37_done_by_number,
    h37_done_by_title,
    h37_done_two,
    h37_delete_by_number,
    h37_delete_by_title,
    h37_list_all,
    h37_count_items,
    h37_is_it_there,
    h37_whats_number,
    h37_clear_all,
    h37_rename,
    h37_add_and_tick,
    h37_done_all,
]


def _check_wordings(path: Path) -> None:
    """Each family's three cases use at least two different wordings."""
    cases = yaml.safe_load(path.read_text(encoding="utf-8"))["cases"]
    used: dict[str, set[int]] = {}
    for case in cases:
        family, wording = _WORDING[case["task"]]
        tag = "tpl-h37-" + family.replace("_", "-")
        assert tag in case["tags"], (tag, case["tags"])
        used.setdefault(family, set()).add(wording)
    assert len(used) == len(ARITHMETIC) + len(TODO), sorted(used)
    assert all(len(w) >= 2 for w in used.values()), used


def main() -> None:
    check_titles(TITLES + NEW, FORBIDDEN)
    for old, new in RENAMES.items():
        assert old in TITLES, old
        check_titles([t for t in TITLES if t != old] + NEW + [new], FORBIDDEN)
    assert not any(re.search(r"\{|\}", t) for t in TITLES + NEW)
    path = write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16))
    _check_wordings(path)
    print(path)


if __name__ == "__main__":
    main()
