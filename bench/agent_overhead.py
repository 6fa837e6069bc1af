"""Agent-loop overhead against peers: our `Agent.run` vs Agno, Pydantic AI and LangGraph.

Every framework gets a model that answers instantly and the same trivial async tool (add two
numbers), and makes the same 10 tool calls in two modes:

- `plan`: all 10 calls in one model reply (ours: `planner="llm"` answering a 10-step plan; peers:
  10 parallel tool calls in one response, then a final text answer);
- `react`: one call per model turn, 10 turns, then a final text answer (ours: `planner="react"`).

Columns: per-step µs (one run's time / 10 tool calls), per-turn µs (/ model turns), agent
construction µs (model + agent, the tool built once beforehand), memory KiB retained per constructed
agent (tracemalloc over many agents), and the ratio to Agno in the same mode (step / build / mem).
Times are this process's CPU time by default (`--clock wall` for wall time): everything here is
in-process and CPU-bound, and CPU time does not count the time other processes on a shared machine
hold the cores. Figures are medians of several samples; every sample checks that exactly 10 tool
calls per run happened. Peers that are not installed are left out.

Run: `make bench` (a separate `.venv-bench` holds the peers), or

    .venv-bench/bin/python bench/agent_overhead.py [--samples 7] [--reps 20] [--clock cpu|wall]
        [--only agentschool,Agno] [--profile agentschool:react]

(`--profile` prints a pyinstrument profile of one framework × mode instead of the table.)
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import statistics
import time
import tracemalloc
import warnings
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

os.environ.setdefault("AGNO_TELEMETRY", "false")
os.environ.setdefault("LANGSMITH_TRACING", "false")
warnings.filterwarnings("ignore")

STEPS = 10
MODES = ("plan", "react")
CALLS = [0]  # tool calls made, checked after every sample
CLOCKS = {"cpu": time.process_time, "wall": time.perf_counter}
clock = time.process_time  # CPU time of this process: robust to other engineers' load


@dataclass
class Case:
    """How to build one framework's agent and run the 10-call task with it."""

    make: Callable[[], Any]
    run: Callable[[Any], Awaitable[Any]]
    turns: int


@dataclass
class Row:
    framework: str
    mode: str
    turns: int
    run_us: float
    build_us: float
    mem_kib: float


def calls_for(turn: int, mode: str) -> list[int]:
    """Indices of the tool calls the instant model makes on this turn (0-based turn)."""
    if mode == "plan":
        return list(range(STEPS)) if turn == 0 else []
    return [turn] if turn < STEPS else []


# --- agentschool ------------------------------------------------------------------------------


def ours(mode: str) -> Case:
    from agentschool.agent import Agent
    from agentschool.messages import ModelResponse, ToolCallPart
    from agentschool.models import FunctionModel
    from agentschool.tools import tool

    @tool
    async def add(a: float, b: float) -> float:
        """Add two numbers."""
        CALLS[0] += 1
        return a + b

    steps = [{"id": f"s{i}", "tool": "add", "args": {"a": i, "b": 1}} for i in range(STEPS)]
    plan = json.dumps({"steps": steps})

    def reply(messages: list[Any], info: Any) -> Any:
        if mode == "plan":
            return plan
        turn = len(messages) // 2
        calls = calls_for(turn, mode)
        if not calls:
            return "done"
        parts: list[Any] = [
            ToolCallPart(tool_name="add", args={"a": i, "b": 1}, tool_call_id=f"c{i}")
            for i in calls
        ]
        return ModelResponse(parts=parts)

    planner = "llm" if mode == "plan" else "react"

    def make() -> Any:
        return Agent(FunctionModel(reply), tools=[add], planner=planner)

    async def run(agent: Any) -> Any:
        result = await agent.run("add some numbers")
        assert result.status == "completed", result.error
        return result

    return Case(make, run, turns=1 if mode == "plan" else STEPS + 1)


# --- Agno -------------------------------------------------------------------------------------


