"""`RunProgress` and `EventRecorder`: a worker's writes, batched across runs, on both databases."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from sqlalchemy import event

from agentschool.agent.events import RunFinished, RunStarted, StepFinished, ToolCalled
from agentschool.messages import Usage
from agentschool.runs.progress import Finish, RunProgress
from agentschool.runs.recorder import EventRecorder
from agentschool.runs.records import RunNotFound
from agentschool.runs.status import RunStatus
from agentschool.runs.store import RunStore


@contextmanager
def statements(where: RunStore | RunProgress) -> Iterator[list[str]]:
    """The SQL statements sent while the block runs (an executemany counts once)."""
    seen: list[str] = []
    engine = where.engine if isinstance(where, RunProgress) else where.engine.sync_engine

    def record(_conn: Any, _cursor: Any, statement: str, *_: Any) -> None:
        seen.append(statement.split()[0].upper())

    event.listen(engine, "before_cursor_execute", record)
    try:
        yield seen
    finally:
        event.remove(engine, "before_cursor_execute", record)


@contextmanager
def commits(progress: RunProgress) -> Iterator[list[str]]:
    """The transactions `progress` commits while the block runs."""
    seen: list[str] = []

    def record(_conn: Any) -> None:
        seen.append("commit")

    event.listen(progress.engine, "commit", record)
    try:
        yield seen
    finally:
        event.remove(progress.engine, "commit", record)


@pytest.fixture
def new_progress() -> Iterator[Callable[[RunStore], RunProgress]]:
    """Makes `RunProgress` objects, closed after the test (each holds its own connections)."""
    made: list[RunProgress] = []

    def make(store: RunStore) -> RunProgress:
        made.append(RunProgress(store))
        return made[-1]

    yield make
    for progress in made:
        progress.close()


def writes(seen: list[str]) -> list[str]:
    return [s for s in seen if s in ("INSERT", "UPDATE", "DELETE")]


async def test_runs_claimed_together_share_one_update(
    store: RunStore, new_progress: Callable[[RunStore], RunProgress]
) -> None:
    runs = [await store.create_run(f"task {i}", {"model": "test"}) for i in range(4)]
    progress = new_progress(store)
    with statements(progress) as seen:
        claims = await asyncio.gather(*(progress.claim(run.id) for run in runs))
    assert [(row["id"], row["status"], claimed) for row, claimed in claims if row] == [
        (run.id, "running", True) for run in runs
    ]
    assert writes(seen) == ["UPDATE"]
    again, claimed = await progress.claim(runs[0].id)  # a replayed start: not pending any more
    assert again is not None and (again["status"], claimed) == ("running", False)
    assert await progress.claim("run_missing") == (None, False)


async def test_finish_writes_the_last_events_and_the_end_in_one_transaction(
    store: RunStore,
    new_progress: Callable[[RunStore], RunProgress],
) -> None:
    run = await store.create_run("task", {"model": "test"})
    progress = new_progress(store)
    await progress.claim(run.id)
    events = [(1, "run-started", {"kind": "run-started"}), (2, "run-finished", {"n": 2})]
    steps = [("s1", "done", {"tool": "calculator", "args": {"expression": "2+3"}, "result": 5})]
    usage = {"requests": 1, "cost_usd": 0.25}
    end = Finish(run.id, "completed", output="5", usage=usage, events=events, steps=steps)
    with statements(progress) as seen:
        assert await progress.finish(end) is RunStatus.COMPLETED
    assert writes(seen) == ["INSERT", "INSERT", "UPDATE"]  # events, step rows, the run
    stored = await store.get_run(run.id)
    assert (stored.status, stored.output, stored.usage, stored.cost) == (
        RunStatus.COMPLETED,
        "5",
        usage,
        0.25,
    )
    assert [e.seq for e in await store.events_after(run.id)] == [1, 2]
    (step,) = await store.steps(run.id)
    assert (step.status, step.tool, step.result) == ("done", "calculator", 5)
    # a replayed finish writes nothing new and reports the status as it is
    assert await progress.finish(end) is RunStatus.COMPLETED


async def test_a_cancelled_run_stays_cancelled(
    store: RunStore, new_progress: Callable[[RunStore], RunProgress]
) -> None:
    run = await store.create_run("task", {"model": "test"})
    progress = new_progress(store)
    await progress.claim(run.id)
    await store.transition(run.id, RunStatus.CANCELLED)
    assert await progress.finish(Finish(run.id, "completed", output="5")) is RunStatus.CANCELLED
    assert (await store.get_run(run.id)).output is None


async def test_a_run_waiting_for_approval_finishes_through_running(
    store: RunStore, new_progress: Callable[[RunStore], RunProgress]
) -> None:
    runs = [await store.create_run(f"task {i}", {"model": "test"}) for i in range(2)]
    progress = new_progress(store)
    for run in runs:
        await progress.claim(run.id)
        await store.transition(run.id, RunStatus.WAITING_APPROVAL)
    ends = [Finish(runs[0].id, "completed", output=1), Finish(runs[1].id, "failed", error="no")]
    assert await asyncio.gather(*(progress.finish(end) for end in ends)) == [
        RunStatus.COMPLETED,
        RunStatus.FAILED,
    ]
    assert (await store.get_run(runs[1].id)).error == "no"


async def test_finishing_a_missing_run_fails_only_that_run(
    store: RunStore, new_progress: Callable[[RunStore], RunProgress]
) -> None:
    run = await store.create_run("task", {"model": "test"})
    progress = new_progress(store)
    await progress.claim(run.id)
    done = await asyncio.gather(
        progress.finish(Finish(run.id, "completed", output=1)),
        progress.finish(Finish("run_missing", "completed")),
        return_exceptions=True,
    )
    assert done[0] is RunStatus.COMPLETED
    assert isinstance(done[1], RunNotFound)


def _instant_run(run_id: str) -> list[Any]:
    return [
        RunStarted(run_id=run_id, task="what is 2 + 3"),
        ToolCalled(run_id=run_id, step_id="s1", tool="calculator", args={"expression": "2+3"}),
        StepFinished(run_id=run_id, step_id="s1", tool="calculator", output=5, duration_ms=1.0),
        RunFinished(run_id=run_id, status="completed", output=5, usage=Usage()),
    ]


async def test_an_instant_run_leaves_its_events_for_the_finish(store: RunStore) -> None:
    run = await store.create_run("task", {"model": "test"})
    recorder = EventRecorder(store, run.id, fresh=True, delay=60)
    with statements(store) as seen:
        for item in _instant_run(run.id):
            await recorder.add(item)
    assert seen == []  # fresh: nothing read back; within the delay: nothing written
    events, steps = await recorder.pending()
    assert [kind for _, kind, _ in events] == [
        "run-started",
        "tool-called",
        "step-finished",
        "run-finished",
    ]
    # the step's two updates are one row: the later status, the fields of both
    assert steps == [
        (
            "s1",
            "done",
            {"tool": "calculator", "args": {"expression": "2+3"}, "result": 5, "error": None},
        )
    ]


async def test_a_slow_step_is_written_when_it_settles(store: RunStore) -> None:
    run = await store.create_run("task", {"model": "test"})
    recorder = EventRecorder(store, run.id, fresh=True, delay=0)
    for item in _instant_run(run.id)[:3]:
        await recorder.add(item)
    assert [e.kind for e in await store.events_after(run.id)] == [
        "run-started",
        "tool-called",
        "step-finished",
    ]
    assert [(s.step_id, s.status, s.result) for s in await store.steps(run.id)] == [
        ("s1", "done", 5)
    ]


async def test_a_settled_step_is_written_after_the_delay(store: RunStore) -> None:
    run = await store.create_run("task", {"model": "test"})
    written = asyncio.Event()

    class Watched:
        async def append_events(self, run_id: str, events: Any, *, steps: Any = ()) -> None:
            await store.append_events(run_id, events, steps=steps)
            written.set()

    recorder = EventRecorder(store, run.id, writer=Watched(), fresh=True, delay=0.05)
    for item in _instant_run(run.id)[:3]:
        await recorder.add(item)
    assert await store.events_after(run.id) == []  # the step settled within the delay
    async with asyncio.timeout(10):
        await written.wait()  # the timer wrote it, with no further event
    assert len(await store.events_after(run.id)) == 3
    assert await recorder.pending() == ([], [])


async def test_a_resumed_run_numbers_only_new_events(store: RunStore) -> None:
    run = await store.create_run("task", {"model": "test"})
    first = EventRecorder(store, run.id, fresh=True, delay=0)
    for item in _instant_run(run.id)[:3]:
        await first.add(item)
    replay = EventRecorder(store, run.id)  # not fresh: reads what is stored
    for item in _instant_run(run.id):
        await replay.add(item)
    await replay.flush()
    assert [(e.seq, e.kind) for e in await store.events_after(run.id)] == [
        (1, "run-started"),
        (2, "tool-called"),
        (3, "step-finished"),
        (4, "run-finished"),
    ]


@pytest.mark.parametrize("fresh", [True, False])
async def test_a_failed_write_keeps_the_events(store: RunStore, fresh: bool) -> None:
    run = await store.create_run("task", {"model": "test"})

    class Failing:
        calls = 0

        async def append_events(self, run_id: str, events: Any, *, steps: Any = ()) -> None:
            self.calls += 1
            raise OSError("database gone")

    failing = Failing()
    recorder = EventRecorder(store, run.id, writer=failing, fresh=fresh, delay=0)
    await recorder.add(_instant_run(run.id)[0])
    with pytest.raises(OSError, match="database gone"):
        await recorder.flush()
    events, _ = await recorder.pending()  # kept for the next write (the run's end)
    assert ([kind for _, kind, _ in events], failing.calls) == (["run-started"], 1)


async def test_a_batch_of_claims_alone_is_one_statement_without_a_transaction_on_postgres(
    store: RunStore,
    new_progress: Callable[[RunStore], RunProgress],
) -> None:
    runs = [await store.create_run(f"task {i}", {"model": "test"}) for i in range(3)]
    progress = new_progress(store)
    with commits(progress) as committed, statements(progress) as seen:
        claims = await asyncio.gather(*(progress.claim(run.id) for run in runs))
    assert [claimed for _, claimed in claims] == [True, True, True]
    assert writes(seen) == ["UPDATE"]
    # the UPDATE is atomic by itself: PostgreSQL runs it alone (no BEGIN/COMMIT round trips)
    assert committed == ([] if store.dialect == "postgresql" else ["commit"])
    assert {(await store.get_run(run.id)).status for run in runs} == {RunStatus.RUNNING}


async def test_a_claim_and_an_end_at_the_same_moment_share_one_transaction(
    store: RunStore,
    new_progress: Callable[[RunStore], RunProgress],
) -> None:
    first, second = [await store.create_run(f"task {i}", {"model": "test"}) for i in range(2)]
    progress = new_progress(store)
    await progress.claim(first.id)
    with commits(progress) as committed:
        (row, claimed), status = await asyncio.gather(
            progress.claim(second.id), progress.finish(Finish(first.id, "completed", output=5))
        )
    assert row is not None
    assert (row["task"], claimed, status) == ("task 1", True, RunStatus.COMPLETED)
    assert committed == ["commit"]
    assert (await store.get_run(first.id)).output == 5
