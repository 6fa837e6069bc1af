"""To-do request classes the rule planner misread or refused (helper rc, set 36/37 misses).

Each class in wordings written for this file (other titles, orders and lengths), run end to end
on a real list and compared with what the request means:

- **items split by a slash**: "done: A / B" names two items when each is a thing to do;
- **someone else taking an item over**, said as the reason for dropping it ("no need to X
  anymore, my sister will do it. delete it");
- **"dont need to X anymore" typed with no "I"**: the item is no longer needed;
- **an add and a completion in one sentence**: "add X, and Y is done now";
- **a line of news, then the request on the next line** ("back home now" / "finished #2, tick
  it off"): a line break ends a sentence;
- **the whole list, worded freely**: "remove all the items from my list", "wipe all my to-dos";
- **a new period as the reason** for a change (", new week", "- it's a new month");
- **an item's number and its new title**: "number 3 should say 'B'" (the new title quoted);
- **every item done**: "tick off all my to-dos", "finished everything on my list, mark them all
  done".

Near misses must change nothing (refused, or read as what they really ask).

First run, before any rule: 16 of 32 passed (classes 4 of 20: three wordings of the whole
list and "mark all my tasks as done" were already read; near misses 12 of 12). Probes added while
fixing (the no-"I" class, a few near misses, `LEFT`) run on the code before the rules too: all
told 22 of 39 then, 39 of 39 after the rules.

The new-period class was written after that, and run once before its rule: 1 of 3 read, near
misses 2 of 3 ("add call the landlord, new month" added "new month" as an item); 3 of 3 and 3
of 3 after.

The number-should-say class too: 0 of 3 first (the plan was refused by the side-effect guard
of grounding.py, which knew "'A' should say 'B'" only), near misses 2 of 2; 3 of 3 after. The
set's own case, "I made a mistake, number 3 should say ...", stays refused: a reason before the
request is kept refused on purpose (see test_probe_gb: "my mistake - rename ...").

The news line then the request (`TWO_LINES`) is read since a line break ends a sentence when
the lines are not read as a list (`wrapping.as_sentences`, the lead's): the same tasks with a
full stop were read here already.

Left refused here, read since (session 14, `todo_reasons.py`): "All of them, new month." after a
clear, a reason that agrees with it. Left refused (in `LEFT`, checked to change nothing):
"back from the market." before a request is not a remark to `remarks.py` ("back" is a to-do
verb), and dropping such sentences freely would hide a deed told as news.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from .conftest import (
    Change,
    Items,
    probe_misses,
)
from .conftest import added as _add
from .conftest import all_completed as _complete_all
from .conftest import cleared as _clear
from .conftest import completed as _complete
from .conftest import deleted as _delete
from .conftest import renamed as _rename
from .conftest import unchanged as _nothing

SEEDED = ["wash the car", "pay the water bill", "book the dentist", "fix the gate latch"]
"""The list most cases start from (none done)."""


@dataclass(frozen=True)
class Probe:
    """A task, the list it starts from, and what it does to that list."""

    task: str
    change: Change
    seeded: tuple[str, ...] = tuple(SEEDED)


def _complete_ids(*ids: int) -> Change:
    return lambda items: [(t, d or n + 1 in ids) for n, (t, d) in enumerate(items)]


def _then(*changes: Change) -> Change:
    def change(items: Items) -> Items:
        for one in changes:
            items = one(items)
        return items

    return change


SLASH = [
    Probe("done: wash the car / book the dentist", _complete("wash the car", "book the dentist")),
    Probe(
        "finished: pay the water bill / fix the gate latch / wash the car",
        _complete("pay the water bill", "fix the gate latch", "wash the car"),
    ),
    Probe(
        "mark as done: fix the gate latch / pay the water bill",
        _complete("fix the gate latch", "pay the water bill"),
    ),
    Probe(
        "tick off wash the car / book the dentist", _complete("wash the car", "book the dentist")
    ),
    Probe(
        "remove 'book the dentist' / 'wash the car'", _delete("book the dentist", "wash the car")
    ),
]
SLASH_NEAR = [
    Probe("done: wash the car / van", _nothing),
    Probe("add buy 1/2 kg rice", _nothing),
]
TAKEN_OVER = [
    Probe(
        "No need to book the dentist anymore, my sister will do it. Delete it from my list.",
        _delete("book the dentist"),
    ),
    Probe(
        "dont need to fix the gate latch any more, my husband is going to do it. remove it",
        _delete("fix the gate latch"),
    ),
    Probe(
        "I don't have to pay the water bill anymore, my flatmate will handle it. "
        "Take it off the list.",
        _delete("pay the water bill"),
    ),
]
NO_SUBJECT = [
    Probe("dont need to wash the car anymore, delete it", _delete("wash the car")),
    Probe("no longer have to book the dentist, take it off", _delete("book the dentist")),
    Probe(
        "don't need to pay the water bill any more. remove it from my list",
        _delete("pay the water bill"),
    ),
]
NO_SUBJECT_NEAR = [
    Probe("don't need to add milk", _nothing),
    Probe("dont need to wash the car", _nothing),
]
TAKEN_OVER_NEAR = [
    Probe("my sister will do it", _nothing),
    Probe("No need to wash the car anymore, my sister will do it.", _nothing),
]
ADD_AND_DONE = [
    Probe(
        "add buy bread pls, and wash the car is done now",
        _then(_add("buy bread"), _complete("wash the car")),
    ),
    Probe(
        "please add call the plumber, and pay the water bill is finished",
        _then(_add("call the plumber"), _complete("pay the water bill")),
    ),
    Probe(
        "Add 'renew my passport' and 'fix the gate latch' is done already.",
        _then(_add("renew my passport"), _complete("fix the gate latch")),
    ),
]
ADD_AND_DONE_NEAR = [
    Probe("add call the bank and the car is done", _nothing),
    Probe("add buy bread and it is done now", _nothing),
    Probe("add make sure the car is done", _nothing),
]
TWO_LINES = [
    Probe("ok just got home from work\nfinished #3, tick it off pls", _complete_ids(3)),
    Probe("on the train rn\nplease mark number 1 as done", _complete_ids(1)),
    Probe("long day today\ndelete #2 pls", _delete("pay the water bill")),
]
TWO_LINES_NEAR = [
    Probe("ok just got home from work\nthanks", _nothing),
]
CLEAR = [
    Probe("ok wipe all my to-dos pls, fresh start", _clear),
    Probe("erase every item on my list please", _clear),
    Probe("can you delete all the tasks on my to-do list", _clear),
]
CLEAR_NEAR = [
    Probe("remove all the items from my basket", _nothing),
    Probe("wipe all the benches", _nothing),
]
NEW_PERIOD = [
    Probe("ok wipe all my to-dos pls, new month", _clear),
    Probe("clear my whole list, it's a new year", _clear),
    Probe("delete everything on my to-do list - new term starting", _clear),
]
NEW_PERIOD_NEAR = [
    Probe("add plan the new week", _add("plan the new week")),
    Probe("new month", _nothing),
    Probe("add call the landlord, new month", _add("call the landlord")),
]
NUMBER_SHOULD_SAY = [
    Probe(
        "number 2 should say 'pay the gas bill'", _rename("pay the water bill", "pay the gas bill")
    ),
    Probe("#4 should read 'fix the back gate'", _rename("fix the gate latch", "fix the back gate")),
    Probe(
        "item 1 should be 'wash the car and the van' now",
        _rename("wash the car", "wash the car and the van"),
    ),
]
NUMBER_SHOULD_SAY_NEAR = [
    Probe("number 2 should be done by friday", _nothing),
    Probe("number 3 should say hello", _nothing),
]
ALL_DONE = [
    Probe("finished everything on my list!! mark them all done", _complete_all),
    Probe("tick off all my to-dos, did the lot", _complete_all),
    Probe("mark all my tasks as done please", _complete_all),
    Probe("done everything on the list, tick them all off", _complete_all),
]
READ_BESIDE_A_REASON = [  # left refused here, read since `todo_reasons.py` (see the docstring)
    Probe("Please remove all the items from my list. All of them, new month.", _clear),
]
LEFT = [  # refused, and checked to change nothing (see the docstring)
    Probe("back from the market. please mark number 1 as done", _nothing),
]
ALL_DONE_NEAR = [
    Probe("finished everything on my list", _nothing),
    Probe("did all of them today", _nothing),
    Probe("did all of them today, tick them all off", _nothing),
    Probe("tick off all my to-dos except #2", _nothing),
]

CLASSES: dict[str, list[Probe]] = {
    "slash": SLASH,
    "taken-over": TAKEN_OVER,
    "no-subject": NO_SUBJECT,
    "add-and-done": ADD_AND_DONE,
    "clear": CLEAR,
    "all-done": ALL_DONE,
    "new-period": NEW_PERIOD,
    "number-should-say": NUMBER_SHOULD_SAY,
    "read-beside-a-reason": READ_BESIDE_A_REASON,
}
NEAR = SLASH_NEAR + TAKEN_OVER_NEAR + ADD_AND_DONE_NEAR + TWO_LINES_NEAR + CLEAR_NEAR + LEFT
NEAR += ALL_DONE_NEAR + NO_SUBJECT_NEAR + NEW_PERIOD_NEAR + NUMBER_SHOULD_SAY_NEAR


@pytest.mark.parametrize("probes", list(CLASSES.values()), ids=list(CLASSES))
async def test_each_class_is_read(probes: list[Probe], tmp_path: Path) -> None:
    wrong = await probe_misses(probes, tmp_path)
    assert not wrong, "\n".join(wrong)


async def test_near_misses_change_nothing(tmp_path: Path) -> None:
    wrong = await probe_misses(NEAR, tmp_path)
    assert not wrong, "\n".join(wrong)


async def test_news_line_then_request(tmp_path: Path) -> None:
    wrong = await probe_misses(TWO_LINES, tmp_path)
    assert not wrong, "\n".join(wrong)
