"""Issue 7 item 5: the escape corpus. Each payload tries to break out or exhaust a resource.

For containment payloads the test asserts both sides: the payload really ran and reported the
refusal it met (`BLOCKED <errno>` lines, never `ESCAPED`), and the host-side effect did not happen
(no connection accepted, no file written, the host sleeper alive). Exhaustion payloads must end
with `killed_reason` naming their limit. The benign payload proves the harness runs the sandbox.
"""

from __future__ import annotations

import platform
import secrets
import socket
import subprocess
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from agentschool.sandbox import Sandbox, SandboxResult
from agentschool.sandbox.seccomp import ARCHES

pytestmark = pytest.mark.sandbox

NR = ARCHES.get(platform.machine(), ARCHES["x86_64"]).numbers

PRELUDE = """\
import ctypes, errno, os, socket, sys
libc = ctypes.CDLL(None, use_errno=True)

def attempt(label, fn):
    try:
        result = fn()
    except OSError as exc:
        print("BLOCKED", label, exc.errno)
        return
    print("ESCAPED", label, result)

def raw(label, nr, *args):
    ctypes.set_errno(0)
    rc = libc.syscall(nr, *[ctypes.c_long(a) for a in args])
    if rc == -1:
        print("BLOCKED", label, ctypes.get_errno())
    else:
        print("ESCAPED", label, rc)

def call(label, fn, *args):
    ctypes.set_errno(0)
    rc = fn(*args)
    print(("BLOCKED" if rc == -1 else "ESCAPED"), label, ctypes.get_errno())
"""


@dataclass
class Host:
    """What the host side of the corpus sets up and watches."""

    secret_path: Path
    secret: str
    write_target: Path
    tcp_port: int
    abstract_name: str
    unix_path: Path
    sleeper: subprocess.Popen[bytes]
    marker_value: str
    accepted: list[str] = field(default_factory=list)


def _serve(sock: socket.socket, name: str, accepted: list[str]) -> None:
    while True:
        try:
            conn, _ = sock.accept()
        except OSError:
            return
        accepted.append(name)
        conn.close()


@pytest.fixture
def host(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Host]:
    secret = f"HOST-SECRET-{secrets.token_hex(8)}"
    secret_path = tmp_path / "secret.txt"
    secret_path.write_text(secret)
    marker_value = f"marker-{secrets.token_hex(8)}"
    monkeypatch.setenv("ESCAPE_CORPUS_MARKER", marker_value)
    tcp = socket.create_server(("127.0.0.1", 0))
    abstract = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    abstract_name = f"agentschool-escape-{secrets.token_hex(6)}"
    abstract.bind("\0" + abstract_name)
    abstract.listen()
    unix_path = tmp_path / "host.sock"
    unix = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    unix.bind(str(unix_path))
    unix.listen()
    sleeper = subprocess.Popen(["sleep", "60"])
    state = Host(
        secret_path=secret_path,
        secret=secret,
        write_target=tmp_path / "written-by-sandbox.txt",
        tcp_port=tcp.getsockname()[1],
        abstract_name=abstract_name,
        unix_path=unix_path,
        sleeper=sleeper,
        marker_value=marker_value,
    )
    threads = [
        threading.Thread(target=_serve, args=(s, n, state.accepted), daemon=True)
        for s, n in ((tcp, "tcp"), (abstract, "abstract"), (unix, "unix"))
    ]
    for thread in threads:
        thread.start()
    yield state
    for sock in (tcp, abstract, unix):
        sock.shutdown(socket.SHUT_RDWR)
        sock.close()
    for thread in threads:
        thread.join(timeout=5)
    sleeper.kill()
    sleeper.wait()


def _contained(result: SandboxResult, host: Host, blocked: int | list[str]) -> None:
    """The payload ran, met the expected refusals, escaped nowhere, and the host saw nothing.

    `blocked` is a count of refusals, or the exact `BLOCKED <label> <errno>` lines expected.
    """
    assert "ESCAPED" not in result.stdout, result
    if isinstance(blocked, int):
        assert result.stdout.count("BLOCKED") == blocked, result
    else:
        assert result.stdout.splitlines() == blocked, result
    assert host.secret not in result.stdout + result.stderr
    assert host.accepted == []
    assert not host.write_target.exists()
    assert host.sleeper.poll() is None


