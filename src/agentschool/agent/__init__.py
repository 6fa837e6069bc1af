"""The agent loop: planners, plans and their validation, the executor, validation and recovery."""

from agentschool.agent.agent import Agent, PlannerName, RunResult
from agentschool.agent.approval import (
    ApprovalDecision,
    ApprovalPolicy,
    ApprovalRequest,
    ApprovalRule,
    Approver,
    call_digest,
)
from agentschool.agent.events import (
    EVENT_ADAPTER,
    AgentEvent,
    ApprovalDecided,
    ApprovalRequested,
    ModelResponded,
    PlanCreated,
    RecoveryDecided,
    Replanned,
    RunFinished,
    RunStarted,
    StepFailed,
    StepFinished,
    StepSkipped,
    StepStarted,
    SubtaskDelegated,
    SubtaskFinished,
    ToolCalled,
)
from agentschool.agent.plan import Plan, PlanStep, plan_json_schema, validate_plan
from agentschool.agent.planners import HybridPlanner, LLMPlanner, Planner, PlanRequest, PlanResult
from agentschool.agent.recovery import (
    Failure,
    ModelRecovery,
    PolicyRecovery,
    RecoveryDecision,
    RecoveryStrategy,
)
from agentschool.agent.rules import RulePlanner
from agentschool.agent.state import RunState, StepRecord
from agentschool.agent.validator import Validator

__all__ = [
    "EVENT_ADAPTER",
    "Agent",
    "AgentEvent",
    "ApprovalDecided",
    "ApprovalDecision",
    "ApprovalPolicy",
    "ApprovalRequest",
    "ApprovalRequested",
    "ApprovalRule",
    "Approver",
    "Failure",
    "HybridPlanner",
    "LLMPlanner",
    "ModelRecovery",
    "ModelResponded",
    "Plan",
    "PlanCreated",
    "PlanRequest",
    "PlanResult",
    "PlanStep",
    "Planner",
    "PlannerName",
    "PolicyRecovery",
    "RecoveryDecided",
    "RecoveryDecision",
    "RecoveryStrategy",
    "Replanned",
    "RulePlanner",
    "RunFinished",
    "RunResult",
    "RunStarted",
    "RunState",
    "StepFailed",
    "StepFinished",
    "StepRecord",
    "StepSkipped",
    "StepStarted",
    "SubtaskDelegated",
    "SubtaskFinished",
    "ToolCalled",
    "Validator",
    "call_digest",
    "plan_json_schema",
    "validate_plan",
]
