"""Travel and home word problems (issue 15, helper fb): probes written before the rules.

Fares each way or there and back over days a week, fuel by miles per gallon, a rate given in the
task ("taking a mile as 1.61 km"), average speed, a month of commuting, a pass's break-even count,
money changed after a fee, commute times, the costs of a trip by car, charging a car by kWh, an
unlock fee plus a rate a minute, mileage claims with parking, steps of a walk, a hotel split after
tax, labelled receipt lines, a wall less its window, fractions eaten, a bigger room's rent share,
costs over a year, paint for a room, an offcut, a babysitter's hours. Each family has new wordings
of the failures of sets 17, 18, 22 and 30; near misses must be refused or read as what they ask.

First run, before any rule was written: 50/246 (tuned families 12/147, set-aside templates 12/72,
near misses 26/27 refused or read as asked). After the commute, energy, pass, exchange, commute
time, home share, year cost, room measure, receipt and fraction readers: 189/246 (tuned 115/147,
set-aside 48/72, whose failures were listed once mid-way but not tuned on; near misses 26/27). The
families with wordings still refused (`_NOT_READ_YET`) are held to "refused or right", never a
wrong answer.
"""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

from .conftest import calculator_answer
from .families import (
    Case,
    Draw,
    Template,
    aside_by_seed,
    assert_answer,
    assert_refused_or_right,
    cases,
    half_up,
)


