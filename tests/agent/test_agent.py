import json
from pathlib import Path
from typing import Any

import pytest

from agentschool.agent import (
    EVENT_ADAPTER,
    Agent,
    ApprovalDecided,
    ApprovalDecision,
    ApprovalPolicy,
    ApprovalRequest,
    ApprovalRequested,
    ApprovalRule,
    PolicyRecovery,
    RunFinished,
    Validator,
    call_digest,
)
from agentschool.exceptions import RunFailed, UserError
from agentschool.messages import (
    ModelMessage,
    ModelRequest,
    ModelResponse,
    RetryPromptPart,
    TextPart,
    ToolCallPart,
    ToolReturnPart,
)
from agentschool.models import AgentInfo, FunctionModel, TestModel
from agentschool.tools import Toolset

from .conftest import Recorder


def _retry_prompts(messages: list[ModelMessage]) -> list[str]:
    return [
        p.content
        for m in messages
        if isinstance(m, ModelRequest)
        for p in m.parts
        if isinstance(p, RetryPromptPart)
    ]


async def test_llm_planner_feeds_problems_back_until_the_plan_is_valid(tools: Toolset) -> None:
    seen: list[list[str]] = []

    def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
        seen.append(_retry_prompts(messages))
        assert info.output_schema is not None and info.output_schema.name == "plan"
        if len(seen) == 1:
            return json.dumps(
                {"steps": [{"id": "s1", "tool": "multiply", "args": {}, "depends_on": []}]}
            )
        step = {"id": "s1", "tool": "add", "args": {"a": 1, "b": 2}, "depends_on": []}
        return json.dumps({"steps": [step], "answer": "1+2=${s1}"})

    model = FunctionModel(reply)
    result = await Agent(model, tools, planner="llm").run("add one and two")
    assert result.status == "completed" and result.output == "1+2=3"
    assert model.calls == 2
    assert "unknown tool 'multiply'" in seen[1][0]
    assert result.usage.requests == 2 and result.planner == "llm"


async def test_a_plan_the_model_keeps_getting_wrong_fails_after_the_budget(tools: Toolset) -> None:
    def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
        return json.dumps(
            {"steps": [{"id": "s1", "tool": "add", "args": {"a": "x"}, "depends_on": []}]}
        )

    model = FunctionModel(reply)
    result = await Agent(model, tools, planner="llm").run("add")
    assert result.status == "failed"
    assert model.calls == 2  # the same invalid plan twice: a third ask would bring it again
    assert "b: Field required" in (result.error or "")
    assert "no valid plan after 2 attempts" in (result.error or "")


async def test_a_model_that_answers_other_invalid_plans_gets_the_whole_budget(
    tools: Toolset,
) -> None:
    def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
        a = "x" * len(_retry_prompts(messages))  # each retry a new wrong plan
        return json.dumps(
            {"steps": [{"id": "s1", "tool": "add", "args": {"a": a}, "depends_on": []}]}
        )

    model = FunctionModel(reply)
    result = await Agent(model, tools, planner="llm").run("add")
    assert result.status == "failed" and model.calls == 3  # one try and two retries, no hang
    assert "no valid plan after 3 attempts" in (result.error or "")
    with pytest.raises(RunFailed) as info:
        result.raise_for_status()
    assert info.value.result is result


async def test_unparsable_plan_json_is_fed_back(tools: Toolset) -> None:
    replies = iter(
        [
            "not json at all",
            json.dumps(
                {"steps": [{"id": "s1", "tool": "echo", "args": {"text": "ok"}, "depends_on": []}]}
            ),
        ]
    )
    model = FunctionModel(lambda messages, info: next(replies))
    result = await Agent(model, tools, planner="llm").run("echo")
    assert result.output == "ok"


@pytest.mark.parametrize("task", ["", "   ", "\n"])
def test_empty_task_is_a_clear_error(tools: Toolset, task: str) -> None:
    with pytest.raises(UserError, match="the task is empty"):
        Agent("test", tools).iter(task)


async def test_hybrid_uses_rules_first_and_the_model_otherwise() -> None:
    from agentschool.tools.builtin import builtin_toolset

    def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
        step = {
            "id": "s1",
            "tool": "todo_add",
            "args": {"title": "water the plants"},
            "depends_on": [],
        }
        return json.dumps({"steps": [step]})

    model = FunctionModel(reply)
    agent = Agent(model, builtin_toolset())
    ruled = await agent.run("what is 6 * 7")
    assert (ruled.planner, ruled.output, model.calls) == ("rule", "6 * 7 = 42", 0)
    llm = await agent.run("I keep meaning to water the plants, remember that for me")
    assert llm.planner == "llm" and model.calls == 1
    assert llm.output["title"] == "water the plants"


