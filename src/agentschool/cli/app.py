"""The Typer application every command module registers on, and shared output helpers."""

from __future__ import annotations

import json
import sys
from typing import Any, NoReturn

import typer
from rich.console import Console
from rich.markup import escape

from agentschool.exceptions import AgentSchoolError

__all__ = ["app", "console", "fail", "print_json"]

app = typer.Typer(
    name="agentschool",
    help="A self-hosted AI agent runtime: plans of tool calls, run durably, and agents that learn.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
)
console = Console(stderr=False)
"""Human-readable output."""


def print_json(data: Any) -> None:
    """Print one JSON object on stdout (for `--json`)."""
    sys.stdout.write(json.dumps(data, default=str) + "\n")
    sys.stdout.flush()


def fail(error: AgentSchoolError | str, *, as_json: bool = False, code: int = 1) -> NoReturn:
    """Report an error the user can act on and exit with `code`."""
    message = error.message if isinstance(error, AgentSchoolError) else error
    if as_json:
        print_json({"status": "error", "error": message, "type": type(error).__name__})
    else:
        err = Console(stderr=True, soft_wrap=True)  # one line, however long the message
        err.print(f"[bold red]error:[/] {escape(message)}", highlight=False)
    raise typer.Exit(code)
