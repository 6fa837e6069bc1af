"""The `sql` tool: parameterized queries on a configured database, read-only by default.

Read-only is enforced twice. Before a query reaches the database, it must be one statement
(`SELECT 1; DROP TABLE t` is refused) whose first keyword is `SELECT`, `WITH`, `EXPLAIN`,
`VALUES` or `TABLE`, and which names no data-changing keyword outside string literals and quoted
identifiers (so `WITH d AS (DELETE ...) SELECT ...` and `EXPLAIN ANALYZE DELETE ...` are
refused). Then the database itself refuses writes: SQLite files are opened with the `mode=ro`
URI and `PRAGMA query_only=ON`; PostgreSQL sessions run with
`default_transaction_read_only=on` and every call's transaction starts with
`SET TRANSACTION READ ONLY`, and is rolled back.

Values are always bound as named parameters (`:name` in the query, `params={"name": ...}`),
never formatted into the SQL. Each call returns at most `row_limit` rows and stops after
`timeout` seconds (PostgreSQL `statement_timeout`; an SQLite progress handler).
"""

from __future__ import annotations

import base64
import datetime as dt
import re
import time
import uuid
from decimal import Decimal
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import URL, Connection, Engine, make_url

from agentschool.exceptions import ModelRetry, ToolError, UserError
from agentschool.settings import Settings
from agentschool.tools.base import RiskLevel, Tool

__all__ = [
    "READ_ONLY_FIRST_KEYWORDS",
    "WRITE_KEYWORDS",
    "build_sql_tool",
    "check_read_only",
    "sql_tool_from_settings",
    "statement_keywords",
]

READ_ONLY_FIRST_KEYWORDS = frozenset({"SELECT", "WITH", "EXPLAIN", "VALUES", "TABLE"})
"""Keywords a read-only query may start with."""

WRITE_KEYWORDS = frozenset(
    {
        "INSERT", "UPDATE", "DELETE", "MERGE", "UPSERT", "REPLACE", "DROP", "CREATE", "ALTER",
        "TRUNCATE", "GRANT", "REVOKE", "COPY", "ATTACH", "DETACH", "VACUUM", "REINDEX", "PRAGMA",
        "CALL", "DO", "LOCK", "SET", "RESET", "COMMIT", "ROLLBACK", "BEGIN", "SAVEPOINT",
        "RELEASE", "PREPARE", "EXECUTE", "LISTEN", "NOTIFY", "CLUSTER", "REFRESH", "SECURITY",
        "COMMENT", "IMPORT", "LOAD", "DISCARD", "INTO",
    }
)  # fmt: skip
"""Keywords refused anywhere in a read-only query (`INTO` catches `SELECT ... INTO new_table`)."""

# string literals, quoted identifiers, comments, dollar-quoted bodies, words and `;`
_TOKEN = re.compile(
    r"""(?P<skip>[Ee]'(?:[^'\\]|\\.|'')*'|'(?:[^']|'')*'|"(?:[^"]|"")*"|`[^`]*`|\[[^\]]*\]
        |--[^\n]*|/\*.*?\*/|(?P<dollar>\$[A-Za-z_]*\$).*?(?P=dollar))
      |(?P<word>[A-Za-z_][A-Za-z0-9_$]*)
      |(?P<semicolon>;)""",
    re.VERBOSE | re.DOTALL,
)
_DEFAULT_ROW_LIMIT = 500
_DEFAULT_TIMEOUT = 30.0


def statement_keywords(query: str) -> tuple[list[str], int]:
    """The upper-cased words of `query` outside literals and comments, and its statement count.

    A trailing `;` does not start a new statement.
    """
    words: list[str] = []
    statements = 0
    pending = False
    for match in _TOKEN.finditer(query):
        if match.group("word"):
            words.append(match.group("word").upper())
            pending = True
        elif match.group("semicolon"):
            statements += pending
            pending = False
        elif not match.group(0).startswith(("--", "/*")):
            pending = True  # a literal or quoted identifier is part of a statement
    return words, statements + pending


def _check_single(query: str) -> list[str]:
    words, statements = statement_keywords(query)
    if statements == 0:
        raise ModelRetry("the query is empty; send one SQL statement")
    if statements > 1:
        raise ModelRetry(f"send one SQL statement per call; this query holds {statements}")
    return words


