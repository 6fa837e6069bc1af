"""Later batches of the to-do request families (`test_todo_requests`), each written before it ran.

After the families were handled, batches of new phrasings were written and run once unseen; each
batch's first run is in its docstring, and its misses were handled after (tuning data now).
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from .test_todo_requests import T, Template, _open, _ops, run_templates

LATE: list[Template] = [
    T(
        "mark-hash-how-many-open-no-noun",
        "mark #{i} done and tell me how many are open",
        _ops(("complete", "i")),
        _open,
        last=True,
    ),
    T(
        "tick-off-how-many-left-no-noun",
        "tick off {a}, how many are left?",
        _ops(("complete", "a")),
        _open,
        last=True,
    ),
    T("delete-one-about", "delete the one about the {a_last}", _ops(("delete", "a"))),
    T("lemons-and-thing", "put lemons and {g1} on my list", _ops(("add", "lemons"), ("add", "g1"))),
]
"""Written after the families above were handled (tuning data, not held out): a count with no
noun after a to-do step, "the one about X", a one-word plural before a longer thing."""


async def test_late_families(tmp_path: Path) -> None:
    outcomes = await run_templates(LATE, tmp_path, 19)
    wrong = [o.detail for o in outcomes if not o.right]
    assert wrong == [], f"{len(wrong)}/{len(outcomes)} wrong:\n" + "\n".join(wrong)


FRESH: list[Template] = [
    T("ugh-forgot-again", "ugh, I forgot to {n1} again. put it on the list", _ops(("add", "n1"))),
    T("reminder-need-to-pop", "need to {n1} - pop that on my to-do list", _ops(("add", "n1"))),
    T("mind-sticking", "would you mind sticking {n1} on my list", _ops(("add", "n1"))),
    T("if-missing-put", "put {n1} on my list if it's not there", _ops(("add_absent", "n1"))),
    T("ensure-listed", "ensure {a} is on my to-do list", _ops(("add_absent", "a"))),
    T("title-colon-completed", "{a}: completed", _ops(("complete", "a"))),
    T("finished-colon", "finished: {a}", _ops(("complete", "a"))),
    T("tick-word-one", "tick off the {a_last} one", _ops(("complete", "a"))),
    T("remove-quoted-task", "remove the '{a}' task from my list", _ops(("delete", "a"))),
    T("clear-list-new-start", "clear my list, I'd like a fresh start", lambda v: [("clear", None)]),
    T(
        "add-things-to-todo",
        "add {g1} and {g2} to my to-do list",
        _ops(("add", "g1"), ("add", "g2")),
    ),
    T(
        "pop-three-things",
        "pop {g1}, {g2} and {g3} on my list",
        _ops(("add", "g1"), ("add", "g2"), ("add", "g3")),
    ),
    T(
        "complete-then-how-many-still",
        "complete #{i}, then how many things are still open?",
        _ops(("complete", "i")),
        _open,
        last=True,
    ),
    T(
        "quick-q-times-and-remind",
        "quick question: what is {x} times {y}? and remind me to {n1}",
        _ops(("add", "n1")),
        lambda v, _: Fraction(v["x"] * v["y"]),
    ),
    T(
        "couple-percent-then-add",
        "a couple of things - add {n1} to my list, then work out {p}% of {x}",
        _ops(("add", "n1")),
        lambda v, _: Fraction(v["p"]) * v["x"] / 100,
    ),
]
"""Written after the families were handled and before this batch was run (a second held-out
measure of the same families in new words). Its first run was 36/45 right, every miss a refusal
(not understood), none a wrong change: "I forgot to X again", "ensure X is on my list", "I'd like a
fresh start" after a clear; those were then handled, so these are tuning data now."""


async def test_fresh_families(tmp_path: Path) -> None:
    outcomes = await run_templates(FRESH, tmp_path, 20)
    wrong = [o.detail for o in outcomes if not o.right]
    assert wrong == [], f"{len(wrong)}/{len(outcomes)} wrong:\n" + "\n".join(wrong)


