"""agentschool: a self-hosted AI agent runtime whose agents learn.

The curated public API; everything else lives in submodules.
"""

from agentschool.agent import (
    Agent,
    AgentEvent,
    ApprovalPolicy,
    Plan,
    PlannerName,
    PlanStep,
    RunResult,
)
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

__version__ = "0.1.0"

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
