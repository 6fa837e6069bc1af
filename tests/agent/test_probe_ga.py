"""Everyday calculator requests the rule planner refused (helper ga, set 34/35 misses): probes.

Classes, each in wordings written for this file (other people, terse and chatty, other numbers,
currencies and units), with near misses that must be refused or read as what they really ask:

- **a tail that asks nothing**: the request said, then how to give it or what it is for ("as a
  decimal please", "for my lab report", "(2 dp)" after "the nearest cent");
- **an implied question**: quantities said with no question, or a one-word one, that mean
  "how much?" ("25 hours at £11.50 an hour", "€40 a week for 48 weeks total?", "tip 12% of
  $156", "owes £7.42 and hands me £20, change?");
- **change from a note on a purchase**: "change from $20 on a $8.26 purchase";
- **a recipe scaled**: "scale 150 g for 4 servings up to 2 servings", "a recipe for 2 uses 3/4
  cups, how many for 12";
- **priced items totalled**: "total for 3 X at $a each, 3 Y at $b each and 2 Z at $c each";
- **weekly to monthly through the year**: "£221.10 a week, 52 weeks in a year, per month over
  12 months";
- **the same price per unit**: "if 2 lbs cost $10.98, how much for 5 lbs at the same price per
  pound";
- **an average of numbers listed with spaces**: "average of these quiz grades: 66 99 66 95";
- **overtime at "N times pay"**: "38 dollars an hour with 1.5 times pay over 40 hours";
- **a formula stated as steps**: "77 fahrenheit in celsius, the formula is subtract 32 then
  times 5 over 9";
- **one unit on every number**: "3/8 inch plus 1/5 inch. What's the sum in decimal inches?".

The shorthand ('hrs', '/hr', 'x' between numbers) is the lead's: written spelled out here.

First run, before any rule: 19/52 (classes 8/40; near misses 11/12: "average of these:
1 500 2 300" was read as an average of four numbers; as the held-out families read "avg of 49 244
73 255" so, that near miss was dropped, not fixed). After the rules: 75/75. Rows added after the
first run: the overtime, formula-steps and one-unit classes, bare rates ("€40 a week for 48
weeks"), and near misses found by trying wordings once the rules were in, four of them wrong
answers before ("I earn £300 a week, with 52 weeks in a year, what's that a month?" was 300 * 52,
"68 F in C, subtract 32 and then multiply by 5/9" the steps after the conversion, "paid with a
£50 note and £5, it came to £13.78" 50 - (5 + 13.78), "rent ... per month over 12 months" a
year). Left refused: "For woodworking I need ...": the words before "I need" are not read.
"""

from __future__ import annotations

import pytest

from .conftest import assert_near_miss, assert_read

_READ: list[tuple[str, str, float]] = [
    # a tail that asks nothing
    ("tail", "what's 5/8 plus 1/4, as a decimal please", 0.875),
    ("tail", "2/5 + 1/3 as a decimal?", 2 / 5 + 1 / 3),
    ("tail", "Could you round 48.2371 to two decimal places for my homework?", 48.24),
    ("tail", "Could you round 635.7854 to one decimal place for my lab report?", 635.8),
    ("tail", "What's 27.4468 rounded to the nearest cent (2 dp)?", 27.45),
    # one unit on every number
    ("units", "I need 5/16 inch plus 3/8 inch. What's the sum in decimal inches?", 0.6875),
    ("units", "what's 2 1/2 inches plus 3/4 inch?", 3.25),
    ("units", "What's 1.2 kg plus 0.85 kg?", 2.05),
    ("units", "7/8 plus 1/16. What's the sum?", 15 / 16),
    # an implied question
    ("implied", "32 hours at $15.25 an hour", 32 * 15.25),
    ("implied", "40 hours at €12.80 per hour", 40 * 12.80),
    ("implied", "€25 a week for 52 weeks total?", 25 * 52),
    ("implied", "£60 per month for 18 months total?", 60 * 18),
    ("implied", "16 hours times $19.50 per hour", 16 * 19.50),
    ("implied", "£11.50 an hour for 25 hours", 11.50 * 25),
    ("implied", "€40 a week for 48 weeks", 40 * 48),
    ("implied", "$15 per hour for 8 hours, total?", 120),
    ("implied", "tip 15% of $84", 84 * 0.15),
    ("implied", "tip 20% on £45.50", 45.50 * 0.20),
    ("implied", "bill is $23.40, paid with $50, change?", 50 - 23.40),
    ("implied", "she owes €8.15 and gives me €20. change?", 20 - 8.15),
    # change from a note on a purchase
    ("change", "change from $50 on a $31.72 purchase", 50 - 31.72),
    ("change", "change from £10 on a £6.49 sandwich", 10 - 6.49),
    ("change", "what's my change from a £20 note on £14.60?", 20 - 14.60),
    ("change", "how much change do I get from €50 on a €37.25 order?", 50 - 37.25),
    # a recipe scaled
    ("recipe", "scale 200 g for 4 servings down to 2 servings", 100),
    ("recipe", "scale 300 ml for 6 servings up to 9 servings", 450),
    ("recipe", "a recipe for 4 uses 2/3 cup of sugar. how many cups to feed 10?", 2 / 3 * 10 / 4),
    ("recipe", "recipe serves 8 and needs 3/2 cups of milk, how many cups for 6 people", 1.125),
    (
        "recipe",
        "Cooking for the team: my recipe for 3 uses 1/2 cup of oil. How many cups do I need to "
        "feed 9?",
        1.5,
    ),
    ("recipe", "the recipe serves 4 and uses 250 g of pasta; how much for 7 people?", 437.5),
    # priced items totalled
    (
        "items",
        "total for 2 loaves of bread at $3.25 each, 4 cans of beans at $1.10 each and 1 jar of "
        "jam at $4.75 each",
        2 * 3.25 + 4 * 1.10 + 4.75,
    ),
    ("items", "total for 5 pens at £1.20 each and 3 notebooks at £2.50 each", 13.5),
    (
        "items",
        "what's the total for 2 shirts at €15 each, 3 pairs of socks at €4.50 each and 1 belt "
        "at €22 each?",
        65.5,
    ),
    (
        "items",
        "total for 3 coffees at $4.25 each, 2 muffins at $3.10 each and 4 cookies at $1.50 each",
        12.75 + 6.2 + 6,
    ),
    # weekly to monthly through the year
    (
        "monthly",
        "My pension is £198.40 a week. With 52 weeks in a year, what's that per month over 12 "
        "months?",
        198.40 * 52 / 12,
    ),
    ("monthly", "£150 per week times 52 / 12 = ?", 650),
    ("monthly", "I earn $450 a week. With 52 weeks in a year, what's that a month?", 1950),
    # the same price per unit
    (
        "unit price",
        "if 3 kg of apples cost £7.50, how much for 5 kg at the same price per kilo",
        12.5,
    ),
    ("unit price", "if 2 lbs of grapes cost $3.90, how much for 7 lbs at the same price", 13.65),
    (
        "unit price",
        "4 metres of rope cost €10. How much would 6 metres cost at the same price per metre?",
        15,
    ),
    (
        "monthly",
        "I earn £300 a week, with 52 weeks in a year, what's that a month?",
        1300,
    ),
    # overtime at "N times pay"
    (
        "overtime",
        "pay is 25 dollars an hour with 1.5 times pay over 40 hours i did 46 hours this week whats "
        "that come to",
        25 * 40 + 25 * 1.5 * 6,
    ),
    ("overtime", "£15 an hour, 2 times pay after 37.5 hours, worked 45 hours, total pay?", 787.5),
    # a formula stated as steps
    ("formula", "50 fahrenheit in celsius, the formula is subtract 32 then times 5 over 9", 10),
    ("formula", "100 celsius to fahrenheit: multiply by 9 over 5 then add 32", 212),
    (
        "formula",
        "212 F in C, the formula is take away 32 and then multiply by 5/9",
        100,
    ),
    # an average of numbers listed with spaces
    ("average", "average of my test scores: 72 88 91", (72 + 88 + 91) / 3),
    ("average", "hey can you tell me the mean of these times: 42 38 45 40 39", 40.8),
    ("average", "what's the average of these quiz grades 70 85 90 95", 85),
    ("average", "could you average these scores for me: 12 15 18 21", 16.5),
]

