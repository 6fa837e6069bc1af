"""`agentschool run --goal`: the goal is checked, and a bad goal is refused naming the option."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from agentschool.cli import app

runner = CliRunner()


def test_a_met_goal_completes_and_an_unmet_one_fails_with_the_reason() -> None:
    task = ["run", "what is 17 * 23", "--planner", "rule", "--json"]
    met = runner.invoke(app, [*task, "--goal", "arithmetic"])
    assert met.exit_code == 0, met.output
    assert json.loads(met.output)["output"] == "17 * 23 = 391"
    unmet = runner.invoke(app, [*task, "--goal", '{"json_schema": {"type": "number"}}'])
    assert unmet.exit_code == 1
    error = json.loads(unmet.output)["error"]
    assert error.startswith("goal not met (attempt 1 of 2): answer: '17 * 23 = 391' is not of")
    assert error.endswith("no new plan could be made")  # rules do not replan


def test_a_bad_goal_names_the_option() -> None:
    bad = runner.invoke(app, ["run", "what is 2 + 2", "--planner", "rule", "--goal", "smart"])
    assert bad.exit_code == 1
    assert "--goal: expected arithmetic, judge" in bad.output
