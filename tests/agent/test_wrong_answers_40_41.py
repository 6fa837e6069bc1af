"""Answers sets 40 and 41 showed wrong once read (session 15), in wordings of this file's own.

Before (at a5eea5e) these completed with a wrong answer or list: a study plan "every day except
Sundays" counted seven days a week; "how many whole days does the tin last" rounded up (set
41's wording; this file's is refused at a5eea5e; a last part-day is no whole day); "how many
whole packets do I need" rounded down (a part-full packet is still bought); "remove laundry and
print the essay draft from the list" deleted one item and read the list (the second item's verb
taken for "print the list"); "is the milk thing on my list" looked for a to-do titled "the milk
thing". Two wrong answers of the first form of this session's own carry rule are kept here too:
salaries said beside a monthly mortgage added to it, and a sum held beside a weekly saving made
weekly. Three more were wrong once this session's roundings ("..., 2 decimal places?", "? nearest
penny") let older readings answer, seen on four cases of blind set 43 (the only cases of 42 and
43 read): eggs "per hen per day" answered per hen (64 / 13, the week's days left out), and
market takings shared with their costs added to them instead of taken off.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import assert_near_miss, assert_read, run_on_list

READ = [
    ("revision: 2 hours every day except saturdays, for 4 weeks. total hours?", 48),
    ("walk 30 minutes every day except weekends for 2 weeks - total minutes?", 300),
    (
        "how many whole days does a 900 g tin last if each bottle takes 3 scoops (5 g a scoop) "
        "and she has 7 bottles a day?",
        8,
    ),
    ("how many whole packets do I need for 50 biscuits if a packet has 12", 5),
    ("how many full boxes can I fill with 50 eggs if a box holds 12", 4),
    (
        "saving for a bike ($600). i already have $90 and can put away $40 a week. how many weeks "
        "till i have enough",
        13,
    ),
]
READ += [  # refused once guarded (session 15), read since session 16 (`per_head_rates`,
    # `takings_split`, `income_shares`)
    (
        "collected 90 eggs this week from 11 hens. how many eggs per hen per day, "
        "2 decimal places?",
        1.17,
    ),
    (
        "we took $612.40 at the craft fair, the stall was $35 and parking $12. split 3 ways, what "
        "does each of us get? nearest cent",
        188.47,
    ),
    (
        "Fair day: £350 through the till, £25 pitch fee, £14.50 diesel. two of us splitting it - "
        "how much each? nearest penny",
        155.25,
    ),
    (
        "mortgage is $2,000 a month, split in proportion to income: me $50,000, my partner "
        "$75,000. how much do I pay each month?",
        800,
    ),
]
REFUSED = [
    "mortgage is $2,000 a month, split by the hour: me $50,000, my partner $75,000. how much do I "
    "pay each month?",
]


@pytest.mark.parametrize(("task", "expected"), READ)
async def test_each_is_read_right(task: str, expected: float) -> None:
    await assert_read("wrong-40-41", task, expected)


@pytest.mark.parametrize("task", REFUSED)
async def test_a_proportion_is_not_a_sum(task: str) -> None:
    await assert_near_miss(task, None)


SEEDED = ("email the tutor", "laundry", "print the essay draft", "wash my kit")


async def test_an_item_after_a_deletion_is_not_a_reading_of_the_list(tmp_path: Path) -> None:
    result, got = await run_on_list(
        "remove laundry and print the essay draft from the list", SEEDED, tmp_path
    )
    assert [t for t, _ in got] in (
        list(SEEDED),  # refused: nothing changed
        ["email the tutor", "wash my kit"],  # both deleted
    ), (result.status, got)


async def test_the_x_thing_names_an_item_by_a_word_of_it(tmp_path: Path) -> None:
    result, got = await run_on_list("is the milk thing on my todo list", ["buy milk"], tmp_path)
    assert result.status == "completed"
    assert "yes" in str(result.output).lower(), result.output
    assert got == [("buy milk", False)]
