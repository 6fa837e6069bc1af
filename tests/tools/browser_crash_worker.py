"""A worker process for the browser crash test: submit a search form, then die before reading.

Configured by one JSON file (argv[1]): the databases, the site's URL and a marker file. The run's
plan is `s1 browser_fill` (submits the form; needs approval) then `s2 browser_read` of the result
page. The first time `s2` is about to run, the worker SIGKILLs itself (writing the marker first);
a restarted worker (same executor id) resumes the run.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import time
from pathlib import Path
from typing import Any

from agentschool.agent.events import AgentEvent, ToolCalled
from agentschool.messages import ModelMessage
from agentschool.models.function import AgentInfo, FunctionModel
from agentschool.runs.engine import AgentRecipe, EngineConfig, RunEngine
from agentschool.settings import Settings
from agentschool.tools.browser import build_browser_tools
from agentschool.tools.toolset import Toolset

CONFIG: dict[str, Any] = json.loads(Path(sys.argv[1]).read_text())


def plan(messages: list[ModelMessage], info: AgentInfo) -> str:
    steps = [
        {
            "id": "s1",
            "tool": "browser_fill",
            "args": {"fields": {"q": "red"}, "url": CONFIG["site"] + "/fruits"},
        },
        {"id": "s2", "tool": "browser_read", "args": {"url": "${s1.url}"}, "depends_on": ["s1"]},
    ]
    return json.dumps({"steps": steps, "answer": "${s2.tables}"})


def factory(agent_config: dict[str, Any]) -> AgentRecipe:
    settings = Settings(browser_allowed_hosts=["127.0.0.1"])
    return AgentRecipe(
        model=FunctionModel(plan),
        tools=Toolset(build_browser_tools(settings)),
        options={"planner": "llm", "retries": 0},
    )


def crash_before_reading(event: AgentEvent) -> None:
    marker = Path(CONFIG["marker"])
    if isinstance(event, ToolCalled) and event.step_id == "s2" and not marker.exists():
        marker.write_text(str(os.getpid()))
        os.kill(os.getpid(), signal.SIGKILL)


def main() -> None:
    config = EngineConfig(
        database_url=CONFIG["database_url"],
        system_database_url=CONFIG["system_database_url"],
        executor_id="browser-crash-worker",
    )
    RunEngine(config, factory, event_listeners=[crash_before_reading]).launch()
    print("ready", flush=True)
    while True:
        time.sleep(1)


if __name__ == "__main__":
    main()
