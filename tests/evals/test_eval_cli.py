"""`agentschool eval`: the report in Markdown and JSON, stored, compared, and the exit code."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from agentschool.cli import app
from agentschool.evals.store import ReportStore

runner = CliRunner()

CASES = """
name: cli
cases:
  - {name: percent, task: what is 15% of 240, expect: {numeric: 36}}
  - name: no-change
    task: add 'water the plants' to my todos
    expect: {no_side_effects: true}
"""


def cases(tmp_path: Path, text: str = CASES) -> str:
    path = tmp_path / "cases.yaml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_eval_prints_markdown_stores_the_report_and_exits_by_pass_rate(tmp_path: Path) -> None:
    path = cases(tmp_path)
    result = runner.invoke(app, ["eval", path, "--planner", "rule", "--markdown"])
    assert result.exit_code == 1, result.output  # 1 of 2 passed, below the default 1.0
    assert "**1/2 passed (50.0%)**" in result.output
    assert "to-do added: 'water the plants'" in result.output
    (stored,) = ReportStore.from_settings().list()
    assert stored.dataset == "cli" and stored.summary.passed == 1
    lenient = ["eval", path, "--planner", "rule", "--fail-under", "0.5", "--no-store"]
    assert runner.invoke(app, lenient).exit_code == 0
    assert len(ReportStore.from_settings().list()) == 1


def test_eval_json_and_compare(tmp_path: Path) -> None:
    old = tmp_path / "old.json"
    first = runner.invoke(
        app, ["eval", cases(tmp_path), "--planner", "rule", "--json", "--output", str(old)]
    )
    assert json.loads(first.stdout)["summary"]["pass_rate"] == 0.5
    fixed = CASES.replace("add 'water the plants' to my todos", "what is 2 + 2")
    second = runner.invoke(
        app,
        ["eval", cases(tmp_path, fixed), "--planner", "rule", "--json", "--compare", str(old)],
    )
    assert second.exit_code == 0, second.output
    data = json.loads(second.stdout)
    assert data["comparison"]["fixes"] == ["no-change"]
    assert data["comparison"]["regressions"] == []


def test_eval_of_a_malformed_dataset_says_where(tmp_path: Path) -> None:
    path = cases(tmp_path, "cases:\n  - name: x\n    task: t\n    expect: {numeric: lots}\n")
    result = runner.invoke(app, ["eval", path, "--planner", "rule"])
    assert result.exit_code == 1
    assert "cases.yaml:2: case 'x': field expect.numeric" in " ".join(result.output.split())


def test_eval_of_an_agent_spec_runs_each_case_on_its_own_tools(tmp_path: Path) -> None:
    spec = tmp_path / "helper.yaml"
    spec.write_text(
        "name: helper\nversion: 1.0.0\ndescription: Sums and to-dos.\ntools: [calculator, todo]\n",
        encoding="utf-8",
    )
    path = cases(
        tmp_path,
        "- {name: sum, task: what is 2 + 2, expect: {numeric: 4, no_side_effects: true}}\n"
        "- name: todo\n  task: add 'pay rent' to my todos\n"
        "  expect: {todos: [{title: pay rent}]}\n",
    )
    result = runner.invoke(
        app, ["eval", path, "--spec", str(spec), "--planner", "rule", "--json", "--no-store"]
    )
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["agent"] == {"spec": str(spec), "model": None}
    assert [c["verdict"] for c in report["cases"]] == ["pass", "pass"]
    broken = tmp_path / "broken.yaml"
    broken.write_text("name: x\n", encoding="utf-8")
    failed = runner.invoke(app, ["eval", path, "--spec", str(broken)])
    assert failed.exit_code == 1 and "error:" in failed.output


def test_a_result_set_from_a_learned_function_asks_the_registry(tmp_path: Path) -> None:
    path = cases(
        tmp_path,
        "- name: events\n  task: what is 2 + 2\n"
        "  expect: {result_set: {function: tech_events_sf, key: url}}\n"
        "- {name: other, task: what is 2 + 2, expect: {numeric: 4}}\n",
    )
    result = runner.invoke(app, ["eval", path, "--planner", "rule", "--learned", "--json"])
    report = json.loads(result.stdout)
    first, second = report["cases"]
    assert first["verdict"] == "error"
    assert "no learned function named 'tech_events_sf'" in first["reasons"][0]
    assert second["verdict"] == "pass"
