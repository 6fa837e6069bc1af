"""Probes of everyday money and measure requests refused before issue #15's reading of them.

Families: a currency or unit converted at a rate or factor the request states, a percent of an
amount (tip, VAT on top or backed out, commission, a platform's fee kept back), a change between
two amounts asked as a percent, amounts listed to total or average, pay for hours at a rate (one
figure, shifts, days, a span, overtime), a job's invoice, and cups weighed at a stated weight.
The wordings and numbers are new (not the sets'); each family has near misses that must be
refused (a needed number missing, or something else asked).

First run, before any fix: 26/56 (9/39 read right; near misses 17/17 refused or right). The
break-even, recipe, formula and quarter rows were added after it, with the classes that read them.
"""

from __future__ import annotations

import pytest

from .conftest import assert_near_miss, assert_read

_READ: list[tuple[str, str, float]] = [
    # a currency at a stated rate
    ("currency", "$480 in euros? using €0.92 per $1", 480 * 0.92),
    ("currency", "¥12,000 in pounds if £1 = ¥190", 12000 / 190),
    ("currency", "convert £250 to euros, the rate is 1.17 euros per pound", 250 * 1.17),
    ("currency", "£75.50 to euros at 1.16", 75.50 * 1.16),
    (
        "currency",
        "We're off to Spain next week. How many euros will £640 get me if £1 = €1.15?",
        640 * 1.15,
    ),
    # a unit at a stated factor
    ("factor", "suitcase weighs 23 kg, the airline site wants lb. 1 kg = 2.2046 lb", 23 * 2.2046),
    ("factor", "how far is 42 km in miles? use 1.609 km per mile", 42 / 1.609),
    ("factor", "Please convert 130 miles to kilometres, taking a mile as 1.6 km.", 130 * 1.6),
    ("factor", "Using 1 inch = 2.54 cm, convert 70 inches to cm.", 70 * 2.54),
    ("factor", "my case is 50 lb, I want it in kg. 1 kg is 2.2 lb", 50 / 2.2),
    # cups weighed
    ("cups", "half a cup of flour, 1 cup = 120g. grams?", 60),
    (
        "cups",
        "The recipe wants 3 cups of oats and one cup of oats is 90 grams. How much is that?",
        270,
    ),
    ("cups", "one and a half cups of sugar, a cup is 200 g. how many grams?", 300),
    # percent of an amount
    ("percent", "tip amount for £84.60 at 15%", 84.60 * 0.15),
    ("percent", "what's a 12% tip on a $56.25 bill?", 56.25 * 0.12),
    ("percent", "the builder quoted £2,400 plus VAT. VAT is 20%. What's the full amount?", 2880),
    ("percent", "Can you take the VAT out of £96? The rate is 20%; I need the net.", 80),
    (
        "percent",
        "my agent sold £12,500 of paintings and takes 15% commission. what does she get?",
        12500 * 0.15,
    ),
    ("percent", "if the app charges 8% on a £45 order, what's left for me?", 45 * 0.92),
    (
        "percent",
        "sold a lamp for £60. the site takes 3% plus £0.25 per sale. how much do i get?",
        60 * 0.97 - 0.25,
    ),
    (
        "percent",
        "Dinner came to £210 and we're adding 10% for the waiter, split 5 ways. Each?",
        210 * 1.1 / 5,
    ),
    # a change asked as a percent
    ("change", "gym fee £40 -> £46. % rise?", 15),
    ("change", "rent £1,200 -> £1,150. % drop?", 50 / 1200 * 100),
    (
        "change",
        "Last year my water bill was £400 and now it's £430. By what percentage has it gone up?",
        7.5,
    ),
    ("change", "Visitors were 2,000 in May and 1,700 in June. What percentage drop is that?", 15),
    # a list to total or average
    ("list", "Could you total these? rent £900, gas £45.50, water £30.25. Thanks", 975.75),
    (
        "list",
        "add these receipts up for me please: lunch £8.40; parking £5; hotel £89.99",
        8.40 + 5 + 89.99,
    ),
    ("list", "How many miles did I run in total? 3, 5.5, 4 and 6 over 4 days.", 18.5),
    ("list", "temps this week 18, 21.5, 19, 22 C - mean?", (18 + 21.5 + 19 + 22) / 4),
    ("list", "Average per day please - 3 days of tips: £45.20, £38.10, £51.00", 134.30 / 3),
    # pay for hours at a rate
    ("pay", "37.5 hrs at £14.20/hr", 37.5 * 14.20),
    ("pay", "invoice for 2 hr 30 min at an hourly rate of £60?", 150),
    ("pay", "shifts this week were 6h, 8h and 4.5h. i'm on £11.50/hr, what's my pay?", 212.75),
    (
        "pay",
        "Hours this week: Mon 8, Tue 7.5, Wed 6. I'm paid £15/hour. What's my gross pay?",
        322.5,
    ),
    (
        "pay",
        "45 hours at £16/h, with overtime after 40 hours paid at 1.5 times the rate. total?",
        40 * 16 + 5 * 24,
    ),
    (
        "pay",
        "I worked 44 hours this week at $20 per hour, with the hours past 40 paid at one and a "
        "half times the rate. What's my pay?",
        40 * 20 + 4 * 30,
    ),
    ("pay", "rate £12/hr, OT at 2x after 38 hrs. worked 41 hrs. total pay?", 38 * 12 + 3 * 24),
    # a job's invoice
    (
        "invoice",
        "Total up this job: call-out £60, 2 hours at £40 an hour, and parts came to £25.50.",
        165.50,
    ),
    (
        "invoice",
        "What's the bill? Call-out fee $50, 1.5 hours at $70 an hour, parts $12.",
        50 + 105 + 12,
    ),
    # added after the first run, with their classes
    (
        "break-even",
        "how many mugs must I sell to cover £300 of fixed costs if each sells for £12 and costs "
        "£7 to make?",
        60,
    ),
    (
        "recipe",
        "My soup recipe serves 2 and uses 300 ml of stock. Friends are round on Friday, 5 of us. "
        "How much stock do I need?",
        750,
    ),
    ("formula", "30 C to F please (F = C*9/5 + 32)", 86),
    ("quarter", "The phone contract is £150 every quarter. How much is that per month?", 50),
    ("quarter", "I pay £36 quarterly for the window cleaner. How much a year?", 144),
]
"""Requests to read, with the answer."""

