"""Everyday calculator requests of set 36 the rule planner got wrong (helper rb): probes.

Classes, each in wordings written for this file (other numbers, currencies, order), with near
misses that must be refused or read as what they really ask:

- **a decimal comma in a money amount followed by a currency sign** ("36,00 zł", "12,50 €"):
  the amount is one number, and a rate times a count is a product, never a sum;
- **a rate written as an equation of two currencies** ("1 euro = R$ 5.57"): the "1" is part of
  the rate, the answer is amount times rate;
- **a profit or increase asked in percent** ("profit in percent", "how many percent"): the
  answer is (new - old) / old * 100, never the difference;
- **a down payment given as a percent of a price**, the rest split into N months: the percent
  is of the price, never subtracted as a number.

First run, before any rule: 8 of 16 passed (the 4 near misses, 2 of 3 rows each of the
comma-money and rate-equation classes; every profit-percent and down-payment row failed, two of
them as wrong answers: "profit in percent?" answered as the profit, "down payment 10 percent"
as 30000 - 10). Fixed by the deadline: a profit asked in percent is no longer answered as the
profit (story_roles refuses it; the percent itself is not yet read). Left refused, as strict
xfail rows, for lack of time (17:20 UTC deadline), not because no general reading exists: the
four classes' reads. Later (lead): the down-payment wrong answer came from
`story_extras.rest_in_parts`, which now reads a deposit said in percent as a share of the price
("down payment 10 percent" row read); a deposit said "25% now" or "20% down" is still refused.
The comma-money and rate-equation wrong answers of set 36 are refused now (a rate is never added
to what it is paid on, an equation states no counts); the rate equation is then read by
`rate_equations.py` (`test_rate_equations.py`).
"""

from __future__ import annotations

import pytest

from .conftest import assert_near_miss, assert_read

# Every row is read: the profit-percent and down-payment rows since session 16
# (`percent_changes`, `percent_paid`), "hourly rate 14,50 €" since session 17 (`unit_wording`).

_READ: list[tuple[str, str, float]] = [
    # a decimal comma before a currency sign
    ("comma-money", "hourly rate 14,50 € and 40 hours this week, what is my pay?", 14.5 * 40),
    ("comma-money", "I worked 120 hours at 28,00 zł per hour, how much do I get?", 28.0 * 120),
    ("comma-money", "rate 9,75 € an hour, 60 hours, total pay?", 9.75 * 60),
    # a rate as an equation of two currencies
    (
        "rate-equation",
        "I need 120 euros. Today 1 euro = R$ 6.10. How many reais is that?",
        120 * 6.10,
    ),
    ("rate-equation", "1 dollar = 83.2 rupees today. How many rupees for 50 dollars?", 50 * 83.2),
    ("rate-equation", "I want 200 pounds, 1 pound = 1.17 euros, how many euros?", 200 * 1.17),
    # profit or increase in percent
    (
        "profit-percent",
        "I buy shoes for ₦10,000 and sell them for ₦12,500. What is my profit in percent?",
        25.0,
    ),
    ("profit-percent", "Bought a phone at $200, sold it at $260, profit in percent?", 30.0),
    (
        "profit-percent",
        "Our rent was $800 last year and is $900 now. How many percent is the increase?",
        12.5,
    ),
    # a down payment as a percent of the price
    (
        "down-payment",
        "TV price Rs 30,000, down payment 10 percent, the rest over 9 months, how much per month?",
        27000 / 9,
    ),
    (
        "down-payment",
        "A sofa costs $1,200. I pay 25% now and the rest in 6 equal months. Monthly amount?",
        150.0,
    ),
    ("down-payment", "Laptop for ₹60,000, 20% down, balance in 12 equal EMIs, one EMI?", 4000.0),
]

_NEAR_MISSES: list[tuple[str, float | None]] = [
    ("I pay 14,50 € and 40 € more, how much in total?", 54.5),
    ("I bought shoes for $100 and sold them for $125. What is my profit?", 25.0),
    (
        "Phone price Rs 48,000, down payment Rs 20, the rest over 24 months, per month?",
        (48000 - 20) / 24,
    ),
    ("1 euro = R$ 5.57 today. Is that a good rate?", None),
    # wrong answers once (lead): a rate added to what it is paid on, a rate's "1" counted
    ("hourly rate $41.00, 150 hours total this month, what is my pay?", 41 * 150),
    ("I need 90 euros. Today 1 euro = R$ 5.80. How many reais do I need?", 90 * 5.80),
    (
        "Car price Rs 9,00,000, down payment 15 percent, the rest over 36 months, per month?",
        900000 * 0.85 / 36,
    ),
    # a profit asked in percent: refused or the percent, never the money
    ("Bought a phone at $200, sold it at $260, profit in percent?", 30.0),
    ("I buy rice for ₦20,000 and sell it for ₦23,000. What is my profit in percent?", 15.0),
    ("Bought at €400, sold at €500, the profit is how many percent of what I paid?", 25.0),
]


@pytest.mark.parametrize(("family", "task", "expected"), _READ)
async def test_read(family: str, task: str, expected: float) -> None:
    """Each class, in new wordings, is answered right."""
    await assert_read(family, task, expected)


@pytest.mark.parametrize(("task", "expected"), _NEAR_MISSES)
async def test_near_miss(task: str, expected: float | None) -> None:
    """A similar sentence that asks something else is refused or read as what it asks."""
    await assert_near_miss(task, expected)
