"""Shapes of to-do request sets 44 and 45 showed once read (session 17), and the wrong to-dos of
sets 46 and 47 (blind: only those cases read), in wordings of this file's own:

- an item named loosely ("had the flu vaccination" for "book the flu vaccine", "the task about
  the boiler", "the chimney job on there", "did the insurance renewal" for "renew the home
  insurance");
- a reason after the request (", plans changed", " - cancelled", "customer cancelled");
- an item given up before "delete it" ("don't need the X on there anymore", "X isn't happening
  anymore");
- renames: "the X one should say 'Y'", "change the task X so it reads 'Y'", "change the X one
  to: Y", "actually can you change ...", "rename item 2 to Y" (a "to" in the new title);
- ids: "done no. 2 today, mark it off", "done 1 + 2 today";
- the list asked: "list my jobs pls", "how many jobs am I juggling", "quick count - ...", "X is
  number what?", "X is which # on the list", "empty me list", "all of it's done";
- adds: "two more for the list: 'A'; 'B'", "add two tasks: first A, then 'B'", "take A off the
  list, and 'B' too", "get rid of the A and B ones", "add at the end this one: X", "add a new
  one: 'X'", "To-do please: 'X'", "add X and put my name on the rota to my list" (the item is
  "put my name on the rota").

First run (at 84a3d42, the session's start): 1 of 30 read as asked (the last, a regression guard for
the "as well" rewrite it shares with "take A off, and B too"); the 7 near misses held. After: 30 of
30.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import run_on_list

SEEDED = (
    "book the flu vaccine",
    "service the boiler",
    "sweep the chimney",
    "renew the home insurance",
    "return the hedge trimmer",
)

READ = [
    ("finally had the flu vaccination, tick it off", list(SEEDED), ("book the flu vaccine",), ""),
    ("please delete the task about the boiler", [t for t in SEEDED if "boiler" not in t], (), ""),
    (
        "did the insurance renewal and swept the chimney, mark both done",
        list(SEEDED),
        ("renew the home insurance", "sweep the chimney"),
        "",
    ),
    (
        "don't need the chimney job on there anymore, delete it",
        [t for t in SEEDED if "chimney" not in t],
        (),
        "",
    ),
    (
        "the hedge trimmer isn't happening anymore, delete it",
        [t for t in SEEDED if "trimmer" not in t],
        (),
        "",
    ),
    ("remove sweep the chimney, plans changed", [t for t in SEEDED if "chimney" not in t], (), ""),
    (
        "sweep the chimney - cancelled, get rid of it",
        [t for t in SEEDED if "chimney" not in t],
        (),
        "",
    ),
    (
        "the boiler one should say 'service the boiler and the radiators'",
        [t if "boiler" not in t else "service the boiler and the radiators" for t in SEEDED],
        (),
        "",
    ),
    (
        "Please change the task sweep the chimney so it reads 'sweep both chimneys'.",
        [t if "chimney" not in t else "sweep both chimneys" for t in SEEDED],
        (),
        "",
    ),
    (
        "actually can you change the trimmer one to: return the hedge trimmer to Bob",
        [t if "trimmer" not in t else "return the hedge trimmer to Bob" for t in SEEDED],
        (),
        "",
    ),
    (
        "rename item 2 to drive to the plumber's merchant",
        [t if "boiler" not in t else "drive to the plumber's merchant" for t in SEEDED],
        (),
        "",
    ),
    ("done no. 3 today, mark it off", list(SEEDED), ("sweep the chimney",), ""),
    ("done 1 + 4 today", list(SEEDED), ("book the flu vaccine", "renew the home insurance"), ""),
    ("list my chores pls", list(SEEDED), (), "sweep the chimney"),
    ("how many jobs am I juggling?", list(SEEDED), (), "5"),
    ("Quick count - how many jobs have I got?", list(SEEDED), (), "5"),
    ("chimney job is number what?", list(SEEDED), (), "3"),
    ("the boiler is which # on my list", list(SEEDED), (), "2"),
    ("empty me list", [], (), ""),
    ("all of it's done, mark the lot done", list(SEEDED), SEEDED, ""),
    (
        'two more for the list: "fix the gate"; "order logs"',
        [*SEEDED, "fix the gate", "order logs"],
        (),
        "",
    ),
    (
        'Please add two tasks: first fix the gate, then "order logs".',
        [*SEEDED, "fix the gate", "order logs"],
        (),
        "",
    ),
    (
        'take sweep the chimney off the list, and "service the boiler" too',
        ["book the flu vaccine", "renew the home insurance", "return the hedge trimmer"],
        (),
        "",
    ),
    (
        "get rid of the boiler and chimney ones",
        ["book the flu vaccine", "renew the home insurance", "return the hedge trimmer"],
        (),
        "",
    ),
    ("add at the end this one: fix the gate", [*SEEDED, "fix the gate"], (), ""),
    (
        "Please delete item 5 from my list, it is not needed anymore. And add this one: fix the "
        "gate",
        [*SEEDED[:4], "fix the gate"],
        (),
        "",
    ),
    (
        "can u add fix the gate and put my name on the rota to my list",
        [*SEEDED, "fix the gate", "put my name on the rota"],
        (),
        "",
    ),
    ("To-do please: 'fix the gate'", [*SEEDED, "fix the gate"], (), ""),
    (
        "Please mark the boiler task as done and add a new one: 'bleed the radiators'.",
        [*SEEDED, "bleed the radiators"],
        ("service the boiler",),
        "",
    ),
    (
        "put oat milk on my list, and a new lightbulb too",
        [*SEEDED, "oat milk", "a new lightbulb"],
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
    "the service, is it done?",  # a question: no change
    "done 1 + 4 is what?",  # a sum, not items
    "the boiler one, what did it cost?",  # no new title said
    "delete the task about the car",  # on no item: nothing deleted
    "tick off the home vaccine",  # one word on one item, one on another
    "add two tasks: first fix the gate, then show my list",  # a request after them, not an item
    "Can you put fill in the form on the list?",  # "fill in the form" is the to-do, no "put"
]


@pytest.mark.parametrize("task", NEAR)
async def test_near_misses_change_nothing_unasked(task: str, tmp_path: Path) -> None:
    _, got = await run_on_list(task, SEEDED, tmp_path)
    asked_add = task.startswith("Can you put")
    expected = [*SEEDED, "fill in the form"] if asked_add else list(SEEDED)
    assert [t for t, _ in got] == expected, (task, got)
    assert not any(d for _, d in got), (task, got)
