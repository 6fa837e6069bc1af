from datetime import UTC, datetime

from agentschool.messages import (
    MESSAGES_ADAPTER,
    ModelMessage,
    ModelRequest,
    ModelResponse,
    RetryPromptPart,
    SystemPromptPart,
    TextPart,
    ToolCallPart,
    ToolReturnPart,
    Usage,
    UserPromptPart,
)


def test_a_whole_history_round_trips_through_json() -> None:
    history: list[ModelMessage] = [
        ModelRequest(parts=[SystemPromptPart(content="be brief"), UserPromptPart(content="2+2?")]),
        ModelResponse(
            parts=[
                TextPart(content="let me check"),
                ToolCallPart(tool_name="calculator", args={"expression": "2+2"}, tool_call_id="c1"),
            ],
            usage=Usage(requests=1, input_tokens=12, output_tokens=7, cost_usd=0.0001),
            model_name="gpt-4o-mini",
            finish_reason="tool_calls",
            timestamp=datetime(2026, 11, 22, tzinfo=UTC),
        ),
        ModelRequest(
            parts=[
                ToolReturnPart(tool_name="calculator", content={"result": 4}, tool_call_id="c1"),
                RetryPromptPart(content="also say please", tool_name=None),
            ]
        ),
    ]
    raw = MESSAGES_ADAPTER.dump_json(history)
    assert MESSAGES_ADAPTER.validate_json(raw) == history
    kinds = [
        [p["kind"] for p in m["parts"]] for m in MESSAGES_ADAPTER.dump_python(history, mode="json")
    ]
    assert kinds == [["system", "user"], ["text", "tool-call"], ["tool-return", "retry-prompt"]]


def test_usage_adds_up() -> None:
    a = Usage(requests=1, input_tokens=10, output_tokens=5, cost_usd=0.25)
    b = Usage(requests=2, input_tokens=1, output_tokens=1, cost_usd=0.5)
    assert a + b == Usage(requests=3, input_tokens=11, output_tokens=6, cost_usd=0.75)
    a.add(b)
    assert a.total_tokens == 17 and a.requests == 3


def test_user_request_helper() -> None:
    request = ModelRequest.user("hi", system="sys")
    assert [p.kind for p in request.parts] == ["system", "user"]
