"""Event numbers across a replay: stored events keep theirs, new ones follow, none twice."""

from __future__ import annotations

from typing import Any

from agentschool.runs.sequence import EventSequencer


def ev(kind: str, step: str = "", **extra: Any) -> tuple[str, dict[str, Any]]:
    data: dict[str, Any] = {"kind": kind, "at": 0.0, **extra}
    if step:
        data["step_id"] = step
    return kind, data


def test_first_execution_numbers_every_event() -> None:
    sequencer = EventSequencer()
    numbers = [sequencer.number(*ev(k)) for k in ("run-started", "plan-created", "run-finished")]
    assert numbers == [1, 2, 3]


def test_parallel_steps_settling_in_another_order_on_replay() -> None:
    # Stored before the crash: b settled before a, and only b's result was flushed.
    first_run = [
        ev("run-started"),
        ev("plan-created"),
        ev("step-started", "a", attempt=1),
        ev("step-started", "b", attempt=1),
        ev("step-finished", "b", attempts=1, duration_ms=3.0),
    ]
    stored = [(seq, kind, data) for seq, (kind, data) in enumerate(first_run, start=1)]
    sequencer = EventSequencer(stored)
    # The replay settles a first (recorded results return at once), then b, then finishes.
    replay = [
        ev("run-started"),
        ev("plan-created"),
        ev("step-started", "a", attempt=1),
        ev("step-started", "b", attempt=1),
        ev("step-finished", "a", attempts=1, duration_ms=0.1),
        ev("step-finished", "b", attempts=1, duration_ms=0.1),
        ev("run-finished"),
    ]
    numbers = [sequencer.number(kind, data) for kind, data in replay]
    assert numbers == [None, None, None, None, 6, None, 7]
    # Every event once: the stored five plus a's result and the end, numbered after them.
    kept = {(kind, data.get("step_id")) for kind, data in first_run}
    added = {(k, d.get("step_id")) for (k, d), n in zip(replay, numbers, strict=True) if n}
    assert kept.isdisjoint(added)
    assert len(kept | added) == 7


def test_retries_of_a_step_are_distinct_events() -> None:
    stored = [(1, *ev("step-failed", "a", attempt=1))]
    sequencer = EventSequencer(stored)
    assert sequencer.number(*ev("step-failed", "a", attempt=1)) is None
    assert sequencer.number(*ev("step-failed", "a", attempt=2)) == 2
