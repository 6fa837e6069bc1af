"""Write the everyday held-out set 12: calculator and to-do requests, blind.

Written on 2026-11-27, before any tuning against it, by a helper session (branch h12) that did not
read the planner: none of its code or rules, none of the calculator or to-do tools' code or tests,
none of the other everyday sets' YAML nor the templates of the other generators. It read only the
dataset format (docs/evals.md, the loader and the judges) and the helper functions of the
generators of sets 4 and 7 (money, tolerance, the case builders, `write_set`), which it imports as
set 8 does. Every template is a phrasing family of its own (24 arithmetic, 16 to-do) in the voices
of people unlike the earlier authors: a retiree with a pension, bills and hospital appointments, a
nurse on shifts (hours, overtime, drips and doses), an allotment gardener (beds, feed, harvests),
a gym-goer tracking workouts and calories, a freelancer billing clients (VAT, tax set aside,
calls in hours and minutes), a non-native English speaker writing short sentences with unusual
but clear word order, and phone texting with "pls", "thx", "u". Calculations give every
conversion factor, rate and duration they need. Each family is drawn three times with other
seeded random values; to-do titles come from a list of ordinary chores written here.

    python evals/gen_everyday_heldout_12.py   # rewrites evals/everyday-heldout-12.yaml
"""

from __future__ import annotations

import random
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from gen_everyday_heldout_4 import _cents, _money, _tol
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

SEED = 20261127_12
NAME = "everyday-heldout-12"


def _round(value: Fraction, places: int) -> Fraction:
    """Round half up to `places` decimals, as a person rounds on paper."""
    q = Decimal(1).scaleb(-places)
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    return Fraction(exact.quantize(q, rounding=ROUND_HALF_UP))


def _money_tol(value: Fraction) -> float | None:
    """Money may be given to the cent: allow half a cent."""
    return None if value.denominator == 1 else 0.006


# --------------------------------------------------------------------------- retiree


def _h12_pension_goes_up(r: random.Random) -> ArithOut7:
    p = r.randrange(900, 2400) * 100 + r.choice([0, 50])
    pct = r.choice(["2.5", "3", "3.5", "4.1", "6.7"])
    v = _cents(p) * (1 + Fraction(pct) / 100)
    task = (
        f"My state pension is {_pounds(p)} a month. From April it goes up by {pct}%. "
        "How much will I get each month after the rise?"
    )
    return task, v, f"{p / 100} * (1 + {pct} / 100)", _money_tol(v), {}


def _h12_pension_for_the_year(r: random.Random) -> ArithOut7:
    p = r.randrange(600, 1900) * 100 + r.choice([0, 25, 40, 75])
    v = _cents(p) * 12
    task = (
        f"Good morning. I receive {_money(p)} from my pension every month. Could you tell me "
        "how much that comes to over 12 months?"
    )
    return task, v, f"{p / 100} * 12", _money_tol(v), {}


def _h12_pension_left_after_bills(r: random.Random) -> ArithOut7:
    p = r.randrange(1200, 2200) * 100
    rent = r.randrange(450, 800) * 100
    food = r.randrange(180, 320) * 100 + r.choice([0, 50])
    heat = r.randrange(60, 140) * 100 + r.choice([0, 20, 99])
    v = _cents(p - rent - food - heat)
    task = (
        f"pension this month {_pounds(p)}. rent {_pounds(rent)}, food {_pounds(food)}, "
        f"heating {_pounds(heat)}. how much is left over?"
    )
    return task, v, f"{p / 100} - {rent / 100} - {food / 100} - {heat / 100}", _money_tol(v), {}


def _h12_taxi_each_way(r: random.Random) -> ArithOut7:
    fare = r.randrange(8, 25) * 100 + r.choice([0, 50])
    n = r.randrange(2, 6)
    v = _cents(fare) * 2 * n
    task = (
        f"The taxi to the hospital costs {_pounds(fare)} each way, there and back. I have {n} "
        "appointments there this month. What will the taxis cost me altogether?"
    )
    return task, v, f"{fare / 100} * 2 * {n}", _money_tol(v), {}


# --------------------------------------------------------------------------- nurse


def _h12_shift_hours_in_week(r: random.Random) -> ArithOut7:
    long_ = r.randrange(2, 5)
    short = r.randrange(1, 3)
    v = Fraction(long_ * 12 + short * 8)
    task = (
        f"This week I worked {long_} twelve-hour shifts and {short} eight-hour "
        f"shift{'s' if short > 1 else ''} on the "
        "ward. How many hours did I work in total?"
    )
    return task, v, f"{long_} * 12 + {short} * 8", None, {}


