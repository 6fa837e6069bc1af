"""Suite-wide fixtures: an isolated data dir per test and no network model calls."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from agentschool.models import base as model_base

# Checked at import by anything that builds settings: never read the developer's real config.
os.environ["AGENTSCHOOL_CONFIG"] = "/nonexistent/agentschool.toml"


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Every test gets its own AGENTSCHOOL_HOME and no provider keys from the environment."""
    home = tmp_path / "agentschool-home"
    monkeypatch.setenv("AGENTSCHOOL_HOME", str(home))
    for name in list(os.environ):
        if name.startswith("AGENTSCHOOL_") and name not in (
            "AGENTSCHOOL_HOME",
            "AGENTSCHOOL_CONFIG",
        ):
            monkeypatch.delenv(name)
    for key in ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GROQ_API_KEY", "MISTRAL_API_KEY"):
        monkeypatch.delenv(key, raising=False)
    yield home


@pytest.fixture(autouse=True)
def _block_model_requests(monkeypatch: pytest.MonkeyPatch) -> None:
    """Network model calls fail inside tests (provider tests use httpx.MockTransport)."""
    monkeypatch.setattr(model_base, "ALLOW_MODEL_REQUESTS", False)


def require_service(name: str) -> None:
    """Skip when a service (postgres, redis) is missing, but fail under CI, where it must exist."""
    message = f"{name} is not reachable on 127.0.0.1"
    if os.environ.get("CI"):
        pytest.fail(message + " (required when CI is set)")
    pytest.skip(message)
