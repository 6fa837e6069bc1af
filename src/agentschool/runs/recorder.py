"""`EventRecorder`: a run's typed events into the store, in batches ending at step boundaries.

The one writer of events for every way a run executes: the durable engine (a DBOS workflow) and
an in-process run (`agentschool run`). Events are written in batches that end at step boundaries,
at most one write per `WRITE_DELAY`: a step that settles sooner after the last write waits that
long for company, so an instant run writes its events once, with its end (`pending`), while a
live stream still sees each step of a slow run as it settles. Events are not what makes a run
durable (its DBOS steps are): a crash loses at most the unwritten ones, and the replay (a resumed
run) yields every event again, of which the sequencer numbers and writes only the unstored ones.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Sequence
from typing import Any, Protocol

from agentschool.agent.events import (
    EVENT_ADAPTER,
    AgentEvent,
    StepFailed,
    StepFinished,
    StepSkipped,
    ToolCalled,
)
from agentschool.runs.sequence import EventSequencer
from agentschool.runs.store import RunStore

__all__ = ["FLUSH_KINDS", "WRITE_DELAY", "EventRecorder", "EventWriter"]

logger = logging.getLogger(__name__)

FLUSH_KINDS = frozenset(
    {
        "plan-created",
        "replanned",
        "step-finished",
        "step-failed",
        "step-skipped",
        "approval-requested",
        "approval-decided",
        "subtask-delegated",
        "subtask-finished",
        "run-finished",
    }
)
"""Event kinds after which the buffered events are written."""
_MAX_EVENTS = 1_000_000
"""More events than any run has (read back when a run resumes)."""
_BATCH = 32
"""Most events buffered between two writes."""
WRITE_DELAY = 0.1
"""Seconds a settled step's events may wait after the last write (the API polls every 0.2 s)."""

StepUpdate = tuple[str, str, dict[str, Any]]


class EventWriter(Protocol):
    """Writes a run's events and step rows in one transaction (`RunStore`, `RunProgress`)."""

    async def append_events(
        self,
        run_id: str,
        events: Sequence[tuple[int, str, Any]],
        *,
        steps: Sequence[StepUpdate] = (),
    ) -> None:
        """Record `(seq, kind, data)` events (a stored seq is skipped) and step updates."""
        ...


class EventRecorder:
    """Numbers, buffers and stores one run's events, with the step rows they imply.

    Args:
        store: The run store (stored events are read from it when a run resumes).
        run_id: The run.
        writer: Where events are written (the store by default).
        fresh: The run has just started: it has no stored events to read back.
        delay: Seconds between two writes at least (`WRITE_DELAY`).
    """

    def __init__(
        self,
        store: RunStore,
        run_id: str,
        *,
        writer: EventWriter | None = None,
        fresh: bool = False,
        delay: float = WRITE_DELAY,
    ) -> None:
        self.store = store
        self.run_id = run_id
        self.writer: EventWriter = writer or store
        self.delay = delay
        self._sequencer = EventSequencer() if fresh else None
        self._batch: list[tuple[int, str, dict[str, Any]]] = []
        self._steps: dict[str, tuple[str, dict[str, Any]]] = {}
        self._written = time.monotonic()
        self._lock = asyncio.Lock()
        self._timer: asyncio.TimerHandle | None = None
        self._later: asyncio.Task[None] | None = None

    async def add(self, event: AgentEvent) -> None:
        """Record one event (written at the next step boundary, at most `delay` after the last)."""
        if self._sequencer is None:  # a resumed run: its stored events are replays
            stored = await self.store.events_after(self.run_id, 0, limit=_MAX_EVENTS)
            self._sequencer = EventSequencer((e.seq, e.kind, e.data) for e in stored)
        data = EVENT_ADAPTER.dump_python(event, mode="json")
        seq = self._sequencer.number(event.kind, data)
        if seq is not None:
            self._batch.append((seq, event.kind, data))
            update = _step_update(event, data)
            if update is not None:
                self._merge(*update)
        if len(self._batch) >= _BATCH:
            await self.flush()
        elif event.kind in FLUSH_KINDS:
            wait = self._written + self.delay - time.monotonic()
            if wait <= 0:
                await self.flush()
            elif self._timer is None:
                self._timer = asyncio.get_running_loop().call_later(wait, self._flush_later)

    async def flush(self) -> None:
        """Write the buffered events and their step updates in one transaction."""
        async with self._lock:
            rows, steps = self._take()
            if not rows and not steps:
                return
            try:
                await self.writer.append_events(self.run_id, rows, steps=steps)
            except BaseException:
                self._put_back(rows, steps)
                raise
            self._written = time.monotonic()

    async def pending(self) -> tuple[list[tuple[int, str, Any]], list[StepUpdate]]:
        """Take the events and step updates not written yet (to write them with the run's end)."""
        async with self._lock:  # after any write in progress: events commit in order
            return self._take()

    def _merge(self, step_id: str, status: str, fields: dict[str, Any]) -> None:
        """One upsert per step and write: the later status, the fields of both."""
        before = self._steps.get(step_id)
        self._steps[step_id] = (status, {**before[1], **fields} if before else fields)

    def _take(self) -> tuple[list[tuple[int, str, Any]], list[StepUpdate]]:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        rows, self._batch = self._batch, []
        steps, self._steps = self._steps, {}
        return rows, [(step_id, status, fields) for step_id, (status, fields) in steps.items()]

    def _put_back(self, rows: list[tuple[int, str, Any]], steps: list[StepUpdate]) -> None:
        later, self._steps = self._steps, {}
        self._batch = rows + self._batch
        for update in steps:
            self._merge(*update)
        for step_id, (status, fields) in later.items():
            self._merge(step_id, status, fields)

    def _flush_later(self) -> None:
        self._timer = None
        self._later = asyncio.ensure_future(self._write_later())

    async def _write_later(self) -> None:
        try:
            await self.flush()
        except Exception:  # kept for the next write; the run goes on
            logger.warning("run %s: writing events failed; retried later", self.run_id)


def _step_update(event: AgentEvent, data: dict[str, Any]) -> tuple[str, str, dict[str, Any]] | None:
    """The step row an event implies: `(step_id, status, fields)`, or None."""
    if isinstance(event, ToolCalled):
        return event.step_id, "running", {"tool": event.tool, "args": data["args"]}
    if isinstance(event, StepFinished):
        return event.step_id, "done", {"result": data["output"], "error": None}
    if isinstance(event, StepFailed):
        return event.step_id, "failed", {"error": event.error}
    if isinstance(event, StepSkipped):
        return event.step_id, "skipped", {"error": event.reason}
    return None