def _h12_overtime_time_and_a_half(r: random.Random) -> ArithOut7:
    rate = r.randrange(18, 32) * 100 + r.choice([0, 50])
    h = r.randrange(3, 13)
    v = _cents(rate) * Fraction(3, 2) * h
    task = (
        f"My normal rate is {_money(rate)} an hour and overtime is paid at 1.5 times the normal "
        f"rate. What do I get for {h} hours of overtime?"
    )
    return task, v, f"{rate / 100} * 1.5 * {h}", _money_tol(v), {}


def _h12_shifts_in_minutes(r: random.Random) -> ArithOut7:
    n = r.randrange(3, 6)
    h = r.randrange(6, 10)
    m = r.choice([15, 30, 45])
    v = Fraction(n * (h * 60 + m))
    task = (
        f"I did {n} shifts, each {h} hours {m} minutes long. How many minutes did I work "
        "altogether?"
    )
    return task, v, f"{n} * ({h} * 60 + {m})", None, {}


def _h12_drip_ml_per_hour(r: random.Random) -> ArithOut7:
    ml, hours = r.choice([(1000, 8), (500, 4), (1000, 6), (250, 2), (1000, 12), (500, 6)])
    v = Fraction(ml, hours)
    task = (
        f"An IV bag of {ml} ml has to run over {hours} hours. At what rate is that, in ml per "
        "hour? Round to one decimal place."
    )
    rounded = _round(v, 1)
    return task, rounded, f"round({ml} / {hours} + 1e-9, 1)", 0.01, {}


def _h12_dose_by_weight(r: random.Random) -> ArithOut7:
    per_kg = r.choice(["0.5", "1.5", "2", "2.5", "4", "7.5"])
    kg = r.randrange(42, 96)
    v = Fraction(per_kg) * kg
    task = (
        f"The dose is {per_kg} mg per kg of body weight. The patient weighs {kg} kg. "
        "How many mg in total?"
    )
    return task, v, f"{per_kg} * {kg}", _tol(v), {}


# --------------------------------------------------------------------------- gardener