def agno(mode: str) -> Case:
    from agno.agent import Agent
    from agno.models.base import Model
    from agno.models.response import ModelResponse

    async def add(a: float, b: float) -> float:
        """Add two numbers."""
        CALLS[0] += 1
        return a + b

    def reply(messages: list[Any]) -> ModelResponse:
        turn = sum(1 for m in messages if m.role == "assistant")
        calls = calls_for(turn, mode)
        if not calls:
            return ModelResponse(role="assistant", content="done")
        tool_calls = [
            {
                "id": f"c{i}",
                "type": "function",
                "function": {"name": "add", "arguments": json.dumps({"a": i, "b": 1})},
            }
            for i in calls
        ]
        return ModelResponse(role="assistant", tool_calls=tool_calls)

    class InstantModel(Model):
        """Agno's Model with the provider call replaced by an instant reply."""

        def invoke(self, messages: list[Any], **_: Any) -> ModelResponse:
            return reply(messages)

        async def ainvoke(self, messages: list[Any], **_: Any) -> ModelResponse:
            return reply(messages)

        def invoke_stream(self, messages: list[Any], **_: Any) -> Any:
            yield reply(messages)

        async def ainvoke_stream(self, messages: list[Any], **_: Any) -> Any:
            yield reply(messages)

        def _parse_provider_response(self, response: Any, **_: Any) -> ModelResponse:
            return response  # type: ignore[no-any-return]

        def _parse_provider_response_delta(self, response: Any) -> ModelResponse:
            return response  # type: ignore[no-any-return]

    def make() -> Any:
        return Agent(model=InstantModel(id="instant"), tools=[add], telemetry=False)

    async def run(agent: Any) -> Any:
        result = await agent.arun("add some numbers")
        assert result.content == "done", result.content
        return result

    return Case(make, run, turns=2 if mode == "plan" else STEPS + 1)


# --- Pydantic AI ------------------------------------------------------------------------------


