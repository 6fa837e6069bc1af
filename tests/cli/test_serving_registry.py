"""`agentschool mcp`/`serve` open the learned-function registry once, for tools and catalog."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from sqlalchemy import event
from sqlalchemy.pool import Pool

from agentschool.cli.mcp import learned_functions, load_toolset


@pytest.fixture(name="engines_opened")
def engines_opened_fixture() -> Iterator[list[object]]:
    """One item per SQLAlchemy pool that connects for the first time while the test runs."""
    opened: list[object] = []

    def record(dbapi_connection: object, connection_record: object) -> None:
        opened.append(connection_record)

    event.listen(Pool, "first_connect", record)
    yield opened
    event.remove(Pool, "first_connect", record)


def test_the_default_toolset_uses_the_registry_it_is_given(engines_opened: list[object]) -> None:
    registry = learned_functions()
    try:
        assert len(engines_opened) == 1  # the registry's own engine
        tools = load_toolset(None, registry)
        assert len(engines_opened) == 1  # no second engine on the same database
        assert "calculator" in tools
    finally:
        registry.close()
    load_toolset(None)  # alone, it opens the registry of the settings itself
    assert len(engines_opened) == 2
