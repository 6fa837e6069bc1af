"""`agentschool run "task"` and `agentschool demo`: run tasks with live steps."""

from __future__ import annotations

import asyncio
import os
import shutil
import socket
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import AsyncExitStack, contextmanager
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import anyio.to_thread
import typer
from rich.markup import escape

from agentschool.cli.app import app, console, fail, print_json
from agentschool.exceptions import AgentSchoolError
from agentschool.models.factory import build_model
from agentschool.settings import Settings

if TYPE_CHECKING:
    from agentschool.agent import PlannerName, Runnable, RunResult
    from agentschool.cli.live import FinalStatus
    from agentschool.memory.experience import ExperienceMemory
    from agentschool.runs.spec import RunSpec

__all__ = ["DEMO_TASKS", "StoreOption", "demo", "run", "stored_run"]

DEMO_TASKS = (
    ("rules", "what is 15% of 240, then add 'pay rent' to my todos and show them"),
    ("rules", "calculate (3 + 4) * 12, then double it"),
    ("rules", "add 'call the plumber' to my todo list, then complete todo 1 and show my todos"),
    ("llm", "add 'water the plants' to my todos"),
)
"""The canonical tasks `make demo` runs: rule-planned ones, then one for the embedded model."""


_OPTION_OF = {"session_id": "session"}
"""The option of a `RunSpec` field whose name differs."""

StoreOption = Annotated[
    bool,
    typer.Option(
        "--store/--no-store",
        help="Keep the run in the local run store (`agentschool runs list` shows it).",
    ),
]
"""`--store/--no-store` of the commands that run in-process (`run`, `team`)."""


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
    remember: Annotated[
        bool,
        typer.Option(
            "--remember",
            help="Learn from experience: reuse the plan of a similar past run (no model call) "
            "and remember this run in long-term memory.",
        ),
    ] = False,
    policy: Annotated[
        Path | None,
        typer.Option(
            help="Approval policy file (YAML, JSON or TOML); "
            "AGENTSCHOOL_APPROVAL_POLICY by default."
        ),
    ] = None,
    json_output: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
    store: StoreOption = True,
    goal: Annotated[
        str | None,
        typer.Option(help="What the answer must meet: arithmetic, judge, judge:MODEL or JSON."),
    ] = None,
    session: Annotated[
        str | None,
        typer.Option(
            help="Continue this conversation (created on first use): 'mark it done' then names "
            "what an earlier run of it made. `agentschool sessions` lists them."
        ),
    ] = None,
) -> None:
    """Plan a task as tool calls and run it, showing each step live."""
    from pydantic import ValidationError

    from agentschool.agent import Agent, AgentEvent, ApprovalPolicy, Planner, RunResult
    from agentschool.agent.goals import parse_goal
    from agentschool.cli.live import approve_all, ask, run_live, tools_with_mcp
    from agentschool.runs.spec import PLANNER_NAMES, RunSpec

    if planner not in PLANNER_NAMES:
        fail(f"unknown planner {planner!r}; use {', '.join(PLANNER_NAMES)}", as_json=json_output)
    if remember and planner == "react":
        message = "--remember reuses plans, and react runs make none: use another --planner"
        fail(message, as_json=json_output)
    if session is not None and not store:
        fail("--session keeps its turns in the run store: drop --no-store", as_json=json_output)
    try:
        spec = RunSpec(
            task=task, model=model, planner=planner, remember=remember, session_id=session
        )
    except ValidationError as exc:
        error = exc.errors(include_url=False)[0]
        field = ".".join(map(str, error["loc"])) or "task"
        fail(f"--{_OPTION_OF.get(field, field)}: {error['msg']}", as_json=json_output)
    planner_name: PlannerName = spec.planner

    async def main() -> RunResult | FinalStatus:
        settings = Settings()
        policy_file = policy or settings.approval_policy
        rules = ApprovalPolicy.from_file(policy_file.expanduser()) if policy_file else None
        llm = build_model(model, settings)
        judge = partial(build_model, settings=settings)
        goal_check = (
            parse_goal(goal, field_name="--goal").build(llm, resolve=judge) if goal else None
        )
        async with AsyncExitStack() as stack:
            tools = await tools_with_mcp(mcp or [], stack)

            def agent(planning: Planner | PlannerName) -> Agent:
                return Agent(
                    llm,
                    tools,
                    planner=planning,
                    approver=approve_all if yes else ask,
                    policy=rules,
                    max_steps=settings.max_steps,
                    step_timeout=settings.step_timeout,
                    run_timeout=settings.run_timeout,
                    goal=goal_check,
                )

            experience = None
            if not remember:
                chosen = agent(planner_name)
            else:
                from agentschool.memory.experience import ExperiencePlanner  # numpy and torch

                experience = stack.enter_context(_experience(settings))
                chosen = agent(ExperiencePlanner(experience, inner=agent(planner_name).planner))
            runnable: Runnable = chosen
            if store:
                runnable = await stored_run(spec, chosen, settings, stack)
            events: list[AgentEvent] = []
            outcome: RunResult | FinalStatus
            if json_output:
                events = [event async for event in runnable.iter(task)]
                outcome = RunResult.from_events(events)
            else:
                outcome = await run_live(runnable, task, events)
            if experience is not None:
                await anyio.to_thread.run_sync(experience.record_events, events)
            return outcome

    try:
        outcome = asyncio.run(main())
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    if isinstance(outcome, RunResult):  # --json: printed once the MCP servers are closed
        print_json(outcome.as_dict())
        outcome = outcome.status
    if outcome != "completed":
        raise typer.Exit(1)


async def stored_run(
    spec: RunSpec, agent: Runnable, settings: Settings, stack: AsyncExitStack
) -> Runnable:
    """`agent` as a run of `spec` in the local run store (started by `start_run`, run here)."""
    from agentschool.runs.start import LocalLauncher, start_run
    from agentschool.runs.store import RunStore

    store = RunStore.from_settings(settings)
    stack.push_async_callback(store.close)
    if not await store.is_migrated():
        await store.migrate()
    launcher = LocalLauncher(store)
    run = await start_run(spec, store=store, launcher=launcher)
    return launcher.runnable(run, agent)


@contextmanager
def _experience(settings: Settings) -> Iterator[ExperienceMemory]:
    """Past runs in the configured long-term memory (sqlite-vec, or pgvector on PostgreSQL)."""
    from agentschool.memory import LongTermMemory, open_memory_store
    from agentschool.memory.experience import ExperienceMemory

    memory = LongTermMemory(open_memory_store(settings))
    try:
        yield ExperienceMemory(memory)
    finally:
        memory.close()


async def _demo_task(task: str, planner: str, model: str | None, settings: Settings) -> FinalStatus:
    from agentschool.agent import Agent
    from agentschool.cli.live import approve_all, run_live, tools_with_mcp

    async with AsyncExitStack() as stack:
        agent = Agent(
            build_model(model, settings),
            await tools_with_mcp([], stack),
            planner="hybrid" if planner == "rules" else "llm",
            approver=approve_all,
        )
        return await run_live(agent, task)


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
            status = asyncio.run(_demo_task(task, planner, model, settings))
        except AgentSchoolError as exc:
            console.print(f"[red]error:[/] {escape(exc.message)}", highlight=False)
            status = "failed"
        failures += status != "completed" and planner == "rules"  # the model-planned one may fail
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

    from agentschool.testing.luma_site import create_app

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