def _draw(rng: random.Random) -> Draw:
    return {
        "cur": rng.choice(["$", "£", "€"]),
        "fare": rng.choice([1.85, 2.4, 3.15, 4.6]),
        "days": rng.randint(2, 6),
        "mi": rng.choice([96, 140, 218, 305]),
        "mpg": rng.choice([28, 35, 42, 51]),
        "gal": rng.choice([3.29, 3.87, 4.15]),
        "pct": rng.choice([10, 15, 25, 35]),
        "price": rng.choice([48.6, 72.3, 129.9]),
        "km": rng.choice([42, 85, 130, 212]),
        "factor": rng.choice([1.6, 1.609, 1.61]),
        "dist": rng.choice([5.4, 8.2, 12.6, 21.1]),
        "mins": rng.choice([34, 47, 58, 81]),
        "office": rng.randint(9, 21),
        "ret": rng.choice([6.4, 9.75, 14.2]),
        "park": rng.choice([3.5, 4.8, 7]),
        "pass": rng.choice([52, 68.5, 94, 120]),
        "single": rng.choice([2.15, 2.9, 3.4, 4.25]),
        "amt": rng.choice([250, 640, 1200]),
        "rate": rng.choice([1.14, 1.17, 1.27]),
        "fee": rng.choice([1, 2.5, 3]),
        "t1": rng.randint(25, 45),
        "t2": rng.randint(30, 60),
        "t3": rng.randint(20, 50),
        "t4": rng.randint(35, 70),
        "walk": rng.randint(5, 14),
        "train": rng.randint(18, 50),
        "bus": rng.randint(6, 22),
        "toll": rng.choice([3.5, 6.2, 11.8]),
        "night": rng.choice([12, 19.5, 28]),
        "nights": rng.randint(2, 5),
        "fuel": rng.choice([38.4, 57.15, 81.9]),
        "low": rng.choice([10, 20, 35]),
        "high": rng.choice([80, 90, 100]),
        "kwh": rng.choice([40, 58, 82]),
        "unit": rng.choice([0.24, 0.29, 0.41]),
        "unlock": rng.choice([1, 1.25, 2]),
        "permin": rng.choice([0.12, 0.19, 0.25]),
        "ride": rng.randint(8, 50),
        "trips": rng.randint(2, 9),
        "round": rng.randint(14, 90),
        "perm": rng.choice([0.45, 0.58, 0.67]),
        "rcpt": rng.choice([6.8, 12.4, 19.95]),
        "cm": rng.choice([66, 72, 79, 85]),
        "walkkm": rng.choice([0.8, 1.6, 2.3, 3.7]),
        "hotel": rng.choice([74.5, 96.2, 131]),
        "tax": rng.choice([6, 8, 12.5]),
        "people": rng.randint(2, 4),
        "q1": rng.randint(1, 4),
        "p1": rng.choice([1.25, 2.8, 4.15]),
        "q2": rng.randint(1, 3),
        "p2": rng.choice([0.6, 3.45, 7.2]),
        "q3": rng.randint(1, 5),
        "p3": rng.choice([1.1, 2.05, 5.5]),
        "ww": rng.choice([3.2, 4.1, 4.8]),
        "wh": rng.choice([2.3, 2.5, 2.7]),
        "ow": rng.choice([0.9, 1.2, 1.5]),
        "oh": rng.choice([1, 1.1, 2.05]),
        "den": (den := rng.choice([8, 10, 12])),
        "a": rng.randint(1, den // 2 - 1),
        "b": rng.randint(1, den // 2 - 1),
        "rent": rng.choice([1800, 2240, 3150]),
        "mine": rng.choice([30, 36, 40, 44]),
        "others": rng.randint(2, 4),
        "weekly": rng.choice([18, 27.5, 39]),
        "cup": rng.choice([2.8, 3.65, 4.1]),
        "weeks": rng.choice([44, 46, 48]),
        "monthly": rng.choice([8.99, 11.49, 15.99]),
        "rl": rng.choice([3.6, 4.2, 5.5]),
        "rw": rng.choice([2.8, 3.1, 3.9]),
        "rh": rng.choice([2.3, 2.4, 2.6]),
        "coats": rng.randint(2, 3),
        "cover": rng.choice([9, 11, 12]),
        "tin": rng.choice([2.5, 5]),
        "plank": rng.choice([1.8, 2.4, 3]),
        "piece": rng.choice([35, 45, 55, 70]),
        "sh": rng.randint(5, 8),
        "sm": rng.choice([0, 15, 30, 45]),
        "hourly": rng.choice([9.5, 12, 14.25]),
    }


def _weekly_fares(d: Draw) -> float:
    return d["fare"] * 2 * d["days"]


def _fuel(d: Draw) -> float:
    return d["mi"] / d["mpg"] * d["gal"]


def _fuel_both(d: Draw) -> float:
    return d["mi"] * 2 / d["mpg"] * d["gal"]


def _discounted(d: Draw) -> float:
    return d["price"] * (1 - d["pct"] / 100)


def _to_miles(d: Draw) -> float:
    return half_up(d["km"] / d["factor"], 1)


def _to_km(d: Draw) -> float:
    return d["km"] * d["factor"]


def _speed(d: Draw) -> float:
    return half_up(d["dist"] / (d["mins"] / 60), 1)


def _commute_month(d: Draw) -> float:
    return d["office"] * (d["ret"] + d["park"])


def _commute_fares(d: Draw) -> float:
    return d["office"] * d["ret"]


def _break_even(d: Draw) -> float:
    return math.floor(d["pass"] / d["single"]) + 1


def _changed(d: Draw) -> float:
    return d["amt"] * (1 - d["fee"] / 100) * d["rate"]


def _mean_times(d: Draw) -> float:
    return (d["t1"] + d["t2"] + d["t3"] + d["t4"]) / 4


def _week_minutes(d: Draw) -> float:
    return (d["walk"] + d["train"] + d["bus"]) * 2 * d["days"]


def _week_hours(d: Draw) -> float:
    return half_up(_week_minutes(d) / 60, 1)


def _trip_costs(d: Draw) -> float:
    return d["toll"] * 2 + d["night"] * d["nights"] + d["fuel"]


def _charge(d: Draw) -> float:
    return (d["high"] - d["low"]) / 100 * d["kwh"] * d["unit"]


def _ride(d: Draw) -> float:
    return d["unlock"] + d["permin"] * d["ride"]


def _claim(d: Draw) -> float:
    return d["trips"] * d["round"] * d["perm"] + d["rcpt"]


def _steps(d: Draw) -> float:
    return half_up(d["walkkm"] * 100000 / d["cm"])


def _hotel_each(d: Draw) -> float:
    return d["hotel"] * d["nights"] * (1 + d["tax"] / 100) / d["people"]


def _receipt(d: Draw) -> float:
    return d["q1"] * d["p1"] + d["q2"] * d["p2"] + d["q3"] * d["p3"]


def _wall(d: Draw) -> float:
    return d["ww"] * d["wh"] - d["ow"] * d["oh"]


def _eaten(d: Draw) -> float:
    return (d["a"] + d["b"]) / d["den"]


def _rent_each(d: Draw) -> float:
    return d["rent"] * (1 - d["mine"] / 100) / d["others"]


def _year_weekly(d: Draw) -> float:
    return d["weekly"] * 52


def _year_cups(d: Draw) -> float:
    return d["cup"] * 5 * d["weeks"]


def _year_monthly(d: Draw) -> float:
    return d["monthly"] * 12


def _litres(d: Draw) -> float:
    return 2 * (d["rl"] + d["rw"]) * d["rh"] * d["coats"] / d["cover"]


def _litres_1dp(d: Draw) -> float:
    return half_up(_litres(d), 1)


def _tins(d: Draw) -> float:
    return math.ceil(round(_litres(d) / d["tin"], 9))


def _offcut(d: Draw) -> float:
    return round(d["plank"] * 100) % d["piece"]


def _pieces(d: Draw) -> float:
    return round(d["plank"] * 100) // d["piece"]


def _sitter(d: Draw) -> float:
    return (24 * 60 - ((d["sh"] + 12) * 60 + d["sm"])) / 60 * d["hourly"]


FAMILIES: dict[str, list[Template]] = {
    "fares each way a week": [
        (
            "My train is {cur}{fare} each way and I go in {days} days a week. What do I spend "
            "on fares a week?",
            _weekly_fares,
        ),
        ("tram {cur}{fare} each way, {days} days/week — weekly total?", _weekly_fares),
        (
            "The ferry is {cur}{fare} a crossing, one over in the morning and one back at "
            "night, {days} days a week. How much a week?",
            _weekly_fares,
        ),
        (
            "Hi! Quick sum please: the bus there and back costs {cur}{fare} each way, and I "
            "take it {days} days a week. What's my weekly cost?",
            _weekly_fares,
        ),
    ],
    "fuel by mpg": [
        ("{mi} mi, {mpg} mpg, fuel {cur}{gal}/gal — cost?", _fuel),
        (
            "How much will the petrol cost for a {mi} mile drive if the car does {mpg} mpg and "
            "fuel is {cur}{gal} per gallon?",
            _fuel,
        ),
        (
            "visiting my sister: {mi} miles each way. the van does {mpg} miles per gallon and "
            "diesel is {cur}{gal} a gallon. fuel cost for the round trip?",
            _fuel_both,
        ),
    ],
    "ticket discount": [
        ("{cur}{price} return fare minus {pct}% student discount = ?", _discounted),
        (
            "A day return is {cur}{price}. With my {pct}% railcard discount, what do I pay?",
            _discounted,
        ),
        ("open return ticket {cur}{price}, {pct}% off for seniors. price?", _discounted),
    ],
    "a given conversion": [
        (
            "The road sign says {km} km to the coast. Taking a mile as {factor} km, how far is "
            "that in miles? Round to one decimal place.",
            _to_miles,
        ),
        (
            "Can you turn {km} miles into kilometres? Use 1 mile = {factor} km.",
            _to_km,
        ),
        (
            "How many kilometres is {km} miles, taking a mile as {factor} km?",
            _to_km,
        ),
    ],
    "average speed": [
        ("cycled {dist}km in {mins} min, avg speed in km/h? 1 dp", _speed),
        (
            "I ran {dist} km in {mins} minutes this morning. What was my average speed in "
            "km/h, to one decimal place?",
            _speed,
        ),
        ("{dist} km walk took {mins} mins — average km/h? round to 1 dp", _speed),
    ],
    "a month of commuting": [
        ("{office} office days x {cur}{ret} day return — monthly total?", _commute_fares),
        (
            "I'm in the office {office} days this month. A day return is {cur}{ret} and "
            "parking at the station is {cur}{park} a day. What does commuting cost me this "
            "month?",
            _commute_month,
        ),
        (
            "What's my commute going to cost in April? Day returns are {cur}{ret} and I'm in "
            "{office} days. I also pay {cur}{park} for parking each of those days.",
            _commute_month,
        ),
    ],
    "pass break-even": [
        (
            "A monthly tram pass is {cur}{pass} and a single fare is {cur}{single}. How many "
            "trips a month before the pass is the cheaper option?",
            _break_even,
        ),
        (
            "Should I buy the {cur}{pass} monthly pass? Each single ride costs {cur}{single}. "
            "What's the smallest number of rides a month at which the pass saves me money?",
            _break_even,
        ),
        (
            "monthly pass {cur}{pass}, single ticket {cur}{single}: how many rides in a month "
            "for the pass to be cheaper?",
            _break_even,
        ),
    ],
    "a fee then a conversion": [
        (
            "How many euros do I get if I change £{amt} at {rate} euros per pound, after a "
            "{fee}% fee is taken off first?",
            _changed,
        ),
        (
            "I'm swapping £{amt} into dollars. The rate is £1 = ${rate} and the bureau keeps "
            "{fee}% of what I hand over as commission before converting. How many dollars do "
            "I get?",
            _changed,
        ),
        (
            "Changing €{amt} to dollars at 1 EUR = {rate} USD, with a {fee}% fee deducted "
            "before the exchange. How many dollars?",
            _changed,
        ),
    ],
    "average commute time": [
        ("Mon {t1}, Tue {t2}, Wed {t3}, Thu {t4} (minutes in traffic) — avg commute?", _mean_times),
        (
            "My drive took {t1} min on Monday, {t2} on Tuesday, {t3} on Wednesday and {t4} on "
            "Thursday. What was the average?",
            _mean_times,
        ),
        (
            "commute times this week: Mon {t1} min, Tue {t2} min, Wed {t3} min, Thu {t4} min. "
            "average per day?",
            _mean_times,
        ),
    ],
    "a week of commute time": [
        (
            "walk {walk} + train {train} + bus {bus} min each way, {days} days/wk. total "
            "minutes per week?",
            _week_minutes,
        ),
        (
            "Each way I walk {walk} minutes, take a {train}-minute train and then a "
            "{bus}-minute bus. I do the round trip {days} days a week. How many hours a week is "
            "that, to one decimal place?",
            _week_hours,
        ),
        (
            "One way: {walk} min walk, {train} min on the train, {bus} min on the bus. I make "
            "the trip there and back {days} days a week. Minutes a week?",
            _week_minutes,
        ),
    ],
    "costs of a trip by car": [
        (
            "toll {cur}{toll} each way, parking {cur}{night}/night x {nights}, fuel "
            "{cur}{fuel}. total?",
            _trip_costs,
        ),
        (
            "Long weekend by car: the tunnel toll is {cur}{toll} each way, the hotel car park "
            "is {cur}{night} a night for {nights} nights, and fuel should be about "
            "{cur}{fuel}. What's the total for the car?",
            _trip_costs,
        ),
        (
            "For the trip I'll pay {cur}{fuel} in fuel, a {cur}{toll} bridge toll each way and "
            "{cur}{night} per night parking for {nights} nights. How much altogether?",
            _trip_costs,
        ),
    ],
    "charging by kWh": [
        (
            "Charging my car from {low}% to {high}% on a {kwh} kWh battery at {cur}{unit} per "
            "kWh — how much?",
            _charge,
        ),
        (
            "The battery holds {kwh} kWh. If I charge it from {low}% up to {high}% and "
            "electricity is {cur}{unit}/kWh, what does it cost?",
            _charge,
        ),
        (
            "EV: {kwh} kWh battery, {low}% -> {high}%, {cur}{unit} a kWh. cost?",
            _charge,
        ),
    ],
    "unlock plus a minute rate": [
        ("e-bike: {cur}{unlock} unlock + {cur}{permin}/min, {ride} min ride = ?", _ride),
        (
            "The hire bikes cost {cur}{unlock} to unlock and then {cur}{permin} a minute. What "
            "does a {ride}-minute ride cost?",
            _ride,
        ),
        (
            "scooter hire for {ride} minutes: {cur}{unlock} to start plus {cur}{permin} per "
            "minute. total?",
            _ride,
        ),
    ],
    "mileage claim with parking": [
        (
            "expenses: {trips} trips x {round} mi round trip at {cur}{perm}/mi, plus "
            "{cur}{rcpt} parking receipts. total?",
            _claim,
        ),
        (
            "I'm claiming for {trips} client visits, {round} miles return each, paid at "
            "{cur}{perm} a mile, and {cur}{rcpt} in parking receipts. What's the total claim?",
            _claim,
        ),
        (
            "Mileage: {round} miles there and back, {trips} times, {cur}{perm} per mile, plus "
            "{cur}{rcpt} parking. How much do I claim?",
            _claim,
        ),
    ],
    "steps of a walk": [
        (
            "If each of my strides is {cm} centimetres, how many strides to walk {walkkm} "
            "kilometres to the park? Round to the nearest step.",
            _steps,
        ),
        (
            "My step is {cm} cm long. How many steps is a {walkkm} km walk? Round to the "
            "nearest whole step.",
            _steps,
        ),
        (
            "how many steps in {walkkm} km if one step is {cm} cm? nearest whole number",
            _steps,
        ),
    ],
    "hotel split after tax": [
        (
            "The cabin is {cur}{hotel} a night for {nights} nights, plus {tax}% tax on the "
            "total. Split evenly between the {people} of us, what does each person owe?",
            _hotel_each,
        ),
        (
            "hotel {cur}{hotel}/night x {nights} nights + {tax}% tax, split {people} ways. each?",
            _hotel_each,
        ),
        (
            "We're {people} sharing a room at {cur}{hotel} per night for {nights} nights, and "
            "there's {tax}% tax on top of the total. How much each?",
            _hotel_each,
        ),
    ],
    "labelled receipt lines": [
        (
            "add these up pls\n{q1} x oat milk ({p1} each)\n{q2} x foil ({p2} each)\n"
            "{q3} x limes ({p3} each)\ntotal?",
            _receipt,
        ),
        (
            "What did this come to?\noat milk - {p1} each, got {q1}\nfoil - {p2} each, got {q2}\n"
            "limes - {p3} each, got {q3}",
            _receipt,
        ),
        (
            "shopping total please:\n- oat milk: {q1} @ {p1}\n- foil: {q2} @ {p2}\n"
            "- limes: {q3} @ {p3}",
            _receipt,
        ),
    ],
    "wall less an opening": [
        (
            "Painting the hall wall: it's {ww} m wide and {wh} m high, with a window {ow} m by "
            "{oh} m. How many square metres to paint?",
            _wall,
        ),
        ("wall {ww}m x {wh}m minus a door {ow}m x {oh}m, how many m2 to paint?", _wall),
        (
            "Tiling a wall that's {ww} metres by {wh} metres; there's a hatch {ow} by {oh} "
            "metres in it. What area do I cover, in square metres?",
            _wall,
        ),
    ],
    "fractions eaten": [
        (
            "The kids ate {a}/{den} of the pizza at lunch and {b}/{den} of it at dinner. How "
            "much of the pizza is gone, as a decimal?",
            _eaten,
        ),
        (
            "I read {a}/{den} of the book on Saturday and {b}/{den} of it on Sunday. What "
            "fraction have I read, as a decimal?",
            _eaten,
        ),
        (
            "we used {a}/{den} of the paint on Monday and another {b}/{den} on Tuesday. how "
            "much is used in total, as a decimal?",
            _eaten,
        ),
    ],
    "a bigger room's rent share": [
        (
            "Our house is {cur}{rent} a month. I have the attic room so I pay {mine}% of the "
            "rent and the other {others} split the rest equally. How much does each of them "
            "pay?",
            _rent_each,
        ),
        (
            "rent {cur}{rent}/month, i cover {mine}% of it, the remainder is split evenly "
            "between the {others} others. what does each of them pay?",
            _rent_each,
        ),
        (
            "Rent is {cur}{rent}. I pay {mine}% because my room is biggest, and my {others} "
            "housemates share the remaining rent equally. What's each housemate's share?",
            _rent_each,
        ),
    ],
    "costs over a year": [
        (
            "we pay {cur}{weekly} a week for the window cleaner. what is that over a year "
            "(52 weeks)?",
            _year_weekly,
        ),
        (
            "I buy a {cur}{cup} sandwich every weekday at work. I work {weeks} weeks a year, "
            "5 days a week. How much do I spend on sandwiches a year?",
            _year_cups,
        ),
        (
            "My music subscription is {cur}{monthly} a month. What does that cost over a year?",
            _year_monthly,
        ),
    ],
    "paint for a room": [
        (
            "How much paint, in litres to one decimal place, for the bedroom walls? The room "
            "is {rl} m by {rw} m with walls {rh} m high; {coats} coats, and a litre covers "
            "{cover} m². ignore doors and windows.",
            _litres_1dp,
        ),
        (
            "the room is {rl} m by {rw} m, walls {rh} m high, I need {coats} coats, and a "
            "litre covers {cover} m² (ignore doors and windows). paint comes in {tin} litre "
            "tins - how many tins do I buy?",
            _tins,
        ),
        (
            "Walls of a {rl} m x {rw} m room, {rh} m high, {coats} coats, 1 litre covers "
            "{cover} m2, no doors or windows counted. How many {tin} litre tins?",
            _tins,
        ),
    ],
    "an offcut": [
        (
            "cutting a {plank}m board into {piece}cm lengths (as many as fit, ignore the "
            "saw). how much is left over, in cm?",
            _offcut,
        ),
        (
            "I have a {plank} m length of skirting and need pieces {piece} cm long. Ignoring "
            "the cuts, how many cm are left once I've cut as many as I can?",
            _offcut,
        ),
        (
            "How many {piece} cm pieces can I cut from a {plank} m pole, ignoring the blade?",
            _pieces,
        ),
    ],
    "a babysitter's hours": [
        (
            "the sitter came at {sh}:{sm:02d}pm and we got home at midnight. she charges "
            "{cur}{hourly} an hour, how much do I owe?",
            _sitter,
        ),
        (
            "Our babysitter is {cur}{hourly} per hour. She arrived at {sh}:{sm:02d} pm and "
            "left at midnight. What do we pay her?",
            _sitter,
        ),
        (
            "dog sitter {sh}:{sm:02d}pm till midnight at {cur}{hourly}/hr — how much?",
            _sitter,
        ),
    ],
}
_ASIDE = aside_by_seed(FAMILIES, 4040)


_NOT_READ_YET = {
    False: {
        "ticket discount",
        "a given conversion",
        "average speed",
        "costs of a trip by car",
        "unlock plus a minute rate",
        "mileage claim with parking",
        "steps of a walk",
        "a babysitter's hours",
    },
    True: {
        "a given conversion",
        "average speed",
        "a fee then a conversion",
        "unlock plus a minute rate",
        "mileage claim with parking",
        "steps of a walk",
        "an offcut",
        "a babysitter's hours",
    },
}
"""Families (tuned, set aside) with wordings still refused: expected to fail until read."""


def _cases(*, held_out: bool) -> list[Case]:
    return cases(FAMILIES, _draw, aside=_ASIDE, held_out=held_out, seed=4041)


async def _check(family: str, task: str, expected: float, *, held_out: bool) -> None:
    got = await calculator_answer(task)
    if family in _NOT_READ_YET[held_out]:  # some wordings still refused: never a wrong answer
        assert_refused_or_right(task, expected, got)
    else:
        assert_answer(family, task, expected, got)


@pytest.mark.parametrize(("family", "task", "expected"), _cases(held_out=False))
async def test_tuned_families(family: str, task: str, expected: float) -> None:
    await _check(family, task, expected, held_out=False)


@pytest.mark.parametrize(("family", "task", "expected"), _cases(held_out=True))
async def test_set_aside_families(family: str, task: str, expected: float) -> None:
    await _check(family, task, expected, held_out=True)


_NEAR_MISSES: list[Any] = [
    # None: must be refused; a number: refused, or read as that (what it really asks)
    ("bus £2.35, 5 days a week. weekly cost?", None),  # one way or return?
    ("bus £2.35 each way, 5 days a week. how much a day?", 4.7),
    ("325 mi, gas $3.40/gal — cost?", None),  # no mpg
    ("325 miles at 25 mpg — how many gallons?", 13),
    ("€115.70 return ticket minus the senior discount = ?", None),
    ("Taking a mile as 1.609 km, how many miles is that?", None),
    ("ran 7.1 km, avg speed in km/h?", None),
    (
        "A day return is £8.20 and parking is £5.50 a day. What will commuting cost this month?",
        None,
    ),
    (
        "A monthly pass is $60 and a single fare is $3. How many rides for the pass to be cheaper?",
        21,
    ),
    (
        "A monthly pass is $40.50 and a single fare is $3.05. How much do I save with the pass?",
        None,
    ),
    ("Changing £500 to euros, with a 2% fee deducted first. How many euros?", None),
    ("Mon 43, Tue 51, Wed 40, Thu 66 (minutes on the road) — total?", 200),
    ("walk 11 + train 32 + bus 14 min, 3 days/wk. total minutes per week?", 171),
    ("toll £14.75 each way, parking £16/night, fuel £44.23. total?", None),
    ("Charging my car from 15% to 100% at £0.36 per kWh — cost?", None),
    ("scooter: $1.50 unlock + $0.15/min — cost?", None),
    ("3 trips x 65 mi round trip at $0.67/mi, plus parking receipts. total?", None),
    ("If each of my steps is 83 cm, how many steps do I take walking into town?", None),
    ("hotel $80/night x 5 nights + tax, split 2 ways. each?", None),
    ("wall 3.3m x 2.6m with a window, how many m2 to paint?", None),
    ("We ate 2/5 of the cake yesterday and 3/10 of it today. How much is left, as a decimal?", 0.3),
    (
        "rent $1,500/month, i pay 45% of it, the rest is split between the two others. "
        "what do I pay?",
        675,
    ),
    ("I buy a €4.35 coffee every weekday. What do I spend in a year?", None),
    ("the room is 5 m by 4 m, I want 2 coats, a litre covers 10 m². how many litres?", None),
    ("cutting a 2.4m plank into 50cm pieces. how many pieces?", 4),
    ("the sitter came at 7:15pm and we got home at midnight. how many hours was she here?", 4.75),
    ("the sitter came at 7:15pm and she charges £11 an hour, how much do I owe?", None),
]


@pytest.mark.parametrize(("task", "expected"), _NEAR_MISSES)
async def test_near_misses(task: str, expected: float | None) -> None:
    got = await calculator_answer(task)
    if expected is None:
        assert got is None, (task, got)
    else:
        assert got is None or math.isclose(float(got), expected, rel_tol=1e-9), (task, got)
