"""Stories of several steps, pack prices, parts of a whole, geometry and interest (issue 15).

Each family is drawn with seeded random numbers, its answer computed in plain Python. The
templates in `TUNED` were written before the rules for them and the rules tuned on them; those in
`HELD_OUT` were written at the same time and set aside: their first-run figure is reported apart.
The stories at the end must not be read: a guess there would be a wrong answer.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from fractions import Fraction

import pytest

from agentschool.agent.units import measure

from .conftest import calculator_answer

Family = Callable[[random.Random], tuple[str, float]]

THINGS = ["shirts", "mugs", "notebooks", "candles", "towels", "lamps", "plates", "scarves"]
FRACTIONS = {
    "half": Fraction(1, 2),
    "a third": Fraction(1, 3),
    "two thirds": Fraction(2, 3),
    "a quarter": Fraction(1, 4),
    "three quarters": Fraction(3, 4),
    "a fifth": Fraction(1, 5),
    "two fifths": Fraction(2, 5),
}


def _money(rng: random.Random, low: int, high: int) -> Fraction:
    return Fraction(rng.randint(low * 100, high * 100), 100)


def _show(value: Fraction) -> str:
    return f"{float(value):,.2f}" if value.denominator != 1 else f"{int(value):,}"


def _fraction(rng: random.Random) -> tuple[str, Fraction, int]:
    """A fraction's words, its value and a whole it divides evenly."""
    words = rng.choice(list(FRACTIONS))
    value = FRACTIONS[words]
    return words, value, value.denominator * rng.randint(20, 150)


# --- several steps -------------------------------------------------------------------------------


def tip_split(rng: random.Random) -> tuple[str, float]:
    bill, tip, people = _money(rng, 30, 300), rng.choice([10, 15, 18, 20, 22]), rng.randint(2, 8)
    task = f"Dinner was ${_show(bill)}, add {tip}% tip and split it {people} ways."
    return task, float(bill * (100 + tip) / 100 / people)


def tip_split_between(rng: random.Random) -> tuple[str, float]:
    bill, tip, people = _money(rng, 30, 300), rng.choice([10, 15, 18, 20]), rng.randint(2, 8)
    task = (
        f"The bill came to ${_show(bill)}. With a {tip}% tip, split between {people} people, "
        "what does each person pay?"
    )
    return task, float(bill * (100 + tip) / 100 / people)


def discount_then_tax(rng: random.Random) -> tuple[str, float]:
    price, off, tax = _money(rng, 20, 400), rng.choice([10, 15, 20, 25, 30, 40]), rng.randint(5, 10)
    thing = rng.choice(["jacket", "lamp", "bike", "chair", "printer"])
    task = (
        f"A ${_show(price)} {thing} is {off}% off, plus {tax}% sales tax. What's the final price?"
    )
    return task, float(price * (100 - off) / 100 * (100 + tax) / 100)


def tax_and_discount(rng: random.Random) -> tuple[str, float]:
    price, off, tax = _money(rng, 20, 400), rng.choice([10, 15, 20, 25]), rng.randint(5, 10)
    thing = rng.choice(["lamp", "rug", "monitor", "kettle"])
    task = (
        f"I'm buying a {thing} for ${_show(price)}. There's a {off}% discount and then {tax}% "
        "tax. How much will I pay?"
    )
    return task, float(price * (100 - off) / 100 * (100 + tax) / 100)


def count_price_coupon(rng: random.Random) -> tuple[str, float]:
    count, price = rng.randint(2, 9), _money(rng, 5, 40)
    coupon = rng.randint(3, int(count * price) - 1)
    thing = rng.choice(THINGS)
    task = (
        f"{count} {thing} at ${_show(price)} each with a coupon for ${coupon} off. "
        "What will they cost me?"
    )
    return task, float(count * price - coupon)


def buying_with_coupon(rng: random.Random) -> tuple[str, float]:
    count, price = rng.randint(2, 9), _money(rng, 5, 40)
    coupon = rng.randint(3, int(count * price) - 1)
    thing = rng.choice(THINGS)
    task = (
        f"I'm buying {count} {thing} at ${_show(price)} each and I have a ${coupon} coupon. "
        "What's the total?"
    )
    return task, float(count * price - coupon)


