"""Recovery: what to do when a step fails after the executor's own retries.

A `RecoveryStrategy` chooses retry, retry with modified args, an alternative tool, skip,
replan the remaining steps, or fail. `PolicyRecovery` decides by rules; `ModelRecovery` asks
the model and falls back to a policy when the model's answer is unusable.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict, ValidationError

from agentschool.agent.plan import PlanStep
from agentschool.exceptions import ModelRetry, ToolArgsError, ToolError
from agentschool.messages import ModelRequest, ModelResponse
from agentschool.models.base import Model, OutputSchema
from agentschool.tools.toolset import Toolset

__all__ = [
    "Failure",
    "ModelRecovery",
    "PolicyRecovery",
    "RecoveryDecision",
    "RecoveryStrategy",
]

RecoveryAction = Literal["retry", "modify", "alternative", "skip", "replan", "fail"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Failure:
    """A step that failed, and what the run knows so far."""

    task: str
    """The run's task."""
    step: PlanStep
    """The failed step (as planned, references unresolved)."""
    args: dict[str, Any]
    """The arguments it ran with (resolved)."""
    error: Exception
    """The last error."""
    recoveries: int
    """How many recovery decisions were already made for this step."""
    results: Mapping[str, Any]
    """Outputs of the steps that succeeded."""
    tools: Toolset
    """The tools available."""


class RecoveryDecision(BaseModel):
    """What to do about a failed step."""

    model_config = ConfigDict(extra="forbid")

    action: RecoveryAction
    """The decision."""
    reason: str
    """Why, in words."""
    tool: str | None = None
    """Alternative tool to call (alternative)."""
    args: dict[str, Any] | None = None
    """Arguments to use (modify, alternative)."""


class RecoveryStrategy(Protocol):
    """Chooses how to handle a failed step."""

    async def decide(self, failure: Failure) -> tuple[RecoveryDecision, ModelResponse | None]:
        """The decision, and the model response it cost (None when no model was asked)."""
        ...


def _is_transient(error: Exception) -> bool:
    return isinstance(error, ToolError | TimeoutError | OSError) and not isinstance(
        error, ModelRetry
    )


@dataclass(slots=True)
class PolicyRecovery:
    """Rule-based recovery.

    Transient errors are retried up to `retries` times; then an alternative tool is tried
    when one is configured; then the step is skipped if its tool is in `skippable`; otherwise
    the run fails.
    """

    retries: int = 1
    """Extra attempts for transient errors, on top of the executor's own."""
    alternatives: dict[str, list[str]] = field(default_factory=dict[str, list[str]])
    """Tool → tools that can do the same job with the same arguments."""
    skippable: set[str] = field(default_factory=set[str])
    """Tools whose failure the run can live without."""

    async def decide(self, failure: Failure) -> tuple[RecoveryDecision, ModelResponse | None]:
        """Decide by the rules above."""
        step, error = failure.step, failure.error
        if _is_transient(error) and failure.recoveries < self.retries:
            return RecoveryDecision(action="retry", reason=f"transient error: {error}"), None
        for alternative in self.alternatives.get(step.tool, []):
            if alternative in failure.tools and alternative != step.tool:
                reason = f"{step.tool} failed ({error}); trying {alternative}"
                return RecoveryDecision(
                    action="alternative", reason=reason, tool=alternative, args=failure.args
                ), None
        if step.tool in self.skippable:
            return RecoveryDecision(action="skip", reason=f"{step.tool} is optional: {error}"), None
        return RecoveryDecision(action="fail", reason=str(error)), None


_SYSTEM = """A step of a plan failed. Decide how to recover. Answer one JSON object:
{"action": "retry"|"modify"|"alternative"|"skip"|"replan"|"fail", "reason": "...",
 "tool": "<tool for alternative>", "args": {<arguments for modify or alternative>}}
- retry: the error looks temporary; run the same call again.
- modify: call the same tool with corrected arguments (give "args").
- alternative: call a different tool (give "tool" and "args").
- skip: the task can be completed without this step.
- replan: the remaining steps need a new plan.
- fail: the task cannot be completed."""


@dataclass(slots=True)
class ModelRecovery:
    """Asks the model how to recover; falls back to `fallback` when its answer is unusable."""

    model: Model
    """The model to ask."""
    fallback: RecoveryStrategy = field(default_factory=PolicyRecovery)
    """Used when the model's decision does not parse or names an unknown tool."""
    max_recoveries: int = 3
    """After this many decisions for one step, the step fails."""

    async def decide(self, failure: Failure) -> tuple[RecoveryDecision, ModelResponse | None]:
        """Ask the model, check its answer, fall back if needed."""
        if failure.recoveries >= self.max_recoveries:
            reason = f"gave up after {failure.recoveries} recoveries: {failure.error}"
            return RecoveryDecision(action="fail", reason=reason), None
        tool = failure.tools.get(failure.step.tool)
        prompt = json.dumps(
            {
                "task": failure.task,
                "step": {"id": failure.step.id, "tool": failure.step.tool, "args": failure.args},
                "error": f"{type(failure.error).__name__}: {failure.error}",
                "tool_schema": tool.parameters_json_schema,
                "other_tools": [t for t in failure.tools.names() if t != failure.step.tool],
                "completed_steps": dict(failure.results),
            },
            default=str,
        )
        schema = OutputSchema(json_schema=RecoveryDecision.model_json_schema(), name="recovery")
        response = await self.model.request(
            [ModelRequest.user(prompt, system=_SYSTEM)], output_schema=schema
        )
        try:
            decision = RecoveryDecision.model_validate_json(response.text)
            self._check(decision, failure)
        except (ValidationError, ValueError) as exc:
            fallback, _ = await self.fallback.decide(failure)
            fallback.reason = f"model decision unusable ({exc}); {fallback.reason}"
            return fallback, response
        return decision, response

    @staticmethod
    def _check(decision: RecoveryDecision, failure: Failure) -> None:
        if decision.action in ("modify", "alternative"):
            name = decision.tool if decision.action == "alternative" else failure.step.tool
            if not name or name not in failure.tools:
                raise ValueError(f"unknown tool {name!r}")
            try:
                failure.tools.get(name).validate_args(decision.args or {})
            except ToolArgsError as exc:
                raise ValueError(exc.message) from None
