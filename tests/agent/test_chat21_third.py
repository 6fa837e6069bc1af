"""Requests wrapped the way people talk, third batch (issue 15, helper chat21).

Written after the second batch was handled and before any of these was run, in other voices:
a long-winded older writer, a learner of English, a teenager texting, a terse professional,
hedges ("could you maybe", "would it be possible"), asks to confirm ("let me know when it's
done"), tag questions ("would you?"), "please please", an apology or "can you help me?" first, a
word of another language, and a reason after the request ("it's for my taxes"). A quarter
(`_ASIDE`, drawn with `random.Random(2123)` before the first run) was not looked at while tuning.

First run (after the second batch was handled, before any rule change for these): 36/93 on
the tuned templates, 18/30 on the set-aside ones. Among the tuned misses, 3 wrong answers (no
change): "Is possible to mark X like done?" was read as a question about the title "possible to
mark X like"; the other 54 were refusals. After: 93/93 tuned. Set aside, first looked at after
all four batches: 21/30, every miss a refusal: "PLEASE add X to my list asap" (handled since),
"I want that you calculate A multiply B" and "omg X is DONE finally, tick it off" (inner readers;
marked `inner`).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from agentschool.agent.planners import PlanRequest
from agentschool.agent.rules import RulePlanner
from agentschool.tools import Toolset
from agentschool.tools.calculator import calculator_tool
from agentschool.tools.todo import build_todo_tools

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

THIRD: list[Template] = [
    # a long-winded older writer
    T(
        "long-winded",
        "Hello dear, I hope this finds you well. My grandson set this up for me. Could you "
        "please add {n1} to my to-do list? Thank you kindly.",
        _ADD1,
    ),
    T(
        "long-winded",
        "Good afternoon. I am not very good with these gadgets, but I would like to know what "
        "{a} multiplied by {b} is. Many thanks.",
        calc=_times,
    ),
    T(
        "long-winded",
        "Dear helper, I have now done the job, so please would you mark {s} as done on my list. "
        "With best wishes.",
        _DONE,
    ),
    # a learner of English
    T("learner", "Please, you can add {n1} in my list?", _ADD1),
    T(
        "learner",
        "I want that you calculate {a} multiply {b}",
        calc=_times,
        inner="arithmetic: 'A multiply B' is not read",
    ),
    T("learner", "Is possible to mark {s} like done?", _DONE),
    T("learner", "How much is {p} percent of {x}, please?", calc=_pct),
    # a teenager texting
    T("teen", "yo add {n1} to my list lol", _ADD1),
    T("teen", "wats {a} x {b}", calc=_times),
    T("teen", "can u do {p}% of {x} 4 me", calc=_pct),
    T(
        "teen",
        "omg {s} is DONE finally, tick it off",
        _DONE,
        inner="to-dos: the title is read as 'X is DONE'",
    ),
    # a terse professional
    T("terse", "Add to list: {n1}.", _ADD1),
    T("terse", "Calc: {a}*{b}", calc=_times),
    T("terse", "Pls mark {s} complete. Tx.", _DONE),
    T("terse", "Remove {s}. Thanks.", _DEL),
    # hedges
    T("hedge", "could you maybe add {n1} to my list?", _ADD1),
    T("hedge", "Would it be possible to add {n1} to my to-do list?", _ADD1),
    T("hedge", "I was hoping you could work out {p}% of {x}", calc=_pct),
    T("hedge", "Do you think you could tell me what {x} divided by {b} is?", calc=_div),
    # asks to confirm
    T("confirm", "add {n1} to my list and let me know when it's done", _ADD1),
    T("confirm", "Please mark {s} as done and confirm.", _DONE),
    T("confirm", "Add {n1} to my to-do list. Let me know if that worked.", _ADD1),
    # tag questions
    T("tag", "put {n1} on my list for me, would you?", _ADD1),
    T("tag", "work out {a} times {b} for me, could you?", calc=_times),
    T("tag", "You can mark {s} as done, can't you?", _DONE),
    # please please
    T("please-please", "please please add {n1} to my list", _ADD1),
    T("please-please", "PLEASE add {n1} to my list asap", _ADD1),
    T("please-please", "pretty please, what's {a} plus {b}?", calc=_plus),
    # an apology first
    T("apology", "Sorry to bother you again, but could you add {n1} to my list?", _ADD1),
    T("apology", "sorry if this is a dumb question but what's {p}% of {x}?", calc=_pct),
    T("apology", "Apologies, I forgot earlier - please delete {s} from my list.", _DEL),
    # "can you help me?" first
    T("help-first", "Can you help me? I need to know what {a} times {b} is.", calc=_times),
    T("help-first", "Can you help me with something? Add {n1} to my list please.", _ADD1),
    T("help-first", "Need a hand: what is {x} minus {b}?", calc=_minus),
    # a word of another language
    T("foreign-word", "Hola! add {n1} to my list por favor", _ADD1),
    T("foreign-word", "Merci! what's {a} plus {b}?", calc=_plus),
    T("foreign-word", "Danke - please mark {s} as done", _DONE),
    # a reason after the request
    T("reason-after", "what's {p}% of {x}? it's for my taxes", calc=_pct),
    T("reason-after", "what is {a} times {b}? need it for a recipe", calc=_times),
    T("reason-after", "add {n1} to my list, it's important", _ADD1),
    T("reason-after", "delete {s} from my list - not needed anymore", _DEL),
]
"""Each drawn three times with fresh titles and numbers."""

_ASIDE = set_aside(THIRD, 2123)


def test_the_third_batch_is_split_before_tuning() -> None:
    families = {t.family for t in THIRD}
    assert len(families) >= 12 and all(sum(t.family == f for t in THIRD) >= 3 for f in families)
    assert len(_ASIDE) == len(THIRD) // 4


@pytest.mark.parametrize("aside", [False, True], ids=["tuned", "set-aside"])
async def test_wrapped_requests_third_batch(aside: bool, tmp_path: Path) -> None:
    outcomes = await outcomes_of(THIRD, _ASIDE, aside, tmp_path, seed=23)
    wrong = [d for ok, d in outcomes if not ok]
    assert wrong == [], f"{len(wrong)}/{len(outcomes)} wrong:\n" + "\n".join(wrong)


@pytest.mark.parametrize(
    ("task", "title"),
    [
        ("remind me to turn the heating down, ok", "turn the heating down"),
        ("add tidy up to my list, right?", "tidy up"),
        ("remind me to say sorry to Maria", "say sorry to Maria"),
        ("put check the car is ok on my list", "check the car is ok"),
    ],
)
async def test_tag_words_inside_a_title_stay(task: str, title: str) -> None:
    tools = Toolset([calculator_tool, *build_todo_tools()])
    result = await RulePlanner().plan(PlanRequest(task=task, tools=tools))
    assert result is not None, task
    assert [(s.tool, s.args) for s in result.plan.steps] == [("todo_add", {"title": title})]
