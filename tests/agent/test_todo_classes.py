"""To-do request classes from issue 15's blind misses, as templates run end to end on a real list.

Each template is one phrasing of a class (a completion or deletion lexicon, id references,
positions, clearing, add verbs, several items); titles come from a word list written for this
file, so a template is not one sentence. A case seeds a fresh list, runs the rule planner's agent
on the task and compares the list afterwards with what the template means (a small reference
model below). Tasks that ask for no change must leave the list as it was.

The templates were written before the rules were changed for them. A quarter of them (by name,
drawn once with `random.Random(1515)` before any code change; see `HELD_OUT`) were never looked
at while tuning: their pass count is reported separately (`test_held_out_classes`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from agentschool.agent import RunResult
from agentschool.agent.planners import PlanRequest
from agentschool.agent.rules import RulePlanner
from agentschool.tools import Toolset
from agentschool.tools.calculator import calculator_tool
from agentschool.tools.todo import build_todo_tools

from .conftest import run_on_list

TITLES: list[tuple[str, str, str]] = [
    # (as listed, as a gerund, in the past)
    ("oil the door hinge", "oiling the door hinge", "oiled the door hinge"),
    ("buy stamps", "buying stamps", "bought stamps"),
    ("renew the car registration", "renewing the car registration", "renewed the car registration"),
    ("call the vet", "calling the vet", "called the vet"),
    ("sort the recycling", "sorting the recycling", "sorted the recycling"),
    ("refill the prescription", "refilling the prescription", "refilled the prescription"),
    ("fix the leaky faucet", "fixing the leaky faucet", "fixed the leaky faucet"),
    ("clean the gutters", "cleaning the gutters", "cleaned the gutters"),
    ("defrost the freezer", "defrosting the freezer", "defrosted the freezer"),
    ("mow the back lawn", "mowing the back lawn", "mowed the back lawn"),
    ("return the rental skis", "returning the rental skis", "returned the rental skis"),
    ("polish my boots", "polishing my boots", "polished my boots"),
    (
        "replace the smoke alarm battery",
        "replacing the smoke alarm battery",
        "replaced the smoke alarm battery",
    ),
    ("hang the new curtains", "hanging the new curtains", "hung the new curtains"),
    ("shred old bank statements", "shredding old bank statements", "shredded old bank statements"),
    ("book the car service", "booking the car service", "booked the car service"),
    ("plan the quiz night", "planning the quiz night", "planned the quiz night"),
    ("tune the guitar", "tuning the guitar", "tuned the guitar"),
    ("vacuum the stairs", "vacuuming the stairs", "vacuumed the stairs"),
    ("water the ferns", "watering the ferns", "watered the ferns"),
    (
        "wrap the birthday presents",
        "wrapping the birthday presents",
        "wrapped the birthday presents",
    ),
    ("scrub the bathtub", "scrubbing the bathtub", "scrubbed the bathtub"),
    ("descale the kettle", "descaling the kettle", "descaled the kettle"),
    ("pay the window cleaner", "paying the window cleaner", "paid the window cleaner"),
]
"""To-do titles: three forms each, so a task can name an item the way people do."""

ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth"]
SEEDED = 6
"""A case's list holds six items (ids 1-6); item 2 is already done."""

Op = tuple[str, Any]
"""A change the task asks for: ("complete", id), ("delete", id), ("complete_at", -1) (a position
from the end), ("delete_at", -1), ("add", title), ("clear", only_done)."""


@dataclass(frozen=True)
class Template:
    """One phrasing of a class and what it asks for."""

    name: str
    text: str
    ops: Callable[[dict[str, Any]], list[Op]]


def _complete(*keys: str) -> Callable[[dict[str, Any]], list[Op]]:
    return lambda v: [("complete", v[k]) for k in keys]


def _delete(*keys: str) -> Callable[[dict[str, Any]], list[Op]]:
    return lambda v: [("delete", v[k]) for k in keys]


def _add(*keys: str) -> Callable[[dict[str, Any]], list[Op]]:
    return lambda v: [("add", v[k]) for k in keys]