def check_read_only(query: str) -> None:
    """Refuse anything but one read-only statement.

    Raises:
        ModelRetry: The query is empty, holds several statements, or may write (names why).
    """
    words = _check_single(query)
    if words[0] not in READ_ONLY_FIRST_KEYWORDS:
        allowed = ", ".join(sorted(READ_ONLY_FIRST_KEYWORDS))
        raise ModelRetry(
            f"the sql tool is read-only: a {words[0]} statement is not allowed "
            f"(queries must start with one of {allowed})"
        )
    writes = sorted({word for word in words if word in WRITE_KEYWORDS})
    if writes:
        raise ModelRetry(
            f"the sql tool is read-only: the query uses {', '.join(writes)}, which may write "
            "(quote an identifier with that name if it is a column)"
        )


def _sync_url(database_url: str, read_only: bool) -> URL:
    """A synchronous SQLAlchemy URL; SQLite files opened `mode=ro` when read-only."""
    try:
        url = make_url(database_url)
    except sa.exc.ArgumentError:
        raise UserError(f"invalid database URL for the sql tool: {database_url!r}") from None
    backend = url.get_backend_name()
    if backend == "postgresql":
        url = url.set(drivername="postgresql+psycopg")
    elif backend == "sqlite":
        url = url.set(drivername="sqlite+pysqlite")
        database = url.database or ""
        if read_only and database not in ("", ":memory:") and not database.startswith("file:"):
            url = url.set(
                database=f"file:{database}", query={**url.query, "mode": "ro", "uri": "true"}
            )
    else:
        raise UserError(f"the sql tool supports sqlite and postgresql URLs, not {backend!r}")
    return url


def _make_engine(database_url: str, read_only: bool, timeout: float) -> Engine:
    url = _sync_url(database_url, read_only)
    if url.get_backend_name() == "sqlite":
        memory = (url.database or ":memory:") == ":memory:"
        # one shared connection for an in-memory database (a pool would give each thread its own)
        pool: dict[str, Any] = (
            {"poolclass": sa.StaticPool, "connect_args": {"check_same_thread": False}}
            if memory
            else {"poolclass": sa.NullPool}
        )
        engine = sa.create_engine(url, **pool)
        if read_only:

            @sa.event.listens_for(engine, "connect")
            def _query_only(dbapi_connection: Any, _record: Any) -> None:
                dbapi_connection.execute("PRAGMA query_only = ON")

        return engine
    options = f"-c statement_timeout={int(timeout * 1000)}"
    if read_only:
        options += " -c default_transaction_read_only=on"
    # no pool: a connection per call, so an idle tool holds no server connection
    return sa.create_engine(url, connect_args={"options": options}, poolclass=sa.NullPool)


def _jsonable(value: Any) -> Any:
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, bytes | bytearray | memoryview):
        return base64.b64encode(bytes(value)).decode()
    if isinstance(value, Decimal | uuid.UUID):
        return str(value)
    if isinstance(value, dt.date | dt.time | dt.datetime):
        return value.isoformat()
    if isinstance(value, dt.timedelta):
        return value.total_seconds()
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    return str(value)


