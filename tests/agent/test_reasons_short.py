"""Reasons said short beside a to-do request, and reasons read even when the request reads whole
(session 15, set 40/41's to-dos read), in wordings of this file's own.

- Short reasons with no subject: "ugh nearly forgot.", "cant remember", "semester's over",
  "not doing that anymore", "school sent another reminder"; a deed with its object ("bought it",
  "got them") is a deed done.
- A reason that contradicts a request read whole still refuses it: "add milk to my list, I
  already bought it" had added milk (the whole sentence read as an add, the reason left over).
- A title that carries its reason ("tick off milk, I did it this morning" completing "milk, I
  did it") is no item: the request is read apart from the reason.

First run (at a5eea5e): 0 of 6 requests read as asked (five refused; "tick off buy eggs, I did
it this morning" planned completing "buy eggs, I did it", a step that failed); both requests
against their reason were done (milk added). After: 6 of 6, and both refused.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import run_on_list

SEEDED = ("email tutor", "buy eggs", "return library books", "call mum")

READ = [
    ("ugh nearly forgot. add renew railcard to my todos", [*SEEDED, "renew railcard"], ()),
    ("do i have call mum on my todo list? cant remember", list(SEEDED), ()),
    ("clear my whole list, semester's over", [], ()),
    (
        "remove item 3 from my list, not doing that anymore",
        ["email tutor", "buy eggs", "call mum"],
        (),
    ),
    (
        "Can you put book dentist on the list? School sent another reminder",
        [*SEEDED, "book dentist"],
        (),
    ),
    ("tick off buy eggs, I did it this morning", list(SEEDED), ("buy eggs",)),
]
REFUSED = [
    "add milk to my list, I already bought it",
    "add milk to my list, not doing that anymore",
]


@pytest.mark.parametrize(("task", "titles", "done"), READ)
async def test_a_short_reason_beside_a_request(
    task: str, titles: list[str], done: tuple[str, ...], tmp_path: Path
) -> None:
    result, got = await run_on_list(task, SEEDED, tmp_path)
    assert result.status == "completed", (task, result.status, result.error)
    assert [t for t, _ in got] == titles, got
    assert {t for t, d in got if d} == set(done), got


@pytest.mark.parametrize("task", REFUSED)
async def test_a_reason_against_the_request_refuses_it(task: str, tmp_path: Path) -> None:
    result, got = await run_on_list(task, SEEDED, tmp_path)
    assert result.status != "completed"
    assert got == [(t, False) for t in SEEDED]
