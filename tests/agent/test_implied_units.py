"""Units a story says once and lets carry, and roundings typed short (session 15, sets 40/41 read).

- An amount said once beside a rate carries its period: "rent $1,200 a month plus $90 for
  internet" is monthly; "the baby takes 720 ml a day in 6 bottles" is six bottles a day.
- One person's share of money the story shares: "split 3 ways, what do I owe?", "how much is
  each person's share?", "the 4 of us", "50/50 with my partner".
- A part of the total asked: "what's half of the total?".
- Kids and children are one count; "12 equal payments" are payments.
- Parts of the week: "each weekday", "mon-fri" are five days a week, "at the weekend" two; a
  distance "round trip, 5 days a week" is each of those days; "weekly? 25 km a day, 3 days"
  counts the week's days; "$5.50 per day per child".
- "2dp", "(1dp)", ". 1 dp", "? 1dp", "nearest cent please": roundings, never an operand.

First run (at a5eea5e, before the rules): 1 of 19 read (the equal payments), near misses 4 of 4
held; two of the misses were wrong answers ("(2dp)" added 2 to the share, "? 1dp" rounded to a
whole). After: 19 of 19, near misses 4 of 4.
"""

from __future__ import annotations

import pytest

from .conftest import assert_near_miss, assert_read

READ = [
    ("rent is $1,200 a month plus $90 for internet. split 3 ways, how much do i owe a month?", 430),
    (
        "my flat: 4 of us, monthly rent £2,000 and bills £180 a month. "
        "each person's share per month?",
        545,
    ),
    ("the baby takes 720 ml a day over 6 bottles. how much in each bottle?", 120),
    ("Gas R600, water R210 and internet R390. What's half of the total?", 600),
    (
        "Sharing costs 50/50 with my flatmate: power $120.50, water $39.50. "
        "How much does each of us pay?",
        80,
    ),
    ("party: hall $200, food $124, cake $36, and 12 kids. cost per child?", 30),
    ("school fees $7,200 a year in 8 equal payments - how much per payment?", 900),
    (
        "fees of S$5,000 paid in 3 equal instalments, how much per instalment? nearest cent please",
        1666.67,
    ),
    (
        "screen time: 60 mins each weekday and 120 mins each day of the weekend. "
        "total minutes per week?",
        540,
    ),
    (
        "trying to cut back: 2 coffees a day mon-fri and 1 coffee a day at the weekend. "
        "total coffees a week?",
        12,
    ),
    ("fuel cost weekly? 30 km a day, 4 days, 8 L per 100 km, $2.10/L", 20.16),
    (
        "48 miles round trip, 5 days a week, car does 32 mpg, gas is $4 a gallon. weekly gas cost?",
        30,
    ),
    ("petrol cost this week? 20 km/day, 5 days, 10L per 100km, £1.50/L", 15),
    ("school lunch: $5.50 per day per child, two kids, 3 days/week for 4 weeks - total?", 132),
    ("percentage increase from 40 to 47. 1 dp", 17.5),
    ("what is 17 as a percentage of 23 (1dp)", 73.9),
    ("ran 10 km in 47 minutes, average speed in km/h? 1dp", 12.8),
    ("quiz marks 7, 8, 8, 6: average? 2dp", 7.25),
    ("dinner came to $90. there are 4 of us, what's everyone's share (2dp)", 22.5),
]
NEAR = [
    ("I have $500 saved and add $100 a month. How much after 6 months?", 1100),  # counted months
    ("rent $1,200 a month and a $300 deposit. how much do i pay in total?", None),  # deposit once
    ("what's half of 30 plus 12?", 27),  # a part of a number, not of the total
    ("average of 4, 5 and 9, to the nearest ten", None),  # a ten is not read
]


@pytest.mark.parametrize(("task", "expected"), READ)
async def test_each_shape_is_read(task: str, expected: float) -> None:
    await assert_read("implied-units", task, expected)


@pytest.mark.parametrize(("task", "expected"), NEAR)
async def test_near_misses_are_refused_or_read_right(task: str, expected: float | None) -> None:
    await assert_near_miss(task, expected)
