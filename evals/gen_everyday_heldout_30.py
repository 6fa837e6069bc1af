"""Blind everyday set 30: people on the move (commuting, errands in town, travel).

Fares, fuel, parking, splitting costs, times and distances with stated factors, tips, and the
to-do lists of people getting around town or going away; a mix of terse phone typing and full
sentences. Every rate, factor, tax or rule a task needs is stated in the task.

Written blind on 2026-11-28 by a helper session (branch h30). What it read, and nothing else:
- docs/evals.md: "## The dataset" and "## Side effects" only (after `grep -n '^## '`).
- src/agentschool/evals/cases.py and src/agentschool/evals/checks.py, whole.
- evals/gen_everyday_heldout_4.py: `_money`, `_listing`, `_tol`; its import lines (by grep).
- evals/gen_everyday_heldout_7.py: `Extra`, `ArithOut7`, `TodoOut7`, `ArithTemplate`,
  `TodoTemplate`, `_plain`, `_pounds`, `_euros`, `_a`, `_open`, `_completed`, `_deleted`,
  `check_titles`, `write_set` (its signature names `build_set`, `DrawKey`, `_todo_case`); its
  import lines (by grep). The first 30 lines of evals/everyday-heldout-7.yaml.
Slips (`sed -n` ranges that ran past the wanted definitions, and one traceback): in set 4,
`_cents`, `_ordinal`; in set 7, `NAME`, `HERE`, `DRAWS`, `Out`, `_said`, `_typed`, `_frac`,
`_adding`, `_one_of`, `_check_families`, the def line (no body) of one set-7 to-do template, set
7's `main()` (naming GROCERIES, WORD_PROBLEMS), and two lines of its `build_set`/`draw` in a
traceback of this file's first run. Also the names of the files in evals/ (an `ls`) and a grep
of pyproject.toml for ruff settings. No template body of any other set, no agent, planner, rules,
tools or tests code, no git history.

Families:
- bus-fares-week: weekly spend on bus rides there and back at a stated fare.
- fuel-cost-litres: fuel cost of a drive from litres per 100 km and a price per litre.
- fuel-cost-mpg: gas cost of a drive from miles per gallon and a price per gallon.
- parking-started-hours: parking charged per started hour, from a stay or from clock times.
- taxi-split-with-tip: a cab fare plus a percentage tip, split evenly.
- tip-on-ride: a percentage tip on a ride, asked as the tip or as the total.
- ticket-discount: a train ticket with a third off or a percentage discount.
- miles-km-rounded: miles and kilometres with 1 mile = 1.609 km stated, to one decimal.
- average-speed: average speed in km/h from a distance and minutes, to one decimal.
- travel-minutes: minutes for a distance at a stated speed, to the nearest minute.
- monthly-commute-cost: day returns (and station parking) times office days in a month.
- pass-break-even: fewest rides a month for a travel pass to beat single tickets.
- currency-exchange-fee: foreign money received after a percentage or flat fee taken first.
- average-commute-time: the mean of a few commute times in minutes.
- weekly-commute-time: a multi-leg commute done both ways some days a week, in hours or minutes.
- trip-driving-costs: tolls both ways, nights of parking and fuel, added up.
- ev-charging-cost: electricity cost from a battery's charge window or from kWh per 100 km.
- bike-share-ride: unlock fee plus a per-minute rate.
- fare-increase-percent: percentage rise of a fare or pass, to one decimal.
- mileage-claim: a work mileage claim at a stated rate, with or without parking receipts.
- walk-steps: steps for a walk from a stated stride length, to the nearest step.
- excess-baggage-fee: an airline fee per kilo or part kilo over the allowance.
- hotel-split-with-tax: nightly rate times nights plus tax, split evenly.
- connection-minutes: minutes between an arrival and the next departure.
- remind-me-to: add one to-do asked as "remind me to ...".
- add-quoted: add one to-do given in quotes or after a colon, terse or polite.
- add-several: add two or three to-dos in one request.
- add-with-backstory: add one to-do named after a sentence or two of context.
- tick-off-by-title: complete one to-do named by its title.
- done-past-tense: complete one to-do the person says they have just done.
- tick-off-by-number: complete one to-do named by its number on the list.
- tick-off-two: complete two to-dos named by title.
- delete-by-title: delete one to-do named by its title.
- delete-by-number: delete one to-do named by its number.
- done-then-clear-completed: complete one or two to-dos, then clear the completed ones.
- whats-on-my-list: list the to-dos (a question: nothing may change).
- how-many-left: count the to-dos (a question: nothing may change).
- anything-about: find the to-do about a keyword (a question: nothing may change).
- done-and-whats-left: complete one to-do and say what is still open.
- drop-one-add-another: delete one to-do and add a different one in its place.
"""

from __future__ import annotations

import math
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
    _completed,
    _deleted,
    _euros,
    _open,
    _plain,
    _pounds,
    check_titles,
    write_set,
)

