"""Start-up cost: building the CLI (what `--help` does) imports no heavy library.

Each command imports what it needs when it runs; a module-level import of the run store, the
specs registry, DBOS, FastAPI, the MCP SDK or a model runtime in `agentschool.cli.*` makes
every command (and `--help`) pay for it, and fails these tests.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import get_args

import pytest

from agentschool.cli.keys import ScopeName
from agentschool.cli.runs import StatusName
from agentschool.runs.keys import KeyScope
from agentschool.runs.status import RunStatus

HEAVY = (
    "sqlalchemy",
    "alembic",
    "dbos",
    "fastapi",
    "uvicorn",
    "mcp",
    "llama_cpp",
    "playwright",
    "numpy",
    "torch",
    "sentence_transformers",
    "opentelemetry",
    "openai",
    "anthropic",
    "agentschool.agent",
    "agentschool.runs",
    "agentschool.specs",
    "agentschool.memory",
    "agentschool.server",
)
"""Packages (and our own heavy layers) that only the commands using them may import."""

_REPORT = "import json, sys; print(json.dumps(sorted(sys.modules)))"


def _modules_after(code: str, home: Path) -> set[str]:
    """The modules a fresh interpreter has imported after running `code` (the last line out)."""
    done = subprocess.run(
        [sys.executable, "-c", f"{code}\n{_REPORT}"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
        env={"AGENTSCHOOL_HOME": str(home), "PATH": "/usr/bin:/bin"},
    )
    return set(json.loads(done.stdout.strip().splitlines()[-1]))


def _heavy(modules: set[str]) -> list[str]:
    return sorted(m for m in modules if any(m == h or m.startswith(f"{h}.") for h in HEAVY))


@pytest.mark.parametrize(
    "code",
    [
        pytest.param("import agentschool.cli", id="import"),
        pytest.param(  # what `agentschool --help` does: build every command and its options
            "from typer.main import get_command\n"
            "from agentschool.cli import app\n"
            "get_command(app)\n"
            "try:\n"
            "    app(['--help'], prog_name='agentschool')\n"
            "except SystemExit:\n"
            "    pass",
            id="help",
        ),
    ],
)
def test_building_the_cli_imports_no_heavy_library(code: str, tmp_path: Path) -> None:
    assert _heavy(_modules_after(code, tmp_path)) == []


def test_the_option_choices_match_the_enums_they_stand_for() -> None:
    assert get_args(ScopeName) == tuple(scope.value for scope in KeyScope)
    assert get_args(StatusName) == tuple(status.value for status in RunStatus)


def test_python_dash_m_runs_the_same_cli(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "agentschool", "--help"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
        env={"AGENTSCHOOL_HOME": str(tmp_path), "PATH": "/usr/bin:/bin", "COLUMNS": "100"},
    )
    assert "Usage: python -m agentschool" in done.stdout and "eval" in done.stdout
