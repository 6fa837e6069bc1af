"""`agentschool keys create|list|revoke`: API keys for the REST API (stored hashed)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Annotated, Literal

import typer
from rich.table import Table

from agentschool.cli.app import app, console, fail, print_json

if TYPE_CHECKING:  # the run store loads SQLAlchemy and Alembic: only once a command runs
    from agentschool.runs.keys import ApiKey, KeyStore

__all__ = ["ScopeName", "keys_app"]

keys_app = typer.Typer(help="Manage API keys for the REST API.", no_args_is_help=True)
app.add_typer(keys_app, name="keys")

JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON.")]
ScopeName = Literal["read", "run", "admin"]
"""The values of `KeyScope`, spelled out so that building the CLI does not import the run store."""


@asynccontextmanager
async def _keys() -> AsyncIterator[KeyStore]:
    """The key store of the configured (migrated) run store, closed on exit."""
    from agentschool.runs.keys import KeyStore
    from agentschool.runs.store import RunStore

    store = RunStore.from_settings()
    try:
        await store.migrate()
        yield KeyStore(store)
    finally:
        await store.close()


async def _create(name: str, scope: ScopeName) -> tuple[ApiKey, str]:
    from agentschool.runs.keys import KeyScope

    async with _keys() as keys:
        return await keys.create(name, KeyScope(scope))


async def _list() -> list[ApiKey]:
    async with _keys() as keys:
        return await keys.list()


async def _revoke(key_id: str) -> bool:
    async with _keys() as keys:
        return await keys.revoke(key_id)


@keys_app.command("create")
def create(
    scope: Annotated[ScopeName, typer.Option(help="read, run or admin.")] = "run",
    name: Annotated[str, typer.Option(help="A label for the key.")] = "cli",
    json_output: JsonOption = False,
) -> None:
    """Create an API key; the token is printed once and never stored."""
    key, token = asyncio.run(_create(name, scope))
    if json_output:
        print_json({"id": key.id, "name": key.name, "scope": key.scope.value, "token": token})
        return
    console.print(f"created key [bold]{key.id}[/] ({key.scope}); token (shown once):")
    console.print(token, highlight=False, soft_wrap=True)


@keys_app.command("list")
def list_keys(json_output: JsonOption = False) -> None:
    """List API keys (without secrets)."""
    keys = asyncio.run(_list())
    if json_output:
        print_json([k.model_dump(mode="json") for k in keys])
        return
    table = Table("id", "name", "scope", "revoked", title="API keys")
    for key in keys:
        table.add_row(key.id, key.name, key.scope.value, "yes" if key.revoked else "")
    console.print(table)


@keys_app.command("revoke")
def revoke(key_id: str, json_output: JsonOption = False) -> None:
    """Revoke an API key."""
    if not asyncio.run(_revoke(key_id)):
        fail(f"no active key {key_id!r}", as_json=json_output)
    if json_output:
        print_json({"id": key_id, "revoked": True})
    else:
        console.print(f"revoked {key_id}")
