"""Tools: typed functions the model can call, toolsets, and the built-in tools."""

from agentschool.tools.base import RiskLevel, Tool, ToolContext, tool
from agentschool.tools.toolset import Toolset

__all__ = ["RiskLevel", "Tool", "ToolContext", "Toolset", "tool"]