def _none(v: dict[str, Any]) -> list[Op]:
    return []


T = Template
TEMPLATES: list[Template] = [
    # completing by title: a completion lexicon, inflected titles, several titles, reasons after
    T("done-with-gerund", "I'm done with {a_ger}.", _complete("a")),
    T("finished-gerund", "finished {a_ger} this morning", _complete("a")),
    T(
        "took-care-two",
        "I took care of '{a}' and '{b}' today, so those are finished.",
        _complete("a", "b"),
    ),
    T("took-care-gerund", "took care of {a_ger}", _complete("a")),
    T("handled-quoted", "I've handled '{a}'", _complete("a")),
    T("dealt-with", "I dealt with {a_ger} yesterday, mark it done", _complete("a")),
    T("sorted-out", "sorted out '{a}' - tick it off", _complete("a")),
    T("knocked-out-two", "knocked out {a} and {b} this afternoon", _complete("a", "b")),
    T("wrapped-up", "just wrapped up {a_ger}", _complete("a")),
    T("got-done", "I got '{a}' done!", _complete("a")),
    T("past-tick-it", "{a_past}, you can tick that off", _complete("a")),
    T("past-cross-it", "just {a_past} - cross it off my list", _complete("a")),
    T("check-off-the", "check off the {a_noun}", _complete("a")),
    T("is-finished-title", "{a} is finished now", _complete("a")),
    T("all-done-two", "'{a}' and '{b}' are all done", _complete("a", "b")),
    T("mark-complete-gerund", "mark {a_ger} as complete", _complete("a")),
    T("tick-off-two-quoted", 'tick off "{a}" and "{b}" please', _complete("a", "b")),
    T("completed-past-list", "I completed '{a}', '{b}' and '{c}'", _complete("a", "b", "c")),
    # completing by id: every form of an id, plural nouns
    T("numbers-are-done", "Numbers {i} and {j} are done.", _complete("i", "j")),
    T("items-finished", "items {i} and {j} are finished", _complete("i", "j")),
    T("hash-is-done", "#{i} is done", _complete("i")),
    T("tasks-three-complete", "tasks {i}, {j} and {k} are complete", _complete("i", "j", "k")),
    T("mark-number-complete", "mark number {i} as complete", _complete("i")),
    T("ordinal-one-done", "the {ord_i} one is done", _complete("i")),
    T("finished-ordinal-task", "I finished the {ord_i} task", _complete("i")),
    T("done-with-hashes", "done with #{i} and #{j}", _complete("i", "j")),
    T("took-care-number", "took care of number {i}", _complete("i")),
    T("nos-done", "no. {i} and no. {j} are finished", _complete("i", "j")),
    T("check-off-items", "check off items {i} & {j}", _complete("i", "j")),
    # completing by position
    T("mark-last-done", "Mark the last item as done.", lambda v: [("complete_at", -1)]),
    T("last-one-done", "the last one on my list is done", lambda v: [("complete_at", -1)]),
    T(
        "finished-second-last",
        "I finished the second-to-last task",
        lambda v: [("complete_at", -2)],
    ),
    # deleting: a deletion lexicon, pronouns, reasons after a comma
    T("forget-take-off", "Forget about {a_ger}, take it off my list.", _delete("a")),
    T("strike-hash", "strike #{i} from the list, it's not happening", _delete("i")),
    T("scratch-from", "scratch '{a}' from my list", _delete("a")),
    T("cancel-quoted", "cancel '{a}', I changed my mind", _delete("a")),
    T("nix-gerund", "nix {a_ger} from my to-do list", _delete("a")),
    T("ditch-quoted", "ditch '{a}'", _delete("a")),
    T("bin-ordinal", "bin the {ord_i} item", _delete("i")),
    T("cross-out", "cross out {a} on my list", _delete("a")),
    T("never-mind-delete", "never mind about {a_ger}, delete it", _delete("a")),
    T("not-needed-remove", "'{a}' isn't needed anymore, remove it", _delete("a")),
    T("ditch-numbers", "ditch numbers {i} and {j}", _delete("i", "j")),
    T("forget-quoted-reason", "forget '{a}', it's not happening", _delete("a")),
    T("delete-the-noun", "delete the {a_noun} from my list", _delete("a")),
    T("remove-two-titles", "remove {a} and {b} from my list", _delete("a", "b")),
    T("cancel-task-number", "cancel task {i}", _delete("i")),
    T("strike-gerund", "strike {a_ger} off the list", _delete("a")),
    # deleting by position
    T("drop-last", "Drop the last item on my list.", lambda v: [("delete_at", -1)]),
    T(
        "delete-last-two",
        "delete the last two items",
        lambda v: [("delete_at", -1), ("delete_at", -1)],
    ),
    T("remove-second-last", "get rid of the second-to-last one", lambda v: [("delete_at", -2)]),
    T("scratch-last", "scratch the last thing on the list", lambda v: [("delete_at", -1)]),
    # clearing
    T("start-over", "Start my to-do list over from scratch.", lambda v: [("clear", False)]),
    T("reset-list", "reset my list", lambda v: [("clear", False)]),
    T("wipe-everything-off", "wipe everything off my list", lambda v: [("clear", False)]),
    T("empty-out-task-list", "empty out the task list", lambda v: [("clear", False)]),
    T("fresh-list", "give me a fresh, empty to-do list", lambda v: [("clear", False)]),
    T("remove-done-ones", "remove all the done ones", lambda v: [("clear", True)]),
    T("clear-finished-tasks", "clear out the finished tasks", lambda v: [("clear", True)]),
    T("rid-already-done", "get rid of everything I've already done", lambda v: [("clear", True)]),
    T("throw-away-list", "throw away my whole list", lambda v: [("clear", False)]),
    T(
        "delete-completed-items",
        "delete the completed items from my list",
        lambda v: [("clear", True)],
    ),
    # adding: an add-verb lexicon, chit-chat around it
    T("stick-on", "hey! stick {n1} on the list for me, thanks", _add("n1")),
    T("pop-on", "pop {n1} on my list", _add("n1")),
    T("throw-on", "throw {n1} on the to-do list", _add("n1")),
    T("chuck-quoted", "chuck '{n1}' on my list please", _add("n1")),
    T("jot-down-list", "jot down {n1} on my list", _add("n1")),
    T("note-on-list", "note {n1} on my todo list", _add("n1")),
    T("write-on-list", "could you write {n1} on my list?", _add("n1")),
    T("include-in-tasks", "include {n1} in my tasks", _add("n1")),
    T("get-on-list", "get {n1} on the list", _add("n1")),
    T("put-down-on", "can you put {n1} down on my list", _add("n1")),
    T("slap-onto", "slap {n1} onto my to-do list", _add("n1")),
    T("hi-add-thanks", "hi there, please add {n1} to my list, cheers", _add("n1")),
    T("toss-two", "toss {n1} and {n2} onto my list", _add("n1", "n2")),
    T("stick-quoted-thanks", "oh and stick '{n1}' on there too, thanks!", _add("n1")),
    # several items: semicolons, quotes, bullets, numbered lines, "N items:"
    T("add-these-semicolons", "add these: {n1}; {n2}; {n3}", _add("n1", "n2", "n3")),
    T("create-two-quoted", 'Please create two to-do items: "{n1}" and "{n2}".', _add("n1", "n2")),
    T(
        "bullets-add-all",
        "Things to do this weekend:\n- {n1}\n- {n2}\nAdd them all.",
        _add("n1", "n2"),
    ),
    T(
        "numbered-put-these",
        "my list for tomorrow:\n1. {n1}\n2. {n2}\n3. {n3}\nput these on my list",
        _add("n1", "n2", "n3"),
    ),
    T("add-n-items-commas", "add 3 items: {n1}, {n2}, {n3}", _add("n1", "n2", "n3")),
    T("new-tasks-semicolons", "new tasks: {n1}; {n2}", _add("n1", "n2")),
    T("todo-stars", "to-do:\n* {n1}\n* {n2}", _add("n1", "n2")),
    T(
        "following-dash",
        "please add the following to my list - {n1}, {n2} and {n3}",
        _add("n1", "n2", "n3"),
    ),
    T("add-to-list-bullets", "add to my todo list:\n- {n1}\n- {n2}", _add("n1", "n2")),
    T("stick-these-and", "stick these on my list: {n1} and {n2}", _add("n1", "n2")),
    T("quoted-three-add", 'add "{n1}", "{n2}" and "{n3}"', _add("n1", "n2", "n3")),
    T(
        "bullets-then-add",
        "- {n1}\n- {n2}\n- {n3}\nplease add those to my tasks",
        _add("n1", "n2", "n3"),
    ),
    T("two-items-semicolon", "two new items for my list: {n1}; {n2}", _add("n1", "n2")),
    T("put-on-list-lines", "Put these on my list:\n{n1}\n{n2}", _add("n1", "n2")),
    # asking for no change: reading, chit-chat, negations, mere mentions
    T("last-item-question", "what's the last item on my list?", _none),
    T("did-i-take-care", "did I take care of {a_ger}?", _none),
    T("is-hash-done", "is #{i} done?", _none),
    T("forget-it", "forget it", _none),
    T("never-mind", "never mind", _none),
    T("throw-a-party", "throw a party", _none),
    T("handled-it", "I handled it", _none),
    T("start-over-bare", "let's start over from scratch", _none),
    T("dont-add", "don't add {n1} to my list", _none),
    T("should-i", "should I {n1}?", _none),
    T("done-with-chat", "I'm done with this conversation", _none),
    T("thanks-bye", "thanks, that's all for now", _none),
]
"""The class templates; each is drawn three times with fresh titles and ids."""

