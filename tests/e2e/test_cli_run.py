"""`agentschool run` end to end, as a user runs it: a real subprocess of the installed script."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

TASK = "what is 15% of 240, then add 'pay rent' to my todos and show them"


def _agentschool(
    *args: str, home: Path, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "AGENTSCHOOL_HOME": str(home),
        "NO_COLOR": "1",
        "COLUMNS": "200",
        **(env or {}),
    }
    script = Path(sys.executable).with_name("agentschool")
    return subprocess.run(
        [str(script), *args], capture_output=True, text=True, env=env, timeout=120, check=False
    )


def test_run_json_prints_one_object(tmp_path: Path) -> None:
    done = _agentschool("run", TASK, "--planner", "rule", "--json", home=tmp_path)
    assert done.returncode == 0, done.stderr
    (line,) = done.stdout.strip().splitlines()
    data = json.loads(line)
    assert data["status"] == "completed"
    assert data["output"].startswith("15% of 240 = 36\nAdded todo #1: pay rent")
    assert [(s["id"], s["tool"], s["status"]) for s in data["steps"]] == [
        ("s1", "calculator", "done"),
        ("s2", "todo_add", "done"),
        ("s3", "todo_list", "done"),
    ]
    assert data["steps"][0]["output"] == 36
    assert data["usage"]["requests"] == 0
    # the to-do really persisted in the data dir
    again = _agentschool("run", "show my todos", "--planner", "rule", "--json", home=tmp_path)
    assert json.loads(again.stdout)["steps"][0]["output"]["todos"][0]["title"] == "pay rent"


def test_run_shows_live_steps_and_the_answer(tmp_path: Path) -> None:
    done = _agentschool(
        "run", "calculate (3 + 4) * 12, then double it", "--planner", "rule", home=tmp_path
    )
    assert done.returncode == 0, done.stderr
    assert "▶ s1 calculator" in done.stdout and "✓ s2 168" in done.stdout
    assert "(3 + 4) * 12 = 84" in done.stdout


def test_markup_in_tool_text_is_shown_as_written(tmp_path: Path) -> None:
    # Arguments and outputs are data, not Rich markup: "[/]" once crashed the live view and
    # "[x]" vanished from it.
    task = "add '[/] call [x] [bold]mom[/bold]' to my todos"
    done = _agentschool("run", task, "--planner", "rule", home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert '▶ s1 todo_add {"title": "[/] call [x] [bold]mom[/bold]"}' in done.stdout
    assert "Added todo #1: [/] call [x] [bold]mom[/bold]" in done.stdout


def test_plan_table_shows_request_text_as_written(tmp_path: Path) -> None:
    from tests.school.school_helpers import serve_site

    request = 'events by organizer "[red]Acme[/red]" in SF about "[/]"'
    for site in serve_site():  # the source's vocabulary is discovered from the offline site
        site_env = {"AGENTSCHOOL_LUMA_API_URL": site.url, "AGENTSCHOOL_LUMA_WEB_URL": site.url}
        done = _agentschool(
            "plan", request, "--now", "2026-11-20T12:00:00Z", home=tmp_path, env=site_env
        )
    assert done.returncode == 0, done.stderr
    cells = [line.split("│") for line in done.stdout.splitlines() if line.count("│") == 3]
    rows = {cell[1].strip(): cell[2].strip() for cell in cells}
    assert rows["organizer"] == "[red]Acme[/red]"
    assert rows["keywords"] == "[/]"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["run", "   "], "the task is empty"),
        (["run", "tell me a joke", "--planner", "rule"], "the rule planner cannot plan this task"),
        (["run", "2+2", "--planner", "psychic"], "unknown planner 'psychic'"),
        (["run", "2+2", "--model", "nonsense:x"], "unknown model 'nonsense:x'"),
    ],
)
def test_bad_input_gets_a_clear_error(tmp_path: Path, args: list[str], message: str) -> None:
    done = _agentschool(*args, home=tmp_path)
    assert done.returncode == 1
    assert message in done.stdout + done.stderr


def test_run_json_reports_failure_as_one_object(tmp_path: Path) -> None:
    done = _agentschool("run", "tell me a joke", "--planner", "rule", "--json", home=tmp_path)
    assert done.returncode == 1
    data = json.loads(done.stdout)
    assert data["status"] == "failed" and "cannot plan" in data["error"]


@pytest.mark.local_model
@pytest.mark.timeout(600)
def test_demo_runs_the_canonical_tasks_and_learns_a_function(tmp_path: Path) -> None:
    done = _agentschool("demo", home=tmp_path)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    out = done.stdout
    assert "15% of 240 = 36" in out and "(3 + 4) * 12 = 84" in out
    last = out.rsplit("add 'water the plants' to my todos", 1)[-1]
    assert re.search(r"[1-9]\d* model requests?", last), last  # the embedded model was asked
    # any generation: its plan ran, or the checks refused its guess; never a made-up action
    assert "plan (llm):" in last or "not understood" in last, last
    assert "saved search_events_by_" in out  # learned from the SF request
    assert "reused search_events_by_" in out  # and answered the NYC one without learning again


def test_run_with_another_mcp_servers_tools(tmp_path: Path) -> None:
    server = f"{Path(sys.executable).with_name('agentschool')} mcp"
    done = _agentschool(
        "run", "what is 2 + 2", "--planner", "react", "--model", "test", "--mcp", server,
        "--json", home=tmp_path,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    tools = {step["tool"] for step in data["steps"]}
    assert "mcp1_calculator" in tools and "calculator" in tools  # the remote copy was called too
    remote = next(s for s in data["steps"] if s["tool"] == "mcp1_todo_list")
    assert remote["status"] == "done" and isinstance(remote["output"]["todos"], list)
