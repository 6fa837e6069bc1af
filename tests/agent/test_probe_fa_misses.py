"""Probes of word-problem classes the rule planner refused: pay per period, savings, change, more.

Families: a yearly salary per month or per paycheck (paid every two weeks, twice a month,
weekly), savings from a starting balance plus a monthly amount, change from a note after one or
several prices, a recipe scaled from n servings to m, durations added up (in minutes or hours),
a fraction of a quantity with a unit, and a percent asked of a story. The wordings and numbers
are new (not the sets'); each family has near misses that must be refused (a needed number
missing, or something else asked).

First run, before any fix: 29/62 (11/44 read right; near misses 18/18 refused or right, two of
them after their expectation was corrected: the months to a goal and a fall asked of a rise
were read right, not refused). The mileage and fuel rows, the last salary, savings and score
rows and the last eight near misses were added after it, with the classes that read them.
Final: 77/77.
"""

from __future__ import annotations

import pytest

from .conftest import assert_near_miss, assert_read

_READ: list[tuple[str, str, float]] = [
    # a yearly salary per period
    ("salary", "I earn $48,000 a year. What's that per month before tax?", 48000 / 12),
    ("salary", "job offer: £39,000/yr gross. how much a month?", 39000 / 12),
    ("salary", "My yearly salary is $62,400. How much is that a month, before taxes?", 62400 / 12),
    ("salary", "I get paid every two weeks and make $57,200 a year. How much per paycheck?", 2200),
    ("salary", "$72,000 a year, paid twice a month. how much is each paycheck?", 3000),
    ("salary", "salary €41,600 per year, paid weekly. what's each weekly pay before tax?", 800),
    (
        "salary",
        "They're offering £31k a year, paid monthly. What would I get each month?",
        31000 / 12,
    ),
    ("salary", "salary of £45,000 per annum, paid monthly. monthly pay before tax?", 45000 / 12),
    # savings from a starting balance
    (
        "savings",
        "I've got £1,200 in savings and I'm adding £150 a month. What will I have in 9 months?",
        1200 + 150 * 9,
    ),
    ("savings", "Starting balance $500, saving $60 per month. Balance after 10 months?", 1100),
    (
        "savings",
        "I'll save $80 a month for 5 months. I already have $120. How much will I have?",
        520,
    ),  # was 80 * (5 + 120): the $120 held read as one more month
    (
        "savings",
        "I've got $300 in the bank and add $120 every month. How much after 8 months?",
        1260,
    ),
    ("savings", "starting with £1,000, saving £75 a month for a year (12 months). total?", 1900),
    (
        "savings",
        "I save €40 each month and already have €260. How much will I have in 5 months?",
        460,
    ),
    (
        "savings",
        "put away $25 a month for 18 months on top of the $150 I have now. total? no interest",
        600,
    ),
    (
        "savings",
        "My balance is £80 and I'll deposit £60 monthly. What will it be after 7 months?",
        500,
    ),
    # change from a note
    ("change", "I handed over a $20 bill for a $6.35 sandwich. change?", 20 - 6.35),
    (
        "change",
        "bought bread for £1.45 and milk for £0.95, paid with a £5 note. change?",
        5 - 1.45 - 0.95,
    ),
    (
        "change",
        "paid with a €100 note for €23.10 + €41.75. how much do I get back?",
        100 - 23.10 - 41.75,
    ),
    ("change", "gave the shopkeeper a £20 note, the bill was £12.60. how much change?", 20 - 12.60),
    # a recipe scaled
    ("recipe", "my pancake recipe serves 3 and uses 240 ml milk. how much milk for 7 people?", 560),
    ("recipe", "recipe is for 8 people and needs 500 g pasta. how much pasta for 2?", 125),
    ("recipe", "scaling a recipe from 4 to 10 servings, it uses 150g sugar. how much now?", 375),
    ("recipe", "recipe serves 6: 90 g butter. for 4 servings?", 60),
    (
        "recipe",
        "I'm cooking a recipe for 2 but need it for 5 people. It says 180 g rice. How"
        " much rice then?",
        450,
    ),
    # durations added up
    ("durations", "add up these times in minutes: 2 hours 5 minutes, 40 minutes, 1 hour", 225),
    (
        "durations",
        "three films: 1 h 50 min, 2 h 10 min and 1 h 35 min. how many minutes in total?",
        335,
    ),
    ("durations", "How many minutes is 25 min + 1 h 15 min + 50 min?", 150),
    (
        "durations",
        "I studied 2h 30m on Monday and 1h 45m on Tuesday. total in hours as a decimal?",
        4.25,
    ),
    (
        "durations",
        "drive is 3h 20m, then a 45m break, then 2h 5m. total trip time in minutes?",
        370,
    ),
    (
        "durations",
        "I've got 2 calls today: 1 hour 15 minutes and 50 minutes. How many minutes altogether?",
        125,
    ),
    # a fraction of a quantity with a unit
    ("fraction", "I need 3/4 of a 500 g tub of yogurt. How many grams is that?", 375),
    (
        "fraction",
        "I have 900 ml of stock and want to use two thirds of it. How many ml is that?",
        600,
    ),
    ("fraction", "use 1/3 of a 750 ml bottle of juice. how many ml?", 250),
    (
        "fraction",
        "I have 2 kg of potatoes and need three quarters of it. How many kg is that?",
        1.5,
    ),
    # a percent asked of a story
    ("percent", "She scored 42 of her 50 free throws. What percentage did she make?", 84),
    ("percent", "She passed 18 of her 24 exams. What percentage did she pass?", 75),
    ("percent", "rent went from $1,200 to $1,350, by what percent did it go up?", 12.5),
    ("percent", "tip 15% on $64.00 = ? just the tip", 9.6),
    ("percent", "lunch came to $96.60 for 6 ppl, how much each if we split evenly?", 16.1),
    ("percent", "bus pass $54 minus 25% student discount = ?", 40.5),
    # a fee plus a rate per minute
    ("rates", "bike hire: $2 unlock + $0.20/min, 30 min ride = ?", 8),
    ("rates", "e-scooter: £1 unlock + £0.25/min, 16 min ride = ?", 5),
    # clock times at an hourly rate
    (
        "clock",
        "the dog sitter came at 6:30pm and we got back at 10pm. she charges $14 an hour,"
        " how much do I owe?",
        49,
    ),
    # durations per period
    (
        "quarter",
        "My water bill comes every quarter and the last one was £150. If I put the same"
        " aside each month, how much is that?",
        50,
    ),
    # speed
    ("speed", "cycled 24km in 90 min, avg speed in km/h?", 16),
    ("speed", "walked 5.2 km in 65 min, average speed in km/h? 1 dp", 4.8),
    # a mileage claim with parking
    (
        "mileage",
        "mileage claim: 5 trips x 22 km round trip at €0.30/km, plus €9 parking. total?",
        5 * 22 * 0.30 + 9,
    ),
    # fuel by the litre
    (
        "fuel",
        "a 300 mile drive, my car does 50 mpg, diesel is £1.52 a litre and a gallon is 4.546 "
        "litres. how much will the fuel cost?",
        300 / 50 * 1.52 * 4.546,
    ),
    # steps
    ("steps", "My stride is 75 centimetres and I walked 6,000 steps. How far is that in km?", 4.5),
    (
        "steps",
        "If each of my steps is 80 centimetres, how many steps do I take walking 2"
        " kilometres to work?",
        2500,
    ),
]
"""Requests to read, with the answer."""