def price_with_coupon(rng: random.Random) -> tuple[str, float]:
    price = _money(rng, 30, 200)
    coupon = rng.randint(5, 25)
    thing = rng.choice(["A pair of boots", "A coat", "A blender", "A backpack"])
    task = f"{thing} is ${_show(price)}, and I have a coupon for ${coupon} off. What will it cost?"
    return task, float(price - coupon)


def friends_tip(rng: random.Random) -> tuple[str, float]:
    bill, tip, people = _money(rng, 30, 300), rng.choice([15, 18, 20]), rng.randint(2, 8)
    task = (
        f"We're {people} friends and the bill is ${_show(bill)}. With a {tip}% tip, how much "
        "does each of us owe?"
    )
    return task, float(bill * (100 + tip) / 100 / people)


def count_with_fee(rng: random.Random) -> tuple[str, float]:
    count, price, fee = rng.randint(2, 8), _money(rng, 10, 90), rng.choice([3, 5, 8, 10])
    task = f"{count} tickets at ${_show(price)} each, plus a {fee}% booking fee. Total?"
    return task, float(count * price * (100 + fee) / 100)


# --- a price per item of a pack ------------------------------------------------------------------


def pack_price(rng: random.Random) -> tuple[str, float]:
    count, price = rng.choice([4, 6, 8, 10, 12, 24]), _money(rng, 2, 30)
    stuff, item = rng.choice(
        [("sparkling water", "bottle"), ("yogurt cups", "cup"), ("paper towels", "roll")]
    )
    return f"A {count}-pack of {stuff} costs ${_show(price)}. How much per {item}?", float(
        price / count
    )


def box_of(rng: random.Random) -> tuple[str, float]:
    count, price = rng.choice([6, 10, 12, 20, 50]), _money(rng, 3, 40)
    item = rng.choice(["pen", "candle", "tea bag", "light bulb"])
    task = f"I paid ${_show(price)} for a box of {count} {item}s. How much did each {item} cost?"
    return task, float(price / count)


def cartons_of(rng: random.Random) -> tuple[str, float]:
    count, price = rng.choice([6, 10, 12, 18]), _money(rng, 2, 9)
    item, box = rng.choice([("egg", "cartons"), ("muffin", "boxes"), ("bagel", "bags")])
    task = (
        f"{item.capitalize()}s come in {box} of {count} for ${_show(price)}. "
        f"What's the price per {item}?"
    )
    return task, float(price / count)


# --- a part of a whole ---------------------------------------------------------------------------


def book_read(rng: random.Random) -> tuple[str, float]:
    words, part, pages = _fraction(rng)
    task = f"I'm {words} of the way through a {pages}-page book. How many pages have I read?"
    return task, float(pages * part)


def book_left(rng: random.Random) -> tuple[str, float]:
    words, part, pages = _fraction(rng)
    task = f"I'm {words} of the way through a {pages}-page book, how many pages are left?"
    return task, float(pages * (1 - part))


def trip_left(rng: random.Random) -> tuple[str, float]:
    words, part, miles = _fraction(rng)
    task = f"We've driven {words} of a {miles}-mile trip. How many miles do we have left?"
    return task, float(miles * (1 - part))


def whole_then_part(rng: random.Random) -> tuple[str, float]:
    words, part, whole = _fraction(rng)
    thing, verb = rng.choice([("cookies", "ate"), ("pages", "have read"), ("miles", "drove")])
    task = f"There were {whole} {thing} and I {verb} {words} of them. How many {thing} are left?"
    return task, float(whole * (1 - part))


# --- geometry ------------------------------------------------------------------------------------


def room_area(rng: random.Random) -> tuple[str, float]:
    a, b = rng.randint(6, 30), rng.randint(6, 30)
    return f"A room is {a} ft by {b} ft. How many square feet is it?", float(a * b)


def rectangle_area(rng: random.Random) -> tuple[str, float]:
    a, b = rng.randint(2, 60), Fraction(rng.randint(4, 120), 2)
    return f"What's the area of a {a} m by {_show(b)} m garden?", float(a * b)


def rectangle_perimeter(rng: random.Random) -> tuple[str, float]:
    a, b = rng.randint(2, 90), rng.randint(2, 90)
    task = f"What is the perimeter of a rectangle {a} cm long and {b} cm wide?"
    return task, float(2 * (a + b))


