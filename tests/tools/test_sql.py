"""The sql tool on SQLite and PostgreSQL: read-only twice over, bound parameters, limits."""

from __future__ import annotations

import sqlite3
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
import sqlalchemy as sa

from agentschool.exceptions import ModelRetry, ToolError, UserError
from agentschool.settings import Settings
from agentschool.tools import RiskLevel, Tool
from agentschool.tools.sql import (
    _make_engine,
    build_sql_tool,
    check_read_only,
    sql_tool_from_settings,
    statement_keywords,
)

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.conftest import require_service
from tests.runs.conftest import postgres_reachable

POSTGRES_DSN = "postgresql://postgres@127.0.0.1:5432/test"
ROWS = [(1, "ada", 36.5), (2, "bob", None), (3, "o'hara", 12.0), (4, "zed", 99.0)]


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    path = tmp_path / "people.db"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT, score REAL)")
        conn.executemany("INSERT INTO people VALUES (?, ?, ?)", ROWS)
    conn.close()
    return f"sqlite:///{path}"


@pytest.fixture
def postgres_table() -> Iterator[str]:
    if not postgres_reachable():
        require_service("postgres")
    table = f"people_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(POSTGRES_DSN, autocommit=True) as conn:
        conn.execute(f"CREATE TABLE {table} (id INTEGER PRIMARY KEY, name TEXT, score REAL)")
        with conn.cursor() as cur:
            cur.executemany(f"INSERT INTO {table} VALUES (%s, %s, %s)", ROWS)
    try:
        yield table
    finally:
        with psycopg.connect(POSTGRES_DSN, autocommit=True) as conn:
            conn.execute(f"DROP TABLE IF EXISTS {table}")


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def db(request: pytest.FixtureRequest, tmp_path: Path) -> tuple[str, str]:
    """(database URL, table name) on each backend, holding ROWS."""
    if request.param == "sqlite":
        return request.getfixturevalue("sqlite_url"), "people"
    return POSTGRES_DSN, request.getfixturevalue("postgres_table")


def _count(url: str, table: str) -> int:
    if url.startswith("sqlite"):
        with sqlite3.connect(url.removeprefix("sqlite:///")) as conn:
            (count,) = conn.execute(f"SELECT count(*) FROM {table}").fetchone()
        conn.close()
        return int(count)
    with psycopg.connect(POSTGRES_DSN) as conn:
        row = conn.execute(f"SELECT count(*) FROM {table}").fetchone()
    assert row is not None
    return int(row[0])


async def _call(tool: Tool, query: str, params: dict[str, Any] | None = None) -> Any:
    return await tool.call({"query": query, "params": params})


async def test_select_with_bound_parameters(db: tuple[str, str]) -> None:
    url, table = db
    tool = build_sql_tool(url)
    out = await _call(tool, f"SELECT id, name FROM {table} WHERE name = :name", {"name": "o'hara"})
    assert out == {
        "columns": ["id", "name"],
        "rows": [[3, "o'hara"]],
        "row_count": 1,
        "truncated": False,
    }


async def test_parameters_are_bound_not_formatted(db: tuple[str, str]) -> None:
    url, table = db
    tool = build_sql_tool(url)
    injection = "x' OR '1'='1"
    out = await _call(tool, f"SELECT id FROM {table} WHERE name = :name", {"name": injection})
    assert out["rows"] == []


async def test_row_limit_truncates(db: tuple[str, str]) -> None:
    url, table = db
    tool = build_sql_tool(url, row_limit=2)
    out = await _call(tool, f"SELECT id FROM {table} ORDER BY id")
    assert out == {"columns": ["id"], "rows": [[1], [2]], "row_count": 2, "truncated": True}
    exact = await _call(build_sql_tool(url, row_limit=4), f"SELECT id FROM {table}")
    assert exact["row_count"] == 4 and exact["truncated"] is False


@pytest.mark.parametrize(
    "query",
    [
        "DELETE FROM {t}",
        "DROP TABLE {t}",
        "SELECT 1; DROP TABLE {t}",
        "SELECT 1;DELETE FROM {t};",
        "UPDATE {t} SET name = 'x'",
        "WITH d AS (DELETE FROM {t} RETURNING id) SELECT * FROM d",
        "EXPLAIN ANALYZE DELETE FROM {t}",
        "SELECT * INTO stolen FROM {t}",
        "/* comment */ insert into {t} values (9, 'x', 1)",
    ],
)
async def test_write_attempts_are_refused_before_the_database(
    db: tuple[str, str], query: str
) -> None:
    url, table = db
    tool = build_sql_tool(url)
    assert tool.risk is RiskLevel.READ
    with pytest.raises(ModelRetry, match=r"read-only|one SQL statement"):
        await _call(tool, query.format(t=table))
    assert _count(url, table) == len(ROWS)


def test_checker_ignores_keywords_inside_literals_and_comments() -> None:
    check_read_only("SELECT 'DROP TABLE x; DELETE' AS s -- ; UPDATE\n")
    check_read_only('SELECT "delete" FROM t /* ; drop */;')
    check_read_only("SELECT $$ ; DELETE $$")
    assert statement_keywords("SELECT 1;  -- trailing\n") == (["SELECT"], 1)
    check_read_only("SELECT E'\\'; DELETE FROM t; --'")  # one escaped-quote string literal
    with pytest.raises(ModelRetry, match="holds 3"):
        check_read_only("SELECT E'\\'', 1; DELETE FROM t; SELECT '")
    with pytest.raises(ModelRetry, match="empty"):
        check_read_only(" -- nothing\n ;")
    with pytest.raises(ModelRetry, match="PRAGMA statement is not allowed"):
        check_read_only("PRAGMA writable_schema = 1")


