"""Side effects of a case as a diff: the stores before and after, plus calls that change the world.

A snapshot reads the case's own data dir: its to-dos (`todos.db`), the files of its workspace and
the rows of its SQL database. What the stores cannot show (an HTTP POST, an MCP tool not marked
read-only, any other tool whose risk is not `read`) comes from the run's events: every call of
such a tool that finished is a side effect.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel

from agentschool.agent.events import AgentEvent, StepFinished, ToolCalled
from agentschool.tools.toolset import Toolset

__all__ = ["STORE_TOOLS", "SideEffect", "StoreSnapshot", "call_effects", "diff_snapshots"]

STORE_TOOLS = frozenset(
    {"todo_add", "todo_complete", "todo_delete", "todo_rename", "todo_clear", "write_file", "sql"}
)
"""Tools whose effects the store diff already shows (not listed again as calls)."""

EffectKind = Literal[
    "todo-added",
    "todo-changed",
    "todo-deleted",
    "file-written",
    "file-deleted",
    "rows-written",
    "rows-deleted",
    "call",
]


class SideEffect(BaseModel):
    """One change a case made to the world."""

    kind: EffectKind
    """What changed."""
    summary: str
    """The change in words, naming it (e.g. `to-do added: 'buy milk'`)."""
    detail: dict[str, Any] = {}
    """The change as data (the to-do, the file path, the rows, the call's arguments)."""


@dataclass(slots=True, kw_only=True)
class StoreSnapshot:
    """The state of a case's stores at one moment."""

    todos: dict[int, dict[str, Any]] = field(default_factory=dict[int, dict[str, Any]])
    """Live to-dos by id."""
    files: dict[str, str] = field(default_factory=dict[str, str])
    """Workspace file (relative path) → sha256 of its content."""
    rows: dict[str, Counter[str]] = field(default_factory=dict[str, Counter[str]])
    """SQL table → multiset of its rows (as JSON)."""

    @classmethod
    def take(cls, data_dir: Path, workspace: Path, sql_file: Path | None) -> StoreSnapshot:
        """Read the stores of a case's data dir (missing stores are empty)."""
        return cls(
            todos=_todos(data_dir / "todos.db"),
            files=_files(workspace),
            rows=_rows(sql_file) if sql_file is not None else {},
        )


def _read(path: Path, query: str) -> list[tuple[Any, ...]]:
    if not path.exists():
        return []
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return db.execute(query).fetchall()
    except sqlite3.OperationalError:  # the table was never created
        return []
    finally:
        db.close()


def _todos(path: Path) -> dict[int, dict[str, Any]]:
    rows = _read(path, "SELECT id, title, done FROM todos WHERE deleted = 0 ORDER BY id")
    return {int(r[0]): {"id": int(r[0]), "title": r[1], "done": bool(r[2])} for r in rows}


def _files(root: Path) -> dict[str, str]:
    if not root.is_dir():
        return {}
    return {
        p.relative_to(root).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(root.rglob("*"))
        if p.is_file()
    }


def _rows(path: Path) -> dict[str, Counter[str]]:
    tables = _read(path, "SELECT name FROM sqlite_master WHERE type = 'table'")
    snapshot: dict[str, Counter[str]] = {}
    for (table,) in tables:
        if str(table).startswith("sqlite_"):
            continue
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            cursor = db.execute(f'SELECT * FROM "{table}"')
            names = [d[0] for d in cursor.description]
            snapshot[table] = Counter(
                json.dumps(dict(zip(names, row, strict=True)), sort_keys=True, default=str)
                for row in cursor.fetchall()
            )
        finally:
            db.close()
    return snapshot


def _todo_effects(before: StoreSnapshot, after: StoreSnapshot) -> list[SideEffect]:
    effects: list[SideEffect] = []
    for id_, item in after.todos.items():
        old = before.todos.get(id_)
        if old is None:
            summary = f"to-do added: {item['title']!r}"
            effects.append(SideEffect(kind="todo-added", summary=summary, detail=item))
        elif old != item:
            change = "completed" if item["done"] and not old["done"] else "changed"
            summary = f"to-do {change}: #{id_} {item['title']!r}"
            detail = {"before": old, "after": item}
            effects.append(SideEffect(kind="todo-changed", summary=summary, detail=detail))
    for id_, item in before.todos.items():
        if id_ not in after.todos:
            summary = f"to-do deleted: #{id_} {item['title']!r}"
            effects.append(SideEffect(kind="todo-deleted", summary=summary, detail=item))
    return effects


def _file_effects(before: StoreSnapshot, after: StoreSnapshot) -> list[SideEffect]:
    effects = [
        SideEffect(kind="file-written", summary=f"file written: {path}", detail={"path": path})
        for path, digest in after.files.items()
        if before.files.get(path) != digest
    ]
    effects += [
        SideEffect(kind="file-deleted", summary=f"file deleted: {path}", detail={"path": path})
        for path in before.files
        if path not in after.files
    ]
    return effects


def _row_effects(before: StoreSnapshot, after: StoreSnapshot) -> list[SideEffect]:
    effects: list[SideEffect] = []
    for table in sorted(set(before.rows) | set(after.rows)):
        old, new = before.rows.get(table, Counter[str]()), after.rows.get(table, Counter[str]())
        written = [json.loads(r) for r in (new - old).elements()]
        deleted = [json.loads(r) for r in (old - new).elements()]
        if written:
            summary = f"{len(written)} row(s) written to {table}"
            detail = {"table": table, "rows": written}
            effects.append(SideEffect(kind="rows-written", summary=summary, detail=detail))
        if deleted:
            summary = f"{len(deleted)} row(s) deleted from {table}"
            detail = {"table": table, "rows": deleted}
            effects.append(SideEffect(kind="rows-deleted", summary=summary, detail=detail))
    return effects


def diff_snapshots(before: StoreSnapshot, after: StoreSnapshot) -> list[SideEffect]:
    """What changed between two snapshots: to-dos, then files, then rows."""
    return [
        *_todo_effects(before, after),
        *_file_effects(before, after),
        *_row_effects(before, after),
    ]


def call_effects(events: Iterable[AgentEvent], tools: Toolset) -> list[SideEffect]:
    """Finished calls of tools that change the world and that no store diff shows.

    A tool counts when its risk is not `read`: an HTTP call other than GET, an MCP tool not
    marked read-only, a user's tool declared `write` or `dangerous`. A tool the toolset no longer
    has counts too (its risk is unknown, so it is not assumed harmless).
    """
    args: dict[str, dict[str, Any]] = {}
    effects: list[SideEffect] = []
    for event in events:
        if isinstance(event, ToolCalled):
            args[event.step_id] = event.args
        elif isinstance(event, StepFinished) and event.tool not in STORE_TOOLS:
            known = event.tool in tools
            if known and not tools.get(event.tool).has_side_effects:
                continue
            called = args.get(event.step_id, {})
            summary = f"call: {event.tool}({json.dumps(called, default=str)[:120]})"
            detail = {"tool": event.tool, "args": called, "step_id": event.step_id}
            effects.append(SideEffect(kind="call", summary=summary, detail=detail))
    return effects
