"""`SandboxResult` and how a run's end is turned into the limit that ended it."""

from __future__ import annotations

import signal
from dataclasses import dataclass
from typing import Any

from agentschool.sandbox.limits import SandboxLimits

__all__ = ["KilledReason", "SandboxResult", "classify"]

KilledReason = str
"""One of "timeout", "cpu", "memory", "file_size", "processes", "open_files", "disk", "inodes"."""

# the last line of stderr of a process that died of a limit (Python's exceptions and C messages)
_STDERR_HINTS: tuple[tuple[str, KilledReason], ...] = (
    ("MemoryError", "memory"),
    ("Cannot allocate memory", "memory"),
    ("std::bad_alloc", "memory"),
    ("out of memory", "memory"),
    ("File too large", "file_size"),
    ("Too many open files", "open_files"),
    ("BlockingIOError: [Errno 11]", "processes"),
    ("fork: retry: Resource temporarily unavailable", "processes"),
    ("Cannot fork", "processes"),
)


@dataclass(frozen=True, slots=True, kw_only=True)
class SandboxResult:
    """How one sandboxed run ended."""

    exit_code: int
    """The command's exit status; 128+N when it died of signal N; -9 when killed on timeout."""
    stdout: str
    """Standard output (UTF-8, undecodable bytes replaced), at most `output_bytes` of it."""
    stderr: str
    """Standard error, likewise."""
    timed_out: bool = False
    """The wall-clock timeout killed the run."""
    killed_reason: KilledReason | None = None
    """The limit that ended the run, or None when it ended on its own."""
    duration_ms: float = 0.0
    """Wall-clock milliseconds from start to the end of the sandbox."""

    @property
    def ok(self) -> bool:
        """Exit status 0 and no limit hit."""
        return self.exit_code == 0 and self.killed_reason is None

    def summary(self) -> dict[str, Any]:
        """stdout, stderr and exit_code, plus `killed_reason` when a limit ended the run.

        This is what the python and shell tools return to a model.
        """
        out: dict[str, Any] = {
            "stdout": self.stdout,
            "stderr": self.stderr,
            "exit_code": self.exit_code,
        }
        if self.killed_reason is not None:
            out["killed_reason"] = self.killed_reason
        return out

    def to_dict(self) -> dict[str, Any]:
        """The result as a JSON-able dict."""
        return {
            "exit_code": self.exit_code,
            "stdout": self.stdout,
            "stderr": self.stderr,
            "timed_out": self.timed_out,
            "killed_reason": self.killed_reason,
            "duration_ms": round(self.duration_ms, 1),
        }


def _last_line(text: str) -> str:
    lines = [line for line in text.strip().splitlines() if line.strip()]
    return lines[-1] if lines else ""


def classify(
    exit_code: int, stderr: str, report: dict[str, Any] | None, limits: SandboxLimits
) -> KilledReason | None:
    """Name the limit that ended a run that was not killed on timeout, or None.

    Args:
        exit_code: The run's exit status (128+N for signal N).
        stderr: Its standard error.
        report: The launcher's report (exit code, CPU seconds, tmpfs state), if it sent one.
        limits: The limits the run had.
    """
    if exit_code == 0:
        return None
    report = report or {}
    cpu_used = float(report.get("cpu_seconds", 0.0))
    if exit_code == 128 + signal.SIGXCPU or (
        exit_code == 128 + signal.SIGKILL and cpu_used >= limits.cpu_seconds
    ):
        return "cpu"
    if exit_code == 128 + signal.SIGXFSZ:
        return "file_size"
    last = _last_line(stderr)
    for needle, reason in _STDERR_HINTS:
        if needle in last:
            return reason
    if report.get("inodes_full"):
        return "inodes"
    if report.get("disk_full"):
        return "disk"
    if "[Errno 28]" in last or "No space left on device" in last:
        return "disk"
    return None
