"""Readers must not drop a part of what is asked: a rounding, or which amounts a total is of.

Found on session 10's merged readers: a list "added up and rounded to the nearest pound" read as
the bare sum (blind set 29, one case seen to find it), "I had £50, spent £12 and £8: how much did
I spend?" read as 70, and a factor alone ("taking a mile as 1.609 km") converted as an amount.
Each is now refused or read right, never answered otherwise.
"""

from __future__ import annotations

import pytest

from .conftest import calculator_answer
from .families import assert_refused_or_right


@pytest.mark.parametrize(
    ("task", "expected"),
    [
        ("Add up £1.61, £1.69, £11.68 and £11.34 and round it to the nearest pound.", 26),
        ("add up 3.2 kg, 4.7 kg and 1.25 kg, round to the nearest kilo", 9),
        ("What's 17.5 + 22.25 + 3.1? Round the total to the nearest whole number.", 43),
    ],
)
async def test_a_rounding_to_a_whole_unit_is_read(task: str, expected: float) -> None:
    assert await calculator_answer(task) == expected


@pytest.mark.parametrize(
    "task",
    [
        "Add up £1.61, £1.69, £11.68 and £11.34 and round it to the nearest ten.",
        "add 12.5, 30.25 and 7.4 then round it up to the next hundred",
        "I had £50, spent £12 and £8. How much in total did I spend?",
        "Taking a mile as 1.609 km, how many miles is that?",
        "Using a kilo as 2.2 lb, how many pounds is that?",
    ],
)
async def test_a_part_the_readers_cannot_honour_is_refused(task: str) -> None:
    got = await calculator_answer(task)
    if "spend" in task:
        assert_refused_or_right(task, 20, got)  # the £50 held is no part of what was spent
    else:
        assert got is None, (task, got)


async def test_what_is_left_still_reads_the_amount_held() -> None:
    assert await calculator_answer("I had £50, spent £12 and £8. How much is left?") == 30
