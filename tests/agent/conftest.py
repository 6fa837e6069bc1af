"""Tools for driving the agent loop in tests: real async tools each test controls."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from agentschool.agent import Agent
from agentschool.exceptions import ToolError
from agentschool.tools import Tool, ToolContext, Toolset, tool
from agentschool.tools.calculator import calculator_tool
from agentschool.tools.todo import build_todo_tools


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
