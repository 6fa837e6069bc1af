"""Limits validation, killed-reason classification and the shell allowlist parser (no bwrap)."""

from __future__ import annotations

import pytest

from agentschool.exceptions import ModelRetry, UserError
from agentschool.sandbox import SandboxLimits, SandboxResult
from agentschool.sandbox.result import classify
from agentschool.sandbox.shell_tool import command_names

LIMITS = SandboxLimits(cpu_seconds=2)


def test_limits_must_be_positive() -> None:
    with pytest.raises(UserError, match="tmp_inodes"):
        SandboxLimits(tmp_inodes=0)


def test_rlimits_cover_every_process_limit() -> None:
    limits = SandboxLimits(cpu_seconds=3, memory_bytes=1 << 28, max_processes=7)
    rlimits = limits.rlimits()
    assert rlimits["RLIMIT_CPU"] == 3
    assert rlimits["RLIMIT_AS"] == 1 << 28
    assert rlimits["RLIMIT_NPROC"] == 7
    assert {"RLIMIT_FSIZE", "RLIMIT_NOFILE"} <= rlimits.keys()


@pytest.mark.parametrize(
    ("exit_code", "stderr", "report", "reason"),
    [
        (0, "MemoryError", None, None),
        (152, "", {"cpu_seconds": 2.0}, "cpu"),
        (137, "", {"cpu_seconds": 3.0}, "cpu"),
        (137, "", {"cpu_seconds": 0.1}, None),
        (153, "", None, "file_size"),
        (1, "Traceback ...\nMemoryError\n", None, "memory"),
        (1, "OSError: [Errno 27] File too large\n", None, "file_size"),
        (1, "OSError: [Errno 24] Too many open files: 'x'\n", None, "open_files"),
        (1, "BlockingIOError: [Errno 11] Resource temporarily unavailable\n", None, "processes"),
        (1, "OSError: [Errno 28] No space left on device\n", {"inodes_full": True}, "inodes"),
        (1, "OSError: [Errno 28] No space left on device\n", {"disk_full": True}, "disk"),
        (1, "ValueError: nope\n", {"disk_full": False}, None),
        (1, "MemoryError raised earlier\nValueError: later\n", None, None),
    ],
)
def test_classify_names_the_limit(
    exit_code: int, stderr: str, report: dict[str, object] | None, reason: str | None
) -> None:
    assert classify(exit_code, stderr, report, LIMITS) == reason


def test_result_summary_and_ok() -> None:
    ok = SandboxResult(exit_code=0, stdout="1\n", stderr="")
    killed = SandboxResult(exit_code=1, stdout="", stderr="x", killed_reason="memory")
    assert ok.ok and not killed.ok
    assert ok.summary() == {"stdout": "1\n", "stderr": "", "exit_code": 0}
    assert killed.summary()["killed_reason"] == "memory"
    assert killed.to_dict()["timed_out"] is False


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("ls -la /tmp", ["ls"]),
        ("cat a | grep x && wc -l < f; echo done", ["cat", "grep", "wc", "echo"]),
        ("FOO=1 env", ["env"]),
        ("if true; then ls; fi", ["true", "ls"]),
        ("echo 'a; rm -rf /' > out.txt 2>&1", ["echo"]),
        ("a\nb", ["a", "b"]),
        ("(cd x && make) & wait", ["cd", "make", "wait"]),
    ],
)
def test_command_names(line: str, names: list[str]) -> None:
    assert command_names(line) == names


@pytest.mark.parametrize("line", ["echo $(id)", "echo `id`", "diff <(ls) x", "echo 'unclosed"])
def test_command_names_refuses_substitution_and_bad_quoting(line: str) -> None:
    with pytest.raises(ModelRetry):
        command_names(line)
