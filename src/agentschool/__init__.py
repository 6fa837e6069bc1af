"""agentschool: a self-hosted AI agent runtime whose agents learn.

The curated public API; everything else lives in submodules.
"""

from typing import TYPE_CHECKING as _TYPE_CHECKING
from typing import Any as _Any

from agentschool.exceptions import (
    AgentSchoolError,
    ModelAPIError,
    ModelHTTPError,
    ModelRetry,
    PlanValidationError,
    RunFailed,
    ToolArgsError,
    ToolError,
    UnexpectedModelBehavior,
    UsageLimitExceeded,
    UserError,
)
from agentschool.messages import ModelRequest, ModelResponse, Usage
from agentschool.models import FunctionModel, Model, TestModel, infer_model
from agentschool.settings import Settings
from agentschool.tools import RiskLevel, Tool, ToolContext, Toolset, tool

if _TYPE_CHECKING:  # imported on first use: `agentschool.cli` must start without the agent layer
    from agentschool.agent import (
        Agent,
        AgentEvent,
        ApprovalPolicy,
        Plan,
        PlannerName,
        PlanStep,
        RunResult,
    )

__version__ = "0.1.0"

_FROM_AGENT = frozenset(
    {"Agent", "AgentEvent", "ApprovalPolicy", "Plan", "PlannerName", "PlanStep", "RunResult"}
)


def __getattr__(name: str) -> _Any:
    """The agent layer's names, imported when first asked for (keeps `agentschool.cli` light)."""
    if name not in _FROM_AGENT:
        raise AttributeError(f"module 'agentschool' has no attribute {name!r}")
    import agentschool.agent

    value = getattr(agentschool.agent, name)
    globals()[name] = value
    return value


__all__ = [
    "Agent",
    "AgentEvent",
    "AgentSchoolError",
    "ApprovalPolicy",
    "FunctionModel",
    "Model",
    "ModelAPIError",
    "ModelHTTPError",
    "ModelRequest",
    "ModelResponse",
    "ModelRetry",
    "Plan",
    "PlanStep",
    "PlanValidationError",
    "PlannerName",
    "RiskLevel",
    "RunFailed",
    "RunResult",
    "Settings",
    "TestModel",
    "Tool",
    "ToolArgsError",
    "ToolContext",
    "ToolError",
    "Toolset",
    "UnexpectedModelBehavior",
    "Usage",
    "UsageLimitExceeded",
    "UserError",
    "__version__",
    "infer_model",
    "tool",
]
