"""`agentschool run "task"` and `agentschool demo`: run tasks with live steps."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import socket
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import AsyncExitStack, contextmanager
from typing import Annotated, Any

import anyio.to_thread
import typer

from agentschool.agent import (
    Agent,
    AgentEvent,
    ApprovalDecision,
    ApprovalRequest,
    ApprovalRequested,
    PlanCreated,
    PlannerName,
    RecoveryDecided,
    RunFinished,
    RunResult,
    StepFailed,
    StepFinished,
    StepSkipped,
    ToolCalled,
)
from agentschool.cli.app import app, console, fail, print_json
from agentschool.exceptions import AgentSchoolError
from agentschool.messages import Usage
from agentschool.models.factory import build_model
from agentschool.settings import Settings
from agentschool.tools.toolset import Toolset

__all__ = ["DEMO_TASKS", "demo", "run"]

DEMO_TASKS = (
    ("rules", "what is 15% of 240, then add 'pay rent' to my todos and show them"),
    ("rules", "calculate (3 + 4) * 12, then double it"),
    ("rules", "add 'call the plumber' to my todo list, then complete todo 1 and show my todos"),
    ("llm", "I must remember to water the plants"),
)
"""The canonical tasks `make demo` runs: rule-planned ones, then one for the embedded model."""


def _short(value: Any, limit: int = 100) -> str:
    text = value if isinstance(value, str) else json.dumps(value, default=str)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _show(event: AgentEvent) -> None:
    """One human-readable line per interesting event."""
    if isinstance(event, PlanCreated):
        steps = ", ".join(f"{s.id}:{s.tool}" for s in event.plan.steps)
        console.print(f"[bold]plan[/] ({event.planner}): {steps}", highlight=False)
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
        console.print(f"  [red]✗ {event.step_id}[/] {event.error}", highlight=False)
    elif isinstance(event, StepSkipped):
        console.print(f"  [yellow]↷ {event.step_id}[/] skipped: {event.reason}", highlight=False)
    elif isinstance(event, RecoveryDecided):
        console.print(
            f"  [magenta]↺ {event.step_id}[/] {event.action}: {event.reason}", highlight=False
        )
    elif isinstance(event, ApprovalRequested):
        console.print(
            f"  [yellow]? {event.step_id}[/] {event.tool} needs approval", highlight=False
        )


def _usage_line(usage: Usage) -> str:
    return (
        f"{usage.requests} model requests, {usage.input_tokens} in / {usage.output_tokens} out "
        f"tokens, ${usage.cost_usd:.6f}"
    )


async def _ask(request: ApprovalRequest) -> ApprovalDecision:
    """Ask the person at the terminal; refuse when nobody can answer."""
    if not sys.stdin.isatty():
        return ApprovalDecision(False, "needs approval and no one is at the terminal (use --yes)")
    question = f"Run {request.tool} with {json.dumps(request.args)}?"
    approved = await anyio.to_thread.run_sync(lambda: typer.confirm(question, default=False))
    return ApprovalDecision(
        approved, "approved at the terminal" if approved else "denied at the terminal"
    )


async def _approve_all(request: ApprovalRequest) -> ApprovalDecision:
    return ApprovalDecision(True, "approved by --yes")


async def _tools(mcp: list[str], stack: AsyncExitStack) -> Toolset:
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


async def _run(agent: Agent, task: str, as_json: bool) -> RunResult | None:
    if as_json:
        return await agent.run(task)
    finished: RunFinished | None = None
    async for event in agent.iter(task):
        _show(event)
        if isinstance(event, RunFinished):
            finished = event
    assert finished is not None
    if finished.status == "completed":
        console.print(f"\n[bold green]answer[/]\n{finished.output}", highlight=False)
    else:
        console.print(f"\n[bold red]{finished.status}[/]: {finished.error}", highlight=False)
    console.print(f"[dim]{_usage_line(finished.usage)}[/]", highlight=False)
    return (
        None
        if finished.status == "completed"
        else RunResult(
            run_id=finished.run_id,
            status=finished.status,
            output=None,
            steps=[],
            usage=finished.usage,
        )
    )


@app.command()
def run(
    task: Annotated[str, typer.Argument(help="What the agent should do.")],
    model: Annotated[
        str | None, typer.Option(help="Model string, e.g. local, openai:gpt-4o-mini.")
    ] = None,
    planner: Annotated[str, typer.Option(help="rule, llm, hybrid or react.")] = "hybrid",
    mcp: Annotated[
        list[str] | None, typer.Option(help="An MCP server (command or URL) whose tools to add.")
    ] = None,
    yes: Annotated[
        bool, typer.Option("--yes", help="Approve every call that needs approval.")
    ] = False,
    json_output: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
) -> None:
    """Plan a task as tool calls and run it, showing each step live."""
    if planner not in ("rule", "llm", "hybrid", "react"):
        fail(f"unknown planner {planner!r}; use rule, llm, hybrid or react", as_json=json_output)
    planner_name: PlannerName = planner  # type: ignore[assignment]

    async def main() -> RunResult | None:
        settings = Settings()
        async with AsyncExitStack() as stack:
            agent = Agent(
                build_model(model, settings),
                await _tools(mcp or [], stack),
                planner=planner_name,
                approver=_approve_all if yes else _ask,
                max_steps=settings.max_steps,
                step_timeout=settings.step_timeout,
                run_timeout=settings.run_timeout,
            )
            return await _run(agent, task, json_output)

    try:
        result = asyncio.run(main())
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    if json_output and result is not None:
        print_json(result.as_dict())
    if result is not None and result.status != "completed":
        raise typer.Exit(1)


async def _demo_task(
    task: str, planner: str, model: str | None, settings: Settings
) -> RunResult | None:
    async with AsyncExitStack() as stack:
        agent = Agent(
            build_model(model, settings),
            await _tools([], stack),
            planner="hybrid" if planner == "rules" else "llm",
            approver=_approve_all,
        )
        return await _run(agent, task, as_json=False)


@app.command()
def demo(
    model: Annotated[str | None, typer.Option(help="Model for the model-planned task.")] = None,
) -> None:
    """Run the canonical tasks on the embedded defaults (no keys, no servers)."""
    if "AGENTSCHOOL_HOME" not in os.environ:  # a fresh data dir: the demo's to-do ids are stable
        os.environ["AGENTSCHOOL_HOME"] = tempfile.mkdtemp(prefix="agentschool-demo-")
    settings = Settings()
    failures = 0
    for planner, task in DEMO_TASKS:
        console.rule(f"[bold]{task}[/]  [dim]({planner} planner)[/]")
        try:
            result = asyncio.run(_demo_task(task, planner, model, settings))
        except AgentSchoolError as exc:
            console.print(f"[red]error:[/] {exc.message}", highlight=False)
            result = None
            failures += planner == "rules"
        failures += result is not None and planner == "rules"
    failures += _demo_school()
    console.rule(f"data dir: {settings.data_dir}")
    if failures:
        raise typer.Exit(1)


DEMO_NOW = "2026-11-20T12:00:00Z"
"""The pinned clock of the demo's offline Luma site."""

