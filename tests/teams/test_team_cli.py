"""`agentschool team` through typer's CliRunner, the team's model handed in as click's `obj`."""

from __future__ import annotations

import json
from pathlib import Path

from tests.teams.test_team import team_model
from typer.testing import CliRunner

from agentschool.cli import app
from agentschool.models import FunctionModel

runner = CliRunner()
TASK = "compute 6*7, write add(), and research agents"


def test_team_json_reports_every_subtask_and_the_answer(tmp_path: Path) -> None:
    args = ["team", TASK, "--json", "--workspace", str(tmp_path)]
    result = runner.invoke(app, args, obj=FunctionModel(team_model))
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["status"] == "completed"
    by_id = {s["id"]: s for s in data["subtasks"]}
    assert (by_id["t1"]["specialist"], by_id["t1"]["output"]) == ("general", 42)
    assert by_id["t3"]["status"] == "failed" and "no valid plan" in by_id["t3"]["error"]
    assert by_id["t4"]["status"] == "skipped"
    assert data["output"].startswith("general:completed:42; code:completed:def add")
    assert data["usage"]["requests"] >= 2  # decomposition and aggregation at least


def test_team_shows_delegation_live(tmp_path: Path) -> None:
    args = ["team", TASK, "--workspace", str(tmp_path)]
    result = runner.invoke(app, args, obj=FunctionModel(team_model))
    assert result.exit_code == 0, result.output
    assert "→ t1 general: what is 6*7" in result.output
    assert "← t1 completed: 42" in result.output
    assert "← t3 failed:" in result.output and "← t4 skipped:" in result.output
    assert "completed\ngeneral:completed:42" in result.output


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
    assert steps == {"t1": "done", "t2": "done", "t3": "skipped", "t4": "skipped"}
    skipped = runner.invoke(app, [*args, "--no-store"], obj=FunctionModel(team_model))
    assert (
        skipped.exit_code == 0
        and len(json.loads(runner.invoke(app, ["runs", "list", "--json"]).stdout)) == 1
    )
