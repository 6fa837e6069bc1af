"""Fixtures for the MCP server tests: a real uvicorn server on a free loopback port."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from mcp_live import LiveServer


@pytest.fixture
def live_server() -> Iterator[type[LiveServer]]:
    """Start servers with `live_server(app).start()`; all are stopped after the test."""
    started: list[LiveServer] = []

    class Tracked(LiveServer):
        def start(self) -> None:
            started.append(self)
            super().start()

    yield Tracked
    for server in started:
        server.stop()
