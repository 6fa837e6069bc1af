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


SUBTASKS = [
    {"id": "t1", "specialist": "general", "task": "what is 6*7", "depends_on": []},
    {"id": "t2", "specialist": "code", "task": "write an add function", "depends_on": []},
    {"id": "t3", "specialist": "research", "task": "find sources on agents", "depends_on": []},
    {"id": "t4", "specialist": "general", "task": "combine", "depends_on": ["t1", "t3"]},
]


def team_model(messages: list[ModelMessage], info: AgentInfo) -> str:
    system, user = prompts(messages)
    schema = info.output_schema.name if info.output_schema else None
    if schema == "decomposition":
        assert "- research: A research specialist" in system
        return json.dumps({"subtasks": SUBTASKS})
    if schema == "plan":
        if "calculator for arithmetic" in user:
            step = {"id": "s1", "tool": "calculator", "args": {"expression": "6*7"}}
        elif "minimal code" in user:
            step = {"id": "s1", "tool": "llm_process", "args": {"text": "add"}}
        else:  # the research specialist's model only produces invalid plans
            step = {"id": "s1", "tool": "teleport", "args": {}}
        return json.dumps({"steps": [step]})
    if schema is None and system.startswith("You are the director"):
        results = json.loads(user.split("Results: ", 1)[1])
        return "; ".join(f"{r['specialist']}:{r['status']}:{r['result']}" for r in results)
    return "def add(a, b): return a + b"  # llm_process for the code specialist


async def test_team_with_one_failing_specialist(tmp_path: Path) -> None:
    team = specialist_team(FunctionModel(team_model), workspace=tmp_path)
    result = await team.run("compute 6*7, write add(), and research agents")
    assert result.status == "completed"
    by_id = {s.subtask_id: s for s in result.subtasks}
    assert by_id["t1"].status == "completed" and by_id["t1"].output == 42
    assert by_id["t2"].output == "def add(a, b): return a + b"
    assert by_id["t3"].status == "failed" and "no valid plan" in (by_id["t3"].error or "")
    assert by_id["t4"].status == "skipped" and "['t3']" in (by_id["t4"].error or "")
    assert result.output == (
        "general:completed:42; code:completed:def add(a, b): return a + b; "
        "research:failed:None; general:skipped:None"
    )
    delegated = [e.subtask_id for e in result.events if isinstance(e, SubtaskDelegated)]
    assert sorted(delegated) == ["t1", "t2", "t3"]  # t4 never delegated
    kinds = [e.kind for e in result.events]
    assert kinds[0] == "run-started" and kinds[-1] == "run-finished"
    for event in result.events:  # every event serializes with the shared adapter
        assert EVENT_ADAPTER.validate_json(EVENT_ADAPTER.dump_json(event)) == event


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
    subtasks = [
        {"id": "a", "specialist": "left", "task": "A", "depends_on": []},
        {"id": "b", "specialist": "right", "task": "B", "depends_on": []},
        {"id": "c", "specialist": "crash", "task": "C", "depends_on": []},
    ]

    def director(messages: list[ModelMessage], info: AgentInfo) -> str:
        if info.output_schema is not None:
            return json.dumps({"subtasks": subtasks})
        return "done"

    team = Team(
        FunctionModel(director),
        {"left": Rendezvous(a, b), "right": Rendezvous(b, a), "crash": Crashing()},
    )
    with anyio.fail_after(5):
        result = await team.run("do A, B and C")
    assert result.status == "completed" and result.output == "done"
    finished = {e.subtask_id: e for e in result.events if isinstance(e, SubtaskFinished)}
    assert finished["a"].output == "A" and finished["b"].output == "B"
    assert finished["c"].status == "failed"
    assert finished["c"].error == "RuntimeError: specialist blew up"


async def test_invalid_decomposition_is_fed_back_then_fails_cleanly() -> None:
    seen: list[str] = []

    def director(messages: list[ModelMessage], info: AgentInfo) -> str:
        seen.append(prompts(messages)[1])
        return json.dumps({"subtasks": [{"id": "t1", "specialist": "nobody", "task": "x"}]})

    team = Team(FunctionModel(director), {"solo": Crashing()}, retries=1)
    result = await team.run("anything")
    assert result.status == "failed" and "no valid decomposition" in (result.error or "")
    assert len(seen) == 2


def test_team_needs_specialists() -> None:
    with pytest.raises(UserError, match="at least one specialist"):
        Team(FunctionModel(lambda m, i: "x"), {})
