"""Tools for driving the agent loop in tests: real async tools each test controls."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

import pytest

from agentschool.agent import Agent, RunResult
from agentschool.exceptions import ToolError
from agentschool.settings import Settings
from agentschool.tools import Tool, ToolContext, Toolset, tool
from agentschool.tools.calculator import calculator_tool
from agentschool.tools.todo import TodoStore, build_todo_tools


@dataclass
class Recorder:
    """Collects what tools were called with, in order."""

    calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    effects: list[str] = field(default_factory=list)


def make_tools(recorder: Recorder) -> Toolset:
    @tool(run_in_thread=False)
    def add(a: float, b: float) -> float:
        """Add two numbers.

        Args:
            a: First addend.
            b: Second addend.
        """
        recorder.calls.append(("add", {"a": a, "b": b}))
        return a + b

    @tool(run_in_thread=False)
    def echo(text: str) -> str:
        """Return the text unchanged."""
        recorder.calls.append(("echo", {"text": text}))
        return text

    @tool(risk="write")
    async def record(note: str, ctx: ToolContext) -> dict[str, str]:
        """Write a note (a side effect)."""
        recorder.calls.append(("record", {"note": note}))
        recorder.effects.append(f"{ctx.idempotency_key}:{note}")
        return {"note": note, "key": ctx.idempotency_key}

    return Toolset([add, echo, record])


def flaky(failures: int, exc: Callable[[str], Exception] = ToolError, name: str = "flaky") -> Tool:
    """A tool that fails `failures` times, then returns "ok"."""
    state = {"left": failures}

    async def run(value: str = "x") -> str:
        """Fail a few times, then succeed."""
        if state["left"] > 0:
            state["left"] -= 1
            raise exc("temporary trouble")
        return f"ok:{value}"

    return Tool.from_function(run, name=name)


def sleeper(seconds: float, name: str = "slow") -> Tool:
    async def run() -> str:
        """Sleep, then answer."""
        await asyncio.sleep(seconds)
        return "late"

    return Tool.from_function(run, name=name)


@pytest.fixture
def recorder() -> Recorder:
    return Recorder()


@pytest.fixture
def tools(recorder: Recorder) -> Toolset:
    return make_tools(recorder)


def everyday_tools() -> Toolset:
    """The calculator and the to-do tools, as the everyday corpora plan against them."""
    return Toolset([calculator_tool, *build_todo_tools()])


async def calculator_answer(task: str) -> Any:
    """The last calculator output of the rule planner's run of `task` (None when not planned)."""
    result = await Agent("test", Toolset([calculator_tool]), planner="rule").run(task)
    outputs = [s.output for s in result.steps if s.tool == "calculator" and s.status == "done"]
    return outputs[-1] if outputs else None


async def assert_read(family: str, task: str, expected: float) -> None:
    """Check that the rules answer `task` with `expected` (a probe row of a family)."""
    got = await calculator_answer(task)
    assert got is not None, f"{family}: not read: {task}"
    assert abs(float(got) - expected) <= 1e-6 * max(1.0, abs(expected)), (family, task, got)


async def assert_near_miss(task: str, expected: float | None) -> None:
    """Check that a near miss is refused (None), or read as the other thing it asks."""
    got = await calculator_answer(task)
    if expected is None:
        assert got is None, (task, got)
    else:
        assert got is None or abs(float(got) - expected) <= 1e-6, (task, got)


async def run_on_list(
    task: str, seeded: Iterable[str], home: Path, done_ids: Iterable[int] = ()
) -> tuple[RunResult, list[tuple[str, bool]]]:
    """The rule planner's run of `task` on a fresh list of `seeded` (the `done_ids` done), and
    the list (title, done) after it."""
    settings = Settings(home=home)
    tools = Toolset([calculator_tool, *build_todo_tools(settings)])
    for title in seeded:
        await tools.get("todo_add").call({"title": title})
    for todo_id in done_ids:
        await tools.get("todo_complete").call({"id": todo_id})
    result = await Agent("test", tools, planner="rule").run(task)
    store = TodoStore(settings.data_dir / "todos.db")
    got = [(str(i["title"]), bool(i["done"])) for i in store.items()]
    store.close()
    return result, got


Items = list[tuple[str, bool]]
"""A to-do list as (title, done), oldest first."""
Change = Callable[[Items], Items]
"""What a task does to a list."""


def added(*titles: str) -> Change:
    return lambda items: [*items, *((t, False) for t in titles)]


def completed(*titles: str) -> Change:
    return lambda items: [(t, d or t in titles) for t, d in items]


def renamed(old: str, new: str) -> Change:
    return lambda items: [(new if t == old else t, d) for t, d in items]


def deleted(*titles: str) -> Change:
    return lambda items: [(t, d) for t, d in items if t not in titles]


def all_completed(items: Items) -> Items:
    return [(t, True) for t, _ in items]


def cleared(items: Items) -> Items:
    return []


def unchanged(items: Items) -> Items:
    return items


class ListProbe(Protocol):
    """A to-do probe: a task, the list it starts from, and what it does to that list."""

    @property
    def task(self) -> str: ...
    @property
    def seeded(self) -> tuple[str, ...]: ...
    @property
    def change(self) -> Callable[[list[tuple[str, bool]]], list[tuple[str, bool]]]: ...


async def probe_misses(probes: Sequence[ListProbe], home: Path) -> list[str]:
    """What each probe got wrong, run on its own fresh list (none: every one right)."""
    wrong = []
    for n, probe in enumerate(probes):
        result, got = await run_on_list(probe.task, probe.seeded, home / str(n))
        expected = probe.change([(t, False) for t in probe.seeded])
        changes = expected != [(t, False) for t in probe.seeded]
        if not (got == expected and (result.status == "completed" or not changes)):
            planned = [(s.tool, s.args) for s in result.steps]
            wrong.append(f"{probe.task!r}: {result.status} {planned}; got {got}, want {expected}")
    return wrong
