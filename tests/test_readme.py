"""Every example in the README runs as written and does what the text around it says.

Python blocks run in-process; shell blocks run line by line through bash (tests/doc_shell.py),
each block in its own data dir, against the offline Luma-faithful site where they learn. A line
marked `# needs: …` (a key or a server this machine lacks) is the only kind skipped.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.doc_shell import (
    ROOT,
    Command,
    Expect,
    Session,
    file_blocks,
    run_in_order,
    sessions,
    shell_commands,
)

README = ROOT / "README.md"
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


def _completed_with(answer: str) -> Any:
    def check(stdout: str) -> bool:
        result = json.loads(stdout)
        return bool(result["status"] == "completed" and answer in result["output"])

    return check


def _plans_reused(stdout: str) -> bool:
    return re.search(r"plans reused\s*│\s*[1-9]", stdout) is not None


# `make demo` runs `agentschool demo` once .venv is set up; a checkout without it (a helper's
# worktree using a shared venv) runs the demo itself rather than building a venv in a test.
DEMO = f"make -C {ROOT} demo" if (ROOT / ".venv" / ".installed").exists() else "agentschool demo"

# The eval examples' own cases and agent spec are shown in docs/evals.md (which the README links).
EVALS = file_blocks("docs/evals.md")
MY_FILES = {"my-cases.yaml": EVALS["cases.yaml"], "my-agent.yaml": EVALS["my-agent.yaml"]}
# the newest stored run (the README shows a placeholder id)
LATEST_RUN = (
    "$(agentschool runs list --json"
    " | python -c 'import json, sys; print(json.load(sys.stdin)[0][\"id\"])')"
)
EVAL_HELDOUT = "agentschool eval evals/everyday-heldout.yaml --planner rule --fail-under 0.8"
EVAL_EVENTS = "agentschool eval evals/events-heldout.yaml --planner rule --fail-under 0.8"
EVAL_COMPARE = (
    "agentschool eval my-cases.yaml --spec my-agent.yaml --compare last.json --json > now.json"
)
REPLAY = "agentschool runs replay <run-id>"

SHELL_EXPECTATIONS: dict[str, Expect] = {
    "make demo": Expect(instead=DEMO, says=("double it = 168", "events"), seconds=600, slow=True),
    "make test": Expect(skip="the suite's own entry point: CI runs it (.ci/run)"),
    "agentschool run \"what is 15% of 240, then add 'pay rent' to my todos and show them\"": (
        Expect(says=("15% of 240 = 36", "pay rent"))
    ),
    'agentschool run "calculate (3 + 4) * 12, then double it" --planner rule --json': Expect(
        check=_completed_with("168")
    ),
    "agentschool run \"add 'water the plants' to my todos\" --planner llm": Expect(
        says=("plan (llm)", "todo_add", "water"), seconds=400, slow=True
    ),
    'agentschool run "…" --model openai:gpt-4o-mini --mcp "python -m some_mcp_server"': Expect(),
    'agentschool run "what is 2 + 3" --remember': Expect(
        then=('agentschool run "what is 7 + 9" --remember',),
        says=("plan (experience)", "7 + 9 = 16"),
        seconds=300,
        slow=True,
    ),
    "agentschool memory stats": Expect(
        check=_plans_reused, after=('agentschool run "what is 2 + 3" --remember',)
    ),
    'agentschool team "compute 6*7 and research agent runtimes"': Expect(
        # the director's rules split it; General's calculator answers; offline, Research's
        # search has no backend and says so (the fix named), and the team still answers
        says=("→ s1 general: compute 6*7", "6*7 = 42", "AGENTSCHOOL_WEB_SEARCH_URL", "completed"),
    ),
    'agentschool chat "Say hello" --model local': Expect(says=("local ·",), seconds=300, slow=True),
    "agentschool models": Expect(says=("local", "openai", "OPENAI_API_KEY is not set")),
    "agentschool config show": Expect(says=("home", "model", "local")),
    "agentschool doctor": Expect(says=("ok", "embedded model", "sandbox: bubblewrap")),
    "agentschool luma-site --port 8100 &": Expect(),
    "export AGENTSCHOOL_LUMA_API_URL=http://127.0.0.1:8100 "
    "AGENTSCHOOL_LUMA_WEB_URL=http://127.0.0.1:8100": Expect(),
    'agentschool learn "Tech conferences in SF next month under \\$100" '
    "--now 2026-11-20T12:00:00Z": Expect(
        says=("saved search_events_by_category_city_date_from_date_to", "Conference")
    ),
    'agentschool learn "AI events in NYC"': Expect(says=("saved search_events_by_category_city",)),
    "agentschool functions list": Expect(
        says=("search_events_by_category_city",), after=('agentschool learn "AI events in NYC"',)
    ),
    EVAL_HELDOUT: Expect(
        instead=f"cd {ROOT} && {EVAL_HELDOUT}",  # from the checkout, where evals/ is
        says=("eval everyday-heldout (planner=rule)", "0 model calls", "stored"),
    ),
    EVAL_EVENTS: Expect(
        instead=f"cd {ROOT} && {EVAL_EVENTS}",  # learns ~45 functions: a minute or two
        says=("eval events-heldout (planner=rule, site=luma fixture seed 7)", "0 model calls"),
        seconds=900,
    ),
    EVAL_COMPARE: Expect(
        files=MY_FILES,
        # last.json: an earlier report of the same cases
        instead="agentschool eval my-cases.yaml --spec my-agent.yaml --json --output last.json "
        f"> /dev/null && {EVAL_COMPARE}",
        then=("cat now.json",),
        check=lambda out: json.loads(out)["comparison"] is not None,
    ),
    REPLAY: Expect(
        # a run to replay first (the README's earlier blocks run in their own data dirs)
        instead='agentschool run "what is 2 + 3" --planner rule > /dev/null && '
        f'agentschool runs replay "{LATEST_RUN}"',
        says=("replayed as recorded",),
    ),
    "agentschool runs export <run-id> --case my-cases.yaml": Expect(
        files=MY_FILES,
        instead=f'agentschool runs export "{LATEST_RUN}" --case my-cases.yaml',
        says=("added case", "to my-cases.yaml"),
        after=(REPLAY,),
    ),
    "agentschool functions call search_events_by_category_city --arg city=sf --arg category=tech": (
        Expect(says=("San Francisco",), after=('agentschool learn "AI events in NYC"',))
    ),
}

COMMANDS = shell_commands("README.md")


def test_every_shell_example_has_an_expectation() -> None:
    documented = {c.line for c in COMMANDS}
    assert documented == set(SHELL_EXPECTATIONS), (
        f"undescribed: {sorted(documented - set(SHELL_EXPECTATIONS))}; "
        f"stale: {sorted(set(SHELL_EXPECTATIONS) - documented)}"
    )
    assert len(COMMANDS) == 24


def _param(command: Command) -> Any:
    expect = SHELL_EXPECTATIONS.get(command.line, Expect())
    marks: list[Any] = [pytest.mark.timeout(1200)]  # a line may first run those it needs
    if expect.slow:
        marks.append(pytest.mark.slow)
    return pytest.param(command, marks=marks, id=command.line[:80])


@pytest.fixture(scope="module")
def opened(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[tuple[str, int], Session]]:
    with sessions(tmp_path_factory.mktemp("readme")) as store:
        yield store


@pytest.mark.parametrize("command", [_param(c) for c in COMMANDS])
def test_shell_example(
    command: Command,
    opened: dict[tuple[str, int], Session],
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    if command.needs:
        pytest.skip(f"needs {command.needs}")
    expect = SHELL_EXPECTATIONS[command.line]
    if expect.skip:
        pytest.skip(expect.skip)
    root = tmp_path_factory.getbasetemp() / "readme-sessions"
    run_in_order(opened, root, command, COMMANDS, SHELL_EXPECTATIONS)
