"""`agentschool runs replay` and `runs export --case` on runs in the configured store."""

from __future__ import annotations

import asyncio
import dataclasses
import json
from pathlib import Path

from typer.testing import CliRunner

from agentschool.agent import Agent, RunResult, StepFinished
from agentschool.cli import app
from agentschool.evals.recording import record_result
from agentschool.runs.store import RunStore
from agentschool.tools.builtin import builtin_toolset

runner = CliRunner()


def stored_run(task: str, *, tamper: bool = False) -> str:
    async def main() -> RunResult:
        result = await Agent("test", builtin_toolset(), planner="rule").run(task)
        if tamper:  # as if the calculator had answered something else when it was recorded
            result.events = [
                dataclasses.replace(e, output=0) if isinstance(e, StepFinished) else e
                for e in result.events
            ]
        store = RunStore.from_settings()
        try:
            await store.migrate()
            await record_result(store, result)
        finally:
            await store.close()
        return result

    return asyncio.run(main()).run_id


def test_replay_of_a_stored_run_is_the_same() -> None:
    run_id = stored_run("calculate (3 + 4) * 12, then double it")
    result = runner.invoke(app, ["runs", "replay", run_id])
    assert result.exit_code == 0, result.output
    assert "same: " in result.output and "events replayed as recorded" in result.output
    as_json = json.loads(runner.invoke(app, ["runs", "replay", run_id, "--json"]).stdout)
    assert as_json["same"] is True and as_json["recorded"] == as_json["matched"]


def test_replay_shows_the_first_divergence_and_exits_1() -> None:
    run_id = stored_run("calculate (3 + 4) * 12, then double it", tamper=True)
    result = runner.invoke(app, ["runs", "replay", run_id])
    assert result.exit_code == 1
    assert "diverged at event" in result.output
    assert "recorded: " in result.output and "replayed: " in result.output


def test_replay_of_an_unknown_run_fails_clearly() -> None:
    result = runner.invoke(app, ["runs", "replay", "run_nope"])
    assert result.exit_code == 1
    assert "no run with id 'run_nope'" in result.output


def test_export_appends_a_case_that_passes_as_a_regression_test(tmp_path: Path) -> None:
    dataset = tmp_path / "regressions.yaml"
    run_id = stored_run("what is 15% of 240")
    result = runner.invoke(app, ["runs", "export", run_id, "--case", str(dataset), "--name", "pct"])
    assert result.exit_code == 0, result.output
    assert "added case 'pct'" in result.output
    again = runner.invoke(app, ["runs", "export", run_id, "--case", str(dataset), "--name", "pct"])
    assert again.exit_code == 1 and "already in the dataset" in again.output
    evaluated = runner.invoke(app, ["eval", str(dataset), "--planner", "rule", "--json"])
    assert evaluated.exit_code == 0, evaluated.output
    assert json.loads(evaluated.stdout)["cases"][0]["verdict"] == "pass"


def test_eval_record_keeps_each_case_run_replayable(tmp_path: Path) -> None:
    dataset = tmp_path / "cases.yaml"
    dataset.write_text(
        "- {name: sum, task: 'calculate (3 + 4) * 12, then double it', expect: {numeric: 168}}\n"
        "- {name: todo, task: \"add 'pay rent' to my todos\"}\n",
        encoding="utf-8",
    )
    evaluated = runner.invoke(
        app, ["eval", str(dataset), "--planner", "rule", "--record", "--json"]
    )
    assert evaluated.exit_code == 0, evaluated.output
    run_ids = [c["run_id"] for c in json.loads(evaluated.stdout)["cases"]]
    listed = json.loads(runner.invoke(app, ["runs", "list", "--json"]).stdout)
    assert {r["id"] for r in listed} == set(run_ids)
    assert all(r["agent_config"]["eval"] == "cases" for r in listed)
    for run_id in run_ids:
        replayed = runner.invoke(app, ["runs", "replay", run_id, "--json"])
        assert json.loads(replayed.stdout)["same"] is True, replayed.output
