"""Held-out everyday tasks: phrasings written before the rule planner was tuned, never tuned on.

The tuned corpus lives in `test_everyday.py`; these templates use other wordings on purpose, so the
accuracy measured on them says how the rules do on phrasings nobody wrote them for. Each template
takes random numbers and says what Python computes for them.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

__all__ = [
    "HELDOUT_ARITHMETIC",
    "HELDOUT_TODOS",
    "HELDOUT_TODOS_FRESH",
    "ArithmeticCase",
    "TodoCase",
    "arithmetic_cases",
]


@dataclass(frozen=True)
class ArithmeticCase:
    """A task and the number it must produce."""

    task: str
    expected: float


@dataclass(frozen=True)
class TodoCase:
    """A task and the to-do calls (tool, args) it must plan, in order."""

    task: str
    calls: list[tuple[str, dict[str, Any]]]


Numbers = dict[str, int]
Template = tuple[str, Callable[[Numbers], float]]

HELDOUT_ARITHMETIC: list[Template] = [
    ("could you work out {a} plus {b} for me?", lambda n: n["a"] + n["b"]),
    ("I'd like to know {a} minus {b}", lambda n: n["a"] - n["b"]),
    ("take {b} away from {a}", lambda n: n["a"] - n["b"]),
    ("what do you get if you multiply {a} by {b}", lambda n: n["a"] * n["b"]),
    ("{a} shared equally between {b} people", lambda n: n["a"] / n["b"]),
    ("what's {p} percent of {a}?", lambda n: n["p"] / 100 * n["a"]),
    ("how much is {p}% off {a}", lambda n: n["a"] * (100 - n["p"]) / 100),
    ("{a} with a {p}% increase", lambda n: n["a"] * (100 + n["p"]) / 100),
    ("reduce {a} by {p} percent", lambda n: n["a"] * (100 - n["p"]) / 100),
    ("what's the mean of {a}, {b}, {c}", lambda n: (n["a"] + n["b"] + n["c"]) / 3),
    ("find the average of {a} and {b}", lambda n: (n["a"] + n["b"]) / 2),
    ("total of {a}, {b} and {c}", lambda n: n["a"] + n["b"] + n["c"]),
    ("{a} to the power of {s}", lambda n: n["a"] ** n["s"]),
    ("what is the cube of {s}", lambda n: n["s"] ** 3),
    ("{a} squared plus {b}", lambda n: n["a"] ** 2 + n["b"]),
    ("square root of {q}", lambda n: math.sqrt(n["q"])),
    ("what is the remainder when {a} is divided by {s}", lambda n: n["a"] % n["s"]),
    ("half of {a}", lambda n: n["a"] / 2),
    ("what's a quarter of {a}", lambda n: n["a"] / 4),
    ("two thirds of {a}", lambda n: n["a"] * 2 / 3),
    ("{a} times {b}, then subtract {c}", lambda n: n["a"] * n["b"] - n["c"]),
    ("add {a} and {b} then divide by {s}", lambda n: (n["a"] + n["b"]) / n["s"]),
    ("${a}.50 plus ${b}.25", lambda n: n["a"] + 0.5 + n["b"] + 0.25),
    ("what's {k},{t:03d} divided by {s}", lambda n: (n["k"] * 1000 + n["t"]) / n["s"]),
    ("thirty-two times {s}", lambda n: 32 * n["s"]),
    ("one hundred and twenty minus {s}", lambda n: 120 - n["s"]),
    ("{a}e2 divided by {s}", lambda n: n["a"] * 100 / n["s"]),
    ("round {a}.{t:03d} to one decimal place", lambda n: round(n["a"] + n["t"] / 1000, 1)),
    ("double {a} and then add {b}", lambda n: 2 * n["a"] + n["b"]),
    ("what is {a} over {s}", lambda n: n["a"] / n["s"]),
]
"""Held-out arithmetic templates: placeholders a, b, c (2-999), s (2-9), p (1-90), q (a square),
k (1-99), t (0-999)."""


def _numbers(rng: random.Random) -> Numbers:
    return {
        "a": rng.randint(2, 999),
        "b": rng.randint(2, 999),
        "c": rng.randint(2, 999),
        "s": rng.randint(2, 9),
        "p": rng.randint(1, 90),
        "q": rng.randint(2, 40) ** 2,
        "k": rng.randint(1, 99),
        "t": rng.randint(0, 999),
    }


def arithmetic_cases(
    templates: list[Template], per_template: int, seed: int
) -> list[ArithmeticCase]:
    """`per_template` tasks from each template, with numbers drawn from `seed`."""
    rng = random.Random(seed)
    cases: list[ArithmeticCase] = []
    for template, compute in templates:
        for _ in range(per_template):
            numbers = _numbers(rng)
            cases.append(ArithmeticCase(template.format(**numbers), compute(numbers)))
    return cases


HELDOUT_TODOS: list[TodoCase] = [
    TodoCase(
        "could you add 'renew passport' to my to-do list",
        [("todo_add", {"title": "renew passport"})],
    ),
    TodoCase("put water the plants on my list", [("todo_add", {"title": "water the plants"})]),
    TodoCase(
        "please remind me to book a dentist appointment",
        [("todo_add", {"title": "book a dentist appointment"})],
    ),
    TodoCase("new task: email the landlord", [("todo_add", {"title": "email the landlord"})]),
    TodoCase("what's on my todo list?", [("todo_list", {})]),
    TodoCase("show me my tasks", [("todo_list", {})]),
    TodoCase("list all my todos please", [("todo_list", {})]),
    TodoCase("mark task 4 as done", [("todo_complete", {"id": 4})]),
    TodoCase("I finished todo number 2", [("todo_complete", {"id": 2})]),
    TodoCase("tick off item 7", [("todo_complete", {"id": 7})]),
    TodoCase("remove task 3 from my list", [("todo_delete", {"id": 3})]),
    TodoCase("delete todo #12", [("todo_delete", {"id": 12})]),
    TodoCase(
        'add "buy stamps" and "post the letter" to my todos',
        [("todo_add", {"title": "buy stamps"}), ("todo_add", {"title": "post the letter"})],
    ),
    TodoCase(
        "add 'call the bank' to my tasks and then show my tasks",
        [("todo_add", {"title": "call the bank"}), ("todo_list", {})],
    ),
    TodoCase("complete task five", [("todo_complete", {"id": 5})]),
]
"""Held-out to-do tasks and the calls they must plan."""

HELDOUT_TODOS_FRESH: list[TodoCase] = [
    TodoCase("add 'feed the cat' to the list", [("todo_add", {"title": "feed the cat"})]),
    TodoCase(
        "can you put 'order pizza' on my todo list?", [("todo_add", {"title": "order pizza"})]
    ),
    TodoCase("remind me to pick up the kids", [("todo_add", {"title": "pick up the kids"})]),
    TodoCase("add a task called clean the garage", [("todo_add", {"title": "clean the garage"})]),
    TodoCase(
        "add eggs, flour and sugar to my list",
        [
            ("todo_add", {"title": "eggs"}),
            ("todo_add", {"title": "flour"}),
            ("todo_add", {"title": "sugar"}),
        ],
    ),
    TodoCase("display my to-dos", [("todo_list", {})]),
    TodoCase("what are my tasks?", [("todo_list", {})]),
    TodoCase("what's on the list", [("todo_list", {})]),
    TodoCase("finish task 9", [("todo_complete", {"id": 9})]),
    TodoCase("mark todo 6 complete", [("todo_complete", {"id": 6})]),
    TodoCase("I've completed task 11", [("todo_complete", {"id": 11})]),
    TodoCase("drop item 8", [("todo_delete", {"id": 8})]),
    TodoCase("delete task number three", [("todo_delete", {"id": 3})]),
    TodoCase(
        "add 'walk the dog' to my todos, then list them",
        [("todo_add", {"title": "walk the dog"}), ("todo_list", {})],
    ),
    TodoCase("please show everything on my todo list", [("todo_list", {})]),
]
"""A second held-out to-do set, written after the first guided fixes (so it is the clean one)."""
