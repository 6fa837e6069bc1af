"""Two shapes of story set 39 showed once read (session 14), in wordings of this file's own.

- A rounding said before the numbers or between commas: "average of these takings to the nearest
  penny: £476.26, ...", "to the nearest cent, what's the average of ...".
- A price first, then how many it buys: "€73.44 for 48 - how much each?", "€28.92 for a box of 12
  frozen croissants. Cost per croissant?" (the count first was read already).

First run (at 9505404, before the rules): 2 of the 7 read (the pack of 24 bottles and the case of
48 cans, with "per" after the count, were read already); the near misses held. After: 7 of 7.
"""

from __future__ import annotations

import pytest

from .conftest import assert_near_miss, assert_read

READ = [
    ("average of these fares to the nearest penny: £3.15, £4.20, £2.95", 3.43),
    ("to the nearest cent, what's the average of $12.40, $9.95 and $15.10?", 12.48),
    ("what's the mean, to 1 decimal place, of 4.25, 6.5 and 7.75?", 6.2),
    ("€19.80 for 12, how much each?", 1.65),
    ("$45.60 for a pack of 24 bottles of water - cost per bottle?", 1.9),
    ("The wholesaler wants £31.20 for a case of 48 cans. How much is that per can?", 0.65),
    ("£9 for 6 scones, how much each?", 1.5),
]
NEAR = [
    ("€19.80 for 12 and €5 for 2, how much each?", None),  # which price?
    ("$45.60 for 24 bottles, how much for 10 bottles?", 19.0),  # not "each"
    ("to the nearest ten, what's the average of 12, 19 and 25?", None),  # a ten is not read
]


@pytest.mark.parametrize(("task", "expected"), READ)
async def test_each_shape_is_read(task: str, expected: float) -> None:
    await assert_read("probe-39", task, expected)


@pytest.mark.parametrize(("task", "expected"), NEAR)
async def test_near_misses_are_refused_or_read_right(task: str, expected: float | None) -> None:
    await assert_near_miss(task, expected)
