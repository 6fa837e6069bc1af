"""`agentschool runs list|show|cancel|tail`: inspect and control durable runs in the store."""

from __future__ import annotations

import asyncio
import json
from typing import TYPE_CHECKING, Annotated, Literal

import typer
from rich.table import Table

from agentschool.cli.app import app, console, fail, print_json
from agentschool.exceptions import UserError
from agentschool.settings import Settings

if TYPE_CHECKING:  # the run store loads SQLAlchemy and Alembic: only once a command runs
    from agentschool.runs.records import Run

__all__ = ["StatusName", "runs_app"]

runs_app = typer.Typer(help="Inspect and control durable runs.", no_args_is_help=True)
app.add_typer(runs_app, name="runs")

JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON.")]
StatusName = Literal["pending", "running", "waiting_approval", "completed", "failed", "cancelled"]
"""The values of `RunStatus`, spelled out so that building the CLI does not import the run store."""


async def _list(status: StatusName | None, limit: int) -> list[Run]:
    from agentschool.runs.status import RunStatus
    from agentschool.runs.store import RunStore

    store = RunStore.from_settings()
    try:
        await store.migrate()
        wanted = RunStatus(status) if status is not None else None
        return (await store.list_runs(status=wanted, limit=limit))[0]
    finally:
        await store.close()


async def _show(run_id: str) -> tuple[Run, list[dict[str, str | None]]]:
    from agentschool.runs.store import RunStore

    store = RunStore.from_settings()
    try:
        await store.migrate()
        run = await store.get_run(run_id)
        steps = [
            {"step_id": s.step_id, "tool": s.tool, "status": s.status, "error": s.error}
            for s in await store.steps(run_id)
        ]
        return run, steps
    finally:
        await store.close()


async def _cancel(run_id: str) -> Run:
    from agentschool.runs.engine import DbosLauncher, EngineConfig
    from agentschool.runs.status import RunStatus
    from agentschool.runs.store import RunStore

    store = RunStore.from_settings()
    try:
        await store.migrate()
        run = await store.transition(run_id, RunStatus.CANCELLED)
        launcher = DbosLauncher(EngineConfig.from_settings(Settings()))
        try:
            await launcher.cancel(run_id)
        finally:
            launcher.close()
        return run
    finally:
        await store.close()


async def _tail(run_id: str, as_json: bool, interval: float) -> Run:
    from agentschool.runs.status import FINISHED_STATUSES
    from agentschool.runs.store import RunStore

    store = RunStore.from_settings()
    after = 0
    try:
        await store.migrate()
        while True:
            events = await store.events_after(run_id, after)
            for event in events:
                after = event.seq
                if as_json:
                    print_json({"seq": event.seq, "kind": event.kind, "data": event.data})
                else:
                    line = f"[dim]{event.seq:>4}[/] [bold]{event.kind}[/] {_brief(event.data)}"
                    console.print(line)
            run = await store.get_run(run_id)
            if not events and run.status in FINISHED_STATUSES:
                return run
            if not events:
                await asyncio.sleep(interval)
    finally:
        await store.close()


def _brief(data: dict[str, object]) -> str:
    shown = {k: v for k, v in data.items() if k not in ("run_id", "at", "kind", "plan", "usage")}
    return json.dumps(shown, default=str)[:160]


@runs_app.command("list")
def list_runs(
    status: Annotated[StatusName | None, typer.Option(help="Only runs in this status.")] = None,
    limit: Annotated[int, typer.Option(min=1, max=500, help="How many runs.")] = 20,
    json_output: JsonOption = False,
) -> None:
    """List runs, newest first."""
    runs = asyncio.run(_list(status, limit))
    if json_output:
        print_json([r.model_dump(mode="json") for r in runs])
        return
    table = Table("id", "status", "created", "task", title="runs")
    for run in runs:
        created = f"{run.created_at:%Y-%m-%d %H:%M:%S}"
        table.add_row(run.id, run.status.value, created, run.task[:60])
    console.print(table)


@runs_app.command("show")
def show(run_id: str, json_output: JsonOption = False) -> None:
    """Show one run with its steps."""
    try:
        run, steps = asyncio.run(_show(run_id))
    except UserError as exc:
        fail(exc, as_json=json_output)
    if json_output:
        print_json({**run.model_dump(mode="json"), "steps": steps})
        return
    console.print(f"[bold]{run.id}[/] {run.status.value}  task: {run.task}")
    for step in steps:
        console.print(f"  {step['step_id']}: {step['tool']} {step['status']} {step['error'] or ''}")
    if run.output is not None:
        console.print(f"output: {json.dumps(run.output, default=str)}")
    if run.error:
        console.print(f"[red]error:[/] {run.error}")


@runs_app.command("cancel")
def cancel(run_id: str, json_output: JsonOption = False) -> None:
    """Cancel a run that has not finished."""
    try:
        run = asyncio.run(_cancel(run_id))
    except UserError as exc:
        fail(exc, as_json=json_output)
    if json_output:
        print_json(run.model_dump(mode="json"))
    else:
        console.print(f"cancelled {run.id}")


@runs_app.command("tail")
def tail(
    run_id: str,
    json_output: JsonOption = False,
    interval: Annotated[float, typer.Option(min=0.05, help="Poll interval, seconds.")] = 0.5,
) -> None:
    """Print a run's events as they happen, until it finishes."""
    try:
        run = asyncio.run(_tail(run_id, json_output, interval))
    except UserError as exc:
        fail(exc, as_json=json_output)
    if not json_output:
        console.print(f"run {run.id} {run.status.value}")
