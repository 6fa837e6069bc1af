"""Replaying stored runs: same events without a model, the first divergence shown, format checks."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from agentschool.agent import Agent
from agentschool.evals.cases import load_dataset
from agentschool.evals.recording import (
    case_from_run,
    export_case,
    record_result,
    recorded_events,
)
from agentschool.evals.replay import ReplayError, replay_events
from agentschool.messages import ModelMessage
from agentschool.models import FunctionModel
from agentschool.models.function import AgentInfo
from agentschool.runs.store import RunStore
from agentschool.tools.builtin import builtin_toolset

TEN_STEPS = {
    "steps": [
        {"id": "s1", "tool": "calculator", "args": {"expression": "2 + 3"}},
        {"id": "s2", "tool": "calculator", "args": {"expression": "${s1} * 4"}},
        {"id": "s3", "tool": "todo_add", "args": {"title": "pay rent"}},
        {"id": "s4", "tool": "todo_add", "args": {"title": "call mum"}},
        {"id": "s5", "tool": "todo_complete", "args": {"id": 99}},
        {"id": "s6", "tool": "todo_complete", "args": {"id": "${s3.id}"}},
        {"id": "s7", "tool": "calculator", "args": {"expression": "${s2} - 1"}},
        {"id": "s8", "tool": "todo_list", "args": {}, "depends_on": ["s6", "s4"]},
        {"id": "s9", "tool": "calculator", "args": {"expression": "${s7} / 19"}},
        {"id": "s10", "tool": "todo_delete", "args": {"id": "${s4.id}"}, "depends_on": ["s8"]},
    ],
    "answer": "${s9}; open: ${s8.todos}",
}
"""Ten steps: a chain of calculations, to-dos added, one failing step the model skips."""


def planning_model() -> FunctionModel:
    def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
        if info.output_schema is not None and info.output_schema.name == "recovery":
            return json.dumps({"action": "skip", "reason": "no such todo; not needed"})
        return json.dumps(TEN_STEPS)

    return FunctionModel(reply, model_name="planner-v1")


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[RunStore]:
    store = RunStore(f"sqlite:///{tmp_path / 'runs.db'}")
    await store.migrate()
    yield store
    await store.close()


async def recorded_ten_step_run(store: RunStore) -> tuple[str, list[dict[str, Any]]]:
    agent = Agent(planning_model(), builtin_toolset(), planner="llm", backoff=0.0, retries=1)
    result = await agent.run(
        "work out 2 + 3, times 4, minus 1, over 19; add 'pay rent' and 'call mum' to my todos, "
        "complete todo 99 and the rent one, then delete call mum"
    )
    assert result.status == "completed", result.error
    assert len(result.steps) == 10
    await record_result(store, result, {"planner": "llm"})
    _, events = await recorded_events(store, result.run_id)
    return result.run_id, events


async def test_a_replayed_ten_step_run_gives_the_same_events(store: RunStore) -> None:
    run_id, events = await recorded_ten_step_run(store)
    kinds = {e["kind"] for e in events}
    assert {"model-responded", "step-failed", "recovery-decided", "step-skipped"} <= kinds
    result = await replay_events(events, reference=builtin_toolset())
    assert result.divergence is None, result.divergence
    assert result.same and result.matched == result.replayed == result.recorded == len(events)
    assert result.run_id == run_id


async def test_replay_uses_no_model_and_no_tool(store: RunStore, tmp_path: Path) -> None:
    _, events = await recorded_ten_step_run(store)
    todos = tmp_path / "agentschool-home" / "todos.db"
    before = todos.read_bytes()
    result = await replay_events(events)  # no reference tools: recorded outputs only
    assert result.same, result.divergence
    assert todos.read_bytes() == before  # the to-do tools did not run again


async def test_the_first_divergence_is_shown_with_both_sides(store: RunStore) -> None:
    _, events = await recorded_ten_step_run(store)
    changed = json.loads(json.dumps(events))
    position = next(i for i, e in enumerate(changed) if e["kind"] == "step-finished")
    changed[position]["output"] = 6  # as if the tool had answered 6 back then
    later = next(i for i, e in enumerate(changed) if e["kind"] == "tool-called" and i > position)
    result = await replay_events(changed)
    assert result.divergence is not None
    assert result.divergence.index == later  # the next call now resolves ${s1} to 6
    assert result.divergence.recorded is not None and result.divergence.replayed is not None
    assert result.divergence.recorded["args"] != result.divergence.replayed["args"]
    assert result.matched == later


async def test_a_recording_that_ends_early_or_runs_long_diverges(store: RunStore) -> None:
    _, events = await recorded_ten_step_run(store)
    result = await replay_events(events[:-1])  # the recording lost its run-finished
    assert result.divergence is not None and result.divergence.index == len(events) - 1
    assert result.divergence.recorded is None and result.divergence.replayed is not None


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda e: e[0].update(format=2), "cannot replay: recorded with format 2"),
        (lambda e: e[0].update(format=0), "cannot replay: recorded with format 0"),
        (lambda e: e.pop(0), "does not start with run-started"),
        (lambda e: e[2].pop("plan", None) or e[3].pop("step_id"), "does not fit format 1"),
        (lambda e: e.clear(), "has no recorded events"),
    ],
)
async def test_recordings_of_another_format_are_refused(
    store: RunStore, change: Any, message: str
) -> None:
    _, events = await recorded_ten_step_run(store)
    change(events)
    with pytest.raises(ReplayError, match=message):
        await replay_events(events)


async def test_a_run_exported_as_a_case_passes_as_a_regression_test(
    store: RunStore, tmp_path: Path
) -> None:
    agent = Agent("test", builtin_toolset(), planner="rule")
    question = await agent.run("calculate (3 + 4) * 12")
    todo = await agent.run("add 'pay rent' to my todos")
    for result in (question, todo):
        await record_result(store, result)
    tools = builtin_toolset()
    path = tmp_path / "regressions.yaml"
    for result in (question, todo):
        run, events = await recorded_events(store, result.run_id)
        export_case(case_from_run(run, events, tools), path)
    dataset = load_dataset(path)
    first, second = dataset.cases
    assert first.expect.exact == "(3 + 4) * 12 = 84" and first.expect.no_side_effects
    assert second.expect.exact == "Added todo #1: pay rent" and not second.expect.no_side_effects
    run, events = await recorded_events(store, question.run_id)
    with pytest.raises(Exception, match="already in the dataset"):
        export_case(case_from_run(run, events, tools), path)
    jsonl = tmp_path / "r.jsonl"
    export_case(case_from_run(run, events, tools, name="again"), jsonl)
    assert load_dataset(jsonl).cases[0].name == "again"
