"""Short-term memory: per-run and per-session key/value notes with a TTL, and a capped history.

Everything lives in process memory. A `Scratchpad` belongs to one scope (a run id or a session
id); values expire after their TTL; the history keeps the last `history_cap` entries. Scopes left
untouched for `scope_ttl` seconds are dropped as a whole, so finished runs do not pile up.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from agentschool.exceptions import UserError

__all__ = ["Scratchpad", "ShortTermMemory"]

_MISSING = object()


@dataclass(slots=True)
class _Entry:
    value: Any
    expires_at: float | None


@dataclass(slots=True)
class Scratchpad:
    """The notes and history of one run or session (get it from `ShortTermMemory.scope`)."""

    key: str
    """The run or session id."""
    ttl: float | None
    """Default seconds a value lives; forever when None."""
    history_cap: int
    """How many history entries are kept (the oldest are dropped)."""
    clock: Callable[[], float]
    """Monotonic time source."""
    touched_at: float = 0.0
    """When the scope was last used."""
    _values: dict[str, _Entry] = field(default_factory=dict[str, _Entry])
    _history: deque[Any] = field(default_factory=deque[Any])
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def set(self, name: str, value: Any, *, ttl: float | None = None) -> None:
        """Store `value` under `name` for `ttl` seconds (the scratchpad's default when None).

        Raises:
            UserError: The name is empty or the TTL is not positive.
        """
        if not name:
            raise UserError("a short-term memory key cannot be empty")
        life = ttl if ttl is not None else self.ttl
        if life is not None and life <= 0:
            raise UserError("a short-term memory TTL must be positive")
        now = self.clock()
        with self._lock:
            self.touched_at = now
            self._values[name] = _Entry(value, now + life if life is not None else None)

    def get(self, name: str, default: Any = None) -> Any:
        """The value under `name`, or `default` when missing or expired."""
        now = self.clock()
        with self._lock:
            self.touched_at = now
            entry = self._values.get(name)
            if entry is None:
                return default
            if entry.expires_at is not None and entry.expires_at <= now:
                del self._values[name]
                return default
            return entry.value

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.get(name, _MISSING) is not _MISSING

    def delete(self, name: str) -> bool:
        """Remove a value; False when there was none."""
        with self._lock:
            return self._values.pop(name, None) is not None

    def items(self) -> dict[str, Any]:
        """Every live value."""
        now = self.clock()
        with self._lock:
            expired = [k for k, e in self._values.items() if e.expires_at and e.expires_at <= now]
            for name in expired:
                del self._values[name]
            return {k: e.value for k, e in self._values.items()}

    def append(self, entry: Any) -> None:
        """Add to the history, dropping the oldest entries beyond `history_cap`."""
        with self._lock:
            self.touched_at = self.clock()
            self._history.append(entry)
            while len(self._history) > self.history_cap:
                self._history.popleft()

    def history(self, last: int | None = None) -> list[Any]:
        """The history, oldest first (only the `last` entries when given)."""
        with self._lock:
            entries = list(self._history)
        return entries[-last:] if last else entries

    def clear(self) -> None:
        """Forget every value and the history."""
        with self._lock:
            self._values.clear()
            self._history.clear()


class ShortTermMemory:
    """Scratchpads by run or session id.

    Example:
        ```python
        memory = ShortTermMemory(ttl=600, history_cap=20)
        pad = memory.scope(run_id)
        pad.set("city", "Paris")
        pad.append({"role": "user", "text": "weather?"})
        ```
    """

    def __init__(
        self,
        *,
        ttl: float | None = None,
        history_cap: int = 50,
        scope_ttl: float | None = 3600.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """Configure the defaults of every scratchpad.

        Args:
            ttl: Default seconds a value lives; forever when None.
            history_cap: History entries kept per scope.
            scope_ttl: Seconds after its last use a whole scope is dropped; never when None.
            clock: Monotonic time source (tests pin it).
        """
        if history_cap < 1:
            raise UserError("history_cap must be at least 1")
        self.ttl = ttl
        self.history_cap = history_cap
        self.scope_ttl = scope_ttl
        self.clock = clock
        self._scopes: dict[str, Scratchpad] = {}
        self._lock = threading.Lock()

    def scope(self, key: str) -> Scratchpad:
        """The scratchpad of a run or session, created on first use.

        Raises:
            UserError: The key is empty.
        """
        if not key:
            raise UserError("a short-term memory scope needs a run or session id")
        now = self.clock()
        with self._lock:
            self._drop_idle(now)
            pad = self._scopes.get(key)
            if pad is None:
                pad = Scratchpad(key, self.ttl, self.history_cap, self.clock, touched_at=now)
                self._scopes[key] = pad
            return pad

    def end(self, key: str) -> None:
        """Drop a scope now (a run finished, a session closed)."""
        with self._lock:
            self._scopes.pop(key, None)

    def scopes(self) -> list[str]:
        """Ids of the live scopes."""
        with self._lock:
            self._drop_idle(self.clock())
            return sorted(self._scopes)

    def _drop_idle(self, now: float) -> None:
        if self.scope_ttl is None:
            return
        idle = [k for k, p in self._scopes.items() if now - p.touched_at >= self.scope_ttl]
        for key in idle:
            del self._scopes[key]
