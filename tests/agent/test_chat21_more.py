"""Requests wrapped the way people talk, second batch (issue 15, helper chat21).

Written after the first batch (`test_chat21`) was handled and before any of these was run: new
families and new voices. Labels before a request ("Maths question:"), an afterthought ("PS",
"btw", "oh and"), a sign-off with a name, formal politeness ("I'd be grateful if you could"),
indirect questions ("any idea what ...?"), "one more thing", a run-on message with no
punctuation, sighs and cheers ("ugh", "yay"), "don't add anything, just tell me", numbered
requests, and a time before the request ("Tonight:"). A quarter (`_ASIDE`, drawn with
`random.Random(2122)` before the first run) was not looked at while tuning.

First run (after batch 1 was handled, before any rule change for these): 51/90 on the tuned
templates, 18/27 on the set-aside ones. Among the tuned misses, 3 wrong changes: "To-do: add X to
my list" added the title "add X to my list"; the other 36 were refusals (labels, "one more",
"any idea what", "I'd be grateful if you could", "don't add anything, just tell me", numbered
requests). After: 90/90 tuned. Set aside, first looked at after all four batches: 24/27, the
3 misses refusals ("Yay, X is finally done! Mark it as done please": the to-do reader takes the
title as "X is finally done"; still missed, marked `inner`).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from agentschool.agent.planners import PlanRequest
from agentschool.agent.rules import RulePlanner
from agentschool.tools import Toolset
from agentschool.tools.calculator import calculator_tool
from agentschool.tools.todo import build_todo_tools

from .conftest import calculator_answer
from .test_chat21 import (
    _ADD1,
    _DEL,
    _DONE,
    T,
    Template,
    _div,
    _minus,
    _pct,
    _plus,
    _times,
    outcomes_of,
    set_aside,
)

MORE: list[Template] = [
    # a label before the request
    T("label", "Maths question: what's {a} times {b}?", calc=_times),
    T("label", "Quick sum for you - {a} + {b}?", calc=_plus),
    T("label", "To-do: add {n1} to my list", _ADD1),
    T("label", "Shopping list update: put {n1} on my list please", _ADD1),
    # an afterthought after the request
    T("afterthought", "Add {n1} to my list. PS what's {a} times {b}?", _ADD1, _times),
    T("afterthought", "what's {p}% of {x}? oh and add {n1} to my to-do list", _ADD1, _pct),
    T("afterthought", "mark {s} as done. btw what is {x} divided by {b}", _DONE, _div),
    T("afterthought", "Please add {n1} to my list. By the way, what's {a} plus {b}?", _ADD1, _plus),
    # a sign-off with a name
    T("signed", "Hi, please add {n1} to my to-do list. Thanks, Maria", _ADD1),
    T("signed", "what's {p}% of {x}? thanks! - Tom", calc=_pct),
    T("signed", "Could you mark {s} as done? Many thanks, Grandma x", _DONE),
    T("signed", "Dear assistant, what is {a} times {b}? Kind regards, Peter", calc=_times),
    # formal politeness
    T("formal", "I'd be grateful if you could add {n1} to my to-do list.", _ADD1),
    T("formal", "Would you be so kind as to tell me what {a} times {b} is?", calc=_times),
    T("formal", "Please could you remove {s} from my list, thank you.", _DEL),
    T("formal", "If it's not too much trouble, could you work out {p}% of {x}?", calc=_pct),
    # indirect questions
    T("indirect", "any idea what {a} times {b} is?", calc=_times),
    T("indirect", "Do you know what {p}% of {x} is?", calc=_pct),
    T("indirect", "I was wondering what {x} divided by {b} comes to", calc=_div),
    T("indirect", "I'd like to know what {a} plus {b} is", calc=_plus),
    # one more thing
    T("one-more", "Sorry, one more thing: add {n1} to my list", _ADD1),
    T("one-more", "one more - what's {a} times {b}?", calc=_times),
    T("one-more", "Oh, and another thing, please mark {s} as done.", _DONE),
    # a run-on message with no punctuation
    T("run-on", "hey add {n1} to my list and whats {a} times {b} thanks", _ADD1, _times),
    T("run-on", "ok so mark {s} as done and then what is {p}% of {x}", _DONE, _pct),
    T("run-on", "hi can you put {n1} on my todo list and tell me {a} plus {b} ty", _ADD1, _plus),
    # sighs and cheers around a request
    T("mood", "Ugh, Mondays. Add {n1} to my list.", _ADD1),
    T(
        "mood",
        "Yay, {s} is finally done! Mark it as done please.",
        _DONE,
        inner="to-dos: the title is read as 'X is finally done'",
    ),
    T("mood", "phew long day... whats {x} minus {b}", calc=_minus),
    T("mood", "Argh, I keep forgetting: what's {p}% of {x}?", calc=_pct),
    # no change, just the answer
    T("just-answer", "don't add anything, just tell me what {a} times {b} is", calc=_times),
    T("just-answer", "No need to put anything on my list, what's {p}% of {x}?", calc=_pct),
    T("just-answer", "Just the answer please, no list stuff: {a} plus {b}", calc=_plus),
    # numbered requests
    T("numbered", "1) what's {a} times {b} 2) add {n1} to my list", _ADD1, _times),
    T("numbered", "Two things: 1. add {n1} to my to-do list 2. what is {p}% of {x}", _ADD1, _pct),
    T("numbered", "first, mark {s} as done. second, what's {a} plus {b}?", _DONE, _plus),
    # a time before the request
    T("time-first", "Tonight: what's {x} divided by {b}?", calc=_div),
    T("time-first", "For tomorrow - add {n1} to my list", _ADD1),
    T("time-first", "This afternoon I finished it, mark {s} as done", _DONE),
]
"""Each drawn three times with fresh titles and numbers."""

_ASIDE = set_aside(MORE, 2122)


def test_the_second_batch_is_split_before_tuning() -> None:
    families = {t.family for t in MORE}
    assert len(families) >= 10 and all(sum(t.family == f for t in MORE) >= 3 for f in families)
    assert len(_ASIDE) == len(MORE) // 4


@pytest.mark.parametrize("aside", [False, True], ids=["tuned", "set-aside"])
async def test_wrapped_requests_second_batch(aside: bool, tmp_path: Path) -> None:
    outcomes = await outcomes_of(MORE, _ASIDE, aside, tmp_path, seed=22)
    wrong = [d for ok, d in outcomes if not ok]
    assert wrong == [], f"{len(wrong)}/{len(outcomes)} wrong:\n" + "\n".join(wrong)


NO_CHANGE = [
    "If you can: delete pay rent from my list",
    "don't add anything, add milk to my list",
    "just the answer please: delete pay rent from my list",
    "I finished it, add call mom to my list",
    "Only if it's sunny - add call mom to my list",
    "1) milk 2) eggs",
    "text my wife, add call mom to my list",
    "Book me a taxi. Add call mom to my list.",
]
"""Near the second batch: a condition or a "change nothing" before a change, "it" unnamed, a
request the rules cannot read beside one they can (never dropped as background)."""


async def test_talk_near_the_second_batch_changes_nothing() -> None:
    tools = Toolset([calculator_tool, *build_todo_tools()])
    for task in NO_CHANGE:
        result = await RulePlanner().plan(PlanRequest(task=task, tools=tools))
        planned = {s.tool for s in result.plan.steps} if result else set()
        assert planned <= {"todo_list", "calculator"}, f"{task!r} planned {planned}"


@pytest.mark.parametrize(
    ("task", "wrong"),
    [
        ("Average: 3 + 4 + 5", 12),
        ("round it to the nearest ten: 347", 347),
        ("Half of it: 6 + 4", 10),
    ],
)
async def test_a_label_that_asks_something_is_not_dropped(task: str, wrong: int) -> None:
    assert await calculator_answer(task) != wrong