THIRD: list[Template] = [
    T(
        "been-meaning-to",
        "I've been meaning to {n1} - could you add that to my list?",
        _ops(("add", "n1")),
    ),
    T("note-to-self-add-it", "note to self: {n1}. add it to my list please", _ops(("add", "n1"))),
    T("take-word-one-off", "take the {a_last} one off my list", _ops(("delete", "a"))),
    T(
        "ampersand-things",
        "put {g1} & {g2} on my shopping list",
        _ops(("add", "g1"), ("add", "g2")),
    ),
    T(
        "add-unless-on-my-list",
        "add {n1} unless it's already on my list",
        _ops(("add_absent", "n1")),
    ),
    T(
        "scratch-word-item-reason",
        "scratch the {a_last} item, I don't need it",
        _ops(("delete", "a")),
    ),
    T(
        "remind-and-tell-plus",
        "remind me to {n1} and tell me what {x} plus {y} is",
        _ops(("add", "n1")),
        lambda v, _: Fraction(v["x"] + v["y"]),
    ),
    T("nuke-starting-over", "nuke my to-do list, starting over", lambda v: [("clear", None)]),
    T(
        "mark-ordinal-how-many-now",
        "mark the {ord_i} item done, how many are left now?",
        _ops(("complete", "i")),
        _open,
        last=True,
    ),
]
"""A third batch, written after the second was handled and before it was run. Its first run was
12/27 right: 12 refusals ("I've been meaning to X", "note to self: X. add it", "add X unless
it's already on my list", "nuke my list" refused by grounding) and 3 items kept whole ("A & B");
those were then handled, so these are tuning data now."""


async def test_third_batch(tmp_path: Path) -> None:
    outcomes = await run_templates(THIRD, tmp_path, 21)
    wrong = [o.detail for o in outcomes if not o.right]
    assert wrong == [], f"{len(wrong)}/{len(outcomes)} wrong:\n" + "\n".join(wrong)


FOURTH: list[Template] = [
    T(
        "need-to-remember",
        "I need to remember to {n1}, put it on my to-do list",
        _ops(("add", "n1")),
    ),
    T("can-you-add-that-too", "{n1} - can you add that to my list too?", _ops(("add", "n1"))),
    T("please-note-quoted", 'please add "{n1}" to my tasks, thank you!', _ops(("add", "n1"))),
    T(
        "only-if-not-there",
        "add {n1} to the list, but only if it's not there already",
        _ops(("add_absent", "n1")),
    ),
    T("title-dash-finished", "{a} -- finished", _ops(("complete", "a"))),
    T("cross-off-word-one", "cross off the {a_last} one", _ops(("complete", "a"))),
    T("bin-word-task", "bin the {a_last} task please", _ops(("delete", "a"))),
    T(
        "clear-everything-over",
        "delete everything on my list, I'm starting over",
        lambda v: [("clear", None)],
    ),
    T("grab-things", "add {g1} and {g2} to the shopping list", _ops(("add", "g1"), ("add", "g2"))),
    T(
        "and-whats-percent",
        "put {n1} on my to-do list. And what's {p}% of {x}?",
        _ops(("add", "n1")),
        lambda v, _: Fraction(v["p"]) * v["x"] / 100,
    ),
]
"""A fourth batch, written after the third was handled and before it was run. Its first run was
21/30 right: "I need to remember to X, put it on my list" added "remember to X" (3 wrong titles),
"X - can you add that to my list too?" (a to-do with no "I need to") and "X -- finished" were
refused; those were then handled, so these are tuning data now."""


async def test_fourth_batch(tmp_path: Path) -> None:
    outcomes = await run_templates(FOURTH, tmp_path, 22)
    wrong = [o.detail for o in outcomes if not o.right]
    assert wrong == [], f"{len(wrong)}/{len(outcomes)} wrong:\n" + "\n".join(wrong)


FIFTH: list[Template] = [
    T(
        "dont-forget-colon-add",
        "don't forget: {n1}. can you add it to the list?",
        _ops(("add", "n1")),
    ),
    T("must-remember-stick", "must remember to {n1}, stick it on my list", _ops(("add", "n1"))),
    T(
        "hey-could-you-add-please",
        "hey could you please add {n1} to my to do list",
        _ops(("add", "n1")),
    ),
    T(
        "only-add-if-not-listed",
        "only add {n1} to my list if it's not on there",
        _ops(("add_absent", "n1")),
    ),
    T("all-done-with-title", "all done with {a_ger}!", _ops(("complete", "a"))),
    T("mark-word-one-complete", "mark the {a_last} one as complete", _ops(("complete", "a"))),
    T("drop-word-item-list", "drop the {a_last} item from my list", _ops(("delete", "a"))),
    T("wipe-slate-clean", "wipe the slate clean on my to-do list", lambda v: [("clear", None)]),
    T("stick-comma-things", "stick {g1}, {g2} on the list", _ops(("add", "g1"), ("add", "g2"))),
    T(
        "tick-then-how-many-to-go",
        "tick off #{i} - how many to go?",
        _ops(("complete", "i")),
        _open,
        last=True,
    ),
]
"""A fifth batch, written after the fourth was handled and before it was run. Its first run was
18/30 right, every miss a refusal: "only add X ... if it's not on there", "all done with X",
"wipe the slate clean on my list", "how many to go?" after a change; those were then handled,
so these are tuning data now."""