HELD_OUT = frozenset(
    {
        "check-off-items",
        "ditch-quoted",
        "drop-last",
        "following-dash",
        "forget-it",
        "forget-take-off",
        "fresh-list",
        "got-done",
        "hi-add-thanks",
        "is-finished-title",
        "never-mind-delete",
        "not-needed-remove",
        "note-on-list",
        "numbered-put-these",
        "numbers-are-done",
        "pop-on",
        "remove-done-ones",
        "remove-two-titles",
        "scratch-last",
        "strike-gerund",
        "throw-a-party",
        "throw-away-list",
        "throw-on",
        "todo-stars",
        "took-care-gerund",
        "wipe-everything-off",
    }
)
"""Templates never looked at while tuning (a quarter, drawn once with `random.Random(1515)`)."""


def _values(rng: random.Random) -> dict[str, Any]:
    """Titles for the seeded list, which of them a task names, and new titles to add."""
    picked = rng.sample(TITLES, SEEDED + 3)
    seeded, new = picked[:SEEDED], picked[SEEDED:]
    open_ids = [1, *range(3, SEEDED + 1)]  # item 2 is done
    i, j, k = sorted(rng.sample(open_ids, 3))
    a, b, c = rng.sample(open_ids, 3)
    values: dict[str, Any] = {"seeded": [t[0] for t in seeded], "i": i, "j": j, "k": k}
    values |= {"ord_i": ORDINALS[i - 1], "a": a, "b": b, "c": c}
    for key, item in (("a", a), ("b", b), ("c", c)):
        base, gerund, past = seeded[item - 1]
        values |= {f"{key}_title": base, f"{key}_ger": gerund, f"{key}_past": past}
        values[f"{key}_noun"] = base.split(" ", 1)[1].removeprefix("the ").removeprefix("my ")
    for n, item in enumerate(new, 1):
        values[f"n{n}"] = item[0]
    return values


