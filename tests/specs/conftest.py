"""Fixtures for spec tests: a registry on SQLite and on PostgreSQL (unique prefix, dropped)."""

from __future__ import annotations

import socket
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
import sqlalchemy as sa

from agentschool.specs import SpecRegistry, make_engine

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


def _drop_prefixed(engine: sa.Engine, prefix: str) -> None:
    names = [n for n in sa.inspect(engine).get_table_names() if n.startswith(prefix)]
    with engine.begin() as conn:
        for name in names:
            conn.execute(sa.text(f'DROP TABLE IF EXISTS "{name}" CASCADE'))


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def registry(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[SpecRegistry]:
    prefix = f"t{uuid.uuid4().hex[:8]}_"
    if request.param == "sqlite":
        engine = make_engine(f"sqlite:///{tmp_path / 'agents.db'}")
    else:
        if not postgres_reachable():
            require_service("postgres")
        engine = make_engine(POSTGRES_URL)
    yield SpecRegistry(engine, prefix=prefix)
    if request.param == "postgres":
        _drop_prefixed(engine, prefix)
    engine.dispose()


@pytest.fixture
def sqlite_registry(tmp_path: Path) -> Iterator[SpecRegistry]:
    engine = make_engine(f"sqlite:///{tmp_path / 'agents.db'}")
    yield SpecRegistry(engine, prefix="a_")
    engine.dispose()
