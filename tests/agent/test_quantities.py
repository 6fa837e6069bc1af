"""Word problems read by their units (`agent/quantities.py`), through the rule planner's runs.

Each family is one kind of story (a rate over a time, a unit price, a proportion, a conversion, a
sum of mixed units, a running balance, a goal, a percent change) in a phrasing of its own, drawn
six times with seeded random numbers, its answer computed in plain Python. These families were
written after the module, so they are tuned figures: the held-out figure is the blind set
`evals/everyday-heldout-7.yaml`. The stories at the end must not be read: a guess there would be
a wrong answer, so the rules say they do not understand.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction

import pytest

from agentschool.agent.quantities import story_units

from .conftest import calculator_answer

Family = Callable[[random.Random], tuple[str, Fraction]]

PLACES = ["apples", "lemons", "notebooks", "candles", "mugs", "towels", "batteries", "pencils"]


def _money(rng: random.Random, low: int, high: int) -> Fraction:
    return Fraction(rng.randint(low * 4, high * 4), 4)


def _show(value: Fraction) -> str:
    return f"{float(value):,.2f}" if value.denominator != 1 else f"{int(value):,}"


def rent_per_year(rng: random.Random) -> tuple[str, Fraction]:
    rent = rng.randint(8, 40) * 100
    what = rng.choice(["rent", "car payment", "gym membership", "phone bill"])
    return f"My {what} is ${rent:,} a month. What is that per year?", Fraction(rent * 12)


def weekly_pay(rng: random.Random) -> tuple[str, Fraction]:
    wage, hours = _money(rng, 12, 40), rng.randint(10, 45)
    return (
        f"I earn ${_show(wage)} per hour and work {hours} hours a week. What's my weekly pay?",
        wage * hours,
    )


def daily_to_weekly(rng: random.Random) -> tuple[str, Fraction]:
    amount, unit = rng.randint(2, 9), rng.choice(["liters of water", "cups of coffee", "miles"])
    return (
        f"I get through {amount} {unit} a day. How many {unit.split()[0]} is that in a week?",
        Fraction(amount * 7),
    )


def unit_price(rng: random.Random) -> tuple[str, Fraction]:
    count, price = rng.randint(2, 12), _money(rng, 2, 30)
    thing = rng.choice(PLACES)
    return (
        f"A pack of {count} {thing} costs ${_show(price)}. What's the price per {thing[:-1]}?",
        price / count,
    )


def priced_each(rng: random.Random) -> tuple[str, Fraction]:
    price, count = _money(rng, 1, 9), rng.randint(3, 20)
    thing = rng.choice(PLACES)
    return (
        f"{thing.capitalize()} are ${_show(price)} each. How much do {count} {thing} cost?",
        price * count,
    )


def speed(rng: random.Random) -> tuple[str, Fraction]:
    hours = rng.choice([2, 3, 4, 5, Fraction(5, 2), Fraction(3, 2)])
    distance = rng.randint(20, 90) * hours
    unit = rng.choice(["miles", "kilometers"])
    per = "miles per hour" if unit == "miles" else "kilometers per hour"
    return (
        f"We cycled {_show(Fraction(distance))} {unit} in {float(hours):g} hours. "
        f"What was our average speed in {per}?",
        Fraction(distance) / hours,
    )


def distance(rng: random.Random) -> tuple[str, Fraction]:
    rate, hours = rng.randint(30, 110), rng.randint(2, 9)
    return f"A bus goes {rate} km per hour for {hours} hours. How far does it go?", Fraction(
        rate * hours
    )


def time_to_finish(rng: random.Random) -> tuple[str, Fraction]:
    rate = rng.randint(5, 30)
    total = rate * rng.randint(3, 40)
    return (
        f"I can read {rate} pages a day. How many days will a {total} page book take?",
        Fraction(total, rate),
    )


def recipe(rng: random.Random) -> tuple[str, Fraction]:
    serves, amount, wanted = rng.randint(2, 6), rng.randint(2, 12) * 50, rng.randint(3, 12)
    food = rng.choice(["flour", "rice", "sugar", "oats"])
    return (
        f"A recipe that serves {serves} people uses {amount} g of {food}. "
        f"How many grams of {food} do I need to serve {wanted} people?",
        Fraction(amount * wanted, serves),
    )


def per_box(rng: random.Random) -> tuple[str, Fraction]:
    each, boxes = rng.randint(6, 48), rng.randint(2, 25)
    thing = rng.choice(["crayons", "eggs", "screws", "tea bags", "markers"])
    return (
        f"Every crate has {each} {thing} in it. How many {thing} are in {boxes} crates?",
        Fraction(each * boxes),
    )


def share(rng: random.Random) -> tuple[str, Fraction]:
    people = rng.randint(2, 9)
    sweets = people * rng.randint(2, 15)
    return (
        f"There are {sweets} sweets and {people} children. How many sweets does each child get?",
        Fraction(sweets, people),
    )


def fuel(rng: random.Random) -> tuple[str, Fraction]:
    litres, trip = rng.randint(4, 12), rng.randint(50, 900)
    return (
        f"My car uses {litres} liters per 100 km. How many liters do I need for {trip} km?",
        Fraction(litres * trip, 100),
    )


def dozens(rng: random.Random) -> tuple[str, Fraction]:
    count = rng.randint(2, 30)
    thing = rng.choice(["eggs", "roses", "cupcakes", "bagels"])
    return f"How many {thing} are in {count} dozen?", Fraction(count * 12)


def duration(rng: random.Random) -> tuple[str, Fraction]:
    hours, minutes = rng.randint(1, 4), rng.randint(1, 59)
    return (
        f"The film runs {hours} hours {minutes} minutes. How many minutes is that?",
        Fraction(hours * 60 + minutes),
    )


def mixed_total(rng: random.Random) -> tuple[str, Fraction]:
    a, b, c, d = rng.randint(1, 5), rng.randint(1, 59), rng.randint(1, 5), rng.randint(1, 59)
    return (
        f"I practised {a} hours and {b} minutes on Saturday and {c} hours {d} minutes on "
        f"Sunday. How many minutes did I practise altogether?",
        Fraction(a * 60 + b + c * 60 + d),
    )


def balance(rng: random.Random) -> tuple[str, Fraction]:
    start, deposit, spent = _money(rng, -80, 300), _money(rng, 20, 500), _money(rng, 5, 90)
    sign = "-" if start < 0 else ""
    return (
        f"My account has {sign}${_show(abs(start))}. I deposit ${_show(deposit)} and then "
        f"spend ${_show(spent)}. What's my balance now?",
        start + deposit - spent,
    )


def temperature(rng: random.Random) -> tuple[str, Fraction]:
    start, rise = rng.randint(-20, 10), rng.randint(2, 25)
    return (
        f"At dawn it was {start} degrees and by noon it rose {rise} degrees. "
        f"What was the temperature at noon?",
        Fraction(start + rise),
    )


def goal(rng: random.Random) -> tuple[str, Fraction]:
    price = rng.randint(200, 3000)
    saved = rng.randint(50, price - 1)
    thing = rng.choice(["laptop", "bike", "sofa", "trip"])
    return (
        f"The {thing} is ${price:,} and I have saved ${saved:,}. How much more do I need?",
        Fraction(price - saved),
    )


def percent_change(rng: random.Random) -> tuple[str, Fraction]:
    before = rng.randint(2, 40) * 10
    after = before + rng.choice([-1, 1]) * rng.randint(1, 9) * before // 10
    asked = "rise" if after > before else "fall"
    return (
        f"The price went from ${before} to ${after}. By what percent did it {asked}?",
        Fraction(abs(after - before) * 100, before),
    )


def interest(rng: random.Random) -> tuple[str, Fraction]:
    principal, rate, years = rng.randint(5, 200) * 100, rng.randint(1, 9), rng.randint(1, 10)
    return (
        f"How much simple interest does ${principal:,} earn at {rate}% per year over {years} "
        f"years?",
        Fraction(principal * rate * years, 100),
    )


FAMILIES: list[Family] = [
    rent_per_year,
    weekly_pay,
    daily_to_weekly,
    unit_price,
    priced_each,
    speed,
    distance,
    time_to_finish,
    recipe,
    per_box,
    share,
    fuel,
    dozens,
    duration,
    mixed_total,
    balance,
    temperature,
    goal,
    percent_change,
    interest,
]
CASES = [
    pytest.param(*family(random.Random(f"{family.__name__}-{n}")), id=f"{family.__name__}-{n}")
    for family in FAMILIES
    for n in range(6)
]


@pytest.mark.parametrize(("task", "expected"), CASES)
async def test_a_story_is_read_by_its_units(task: str, expected: Fraction) -> None:
    answer = await calculator_answer(task)
    assert answer is not None, task
    assert float(answer) == pytest.approx(float(expected), abs=1e-6), task


@pytest.mark.parametrize(
    "task",
    [
        "I have 3 apples and 5 oranges. How many fruits do I have?",  # no unit asked
        "I bought 4 shirts and 2 hats for $60. How much was each shirt?",  # two unknowns
        "A box and a tray hold 42 eggs together. How many eggs are in the box?",  # unknown split
        "I earn $20 an hour. How much do I earn?",  # for how long?
        "We drove 120 miles and 80 miles. What was our speed in miles per hour?",
    ],
)
async def test_a_story_the_units_do_not_settle_is_not_read(task: str) -> None:
    assert len(story_units(task)) != 1, story_units(task)
    assert await calculator_answer(task) is None


@pytest.mark.parametrize(
    ("task", "expected"),
    [
        ("what does 3.5 kg of cheese cost at $12 per kg", 42),  # "per kg" is the price's
        ("how much is 3 dozen eggs if one egg costs 25 cents", 9),
        ("We drink 2 liters of milk a day. How much milk do we drink in a week?", 14),
        ("I sleep 7.5 hours a night. How many hours do I sleep in a week?", 52.5),
        ("my test scores were 82, 91 and 77, what's my average?", 250 / 3),
        ("If one pound sterling is worth $1.25, how many dollars do I get for 40 pounds?", 50),
        ("If one euro buys $1.10, how many dollars will I get for 200 euros?", 220),  # 2 currencies
        ("I cycled 45 km in 1.5 hours. What was my average speed?", 30),  # speed: km per hour
        ("A bike does 30 km per hour. How many hours for a 75-km ride?", 2.5),  # "75-km"
        ("A recipe for 4 people uses two thirds of a cup of oats. How many cups for 6 people?", 1),
        ("A cake for 8 people takes one and a half cups. How many cups for 12 people?", 2.25),
        # a recipe "for 4" serves 4 (read since session 18, when "cup" and "cups" became one unit)
        ("A recipe for 4 uses two thirds of a cup of oats. How many cups for 6?", 1),
        ("I had $90. I spent $12.50 on lunch and $7.50 on coffee. How much is left?", 70),
    ],
)
async def test_a_rate_a_price_per_unit_and_cents(task: str, expected: float | None) -> None:
    """None: not read (a count with no unit cannot be placed)."""
    answer = await calculator_answer(task)
    assert answer == (pytest.approx(expected) if expected is not None else None), answer


def test_a_count_or_a_percent_is_left_to_the_other_readings() -> None:
    """ "7 of them" has no unit and "20% off" is a share: multiplying by units cannot place them."""
    assert story_units("Tickets are $11 each and we need 7 of them. What's the total cost?") == {}
    assert story_units("A lamp costs $80 and it's 20% off. What's the sale price?") == {}


@pytest.mark.parametrize(
    ("task", "expected"),
    [
        ("I earn $20 an hour and worked 6 hours. How much did I save?", None),  # spent what?
        ("I save $20 a week. How much do I save in 6 weeks?", 120),
        ("The jacket was $80 and is now 25% off. How much do I save?", 20),
        ("I put $15 aside every week for 12 weeks. How much have I saved?", 180),
    ],
)
async def test_a_saving_is_asked_only_of_a_story_that_tells_one(
    task: str, expected: float | None
) -> None:
    assert await calculator_answer(task) == expected
