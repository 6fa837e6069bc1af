"""The bubblewrap command line of one run.

The sandbox sees: `/usr` read-only (and the `/bin`, `/lib*` links or binds of a merged-/usr host),
a handful of read-only `/etc` files, a fresh `/proc` and minimal `/dev`, and `/tmp`, `/workspace`
and `/dev/shm` on the run's capped tmpfs (see `scratch.py`); everything else is absent, the root
is read-only, and every namespace is new (no network: only a down loopback of its own).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Sequence
from pathlib import Path

from agentschool.sandbox import launcher
from agentschool.sandbox.errors import SandboxUnavailable

__all__ = [
    "ETC_FILES",
    "SANDBOX_GID",
    "SANDBOX_UID",
    "SYSTEM_PYTHON",
    "WORKSPACE",
    "bwrap_argv",
    "find_bwrap",
]

SANDBOX_UID = 1000
"""uid (and gid) the code runs as inside the sandbox, named `sandbox`.

Not 65534: host files whose owner is unmapped in the sandbox show as 65534 (`nobody`).
"""
SANDBOX_GID = 1000
SYSTEM_PYTHON = "/usr/bin/python3"
"""The interpreter used inside: the system one, never the caller's virtualenv."""
WORKSPACE = "/workspace"
"""The per-run writable working directory inside the sandbox."""

_LAUNCHER_SOURCE = Path(launcher.__file__).read_text(encoding="utf-8")
_ETC_FROM_HOST = (
    "ld.so.cache",
    "alternatives",
    "localtime",
    "python3",
    "python3.11",
    "ssl/openssl.cnf",
)
_TOP_LEVEL_LINKS = ("bin", "sbin", "lib", "lib32", "lib64", "libx32")
_PASSWD = (
    "root:x:0:0:root:/root:/usr/sbin/nologin\n"
    "nobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin\n"
    f"sandbox:x:{SANDBOX_UID}:{SANDBOX_GID}:sandbox:/tmp:/bin/sh\n"
)
_GROUP = f"root:x:0:\nnogroup:x:65534:\nsandbox:x:{SANDBOX_GID}:\n"
_HOSTS = "127.0.0.1 localhost sandbox\n::1 localhost\n"
ETC_FILES = {"passwd": _PASSWD.encode(), "group": _GROUP.encode(), "hosts": _HOSTS.encode()}
"""The synthetic `/etc` files every run gets (written to the run's tmpfs, bound read-only)."""
_ENV = {
    "PATH": "/usr/local/bin:/usr/bin:/bin",
    "HOME": "/tmp",
    "TMPDIR": "/tmp",
    "LANG": "C.UTF-8",
    "PYTHONDONTWRITEBYTECODE": "1",
}


def find_bwrap() -> str:
    """The path of the `bwrap` executable.

    Raises:
        SandboxUnavailable: When bubblewrap or the system python is not installed.
    """
    found = shutil.which("bwrap")
    if found is None:
        raise SandboxUnavailable(
            "bubblewrap is not installed (`apt-get install bubblewrap`); "
            "the sandbox never runs code unsandboxed (see docs/sandbox.md)"
        )
    if not os.access(SYSTEM_PYTHON, os.X_OK):
        raise SandboxUnavailable(f"the sandbox runs code with {SYSTEM_PYTHON}, which is missing")
    return found


def _root_filesystem() -> list[str]:
    args = ["--ro-bind", "/usr", "/usr"]
    for name in _TOP_LEVEL_LINKS:
        path = Path("/", name)
        if path.is_symlink():
            args += ["--symlink", os.readlink(path), str(path)]
        elif path.is_dir():
            args += ["--ro-bind", str(path), str(path)]
    for name in _ETC_FROM_HOST:
        args += ["--ro-bind-try", f"/etc/{name}", f"/etc/{name}"]
    return args


def bwrap_argv(
    bwrap: str,
    *,
    scratch: str,
    argv: Sequence[str],
    rlimits: dict[str, int],
    seccomp_fd: int,
    status_fd: int,
) -> list[str]:
    """The full command line: bwrap, its options, then the launcher running `argv`.

    Args:
        bwrap: Path of the bwrap executable.
        scratch: Host path of the run's tmpfs (holding `tmp`, `work`, `shm`).
        argv: The command to run inside (resolved on the sandbox's PATH).
        rlimits: `RLIMIT_*` name → value, applied by the launcher.
        seccomp_fd: Readable fd holding the BPF program.
        status_fd: Writable fd on which the launcher reports how the command ended.
    """
    args = [bwrap, "--unshare-all", "--unshare-user", "--disable-userns"]
    args += ["--uid", str(SANDBOX_UID), "--gid", str(SANDBOX_GID), "--hostname", "sandbox"]
    args += ["--die-with-parent", "--new-session", "--cap-drop", "ALL", "--clearenv"]
    for key, value in _ENV.items():
        args += ["--setenv", key, value]
    args += _root_filesystem()
    for name in ETC_FILES:
        args += ["--ro-bind", f"{scratch}/etc/{name}", f"/etc/{name}"]
    args += ["--proc", "/proc", "--dev", "/dev"]
    args += ["--bind", f"{scratch}/tmp", "/tmp", "--bind", f"{scratch}/work", WORKSPACE]
    args += ["--bind", f"{scratch}/shm", "/dev/shm", "--remount-ro", "/dev", "--remount-ro", "/"]
    args += ["--chdir", WORKSPACE, "--seccomp", str(seccomp_fd)]
    limits = ",".join(f"{name}={value}" for name, value in rlimits.items())
    args += ["--", SYSTEM_PYTHON, "-I", "-S", "-c", _LAUNCHER_SOURCE]
    args += [str(status_fd), "/tmp", limits, *argv]
    return args
