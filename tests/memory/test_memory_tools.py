from __future__ import annotations

from pathlib import Path

import pytest

from agentschool.exceptions import ModelRetry
from agentschool.memory import (
    LongTermMemory,
    SentenceTransformerEmbedder,
    ShortTermMemory,
    build_memory_tools,
)
from agentschool.memory.sqlite_vec import SqliteVecStore
from agentschool.tools import ToolContext

# The first test to use the embedder pays for loading it (tens of seconds on a busy box).
pytestmark = pytest.mark.timeout(300)


@pytest.fixture
def long_term(tmp_path: Path, embedder: SentenceTransformerEmbedder) -> LongTermMemory:
    return LongTermMemory(SqliteVecStore(tmp_path / "mem.db"), embedder)


async def test_remember_then_recall_through_the_tools(long_term: LongTermMemory) -> None:
    tools = build_memory_tools(long_term)
    ctx = ToolContext(run_id="r1", step_id="s1")
    stored = await tools.get("remember").call(
        {"text": "Mia's favourite colour is teal", "tags": ["mia"]}, ctx
    )
    again = await tools.get("remember").call({"text": "Mia's favourite colour is teal"}, ctx)
    assert again["id"] == stored["id"]  # a retried step does not store twice
    assert long_term.store.count() == 1
    hits = await tools.get("recall").call({"query": "what colour does Mia like?", "k": 2})
    assert hits[0]["text"] == "Mia's favourite colour is teal"
    assert hits[0]["tags"] == ["mia"]
    with pytest.raises(ModelRetry, match="empty"):
        await tools.get("remember").call({"text": " "}, ToolContext(run_id="r1", step_id="s2"))


async def test_notes_are_scoped_to_the_calling_run() -> None:
    tools = build_memory_tools(notes=ShortTermMemory())
    assert tools.names() == ["note_get", "note_set"]
    await tools.get("note_set").call({"key": "city", "value": "Oslo"}, ToolContext(run_id="a"))
    assert await tools.get("note_get").call({"key": "city"}, ToolContext(run_id="a")) == "Oslo"
    assert await tools.get("note_get").call({"key": "city"}, ToolContext(run_id="b")) is None
