"""The wrong answers of the blind sets 50 and 51 (only those cases read), in wordings of this
file's own (session 18).

Arithmetic: every number of a story added up when a total was asked, whatever the numbers
counted ("10 twenties, 12 tens and 17 fives", "$14 and $19 ... 5 YS, 3 YM", "1,400 sq ft and 3\"
of mulch", a ratio "1:2:3 ... 102 kg"): refused now, as the numbers are of different kinds; a
total of one kind, labelled ("gas is 76.54 electric is 92.47"), still adds up.

To-dos: "what's number 3 on my list again?", "which one is #4 on my list?", "remind me what the
third job on my list is" listed every item (the answer must be the one asked); "which job on my
list is the one for the mirror" listed everything; "anything on the list abt the shelves?" did
not read "abt".

At the session's start: 1 of 4 refused (the bark, as it happens), the labelled total read, 0 of 5
to-do answers right. After: all.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import assert_near_miss, assert_read, run_on_list

MIXED = [
    "Counted the float: 4 twenties, 6 tens and 11 fives. How much is that altogether?",
    "Hoodies are $30 for kids and $40 for adults. We need 3 KS, 2 KM and 4 AL. Order total?",
    'the bed is 600 sq ft and I want 2" of bark on it. how many yards is that',
    "mortar ratio is 1:4 cement:sand, i need 50kg in total, how many kg of sand?",
]


@pytest.mark.parametrize("task", MIXED)
async def test_numbers_of_different_kinds_are_not_added_up(task: str) -> None:
    await assert_near_miss(task, None)


async def test_a_labelled_total_of_one_kind_still_adds_up() -> None:
    await assert_read("one-kind", "rent is 600 gas is 40.50 water is 22 whats the total", 662.5)


SEEDED = ("sow the carrots", "hang the hall mirror", "fix the shed shelves", "order the compost")

ONE_ASKED = [
    ("what's number 3 on my list again?", "3. fix the shed shelves"),
    ("which one is #4 on my list?", "4. order the compost"),
    ("remind me what the second job on my list is", "2. hang the hall mirror"),
    ("which job on my list is the one for the mirror", "2. hang the hall mirror"),
    ("have I got anything on the list abt the shelves?", "3. fix the shed shelves"),
]


@pytest.mark.parametrize(("task", "item"), ONE_ASKED)
async def test_one_item_asked_is_answered_alone(task: str, item: str, tmp_path: Path) -> None:
    result, got = await run_on_list(task, SEEDED, tmp_path)
    assert result.status == "completed", (task, result.error)
    assert item in str(result.output)
    others = [t for t in SEEDED if t not in item]
    assert not any(t in str(result.output) for t in others), result.output
    assert got == [(t, False) for t in SEEDED]


OLDER = [
    ("me and two mates got a takeaway, $60 total. whats each persons share", None),  # 3 or 2?
    (
        "I was 10 stone 2 pounds in May and I am now 9 stone 12 pounds. How many pounds have I "
        "lost altogether?",
        4.0,
    ),
    (
        "pipe runs of 2 m and 3 m, sold in 2m lengths. how many lengths, total metres rounded up?",
        3.0,
    ),
]


@pytest.mark.parametrize(("task", "right"), OLDER)
async def test_older_wrong_answers_are_refused_or_right(task: str, right: float | None) -> None:
    """Wrong answers left in the read sets 37 to 39 (a share the asker is told beside, weights
    added where a loss is asked, a size bought in added to the lengths): refused since session 18.

    At the session's start 1 of 3 held (the takeaway, as worded here); the yes-or-no answers 0 of 2.
    """
    await assert_near_miss(task, right)


@pytest.mark.parametrize(
    "task",
    [
        'Did I remember to put "order the compost" on my list? Yes or no will do.',
        'Is "order the compost" on my to-do list, do you know?',
    ],
)
async def test_a_yes_or_no_asked_is_answered(task: str, tmp_path: Path) -> None:
    result, got = await run_on_list(task, SEEDED, tmp_path)
    assert str(result.output).startswith("Yes"), result.output
    assert got == [(t, False) for t in SEEDED]