def square_area(rng: random.Random) -> tuple[str, float]:
    side = Fraction(rng.randint(4, 80), 2)
    return f"What's the area of a square with sides of {_show(side)} m?", float(side * side)


def circle_area(rng: random.Random) -> tuple[str, float]:
    radius = rng.randint(1, 40)
    return f"What's the area of a circle with a radius of {radius} cm?", math.pi * radius**2


def circle_circumference(rng: random.Random) -> tuple[str, float]:
    diameter = rng.randint(2, 90)
    task = f"What is the circumference of a circle with a diameter of {diameter} inches?"
    return task, math.pi * diameter


def table_area(rng: random.Random) -> tuple[str, float]:
    diameter = rng.randint(20, 80)
    task = f"A round table has a diameter of {diameter} inches. What's its area?"
    return task, math.pi * (diameter / 2) ** 2


def box_volume(rng: random.Random) -> tuple[str, float]:
    a, b, c = rng.randint(2, 60), rng.randint(2, 60), rng.randint(2, 60)
    return f"What's the volume of a box {a} cm by {b} cm by {c} cm?", float(a * b * c)


def cube_volume(rng: random.Random) -> tuple[str, float]:
    edge = rng.randint(2, 30)
    task = f"What is the volume of a cube with edges of {edge} inches?"
    return task, float(edge**3)


def area_in_other_unit(rng: random.Random) -> tuple[str, float]:
    a, b = rng.randint(6, 30), rng.randint(6, 30)
    size, asked, factor = rng.choice(
        [("ft", "square yards", Fraction(1, 3)), ("m", "square feet", Fraction(1250, 381))]
    )
    task = f"How many {asked} is a {a} {size} by {b} {size} room?"
    return task, float(a * b * factor**2)


def triangle_area(rng: random.Random) -> tuple[str, float]:
    base, height = rng.randint(2, 40), rng.randint(2, 40)
    task = f"What's the area of a triangle with a base of {base} cm and a height of {height} cm?"
    return task, base * height / 2


# --- interest ------------------------------------------------------------------------------------


def compound_yearly(rng: random.Random) -> tuple[str, float]:
    principal, rate, years = rng.randint(5, 100) * 100, rng.randint(1, 9), rng.randint(2, 15)
    task = (
        f"I invest ${principal:,} at {rate}% interest compounded annually. How much will I have "
        f"after {years} years?"
    )
    return task, principal * (1 + rate / 100) ** years


def compound_monthly(rng: random.Random) -> tuple[str, float]:
    principal, rate, years = rng.randint(5, 100) * 100, rng.randint(1, 9), rng.randint(2, 15)
    task = (
        f"${principal:,} at {rate}% a year, compounded monthly, for {years} years: what's the "
        "balance?"
    )
    return task, principal * (1 + rate / 1200) ** (12 * years)


def compound_interest_earned(rng: random.Random) -> tuple[str, float]:
    principal, rate, years = rng.randint(5, 100) * 100, rng.randint(1, 9), rng.randint(2, 15)
    task = (
        f"How much interest will ${principal:,} earn in {years} years at {rate}% compounded "
        "quarterly?"
    )
    return task, principal * (1 + rate / 400) ** (4 * years) - principal


def simple_interest(rng: random.Random) -> tuple[str, float]:
    principal, rate, years = rng.randint(5, 100) * 100, rng.randint(1, 9), rng.randint(2, 15)
    task = f"What's the simple interest on ${principal:,} at {rate}% for {years} years?"
    return task, principal * rate * years / 100


def simple_terse(rng: random.Random) -> tuple[str, float]:
    principal, rate, years = rng.randint(5, 100) * 100, rng.randint(1, 9), rng.randint(2, 15)
    return f"simple interest on ${principal} at {rate}% for {years} years", (
        principal * rate * years / 100
    )


def calculate_simple(rng: random.Random) -> tuple[str, float]:
    principal, rate, years = rng.randint(5, 100) * 100, rng.randint(1, 9), rng.randint(2, 15)
    task = f"Calculate simple interest on ${principal} at {rate}% per annum for {years} years"
    return task, principal * rate * years / 100


