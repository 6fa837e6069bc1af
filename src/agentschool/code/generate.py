"""What the model is asked and how its answer is read: files and a test command as JSON.

The model answers with structured output (`GeneratedCode`): every file of the program and its
tests (`path → content`) and the command it expects to run the tests. The runner runs its own
canonical command for the language (the one the instructions name), so a model cannot steer
what runs; its `test_command` is kept for the report.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pydantic

from agentschool.models.base import OutputSchema

__all__ = [
    "GeneratedCode",
    "code_output_schema",
    "feedback_prompt",
    "parse_generated",
    "system_prompt",
    "task_prompt",
]

_FENCE = re.compile(r"^\s*```(?:json)?\s*\n(.*)\n\s*```\s*$", re.DOTALL)


class GeneratedCode(pydantic.BaseModel):
    """The model's answer: all files of the program and its tests."""

    model_config = pydantic.ConfigDict(extra="forbid")

    files: dict[str, str] = pydantic.Field(min_length=1)
    """Relative path → full file content; code and tests."""
    test_command: str = ""
    """The command the model expects to run the tests with (informational)."""


def code_output_schema() -> OutputSchema:
    """The structured output the model must produce."""
    return OutputSchema(
        json_schema=GeneratedCode.model_json_schema(),
        name="generated_code",
        description="All files of the program and its tests, and the command that runs the tests.",
    )


def system_prompt(conventions: str) -> str:
    """Instructions for writing code and tests in one language."""
    return (
        "You write small, correct programs together with tests that check them.\n"
        "Answer with one JSON object: "
        '{"files": {"<relative path>": "<full file content>", ...}, "test_command": "<command>"}.\n'
        "Always send every file in full (code and tests), not only the changed ones.\n"
        "The tests must pass against your code and exercise the behaviour the task asks for, "
        "including edge cases.\n"
        f"{conventions}"
    )


def task_prompt(task: str) -> str:
    """The user's task, as the first request."""
    return f"Task: {task}"


def feedback_prompt(outcome: str, output: str) -> str:
    """What went wrong with the previous answer, for the next attempt."""
    heading = {
        "syntax_error": "Your code does not parse. The syntax error:",
        "compile_error": "Your code does not compile. The compiler said:",
        "no_tests": "No tests ran:",
        "invalid_output": "Your answer was not the JSON object asked for:",
    }.get(outcome, "The tests failed. Output of the test run:")
    return (
        f"{heading}\n\n{output}\n\n"
        "Fix the code (or the tests, if they are wrong about what the task asks) and send "
        "every file again, in full, as the same JSON object."
    )


def parse_generated(text: str) -> GeneratedCode:
    """Read the model's answer (a JSON object, possibly in a ```json fence).

    Raises:
        ValueError: The answer is not JSON or does not match `GeneratedCode` (message says why).
    """
    match = _FENCE.match(text)
    raw = match.group(1) if match else text
    try:
        data: Any = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not valid JSON ({exc})") from None
    try:
        return GeneratedCode.model_validate(data)
    except pydantic.ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc']) or '<root>'}: {err['msg']}"
            for err in exc.errors(include_url=False)
        )
        raise ValueError(f"does not match the schema: {problems}") from None
