"""`agentschool chat` without a prompt: a conversation in the terminal, one run per line.

Each line is the next turn of one session (`--session`, a new one by default), run as
`agentschool run --session` runs it: "add 'buy milk' to my todos", then "mark it done". It reads
until end of input or a line saying `exit` (or `quit`).
"""

from __future__ import annotations

import asyncio
import sys
import time
from collections.abc import Callable
from typing import Any, cast

import typer
from rich.markup import escape

from agentschool.cli.app import console
from agentschool.settings import Settings

__all__ = ["converse"]

_STOP = frozenset({"exit", "quit", ":q"})


def converse(*, session: str | None, model: str | None, planner: str, yes: bool) -> None:
    """Run each line of standard input as the next turn of `session` until EOF or `exit`."""
    from agentschool.cli.run import run

    run_turn = cast("Callable[..., None]", run)  # the `run` command, called as a function
    name = session or time.strftime("chat-%Y%m%d-%H%M%S")
    stdin = sys.stdin
    interactive = stdin.isatty()
    console.print(
        f"[dim]session {escape(name)} · one task a line · exit to stop[/]", highlight=False
    )
    while True:
        if interactive:
            console.print("[bold]you>[/] ", end="")
        line = stdin.readline()
        task = line.strip()
        if not line or task.lower() in _STOP:
            break
        if not task:
            continue
        resolved = asyncio.run(_resolved(name, task))
        if resolved != task:
            console.print(f"[dim]→ {escape(resolved)}[/]", highlight=False)
        try:
            run_turn(**_run_options(task, name, model, planner, yes))
        except typer.Exit:
            pass  # a failed turn is shown and recorded; the conversation goes on
    console.print(f"[dim]agentschool sessions show {escape(name)}[/]", highlight=False)


def _run_options(task: str, name: str, model: str | None, planner: str, yes: bool) -> Any:
    return {
        "task": task,
        "model": model,
        "planner": planner,
        "mcp": None,
        "yes": yes,
        "remember": False,
        "policy": None,
        "json_output": False,
        "store": True,
        "goal": None,
        "session": name,
    }


async def _resolved(name: str, task: str) -> str:
    """The task as the session's next turn will run it (for the person to see)."""
    from agentschool.runs.records import new_id
    from agentschool.runs.sessions import SessionStore
    from agentschool.runs.store import RunStore

    store = RunStore.from_settings(Settings())
    try:
        if not await store.is_migrated():
            return task
        session = await SessionStore(store).load(name, new_id("run"))
        return str(session.resolve(task).task)
    finally:
        await store.close()
