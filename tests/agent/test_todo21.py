"""Probes of everyday to-do requests by family (issue #15, session todo21), run end to end.

Written before any rule was changed for them: families of phrasings in different voices (terse,
chatty, phone typing, polite), each template drawn three times with seeded titles, ids and
numbers on a fresh list of five items (item 2 done). A case is *right* (the list ends as asked and
the answer says what it must), *refused* (the list unchanged and the run not completed), or
*wrong* (anything else: a wrong change, or an answer that does not say what was asked). Families
whose request the tools cannot do (rename, undo) must be refused.

A quarter of the templates (`_ASIDE`, drawn once with `random.Random(2121)` before any run) were
not looked at while tuning; their figure is reported apart.

First run (before any rule change; two harness slips fixed first: the list holds five items, and
"{a}" shows a title): tuned templates 186/270 right, 63 refused, 21 wrong; set-aside templates
69/90 right, 12 refused, 9 wrong. The tuned wrong ones: "A plus B" and "A as well as B" added as
one title, groceries dictated with no commas joined ("cheese peppers"), "how many tasks have I
completed?" answered with the open count, and "put X back on my list" adding "X back".

End: tuned templates 270/270 right. Set-aside templates, run once at the end (their first look):
84/90 right, 6 refused ("do I still need to X?", "everything on my list is done"), 0 wrong; those
two classes were then handled (90/90), so they are tuning data now. Two set-aside templates
("joined") belonged to the class the brief named ("add bread cheese and bananas"), handled by
class before they were looked at. Later batches (`test_todo21_batches`, written before their runs)
went 105/153, 57/96, 27/57 (3 wrong: "did I add X already?" without a yes or no) and 30/69 on
their first runs; see `KNOWN_REFUSED` for what is still refused. A "shopping list:" heading with
no request adds nothing, as `test_todo_classes` decided (the template says so since).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

from agentschool.agent.planners import PlanRequest
from agentschool.agent.rules import RulePlanner
from agentschool.agent.todo_things import dictated
from agentschool.agent.todo_titles import titles_in
from agentschool.tools import Toolset
from agentschool.tools.calculator import calculator_tool
from agentschool.tools.todo import build_todo_tools

from .test_todo_classes import TITLES, run_on_seeded_list
from .test_todo_requests import _numbers, _values

Op = tuple[str, Any]
Ops = Callable[[dict[str, Any]], list[Op] | None]
"""What a template asks: the changes, in order (("add", title), ("complete", id), ("delete",
id), ("complete_at", index), ("delete_at", index), ("clear", only_done), ("complete_all", None),
("rename", (id, title))),
or None when it must be refused."""

PLURALS = ["eggs", "onions", "bananas", "lemons", "apples", "carrots", "grapes", "peppers"]
SINGULARS = ["bread", "cheese", "milk", "butter", "rice", "pasta", "coffee", "flour", "sugar"]
"""Groceries a person dictates with no commas ("add bread cheese and bananas")."""
PEOPLE = ["mum", "grandma", "the plumber", "Dr Patel", "Sam", "the landlord"]


@dataclass(frozen=True)
class Template:
    """One phrasing: what it changes, what its answer must say, the number it must end with."""

    name: str
    text: str
    ops: Ops
    says: Callable[[dict[str, Any]], list[str]] = lambda v: []
    """Texts the answer must hold (any case)."""
    last_number: Callable[[dict[str, Any]], int] | None = None
    """The answer's last number (a count)."""


T = Template


def _ops(*ops: tuple[str, Any]) -> Ops:
    """Changes whose argument is a value's key (or, if not a key, the argument itself)."""
    return lambda v: [(op, v.get(key, key) if isinstance(key, str) else key) for op, key in ops]


def _none(v: dict[str, Any]) -> list[Op]:
    return []


def _refuse(v: dict[str, Any]) -> None:
    return None


def _open(v: dict[str, Any]) -> list[str]:
    return [t for n, t in enumerate(v["seeded"], 1) if n != 2]


def _open_count(v: dict[str, Any]) -> int:
    return len(v["seeded"]) - 1


