"""A to-do request with the reason for it said beside it, read when the reason agrees with it.

Wordings invented for this file from the classes set 38 showed once it was read (none of its
cases): a reason after or before the request ("I put it on by mistake", "My husband saw to both
of them"), an item named in the sentence before "it" ("The third thing on my list is done now.
Would you mark it as done?"), and a few shapes of request: jobs for items, "put a tick beside",
"reword A as B", "A ought to read B", "I need A added to my list", "add A to my list, and then
B too", two adds announced then named, "while you are at it". Near misses: a reason that
contradicts the request, says not yet, corrects it or names another thing.

First run (at e96a0c7, before `todo_reasons.py`, `quoted_adds.py` and the shorthand): 1 of the
20 requests read; 7 of the 9 near misses changed nothing, and the two others (a "not yet" and an
"instead" said after the request) were read as the request, as they still are (strict xfails
below). After: 20 of 20, and the 7 near misses hold. Two requests and a near miss with the
reason after a comma or a dash, "the lot" then "them all", and "two more things for the list:
A, B" were added after set 39 was read (0 of 4 before, 4 of 4 after).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import run_on_list

SEEDED = ["collect prescription", "ring the gas board", "buy seed potatoes", "post the card"]
OPEN = [(t, False) for t in SEEDED]


def _done(*numbers: int) -> list[tuple[str, bool]]:
    return [(t, n in numbers) for n, t in enumerate(SEEDED, 1)]


def _without(*numbers: int) -> list[tuple[str, bool]]:
    return [(t, False) for n, t in enumerate(SEEDED, 1) if n not in numbers]


def _with(*titles: str) -> list[tuple[str, bool]]:
    return [*OPEN, *((t, False) for t in titles)]


REASONED = [
    ("Please cross 'post the card' off my list. My neighbour dropped it in the box.", _done(4)),
    ("Kindly take 'buy seed potatoes' off my list. I put it on by mistake.", _without(3)),
    ("Would you tick off numbers 1 and 2? My husband saw to both of them yesterday.", _done(1, 2)),
    ("Could you clear my whole list? I have made a real mess of it.", []),
    (
        "Could you add 'order the logs' to my list? I would forget otherwise.",
        _with("order the logs"),
    ),
    ("The third thing on my list is done now, thank heavens. Would you mark it as done?", _done(3)),
    ("I have posted number 4. Please tick it off.", _done(4)),
    (
        "Could you change 'ring the gas board' to 'ring the gas man'? I spelt it wrong.",
        [(t.replace("gas board", "gas man"), False) for t in SEEDED],
    ),
    (
        "Please remove item 4 from my list. My daughter says she will see to it herself.",
        _without(4),
    ),
    ("Would you take numbers 2 and 4 off my list? I shan't be needing them.", _without(2, 4)),
    ("Tick 2 off please, did it this morning.", _done(2)),
    ("We got through the lot today - mark them all as done.", _done(1, 2, 3, 4)),
    (
        "'post the card' should say 'post the parcel' - I wrote it down wrong.",
        [(t.replace("card", "parcel"), False) for t in SEEDED],
    ),
]

SHAPES = [
    ("Put a tick beside 'post the card', please.", _done(4)),
    ("Mark all of my jobs as finished.", _done(1, 2, 3, 4)),
    (
        "Reword 'ring the gas board' as 'ring the gas man'.",
        [(t.replace("gas board", "gas man"), False) for t in SEEDED],
    ),
    (
        "'post the card' ought to read 'post the parcel'.",
        [(t.replace("card", "parcel"), False) for t in SEEDED],
    ),
    ("I need 'order the logs' added to my list.", _with("order the logs")),
    (
        "Add 'order the logs' to my list, and then 'sweep the chimney' too.",
        _with("order the logs", "sweep the chimney"),
    ),
    (
        "Could you put two more jobs on my list? The first is 'order the logs' and the second is "
        "'sweep the chimney'.",
        _with("order the logs", "sweep the chimney"),
    ),
    (
        "Please tick off number 1 and, while you are at it, add 'order the logs'.",
        [(t, t == SEEDED[0]) for t in SEEDED] + [("order the logs", False)],
    ),
    ("Would you remove every single item from my list?", []),
    (
        "two more things for the list: order the logs, sweep the chimney",
        _with("order the logs", "sweep the chimney"),
    ),
]


@pytest.mark.parametrize(("task", "after"), REASONED + SHAPES)
async def test_a_request_is_read_beside_its_reason_and_in_its_shape(
    task: str, after: list[tuple[str, bool]], tmp_path: Path
) -> None:
    result, got = await run_on_list(task, SEEDED, tmp_path)
    assert result.status == "completed", (task, result.error)
    assert got == after, task


async def test_jobs_counted_up_are_the_items(tmp_path: Path) -> None:
    result, got = await run_on_list(
        "Would you count up how many jobs there are on my list? Just the number will do.",
        SEEDED,
        tmp_path,
    )
    assert result.status == "completed", result.error
    assert "4" in str(result.output) and got == OPEN


@pytest.mark.parametrize(
    "task",
    [
        "Add 'order the logs' to my list. I added it by mistake.",
        pytest.param(
            "Tick off 'post the card'. I haven't posted it yet.",
            marks=pytest.mark.xfail(strict=True, reason="read before this file: ticked off"),
        ),
        "Please delete 'collect prescription'. Actually my wife still needs it.",
        "Mark number 2 as done. I put it on by mistake.",
        "Clear my list. I shall forget everything otherwise.",
        pytest.param(
            "Please remove 'buy seed potatoes'. My son will buy them instead.",
            marks=pytest.mark.xfail(strict=True, reason="read before this file: removed"),
        ),
        "Please remove 'buy seed potatoes'. My son wants the other kind.",
        "Tick off 'post the card'. But I still need to ring the gas board.",
        "Tick 2 off please, not finished it yet.",
        "We got through the lot. Please add them.",
    ],
)
async def test_a_reason_that_changes_the_request_changes_nothing(task: str, tmp_path: Path) -> None:
    result, got = await run_on_list(task, SEEDED, tmp_path)
    assert got == OPEN, (task, result.status, [(s.tool, s.args) for s in result.steps])
