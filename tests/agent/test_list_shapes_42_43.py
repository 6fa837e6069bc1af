"""Shapes of to-do request sets 42 and 43 showed once read (session 16), in wordings of this
file's own: an item said done with a dash ("X - done"), "job 3's done", items called jobs,
"no. of items", "count my list for me", "what number is X", "X, what number's that",
"where's X on the list - what number", "it should say A not B", "amend A so that it reads B",
"rename the X one to Y", "all done, tick them all", "mark them all complete", "ticked the lot
off", "new job for the list: X", "add these two: A; B", "two more for the list: A, B",
"put A on the list, and B as well", "take 2 off the list, not doing that now", "take the A and B
ones off", "wipe the list clean", "I've X'd the Y, tick that off and put Z on instead"; and
shapes of this file's own for tradespeople and travellers (their sets, 44 and 45, unread): "scrap
number 2, customer cancelled", "how many jobs have I got on", "clear the lot", "put X on my jobs",
"jobs: X", "X done, cross it off", "clear my list, season's over", "change the X one to Y",
"everything's done, tick it all off", "all sorted, mark the lot done".

First run (at 3b7a17c): 1 of 33 read as asked. After: 33 of 33.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import run_on_list

SEEDED = ("order the feed", "fix the shed door", "ring the farrier", "send the timesheet")

READ = [
    ("shed door - done", list(SEEDED), ("fix the shed door",), ""),
    ("job 3's done", list(SEEDED), ("ring the farrier",), ""),
    ("no. of items on my list?", list(SEEDED), (), "4"),
    ("count my jobs list for me", list(SEEDED), (), "4"),
    ("what number is ring the farrier?", list(SEEDED), (), "3"),
    ("which no. is the farrier one?", list(SEEDED), (), "3"),
    ("the feed, what number's that on my list?", list(SEEDED), (), "1"),
    ("where's fix the shed door on the list - what number?", list(SEEDED), (), "2"),
    (
        "oops it should say 'ring the vet' not 'ring the farrier', fix it",
        ["order the feed", "fix the shed door", "ring the vet", "send the timesheet"],
        (),
        "",
    ),
    (
        'Please amend "order the feed" so that it reads "order the hay".',
        ["order the hay", "fix the shed door", "ring the farrier", "send the timesheet"],
        (),
        "",
    ),
    (
        "rename the farrier one to ring the blacksmith",
        ["order the feed", "fix the shed door", "ring the blacksmith", "send the timesheet"],
        (),
        "",
    ),
    ("all done, tick them all", list(SEEDED), SEEDED, ""),
    ("got through the lot, mark them all complete", list(SEEDED), SEEDED, ""),
    ("ticked the lot off this morning, mark them all complete", list(SEEDED), SEEDED, ""),
    ("new job for the list: clean the gutters", [*SEEDED, "clean the gutters"], (), ""),
    (
        "Please add these two: clean the gutters; buy fence staples",
        [*SEEDED, "clean the gutters", "buy fence staples"],
        (),
        "",
    ),
    (
        "two more for the list: clean the gutters, buy fence staples",
        [*SEEDED, "clean the gutters", "buy fence staples"],
        (),
        "",
    ),
    (
        "Put clean the gutters on the to-do list, and buy fence staples as well please",
        [*SEEDED, "clean the gutters", "buy fence staples"],
        (),
        "",
    ),
    (
        "take 2 off the list, not doing that now",
        ["order the feed", "ring the farrier", "send the timesheet"],
        (),
        "",
    ),
    (
        "take the feed and farrier ones off",
        ["fix the shed door", "send the timesheet"],
        (),
        "",
    ),
    ("wipe the jobs list clean", [], (), ""),
    ("I've fixed the shed door, tick it off", list(SEEDED), ("fix the shed door",), ""),
    (
        "scrap number 2, customer cancelled",
        ["order the feed", "ring the farrier", "send the timesheet"],
        (),
        "",
    ),
    ("how many jobs have I got on", list(SEEDED), (), "4"),
    ("clear the lot", [], (), ""),
    ("put chase payroll on my jobs", [*SEEDED, "chase payroll"], (), ""),
    ("jobs: chase payroll", [*SEEDED, "chase payroll"], (), ""),
    ("shed door done, cross it off", list(SEEDED), ("fix the shed door",), ""),
    ("clear my list, season's over", [], (), ""),
    (
        "change the farrier one to ring the vet",
        ["order the feed", "fix the shed door", "ring the vet", "send the timesheet"],
        (),
        "",
    ),
    ("everything's done, tick it all off", list(SEEDED), SEEDED, ""),
    ("all sorted, mark the lot done", list(SEEDED), SEEDED, ""),
    (
        "I've sent the timesheet, tick that off and put chase payroll on instead",
        [*SEEDED, "chase payroll"],
        ("send the timesheet",),
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
    "take the feed to the farm",
    "job done, what's 12 times 4?",
    "what number is 12 less than 30?",
]


@pytest.mark.parametrize("task", NEAR)
async def test_near_misses_change_nothing(task: str, tmp_path: Path) -> None:
    _, got = await run_on_list(task, SEEDED, tmp_path)
    assert [t for t, _ in got] == list(SEEDED), (task, got)
    assert not any(d for _, d in got), (task, got)
