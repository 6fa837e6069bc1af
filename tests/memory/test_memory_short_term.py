from __future__ import annotations

import pytest

from agentschool.exceptions import UserError
from agentschool.memory import ShortTermMemory


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_values_expire_after_their_ttl() -> None:
    clock = Clock()
    pad = ShortTermMemory(ttl=10, clock=clock).scope("run-1")
    pad.set("city", "Paris")
    pad.set("pinned", "yes", ttl=100)
    clock.now += 9
    assert pad.get("city") == "Paris"
    clock.now += 2
    assert pad.get("city") is None
    assert "city" not in pad
    assert pad.items() == {"pinned": "yes"}
    with pytest.raises(UserError):
        pad.set("x", 1, ttl=0)


def test_history_is_trimmed_to_its_cap() -> None:
    pad = ShortTermMemory(history_cap=3).scope("session-a")
    for i in range(5):
        pad.append({"turn": i})
    assert pad.history() == [{"turn": 2}, {"turn": 3}, {"turn": 4}]
    assert pad.history(last=1) == [{"turn": 4}]


def test_scopes_are_separate_and_idle_ones_are_dropped() -> None:
    clock = Clock()
    memory = ShortTermMemory(scope_ttl=60, clock=clock)
    memory.scope("run-1").set("k", "one")
    memory.scope("run-2").set("k", "two")
    assert memory.scope("run-1").get("k") == "one"
    clock.now += 30
    memory.scope("run-2").get("k")
    clock.now += 31
    assert memory.scopes() == ["run-2"]
    memory.end("run-2")
    assert memory.scopes() == []
    with pytest.raises(UserError):
        memory.scope("")
