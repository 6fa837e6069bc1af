"""To-do request families that held-out sets 9 to 30 missed, probed in new wordings, end to end.

Written before any rule was changed for them (issue #15): each family has three or more wordings
of its own (other titles, terse and chatty, some with a sentence of context first) and one or two
near misses that must be refused or read as something else, so a too-greedy reader fails here.
Every case runs the rule planner through the agent on a fresh list (all items open) and checks
the list after it, the number the answer ends on, or what the answer says; a refusal leaves the
list as it was and does not complete.

First run (before any fix): 25/59, many of the 25 near misses refused; one near miss failed
wrongly ("put them all on my list" alone added an item titled "them all"). Final, tuned on these
very cases (so no measure of what is not here): 59/59.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from .conftest import run_on_list

Items = list[tuple[str, bool]]

START = ["defrost the freezer", "call the landlord", "water the ferns"]
"""The list every case starts from, unless it says otherwise."""


@dataclass(frozen=True)
class Case:
    """One wording: the list it starts from and what the run must leave and say."""

    task: str
    after: Items | None
    """The list after the run (title, done); None when the task must be refused."""
    start: tuple[str, ...] = tuple(START)
    number: float | None = None
    """The last number of the answer."""
    says: str | None = None
    """A text the answer must hold (any case)."""


def _open(*titles: str) -> Items:
    return [(t, False) for t in titles]


def _added(*titles: str, start: tuple[str, ...] = tuple(START)) -> Items:
    return _open(*start, *titles)


def _swapped(old: str, new: str, start: tuple[str, ...] = tuple(START)) -> Items:
    return _open(*(t for t in start if t != old), new)


def _done(*titles: str, start: tuple[str, ...] = tuple(START)) -> Items:
    return [(t, t in titles) for t in start]


_ALL_DONE = [(t, True) for t in START]
_KEPT = _open(*START)

FAMILIES: dict[str, list[Case]] = {
    "add-and-small-sum": [
        Case(
            "add lemons to my list and tell me what 4 bags at 1.65 cost",
            _added("lemons"),
            number=round(4 * 1.65, 2),
        ),
        Case(
            "pop oat milk on my shopping list, and what do 6 cartons at £1.20 come to?",
            _added("oat milk"),
            number=round(6 * 1.20, 2),
        ),
        Case(
            "put 'buy stamps' on my to-do list and tell me how much 12 stamps at 0.85 each cost",
            _added("buy stamps"),
            number=round(12 * 0.85, 2),
        ),
        Case(
            "Having friends round later. Add crisps to my list and tell me what 3 packs at $2.49 "
            "cost.",
            _added("crisps"),
            number=round(3 * 2.49, 2),
        ),
        # near misses: no price, or no count
        Case("add lemons to my list and tell me what 4 bags cost", None),
        Case("add lemons to my list and tell me what bags at 1.65 cost", None),
    ],
    "two-adds-and-also": [
        Case(
            "put book the MOT on my to do list and also renew the passport",
            _added("book the MOT", "renew the passport"),
        ),
        Case(
            "could you add 'ring the dentist' to my list and also 'post the birthday card'?",
            _added("ring the dentist", "post the birthday card"),
        ),
        Case(
            "A couple of things for my list: clean the oven, and also sort the recycling.",
            _added("clean the oven", "sort the recycling"),
        ),
        Case(
            "right so add fix the gate to my to-do list and also pay the window cleaner thanks",
            _added("fix the gate", "pay the window cleaner"),
        ),
        # near misses: the second part is another request
        Case(
            "add fix the gate to my to-do list and also tell me what's on it",
            _added("fix the gate"),
            says="water the ferns",
        ),
        Case(
            "add fix the gate to my list and also what's 7 times 8",
            _added("fix the gate"),
            number=56,
        ),
    ],
    "all-done-after-context": [
        Case("Great day - everything on my list is finished. Mark them all done please", _ALL_DONE),
        Case("i got through every task on the list today!! can you tick them all off", _ALL_DONE),
        Case("What a week. All my jobs are sorted, so mark them all as complete.", _ALL_DONE),
        Case("Everything's done at last. Could you mark them all done?", _ALL_DONE),
        # near misses: not all of them, or no list
        Case("I did two things on my list today. mark them all done", None),
        Case("I finished some of my jobs. mark them all done", None),
    ],
    "replace-and-swap": [
        Case(
            "replace 'call the landlord' with 'email the council' on my list",
            _swapped("call the landlord", "email the council"),
        ),
        Case(
            "swap out defrost the freezer for clean the fridge on my to-do list",
            _swapped("defrost the freezer", "clean the fridge"),
        ),
        Case(
            "take off call the landlord and add book a plumber instead",
            _swapped("call the landlord", "book a plumber"),
        ),
        Case(
            "please take 'water the ferns' off and put 'repot the cactus' on instead",
            _swapped("water the ferns", "repot the cactus"),
        ),
        Case(
            "Plans have changed: I don't need to call the landlord any more, I need to ring the "
            "letting agent. Can you update my list?",
            _swapped("call the landlord", "ring the letting agent"),
        ),
        Case(
            "turns out i no longer need to water the ferns, but i do need to feed the cat. delete "
            "the first and add the second to my list please",
            _swapped("water the ferns", "feed the cat"),
        ),
        Case(
            "I don't have to defrost the freezer anymore, I have to clean the oven instead. update "
            "my to-do list",
            _swapped("defrost the freezer", "clean the oven"),
        ),
        # near misses: no list named, or only one of the two asked
        Case("replace the tyres with winter ones", None),
        Case("I don't need to call the landlord anymore, I need to ring the letting agent.", None),
        Case(
            "i no longer need to water the ferns, but i do need to feed the cat. delete the first "
            "from my list",
            _open("defrost the freezer", "call the landlord"),
        ),
    ],
    "done-then-next-up": [
        Case(
            "done with 'call the landlord'. next up: book the boiler service, add it to the list",
            [*_done("call the landlord"), ("book the boiler service", False)],
        ),
        Case(
            "finished defrost the freezer. next: clean the fridge - put it on my list",
            [*_done("defrost the freezer"), ("clean the fridge", False)],
        ),
        Case(
            "that's 'water the ferns' done! up next: repot the cactus, can you add it to my "
            "to-dos?",
            [*_done("water the ferns"), ("repot the cactus", False)],
        ),
        # near miss: the next one is not asked to be added
        Case("done with 'call the landlord'. next up: book the boiler service", None),
    ],
    "which-is-number": [
        Case("which todo is #2", _KEPT, says="call the landlord"),
        Case("which task is number 3 on my list?", _KEPT, says="water the ferns"),
        Case("what's to-do no. 1?", _KEPT, says="defrost the freezer"),
        # near misses: no number, or a calculation
        Case("which todo is the hardest?", None),
    ],
    "listed-then-put-on": [
        Case(
            "ok errands for saturday: post the parcel, buy a bday card for Jo, wash the car. put "
            "them all on my list",
            _added("post the parcel", "buy a bday card for Jo", "wash the car"),
        ),
        Case(
            "Jobs for tomorrow - mow the lawn, fix the shed door and oil the hinges. Add them all "
            "to my to-do list please.",
            _added("mow the lawn", "fix the shed door", "oil the hinges"),
        ),
        Case(
            "things I keep forgetting: renew the bus pass, back up my phone. can you put all of "
            "those on my list?",
            _added("renew the bus pass", "back up my phone"),
        ),
        # near misses: only some of them, or nothing listed
        Case(
            "errands for saturday: post the parcel, wash the car, buy a card. put two of them on "
            "my list",
            None,
        ),
        Case("put them all on my list", None),
    ],
    "add-if-missing": [
        Case(
            "Please make sure 'call the landlord' is on my to-do list, without adding it twice.",
            _KEPT,
        ),
        Case(
            "Please make sure 'book the vet' is on my to-do list, without adding it twice.",
            _added("book the vet"),
        ),
        Case("no duplicates please - only add water the ferns if it isn't there yet", _KEPT),
        Case(
            "no duplicates please - only add wash the car if it isn't there yet",
            _added("wash the car"),
        ),
        Case(
            "can you ensure 'renew the passport' is on my list? don't add it twice",
            _added("renew the passport"),
        ),
        Case(
            "make sure defrost the freezer is on my list but don't duplicate it",
            _KEPT,
        ),
        # near misses: a condition that is not about the list, or no list
        Case("only add wash the car if it's sunny tomorrow", None),
        Case("make sure 'call the landlord' gets done today", None),
    ],
    "tick-off-and-too": [
        Case(
            "tick off call the landlord. oh and water the ferns too",
            _done("call the landlord", "water the ferns"),
        ),
        Case(
            "mark 'defrost the freezer' as done. and 'water the ferns' as well",
            _done("defrost the freezer", "water the ferns"),
        ),
        Case(
            "cross off water the ferns please. oh, and defrost the freezer too",
            _done("water the ferns", "defrost the freezer"),
        ),
        # near misses: the second part asks another change
        Case(
            "tick off call the landlord. oh and add book a plumber too",
            [*_done("call the landlord"), ("book a plumber", False)],
        ),
        Case(
            "tick off call the landlord. oh and delete water the ferns too",
            _done("call the landlord")[:2],
        ),
    ],
    "context-then-add": [
        Case(
            "Before I forget, and I always forget, there's a thing I must do before Friday. "
            "Please add 'renew the car tax' to my to-do list.",
            _added("renew the car tax"),
        ),
        Case(
            "My week has been total chaos and I keep dropping things left and right. Could you "
            "put 'book the eye test' on my list?",
            _added("book the eye test"),
        ),
        Case(
            "So much going on at work and at home at the moment, honestly it is a lot. add "
            "'order the school shoes' to my to-dos",
            _added("order the school shoes"),
        ),
        # near misses: no item named, or the context asks for a sum
        Case("There's something I need to do this week. Please add it to my to-do list.", None),
        Case(
            "My week has been chaos. Please add 'book the eye test' to my list and what's 15% of "
            "80?",
            _added("book the eye test"),
            number=12,
        ),
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


def _last_number(text: str) -> float | None:
    found = re.findall(r"-?\d[\d,]*(?:\.\d+)?", text)
    return float(found[-1].replace(",", "")) if found else None


@pytest.mark.parametrize(("family", "case"), CASES)
async def test_probe(family: str, case: Case, tmp_path: Path) -> None:
    status, output, got = await _run(case, tmp_path)
    if case.after is None:
        assert status != "completed" and got == _open(*case.start), (family, output, got)
        return
    assert status == "completed", (family, output)
    assert [(t.lower(), d) for t, d in got] == [(t.lower(), d) for t, d in case.after], output
    if case.number is not None:
        last = _last_number(output)
        assert last is not None and abs(last - case.number) < 0.005, output
    if case.says is not None:
        assert case.says.lower() in output.lower(), output
