"""Memory tools for agents: `remember` and `recall` (long-term), `note_set`/`note_get` (per run).

`remember` is a write: it carries the call's idempotency key in the memory's metadata, so a step
retried or resumed after a crash returns the memory it already stored instead of storing it twice.
The note tools keep values in the short-term scratchpad of the calling run.
"""

from __future__ import annotations

from typing import Any

from agentschool.exceptions import ModelRetry
from agentschool.memory.long_term import LongTermMemory
from agentschool.memory.short_term import ShortTermMemory
from agentschool.tools.base import RiskLevel, Tool, ToolContext
from agentschool.tools.toolset import Toolset

__all__ = ["build_memory_tools"]


def _long_term_tools(memory: LongTermMemory) -> list[Tool]:
    def remember(text: str, ctx: ToolContext, tags: list[str] | None = None) -> dict[str, Any]:
        """Remember a fact for later runs.

        Args:
            text: The fact, in a self-contained sentence.
            tags: Optional labels to find it by.
            ctx: The calling run (filled in by the agent).
        """
        if not text.strip():
            raise ModelRetry("text is empty; give the fact to remember in `text`")
        key = ctx.idempotency_key
        done = memory.list({"idempotency_key": key}, limit=1) if ctx.run_id != "adhoc" else []
        if done:
            return {"id": done[0].id, "text": done[0].text}
        metadata: dict[str, Any] = {"kind": "fact", "tags": tags or [], "run_id": ctx.run_id}
        if ctx.run_id != "adhoc":
            metadata["idempotency_key"] = key
        return {"id": memory.remember(text, metadata), "text": text}

    def recall(query: str, k: int = 3) -> list[dict[str, Any]]:
        """Recall remembered facts most similar to a query, best first.

        Args:
            query: What to look for.
            k: How many facts to return (1-20).
        """
        if not query.strip():
            raise ModelRetry("query is empty; say what to look for in `query`")
        hits = memory.recall(query, max(1, min(k, 20)), {"kind": "fact"})
        return [
            {"id": h.id, "text": h.text, "score": round(h.score, 3), "tags": h.metadata["tags"]}
            for h in hits
        ]

    return [
        Tool.from_function(remember, risk=RiskLevel.WRITE),
        Tool.from_function(recall),
    ]


def _short_term_tools(notes: ShortTermMemory) -> list[Tool]:
    def note_set(key: str, value: str, ctx: ToolContext) -> dict[str, str]:
        """Keep a note for the rest of this run.

        Args:
            key: The note's name.
            value: What to keep.
            ctx: The calling run (filled in by the agent).
        """
        notes.scope(ctx.run_id).set(key, value)
        return {"key": key, "value": value}

    def note_get(key: str, ctx: ToolContext) -> str | None:
        """Read a note kept earlier in this run (null when there is none).

        Args:
            key: The note's name.
            ctx: The calling run (filled in by the agent).
        """
        value = notes.scope(ctx.run_id).get(key)
        return None if value is None else str(value)

    return [Tool.from_function(note_set, run_in_thread=False), Tool.from_function(note_get)]


def build_memory_tools(
    memory: LongTermMemory | None = None, notes: ShortTermMemory | None = None
) -> Toolset:
    """The memory tools for the memories given: `remember`/`recall` and `note_set`/`note_get`."""
    tools: list[Tool] = []
    if memory is not None:
        tools += _long_term_tools(memory)
    if notes is not None:
        tools += _short_term_tools(notes)
    return Toolset(tools)
