"""Teams: decomposition, parallel specialists, a failing specialist, delegation in the events."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import anyio
import pytest

from agentschool.agent import EVENT_ADAPTER, RunResult, SubtaskDelegated, SubtaskFinished
from agentschool.exceptions import UserError
from agentschool.messages import ModelMessage, ModelRequest, SystemPromptPart, Usage, UserPromptPart
from agentschool.models import FunctionModel
from agentschool.models.function import AgentInfo
from agentschool.specs.team import specialist_team
from agentschool.teams import Team


def prompts(messages: list[ModelMessage]) -> tuple[str, str]:
    system = user = ""
    for message in messages:
        if isinstance(message, ModelRequest):
            for part in message.parts:
                if isinstance(part, SystemPromptPart):
                    system += part.content
                elif isinstance(part, UserPromptPart):
                    user += part.content
    return system, user


TASK = "compute 6*7, write add(), research agents and summarize them"


def team_model(messages: list[ModelMessage], info: AgentInfo) -> str:
    """The shipped team's one model: it plans the Code specialist's step and aggregates."""
    system, user = prompts(messages)
    schema = info.output_schema.name if info.output_schema else None
    assert schema != "pick", "the rules route every clause of TASK"
    if schema == "plan":
        assert "minimal code" in user  # General plans 6*7 by rules; Research is a pipeline
        return json.dumps({"steps": [{"id": "s1", "tool": "llm_process", "args": {"text": "add"}}]})
    if schema is None and system.startswith("You are the director"):
        results = json.loads(user.split("Results: ", 1)[1])
        return "; ".join(f"{r['specialist']}:{r['status']}:{r['result']}" for r in results)
    return "def add(a, b): return a + b"  # llm_process for the code specialist


async def test_team_with_one_failing_specialist(tmp_path: Path) -> None:
    team = specialist_team(FunctionModel(team_model), workspace=tmp_path)
    result = await team.run(TASK)
    assert result.status == "completed"
    by_id = {s.subtask_id: s for s in result.subtasks}
    assert by_id["s1"].status == "completed" and by_id["s1"].output == "6*7 = 42"
    assert by_id["s2"].output == "def add(a, b): return a + b"
    # offline, Research's search has no backend: it fails saying so, and its dependent is skipped
    assert by_id["s3"].status == "failed"
    assert "web search is not configured" in (by_id["s3"].error or "")
    assert by_id["s4"].status == "skipped" and "['s3']" in (by_id["s4"].error or "")
    assert result.output == (
        "general:completed:6*7 = 42; code:completed:def add(a, b): return a + b; "
        "research:failed:None; research:skipped:None"
    )
    delegated = [e.subtask_id for e in result.events if isinstance(e, SubtaskDelegated)]
    assert sorted(delegated) == ["s1", "s2", "s3"]  # s4 never delegated
    kinds = [e.kind for e in result.events]
    assert kinds[0] == "run-started" and kinds[-1] == "run-finished"
    for event in result.events:  # every event serializes with the shared adapter
        assert EVENT_ADAPTER.validate_json(EVENT_ADAPTER.dump_json(event)) == event


async def test_one_result_is_the_answer_with_what_is_not_done() -> None:
    """Nothing to combine: no model writes (or rewrites) the answer."""
    team = specialist_team(FunctionModel(team_model))
    result = await team.run("compute 6*7 and research agent runtimes")
    assert result.status == "completed" and result.usage.requests == 0
    lines = str(result.output).splitlines()
    assert lines[0] == "6*7 = 42"
    assert lines[1].startswith("Not done: research agent runtimes (step 'search' failed: web")


def self_referring(messages: list[ModelMessage], info: AgentInfo) -> str:
    """The embedded model's mistake: a step whose argument is its own output."""
    if info.output_schema is not None and info.output_schema.name == "plan":
        step = {"id": "s1", "tool": "llm_process", "args": {"text": "${s1}"}, "depends_on": ["s1"]}
        return json.dumps({"steps": [step]})
    return "aggregated"


async def test_a_specialist_plan_depending_on_itself_fails_its_subtask_not_the_team() -> None:
    team = specialist_team(FunctionModel(self_referring))
    result = await team.run("compute 6*7 and write add()")
    assert result.status == "completed"
    by_id = {s.subtask_id: s for s in result.subtasks}
    assert by_id["s1"].output == "6*7 = 42"
    assert by_id["s2"].status == "failed"
    assert "no valid plan after 2 attempts" in (
        by_id["s2"].error or ""
    )  # the same plan again ends it
    assert "s1" in (by_id["s2"].error or "")


class Rendezvous:
    """Finishes only when its partner has started: proves the two run at the same time."""

    def __init__(self, mine: asyncio.Event, partner: asyncio.Event) -> None:
        self.mine, self.partner = mine, partner

    async def run(self, task: str, *, run_id: str | None = None) -> RunResult:
        self.mine.set()
        await self.partner.wait()
        return RunResult(
            run_id=run_id or "x", status="completed", output=task, steps=[], usage=Usage()
        )


class Crashing:
    async def run(self, task: str, *, run_id: str | None = None) -> RunResult:
        raise RuntimeError("specialist blew up")


async def test_independent_subtasks_run_in_parallel_and_a_crash_is_contained() -> None:
    a, b = asyncio.Event(), asyncio.Event()

    def director(messages: list[ModelMessage], info: AgentInfo) -> str:
        assert info.output_schema is None  # each clause names its specialist
        return "done"

    team = Team(
        FunctionModel(director),
        {"left": Rendezvous(a, b), "right": Rendezvous(b, a), "crash": Crashing()},
    )
    with anyio.fail_after(5):
        result = await team.run("ask left, ask right and ask crash")
    assert result.status == "completed" and result.output == "done"
    finished = {e.specialist: e for e in result.events if isinstance(e, SubtaskFinished)}
    assert finished["left"].output == "ask left" and finished["right"].output == "ask right"
    assert finished["crash"].status == "failed"
    assert finished["crash"].error == "RuntimeError: specialist blew up"


async def test_no_completed_subtask_fails_the_team_naming_each_cause() -> None:
    team = Team(FunctionModel(lambda m, i: "unused"), {"solo": Crashing()})
    result = await team.run("anything at all")
    assert result.status == "failed" and result.output is None
    assert result.error == "s1: RuntimeError: specialist blew up"


def test_team_needs_specialists() -> None:
    with pytest.raises(UserError, match="at least one specialist"):
        Team(FunctionModel(lambda m, i: "x"), {})
