"""Validation of step results and of the run's goal.

A step's output is checked against its `expected_output` when that is a JSON Schema, and against any
predicate registered for its step id or tool name. Goal completion is checked by predicates and,
optionally, by asking a model to judge.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ValidationError

from agentschool.agent.plan import PlanStep
from agentschool.messages import ModelRequest, ModelResponse
from agentschool.models.base import Model, OutputSchema

__all__ = ["Check", "GoalJudgement", "Validator"]

Check = Callable[[Any], bool | str | None]
"""A predicate over an output: True/None passes; False or a message fails."""


def _run_check(check: Check, value: Any, label: str) -> str | None:
    verdict = check(value)
    if verdict is True or verdict is None:
        return None
    return verdict if isinstance(verdict, str) else f"{label} check failed"


class GoalJudgement(BaseModel):
    """A model's verdict on whether the task was accomplished."""

    complete: bool
    """Whether the output accomplishes the task."""
    reason: str
    """Why."""


_JUDGE_SYSTEM = (
    "Judge whether the output accomplishes the task. Answer JSON: "
    '{"complete": true|false, "reason": "..."}'
)


@dataclass(slots=True)
class Validator:
    """Checks step outputs and the final goal."""

    step_checks: Mapping[str, Check] = field(default_factory=dict[str, Check])
    """Predicates by step id or tool name."""
    goal_checks: list[Check] = field(default_factory=list[Check])
    """Predicates over the run's final output."""
    judge: Model | None = None
    """When set, this model judges goal completion too."""

    def check_step(self, step: PlanStep, output: Any) -> list[str]:
        """Problems with a step's output (empty when it is fine)."""
        problems: list[str] = []
        if isinstance(step.expected_output, dict):
            import jsonschema  # only plans with output schemas pay for the import

            validator = jsonschema.Draft202012Validator(step.expected_output)
            problems += [
                f"output{''.join(f'[{p!r}]' for p in e.absolute_path)}: {e.message}"
                for e in validator.iter_errors(output)
            ]
        for key in (step.id, step.tool):
            check = self.step_checks.get(key)
            if check is not None:
                problem = _run_check(check, output, key)
                if problem:
                    problems.append(problem)
        return problems

    async def check_goal(self, task: str, output: Any) -> tuple[list[str], ModelResponse | None]:
        """Problems with the final output, and the judge's response if a model was asked."""
        problems = [p for c in self.goal_checks if (p := _run_check(c, output, "goal"))]
        if self.judge is None or problems:
            return problems, None
        prompt = json.dumps({"task": task, "output": output}, default=str)
        schema = OutputSchema(json_schema=GoalJudgement.model_json_schema(), name="judgement")
        response = await self.judge.request(
            [ModelRequest.user(prompt, system=_JUDGE_SYSTEM)], output_schema=schema
        )
        try:
            judgement = GoalJudgement.model_validate_json(response.text)
        except ValidationError:
            return [f"the judge's answer did not parse: {response.text[:200]!r}"], response
        if not judgement.complete:
            problems.append(f"goal not met: {judgement.reason}")
        return problems, response
