"""Fixtures of the Agent School tests; a test module imports the ones it uses.

(`tests/school/conftest.py` belongs to the Luma site's tests.)
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from school_helpers import LiveSite, serve_site

from agentschool.school.registry import FunctionRegistry


@pytest.fixture(scope="module", name="site")
def site_fixture() -> Iterator[LiveSite]:
    """The Luma site on a loopback port, one per test module (import to use)."""
    yield from serve_site()


@pytest.fixture(name="registry")
def registry_fixture(tmp_path: Path) -> Iterator[FunctionRegistry]:
    """A fresh SQLite function registry (import to use)."""
    found = FunctionRegistry(f"sqlite:///{tmp_path / 'functions.db'}")
    yield found
    found.close()
