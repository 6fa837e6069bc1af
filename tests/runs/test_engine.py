"""The DBOS engine in-process: runs execute durably, events and steps are stored, approvals wait."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest

from agentschool.agent.approval import ApprovalPolicy, ApprovalRule
from agentschool.messages import ModelMessage
from agentschool.models.function import AgentInfo, FunctionModel
from agentschool.runs.approvals import ApprovalStore
from agentschool.runs.engine import AgentRecipe, DbosLauncher, EngineConfig, RunEngine
from agentschool.runs.ledger import EffectStatus, Ledger
from agentschool.runs.records import Run
from agentschool.runs.status import FINISHED_STATUSES, RunStatus
from agentschool.runs.store import RunStore
from agentschool.server.app import create_app
from agentschool.server.context import ServerSettings
from agentschool.tools.base import RiskLevel, ToolContext, tool
from agentschool.tools.toolset import Toolset

WRITES: list[str] = []
LAUNCHES: list[str] = []


@tool(risk="write")
def write_note(text: str, ctx: ToolContext) -> str:
    """Write a note."""
    WRITES.append(f"{ctx.idempotency_key}={text}")
    return f"wrote {text}"


@tool(risk="dangerous")
def launch_rocket(target: str) -> str:
    """Launch a rocket."""
    LAUNCHES.append(target)
    return f"launched at {target}"


def planner(steps: list[dict[str, Any]]) -> FunctionModel:
    def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
        return json.dumps({"steps": steps})

    return FunctionModel(reply)


PLANS = {
    "notes": [
        {"id": "a", "tool": "write_note", "args": {"text": "one"}},
        {"id": "b", "tool": "write_note", "args": {"text": "two"}, "depends_on": ["a"]},
    ],
    "rocket": [{"id": "go", "tool": "launch_rocket", "args": {"target": "moon"}}],
}


def factory(config: dict[str, Any]) -> AgentRecipe:
    policy = ApprovalPolicy(rules=[ApprovalRule(tool="launch_rocket", action="require")])
    return AgentRecipe(
        model=planner(PLANS[config["model"]]),
        tools=Toolset([write_note, launch_rocket]),
        options={"planner": "llm", "policy": policy},
    )


@pytest.fixture
def engine(tmp_path: Path) -> Iterator[RunEngine]:
    config = EngineConfig(
        database_url=f"sqlite:///{tmp_path / 'runs.db'}",
        system_database_url=f"sqlite:///{tmp_path / 'dbos.sqlite'}",
        concurrency=2,
    )
    engine = RunEngine(config, factory)
    engine.launch()
    WRITES.clear()
    LAUNCHES.clear()
    try:
        yield engine
    finally:
        engine.shutdown()


@pytest.fixture
async def parts(engine: RunEngine) -> AsyncIterator[tuple[RunStore, DbosLauncher]]:
    store = RunStore(engine.config.database_url)
    await store.migrate()
    launcher = DbosLauncher(engine.config)
    yield store, launcher
    launcher.close()
    await store.close()


async def wait_for(store: RunStore, run_id: str, statuses: set[RunStatus]) -> Run:
    with anyio.fail_after(10):
        while True:
            run = await store.get_run(run_id)
            if run.status in statuses:
                return run
            await anyio.sleep(0.05)


async def test_run_executes_durably(parts: tuple[RunStore, DbosLauncher]) -> None:
    store, launcher = parts
    run = await store.create_run("write notes one and two", {"model": "notes"})
    await launcher.submit(run)
    await launcher.submit(run)  # enqueuing twice runs it once
    done = await wait_for(store, run.id, set(FINISHED_STATUSES))
    assert done.status is RunStatus.COMPLETED, done.error
    assert done.output == "wrote two"
    assert done.usage is not None and done.usage["requests"] == 1
    assert WRITES == [f"{run.id}:a=one", f"{run.id}:b=two"]
    kinds = [e.kind for e in await store.events_after(run.id)]
    assert kinds[0] == "run-started" and kinds[-1] == "run-finished"
    assert kinds.count("step-finished") == 2
    steps = await store.steps(run.id)
    assert [(s.step_id, s.status, s.result) for s in steps] == [
        ("a", "done", "wrote one"),
        ("b", "done", "wrote two"),
    ]
    entries = await Ledger(store).entries(run.id)
    assert [(e.step_id, e.status.value, e.attempts) for e in entries] == [
        ("a", "completed", 1),
        ("b", "completed", 1),
    ]


async def test_approval_through_the_api(
    parts: tuple[RunStore, DbosLauncher], monkeypatch: pytest.MonkeyPatch
) -> None:
    store, launcher = parts
    # the server takes only models it may use: "rocket" (a plan of this file) is its configured one
    monkeypatch.setenv("AGENTSCHOOL_MODEL", "rocket")
    app = create_app(
        store, settings=ServerSettings(auth_disabled=True), launcher=launcher, migrate=False
    )
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
        created = await client.post(
            "/api/v1/runs", json={"task": "launch at the moon", "agent": {"model": "rocket"}}
        )
        assert created.status_code == 201, created.text
        run_id = created.json()["id"]
        await wait_for(store, run_id, {RunStatus.WAITING_APPROVAL})
        (pending,) = (await client.get("/api/v1/approvals")).json()
        assert (pending["tool"], pending["args"]) == ("launch_rocket", {"target": "moon"})
        decided = await client.post(
            f"/api/v1/approvals/{pending['id']}", json={"decision": "approve"}
        )
        assert decided.status_code == 200
        done = await wait_for(store, run_id, set(FINISHED_STATUSES))
    assert done.status is RunStatus.COMPLETED, done.error
    assert done.output == "launched at moon"


async def test_denied_approval_fails_the_step(parts: tuple[RunStore, DbosLauncher]) -> None:
    store, launcher = parts
    run = await store.create_run("launch at the moon", {"model": "rocket"})
    await launcher.submit(run)
    approvals = ApprovalStore(store)
    denied = 0
    while True:  # recovery may retry the step: each retry asks again, and is denied again
        run = await wait_for(store, run.id, {RunStatus.WAITING_APPROVAL, *FINISHED_STATUSES})
        if run.status in FINISHED_STATUSES:
            break
        for pending in await approvals.pending(run.id):
            decided = await approvals.decide(pending.id, approve=False)
            await launcher.approval_decided(decided, "not on a Friday")
            denied += 1
        await anyio.sleep(0.05)
    assert run.status is RunStatus.FAILED
    assert denied >= 1
    assert "not approved: denied: not on a Friday" in (run.error or "")


async def test_cancel_a_waiting_run(parts: tuple[RunStore, DbosLauncher]) -> None:
    store, launcher = parts
    run = await store.create_run("launch at the moon", {"model": "rocket"})
    await launcher.submit(run)
    await wait_for(store, run.id, {RunStatus.WAITING_APPROVAL})
    await store.transition(run.id, RunStatus.CANCELLED)
    await launcher.cancel(run.id)
    await anyio.sleep(0.5)
    assert (await store.get_run(run.id)).status is RunStatus.CANCELLED


async def test_run_enqueued_before_any_worker_starts(tmp_path: Path) -> None:
    config = EngineConfig(
        database_url=f"sqlite:///{tmp_path / 'runs.db'}",
        system_database_url=f"sqlite:///{tmp_path / 'dbos.sqlite'}",
    )
    store = RunStore(config.database_url)
    await store.migrate()
    launcher = DbosLauncher(config)  # creates the DBOS system database if needed
    run = await store.create_run("write notes one and two", {"model": "notes"})
    await launcher.submit(run)
    engine = RunEngine(config, factory)
    await engine.launch_async()
    try:
        done = await wait_for(store, run.id, set(FINISHED_STATUSES))
    finally:
        engine.shutdown()
        launcher.close()
        await store.close()
    assert done.status is RunStatus.COMPLETED, done.error


async def test_a_worker_start_requeues_a_run_that_was_never_enqueued(tmp_path: Path) -> None:
    config = EngineConfig(
        database_url=f"sqlite:///{tmp_path / 'runs.db'}",
        system_database_url=f"sqlite:///{tmp_path / 'dbos.sqlite'}",
        orphan_min_age=0,
    )
    store = RunStore(config.database_url)
    await store.migrate()
    orphan = await store.create_run("write notes one and two", {"model": "notes"})  # API died here
    engine = RunEngine(config, factory)
    await engine.launch_async()
    try:
        done = await wait_for(store, orphan.id, set(FINISHED_STATUSES))
    finally:
        engine.shutdown()
        await store.close()
    assert done.status is RunStatus.COMPLETED, done.error


async def test_an_interrupted_dangerous_effect_runs_once_after_reapproval(
    parts: tuple[RunStore, DbosLauncher],
) -> None:
    store, launcher = parts
    run = await store.create_run("launch at the moon", {"model": "rocket"})
    # An earlier attempt died inside the effect: the ledger holds its `started` row.
    ledger = Ledger(store)
    await ledger.begin(run.id, "go", "launch_rocket", {"target": "moon"}, RiskLevel.DANGEROUS)
    await launcher.submit(run)
    approvals = ApprovalStore(store)
    asked: list[str] = []
    while True:
        run = await wait_for(store, run.id, {RunStatus.WAITING_APPROVAL, *FINISHED_STATUSES})
        if run.status in FINISHED_STATUSES:
            break
        for pending in await approvals.pending(run.id):
            asked.append(pending.step_id)
            await launcher.approval_decided(await approvals.decide(pending.id, approve=True))
        await anyio.sleep(0.05)
    assert run.status is RunStatus.COMPLETED, run.error
    # the policy's approval, then the re-run of the outcome-unknown effect
    assert asked == ["go", "go#rerun"]
    assert LAUNCHES == ["moon"]
    (entry,) = await ledger.entries(run.id)
    assert (entry.status, entry.attempts) == (EffectStatus.COMPLETED, 3)
