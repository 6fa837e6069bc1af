"""`agentschool run` in-process: the exit code follows how the run ended, in both output modes."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from agentschool.cli import app

runner = CliRunner()


def test_a_completed_run_exits_0_and_prints_the_answer() -> None:
    result = runner.invoke(app, ["run", "calculate (3 + 4) * 12", "--planner", "rule"])
    assert result.exit_code == 0, result.output
    assert "▶ s1 calculator" in result.output and "answer" in result.output


def test_a_failed_run_exits_1_in_both_modes() -> None:
    live = runner.invoke(app, ["run", "tell me a joke", "--planner", "rule"])
    assert live.exit_code == 1
    assert "failed" in live.output and "cannot plan" in live.output
    as_json = runner.invoke(app, ["run", "tell me a joke", "--planner", "rule", "--json"])
    assert as_json.exit_code == 1
    assert json.loads(as_json.output)["status"] == "failed"
