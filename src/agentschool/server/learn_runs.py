"""Learning, healing and long calls as durable runs (the MCP server's `learn`, and its tasks).

A learn takes seconds (a browser: up to ~15 s) and a heal as long, so over MCP they are runs,
served as tasks to clients that poll (`mcp_tasks`): the call starts a run whose agent is an
inline one-step pipeline calling the worker's `learn_function` or `heal_function`
(`school.learning_tools`) and answers with the run at once. The worker executes the step
through its ledger, so a run resumed after a crash learns once. A client without tasks gets
the run (and, with `wait`, its outcome) as `run_agent` gives it. A task client's call of a
learned function runs the same way (`call_spec`): one step calling that function.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from agentschool.exceptions import ToolError
from agentschool.runs.spec import RunSpec
from agentschool.runs.start import Submitter, start_run
from agentschool.runs.store import InTransaction, RunStore
from agentschool.school.learning_tools import LEARNING_TOOL_NAMES
from agentschool.tools.base import Tool

__all__ = ["CALLER", "call_spec", "called_tool", "learn_spec", "learn_tool"]

_LEARN, _HEAL = LEARNING_TOOL_NAMES
CALLER = "caller"
"""The inline agent of a run that makes one tool call (`call_spec`)."""


def call_spec(tool: str, arguments: dict[str, Any]) -> RunSpec:
    """The run that calls `tool` once with `arguments` (a long learned-function call).

    The arguments go into the one pipeline step as they are: a string in them holding `{task}`
    is replaced with the task text, as in any pipeline.
    """
    definition = {
        "name": CALLER,
        "description": f"Calls {tool} once.",
        "pipeline": [{"id": "call", "tool": tool, "args": arguments}],
    }
    return RunSpec(task=f"call {tool}", definition=definition, max_steps=1)


def called_tool(agent_config: dict[str, Any]) -> str | None:
    """The tool a run of `call_spec` calls, from the run's `agent_config`; None for other runs."""
    definition = agent_config.get("definition")
    if not isinstance(definition, dict) or definition.get("name") != CALLER:
        return None
    (step,) = definition["pipeline"]
    return str(step["tool"])


def learn_spec(
    request: str | None = None,
    heal: str | None = None,
    *,
    force: bool = False,
    sandbox: bool = True,
    now: datetime | None = None,
) -> RunSpec:
    """The run that learns `request`, or heals the function `heal`.

    Raises:
        ToolError: Neither or both of request and heal are given.
    """
    if (request is None) == (heal is None):
        raise ToolError("give one of request (to learn) or heal (a function's name)")
    args: dict[str, Any]
    if request is not None:
        tool, args, task = _LEARN, {"request": "{task}", "sandbox": sandbox}, request
        if now is not None:
            args["now"] = now.isoformat()
    else:
        tool, task = _HEAL, f"heal {heal}"
        args = {"name": heal, "force": force, "sandbox": sandbox}
    definition = {
        "name": "learner",
        "description": "Learns or heals one function of the school.",
        "pipeline": [{"id": "learn", "tool": tool, "args": args}],
    }
    return RunSpec(task=task, definition=definition, max_steps=1)


def learn_tool(
    store: RunStore,
    launcher: Submitter,
    *,
    in_transaction: InTransaction | None = None,
    poll: float = 0.2,
) -> Tool:
    """`learn(request | heal, force, wait)`: start a run that learns or heals a function.

    Args:
        store: The run store.
        launcher: Executes the runs.
        in_transaction: Enqueue inside the insert's transaction (see `start_run`).
        poll: Seconds between two looks at a waited-for run.
    """

    async def learn(
        request: str | None = None,
        heal: str | None = None,
        force: bool = False,
        sandbox: bool = True,
        now: datetime | None = None,
        wait: bool = False,
        wait_seconds: float = 300.0,
    ) -> dict[str, Any]:
        """Learn the function answering a data request, or heal a learned function, as a run.

        Args:
            request: A data request to learn, e.g. "tech events in nyc next week".
            heal: Instead, the name of a learned function to check and heal.
            force: With heal, save a new version even when the current one passes.
            sandbox: Verify generated code in the sandbox too.
            now: The moment a request's relative dates are read against (the clock's).
            wait: Wait for the run to finish and return its outcome.
            wait_seconds: Seconds to wait at most.
        """
        run = await start_run(
            learn_spec(request, heal, force=force, sandbox=sandbox, now=now),
            store=store,
            launcher=launcher,
            in_transaction=in_transaction,
        )
        if wait:
            run = await store.wait_finished(run.id, within=wait_seconds, poll=poll)
        return run.model_dump(mode="json", include={"id", "status", "output", "error"})

    return Tool.from_function(learn, risk="write", run_in_thread=False)
