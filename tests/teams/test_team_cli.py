"""`agentschool team` through typer's CliRunner, the team's model handed in as click's `obj`."""

from __future__ import annotations

import json
from pathlib import Path

from tests.teams.test_team import TASK, team_model
from typer.testing import CliRunner

from agentschool.cli import app
from agentschool.models import FunctionModel

runner = CliRunner()


def test_team_json_reports_every_subtask_and_the_answer(tmp_path: Path) -> None:
    args = ["team", TASK, "--json", "--workspace", str(tmp_path)]
    result = runner.invoke(app, args, obj=FunctionModel(team_model))
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["status"] == "completed"
    by_id = {s["id"]: s for s in data["subtasks"]}
    assert (by_id["s1"]["specialist"], by_id["s1"]["output"]) == ("general", "6*7 = 42")
    assert by_id["s3"]["status"] == "failed"
    assert "web search is not configured" in by_id["s3"]["error"]
    assert by_id["s4"]["status"] == "skipped"
    assert data["output"].startswith("general:completed:6*7 = 42; code:completed:def add")
    assert data["usage"]["requests"] == 1  # the director's aggregation: the rules split


def test_team_shows_delegation_live(tmp_path: Path) -> None:
    args = ["team", TASK, "--workspace", str(tmp_path)]
    result = runner.invoke(app, args, obj=FunctionModel(team_model))
    assert result.exit_code == 0, result.output
    assert "→ s1 general: compute 6*7" in result.output
    assert "← s1 completed: 6*7 = 42" in result.output
    assert "← s3 failed:" in result.output and "← s4 skipped:" in result.output
    assert "completed\ngeneral:completed:6*7 = 42" in result.output


def test_team_with_an_unknown_model_is_a_clear_error() -> None:
    result = runner.invoke(app, ["team", TASK, "--model", "nonsense", "--json"])
    assert result.exit_code == 1
    assert "unknown model 'nonsense'" in json.loads(result.stdout)["error"]


def test_a_team_run_is_stored_like_any_run(tmp_path: Path) -> None:
    args = ["team", TASK, "--json", "--workspace", str(tmp_path)]
    result = runner.invoke(app, args, obj=FunctionModel(team_model))
    assert result.exit_code == 0, result.output
    run_id = json.loads(result.stdout)["run_id"]
    listed = runner.invoke(app, ["runs", "list", "--json"])
    runs = json.loads(listed.stdout)
    assert [(r["id"], r["status"], r["agent_config"]) for r in runs] == [
        (run_id, "completed", {"team": True})
    ]
    shown = runner.invoke(app, ["runs", "show", run_id, "--json"])
    steps = {s["step_id"]: s["status"] for s in json.loads(shown.stdout)["steps"]}
    assert steps == {"s1": "done", "s2": "done", "s3": "skipped", "s4": "skipped"}
    skipped = runner.invoke(app, [*args, "--no-store"], obj=FunctionModel(team_model))
    assert (
        skipped.exit_code == 0
        and len(json.loads(runner.invoke(app, ["runs", "list", "--json"]).stdout)) == 1
    )
