"""To-do classes that blind sets 21 to 30 found missing, probed in the lead's own words.

Sets 21, 22 and 24 (measured blind at 102, 102 and 84/120 in session 8), sets 26 and 27 (written
blind in session 9, 75 and 52/120 on the code of that session's start) and set 30 (52/120 at the
start, 63 when first run) were read after their blind measures. Their to-do misses were wrappings
of requests the rules already read: a read of the list after a change ("... and tell me what's on
it now"), a deed told by how it came about ("just had time to X, so check that one off") or as
news, news before a quoted request, a reason after a delete ("my son is seeing to it"), words
after the list ("altogether"), announced items ("put a few things on my list for this week: A
and B"), "all done apart from X", a keyword question. These probes use other titles and wordings
than the sets (tuning data, not a measure: the blind sets are, docs/evals.md); every plan they
expect is also grounded.
"""

from __future__ import annotations

from typing import Any

import pytest

from agentschool.agent.grounding import ungrounded
from agentschool.agent.planners import PlanRequest
from agentschool.agent.rules import RulePlanner
from agentschool.tools import Toolset
from agentschool.tools.calculator import calculator_tool
from agentschool.tools.todo import build_todo_tools

Steps = list[tuple[str, dict[str, Any]]] | None


def _adds(*titles: str) -> list[tuple[str, dict[str, Any]]]:
    return [("todo_add", {"title": t}) for t in titles]


def _completes(*titles: str) -> list[tuple[str, dict[str, Any]]]:
    return [("todo_complete", {"title": t}) for t in titles]


_READ: list[tuple[str, dict[str, Any]]] = [("todo_list", {})]

WORDINGS: list[tuple[str, Steps]] = [
    # a read of the list right after a change
    (
        "add 'fix the gate' to my list and then show me what's on it",
        [*_adds("fix the gate"), *_READ],
    ),
    (
        "please put 'ring gran' on my list. can you read back everything on there?",
        [*_adds("ring gran"), *_READ],
    ),
    (
        "tick off 'mop the hall' and tell me how many are still left",
        [*_completes("mop the hall"), *_READ],
    ),
    ("what's on it now?", None),  # no list named and no step before: "it" is nothing
    # one read for two asks
    ("what's left for me to do? show me the list", _READ),
    # a deed told by how it came about, then "it"
    ("finally had time to sand the shelves, so tick that one off", _completes("sand the shelves")),
    (
        "I managed to return the parcel this afternoon! check it off",
        _completes("return the parcel"),
    ),
    (
        "this morning I managed to feed the fish and sweep the yard, tick them both off",
        _completes("feed the fish", "sweep the yard"),
    ),
    ("update my list, I repaired the fence", _completes("repaired the fence")),
    ("I need to book a plumber, add that", _adds("book a plumber")),
    # one verb, two items, the list after both
    (
        "delete water the ferns and finish the quilt from my list",
        [("todo_delete", {"title": t}) for t in ("water the ferns", "finish the quilt")],
    ),
    ("tick off paint the shed + oil the hinges", _completes("paint the shed", "oil the hinges")),
    # news, reasons and words that ask nothing
    (
        "the boiler man rang and it all sounds complicated. could you add 'call the landlord' "
        "to my list?",
        _adds("call the landlord"),
    ),
    ("buy eggs. add 'call the landlord' to my list", None),  # "buy eggs" is a request of its own
    (
        "please take 'paint the fence' off my list, my brother is dealing with it",
        [("todo_delete", {"title": "paint the fence"})],
    ),
    ("remove 'sell the bike' from my list for good", [("todo_delete", {"title": "sell the bike"})]),
    (
        "put 'oil the chain' and 'pump the tyres' on my list, in that order",
        _adds("oil the chain", "pump the tyres"),
    ),
    ("delete all my todos, every single one", [("todo_clear", {})]),
    ("clear the done ones, every single one", None),  # done ones, or every one?
    ("after I finish work, what's still on my list?", _READ),
    ("read out my list please? I can't find my phone charger", _READ),
    (
        "I wrote something on my list about the bank. what did I write?",
        [("todo_list", {"title": "bank"})],
    ),
    ("which of my todos mentions the dentist?", [("todo_list", {"title": "dentist"})]),
    ("good news, I washed the car this morning", _completes("washed the car")),
    ("good news, the weather is lovely", None),
    ("I've posted the parcel. update my list please", _completes("posted the parcel")),
    (
        "Before work I still need to collect the keys and print the tickets. put those on my list",
        _adds("collect the keys", "print the tickets"),
    ),
    (
        "busy weekend ahead and my head is spinning. add this to my list: book the vet",
        _adds("book the vet"),
    ),
    ("add one more to the list: ring the garage", _adds("ring the garage")),
    (
        "Before the move I still need to book a van and get boxes. can you put those on my list?",
        _adds("book a van", "get boxes"),
    ),
    (
        "the builders start Monday and I haven't cleared anything. add 'empty the shed' to my list "
        "so I don't forget",
        _adds("empty the shed"),
    ),
    # announced items, restated adds, conditions
    (
        "could you put a couple of things on my list for tomorrow: wash the van and book a haircut",
        _adds("wash the van", "book a haircut"),
    ),
    ("can you remind me to phone the vet? just stick it on my list", _adds("phone the vet")),
    (
        "I'm not sure whether I added 'renew the licence' to my list. could you check, and add "
        "it if not?",
        [("todo_add", {"title": "renew the licence", "unless_listed": True})],
    ),
    (
        "Quick update: I cleaned the gutters. mark that one done on my list",
        _completes("cleaned the gutters"),
    ),
    (
        "'mend the chair' is finished. mark it off and put 'glue the vase' on my list too",
        [*_completes("mend the chair"), *_adds("glue the vase")],
    ),
    (
        "mark 'sort the post' done, then delete everything that has been completed from my list",
        [*_completes("sort the post"), ("todo_clear", {"only_done": True})],
    ),
    # all but one
    (
        "everything's done except 'ring the council', tick the rest off",
        [("todo_complete", {"all_open": True, "except_title": "ring the council"})],
    ),
    (
        "we got everything done except wash the dog! mark the rest as complete",
        [("todo_complete", {"all_open": True, "except_title": "wash the dog"})],
    ),
    (
        "Just got off the train. I need to call the bank, can you add that to my list?",
        _adds("call the bank"),
    ),
    (
        "mark everything on my list as done apart from 'post the forms'",
        [("todo_complete", {"all_open": True, "except_title": "post the forms"})],
    ),
]


@pytest.mark.parametrize(("task", "steps"), WORDINGS)
async def test_todo_wordings(task: str, steps: Steps) -> None:
    tools = Toolset([calculator_tool, *build_todo_tools()])
    result = await RulePlanner().plan(PlanRequest(task=task, tools=tools))
    got = [(s.tool, dict(s.args)) for s in result.plan.steps] if result else None
    assert got == steps, task
    if result is not None:
        assert ungrounded(result.plan, tools, task) == [], task