async def test_react_mode_calls_tools_turn_by_turn(tools: Toolset, recorder: Recorder) -> None:
    def reply(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse | str:
        returns = [
            p
            for m in messages
            if isinstance(m, ModelRequest)
            for p in m.parts
            if isinstance(p, ToolReturnPart)
        ]
        if not returns:
            return ModelResponse(
                parts=[
                    ToolCallPart(tool_name="add", args={"a": 2, "b": 2}, tool_call_id="c1"),
                    ToolCallPart(tool_name="echo", args={"text": "hi"}, tool_call_id="c2"),
                ]
            )
        by_id = {r.tool_call_id: r.content for r in returns}
        return f"sum {by_id['c1']}, said {by_id['c2']}"

    result = await Agent(FunctionModel(reply), tools, planner="react").run("add and echo")
    assert result.status == "completed"
    assert result.output == "sum 4.0, said hi"
    assert sorted(c[0] for c in recorder.calls) == ["add", "echo"]
    assert [s.id for s in result.steps] == ["t1_1", "t1_2"]


async def test_react_mode_reports_bad_calls_back_to_the_model(tools: Toolset) -> None:
    def reply(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse | str:
        retries = _retry_prompts(messages)
        if not retries:
            return ModelResponse(
                parts=[
                    ToolCallPart(tool_name="add", args={"a": 1}, tool_call_id="c1"),
                    ToolCallPart(tool_name="nope", args={}, tool_call_id="c2"),
                ]
            )
        return " | ".join(retries)

    result = await Agent(FunctionModel(reply), tools, planner="react").run("x")
    assert "unknown tool 'nope'" in result.output
    assert "b: Field required" in result.output


async def test_test_model_drives_react_mode(tools: Toolset) -> None:
    result = await Agent(TestModel(call_tools=["echo"]), tools, planner="react").run("anything")
    assert result.status == "completed"
    assert json.loads(result.output) == {"echo": "a"}


def _write_plan(tool: str, **args: Any) -> FunctionModel:
    plan = {"steps": [{"id": "s1", "tool": tool, "args": args, "depends_on": []}]}
    return FunctionModel(lambda messages, info: json.dumps(plan))


async def test_a_call_that_needs_approval_waits_for_the_approver(
    tools: Toolset, recorder: Recorder
) -> None:
    asked: list[ApprovalRequest] = []

    async def approver(request: ApprovalRequest) -> ApprovalDecision:
        asked.append(request)
        assert recorder.effects == []  # nothing happened before the decision
        return ApprovalDecision(True, "looks fine")

    policy = ApprovalPolicy(rules=[ApprovalRule(tool="record", action="require")])
    agent = Agent(
        _write_plan("record", note="n"), tools, planner="llm", policy=policy, approver=approver
    )
    result = await agent.run("note n", run_id="r")
    assert result.status == "completed" and recorder.effects == ["r:s1:n"]
    (request,) = asked
    assert request.digest == call_digest("record", {"note": "n"})
    requested = next(e for e in result.events if isinstance(e, ApprovalRequested))
    decided = next(e for e in result.events if isinstance(e, ApprovalDecided))
    assert requested.digest == request.digest and decided.approved


async def test_a_denied_call_fails_its_step_with_the_reason(
    tools: Toolset, recorder: Recorder
) -> None:
    async def approver(request: ApprovalRequest) -> ApprovalDecision:
        return ApprovalDecision(False, "not today")

    policy = ApprovalPolicy(
        rules=[ApprovalRule(tool="rec*", args={"note": "secret"}, action="require")]
    )
    agent = Agent(
        _write_plan("record", note="top secret"),
        tools,
        planner="llm",
        policy=policy,
        approver=approver,
        recovery=PolicyRecovery(),
    )
    result = await agent.run("note: top secret")
    assert result.status == "failed" and "not approved: not today" in (result.error or "")
    assert recorder.effects == []


async def test_a_refusal_is_final_whatever_the_recovery_strategy(
    tools: Toolset, recorder: Recorder
) -> None:
    # A policy that retries transient errors and knows an alternative to the refused tool: a
    # person's "no" must be asked once, and nothing may route around it.
    asked: list[ApprovalRequest] = []

    async def approver(request: ApprovalRequest) -> ApprovalDecision:
        asked.append(request)
        return ApprovalDecision(False, "no")

    agent = Agent(
        _write_plan("record", note="n"),
        tools,
        planner="llm",
        policy=ApprovalPolicy(rules=[ApprovalRule(tool="record", action="require")]),
        approver=approver,
        recovery=PolicyRecovery(retries=3, alternatives={"record": ["echo"]}),
    )
    result = await agent.run("note n")
    assert result.status == "failed" and "not approved: no" in (result.error or "")
    assert len(asked) == 1 and recorder.calls == [] and recorder.effects == []


async def test_policy_file_can_deny_outright(
    tmp_path: Path, tools: Toolset, recorder: Recorder
) -> None:
    path = tmp_path / "policy.yaml"
    path.write_text("rules:\n  - tool: record\n    action: deny\n")
    agent = Agent(
        _write_plan("record", note="n"),
        tools,
        planner="llm",
        policy=ApprovalPolicy.from_file(path),
        recovery=PolicyRecovery(),
    )
    result = await agent.run("note n")
    assert "denied by policy" in (result.error or "") and recorder.effects == []


def test_bad_policy_file_names_the_field(tmp_path: Path) -> None:
    path = tmp_path / "policy.yaml"
    path.write_text("rules:\n  - tool: record\n    action: maybe\n")
    with pytest.raises(UserError, match=r"rules\.0\.action"):
        ApprovalPolicy.from_file(path)


async def test_goal_judge_can_fail_a_run(tools: Toolset) -> None:
    def judge(messages: list[ModelMessage], info: AgentInfo) -> str:
        return json.dumps({"complete": False, "reason": "that is not a poem"})

    agent = Agent(
        _write_plan("echo", text="roses"),
        tools,
        planner="llm",
        validator=Validator(judge=FunctionModel(judge)),
    )
    result = await agent.run("write a poem")
    assert result.status == "failed" and result.error == "goal not met: that is not a poem"
    assert result.usage.requests == 2


async def test_expected_output_schema_is_checked(tools: Toolset) -> None:
    plan = {
        "steps": [
            {
                "id": "s1",
                "tool": "echo",
                "args": {"text": "abc"},
                "depends_on": [],
                "expected_output": {"type": "string", "minLength": 5},
            }
        ]
    }
    agent = Agent(
        FunctionModel(lambda m, i: json.dumps(plan)),
        tools,
        planner="llm",
        recovery=PolicyRecovery(),
    )
    result = await agent.run("echo")
    assert result.status == "failed"
    assert "output failed validation: output: 'abc' is too short" in (result.error or "")


async def test_every_event_round_trips_through_json(tools: Toolset) -> None:
    result = await Agent(_write_plan("add", a=1, b=2), tools, planner="llm").run("add")
    for event in result.events:
        assert EVENT_ADAPTER.validate_json(EVENT_ADAPTER.dump_json(event)) == event
    finished = result.events[-1]
    assert isinstance(finished, RunFinished) and finished.output == 3


async def test_iter_streams_events_as_they_happen(tools: Toolset) -> None:
    kinds = [
        event.kind
        async for event in Agent(_write_plan("echo", text="x"), tools, planner="llm").iter("go")
    ]
    assert kinds[0] == "run-started" and kinds[-1] == "run-finished"


def test_result_as_dict_has_the_cli_json_shape() -> None:
    from agentschool.agent import RunResult, StepRecord
    from agentschool.messages import Usage

    record = StepRecord(id="s1", tool="echo", args={"text": "a"}, status="done", output="a")
    result = RunResult(
        run_id="r", status="completed", output="a", steps=[record], usage=Usage(requests=1)
    )
    data = result.as_dict()
    assert {"status", "output", "steps", "usage"} <= data.keys()
    assert data["steps"][0] == {
        "id": "s1",
        "tool": "echo",
        "args": {"text": "a"},
        "output": "a",
        "status": "done",
        "error": None,
        "attempts": 0,
        "duration_ms": 0.0,
    }


def test_text_part_helpers() -> None:
    response = ModelResponse(parts=[TextPart(content="a"), ToolCallPart(tool_name="t", args={})])
    assert response.text == "a" and [c.tool_name for c in response.tool_calls] == ["t"]


async def test_a_models_listed_self_dependency_is_dropped_not_fatal() -> None:
    from agentschool.tools.calculator import calculator_tool

    def plan(messages: list[ModelMessage], info: AgentInfo) -> str:
        step = {"id": "s1", "tool": "calculator", "args": {"expression": "6*7"}}
        return json.dumps({"steps": [{**step, "depends_on": ["s1"]}], "answer": "${s1}"})

    model = FunctionModel(plan)
    result = await Agent(model, Toolset([calculator_tool]), planner="llm").run("compute 6*7")
    assert (result.status, result.output, result.usage.requests) == ("completed", 42, 1)


async def test_a_step_a_small_model_repeats_word_for_word_runs_once() -> None:
    from agentschool.tools.calculator import calculator_tool

    def plan(messages: list[ModelMessage], info: AgentInfo) -> str:
        step = {"id": "s1", "tool": "calculator", "args": {"expression": "6*7"}, "depends_on": []}
        return json.dumps({"steps": [step, step, step], "answer": "${s1}"})

    model = FunctionModel(plan)
    result = await Agent(model, Toolset([calculator_tool]), planner="llm").run("compute 6*7")
    assert (result.status, result.output, result.usage.requests) == ("completed", 42, 1)
    assert [s.tool for s in result.steps] == ["calculator"]


async def test_no_valid_plan_is_an_honest_not_understood(tools: Toolset) -> None:
    # A model that cannot write a valid plan for the task understood nothing: the run says what
    # the agent can do, and nothing ran.
    def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
        step = {"id": "s1", "tool": "echo", "args": {"text": "x"}, "depends_on": []}
        return json.dumps({"steps": [step, {**step, "args": {"text": "y"}}]})

    result = await Agent(FunctionModel(reply), tools, planner="hybrid").run("a poem about rain")
    assert result.status == "failed" and result.error_kind == "not_understood"
    assert "duplicate step id 's1'" in (result.error or "")
    assert "What I can do:" in (result.error or "") and result.steps == []
