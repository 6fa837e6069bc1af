"""API fixtures: an app on a migrated store (SQLite, PostgreSQL), keys of each scope, a client."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

from tests.runs.conftest import store

from agentschool.runs.approvals import Approval
from agentschool.runs.keys import KeyScope, KeyStore
from agentschool.runs.records import Run
from agentschool.runs.store import RunStore
from agentschool.server.app import create_app
from agentschool.server.context import ServerSettings
from agentschool.tools.base import tool
from agentschool.tools.toolset import Toolset

__all__ = ["Api", "RecordingLauncher", "store"]


@dataclass
class RecordingLauncher:
    """A launcher double that remembers what the API handed it."""

    submitted: list[str] = field(default_factory=list)
    cancelled: list[str] = field(default_factory=list)
    decided: list[str] = field(default_factory=list)
    reasons: list[str | None] = field(default_factory=list)

    async def submit(self, run: Run) -> None:
        self.submitted.append(run.id)

    async def cancel(self, run_id: str) -> None:
        self.cancelled.append(run_id)

    async def approval_decided(self, approval: Approval, reason: str | None = None) -> None:
        self.decided.append(approval.id)
        self.reasons.append(reason)


@tool
def add(a: int, b: int) -> int:
    """Add two integers."""
    return a + b


@tool(risk="write")
def note(text: str) -> str:
    """Write a note."""
    return text


@dataclass
class Api:
    client: httpx.AsyncClient
    store: RunStore
    launcher: RecordingLauncher
    tokens: dict[KeyScope, str]

    def auth(self, scope: KeyScope = KeyScope.ADMIN) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.tokens[scope]}"}


def served_tools() -> Toolset:
    return Toolset([add, note])


def api_settings(**overrides: object) -> ServerSettings:
    values: dict[str, object] = {
        "rate_limit": 10_000,
        "max_body_bytes": 4096,
        "cors_origins": ["http://ui.test"],
        "sse_poll_interval": 0.05,
    }
    return ServerSettings.model_validate(values | overrides)


@pytest.fixture
async def api(store: RunStore) -> AsyncIterator[Api]:
    launcher = RecordingLauncher()
    app = create_app(store, settings=api_settings(), launcher=launcher, toolset=served_tools())
    keys = KeyStore(store)
    tokens = {scope: (await keys.create(scope.value, scope))[1] for scope in KeyScope}
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
        client.headers["Authorization"] = f"Bearer {tokens[KeyScope.ADMIN]}"
        yield Api(client, store, launcher, tokens)
