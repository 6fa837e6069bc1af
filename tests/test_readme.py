"""Every Python example in the README runs as written."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[1] / "README.md"
BLOCKS = re.findall(r"```python\n(.*?)```", README.read_text(), flags=re.DOTALL)


def test_readme_opens_with_the_two_commands() -> None:
    first_block = README.read_text().split("```")[1]
    assert "make demo" in first_block and "make test" in first_block


# What each example prints (examples that print nothing assert inside themselves).
EXPECTED_OUTPUT = ["run-finished", ""]


def test_every_example_has_an_expectation() -> None:
    assert len(BLOCKS) == len(EXPECTED_OUTPUT)


@pytest.mark.parametrize(
    ("code", "expected"),
    list(zip(BLOCKS, EXPECTED_OUTPUT, strict=True)),
    ids=["iter", "function_model"],
)
def test_python_example_runs(code: str, expected: str, capsys: pytest.CaptureFixture[str]) -> None:
    exec(compile(code, str(README), "exec"), {"__name__": "__readme__"})
    printed = capsys.readouterr().out
    assert expected in printed
    if expected:
        assert "= 168" in printed