def pydantic_ai(mode: str) -> Case:
    from pydantic_ai import Agent, Tool
    from pydantic_ai.messages import ModelResponse, TextPart, ToolCallPart
    from pydantic_ai.models.function import FunctionModel

    async def add(a: float, b: float) -> float:
        """Add two numbers."""
        CALLS[0] += 1
        return a + b

    add_tool = Tool(add, takes_ctx=False)

    def reply(messages: list[Any], info: Any) -> ModelResponse:
        calls = calls_for(len(messages) // 2, mode)
        if not calls:
            return ModelResponse(parts=[TextPart("done")])
        parts: list[Any] = [
            ToolCallPart("add", {"a": i, "b": 1}, tool_call_id=f"c{i}") for i in calls
        ]
        return ModelResponse(parts=parts)

    def make() -> Any:
        return Agent(FunctionModel(reply), tools=[add_tool])

    async def run(agent: Any) -> Any:
        result = await agent.run("add some numbers")
        assert result.output == "done", result.output
        return result

    return Case(make, run, turns=2 if mode == "plan" else STEPS + 1)


# --- LangGraph --------------------------------------------------------------------------------


def langgraph(mode: str) -> Case:
    from langchain_core.language_models import BaseChatModel
    from langchain_core.messages import AIMessage
    from langchain_core.outputs import ChatGeneration, ChatResult
    from langchain_core.tools import tool
    from langgraph.prebuilt import create_react_agent

    @tool
    async def add(a: float, b: float) -> float:
        """Add two numbers."""
        CALLS[0] += 1
        return a + b

    class InstantChatModel(BaseChatModel):
        """A chat model that answers instantly with scripted tool calls."""

        @property
        def _llm_type(self) -> str:
            return "instant"

        def bind_tools(self, tools: Any, **_: Any) -> Any:
            return self

        def _generate(self, messages: list[Any], stop: Any = None, **_: Any) -> ChatResult:
            calls = calls_for(sum(isinstance(m, AIMessage) for m in messages), mode)
            tool_calls: list[Any] = [
                {"name": "add", "args": {"a": i, "b": 1}, "id": f"c{i}", "type": "tool_call"}
                for i in calls
            ]
            message = AIMessage(content="" if calls else "done", tool_calls=tool_calls)
            return ChatResult(generations=[ChatGeneration(message=message)])

        async def _agenerate(self, messages: list[Any], stop: Any = None, **_: Any) -> ChatResult:
            return self._generate(messages, stop)

    def make() -> Any:
        return create_react_agent(InstantChatModel(), [add])

    async def run(agent: Any) -> Any:
        state = await agent.ainvoke(
            {"messages": [("user", "add some numbers")]}, {"recursion_limit": 100}
        )
        assert state["messages"][-1].content == "done"
        return state

    return Case(make, run, turns=2 if mode == "plan" else STEPS + 1)


FRAMEWORKS: dict[str, Callable[[str], Case]] = {
    "agentschool": ours,
    "Agno": agno,
    "Pydantic AI": pydantic_ai,
    "LangGraph": langgraph,
}

# --- measurement ------------------------------------------------------------------------------


async def run_us(case: Case, samples: int, reps: int) -> float:
    """Median over samples of the mean microseconds per agent run (one agent, built once)."""
    agent = case.make()
    for _ in range(3):
        await case.run(agent)
    results = []
    for _ in range(samples):
        CALLS[0] = 0
        gc.collect()
        start = clock()
        for _ in range(reps):
            await case.run(agent)
        results.append((clock() - start) / reps * 1e6)
        assert CALLS[0] == STEPS * reps, f"expected {STEPS * reps} tool calls, saw {CALLS[0]}"
    return statistics.median(results)


def build_us(case: Case, samples: int, count: int) -> float:
    """Median over samples of the mean microseconds to construct model + agent."""
    case.make()
    results = []
    for _ in range(samples):
        gc.collect()
        start = clock()
        for _ in range(count):
            case.make()
        results.append((clock() - start) / count * 1e6)
    return statistics.median(results)


def mem_kib(case: Case, count: int) -> float:
    """KiB retained per constructed agent (tracemalloc, `count` agents kept alive)."""
    case.make()
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    agents = [case.make() for _ in range(count)]
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    del agents
    return (after - before) / count / 1024


async def measure(name: str, mode: str, args: argparse.Namespace) -> Row | None:
    try:
        case = FRAMEWORKS[name](mode)
    except ImportError as exc:
        print(f"<!-- {name} skipped: {exc} -->")
        return None
    run = await run_us(case, args.samples, args.reps)
    build = build_us(case, args.samples, args.builds)
    mem = mem_kib(case, args.builds)
    return Row(name, mode, case.turns, run, build, mem)


def table(rows: list[Row]) -> str:
    agno_rows = {r.mode: r for r in rows if r.framework == "Agno"}
    lines = [
        "| framework | mode | turns | per-step µs | per-turn µs | construction µs | memory KiB "
        "| ×Agno (step / build / mem) |",
        "|---|---|--:|--:|--:|--:|--:|--:|",
    ]
    for r in rows:
        base = agno_rows.get(r.mode)
        ratio = (
            f"{r.run_us / base.run_us:.2f} / {r.build_us / base.build_us:.2f} / "
            f"{r.mem_kib / base.mem_kib:.2f}"
            if base
            else "–"
        )
        lines.append(
            f"| {r.framework} | {r.mode} | {r.turns} | {r.run_us / STEPS:,.0f} "
            f"| {r.run_us / r.turns:,.0f} | {r.build_us:,.1f} | {r.mem_kib:,.1f} | {ratio} |"
        )
    return "\n".join(lines)


async def profile(target: str, reps: int) -> None:
    from pyinstrument import Profiler

    name, mode = target.split(":")
    case = FRAMEWORKS[{k.lower(): k for k in FRAMEWORKS}.get(name.lower(), name)](mode)
    agent = case.make()
    await case.run(agent)
    profiler = Profiler(interval=0.0001, async_mode="enabled")
    with profiler:
        for _ in range(reps):
            await case.run(agent)
    print(profiler.output_text(unicode=True, color=False, show_all=False))


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=7, help="samples; the median is shown")
    parser.add_argument("--reps", type=int, default=20, help="agent runs per sample")
    parser.add_argument("--builds", type=int, default=200, help="agents built per sample")
    parser.add_argument("--clock", choices=CLOCKS, default="cpu", help="cpu (default) or wall")
    parser.add_argument("--only", default="", help="comma-separated frameworks to measure")
    parser.add_argument("--profile", default="", help="framework:mode to profile (pyinstrument)")
    args = parser.parse_args()
    global clock
    clock = CLOCKS[args.clock]
    if args.profile:
        await profile(args.profile, args.reps * 10)
        return
    names = [n for n in FRAMEWORKS if not args.only or n.lower() in args.only.lower().split(",")]
    rows = [row for n in names for m in MODES if (row := await measure(n, m, args))]
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(
        f"Agent-loop overhead, {STEPS} tool calls per run, instant models; medians of "
        f"{args.samples} samples × {args.reps} runs, {args.clock} time. Shared 2-core machine "
        f"(other engineers working; load average {load}): compare rows, not absolute figures.\n"
    )
    print(table(rows))


if __name__ == "__main__":
    asyncio.run(main())
