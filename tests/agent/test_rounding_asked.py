"""A rounding asked as people type it (`answer_rounding.py`): probes of classes seen in set 37.

Wordings invented for this file (none from an eval set): "(round to the cent)", "..., to the
nearest penny", "round to the cent pls" on its own line, "what do I set? nearest whole degree",
"(round to nearest degree)", "percent change? round 1dp". Near misses: a rounding to a ten or a
dollar is not a cent's; a sum with no rounding asked stays unrounded. A to-do title that is only
a quantity ("i did 402 minutes") is no item: such a task was planned as completing a to-do
titled "402 minutes".

First run (at ba185cf): 7 of 16 (none of the 9 roundings read; the
near misses and quantity titles held). The two temperatures are read by `oven_temperatures.py`
(a temperature told, then asked on the other scale), written for them; its near misses are below.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import assert_near_miss, assert_read, run_on_list

READ = [
    ("lunch for 3 came to $58.40, each pays? (round to the cent)", round(58.40 / 3, 2)),
    ("12.5% tip on a $87.30 bill, to the nearest cent", round(87.30 * 0.125, 2)),
    ("£47.99 shared by 7 people, rounded to the nearest penny", round(47.99 / 7, 2)),
    ("what is 7% of $19.99\nround to the cent pls", round(19.99 * 0.07, 2)),
    ("22.7 litres at $2.19 a litre, what did that cost, round to the cent", round(22.7 * 2.19, 2)),
    ("$500 over 7 equal payments, how much is each (round to the cent)", round(500 / 7, 2)),
    (
        "my recipe says 375 F, what is that in celsius? nearest whole degree",
        round((375 - 32) * 5 / 9),
    ),
    ("bake at 410 F, whats that in C (round to nearest degree)", round((410 - 32) * 5 / 9)),
    ("rent went from $1450 to $1520, percent increase? round 1dp", round(70 / 1450 * 100, 1)),
]


@pytest.mark.parametrize(("task", "expected"), READ)
async def test_a_rounding_asked_as_typed_is_read(task: str, expected: float) -> None:
    await assert_read("rounding", task, expected)


@pytest.mark.parametrize(
    ("task", "expected"),
    [
        ("$58.40 split 3 ways, round to the nearest dollar", round(58.40 / 3)),
        ("$58.40 split 3 ways, round to the nearest ten", 20),
        ("what is 7% of $19.99", 19.99 * 0.07),
        ("what is 100 cents in dollars? to the cent", None),
        ("bake at 180 C for 25 minutes, whats that in F", None),
        ("is 38 C a fever?", None),
        ("it was 20 C yesterday and 25 C today, what is that in F?", None),
    ],
)
async def test_other_roundings_are_not_a_cents(task: str, expected: float | None) -> None:
    await assert_near_miss(task, expected)


@pytest.mark.parametrize(
    "task",
    [
        "timesheet needs hours as a decimal, i did 375 minutes, what do i write",
        "done: 402 minutes",
        "i did 12 km today",
    ],
)
async def test_a_quantity_is_never_a_to_do_title(task: str, tmp_path: Path) -> None:
    result, got = await run_on_list(task, ["402 minutes later", "run 12 km"], tmp_path)
    assert got == [("402 minutes later", False), ("run 12 km", False)], task
    assert not [s for s in result.steps if s.tool.startswith("todo_") and s.tool != "todo_list"]
