"""To-do request classes the rule planner refused (helper gb, set 34/35 misses): probes first.

Each class in wordings written for this file (other people, terse and chatty, other titles), run
end to end on a real list and compared with what the request means:

- **a reason beside the request**: a clause that only tells why ("I want to start over", "I typed
  that wrong —", "finally got round to it —", "good news: I got A and B taken care of today");
- **"done A and B"**: two items said completed, tersely;
- **a swap**: "swap A for B (delete the first, add the second)";
- **the last item by another name**: "whatever is at the bottom of my list, bin it", "the final
  item";
- **"remind me to X - add it to the list"**: the to-do is X;
- **new to-dos in a row**: "new to-dos A then B then C";
- **"change A to B" with no list named**: read only when A is an item's very title; nothing is
  changed (or added) when it is not.

Near misses must change nothing (refused, or read as what they really ask).

First run, before any rule: 30/62 (classes 8/38; near misses 22/24: "remind me - add it to
the list" added "remind me", and "I got call the dentist taken care of?" completed it). After the
seven classes: 60/62. Left as they are (in `LEFT`, checked to change nothing or to be read as
news): a reason before a colon that holds "it" ("Oops, I spelled it wrong: rename ...") is no
label the rules strip, so it is refused; "I got X taken care of?" is news said with a rising
tone, and completing X is what it most likely asks.

A later batch written after the rules (`LATER`, `LATER_NEAR`: other titles and wordings of the
same classes) went 16/16 on its first run. Of five more wordings of a reason, "because I want
to start again" is read since (no comma needed before "because" either), and so is a time
said to be over before it (set 31, read: "The semester is over and I want a clean slate", with
two wordings of it in `LATER`); four said before the request ("my mistake -", "sorry, typo:",
"At last!", "phew, finally done —") are still refused, and kept in `LEFT` as such: skipped after
a request too, such words would hide a correction ("add milk - sorry, typo").
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

SEEDED = ["water the tomatoes", "renew the bus pass", "order a new kettle", "call the dentist"]
"""The list most cases start from (none done)."""


@dataclass(frozen=True)
class Probe:
    """A task, the list it starts from, and what it does to that list."""

    task: str
    change: Change
    seeded: tuple[str, ...] = tuple(SEEDED)


def _swap(old: str, new: str) -> Change:
    return lambda items: [*_delete(old)(items), (new, False)]


def _drop_last(items: Items) -> Items:
    return items[:-1]


REASON = [
    Probe("delete all my to-dos i want to start over", _clear),
    Probe("Clear my whole to-do list, I want a fresh start.", _clear),
    Probe(
        "I typed that wrong - please rename 'call the dentist' to 'call the vet'.",
        _rename("call the dentist", "call the vet"),
    ),
    Probe(
        "Finally got around to it — please mark 'renew the bus pass' complete.",
        _complete("renew the bus pass"),
    ),
    Probe(
        "finally got round to it, tick off 'water the tomatoes'", _complete("water the tomatoes")
    ),
    Probe(
        "Good news: I got call the dentist and water the tomatoes taken care of today. "
        "Can you check both off?",
        _complete("call the dentist", "water the tomatoes"),
    ),
    Probe(
        "I got 'renew the bus pass' and 'order a new kettle' sorted this morning, "
        "tick them both off",
        _complete("renew the bus pass", "order a new kettle"),
    ),
    Probe("I got it all done today!! check off all my to-dos", _complete_all),
    Probe("Everything's finished, yay! Mark all my to-dos as done.", _complete_all),
]
REASON_NEAR = [
    Probe("i want to start over", _nothing),
    Probe("I typed that wrong", _nothing),
    Probe("finally got around to it", _nothing),
    Probe("I got it all done today!!", _nothing),
]
DONE_TWO = [
    Probe(
        "done call the dentist and water the tomatoes",
        _complete("call the dentist", "water the tomatoes"),
    ),
    Probe(
        "done: renew the bus pass and order a new kettle",
        _complete("renew the bus pass", "order a new kettle"),
    ),
    Probe(
        "Done order a new kettle and call the dentist.",
        _complete("order a new kettle", "call the dentist"),
    ),
    Probe("done water the tomatoes", _complete("water the tomatoes")),
    Probe(
        "done 'renew the bus pass' and 'call the dentist'",
        _complete("renew the bus pass", "call the dentist"),
    ),
]
DONE_TWO_NEAR = [
    Probe("done and dusted", _nothing),
    Probe("done with my list for today", _nothing),
    Probe("done", _nothing),
    Probe("done call the plumber and fix the sink", _nothing),  # not items: nothing done
]
SWAP = [
    Probe(
        "swap 'call the dentist' for 'call the vet' (delete the first, add the second)",
        _swap("call the dentist", "call the vet"),
    ),
    Probe(
        'swap "order a new kettle" for "order a new toaster"',
        _swap("order a new kettle", "order a new toaster"),
    ),
    Probe(
        "Please swap 'water the tomatoes' out for 'water the peppers' on my list.",
        _swap("water the tomatoes", "water the peppers"),
    ),
    Probe(
        "swap “renew the bus pass” for “buy a bike” - remove the old one and add the new one",
        _swap("renew the bus pass", "buy a bike"),
    ),
]
SWAP_NEAR = [
    Probe("swap the tyres for winter ones", _nothing),
    Probe("swap 'call the dentist' for something else", _nothing),
    Probe("should I swap 'call the dentist' for 'call the vet'?", _nothing),
]
LAST = [
    Probe("Whatever is at the bottom of my list, bin it please.", _drop_last),
    Probe("whatever's at the bottom of my to-do list - delete it", _drop_last),
    Probe("Please get rid of the final item on my to-do list.", _drop_last),
    Probe("remove the final to-do", _drop_last),
    Probe("delete the final task on my list", _drop_last),
    Probe("bin the item at the bottom of my list", _drop_last),
]
LAST_NEAR = [
    Probe("what's at the bottom of my list?", _nothing),
    Probe("whatever is at the bottom of my list", _nothing),
    Probe("get rid of the final exam", _nothing),
]
REMIND_ADD = [
    Probe("remind me to email the accountant - add it to the list", _add("email the accountant")),
    Probe("remind me to pay the gas bill, add it to my list", _add("pay the gas bill")),
    Probe(
        "Remind me to defrost the freezer. Put it on my to-do list.", _add("defrost the freezer")
    ),
    Probe("remind me to book the MOT — pop it on the list please", _add("book the MOT")),
    Probe("remind me to ring Gran: stick it on my list", _add("ring Gran")),
]
REMIND_ADD_NEAR = [
    Probe("remind me what's on the list", _nothing),
    Probe("remind me - add it to the list", _nothing),
]
NEW_ROW = [
    Probe(
        "ok new to-dos call the pharmacy then clean out the fridge then return the blender",
        _add("call the pharmacy", "clean out the fridge", "return the blender"),
    ),
    Probe(
        "new to-dos: feed the cat then hoover the stairs",
        _add("feed the cat", "hoover the stairs"),
    ),
    Probe(
        "New todos: pay the window cleaner, then post the parcel, then book a haircut.",
        _add("pay the window cleaner", "post the parcel", "book a haircut"),
    ),
    Probe(
        "new tasks buy stamps then post the letters",
        _add("buy stamps", "post the letters"),
    ),
]
NEW_ROW_NEAR = [
    Probe("new to-dos then", _nothing),
    Probe("any new to-dos since then?", _nothing),
]
CHANGE = [
    Probe("change call the dentist to call the vet", _rename("call the dentist", "call the vet")),
    Probe(
        "change order a new kettle to order a new toaster",
        _rename("order a new kettle", "order a new toaster"),
    ),
    Probe(
        "Change renew the bus pass to renew the rail pass please",
        _rename("renew the bus pass", "renew the rail pass"),
    ),
    Probe(
        "change 'water the tomatoes' to 'water the beans'",
        _rename("water the tomatoes", "water the beans"),
    ),
]
CHANGE_NEAR = [
    Probe("change the oil to synthetic", _nothing),
    Probe("change call the plumber to call the electrician", _nothing),  # not an item
    Probe("change the dentist to the vet", _nothing),  # part of a title, not a title
    Probe("change 20 dollars to euros", _nothing),
    Probe("change water to wine", _nothing),
]

LATER = [  # written after the rules, to see them on other wordings (seeded list as above)
    Probe("remind me to water the plants - stick it on my to-do list", _add("water the plants")),
    Probe("remind me to call Sarah, put that on the list", _add("call Sarah")),
    Probe("whatever's at the top of my list, get rid of it", _delete("water the tomatoes")),
    Probe("whatever is at the bottom of the list, mark it done", _complete("call the dentist")),
    Probe("scrap the final entry on my list", _drop_last),
    Probe("done renew the bus pass", _complete("renew the bus pass")),
    Probe(
        "swap 'order a new kettle' for 'order a toaster' (remove the first, add the second)",
        _swap("order a new kettle", "order a toaster"),
    ),
    Probe("new todos ring the bank and then email Tom", _add("ring the bank", "email Tom")),
    Probe(
        "change water the tomatoes to water the roses",
        _rename("water the tomatoes", "water the roses"),
    ),
    Probe("wipe my to-do list i want a clean slate", _clear),
    Probe("remove everything from my to-do list because I want to start again", _clear),
    Probe("wipe my to-do list, my exams are done so I want to start fresh", _clear),
    Probe(
        "Could you delete everything on my list? The term is over and I'd like a fresh start.",
        _clear,
    ),
    Probe(
        "Great news - I sorted 'call the dentist' and 'renew the bus pass' this morning, "
        "mark both done",
        _complete("call the dentist", "renew the bus pass"),
    ),
]
LATER_NEAR = [
    Probe(
        "rename 'call the dentist' to 'call the vet' (delete the first, add the second)", _nothing
    ),
    Probe("new todos: ring the bank then email Tom then show my list", _nothing),
    Probe("change the date to Friday", _nothing),
    Probe("delete 'call the dentist', the party is over and i need to buy milk", _nothing),
    Probe("change call the dentist to 10am", _nothing),
    Probe("swap call the dentist for call the vet", _nothing),  # no list, no quotes: refused
]
LEFT = [
    Probe(
        "Oops, I spelled it wrong: rename “order a new kettle” to “order a new kettle lid”",
        _nothing,
    ),
    Probe("I got call the dentist taken care of?", _complete("call the dentist")),
]
"""Outcomes kept as they are (see the docstring): refused, and read as news."""
LEFT += [  # a reason before the request the rules do not strip (found after the rules): refused
    Probe("my mistake - rename 'call the dentist' to 'call the vet'", _nothing),
    Probe("sorry, typo: rename 'call the dentist' to 'call the vet'", _nothing),
    Probe("phew, finally done — tick off 'call the dentist'", _nothing),
    Probe("At last! please cross off 'call the dentist'", _nothing),
]

CLASSES = {
    "later": LATER,
    "reason": REASON,
    "done-two": DONE_TWO,
    "swap": SWAP,
    "last": LAST,
    "remind-add": REMIND_ADD,
    "new-row": NEW_ROW,
    "change": CHANGE,
}
NEAR = REASON_NEAR + DONE_TWO_NEAR + SWAP_NEAR + LAST_NEAR + REMIND_ADD_NEAR + NEW_ROW_NEAR
NEAR += CHANGE_NEAR + LATER_NEAR


@pytest.mark.parametrize("probes", list(CLASSES.values()), ids=list(CLASSES))
async def test_each_class_is_read(probes: list[Probe], tmp_path: Path) -> None:
    wrong = await probe_misses(probes, tmp_path)
    assert not wrong, "\n".join(wrong)


async def test_near_misses_change_nothing(tmp_path: Path) -> None:
    wrong = await probe_misses(NEAR, tmp_path)
    assert not wrong, "\n".join(wrong)


async def test_left_as_they_are(tmp_path: Path) -> None:
    wrong = await probe_misses(LEFT, tmp_path)
    assert not wrong, "\n".join(wrong)
