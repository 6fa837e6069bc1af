"""Probed misreads (session 11): the list as a to-do title, "finished with", "for $5 each".

Found by probing everyday to-do wordings (session 11): "I'm done with my list for today, show me
what's left" planned a completion of a to-do titled "my list for", which fails as a step and
calls the model to recover.
"""

from __future__ import annotations

import asyncio

import pytest

from agentschool.agent.planners import PlanRequest
from agentschool.agent.rules import RulePlanner
from agentschool.tools.builtin import builtin_toolset


def _plan(task: str) -> list[tuple[str, dict[str, object]]] | None:
    result = asyncio.run(RulePlanner().plan(PlanRequest(task=task, tools=builtin_toolset())))
    return None if result is None else [(s.tool, s.args) for s in result.plan.steps]


@pytest.mark.parametrize(
    "task",
    [
        "I'm done with my list for today, show me what's left",
        "I'm finished with my list for today, show me what's left",
        "done with my to-do list for the day, what's still open?",
        "I've finished my list for today",
    ],
)
def test_the_list_is_not_an_item_of_it(task: str) -> None:
    assert _plan(task) is None


@pytest.mark.parametrize(
    ("task", "args"),
    [
        ("i'm finished with number 3", {"id": 3}),
        ('I\'m finished with "call the vet"', {"title": "call the vet"}),
        ("we're finished with to-do 2, tick it", {"id": 2}),
    ],
)
def test_finished_with_an_item_completes_it(task: str, args: dict[str, object]) -> None:
    assert _plan(task) == [("todo_complete", args)]


@pytest.mark.parametrize(
    ("task", "expression"),
    [
        # was 40 + 5: "for $5 each" read as the socks' price together
        ("I bought 2 shirts for $40 and 3 pairs of socks for $5 each, total?", "40 + 3 * 5"),
        ("got 4 pens for £1.20 each and a pad for £3, how much altogether?", "4 * 1.20 + 3"),
        ("2 drinks for $5 and a sandwich for $4, total?", "5 + 4"),  # "for $5": the two together
    ],
)
def test_a_count_for_a_price_each_is_multiplied(task: str, expression: str) -> None:
    assert _plan(task) == [("calculator", {"expression": expression})]


def test_one_that_stands_for_a_thing_is_no_number() -> None:
    """Was 1 + 261.22 and 1 + 40 + 1 + 60: "the last one" read as the number 1."""
    from agentschool.tools.number_words import replace_number_words

    assert replace_number_words("the last one was 40, each one costs one pound") == (
        "the last one was 40, each one costs 1 pound"
    )
    assert _plan("the last one was 40 and the next one is 60, total?") == [
        ("calculator", {"expression": "40 + 60"})
    ]
    assert _plan(
        "My gas bill comes every quarter and the last one was £261.22. "
        "How much did I pay this year?"
    ) in (None, [("calculator", {"expression": "261.22 * 4"})])


def test_a_share_asked_alone_against_the_story_question_is_refused() -> None:
    """Was the bill with its tip: "just the tip" contradicts "what's the bill"."""
    assert _plan("what's the bill with an 18% tip on $42.10? just the tip") is None
    assert _plan("tip 18% on $42.10 = ? just the tip pls") == [
        ("calculator", {"expression": "42.10 * 18 / 100"})
    ]
