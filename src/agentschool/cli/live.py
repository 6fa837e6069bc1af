"""A run at the terminal: one line per event, approvals asked of the person, the tools to use.

`agentschool run` and `agentschool demo` import this module when they run, not when the CLI is
built: it loads the agent (planners, executor, built-in tools), which `--help` does not need.
"""

from __future__ import annotations

import json
import sys
from contextlib import AsyncExitStack
from typing import Any, Literal

import anyio.to_thread
import typer
from rich.markup import escape

from agentschool.agent import (
    AgentEvent,
    ApprovalDecision,
    ApprovalRequest,
    ApprovalRequested,
    PlanCreated,
    RecoveryDecided,
    Replanned,
    RunFinished,
    Runnable,
    StepFailed,
    StepFinished,
    StepSkipped,
    ToolCalled,
)
from agentschool.agent.plan import as_text
from agentschool.cli.app import console
from agentschool.messages import Usage
from agentschool.tools.toolset import Toolset

__all__ = ["FinalStatus", "approve_all", "ask", "run_live", "show", "tools_with_mcp"]

FinalStatus = Literal["completed", "failed", "cancelled"]
"""How a run ended (`RunFinished.status`)."""


def _short(value: Any, limit: int = 100) -> str:
    """`value` as one line of at most `limit` characters, escaped for Rich markup."""
    text = value if isinstance(value, str) else json.dumps(value, default=str)
    return escape(text if len(text) <= limit else text[: limit - 1] + "…")


def show(event: AgentEvent) -> None:
    """Print one human-readable line per interesting event.

    Arguments, outputs, errors and reasons come from tools and models: they are escaped, so text
    such as `[/]` or `[x]` is shown as written instead of being read as Rich markup.
    """
    if isinstance(event, PlanCreated):
        steps = ", ".join(f"{s.id}:{s.tool}" for s in event.plan.steps)
        console.print(f"[bold]plan[/] ({escape(event.planner)}): {escape(steps)}", highlight=False)
    elif isinstance(event, ToolCalled):
        console.print(
            f"  [cyan]▶ {event.step_id}[/] {event.tool} {_short(event.args)}", highlight=False
        )
    elif isinstance(event, StepFinished):
        took = f"[dim]({event.duration_ms:.1f} ms)[/]"
        console.print(
            f"  [green]✓ {event.step_id}[/] {_short(event.output)} {took}", highlight=False
        )
    elif isinstance(event, StepFailed):
        console.print(f"  [red]✗ {event.step_id}[/] {escape(event.error)}", highlight=False)
    elif isinstance(event, StepSkipped):
        console.print(
            f"  [yellow]↷ {event.step_id}[/] skipped: {escape(event.reason)}", highlight=False
        )
    elif isinstance(event, RecoveryDecided):
        console.print(
            f"  [magenta]↺ {event.step_id}[/] {event.action}: {escape(event.reason)}",
            highlight=False,
        )
    elif isinstance(event, Replanned):
        console.print(f"[magenta]↻ replanned[/]: {escape(event.reason)}", highlight=False)
    elif isinstance(event, ApprovalRequested):
        console.print(
            f"  [yellow]? {event.step_id}[/] {event.tool} needs approval", highlight=False
        )


def _usage_line(usage: Usage) -> str:
    return (
        f"{usage.requests} model requests, {usage.input_tokens} in / {usage.output_tokens} out "
        f"tokens, ${usage.cost_usd:.6f}"
    )


async def ask(request: ApprovalRequest) -> ApprovalDecision:
    """Ask the person at the terminal; refuse when nobody can answer."""
    if not sys.stdin.isatty():
        return ApprovalDecision(False, "needs approval and no one is at the terminal (use --yes)")
    question = f"Run {request.tool} with {json.dumps(request.args)}?"
    approved = await anyio.to_thread.run_sync(lambda: typer.confirm(question, default=False))
    return ApprovalDecision(
        approved, "approved at the terminal" if approved else "denied at the terminal"
    )


async def approve_all(request: ApprovalRequest) -> ApprovalDecision:
    """Approve every call (`--yes`)."""
    return ApprovalDecision(True, "approved by --yes")


async def tools_with_mcp(mcp: list[str], stack: AsyncExitStack) -> Toolset:
    """The built-in tools plus every MCP server's (closed when `stack` closes).

    A remote tool whose name is already taken joins as `mcp<N>_<name>` (N counts the servers).
    """
    from agentschool.tools.builtin import builtin_toolset

    tools = builtin_toolset()
    for number, target in enumerate(mcp, 1):
        remote = await Toolset.from_mcp(target)
        stack.push_async_callback(remote.aclose)
        for tool in remote:
            tools.register(
                tool if tool.name not in tools else tool.renamed(f"mcp{number}_{tool.name}")
            )
    return tools


async def run_live(
    agent: Runnable, task: str, events: list[AgentEvent] | None = None
) -> FinalStatus:
    """Run `task` printing each step as it happens, then the answer; return how the run ended.

    Args:
        agent: Runs the task.
        task: What to do.
        events: Collects the run's events when given (to remember the run afterwards).
    """
    finished: RunFinished | None = None
    async for event in agent.iter(task):
        if events is not None:
            events.append(event)
        show(event)
        if isinstance(event, RunFinished):
            finished = event
    assert finished is not None
    if finished.status == "completed":
        answer = finished.output
        text = as_text(answer).strip()  # a person reads it; `--json` keeps the data
        console.print(f"\n[bold green]answer[/]\n{escape(text)}", highlight=False)
    else:
        error = escape(finished.error or "")
        console.print(f"\n[bold red]{finished.status}[/]: {error}", highlight=False)
    console.print(f"[dim]{_usage_line(finished.usage)}[/]", highlight=False)
    return finished.status
