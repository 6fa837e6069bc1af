"""Probes of everyday to-do requests, wave 2 (issue #15, session todo22), run end to end.

New voices and phrasings beside those of `test_todo21` and `test_todo21_batches`: British and
casual verbs ("pop", "chuck", "bung"), semicolons and "then add", done-reports written after the
title ("X - done", "X ✓"), numbers written "#3" or "no 3", slang deletes ("scratch", "ditch"),
"outstanding"/"pending" list reads and counts, "have I got X on there?", and requests the tools
cannot do (move to tomorrow, email the list, make urgent) which must be refused. Harness as
`test_todo21`: each template drawn three times on a fresh list of five items (item 2 done); a case
is right, refused (list unchanged, run not completed) or wrong.

A quarter of the templates (`_ASIDE`, drawn once with `random.Random(2222)` before any run) were
not looked at while tuning; their figure is reported apart.

First run (before any rule change): tuned templates 87/117 right, 21 refused, 9 wrong; set-aside
templates 30/39 right, 6 refused, 3 wrong. Six tuned "wrong" ones were probe slips, fixed in the
probes to the house's standing decisions: "how many items have I got on my list?" ends on the open
count (as `test_todo21_batches` "items-on-todo" asks; the answer says the done count too), and
"remind me about X at 5pm" adds "X at 5pm" (as "remind me to call mum at 5pm" does). The true wrong
one: "have I got X on there?" asked for a title "X on there" and answered no. The refusals: "I
must remember to X", "don't forget: X", "add X; Y", "put X and Y on my list, both of them", "no 3
can be ticked off", "remind me what's on my list", "what's still to do?".

End: tuned templates 114/117 right, 3 refused ("no 3 can be ticked off": "no" before a number
is also a negation, left refused), 0 wrong. Set-aside templates, run once after tuning (their
first look): 30/39 right, 6 refused ("X ✓", "got X done today"), 3 wrong ("check if X is on my
list" listed the whole list with no yes or no). Two of those classes were then handled ("got X
done", "check if X is on my list"), so they are tuning data now: 36/39; "X ✓" stays refused (the
tick is stripped as an emoji before any reader sees it, in `wrapping.unwrapped`).
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
    Op,
    Outcome,
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

T = Template


def _at_time(v: dict[str, Any]) -> list[Op]:
    """ "remind me about X at 5pm" adds "X at 5pm", as "remind me to call mum at 5pm" does."""
    return [("add", f"{v['a_title']} at {v['h']}pm")]


FAMILIES: dict[str, list[Template]] = {
    "add-casual-verbs": [
        T("pop-on", "could you pop {n1} on my list", _adds("n1")),
        T("chuck-on", "chuck {n1} on the to do list", _adds("n1")),
        T("bung-on", "bung {n1} on my list pls", _adds("n1")),
        T("stick-on-todo", "stick {n1} on my todo list", _adds("n1")),
        T("make-note-to", "make a note to {n1}", _adds("n1")),
    ],
    "add-need-to": [
        T("need-to-add-that", "I need to {n1}, can you add that to my list?", _adds("n1")),
        T("must-remember", "I must remember to {n1}", _adds("n1")),
        T("dont-forget-colon", "don't forget: {n1}", _adds("n1")),
        T("gotta-put-list", "gotta {n1}, put it on my list", _adds("n1")),
        T("remind-tomorrow", "remind me tomorrow to {n1}", _adds("n1")),
    ],
    "add-several-joins": [
        T("semicolon", "add {n1}; {n2}", _adds("n1", "n2")),
        T("then-add", "add {n1}, then add {n2}", _adds("n1", "n2")),
        T("and-also", "add {n1} and also {n2} to my list", _adds("n1", "n2")),
        T("commas-no-and", "add {g1}, {g2}, {g3} to my shopping list", _adds("g1", "g2", "g3")),
        T("both-on-list", "put {n1} and {n2} on my list, both of them", _adds("n1", "n2")),
    ],
    "done-after-title": [
        T("title-dash-done", "{a} - done", _ops(("complete", "a"))),
        T("title-done-tick", "{a} ✓", _ops(("complete", "a"))),
        T("just-finished-ger", "just finished {a_ger}", _ops(("complete", "a"))),
        T("im-done-with", "I'm done with {a}", _ops(("complete", "a"))),
        T("got-done", "got {a} done today", _ops(("complete", "a"))),
        T("title-colon-done", "{a}: done", _ops(("complete", "a"))),
    ],
    "done-by-number": [
        T("hash-done", "#{i} done", _ops(("complete", "i"))),
        T("number-finished", "number {i} is finished", _ops(("complete", "i"))),
        T("item-complete", "item {i} complete", _ops(("complete", "i"))),
        T("i-did-number", "i did number {i}", _ops(("complete", "i"))),
        T("no-n-ticked", "no {i} can be ticked off", _ops(("complete", "i"))),
    ],
    "delete-slang": [
        T("scratch", "scratch {a} off my list", _ops(("delete", "a"))),
        T("ditch-number", "ditch number {i}", _ops(("delete", "i"))),
        T("drop-from", "drop {a} from my list", _ops(("delete", "a"))),
        T("forget-about-it", "forget about {a}, remove it", _ops(("delete", "a"))),
        T("lose-item", "please remove #{i} from the list", _ops(("delete", "i"))),
    ],
    "list-outstanding": [
        T("outstanding", "what's outstanding?", _none, says=_open),
        T("pending", "show pending tasks", _none, says=_open),
        T("what-got-to-do", "what have I got to do?", _none, says=_open),
        T("remind-what", "remind me what's on my list", _none, says=_open),
        T("still-to-do", "what's still to do?", _none, says=_open),
    ],
    "count-more": [
        T(
            "items-have-i-got",
            "how many items have I got on my list?",
            _none,
            last_number=_open_count,
        ),
        T("pending-count", "how many tasks are pending?", _none, last_number=_open_count),
        T("things-left-to-do", "how many things left to do", _none, last_number=_open_count),
        T("ticked-off-count", "how many have I ticked off?", _none, last_number=lambda v: 1),
        T("outstanding-count", "how many outstanding items?", _none, last_number=_open_count),
    ],
    "present-more": [
        T("got-on-there", "have I got {a} on there?", _none, says=_yes),
        T("did-i-put", "did I put {a} on my list?", _none, says=_yes),
        T("is-on-there-absent", "is {n1} on there?", _none, says=_no),
        T("check-if-on", "check if {n1} is on my list", _none, says=_no),
        T("is-there-absent", "is there anything about {n1} on my list?", _none, says=_no),
    ],
    "cannot-do": [
        T("move-tomorrow", "move {a} to tomorrow", _refuse),
        T("email-list", "email my list to {who}", _refuse),
        T("make-urgent", "make {a} urgent", _refuse),
        T("duplicate", "duplicate item {i}", _refuse),
        T("remind-at-time", "remind me about {a} at {h}pm", _at_time),
        T("bare-done", "done", _refuse),
    ],
}
"""Each template is drawn three times with fresh titles, ids and numbers."""

TEMPLATES = [t for family in FAMILIES.values() for t in family]
_ASIDE = frozenset(
    sorted(t.name for t in TEMPLATES)[i]
    for i in random.Random(2222).sample(range(len(TEMPLATES)), len(TEMPLATES) // 4)
)
"""Templates not looked at while tuning (a quarter, drawn once before any run)."""


async def run_families(aside: bool, home: Path, seed: int = 22) -> list[Outcome]:
    rng = random.Random(seed)
    outcomes = []
    for template in TEMPLATES:
        draws = [_draw(rng) for _ in range(3)]
        if (template.name in _ASIDE) != aside:
            continue
        for n, values in enumerate(draws):
            outcomes.append(await _run(template, values, home / f"{template.name}-{n}"))
    return outcomes


def test_the_families_are_broad_and_split_before_tuning() -> None:
    names = [t.name for t in TEMPLATES]
    assert len(names) == len(set(names))
    assert len(FAMILIES) >= 8 and all(len(f) >= 3 for f in FAMILIES.values())
    assert len(_ASIDE) == len(TEMPLATES) // 4


KNOWN_REFUSED = frozenset({"no-n-ticked", "title-done-tick"})
"""Templates still refused: "no 3 can be ticked off" ("no" may deny), "X ✓" (the tick is taken
for an emoji)."""


async def _check(aside: bool, home: Path) -> None:
    outcomes = await run_families(aside=aside, home=home)
    wrong = [o.detail for o in outcomes if o.verdict == "wrong"]
    assert wrong == [], f"{len(wrong)}/{len(outcomes)} wrong:\n" + "\n".join(wrong)
    names = [t.name for t in TEMPLATES if (t.name in _ASIDE) == aside for _ in range(3)]
    refused = [n for n, o in zip(names, outcomes, strict=True) if o.verdict == "refused"]
    assert set(refused) <= KNOWN_REFUSED, refused


async def test_tuned_families(tmp_path: Path) -> None:
    await _check(aside=False, home=tmp_path)


async def test_set_aside_families(tmp_path: Path) -> None:
    await _check(aside=True, home=tmp_path)


NO_CHANGE = [
    "add salt; pepper to the soup",
    "add a tip; round it",
    "add 2; 3",
    "add milk; 2 kg rice; eggs and bread",
    "I got 3 done today",
    "got it done",
    "got two done today",
    "don't forget the milk",
    "check if 2 + 2 is 4",
]
"""Talk near the new readers that must add, complete or delete nothing."""


async def test_talk_near_the_new_readers_changes_nothing() -> None:
    tools = Toolset([calculator_tool, *build_todo_tools()])
    for task in NO_CHANGE:
        result = await RulePlanner().plan(PlanRequest(task=task, tools=tools))
        planned = {s.tool for s in result.plan.steps} if result else set()
        assert planned <= {"todo_list", "calculator"}, f"{task!r} planned {planned}"


async def test_semicolons_and_both_read_each_item() -> None:
    tools = Toolset([calculator_tool, *build_todo_tools()])
    cases = {
        "add call mum; buy milk": ["call mum", "buy milk"],
        "add milk; eggs to my list": ["milk", "eggs"],
        "put milk; eggs on the shopping list": ["milk", "eggs"],
        "put call mum and buy milk on my list, both of them": ["call mum", "buy milk"],
    }
    for task, titles in cases.items():
        result = await RulePlanner().plan(PlanRequest(task=task, tools=tools))
        assert result is not None, task
        got = [(s.tool, s.args) for s in result.plan.steps]
        assert got == [("todo_add", {"title": t}) for t in titles], task
    one = await RulePlanner().plan(
        PlanRequest(task="add milk to my list, both of them", tools=tools)
    )
    assert one is None  # "both" of one item: not understood


async def test_a_title_that_has_been_done_is_completed(tmp_path: Path) -> None:
    """A later spot check (after the probes): "X has been done" reads as "X is done"."""
    from .test_todo_classes import run_on_seeded_list

    seeded = ["buy stamps", "call the vet", "fix the leaky faucet"]
    for n, task in enumerate(["buy stamps has been done", "number 1 has now been completed"]):
        result, got = await run_on_seeded_list(task, seeded, tmp_path / str(n))
        assert result.status == "completed" and got[0] == ("buy stamps", True), task
    result, got = await run_on_seeded_list("it has been done", seeded, tmp_path / "it")
    assert result.status != "completed" and not got[0][1]
