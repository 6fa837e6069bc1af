"""Sandbox fixtures: the sandbox must work under CI; locally, sandbox tests skip without it."""

from __future__ import annotations

import os
from functools import cache

import pytest

from agentschool.sandbox import Sandbox, SandboxLimits, SandboxUnavailable

FAST_LIMITS = SandboxLimits(
    timeout=5.0,
    cpu_seconds=1,
    memory_bytes=256 * 1024 * 1024,
    file_size_bytes=1024 * 1024,
    max_processes=32,
    max_open_files=64,
    tmp_size_bytes=4 * 1024 * 1024,
    tmp_inodes=256,
    output_bytes=64 * 1024,
)
"""Small limits so every exhaustion payload ends fast."""


@cache
def _sandbox_problem() -> str | None:
    try:
        result = Sandbox(FAST_LIMITS).run_command_sync(["true"])
    except SandboxUnavailable as exc:
        return str(exc)
    return None if result.exit_code == 0 else f"`true` failed in the sandbox: {result}"


@pytest.fixture
def require_sandbox() -> None:
    """Skip when bubblewrap cannot sandbox here; fail under CI, where it is required."""
    problem = _sandbox_problem()
    if problem is None:
        return
    if os.environ.get("CI"):
        pytest.fail(f"sandbox unavailable (required when CI is set): {problem}")
    pytest.skip(f"sandbox unavailable: {problem}")


@pytest.fixture
def sandbox(require_sandbox: None) -> Sandbox:
    """A sandbox with the small test limits."""
    return Sandbox(FAST_LIMITS)