_NEAR_MISSES: list[tuple[str, float | None]] = [
    ("$480 in euros?", None),  # no rate
    ("convert £250 to euros, the rate is good this week", None),
    ("suitcase weighs 23 kg, the airline site wants lb.", None),  # no factor
    ("how far is 42 km in miles? use 1.609 km per mile for the bike", 42 / 1.609),
    ("half a cup of flour. grams?", None),  # no weight of a cup
    ("tip amount for £84.60", None),  # no percent
    ("the builder quoted £2,400 plus VAT. What's the full amount?", None),  # no rate
    ("my agent takes 15% commission. what does she get?", None),  # no sales
    ("sold a lamp for £60. the site takes a fee per sale. how much do i get?", None),
    ("gym fee £40 -> £46. rise?", 6),
    ("gym fee £40 and £46. % rise?", None),  # which came first is not said
    ("Could you total these?", None),
    ("temps this week 18, 21.5, 19, 22 C - which was highest?", 22),
    ("37.5 hrs at work this week", None),
    ("shifts this week were 6h, 8h and 4.5h. what's my pay?", None),  # no rate
    ("45 hours at £16/h, with overtime paid at 1.5 times the rate. total?", None),  # after when?
    ("Total up this job: call-out £60, 2 hours of labour, and parts came to £25.50.", None),
    ("My soup recipe serves 2 and uses 300 ml of stock. How much stock do I need?", None),
    ("how many mugs must I sell to cover my fixed costs if each sells for £12?", None),
    ("I drink a quarter of the bottle every day. How many ml a month?", None),
]
"""Near misses: refused, or read as the other thing they ask."""


@pytest.mark.parametrize(("family", "task", "expected"), _READ)
async def test_read(family: str, task: str, expected: float) -> None:
    await assert_read(family, task, expected)


@pytest.mark.parametrize(("task", "expected"), _NEAR_MISSES)
async def test_near_miss(task: str, expected: float | None) -> None:
    await assert_near_miss(task, expected)
