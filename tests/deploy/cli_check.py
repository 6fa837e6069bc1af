"""Check that an `agentschool …` command line would parse, without running it."""

from __future__ import annotations

from typing import Any

import typer

from agentschool.cli import app


def check_cli(args: list[str]) -> None:
    """The command (and sub-command) exists and accepts these options and arguments."""
    command: Any = typer.main.get_command(app)
    path = ["agentschool"]
    rest = list(args)
    while hasattr(command, "commands") and rest and not rest[0].startswith("-"):
        name = rest.pop(0)
        path.append(name)
        command = command.commands.get(name)
        assert command is not None, f"no `{' '.join(path)}` command"
    assert not hasattr(command, "commands"), f"`{' '.join(path)}` needs a sub-command"
    command.make_context(" ".join(path), rest)  # raises a UsageError on an unknown option
