"""`EventRecorder`: a run's typed events into the store, in batches ending at step boundaries.

The one writer of events for every way a run executes: the durable engine (a DBOS workflow) and
an in-process run (`agentschool run`). Events are written in batches that end at step boundaries:
fewer transactions per run, and a live stream still sees each step as it settles. A replay (a
resumed run) yields the stored events again: the sequencer numbers only the new ones.
"""

from __future__ import annotations

from typing import Any

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

__all__ = ["FLUSH_KINDS", "EventRecorder"]

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


class EventRecorder:
    """Numbers, buffers and stores one run's events, with the step rows they imply.

    Args:
        store: The run store.
        run_id: The run.
    """

    def __init__(self, store: RunStore, run_id: str) -> None:
        self.store = store
        self.run_id = run_id
        self._sequencer: EventSequencer | None = None
        self._batch: list[tuple[int, str, dict[str, Any]]] = []
        self._steps: list[tuple[str, str, dict[str, Any]]] = []

    async def add(self, event: AgentEvent) -> None:
        """Record one event (written at once when it ends a step, else with the next batch)."""
        if self._sequencer is None:  # a resumed run: its stored events are replays
            stored = await self.store.events_after(self.run_id, 0, limit=_MAX_EVENTS)
            self._sequencer = EventSequencer((e.seq, e.kind, e.data) for e in stored)
        data = EVENT_ADAPTER.dump_python(event, mode="json")
        seq = self._sequencer.number(event.kind, data)
        if seq is not None:
            self._batch.append((seq, event.kind, data))
            update = _step_update(event, data)
            if update is not None:
                self._steps.append(update)
        if event.kind in FLUSH_KINDS or len(self._batch) >= _BATCH:
            await self.flush()

    async def flush(self) -> None:
        """Write the buffered events and their step updates in one transaction."""
        rows, self._batch = self._batch, []
        steps, self._steps = self._steps, []
        await self.store.append_events(self.run_id, rows, steps=steps)


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
