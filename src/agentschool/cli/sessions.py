"""`agentschool sessions list|show|delete`: the conversations runs continue (`--session`).

Local sessions are the run store's sessions of no API key (the ones `agentschool run --session`
and `agentschool chat` create); a server's key sees its own through `GET /sessions`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Annotated, Any, TypeVar

import typer
from rich.markup import escape
from rich.table import Table

from agentschool.cli.app import app, console, fail, print_json
from agentschool.exceptions import AgentSchoolError
from agentschool.settings import Settings

__all__ = ["sessions_app"]

sessions_app = typer.Typer(
    help="Conversations: list, show and delete sessions.", no_args_is_help=True
)
app.add_typer(sessions_app, name="sessions")

T = TypeVar("T")
JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON.")]


def _with_sessions(work: Callable[[Any], Awaitable[T]], as_json: bool) -> T:
    """`work(SessionStore)` on the local run store; a user error is one line and exit 1."""
    from agentschool.runs.sessions import SessionStore
    from agentschool.runs.store import RunStore

    async def main() -> T:
        store = RunStore.from_settings(Settings())
        try:
            if not await store.is_migrated():
                await store.migrate()
            return await work(SessionStore(store))
        finally:
            await store.close()

    try:
        return asyncio.run(main())
    except AgentSchoolError as exc:
        fail(exc, as_json=as_json)


@sessions_app.command("list")
def list_sessions(json_output: JsonOption = False) -> None:
    """The local sessions, most recently used first."""
    infos = _with_sessions(lambda sessions: sessions.owned(None), json_output)
    if json_output:
        print_json([info.model_dump(mode="json") for info in infos])
        return
    table = Table("session", "turns", "last used")
    for info in infos:
        table.add_row(escape(info.id), str(info.turns), f"{info.updated_at:%Y-%m-%d %H:%M:%S}")
    console.print(table)


@sessions_app.command("show")
def show_session(
    session_id: Annotated[str, typer.Argument(help="The session's name.")],
    json_output: JsonOption = False,
) -> None:
    """One session's turns in order: the task, how it ran, and its answer."""

    async def read(sessions: Any) -> tuple[Any, Any]:
        return await sessions.get(session_id, None), await sessions.turns(session_id, None)

    info, turns = _with_sessions(read, json_output)
    if json_output:
        data = info.model_dump(mode="json")
        print_json({**data, "items": [turn.model_dump(mode="json") for turn in turns]})
        return
    console.print(f"[bold]{escape(info.id)}[/] · {info.turns} turns", highlight=False)
    for number, turn in enumerate(turns, 1):
        run = turn.run
        console.print(f"\n[cyan]{number}.[/] {escape(run.task)}", highlight=False)
        if turn.resolved and turn.resolved != run.task:
            console.print(f"   [dim]ran as: {escape(turn.resolved)}[/]", highlight=False)
        outcome = run.output if run.status.value == "completed" else run.error
        console.print(f"   {run.status.value}: {escape(str(outcome))}", highlight=False)


@sessions_app.command("delete")
def delete_session(
    session_id: Annotated[str, typer.Argument(help="The session's name.")],
    json_output: JsonOption = False,
) -> None:
    """Forget a session (its runs stay, as runs of no session)."""
    _with_sessions(lambda sessions: sessions.delete(session_id, None), json_output)
    if json_output:
        print_json({"deleted": session_id})
    else:
        console.print(f"deleted session {escape(session_id)}", highlight=False)
