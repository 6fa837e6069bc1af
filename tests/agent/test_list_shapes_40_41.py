"""Shapes of to-do request sets 40 and 41 showed once read (session 15), in wordings of this
file's own: "which no. is X", "where's X on my list - which #?", "be honest how many ...",
"on my list pls rename A to B", "can you edit A? it should say B", "next thing to add: X",
"next up, put X on my list", "mark it all done", "count my to do list items".

First run (at a5eea5e): 0 of 9 read as asked. After: 9 of 9.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import run_on_list

SEEDED = ("pay water bill", "ring the vet", "fix bike light")

READ = [
    ("which no. is ring the vet", list(SEEDED), (), "2"),
    ("where's fix bike light on my to do list - which #?", list(SEEDED), (), "3"),
    ("be honest how many things r on my to do list", list(SEEDED), (), "3"),
    (
        "on my list pls rename ring the vet to book the vet",
        ["pay water bill", "book the vet", "fix bike light"],
        (),
        "",
    ),
    (
        "can you edit pay water bill? it should say pay gas bill",
        ["pay gas bill", "ring the vet", "fix bike light"],
        (),
        "",
    ),
    (
        "finished fix bike light! next thing to add: buy inner tube",
        [*SEEDED, "buy inner tube"],
        ("fix bike light",),
        "",
    ),
    (
        "ticked off the vet one - next up, put book MOT on my list",
        [*SEEDED, "book MOT"],
        ("ring the vet",),
        "",
    ),
    ("finished everything on my list today, mark it all done", list(SEEDED), SEEDED, ""),
    ("count my to do list items pls", list(SEEDED), (), "3"),
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