def _h12_seed_packets_for_bed(r: random.Random) -> ArithOut7:
    length = r.randrange(3, 10)
    width = r.randrange(1, 4)
    cover = r.choice([2, 4, 5])
    area = length * width
    v = Fraction(-(-area // cover))
    task = (
        f"My allotment bed is {length} m long and {width} m wide. One packet of grass seed "
        f"covers {cover} square metres. How many packets must I buy (whole packets)?"
    )
    return task, v, f"math.ceil({length} * {width} / {cover})", None, {}


def _h12_average_harvest(r: random.Random) -> ArithOut7:
    weights = [Fraction(r.randrange(8, 45), 10) for _ in range(r.randrange(3, 6))]
    v = sum(weights, Fraction(0)) / len(weights)
    said = ", ".join(f"{_plain(float(w))} kg" for w in weights)
    task = (
        f"I picked tomatoes on {len(weights)} weekends: {said}. What is the average per "
        "weekend in kg?"
    )
    check = f"({' + '.join(_plain(float(w)) for w in weights)}) / {len(weights)}"
    return task, v, check, _tol(v), {}


def _h12_feed_per_litre(r: random.Random) -> ArithOut7:
    ml = r.choice([5, 10, 15, 20, 25])
    litres = r.randrange(5, 16)
    cans = r.randrange(2, 5)
    v = Fraction(ml * litres * cans)
    task = (
        f"The tomato feed says {ml} ml per litre of water. My watering can holds {litres} litres "
        f"and I fill it {cans} times. How many ml of feed do I need?"
    )
    return task, v, f"{ml} * {litres} * {cans}", None, {}


# --------------------------------------------------------------------------- gym


def _h12_rowing_calories(r: random.Random) -> ArithOut7:
    per10 = r.randrange(70, 140)
    minutes = r.choice([15, 25, 35, 40, 45, 50])
    v = Fraction(per10 * minutes, 10)
    task = (
        f"On the rowing machine I burn about {per10} calories every 10 minutes. "
        f"How many calories for a {minutes} minute session?"
    )
    return task, v, f"{per10} / 10 * {minutes}", _tol(v), {}


def _h12_lifting_volume(r: random.Random) -> ArithOut7:
    sets = r.randrange(3, 6)
    reps = r.randrange(5, 13)
    kg = r.choice([40, 42.5, 55, 60, 62.5, 80, 100])
    v = sets * reps * Fraction(str(kg))
    task = (
        f"squats today: {sets} sets of {reps} reps at {_plain(kg)} kg. "
        "whats the total weight i moved in kg"
    )
    return task, v, f"{sets} * {reps} * {kg}", _tol(v), {}


def _h12_pounds_to_kg_rounded(r: random.Random) -> ArithOut7:
    lb = r.randrange(20, 90) * 5
    v = _round(Fraction("0.4536") * lb, 1)
    task = (
        f"My deadlift is {lb} lb. If 1 lb = 0.4536 kg, how much is that in kg, "
        "rounded to one decimal?"
    )
    return task, v, f"round({lb} * 0.4536, 1)", 0.01, {}


def _h12_average_daily_calories(r: random.Random) -> ArithOut7:
    days = [r.randrange(1700, 2800) for _ in range(7)]
    v = _round(Fraction(sum(days), 7), 0)
    said = ", ".join(str(d) for d in days)
    task = (
        f"Calories I ate this week, Monday to Sunday: {said}. What is my daily average, "
        "rounded to the nearest whole calorie?"
    )
    return task, v, f"round(({' + '.join(map(str, days))}) / 7)", None, {}


def _h12_sessions_percent(r: random.Random) -> ArithOut7:
    planned = r.choice([12, 16, 20, 24, 25])
    went = r.randrange(planned // 2, planned)
    v = Fraction(went * 100, planned)
    task = (
        f"I planned {planned} gym sessions this month and went to {went} of them. "
        "What percentage of my plan did I do?"
    )
    return task, v, f"{went} / {planned} * 100", _tol(v), {}


# --------------------------------------------------------------------------- freelancer


def _h12_invoice_with_vat(r: random.Random) -> ArithOut7:
    rate = r.randrange(25, 90)
    h = r.randrange(4, 40)
    vat = r.choice([20, 19, 21])
    v = Fraction(rate * h) * (100 + vat) / 100
    task = (
        f"I bill my client {_pounds(rate * 100)} per hour. This month I did {h} hours. "
        f"I have to add {vat}% VAT. What is the invoice total including VAT?"
    )
    return task, v, f"{rate} * {h} * (1 + {vat} / 100)", _money_tol(v), {}


def _h12_tax_set_aside(r: random.Random) -> ArithOut7:
    paid = r.randrange(800, 6000) * 100 + r.choice([0, 50])
    pct = r.choice([20, 25, 28, 30, 35])
    v = _cents(paid) * (100 - pct) / 100
    task = (
        f"A client just paid me {_money(paid)}. I always put {pct}% of every payment aside "
        "for tax. How much of it can I actually keep?"
    )
    return task, v, f"{paid / 100} * (1 - {pct} / 100)", _money_tol(v), {}


def _h12_call_billed_hours_minutes(r: random.Random) -> ArithOut7:
    rate = r.choice([40, 60, 72, 80, 90, 120])
    h = r.randrange(1, 4)
    m = r.choice([15, 30, 45, 20, 40])
    v = Fraction(rate) * (h + Fraction(m, 60))
    task = (
        f"The call with my client took {h} hour{'s' if h > 1 else ''} {m} minutes. "
        f"I charge {_euros(rate * 100)} an hour. How much do I bill for it?"
    )
    return task, v, f"{rate} * ({h} + {m} / 60)", _money_tol(v), {}


# --------------------------------------------------------------------------- simple English


def _h12_apples_by_kilo(r: random.Random) -> ArithOut7:
    kilos = r.randrange(2, 7)
    price = r.randrange(120, 390, 10)
    v = _cents(price) * kilos
    task = (
        f"Please calculate for me. I buy {kilos} kilo apples. One kilo costs "
        f"{price // 100}.{price % 100:02d} euro. How much I pay together?"
    )
    return task, v, f"{price / 100} * {kilos}", _money_tol(v), {}


def _h12_jacket_percent_less(r: random.Random) -> ArithOut7:
    price = r.randrange(40, 200)
    pct = r.choice([10, 15, 20, 25, 30, 40])
    v = Fraction(price * (100 - pct), 100)
    task = (
        f"In the shop the jacket costs {price} euro. Today it is {pct} percent less. "
        "Which price I must pay now?"
    )
    return task, v, f"{price} * (1 - {pct} / 100)", _money_tol(v), {}


# --------------------------------------------------------------------------- texting


def _h12_texting_split(r: random.Random) -> ArithOut7:
    total = r.randrange(4000, 16000)
    n = r.randrange(2, 7)
    v = _cents(total) / n
    task = f"dinner came to {_money(total)}, can u split it {n} ways pls? how much each"
    return task, v, f"{total / 100} / {n}", _money_tol(v), {}


def _h12_texting_percent_of(r: random.Random) -> ArithOut7:
    pct = r.choice([12, 15, 18, 22, 35, 45])
    amount = r.randrange(60, 900)
    v = Fraction(pct * amount, 100)
    task = f"quick one pls, what's {pct}% of {amount}? thx"
    return task, v, f"{pct} / 100 * {amount}", _tol(v), {}


ARITHMETIC: list[ArithTemplate] = [
    _h12_pension_goes_up,
    _h12_pension_for_the_year,
    _h12_pension_left_after_bills,
    _h12_taxi_each_way,
    _h12_shift_hours_in_week,
    _h12_overtime_time_and_a_half,
    _h12_shifts_in_minutes,
    _h12_drip_ml_per_hour,
    _h12_dose_by_weight,
    _h12_seed_packets_for_bed,
    _h12_average_harvest,
    _h12_feed_per_litre,
    _h12_rowing_calories,
    _h12_lifting_volume,
    _h12_pounds_to_kg_rounded,
    _h12_average_daily_calories,
    _h12_sessions_percent,
    _h12_invoice_with_vat,
    _h12_tax_set_aside,
    _h12_call_billed_hours_minutes,
    _h12_apples_by_kilo,
    _h12_jacket_percent_less,
    _h12_texting_split,
    _h12_texting_percent_of,
]

# --------------------------------------------------------------------------- to-do

CHORES = [
    "pick up prescription",
    "book eye test",
    "call the pension office",
    "renew bus pass",
    "charge hearing aid",
    "water the runner beans",
    "buy compost",
    "fix the shed door",
    "order seed potatoes",
    "repot the chillies",
    "wash scrubs",
    "swap shift with Dana",
    "renew nursing registration",
    "buy compression socks",
    "send invoice to Miller",
    "update portfolio",
    "chase late payment",
    "file tax return",
    "pack gym bag",
    "book spin class",
    "buy protein powder",
    "meal prep for the week",
    "pay water bill",
    "visit Grandma",
    "return library books",
    "defrost the freezer",
    "post birthday card",
    "take out recycling",
]


def _pick(r: random.Random, low: int, high: int) -> list[str]:
    return r.sample(CHORES, r.randrange(low, high + 1))


def _new(r: random.Random, setup: list[str], count: int) -> list[str]:
    return r.sample([t for t in CHORES if t not in setup], count)


POSITION = {0: "first", 1: "second", 2: "third"}


def _h12_polite_quoted_add(r: random.Random) -> TodoOut7:
    setup = _pick(r, 0, 3)
    (new,) = _new(r, setup, 1)
    task = f"Hello dear, would you please add '{new}' to my to-do list? Thank you kindly."
    return task, setup, _open([*setup, new]), False, {}


def _h12_after_night_shift_two(r: random.Random) -> TodoOut7:
    setup = _pick(r, 0, 2)
    a, b = _new(r, setup, 2)
    task = f"after my night shift i need to {a} and {b}, put both on my to-do list"
    return task, setup, _open([*setup, a, b]), False, {}


def _h12_simple_sentences_three(r: random.Random) -> TodoOut7:
    setup = _pick(r, 0, 2)
    a, b, c = _new(r, setup, 3)
    task = f"Please add to my list three things: {a}, {b}, {c}."
    return task, setup, _open([*setup, a, b, c]), False, {}


def _h12_texting_add(r: random.Random) -> TodoOut7:
    setup = _pick(r, 1, 3)
    (new,) = _new(r, setup, 1)
    task = f"pls add {new} to my todo list thx"
    return task, setup, _open([*setup, new]), False, {}


def _h12_title_done_tick_it(r: random.Random) -> TodoOut7:
    setup = _pick(r, 2, 5)
    i = r.randrange(len(setup))
    task = f"{setup[i]} is done now, tick it off pls"
    return task, setup, _completed(setup, i), False, {}


def _h12_number_finished_word_order(r: random.Random) -> TodoOut7:
    setup = _pick(r, 3, 5)
    i = r.randrange(len(setup))
    task = f"Number {i + 1} on my list I have finished. Please mark it as done."
    return task, setup, _completed(setup, i), False, {}


def _h12_last_one_done(r: random.Random) -> TodoOut7:
    setup = _pick(r, 2, 5)
    what = r.choice(["thing", "task", "item", "one"])
    verb = r.choice(
        ["mark the last one as complete", "mark the last one done", "tick the last one off"]
    )
    task = f"I just did the last {what} on my to-do list, {verb}"
    return task, setup, _completed(setup, len(setup) - 1), False, {}


def _h12_cancelled_delete_title(r: random.Random) -> TodoOut7:
    setup = _pick(r, 2, 5)
    i = r.randrange(len(setup))
    task = f'That plan is cancelled, so please delete "{setup[i]}" from my to-do list.'
    return task, setup, _deleted(setup, i), False, {}


def _h12_delete_item_number_texting(r: random.Random) -> TodoOut7:
    setup = _pick(r, 3, 6)
    i = r.randrange(len(setup))
    task = f"can u delete item {i + 1} from my list pls"
    return task, setup, _deleted(setup, i), False, {}


def _h12_remove_ordinal_item(r: random.Random) -> TodoOut7:
    setup = _pick(r, 3, 5)
    i = r.randrange(3)
    task = f"Remove the {POSITION[i]} item on my to-do list, I don't need it."
    return task, setup, _deleted(setup, i), False, {}


def _h12_what_still_to_do(r: random.Random) -> TodoOut7:
    setup = _pick(r, 2, 5)
    task = "Before my shift: what do I still have to do? Show me my list."
    return task, setup, _open(setup), True, {"contains": [setup[0]]}


def _h12_how_many_not_done(r: random.Random) -> TodoOut7:
    setup = _pick(r, 1, 6)
    task = "How many tasks are on my to-do list that are not done yet?"
    return task, setup, _open(setup), True, {"numeric": len(setup)}


def _h12_is_it_on_my_list(r: random.Random) -> TodoOut7:
    setup = _pick(r, 2, 5)
    if r.random() < 0.5:
        title = r.choice(setup)
    else:
        (title,) = _new(r, setup, 1)
    task = f"Is '{title}' on my to-do list? Just tell me, don't change anything."
    return task, setup, _open(setup), True, {}


def _h12_season_over_clear(r: random.Random) -> TodoOut7:
    setup = _pick(r, 2, 6)
    why = r.choice(
        ["The allotment season is over.", "I start a new job on Monday.", "New month, fresh start."]
    )
    how = r.choice(
        ["clear my whole to-do list", "empty my to-do list", "delete everything on my to-do list"]
    )
    task = f"{why} Please {how}, every item."
    return task, setup, [], False, {}


def _h12_tick_two_titles(r: random.Random) -> TodoOut7:
    setup = _pick(r, 3, 6)
    i, j = sorted(r.sample(range(len(setup)), 2))
    task = f"done with {setup[j]} and {setup[i]}, tick both off pls"
    return task, setup, _completed(setup, i, j), False, {}


def _h12_add_then_count(r: random.Random) -> TodoOut7:
    setup = _pick(r, 1, 4)
    (new,) = _new(r, setup, 1)
    task = f"Add {new} to my to-do list, and then tell me how many items are on it."
    return task, setup, _open([*setup, new]), False, {"numeric": len(setup) + 1}


TODO: list[TodoTemplate] = [
    _h12_polite_quoted_add,
    _h12_after_night_shift_two,
    _h12_simple_sentences_three,
    _h12_texting_add,
    _h12_title_done_tick_it,
    _h12_number_finished_word_order,
    _h12_last_one_done,
    _h12_cancelled_delete_title,
    _h12_delete_item_number_texting,
    _h12_remove_ordinal_item,
    _h12_what_still_to_do,
    _h12_how_many_not_done,
    _h12_is_it_on_my_list,
    _h12_season_over_clear,
    _h12_tick_two_titles,
    _h12_add_then_count,
]

# --------------------------------------------------------------------------- the set

HEADER = """\
# {name}: everyday calculator and to-do requests, held out.
# Written blind on 2026-11-27 by evals/gen_everyday_heldout_12.py (seed {seed}), before any
# tuning against it, by a helper session (branch h12) that read none of the planner's, the
# tools' or the school's code or tests, nor the other everyday sets or their templates.
# {families} template families ({arith} arithmetic, {todo} to-do), one phrasing each, {draws} seeded
# draws, in the voices of a retiree, a nurse, a gardener, a gym-goer, a freelancer, a non-native
# speaker and phone texting. Expected numbers are computed in plain Python with exact fractions
# and checked against an independent float expression. Do not tune against it: regenerate, do
# not edit.
"""


def main() -> None:
    """Write the set after checking that a title named in a task picks out one to-do.

    Lists of titles stay readable too: none holds "and" or a comma.
    """
    check_titles(CHORES, r"\band\b|,")
    print(write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16)))


if __name__ == "__main__":
    main()
