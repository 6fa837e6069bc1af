"""The code vertical on Python: buggy code fixed from real sandboxed pytest output."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from agentschool.code import CodeResult, write_code
from agentschool.exceptions import UserError
from agentschool.messages import ModelMessage
from agentschool.sandbox import SandboxLimits

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.code.scripted_models import feedback_of, scripted_model

BUGGY = {
    "slug.py": "def slugify(title):\n    return title.lower().replace(' ', '_')\n",
    "test_slug.py": (
        "import pytest\nfrom slug import slugify\n\n"
        "@pytest.mark.parametrize('title, slug', [('Hello World', 'hello-world'), ('a', 'a')])\n"
        "def test_slugify(title, slug):\n    assert slugify(title) == slug\n"
    ),
}
FIXED = {"slug.py": "def slugify(title):\n    return title.lower().replace(' ', '-')\n"}

pytestmark = [pytest.mark.sandbox, pytest.mark.usefixtures("require_sandbox")]


async def test_buggy_code_is_fixed_on_the_second_attempt() -> None:
    seen: list[list[ModelMessage]] = []
    result = await write_code("slugify titles, with tests", scripted_model([BUGGY, FIXED], seen))
    assert isinstance(result, CodeResult)
    assert result.status == "passed" and result.passed
    assert [a.outcome for a in result.attempts] == ["failed", "passed"]
    assert result.iterations == 2
    # the real pytest output of attempt 1 (run in the sandbox) was fed back to the model
    first = result.attempts[0].output
    assert "assert 'hello_world' == 'hello-world'" in first
    assert "1 failed, 1 passed" in first
    [feedback] = feedback_of(seen[1])
    assert "The tests failed" in feedback and "hello_world" in feedback
    # the delivered files are the merged, fixed set; the test file from attempt 1 is kept
    assert result.files == {**BUGGY, **FIXED}
    assert "2 passed" in result.attempts[1].output
    assert result.attempts[1].changed == ["slug.py"]
    assert result.usage.requests == 2


async def test_a_model_that_never_fixes_it_gets_a_clear_report() -> None:
    result = await write_code("slugify titles", scripted_model([BUGGY]), max_iterations=3)
    assert result.status == "failed" and not result.passed
    assert [a.outcome for a in result.attempts] == ["failed"] * 3
    report = result.report()
    assert report.startswith("python: failed after 3 attempt(s)")
    assert "still failing:" in report and "test_slugify[Hello World-hello-world]" in report
    data = result.to_dict()
    assert data["status"] == "failed" and data["iterations"] == 3 and data["files"] == BUGGY


async def test_syntax_error_is_fed_back_without_running_anything() -> None:
    broken = {**BUGGY, "slug.py": "def slugify(title)\n    return title\n"}
    seen: list[list[ModelMessage]] = []
    result = await write_code("slugify", scripted_model([broken, FIXED], seen))
    first = result.attempts[0]
    assert first.outcome == "syntax_error"
    assert "SyntaxError" in first.output and "slug.py" in first.output
    assert first.duration_ms == 0.0  # nothing ran in the sandbox
    assert "does not parse" in feedback_of(seen[1])[0]
    assert result.status == "passed" and result.iterations == 2


async def test_invalid_answers_and_bad_paths_are_fed_back() -> None:
    escape = {"../evil.py": "x = 1\n", "test_x.py": "def test_x():\n    pass\n"}
    seen: list[list[ModelMessage]] = []
    model = scripted_model(["this is not json", escape, {**BUGGY, **FIXED}], seen)
    result = await write_code("slugify", model, max_iterations=3)
    assert [a.outcome for a in result.attempts] == ["invalid_output", "invalid_output", "passed"]
    assert "not valid JSON" in result.attempts[0].output
    assert "bad file paths ['../evil.py']" in result.attempts[1].output
    assert "not the JSON object" in feedback_of(seen[1])[0]


async def test_no_tests_is_reported() -> None:
    result = await write_code("slugify", scripted_model([FIXED]), max_iterations=1)
    assert result.status == "failed"
    assert result.attempts[0].outcome == "no_tests"
    assert "test_*.py" in result.attempts[0].output


async def test_bad_arguments_are_user_errors() -> None:
    model = scripted_model([FIXED])
    with pytest.raises(UserError, match="unknown language 'cobol'"):
        await write_code("x", model, language="cobol")
    with pytest.raises(UserError, match="max_iterations"):
        await write_code("x", model, max_iterations=0)
    with pytest.raises(UserError, match="empty"):
        await write_code("  ", model)


def test_docs_example_runs() -> None:
    text = (Path(__file__).parents[2] / "docs" / "code.md").read_text()
    example = text.split("```python\n", 1)[1].split("```", 1)[0]
    exec(compile(example, "docs/code.md", "exec"), {})


async def test_a_hanging_test_is_stopped_and_the_limit_named() -> None:
    hang = {
        "spin.py": "def spin():\n    while True:\n        pass\n",
        "test_spin.py": "from spin import spin\n\ndef test_spin():\n    spin()\n",
    }
    limits = SandboxLimits(timeout=4.0, cpu_seconds=30)
    result = await write_code("spin", scripted_model([hang]), max_iterations=1, limits=limits)
    assert result.status == "failed"
    assert "timeout limit reached" in result.attempts[0].output


async def test_files_that_would_shadow_pytest_are_refused() -> None:
    cheat = {"pytest.py": "import sys\nsys.exit(0)\n", **BUGGY}
    result = await write_code("slugify", scripted_model([cheat]), max_iterations=1)
    assert result.attempts[0].outcome == "invalid_output"
    assert "bad file paths ['pytest.py']" in result.attempts[0].output
    assert result.files == {}
