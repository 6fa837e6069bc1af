"""`agentschool code "task"`: write code and tests, run them sandboxed, fix until they pass.

The model comes from `--model` (else the settings) through `build_model`. A caller that already
holds a `Model` (a test with a `FunctionModel`, an embedding application) passes it as click's
context object, `CliRunner().invoke(app, [...], obj=model)` (or `app(obj=model)`), and it is
used instead of building one.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape

from agentschool.cli.app import app, console, fail, print_json
from agentschool.code import LANGUAGES, Attempt, CodeResult, write_code
from agentschool.exceptions import AgentSchoolError
from agentschool.models.base import Model
from agentschool.models.factory import build_model
from agentschool.settings import Settings

__all__ = ["code"]

_STYLE = {"passed": "green", "failed": "red", "unavailable": "yellow"}


def _show_attempt(attempt: Attempt) -> None:
    style = "green" if attempt.outcome == "passed" else "red"
    changed = ", ".join(attempt.changed) or "no files"
    console.print(
        f"attempt {attempt.number}: [{style}]{attempt.outcome}[/] ({escape(changed)})",
        highlight=False,
    )


def _show_result(result: CodeResult, out: Path | None) -> None:
    for note in result.notes:
        console.print(f"[dim]note:[/] {escape(note)}", highlight=False, soft_wrap=True)
    if result.files and out is None:
        for path, content in sorted(result.files.items()):
            console.print(f"\n[bold]── {escape(path)}[/]", highlight=False)
            console.print(escape(content.rstrip()), highlight=False, soft_wrap=True)
    if result.status == "failed" and result.attempts:
        console.print("\n[bold red]still failing:[/]", highlight=False)
        console.print(escape(result.attempts[-1].output), highlight=False, soft_wrap=True)
    style = _STYLE[result.status]
    console.print(
        f"\n[bold {style}]{result.status}[/] after {result.iterations} attempt(s)"
        + (f"; files written to {escape(str(out))}" if out is not None and result.files else ""),
        highlight=False,
    )


def _write_files(result: CodeResult, out: Path) -> None:
    for path, content in result.files.items():
        target = out / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(content, encoding="utf-8")


@app.command("code")
def code(
    ctx: typer.Context,
    task: Annotated[
        str, typer.Argument(help="What to write, e.g. 'a function that … with tests'.")
    ],
    lang: Annotated[
        str, typer.Option("--lang", help=f"Language to write: {', '.join(LANGUAGES)}.")
    ] = "python",
    model: Annotated[
        str | None, typer.Option("--model", help="Model string; the configured model if unset.")
    ] = None,
    max_iterations: Annotated[
        int, typer.Option("--max-iterations", min=1, help="Most attempts (answers) to try.")
    ] = 3,
    out: Annotated[
        Path | None, typer.Option("--out", help="Write the files into this directory.")
    ] = None,
    json_output: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
) -> None:
    """Write code and tests, run the tests in the sandbox, and fix failures until they pass."""
    try:
        given = ctx.obj  # click hands `obj=` down to every subcommand's context
        chosen = given if isinstance(given, Model) else build_model(model, Settings())
        progress = None if json_output else _show_attempt
        result = asyncio.run(
            write_code(
                task,
                chosen,
                language=lang,
                max_iterations=max_iterations,
                on_attempt=progress,
            )
        )
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    if out is not None:
        _write_files(result, out)
    if json_output:
        print_json(result.to_dict())
    else:
        _show_result(result, out)
    if not result.passed:
        raise typer.Exit(1)