_NEAR_MISSES: list[tuple[str, float | None]] = [
    ("I earn $48,000 a year. How much tax do I pay?", None),  # no rate
    ("I get paid every two weeks. How much per paycheck?", None),  # no salary
    ("I earn $48,000 a year and get a $2,000 bonus. What's that per month?", None),
    ("I save $120 every month. How much will I have?", None),  # no months
    ("I have $300 saved and add $120 every month. How many months until I have $1,000?", 6),
    ("I have $300 saved and add $120 a month at 3% interest. How much after 8 months?", None),
    ("paid with a $20 bill. change?", None),  # no price
    ("bought bread for £1.45 and milk for £0.95. change?", None),  # no note
    ("recipe serves 4 and uses 300g flour. how much flour?", None),  # no new servings
    ("recipe serves 4 and uses 300g flour and 2 eggs. how many eggs for 8?", 4),
    ("three films: 1 h 50 min, 2 h 10 min and 1 h 35 min. which is longest?", None),
    ("add up these times: 2 hours 5 minutes, 40 minutes, and $5", None),
    ("I need some of a 500 g tub of yogurt. How many grams is that?", None),
    ("She passed 18 exams. What percentage did she pass?", None),  # of how many?
    ("rent went from $1,200 to $1,350. by what percent did it go down?", -12.5),
    ("lunch for 6 ppl, how much each if we split evenly?", None),
    ("bike hire: $2 unlock + $0.20/min = ?", None),  # no ride length
    ("cycled 24km, avg speed in km/h?", None),  # no time
    ("a 300 mile drive, my car does 50 mpg, diesel is £1.52 a litre. fuel cost?", None),
    ("mileage claim: 4 trips x 20 km round trip at €0.30/km, plus €6 parking and €5 tolls.", None),
    ("my stride is 70 cm. I did 8140 steps. How far is that?", None),  # in what unit?
    ("I ran 5 km in 25 minutes and 10 km in 55 minutes. How many minutes in total?", None),
    ("add 2h15, 1h45 and 30 min: how many hours?", 4.5),  # was 2 * 1 / 30 * 60
    ("I have $300 saved, then $50 a month for 6 months and $80 a month for 3 months. total?", None),
    ("my water bill comes every quarter. how much should I put aside each month?", None),
    ("babysitter came at 7:15pm and we got back at midnight. how much do I owe her?", None),
]
"""Near misses: refused, or read as the other thing they ask."""


@pytest.mark.parametrize(("family", "task", "expected"), _READ)
async def test_read(family: str, task: str, expected: float) -> None:
    await assert_read(family, task, expected)


@pytest.mark.parametrize(("task", "expected"), _NEAR_MISSES)
async def test_near_miss(task: str, expected: float | None) -> None:
    await assert_near_miss(task, expected)
