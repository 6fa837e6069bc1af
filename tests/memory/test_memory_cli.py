from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from agentschool.cli import app
from agentschool.memory import LongTermMemory, SentenceTransformerEmbedder, open_memory_store

# The first test to use the embedder pays for loading it (tens of seconds on a busy box).
pytestmark = pytest.mark.timeout(300)

runner = CliRunner()


def invoke(*args: str) -> object:
    result = runner.invoke(app, ["memory", *args, "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


def seed(embedder: SentenceTransformerEmbedder) -> list[str]:
    memory = LongTermMemory(open_memory_store(), embedder)
    ids = memory.remember_many(
        ["the gate code is 2580", "what is {n} * {n}"],
        [{"kind": "fact"}, {"kind": "experience", "task": "what is 2 * 3"}],
    )
    memory.store.bump("plans_reused", 3)
    memory.store.bump("model_calls_saved", 4)
    memory.close()
    return ids


def test_stats_list_search_forget_prune(embedder: SentenceTransformerEmbedder) -> None:
    fact, experience = seed(embedder)
    stats = invoke("stats")
    assert isinstance(stats, dict)
    assert (stats["backend"], stats["memories"], stats["dimension"]) == ("sqlite-vec", 2, 384)
    assert stats["experience"]["plans_reused"] == 3
    assert stats["experience"]["model_calls_saved"] == 4

    assert [m["id"] for m in invoke("list", "--kind", "fact")] == [fact]
    hits = invoke("search", "door access number", "-k", "1")
    assert isinstance(hits, list)
    assert hits[0]["id"] == fact
    assert hits[0]["text"] == "the gate code is 2580"

    assert invoke("forget", experience) == {"forgotten": experience}
    missing = runner.invoke(app, ["memory", "forget", experience])
    assert missing.exit_code == 1
    assert "no memory with id" in missing.output
    assert invoke("prune", "--max-items", "1") == {"removed": 0, "remaining": 1}
    assert invoke("prune", "--older-than-days", "0") == {"removed": 1, "remaining": 0}


def test_stats_human_readable_shows_reuse_counters(embedder: SentenceTransformerEmbedder) -> None:
    seed(embedder)
    result = runner.invoke(app, ["memory", "stats"])
    assert result.exit_code == 0, result.output
    assert "plans reused" in result.output
    assert "model calls saved" in result.output


def test_empty_search_is_a_clear_error() -> None:
    result = runner.invoke(app, ["memory", "search", "  "])
    assert result.exit_code == 1
    assert "empty query" in result.output


def test_docs_memory_example_runs(embedder: SentenceTransformerEmbedder) -> None:
    import re
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "docs" / "memory.md").read_text()
    examples = re.findall(r"```python\n(.*?)```", text, re.DOTALL)
    assert examples
    for code in examples:
        exec(compile(code, "docs/memory.md", "exec"), {"__name__": "__docs_memory__"})
