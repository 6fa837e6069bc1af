"""Word problems read by their units, families from the dev set 12 (issue #15).

Each family has several phrasings with random numbers; the answers come from Python. `HELD_OUT`
phrasings were written before the rules and first run only after them (their first-run figure
is reported apart). A wrong answer is worse than a refusal: `REFUSED` stories must give None.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pytest

from agentschool.agent.quantities import story_units
from agentschool.agent.word_problems import story_expression
from agentschool.tools.calculator import evaluate

Story = Callable[[random.Random], tuple[str, float]]


def _money(rng: random.Random) -> float:
    return round(rng.uniform(5, 2000), 2)


def _pension(rng: random.Random) -> tuple[str, float]:
    a, n = _money(rng), rng.randint(2, 24)
    return (
        f"I receive ${a:,.2f} from my pension every month. How much is that over {n} months?",
        a * n,
    )


def _rent_weeks(rng: random.Random) -> tuple[str, float]:
    a, n = _money(rng), rng.randint(2, 12)
    return f"We pay £{a:.2f} in rent each week. What does that come to over {n} weeks?", a * n


def _shifts(rng: random.Random) -> tuple[str, float]:
    words = {4: "four", 6: "six", 8: "eight", 10: "ten", 12: "twelve"}
    a, b = rng.sample(sorted(words), 2)
    n, m = rng.randint(1, 5), rng.randint(1, 5)
    return (
        f"This week I worked {n} {words[a]}-hour shifts and {m} {words[b]}-hour "
        f"shift{'s' if m > 1 else ''}. "
        "How many hours did I work in total?",
        n * a + m * b,
    )


def _shift_each(rng: random.Random) -> tuple[str, float]:
    n, h, mi = rng.randint(2, 7), rng.randint(1, 11), rng.choice([15, 20, 30, 45, 50])
    return (
        f"I did {n} shifts, each {h} hours {mi} minutes long. "
        "How many minutes did I work altogether?",
        n * (h * 60 + mi),
    )


def _one_costs(rng: random.Random) -> tuple[str, float]:
    k, p = rng.randint(2, 9), round(rng.uniform(0.5, 5), 2)
    return f"I buy {k} kilo apples. One kilo costs {p:.2f} euro. How much I pay together?", k * p


def _rate_rounded(rng: random.Random) -> tuple[str, float]:
    v, h = rng.choice([250, 500, 1000]), rng.choice([3, 6, 7, 9])
    return (
        f"A bag of {v} ml has to run over {h} hours. At what rate is that, in ml per hour? "
        "Round to one decimal place.",
        round(v / h + 1e-12, 1),
    )


def _given_rate_rounded(rng: random.Random) -> tuple[str, float]:
    lb = rng.randint(50, 400)
    return (
        f"My deadlift is {lb} lb. If 1 lb = 0.4536 kg, "
        "how much is that in kg, rounded to one decimal?",
        round(lb * 0.4536 + 1e-12, 1),
    )


def _feed(rng: random.Random) -> tuple[str, float]:
    ml, can, fills = rng.randint(5, 30), rng.randint(2, 10), rng.randint(2, 5)
    return (
        f"The feed says {ml} ml per litre of water. My can holds {can} litres and I fill it "
        f"{fills} times. How many ml of feed do I need?",
        ml * can * fills,
    )


def _sets(rng: random.Random) -> tuple[str, float]:
    s, r, kg = rng.randint(2, 6), rng.randint(3, 12), rng.choice([20, 40, 55, 60, 80])
    return (
        f"squats today: {s} sets of {r} reps at {kg} kg. whats the total weight i moved in kg",
        s * r * kg,
    )


def _overtime(rng: random.Random) -> tuple[str, float]:
    rate, x, h = round(rng.uniform(10, 40), 2), rng.choice([1.25, 1.5, 2]), rng.randint(2, 12)
    return (
        f"My normal rate is ${rate:.2f} an hour and overtime is paid at {x} times the normal rate. "
        f"What do I get for {h} hours of overtime?",
        rate * x * h,
    )


def _long_average(rng: random.Random) -> tuple[str, float]:
    days = [rng.randint(1500, 2800) for _ in range(7)]
    listed = ", ".join(map(str, days))
    return (
        f"Calories this week: {listed}. What is my daily average, rounded to the nearest whole "
        "calorie?",
        float(round(sum(days) / 7 + 1e-12)),
    )


def _left_over(rng: random.Random) -> tuple[str, float]:
    start = rng.randint(900, 3000)
    bills = {
        name: round(rng.uniform(20, 300), 2)
        for name in rng.sample(["rent", "food", "heating", "phone", "council tax", "water"], 3)
    }
    listed = ", ".join(f"{name} £{amount:.2f}" for name, amount in bills.items())
    return f"pension this month £{start:,}. {listed}. how much is left over?", start - sum(
        bills.values()
    )


def _coverage(rng: random.Random) -> tuple[str, float]:
    length, width, covers = rng.randint(2, 9), rng.randint(1, 5), rng.randint(2, 7)
    return (
        f"My bed is {length} m long and {width} m wide. One packet of seed covers {covers} "
        "square metres. How many packets must I buy (whole packets)?",
        float(math.ceil(length * width / covers)),
    )


def _round_trip(rng: random.Random) -> tuple[str, float]:
    fare, visits = round(rng.uniform(2, 30), 2), rng.randint(2, 8)
    return (
        f"The taxi to the clinic costs £{fare:.2f} each way, there and back. I have {visits} "
        "appointments there this month. What will the taxis cost me altogether?",
        fare * 2 * visits,
    )


def _bus_there_and_back(rng: random.Random) -> tuple[str, float]:
    fare, visits = round(rng.uniform(1, 9), 2), rng.randint(2, 8)
    return (
        f"The bus is ${fare:.2f} each way and I go there and back. I visit my mum {visits} times "
        "a month. What do I spend on the bus a month?",
        fare * 2 * visits,
    )


TUNED: list[Story] = [
    _round_trip,
    _bus_there_and_back,
    _coverage,
    _left_over,
    _pension,
    _shift_each,
    _one_costs,
    _rate_rounded,
    _overtime,
    _long_average,
]
UNITS_TUNED: list[Story] = [_shifts, _feed, _sets]
"""Read right by the units; word problems' plain sum ("2 + 12 + 2 + 8") still disagrees there."""


