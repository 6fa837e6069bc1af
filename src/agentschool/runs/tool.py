"""`run_agent_tool`: starting a run as a tool call (the MCP server's `run_agent`).

An MCP client asks for a run as a REST client does: the tool's arguments are a `RunSpec`, the
run goes through `start_run` to the same store and launcher, and the call answers with the run
(its id and status), or, with `wait`, once it has finished, with its answer.
"""

from __future__ import annotations

from typing import Any

from agentschool.agent.events import RunFinished
from agentschool.agent.goals import parse_goal
from agentschool.exceptions import ToolError, UserError
from agentschool.runs.sessions import SessionNotFound
from agentschool.runs.spec import RunSpec
from agentschool.runs.start import Submitter, start_run
from agentschool.runs.status import FINISHED_STATUSES
from agentschool.runs.store import InTransaction, RunStore
from agentschool.tools.base import Tool
from agentschool.tools.toolset import Toolset

__all__ = ["alongside", "run_agent_tool"]


def run_agent_tool(
    store: RunStore,
    launcher: Submitter,
    *,
    in_transaction: InTransaction | None = None,
    poll: float = 0.2,
    name: str = "run_agent",
) -> Tool:
    """A tool that starts a run of a `RunSpec` and, with `wait`, returns its outcome.

    Args:
        store: The run store.
        launcher: Executes the runs (a `DbosLauncher`).
        in_transaction: Enqueue inside the insert's transaction (see `start_run`).
        poll: Seconds between two looks at a waited-for run.
        name: The tool's name.
    """

    async def run_agent(
        task: str,
        agent: str | None = None,
        team: bool = False,
        planner: str = "hybrid",
        model: str | None = None,
        remember: bool = False,
        session: str | None = None,
        goal: str | None = None,
        wait: bool = False,
        wait_seconds: float = 300.0,
    ) -> dict[str, Any]:
        """Start an agent run on a task; with wait, return its answer once it finished.

        Args:
            task: What the agent should do.
            agent: A registered agent type to run; a plain agent when omitted.
            team: Split the task among the General, Code and Research specialists.
            planner: rule, llm, hybrid or react.
            model: The model (the server's default when omitted).
            remember: Reuse the plan of a similar past run, and remember this one.
            session: A conversation to continue (created by its first run): "mark it done"
                then names what an earlier run of the session made.
            goal: What the answer must meet (arithmetic, judge, judge:<model>, or a JSON
                object such as {"json_schema": {...}, "attempts": 3}); an unmet goal replans.
            wait: Wait for the run to finish and return its answer.
            wait_seconds: Seconds to wait at most.
        """
        try:
            spec = RunSpec.model_validate(
                {
                    "task": task,
                    "agent": agent,
                    "team": team,
                    "planner": planner,
                    "model": model,
                    "remember": remember,
                    "session_id": session,
                    "goal": parse_goal(goal) if goal is not None else None,
                }
            )
        except UserError as exc:
            raise ToolError(exc.message) from exc
        except ValueError as exc:
            raise ToolError(str(exc)) from exc
        try:
            run = await start_run(
                spec, store=store, launcher=launcher, in_transaction=in_transaction
            )
        except SessionNotFound as exc:
            raise ToolError(exc.message) from exc
        if wait:
            run = await store.wait_finished(run.id, within=wait_seconds, poll=poll)
        outcome = run.model_dump(mode="json", include={"id", "status", "output", "error"})
        if run.status in FINISHED_STATUSES:
            outcome["error_kind"] = await _error_kind(store, run.id)
        return outcome

    return Tool.from_function(run_agent, name=name, risk="write", run_in_thread=False)


async def _error_kind(store: RunStore, run_id: str) -> str | None:
    """How a finished run failed (`not_understood`...), from its run-finished event."""
    finished = [e for e in await store.agent_events(run_id) if isinstance(e, RunFinished)]
    return finished[-1].error_kind if finished else None


def alongside(base: Toolset, *extra: Tool) -> Toolset:
    """`base`'s tools and `extra`, following `base` as tools join, leave or change.

    The MCP server offers `run_agent` next to the served tools this way, while the agents that
    runs build keep the served tools alone (a run does not start runs).
    """
    mirror = Toolset([*base, *extra])
    own = {tool.name for tool in extra}

    def follow() -> None:
        for name in mirror.names():
            if name not in own and name not in base:
                mirror.remove(name)
        for tool in base:
            if tool.name not in mirror or mirror.get(tool.name) is not tool:
                mirror.register(tool, replace=True)

    base.on_change(follow)
    return mirror
