"""Calculations typed as an equation with units and asked with "= ?", read as a calculator tape
(`agent/typed_equations.py`), in wordings of this file's own; sets 42 and 43 showed the class.

First run (at 3b7a17c): 2 of 9 read (a rate times its hours, a percent of an amount).
After: 9 of 9.
"""

from __future__ import annotations

import pytest

from agentschool.agent.typed_equations import tape_equation

from .conftest import calculator_answer

READ = [
    ("6 shifts x £118.40/shift +12% london weighting = ? (2dp)", round(6 * 118.40 * 1.12, 2)),
    ("2000ml over 12h = ? ml/hr (1dp)", round(2000 / 12, 1)),
    ("5 days/wk x 6 wks minus 4 hols = ? days", 5 * 6 - 4),
    ("clinic: 41/48 slots = ?% (round 1dp)", round(41 / 48 * 100, 1)),
    ("$23.40 + $8.15 + $6.10 tip ÷ 4 people = ? (2dp)", 9.41),
    ("3 bags @ €4.25 + €2 delivery = ?", 3 * 4.25 + 2),
    ("19 hrs x R85 per hr = ?", 19 * 85),
    ("£1,250 x 12% = ?", 1250 * 0.12),
    ("12 boxes x $3.50 = ?", 12 * 3.5),
]


@pytest.mark.parametrize(("task", "want"), READ)
async def test_each_typed_equation_is_read(task: str, want: float) -> None:
    got = await calculator_answer(task)
    assert got is not None, task
    assert float(got) == pytest.approx(want), (task, got)


NOT_A_TAPE = [
    "8 mg ondansetron 12-hourly = ? mg/24h",  # a period asked that the left side does not give
    "half of 12 boxes x 3 = ?",  # "half" is an operation of its own
    "2 + 3 x 4 = ?",  # plain arithmetic: operations in their order (the calculator's)
    "12 boxes 3 each = ?",  # two numbers with no operation between them
    "5 apples x = ?",
    "$3 unlock + $0.25/min x 20 min = ?",  # a rate added, then multiplied: no tape order
    "$3 unlock + $0.25/min = ?",  # how many minutes, the equation does not say
]


@pytest.mark.parametrize("task", NOT_A_TAPE)
def test_what_is_no_tape_is_not_read_as_one(task: str) -> None:
    assert tape_equation(task) is None


async def test_plain_arithmetic_keeps_its_order() -> None:
    assert await calculator_answer("2 + 3 x 4 = ?") == 14
