"""The toolset of the web UI test: the calculator, and a tool each call of which needs approval."""

from __future__ import annotations

from agentschool.tools.base import tool
from agentschool.tools.calculator import calculator_tool
from agentschool.tools.toolset import Toolset


@tool(risk="dangerous")
def launch_rocket(target: str) -> str:
    """Launch a rocket at a target (dangerous: a person must approve each call)."""
    return f"launched at {target}"


toolset = Toolset([calculator_tool, launch_rocket])
