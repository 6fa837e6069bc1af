"""The `shell` tool: run a `/bin/sh` command line in the sandbox, optionally allowlisted.

The sandbox is the security boundary; the allowlist is policy on top of it. With an allowlist,
every command word of the line (first word of each pipeline stage, after `;`, `&&`, `||`, `|`,
`&`, `(`, shell keywords and `VAR=value` prefixes) must be in it, and command or process
substitution (`$(`, backticks, `<(`, `>(`) is refused. An allowlisted program that runs other
programs (`sh`, `env`, `xargs`, `find -exec`) grants every program.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterable
from typing import Annotated, Any

import pydantic

from agentschool.exceptions import ModelRetry
from agentschool.sandbox import Sandbox
from agentschool.tools.base import RiskLevel, Tool

__all__ = ["MAX_TOOL_TIMEOUT", "build_shell_tool", "command_names"]

_SEPARATORS = {";", ";;", "|", "||", "&", "&&", "|&", "(", ")", "{", "}", "!"}
_REDIRECTS = {"<", ">", ">>", "<<", "<<<", ">&", "<&", "&>", "&>>", ">|", "<>"}
_KEYWORDS = {"if", "then", "else", "elif", "fi", "do", "done", "while", "until", "time"}
_SUBSTITUTION = re.compile(r"\$\(|`|<\(|>\(")
_ASSIGNMENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*=")
MAX_TOOL_TIMEOUT = 120.0
"""Largest wall-clock timeout a model may ask the python and shell tools for."""


def command_names(command: str) -> list[str]:
    """The command words of a shell line, in order.

    Raises:
        ModelRetry: The line uses command substitution or cannot be tokenized.
    """
    if _SUBSTITUTION.search(command):
        raise ModelRetry("command and process substitution ($(...), `...`, <(...)) is not allowed")
    lexer = shlex.shlex(command.replace("\n", ";"), posix=True, punctuation_chars=";&|()<>")
    lexer.whitespace_split = True
    try:
        tokens = list(lexer)
    except ValueError as exc:
        raise ModelRetry(f"cannot parse the command line: {exc}") from None
    names: list[str] = []
    expect_command = True
    skip_next = False
    for token in tokens:
        if skip_next:
            skip_next = False
        elif token in _REDIRECTS:
            skip_next = True
        elif token in _SEPARATORS:
            expect_command = True
        elif expect_command and (token in _KEYWORDS or _ASSIGNMENT.match(token)):
            continue
        elif expect_command:
            names.append(token)
            expect_command = False
    return names


def _check_allowed(command: str, allowed: frozenset[str]) -> None:
    for name in command_names(command):
        if name not in allowed and name.rsplit("/", 1)[-1] not in allowed:
            known = ", ".join(sorted(allowed)) or "none"
            raise ModelRetry(f"command {name!r} is not allowed; allowed commands: {known}")


def build_shell_tool(
    allowlist: Iterable[str] | None = None, sandbox: Sandbox | None = None
) -> Tool:
    """The `shell` tool, running each command line with `/bin/sh -c` in the sandbox.

    Args:
        allowlist: Command names the tool may run (e.g. `["ls", "grep", "wc"]`); any when None.
        sandbox: The sandbox to run in (default limits when None).
    """
    box = sandbox or Sandbox()
    allowed = None if allowlist is None else frozenset(allowlist)

    async def shell(
        command: str,
        timeout: Annotated[float, pydantic.Field(gt=0, le=MAX_TOOL_TIMEOUT)] = 10,  # noqa: ASYNC109
    ) -> dict[str, Any]:
        """Run a shell command line in an isolated sandbox and return stdout, stderr, exit code.

        The sandbox has no network and no access to host files; /workspace and /tmp are empty
        scratch space that lasts for this call only.

        Args:
            command: The command line, run by /bin/sh.
            timeout: Wall-clock seconds before the run is killed.
        """
        if allowed is not None:
            _check_allowed(command, allowed)
        result = await box.run_command(["/bin/sh", "-c", command], timeout=timeout)
        return result.summary()

    return Tool.from_function(shell, risk=RiskLevel.DANGEROUS)