DEMO_REQUESTS = (
    "Tech conferences in SF next month under $100",
    "Tech conferences in NYC next month under $100",
)
"""Agent School in the demo: learn from the first request, reuse the function for the second."""


@contextmanager
def _luma_site() -> Iterator[str]:
    """The offline Luma-faithful site on a free loopback port, served from a thread."""
    import uvicorn

    from agentschool.school.sources.luma import create_app

    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    server = uvicorn.Server(uvicorn.Config(create_app(), log_level="warning", lifespan="off"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    while not server.started and thread.is_alive():
        time.sleep(0.01)
    try:
        yield f"http://127.0.0.1:{sock.getsockname()[1]}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()


def _demo_school() -> int:
    """Learn a data request as a typed function, then answer a similar one without planning."""
    from agentschool.cli.school import learn_command

    failures = 0
    with _luma_site() as url:
        os.environ["AGENTSCHOOL_LUMA_API_URL"] = os.environ["AGENTSCHOOL_LUMA_WEB_URL"] = url
        for request in DEMO_REQUESTS:
            console.rule(f"[bold]agentschool learn {request!r}[/]  [dim](offline Luma site)[/]")
            started = time.perf_counter()
            try:
                learn_command(request, now=DEMO_NOW, sandbox=shutil.which("bwrap") is not None)
            except typer.Exit:
                failures += 1
            console.print(f"[dim]{time.perf_counter() - started:.2f} s[/]", highlight=False)
    return failures