# (id, code built from the host state, BLOCKED count or exact lines); errno 1 (EPERM) is the
# seccomp filter's answer: without it ioctl(TIOCSTI) on /dev/null would say ENOTTY, ptrace succeed
CONTAINMENT: list[tuple[str, Callable[[Host], str], int | list[str]]] = [
    (
        "tcp_loopback_server",
        lambda h: (
            f"attempt('tcp', lambda: socket.create_connection(('127.0.0.1', {h.tcp_port}), 2))"
        ),
        1,
    ),
    (
        "abstract_unix_socket",
        lambda h: (
            "s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)\n"
            f"attempt('abstract', lambda: s.connect('\\0{h.abstract_name}'))"
        ),
        1,
    ),
    (
        "unix_socket_file",
        lambda h: (
            "s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)\n"
            f"attempt('unix', lambda: s.connect({str(h.unix_path)!r}))"
        ),
        1,
    ),
    (
        "dns_lookup",
        lambda h: "attempt('dns', lambda: socket.getaddrinfo('example.com', 80))",
        1,
    ),
    (
        "read_secret_by_path",
        lambda h: f"attempt('read', lambda: open({str(h.secret_path)!r}).read())",
        1,
    ),
    (
        "symlink_to_secret",
        lambda h: (
            f"os.symlink({str(h.secret_path)!r}, '/tmp/link')\n"
            "attempt('symlink', lambda: open('/tmp/link').read())"
        ),
        1,
    ),
    (
        "proc_1_root",
        lambda h: (
            f"attempt('proc1', lambda: open('/proc/1/root{h.secret_path}').read())\n"
            f"attempt('procself', lambda: open('/proc/self/root{h.secret_path}').read())"
        ),
        2,
    ),
    (
        "dotdot_traversal",
        lambda h: f"attempt('dotdot', lambda: open('/workspace/../../..{h.secret_path}').read())",
        1,
    ),
    (
        "host_write_by_path",
        lambda h: f"attempt('write', lambda: open({str(h.write_target)!r}, 'w').write('x'))",
        1,
    ),
    (
        "write_read_only_system",
        lambda h: "\n".join(
            f"attempt({p!r}, lambda: open({p!r}, 'w').write('x'))"
            for p in ("/usr/pwned", "/pwned", "/etc/passwd", "/dev/pwned")
        ),
        4,
    ),
    (
        "proc_sys_write",
        lambda h: "attempt('sysctl', lambda: open('/proc/sys/kernel/hostname', 'w').write('x'))",
        1,
    ),
    (
        "raw_devices",
        lambda h: "\n".join(
            f"attempt({p!r}, lambda: open({p!r}, 'rb').read(1))"
            for p in ("/dev/mem", "/dev/sda", "/dev/kmsg")
        ),
        3,
    ),
    (
        "ctypes_system",
        lambda h: (
            f"rc = libc.system(b'echo pwned > {h.write_target} 2>/dev/null')\n"
            "print('BLOCKED' if rc != 0 else 'ESCAPED', 'system', rc)"
        ),
        1,
    ),
    (
        "kill_host_pid",
        lambda h: f"attempt('kill', lambda: os.kill({h.sleeper.pid}, 9))",
        1,
    ),
    (
        "ptrace",
        lambda h: (
            "call('traceme', libc.ptrace, 0, 0, 0, 0)\ncall('attach', libc.ptrace, 16, 1, 0, 0)"
        ),
        ["BLOCKED traceme 1", "BLOCKED attach 1"],
    ),
    (
        "process_vm_readv",
        lambda h: f"raw('process_vm_readv', {NR['process_vm_readv']}, 1, 0, 0, 0, 0, 0)",
        ["BLOCKED process_vm_readv 1"],
    ),
    (
        "tiocsti",
        lambda h: (
            "import fcntl, termios\n"
            "attempt('tiocsti', lambda: fcntl.ioctl(0, termios.TIOCSTI, b'x'))\n"
            f"raw('tiocsti_high_bits', {NR['ioctl']}, 0, 0x100005412, 0)"
        ),
        ["BLOCKED tiocsti 1", "BLOCKED tiocsti_high_bits 1"],
    ),
    (
        "nested_user_namespace",
        lambda h: (
            "call('unshare_user', libc.unshare, 0x10000000)\n"
            "call('unshare_net', libc.unshare, 0x40000000)\n"
            f"raw('clone_newuser', {NR['clone']}, 0x10000000 | 17, 0, 0, 0, 0)"
        ),
        ["BLOCKED unshare_user 1", "BLOCKED unshare_net 1", "BLOCKED clone_newuser 1"],
    ),
    (
        "setns",
        lambda h: (
            f"fd = os.open('/proc/self/ns/net', os.O_RDONLY)\nraw('setns', {NR['setns']}, fd, 0)"
        ),
        ["BLOCKED setns 1"],
    ),
    (
        "mount",
        lambda h: (
            "call('mount', libc.mount, b'none', b'/tmp', b'tmpfs', 0, None)\n"
            f"raw('fsopen', {NR['fsopen']}, 0, 0)\n"
            f"raw('open_tree', {NR['open_tree']}, -100, 0, 0)\n"
            "attempt('chroot', lambda: os.chroot('/tmp'))"
        ),
        ["BLOCKED mount 1", "BLOCKED fsopen 1", "BLOCKED open_tree 1", "BLOCKED chroot 1"],
    ),
    (
        "keyctl",
        lambda h: (
            f"raw('keyctl', {NR['keyctl']}, 0, -3, 0)\n"
            f"raw('add_key', {NR['add_key']}, 0, 0, 0, 0, -3)\n"
            f"raw('request_key', {NR['request_key']}, 0, 0, 0, 0)"
        ),
        ["BLOCKED keyctl 1", "BLOCKED add_key 1", "BLOCKED request_key 1"],
    ),
    ("bpf", lambda h: f"raw('bpf', {NR['bpf']}, 0, 0, 0)", ["BLOCKED bpf 1"]),
    (
        "userfaultfd",
        lambda h: f"raw('userfaultfd', {NR['userfaultfd']}, 0)",
        ["BLOCKED userfaultfd 1"],
    ),
    (
        "perf_event_open",
        lambda h: f"raw('perf', {NR['perf_event_open']}, 0, 0, -1, -1, 0)",
        ["BLOCKED perf 1"],
    ),
    (
        "io_uring",
        lambda h: f"raw('io_uring_setup', {NR['io_uring_setup']}, 8, 0)",
        ["BLOCKED io_uring_setup 1"],
    ),
    (
        "open_by_handle_at",
        lambda h: f"raw('open_by_handle_at', {NR['open_by_handle_at']}, -100, 0, 0)",
        ["BLOCKED open_by_handle_at 1"],
    ),
]


