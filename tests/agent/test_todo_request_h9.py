"""An eighth batch of to-do request families (sets 9 and 10's missed families, in new words).

Written before the rules were changed for them. Families: several things dictated with no commas,
a past-tense report before "tick it off", deletions with a reason or two titles, yes/no questions
about one title, the item at a position ("what's the first task?"), clearing with a reason first,
completing everything, casual and colon-listed adds, a completion before a count, and an idea
that must NOT be added before a count. Those in `HELD_OUT` (drawn once with
`random.Random(1919)` before any change) were not looked at while tuning.

First run (before any rule change): 30/81 on the tuned templates, 15/27 on the held-out ones.
Wrong answers among the misses: dictated plurals kept together ("eggs onions", 9) and the item
at a position answered with the whole list (12); the rest were refusals (3 of them a title the
tool found no item for). All pass after; the held-out ones are tuning data now.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

from agentschool.agent import Plan, PlanStep
from agentschool.agent.grounding import ungrounded
from agentschool.agent.planners import PlanRequest
from agentschool.agent.rules import RulePlanner
from agentschool.tools import Toolset
from agentschool.tools.calculator import calculator_tool
from agentschool.tools.todo import build_todo_tools

from .test_todo_classes import ORDINALS, TITLES, run_on_seeded_list
from .test_todo_requests import _numbers, _values

Op = tuple[str, Any]

WORDS = [
    "eggs",
    "onions",
    "bananas",
    "lemons",
    "apples",
    "carrots",
    "potatoes",
    "tomatoes",
    "teabags",
    "crisps",
    "grapes",
    "peppers",
]
"""Things dictated as single plural nouns with no commas between them."""


@dataclass(frozen=True)
class Template:
    """One phrasing: what it changes, what its answer must say, the count it must end with."""

    name: str
    text: str
    ops: Callable[[dict[str, Any]], list[Op]]
    says: Callable[[dict[str, Any]], list[str]] = lambda v: []
    """Texts the answer must hold (any case)."""
    not_says: Callable[[dict[str, Any]], list[str]] = lambda v: []
    """Texts the answer must not hold."""
    count_last: bool = False
    """The answer's last number is the count of open items after the change."""
    tags: tuple[str, ...] = field(default=())


def _ops(*ops: tuple[str, str | None]) -> Callable[[dict[str, Any]], list[Op]]:
    return lambda v: [(op, v.get(key, key) if key else None) for op, key in ops]


def _none(v: dict[str, Any]) -> list[Op]:
    return []


