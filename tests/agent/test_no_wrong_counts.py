"""Stories the rules answered wrong in set 39 once it was read (session 14): now right or refused.

Wordings of this file's own, one per class: a whole count answered with a fraction ("how many
pies before I'm covering it": 113.5 pies), "how many litres" of a story told in pints and days
(the pints counted as litres: 4 * 5), "how much VAT is in £240" (20% of it, as if the VAT
were on top), and a tax after a sum ("$420 + $1,275 plus 13% tax": the tax on the last amount
only). Before the guards (at 9505404) those four completed with a wrong number; the
conduit lengths, the coffees and the GST rows were refused or right already, and stay so.
"""

from __future__ import annotations

import pytest

from .conftest import assert_near_miss, assert_read

REFUSED = [
    "Costs me £210 to open the stall and I make £1.85 a pie - how many pies before I'm "
    "covering it?",
    "The milkman leaves me four imperial pints a day, five days a week. How many litres of milk "
    "is that in a week?",
    "I've got conduit runs of 4.2 m, 2.6 m and 1.1 m. Conduit comes in 3 m lengths - how many "
    "lengths do I need?",
    "how many coffees at €2.30 profit each to cover €200?",
    "$420 + $1,275 plus 13% tax, what's the total?",
]
READ = [
    ("how much vat is in £240 if the rate is 20%", 40.0),
    ("How much GST is included in $330 at 10%?", 30.0),
    ("how many hours to drive 300 km at 60 km per hour?", 5.0),
    ("6 bottles of 750ml, how many litres?", 4.5),
]


@pytest.mark.parametrize("task", REFUSED)
async def test_a_count_or_measure_the_numbers_cannot_give_is_refused(task: str) -> None:
    await assert_near_miss(task, None)


@pytest.mark.parametrize(("task", "expected"), READ)
async def test_what_the_numbers_do_give_is_read(task: str, expected: float) -> None:
    await assert_read("no-wrong-counts", task, expected)