def _text(template: Template, values: dict[str, Any]) -> str:
    shown = {k: values.get(f"{k}_title", v) for k, v in values.items()}
    return template.text.format(**shown)


def _expected(template: Template, values: dict[str, Any]) -> list[tuple[str, bool]]:
    """The list (title, done) after the task, by the reference model."""
    items = [{"id": n, "title": t, "done": n == 2} for n, t in enumerate(values["seeded"], 1)]
    for op, arg in template.ops(values):
        if op == "add":
            items.append({"id": len(items) + 100, "title": arg, "done": False})
        elif op == "clear":
            items = [i for i in items if arg and not i["done"]]
        else:
            index = [i["id"] for i in items].index(arg) if op in ("complete", "delete") else arg
            if op.startswith("complete"):
                items[index]["done"] = True
            else:
                del items[index]
    return [(i["title"], i["done"]) for i in items]


@dataclass(frozen=True)
class Outcome:
    """How one case went."""

    task: str
    right: bool
    detail: str


async def run_on_seeded_list(
    task: str, seeded: list[str], home: Path
) -> tuple[RunResult, list[tuple[str, bool]]]:
    """The rule planner's run of `task` on a fresh list of `seeded` (item 2 done), and the list
    (title, done) after it."""
    return await run_on_list(task, seeded, home, done_ids=(2,))