def _yes(v: dict[str, Any]) -> list[str]:
    return ["yes"]


def _no(v: dict[str, Any]) -> list[str]:
    return ["no"]


def _renamed(key: str) -> Ops:
    """The item whose id is value `key` gets the title `n1`."""
    return lambda v: [("rename", (v[key], v["n1"]))]


def _adds(*keys: str) -> Ops:
    return _ops(*(("add", k) for k in keys))


FAMILIES: dict[str, list[Template]] = {
    "add-one": [
        T("want-to-add", "I want to add {n1} to my list", _adds("n1")),
        T("please-could-put", "Please could you put {n1} on my to-do list", _adds("n1")),
        T("add-task-bare", "add task {n1}", _adds("n1")),
        T("can-i-add", "Can I add {n1} to my todo list?", _adds("n1")),
        T("add-exclaim", "add {n1} to my list please!", _adds("n1")),
        T("new-item-dash", "new item - {n1}", _adds("n1")),
    ],
    "add-several": [
        T("plus", "add {g1} plus {g2} to my list", _adds("g1", "g2")),
        T("also-after", "add {n1} to my list, also {n2}", _adds("n1", "n2")),
        T("oxford-comma", "put {g1}, {g2}, and {g3} on my list", _adds("g1", "g2", "g3")),
        T("to-list-colon", "Add to my list: {n1}, {n2} and {n3}", _adds("n1", "n2", "n3")),
        T("as-well-as", "add {g1} as well as {g2} to my shopping list", _adds("g1", "g2")),
        T("ampersand-verbs", "add {n1} & {n2} to my todos", _adds("n1", "n2")),
    ],
    "add-lines": [
        T("add-colon-lines", "add:\n{n1}\n{n2}", _adds("n1", "n2")),
        T("todo-no-colon", "todo\n- {n1}\n- {n2}", _adds("n1", "n2")),
        T(
            "put-these-no-colon",
            "Put these on my list\n- {n1}\n- {n2}\n- {n3}",
            _adds("n1", "n2", "n3"),
        ),
        T("shopping-colon", "shopping list:\n{g1}\n{g2}\n{g3}", _refuse),  # a heading asks nothing
        T("lines-then-add", "{n1}\n{n2}\nadd these to my list", _adds("n1", "n2")),
        T("bullets-add-to-list", "add to list\n• {n1}\n• {n2}", _adds("n1", "n2")),
    ],
    "add-with-numbers": [
        T("call-at-time", "add call {who} at {h} to my list", _adds("call_at")),
        T("remind-call-pm", "remind me to call {who} at {h}pm", _adds("call_pm")),
        T("buy-kg-rice", "put buy {q} kg rice on my list", _adds("kg_rice")),
        T(
            "eggs-lemons",
            "add {q} eggs and {q2} lemons to my shopping list",
            _adds("q_eggs", "q2_lemons"),
        ),
        T("book-table-for", "todo: book a table for {q}", _adds("table_for")),
        T("quoted-pay", "add 'pay {who} £{m}' to my todos", _adds("pay_who")),
    ],
    "remind-me": [
        T("remind-plain", "remind me to {n1}", _adds("n1")),
        T("can-remind-pls", "can you remind me to {n1} pls", _adds("n1")),
        T("dont-let-forget", "Don't let me forget to {n1}!", _adds("n1")),
        T("remind-two-to", "remind me to {n1} and to {n2}", _adds("n1", "n2")),
        T("remind-i-need", "Remind me I need to {n1}", _adds("n1")),
        T("remind-later", "please remind me later to {n1}", _adds("n1")),
    ],
    "quoted": [
        T("double-quoted", 'add "{n1}" to my list', _adds("n1")),
        T("curly-quoted", "add “{n1}” to the to-do list", _adds("n1")),
        T("new-task-quoted", 'new task "{n1}"', _adds("n1")),
        T("two-quoted-put", "put '{n1}' and '{n2}' on my list", _adds("n1", "n2")),
        T("the-task-quoted", "add the task '{n1}'", _adds("n1")),
        T("todo-called", 'create a to-do called "{n1}"', _adds("n1")),
    ],
    "complete-title": [
        T("mark-as-done-please", "mark {a} as done please", _ops(("complete", "a"))),
        T("can-check-off", "can you check off {a}?", _ops(("complete", "a"))),
        T("cross-off-my-list", "cross {a} off my list", _ops(("complete", "a"))),
        T("completed-colon", "Completed: {a}", _ops(("complete", "a"))),
        T("ive-done", "I've done {a}", _ops(("complete", "a"))),
        T("set-to-done", "set {a} to done", _ops(("complete", "a"))),
        T("ive-completed", "i've completed {a}", _ops(("complete", "a"))),
    ],
    "complete-number": [
        T("mark-n-done", "mark {i} as done", _ops(("complete", "i"))),
        T("n-is-done", "{i} is done", _ops(("complete", "i"))),
        T("done-with-number", "done with number {i}", _ops(("complete", "i"))),
        T("complete-todo-hash", "complete todo #{i}", _ops(("complete", "i"))),
        T("tick-n-off", "can you tick {i} off?", _ops(("complete", "i"))),
        T("finished-task-n", "finished task {i}", _ops(("complete", "i"))),
    ],
    "position": [
        T("tick-off-ordinal-one", "tick off the {ord_i} one", _ops(("complete", "i"))),
        T("top-one-done", "the top one is done", _ops(("complete", 1))),
        T(
            "finished-ordinal-thing",
            "I finished the {ord_i} thing on the list",
            _ops(("complete", "i")),
        ),
        T("complete-last", "Complete the last one", _ops(("complete_at", -1))),
        T("remove-ordinal-one", "remove the {ord_i} one", _ops(("delete", "i"))),
        T("delete-top-item", "delete the top item", _ops(("delete", 1))),
        T("last-task-gone", "get rid of the last task", _ops(("delete_at", -1))),
    ],
    "delete": [
        T("remove-item-n", "remove item {i}", _ops(("delete", "i"))),
        T("delete-no-n", "delete no. {i} please", _ops(("delete", "i"))),
        T("rid-quoted", "can you get rid of '{a}'", _ops(("delete", "a"))),
        T("title-dash-remove", "{a} - remove it from my list", _ops(("delete", "a"))),
        T("delete-title-bare", "delete {a}", _ops(("delete", "a"))),
        T("take-off-todo", "take {a} off my to-do list", _ops(("delete", "a"))),
    ],
    "rename": [  # refused until todo_rename (session 7); "change A to B" with no list named
        # is read since helper gb only as a rename of the item titled exactly A (else nothing)
        T("change-to", "change {a} to {n1}", _renamed("a")),
        T("rename-item", "rename item {i} to {n1}", _renamed("i")),
        T("edit-ordinal-say", "edit the {ord_i} one to say {n1}", _renamed("i")),
        T("change-quoted-list", "can you change '{a}' to '{n1}' on my list", _renamed("a")),
        T("update-task-colon", "update task {i}: {n1}", _refuse),
        T("replace-with", "replace {a} with {n1} on my list", _ops(("delete", "a"), ("add", "n1"))),
    ],
    "list": [
        T("whats-on", "what's on my list?", _none, says=_open),
        T("show-todos", "show my todos", _none, says=_open),
        T("anything-left", "anything left?", _none, says=_open),
        T("what-do-today", "what do I have to do today?", _none, says=_open),
        T("list-tasks-please", "list my tasks please", _none, says=_open),
        T("read-me", "read me my list", _none, says=_open),
        T("can-i-see", "can I see my to-do list", _none, says=_open),
        T("whats-left-todo", "whats left on my to do list", _none, says=_open),
    ],
    "count": [
        T(
            "still-have-to-do",
            "how many things do I still have to do?",
            _none,
            last_number=_open_count,
        ),
        T("left-on-list", "How many tasks are left on my list?", _none, last_number=_open_count),
        T("todos-left-terse", "how many todos left", _none, last_number=_open_count),
        T("finished-so-far", "how many have I finished so far?", _none, last_number=lambda v: 1),
        T("tasks-completed", "how many tasks have I completed?", _none, last_number=lambda v: 1),
        T(
            "still-open",
            "how many things are still open on my to-do list?",
            _none,
            last_number=_open_count,
        ),
    ],
    "present": [
        T("is-on-present", "is {a} on my list?", _none, says=_yes),
        T("is-on-absent", "Is {n1} on my to-do list?", _none, says=_no),
        T("already-add-present", "did I already add {a}?", _none, says=_yes),
        T("have-put-yet-absent", "have I put {n1} on the list yet?", _none, says=_no),
        T("still-on-quoted", "is '{a}' still on my list?", _none, says=_yes),
        T("dash-is-that-on", "{n1} - is that on my list?", _none, says=_no),
        T("still-need-to", "do I still need to {a}?", _none, says=_yes),
    ],
    "clear": [
        T("clear-done-ones", "clear the done ones", _ops(("clear", True))),
        T("remove-completed-tasks", "remove all completed tasks", _ops(("clear", True))),
        T("delete-finished-from", "delete finished items from my list", _ops(("clear", True))),
        T("clear-completed-terse", "clear completed", _ops(("clear", True))),
        T("delete-all-tasks", "delete all my tasks", _ops(("clear", False))),
        T("rid-ticked-ones", "get rid of the ticked off ones", _ops(("clear", True))),
        T("clear-bare", "clear", _refuse),
        T("can-i-clear", "should I clear my list?", _refuse),
    ],
    "complete-all": [
        T("mark-everything-done", "mark everything done", _ops(("complete_all", None))),
        T(
            "done-it-all-tick",
            "I've done it all, tick everything off",
            _ops(("complete_all", None)),
        ),
        T("mark-all-as-done", "mark all as done", _ops(("complete_all", None))),
        T("complete-all-tasks", "complete all my tasks", _ops(("complete_all", None))),
        T("everything-is-done", "everything on my list is done", _ops(("complete_all", None))),
        T("check-off-all-items", "check off all items", _ops(("complete_all", None))),
    ],
    "undo": [
        T("undo-that", "undo that", _refuse),
        T("mark-not-done", "mark {b} as not done", _refuse),
        T("uncheck", "uncheck {b}", _refuse),
        T("reopen-task", "reopen task 2", _refuse),
        T("put-back", "put {b} back on my list", _refuse),
        T("didnt-finish-untick", "I didn't actually finish {b}, untick it", _refuse),
        T("restore-deleted", "restore the last thing I deleted", _refuse),
    ],
    "joined": [
        T(
            "bread-cheese-bananas",
            "add {s1} {s2} and {w1} to my list",
            _adds("s1", "s2", "w1"),
        ),
        T(
            "put-s-w-s",
            "put {s1} {w1} and {s2} on the shopping list",
            _adds("s1", "w1", "s2"),
        ),
        T(
            "need-four-stick",
            "we need {s1} {s2} {s3} and {w1}, add them to my list",
            _adds("s1", "s2", "s3", "w1"),
        ),
        T(
            "need-w-s-s",
            "i need {w1} {s1} and {s2}, stick them on my list",
            _adds("w1", "s1", "s2"),
        ),
        T("add-s-s-bare", "add {s1} and {s2} and {s3} to my list", _adds("s1", "s2", "s3")),
    ],
    "combined": [
        T("tick-and-add", "tick off {a} and add {n1}", _ops(("complete", "a"), ("add", "n1"))),
        T("remove-and-show", "remove item {i} and show me my list", _ops(("delete", "i"))),
        T(
            "add-then-count",
            "add {n1} then tell me how many things I have to do",
            _adds("n1"),
            last_number=lambda v: _open_count(v) + 1,
        ),
        T(
            "done-whats-left",
            "done with {a_ger}. what's left?",
            _ops(("complete", "a")),
            says=lambda v: [t for n, t in enumerate(v["seeded"], 1) if n not in (2, v["a"])],
        ),
        T(
            "delete-and-add",
            "delete {a} and put {n1} on my list instead",
            _ops(("delete", "a"), ("add", "n1")),
        ),
    ],
}
"""Each template is drawn three times with fresh titles, ids and numbers."""

