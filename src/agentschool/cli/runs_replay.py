"""`agentschool runs replay|export`: re-run a stored run from its recording; keep it as a case."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from agentschool.cli.app import console, fail, print_json
from agentschool.cli.runs import runs_app
from agentschool.exceptions import AgentSchoolError

if TYPE_CHECKING:
    from agentschool.evals.replay import ReplayResult
    from agentschool.runs.records import Run

__all__ = ["export_run", "replay_run"]

JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON.")]


async def _recording(run_id: str) -> tuple[Run, list[dict[str, Any]]]:
    from agentschool.evals.recording import recorded_events
    from agentschool.runs.store import RunStore

    store = RunStore.from_settings()
    try:
        await store.migrate()
        return await recorded_events(store, run_id)
    finally:
        await store.close()


async def _replay(run_id: str) -> ReplayResult:
    from agentschool.evals.replay import replay_events
    from agentschool.tools.builtin import builtin_toolset

    _, events = await _recording(run_id)
    return await replay_events(events, reference=builtin_toolset())


def _side(label: str, event: dict[str, Any] | None) -> str:
    shown = json.dumps(event, sort_keys=True, default=str) if event is not None else "(no event)"
    return f"  {label}: {shown}"


@runs_app.command("replay")
def replay_run(run_id: str, json_output: JsonOption = False) -> None:
    """Re-run a stored run from its recorded plans and tool outputs (no model, no network).

    Compares the new events with the recorded ones, ignoring timestamps, ids and durations, and
    stops at the first divergence with both sides shown; exits 1 when they differ.
    """
    try:
        result = asyncio.run(_replay(run_id))
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    if json_output:
        print_json({**result.model_dump(mode="json"), "same": result.same})
    elif result.divergence is None:
        console.print(f"[green]same[/]: {result.matched} events replayed as recorded")
    else:
        d = result.divergence
        console.print(
            f"[red]diverged[/] at event {d.index + 1} of {result.recorded} "
            f"({result.matched} matched):",
            highlight=False,
        )
        console.out(_side("recorded", d.recorded), highlight=False)
        console.out(_side("replayed", d.replayed), highlight=False)
    if not result.same:
        raise typer.Exit(1)


async def _export(run_id: str, path: Path, name: str | None) -> str:
    from agentschool.evals.recording import case_from_run, export_case
    from agentschool.tools.builtin import builtin_toolset

    run, events = await _recording(run_id)
    case = case_from_run(run, events, builtin_toolset(), name=name)
    export_case(case, path)
    return case.name


@runs_app.command("export")
def export_run(
    run_id: str,
    case: Annotated[
        Path, typer.Option("--case", help="The dataset (.yaml or .jsonl) to append the run to.")
    ],
    name: Annotated[
        str | None, typer.Option(help="The case's name (the run id if not given).")
    ] = None,
    json_output: JsonOption = False,
) -> None:
    """Append a stored run to a dataset as a regression case (its task and answer)."""
    try:
        added = asyncio.run(_export(run_id, case, name))
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    if json_output:
        print_json({"case": added, "dataset": str(case)})
    else:
        console.print(f"added case {added!r} to {case}", highlight=False)