async def _run(template: Template, values: dict[str, Any], home: Path) -> Outcome:
    task = _text(template, values)
    result, got = await run_on_seeded_list(task, values["seeded"], home)
    expected = _expected(template, values)
    changes = template.ops(values)
    right = got == expected and (result.status == "completed" or not changes)
    planned = [(s.tool, s.args) for s in result.steps]
    detail = f"{task!r}: {result.status} {planned}; got {got}, expected {expected}"
    return Outcome(task, right, detail)


async def run_templates(templates: list[Template], home: Path, seed: int) -> list[Outcome]:
    """Each template drawn three times, each on a fresh list under `home`."""
    rng = random.Random(seed)
    outcomes = []
    for template in templates:
        for draw in range(3):
            case_home = home / f"{template.name}-{draw}"
            outcomes.append(await _run(template, _values(rng), case_home))
    return outcomes


def test_the_corpus_is_large_and_split_before_tuning() -> None:
    names = [t.name for t in TEMPLATES]
    assert len(names) == len(set(names))
    assert HELD_OUT <= set(names)
    assert len(TEMPLATES) * 3 >= 100
    assert len(HELD_OUT) >= len(TEMPLATES) // 5


TUNED = [t for t in TEMPLATES if t.name not in HELD_OUT]


async def test_tuned_classes(tmp_path: Path) -> None:
    outcomes = await run_templates(TUNED, tmp_path, seed=15)
    wrong = [o.detail for o in outcomes if not o.right]
    assert wrong == [], f"{len(wrong)}/{len(outcomes)} wrong:\n" + "\n".join(wrong)


async def test_held_out_classes(tmp_path: Path) -> None:
    held_out = [t for t in TEMPLATES if t.name in HELD_OUT]
    outcomes = await run_templates(held_out, tmp_path, seed=15)
    right = sum(o.right for o in outcomes)
    # Measured once the tuned part passed: 75/78. The one missed template ("never mind about X,
    # delete it": grounding read "never mind" as a negation) was fixed after that measure.
    assert right / len(outcomes) >= 0.95, f"{right}/{len(outcomes)} right"


TALK = [
    "strike a balance",
    "strike while the iron is hot",
    "throw away the trash",
    "reset my password",
    "empty the dishwasher",
    "clear the table",
    "bin day is tomorrow",
    "I finished the book, what should I read next?",
    "pop quiz: what is 2 + 2",
    "get some rest",
    "start over",
    "let's start from scratch",
    "forget about it",
    "never mind about that",
    "cancel my gym membership",
    "what's the last thing I added?",
    "is the last item done?",
    "throw a ball on the roof",
    "put the kettle on",
    "I'm done with this",
    "so those are finished",
    "it's not happening",
    "Things to do this weekend:\n- buy milk\n- fix the tap",
    "here are my thoughts: fish; chips; peas",
    "my list:\n1. apples\n2. pears",
    "number 3 is my favourite",
    "the 3rd one is mine",
    "I took care of it",
    "ditch the attitude",
    "scrap that idea",
    "nix that",
    "it's done",
    "those are finished",
    "all done!",
    "get back to my list",
    "log in to my agenda",
    "pop over to the list",
    "stick to the list",
    "Please create two to-do items: 'buy milk', 'fix the tap' and 'call mum'",
]
"""Talk near the to-do words that asks for no change (written after the rules, as regressions)."""