@pytest.mark.parametrize("url_kind", ["file", "memory"])
def test_sqlite_engine_is_read_only_at_the_database_level(sqlite_url: str, url_kind: str) -> None:
    """Even a write that got past the checker is refused by SQLite (mode=ro, query_only)."""
    url = sqlite_url if url_kind == "file" else "sqlite://"
    engine = _make_engine(url, read_only=True, timeout=5)
    with engine.connect() as conn, pytest.raises(sa.exc.OperationalError, match=r"readonly|read"):
        conn.execute(sa.text("CREATE TABLE sneaky (x INTEGER)"))
    engine.dispose()


@pytest.mark.postgres
@pytest.mark.parametrize(
    "query",
    [
        "WITH d AS (DELETE FROM {t} RETURNING id) SELECT * FROM d",
        "DELETE FROM {t}",
        "CREATE TABLE sneaky_{t} (x INTEGER)",
    ],
)
def test_postgres_session_is_read_only_at_the_database_level(
    postgres_table: str, query: str
) -> None:
    """Even a write that got past the checker is refused by PostgreSQL (read-only session)."""
    engine = _make_engine(POSTGRES_DSN, read_only=True, timeout=5)
    with (
        engine.connect() as conn,
        pytest.raises(sa.exc.InternalError, match="read-only transaction"),
    ):
        conn.execute(sa.text(query.format(t=postgres_table)))
    engine.dispose()
    assert _count(POSTGRES_DSN, postgres_table) == len(ROWS)


@pytest.mark.postgres
async def test_postgres_read_only_transaction_refuses_side_effects(postgres_table: str) -> None:
    tool = build_sql_tool(POSTGRES_DSN)
    seq = f"seq_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(POSTGRES_DSN, autocommit=True) as conn:
        conn.execute(f"CREATE SEQUENCE {seq}")
    try:
        # passes the keyword check, but nextval writes: the READ ONLY transaction refuses it
        with pytest.raises(ModelRetry, match="refused a write"):
            await _call(tool, f"SELECT nextval('{seq}')")
        # switching the session back to read-write from a SELECT does not help either
        with pytest.raises(ModelRetry, match="refused a write"):
            await _call(tool, "SELECT set_config('transaction_read_only', 'off', true)")
    finally:
        with psycopg.connect(POSTGRES_DSN, autocommit=True) as conn:
            conn.execute(f"DROP SEQUENCE {seq}")


async def test_missing_parameter_and_bad_sql_are_named(db: tuple[str, str]) -> None:
    url, table = db
    tool = build_sql_tool(url)
    with pytest.raises(ModelRetry, match=r"bind parameter 'name'.*pass every :name"):
        await _call(tool, f"SELECT id FROM {table} WHERE name = :name")
    with pytest.raises(ModelRetry, match="rejected the query"):
        await _call(tool, "SELECT nope FROM no_such_table")


async def test_timeout_stops_a_long_query(db: tuple[str, str]) -> None:
    url, _ = db
    tool = build_sql_tool(url, timeout=0.2)
    slow = (
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000000) "
        "SELECT count(*) FROM n"
        if url.startswith("sqlite")
        else "SELECT pg_sleep(5)"
    )
    with pytest.raises(ModelRetry, match=r"0.2s timeout"):
        await _call(tool, slow)


async def test_write_mode_commits_one_statement(db: tuple[str, str]) -> None:
    url, table = db
    tool = build_sql_tool(url, read_only=False)
    assert tool.risk is RiskLevel.WRITE
    out = await _call(tool, f"DELETE FROM {table} WHERE id = :id", {"id": 2})
    assert out["row_count"] == 1 and out["rows"] == []
    assert _count(url, table) == len(ROWS) - 1
    with pytest.raises(ModelRetry, match="holds 2"):
        await _call(tool, f"DELETE FROM {table}; DROP TABLE {table}")
    assert _count(url, table) == len(ROWS) - 1


async def test_values_are_json_ready(tmp_path: Path) -> None:
    tool = build_sql_tool("sqlite://")
    out = await _call(tool, "SELECT x'6869' AS b, 1.5 AS f, NULL AS n")
    assert out["rows"] == [["aGk=", 1.5, None]]


async def test_missing_database_file_is_a_tool_error(tmp_path: Path) -> None:
    tool = build_sql_tool(f"sqlite:///{tmp_path / 'absent.db'}")
    with pytest.raises(ToolError, match="cannot connect"):
        await _call(tool, "SELECT 1")
    assert not (tmp_path / "absent.db").exists()  # mode=ro never creates the file


def test_bad_configuration_is_a_user_error() -> None:
    with pytest.raises(UserError, match="sqlite and postgresql"):
        build_sql_tool("mysql://u@h/db")
    with pytest.raises(UserError, match="invalid database URL"):
        build_sql_tool("not a url")
    with pytest.raises(UserError, match="positive"):
        build_sql_tool("sqlite://", row_limit=0)


async def test_configured_by_settings(sqlite_url: str) -> None:
    assert sql_tool_from_settings(Settings()) is None
    tool = sql_tool_from_settings(Settings(sql_url=sqlite_url))
    assert tool is not None and tool.name == "sql"
    assert tool.parameters_json_schema["required"] == ["query"]
    out = await _call(tool, "SELECT count(*) AS n FROM people")
    assert out["rows"] == [[4]]
