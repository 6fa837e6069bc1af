"""`write_code`: generate code and tests, run them in the sandbox, feed failures back, repeat.

One attempt is one model request: the answer's files are merged over the previous ones, checked
for syntax (a parse error goes back to the model, nothing runs), then the tests run in the
sandbox. Failing output, trimmed, goes back to the model for the next attempt, up to
`max_iterations` attempts. The result holds the last files and every attempt, so a run that
never passes still reports exactly what fails.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from agentschool.code.generate import (
    code_output_schema,
    feedback_prompt,
    parse_generated,
    system_prompt,
    task_prompt,
)
from agentschool.code.runner import Outcome, Runner, TestRun, bad_paths, trim_output
from agentschool.exceptions import UserError
from agentschool.messages import ModelMessage, ModelRequest, Usage, UserPromptPart
from agentschool.models.base import Model
from agentschool.sandbox import Sandbox, SandboxLimits

__all__ = ["DEFAULT_LIMITS", "LANGUAGES", "Attempt", "CodeResult", "runner_for", "write_code"]

LANGUAGES = ("python", "typescript", "java")
"""The languages `write_code` accepts."""

DEFAULT_LIMITS = SandboxLimits(timeout=60.0, cpu_seconds=30)
"""Sandbox limits of one test run (runtimes such as the JVM raise the memory limit)."""

Status = Literal["passed", "failed", "unavailable"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Attempt:
    """One model answer and what happened to it."""

    number: int
    """1 for the first answer."""
    outcome: Outcome
    """`passed`, `failed`, `syntax_error`, `compile_error`, `no_tests` or `invalid_output`."""
    output: str
    """What was fed back (or, for the passing attempt, the test output)."""
    changed: list[str] = field(default_factory=list)
    """Paths the answer added or changed."""
    duration_ms: float = 0.0
    """Milliseconds spent in the sandbox."""

    def to_dict(self) -> dict[str, Any]:
        """The attempt as JSON-ready data."""
        return {
            "number": self.number,
            "outcome": self.outcome,
            "output": self.output,
            "changed": self.changed,
            "duration_ms": round(self.duration_ms, 1),
        }


@dataclass(slots=True, kw_only=True)
class CodeResult:
    """What `write_code` delivers: the files, and whether their tests pass."""

    task: str
    """The task as given."""
    language: str
    """The language written."""
    status: Status
    """`passed` (the tests pass), `failed` (they still fail), `unavailable` (no toolchain)."""
    files: dict[str, str] = field(default_factory=dict)
    """The last files: code and tests."""
    attempts: list[Attempt] = field(default_factory=list)
    """Every attempt, in order."""
    test_command: str = ""
    """The command the tests ran with."""
    notes: list[str] = field(default_factory=list)
    """What the user should know (toolchain choices, why it is unavailable)."""
    usage: Usage = field(default_factory=Usage)
    """Model usage over all attempts."""

    @property
    def passed(self) -> bool:
        """Whether the delivered tests pass."""
        return self.status == "passed"

    @property
    def iterations(self) -> int:
        """How many attempts were made."""
        return len(self.attempts)

    def report(self) -> str:
        """A plain-text account: the status, each attempt, and what still fails."""
        lines = [f"{self.language}: {self.status} after {self.iterations} attempt(s)"]
        lines += [f"note: {note}" for note in self.notes]
        for attempt in self.attempts:
            lines.append(f"attempt {attempt.number}: {attempt.outcome}")
        if self.status == "failed" and self.attempts:
            lines.append("still failing:")
            lines.append(self.attempts[-1].output)
        return "\n".join(lines)

    def to_dict(self) -> dict[str, Any]:
        """The result as JSON-ready data."""
        return {
            "task": self.task,
            "language": self.language,
            "status": self.status,
            "iterations": self.iterations,
            "files": self.files,
            "test_command": self.test_command,
            "attempts": [attempt.to_dict() for attempt in self.attempts],
            "notes": self.notes,
            "usage": {
                "requests": self.usage.requests,
                "input_tokens": self.usage.input_tokens,
                "output_tokens": self.usage.output_tokens,
                "cost_usd": self.usage.cost_usd,
            },
        }


def runner_for(language: str) -> Runner:
    """The runner of `language`.

    Raises:
        UserError: For a language not in `LANGUAGES`.
    """
    if language == "python":
        from agentschool.code.python import PythonRunner

        return PythonRunner()
    if language == "typescript":
        from agentschool.code.node import NodeRunner

        return NodeRunner()
    if language == "java":
        from agentschool.code.java import JavaRunner

        return JavaRunner()
    raise UserError(f"unknown language {language!r}; choose one of {', '.join(LANGUAGES)}")


def _path_problem(runner: Runner, written: Sequence[str]) -> TestRun | None:
    bad = bad_paths(list(written), runner.reserved)
    if not bad:
        return None
    reserved = f", not under {', '.join(runner.reserved)}" if runner.reserved else ""
    return TestRun(
        outcome="invalid_output",
        output=f"bad file paths {bad}: use relative paths inside the project{reserved}",
    )


async def _attempt(runner: Runner, files: dict[str, str], sandbox: Sandbox, text: str) -> TestRun:
    """Read one answer, merge its files into `files`, check and test them."""
    try:
        generated = parse_generated(text)
    except ValueError as exc:
        return TestRun(outcome="invalid_output", output=str(exc))
    problem = _path_problem(runner, list(generated.files))
    if problem is not None:
        return problem
    files.update(generated.files)
    syntax_error = runner.check_syntax(files)
    if syntax_error is not None:
        return TestRun(outcome="syntax_error", output=trim_output(syntax_error))
    return await runner.run_tests(files, sandbox)


async def write_code(
    task: str,
    model: Model,
    *,
    language: str = "python",
    max_iterations: int = 3,
    limits: SandboxLimits = DEFAULT_LIMITS,
    on_attempt: Callable[[Attempt], None] | None = None,
) -> CodeResult:
    """Write code and tests for `task`, fixing them until the tests pass in the sandbox.

    Args:
        task: What to write, e.g. "a function that parses ISO dates, with tests".
        model: The model that writes (and fixes) the code.
        language: One of `LANGUAGES`.
        max_iterations: Most model answers to try (at least 1).
        limits: Sandbox limits of each test run.
        on_attempt: Called with each attempt as soon as it is judged (progress display).

    Raises:
        UserError: Empty task, unknown language, or `max_iterations` < 1.
        SandboxUnavailable: The sandbox cannot run on this machine.
    """
    if not task.strip():
        raise UserError("the code task is empty")
    if max_iterations < 1:
        raise UserError(f"max_iterations must be at least 1, got {max_iterations}")
    runner = runner_for(language)
    sandbox = runner.sandbox(limits)
    toolchain = await runner.toolchain(sandbox)
    result = CodeResult(task=task, language=language, status="failed")
    result.notes += [toolchain.note] if toolchain.note else []
    if toolchain.problem is not None:
        result.status = "unavailable"
        result.notes.append(toolchain.problem)
        return result
    result.test_command = toolchain.test_command
    messages: list[ModelMessage] = [
        ModelRequest.user(task_prompt(task), system=system_prompt(toolchain.conventions))
    ]
    schema = code_output_schema()
    for number in range(1, max_iterations + 1):
        response = await model.request(messages, output_schema=schema)
        result.usage.add(response.usage)
        messages.append(response)
        before = dict(result.files)
        run = await _attempt(runner, result.files, sandbox, response.text)
        changed = sorted(p for p, text in result.files.items() if before.get(p) != text)
        attempt = Attempt(
            number=number,
            outcome=run.outcome,
            output=run.output,
            changed=changed,
            duration_ms=run.duration_ms,
        )
        result.attempts.append(attempt)
        if on_attempt is not None:
            on_attempt(attempt)
        if run.outcome == "passed":
            result.status = "passed"
            return result
        feedback = feedback_prompt(run.outcome, run.output)
        messages.append(ModelRequest(parts=[UserPromptPart(content=feedback)]))
    return result
