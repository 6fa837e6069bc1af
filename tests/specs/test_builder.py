"""The AI-assisted builder: questions, validation-driven questions, preview, finalize (API, CLI)."""

from __future__ import annotations

import json

import pytest
from tests.specs.builder_script import drafter
from typer.testing import CliRunner

from agentschool.exceptions import UserError
from agentschool.models import FunctionModel
from agentschool.specs import SpecRegistry
from agentschool.specs.builder import SpecBuilder


async def test_conversation_to_registered_spec(sqlite_registry: SpecRegistry) -> None:
    builder = SpecBuilder(FunctionModel(drafter), sqlite_registry)
    turn = await builder.start("an agent that stores my bookmarks")
    assert turn.status == "question" and turn.question == "Which fields should a bookmark have?"
    with pytest.raises(UserError, match="not ready"):
        builder.finalize()
    turn = await builder.answer("url and title")
    assert turn.status == "question"  # the draft lacks a description: validation asks for it
    assert turn.question == "What should `description` be? (Field required)"
    turn = await builder.answer("Saves links for later.")
    assert turn.status == "preview" and turn.spec is not None
    assert turn.migration is not None and turn.migration.creates_table
    assert turn.migration.added_columns == ["url: string required unique", "title: string"]
    registered, final = builder.finalize()
    assert final.status == "final" and registered.spec.name == "bookmarks"
    assert sqlite_registry.tables.applied_model("bookmarks") is not None


def test_cli_build(monkeypatch: pytest.MonkeyPatch) -> None:
    import agentschool.specs.builder as builder_module
    from agentschool.cli import app

    # The CLI takes a model string; here any string resolves to the scripted drafter.
    monkeypatch.setattr(builder_module, "infer_model", lambda _: FunctionModel(drafter))
    result = CliRunner().invoke(
        app,
        ["agents", "build", "an agent for bookmarks", "--json"],
        input="url and title\nSaves links for later.\nyes\n",
    )
    assert result.exit_code == 0, result.output
    outcome = json.loads(result.stdout.strip().splitlines()[-1])
    assert outcome == {"status": "registered", "name": "bookmarks", "version": "1.0.0"}
