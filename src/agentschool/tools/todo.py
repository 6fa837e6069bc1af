"""Todo tools: add, list, complete and delete items kept in SQLite (`todos.db` in the data dir).

Ids are SQLite `INTEGER PRIMARY KEY AUTOINCREMENT` values, so an id is never reused after a
delete. `todo_add` stores the call's idempotency key in a UNIQUE column: a retried or resumed step
returns the item it already added instead of adding it twice. Deleting only marks a row deleted, so
the key survives and even a step replayed after the delete does not add the item back.
"""

from __future__ import annotations

import sqlite3
import threading
import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from agentschool.exceptions import ModelRetry, ToolError
from agentschool.settings import Settings
from agentschool.tools.base import RiskLevel, Tool, ToolContext
from agentschool.tools.todo_match import at_position, named_items, same_items

__all__ = ["TODO_DB_NAME", "TodoStore", "build_todo_tools", "format_todos"]

TODO_DB_NAME = "todos.db"
"""File name of the todo database inside the data dir."""

_MAX_TITLE = 500
_SCHEMA = """
CREATE TABLE IF NOT EXISTS todos (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    title TEXT NOT NULL,
    done INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    idempotency_key TEXT UNIQUE,
    deleted INTEGER NOT NULL DEFAULT 0
)
"""
_COLUMNS = "id, title, done, created_at"
_LIVE = "id = ? AND deleted = 0"


