"""`Runner`: how one language's code and tests are checked and run in the sandbox.

A runner knows its toolchain (and whether the sandbox has it), the file conventions the model
is told to follow, a cheap syntax check, and the test command. Every program runs inside
`agentschool.sandbox`; nothing the model wrote ever runs on the host.
"""

from __future__ import annotations

import dataclasses
import posixpath
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from agentschool.sandbox import Sandbox, SandboxLimits, SandboxResult

__all__ = [
    "OUTPUT_LIMIT",
    "SYNTAX_EXIT",
    "Outcome",
    "Runner",
    "TestRun",
    "Toolchain",
    "bad_paths",
    "outcome_of",
    "raise_limits",
    "trim_output",
]

Outcome = Literal["passed", "failed", "syntax_error", "compile_error", "no_tests", "invalid_output"]
"""How one attempt ended."""

OUTPUT_LIMIT = 4000
"""Characters of test output fed back to the model (head and tail kept)."""

SYNTAX_EXIT = 97
"""Exit status our sandbox scripts use for "the code does not parse or compile"."""


@dataclass(frozen=True, slots=True)
class Toolchain:
    """What a runner found in the sandbox."""

    problem: str | None
    """Why the language cannot run here (e.g. "toolchain not installed: ..."), or None."""
    conventions: str = ""
    """How files and tests must be laid out, for the model's instructions."""
    note: str | None = None
    """Something the user should know (e.g. "JavaScript instead of TypeScript: node 20")."""
    test_command: str = ""
    """The command that runs the tests, for the report."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TestRun:
    """The result of checking and testing one set of files."""

    __test__ = False  # not a pytest test class

    outcome: Outcome
    """`passed`, `failed`, `syntax_error`, `compile_error` or `no_tests`."""
    output: str
    """What the model is shown: trimmed test output or the syntax error."""
    exit_code: int | None = None
    """Exit status of the sandboxed test command; None when nothing ran."""
    killed_reason: str | None = None
    """The sandbox limit that ended the run, if any."""
    duration_ms: float = 0.0
    """Wall-clock milliseconds spent in the sandbox."""


def trim_output(text: str, limit: int = OUTPUT_LIMIT) -> str:
    """`text` cut to about `limit` characters, keeping its head and (mostly) its tail."""
    text = text.strip()
    if len(text) <= limit:
        return text
    head = limit // 4
    tail = limit - head
    cut = len(text) - head - tail
    return f"{text[:head]}\n… [{cut} characters cut] …\n{text[-tail:]}"


def bad_paths(paths: list[str], reserved: tuple[str, ...] = ()) -> list[str]:
    """Paths that are absolute, escape the workspace, or clash with a reserved name."""
    bad = []
    for path in paths:
        clean = posixpath.normpath(path) if path else ""
        if (
            not path
            or posixpath.isabs(path)
            or clean in (".", "")
            or clean.split("/")[0] == ".."
            or clean.split("/")[0] in reserved
        ):
            bad.append(path)
    return bad


def outcome_of(
    result: SandboxResult,
    *,
    no_tests_exit: int | None = None,
    syntax_outcome: Outcome = "syntax_error",
) -> TestRun:
    """The `TestRun` of a finished sandboxed test command.

    Args:
        result: How the command ended.
        no_tests_exit: The exit status meaning "no tests were found", if the runner has one.
        syntax_outcome: The outcome of `SYNTAX_EXIT` (`syntax_error`, or `compile_error`).
    """
    output = (result.stdout + ("\n" + result.stderr if result.stderr.strip() else "")).strip()
    if result.killed_reason is not None:
        output += f"\n[the sandbox stopped the tests: {result.killed_reason} limit reached]"
    outcome: Outcome
    if result.exit_code == SYNTAX_EXIT and result.killed_reason is None:
        outcome = syntax_outcome
    elif result.ok:
        outcome = "passed"
    elif no_tests_exit is not None and result.exit_code == no_tests_exit:
        outcome = "no_tests"
    else:
        outcome = "failed"
    return TestRun(
        outcome=outcome,
        output=trim_output(output),
        exit_code=result.exit_code,
        killed_reason=result.killed_reason,
        duration_ms=result.duration_ms,
    )


class Runner(ABC):
    """Checks and tests one language's files in the sandbox."""

    language: str = ""
    """The `--lang` name."""
    reserved: tuple[str, ...] = ()
    """Top-level workspace names the runner uses itself; the model may not write them."""

    def limits(self, base: SandboxLimits) -> SandboxLimits:
        """The sandbox limits this language needs (runtimes with big reservations raise them)."""
        return base

    def sandbox(self, base: SandboxLimits) -> Sandbox:
        """A sandbox with `limits(base)`."""
        return Sandbox(self.limits(base))

    @abstractmethod
    async def toolchain(self, sandbox: Sandbox) -> Toolchain:
        """Find the toolchain in the sandbox (cached per process) and describe the conventions."""

    def check_syntax(self, files: Mapping[str, str]) -> str | None:
        """A syntax error found without running anything, or None (default: none checked)."""
        return None

    @abstractmethod
    async def run_tests(self, files: Mapping[str, str], sandbox: Sandbox) -> TestRun:
        """Run the tests of `files` in `sandbox`."""


def raise_limits(base: SandboxLimits, *, memory_bytes: int, max_processes: int) -> SandboxLimits:
    """`base` with at least this much address space and processes."""
    return dataclasses.replace(
        base,
        memory_bytes=max(base.memory_bytes, memory_bytes),
        max_processes=max(base.max_processes, max_processes),
    )
