"""An amount converted at a rate written as an equation (`rate_equations.py`).

Wordings invented for this file (the class was seen in sets 36 and 37: "1 euro = R$ 5.57",
"US$1 = R19.15"). The amount's currency says which way: the "1" side's currency multiplies, the
other side's divides. Near misses: the rate alone, an amount with no currency said, two amounts.

First run, before `rate_equations.py` (at 7adfc27): 2 of 11 (the near misses held; "I need 80
euros. Today 1 euro = R$ 5.57" had been answered 80 + 1 + 5.57 until 41c9990, then refused).
"""

from __future__ import annotations

import pytest

from .conftest import assert_near_miss, assert_read

READ = [
    ("if US$1 = R18.40, how many rand will I get for US$250?", 250 * 18.40),
    ("I need 150 euros. Today 1 euro = R$ 6.02. How many reais is that?", 150 * 6.02),
    ("1 dollar = 84.5 rupees. How many rupees for 40 dollars?", 40 * 84.5),
    ("exchange rate £1 = €1.16, how many euros for £420?", 420 * 1.16),
    ("I have R$ 600 and 1 euro = R$ 6.00, how many euros can I buy?", 600 / 6.00),
    ("1 pound = 1.27 dollars today. I am taking 300 pounds, how many dollars is that?", 300 * 1.27),
    ("1 euro = R$ 6.02. How many reais for €150?", 150 * 6.02),  # a sign and a name: one currency
]


@pytest.mark.parametrize(("task", "expected"), READ)
async def test_an_amount_at_a_rate_written_as_an_equation_is_converted(
    task: str, expected: float
) -> None:
    await assert_read("rate equation", task, expected)


@pytest.mark.parametrize(
    "task",
    [
        "1 euro = R$ 6.02 today. Is that a good rate?",
        "1 euro = 6.02, how many for 150?",
        "1 euro = R$ 6.02. How many reais for 150 euros and 20 euros?",
        "if 1 kg = 2.2 lb, how many lb is a 5 stone bag?",
        "1 euro = R$ 6.02, how many yen for 150 euros?",
    ],
)
async def test_a_rate_with_no_amount_of_its_currencies_is_refused(task: str) -> None:
    await assert_near_miss(task, None)
