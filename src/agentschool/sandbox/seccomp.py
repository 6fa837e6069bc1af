"""A seccomp-BPF filter, built in pure Python, that bubblewrap loads with `--seccomp FD`.

Generating the classic-BPF program ourselves (instead of linking libseccomp) keeps the sandbox free
of native dependencies; `tests/sandbox/test_seccomp.py` checks the syscall numbers against
libseccomp's tables when Debian's `python3-seccomp` is installed.

The filter allows everything except:

- syscalls that escape or weaken isolation: ptrace and process_vm_*, the mount family (old and new
  API), unshare/setns, keyctl/add_key/request_key, bpf, userfaultfd, perf_event_open, io_uring_*,
  open_by_handle_at, kernel modules, kexec, reboot, swap, clock setting, ... → `EPERM`;
- `ioctl(fd, TIOCSTI, ...)` (typing into the terminal of the caller) → `EPERM`; only the low 32 bits
  of the request are compared, as the kernel itself truncates it to an `unsigned int`;
- `clone` with any namespace flag → `EPERM`; `clone3` → `ENOSYS` (its flags live in memory a
  filter cannot read, and libc falls back to `clone` on `ENOSYS`);
- any other architecture (e.g. i386 `int 0x80` on x86-64) or the x32 ABI → the process is killed.
"""

from __future__ import annotations

import errno
import platform
import struct
from dataclasses import dataclass

from agentschool.sandbox.errors import SandboxUnavailable

__all__ = ["DENIED_SYSCALLS", "SeccompArch", "build_filter", "host_arch"]

DENIED_SYSCALLS: tuple[str, ...] = (
    "ptrace", "process_vm_readv", "process_vm_writev", "kcmp", "pidfd_getfd",
    "mount", "umount2", "pivot_root", "chroot", "fsopen", "fsconfig", "fsmount", "fspick",
    "move_mount", "open_tree", "mount_setattr", "unshare", "setns",
    "keyctl", "add_key", "request_key", "bpf", "userfaultfd", "perf_event_open",
    "io_uring_setup", "io_uring_enter", "io_uring_register",
    "open_by_handle_at", "name_to_handle_at", "lookup_dcookie",
    "kexec_load", "kexec_file_load", "init_module", "finit_module", "delete_module",
    "reboot", "swapon", "swapoff", "acct", "quotactl", "quotactl_fd", "syslog", "vhangup",
    "settimeofday", "clock_settime", "clock_adjtime", "adjtimex", "iopl", "ioperm", "uselib",
)  # fmt: skip
"""Syscalls refused with `EPERM` (those missing on an architecture are skipped)."""

# CLONE_NEWNS | NEWCGROUP | NEWUTS | NEWIPC | NEWUSER | NEWPID | NEWNET
_CLONE_NAMESPACE_FLAGS = 0x00020000 | 0x02000000 | 0x04000000 | 0x08000000
_CLONE_NAMESPACE_FLAGS |= 0x10000000 | 0x20000000 | 0x40000000
_TIOCSTI = 0x5412

# seccomp return values and classic-BPF opcodes (linux/seccomp.h, linux/filter.h)
_RET_KILL_PROCESS = 0x80000000
_RET_ERRNO = 0x00050000
_RET_ALLOW = 0x7FFF0000
_LD_W_ABS = 0x20  # BPF_LD | BPF_W | BPF_ABS
_JEQ_K = 0x15  # BPF_JMP | BPF_JEQ | BPF_K
_JGE_K = 0x35  # BPF_JMP | BPF_JGE | BPF_K
_JSET_K = 0x45  # BPF_JMP | BPF_JSET | BPF_K
_RET_K = 0x06  # BPF_RET | BPF_K
# offsets in struct seccomp_data: nr, arch, instruction_pointer, args[6] (little-endian low words)
_OFF_NR = 0
_OFF_ARCH = 4
_OFF_ARG0_LOW = 16
_OFF_ARG1_LOW = 24


@dataclass(frozen=True, slots=True)
class SeccompArch:
    """The syscall table of one architecture, as far as the filter needs it."""

    name: str
    """`platform.machine()` spelling (x86_64, aarch64)."""
    audit_arch: int
    """`AUDIT_ARCH_*` value the kernel reports in `seccomp_data.arch`."""
    numbers: dict[str, int]
    """Syscall numbers by name."""
    x32_bit: int | None = None
    """Syscall numbers at or above this belong to the x32 ABI (x86-64 only)."""


