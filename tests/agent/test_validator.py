"""Step predicates, goal predicates and the executor's exponential backoff."""

import asyncio
import json
from typing import Any

import pytest

from agentschool.agent import Agent, PlanStep, PolicyRecovery, StepFailed, Validator
from agentschool.models import FunctionModel
from agentschool.tools import Toolset

from .conftest import flaky


def _plan(*steps: dict[str, Any]) -> FunctionModel:
    plan = {"steps": [{"depends_on": [], "args": {}, **s} for s in steps]}
    return FunctionModel(lambda messages, info: json.dumps(plan))


def test_step_checks_by_step_id_and_by_tool_name() -> None:
    validator = Validator(
        step_checks={
            "s1": lambda out: out == "yes" or "s1 must say yes",
            "echo": lambda out: None if out else False,
        }
    )
    step = PlanStep(id="s1", tool="echo")
    assert validator.check_step(step, "yes") == []
    assert validator.check_step(step, "no") == ["s1 must say yes"]
    assert validator.check_step(step, "") == ["s1 must say yes", "echo check failed"]


async def test_a_failing_step_predicate_fails_the_step_and_reaches_recovery(
    tools: Toolset,
) -> None:
    validator = Validator(step_checks={"echo": lambda out: out.isupper() or "not shouted"})
    agent = Agent(
        _plan({"id": "s1", "tool": "echo", "args": {"text": "quiet"}}),
        tools,
        planner="llm",
        validator=validator,
        recovery=PolicyRecovery(retries=0),
    )
    result = await agent.run("shout")
    assert result.status == "failed"
    assert result.error == "step 's1' failed: output failed validation: not shouted"
    assert result.steps[0].status == "failed"


async def test_goal_predicates_decide_completion(tools: Toolset) -> None:
    def agent(check: Any) -> Agent:
        return Agent(
            _plan({"id": "s1", "tool": "add", "args": {"a": 2, "b": 2}}),
            tools,
            planner="llm",
            validator=Validator(goal_checks=[check]),
        )

    met = await agent(lambda out: out == 4).run("2+2")
    assert (met.status, met.output) == ("completed", 4)
    missed = await agent(lambda out: out == 5 or f"expected 5, got {out}").run("2+2")
    assert (missed.status, missed.output, missed.error) == ("failed", None, "expected 5, got 4.0")


async def test_retries_back_off_exponentially(monkeypatch: pytest.MonkeyPatch) -> None:
    delays: list[float] = []
    real_sleep = asyncio.sleep

    async def recording_sleep(delay: float, result: Any = None) -> Any:
        delays.append(delay)
        return await real_sleep(0, result)

    monkeypatch.setattr(asyncio, "sleep", recording_sleep)
    model = _plan({"id": "s1", "tool": "flaky"})
    agent = Agent(model, Toolset([flaky(3)]), planner="llm", retries=3, backoff=0.5)
    result = await agent.run("try")
    assert result.status == "completed"
    assert delays == [0.5, 1.0, 2.0]
    failed = [(e.attempt, e.will_retry) for e in result.events if isinstance(e, StepFailed)]
    assert failed == [(1, True), (2, True), (3, True)]
