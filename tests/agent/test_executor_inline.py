"""The executor awaits a lone ready step in place and schedules tasks only for concurrent steps."""

import asyncio
import json
from typing import Any

from agentschool.agent import Agent, PolicyRecovery, StepFinished, StepStarted
from agentschool.messages import ModelMessage, ModelResponse, ToolCallPart
from agentschool.models import AgentInfo, FunctionModel
from agentschool.tools import Tool, Toolset

from .conftest import flaky, sleeper


def planned(*steps: dict[str, Any]) -> FunctionModel:
    plan = {"steps": [{"depends_on": [], "args": {}, **s} for s in steps]}

    def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
        return json.dumps(plan)

    return FunctionModel(reply)


def task_spy(seen: list[tuple[str, asyncio.Task[Any] | None]]) -> Tool:
    async def spy(label: str) -> str:
        """Record which asyncio task runs this call."""
        seen.append((label, asyncio.current_task()))
        await asyncio.sleep(0)
        return label

    return Tool.from_function(spy)


async def test_a_chain_runs_in_the_callers_task_and_in_order() -> None:
    seen: list[tuple[str, asyncio.Task[Any] | None]] = []
    model = planned(
        {"id": "s1", "tool": "spy", "args": {"label": "a"}},
        {"id": "s2", "tool": "spy", "args": {"label": "${s1}b"}},
        {"id": "s3", "tool": "spy", "args": {"label": "${s2}c"}},
    )
    result = await Agent(model, Toolset([task_spy(seen)]), planner="llm").run("chain")
    assert result.status == "completed", result.error
    assert result.output == "abc"
    assert [label for label, _ in seen] == ["a", "ab", "abc"]
    assert {task for _, task in seen} == {asyncio.current_task()}
    order = [(type(e).__name__, getattr(e, "step_id", "")) for e in result.events]
    for earlier, later in (("s1", "s2"), ("s2", "s3")):
        assert order.index(("StepFinished", earlier)) < order.index(("StepStarted", later))


async def test_independent_steps_each_get_their_own_task() -> None:
    seen: list[tuple[str, asyncio.Task[Any] | None]] = []
    model = planned(
        {"id": "s1", "tool": "spy", "args": {"label": "x"}},
        {"id": "s2", "tool": "spy", "args": {"label": "y"}},
    )
    result = await Agent(model, Toolset([task_spy(seen)]), planner="llm").run("fan out")
    assert result.status == "completed", result.error
    tasks = [task for _, task in seen]
    assert len(set(tasks)) == 2 and asyncio.current_task() not in tasks
    started = [e.step_id for e in result.events if isinstance(e, StepStarted)]
    finished = [e.step_id for e in result.events if isinstance(e, StepFinished)]
    assert started == ["s1", "s2"] and finished == ["s1", "s2"]


async def test_react_turns_run_their_single_call_in_place() -> None:
    seen: list[tuple[str, asyncio.Task[Any] | None]] = []

    def reply(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse | str:
        turn = len(messages) // 2
        if turn < 3:
            call = ToolCallPart(
                tool_name="spy", args={"label": f"t{turn}"}, tool_call_id=f"c{turn}"
            )
            return ModelResponse(parts=[call])
        return "done"

    agent = Agent(FunctionModel(reply), Toolset([task_spy(seen)]), planner="react")
    result = await agent.run("three turns")
    assert result.status == "completed" and result.output == "done"
    assert [label for label, _ in seen] == ["t0", "t1", "t2"]
    assert {task for _, task in seen} == {asyncio.current_task()}


async def test_concurrent_steps_stop_at_the_run_timeout() -> None:
    model = planned({"id": "s1", "tool": "slow"}, {"id": "s2", "tool": "slower"})
    tools = Toolset([sleeper(30), sleeper(30, name="slower")])
    result = await Agent(model, tools, planner="llm", run_timeout=0.05).run("wait twice")
    assert result.status == "failed"
    assert result.error == "the run ran out of time"
    assert {s.id: s.status for s in result.steps} == {"s1": "running", "s2": "running"}


async def test_max_steps_hit_while_starting_several_steps_fails_cleanly() -> None:
    # s1 fails once and is retried by recovery (2 attempts); s2 and s3 then become ready
    # together, and starting s3 would be the 4th attempt: the run fails, s2 never runs.
    calls: list[str] = []

    async def echo(text: str) -> str:
        """Return the text."""
        calls.append(text)
        return text

    model = planned(
        {"id": "s1", "tool": "flaky"},
        {"id": "s2", "tool": "echo", "args": {"text": "two"}, "depends_on": ["s1"]},
        {"id": "s3", "tool": "echo", "args": {"text": "three"}, "depends_on": ["s1"]},
    )
    agent = Agent(
        model,
        Toolset([flaky(1), Tool.from_function(echo)]),
        planner="llm",
        retries=0,
        max_steps=3,
        recovery=PolicyRecovery(retries=1),
    )
    result = await agent.run("retry, then fan out")
    assert result.status == "failed"
    assert result.error == "the run reached max_steps=3"
    assert calls == []
