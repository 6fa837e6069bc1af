"""Run-store fixtures: the same suite on SQLite and on PostgreSQL (a unique schema per test)."""

from __future__ import annotations

import socket
import sys
import uuid
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine
from sqlalchemy.pool import NullPool

from agentschool.runs.database import async_database_url
from agentschool.runs.store import RunStore

# `tests.conftest` must import under `pytest` as well as `python -m pytest`.
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.conftest import require_service

POSTGRES_URL = "postgresql://postgres@127.0.0.1:5432/test"


def postgres_reachable() -> bool:
    try:
        with socket.create_connection(("127.0.0.1", 5432), timeout=1):
            return True
    except OSError:
        return False


async def drop_schema(schema: str) -> None:
    engine = create_async_engine(async_database_url(POSTGRES_URL), poolclass=NullPool)
    async with engine.begin() as conn:
        await conn.execute(text(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE'))
    await engine.dispose()


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
async def store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[RunStore]:
    """A migrated, empty run store on SQLite or PostgreSQL."""
    if request.param == "sqlite":
        run_store = RunStore(f"sqlite:///{tmp_path / 'runs.db'}")
        await run_store.migrate()
        yield run_store
        await run_store.close()
        return
    if not postgres_reachable():
        require_service("postgres")
    schema = f"t_{uuid.uuid4().hex[:12]}"
    run_store = RunStore(POSTGRES_URL, schema=schema)
    await run_store.migrate()
    try:
        yield run_store
    finally:
        await run_store.close()
        await drop_schema(schema)