T = Template
TEMPLATES: list[Template] = [
    # several things dictated with no commas
    T(
        "add-three-words-no-commas",
        "add {w1} {w2} and {w3} to the list",
        _ops(("add", "w1"), ("add", "w2"), ("add", "w3")),
    ),
    T(
        "put-three-words-shopping",
        "put {w1} {w2} and {w3} on my shopping list please",
        _ops(("add", "w1"), ("add", "w2"), ("add", "w3")),
    ),
    T(
        "can-you-put-two-things-please",
        "can you put {g1} and {g2} on the list please",
        _ops(("add", "g1"), ("add", "g2")),
    ),
    T(
        "chuck-four-words",
        "chuck {w1} {w2} {w3} and {w4} on the list",
        _ops(("add", "w1"), ("add", "w2"), ("add", "w3"), ("add", "w4")),
    ),
    # a past-tense report, then "tick it off"
    T("ive-past-tick-it-off", "ive {a_past} tick it off", _ops(("complete", "a"))),
    T("just-past-mark-done", "just {a_past}, mark it as done", _ops(("complete", "a"))),
    T(
        "just-did-this-one-colon",
        "just did this one: {a}. tick it off pls",
        _ops(("complete", "a")),
    ),
    T("finally-past-cross-off", "finally {a_past}! cross it off", _ops(("complete", "a"))),
    T(
        "i-have-past-can-you-mark",
        "I have {a_past}, can you mark that done?",
        _ops(("complete", "a")),
    ),
    # deletions with a reason or two titles
    T(
        "take-off-reason-no-comma",
        "take {a} off the list we don't need to do that anymore",
        _ops(("delete", "a")),
    ),
    T(
        "remove-two-titles",
        "Please remove {a} and {b} from my list.",
        _ops(("delete", "a"), ("delete", "b")),
    ),
    T(
        "delete-quoted-semicolon-reason",
        "Please delete '{a}' from my to-do list; it is no longer needed.",
        _ops(("delete", "a")),
    ),
    T(
        "get-rid-reason-after-dash",
        "get rid of {a} from my list - it's been sorted already",
        _ops(("delete", "a")),
    ),
    # yes/no questions about one title
    T("have-i-got-present", "have i got {a} on my list", _none, says=lambda v: ["yes"]),
    T("have-i-got-absent", "have i got {n1} on my to do list?", _none, says=lambda v: ["no"]),
    T("is-quoted-on-list", "Is '{a}' on my to-do list?", _none, says=lambda v: ["yes"]),
    T("is-quoted-absent", "is '{n1}' on my list?", _none, says=lambda v: ["no"]),
    T("did-i-put-on-list", "did I put {a} on my list?", _none, says=lambda v: ["yes"]),
    # the item at a position
    T(
        "whats-first-task",
        "What's the first task on my list?",
        _none,
        says=lambda v: [v["seeded"][0]],
        not_says=lambda v: v["seeded"][2:],
    ),
    T(
        "whats-last-item",
        "what is the last item on my to-do list",
        _none,
        says=lambda v: [v["seeded"][-1]],
        not_says=lambda v: v["seeded"][:3],
    ),
    T(
        "whats-second-thing",
        "what's the second thing on my list?",
        _none,
        says=lambda v: [v["seeded"][1]],
        not_says=lambda v: v["seeded"][3:],
    ),
    T(
        "tell-me-third",
        "tell me the third item on my to-do list",
        _none,
        says=lambda v: [v["seeded"][2]],
        not_says=lambda v: v["seeded"][:2],
    ),
    # clearing with a reason first
    T("done-shop-clear-whole", "done the big shop, clear the whole list", _ops(("clear", None))),
    T(
        "finished-shop-clear-no-comma",
        "finished the weekly shop clear my list",
        _ops(("clear", None)),
    ),
    T(
        "term-over-delete-everything",
        "Term's over. Delete everything on my to-do list.",
        _ops(("clear", None)),
    ),
    T("moved-house-wipe", "we've moved house so wipe my whole to-do list", _ops(("clear", None))),
    # completing everything
    T(
        "shipped-mark-everything-done",
        "The project has shipped. Please mark everything on my to-do list as done.",
        _ops(("complete_all", None)),
    ),
    T("mark-all-complete", "mark all my to-dos as complete", _ops(("complete_all", None))),
    T("tick-off-everything", "tick off everything on my list", _ops(("complete_all", None))),
    # casual and colon-listed adds
    T("can-u-add-todos-pls", "can u add {n1} to my todos pls", _ops(("add", "n1"))),
    T(
        "todo-list-please-add-colon",
        "To-do list, please add: {n1}; {n2}; {n3}",
        _ops(("add", "n1"), ("add", "n2"), ("add", "n3")),
    ),
    T("stick-on-my-todos", "stick {n1} on my todos", _ops(("add", "n1"))),
    # a completion, then a count
    T(
        "done-now-how-many-jobs",
        "{a} is done now, how many jobs have I got left?",
        _ops(("complete", "a")),
        count_last=True,
    ),
    T(
        "sorted-how-many-remaining",
        "{a} is sorted - how many tasks are remaining?",
        _ops(("complete", "a")),
        count_last=True,
    ),
    # an idea not to add, then a count
    T(
        "might-dont-add-yet-count",
        "I might need to {n1} later, but don't add it yet. How many tasks are on my list right "
        "now?",
        _none,
        count_last=True,
    ),
    T(
        "thinking-not-add-count",
        "thinking about {n1_ger} at some point, no need to add it. how many things are on my list?",
        _none,
        count_last=True,
    ),
]
"""Each drawn three times with fresh titles and numbers."""

