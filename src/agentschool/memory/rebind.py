"""Re-binding a past plan to a new task: the task's numbers and quoted strings are its slots.

A task's *shape* is its text with every quoted string replaced by `{s}` and every number by `{n}`
(lowercased, spaces collapsed): "add 'buy milk' to my todos and compute 12 * 3" has the template
"add {s} to my todos and compute {n} * {n}", strings `["buy milk"]` and numbers `["12", "3"]`.
Past tasks are remembered and recalled by template, so "12 * 3" and "7 * 5" look alike while
"12 * 3" and "12 + 3" do not.

Re-binding maps the old task's i-th string to the new task's i-th string and the old i-th number
to the new i-th number, then rewrites the old plan's step arguments and answer template:

- an argument equal to an old slot becomes the new slot (numbers keep their JSON type: `12` → `7`);
- inside longer strings every occurrence of an old slot is replaced in one pass (numbers only at
  word boundaries, so `12` does not touch `120` or `1.25`).

It refuses (`RebindError`) when the two tasks have different numbers of slots of either kind, or
when one old value would have to become two different new values (e.g. "2 + 2" → "3 + 5"). The
weak spot: a literal in the old plan that equals a slot by coincidence is rewritten too; the
rewritten plan is validated against the toolset before use.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from agentschool.agent.plan import Plan
from agentschool.exceptions import UserError

__all__ = ["RebindError", "TaskShape", "rebind_plan", "task_shape"]

_QUOTED = re.compile(r"\"([^\"]+)\"|'([^']+)'|“([^”]+)”")
_NUMBER = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?!\w)")
_SYMBOLS = frozenset("+-*/%^=<>×÷")


class RebindError(UserError):
    """A past plan cannot be re-bound to the new task."""


@dataclass(frozen=True, slots=True)
class TaskShape:
    """A task split into its template and slots."""

    template: str
    """The task with `{s}` for quoted strings and `{n}` for numbers."""
    strings: tuple[str, ...]
    """Quoted strings, in order."""
    numbers: tuple[str, ...]
    """Numbers as written, in order."""

    @property
    def symbols(self) -> str:
        """The operator characters of the template, sorted (two shapes must agree on them)."""
        return "".join(sorted(c for c in self.template if c in _SYMBOLS))


def task_shape(task: str) -> TaskShape:
    """Split a task into its template, quoted strings and numbers."""
    strings = [next(g for g in m.groups() if g is not None) for m in _QUOTED.finditer(task)]
    rest = _QUOTED.sub(" {s} ", task)
    numbers = _NUMBER.findall(rest)
    template = " ".join(_NUMBER.sub("{n}", rest).lower().split())
    return TaskShape(template, tuple(strings), tuple(numbers))


def _mapping(old: tuple[str, ...], new: tuple[str, ...], kind: str) -> dict[str, str]:
    if len(old) != len(new):
        raise RebindError(f"the tasks have {len(old)} and {len(new)} {kind}")
    mapping: dict[str, str] = {}
    for before, after in zip(old, new, strict=True):
        if mapping.setdefault(before, after) != after:
            raise RebindError(
                f"{before!r} would have to become both {mapping[before]!r} and {after!r}"
            )
    return mapping


def _number(text: str) -> int | float:
    return float(text) if "." in text else int(text)


class _Rebinder:
    def __init__(self, strings: dict[str, str], numbers: dict[str, str]) -> None:
        self.strings = strings
        self.numbers = {_number(k): _number(v) for k, v in numbers.items()}
        self.text = {**numbers, **strings}
        alternatives = [re.escape(s) for s in sorted(strings, key=len, reverse=True)]
        alternatives += [rf"(?<![\w.]){re.escape(n)}(?![\w]|\.\d)" for n in numbers]
        self.pattern = re.compile("|".join(alternatives)) if alternatives else None

    def __call__(self, value: Any) -> Any:
        if isinstance(value, str):
            if value in self.strings:
                return self.strings[value]
            if self.pattern is None:
                return value
            return self.pattern.sub(lambda m: self.text[m.group(0)], value)
        if isinstance(value, bool):
            return value
        if isinstance(value, int | float):
            return self.numbers.get(value, value)
        if isinstance(value, dict):
            return {k: self(v) for k, v in value.items()}
        if isinstance(value, list):
            return [self(v) for v in value]
        return value


def rebind_plan(plan: Plan, old: TaskShape, new: TaskShape) -> Plan:
    """The old task's plan with the new task's slots substituted (see the module docstring).

    Raises:
        RebindError: The slots do not correspond one to one.
    """
    rebind = _Rebinder(
        _mapping(old.strings, new.strings, "quoted strings"),
        _mapping(old.numbers, new.numbers, "numbers"),
    )
    data = plan.model_dump(mode="json")
    for step in data["steps"]:
        step["args"] = rebind(step["args"])
    if data.get("answer"):
        data["answer"] = rebind(data["answer"])
    return Plan.model_validate(data)