class TodoStore:
    """The todo list in one SQLite file, over one connection shared by the tool threads."""

    def __init__(self, path: Path) -> None:
        """Open (and create if needed) the store at `path`."""
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        # One long-lived connection: opening and closing per call made every call pay a WAL
        # checkpoint (an fsync) on close. Other processes can still use the file concurrently.
        self._db = sqlite3.connect(path, timeout=10.0, check_same_thread=False)
        self._closer = weakref.finalize(self, self._db.close)
        # WAL: readers never block the writer. NORMAL survives an application crash; only a
        # power cut can lose the last commits, the right trade for a todo list.
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        with self._connect() as db:
            db.execute(_SCHEMA)

    def close(self) -> None:
        """Close the connection (also done when the store is garbage-collected)."""
        self._closer()

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        with self._lock, self._db:  # one transaction at a time; commit, or roll back on error
            yield self._db

    @staticmethod
    def _item(row: tuple[Any, ...]) -> dict[str, Any]:
        return {"id": row[0], "title": row[1], "done": bool(row[2]), "created_at": row[3]}

    def add(self, title: str, idempotency_key: str | None = None) -> dict[str, Any]:
        """Add an item; with a key already used, return that earlier item unchanged."""
        title = title.strip()
        if not title:
            raise ModelRetry("title is empty; give the todo's text in `title`")
        if len(title) > _MAX_TITLE:
            raise ModelRetry(f"title is {len(title)} characters; at most {_MAX_TITLE} allowed")
        created = datetime.now(UTC).isoformat(timespec="seconds")
        with self._connect() as db:
            if idempotency_key is not None:  # a replay: answer without a write transaction
                row = db.execute(
                    f"SELECT {_COLUMNS} FROM todos WHERE idempotency_key = ?", (idempotency_key,)
                ).fetchone()
                if row is not None:
                    return self._item(row)
            cursor = db.execute(
                "INSERT INTO todos (title, created_at, idempotency_key) VALUES (?, ?, ?)"
                " ON CONFLICT (idempotency_key) DO NOTHING",
                (title, created, idempotency_key),
            )
            if cursor.rowcount == 1:
                return {
                    "id": cursor.lastrowid,
                    "title": title,
                    "done": False,
                    "created_at": created,
                }
            row = db.execute(
                f"SELECT {_COLUMNS} FROM todos WHERE idempotency_key = ?", (idempotency_key,)
            ).fetchone()
        return self._item(row)

    def items(self, include_done: bool = True) -> list[dict[str, Any]]:
        """Every item, oldest first (open items only unless `include_done`)."""
        where = " WHERE deleted = 0" + ("" if include_done else " AND done = 0")
        with self._connect() as db:
            rows = db.execute(f"SELECT {_COLUMNS} FROM todos{where} ORDER BY id").fetchall()
        return [self._item(row) for row in rows]

    def get(self, id: int) -> dict[str, Any]:
        """The item with this id.

        Raises:
            ToolError: No item has this id.
        """
        with self._connect() as db:
            row = db.execute(f"SELECT {_COLUMNS} FROM todos WHERE {_LIVE}", (id,)).fetchone()
        if row is None:
            raise self._unknown(id)
        return self._item(row)

    def complete(self, id: int) -> dict[str, Any]:
        """Mark an item done (completing a done item is a no-op) and return it."""
        with self._connect() as db:
            cursor = db.execute(f"UPDATE todos SET done = 1 WHERE {_LIVE}", (id,))
        if cursor.rowcount == 0:
            raise self._unknown(id)
        return self.get(id)

    def rename(self, id: int, title: str) -> dict[str, Any]:
        """Give an item a new title and return it (the same title again changes nothing)."""
        with self._connect() as db:
            cursor = db.execute(f"UPDATE todos SET title = ? WHERE {_LIVE}", (title, id))
        if cursor.rowcount == 0:
            raise self._unknown(id)
        return self.get(id)

    def complete_open(self, keep: int | None = None) -> list[dict[str, Any]]:
        """Mark every open item done but `keep` and return them (a replay completes no more)."""
        with self._connect() as db:
            where = "deleted = 0 AND done = 0 AND id != ?"
            rows = db.execute(
                f"SELECT {_COLUMNS} FROM todos WHERE {where} ORDER BY id", (keep or 0,)
            ).fetchall()
            db.execute(f"UPDATE todos SET done = 1 WHERE {where}", (keep or 0,))
        return [{**self._item(row), "done": True} for row in rows]

    def delete(self, id: int) -> dict[str, Any]:
        """Delete an item and return what it was."""
        with self._connect() as db:
            row = db.execute(f"SELECT {_COLUMNS} FROM todos WHERE {_LIVE}", (id,)).fetchone()
            if row is not None:
                db.execute("UPDATE todos SET deleted = 1 WHERE id = ?", (id,))
        if row is None:  # raised outside the transaction: `_unknown` takes the lock again
            raise self._unknown(id)
        return self._item(row)

    def clear(self, only_done: bool = False) -> list[dict[str, Any]]:
        """Delete every item (only the done ones if `only_done`) and return what they were.

        Clearing twice deletes nothing more: a replayed clear is harmless.
        """
        where = f"deleted = 0{' AND done = 1' if only_done else ''}"
        with self._connect() as db:
            rows = db.execute(f"SELECT {_COLUMNS} FROM todos WHERE {where} ORDER BY id").fetchall()
            db.execute(f"UPDATE todos SET deleted = 1 WHERE {where}")
        return [self._item(row) for row in rows]

    def find(self, title: str) -> int:
        """The id of the one live item `title` names (see `named_items`), open items first.

        Raises:
            ToolError: No item, or more than one, matches (the error lists the candidates).
        """
        items = self.items()
        matches = named_items(items, title)
        open_ones = [i for i in matches if not i["done"]] or matches
        if len(open_ones) == 1:
            return int(open_ones[0]["id"])
        if open_ones:
            named = "; ".join(f"#{i['id']} {i['title']}" for i in open_ones[:10])
            raise ToolError(f"{title!r} matches more than one todo: {named}; give the id")
        known = "; ".join(f"#{i['id']} {i['title']}" for i in items[:20]) or "the list is empty"
        raise ToolError(f"no todo titled {title!r}; existing todos: {known}")

    def exactly(self, title: str) -> int:
        """The id of the one live item whose whole title is `title` (in any case).

        Raises:
            ToolError: No item, or more than one, has that title.
        """
        said = title.strip().casefold()
        matches = [i for i in self.items() if str(i["title"]).casefold() == said]
        if len(matches) != 1:
            raise ToolError(f"no one todo titled exactly {title!r}; nothing changed")
        return int(matches[0]["id"])

    def at(self, position: str) -> int:
        """The id of the item at `position` in the list as shown ("last", "second to last").

        Raises:
            ToolError: The position cannot be read, or the list is too short.
        """
        found = at_position(self.items(), position)
        if isinstance(found, str):
            raise ToolError(found)
        return int(found["id"])

    def _unknown(self, id: int) -> ToolError:
        ids = [item["id"] for item in self.items()]
        known = ", ".join(map(str, ids[:50])) or "none (the list is empty)"
        return ToolError(f"no todo with id {id}; existing ids: {known}")