_X86_64 = SeccompArch(
    name="x86_64",
    audit_arch=0xC000003E,
    x32_bit=0x40000000,
    numbers={
        "ptrace": 101, "process_vm_readv": 310, "process_vm_writev": 311, "kcmp": 312,
        "pidfd_getfd": 438, "mount": 165, "umount2": 166, "pivot_root": 155, "chroot": 161,
        "fsopen": 430, "fsconfig": 431, "fsmount": 432, "fspick": 433, "move_mount": 429,
        "open_tree": 428, "mount_setattr": 442, "unshare": 272, "setns": 308, "keyctl": 250,
        "add_key": 248, "request_key": 249, "bpf": 321, "userfaultfd": 323,
        "perf_event_open": 298, "io_uring_setup": 425, "io_uring_enter": 426,
        "io_uring_register": 427, "open_by_handle_at": 304, "name_to_handle_at": 303,
        "lookup_dcookie": 212, "kexec_load": 246, "kexec_file_load": 320, "init_module": 175,
        "finit_module": 313, "delete_module": 176, "reboot": 169, "swapon": 167, "swapoff": 168,
        "acct": 163, "quotactl": 179, "quotactl_fd": 443, "syslog": 103, "vhangup": 153,
        "settimeofday": 164, "clock_settime": 227, "clock_adjtime": 305, "adjtimex": 159,
        "iopl": 172, "ioperm": 173, "uselib": 134, "ioctl": 16, "clone": 56, "clone3": 435,
    },
)  # fmt: skip

_AARCH64 = SeccompArch(
    name="aarch64",
    audit_arch=0xC00000B7,
    numbers={
        "ptrace": 117, "process_vm_readv": 270, "process_vm_writev": 271, "kcmp": 272,
        "pidfd_getfd": 438, "mount": 40, "umount2": 39, "pivot_root": 41, "chroot": 51,
        "fsopen": 430, "fsconfig": 431, "fsmount": 432, "fspick": 433, "move_mount": 429,
        "open_tree": 428, "mount_setattr": 442, "unshare": 97, "setns": 268, "keyctl": 219,
        "add_key": 217, "request_key": 218, "bpf": 280, "userfaultfd": 282,
        "perf_event_open": 241, "io_uring_setup": 425, "io_uring_enter": 426,
        "io_uring_register": 427, "open_by_handle_at": 265, "name_to_handle_at": 264,
        "lookup_dcookie": 18, "kexec_load": 104, "kexec_file_load": 294, "init_module": 105,
        "finit_module": 273, "delete_module": 106, "reboot": 142, "swapon": 224, "swapoff": 225,
        "acct": 89, "quotactl": 60, "quotactl_fd": 443, "syslog": 116, "vhangup": 58,
        "settimeofday": 170, "clock_settime": 112, "clock_adjtime": 266, "adjtimex": 171,
        "ioctl": 29, "clone": 220, "clone3": 435,
    },
)  # fmt: skip

ARCHES = {arch.name: arch for arch in (_X86_64, _AARCH64)}


def host_arch() -> SeccompArch:
    """The syscall table of this machine.

    Raises:
        SandboxUnavailable: On an architecture the filter does not know.
    """
    machine = platform.machine()
    try:
        return ARCHES[machine]
    except KeyError:
        known = ", ".join(sorted(ARCHES))
        raise SandboxUnavailable(
            f"no seccomp filter for architecture {machine!r} (supported: {known})"
        ) from None


def _stmt(code: int, k: int) -> bytes:
    return struct.pack("=HBBI", code, 0, 0, k)


def _jump(code: int, k: int, jt: int, jf: int) -> bytes:
    return struct.pack("=HBBI", code, jt, jf, k)


def build_filter(arch: SeccompArch | None = None) -> bytes:
    """The filter as a `struct sock_filter[]` byte string, ready for `bwrap --seccomp FD`.

    Args:
        arch: The syscall table to use; the host's when None.
    """
    arch = arch or host_arch()
    nums = arch.numbers
    eperm = _RET_ERRNO | errno.EPERM
    prog = [
        _stmt(_LD_W_ABS, _OFF_ARCH),
        _jump(_JEQ_K, arch.audit_arch, 1, 0),
        _stmt(_RET_K, _RET_KILL_PROCESS),
        _stmt(_LD_W_ABS, _OFF_NR),
    ]
    if arch.x32_bit is not None:
        prog += [_jump(_JGE_K, arch.x32_bit, 0, 1), _stmt(_RET_K, _RET_KILL_PROCESS)]
    for name in DENIED_SYSCALLS:
        if name in nums:
            prog += [_jump(_JEQ_K, nums[name], 0, 1), _stmt(_RET_K, eperm)]
    prog += [
        _jump(_JEQ_K, nums["clone3"], 0, 1),
        _stmt(_RET_K, _RET_ERRNO | errno.ENOSYS),
        # ioctl: refuse TIOCSTI, allow every other request
        _jump(_JEQ_K, nums["ioctl"], 0, 4),
        _stmt(_LD_W_ABS, _OFF_ARG1_LOW),
        _jump(_JEQ_K, _TIOCSTI, 0, 1),
        _stmt(_RET_K, eperm),
        _stmt(_RET_K, _RET_ALLOW),
        # clone: refuse new namespaces (the accumulator still holds the syscall number)
        _jump(_JEQ_K, nums["clone"], 0, 4),
        _stmt(_LD_W_ABS, _OFF_ARG0_LOW),
        _jump(_JSET_K, _CLONE_NAMESPACE_FLAGS, 0, 1),
        _stmt(_RET_K, eperm),
        _stmt(_RET_K, _RET_ALLOW),
        _stmt(_RET_K, _RET_ALLOW),
    ]
    return b"".join(prog)
