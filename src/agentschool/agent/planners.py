"""Planners turn a task into a validated `Plan`.

`RulePlanner` (agent/rules.py) plans common tasks without a model; `LLMPlanner` asks a model for a
plan under the plan's JSON Schema and feeds validation problems back until the plan is valid or the
retry budget is spent; `HybridPlanner` tries rules first, then the model.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from pydantic import ValidationError

from agentschool.agent.plan import Plan, PlanStep, plan_json_schema, validate_plan
from agentschool.exceptions import PlanValidationError
from agentschool.messages import (
    ModelMessage,
    ModelRequest,
    ModelResponse,
    RetryPromptPart,
    SystemPromptPart,
    UserPromptPart,
)
from agentschool.models.base import Model, OutputSchema
from agentschool.tools.toolset import Toolset

__all__ = ["HybridPlanner", "LLMPlanner", "PlanRequest", "PlanResult", "Planner"]


def _ignore(_: ModelResponse) -> None:
    return None


@dataclass(slots=True, kw_only=True)
class PlanRequest:
    """What a planner is asked to plan."""

    task: str
    """The task in natural language."""
    tools: Toolset
    """The tools a plan may use."""
    feedback: Sequence[str] = ()
    """Why a previous plan needs replacing (replans)."""
    completed: Mapping[str, Any] = field(default_factory=dict[str, Any])
    """Outputs of steps already done; a replan covers only the rest."""
    done: Sequence[PlanStep] = ()
    """The steps already done (replans): new steps may refer to them, never reuse their ids."""
    examples: Sequence[tuple[str, Plan]] = ()
    """Similar past tasks and the plans that solved them."""
    context: str = ""
    """Earlier turns of the conversation the task continues (`Session.context()`)."""
    on_response: Callable[[ModelResponse], None] = _ignore
    """Called with every model response the planner pays for."""


@dataclass(frozen=True, slots=True)
class PlanResult:
    """A validated plan and who made it."""

    plan: Plan
    """The plan, validated against the toolset."""
    planner: str
    """Name of the planner that made it."""
    declared: bool = False
    """Declared by a developer (a spec's pipeline), not guessed: the grounding check skips it."""
    read_from_task: bool = False
    """Read from the task's own words by rules, so its constants (a percent's 100, a year's 12
    months) are the rules' and not guesses; a guessed plan may use only the task's numbers."""
    reused_from: str | None = None
    """The past run whose plan was reused (learning from experience)."""
    model_calls_saved: int = 0
    """Planning model calls the reuse spared (what the past run's planning took)."""


class Planner(Protocol):
    """Makes plans."""

    name: str
    """Short name shown in events."""

    async def plan(self, request: PlanRequest) -> PlanResult | None:
        """A validated plan, or None when this planner cannot plan the task.

        Raises:
            PlanValidationError: The planner tried and kept producing invalid plans.
        """
        ...


_SYSTEM = """You are a planner. Turn the task into a JSON plan of tool calls.
Each step: {"id": "s1", "tool": "<tool name>", "args": {...}, "depends_on": []}.
An argument may use an earlier step's output, "${s1}" (whole output) or "${s1.field}"; the
step then lists that id in its depends_on.
Take every argument value from the task or from an earlier output. Steps without dependencies
run in parallel. Use only the tools listed, and only those the task asks for. Add "answer": a
sentence using ${...} references to give the final answer.

Tools:
{tools}

Example task: what's the weather in Oslo
Example plan: {"steps": [{"id": "s1", "tool": "weather", "args": {"city": "Oslo"},
"depends_on": []}], "answer": "Oslo: ${s1}"}"""
"""The planning prompt. Its example uses tools no toolset has (a plan can name only real tools)
and no number or to-do: a small model copied the old example's to-do ("buy milk") and sum into
plans for tasks that asked for neither; what it could still copy, the grounding check refuses."""


def _describe_tools(tools: Toolset) -> str:
    lines = []
    for tool in tools:
        props = tool.parameters_json_schema.get("properties", {})
        args = ", ".join(f"{name}: {spec.get('type', 'any')}" for name, spec in props.items())
        lines.append(f"- {tool.name}({args}): {tool.description}")
    return "\n".join(lines)


def _user_prompt(request: PlanRequest) -> str:
    parts = [request.context] if request.context else []
    parts.append(f"Task: {request.task}")
    for past_task, past_plan in request.examples:
        parts.append(f"A similar past task: {past_task}\nIts plan: {past_plan.model_dump_json()}")
    if request.completed:
        done = json.dumps(dict(request.completed), default=str)
        parts.append(
            f"Already done (step id → output): {done}. Plan only what remains, with new step "
            "ids; refer to done steps with ${id}."
        )
    if request.feedback:
        parts.append("The previous plan failed: " + "; ".join(request.feedback))
    return "\n\n".join(parts)


@dataclass(slots=True)
class LLMPlanner:
    """Asks a model for a plan under the plan JSON Schema; feeds problems back on failure."""

    model: Model
    """The planning model (constrained decoding on the local model)."""
    retries: int = 2
    """Extra attempts after an invalid plan."""
    max_steps: int = 20
    """Largest plan accepted."""
    name: str = "llm"
    """Shown in events."""

    async def plan(self, request: PlanRequest) -> PlanResult:
        """Plan with the model.

        Raises:
            PlanValidationError: Every attempt was invalid; lists the last attempt's problems.
        """
        schema = OutputSchema(json_schema=plan_json_schema(request.tools), name="plan")
        system = _SYSTEM.replace("{tools}", _describe_tools(request.tools))
        messages: list[ModelMessage] = [
            ModelRequest(
                parts=[
                    SystemPromptPart(content=system),
                    UserPromptPart(content=_user_prompt(request)),
                ]
            )
        ]
        problems: list[str] = []
        answered: set[str] = set()
        attempts = 0
        for _ in range(self.retries + 1):
            attempts += 1
            response = await self.model.request(messages, output_schema=schema)
            request.on_response(response)
            if response.text in answered:
                break  # the same invalid plan again: the feedback taught nothing, stop paying
            answered.add(response.text)
            try:
                raw = _repaired(Plan.model_validate_json(response.text))
                if request.done:  # a replan: keep what is done, add the new steps after it
                    raw = Plan(steps=[*request.done, *raw.steps], answer=raw.answer)
                plan = validate_plan(raw, request.tools, max_steps=self.max_steps)
            except ValidationError as exc:
                problems = [
                    f"{'.'.join(map(str, e['loc'])) or 'plan'}: {e['msg']}"
                    for e in exc.errors(include_url=False)
                ]
            except PlanValidationError as exc:
                problems = exc.problems
            else:
                return PlanResult(plan, self.name)
            fix = "Your plan is invalid: " + "; ".join(problems) + ". Answer a corrected plan."
            messages += [response, ModelRequest(parts=[RetryPromptPart(content=fix)])]
        raise PlanValidationError([*problems, f"no valid plan after {attempts} attempts"])


def _repaired(plan: Plan) -> Plan:
    """A model's plan without the slips of a small model that change nothing it asked for.

    A small model copies `depends_on` from the step's own id: that names no order and would fail
    the whole plan, so it is dropped (a `${id}` reference to the step itself is still an error).
    It also falls into repeating one step word for word, id and all, until its tokens run out:
    the copies ask for nothing the first does not, so only the first is kept.
    """
    kept: list[PlanStep] = []
    for step in plan.steps:
        if step not in kept:
            kept.append(step)
    steps = [
        s.model_copy(update={"depends_on": [d for d in s.depends_on if d != s.id]})
        if s.id in s.depends_on
        else s
        for s in kept
    ]
    return plan.model_copy(update={"steps": steps})


@dataclass(slots=True)
class HybridPlanner:
    """Rules first; the model when the rules cannot plan the task."""

    planners: Sequence[Planner]
    """Tried in order; the first plan wins."""
    name: str = "hybrid"
    """Shown in events (the winning planner's name is reported in the result)."""

    async def plan(self, request: PlanRequest) -> PlanResult | None:
        """The first planner's plan that is not None."""
        for planner in self.planners:
            result = await planner.plan(request)
            if result is not None:
                return result
        return None
