"""A question asked inside chatter, and greetings before a story, on the rule planner.

"my son needs help with his maths homework what is 22 times 25" asks "22 times 25": the words
before the question hold no number, so nothing is dropped by reading the question alone. When
they do hold one ("I have 3 kids, what is 4 times 5"), the rules cannot tell whether it matters
and say so. A greeting such as "Quick one please:" before a story is no number ("one"). Drawn
from templates with seeded random numbers; answers from Python.
"""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from agentschool.agent.planners import PlanRequest
from agentschool.agent.rules import RulePlanner
from agentschool.tools import Toolset
from agentschool.tools.calculator import calculator_tool
from agentschool.tools.todo import build_todo_tools

from .conftest import calculator_answer

CHATTER = [
    "my {who} needs help with {their} maths homework {q}",
    "sorry to bother you but {q}",
    "I'm helping my {who} with {their} homework tonight, {q}",
    "settle an argument for us {q}",
    "im stuck on this one {q}",
]
QUESTIONS = [
    ("what is {a} times {b}", lambda a, b: a * b),
    ("what's {a} plus {b}", lambda a, b: a + b),
    ("what is {a} minus {b}?", lambda a, b: a - b),
    ("can you work out {a} divided by {b}", lambda a, b: Fraction(a, b)),
]
GREETINGS = ["Quick one please:", "Hi! Quick question.", "hey there, ok so", "Hello, quick q -"]


def _draws() -> list[tuple[str, Fraction]]:
    rng = random.Random(20261127)
    cases = []
    for frame in CHATTER:
        for question, answer in QUESTIONS:
            a, b = rng.randint(11, 99), rng.randint(2, 40)
            who, their = rng.choice([("son", "his"), ("daughter", "her"), ("niece", "her")])
            q = question.format(a=a, b=b)
            cases.append((frame.format(who=who, their=their, q=q), Fraction(answer(a, b))))
    return cases


@pytest.mark.parametrize(("task", "expected"), _draws())
async def test_a_question_inside_chatter_is_answered(task: str, expected: Fraction) -> None:
    answer = await calculator_answer(task)
    assert answer is not None and abs(Fraction(str(answer)) - expected) < Fraction(1, 1000), task


@pytest.mark.parametrize(
    "task",
    [
        "I have 3 kids what is 4 times 5",
        "we were 2 hours late, what's 6 plus 7",
        "my 12 year old asks what is 8 times 9",
    ],
)
async def test_chatter_holding_a_number_is_not_guessed(task: str) -> None:
    assert await calculator_answer(task) is None


@pytest.mark.parametrize(
    "task",
    [
        "add: milk; what's 2+2",
        "add milk; what's 2+2",
        "put bread on it, what is 3 times 4",
        "buy eggs, what's 2+2",
        "finished the report, what is 2+2",
        "delete everything, what's 5 plus 5",
    ],
)
async def test_a_request_before_a_question_is_never_dropped(task: str) -> None:
    """Answering only the question would silently skip what the words before it asked."""
    tools = Toolset([calculator_tool, *build_todo_tools()])
    result = await RulePlanner().plan(PlanRequest(task=task, tools=tools))
    assert result is None or {s.tool for s in result.plan.steps} != {"calculator"}, task


@pytest.mark.parametrize("greeting", GREETINGS)
async def test_a_greeting_before_a_story_is_no_number(greeting: str) -> None:
    rng = random.Random(greeting)
    cost, portions = Fraction(rng.randint(800, 3000), 100), rng.randint(4, 12)
    task = (
        f"{greeting} the big pot of soup cost ${float(cost):.2f} in ingredients and makes "
        f"{portions} portions. What's the cost per portion?"
    )
    answer = await calculator_answer(task)
    assert answer is not None and abs(Fraction(str(answer)) - cost / portions) < Fraction(1, 100)


BEFORE = ["pls", "hello dear,", "Good morning.", "hi again -", "ok so", "thx,"]
AFTER = ["thx", "thank you kindly.", "Thanks in advance!", "cheers", "ty", "pls"]


def _polite(rng: random.Random) -> list[tuple[str, str]]:
    """Requests wrapped in greetings and thanks, each (task, what it asks)."""
    wraps = []
    for before, after in zip(BEFORE, AFTER, strict=True):
        a, b = rng.randint(11, 99), rng.randint(2, 40)
        title = rng.choice(["renew the bus pass", "call the plumber", "water the tomatoes"])
        wraps.append((f"{before} what's {a}% of {b * 10}? {after}", str(Fraction(a * b * 10, 100))))
        wraps.append((f"{before} add {title} to my todo list {after}", title))
    return wraps


@pytest.mark.parametrize(("task", "asked"), _polite(random.Random(1127)))
async def test_greetings_and_thanks_around_a_request_ask_nothing(task: str, asked: str) -> None:
    tools = Toolset([calculator_tool, *build_todo_tools()])
    result = await RulePlanner().plan(PlanRequest(task=task, tools=tools))
    assert result is not None, task
    [step] = result.plan.steps
    if step.tool == "todo_add":
        assert step.args == {"title": asked}
    else:
        answer = await calculator_answer(task)
        assert abs(Fraction(str(answer)) - Fraction(asked)) < Fraction(1, 1000), task
