"""`agentschool run` in-process: the exit code follows how the run ended, in both output modes."""

from __future__ import annotations

import json
from pathlib import Path

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


def test_run_follows_the_approval_policy_file(tmp_path: Path) -> None:
    policy = tmp_path / "policy.toml"
    policy.write_text(
        '[[rules]]\ntool = "calculator"\nargs = {expression = "666"}\naction = "deny"\n'
    )
    task = ["run", "calculate 666 + 1", "--planner", "rule", "--json"]
    denied = runner.invoke(app, [*task, "--policy", str(policy)])
    assert denied.exit_code == 1
    assert "denied by policy" in json.loads(denied.stdout)["error"]
    assert runner.invoke(app, task).exit_code == 0  # the defaults let the calculator run
    broken = tmp_path / "broken.yaml"
    broken.write_text("rules: [{tool: calculator}]\n")
    refused = runner.invoke(app, [*task, "--policy", str(broken)])
    assert refused.exit_code != 0 and "rules.0.action" in refused.output


async def test_a_model_planned_answer_reads_as_text_not_json(tmp_path: Path) -> None:
    """An llm plan answering with a to-do list's whole output prints the numbered list."""
    from agentschool.agent import Agent
    from agentschool.cli.app import console
    from agentschool.cli.live import run_live
    from agentschool.models import FunctionModel
    from agentschool.settings import Settings
    from agentschool.tools import Toolset
    from agentschool.tools.todo import TODO_DB_NAME, TodoStore, build_todo_tools

    settings = Settings(home=tmp_path)
    TodoStore(settings.data_dir / TODO_DB_NAME).add("pay rent")
    plan = {"steps": [{"id": "s1", "tool": "todo_list", "args": {}}], "answer": "${s1}"}
    model = FunctionModel(lambda messages, info: json.dumps(plan))
    agent = Agent(model, Toolset(build_todo_tools(settings)), planner="llm")
    with console.capture() as captured:
        status = await run_live(agent, "what is on my list")
    assert status == "completed"
    answer = captured.get().split("answer", 1)[1]
    assert "1. pay rent — open" in answer and "{" not in answer


async def test_a_model_planned_add_reads_as_the_items_line(tmp_path: Path) -> None:
    """An llm plan answering with the item a to-do call returns prints its line, not JSON."""
    from agentschool.agent import Agent
    from agentschool.cli.app import console
    from agentschool.cli.live import run_live
    from agentschool.models import FunctionModel
    from agentschool.settings import Settings
    from agentschool.tools import Toolset
    from agentschool.tools.todo import build_todo_tools

    add = {"id": "s1", "tool": "todo_add", "args": {"title": "water the plants"}}
    model = FunctionModel(lambda messages, info: json.dumps({"steps": [add]}))
    agent = Agent(model, Toolset(build_todo_tools(Settings(home=tmp_path))), planner="llm")
    with console.capture() as captured:
        status = await run_live(agent, "put 'water the plants' on my list")
    assert status == "completed"
    answer = captured.get().split("answer", 1)[1]
    assert "1. water the plants — open" in answer and "{" not in answer
