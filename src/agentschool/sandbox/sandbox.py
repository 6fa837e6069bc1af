"""`Sandbox`: run untrusted Python or a command under bubblewrap, seccomp and rlimits."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import os
import posixpath
import shutil
import signal
import tempfile
import time
import traceback
from collections.abc import Mapping, Sequence
from typing import Any

from agentschool import pyast
from agentschool.exceptions import UserError
from agentschool.sandbox import bwrap, scratch
from agentschool.sandbox.errors import SandboxUnavailable
from agentschool.sandbox.limits import SandboxLimits
from agentschool.sandbox.result import SandboxResult, classify
from agentschool.sandbox.seccomp import build_filter

__all__ = ["Sandbox"]

SCRIPT_NAME = "main.py"
"""Workspace file that holds the code given to `run_python`."""
_DEFAULT_LIMITS = SandboxLimits()
_CHUNK = 65536
_DRAIN_SECONDS = 5.0


@functools.cache
def _seccomp_program() -> bytes:
    return build_filter()


def _normalize_files(
    files: Mapping[str, str | bytes] | None, limits: SandboxLimits
) -> dict[str, bytes]:
    normalized: dict[str, bytes] = {}
    for name, content in (files or {}).items():
        clean = posixpath.normpath(name)
        if not name or posixpath.isabs(name) or clean == "." or clean.split("/")[0] == "..":
            raise UserError(f"sandbox file {name!r} must be a relative path inside the workspace")
        normalized[clean] = content.encode() if isinstance(content, str) else bytes(content)
    total = sum(len(data) for data in normalized.values())
    if total > limits.tmp_size_bytes // 2:
        raise UserError(
            f"sandbox files total {total} bytes; at most half of tmp_size_bytes "
            f"({limits.tmp_size_bytes // 2}) may be given"
        )
    return normalized


async def _read_capped(stream: asyncio.StreamReader | None, cap: int) -> str:
    """All of a stream, keeping the first `cap` bytes (the rest is drained and counted)."""
    if stream is None:
        return ""
    kept = bytearray()
    dropped = 0
    while chunk := await stream.read(_CHUNK):
        room = cap - len(kept)
        kept += chunk[:room]
        dropped += max(0, len(chunk) - room)
    text = kept.decode("utf-8", errors="replace")
    return text + (f"\n[output truncated: {dropped} bytes dropped]" if dropped else "")


def _read_report(fd: int) -> dict[str, Any] | None:
    """The launcher's one-line report (see `launcher.py`), or None when it sent none."""
    os.set_blocking(fd, False)
    data = b""
    with contextlib.suppress(BlockingIOError):
        while chunk := os.read(fd, _CHUNK):
            data += chunk
    fields = data.decode(errors="replace").split()
    if len(fields) != 4:
        return None
    try:
        return {
            "exit_code": int(fields[0]),
            "cpu_seconds": float(fields[1]),
            "disk_full": fields[2] == "1",
            "inodes_full": fields[3] == "1",
        }
    except ValueError:
        return None


def _run_parent() -> str:
    """Where run directories go: the temp dir, unless root's drop uid could not reach it."""
    parent = tempfile.gettempdir()
    if os.geteuid() != 0:
        return parent
    path = os.path.realpath(parent)
    while True:
        if not os.stat(path).st_mode & 0o001:  # not searchable by others: use /tmp
            return "/tmp"
        if path == "/":
            return parent
        path = os.path.dirname(path)


def _kill_group(pid: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pid, signal.SIGKILL)