def _salary_months(rng: random.Random) -> tuple[str, float]:
    a, n = _money(rng), rng.randint(2, 24)
    return f"My salary is ${a:,.2f} every month. What do I earn over {n} months?", a * n


def _night_shifts(rng: random.Random) -> tuple[str, float]:
    words = {6: "six", 8: "eight", 10: "ten", 12: "twelve"}
    a = rng.choice(sorted(words))
    n = rng.randint(2, 6)
    return (
        f"I worked {n} {words[a]}-hour night shifts this month. How many hours is that in total?",
        n * a,
    )


def _laps_each(rng: random.Random) -> tuple[str, float]:
    n, m, s = rng.randint(2, 8), rng.randint(1, 9), rng.choice([10, 20, 30, 40])
    return (
        f"I ran {n} laps, each {m} minutes {s} seconds. How many seconds did I run in total?",
        n * (m * 60 + s),
    )


def _one_litre_costs(rng: random.Random) -> tuple[str, float]:
    k, p = rng.randint(10, 60), round(rng.uniform(1, 2), 2)
    return f"I put {k} litres of petrol in. One litre costs £{p:.2f}. How much did I pay?", k * p


HELD_OUT: list[Story] = [_salary_months, _laps_each, _given_rate_rounded]
UNITS_HELD_OUT: list[Story] = [_night_shifts, _one_litre_costs]
"""First run 12/20 end to end: these two families were right by units, refused for the plain sum."""


def _check(story: Story, seed: int) -> None:
    task, answer = story(random.Random(seed))
    expression = story_expression(task)
    assert expression is not None, task
    assert math.isclose(float(evaluate(expression)), answer, rel_tol=1e-9), (task, expression)


def _check_units(story: Story, seed: int) -> None:
    task, answer = story(random.Random(seed))
    readings = story_units(task)
    assert len(readings) == 1, (task, readings)
    assert math.isclose(next(iter(readings)), answer, rel_tol=1e-9), (task, readings)


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("story", UNITS_TUNED, ids=lambda s: s.__name__)
def test_tuned_units_readings(story: Story, seed: int) -> None:
    _check_units(story, seed)


@pytest.mark.parametrize("seed", range(100, 104))
@pytest.mark.parametrize("story", UNITS_HELD_OUT, ids=lambda s: s.__name__)
def test_held_out_units_readings(story: Story, seed: int) -> None:
    _check_units(story, seed)


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("story", TUNED, ids=lambda s: s.__name__)
def test_tuned_families(story: Story, seed: int) -> None:
    _check(story, seed)


@pytest.mark.parametrize("seed", range(100, 104))
@pytest.mark.parametrize("story", HELD_OUT, ids=lambda s: s.__name__)
def test_held_out_families(story: Story, seed: int) -> None:
    _check(story, seed)


REFUSED_OR = [
    ("I save £5 a week. How many weeks to save £52?", 11),
    ("I put away $20 every week. How many weeks until I have $250?", 13),
]


@pytest.mark.parametrize(("task", "whole"), REFUSED_OR)
def test_whole_count_asked_is_never_a_fraction(task: str, whole: float) -> None:
    expression = story_expression(task)
    assert expression is None or float(evaluate(expression)) == whole


REFUSED = [
    "my scores were 70, 80 and 90 and the test was out of 100, what's the average?",
    "scores 70 80 90 100 - what's the average if I drop the lowest?",
    "what's the average of 3, 5 and 10 and then add 4",
    "my marks were 12, 15 and 18 out of 20. what's my average?",
    "times were 31, 29, 35 and 40 minutes: what's the average without the slowest?",
    "my times were 31, 29 and 35 and the record is 25, what's the average?",
]


@pytest.mark.parametrize("task", REFUSED)
def test_average_never_takes_in_a_number_it_should_not(task: str) -> None:
    expression = story_expression(task)
    assert expression is None or ("100" not in expression and "20" not in expression.split("/")[0])
    if expression is not None:
        assert float(evaluate(expression)) not in {85.0, 5.5}