TUNED: list[Family] = [
    whole_then_part,
    area_in_other_unit,
    triangle_area,
    friends_tip,
    count_with_fee,
    cartons_of,
    calculate_simple,
    simple_terse,
    tip_split,
    tip_split_between,
    discount_then_tax,
    tax_and_discount,
    count_price_coupon,
    buying_with_coupon,
    price_with_coupon,
    pack_price,
    box_of,
    book_read,
    book_left,
    trip_left,
    room_area,
    rectangle_area,
    rectangle_perimeter,
    square_area,
    circle_area,
    circle_circumference,
    table_area,
    box_volume,
    cube_volume,
    compound_yearly,
    compound_monthly,
    compound_interest_earned,
    simple_interest,
]


# --- held out: written with the families above, never tuned on ------------------------------------


def held_tip_split(rng: random.Random) -> tuple[str, float]:
    bill, tip, people = _money(rng, 30, 300), rng.choice([15, 18, 20]), rng.randint(2, 8)
    task = (
        f"{people} of us had lunch for ${_show(bill)}. If we tip {tip}% and split the total "
        "evenly, how much per person?"
    )
    return task, float(bill * (100 + tip) / 100 / people)


def held_discount_tax(rng: random.Random) -> tuple[str, float]:
    price, off, tax = _money(rng, 20, 400), rng.choice([10, 20, 25]), rng.randint(5, 10)
    task = f"What's the total for a ${_show(price)} order after a {off}% discount and {tax}% tax?"
    return task, float(price * (100 - off) / 100 * (100 + tax) / 100)


def held_coupon(rng: random.Random) -> tuple[str, float]:
    count, price = rng.randint(2, 9), _money(rng, 5, 40)
    coupon = rng.randint(3, int(count * price) - 1)
    thing = rng.choice(THINGS)
    task = (
        f"I got {count} {thing} for ${_show(price)} apiece and used a coupon for ${coupon} off. "
        "What did I spend?"
    )
    return task, float(count * price - coupon)


def held_case_price(rng: random.Random) -> tuple[str, float]:
    count, price = rng.choice([12, 24, 30]), _money(rng, 6, 40)
    item = rng.choice(["can", "bottle", "jar"])
    return f"A case of {count} {item}s is ${_show(price)}, what does one {item} cost?", float(
        price / count
    )


def held_part_left(rng: random.Random) -> tuple[str, float]:
    words, part, pages = _fraction(rng)
    task = f"I've finished {words} of my {pages}-page report. How many pages are still left?"
    return task, float(pages * (1 - part))


def held_floor_area(rng: random.Random) -> tuple[str, float]:
    a, b = rng.randint(8, 25), rng.randint(8, 25)
    return f"My bedroom measures {a} feet by {b} feet. What's the floor area?", float(a * b)


def held_pond(rng: random.Random) -> tuple[str, float]:
    radius = rng.randint(2, 20)
    task = f"A circular pond has a radius of {radius} m. What's its circumference?"
    return task, 2 * math.pi * radius


def held_shed(rng: random.Random) -> tuple[str, float]:
    a, b, c = rng.randint(4, 12), rng.randint(4, 12), rng.randint(6, 10)
    task = f"How many cubic feet are in a shed that is {a} ft long, {b} ft wide and {c} ft high?"
    return task, float(a * b * c)


def held_compound(rng: random.Random) -> tuple[str, float]:
    principal, rate, years = rng.randint(5, 100) * 100, rng.randint(1, 9), rng.randint(2, 15)
    task = (
        f"If I put ${principal:,} in an account paying {rate}% a year compounded monthly, what "
        f"will it be worth in {years} years?"
    )
    return task, principal * (1 + rate / 1200) ** (12 * years)


def held_simple(rng: random.Random) -> tuple[str, float]:
    principal, rate, years = rng.randint(5, 100) * 100, rng.randint(1, 9), rng.randint(2, 15)
    task = (
        f"I borrow ${principal:,} at {rate}% simple interest a year. How much interest do I owe "
        f"after {years} years?"
    )
    return task, principal * rate * years / 100


HELD_OUT: list[Family] = [
    held_tip_split,
    held_discount_tax,
    held_coupon,
    held_case_price,
    held_part_left,
    held_floor_area,
    held_pond,
    held_shed,
    held_compound,
    held_simple,
]


