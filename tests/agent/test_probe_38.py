"""Shapes of sum set 38 showed once read (session 14), in wordings of this file's own.

- A year said in words ("born in nineteen forty-eight", "twenty oh five") and "this year, 2026".
- "turn 55 miles into kilometres": a conversion asked with "turn" or "change".
- A deposit in percent and the balance left ("what's left to pay on $8,600 after a 25% deposit?").
- "4 foot 2" (inches unsaid), "One decimal will do." (Stone and pounds in kilograms are left
  refused: a pound that converts to grams let a story's own "1 kg = 2.2 lb" mix with it.)

First run (at ee18267, before the rules): 0 of the 7 read; the near misses held. After: 7 of 7.
The height and "will do" rows were added after (0 of 2 at 6bd3b7d, 2 of 2 after).
"""

from __future__ import annotations

import pytest

from .conftest import assert_near_miss, assert_read

READ = [
    ("I was born in nineteen fifty-two. How old will I be in 2026?", 74.0),
    ("My granddaughter was born in twenty oh nine. How old is she in 2026?", 17.0),
    ("I was born in 1961. How old shall I be on my birthday this year, 2026?", 65.0),
    ("Would you turn 26 miles into kilometres for me?", 41.842944),
    ("Could you change 5 kilometres into miles?", 3.1068559611866697),
    ("What's left to pay on a $4,200 kitchen after a 20% deposit?", 3360.0),
    ("balance owing on a £950 quote after a 10% deposit?", 855.0),
    ("Could you turn 26 miles into kilometres? One decimal will do.", 41.8),
    ("My son is 3 foot 11. How tall is that in centimetres, to the nearest centimetre?", 119.0),
]
NEAR = [
    ("turn 3 eggs into an omelette", None),
    ("6 ft 2 m, how many cm?", None),
    ("I was born in nineteen. How old am I?", None),
    ("How much is a 20% deposit on a $4,200 kitchen?", 840.0),
]


@pytest.mark.parametrize(("task", "expected"), READ)
async def test_each_shape_is_read(task: str, expected: float) -> None:
    await assert_read("probe-38", task, expected)


@pytest.mark.parametrize(("task", "expected"), NEAR)
async def test_near_misses_are_refused_or_read_right(task: str, expected: float | None) -> None:
    await assert_near_miss(task, expected)
