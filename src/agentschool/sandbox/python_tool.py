"""The `python` tool: run model-written Python in the sandbox; and `sandbox_toolset()`.

Note on layering: these tools sit in `tools/` (where the tool catalog lives) but run code through
`agentschool.sandbox`; the sandbox itself imports nothing from `tools`.
"""

from __future__ import annotations

import ast
import secrets
from collections.abc import Iterable
from typing import Annotated, Any

import pydantic

from agentschool import pyast
from agentschool.sandbox import Sandbox
from agentschool.sandbox.shell_tool import MAX_TOOL_TIMEOUT, build_shell_tool
from agentschool.tools.base import RiskLevel, Tool
from agentschool.tools.toolset import Toolset

__all__ = ["build_python_tool", "sandbox_toolset"]

_RESULT_REPR_CHARS = 10_000


def _capture_last_expression(code: str, marker: str) -> str:
    """The code, with a final expression's repr printed after `marker` (like a notebook cell)."""
    try:
        tree = pyast.parse(code)
    except (SyntaxError, ValueError):
        return code  # the sandbox reports the syntax error itself
    if not tree.body or not isinstance(tree.body[-1], ast.Expr):
        return code
    last = tree.body[-1]
    source = ast.get_source_segment(code, last.value)
    if source is None:  # pragma: no cover - only for ASTs without positions
        return code
    lines = code.splitlines(keepends=True)
    head = "".join(lines[: last.lineno - 1])
    head += lines[last.lineno - 1].encode()[: last.col_offset].decode()
    if head and not head.endswith("\n"):
        head += "\n"
    return (
        f"{head}__agentschool_value__ = ({source}\n)\n"
        "if __agentschool_value__ is not None:\n"
        f"    print({marker!r} + repr(__agentschool_value__)[:{_RESULT_REPR_CHARS}])\n"
    )


def _split_result(stdout: str, marker: str) -> tuple[str, str | None]:
    index = stdout.rfind(marker)
    if index < 0:
        return stdout, None
    rest = stdout[index + len(marker) :]
    value, _, after = rest.partition("\n")
    return stdout[:index] + after, value


def build_python_tool(sandbox: Sandbox | None = None) -> Tool:
    """The `python` tool, running each call in `sandbox` (default limits when None).

    Args:
        sandbox: The sandbox (and so the limits) to run code in.
    """
    box = sandbox or Sandbox()

    async def python(
        code: str,
        timeout: Annotated[float, pydantic.Field(gt=0, le=MAX_TOOL_TIMEOUT)] = 10,  # noqa: ASYNC109
    ) -> dict[str, Any]:
        """Run Python 3 code in an isolated sandbox and return its stdout, stderr and exit code.

        The sandbox has no network and no access to host files; files written under /workspace or
        /tmp last for this call only. When the code ends with an expression, its repr is
        returned as `result`, as in a notebook cell.

        Args:
            code: The Python source to run.
            timeout: Wall-clock seconds before the run is killed.
        """
        marker = f"\x00agentschool-result-{secrets.token_hex(8)}:"
        result = await box.run_python(_capture_last_expression(code, marker), timeout=timeout)
        out = result.summary()
        out["stdout"], value = _split_result(result.stdout, marker)
        if value is not None:
            out["result"] = value
        return out

    return Tool.from_function(python, risk=RiskLevel.DANGEROUS)


def sandbox_toolset(
    sandbox: Sandbox | None = None, *, shell_allowlist: Iterable[str] | None = None
) -> Toolset:
    """The sandboxed system tools: `python` and `shell`.

    Args:
        sandbox: The sandbox both tools run in (default limits when None).
        shell_allowlist: Command names the shell tool may run; any command when None.
    """
    box = sandbox or Sandbox()
    return Toolset(
        [build_python_tool(box), build_shell_tool(allowlist=shell_allowlist, sandbox=box)]
    )