async def test_fifth_batch(tmp_path: Path) -> None:
    outcomes = await run_templates(FIFTH, tmp_path, 23)
    wrong = [o.detail for o in outcomes if not o.right]
    assert wrong == [], f"{len(wrong)}/{len(outcomes)} wrong:\n" + "\n".join(wrong)


SIXTH: list[Template] = [
    T("so-i-dont-forget", "can you add {n1} to my list so I don't forget", _ops(("add", "n1"))),
    T("lemme-add", "i gotta {n1} tmrw, add it to my list pls", _ops(("add", "n1"))),
    T(
        "add-it-if-not-already",
        "{n1} - add it to my list if it's not already there",
        _ops(("add_absent", "n1")),
    ),
    T("that-one-is-done-quoted", "'{a}' is all done now", _ops(("complete", "a"))),
    T("done-and-dusted", "{a}: done and dusted", _ops(("complete", "a"))),
    T("get-rid-word-one", "get rid of the {a_last} one please", _ops(("delete", "a"))),
    T("clear-all-todos-fresh", "clear all my todos, fresh start", lambda v: [("clear", None)]),
    T(
        "add-things-please",
        "please add {g1} and {g2} to my list",
        _ops(("add", "g1"), ("add", "g2")),
    ),
    T(
        "how-much-and-remind",
        "how much is {x} plus {y}? also remind me to {n1}",
        _ops(("add", "n1")),
        lambda v, _: Fraction(v["x"] + v["y"]),
    ),
    T(
        "delete-how-many-left-now",
        "delete #{i}. how many things are left now?",
        _ops(("delete", "i")),
        _open,
        last=True,
    ),
]
"""A sixth batch, written after the fifth was handled and before it was run. Its first run was
15/30 right, every miss a refusal: "... so I don't forget", "tmrw"/"pls", "X - add it to my list
if it's not already there", "done and dusted", "fresh start" with no article; those were then
handled, so these are tuning data now."""


async def test_sixth_batch(tmp_path: Path) -> None:
    outcomes = await run_templates(SIXTH, tmp_path, 24)
    wrong = [o.detail for o in outcomes if not o.right]
    assert wrong == [], f"{len(wrong)}/{len(outcomes)} wrong:\n" + "\n".join(wrong)


SEVENTH: list[Template] = [
    T(
        "remind-me-later-list",
        "oh, I have to {n1} later - can you put that on my list?",
        _ops(("add", "n1")),
    ),
    T("todo-add-quoted-cheers", "add '{n1}' to my todo list, cheers", _ops(("add", "n1"))),
    T(
        "check-if-add-quoted",
        "check if '{n1}' is on my list and add it if it isn't",
        _ops(("add_absent", "n1")),
    ),
    T("finished-off-title", "I finished off {a_ger}", _ops(("complete", "a"))),
    T("word-one-done", "the {a_last} one is done", _ops(("complete", "a"))),
    T(
        "please-delete-word-item",
        "please delete the {a_last} item from my to-do list",
        _ops(("delete", "a")),
    ),
    T("clear-my-todo-list-now", "clear my to do list now please", lambda v: [("clear", None)]),
    T(
        "pop-things-on",
        "pop {g1} and {g2} on the shopping list",
        _ops(("add", "g1"), ("add", "g2")),
    ),
    T(
        "two-things-add-and-divide",
        "two things: add {n1} to my list, and what's {x} divided by {y}?",
        _ops(("add", "n1")),
        lambda v, _: Fraction(v["x"], v["y"]),
    ),
    T(
        "complete-quoted-how-many-remain",
        "complete '{a}' and let me know how many remain",
        _ops(("complete", "a")),
        _open,
        last=True,
    ),
]
"""A seventh batch, written after the sixth was handled and before it was run. Its first run was
21/30 right, no wrong change: "check if X is on my list and add it if it isn't" was refused, and
"I finished off X" and "complete 'X' and let me know how many remain" planned titles no item has
(the tool refused them); those were then handled, so these are tuning data now."""


async def test_seventh_batch(tmp_path: Path) -> None:
    outcomes = await run_templates(SEVENTH, tmp_path, 25)
    wrong = [o.detail for o in outcomes if not o.right]
    assert wrong == [], f"{len(wrong)}/{len(outcomes)} wrong:\n" + "\n".join(wrong)