def format_todos(items: list[dict[str, Any]]) -> str:
    """The items as a person reads them: `1. pay rent — open`, one per line, numbered by id."""
    if not items:
        return "(no todos)"
    return "\n".join(f"{i['id']}. {i['title']} — {'done' if i['done'] else 'open'}" for i in items)


def _key(ctx: ToolContext) -> str | None:
    # A bare ToolContext() (a direct, ad-hoc call) carries no durable identity to dedupe on.
    return None if ctx.run_id == "adhoc" else ctx.idempotency_key


def _which(
    store: TodoStore, id: int | None, title: str | None, position: str | None, exact: bool = False
) -> int:
    """The id a call names: `id`, else the item `title` names, else the one at `position`.

    With `exact`, `title` must be an item's whole title ("book MOT", not "MOT").
    """
    if id is not None:
        return id
    if title and title.strip():
        return store.exactly(title) if exact else store.find(title)
    if position and position.strip():
        return store.at(position)
    raise ModelRetry("give the todo's `id` (as shown by todo_list), its `title` or its `position`")


def _none_listed(title: str | None, id: int | None) -> str:
    """What the list says when nothing is listed: empty, or no item of that title or number."""
    if title and title.strip():
        return f"(no todo titled {title.strip()!r})"
    return f"(no todo #{id})" if id is not None else format_todos([])


def _at(items: list[dict[str, Any]], position: str) -> list[dict[str, Any]]:
    """Only the item at `position` ("first", "last"); a ToolError when there is none."""
    found = at_position(items, position)
    if isinstance(found, str):
        raise ToolError(found)
    return [found]


def _completed_all(done: list[dict[str, Any]]) -> dict[str, Any]:
    """The result of completing every open item: how many, which, and the answer to say."""
    said = f"Completed {len(done)} todos:\n{format_todos(done)}" if done else ""
    return {
        "completed": len(done),
        "todos": done,
        "text": format_todos(done),
        "said": said or "No open todos to complete.",
    }


