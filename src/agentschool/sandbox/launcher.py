"""The tiny launcher that runs first inside the sandbox (as `python3 -I -S -c <this file>`).

It applies the rlimits (inside the run's user namespace, so RLIMIT_NPROC counts this run's
processes only), runs the target as a child, and reports how the child ended on a status pipe the
host reads: exit code or signal, CPU seconds used, and whether the tmpfs ran out of blocks or
inodes. The host turns that report into `SandboxResult.killed_reason`.

Command line: `STATUS_FD TMP_DIR RLIMIT_X=N,RLIMIT_Y=M,... ARGV...`. The report is one line,
`EXIT_CODE CPU_SECONDS DISK_FULL INODES_FULL` (exit code negative for a signal; flags 0/1). No
`json` here on purpose: importing it (and `re`) costs tens of milliseconds per run.

The host never runs this module itself; it passes the file's text to the sandbox's python. It uses
only the standard library of the system Python.
"""

from __future__ import annotations

import os
import resource
import sys

__all__ = ["main"]


def _tmp_full(path: str) -> tuple[bool, bool]:
    try:
        stat = os.statvfs(path)
    except OSError:
        return False, False
    # a tmpfs reports f_bavail == 0 when its size is used up, f_favail == 0 for nr_inodes
    return stat.f_bavail == 0, stat.f_favail == 0


def main(args: list[str]) -> int:
    """Apply the limits, run the target, report on the status fd; return the exit code."""
    status_fd, tmp, limits, argv = int(args[0]), args[1], args[2], args[3:]
    os.set_inheritable(status_fd, False)
    for item in limits.split(","):
        name, value = item.split("=")
        soft = int(value)
        # one extra CPU second between SIGXCPU (soft) and SIGKILL (hard)
        hard = soft + 1 if name == "RLIMIT_CPU" else soft
        resource.setrlimit(getattr(resource, name), (soft, hard))
    pid = os.fork()
    if pid == 0:  # pragma: no cover - replaced by exec
        try:
            os.execvp(argv[0], argv)
        except OSError as exc:
            os.write(2, f"{argv[0]}: {exc.strerror}\n".encode())
        os._exit(127)
    _, status, usage = os.wait4(pid, 0)
    code = os.waitstatus_to_exitcode(status)
    disk_full, inodes_full = _tmp_full(tmp)
    cpu = usage.ru_utime + usage.ru_stime
    os.write(status_fd, f"{code} {cpu:.3f} {int(disk_full)} {int(inodes_full)}\n".encode())
    os.close(status_fd)
    return 128 - code if code < 0 else code


if __name__ == "__main__":  # pragma: no cover - runs inside the sandbox
    sys.exit(main(sys.argv[1:]))