async def test_talk_near_the_todo_words_plans_no_change() -> None:
    tools = Toolset([calculator_tool, *build_todo_tools()])
    for task in TALK:
        result = await RulePlanner().plan(PlanRequest(task=task, tools=tools))
        planned = {s.tool for s in result.plan.steps} if result else set()
        assert planned <= {"todo_list", "calculator"}, f"{task!r} planned {planned}"  # reads only


async def test_a_reason_after_a_request_is_not_a_title() -> None:
    tools = Toolset([calculator_tool, *build_todo_tools()])
    task = "I dealt with the landlord today, he was rude"
    result = await RulePlanner().plan(PlanRequest(task=task, tools=tools))
    assert result is not None
    assert [(s.tool, s.args) for s in result.plan.steps] == [
        ("todo_complete", {"title": "the landlord"})
    ]


LATE: list[Template] = [
    T("cross-off-sorted", "cross {a_ger} off, it's sorted", _complete("a")),
    T("got-through-two", "Got through '{a}' and '{b}' this afternoon", _complete("a", "b")),
    T("title-dash-done", "{a} - done", _complete("a")),
    T("finally-finished", "finally finished {a_ger}!", _complete("a")),
    T("mark-hashes-complete", "mark #{i} and #{j} complete", _complete("i", "j")),
    T("items-done-no-verb", "items #{i}, #{j} done", _complete("i", "j")),
    T("remove-number-reason", "you can remove number {i}, I don't need it", _delete("i")),
    T("rid-ordinal-on-list", "please get rid of the {ord_i} task on my list", _delete("i")),
    T("trash-quoted", "trash '{a}' from my list", _delete("a")),
    T("take-last-off", "take the last one off my list", lambda v: [("delete_at", -1)]),
    T("remove-penultimate", "remove the penultimate item", lambda v: [("delete_at", -2)]),
    T("wipe-task-list", "wipe my task list", lambda v: [("clear", False)]),
    T("clear-off-done", "clear off everything that's done", lambda v: [("clear", True)]),
    T("erase-whole", "erase the whole to-do list", lambda v: [("clear", False)]),
    T("pop-two-quoted", "pop '{n1}' and '{n2}' onto my list", _add("n1", "n2")),
    T("add-too", "add {n1} to my list too", _add("n1")),
    T("jot-quoted-on", "could you jot '{n1}' on my to-do list?", _add("n1")),
    T("three-things-for", "three things for my list: {n1}, {n2}, {n3}", _add("n1", "n2", "n3")),
    T("todo-dashes", "todo:\n- {n1}\n- {n2}", _add("n1", "n2")),
    T("following-bullets", "Add the following:\n• {n1}\n• {n2}", _add("n1", "n2")),
    T("did-i-cancel", "did I cancel '{a}'?", _none),
    T("dont-delete", "don't delete {a}", _none),
    T("what-is-hash", "what's #{i}?", _none),
    T("no-longer-scratch", "I no longer need to {a}, scratch it", _delete("a")),
    T("can-go-delete", "'{a}' can go, delete it", _delete("a")),
    T("past-already-tick", "{a_past} already, tick it off please", _complete("a")),
]
"""Templates written after the first round of tuning, before they were run: a second held-out
measure. Their first run was 63/78 right (misses: "X - done", "items #1, #4 done" with no verb,
"take the last one off my list", "clear off everything that's done", a reason "I don't need it");
those classes were then handled, so these are tuning data now."""


async def test_late_classes(tmp_path: Path) -> None:
    outcomes = await run_templates(LATE, tmp_path, seed=16)
    wrong = [o.detail for o in outcomes if not o.right]
    assert wrong == [], f"{len(wrong)}/{len(outcomes)} wrong:\n" + "\n".join(wrong)


