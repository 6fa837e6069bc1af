"""`EventSequencer`: event numbers that survive a replay of the run.

A resumed run replays: the agent yields its events again, the recorded ones included. Steps that
ran in parallel may settle in another order on replay than the first time (recorded results come
back at once, in whatever order the tasks resume), so numbering events by position would give a
stored number to a different event: one event stored twice, another lost. The sequencer instead
recognises the replayed events already stored, by what they are about (kind, step, attempt), and
numbers only the new ones, after the last stored number.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

__all__ = ["EventSequencer", "event_identity"]

Identity = tuple[str, str, int]


def event_identity(kind: str, data: Mapping[str, Any]) -> Identity:
    """What an event is about, equal for an event and its replay (timings are left out)."""
    subject = data.get("step_id") or data.get("subtask_id") or ""
    attempt = data.get("attempt", data.get("attempts", 0))
    return (kind, str(subject), int(attempt) if isinstance(attempt, int) else 0)


class EventSequencer:
    """Numbers a run's events; replayed events that are already stored get no number.

    Args:
        stored: `(seq, kind, data)` of the events already stored for the run.
    """

    def __init__(self, stored: Iterable[tuple[int, str, Mapping[str, Any]]] = ()) -> None:
        self._pending: Counter[Identity] = Counter()
        self.last = 0
        """The highest number given or stored."""
        for seq, kind, data in stored:
            self._pending[event_identity(kind, data)] += 1
            self.last = max(self.last, seq)

    def number(self, kind: str, data: Mapping[str, Any]) -> int | None:
        """The event's number, or None when it is the replay of a stored event."""
        identity = event_identity(kind, data)
        if self._pending[identity] > 0:
            self._pending[identity] -= 1
            return None
        self.last += 1
        return self.last