NAME = "everyday-heldout-30"
SEED = 20261128_30

HEADER = """\
# {name}: everyday calculator and to-do requests of people on the move, held out.
# Written blind on 2026-11-28 by evals/gen_everyday_heldout_30.py (seed {seed}), before any
# tuning against it, by a helper session (branch h30) that read none of the planner's, agent's,
# tools' or rules' code, no tests, no other set's templates.
# Theme: commuting, errands in town and travel (fares, fuel, parking, splitting costs, times and
# distances with stated factors, tips) and the to-do lists that go with them.
# {families} families ({arith} arithmetic, {todo} to-do), {draws} seeded draws each.
# Expected numbers are exact (fractions, decimals; rounding half up where a task asks to round),
# each checked against an independent float expression. Regenerate, do not edit.
"""

CURRENCIES: list[Callable[[int], str]] = [_money, _pounds, _euros]


def _arith(task: str, exact: Fraction, expr: str, tol: float | None, **extra: object) -> ArithOut7:
    """The case, after checking the exact answer against the float expression."""
    approx = eval(expr, {"__builtins__": {}}, {"round": round})
    assert math.isclose(approx, float(exact), rel_tol=1e-9, abs_tol=1e-9), (task, exact, expr)
    return task, exact, expr, tol, dict(extra)


def _money_case(task: str, exact: Fraction, expr: str) -> ArithOut7:
    return _arith(task, exact, expr, _tol(exact))


def _rounded(value: Fraction, places: int) -> Fraction | None:
    """`value` rounded half up to `places` decimals; None when it sits on a tie (redraw)."""
    scaled = value * 10**places
    if (scaled - math.floor(scaled)) == Fraction(1, 2):
        return None
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    return Fraction(exact.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))


def _dec(low: int, high: int, scale: int, r: random.Random) -> Decimal:
    return Decimal(r.randint(low, high)).scaleb(-scale)


def _clock(minutes: int, ampm: bool = False) -> str:
    h, m = divmod(minutes, 60)
    return f"{(h - 1) % 12 + 1}:{m:02d}{'am' if h < 12 else 'pm'}" if ampm else f"{h}:{m:02d}"


