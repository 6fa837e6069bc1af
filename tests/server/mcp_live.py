"""A real uvicorn server on a free loopback port, for the MCP HTTP tests."""

from __future__ import annotations

import socket
import threading
import time
from dataclasses import dataclass, field
from typing import Any

import uvicorn

TOKEN = "test-token-0123456789"

INIT = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-11-25",
        "capabilities": {},
        "clientInfo": {"name": "raw", "version": "1"},
    },
}
"""A raw `initialize` request body, for tests that check HTTP statuses."""
MCP_HEADERS = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
"""The headers a Streamable HTTP POST needs."""


@dataclass
class LiveServer:
    """A uvicorn server in a background thread; `stop()` and `start()` again on the same port."""

    app: Any
    port: int = 0
    _server: uvicorn.Server | None = field(default=None, init=False)
    _thread: threading.Thread | None = field(default=None, init=False)
    _socket: socket.socket | None = field(default=None, init=False)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/mcp"

    def start(self) -> None:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", self.port))
        self.port = sock.getsockname()[1]
        self._socket = sock
        config = uvicorn.Config(self.app, log_level="warning", lifespan="on")
        self._server = server = uvicorn.Server(config)
        self._thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
        self._thread.start()
        deadline = time.monotonic() + 20
        while not server.started:
            if time.monotonic() > deadline or not self._thread.is_alive():
                raise RuntimeError("uvicorn did not start")
            time.sleep(0.01)

    def stop(self) -> None:
        if self._server is not None and self._thread is not None:
            self._server.should_exit = True
            self._thread.join(timeout=20)
        if self._socket is not None:
            self._socket.close()
        self._server = self._thread = self._socket = None
