"""What an eval runs: a planner and model given on the command line, or an agent spec.

Every case gets its own built-in tools, bound to the case's data dir; calls that need approval
are approved (an eval measures what the agent does, and the side-effect diff shows it).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import anyio.to_thread

from agentschool.agent.agent import Agent, PlannerName
from agentschool.agent.approval import ApprovalDecision, ApprovalRequest
from agentschool.evals.checks import FunctionCaller
from agentschool.evals.runner import AgentFactory, EvalTarget
from agentschool.exceptions import UserError
from agentschool.models import Model
from agentschool.settings import Settings
from agentschool.tools.builtin import builtin_toolset
from agentschool.tools.toolset import Toolset

__all__ = ["PLANNERS", "approve_in_eval", "planner_target", "registry_caller", "spec_target"]

if TYPE_CHECKING:
    from agentschool.school.registry import FunctionRegistry

PLANNERS: tuple[PlannerName, ...] = ("rule", "llm", "hybrid", "react")
"""The planners `agentschool eval --planner` accepts."""


async def approve_in_eval(request: ApprovalRequest) -> ApprovalDecision:
    """Approve every call: the eval records what it changed as side effects."""
    return ApprovalDecision(True, "approved by the eval")


def planner_target(
    planner: str,
    model: Model | str | None = None,
    *,
    extra_tools: Toolset | None = None,
    **options: Any,
) -> AgentFactory:
    """Agents with the built-in tools (plus `extra_tools`), `planner` and `model`.

    The model is only built when a case asks it something: a rule-planned eval loads none.

    Raises:
        UserError: An unknown planner.
    """
    if planner not in PLANNERS:
        raise UserError(f"unknown planner {planner!r}; use {', '.join(PLANNERS)}")
    chosen: PlannerName = planner

    def build(settings: Settings) -> tuple[EvalTarget, Toolset]:
        tools = builtin_toolset(settings)
        for tool in extra_tools or ():
            tools.register(tool)
        agent = Agent(
            model or settings.model,
            tools,
            planner=chosen,
            approver=approve_in_eval,
            **options,
        )
        return agent, tools

    return build


def spec_target(
    spec_file: Path,
    model: Model | str | None = None,
    *,
    extra_tools: Toolset | None = None,
    **options: Any,
) -> AgentFactory:
    """Agents built from the spec at `spec_file`, their built-in tools bound to each case.

    `extra_tools` (learned functions) may be named by the spec besides the built-in ones.

    Raises:
        SpecError: The spec is invalid (raised here, before any case runs).
    """
    from agentschool.specs import build_agent, load_spec

    spec = load_spec(spec_file)
    if spec.pipeline:  # a pipeline plans itself
        options.pop("planner", None)

    def build(settings: Settings) -> tuple[EvalTarget, Toolset]:
        tools = builtin_toolset(settings)
        for tool in extra_tools or ():
            tools.register(tool)
        built = build_agent(spec, model=model, tools=tools, approver=approve_in_eval, **options)
        return built, built.agent.tools

    return build


def registry_caller(registry: FunctionRegistry) -> FunctionCaller:
    """Calls learned functions of `registry` (for `result_set: {function: ...}`), off the loop."""

    async def call(name: str, args: dict[str, Any]) -> Any:
        result = await anyio.to_thread.run_sync(lambda: registry.call(name, args))
        return result.model_dump(mode="json")

    return call