def _cases(families: list[Family], draws: int, seed: str) -> list[object]:
    return [
        pytest.param(
            *family(random.Random(f"{seed}-{family.__name__}-{n}")), id=f"{family.__name__}-{n}"
        )
        for family in families
        for n in range(draws)
    ]


@pytest.mark.parametrize(("task", "expected"), _cases(TUNED, 4, "formulas"))
async def test_a_tuned_family_is_read(task: str, expected: float) -> None:
    answer = await calculator_answer(task)
    assert answer is not None, task
    assert float(answer) == pytest.approx(expected, rel=1e-9, abs=1e-6), task


@pytest.mark.parametrize(("task", "expected"), _cases(HELD_OUT, 4, "held-out"))
async def test_a_held_out_family_is_read(task: str, expected: float) -> None:
    answer = await calculator_answer(task)
    assert answer is not None, task
    assert float(answer) == pytest.approx(expected, rel=1e-9, abs=1e-6), task


@pytest.mark.parametrize(
    "task",
    [
        "I have a $50 item, a 20% discount and a $5 coupon. What do I pay?",  # which comes first?
        "A circle has a radius of 4 cm and a diameter of 8 cm. What's its area?",  # two sizes
        "A room is 12 ft by 15 ft. How many acres is it?",  # a unit not converted here
        "I invest $1,000 at 5% compounded. How much after 3 years?",  # compounded how often?
        "I'm two thirds of the way through a book. How many pages have I read?",  # no whole
        "What's the area of a triangle with sides of 3, 4 and 5 cm?",  # not a formula read here
        "The bill is $60 before 8% tax and a 15% tip. What do we pay?",  # tip before tax or after?
        "What's the volume of a tank 60 cm long, 30 cm wide and 40 cm high, in litres?",
        "A rectangle has an area of 48 m² and a length of 8 m. What is its perimeter?",
        "Three fifths of the 40 students are girls. How many boys are there?",  # a part not named
        "I bought 3 shirts at $14 each and returned one. How much did I spend?",  # not a sum
        "I have $100. I spent 20% on food and $30 on gas. How much is left?",  # a share, an amount
        "Dinner was $90 with a 20% tip, and I'm splitting it with 3 friends. How much each?",
        "I'm splitting a $60 bill with 2 friends. How much does each of us pay?",  # me too: 3
        "Dinner was $90 plus 20% tip, split with my 2 roommates. How much each?",
        "Dinner was $90 plus 20% tip, split between my 2 roommates and me. How much each?",
    ],
)
async def test_a_story_with_a_missing_or_double_reading_is_not_read(task: str) -> None:
    assert await calculator_answer(task) is None


def test_one_table_knows_the_kind_and_size_of_a_measure() -> None:
    """`units.measure` owns the kinds and sizes the arithmetic and the word problems read."""
    assert measure("hrs") == ("time", 3600)
    assert measure("feet") == ("length", Fraction(3048, 10000))
    assert measure("miles") == ("length", Fraction(1609344, 1000))
    assert measure("gallon") == ("volume", None)  # which gallon? its kind only
    assert measure("pounds") == ("mass", None)  # pounds convert to ounces, not to grams here
    assert measure("apples") is None


@pytest.mark.parametrize(
    ("task", "expected"),
    [
        (
            "Please compute the final cost of a $48 item after a 25% discount and 7% sales tax.",
            38.52,
        ),
        ("If I purchase 4 books at $12.50 each and use a $10 gift card, how much do I pay?", 40),
        (
            "Given a 250-page manual of which I've done three fifths, how many pages remain?",
            100,
        ),
        (
            "dinner came to 64 bucks, we're tipping 15% and splitting it 2 ways, what's my share?",
            36.8,
        ),
        ("Determine the circumference of a wheel whose diameter is 26 inches.", math.pi * 26),
        (
            "An investment of $7,500 earns 3.5% per annum compounded semi-annually. What is its "
            "value after 6 years?",
            7500 * (1 + 0.035 / 2) ** 12,
        ),
        ("quick q: area of a circle w/ radius 9?", math.pi * 81),
        ("we've done 3/5 of the 45 km hike, how many km to go?", 18),
    ],
)
async def test_other_voices_are_read(task: str, expected: float) -> None:
    """Formal, chatty and terse phrasings of the families (tuned on: found by probing)."""
    assert await calculator_answer(task) == pytest.approx(expected)