HELD_OUT = frozenset(
    sorted(t.name for t in TEMPLATES)[i]
    for i in random.Random(1919).sample(range(len(TEMPLATES)), len(TEMPLATES) // 4)
)
"""Templates not looked at while tuning (a quarter, drawn once before any change)."""


def _more(rng: random.Random, values: dict[str, Any]) -> dict[str, Any]:
    seeded = values["seeded"]
    b = rng.choice([n for n in (1, 3, 4, 5) if n != values["a"]])
    fresh = [t for t in TITLES if t[0] not in seeded and t[0] != values["n1"]]
    n2, n3 = rng.sample(fresh, 2)
    gerund = next(t[1] for t in TITLES if t[0] == values["n1"])
    extra = {"b": b, "b_title": seeded[b - 1], "n2": n2[0], "n3": n3[0], "n1_ger": gerund}
    extra |= {f"w{n}": w for n, w in enumerate(rng.sample(WORDS, 4), 1)}
    return values | extra


def _expected(template: Template, values: dict[str, Any]) -> list[tuple[str, bool]]:
    items = [[t, n == 2, n] for n, t in enumerate(values["seeded"], 1)]
    for op, arg in template.ops(values):
        if op == "add":
            items.append([arg, False, 0])
        elif op == "clear":
            items = []
        elif op == "complete_all":
            for item in items:
                item[1] = True
        else:
            index = [i[2] for i in items].index(arg)
            if op == "complete":
                items[index][1] = True
            else:
                del items[index]
    return [(t, done) for t, done, _ in items]


async def _run(template: Template, values: dict[str, Any], home: Path) -> tuple[bool, str]:
    shown = {k: values.get(f"{k}_title", v) for k, v in values.items()}
    task = template.text.format(**shown)
    result, got = await run_on_seeded_list(task, values["seeded"], home)
    expected = _expected(template, values)
    output = str(result.output)
    right = got == expected and result.status == "completed"
    right = right and all(s.lower() in output.lower() for s in template.says(values))
    right = right and not any(s.lower() in output.lower() for s in template.not_says(values))
    if right and template.count_last:
        found = _numbers(output)
        right = bool(found) and found[-1] == Fraction(sum(not d for _, d in expected))
    planned = [(s.tool, s.args) for s in result.steps]
    return right, f"{task!r}: {result.status} {planned} -> {output!r}; got {got}"


async def run_templates(templates: list[Template], home: Path, seed: int) -> list[tuple[bool, str]]:
    """Each template drawn three times, each on a fresh list under `home`."""
    rng = random.Random(seed)
    outcomes = []
    for template in templates:
        for draw in range(3):
            values = _more(rng, _values(rng))
            outcomes.append(await _run(template, values, home / f"{template.name}-{draw}"))
    return outcomes


def test_the_templates_are_split_before_tuning() -> None:
    names = [t.name for t in TEMPLATES]
    assert len(names) == len(set(names))
    assert len(HELD_OUT) == len(TEMPLATES) // 4
    assert ORDINALS[0] == "first"


async def test_tuned_families(tmp_path: Path) -> None:
    outcomes = await run_templates([t for t in TEMPLATES if t.name not in HELD_OUT], tmp_path, 19)
    wrong = [d for ok, d in outcomes if not ok]
    assert wrong == [], f"{len(wrong)}/{len(outcomes)} wrong:\n" + "\n".join(wrong)


async def test_held_out_families(tmp_path: Path) -> None:
    outcomes = await run_templates([t for t in TEMPLATES if t.name in HELD_OUT], tmp_path, 19)
    wrong = [d for ok, d in outcomes if not ok]
    assert wrong == [], f"{len(wrong)}/{len(outcomes)} wrong:\n" + "\n".join(wrong)


NO_CHANGE = [
    "don't clear my list",
    "should I clear my list?",
    "I wonder if I should mark everything on my list as done",
    "buy eggs, clear my list",
    "what's 2+2, but don't add it",
    "I might need to call mom, don't add it yet",
    "is the first task on my list done?",
]
"""Talk near the new families that asks for no change (or is refused)."""


async def test_talk_near_the_families_plans_no_change() -> None:
    tools = Toolset([calculator_tool, *build_todo_tools()])
    for task in NO_CHANGE:
        result = await RulePlanner().plan(PlanRequest(task=task, tools=tools))
        planned = {s.tool for s in result.plan.steps} if result else set()
        assert planned <= {"todo_list", "calculator"}, f"{task!r} planned {planned}"


def test_completing_everything_must_be_asked() -> None:
    tools = Toolset(build_todo_tools())
    plan = Plan(steps=[PlanStep(id="s1", tool="todo_complete", args={"all_open": True})])
    assert ungrounded(plan, tools, "mark everything on my list as done") == []
    assert ungrounded(plan, tools, "mark all my to-dos as complete") == []
    assert ungrounded(plan, tools, "mark the report as done") != []


NINTH: list[Template] = [
    T(
        "need-words-no-commas",
        "we need {w1} {w2} and {w3}, stick them on the list",
        _ops(("add", "w1"), ("add", "w2"), ("add", "w3")),
    ),
    T("weve-past-cross-off", "we've {a_past} so cross it off", _ops(("complete", "a"))),
    T("sorted-colon-tick", "sorted this one: {a}, tick it off", _ops(("complete", "a"))),
    T(
        "scrap-reason-after-list",
        "scrap {a} from my list, it's not needed any more",
        _ops(("delete", "a")),
    ),
    T(
        "delete-two-titles",
        "delete {a} and {b} from my to-do list",
        _ops(("delete", "a"), ("delete", "b")),
    ),
    T("is-on-shopping-list", "is {n1} on the shopping list?", _none, says=lambda v: ["no"]),
    T(
        "whats-at-top",
        "what's the top item on my to-do list?",
        _none,
        says=lambda v: [v["seeded"][0]],
        not_says=lambda v: v["seeded"][2:],
    ),
    T(
        "holidays-clear",
        "back from holiday, wipe my to-do list clean",
        _ops(("clear", None)),
    ),
    T(
        "all-finished-mark-all",
        "Everything is finished! Mark all my tasks as done.",
        _ops(("complete_all", None)),
    ),
    T(
        "maybe-not-yet-how-many-open",
        "maybe I'll {n1} next week, don't put it on the list yet. how many open tasks do I have?",
        _none,
        count_last=True,
    ),
]
"""A ninth batch, written after the eighth was handled and before it was run (new words for
the same families). Its first run was 21/30 right, every miss a refusal: "we need A B and C,
stick them on the list", "we've X so cross it off", "back from holiday, wipe my list"; those
were then handled, so these are tuning data now."""


async def test_ninth_batch(tmp_path: Path) -> None:
    outcomes = await run_templates(NINTH, tmp_path, 27)
    wrong = [d for ok, d in outcomes if not ok]
    assert wrong == [], f"{len(wrong)}/{len(outcomes)} wrong:\n" + "\n".join(wrong)
