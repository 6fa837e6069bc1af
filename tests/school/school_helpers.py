"""Helpers for the Agent School tests: the Luma site on a loopback port, plans, ground truth."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import uvicorn

from agentschool.testing.luma_site import Drift


class LiveSite:
    """The Luma site served by uvicorn in a background thread; `drift()` switches its drift."""

    def __init__(self, app: Any) -> None:
        self.app = app
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", 0))
        self.port = sock.getsockname()[1]
        self._socket = sock
        config = uvicorn.Config(app, log_level="warning", lifespan="off")
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(
            target=self._server.run, kwargs={"sockets": [sock]}, daemon=True
        )
        self._thread.start()
        deadline = time.monotonic() + 20
        while not self._server.started:
            if time.monotonic() > deadline or not self._thread.is_alive():
                raise RuntimeError("uvicorn did not start")
            time.sleep(0.01)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @contextmanager
    def drift(self, spec: str) -> Iterator[None]:
        """Serve with the drift switches in `spec` for the duration of the block."""
        before = self.app.state.drift
        self.app.state.drift = Drift.parse(spec)
        try:
            yield
        finally:
            self.app.state.drift = before

    def stop(self) -> None:
        self._server.should_exit = True
        self._thread.join(timeout=20)
        self._socket.close()


def serve_site(**kwargs: Any) -> Iterator[LiveSite]:
    """Yield a `LiveSite` of `create_app(drift=(), **kwargs)` and stop it afterwards."""
    from agentschool.testing.luma_site import create_app

    site = LiveSite(create_app(drift=(), **kwargs))
    try:
        yield site
    finally:
        site.stop()


def expected_events(dataset: Any, query: Any, web_url: str) -> list[dict[str, Any]]:
    """Ground truth (see `agentschool.testing.truth`)."""
    from agentschool.testing.truth import expected_events as truth

    return truth(dataset, query, web_url)


def require_postgres(url: str) -> None:
    """Skip when PostgreSQL is unreachable, but fail under CI (like `require_service`)."""
    import os

    import pytest
    import sqlalchemy as sa

    from agentschool.school.registry import sync_database_url

    engine = sa.create_engine(sync_database_url(url))
    try:
        with engine.connect():
            pass
    except sa.exc.OperationalError:
        if os.environ.get("CI"):
            pytest.fail("postgres is not reachable on 127.0.0.1 (required when CI is set)")
        pytest.skip("postgres is not reachable on 127.0.0.1")
    finally:
        engine.dispose()