class _Runner:
    """Runs one query per call on a pooled engine, within the tool's limits."""

    def __init__(self, engine: Engine, *, read_only: bool, row_limit: int, timeout: float) -> None:
        self.engine = engine
        self.read_only = read_only
        self.row_limit = row_limit
        self.timeout = timeout
        self.sqlite = engine.dialect.name == "sqlite"

    def run(self, query: str, params: dict[str, Any]) -> dict[str, Any]:
        if self.read_only:
            check_read_only(query)
        else:
            _check_single(query)
        try:
            conn = self.engine.connect()
        except sa.exc.SQLAlchemyError as exc:
            raise ToolError(f"cannot connect to the database: {_first_line(exc)}") from None
        with conn:
            try:
                return self._execute(conn, query, params)
            except sa.exc.StatementError as exc:
                raise ModelRetry(_describe(exc, self.timeout)) from None
            except sa.exc.SQLAlchemyError as exc:
                raise ToolError(
                    f"the database could not run the query: {_first_line(exc)}"
                ) from None

    def _execute(self, conn: Connection, query: str, params: dict[str, Any]) -> dict[str, Any]:
        if self.sqlite:
            deadline = time.monotonic() + self.timeout
            raw = conn.connection.driver_connection
            assert raw is not None  # a checked-out connection always has its DBAPI connection
            raw.set_progress_handler(lambda: int(time.monotonic() > deadline), 10_000)
        elif self.read_only:
            conn.exec_driver_sql("SET TRANSACTION READ ONLY")
        try:
            result = conn.execute(sa.text(query), params)
            if not result.returns_rows:
                count = result.rowcount
                if not self.read_only:
                    conn.commit()
                return {"columns": [], "rows": [], "row_count": max(count, 0), "truncated": False}
            columns = list(result.keys())
            fetched = result.fetchmany(self.row_limit + 1)
            result.close()
            rows = [[_jsonable(v) for v in row] for row in fetched[: self.row_limit]]
            if not self.read_only:
                conn.commit()
            return {
                "columns": columns,
                "rows": rows,
                "row_count": len(rows),
                "truncated": len(fetched) > self.row_limit,
            }
        finally:
            if self.sqlite:
                conn.connection.dbapi_connection.set_progress_handler(None, 0)  # type: ignore[union-attr]
            if conn.in_transaction():
                conn.rollback()


def _first_line(exc: BaseException) -> str:
    original = getattr(exc, "orig", None) or exc
    text = str(original).strip()
    return text.splitlines()[0] if text else type(original).__name__


def _describe(exc: sa.exc.StatementError, timeout: float) -> str:
    text = _first_line(exc)
    lowered = text.lower()
    if "interrupted" in lowered or "statement timeout" in lowered:
        return f"the query ran past the sql tool's {timeout:g}s timeout and was stopped"
    if any(hint in lowered for hint in ("readonly", "read-only", "read only", "read-write")):
        return f"the database refused a write (the sql tool is read-only): {text}"
    if "a value is required for bind parameter" in lowered:
        return f"{text}; pass every :name of the query in params"
    return f"the database rejected the query: {text}"


def build_sql_tool(
    database_url: str,
    *,
    read_only: bool = True,
    row_limit: int = _DEFAULT_ROW_LIMIT,
    timeout: float = _DEFAULT_TIMEOUT,
) -> Tool:
    """The `sql` tool on `database_url` (SQLite or PostgreSQL).

    Args:
        database_url: A SQLAlchemy URL (`sqlite:///path.db`, `postgresql://user@host/db`);
            async drivers (`+aiosqlite`, `+asyncpg`) are swapped for their sync counterparts.
        read_only: Refuse writes, in the tool and in the database (risk `read`); when False,
            one statement of any kind runs and is committed (risk `write`).
        row_limit: Most rows returned per call; `truncated` says when more were available.
        timeout: Seconds one query may run.

    Raises:
        UserError: The URL is invalid or names an unsupported database, or a limit is not positive.
    """
    if row_limit <= 0 or timeout <= 0:
        raise UserError("the sql tool needs a positive row_limit and timeout")
    runner = _Runner(
        _make_engine(database_url, read_only, timeout),
        read_only=read_only,
        row_limit=row_limit,
        timeout=timeout,
    )

    def sql(query: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
        """Run one SQL statement and return its columns and rows.

        Bind every value as a named parameter: write `:name` in the query and pass
        `params={"name": value}`; never put values into the SQL text.

        Args:
            query: One SQL statement, e.g. `SELECT id, title FROM events WHERE city = :city`.
            params: Values of the query's `:name` parameters.
        """
        return runner.run(query, params or {})

    mode = "read-only" if read_only else "read-write"
    description = (
        f"Run one {mode} SQL statement ({runner.engine.dialect.name}) with named parameters "
        f"and return columns and at most {row_limit} rows."
    )
    return Tool.from_function(
        sql,
        description=description,
        risk=RiskLevel.READ if read_only else RiskLevel.WRITE,
        timeout=timeout + 5,
    )


def sql_tool_from_settings(settings: Settings | None = None) -> Tool | None:
    """The read-only `sql` tool on `AGENTSCHOOL_SQL_URL`, or None when it is not set."""
    url = (settings or Settings()).sql_url
    return build_sql_tool(url) if url else None
