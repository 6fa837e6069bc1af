"""Team tasks of two or three clauses mixing arithmetic, to-dos and a question, with their checks.

`TUNED` are the tasks the director was developed against (the README's example and the tests');
`heldout_cases()` builds tasks from templates and values written before the director was tuned
(seeded, so the list is the same on every machine). A case knows what the run must leave: the
numbers its arithmetic gives, the to-do titles it adds, and the question that must get a subtask
(answered, or failed with a stated reason: offline, research has no search backend).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

__all__ = ["TUNED", "TeamCase", "heldout_cases"]


@dataclass(frozen=True)
class TeamCase:
    """One team task and what it must leave."""

    task: str
    numbers: tuple[str, ...] = ()
    """Results of its arithmetic, as printed ("42", "36")."""
    todos: tuple[str, ...] = ()
    """To-do titles it adds (each exactly once)."""
    questions: tuple[str, ...] = field(default=())
    """Clauses that ask something a model or a search must answer."""


TUNED = [
    TeamCase(
        "compute 6*7 and research agent runtimes",
        numbers=("42",),
        questions=("research agent runtimes",),
    ),
    TeamCase(
        "what is 15% of 240, then add 'pay rent' to my todos and show them",
        numbers=("36",),
        todos=("pay rent",),
    ),
    TeamCase(
        "compute 6*7, write add(), and research agents",
        numbers=("42",),
        questions=("write add()", "research agents"),
    ),
]

_ARITHMETIC: list[tuple[str, Callable[[int, int], int]]] = [
    ("what is {a} + {b}", lambda a, b: a + b),
    ("calculate {a} * {b}", lambda a, b: a * b),
    ("compute {a} - {b}", lambda a, b: a - b),
    ("what is {a} times {b}", lambda a, b: a * b),
    ("work out {a} plus {b}", lambda a, b: a + b),
]
_PERCENT = "what is {p}% of {n}"
_TODO_ONE = "add '{t}' to my todos"
_TODO_TWO = "add '{t}' and '{u}' to my todos"
_TITLES = [
    "renew passport",
    "book dentist",
    "water ferns",
    "return library books",
    "buy stamps",
    "fix bike light",
    "email landlord",
    "pack lunch",
    "call plumber",
    "order printer ink",
]
_QUESTIONS = [
    "explain what a hash map is",
    "research the history of the bicycle",
    "tell me why leaves change colour in autumn",
    "summarize how vaccines work",
    "explain what recursion means",
    "research electric car batteries",
    "describe how a compiler works",
    "find out who invented the telescope",
]
_JOINS = [", then ", " and ", "; ", ", and "]


def heldout_cases(n: int = 24, seed: int = 2026) -> list[TeamCase]:
    """`n` tasks: arithmetic and to-dos, arithmetic and a question, or all three."""
    rng = random.Random(seed)
    cases: list[TeamCase] = []
    for i in range(n):
        a, b = rng.randint(11, 99), rng.randint(2, 19)
        if rng.random() < 0.3:
            p, m = rng.choice([5, 10, 20, 25, 50]), rng.choice([80, 120, 360, 480])
            arithmetic, number = _PERCENT.format(p=p, n=m), p * m // 100
        else:
            template, compute = rng.choice(_ARITHMETIC)
            arithmetic, number = template.format(a=a, b=b), compute(a, b)
        t, u = rng.sample(_TITLES, 2)
        todo, titles = (
            (_TODO_ONE.format(t=t), (t,))
            if rng.random() < 0.6
            else (_TODO_TWO.format(t=t, u=u), (t, u))
        )
        question = rng.choice(_QUESTIONS)
        shape = i % 3
        if shape == 0:
            parts, case = [arithmetic, todo], TeamCase("", (str(number),), titles)
        elif shape == 1:
            parts, case = [question, arithmetic], TeamCase("", (str(number),), (), (question,))
        else:
            parts = [todo, arithmetic, question]
            case = TeamCase("", (str(number),), titles, (question,))
        task = parts[0] + rng.choice(_JOINS) + parts[1]
        if len(parts) == 3:
            task += rng.choice(_JOINS) + parts[2]
        cases.append(TeamCase(task, case.numbers, case.todos, case.questions))
    return cases
