"""`agentschool memory stats|list|search|forget|prune`: inspect and trim long-term memory."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.table import Table

from agentschool.cli.app import app, console, fail, print_json
from agentschool.exceptions import UserError

if TYPE_CHECKING:  # memory loads numpy and the agent: only once a command runs
    from agentschool.memory.long_term import Backend, LongTermMemory
    from agentschool.memory.store import MemoryRecord

__all__ = ["memory_app"]

memory_app = typer.Typer(help="Inspect and trim long-term memory.", no_args_is_help=True)
app.add_typer(memory_app, name="memory")

JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON.")]
BackendOption = Annotated[
    str, typer.Option(help="auto (pgvector on a PostgreSQL database_url), sqlite-vec or pgvector.")
]
KindOption = Annotated[
    str | None, typer.Option(help="Only memories of this kind (fact, experience).")
]


@contextmanager
def _opened(backend: str, as_json: bool) -> Iterator[LongTermMemory]:
    from agentschool.memory.long_term import LongTermMemory, open_memory_store

    if backend not in ("auto", "sqlite-vec", "pgvector"):
        fail(f"unknown backend {backend!r}: use auto, sqlite-vec or pgvector", as_json=as_json)
    try:
        memory = LongTermMemory(open_memory_store(backend=_backend(backend)))
    except UserError as exc:
        fail(exc, as_json=as_json)
    try:
        yield memory
    except UserError as exc:
        fail(exc, as_json=as_json)
    finally:
        memory.close()


def _backend(name: str) -> Backend:
    return "pgvector" if name == "pgvector" else "sqlite-vec" if name == "sqlite-vec" else "auto"


def _when(ts: float) -> str:
    return f"{datetime.fromtimestamp(ts, UTC):%Y-%m-%d %H:%M}"


def _records_table(title: str, records: list[MemoryRecord], scores: list[float] | None) -> Table:
    table = Table("id", "kind", "created", "text", title=title)
    if scores is not None:
        table.add_column("score")
    for i, record in enumerate(records):
        row = [record.id, str(record.metadata.get("kind", "")), _when(record.created_at)]
        row.append(str(record.metadata.get("task", record.text))[:70])
        if scores is not None:
            row.append(f"{scores[i]:.3f}")
        table.add_row(*row)
    return table


@memory_app.command("stats")
def stats(backend: BackendOption = "auto", json_output: JsonOption = False) -> None:
    """Show what is stored, and how many plans were reused and model calls saved."""
    from agentschool.memory.experience import ExperienceMemory

    with _opened(backend, json_output) as memory:
        data: dict[str, Any] = memory.stats()
        data["experience"] = ExperienceMemory(memory).stats()
    if json_output:
        print_json(data)
        return
    table = Table("", "", title="memory")
    for key in ("backend", "location", "memories", "dimension", "model"):
        table.add_row(key, str(data[key]))
    for key, value in data["experience"].items():
        table.add_row(key.replace("_", " "), str(value))
    console.print(table)


@memory_app.command("list")
def list_memories(
    kind: KindOption = None,
    limit: Annotated[int, typer.Option(min=1, max=1000, help="How many.")] = 20,
    backend: BackendOption = "auto",
    json_output: JsonOption = False,
) -> None:
    """List memories, newest first."""
    with _opened(backend, json_output) as memory:
        records = memory.list({"kind": kind} if kind else None, limit=limit)
    if json_output:
        print_json([r.as_dict() for r in records])
        return
    console.print(_records_table("memories", records, None))


@memory_app.command("search")
def search(
    query: str,
    k: Annotated[int, typer.Option("-k", min=1, max=100, help="How many results.")] = 5,
    kind: KindOption = None,
    backend: BackendOption = "auto",
    json_output: JsonOption = False,
) -> None:
    """Recall the memories most similar to QUERY (loads the embedding model)."""
    with _opened(backend, json_output) as memory:
        hits = memory.recall(query, k, {"kind": kind} if kind else None)
        records = [memory.get(h.id) for h in hits]
    if json_output:
        print_json([h._asdict() for h in hits])
        return
    found = [r for r in records if r is not None]
    console.print(_records_table(f"memories like {query!r}", found, [h.score for h in hits]))


@memory_app.command("forget")
def forget(
    memory_id: Annotated[str, typer.Argument(help="The memory's id (see `memory list`).")],
    backend: BackendOption = "auto",
    json_output: JsonOption = False,
) -> None:
    """Forget one memory by id."""
    with _opened(backend, json_output) as memory:
        if not memory.forget(memory_id):
            fail(f"no memory with id {memory_id!r}", as_json=json_output)
    if json_output:
        print_json({"forgotten": memory_id})
    else:
        console.print(f"forgot {memory_id}")


@memory_app.command("prune")
def prune(
    older_than_days: Annotated[
        float | None, typer.Option(min=0, help="Also forget memories older than this.")
    ] = None,
    max_items: Annotated[
        int | None, typer.Option(min=1, help="Keep at most this many (newest).")
    ] = None,
    backend: BackendOption = "auto",
    json_output: JsonOption = False,
) -> None:
    """Forget expired memories, old ones and those beyond a cap."""
    older = older_than_days * 86400 if older_than_days is not None else None
    with _opened(backend, json_output) as memory:
        removed = memory.prune(max_items=max_items, older_than=older)
        left = memory.store.count()
    if json_output:
        print_json({"removed": removed, "remaining": left})
    else:
        console.print(f"removed {removed} memories; {left} remain")