@pytest.mark.parametrize(
    ("payload", "blocked"),
    [pytest.param(build, n, id=name) for name, build, n in CONTAINMENT],
)
async def test_payload_is_contained(
    sandbox: Sandbox, host: Host, payload: Callable[[Host], str], blocked: int | list[str]
) -> None:
    result = await sandbox.run_python(PRELUDE + payload(host))
    assert result.exit_code == 0, result
    _contained(result, host, blocked)


async def test_benign_payload_runs_inside_the_sandbox(sandbox: Sandbox, host: Host) -> None:
    code = (
        "import os\n"
        "status = open('/proc/self/status').read()\n"
        "print(sum(range(10)), os.getuid(), os.getcwd(), os.getpid() < 10)\n"
        "print([line for line in status.splitlines() if line.startswith(('Seccomp:', 'CapEff:'))])"
    )
    result = await sandbox.run_python(code)
    assert result.ok, result
    first, second = result.stdout.splitlines()
    assert first == "45 1000 /workspace True"  # pid namespace: the payload is one of few pids
    assert second == "['CapEff:\\t0000000000000000', 'Seccomp:\\t2']"


async def test_environment_is_empty_of_host_variables(sandbox: Sandbox, host: Host) -> None:
    code = PRELUDE + (
        "env = dict(os.environ)\n"
        "blobs = [open('/proc/self/environ', 'rb').read()]\n"
        "for pid in [p for p in os.listdir('/proc') if p.isdigit()]:\n"
        "    try:\n"
        "        blobs.append(open(f'/proc/{pid}/environ', 'rb').read())\n"
        "    except OSError:\n"
        "        pass\n"
        "print(sorted(env), len(blobs) >= 2)\n"
        f"print('ESCAPED' if any(b'{host.marker_value}' in b for b in blobs) else 'clean')"
    )
    result = await sandbox.run_python(code)
    assert result.ok, result
    assert host.marker_value not in result.stdout
    names_line, verdict = result.stdout.splitlines()
    assert verdict == "clean"
    assert "ESCAPE_CORPUS_MARKER" not in names_line
    names = "['HOME', 'LANG', 'PATH', 'PWD', 'PYTHONDONTWRITEBYTECODE', 'TMPDIR']"
    assert names_line == names + " True"


