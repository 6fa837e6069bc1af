"""Conversation sessions: a new task may refer to what earlier turns made.

A `Session` holds its turns (the task as said, the task as run, the answer, and the items its steps
produced). Before a turn runs, references to earlier items are
replaced deterministically: "it", "that one" and "the last one" name the most recent item; "the
first one", "the second todo", "the 3rd item" name items in the order the session first saw them.
An item is any step output (or an element of a listed output) that carries an `id`: a todo, a
record, an event. "mark the first one done" becomes "mark item #1 done", which the rule planner
reads without a model. A reference that cannot be resolved is left as said, for the model.

`context()` renders the earlier turns for a planner prompt within a token budget: the newest turns
first, the oldest dropped with a note saying how many; `values()` are what the grounding check
accepts besides the task (a title or an id an earlier turn produced).

`Agent.run(task, session=session)` uses all of this and records the turn on the session object. A
`Session` keeps its turns in memory only; the run store keeps the turns of the sessions that CLI,
REST and MCP runs name (`agentschool.runs.sessions`), and loads them into a `Session` per run.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from agentschool.exceptions import UserError
from agentschool.tools.number_words import ORDINALS

if TYPE_CHECKING:
    from agentschool.agent import Agent, RunResult

__all__ = ["Resolution", "Session", "Turn"]

_NOUN = r"\s+(?:one|item|todo|to-?do|task|entry|record)\b"
_ALONE = r"(?=\s*(?:$|[,.;:!?]|\s(?:as|done|from|off|and|then)\b))"  # "the second, then ..."
_ORDINAL = re.compile(
    rf"\bthe\s+(?P<n>{'|'.join(ORDINALS)}|last|\d+(?:st|nd|rd|th))(?:{_NOUN}|{_ALONE})",
    re.IGNORECASE,
)
_PRONOUN = re.compile(r"\b(?:that|this)\s+one\b|\bit\b", re.IGNORECASE)
_REMOVES = re.compile(r"delete|remove|drop")
"""A tool whose name says so returns the item it removed: the item is gone."""
_NEXT_CLAUSE = re.compile(r"\b(?:then|and)\b|;", re.IGNORECASE)
_QUOTED = re.compile(r"\"[^\"]*\"|'[^']*'|“[^”]*”")


@dataclass(frozen=True, slots=True, kw_only=True)
class Turn:
    """One task of a session and what came of it."""

    task: str
    """The task as the user said it."""
    resolved: str
    """The task as it ran, references replaced."""
    status: str
    """How the run ended."""
    answer: Any
    """The run's answer (None when it failed)."""
    items: tuple[dict[str, Any], ...] = ()
    """Outputs with an `id` the run's steps produced, in step order."""

    def as_json(self) -> dict[str, Any]:
        """The turn as JSON-ready data (what the run store keeps)."""
        return {
            "task": self.task,
            "resolved": self.resolved,
            "status": self.status,
            "answer": self.answer,
            "items": [dict(item) for item in self.items],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Turn:
        """The turn `as_json` made."""
        return cls(
            task=data["task"],
            resolved=data.get("resolved", data["task"]),
            status=data.get("status", "completed"),
            answer=data.get("answer"),
            items=tuple(data.get("items") or ()),
        )


@dataclass(frozen=True, slots=True)
class Resolution:
    """A task with its references to earlier items replaced."""

    task: str
    """The task to run."""
    references: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    """Each phrase replaced and the item it named."""


def _items_in(value: Any) -> Iterator[dict[str, Any]]:
    """Outputs that carry an `id`, and those inside lists (a listing of todos)."""
    if isinstance(value, dict):
        if "id" in value and isinstance(value["id"], int | str):
            yield value
            return
        for inner in value.values():
            if isinstance(inner, list):
                yield from (i for i in inner if isinstance(i, dict) and "id" in i)
    elif isinstance(value, list):
        yield from (i for i in value if isinstance(i, dict) and "id" in i)


def _ordinal(word: str, count: int) -> int | None:
    """The 0-based index an ordinal names among `count` items, or None."""
    word = word.lower()
    if word == "last":
        return count - 1 if count else None
    number = ORDINALS.get(word) or int(re.sub(r"\D", "", word) or 0)
    return number - 1 if 0 < number <= count else None


class Session:
    """A conversation: its turns, and references resolved against them.

    Example:
        ```python
        session = Session("kitchen")
        await agent.run("add 'buy milk' to my todos", session=session)
        await agent.run("mark it done", session=session)  # runs as "mark item #1 done"
        ```

    Args:
        name: The session id.
        turns: Earlier turns, oldest first (the run store's, for a stored session).
        budget_tokens: Default size of `context()` (about four characters a token).
    """

    def __init__(
        self, name: str = "default", *, turns: Iterable[Turn] = (), budget_tokens: int = 800
    ) -> None:
        if not name.strip():
            raise UserError("a session needs a name")
        self.name = name
        self.budget_tokens = budget_tokens
        self.turns: list[Turn] = list(turns)
        """The turns, oldest first."""

    def items(self) -> list[dict[str, Any]]:
        """Every item the session has seen, in first-seen order, each as last seen.

        An item a `*delete*`/`*remove*`/`*drop*` tool returned, or whose output says `deleted`,
        is gone.
        """
        seen: dict[Any, dict[str, Any]] = {}
        for turn in self.turns:
            for item in turn.items:
                seen[item["id"]] = {**seen.get(item["id"], {}), **item}
        return [item for item in seen.values() if not item.get("deleted")]

    def resolve(self, task: str) -> Resolution:
        """Replace references to earlier items ("it", "the second one") with `item #<id>`."""
        items = self.items()
        if not items:
            return Resolution(task)
        references: list[tuple[str, dict[str, Any]]] = []

        def ordinal(match: re.Match[str]) -> str:
            index = _ordinal(match["n"], len(items))
            return _replace(match, items[index] if index is not None else None)

        last_turn = self.turns[-1].items
        latest = (
            {item["id"]: item for item in items}.get(last_turn[-1]["id"]) if last_turn else None
        )
        first_clause = _NEXT_CLAUSE.search(task)
        end = first_clause.start() if first_clause else len(task)

        def pronoun(match: re.Match[str]) -> str:
            # "it" names the one item the last turn made; in a later clause of this task it
            # more likely names something this task makes ("add 2 and 3, then double it").
            alone = len(last_turn) == 1 and offset + match.start() < end
            return _replace(match, latest if alone else None)

        def _replace(match: re.Match[str], item: dict[str, Any] | None) -> str:
            if item is None:
                return match.group(0)
            references.append((match.group(0), item))
            return f"item #{item['id']}"

        out: list[str] = []
        offset = 0
        quotes = _QUOTED.findall(task)
        for index, part in enumerate(_QUOTED.split(task)):  # a quoted title is never a reference
            out.append(_ORDINAL.sub(ordinal, _PRONOUN.sub(pronoun, part)))
            offset += len(part)
            if index < len(quotes):
                out.append(quotes[index])
                offset += len(quotes[index])
        return Resolution("".join(out), references)

    def record(self, task: str, resolution: Resolution, result: RunResult) -> Turn:
        """Add a finished run as the session's next turn."""
        items = tuple(
            {**item, "deleted": True} if _REMOVES.search(step.tool) else dict(item)
            for step in result.steps
            if step.status == "done"
            for item in _items_in(step.output)
        )
        turn = Turn(
            task=task,
            resolved=resolution.task,
            status=result.status,
            answer=result.output,
            items=items,
        )
        self.turns.append(turn)
        return turn

    def values(self) -> list[Any]:
        """What earlier turns said and produced: the grounding check accepts these values."""
        return [value for t in self.turns for value in (t.resolved, t.answer, *t.items)]

    def context(self, budget_tokens: int | None = None) -> str:
        """The earlier turns as text for a planner, newest kept first, within the budget."""
        budget = (budget_tokens or self.budget_tokens) * 4
        lines: list[str] = []
        turns = self.turns
        for turn in reversed(turns):
            answer = json.dumps(turn.answer, default=str)[:300]
            line = f"- {turn.task} → {turn.status}: {answer}"
            if sum(len(x) + 1 for x in lines) + len(line) > budget:
                break
            lines.insert(0, line)
        dropped = len(turns) - len(lines)
        note = [f"({dropped} earlier turns dropped for length)"] if dropped else []
        return "\n".join(["Earlier in this conversation:", *note, *lines]) if turns else ""

    async def run(self, agent: Agent, task: str, *, run_id: str | None = None) -> RunResult:
        """Run `task` as this session's next turn (`agent.run(task, session=self)`)."""
        return await agent.run(task, run_id=run_id, session=self)
