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


def test_run_registered_agent(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import agentschool.specs.factory as factory

    def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
        return json.dumps({"summary": "s", "sentiment": "neutral", "keywords": []})

    # The CLI takes a model string; here any string resolves to the scripted model.
    monkeypatch.setattr(factory, "infer_model", lambda _: FunctionModel(reply))
    path = tmp_path / "tp.yaml"
    path.write_text(reference_spec("text-processor").model_dump_json())
    assert run("register", str(path))[0] == 0
    code, out = run("run", "text-processor", "some text", "--model", "scripted")
    assert code == 0 and isinstance(out, dict) and out["status"] == "completed"
    assert out["output"] == {"written": 1, "ids": [1]}
    code, missing = run("run", "nobody", "x")
    assert code == 1 and isinstance(missing, dict) and "unknown agent type" in missing["error"]
