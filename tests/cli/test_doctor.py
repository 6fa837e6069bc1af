"""`agentschool doctor` on this machine and on one whose PATH lacks bubblewrap and Chromium."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from agentschool.cli import app

runner = CliRunner()


def lines_about(output: str, part: str) -> list[str]:
    return [line for line in output.splitlines() if part in line]


def test_a_path_without_bwrap_or_chromium_says_so_once_each_with_the_fix(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))  # an empty directory: no program is found
    for variable in ("AGENTSCHOOL_DATABASE_URL", "AGENTSCHOOL_REDIS_URL"):
        monkeypatch.delenv(variable, raising=False)
    result = runner.invoke(app, ["doctor"], env={"COLUMNS": "300"})
    assert result.exit_code == 1, result.output
    [bwrap] = lines_about(result.output, "bubblewrap")
    assert bwrap.startswith("missing") and "apt-get install" in bwrap and "bubblewrap" in bwrap
    [chromium] = lines_about(result.output, "browser: chromium")
    assert chromium.startswith("missing") and "apt-get install" in chromium
    assert chromium.rstrip().endswith("chromium")
    assert "default feature(s) cannot work: run the fixes above" in result.output


def test_optional_parts_never_fail_the_doctor(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    for variable in ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "AGENTSCHOOL_DATABASE_URL"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("GROQ_API_KEY", "gsk-test")
    result = runner.invoke(app, ["doctor", "--json"])
    data = json.loads(result.stdout)
    checks = {c["part"]: c for c in data["checks"]}
    assert checks["provider: groq"]["status"] == "ok"
    assert checks["provider: openai"] == {
        "part": "provider: openai",
        "status": "off",
        "detail": "OPENAI_API_KEY is not set (only needed for openai:… models)",
        "fix": "export OPENAI_API_KEY=…",
        "required": False,
    }
    assert checks["PostgreSQL"]["status"] == "off"
    failing = {p for p, c in checks.items() if c["status"] == "missing" and c["required"]}
    assert {"sandbox: bubblewrap", "browser: chromium"} <= failing
    assert not data["ok"]


def test_a_configured_database_that_is_down_is_a_failure(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("AGENTSCHOOL_DATABASE_URL", "postgresql://nobody@127.0.0.1:1/none")
    result = runner.invoke(app, ["doctor", "--json"])
    checks = {c["part"]: c for c in json.loads(result.stdout)["checks"]}
    assert checks["PostgreSQL"]["status"] == "missing"
    assert "cannot connect" in checks["PostgreSQL"]["detail"]
    assert result.exit_code == 1


@pytest.mark.skipif(
    not os.environ.get("CI") and not (shutil.which("bwrap") and shutil.which("chromium")),
    reason="bubblewrap or chromium is not installed here (CI installs both)",
)
def test_this_machine_has_every_default_part() -> None:
    result = runner.invoke(app, ["doctor", "--json"])
    checks = {c["part"]: c for c in json.loads(result.stdout)["checks"]}
    for part in ("embedded model (local)", "sandbox: bubblewrap", "browser: chromium"):
        assert checks[part]["status"] == "ok", checks[part]