async def test_only_a_loopback_interface_exists(sandbox: Sandbox, host: Host) -> None:
    result = await sandbox.run_python("import socket; print(socket.if_nameindex())")
    assert result.stdout.strip() == "[(1, 'lo')]"


async def test_kill_every_process_reaches_only_the_sandbox(sandbox: Sandbox, host: Host) -> None:
    result = await sandbox.run_python(
        "import os, signal; os.kill(-1, signal.SIGKILL); print('alive')"
    )
    assert host.sleeper.poll() is None
    assert result.exit_code != 0 or result.stdout == "alive\n"


async def test_nested_namespace_tools_fail(sandbox: Sandbox, host: Host) -> None:
    result = await sandbox.run_command(["unshare", "--user", "--map-root-user", "id"])
    assert result.exit_code != 0
    assert "uid=0" not in result.stdout
    assert "Operation not permitted" in result.stderr


FILL = "i = 0\nwhile True:\n    open(f'{dir}/f{{i}}', 'wb').write(b'x' * 512 * 1024)\n    i += 1"
EXHAUSTION: list[tuple[str, str, str]] = [
    ("fork_bomb", "import os, time\nwhile True:\n    os.fork() or time.sleep(30)", "processes"),
    ("memory_bomb", "b = []\nwhile True:\n    b.append(bytearray(16 * 1024 * 1024))", "memory"),
    ("memory_single_allocation", "x = bytearray(8 * 1024 ** 3)", "memory"),
    ("cpu_spin", "while True:\n    pass", "cpu"),
    ("disk_fill", FILL.format(dir="/tmp"), "disk"),
    ("shm_fill", FILL.format(dir="/dev/shm"), "disk"),
    ("inode_exhaustion", "i = 0\nwhile True:\n    open(f'{i}', 'w').close()\n    i += 1", "inodes"),
    ("fd_exhaustion", "fds = []\nwhile True:\n    fds.append(open('/dev/null'))", "open_files"),
    ("file_size", "open('/tmp/big', 'wb').write(b'x' * 4 * 1024 * 1024)", "file_size"),
    ("wall_clock", "import time\ntime.sleep(60)", "timeout"),
]


@pytest.mark.parametrize(
    ("code", "reason"), [pytest.param(c, r, id=name) for name, c, r in EXHAUSTION]
)
async def test_exhaustion_ends_within_its_limit(
    sandbox: Sandbox, host: Host, code: str, reason: str
) -> None:
    result = await sandbox.run_python(code, timeout=3 if reason == "timeout" else 20)
    assert result.killed_reason == reason, result
    assert result.exit_code != 0
    assert result.timed_out is (reason == "timeout")
    assert host.sleeper.poll() is None


async def test_fork_bomb_that_ignores_errors_is_ended_by_a_limit(
    sandbox: Sandbox, host: Host
) -> None:
    code = "import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass"
    result = await sandbox.run_python(code, timeout=1.5)
    assert result.killed_reason in ("timeout", "cpu"), result
    assert host.sleeper.poll() is None
