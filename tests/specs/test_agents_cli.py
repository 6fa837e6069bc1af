from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from agentschool.cli import app
from agentschool.messages import ModelMessage
from agentschool.models import FunctionModel
from agentschool.models.function import AgentInfo
from agentschool.specs.reference import reference_spec

runner = CliRunner()

V1 = """name: notes
version: 1.0.0
description: Keeps notes.
capabilities: [notes]
tools: [db_write]
data_model:
  fields:
    - {name: title, type: string, required: true}
    - {name: body, type: text}
"""


def run(*args: str) -> tuple[int, object]:
    result = runner.invoke(app, ["agents", *args, "--json"])
    return result.exit_code, json.loads(result.stdout) if result.stdout.strip() else None


def test_validate_reports_field_paths(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: notes\nversion: one\ndescription: x\ntools: [teleport]\n")
    code, out = run("validate", str(bad))
    assert code == 1
    assert isinstance(out, dict) and out["status"] == "invalid"
    assert out["problems"][0].startswith("version: String should match pattern")
    good = tmp_path / "good.yaml"
    good.write_text(V1)
    assert run("validate", str(good)) == (
        0,
        {"status": "valid", "name": "notes", "version": "1.0.0"},
    )


def test_lifecycle(tmp_path: Path) -> None:
    path = tmp_path / "notes.yaml"
    path.write_text(V1)
    code, preview = run("register", str(path), "--dry-run")
    assert code == 0 and isinstance(preview, dict)
    assert preview["status"] == "preview" and preview["migration"]["creates_table"]
    assert run("register", str(path))[0] == 0
    path.write_text(V1.replace("1.0.0", "2.0.0").replace("    - {name: body, type: text}\n", ""))
    code, out = run("register", str(path))
    assert code == 0 and isinstance(out, dict)  # no rows yet, so dropping `body` loses nothing
    assert out["migration"]["removed_columns"] == ["body"]
    code, listed = run("list", "--capability", "notes")
    assert code == 0 and isinstance(listed, list) and listed[0]["version"] == "2.0.0"
    code, versions = run("versions", "notes")
    assert versions == [
        {"version": "1.0.0", "deprecated": False},
        {"version": "2.0.0", "deprecated": False},
    ]
    assert run("deprecate", "notes", "--version", "2.0.0")[1] == {
        "status": "deprecated",
        "name": "notes",
        "versions": ["2.0.0"],
    }
    code, shown = run("show", "notes")
    assert isinstance(shown, dict) and shown["spec"]["version"] == "1.0.0"
    code, impact = run("delete", "notes", "--mode", "purge")
    assert isinstance(impact, dict) and impact["status"] == "preview" and impact["drops_records"]
    export = tmp_path / "notes.csv"
    code, deleted = run("delete", "notes", "--mode", "purge", "--yes", "--export", str(export))
    assert code == 0 and isinstance(deleted, dict) and deleted["status"] == "deleted"
    assert export.read_text().startswith("id,run_id,created_at,title")
    code, missing = run("show", "notes")
    assert code == 1 and isinstance(missing, dict) and "unknown agent type" in missing["error"]
    code, log = run("audit", "notes")
    assert isinstance(log, list)
    assert [e["action"] for e in log][-1] == "delete-purge"


def test_run_registered_agent(tmp_path: Path) -> None:
    def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
        return json.dumps({"summary": "s", "sentiment": "neutral", "keywords": ["a", "b"]})

    path = tmp_path / "tp.yaml"
    path.write_text(reference_spec("text-processor").model_dump_json())
    assert run("register", str(path))[0] == 0
    model = FunctionModel(reply)  # the CLI uses a Model handed over as click's context object
    result = runner.invoke(
        app, ["agents", "run", "text-processor", "some text", "--json"], obj=model
    )
    out = json.loads(result.stdout)
    assert result.exit_code == 0 and out["status"] == "completed"
    assert out["output"] == {"summary": "s", "sentiment": "neutral", "keywords": ["a", "b"]}
    assert out["steps"][-1]["output"] == {"written": 1, "ids": [1]}
    text = runner.invoke(app, ["agents", "run", "text-processor", "some text"], obj=model)
    assert text.exit_code == 0
    assert text.stdout.splitlines() == ["summary: s", "sentiment: neutral", "keywords: a, b"]
    code, missing = run("run", "nobody", "x")
    assert code == 1 and isinstance(missing, dict) and "unknown agent type" in missing["error"]


def test_run_reads_a_named_file_and_prints_records_as_a_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[str] = []

    def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
        seen.append(json.loads(messages[-1].parts[-1].content)[0]["subject"])  # type: ignore[union-attr]
        record = {"sender": "Ann", "subject": seen[-1], "category": "fyi", "action_items": []}
        return json.dumps({"records": [record]})

    path = tmp_path / "ea.yaml"
    path.write_text(reference_spec("email-analyst").model_dump_json())
    assert run("register", str(path))[0] == 0
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mail.eml").write_text("From: Ann <a@x.org>\nSubject: Hello there\n\nHi.\n")
    model = FunctionModel(reply)
    result = runner.invoke(
        app, ["agents", "run", "email-analyst", "mail.eml"], obj=model, env={"COLUMNS": "200"}
    )
    assert result.exit_code == 0, result.output
    [header] = [line for line in result.stdout.splitlines() if "┃" in line]
    [row] = [line for line in result.stdout.splitlines() if "│" in line]
    assert header.split()[1:8:2] == ["sender", "subject", "category", "action_items"]
    assert "Hello there" in row and "{" not in result.stdout
    wrong = runner.invoke(app, ["agents", "run", "email-analyst", "hello"], obj=model)
    assert wrong.exit_code == 1 and seen == ["Hello there"]
    assert "error: agent email-analyst expects an email" in wrong.stderr
