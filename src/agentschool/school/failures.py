"""Why a learn failed: each strategy's own failure, and missing system tools said once, as such.

When every strategy fails because the machine lacks the sandbox (bubblewrap) or the browser
(chromium), repeating the same message per strategy, or showing only the last strategy's, hides
the cause. `explain_failure` names each strategy's failed check and reports a missing tool once,
with the command that installs it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from agentschool.school.checks import Verification
from agentschool.school.query import DataSource

__all__ = ["INSTALL_HINT", "explain_failure", "missing_tools"]

INSTALL_HINT = "apt-get install bubblewrap python3-seccomp chromium"
"""The Debian packages Agent School's sandbox and browser strategy need."""

_NO_BROWSER = re.compile(
    r"executable doesn't exist|no such file or directory[^;]*chromium|"
    r"no module named '?playwright|failed to launch|browsertype\.launch",
    re.IGNORECASE,
)


def _missing(strategy: DataSource, verification: Verification) -> str | None:
    failed = verification.failure
    if failed is None:
        return None
    if failed.name == "sandbox" and failed.detail.startswith("sandbox unavailable"):
        return "sandbox (bubblewrap)"
    if strategy == "browser" and failed.name == "live" and _NO_BROWSER.search(failed.detail):
        return "browser (chromium)"
    return None


def missing_tools(attempts: Sequence[tuple[DataSource, Verification]]) -> list[str]:
    """The system tools whose absence made an attempt fail, each once."""
    found = (_missing(strategy, verification) for strategy, verification in attempts)
    return list(dict.fromkeys(tool for tool in found if tool))


def explain_failure(attempts: Sequence[tuple[DataSource, Verification]]) -> str:
    """One message for a learn where no strategy passed.

    Args:
        attempts: Each strategy tried, with its checks.

    Returns:
        "no strategy passed its checks: api: live failed: …; page: …", preceded by
        "missing here: sandbox (bubblewrap), browser (chromium); install: apt-get install …"
        when a tool's absence caused failures.
    """
    if not attempts:
        return "no strategy was tried"
    tools = missing_tools(attempts)
    parts = []
    for strategy, verification in attempts:
        failed = verification.failure
        if failed is None:
            parts.append(f"{strategy}: not verified")
        elif (tool := _missing(strategy, verification)) is not None:
            parts.append(f"{strategy}: needs the missing {tool.split()[0]}")
        else:
            detail = " ".join(failed.detail.split())[:300]
            parts.append(f"{strategy}: {failed.name} check failed ({detail})")
    message = "no strategy passed its checks: " + "; ".join(parts)
    if tools:
        message = f"missing here: {', '.join(tools)}; install: `{INSTALL_HINT}`. " + message
    return message
