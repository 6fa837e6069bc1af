"""`SandboxUnavailable`: the sandbox cannot run here, so nothing runs at all."""

from __future__ import annotations

from agentschool.exceptions import UserError

__all__ = ["SandboxUnavailable"]


class SandboxUnavailable(UserError):
    """bubblewrap (or the kernel features it needs) is missing or unusable on this machine.

    The sandbox never falls back to running code unsandboxed; the message says what to install
    or enable (see docs/sandbox.md).
    """
