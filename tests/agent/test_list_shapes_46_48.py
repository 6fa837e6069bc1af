"""To-do shapes the blind sets 46 to 48 showed once their refusals were read, in wordings of this
file's own (session 18): an answer asked "just the number" or "yes or no"; "for the to-do list:
X"; an item named "the X task" without "the"; two titles done "and ..., mark both off"; items
announced done and listed after a colon; "is finish already"; "done number 4 on my list"; a deed
"today so tick that one off"; "also need to add 'X'"; "two more for the todo list (one per
line)" and the lines after it.

First run (at the session's start): 0 of 11 read. After: 11 of 11; the near misses
change nothing.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import run_on_list

SEEDED = (
    "chase the agency about my hours",
    "wash the work van",
    "count stock in the cellar",
    "post the parcel",
    "pay the parking fine",
)

READ = [
    ("how many things on my to do list rn? just the number", list(SEEDED), (), "5"),
    ('Is "wash the work van" on my list? Please answer yes or no.', list(SEEDED), (), "Yes"),
    (
        "the agency one is finish already, please mark it as complete",
        list(SEEDED),
        ("chase the agency about my hours",),
        "",
    ),
    (
        "done with wash the work van and count stock in the cellar, mark both off",
        list(SEEDED),
        ("wash the work van", "count stock in the cellar"),
        "",
    ),
    ("done number 4 on my list, tick it off", list(SEEDED), ("post the parcel",), ""),
    (
        "Both of these are done now, please tick them off my list: wash the work van; post the "
        "parcel.",
        list(SEEDED),
        ("wash the work van", "post the parcel"),
        "",
    ),
    (
        "I posted the parcel today so tick that one off, and add ring the bank to the list please",
        [*SEEDED, "ring the bank"],
        ("post the parcel",),
        "",
    ),
    ("for the to-do list: book the MOT", [*SEEDED, "book the MOT"], (), ""),
    ("parking task is done", list(SEEDED), ("pay the parking fine",), ""),
    (
        "finished the cellar item - tick it off. also need to add 'order more cups'",
        [*SEEDED, "order more cups"],
        ("count stock in the cellar",),
        "",
    ),
    (
        "two more for the todo list (one per line)\nbuy bin bags\nfix the till roll",
        [*SEEDED, "buy bin bags", "fix the till roll"],
        (),
        "",
    ),
]


@pytest.mark.parametrize(("task", "titles", "done", "says"), READ)
async def test_each_shape_is_read(
    task: str, titles: list[str], done: tuple[str, ...], says: str, tmp_path: Path
) -> None:
    result, got = await run_on_list(task, SEEDED, tmp_path)
    assert result.status == "completed", (task, result.status, result.error)
    assert [t for t, _ in got] == titles, got
    assert {t for t, d in got if d} == set(done), got
    assert says in str(result.output)


NEAR = [
    "to-do list: what's on it?",  # a question after the label, no item
    "I posted a letter today so tick it off",  # no item about a letter
    "how many jobs did I do this week? just the number",  # not the list's count
]


@pytest.mark.parametrize("task", NEAR)
async def test_near_misses_change_nothing_unasked(task: str, tmp_path: Path) -> None:
    _, got = await run_on_list(task, SEEDED, tmp_path)
    assert [t for t, _ in got] == list(SEEDED), (task, got)
    assert not any(d for _, d in got), (task, got)
