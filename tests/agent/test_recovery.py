"""Each recovery path, driven by a FunctionModel that plans and then decides how to recover."""

import json
from typing import Any

from agentschool.agent import Agent, PolicyRecovery, RecoveryDecided, Replanned, StepSkipped
from agentschool.messages import ModelMessage, ModelRequest, SystemPromptPart, UserPromptPart
from agentschool.models import AgentInfo, FunctionModel
from agentschool.tools import Toolset

from .conftest import flaky


def _system(messages: list[ModelMessage]) -> str:
    first = messages[0]
    assert isinstance(first, ModelRequest)
    return next(p.content for p in first.parts if isinstance(p, SystemPromptPart))


def _user(messages: list[ModelMessage]) -> str:
    first = messages[0]
    assert isinstance(first, ModelRequest)
    return next(p.content for p in first.parts if isinstance(p, UserPromptPart))


def scripted(plans: list[dict[str, Any]], decisions: list[dict[str, Any]]) -> FunctionModel:
    """Plans come from `plans` in order, recovery decisions from `decisions` in order."""
    plans, decisions = list(plans), list(decisions)

    def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
        if "A step of a plan failed" in _system(messages):
            return json.dumps(decisions.pop(0))
        return json.dumps(plans.pop(0))

    return FunctionModel(reply)


def step(id: str, tool: str, **args: Any) -> dict[str, Any]:
    return {"id": id, "tool": tool, "args": args, "depends_on": []}


async def test_retry(tools: Toolset) -> None:
    tools.register(flaky(1))
    model = scripted([{"steps": [step("s1", "flaky")]}], [{"action": "retry", "reason": "blip"}])
    result = await Agent(model, tools, planner="llm", retries=0).run("t")
    assert result.status == "completed" and result.output == "ok:x"
    decided = [e for e in result.events if isinstance(e, RecoveryDecided)]
    assert [(d.action, d.decided_by) for d in decided] == [("retry", "model")]
    assert result.steps[0].attempts == 2


async def test_modify_args(tools: Toolset) -> None:
    plan = {"steps": [step("s1", "echo", text="abc"), step("s2", "add", a="${s1}", b=1)]}
    fix = {"action": "modify", "reason": "a must be a number", "args": {"a": 41, "b": 1}}
    model = scripted([plan], [fix])
    result = await Agent(model, tools, planner="llm").run("t")
    assert result.status == "completed" and result.output == 42
    replanned = next(e for e in result.events if isinstance(e, Replanned))
    assert replanned.plan.step("s2").args == {"a": 41, "b": 1}


async def test_alternative_tool(tools: Toolset) -> None:
    tools.register(flaky(99, name="broken"))
    alt = {
        "action": "alternative",
        "reason": "use echo",
        "tool": "echo",
        "args": {"text": "plan b"},
    }
    model = scripted([{"steps": [step("s1", "broken")]}], [alt])
    result = await Agent(model, tools, planner="llm", retries=0).run("t")
    assert result.status == "completed" and result.output == "plan b"
    assert result.steps[0].tool == "echo"


async def test_skip(tools: Toolset) -> None:
    tools.register(flaky(99, name="broken"))
    plan = {"steps": [step("s1", "broken"), step("s2", "echo", text="still here")]}
    model = scripted([plan], [{"action": "skip", "reason": "not needed"}])
    result = await Agent(model, tools, planner="llm", retries=0).run("t")
    assert result.status == "completed" and result.output == "still here"
    assert [e.step_id for e in result.events if isinstance(e, StepSkipped)] == ["s1"]


async def test_replan_only_the_remaining_steps(tools: Toolset) -> None:
    tools.register(flaky(99, name="broken"))
    first = {
        "steps": [step("s1", "echo", text="kept"), {**step("s2", "broken"), "depends_on": ["s1"]}]
    }
    second = {"steps": [step("s3", "echo", text="${s1} and new")]}
    model = scripted([first, second], [{"action": "replan", "reason": "broken is down"}])
    result = await Agent(model, tools, planner="llm", retries=0).run("t")
    assert result.status == "completed" and result.output == "kept and new"
    replanned = next(e for e in result.events if isinstance(e, Replanned))
    assert [s.id for s in replanned.plan.steps] == ["s1", "s3"]
    assert [s.id for s in result.steps] == ["s1", "s3"]
    assert result.steps[0].attempts == 1  # the finished step was not run again


async def test_fail(tools: Toolset) -> None:
    tools.register(flaky(99, name="broken"))
    model = scripted(
        [{"steps": [step("s1", "broken")]}], [{"action": "fail", "reason": "hopeless"}]
    )
    result = await Agent(model, tools, planner="llm", retries=0).run("t")
    assert result.status == "failed"
    assert result.error == "step 's1' failed: hopeless"


async def test_unusable_model_decision_falls_back_to_policy(tools: Toolset) -> None:
    tools.register(flaky(99, name="broken"))
    bad = {"action": "alternative", "reason": "x", "tool": "nonexistent", "args": {}}
    model = scripted([{"steps": [step("s1", "broken")]}], [bad, bad])
    result = await Agent(model, tools, planner="llm", retries=0).run("t")
    decisions = [e for e in result.events if isinstance(e, RecoveryDecided)]
    assert [d.action for d in decisions] == ["retry", "fail"]  # the policy: one retry, then fail
    assert decisions[0].reason.startswith("model decision unusable (unknown tool 'nonexistent')")
    assert result.status == "failed"


async def test_policy_recovery_uses_an_alternative_tool() -> None:
    tools = Toolset([flaky(99, name="primary"), flaky(0, name="backup")])
    model = scripted([{"steps": [step("s1", "primary", value="v")]}], [])
    policy = PolicyRecovery(retries=0, alternatives={"primary": ["backup"]})
    result = await Agent(model, tools, planner="llm", retries=0, recovery=policy).run("t")
    assert result.status == "completed" and result.output == "ok:v"
    assert result.steps[0].tool == "backup"
    decision = next(e for e in result.events if isinstance(e, RecoveryDecided))
    assert (decision.action, decision.decided_by) == ("alternative", "policy")


async def test_policy_recovery_retries_transient_errors_once() -> None:
    tools = Toolset([flaky(1)])
    model = scripted([{"steps": [step("s1", "flaky")]}], [])
    agent = Agent(model, tools, planner="llm", retries=0, recovery=PolicyRecovery(retries=1))
    result = await agent.run("t")
    assert result.output == "ok:x"
    assert [e.action for e in result.events if isinstance(e, RecoveryDecided)] == ["retry"]