_NEAR_MISSES: list[tuple[str, float | None]] = [
    # a tail that asks nothing: one that asks something else, or holds a number
    ("what's 3/4 plus 1/8, as a fraction please", None),
    ("round 635.7854 to one decimal place for 3 people", None),
    # an implied question: a missing amount, one quantity, or something else asked
    ("tip 12%", None),
    ("tip 12% of $156 plus the bill", 156 * 1.12),
    ("€40 a week for 48 weeks, how much per month?", None),
    ("£11.50 an hour", None),
    ("25 hours a week at the shop", None),
    ("customer owes £13.78, change?", None),
    ("€40 a week for 3 months", None),
    ("€40 a week for 48 weeks and £5 for the card", None),
    # change from a note: the price or the note missing, or a currency changed
    ("change from $20", None),
    ("change $20 to euros", None),
    # more handed over than one note (was read as 50 - (5 + 13.78), the £5 as bought)
    ("customer owes £13.78 and hands me £50 and £5, change?", 55 - 13.78),
    ("I paid with a £50 note and £5, it came to £13.78, change?", 55 - 13.78),
    # a recipe: the target missing
    ("scale 150 g for 4 servings", None),
    # priced items: a price missing
    (
        "total for 3 cartons of eggs at $5.47 each, 3 gallons of milk and 2 bags of apples at "
        "$2.59 each",
        None,
    ),
    # the same price per unit: another unit asked
    ("if 2 lbs of grapes cost $10.98, how much for 5 kg at the same price per pound", None),
    # an average: a count of the numbers said with them (refused before session 16; the count
    # that is the run's own length is read as its count since `number_runs`)
    ("average of these 4 quiz grades: 66 99 66 95", (66 + 99 + 66 + 95) / 4),
    ("average of these 5 quiz grades: 66 99 66 95", None),
    # weekly to monthly: the year asked beside the weeks of a year (was read as a year's pay)
    ("I earn £300 a week, with 52 weeks in a year, what's that a month?", 1300),
    ("£300 a week, 52 weeks a year, what's that per month over 13 months?", None),
    # the units reader read "how much ... per month over 12 months" as a year (12480): refused now
    ("rent is €240 a week; with 52 weeks a year, how much is that per month over 12 months?", 1040),
    # a formula as steps after a conversion: the steps are the conversion, not steps after it
    ("68 F in C, subtract 32 and then multiply by 5/9", 20),
    # units: two different units are not added as numbers
    ("what's 5 hours plus 30 minutes in hours", 5.5),
    ("what's 5 kg plus 3 lb", None),
]


@pytest.mark.parametrize(("family", "task", "expected"), _READ)
async def test_read(family: str, task: str, expected: float) -> None:
    await assert_read(family, task, expected)


@pytest.mark.parametrize(("task", "expected"), _NEAR_MISSES)
async def test_near_miss(task: str, expected: float | None) -> None:
    await assert_near_miss(task, expected)
