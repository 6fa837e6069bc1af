"""A spec may name the sandboxed `python` and `shell` tools; they run sandboxed, after approval."""

from __future__ import annotations

import pytest
from tests.sandbox.conftest import require_sandbox  # noqa: F401  (a fixture)

from agentschool.agent import PolicyRecovery
from agentschool.agent.approval import ApprovalDecision, ApprovalRequest
from agentschool.models import FunctionModel
from agentschool.specs import SANDBOX_TOOL_NAMES, SpecError, known_tool_names, parse_spec
from agentschool.specs.factory import build_agent, spec_toolset
from agentschool.tools.base import RiskLevel

SPEC = {
    "name": "calc",
    "version": "1.0.0",
    "description": "Computes in the sandbox.",
    "instructions": "Compute.",
    "tools": ["python", "shell"],
    "pipeline": [{"id": "run", "tool": "python", "args": {"code": "print(6 * 7)\n6 * 7"}}],
}


def _unused_model() -> FunctionModel:
    def reply(*_: object) -> str:
        raise AssertionError("a pipeline agent does not call its model")

    return FunctionModel(reply)


def test_sandbox_tools_are_known_and_dangerous() -> None:
    assert set(SANDBOX_TOOL_NAMES) <= set(known_tool_names())
    spec = parse_spec(SPEC)
    tools = spec_toolset(spec, _unused_model())
    assert {t.name: t.risk for t in tools} == {
        "python": RiskLevel.DANGEROUS,
        "shell": RiskLevel.DANGEROUS,
    }
    with pytest.raises(SpecError, match=r"tools\[0\]: unknown tool 'pythn'"):
        parse_spec({**SPEC, "tools": ["pythn"], "pipeline": []})


@pytest.mark.sandbox
@pytest.mark.usefixtures("require_sandbox")
async def test_spec_agent_runs_python_in_the_sandbox_once_approved() -> None:
    asked: list[ApprovalRequest] = []

    async def approve(request: ApprovalRequest) -> ApprovalDecision:
        asked.append(request)
        return ApprovalDecision(True, "fine")

    agent = build_agent(parse_spec(SPEC), model=_unused_model(), approver=approve)
    result = await agent.run("six times seven")
    result.raise_for_status()
    (step,) = result.steps
    assert step.output["stdout"] == "42\n" and step.output["result"] == "42"
    assert step.output["exit_code"] == 0
    assert [r.tool for r in asked] == ["python"]


@pytest.mark.sandbox
@pytest.mark.usefixtures("require_sandbox")
async def test_denied_python_step_fails_with_the_reason() -> None:
    async def deny(request: ApprovalRequest) -> ApprovalDecision:
        return ApprovalDecision(False, "no code today")

    agent = build_agent(
        parse_spec(SPEC), model=_unused_model(), approver=deny, recovery=PolicyRecovery()
    )
    result = await agent.run("six times seven")
    assert result.status == "failed"
    assert "not approved: no code today" in (result.error or "")
