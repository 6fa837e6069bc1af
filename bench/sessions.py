"""Sessions on the rule path: multi-turn conversations whose last turn refers to earlier items.

Each conversation runs turn by turn through `Agent.run(task, session=...)` with the rule planner
and the todo tools in a fresh data dir; it passes when every turn completed, no model was called,
and the todo list ends as expected. Two sets: `tuned`, the conversations of
`tests/memory/test_session.py` (the resolver was written against those), and `held-out`, written
from the templates below without changing the resolver afterwards. Also the µs per `resolve` on
a 50-turn session.

Run: `.venv/bin/python bench/sessions.py`
"""

from __future__ import annotations

import asyncio
import itertools
import os
import tempfile
import time
from dataclasses import dataclass

from agentschool.agent import Agent
from agentschool.memory.session import Session, Turn
from agentschool.settings import Settings
from agentschool.tools.builtin import builtin_toolset

TITLES = ["renew the passport", "water the ferns", "book a dentist visit", "pay the gas bill"]
"""Held-out titles (none appears in the tests)."""


@dataclass(frozen=True)
class Conversation:
    """Turns and the todo list they must leave: title → done (absent: deleted)."""

    name: str
    turns: list[str]
    expected: dict[str, bool]


def _add(title: str) -> str:
    return f"add '{title}' to my todos"


def tuned() -> list[Conversation]:
    """The test suite's conversations."""
    return [
        Conversation(
            "add, add, mark the first one done",
            [_add("call the plumber"), _add("buy milk"), "mark the first one done"],
            {"call the plumber": True, "buy milk": False},
        ),
        Conversation(
            "add, mark it done",
            [_add("water the plants"), "mark it done"],
            {"water the plants": True},
        ),
        Conversation(
            "add three in one turn, delete the first one, mark the last one done",
            [
                "add 'x' to my todos, then add 'y' to my todos, then add 'z' to my todos",
                "delete the first one",
                "mark the last one done",
            ],
            {"y": False, "z": True},
        ),
    ]


def held_out() -> list[Conversation]:
    """Conversations from templates: two or three adds, then one reference to an earlier item."""
    found: list[Conversation] = []
    for a, b in itertools.permutations(TITLES[:3], 2):
        for says in (
            "mark the first one done",
            "complete the 1st todo",
            "mark the first item as done",
        ):
            found.append(Conversation(says, [_add(a), _add(b), says], {a: True, b: False}))
        for says in ("mark the second one done", "mark the last one done", "complete the 2nd one"):
            found.append(Conversation(says, [_add(a), _add(b), says], {a: False, b: True}))
        for says in ("delete the first one", "remove the 1st todo"):
            found.append(Conversation(says, [_add(a), _add(b), says], {b: False}))
    for title in TITLES:
        for says in ("mark it done", "mark that one done", "complete it", "delete it"):
            expected = {} if says.startswith("delete") else {title: True}
            found.append(Conversation(says, [_add(title), says], expected))
        three = [t for t in TITLES if t != title][:3]
        found.append(
            Conversation(
                "three adds, mark the third one done, then show",
                [*map(_add, three), "mark the third one done, then show my todos"],
                {t: i == 2 for i, t in enumerate(three)},
            )
        )
    return found


async def _passes(conversation: Conversation) -> bool:
    os.environ["AGENTSCHOOL_HOME"] = tempfile.mkdtemp(prefix="bench-sessions-")
    tools = builtin_toolset(Settings(tools_enabled=["todo"]))
    agent, session = Agent("test", tools, planner="rule"), Session("bench")
    for task in conversation.turns:
        result = await agent.run(task, session=session)
        if result.status != "completed" or result.usage.requests:
            return False
    listed = await tools.get("todo_list").call({})
    return {item["title"]: item["done"] for item in listed["todos"]} == conversation.expected


def _resolve_us() -> float:
    turns = [
        Turn(task="t", resolved="t", status="completed", answer=None, items=({"id": n},))
        for n in range(50)
    ]
    session = Session("long", turns=turns)
    started = time.perf_counter()
    for _ in range(200):
        session.resolve("mark the second one done, then delete the last one")
    return (time.perf_counter() - started) / 200 * 1e6


async def main() -> None:
    print("| set | conversations | passed | pass rate |")
    print("|---|---|---|---|")
    for name, conversations in (("tuned", tuned()), ("held-out", held_out())):
        passed = [c for c in conversations if await _passes(c)]
        failed = sorted({" / ".join(c.turns) for c in conversations if c not in passed})
        rate = len(passed) / len(conversations)
        print(f"| {name} | {len(conversations)} | {len(passed)} | {rate:.0%} |")
        if failed:
            print(f"\n{name} failures: {failed}\n")
    print(f"\n`Session.resolve` on a 50-turn session: {_resolve_us():.0f} µs per call")


if __name__ == "__main__":
    asyncio.run(main())
