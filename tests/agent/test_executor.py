import asyncio
import json
from typing import Any

from agentschool.agent import (
    Agent,
    PolicyRecovery,
    StepFailed,
    StepFinished,
    StepSkipped,
    StepStarted,
)
from agentschool.messages import ModelMessage
from agentschool.models import AgentInfo, FunctionModel
from agentschool.tools import Tool, Toolset

from .conftest import Recorder, flaky, sleeper


def planned(*steps: dict[str, Any], answer: str | None = None) -> FunctionModel:
    """A model that answers every planning request with this plan."""
    plan = {"steps": [{"depends_on": [], "args": {}, **s} for s in steps], "answer": answer}

    def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
        return json.dumps(plan)

    return FunctionModel(reply)


def rendezvous(barrier: asyncio.Barrier, name: str) -> Tool:
    async def run() -> str:
        """Wait until the other side arrives too."""
        async with asyncio.timeout(5):
            await barrier.wait()
        return name

    return Tool.from_function(run, name=name)


async def test_independent_steps_run_concurrently() -> None:
    barrier = asyncio.Barrier(
        2
    )  # each step waits for the other: sequential execution would time out
    tools = Toolset([rendezvous(barrier, "left"), rendezvous(barrier, "right")])
    model = planned({"id": "s1", "tool": "left"}, {"id": "s2", "tool": "right"})
    result = await Agent(model, tools, planner="llm", retries=0).run("meet")
    assert result.status == "completed", result.error
    kinds = [(type(e).__name__, getattr(e, "step_id", None)) for e in result.events]
    first_finish = next(i for i, (k, _) in enumerate(kinds) if k == "StepFinished")
    started = [sid for k, sid in kinds[:first_finish] if k == "StepStarted"]
    assert started == ["s1", "s2"]


async def test_dependent_step_starts_after_its_dependency_finishes(
    tools: Toolset, recorder: Recorder
) -> None:
    model = planned(
        {"id": "s1", "tool": "add", "args": {"a": 2, "b": 3}},
        {"id": "s2", "tool": "echo", "args": {"text": "sum=${s1}"}},
    )
    result = await Agent(model, tools, planner="llm").run("add then echo")
    assert result.output == "sum=5"
    order = [(type(e).__name__, getattr(e, "step_id", "")) for e in result.events]
    assert order.index(("StepFinished", "s1")) < order.index(("StepStarted", "s2"))
    assert recorder.calls == [("add", {"a": 2.0, "b": 3.0}), ("echo", {"text": "sum=5"})]


async def test_transient_errors_are_retried_with_backoff() -> None:
    model = planned({"id": "s1", "tool": "flaky"})
    agent = Agent(model, Toolset([flaky(2)]), planner="llm", retries=2, backoff=0)
    result = await agent.run("try hard")
    assert result.status == "completed"
    failed = [e for e in result.events if isinstance(e, StepFailed)]
    assert [(e.attempt, e.will_retry) for e in failed] == [(1, True), (2, True)]
    finished = next(e for e in result.events if isinstance(e, StepFinished))
    assert finished.attempts == 3 and finished.output == "ok:x"


async def test_step_timeout_fails_the_run_with_a_clear_error() -> None:
    model = planned({"id": "s1", "tool": "slow"})
    agent = Agent(
        model,
        Toolset([sleeper(30)]),
        planner="llm",
        step_timeout=0.05,
        retries=0,
        recovery=PolicyRecovery(retries=0),
    )
    result = await agent.run("wait")
    assert result.status == "failed"
    assert "slow timed out after 0.05s" in (result.error or "")
    assert result.steps[0].status == "failed"


async def test_run_timeout_stops_a_run() -> None:
    model = planned({"id": "s1", "tool": "slow"})
    agent = Agent(model, Toolset([sleeper(30)]), planner="llm", run_timeout=0.05)
    result = await agent.run("wait")
    assert result.status == "failed"
    assert result.error == "the run ran out of time"


async def test_max_steps_is_enforced(tools: Toolset) -> None:
    steps = [{"id": f"s{i}", "tool": "echo", "args": {"text": str(i)}} for i in range(1, 4)]
    result = await Agent(planned(*steps), tools, planner="llm", max_steps=2).run("echo thrice")
    assert result.status == "failed"
    assert "at most 2 are allowed" in (result.error or "")


async def test_skipped_step_skips_its_dependents(tools: Toolset) -> None:
    model = planned(
        {"id": "s1", "tool": "flaky"},
        {"id": "s2", "tool": "echo", "args": {"text": "${s1}"}},
        {"id": "s3", "tool": "echo", "args": {"text": "independent"}},
    )
    tools.register(flaky(99))
    agent = Agent(
        model,
        tools,
        planner="llm",
        retries=0,
        recovery=PolicyRecovery(retries=0, skippable={"flaky"}),
    )
    result = await agent.run("skip what fails")
    assert result.status == "completed"
    assert {s.id: s.status for s in result.steps} == {
        "s1": "skipped",
        "s2": "skipped",
        "s3": "done",
    }
    skipped = [e.step_id for e in result.events if isinstance(e, StepSkipped)]
    assert skipped == ["s1", "s2"]


async def test_a_tools_own_bug_becomes_a_failed_step_not_a_crash() -> None:
    async def broken() -> str:
        """Divide by zero."""
        return str(1 / 0)

    model = planned({"id": "s1", "tool": "broken"})
    tools = Toolset([Tool.from_function(broken)])
    result = await Agent(model, tools, planner="llm", recovery=PolicyRecovery()).run("break")
    assert result.status == "failed"
    assert "ZeroDivisionError: division by zero" in (result.error or "")


async def test_idempotency_key_is_run_and_step(tools: Toolset, recorder: Recorder) -> None:
    model = planned({"id": "write", "tool": "record", "args": {"note": "hi"}})
    result = await Agent(model, tools, planner="llm").run("note hi", run_id="run42")
    assert result.output == {"note": "hi", "key": "run42:write"}
    assert recorder.effects == ["run42:write:hi"]


async def test_step_started_precedes_tool_called_and_events_share_the_run_id(
    tools: Toolset,
) -> None:
    model = planned({"id": "s1", "tool": "echo", "args": {"text": "a"}})
    result = await Agent(model, tools, planner="llm").run("echo", run_id="r1")
    assert {e.run_id for e in result.events} == {"r1"}
    names = [type(e).__name__ for e in result.events]
    assert names == [
        "RunStarted",
        "ModelResponded",
        "PlanCreated",
        "StepStarted",
        "ToolCalled",
        "StepFinished",
        "RunFinished",
    ]
    assert isinstance(result.events[3], StepStarted)