class Sandbox:
    """Runs untrusted code in a bubblewrap sandbox; never runs anything unsandboxed.

    Every run gets fresh namespaces (no network), a seccomp filter, rlimits, a capped private
    tmpfs for `/tmp` and `/workspace`, and a wall-clock timeout that kills the whole sandbox.

    Example:
        ```python
        result = await Sandbox().run_python("print(6 * 7)")
        assert result.stdout.strip() == "42"
        ```
    """

    def __init__(self, limits: SandboxLimits = _DEFAULT_LIMITS) -> None:
        self.limits = limits

    async def run_python(
        self,
        code: str,
        files: Mapping[str, str | bytes] | None = None,
        timeout: float | None = None,  # noqa: ASYNC109 - the run's own limit, enforced by a kill
    ) -> SandboxResult:
        """Run Python source with the system interpreter, as `/workspace/main.py`.

        Code that does not parse is not run: the result carries the `SyntaxError` on stderr
        with exit status 1, exactly as the interpreter would report it.

        Args:
            code: The program.
            files: Extra workspace files (relative path → content); `main.py` is taken.
            timeout: Wall-clock seconds; `limits.timeout` when None.

        Raises:
            SandboxUnavailable: bubblewrap is missing or cannot create the sandbox.
            UserError: A file path is absolute, escapes the workspace, or is `main.py`.
        """
        try:
            pyast.parse(code, filename=SCRIPT_NAME)
        except (SyntaxError, ValueError) as exc:
            message = "".join(traceback.format_exception_only(exc))
            return SandboxResult(exit_code=1, stdout="", stderr=message)
        if files and SCRIPT_NAME in files:
            raise UserError(f"sandbox file {SCRIPT_NAME!r} is reserved for the code itself")
        all_files = {**(files or {}), SCRIPT_NAME: code}
        argv = [bwrap.SYSTEM_PYTHON, "-B", SCRIPT_NAME]
        return await self.run_command(argv, files=all_files, timeout=timeout)

    async def run_command(
        self,
        argv: Sequence[str],
        files: Mapping[str, str | bytes] | None = None,
        timeout: float | None = None,  # noqa: ASYNC109 - the run's own limit, enforced by a kill
    ) -> SandboxResult:
        """Run a command (looked up on the sandbox's PATH) in `/workspace`.

        Args:
            argv: Program and arguments, e.g. `["sh", "-c", "ls | wc -l"]`.
            files: Workspace files (relative path → content).
            timeout: Wall-clock seconds; `limits.timeout` when None.

        Raises:
            SandboxUnavailable: bubblewrap is missing or cannot create the sandbox.
            UserError: `argv` is empty or a file path is bad.
        """
        if not argv or not argv[0]:
            raise UserError("run_command needs a non-empty argv")
        normalized = _normalize_files(files, self.limits)
        program = bwrap.find_bwrap()
        run_dir = tempfile.mkdtemp(prefix="agentschool-sandbox-", dir=_run_parent())
        try:
            return await self._run(program, list(argv), normalized, run_dir, timeout)
        finally:
            shutil.rmtree(run_dir, ignore_errors=True)

    def run_python_sync(
        self,
        code: str,
        files: Mapping[str, str | bytes] | None = None,
        timeout: float | None = None,
    ) -> SandboxResult:
        """`run_python` for synchronous callers (not from inside a running event loop)."""
        return asyncio.run(self.run_python(code, files=files, timeout=timeout))

    def run_command_sync(
        self,
        argv: Sequence[str],
        files: Mapping[str, str | bytes] | None = None,
        timeout: float | None = None,
    ) -> SandboxResult:
        """`run_command` for synchronous callers (not from inside a running event loop)."""
        return asyncio.run(self.run_command(argv, files=files, timeout=timeout))

    def _scratch_spec(self, run_dir: str, files: dict[str, bytes]) -> scratch.ScratchSpec:
        uid, gid = scratch.pick_host_ids()
        if os.geteuid() == 0:
            os.chown(run_dir, uid, gid)  # the child drops to this uid before mounting on it
        return scratch.ScratchSpec(
            mountpoint=run_dir,
            size_bytes=self.limits.tmp_size_bytes,
            inodes=self.limits.tmp_inodes,
            files=files,
            etc=bwrap.ETC_FILES,
            host_uid=uid,
            host_gid=gid,
        )

    async def _run(
        self,
        program: str,
        argv: list[str],
        files: dict[str, bytes],
        run_dir: str,
        wall_seconds: float | None,
    ) -> SandboxResult:
        limits = self.limits
        spec = self._scratch_spec(run_dir, files)
        seccomp_r, seccomp_w = os.pipe()
        status_r, status_w = os.pipe()
        os.write(seccomp_w, _seccomp_program())
        os.close(seccomp_w)
        args = bwrap.bwrap_argv(
            program,
            scratch=run_dir,
            argv=argv,
            rlimits=limits.rlimits(),
            seccomp_fd=seccomp_r,
            status_fd=status_w,
        )
        started = time.perf_counter()
        try:
            with tempfile.TemporaryFile() as spec_file:  # read by the child that execs bwrap
                spec_file.write(scratch.encode_spec(spec))
                spec_file.seek(0)
                proc = await asyncio.create_subprocess_exec(
                    *scratch.setup_argv(spec_file.fileno(), args),
                    stdin=asyncio.subprocess.DEVNULL,
                    stdout=asyncio.subprocess.PIPE,
                    stderr=asyncio.subprocess.PIPE,
                    env={},
                    pass_fds=(seccomp_r, status_w, spec_file.fileno()),
                    start_new_session=True,
                )
        except OSError as exc:
            os.close(status_r)
            raise SandboxUnavailable(f"cannot start bubblewrap: {exc}") from exc
        finally:
            os.close(seccomp_r)
            os.close(status_w)
        try:
            return await self._supervise(proc, status_r, started, wall_seconds or limits.timeout)
        finally:
            if proc.returncode is None:
                _kill_group(proc.pid)
                await proc.wait()
            os.close(status_r)

    async def _supervise(
        self, proc: asyncio.subprocess.Process, status_fd: int, started: float, wall_seconds: float
    ) -> SandboxResult:
        cap = self.limits.output_bytes
        readers = [
            asyncio.ensure_future(_read_capped(proc.stdout, cap)),
            asyncio.ensure_future(_read_capped(proc.stderr, cap)),
        ]
        timed_out = False
        try:
            await asyncio.wait_for(proc.wait(), wall_seconds)
        except TimeoutError:
            timed_out = True
            _kill_group(proc.pid)
            await proc.wait()
        duration_ms = (time.perf_counter() - started) * 1000
        done, pending = await asyncio.wait(readers, timeout=_DRAIN_SECONDS)
        for task in pending:
            task.cancel()
        stdout, stderr = (task.result() if task in done else "" for task in readers)
        exit_code = proc.returncode if proc.returncode is not None else -signal.SIGKILL
        report = _read_report(status_fd)
        if report is None and not timed_out:
            _raise_if_setup_failed(exit_code, stderr)
        reason = "timeout" if timed_out else classify(exit_code, stderr, report, self.limits)
        return SandboxResult(
            exit_code=exit_code,
            stdout=stdout,
            stderr=stderr,
            timed_out=timed_out,
            killed_reason=reason,
            duration_ms=duration_ms,
        )


def _raise_if_setup_failed(exit_code: int, stderr: str) -> None:
    """The sandbox never started: bwrap or our namespace setup refused (nothing ran)."""
    text = stderr.strip()
    ours = exit_code == scratch.SETUP_FAILED_EXIT and text.startswith(scratch.SETUP_FAILED_PREFIX)
    if ours or text.startswith("bwrap: "):
        raise SandboxUnavailable(
            f"the sandbox could not be created: {text} "
            "(needs unprivileged user namespaces; see docs/sandbox.md)"
        )