THIRD: list[Template] = [
    T("wrapped-up-two-gerunds", "I've wrapped up {a_ger} and {b_ger}", _complete("a", "b")),
    T("is-taken-care-of", "{a} is taken care of", _complete("a")),
    T("consider-done", "consider '{a}' done", _complete("a")),
    T("tick-ordinal-off", "tick the {ord_i} one off", _complete("i")),
    T("hash-done-too", "#{i} done, #{j} too", _complete("i", "j")),
    T(
        "items-through",
        "Please mark items {i} through {k} as done",
        lambda v: [("complete", n) for n in range(v["i"], v["k"] + 1) if n != 2],
    ),
    T(
        "first-and-last",
        "delete the first and last items",
        lambda v: [("delete", 1), ("delete_at", -1)],
    ),
    T("remove-two-gerunds", "remove {a_ger} and {b_ger} from the list", _delete("a", "b")),
    T("scrap-not-needed", "Scrap '{a}', not needed", _delete("a")),
    T("ok-drop-number", "ok drop number {i} please", _delete("i")),
    T("get-noun-off", "get the {a_noun} off my list", _delete("a")),
    T("clean-out-list", "clean out my to-do list", lambda v: [("clear", False)]),
    T("purge-finished", "purge the finished items", lambda v: [("clear", True)]),
    T("empty-task-list", "can you empty my task list please", lambda v: [("clear", False)]),
    T("put-for-tomorrow", "put {n1} on my list for tomorrow", _add("n1")),
    T("reminder-colon", "Reminder: {n1}", _add("n1")),
    T(
        "add-these-question-bullets",
        "could you add these to my to-do list?\n- {n1}\n- {n2}",
        _add("n1", "n2"),
    ),
    T("paren-numbers-both", "1) {n1}\n2) {n2}\nadd both to my list", _add("n1", "n2")),
    T("new-todos-quoted", 'new to-dos: "{n1}", "{n2}"', _add("n1", "n2")),
    T("is-handled-yet", "is '{a}' handled yet?", _none),
    T("what-did-i-finish", "what did I finish today?", _none),
    T("remind-me-whats-on", "remind me what's on my list", _none),
    T("how-delete-last", "how do I delete the last item?", _none),
]
"""A third round, written after the second was handled and before it was run. Its first run was
45/69 right (misses: "consider X done", "#1 done, #4 too", ranges "items 1 through 4", "the first
and last items", "get X off my list", "clean out my list", "Reminder: X", "add both"; no change
was ever made unasked); those classes were then handled, so these are tuning data now."""


async def test_third_round_classes(tmp_path: Path) -> None:
    outcomes = await run_templates(THIRD, tmp_path, seed=17)
    wrong = [o.detail for o in outcomes if not o.right]
    assert wrong == [], f"{len(wrong)}/{len(outcomes)} wrong:\n" + "\n".join(wrong)


NOT_ITEMS = [
    "add these: 2, 3 and 4",
    "add the following: 5, 10, 15",
    "add these: 2.5; 3.5",
    "Shopping:\n- milk\n- eggs",
    "put these in order: banana, apple, cherry",
]
"""Lists that are not to-dos to add: numbers to sum, a heading with no request, a sorting task."""


async def test_lists_that_are_not_todos_add_nothing() -> None:
    tools = Toolset([calculator_tool, *build_todo_tools()])
    for task in NOT_ITEMS:
        result = await RulePlanner().plan(PlanRequest(task=task, tools=tools))
        planned = {s.tool for s in result.plan.steps} if result else set()
        assert "todo_add" not in planned, f"{task!r} planned {planned}"


async def test_a_title_may_start_with_a_particle() -> None:
    tools = Toolset([calculator_tool, *build_todo_tools()])
    for task in ("new to-do: back up the laptop", "get back up the laptop on my list"):
        result = await RulePlanner().plan(PlanRequest(task=task, tools=tools))
        assert result is not None, task
        planned = [(s.tool, s.args) for s in result.plan.steps]
        assert planned == [("todo_add", {"title": "back up the laptop"})], task
