"""The seccomp program, run through a small classic-BPF interpreter, and its syscall tables."""

from __future__ import annotations

import errno
import json
import os
import struct
import subprocess

import pytest

from agentschool.sandbox.seccomp import ARCHES, DENIED_SYSCALLS, SeccompArch, build_filter

ALLOW = 0x7FFF0000
KILL = 0x80000000


def errno_ret(code: int) -> int:
    return 0x00050000 | code


def run_bpf(program: bytes, nr: int, arch: int, args: tuple[int, ...] = ()) -> int:
    """Evaluate a seccomp classic-BPF program on one `seccomp_data` (the ops our builder emits)."""
    full_args = (*args, *([0] * (6 - len(args))))
    data = struct.pack("=iIQ6Q", nr, arch, 0, *full_args)
    insns = [struct.unpack("=HBBI", program[i : i + 8]) for i in range(0, len(program), 8)]
    acc, pc = 0, 0
    while True:
        code, jt, jf, k = insns[pc]
        if code == 0x20:  # ld [k]
            acc = struct.unpack_from("=I", data, k)[0]
            pc += 1
        elif code in (0x15, 0x35, 0x45):  # jeq, jge, jset
            taken = {0x15: acc == k, 0x35: acc >= k, 0x45: bool(acc & k)}[code]
            pc += 1 + (jt if taken else jf)
        elif code == 0x06:  # ret k
            return k
        else:
            raise AssertionError(f"unexpected opcode {code:#x}")


@pytest.mark.parametrize("arch", list(ARCHES.values()), ids=list(ARCHES))
def test_denied_syscalls_get_eperm_and_others_pass(arch: SeccompArch) -> None:
    program = build_filter(arch)
    for name in DENIED_SYSCALLS:
        if name in arch.numbers:
            assert run_bpf(program, arch.numbers[name], arch.audit_arch) == errno_ret(errno.EPERM)
    for harmless in (0, 1, 3, 60, 63):  # read/write/close/... never in the denied set
        if harmless not in {arch.numbers[n] for n in DENIED_SYSCALLS if n in arch.numbers}:
            assert run_bpf(program, harmless, arch.audit_arch) == ALLOW


@pytest.mark.parametrize("arch", list(ARCHES.values()), ids=list(ARCHES))
def test_ioctl_tiocsti_is_refused_even_with_high_bits(arch: SeccompArch) -> None:
    program = build_filter(arch)
    ioctl = arch.numbers["ioctl"]
    assert run_bpf(program, ioctl, arch.audit_arch, (0, 0x5412)) == errno_ret(errno.EPERM)
    assert run_bpf(program, ioctl, arch.audit_arch, (0, 0x1_0000_5412)) == errno_ret(errno.EPERM)
    assert run_bpf(program, ioctl, arch.audit_arch, (0, 0x5401)) == ALLOW  # TCGETS


@pytest.mark.parametrize("arch", list(ARCHES.values()), ids=list(ARCHES))
def test_clone_with_namespace_flags_is_refused_and_clone3_falls_back(arch: SeccompArch) -> None:
    program = build_filter(arch)
    clone = arch.numbers["clone"]
    assert run_bpf(program, clone, arch.audit_arch, (0x10000000 | 17,)) == errno_ret(errno.EPERM)
    assert run_bpf(program, clone, arch.audit_arch, (0x40000000 | 17,)) == errno_ret(errno.EPERM)
    assert run_bpf(program, clone, arch.audit_arch, (0x01200011,)) == ALLOW  # glibc fork()
    assert run_bpf(program, arch.numbers["clone3"], arch.audit_arch) == errno_ret(errno.ENOSYS)


def test_foreign_architecture_and_x32_are_killed() -> None:
    x86 = ARCHES["x86_64"]
    program = build_filter(x86)
    assert run_bpf(program, 1, 0x40000003) == KILL  # i386 via int 0x80
    assert run_bpf(program, 0x40000000 | 1, x86.audit_arch) == KILL  # x32 ABI


def _libseccomp_numbers(arch: str, names: list[str]) -> dict[str, int] | None:
    script = (
        "import json, sys, seccomp\n"
        "arch = getattr(seccomp.Arch, sys.argv[1])\n"
        "print(json.dumps({n: seccomp.resolve_syscall(arch, n) for n in sys.argv[2:]}))\n"
    )
    if not os.access("/usr/bin/python3", os.X_OK):
        return None
    done = subprocess.run(
        ["/usr/bin/python3", "-c", script, arch.upper(), *names],
        capture_output=True,
        text=True,
        check=False,
    )
    return json.loads(done.stdout) if done.returncode == 0 else None


@pytest.mark.parametrize("arch", list(ARCHES))
def test_syscall_numbers_match_libseccomp(arch: str) -> None:
    table = ARCHES[arch].numbers
    expected = _libseccomp_numbers(arch, sorted(table))
    if expected is None:
        pytest.skip("Debian's python3-seccomp is not installed")
    assert table == expected
