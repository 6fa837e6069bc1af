"""Lists said as a new user says them (the lead's probes, session 12, none from an eval set).

Written for people who speak English as a second language and people typing on a phone: "Add
these three items: A, B, C.", "add A & tick off B". Near misses: "&" inside a title ("fish &
chips") stays in it.

First run, before the rules (at 3e55b54): 2/4 (both near misses; "add A & tick off B" added one
to-do titled "A & tick off B", "Add these three items: ..." was refused). After: 4/4.
"""

from __future__ import annotations

from pathlib import Path

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
