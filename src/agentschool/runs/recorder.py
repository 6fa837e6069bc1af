"""`EventRecorder`: a run's typed events into the store, in batches ending at step boundaries.

The one writer of events for every way a run executes: the durable engine (a DBOS workflow) and
an in-process run (`agentschool run`). Events are written in batches that end at step boundaries:
fewer transactions per run, and a live stream still sees each step as it settles. A replay (a
resumed run) yields the stored events again: the sequencer numbers only the new ones.
"""

from __future__ import annotations

from typing import Any

from agentschool.agent.events import EVENT_ADAPTER, AgentEvent
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

    async def add(self, event: AgentEvent) -> None:
        """Record one event (written at once when it ends a step, else with the next batch)."""
        if self._sequencer is None:  # a resumed run: its stored events are replays
            stored = await self.store.events_after(self.run_id, 0, limit=_MAX_EVENTS)
            self._sequencer = EventSequencer((e.seq, e.kind, e.data) for e in stored)
        data = EVENT_ADAPTER.dump_python(event, mode="json")
        seq = self._sequencer.number(event.kind, data)
        if seq is not None:
            self._batch.append((seq, event.kind, data))
        if event.kind in FLUSH_KINDS or len(self._batch) >= _BATCH:
            await self.flush()

    async def flush(self) -> None:
        """Write the buffered events and their step updates in one transaction."""
        rows, self._batch = self._batch, []
        await self.store.append_events(self.run_id, rows, steps=_step_updates(rows))


def _step_updates(
    rows: list[tuple[int, str, dict[str, Any]]],
) -> list[tuple[str, str, dict[str, Any]]]:
    steps: list[tuple[str, str, dict[str, Any]]] = []
    for _, kind, data in rows:
        step_id = data.get("step_id")
        if not step_id:
            continue
        if kind == "tool-called":
            steps.append((step_id, "running", {"tool": data["tool"], "args": data["args"]}))
        elif kind == "step-finished":
            steps.append((step_id, "done", {"result": data["output"], "error": None}))
        elif kind in ("step-failed", "step-skipped"):
            error = data.get("error") or data.get("reason")
            steps.append((step_id, kind.removeprefix("step-"), {"error": error}))
    return steps
