"""`SandboxLimits`: every bound a sandboxed run lives within."""

from __future__ import annotations

from dataclasses import dataclass, fields

from agentschool.exceptions import UserError

__all__ = ["SandboxLimits"]

_MIB = 1024 * 1024


@dataclass(frozen=True, slots=True, kw_only=True)
class SandboxLimits:
    """Resource limits of one sandboxed run (all must be positive).

    The rlimits are applied inside the sandbox, per process; `max_processes` counts the processes
    of this run only (it is enforced in the run's own user namespace). `/tmp`, `/workspace` and
    `/dev/shm` share one tmpfs capped at `tmp_size_bytes` and `tmp_inodes`.
    """

    timeout: float = 10.0
    """Wall-clock seconds before the whole run is killed (`killed_reason="timeout"`)."""
    cpu_seconds: int = 10
    """CPU seconds per process (RLIMIT_CPU; `killed_reason="cpu"`)."""
    memory_bytes: int = 512 * _MIB
    """Address space per process (RLIMIT_AS; `killed_reason="memory"`)."""
    file_size_bytes: int = 32 * _MIB
    """Largest file a process may write (RLIMIT_FSIZE; `killed_reason="file_size"`)."""
    max_processes: int = 64
    """Processes and threads of the run (RLIMIT_NPROC; `killed_reason="processes"`)."""
    max_open_files: int = 256
    """Open file descriptors per process (RLIMIT_NOFILE; `killed_reason="open_files"`)."""
    tmp_size_bytes: int = 64 * _MIB
    """Bytes of the writable tmpfs (`killed_reason="disk"`)."""
    tmp_inodes: int = 4096
    """Files and directories on the writable tmpfs (`killed_reason="inodes"`)."""
    output_bytes: int = 1 * _MIB
    """Bytes of stdout and of stderr kept; the rest is dropped and marked as truncated."""

    def __post_init__(self) -> None:
        for spec in fields(self):
            value = getattr(self, spec.name)
            if value <= 0:
                raise UserError(f"SandboxLimits.{spec.name} must be positive, got {value!r}")

    def rlimits(self) -> dict[str, int]:
        """The `resource.RLIMIT_*` names and values applied inside the sandbox."""
        return {
            "RLIMIT_CPU": self.cpu_seconds,
            "RLIMIT_AS": self.memory_bytes,
            "RLIMIT_FSIZE": self.file_size_bytes,
            "RLIMIT_NPROC": self.max_processes,
            "RLIMIT_NOFILE": self.max_open_files,
            "RLIMIT_CORE": 0,
        }
