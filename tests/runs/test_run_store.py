"""The run store, status machine, ledger, approvals and keys — on SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio
import itertools
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import event

from agentschool.runs.approvals import ApprovalConflict, ApprovalStatus, ApprovalStore
from agentschool.runs.keys import KeyScope, KeyStore
from agentschool.runs.ledger import EffectStatus, Ledger, OutcomeUnknown
from agentschool.runs.records import RunNotFound
from agentschool.runs.status import ALLOWED_TRANSITIONS, IllegalTransition, RunStatus
from agentschool.runs.store import RunStore
from agentschool.tools.base import RiskLevel

ALL_PAIRS = list(itertools.product(RunStatus, RunStatus))


async def _run_in(store: RunStore, status: RunStatus) -> str:
    """A run brought to `status` through legal transitions only."""
    run = await store.create_run("task", {"model": "test"})
    path = {
        RunStatus.PENDING: [],
        RunStatus.RUNNING: [RunStatus.RUNNING],
        RunStatus.WAITING_APPROVAL: [RunStatus.RUNNING, RunStatus.WAITING_APPROVAL],
        RunStatus.COMPLETED: [RunStatus.RUNNING, RunStatus.COMPLETED],
        RunStatus.FAILED: [RunStatus.RUNNING, RunStatus.FAILED],
        RunStatus.CANCELLED: [RunStatus.CANCELLED],
    }[status]
    for step in path:
        await store.transition(run.id, step)
    return run.id


async def test_every_transition_legal_or_rejected(store: RunStore) -> None:
    legal = illegal = 0
    for current, target in ALL_PAIRS:
        run_id = await _run_in(store, current)
        before = await store.get_run(run_id)
        if target in ALLOWED_TRANSITIONS[current]:
            error = "x" if target is RunStatus.FAILED else None
            after = await store.transition(run_id, target, error=error)
            assert after.status is target
            legal += 1
        else:
            with pytest.raises(IllegalTransition) as info:
                await store.transition(run_id, target, output="must not be written")
            assert (info.value.current, info.value.target) == (current, target)
            unchanged = await store.get_run(run_id)
            assert unchanged.status is current
            assert unchanged.output is None
            assert unchanged.updated_at == before.updated_at
            illegal += 1
    assert (legal, illegal) == (10, 26)


async def test_finished_runs_never_change(store: RunStore) -> None:
    for status in (RunStatus.COMPLETED, RunStatus.FAILED, RunStatus.CANCELLED):
        assert ALLOWED_TRANSITIONS[status] == frozenset()
        run_id = await _run_in(store, status)
        with pytest.raises(IllegalTransition):
            await store.transition(run_id, RunStatus.CANCELLED)


async def test_unknown_run(store: RunStore) -> None:
    with pytest.raises(RunNotFound):
        await store.get_run("run_nope")
    with pytest.raises(RunNotFound):
        await store.transition("run_nope", RunStatus.RUNNING)


async def test_completion_fields_written_with_status(store: RunStore) -> None:
    run_id = await _run_in(store, RunStatus.RUNNING)
    done = await store.transition(
        run_id, RunStatus.COMPLETED, output={"answer": 42}, usage={"requests": 2}, cost=0.5
    )
    assert (done.output, done.usage, done.cost) == ({"answer": 42}, {"requests": 2}, 0.5)
    assert done.updated_at >= done.created_at


async def test_list_runs_filter_and_cursor(store: RunStore) -> None:
    ids = [(await store.create_run(f"t{i}")).id for i in range(7)]
    await store.transition(ids[2], RunStatus.CANCELLED)
    seen: list[str] = []
    cursor = None
    while True:
        page, cursor = await store.list_runs(cursor=cursor, limit=3)
        seen += [r.id for r in page]
        if cursor is None:
            break
    assert seen == sorted(ids, reverse=True)
    cancelled, nxt = await store.list_runs(status=RunStatus.CANCELLED)
    assert [r.id for r in cancelled] == [ids[2]] and nxt is None
    assert (await store.count_by_status()) == {"pending": 6, "cancelled": 1}


async def test_events_are_ordered_and_replay_safe(store: RunStore) -> None:
    run = await store.create_run("t")
    for seq in (1, 2, 3):
        await store.append_event(run.id, seq, "step-started", {"n": seq})
    await store.append_event(run.id, 2, "step-started", {"n": "replayed"})  # a replay: no-op
    events = await store.events_after(run.id, 0)
    assert [(e.seq, e.data["n"]) for e in events] == [(1, 1), (2, 2), (3, 3)]
    assert [e.seq for e in await store.events_after(run.id, 2)] == [3]


async def test_steps_upsert(store: RunStore) -> None:
    run = await store.create_run("t")
    await store.record_step(run.id, "s1", "running", tool="add", args={"a": 1})
    await store.record_step(run.id, "s1", "finished", result=3)
    (step,) = await store.steps(run.id)
    assert (step.status, step.tool, step.args, step.result) == ("finished", "add", {"a": 1}, 3)


async def test_ping(store: RunStore) -> None:
    assert await store.ping()


async def test_ledger_runs_an_effect_once(store: RunStore) -> None:
    ledger = Ledger(store)
    calls: list[str] = []

    async def effect() -> str:
        calls.append("x")
        return "done"

    for _ in range(3):
        result = await ledger.execute("r1", "s1", "todo_add", {"t": 1}, RiskLevel.WRITE, effect)
        assert result == "done"
    assert calls == ["x"]
    (entry,) = await ledger.entries("r1")
    assert (entry.status, entry.attempts, entry.idempotency_key) == ("completed", 1, "r1:s1")


async def test_ledger_reexecutes_an_interrupted_write(store: RunStore) -> None:
    ledger = Ledger(store)
    first = await ledger.begin("r1", "s1", "todo_add", {}, RiskLevel.WRITE)  # then "crash"
    again = await ledger.begin("r1", "s1", "todo_add", {}, RiskLevel.WRITE)
    assert (first.status, first.attempts) == (EffectStatus.STARTED, 1)
    assert (again.status, again.attempts) == (EffectStatus.STARTED, 2)
    await ledger.complete("r1", "s1", 7)
    done = await ledger.begin("r1", "s1", "todo_add", {}, RiskLevel.WRITE)
    assert (done.status, done.result, done.attempts) == (EffectStatus.COMPLETED, 7, 2)
    assert await ledger.reexecuted_attempts() == 1


async def test_ledger_marks_interrupted_dangerous_effect_unknown(store: RunStore) -> None:
    ledger = Ledger(store)
    await ledger.begin("r1", "s1", "shell", {"cmd": "rm x"}, RiskLevel.DANGEROUS)

    async def never() -> None:
        raise AssertionError("must not run without re-approval")

    with pytest.raises(OutcomeUnknown):
        await ledger.execute("r1", "s1", "shell", {"cmd": "rm x"}, RiskLevel.DANGEROUS, never)
    await ledger.reapprove("r1", "s1")
    (entry,) = await ledger.entries("r1")
    assert entry.status is EffectStatus.REAPPROVED
    ran: list[str] = []

    async def once() -> str:
        ran.append("rm x")
        return "removed"

    # the re-approved attempt runs the call, exactly once
    assert await ledger.execute("r1", "s1", "shell", {"cmd": "rm x"}, RiskLevel.DANGEROUS, once)
    assert ran == ["rm x"]
    assert await ledger.execute("r1", "s1", "shell", {"cmd": "rm x"}, RiskLevel.DANGEROUS, never)
    (entry,) = await ledger.entries("r1")
    assert (entry.status, entry.attempts) == (EffectStatus.COMPLETED, 3)


async def test_approval_bound_single_use(store: RunStore) -> None:
    approvals = ApprovalStore(store)
    request = await approvals.request("r1", "s2", "shell", {"cmd": "ls"}, "dangerous tool")
    assert await approvals.request("r1", "s2", "shell", {"cmd": "ls"}) == request
    assert [a.id for a in await approvals.pending()] == [request.id]
    decided = await approvals.decide(request.id, approve=True, by="k1")
    assert decided.status is ApprovalStatus.APPROVED
    assert await approvals.pending() == []
    assert not await approvals.consume(request.id, "shell", {"cmd": "rm -rf /"})  # other args
    assert await approvals.consume(request.id, "shell", {"cmd": "ls"})
    assert not await approvals.consume(request.id, "shell", {"cmd": "ls"})  # single use
    with pytest.raises(ApprovalConflict):
        await approvals.decide(request.id, approve=False)


async def test_expired_approval_cannot_be_decided(store: RunStore) -> None:
    approvals = ApprovalStore(store, ttl=timedelta(seconds=-1))
    request = await approvals.request("r1", "s1", "shell", {})
    assert await approvals.pending() == []
    with pytest.raises(ApprovalConflict, match="expired"):
        await approvals.decide(request.id, approve=True)


async def test_keys_hashed_scoped_revocable(store: RunStore) -> None:
    keys = KeyStore(store)
    key, token = await keys.create("ci", KeyScope.RUN)
    assert token.startswith(f"as_{key.id}_")
    assert (await keys.verify(token)) == key
    assert await keys.verify(token + "x") is None
    assert await keys.verify("garbage") is None
    assert KeyScope.RUN.allows(KeyScope.READ) and not KeyScope.RUN.allows(KeyScope.ADMIN)
    assert await keys.revoke(key.id)
    assert await keys.verify(token) is None
    assert not await keys.revoke(key.id)
    assert [k.revoked for k in await keys.list()] == [True]


async def test_key_checks_arriving_together_share_one_read(store: RunStore) -> None:
    keys = KeyStore(store)
    key, token = await keys.create("ci", KeyScope.RUN)
    reads: list[str] = []

    def count(_conn: Any, _cursor: Any, statement: str, *_: Any) -> None:
        if "FROM api_keys" in statement:
            reads.append(statement)

    event.listen(store.engine.sync_engine, "before_cursor_execute", count)
    try:
        checks = [keys.verify(token) for _ in range(20)] + [keys.verify(token + "x")]
        *found, wrong = await asyncio.gather(*checks)
        assert found == [key] * 20 and wrong is None  # each token still checked on its own
        assert len(reads) == 1
        await keys.revoke(key.id)
        assert await keys.verify(token) is None  # a later check reads again: revoked at once
        assert len(reads) == 2
    finally:
        event.remove(store.engine.sync_engine, "before_cursor_execute", count)
