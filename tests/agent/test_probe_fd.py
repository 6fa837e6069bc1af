"""To-do request families that held-out set 33 missed, probed in new wordings, end to end.

Written before any rule was changed for them (issue #15): each family has three or more wordings
of its own (other titles, other numbers, terse and chatty, hurried or non-native phrasing, some
with a sentence of context first) and one to three near misses that must be refused or read as
something else, so a too-greedy reader fails here. Every case runs the rule planner through the
agent on a fresh list (all items open) and checks the list after it and what the answer says (or
must not say); a refusal leaves the list as it was and does not complete.

First run (before any fix): 15/51, the 15 mostly near misses refused; one near miss failed
wrongly ("to-do 4 is finished?", a question, ticked item 4; it now reads the list, and its row
says so instead of a refusal). Final, tuned on these very cases (so no measure of what is not
here): 51/51.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from .conftest import run_on_list

Items = list[tuple[str, bool]]

START = (
    "defrost the freezer",
    "call the landlord",
    "water the ferns",
    "book a haircut",
    "renew the passport",
    "pay the gas bill",
)
"""The list every case starts from, unless it says otherwise."""


@dataclass(frozen=True)
class Case:
    """One wording: the list it starts from and what the run must leave and say."""

    task: str
    after: Items | None
    """The list after the run (title, done); None when the task must be refused."""
    start: tuple[str, ...] = START
    says: str | None = None
    """A text the answer must hold (any case)."""
    lacks: str | None = None
    """A text the answer must not hold (any case)."""


def _open(*titles: str) -> Items:
    return [(t, False) for t in titles]


def _added(*titles: str) -> Items:
    return _open(*START, *titles)


def _done(*titles: str) -> Items:
    return [(t, t in titles) for t in START]


def _renamed(old: str, new: str) -> Items:
    return _open(*(new if t == old else t for t in START))


_KEPT = _open(*START)

FAMILIES: dict[str, list[Case]] = {
    "add-in-order": [
        Case(
            "Please add these to my list, in this order:\n- fix the gate\n- paint the fence",
            _added("fix the gate", "paint the fence"),
        ),
        Case(
            "add the following to my to-do list in this order please:\n* order a new kettle\n"
            "* return the parcel\n* ring the bank",
            _added("order a new kettle", "return the parcel", "ring the bank"),
        ),
        Case(
            "can you put these on my list in this order\n1. buy stamps\n2. post the letter",
            _added("buy stamps", "post the letter"),
        ),
        Case(
            "Moving house soon. Add these to my todo, in the same order:\n- book a van\n"
            "- pack the books",
            _added("book a van", "pack the books"),
        ),
        Case(
            "add to my list in this order: buy stamps; post the letter; collect the parcel",
            _added("buy stamps", "post the letter", "collect the parcel"),
        ),
        # near misses: nothing listed, no add asked, or an item that is a question
        Case("Please add these to my list, in this order:", None),
        Case("please do these in this order:\n- fix the gate\n- paint the fence", None),
        Case("add these to my list, in this order:\n- fix the gate\n- what's 2+2", None),
    ],
    "need-a-and-b-each-separate": [
        Case(
            "I need to fix the bike and buy a helmet this week, put them on my list (each one "
            "separate)",
            _added("fix the bike", "buy a helmet"),
        ),
        Case(
            "i have to email the school and book the vet tomorrow, add them on my list separately",
            _added("email the school", "book the vet"),
        ),
        Case(
            "This week I must renew the library card and collect the parcel, put them in my list "
            "as two items",
            _added("renew the library card", "collect the parcel"),
        ),
        Case(
            "Busy days. I should call the bank and cancel the old card - add both to my list, "
            "separate please",
            _added("call the bank", "cancel the old card"),
        ),
        Case(
            "need to wash the car and fix the mirror, put each one on my list",
            _added("wash the car", "fix the mirror"),
        ),
        # near misses: nothing asked, or a count the items do not agree with
        Case("I need to fix the bike and buy a helmet this week.", None),
        Case("I need to fix the bike and buy a helmet, put them on my list as three items", None),
    ],
    "complete-by-number": [
        Case("Task 4 is finished, please tick it.", _done("book a haircut")),
        Case("item 2 is done now. can you check it off", _done("call the landlord")),
        Case("number 3 on my list is finished, mark it pls", _done("water the ferns")),
        Case("To-do #6 is complete, tick it please", _done("pay the gas bill")),
        Case("todo 1 finished today, please tick it", _done("defrost the freezer")),
        Case("Good news! To-do 5 is done, please cross it off.", _done("renew the passport")),
        # near misses: no such item, not finished yet, or only a question (the list is read)
        Case("To-do 9 is finished, please tick it.", None),
        Case("to-do 4 is nearly finished, I will tick it later", None),
        Case("to-do 4 is finished?", _KEPT, says="book a haircut"),
    ],
    "done-today-list": [
        Case(
            "done today: call the landlord; water the ferns",
            _done("call the landlord", "water the ferns"),
        ),
        Case(
            "finished this morning: book a haircut, pay the gas bill",
            _done("book a haircut", "pay the gas bill"),
        ),
        Case(
            "Done: defrost the freezer; renew the passport",
            _done("defrost the freezer", "renew the passport"),
        ),
        Case(
            "today done - call the landlord and water the ferns",
            _done("call the landlord", "water the ferns"),
        ),
        Case(
            "Things I did today: water the ferns; book a haircut",
            _done("water the ferns", "book a haircut"),
        ),
        Case(
            "completed yesterday: call the landlord; pay the gas bill.",
            _done("call the landlord", "pay the gas bill"),
        ),
        # near misses: said not done, or still to do
        Case("not done today: call the landlord; water the ferns", None),
        Case("to finish today: call the landlord; water the ferns", None),
    ],
    "yes-no-on-list": [
        Case("do i have water the ferns on my list? yes or no", _KEPT, says="yes"),
        Case("book a haircut is on my list or not?", _KEPT, says="yes"),
        Case("is renew the passport on my to-do list, yes or no?", _KEPT, says="yes"),
        Case("pay the gas bill on my list or no?", _KEPT, says="yes"),
        Case("do I have buy a sofa on my list? just yes or no", _KEPT, lacks="yes"),
        Case("clean the windows is in my list or not? only check please", _KEPT, lacks="yes"),
        Case("quick question, call the landlord is in my todo or not", _KEPT, says="yes"),
        # near misses: no list named, or a change asked after the check
        Case("do i have to call the landlord? yes or no", None),
        Case("buy a sofa is on my list or not? if not, add it", _added("buy a sofa")),
    ],
    "rename": [
        Case(
            "Please rename the to-do 'water the ferns' into 'water the orchids'.",
            _renamed("water the ferns", "water the orchids"),
        ),
        Case(
            "rename task 'book a haircut' to 'book a haircut and beard trim'",
            _renamed("book a haircut", "book a haircut and beard trim"),
        ),
        Case(
            'change my to-do "pay the gas bill" into "pay the gas and electric bill"',
            _renamed("pay the gas bill", "pay the gas and electric bill"),
        ),
        Case(
            "on my list, 'call the landlord' should be 'call the letting agent' now",
            _renamed("call the landlord", "call the letting agent"),
        ),
        Case(
            "'renew the passport' should now be 'renew the passport online'",
            _renamed("renew the passport", "renew the passport online"),
        ),
        Case(
            '"defrost the freezer" must be "defrost the small freezer" now, on my to-do list',
            _renamed("defrost the freezer", "defrost the small freezer"),
        ),
        Case(
            "the to-do 'water the ferns' should say 'water the orchids'",
            _renamed("water the ferns", "water the orchids"),
        ),
        # near misses: no new title, an item not on the list, a state instead of a title
        Case("rename the to-do 'water the ferns'", None),
        Case("'buy a sofa' should be 'buy a chair' now", None),
        Case("'call the landlord' should be done by friday", None),
    ],
}

CASES = [
    pytest.param(family, case, id=f"{family}-{case.task[:40]}")
    for family, cases in FAMILIES.items()
    for case in cases
]


async def _run(case: Case, home: Path) -> tuple[str, str, Items]:
    result, got = await run_on_list(case.task, case.start, home)
    return result.status, str(result.output or ""), got


@pytest.mark.parametrize(("family", "case"), CASES)
async def test_probe(family: str, case: Case, tmp_path: Path) -> None:
    status, output, got = await _run(case, tmp_path)
    if case.after is None:
        assert status != "completed" and got == _open(*case.start), (family, output, got)
        return
    assert status == "completed", (family, output)
    assert [(t.lower(), d) for t, d in got] == [(t.lower(), d) for t, d in case.after], output
    if case.says is not None:
        assert case.says.lower() in output.lower(), output
    if case.lacks is not None:
        assert case.lacks.lower() not in output.lower(), output
