"""`agentschool team "task"`: a director and the General, Code and Research specialists.

The director splits the task, independent subtasks run in parallel, the director writes the
answer. Delegation is shown live. The model comes from `--model` (else the settings); a caller that
already holds a `Model` (a test's `FunctionModel`) passes it as click's context object,
`CliRunner().invoke(app, [...], obj=model)`, as `agentschool code` does.
"""

from __future__ import annotations

import asyncio
from contextlib import AsyncExitStack
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.markup import escape

from agentschool.cli.app import app, console, fail, print_json
from agentschool.cli.run import StoreOption
from agentschool.exceptions import AgentSchoolError
from agentschool.models.base import Model
from agentschool.models.factory import build_model
from agentschool.settings import Settings

if TYPE_CHECKING:
    from agentschool.agent.events import AgentEvent
    from agentschool.teams import TeamResult

__all__ = ["team"]

_STYLE = {"completed": "green", "failed": "red", "skipped": "yellow"}


def _show(event: AgentEvent) -> None:
    from agentschool.agent.events import SubtaskDelegated, SubtaskFinished

    if isinstance(event, SubtaskDelegated):
        after = f" [dim](after {', '.join(event.depends_on)})[/]" if event.depends_on else ""
        console.print(
            f"→ {event.subtask_id} [bold]{escape(event.specialist)}[/]: {escape(event.task)}"
            + after,
            highlight=False,
        )
    elif isinstance(event, SubtaskFinished):
        detail = event.error if event.status != "completed" else _text(event.output)
        console.print(
            f"← {event.subtask_id} [{_STYLE[event.status]}]{event.status}[/]: "
            f"{escape(detail or '')[:200]}",
            highlight=False,
        )


def _text(value: Any) -> str:
    import json

    return value if isinstance(value, str) else json.dumps(value, default=str)


@app.command("team")
def team(
    ctx: typer.Context,
    task: Annotated[str, typer.Argument(help="What the team should do.")],
    model: Annotated[
        str | None, typer.Option(help="Model of the director and the specialists.")
    ] = None,
    workspace: Annotated[
        Path | None, typer.Option(help="Root for the Code specialist's files (the setting's).")
    ] = None,
    max_parallel: Annotated[int, typer.Option(min=1, help="Most subtasks at once.")] = 4,
    json_output: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
    store: StoreOption = True,
) -> None:
    """Run a task through a director and the General, Code and Research specialists."""
    from agentschool.specs.team import specialist_team

    async def main() -> TeamResult:
        from agentschool.agent import Runnable
        from agentschool.cli.run import stored_run
        from agentschool.runs.spec import RunSpec
        from agentschool.teams import TeamResult

        settings = Settings()
        given = ctx.obj if isinstance(ctx.obj, Model) else None
        llm = given or build_model(model, settings)
        crew = specialist_team(
            llm, workspace=workspace or settings.workspace, max_parallel=max_parallel
        )
        async with AsyncExitStack() as stack:
            runnable: Runnable = crew
            if store:
                spec = RunSpec(task=task, team=True, model=model)
                runnable = await stored_run(spec, crew, settings, stack)
            events: list[AgentEvent] = []
            async for event in runnable.iter(task):
                if not json_output:
                    _show(event)
                events.append(event)
        return TeamResult.from_events(events)

    try:
        result = asyncio.run(main())
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    if json_output:
        print_json(result.as_dict())
    else:
        style = "green" if result.status == "completed" else "red"
        console.print(f"\n[bold {style}]{result.status}[/]", highlight=False)
        console.print(escape(_text(result.output or result.error)), highlight=False)
    if result.status != "completed":
        raise typer.Exit(1)
