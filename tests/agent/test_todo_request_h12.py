"""A tenth batch of to-do request families (set 12's missed families, in new words).

Written before the rules were changed for them. Families: two to-dos joined by "and" after a
time ("after work I have to A and B, put both on my list"), "add to my list N things: A, B, C",
"X is done now, tick it off", an item's number fronted ("Number 2 on my list I have finished"),
the last item completed, a reason before a deletion ("that's cancelled, so delete X"), "what do I
still have to do?" after a time, a yes/no question with "don't change anything", clearing after a
reason with "every item", and an add followed by a count. Those in `HELD_OUT` (drawn once with
`random.Random(2012)` before any change) were not looked at while tuning.

First run (before any rule change): 3/54 on the tuned templates, 3/15 on the held-out ones, every
miss a refusal or a tool error (no wrong change: "X is done now, tick it off" asked for the title
"X is done", which the tool did not find). All pass after; the held-out ones passed on their first
run after the tuned ones were handled (15/15), and are tuning data now.
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

from .test_todo_request_h9 import T, Template, _none, _ops, run_templates


def _last(v: dict[str, Any]) -> list[tuple[str, Any]]:
    return [("complete", len(v["seeded"]))]


def _open_titles(v: dict[str, Any]) -> list[str]:
    return [t for n, t in enumerate(v["seeded"], 1) if n != 2]


TEMPLATES: list[Template] = [
    # two to-dos joined by "and" after a time or place, then "put both on"
    T(
        "after-shift-need-both",
        "after my shift i need to {n1} and {n2}, put both on my to-do list",
        _ops(("add", "n1"), ("add", "n2")),
    ),
    T(
        "tomorrow-have-to-both",
        "tomorrow I have to {n1} and {n2} - put both on my list",
        _ops(("add", "n1"), ("add", "n2")),
    ),
    T(
        "this-weekend-must-add-both",
        "this weekend i must {n1} and {n2}, add both to my list please",
        _ops(("add", "n1"), ("add", "n2")),
    ),
    # "add to my list N things: A, B, C"
    T(
        "add-to-list-three-things",
        "Please add to my list three things: {n1}, {n2}, {n3}.",
        _ops(("add", "n1"), ("add", "n2"), ("add", "n3")),
    ),
    T(
        "put-on-todo-two-things",
        "Put on my to-do list two things: {n1} and {n2}.",
        _ops(("add", "n1"), ("add", "n2")),
    ),
    # "X is done now, tick it off"
    T("title-done-now-tick", "{a} is done now, tick it off pls", _ops(("complete", "a"))),
    T("title-finished-now-mark", "{a} is finished now, mark it as done", _ops(("complete", "a"))),
    T("title-done-cross-off", "{a} is done, cross it off please", _ops(("complete", "a"))),
    # an item's number fronted
    T(
        "number-fronted-finished",
        "Number {i} on my list I have finished. Please mark it as done.",
        _ops(("complete", "i")),
    ),
    T(
        "item-fronted-done",
        "Item {i} on my to-do list I've done. Tick it off please.",
        _ops(("complete", "i")),
    ),
    # the last item completed
    T(
        "did-last-tick-last",
        "I just did the last item on my to-do list, tick the last one off",
        _last,
    ),
    T("finished-last-thing", "finished the last thing on my list, mark it done", _last),
    # a reason before a deletion
    T(
        "cancelled-so-delete-quoted",
        'That trip is cancelled, so please delete "{a}" from my to-do list.',
        _ops(("delete", "a")),
    ),
    T(
        "called-off-so-remove",
        "The party got called off, so remove {a} from my list.",
        _ops(("delete", "a")),
    ),
    # "what do I still have to do?" after a time
    T(
        "before-work-still-to-do",
        "Before work: what do I still have to do? Show me my list.",
        _none,
        says=_open_titles,
    ),
    T(
        "this-morning-what-left",
        "This morning - what have I still got to do? Show me my to-do list.",
        _none,
        says=_open_titles,
    ),
    # a yes/no question, then "don't change anything"
    T(
        "is-quoted-dont-change",
        "Is '{a}' on my to-do list? Just tell me, don't change anything.",
        _none,
        says=lambda v: ["yes"],
    ),
    T(
        "is-absent-dont-change",
        "Is '{n1}' on my list? Don't change anything, just tell me.",
        _none,
        says=lambda v: ["no"],
    ),
    T(
        "is-unquoted-no-changes",
        "is {a} on my to-do list? just tell me, no changes please",
        _none,
        says=lambda v: ["yes"],
    ),
    # clearing after a reason, "every item"
    T(
        "year-over-delete-every-item",
        "The school year is over. Please delete everything on my to-do list, every item.",
        _ops(("clear", None)),
    ),
    T(
        "moving-clear-whole-every-item",
        "We move house next week. Please clear my whole list, every single item.",
        _ops(("clear", None)),
    ),
    # an add, then a count
    T(
        "add-then-how-many-open",
        "Add {n1} to my to-do list, and then tell me how many items are still open.",
        _ops(("add", "n1")),
        count_last=True,
    ),
    T(
        "put-then-how-many-left",
        "put {n1} on my list and then tell me how many things I have left to do",
        _ops(("add", "n1")),
        count_last=True,
    ),
]
"""Each drawn three times with fresh titles and numbers."""

HELD_OUT = frozenset(
    sorted(t.name for t in TEMPLATES)[i]
    for i in random.Random(2012).sample(range(len(TEMPLATES)), len(TEMPLATES) // 4)
)
"""Templates not looked at while tuning (a quarter, drawn once before any change)."""


async def test_tuned_families(tmp_path: Path) -> None:
    outcomes = await run_templates([t for t in TEMPLATES if t.name not in HELD_OUT], tmp_path, 12)
    wrong = [d for ok, d in outcomes if not ok]
    assert wrong == [], f"{len(wrong)}/{len(outcomes)} wrong:\n" + "\n".join(wrong)


async def test_held_out_families(tmp_path: Path) -> None:
    outcomes = await run_templates([t for t in TEMPLATES if t.name in HELD_OUT], tmp_path, 12)
    wrong = [d for ok, d in outcomes if not ok]
    assert wrong == [], f"{len(wrong)}/{len(outcomes)} wrong:\n" + "\n".join(wrong)


NO_CHANGE = [
    "add oat milk to my list, don't change anything",
    "delete #2. Don't change anything.",
    "Is 'pay rent' on my list? Just tell me, don't change anything. Delete it.",
    "clear my list, no changes please",
    "The report is finished, so I can relax",
    "this morning",
    "after my shift",
    "i need to buy salt and pepper and eggs, add both",
    "clear the done ones, every single one",
]
"""Talk near the new families that must change nothing: a change beside "don't change
anything" contradicts it, a reason with no request, a time alone, "both" with three things."""


async def test_talk_near_the_families_changes_nothing() -> None:
    tools = Toolset([calculator_tool, *build_todo_tools()])
    for task in NO_CHANGE:
        result = await RulePlanner().plan(PlanRequest(task=task, tools=tools))
        planned = {s.tool for s in result.plan.steps} if result else set()
        assert planned <= {"todo_list", "calculator"}, f"{task!r} planned {planned}"


LATE: list[Template] = [
    T(
        "ordinal-done-check-it-off",
        "the {ord_i} item on my list is done, please check it off",
        _ops(("complete", "i")),
    ),
    T(
        "item-finished-cross-off",
        "item {i} on my to-do list is finished, cross it off",
        _ops(("complete", "i")),
    ),
    T("last-done-tick-off", "the last thing on my list is done - tick it off", _last),
]
"""Written after the batch above was handled, for set 11's "the last item on my list is done,
please check it off" (an item by position or number, then "it"): tuning data."""


async def test_late_families(tmp_path: Path) -> None:
    outcomes = await run_templates(LATE, tmp_path, 12)
    wrong = [d for ok, d in outcomes if not ok]
    assert wrong == [], f"{len(wrong)}/{len(outcomes)} wrong:\n" + "\n".join(wrong)
