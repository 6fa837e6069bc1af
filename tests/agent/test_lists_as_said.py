"""Lists said as a new user says them (the lead's probes, session 12, none from an eval set).

Written for people who speak English as a second language and people typing on a phone: "Add
these three items: A, B, C.", "add A & tick off B". Near misses: "&" inside a title ("fish &
chips") stays in it.

First run, before the rules (at 3e55b54): 2/4 (both near misses; "add A & tick off B" added one
to-do titled "A & tick off B", "Add these three items: ..." was refused). After: 4/4. A second
batch (at bfb2d40), set phrases of other Englishes ("make all the tasks as done", "is X there in
my list", "how many pending works", "correct 'A' as 'B'") and a near miss: first run 1/7 ("is X
there in my list" looked for a to-do titled "X there", a wrong "no"). After: 7/7.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import run_on_list

SEEDED = ["pay the electricity bill", "buy rice", "call the plumber"]


async def test_items_announced_with_their_count_are_added(tmp_path: Path) -> None:
    task = "Add these three items: collect the parcel, pay the water bill, call the tailor."
    _, got = await run_on_list(task, SEEDED, tmp_path)
    added = ["collect the parcel", "pay the water bill", "call the tailor"]
    assert got == [(title, False) for title in [*SEEDED, *added]]


async def test_an_ampersand_before_a_request_joins_two_requests(tmp_path: Path) -> None:
    _, got = await run_on_list("add call the tailor & tick off buy rice", SEEDED, tmp_path)
    assert got == [
        ("pay the electricity bill", False),
        ("buy rice", True),
        ("call the plumber", False),
        ("call the tailor", False),
    ]


async def test_an_ampersand_inside_a_title_stays_in_it(tmp_path: Path) -> None:
    _, got = await run_on_list("add fish & chips to my list", SEEDED, tmp_path)
    assert got[-1] == ("fish & chips", False)


async def test_a_count_announced_for_something_else_adds_nothing(tmp_path: Path) -> None:
    """ "these three items" asked about, not announced: a question changes nothing."""
    result, got = await run_on_list(
        "are these three items on my list: buy rice, milk", SEEDED, tmp_path
    )
    assert got == [(title, False) for title in SEEDED]
    assert all(step.tool == "todo_list" for step in result.steps), result.steps


@pytest.mark.parametrize(
    ("task", "after"),
    [
        ("Please make all the tasks as done.", [(t, True) for t in SEEDED]),
        ("make number 2 as completed", [(SEEDED[0], False), (SEEDED[1], True), (SEEDED[2], False)]),
        (
            'Please correct "buy rice" as "buy basmati rice".',
            [(SEEDED[0], False), ("buy basmati rice", False), (SEEDED[2], False)],
        ),
    ],
)
async def test_a_change_in_other_englishes(
    task: str, after: list[tuple[str, bool]], tmp_path: Path
) -> None:
    result, got = await run_on_list(task, SEEDED, tmp_path)
    assert result.status == "completed", (task, result.error)
    assert got == after, task


@pytest.mark.parametrize(
    ("task", "says"),
    [
        ("Is buy rice there in my list?", "buy rice"),
        ("is call the plumber there on my list", "call the plumber"),
        ("How many pending works I have?", "3"),
    ],
)
async def test_a_question_in_other_englishes_reads_the_list(
    task: str, says: str, tmp_path: Path
) -> None:
    result, got = await run_on_list(task, SEEDED, tmp_path)
    assert got == [(title, False) for title in SEEDED], task
    assert [step.tool for step in result.steps] == ["todo_list"], task
    assert says in str(result.output), (task, result.output)
    assert result.steps[0].args.get("title", says) == says, result.steps[0].args  # not "X there"


async def test_make_as_done_needs_an_item(tmp_path: Path) -> None:
    """ "make a cake as light as possible": "make" starts a to-do, never a completion."""
    _, got = await run_on_list("make the cake as light as possible", SEEDED, tmp_path)
    assert all(not done for _, done in got)
