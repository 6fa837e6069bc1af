"""Requests wrapped the way people talk, fourth batch (issue 15, helper chat21).

Written after the third batch was handled and before any of these was run: a voice assistant's
wake word ("Alexa, ..."), a writer saying who they are ("Hi, it's Maria"), no apostrophes at all
("im", "dont", "whats"), stray spaces and punctuation, "nothing else" / "that's all" after a
request, urgency labels ("URGENT:"), a time stamp before the message, "kindly do the needful",
the agent called by a name, and "quick" requests ("real quick", "quickly"). A quarter (`_ASIDE`,
drawn with `random.Random(2124)` before the first run) was not looked at while tuning.

First run (after the third batch was handled, before any rule change for these): 42/75 on
the tuned templates, 12/24 on the set-aside ones; every miss a refusal. After: 75/75 tuned.
Set aside, first looked at after the tuning: 21/24, the 3 misses refusals ("Kindly tell me what
is A into B": "into" for times is the arithmetic reader's; marked `inner`).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from agentschool.agent.wrapping import unwrapped

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

FOURTH: list[Template] = [
    # a voice assistant's wake word
    T("wake-word", "Hey Google, add {n1} to my list", _ADD1),
    T("wake-word", "Alexa, what's {a} times {b}?", calc=_times),
    T("wake-word", "OK computer, mark {s} as done", _DONE),
    T("wake-word", "Siri what is {p} percent of {x}", calc=_pct),
    # saying who is writing
    T("who", "Hi, it's Maria. Add {n1} to my list please.", _ADD1),
    T("who", "This is John - what's {a} plus {b}?", calc=_plus),
    T("who", "Grandpa here. Please delete {s} from my list.", _DEL),
    # no apostrophes at all
    T("no-apostrophe", "im planning a party, add {n1} to my list", _ADD1),
    T("no-apostrophe", "dont add {n2}, add {n1} to my list", _ADD1),
    T("no-apostrophe", "id be grateful if you could work out {p}% of {x}", calc=_pct),
    T("no-apostrophe", "cant remember, whats {x} divided by {b}", calc=_div),
    # stray spaces and punctuation
    T("spacing", "add   {n1}   to my list", _ADD1),
    T("spacing", "what's {a}*{b} ?", calc=_times),
    T("spacing", " mark {s} as done . ", _DONE),
    T("spacing", "what is {x} - {b} ??", calc=_minus),
    # "nothing else", "that's all"
    T("thats-all", "add {n1} to my list, nothing else", _ADD1),
    T("thats-all", "Just mark {s} as done, that's all.", _DONE),
    T("thats-all", "what's {a} times {b}? that's all i need", calc=_times),
    # urgency labels
    T("urgent", "URGENT: add {n1} to my list", _ADD1),
    T("urgent", "Important!! please delete {s} from my list", _DEL),
    T("urgent", "asap - what's {p}% of {x}?", calc=_pct),
    # a time stamp before the message
    T("stamp", "[09:15] add {n1} to my list", _ADD1),
    T("stamp", "10:30am - what's {a} times {b}?", calc=_times),
    T("stamp", "Mon 14:02: please mark {s} as done", _DONE),
    # "kindly do the needful"
    T("needful", "Kindly add {n1} to my list.", _ADD1),
    T("needful", "Kindly do the needful and mark {s} as done.", _DONE),
    T(
        "needful",
        "Kindly tell me what is {a} into {b}.",
        calc=_times,
        inner="arithmetic: 'A into B' (A times B in Indian English) is not read",
    ),
    # the agent called by a name
    T("named", "Hi Tess, add {n1} to my list", _ADD1),
    T("named", "Thanks bot! Now what's {a} plus {b}?", calc=_plus),
    T("named", "assistant: mark {s} as done", _DONE),
    # quick requests
    T("quick", "real quick, add {n1} to my list", _ADD1),
    T("quick", "quickly, what's {x} minus {b}?", calc=_minus),
    T("quick", "Can you quickly mark {s} as done?", _DONE),
]
"""Each drawn three times with fresh titles and numbers."""

_ASIDE = set_aside(FOURTH, 2124)


def test_the_fourth_batch_is_split_before_tuning() -> None:
    families = {t.family for t in FOURTH}
    assert len(families) >= 10 and all(sum(t.family == f for t in FOURTH) >= 3 for f in families)
    assert len(_ASIDE) == len(FOURTH) // 4


@pytest.mark.parametrize("aside", [False, True], ids=["tuned", "set-aside"])
async def test_wrapped_requests_fourth_batch(aside: bool, tmp_path: Path) -> None:
    outcomes = await outcomes_of(FOURTH, _ASIDE, aside, tmp_path, seed=24)
    wrong = [d for ok, d in outcomes if not ok]
    assert wrong == [], f"{len(wrong)}/{len(outcomes)} wrong:\n" + "\n".join(wrong)


@pytest.mark.parametrize(
    "task",
    [
        "10:30 - 9:15 how long is that?",
        "Hi there, add milk to my list",
        "remind me to call Maria",
        "add thank you card for Maria to my list",
        "what's 3 x 4",
    ],
)
def test_unwrapping_keeps_what_is_asked(task: str) -> None:
    assert unwrapped(task) == task
