"""Later batches of the todo21 probes (see `test_todo21`), each written before its first run.

Their first figures are in `test_todo21`'s docstring; they are tuning data (all looked at).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from agentschool.agent.planners import PlanRequest
from agentschool.agent.rules import RulePlanner
from agentschool.tools import Toolset
from agentschool.tools.calculator import calculator_tool
from agentschool.tools.todo import build_todo_tools

from .test_todo21 import (
    Outcome,
    T,
    Template,
    _adds,
    _draw,
    _no,
    _none,
    _open,
    _open_count,
    _ops,
    _refuse,
    _run,
    _yes,
)

SECOND: dict[str, list[Template]] = {
    "bare-add": [
        T("add-bare", "add {n1}", _adds("n1")),
        T("add-two-things-bare", "add {g1} and {g2}", _adds("g1", "g2")),
        T("add-three-pls", "add {g1}, {g2} and {g3} pls", _adds("g1", "g2", "g3")),
        T("can-you-add-bare", "can you add {n1}?", _adds("n1")),
        T("add-to-soup", "add salt to the soup", _refuse),
    ],
    "title-words": [
        T("quoted-possessive", 'add "pick up {who}\'s jacket" to my list', _adds("jacket")),
        T("possessive-bare", "add renew {who}'s passport to my todo list", _adds("passport")),
        T(
            "appointment-time",
            "add dentist appointment at {h}pm on Friday to my list",
            _adds("dentist"),
        ),
        T("remind-bins-day", "remind me to take the bins out on Tuesday", _adds("bins")),
        T(
            "title-with-list-word",
            "add update the price list to my to-do list",
            _adds("price_list"),
        ),
    ],
    "complete-several": [
        T("tick-i-and-j", "tick off {i} and {j}", _ops(("complete", "i"), ("complete", "j"))),
        T("mark-i-j-done", "mark {i} and {j} as done", _ops(("complete", "i"), ("complete", "j"))),
        T(
            "first-and-third",
            "mark the first and third as done",
            _ops(("complete", 1), ("complete", 3)),
        ),
        T("both-done", "{a} and {c} are both done", _ops(("complete", "a"), ("complete", "c"))),
        T("done-colon-ids", "done: {i}, {j}", _ops(("complete", "i"), ("complete", "j"))),
    ],
    "delete-several": [
        T("delete-first-two", "delete the first two", _ops(("delete", 1), ("delete", 2))),
        T("remove-last-2", "remove the last 2 items", _ops(("delete_at", -1), ("delete_at", -1))),
        T("delete-i-and-j", "delete {i} and {j}", _ops(("delete", "i"), ("delete", "j"))),
        T(
            "remove-two-quoted",
            "remove '{a}' and '{c}' from my list",
            _ops(("delete", "a"), ("delete", "c")),
        ),
    ],
    "show-done": [
        T("what-finished", "what have I finished?", _none, says=lambda v: [v["seeded"][1]]),
        T("show-whats-done", "show me what's done", _none, says=lambda v: [v["seeded"][1]]),
        T("which-done", "which ones are done?", _none, says=lambda v: [v["seeded"][1]]),
        T(
            "what-ticked-off",
            "what did I already tick off?",
            _none,
            says=lambda v: [v["seeded"][1]],
        ),
    ],
    "unsupported": [
        T("move-to-top", "move {a} to the top of my list", _refuse),
        T("high-priority", "mark {a} as high priority", _refuse),
        T("due-date", "set a due date for {a} on Friday", _refuse),
        T("sort-alpha", "sort my list alphabetically", _refuse),
        T("share-list", "share my list with {who}", _refuse),
        T("delete-except", "delete everything except {a}", _refuse),
    ],
    "count-more": [
        T("items-on-todo", "how many items on my to-do list?", _none, last_number=_open_count),
        T("how-many-left-alone", "how many left?", _refuse),  # alone, it may end a word problem
        T("number-of-open", "number of open tasks?", _none, last_number=_open_count),
        T("left-today", "how many tasks do I have left today?", _none, last_number=_open_count),
    ],
    "list-more": [
        T("agenda-today", "what's on the agenda today?", _none, says=_open),
        T("what-need-to-do", "what do I need to do?", _none, says=_open),
        T("todo-list-pls", "todo list pls", _none, says=_open),
        T("what-are-tasks", "what are my tasks", _none, says=_open),
        T("whats-still-open", "What's still open?", _none, says=_open),
    ],
    "delete-reason": [
        T("cancelled-remove-it", "{a} is cancelled, remove it", _ops(("delete", "a"))),
        T("no-need-delete-it", "no need to {a} anymore, delete it", _ops(("delete", "a"))),
        T("remove-done-already", "remove {a}, it's done already", _ops(("delete", "a"))),
        T("dont-need-to-anymore", "I don't need to {a} anymore", _refuse),
    ],
    "add-polite": [
        T(
            "hi-could-thanks",
            "Hi! Could you please add {n1} to my to-do list for me? Thanks so much!",
            _adds("n1"),
        ),
        T("hey-when-chance", "hey, put {n1} on my todo list when you get a chance", _adds("n1")),
        T("kindly-add", "Would you kindly add {n1} to the list?", _adds("n1")),
        T("yo-add", "yo add {n1} to the list", _adds("n1")),
        T("put-on-list-bare", "pls put {n1} on list", _adds("n1")),
    ],
    "named-lists": [
        T("to-my-groceries", "add {g1} to my groceries", _adds("g1")),
        T("tasks-for-today", "add {n1} to my tasks for today", _adds("n1")),
        T("grocery-list", "put {g1} on the grocery list", _adds("g1")),
        T("work-list", "add {n1} to my work list", _adds("n1")),
    ],
}
"""A second batch, written after the first was handled and before it was run (tuning data)."""


def _draw2(rng: random.Random) -> dict[str, Any]:
    values = _draw(rng)
    j = rng.choice([n for n in (1, 3, 4, 5) if n != values["i"]])
    c = rng.choice([n for n in (1, 3, 4, 5) if n != values["a"]])
    who = values["who"]
    return values | {
        "j": j,
        "c": c,
        "c_title": values["seeded"][c - 1],
        "jacket": f"pick up {who}'s jacket",
        "passport": f"renew {who}'s passport",
        "dentist": f"dentist appointment at {values['h']}pm on Friday",
        "bins": "take the bins out on Tuesday",
        "price_list": "update the price list",
    }


THIRD: dict[str, list[Template]] = {
    "clear-terse": [
        T("delete-all", "delete all", _ops(("clear", False))),
        T("clear-all", "clear all", _ops(("clear", False))),
        T("remove-everything", "remove everything", _ops(("clear", False))),
        T("delete-my-list", "delete my list", _ops(("clear", False))),
        T("clear-done-terse", "clear done", _ops(("clear", True))),
    ],
    "search": [
        T(
            "anything-about",
            "is there anything on my list about the {a_last}?",
            _none,
            says=lambda v: [v["a_title"]],
        ),
        T("search-for", "search my list for {a_last}", _none, says=lambda v: [v["a_title"]]),
        T("find-on-list", "find {a_last} on my list", _none, says=lambda v: [v["a_title"]]),
    ],
    "note-down": [
        T("note-down-bare", "note down {n1}", _adds("n1")),
        T("jot-down-bare", "jot down {n1}", _adds("n1")),
        T("todo-colon-commas", "todo: {n1}, {n2}", _adds("n1", "n2")),
        T("add-to-list-no-det", "add {n1} to list", _adds("n1")),
        T("put-in-todo", "put {n1} in my todo", _adds("n1")),
    ],
    "tick-variants": [
        T("tick-title", "tick {a}", _ops(("complete", "a"))),
        T("tick-number", "tick {i}", _ops(("complete", "i"))),
        T("done-number-first", "done {i}", _ops(("complete", "i"))),
        T("sorted-title", "sorted {a}", _ops(("complete", "a"))),
        T("title-is-sorted", "{a} is sorted", _ops(("complete", "a"))),
        T("finished-with-number", "finished with {i}", _ops(("complete", "i"))),
    ],
    "pronoun-alone": [
        T("delete-that", "delete that", _refuse),
        T("scrap-it", "scrap it", _refuse),
        T("mark-it-done", "mark it done", _refuse),
        T("check-n", "check {i}", _refuse),
        T("mark-undone", "mark {b} undone", _refuse),
    ],
    "list-voices": [
        T("read-out", "read my todo list out loud", _none, says=_open),
        T("whats-next", "what's next on my list?", _none, says=lambda v: [v["seeded"][0]]),
        T("my-todos-q", "my todos?", _none, says=_open),
        T("gimme-list", "gimme my list", _none, says=_open),
        T("what-still-need", "what do I still need to do on my list?", _none, says=_open),
    ],
    "mixed-calc": [
        T(
            "add-and-calc",
            "add {n1} to my list and what's {x} plus {y}?",
            _adds("n1"),
            last_number=lambda v: v["x"] + v["y"],
        ),
        T("calc-then-remind", "what is {p}% of {x}? also remind me to {n1}", _adds("n1")),
        T(
            "tick-and-count",
            "tick off {a} - how many are left?",
            _ops(("complete", "a")),
            last_number=lambda v: _open_count(v) - 1,
        ),
    ],
}
"""A third batch, written after the second was handled and before it was run (tuning data)."""


async def run_batch(batch: dict[str, list[Template]], home: Path, seed: int) -> list[Outcome]:
    """Each template of `batch` drawn three times, each on a fresh list."""
    rng = random.Random(seed)
    outcomes = []
    for template in (t for family in batch.values() for t in family):
        for n in range(3):
            values = _draw2(rng)
            outcomes.append(await _run(template, values, home / f"{template.name}-{n}"))
    return outcomes


async def test_second_and_third_batches(tmp_path: Path) -> None:
    outcomes = [
        *await run_batch(SECOND, tmp_path / "second", 22),
        *await run_batch(THIRD, tmp_path / "third", 23),
    ]
    missed = [o.detail for o in outcomes if o.verdict != "right"]
    assert missed == [], f"{len(missed)}/{len(outcomes)} missed:\n" + "\n".join(missed)


NOUN_TITLES = [
    "milk",
    "lemons",
    "oat milk",
    "bin liners",
    "dentist appointment",
    "birthday card for Sam",
    "car insurance renewal",
    "passport photos",
    "printer ink",
    "dog food",
    "light bulbs",
    "parking permit",
]
"""Items named by a thing, as shopping lists and errands are."""


def _draw4(rng: random.Random) -> dict[str, Any]:
    values = _draw2(rng)
    seeded = rng.sample(NOUN_TITLES, 6)
    values["seeded"], values["n1"] = seeded[:5], seeded[5]
    values["a_title"] = seeded[values["a"] - 1]
    values["c_title"] = seeded[values["c"] - 1]
    values["b"] = seeded[1]
    return values


FOURTH: dict[str, list[Template]] = {
    "bought": [
        T("bought-tick-it", "bought {a}, tick it off", _ops(("complete", "a"))),
        T("mark-as-bought", "mark {a} as bought", _ops(("complete", "a"))),
        T("got-cross-off", "got the {a}, cross it off", _ops(("complete", "a"))),
    ],
    "noun-complete": [
        T("done-with-noun", "done with the {a}", _ops(("complete", "a"))),
        T("cross-off-shopping", "cross {a} off the shopping list", _ops(("complete", "a"))),
        T("noun-sorted", "{a} sorted", _ops(("complete", "a"))),
        T("tick-off-noun", "tick off {a} please", _ops(("complete", "a"))),
    ],
    "noun-delete": [
        T("remove-from-shopping", "remove {a} from the shopping list", _ops(("delete", "a"))),
        T("have-already-take-off", "we already have {a}, take it off", _ops(("delete", "a"))),
        T("delete-noun-bare", "delete {a}", _ops(("delete", "a"))),
        T("dont-need-noun", "I don't need {a} anymore, remove it", _ops(("delete", "a"))),
    ],
    "noun-present": [
        T("is-on-shopping", "is {a} on my shopping list?", _none, says=_yes),
        T("do-i-need", "do I need {a}?", _none, says=_yes),
        T("did-i-add-noun", "did I add {n1} already?", _none, says=_no),
        T("got-on-list", "have I got {n1} on my list?", _none, says=_no),
    ],
    "noun-add": [
        T("add-to-shopping", "add {n1} to the shopping list", _adds("n1")),
        T("need-add-it", "we need {n1}, add it to the list", _adds("n1")),
        T("out-of-add", "we're out of {n1}, add it to my list", _adds("n1")),
        T("running-low", "running low on {n1} - put it on the list", _adds("n1")),
    ],
}
"""A fourth batch: items that are things, not to-dos (written before its run; tuning data). Its
first run was 27/57 right, 27 refused, 3 wrong ("did I add X already?" answered with the whole
list, no yes or no)."""


async def run_nouns(home: Path, seed: int = 24) -> list[Outcome]:
    """Each template of the fourth batch drawn three times, on a list of things."""
    rng = random.Random(seed)
    outcomes = []
    for template in (t for family in FOURTH.values() for t in family):
        for n in range(3):
            outcomes.append(await _run(template, _draw4(rng), home / f"{template.name}-{n}"))
    return outcomes


KNOWN_REFUSED = frozenset({"noun-sorted", "have-past-full", "title-on-list-q"})
"""Templates still refused: "lemons sorted" (a title, then a done word with no verb between), "I
have booked X" (a bare report may open a story: "I paid $40 for dinner, ..."), "X on my list?"
(with no verb it may ask or tell)."""


async def test_fourth_batch(tmp_path: Path) -> None:
    outcomes = await run_nouns(tmp_path)
    wrong = [o.detail for o in outcomes if o.verdict == "wrong"]
    assert wrong == [], f"{len(wrong)}/{len(outcomes)} wrong:\n" + "\n".join(wrong)
    refused = [o.detail for o in outcomes if o.verdict == "refused"]
    assert len(refused) <= 3, "\n".join(refused)


async def test_fifth_batch(tmp_path: Path) -> None:
    rng_names = [t.name for family in FIFTH.values() for t in family]
    outcomes = await run_batch(FIFTH, tmp_path, 25)
    wrong = [o.detail for o in outcomes if o.verdict == "wrong"]
    assert wrong == [], f"{len(wrong)}/{len(outcomes)} wrong:\n" + "\n".join(wrong)
    names = [n for n in rng_names for _ in range(3)]
    missed = [n for n, o in zip(names, outcomes, strict=True) if o.verdict == "refused"]
    assert set(missed) <= KNOWN_REFUSED, missed


FIFTH: dict[str, list[Template]] = {
    "order-and-prepositions": [
        T("add-in-the-list", "kindly add {n1} in the list", _adds("n1")),
        T("add-to-list-then-title", "add to my list {n1}", _adds("n1")),
        T("put-on-list-then-title", "put on my todo list {n1}", _adds("n1")),
        T("list-of-things-to-do", "Would you add {n1} to my list of things to do?", _adds("n1")),
        T("add-colon-one", "please add: {n1}", _adds("n1")),
    ],
    "add-trailing": [
        T("dash-add-to-list", "{n1} - add to my list", _adds("n1")),
        T("for-the-weekend", "add {n1} to my list for the weekend", _adds("n1")),
        T("for-work", "put {n1} on my to-do list for work", _adds("n1")),
    ],
    "complete-more": [
        T("mark-as-done-colon", "mark as done: {a}", _ops(("complete", "a"))),
        T("please-complete", "please complete {a}", _ops(("complete", "a"))),
        T("have-past-full", "I have {a_past}", _ops(("complete", "a"))),
        T("the-task-called", "mark the task called '{a}' as complete", _ops(("complete", "a"))),
    ],
    "delete-more": [
        T("take-off-bare", "can you take {a} off", _ops(("delete", "a"))),
        T("remove-the-task", "remove the task {a}", _ops(("delete", "a"))),
        T("erase-please", "erase '{a}' please", _ops(("delete", "a"))),
        T("item-called", "delete the item called {a}", _ops(("delete", "a"))),
    ],
    "count-list-more": [
        T("how-many-todos", "how many todos?", _none, last_number=_open_count),
        T("count-my-tasks", "count my tasks", _none, last_number=_open_count),
        T("todo-for-today", "What's on my to-do list for today?", _none, says=_open),
        T("open-my-list", "open my list", _none, says=_open),
    ],
    "present-more": [
        T("already-on-there", "is {a} already on there?", _none, says=_yes),
        T("title-on-list-q", "{n1} on my list?", _none, says=_no),
        T("is-there-a", "is there a '{a}' on my to-do list?", _none, says=_yes),
    ],
}
"""A fifth batch: word orders and prepositions of other Englishes, trailing words, terse
questions (written before its run; tuning data). Its first run was 30/69 right, 39 refused, 0
wrong."""


READS = {
    "todo call mum": [("todo_add", {"title": "call mum"})],
    "to do: call mum": [("todo_add", {"title": "call mum"})],
    "add call mum to my to do": [("todo_add", {"title": "call mum"})],
    "add call mum to tomorrow's list": [("todo_add", {"title": "call mum"})],
    "call mum needs to go on my list": [("todo_add", {"title": "call mum"})],
    "can call mum go on my list?": [("todo_add", {"title": "call mum"})],
    "please add call mum to my to-do's": [("todo_add", {"title": "call mum"})],
    "I've got to call mum, put it on the list": [("todo_add", {"title": "call mum"})],
    "add eggs and call mum to my list": [
        ("todo_add", {"title": "eggs"}),
        ("todo_add", {"title": "call mum"}),
    ],
    "delete 3 and add call mum": [("todo_delete", {"id": 3}), ("todo_add", {"title": "call mum"})],
    "tick off 1 and 3, then delete 4": [
        ("todo_complete", {"id": 1}),
        ("todo_complete", {"id": 3}),
        ("todo_delete", {"id": 4}),
    ],
}
"""Wordings met while probing, each read as one plan (tuning data, looked at)."""


async def test_wordings_met_while_probing_are_read() -> None:
    tools = Toolset([calculator_tool, *build_todo_tools()])
    for task, calls in READS.items():
        result = await RulePlanner().plan(PlanRequest(task=task, tools=tools))
        planned = [(s.tool, s.args) for s in result.plan.steps] if result else None
        assert planned == calls, f"{task!r} planned {planned}"
