"""The run's private, capped tmpfs, mounted in the child before it becomes `bwrap`.

bubblewrap can cap a tmpfs's size (`--size`) but not its inode count, so the child first enters a
user and mount namespace of its own, mounts one tmpfs with `size=` *and* `nr_inodes=` on the run's
(empty) host directory, and fills it with the input files. bwrap then binds its `tmp`, `work` and
`shm` directories as `/tmp`, `/workspace` and `/dev/shm`. The mount exists only in that private
namespace: the host sees an empty directory, and the kernel frees everything when the run ends.

When the caller is root, the child first drops to a one-off unprivileged uid (so RLIMIT_NPROC is
enforced, which the kernel skips for uid 0, and the sandbox owns no host file), then takes the
same unprivileged user-namespace path a normal user takes.

The child is this module run as a script by a fresh interpreter (`-I -S`, standard library only),
which reads the spec from an inherited file, sets up, and execs bwrap. It is not a `preexec_fn`:
CPython runs every `os.register_at_fork` child handler before a `preexec_fn`, and some start a
thread there (OpenTelemetry's batch span processor restarts its worker): a child with two
threads cannot enter a user namespace (`unshare`: EINVAL), so the sandbox failed in any process
that had tracing set up, or in a test run after one that had.
"""

from __future__ import annotations

import base64
import ctypes
import dataclasses
import json
import os
import secrets
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

__all__ = [
    "SETUP_FAILED_EXIT",
    "SETUP_FAILED_PREFIX",
    "ScratchSpec",
    "encode_spec",
    "pick_host_ids",
    "setup_argv",
]

SETUP_FAILED_PREFIX = "agentschool-sandbox: setup failed: "
"""First words on stderr when the namespace or tmpfs setup failed in the child."""
SETUP_FAILED_EXIT = 125
"""Exit status of a child whose setup failed."""

_CLONE_NEWNS = 0x00020000
_CLONE_NEWUSER = 0x10000000
_MS_NOSUID = 2
_MS_NODEV = 4
_MS_REC = 16384
_MS_PRIVATE = 1 << 18
_PR_SET_DUMPABLE = 4
# a uid range no distribution hands out, one fresh uid per run when the caller is root
_ROOT_DROP_BASE = 1_900_000_000
_ROOT_DROP_SPAN = 100_000_000

_libc = ctypes.CDLL(None, use_errno=True)
_libc.mount.argtypes = [ctypes.c_char_p] * 3 + [ctypes.c_ulong, ctypes.c_char_p]
_libc.unshare.argtypes = [ctypes.c_int]
_libc.prctl.argtypes = [ctypes.c_int] + [ctypes.c_ulong] * 4


@dataclass(frozen=True, slots=True)
class ScratchSpec:
    """What the child sets up before it execs bwrap."""

    mountpoint: str
    """The run's empty host directory the tmpfs is mounted on."""
    size_bytes: int
    """tmpfs `size=`."""
    inodes: int
    """tmpfs `nr_inodes=`."""
    files: Mapping[str, bytes]
    """Workspace files by relative path."""
    etc: Mapping[str, bytes]
    """Files for the sandbox's `/etc`, by name."""
    host_uid: int
    """uid the child runs as (a fresh one when the caller is root)."""
    host_gid: int
    """gid the child runs as."""


def pick_host_ids() -> tuple[int, int]:
    """The host uid/gid a run uses: the caller's, or a fresh unprivileged pair for root."""
    if os.geteuid() != 0:
        return os.getuid(), os.getgid()
    uid = _ROOT_DROP_BASE + secrets.randbelow(_ROOT_DROP_SPAN)
    return uid, uid


def _check(result: int, what: str) -> None:
    if result != 0:
        err = ctypes.get_errno()
        raise OSError(err, f"{what}: {os.strerror(err)}")


def _write(path: str, data: bytes) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        os.write(fd, data)
    finally:
        os.close(fd)


def _enter_namespaces(spec: ScratchSpec) -> None:
    if os.geteuid() == 0:
        os.setgroups([])
        os.setresgid(spec.host_gid, spec.host_gid, spec.host_gid)
        os.setresuid(spec.host_uid, spec.host_uid, spec.host_uid)
        # changing uid clears "dumpable", which would make /proc/self/uid_map unwritable
        _check(_libc.prctl(_PR_SET_DUMPABLE, 1, 0, 0, 0), "prctl(PR_SET_DUMPABLE)")
    uid, gid = os.getuid(), os.getgid()
    _check(_libc.unshare(_CLONE_NEWUSER | _CLONE_NEWNS), "unshare(user+mount namespace)")
    _write("/proc/self/setgroups", b"deny")
    _write("/proc/self/uid_map", f"0 {uid} 1".encode())
    _write("/proc/self/gid_map", f"0 {gid} 1".encode())
    _check(_libc.mount(b"none", b"/", None, _MS_REC | _MS_PRIVATE, None), "make mounts private")


def _populate(spec: ScratchSpec) -> None:
    options = f"size={spec.size_bytes},nr_inodes={spec.inodes},mode=0755"
    _check(
        _libc.mount(
            b"tmpfs", spec.mountpoint.encode(), b"tmpfs", _MS_NOSUID | _MS_NODEV, options.encode()
        ),
        "mount tmpfs",
    )
    for name in ("tmp", "work", "shm", "etc"):
        os.mkdir(os.path.join(spec.mountpoint, name))
        os.chmod(os.path.join(spec.mountpoint, name), 0o1777 if name in ("tmp", "shm") else 0o755)
    for name, data in spec.etc.items():
        _write(os.path.join(spec.mountpoint, "etc", name), data)
    work = os.path.join(spec.mountpoint, "work")
    for relative, data in spec.files.items():
        target = os.path.join(work, relative)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        _write(target, data)


def encode_spec(spec: ScratchSpec) -> bytes:
    """The spec as the child reads it (JSON; file contents in base64)."""
    fields = dataclasses.asdict(spec)
    for key in ("files", "etc"):
        fields[key] = {n: base64.b64encode(d).decode() for n, d in fields[key].items()}
    return json.dumps(fields).encode()


def _decode_spec(data: bytes) -> ScratchSpec:
    fields = json.loads(data)
    for key in ("files", "etc"):
        fields[key] = {n: base64.b64decode(d) for n, d in fields[key].items()}
    return ScratchSpec(**fields)


def setup_argv(spec_fd: int, then: Sequence[str]) -> list[str]:
    """The child's command line: set up from the spec in `spec_fd`, then exec `then` (bwrap).

    Args:
        spec_fd: An inherited file descriptor holding `encode_spec(spec)`, read from its offset.
        then: The command to exec once the namespaces and the tmpfs are set up.
    """
    return [sys.executable, "-I", "-S", "-B", os.path.abspath(__file__), str(spec_fd), *then]


def _main(argv: list[str]) -> None:  # pragma: no cover - runs in the child
    """Set up from the spec, then become the command; or exit with a clear message."""
    try:
        with os.fdopen(int(argv[1]), "rb") as spec_file:
            spec = _decode_spec(spec_file.read())
        _enter_namespaces(spec)
        _populate(spec)
        os.execv(argv[2], argv[2:])
    except Exception as exc:  # anything: the child must exit, not run bwrap half set up
        os.write(2, f"{SETUP_FAILED_PREFIX}{type(exc).__name__}: {exc}\n".encode())
        os._exit(SETUP_FAILED_EXIT)


if __name__ == "__main__":
    _main(sys.argv)