TEMPLATES = [t for family in FAMILIES.values() for t in family]
_ASIDE = frozenset(
    sorted(t.name for t in TEMPLATES)[i]
    for i in random.Random(2121).sample(range(len(TEMPLATES)), len(TEMPLATES) // 4)
)
"""Templates not looked at while tuning (a quarter, drawn once before any run)."""


def _draw(rng: random.Random) -> dict[str, Any]:
    values = _values(rng)
    seeded = values["seeded"]
    fresh = [t[0] for t in TITLES if t[0] not in seeded and t[0] != values["n1"]]
    n2, n3 = rng.sample(fresh, 2)
    who, h, q, q2, m = (
        rng.choice(PEOPLE),
        rng.randint(2, 9),
        rng.randint(2, 9),
        rng.randint(2, 12),
        rng.randint(5, 80),
    )
    values |= {
        "n2": n2,
        "n3": n3,
        "b": seeded[1],
        "who": who,
        "h": h,
        "q": q,
        "q2": q2,
        "m": m,
        "call_at": f"call {who} at {h}",
        "call_pm": f"call {who} at {h}pm",
        "kg_rice": f"buy {q} kg rice",
        "q_eggs": f"{q} eggs",
        "q2_lemons": f"{q2} lemons",
        "table_for": f"book a table for {q}",
        "pay_who": f"pay {who} £{m}",
    }
    values |= {f"s{n}": s for n, s in enumerate(rng.sample(SINGULARS, 3), 1)}
    values |= {f"w{n}": w for n, w in enumerate(rng.sample(PLURALS, 2), 1)}
    return values


def _expected(ops: list[Op], seeded: list[str]) -> list[tuple[str, bool]]:
    items = [[t, n == 2, n] for n, t in enumerate(seeded, 1)]
    for op, arg in ops:
        if op == "add":
            items.append([arg, False, 0])
        elif op == "clear":
            items = [i for i in items if arg and not i[1]]
        elif op == "complete_all":
            for item in items:
                item[1] = True
        elif op == "rename":
            for item in items:
                item[0] = arg[1] if item[2] == arg[0] else item[0]
        else:
            index = arg if op.endswith("_at") else [i[2] for i in items].index(arg)
            if op.startswith("complete"):
                items[index][1] = True
            else:
                del items[index]
    return [(str(t).lower(), bool(done)) for t, done, _ in items]


@dataclass(frozen=True)
class Outcome:
    """How one case went: "right", "refused" or "wrong", and what happened."""

    verdict: str
    detail: str


async def _run(template: Template, values: dict[str, Any], home: Path) -> Outcome:
    shown = {k: values.get(f"{k}_title", v) for k, v in values.items()}  # "{a}": its title
    task = template.text.format(**shown)
    result, got = await run_on_seeded_list(task, values["seeded"], home)
    got = [(t.lower(), d) for t, d in got]
    before = _expected([], values["seeded"])
    output = str(result.output)
    detail = f"{task!r}: {result.status} {[(s.tool, s.args) for s in result.steps]} -> {output!r}"
    ops = template.ops(values)
    refused = got == before and result.status != "completed"
    if ops is None:
        return Outcome("right" if refused else "wrong", detail)
    if refused:
        return Outcome("refused", detail)
    right = got == _expected(ops, values["seeded"]) and result.status == "completed"
    right = right and all(s.lower() in output.lower() for s in template.says(values))
    if right and template.last_number is not None:
        found = _numbers(output)
        right = bool(found) and found[-1] == Fraction(template.last_number(values))
    return Outcome("right" if right else "wrong", f"{detail}; got {got}")


async def run_families(aside: bool, home: Path, seed: int = 21) -> list[Outcome]:
    """Each tuned (or set-aside) template drawn three times, each on a fresh list."""
    rng = random.Random(seed)
    outcomes = []
    for template in TEMPLATES:
        draws = [_draw(rng) for _ in range(3)]  # drawn for every template: the seeds stay put
        if (template.name in _ASIDE) != aside:
            continue
        for n, values in enumerate(draws):
            outcomes.append(await _run(template, values, home / f"{template.name}-{n}"))
    return outcomes


def test_the_families_are_broad_and_split_before_tuning() -> None:
    names = [t.name for t in TEMPLATES]
    assert len(names) == len(set(names))
    assert len(FAMILIES) >= 12 and all(len(f) >= 3 for f in FAMILIES.values())
    assert len(_ASIDE) == len(TEMPLATES) // 4


async def test_set_aside_families(tmp_path: Path) -> None:
    outcomes = await run_families(aside=True, home=tmp_path)
    missed = [o.detail for o in outcomes if o.verdict != "right"]
    assert missed == [], f"{len(missed)}/{len(outcomes)} missed:\n" + "\n".join(missed)


async def test_tuned_families(tmp_path: Path) -> None:
    outcomes = await run_families(aside=False, home=tmp_path)
    wrong = [o.detail for o in outcomes if o.verdict == "wrong"]
    refused = [o.detail for o in outcomes if o.verdict == "refused"]
    assert wrong == [], f"{len(wrong)}/{len(outcomes)} wrong:\n" + "\n".join(wrong)
    assert refused == [], f"{len(refused)}/{len(outcomes)} refused:\n" + "\n".join(refused)


NO_CHANGE = [
    "add a tip",
    "add salt to the soup",
    "add them up",
    "add five and three",
    "what's 80 and add a tip",
    "add milk to my list, also what's 2+2",
    "put buy stamps back on my list",
    "delete that",
    "shopping list:\nmilk\neggs",
    "how many left?",
    "no need to add milk",
    "add milk to my list, also I need to go",
    "add me",
    "can I add things to my list?",
    "can you add stuff to my list?",
    "can you delete items?",
    "did you add milk?",
    "I wish I could clear my list",
    "add something",
    "what happens if I clear my list?",
    "should I add milk to my list?",
]
"""Talk near the new families that must add, complete or delete nothing (questions about what
the list can do, wishes; "can you add things", "did you add milk?" and "I wish I could clear my
list" planned a change before)."""


async def test_talk_near_the_families_changes_nothing() -> None:
    tools = Toolset([calculator_tool, *build_todo_tools()])
    for task in NO_CHANGE:
        result = await RulePlanner().plan(PlanRequest(task=task, tools=tools))
        planned = {s.tool for s in result.plan.steps} if result else set()
        assert planned <= {"todo_list", "calculator"}, f"{task!r} planned {planned}"


def test_things_said_in_a_row_are_never_joined() -> None:
    assert dictated("bread cheese") == ["bread", "cheese"]
    assert dictated("eggs oat milk") == ["eggs", "oat milk"]
    assert dictated("onions coffee") == ["onions", "coffee"]
    assert dictated("cream cheese") == ["cream cheese"]  # one thing
    assert dictated("tea lights") == ["tea lights"]
    assert dictated("games console") == ["games console"]
    assert dictated("buy bread cheese") == ["buy bread cheese"]  # a to-do, not things

    assert titles_in("milk and eggs and bread") == ["milk", "eggs", "bread"]
    assert titles_in("salt and pepper and eggs") == ["salt and pepper", "eggs"]
    assert titles_in("bread cheese and bananas") == ["bread", "cheese", "bananas"]
    assert titles_in("a gift for Anna and Tom") == ["a gift for Anna and Tom"]
    assert titles_in("eggs and call mum") == ["eggs", "call mum"]  # a thing, then a to-do
    assert titles_in("buy milk and eggs") == ["buy milk and eggs"]  # "buy" takes both


async def test_an_add_beside_a_list_read_splits_its_things() -> None:
    tools = Toolset([calculator_tool, *build_todo_tools()])
    task = "add milk and eggs, then show me my list"  # "milk and eggs" was one title
    result = await RulePlanner().plan(PlanRequest(task=task, tools=tools))
    assert result is not None
    assert [(s.tool, s.args) for s in result.plan.steps] == [
        ("todo_add", {"title": "milk"}),
        ("todo_add", {"title": "eggs"}),
        ("todo_list", {}),
    ]
