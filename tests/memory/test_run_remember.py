"""`agentschool run --remember`: a finished run is remembered; a similar task reuses its plan."""

from __future__ import annotations

import json
from typing import Any

import pytest
from typer.testing import CliRunner

from agentschool.cli import app
from agentschool.memory import LongTermMemory, SentenceTransformerEmbedder, open_memory_store
from agentschool.memory.experience import ExperienceMemory

# The first test to use the embedder pays for loading it (tens of seconds on a busy box).
pytestmark = pytest.mark.timeout(300)

runner = CliRunner()


def run(*args: str) -> dict[str, Any]:
    result = runner.invoke(app, ["run", *args, "--remember", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert isinstance(data, dict)
    return data


def experience_stats(embedder: SentenceTransformerEmbedder) -> dict[str, int]:
    memory = LongTermMemory(open_memory_store(), embedder)
    try:
        return ExperienceMemory(memory).stats()
    finally:
        memory.close()


def test_a_remembered_run_plans_the_next_similar_task(
    embedder: SentenceTransformerEmbedder,
) -> None:
    first = run("what is 2 + 3", "--planner", "rule")
    assert (first["output"], first["planner"]) == ("2 + 3 = 5", "rule")
    assert experience_stats(embedder)["runs_recorded"] == 1

    # The model planner would be asked next; the `test` model cannot plan arithmetic, so a
    # correct answer with no model request proves the past plan was reused, re-bound to 7 and 9.
    second = run("what is 7 + 9", "--planner", "llm", "--model", "test")
    assert (second["output"], second["planner"]) == ("7 + 9 = 16", "experience")
    assert second["usage"]["requests"] == 0
    stats = experience_stats(embedder)
    assert (stats["plans_reused"], stats["reused_runs_completed"]) == (1, 1)

    live = runner.invoke(
        app, ["run", "what is 10 + 5", "--planner", "llm", "--model", "test", "--remember"]
    )
    assert live.exit_code == 0, live.output
    assert "10 + 5 = 15" in live.output
    stats = experience_stats(embedder)
    assert (stats["plans_reused"], stats["reused_runs_completed"]) == (2, 2)


def test_remember_refuses_react_runs() -> None:
    result = runner.invoke(app, ["run", "what is 2 + 3", "--planner", "react", "--remember"])
    assert result.exit_code == 1
    assert "react runs make none" in result.output
