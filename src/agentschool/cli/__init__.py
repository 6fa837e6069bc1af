"""The `agentschool` command line (Typer + Rich).

Each command group lives in its own module and registers itself on `app`.
"""

from __future__ import annotations

from agentschool.cli import agent_governance as _agent_governance  # noqa: F401  (registers commands)
from agentschool.cli import agents as _agents  # noqa: F401  (registers commands)
from agentschool.cli import code as _code  # noqa: F401  (registers commands)
from agentschool.cli import config as _config  # noqa: F401  (registers commands)
from agentschool.cli import doctor as _doctor  # noqa: F401  (registers commands)
from agentschool.cli import eval as _eval  # noqa: F401  (registers commands)
from agentschool.cli import keys as _keys  # noqa: F401  (registers commands)
from agentschool.cli import luma as _luma  # noqa: F401  (registers commands)
from agentschool.cli import mcp as _mcp  # noqa: F401  (registers commands)
from agentschool.cli import memory as _memory  # noqa: F401  (registers commands)
from agentschool.cli import models as _models  # noqa: F401  (registers commands)
from agentschool.cli import plan as _plan  # noqa: F401  (registers commands)
from agentschool.cli import run as _run  # noqa: F401  (registers commands)
from agentschool.cli import runs as _runs  # noqa: F401  (registers commands)
from agentschool.cli import runs_replay as _runs_replay  # noqa: F401  (registers commands)
from agentschool.cli import school as _school  # noqa: F401  (registers commands)
from agentschool.cli import serve as _serve  # noqa: F401  (registers commands)
from agentschool.cli import sessions as _sessions  # noqa: F401  (registers commands)
from agentschool.cli import skills as _skills  # noqa: F401  (registers commands)
from agentschool.cli import stats as _stats  # noqa: F401  (registers commands)
from agentschool.cli import team as _team  # noqa: F401  (registers commands)
from agentschool.cli.app import app

__all__ = ["app", "main"]


def main() -> None:
    """Entry point of the `agentschool` script."""
    app()