def _n(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


# --------------------------------------------------------------------------- arithmetic


def _h30_bus_fares_week(r: random.Random) -> ArithOut7:
    fare, days, fmt = r.randrange(175, 380, 5), r.randint(3, 6), r.choice(CURRENCIES)
    f = fmt(fare)
    task = [
        f"I take the bus to work and back {days} days a week, and each ride costs {f}. "
        "How much do I spend on bus fares in a week?",
        f"bus {f} each way, {days} days a week. weekly cost?",
        f"Could you work out my weekly bus spend? It's {f} a ride, one ride there and one "
        f"back, {days} days a week.",
    ][r.randrange(3)]
    return _money_case(task, Fraction(fare * 2 * days, 100), f"{fare / 100}*2*{days}")


def _h30_fuel_cost_litres(r: random.Random) -> ArithOut7:
    km, cons, price = r.randrange(60, 620, 10), _dec(48, 92, 1, r), _dec(1450, 1999, 3, r)
    p, c = f"{r.choice('€£')}{_plain(price)}", _plain(cons)
    task = [
        f"I'm driving {km} km to my parents' this weekend. The car uses {c} litres per "
        f"100 km and petrol is {p} a litre. How much will the fuel cost?",
        f"{km}km trip, car does {c}L/100km, diesel {p}/L. fuel cost?",
        f"How much should I budget for fuel on a {km} km drive if my car burns {c} l per "
        f"100 km and fuel costs {p} per litre?",
    ][r.randrange(3)]
    exact = Fraction(km, 100) * Fraction(cons) * Fraction(price)
    return _money_case(task, exact, f"{km}/100*{float(cons)}*{float(price)}")


def _h30_fuel_cost_mpg(r: random.Random) -> ArithOut7:
    miles, mpg, price = r.randrange(40, 420, 5), r.randint(22, 48), r.randint(289, 499)
    p = _money(price)
    task = [
        f"I'm driving {miles} miles to see my sister. My car gets {mpg} miles per gallon "
        f"and gas is {p} a gallon. What will the gas cost?",
        f"{miles} mi, {mpg} mpg, gas {p}/gal — cost?",
        f"What's the gas budget for a {miles}-mile drive? The car does {mpg} mpg and the "
        f"station near me charges {p} per gallon.",
    ][r.randrange(3)]
    exact = Fraction(miles, mpg) * Fraction(price, 100)
    return _money_case(task, exact, f"{miles}/{mpg}*{price / 100}")


def _h30_parking_started_hours(r: random.Random) -> ArithOut7:
    rate, fmt = r.randrange(120, 420, 10), r.choice(CURRENCIES)
    h, m = r.randint(1, 4), r.randrange(5, 60, 5)
    start = r.randint(7, 14) * 60 + r.randrange(0, 60, 5)
    end, f = start + h * 60 + m, fmt(rate)
    task = [
        f"Parking in the town centre is {f} an hour, and every started hour is charged as "
        f"a full hour. I parked at {_clock(start)} and left at {_clock(end)}. What do I owe?",
        f"car park {f}/hr, part hours count as full. parked {h}h {m}min, how much?",
        f"The garage by the station charges {f} for each hour or part of an hour. How much "
        f"for {_n(h, 'hour')} {m} minutes?",
    ][r.randrange(3)]
    exact = Fraction((h + 1) * rate, 100)
    return _money_case(task, exact, f"{rate / 100}*(({h}*60+{m})//60+1)")


def _h30_taxi_split_with_tip(r: random.Random) -> ArithOut7:
    fare, pct, n = r.randint(1800, 6500), r.choice([10, 15, 20]), r.randint(2, 5)
    f = r.choice(CURRENCIES)(fare)
    task = [
        f"The taxi from the station came to {f} and we want to add a {pct}% tip. Split "
        f"between the {n} of us, how much does each person pay?",
        f"cab {f} + {pct}% tip split {n} ways?",
        f"Can you work out our share of the cab? Meter said {f}, we're tipping {pct}% on "
        f"top, and there are {n} of us splitting it evenly.",
    ][r.randrange(3)]
    exact = Fraction(fare, 100) * Fraction(100 + pct, 100) / n
    return _money_case(task, exact, f"{fare / 100}*{1 + pct / 100}/{n}")


def _h30_tip_on_ride(r: random.Random) -> ArithOut7:
    fare, pct = r.randint(900, 4800), r.choice([10, 12, 15, 18, 20, 25])
    f = r.choice(CURRENCIES)(fare)
    which = r.randrange(3)
    task = [
        f"My rideshare to the airport was {f}. If I tip {pct}%, what's the total?",
        f"how much is a {pct}% tip on a {f} ride",
        f"The driver was great and I'd like to leave {pct}% on a {f} fare. How much is the tip?",
    ][which]
    whole = 100 if which == 0 else 0  # the first asks for the total, the others for the tip
    expr = f"{fare / 100}*{pct}/100" + (f"+{fare / 100}" if whole else "")
    return _money_case(task, Fraction(fare * (pct + whole), 10000), expr)


def _h30_ticket_discount(r: random.Random) -> ArithOut7:
    price, pct = r.randint(1850, 12000), r.choice([20, 25, 30, 40])
    p = r.choice([_pounds, _pounds, _money, _euros])(price)
    which = r.randrange(4)
    task = [
        f"The train ticket to Manchester is {p} and my railcard takes a third off. What will "
        "I actually pay?",
        f"ticket {p}, railcard 1/3 off. price?",
        f"With my {pct}% student discount, what does a {p} train ticket come to?",
        f"{p} return ticket minus {pct}% senior discount = ?",
    ][which]
    if which < 2:
        return _money_case(task, Fraction(price * 2, 300), f"{price / 100}-{price / 100}/3")
    return _money_case(task, Fraction(price * (100 - pct), 10000), f"{price / 100}*{1 - pct / 100}")


def _h30_miles_km_rounded(r: random.Random) -> ArithOut7:
    city = r.choice(["Lyon", "Porto", "Ghent", "Bologna", "Salzburg", "Nantes"])
    while True:
        which, km, mi = r.randrange(3), r.randint(5, 250), r.randint(3, 160)
        if which < 2:
            exact, expr = _rounded(km / Fraction("1.609"), 1), f"round({km}/1.609, 1)"
        else:
            exact, expr = _rounded(mi * Fraction("1.609"), 1), f"round({mi}*1.609, 1)"
        if exact is not None:
            break
    task = [
        f"The sign says {km} km to {city}. Taking a mile as 1.609 km, how many miles is that? "
        "Round to one decimal place.",
        f"{km} km in miles? (1 mile = 1.609 km) 1 decimal pls",
        f"My friend says the hotel is {mi} miles from the airport. With 1 mile = 1.609 km, how "
        "far is that in km, to one decimal?",
    ][which]
    return _arith(task, exact, expr, None)


def _h30_average_speed(r: random.Random) -> ArithOut7:
    while True:
        which = r.randrange(3)
        if which == 0:
            km, mins = _dec(40, 250, 1, r), r.randint(15, 70)
        elif which == 1:
            km, mins = _dec(30, 120, 1, r), r.randint(18, 75)
        else:
            km, mins = Decimal(r.randint(10, 80)), r.randint(20, 95)
        exact = _rounded(Fraction(km) * 60 / mins, 1)
        if exact is not None:
            break
    k = _plain(km)
    task = [
        f"I cycled {k} km to work this morning in {mins} minutes. What was my average speed in "
        "km/h, rounded to one decimal place?",
        f"ran {k}km in {mins} min, avg speed in km/h? 1 dp",
        f"The bus covered {k} kilometres in {mins} minutes. What was its average speed in "
        "kilometres per hour, to one decimal?",
    ][which]
    return _arith(task, exact, f"round({float(km)}/({mins}/60), 1)", None)


def _h30_travel_minutes(r: random.Random) -> ArithOut7:
    while True:
        which = r.randrange(3)
        if which == 0:
            km, v = _dec(8, 45, 1, r), r.choice([4, 5, 6])
        else:
            km, v = Decimal(r.randint(20, 180)), r.choice([60, 70, 80, 90, 100, 110])
        exact = _rounded(Fraction(km) / v * 60, 0)
        if exact is not None:
            break
    k = _plain(km)
    task = [
        f"The station is {k} km from my flat and I walk at {v} km/h. How many minutes will it "
        "take me, to the nearest minute?",
        f"It's {k} km to the airport and I'll average {v} km/h on the motorway. How long is the "
        "drive in minutes? Round to the nearest minute.",
        f"{k} km at {v} km/h = how many minutes? (nearest min)",
    ][which]
    return _arith(task, exact, f"round({float(km)}/{v}*60)", None)


def _h30_monthly_commute_cost(r: random.Random) -> ArithOut7:
    days, ret, park = r.randint(12, 22), r.randrange(480, 1650, 10), r.randrange(200, 800, 50)
    fmt = r.choice(CURRENCIES)
    month, which = r.choice(["March", "June", "September", "November"]), r.randrange(3)
    task = [
        f"This month I'm in the office {days} days. A day return costs {fmt(ret)} and station "
        f"parking is {fmt(park)} a day. What will commuting cost me this month?",
        f"{days} office days x {fmt(ret)} day return — monthly total?",
        f"How much is my train commute in {month}? Day returns are {fmt(ret)} and I'm going in "
        f"{days} days. I also pay {fmt(park)} for the station car park each of those days.",
    ][which]
    daily = ret if which == 1 else ret + park
    return _money_case(task, Fraction(days * daily, 100), f"{days}*{daily / 100}")


def _h30_pass_break_even(r: random.Random) -> ArithOut7:
    while True:
        single, monthly = r.randrange(150, 400, 5), r.randrange(4000, 12000, 50)
        if monthly % single:
            break
    fmt = r.choice(CURRENCIES)
    s, p = fmt(single), fmt(monthly)
    task = [
        f"A monthly bus pass costs {p} and a single ticket is {s}. How many rides would I "
        "need to take in a month for the pass to be the cheaper option?",
        f"monthly pass {p}, single {s}. min rides/month for the pass to be worth it?",
        f"I'm trying to decide whether to get the {p} monthly travel pass. Each single trip "
        f"is {s}. What's the smallest number of trips a month at which the pass would save "
        "me money?",
    ][r.randrange(3)]
    expr = f"-(-{monthly / 100}//{single / 100})"
    return _arith(task, Fraction(-(-monthly // single)), expr, None)


def _h30_currency_exchange_fee(r: random.Random) -> ArithOut7:
    pairs = [
        ("£", "pounds", "€", "euros", 112, 119),
        ("$", "dollars", "€", "euros", 88, 95),
        ("€", "euros", "$", "dollars", 105, 112),
        ("£", "pounds", "$", "dollars", 124, 131),
    ]
    hs, hn, fs, fn, low, high = r.choice(pairs)
    amount, rate = r.randrange(100, 1000, 10), Decimal(r.randint(low, high)).scaleb(-2)
    fee = r.choice([Decimal("1.5"), Decimal(2), Decimal("2.5"), Decimal(3)])
    flat, rt, fe = r.choice([250, 300, 495]), _plain(rate), _plain(fee)
    which = r.randrange(3)
    task = [
        f"I'm changing {hs}{amount} into {fn} at the airport. The rate is {hs}1 = {fs}{rt} and "
        f"they keep {fe}% of what I hand over as commission before converting. How many {fn} "
        "do I get?",
        f"exchange {hs}{amount} to {fn}? rate {hs}1 = {fs}{rt}, {hs}{_money(flat)[1:]} flat fee "
        "taken off first",
        f"How much will I get if I swap {hs}{amount} at {rt} {fn} per {hn[:-1]}, after a {fe}% "
        "fee is taken off the amount first?",
    ][which]
    if which == 1:
        exact = (amount - Fraction(flat, 100)) * Fraction(rate)
        return _money_case(task, exact, f"({amount}-{flat / 100})*{float(rate)}")
    exact = amount * (1 - Fraction(fee) / 100) * Fraction(rate)
    return _money_case(task, exact, f"{amount}*(100-{float(fee)})/100*{float(rate)}")


def _h30_average_commute_time(r: random.Random) -> ArithOut7:
    k = r.choice([4, 5])
    times = [r.randint(25, 70) for _ in range(k)]
    task = [
        f"My commute this week took {_listing([str(t) for t in times])} minutes. What was "
        "the average?",
        ", ".join(f"{d} {t}" for d, t in zip("Mon Tue Wed Thu Fri".split(), times, strict=False))
        + " (minutes on the road) — avg commute?",
        f"Over the last {k} days my drive home took {_listing([str(t) for t in times])} "
        "minutes. What's my average drive time in minutes?",
    ][r.randrange(3)]
    expr = f"({'+'.join(map(str, times))})/{k}"
    return _arith(task, Fraction(sum(times), k), expr, None)


def _h30_weekly_commute_time(r: random.Random) -> ArithOut7:
    while True:
        w, t, b, days = r.randint(5, 15), r.randint(15, 55), r.randint(5, 20), r.randint(3, 5)
        minutes = (w + t + b) * 2 * days
        hours = _rounded(Fraction(minutes, 60), 1)
        if hours is not None:
            break
    which = r.randrange(3)
    task = [
        f"One way, I walk {w} minutes to the station, ride the train for {t} minutes, then take "
        f"a {b}-minute bus. I do the round trip {days} days a week. How many hours a week is "
        "that, to one decimal place?",
        f"walk {w} + train {t} + bus {b} min each way, {days} days/wk. total minutes per week?",
        f"How much time do I spend commuting each week? Each direction is a {w} minute walk, "
        f"{t} minutes on the train and {b} minutes on the bus, and I go in {days} days. Give it "
        "in hours, rounded to one decimal.",
    ][which]
    if which == 1:
        return _arith(task, Fraction(minutes), f"({w}+{t}+{b})*2*{days}", None)
    return _arith(task, hours, f"round(({w}+{t}+{b})*2*{days}/60, 1)", None)


def _h30_trip_driving_costs(r: random.Random) -> ArithOut7:
    toll, park, nights = r.randrange(250, 1500, 25), r.randrange(1200, 4000, 100), r.randint(1, 4)
    fuel, fmt = r.randint(3000, 12000), r.choice(CURRENCIES)
    task = [
        f"Weekend away: the bridge toll is {fmt(toll)} each way, hotel parking is "
        f"{fmt(park)} a night for {_n(nights, 'night')}, and I reckon fuel will be "
        f"{fmt(fuel)}. What's the total for the car?",
        f"toll {fmt(toll)} each way, parking {fmt(park)}/night x {nights}, fuel {fmt(fuel)}. "
        "total?",
        f"Can you add up the driving costs for our trip? {fmt(fuel)} of fuel, a {fmt(toll)} "
        f"toll going and the same coming back, plus {_n(nights, 'night')} of parking at "
        f"{fmt(park)} per night.",
    ][r.randrange(3)]
    exact = Fraction(2 * toll + nights * park + fuel, 100)
    return _money_case(task, exact, f"{toll / 100}*2+{park / 100}*{nights}+{fuel / 100}")


def _h30_ev_charging_cost(r: random.Random) -> ArithOut7:
    price, sym = _dec(25, 79, 2, r), r.choice("$£€")
    p = f"{sym}{_plain(price)}"
    which = r.randrange(3)
    if which < 2:
        bat, low = r.choice([40, 52, 58, 64, 75, 82]), r.randrange(5, 45, 5)
        high = r.choice([80, 90, 100])
        task = [
            f"Charging my car from {low}% to {high}% on a {bat} kWh battery — at {p} per kWh, "
            "how much will that cost?",
            f"{bat}kWh battery, {low}% → {high}%, {p}/kWh. cost?",
        ][which]
        exact = bat * Fraction(high - low, 100) * Fraction(price)
        return _money_case(task, exact, f"{bat}*({high}-{low})/100*{float(price)}")
    cons, km = _dec(140, 210, 1, r), r.randrange(50, 400, 10)
    task = (
        f"My EV uses {_plain(cons)} kWh per 100 km. What's the electricity cost of a {km} km "
        f"trip if charging costs {p} per kWh?"
    )
    exact = Fraction(km, 100) * Fraction(cons) * Fraction(price)
    return _money_case(task, exact, f"{km}*{float(cons)}/100*{float(price)}")


def _h30_bike_share_ride(r: random.Random) -> ArithOut7:
    unlock, per, mins = r.choice([50, 100, 120, 150]), r.randint(10, 39), r.randint(6, 45)
    fmt = r.choice(CURRENCIES)
    u, p = fmt(unlock), fmt(per)
    task = [
        f"The city e-bikes cost {u} to unlock plus {p} a minute. My ride to the office took "
        f"{mins} minutes. What did it cost?",
        f"scooter: {u} unlock + {p}/min, {mins} min ride = ?",
        f"How much is a {mins}-minute bike share ride if unlocking is {u} and each minute is {p}?",
    ][r.randrange(3)]
    exact = Fraction(unlock + per * mins, 100)
    return _money_case(task, exact, f"{unlock / 100}+{per / 100}*{mins}")


def _h30_fare_increase_percent(r: random.Random) -> ArithOut7:
    fmt = r.choice(CURRENCIES)
    while True:
        which = r.randrange(3)
        old = r.randrange(6000, 20000, 10) if which == 0 else r.randrange(150, 450, 5)
        new = old + r.randint(old // 50, old // 7)
        exact = _rounded(Fraction(new - old, old) * 100, 1)
        if exact is not None:
            break
    o, n = fmt(old), fmt(new)
    task = [
        f"My monthly train pass just went up from {o} to {n}. By what percentage did it "
        "increase? Round to one decimal place.",
        f"bus fare {o} → {n}, % increase? 1dp",
        f"The single fare used to be {o} and now it's {n}. What's the percentage rise, to one "
        "decimal?",
    ][which]
    return _arith(task, exact, f"round(({new}-{old})/{old}*100, 1)", None)


def _h30_mileage_claim(r: random.Random) -> ArithOut7:
    trips, miles, park = r.randint(2, 9), r.randint(12, 95), r.randrange(400, 3000, 10)
    rate, fmt = r.choice([(67, _money), (40, _euros), (45, _pounds)])
    which = r.randrange(3)
    task = [
        f"Work pays {fmt(rate)} per mile for business travel. This month I drove to {trips} "
        f"client visits, each {miles} miles there and back. How much can I claim?",
        f"mileage claim: {trips} trips x {miles} mi round trip at {fmt(rate)}/mi, plus "
        f"{fmt(park)} parking receipts. total?",
        f"I need to fill in my expenses: {trips} site visits, {miles} miles return each, "
        f"reimbursed at {fmt(rate)} a mile, and {fmt(park)} in parking receipts. What's the "
        "total claim?",
    ][which]
    park = 0 if which == 0 else park
    exact = Fraction(trips * miles * rate + park, 100)
    return _money_case(task, exact, f"{trips}*{miles}*{rate / 100}+{park / 100}")


def _h30_walk_steps(r: random.Random) -> ArithOut7:
    while True:
        cm, km = r.randint(62, 84), _dec(10, 60, 1, r)
        exact = _rounded(Fraction(km) * 100000 / cm, 0)
        if exact is not None:
            break
    k = _plain(km)
    task = [
        f"My stride is {cm} cm. How many steps is the {k} km walk to the station, to the "
        "nearest whole step?",
        f"{k} km walk, {cm}cm per step — how many steps? round to whole number",
        f"If each of my steps is {cm} centimetres, how many steps do I take walking {k} "
        "kilometres into town? Round to the nearest step.",
    ][r.randrange(3)]
    return _arith(task, exact, f"round({float(km)}*1000*100/{cm})", None)


def _h30_excess_baggage_fee(r: random.Random) -> ArithOut7:
    allowance, fee = r.choice([20, 23]), r.choice([1000, 1200, 1500, 1800, 2000])
    while True:
        tenths = r.randint(3, 79)
        if tenths % 10:
            break
    weight = allowance + Decimal(tenths).scaleb(-1)
    w, f = _plain(weight), r.choice(CURRENCIES)(fee)
    task = [
        f"My suitcase weighs {w} kg and the allowance is {allowance} kg. The airline "
        f"charges {f} for every kilo over, and a part kilo counts as a full one. How much "
        "will I pay?",
        f"bag {w}kg, limit {allowance}kg, {f}/kg over (part kg = full kg). fee?",
        f"Checking in for my flight: bag is {w} kg, free allowance {allowance} kg, excess is "
        f"{f} per kilo or part of a kilo over. What's the excess baggage charge?",
    ][r.randrange(3)]
    over = -(-tenths // 10)
    return _money_case(
        task, Fraction(over * fee, 100), f"-(-({float(weight)}-{allowance})//1)*{fee / 100}"
    )


def _h30_hotel_split_with_tax(r: random.Random) -> ArithOut7:
    rate, nights = r.randint(6900, 22000), r.randint(2, 5)
    tax, people = r.choice([5, 8, 10, 12, 14]), r.randint(2, 4)
    f = r.choice(CURRENCIES)(rate)
    task = [
        f"Our hotel is {f} a night for {nights} nights, plus {tax}% tax on the total. Split "
        f"evenly between the {people} of us, what does each person owe?",
        f"hotel {f}/night x {nights} nights + {tax}% tax, split {people} ways — each?",
        f"We're {people} friends sharing a room for {nights} nights at {f} per night. The "
        f"city adds {tax}% tax. How much is each share?",
    ][r.randrange(3)]
    exact = Fraction(rate * nights * (100 + tax), 100 * 100 * people)
    return _money_case(task, exact, f"{rate / 100}*{nights}*(1+{tax}/100)/{people}")


def _h30_connection_minutes(r: random.Random) -> ArithOut7:
    arrive, gap = r.randrange(6 * 60, 20 * 60, 5), r.randrange(35, 240, 5)
    leave = arrive + gap
    task = [
        f"My first flight lands at {_clock(arrive)} and the connecting one leaves at "
        f"{_clock(leave)}. How many minutes do I have between them?",
        f"train gets in {_clock(arrive)}, next one departs {_clock(leave)}. how many min to "
        "change?",
        f"I get into the station at {_clock(arrive, True)} and my coach leaves at "
        f"{_clock(leave, True)}. How many minutes will I be waiting?",
    ][r.randrange(3)]
    expr = f"({leave // 60}*60+{leave % 60})-({arrive // 60}*60+{arrive % 60})"
    return _arith(task, Fraction(gap), expr, None)


# --------------------------------------------------------------------------- to-do

TITLES = """\
top up the travel card; renew the parking permit; book the airport shuttle; get the tyres checked;
print the boarding passes; pick up the dry cleaning; buy a new bike lock; renew the passport;
charge the power bank; fix the bike puncture; pay the speeding fine; book a car service;
check the train times; post the parcel; collect the prescription; order foreign currency;
get travel insurance; pack the suitcase; return the library books; reserve a seat on the coach;
buy sunscreen; download the offline maps; cancel the newspaper delivery;
drop the spare key at the neighbours""".replace("\n", " ").split("; ")
_PAST_VERB = dict(
    pair.split(":")
    for pair in "top:topped renew:renewed book:booked get:got print:printed pick:picked buy:bought "
    "charge:charged fix:fixed pay:paid check:checked post:posted collect:collected order:ordered "
    "pack:packed return:returned reserve:reserved download:downloaded cancel:cancelled "
    "drop:dropped".split()
)
PAST = {t: " ".join([_PAST_VERB[t.split()[0]], *t.split()[1:]]) for t in TITLES}
_WORDS = "passport tyres shuttle insurance prescription parcel suitcase sunscreen maps newspaper"
KEYWORD = {t: w for w in (_WORDS + " coach puncture").split() for t in TITLES if w in t.split()}


def _setup(r: random.Random, low: int, high: int, avoid: tuple[str, ...] = ()) -> list[str]:
    return r.sample([t for t in TITLES if t not in avoid], r.randint(low, high))


def _one(r: random.Random, low: int, high: int) -> tuple[list[str], int, str]:
    setup = _setup(r, low, high)
    i = r.randrange(len(setup))
    return setup, i, setup[i]


def _new(r: random.Random, setup: list[str], count: int = 1) -> list[str]:
    return r.sample([t for t in TITLES if t not in setup], count)


def _h30_remind_me_to(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 3)
    (t,) = _new(r, setup)
    task = [
        f"remind me to {t}",
        f"Can you remind me to {t}? I keep forgetting.",
        f"pls remind me to {t}",
    ][r.randrange(3)]
    return task, setup, _open([*setup, t]), False, {}


def _h30_add_quoted(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 3)
    (t,) = _new(r, setup)
    task = [
        f"add '{t}' to my to-do list",
        f"todo: {t}",
        f'Please put "{t}" on my list, thanks.',
    ][r.randrange(3)]
    return task, setup, _open([*setup, t]), False, {}


def _h30_add_several(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 2)
    new = _new(r, setup, r.randint(2, 3))
    task = [
        f"add {_listing(new)} to my list",
        f"Before the trip I still need to {_listing(new)}. Can you put those on my to-do list?",
        "new todos: " + "; ".join(new),
    ][r.randrange(3)]
    return task, setup, _open([*setup, *new]), False, {}


def _h30_add_with_backstory(r: random.Random) -> TodoOut7:
    setup = _setup(r, 1, 3)
    (t,) = _new(r, setup)
    task = [
        f"We're off to Spain on Friday and I've only just realised I haven't sorted "
        f"everything. Could you add '{t}' to my to-dos so it doesn't slip?",
        f"Long day of errands tomorrow. Add one more to the list: {t}.",
        f"ugh, work trip next week and my head is all over the place. add this to my list: {t}",
    ][r.randrange(3)]
    return task, setup, _open([*setup, t]), False, {}


def _h30_tick_off_by_title(r: random.Random) -> TodoOut7:
    setup, i, t = _one(r, 2, 5)
    task = r.choice([f"mark '{t}' as done", f"tick off {t}", f"{t} — done, you can cross it off"])
    return task, setup, _completed(setup, i), False, {}


def _h30_done_past_tense(r: random.Random) -> TodoOut7:
    setup, i, t = _one(r, 2, 5)
    task = [
        f"Just {PAST[t]} on my lunch break, so that one's sorted.",
        f"good news, I {PAST[t]} this morning",
        f"I've {PAST[t]}. Update my list please.",
    ][r.randrange(3)]
    return task, setup, _completed(setup, i), False, {}


def _h30_tick_off_by_number(r: random.Random) -> TodoOut7:
    setup, i, _ = _one(r, 3, 5)
    task = [
        f"mark number {i + 1} done",
        f"#{i + 1} on my list is done",
        f"Could you tick off item {i + 1} on my to-do list? Finished it on the way home.",
    ][r.randrange(3)]
    return task, setup, _completed(setup, i), False, {}


def _h30_tick_off_two(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 5)
    i, j = sorted(r.sample(range(len(setup)), 2))
    task = [
        f"finished {setup[j]} and {setup[i]}, tick both off",
        f"Please mark '{setup[j]}' and '{setup[i]}' as done.",
        f"Two down: {setup[j]}, {setup[i]}. Check them off for me.",
    ][r.randrange(3)]
    return task, setup, _completed(setup, i, j), False, {}


def _h30_delete_by_title(r: random.Random) -> TodoOut7:
    setup, i, t = _one(r, 2, 5)
    task = [
        f"remove '{t}' from my list, no longer needed",
        f"delete {t}",
        f"The trip got cancelled, so please take '{t}' off my to-do list altogether.",
    ][r.randrange(3)]
    return task, setup, _deleted(setup, i), False, {}


def _h30_delete_by_number(r: random.Random) -> TodoOut7:
    setup, i, _ = _one(r, 3, 5)
    task = [
        f"delete item {i + 1}",
        f"Get rid of number {i + 1} on my list, I don't need to do it any more.",
        f"remove #{i + 1} from the todo list pls",
    ][r.randrange(3)]
    return task, setup, _deleted(setup, i), False, {}


def _h30_done_then_clear_completed(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 5)
    picked = sorted(r.sample(range(len(setup)), r.randint(1, 2)))
    names = _listing([setup[i] for i in picked]) if len(picked) > 1 else setup[picked[0]]
    it = "them" if len(picked) > 1 else "it"
    task = [
        f"I've finished {names}. Tick {it} off and then clear out everything that's completed.",
        f"mark {names} done, then clear the completed ones",
        f"{names}: done. clear completed pls",
    ][r.randrange(3)]
    return task, setup, _deleted(setup, *picked), False, {}


def _h30_whats_on_my_list(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    task = [
        "what's on my list?",
        "Before I head into town, can you tell me what's on my to-do list?",
        "show my todos",
    ][r.randrange(3)]
    return task, setup, _open(setup), True, {"contains": list(setup)}


def _h30_how_many_left(r: random.Random) -> TodoOut7:
    setup = _setup(r, 1, 6)
    task = [
        "how many things are on my to-do list?",
        "How many errands have I got on my list right now?",
        "count my todos",
    ][r.randrange(3)]
    return task, setup, _open(setup), True, {"contains": [str(len(setup))]}


def _h30_anything_about(r: random.Random) -> TodoOut7:
    title, word = r.choice(sorted(KEYWORD.items()))
    others = _setup(r, 1, 3, avoid=(title,))
    setup = [*others]
    setup.insert(r.randint(0, len(others)), title)
    task = [
        f"is there anything about the {word} on my list?",
        f"Did I put something about the {word} on my to-dos? What does it say exactly?",
        f"which of my todos mentions the {word}?",
    ][r.randrange(3)]
    extra: dict[str, object] = {"contains": [title], "not_contains": others}
    return task, setup, _open(setup), True, extra


def _h30_done_and_whats_left(r: random.Random) -> TodoOut7:
    setup, i, _ = _one(r, 3, 5)
    rest = [t for k, t in enumerate(setup) if k != i]
    task = [
        f"tick off {setup[i]} and tell me what's left",
        f"I've just {PAST[setup[i]]}. Mark it done and remind me what I still have to do.",
        f"'{setup[i]}' is done. What else is still open on my list?",
    ][r.randrange(3)]
    return task, setup, _completed(setup, i), False, {"contains": rest}


def _h30_drop_one_add_another(r: random.Random) -> TodoOut7:
    setup, i, old = _one(r, 2, 4)
    (t,) = _new(r, setup)
    task = [
        f"take '{old}' off the list and add '{t}' instead",
        f"Plans changed: I no longer need to {old}, but I do need to {t}. Please delete the "
        "first and add the second to my list.",
        f"delete '{old}', add '{t}'",
    ][r.randrange(3)]
    return task, setup, [*_deleted(setup, i), (t, False)], False, {}


_DEFINED = [f for name, f in list(globals().items()) if name.startswith("_h30_")]
ARITHMETIC: list[ArithTemplate] = [f for f in _DEFINED if "Arith" in f.__annotations__["return"]]
TODO: list[TodoTemplate] = [f for f in _DEFINED if "Todo" in f.__annotations__["return"]]
FAMILIES = ARITHMETIC + TODO  # in the order they are defined above


def main() -> None:
    """Check the docstring's families and the titles, then write the set."""
    families = (__doc__ or "").split("Families:", 1)[1]
    listed = re.findall(r"^- ([a-z0-9-]+): ", families, re.MULTILINE)
    assert listed == [f.__name__.removeprefix("_h30_").replace("_", "-") for f in FAMILIES]
    check_titles(TITLES, r" and |,|\d")
    for title, keyword in KEYWORD.items():
        word = re.compile(rf"\b{re.escape(keyword)}\b", re.IGNORECASE)
        assert [t for t in TITLES if word.search(t)] == [title], keyword
    print(write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16)))


if __name__ == "__main__":
    main()
