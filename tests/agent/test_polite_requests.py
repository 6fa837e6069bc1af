"""A request in an older person's courtesies read as the request: probes written before the rules.

Wordings invented for this file (none from an eval set; set 38, written blind for such people,
stays unread): "I wonder if you might ...", "would you be so good as to ...", "might you ...",
"I'd be ever so grateful if you would ...", "if you would be so kind, ...", "if you please",
"thank you kindly", and a sentence after the request that only says why ("I no longer need it",
"I shall start afresh on Monday"). Near misses: a courtesy around nothing to do, a reason that
names another item, "might" as a guess.

First run, before the rules (at 64cc4d8): 0 of the 12 requests read; the 4 near misses held.
After (`shorthand.py` courtesies, "might you" asks in `grounding.py`, "I shall" tells in
`remarks.py`): 9 of the 12 read; the 3 left are below, with why.
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


REQUESTS = [
    (
        "I wonder if you might add 'book the chiropodist' to my list. Thank you kindly.",
        [*OPEN, ("book the chiropodist", False)],
    ),
    (
        "Good afternoon. I wonder if you could put 'pay the window cleaner' on my list of jobs.",
        [*OPEN, ("pay the window cleaner", False)],
    ),
    (
        "Would you be so good as to add 'renew the bus pass' to my to-do list?",
        [*OPEN, ("renew the bus pass", False)],
    ),
    (
        "Would you be so kind as to mark number 2 on my list as done? I managed it this morning.",
        _done(2),
    ),
    ("Might you remove the third item from my list? I no longer need it.", _without(3)),
    ("I'd be ever so grateful if you would delete 'buy seed potatoes' from my list.", _without(3)),
    ("If you would be so kind, please take 'ring the gas board' off my list.", _without(2)),
    (
        "Could you mark everything on my list as done, if you please? It has been a busy week.",
        _done(1, 2, 3, 4),
    ),
    (
        "I should be most obliged if you would add 'water the sweet peas' to my list.",
        [*OPEN, ("water the sweet peas", False)],
    ),
]


LEFT_REFUSED = [
    ("Might you tick off 'post the card' for me? It went in the box this morning.", _done(4)),
    ("Please clear my list entirely, I shall start afresh on Monday.", []),
    (
        "Would you kindly delete number 1 from my list, dear? The chemist has sent it round.",
        _without(1),
    ),
]
"""Left refused: the reason after the request tells a deed ("it went", "has sent it") or a plan
("I shall start afresh"), which the remark and background lexicons keep as possibly asking."""


@pytest.mark.parametrize(("task", "after"), REQUESTS)
async def test_a_request_in_courtesies_is_read(
    task: str, after: list[tuple[str, bool]], tmp_path: Path
) -> None:
    result, got = await run_on_list(task, SEEDED, tmp_path)
    assert result.status == "completed", (task, result.error)
    assert got == after, task


@pytest.mark.parametrize(
    "task",
    [
        "I wonder if you might be able to help me one day. Thank you kindly.",
        "Might it rain on Tuesday, do you think?",
        "Would you be so kind as to remove it? I have bought the onion sets instead.",
        "If you would be so kind, I no longer need it.",
    ],
)
async def test_courtesies_around_nothing_to_do_change_nothing(task: str, tmp_path: Path) -> None:
    result, got = await run_on_list(task, SEEDED, tmp_path)
    assert got == OPEN, (task, result.status, [(s.tool, s.args) for s in result.steps])


@pytest.mark.parametrize(("task", "after"), LEFT_REFUSED)
async def test_a_request_with_a_deed_for_its_reason_does_what_it_asks_or_nothing(
    task: str, after: list[tuple[str, bool]], tmp_path: Path
) -> None:
    _, got = await run_on_list(task, SEEDED, tmp_path)
    assert got in (OPEN, after), task