def build_todo_tools(settings: Settings | None = None) -> list[Tool]:
    """The six todo tools, sharing one store in `settings.data_dir` (read at call time if None).

    Args:
        settings: Where the data dir is; `Settings()` is read on each call when omitted, so
            `AGENTSCHOOL_HOME` changes take effect.
    """
    stores: dict[Path, TodoStore] = {}
    opening = threading.Lock()  # tool calls run on worker threads: open each store only once

    def store() -> TodoStore:
        path = (settings or Settings()).data_dir / TODO_DB_NAME
        with opening:
            if path not in stores:
                stores[path] = TodoStore(path)
            return stores[path]

    def todo_add(title: str, ctx: ToolContext, unless_listed: bool = False) -> dict[str, Any]:
        """Add an item to the todo list and return it.

        With `unless_listed`, also `added` and `said` (a sentence saying what happened).

        Args:
            title: What is to be done, e.g. "pay rent".
            ctx: The call context (injected; not an argument the model gives).
            unless_listed: Add nothing when an item with this title (in any case or word form)
                is already on the list ("add X if it isn't on there already"); return that item.
        """
        if not unless_listed:
            return store().add(title, _key(ctx))
        if listed := same_items(store().items(), title):
            said = f"Already on your list: #{listed[0]['id']} {listed[0]['title']}"
            return {**listed[0], "added": False, "said": said}
        item = store().add(title, _key(ctx))
        return {**item, "added": True, "said": f"Added todo #{item['id']}: {item['title']}"}

    def todo_list(
        include_done: bool = True,
        title: str | None = None,
        position: str | None = None,
        id: int | None = None,
    ) -> dict[str, Any]:
        """List the todo items, oldest first: `todos` (the data) and `text` (numbered, to show).

        Also `open` and `done`: how many items are still open, how many are done; with a
        `title`, `found` ("Yes" or "No"): whether any item has it.

        Args:
            include_done: Also list items already completed.
            title: Only the items this title names ("is 'pay rent' done?"): the same text, any
                case, else the items containing it.
            position: Only the item at this place in the list as shown ("what's the first
                task?"): "first", "third", "last", "second to last".
            id: Only the item of this number, as the list shows it ("what's number 3?").
        """
        items = store().items(include_done)
        items = _at(items, position) if position and position.strip() else items
        items = [i for i in items if i["id"] == id] if id is not None else items
        if title and title.strip():
            items = named_items(items, title)
        done = sum(1 for i in items if i["done"])
        text = format_todos(items) if items else _none_listed(title, id)
        listed = {"todos": items, "text": text, "open": len(items) - done, "done": done}
        if title and title.strip():
            listed["found"] = "Yes" if items else "No"
        return listed

    def todo_complete(
        id: int | None = None,
        title: str | None = None,
        position: str | None = None,
        all_open: bool = False,
        except_title: str | None = None,
    ) -> dict[str, Any]:
        """Mark a todo item as done and return it (or every open item, with `all_open`).

        Args:
            id: The item's id, as shown by todo_list.
            title: Or the item's title (or a part of it naming one item), when no id is given.
            position: Or the item's place in the list as shown: "last", "second to last",
                "first".
            all_open: Or mark every open item done ("mark everything as done"); the result
                is `completed` (how many), `todos` and `text`.
            except_title: With `all_open`, the one item to leave open ("all done apart from X").
        """
        if all_open and id is None and not title and not position:
            keep = _which(store(), None, except_title, None) if except_title else None
            return _completed_all(store().complete_open(keep))
        return store().complete(_which(store(), id, title, position))

    def todo_delete(
        id: int | None = None, title: str | None = None, position: str | None = None
    ) -> dict[str, Any]:
        """Delete a todo item and return what it was.

        Args:
            id: The item's id, as shown by todo_list.
            title: Or the item's title (or a part of it naming one item), when no id is given.
            position: Or the item's place in the list as shown: "last", "second to last",
                "first".
        """
        return store().delete(_which(store(), id, title, position))

    def todo_rename(
        new_title: str,
        id: int | None = None,
        title: str | None = None,
        position: str | None = None,
        exact: bool = False,
    ) -> dict[str, Any]:
        """Rename a todo item (give it a new title) and return it, with its `old_title`.

        Args:
            new_title: The title it gets.
            id: The item's id, as shown by todo_list.
            title: Or the item's current title (or a part of it naming one item).
            position: Or the item's place in the list as shown: "last", "first".
            exact: Rename only an item whose whole title is `title` (in any case); with none,
                nothing changes ("change A to B" with no list named is a rename only if A is an
                item).
        """
        if not new_title.strip():
            raise ModelRetry("give `new_title`: the title the todo gets")
        todos = store()
        which = _which(todos, id, title, position, exact)
        old = todos.get(which)["title"]
        return {**todos.rename(which, new_title.strip()), "old_title": old}

    def todo_clear(only_done: bool = False) -> dict[str, Any]:
        """Delete every item of the todo list (or only the done ones) and return what was deleted.

        Args:
            only_done: Delete only the items already completed.
        """
        deleted = store().clear(only_done)
        return {"deleted": len(deleted), "todos": deleted, "text": format_todos(deleted)}

    return [
        Tool.from_function(todo_add, risk=RiskLevel.WRITE),
        Tool.from_function(todo_list, risk=RiskLevel.READ),
        Tool.from_function(todo_complete, risk=RiskLevel.WRITE),
        Tool.from_function(todo_delete, risk=RiskLevel.WRITE),
        Tool.from_function(todo_rename, risk=RiskLevel.WRITE),
        Tool.from_function(todo_clear, risk=RiskLevel.WRITE),
    ]
