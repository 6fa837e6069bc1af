"""`agentschool code` through typer's CliRunner, with the model handed in as click's `obj`."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from agentschool.cli import app

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.code.scripted_models import scripted_model

BUGGY = {
    "mean.py": "def mean(xs):\n    return sum(xs) / (len(xs) + 1)\n",
    "test_mean.py": "from mean import mean\n\ndef test_mean():\n    assert mean([1, 2, 3]) == 2\n",
}
FIXED = {"mean.py": "def mean(xs):\n    return sum(xs) / len(xs)\n"}

runner = CliRunner()
pytestmark = [pytest.mark.sandbox, pytest.mark.usefixtures("require_sandbox")]


def test_code_json_reports_two_attempts_and_writes_files(tmp_path: Path) -> None:
    out = tmp_path / "project"
    args = ["code", "mean of a list, with tests", "--json", "--out", str(out)]
    result = runner.invoke(app, args, obj=scripted_model([BUGGY, FIXED]))
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["status"] == "passed" and data["iterations"] == 2
    assert [a["outcome"] for a in data["attempts"]] == ["failed", "passed"]
    assert "assert 1.5 == 2" in data["attempts"][0]["output"]
    assert (out / "mean.py").read_text() == FIXED["mean.py"]
    assert (out / "test_mean.py").read_text() == BUGGY["test_mean.py"]


def test_code_human_output_shows_attempts_and_what_still_fails() -> None:
    args = ["code", "mean", "--max-iterations", "2"]
    result = runner.invoke(app, args, obj=scripted_model([BUGGY]))
    assert result.exit_code == 1
    assert "attempt 1: failed (mean.py, test_mean.py)" in result.output
    assert "attempt 2: failed (no files)" in result.output
    assert "still failing:" in result.output and "assert 1.5 == 2" in result.output
    assert "failed after 2 attempt(s)" in result.output
    assert "── mean.py" in result.output  # the files are shown


def test_code_rejects_unknown_language_and_bad_model() -> None:
    result = runner.invoke(app, ["code", "x", "--lang", "cobol"])
    assert result.exit_code == 1 and "unknown language 'cobol'" in result.output
    result = runner.invoke(app, ["code", "x", "--model", "nonsense", "--json"])
    assert result.exit_code == 1
    error = json.loads(result.stdout)
    assert error["status"] == "error" and "unknown model 'nonsense'" in error["error"]
