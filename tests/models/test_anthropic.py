"""AnthropicModel through httpx.MockTransport with recorded-shape Messages API payloads."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import httpx2
import pytest

from agentschool.exceptions import (
    ConfigError,
    ModelAPIError,
    ModelHTTPError,
    UnexpectedModelBehavior,
    UserError,
)
from agentschool.messages import (
    ModelRequest,
    ModelResponse,
    RetryPromptPart,
    SystemPromptPart,
    TextPart,
    ToolCallPart,
    ToolReturnPart,
    UserPromptPart,
)
from agentschool.models import base as model_base
from agentschool.models.anthropic import AnthropicModel, AnthropicProvider
from agentschool.models.base import OutputSchema, ResponseComplete, TextDelta, ToolDefinition

FIXTURES = Path(__file__).parent / "fixtures"
Handler = Callable[[httpx.Request], httpx.Response]
_JSON = {"content-type": "application/json"}
_SSE = {"content-type": "text/event-stream"}

WEATHER = ToolDefinition(
    name="get_weather",
    description="Current weather in a city.",
    parameters_json_schema={
        "type": "object",
        "properties": {"city": {"type": "string"}},
        "required": ["city"],
    },
)
CITY = OutputSchema(
    name="city_info",
    json_schema={
        "type": "object",
        "properties": {"city": {"type": "string"}, "population": {"type": "integer"}},
        "required": ["city", "population"],
    },
)


@pytest.fixture(autouse=True)
def _allow_mock_requests(monkeypatch: pytest.MonkeyPatch) -> None:
    """MockTransport is not the network: let these adapters send."""
    monkeypatch.setattr(model_base, "ALLOW_MODEL_REQUESTS", True)


def fixture(name: str) -> bytes:
    return (FIXTURES / name).read_bytes()


class Server:
    """A MockTransport handler that records requests and replays one canned answer."""

    def __init__(self, respond: Handler) -> None:
        self.respond = respond
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        return self.respond(request)

    @property
    def body(self) -> dict[str, Any]:
        result: dict[str, Any] = json.loads(self.requests[-1].content)
        return result


def reply(name: str) -> Handler:
    headers = _SSE if name.endswith(".sse") else _JSON
    return lambda request: httpx.Response(200, content=fixture(name), headers=headers)


def make_model(
    respond: Handler, api_key: str | None = "sk-ant-test"
) -> tuple[AnthropicModel, Server]:
    server = Server(respond)
    client = httpx.AsyncClient(transport=httpx.MockTransport(server))
    provider = AnthropicProvider(api_key=api_key, http_client=client)
    return AnthropicModel("claude-sonnet-4-6", provider=provider), server


def ask(text: str = "What is the capital of France?") -> list[ModelRequest]:
    return [ModelRequest.user(text, system="Be brief.")]


async def test_plain_text_reply_and_request_body() -> None:
    model, server = make_model(reply("anthropic_text.json"))

    response = await model.request(ask(), settings={"temperature": 0.2, "stop": ["END"]})

    assert response.parts == [TextPart(content="Paris is the capital of France.")]
    assert (response.usage.input_tokens, response.usage.output_tokens) == (21, 10)
    assert response.model_name == "claude-sonnet-4-5-20250929"
    assert response.finish_reason == "end_turn"
    request = server.requests[0]
    assert request.url == "https://api.anthropic.com/v1/messages"
    assert request.headers["authorization"] == "Bearer sk-ant-test"  # this SDK sends keys as Bearer
    assert "anthropic-version" in request.headers
    assert server.body == {
        "model": "claude-sonnet-4-6",
        "max_tokens": 4096,
        "system": "Be brief.",
        "messages": [
            {
                "role": "user",
                "content": [{"type": "text", "text": "What is the capital of France?"}],
            }
        ],
        "temperature": 0.2,
        "stop_sequences": ["END"],
    }


async def test_tool_use_with_text_and_tools_sent() -> None:
    model, server = make_model(reply("anthropic_tool_use.json"))

    response = await model.request(ask("Weather in Paris?"), tools=[WEATHER])

    assert response.parts == [
        TextPart(content="I'll check the weather in Paris."),
        ToolCallPart(
            tool_name="get_weather",
            args={"city": "Paris", "unit": "celsius"},
            tool_call_id="toolu_01A09q90qw90lq917835lq9",
        ),
    ]
    assert response.finish_reason == "tool_use"
    assert server.body["tools"] == [
        {
            "name": "get_weather",
            "description": "Current weather in a city.",
            "input_schema": WEATHER.parameters_json_schema,
        }
    ]
    assert "tool_choice" not in server.body


async def test_parallel_tool_use_and_cached_input_tokens() -> None:
    model, _ = make_model(reply("anthropic_parallel_tool_use.json"))

    response = await model.request(ask("Paris and Tokyo weather, and the time"))

    assert [(c.tool_name, c.args, c.tool_call_id) for c in response.tool_calls] == [
        ("get_weather", {"city": "Paris"}, "toolu_01Ux3h4kQ2F9pD7vR8wS1tYb"),
        ("get_weather", {"city": "Tokyo"}, "toolu_01Mn6b2cV5xZ8aL3kJ9hG4fD"),
        ("get_time", {}, "toolu_01Qw7e1rT4yU2iO5pA8sD3fG"),
    ]
    assert response.usage.input_tokens == 512  # 412 fresh + 100 read from the prompt cache


async def test_json_output_forces_the_synthetic_tool() -> None:
    model, server = make_model(reply("anthropic_json_output.json"))

    response = await model.request(ask("Paris facts"), output_schema=CITY)

    assert response.tool_calls == []
    assert json.loads(response.text) == {"city": "Paris", "population": 2102650}
    assert server.body["tool_choice"] == {"type": "tool", "name": "city_info"}
    [tool] = server.body["tools"]
    assert tool["name"] == "city_info"
    assert tool["input_schema"] == CITY.json_schema


async def test_json_output_alongside_tools_lets_the_model_pick() -> None:
    model, server = make_model(reply("anthropic_tool_use.json"))

    response = await model.request(ask(), tools=[WEATHER], output_schema=CITY)

    assert server.body["tool_choice"] == {"type": "any"}
    assert [t["name"] for t in server.body["tools"]] == ["get_weather", "city_info"]
    assert response.tool_calls[0].tool_name == "get_weather"


async def test_non_object_output_schema_is_wrapped_and_unwrapped() -> None:
    body = json.loads(fixture("anthropic_json_output.json"))
    body["content"][0].update(name="numbers", input={"value": [1, 2, 3]})
    model, server = make_model(lambda r: httpx.Response(200, json=body))
    schema = OutputSchema(
        name="numbers", json_schema={"type": "array", "items": {"type": "integer"}}
    )

    response = await model.request(ask(), output_schema=schema)

    assert json.loads(response.text) == [1, 2, 3]
    assert server.body["tools"][0]["input_schema"] == {
        "type": "object",
        "properties": {"value": schema.json_schema},
        "required": ["value"],
    }


async def test_history_conversion_covers_every_part_kind() -> None:
    model, server = make_model(reply("anthropic_text.json"))
    call = ToolCallPart(tool_name="get_weather", args={"city": "Paris"}, tool_call_id="toolu_1")
    history = [
        ModelRequest(parts=[SystemPromptPart(content="sys"), UserPromptPart(content="weather?")]),
        ModelResponse(parts=[TextPart(content="Let me look."), call]),
        ModelRequest(
            parts=[
                RetryPromptPart(content="answer in French"),
                ToolReturnPart(
                    tool_name="get_weather", content={"temp_c": 21}, tool_call_id="toolu_1"
                ),
                RetryPromptPart(content="bad city", tool_name="x", tool_call_id="toolu_2"),
                SystemPromptPart(content="late instructions"),
            ]
        ),
    ]

    await model.request(history)

    body = server.body
    assert body["system"] == "sys\n\nlate instructions"
    assert body["messages"] == [
        {"role": "user", "content": [{"type": "text", "text": "weather?"}]},
        {
            "role": "assistant",
            "content": [
                {"type": "text", "text": "Let me look."},
                {
                    "type": "tool_use",
                    "id": "toolu_1",
                    "name": "get_weather",
                    "input": {"city": "Paris"},
                },
            ],
        },
        {
            "role": "user",
            "content": [  # tool results first, as the API requires
                {"type": "tool_result", "tool_use_id": "toolu_1", "content": '{"temp_c":21}'},
                {
                    "type": "tool_result",
                    "tool_use_id": "toolu_2",
                    "content": "bad city\n\nFix the errors and try again.",
                    "is_error": True,
                },
                {"type": "text", "text": "answer in French\n\nFix the errors and try again."},
            ],
        },
    ]


async def test_consecutive_requests_merge_into_one_user_turn() -> None:
    model, server = make_model(reply("anthropic_text.json"))

    await model.request([ModelRequest.user("one"), ModelRequest.user("two")])

    assert server.body["messages"] == [
        {
            "role": "user",
            "content": [{"type": "text", "text": "one"}, {"type": "text", "text": "two"}],
        }
    ]


async def test_429_surfaces_status_body_and_retry_after() -> None:
    error = {"type": "error", "error": {"type": "rate_limit_error", "message": "Slow down"}}
    model, _ = make_model(lambda r: httpx.Response(429, json=error, headers={"retry-after": "12"}))

    with pytest.raises(ModelHTTPError) as info:
        await model.request(ask())

    assert (info.value.status_code, info.value.retry_after, info.value.body) == (429, 12.0, error)
    assert info.value.retryable


async def test_overloaded_529_and_500_are_retryable() -> None:
    overloaded = {"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}
    for status in (529, 500):
        model, _ = make_model(lambda r, s=status: httpx.Response(s, json=overloaded))
        with pytest.raises(ModelHTTPError) as info:
            await model.request(ask())
        assert info.value.status_code == status
        assert info.value.retryable


async def test_401_is_not_retryable() -> None:
    error = {"type": "error", "error": {"type": "authentication_error", "message": "bad key"}}
    model, _ = make_model(lambda r: httpx.Response(401, json=error))

    with pytest.raises(ModelHTTPError) as info:
        await model.request(ask())

    assert info.value.status_code == 401 and not info.value.retryable
    assert info.value.body == error


@pytest.mark.parametrize("exc_type", [httpx.ReadTimeout, httpx.ConnectError])
async def test_timeouts_and_connection_errors_are_retryable(
    exc_type: type[httpx.TransportError],
) -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        raise exc_type("simulated", request=request)

    model, _ = make_model(handler)

    with pytest.raises(ModelAPIError) as info:
        await model.request(ask())

    assert not isinstance(info.value, ModelHTTPError)
    assert info.value.retryable


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        (b"upstream connect error", "not JSON"),
        (b'{"id": "msg_1", "type": "message"}', "content"),
        (b'{"content": [{"type": "tool_use", "id": "t", "input": {}}]}', "name"),
        (b'{"content": [{"type": "tool_use", "id": "t", "name": "f", "input": "[1]"}]}', "object"),
    ],
)
async def test_malformed_bodies_raise_unexpected_model_behavior(
    content: bytes, fragment: str
) -> None:
    model, _ = make_model(lambda r: httpx.Response(200, content=content, headers=_JSON))

    with pytest.raises(UnexpectedModelBehavior) as info:
        await model.request(ask())

    assert fragment in str(info.value)
    assert info.value.body is not None


async def test_missing_key_names_the_env_var_only_when_requesting(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    model, server = make_model(reply("anthropic_text.json"), api_key=None)
    assert not AnthropicProvider.is_configured()

    with pytest.raises(ConfigError, match="ANTHROPIC_API_KEY"):
        await model.request(ask())
    assert server.requests == []

    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-env")
    assert AnthropicProvider.is_configured()
    await model.request(ask())
    assert server.requests[0].headers["authorization"] == "Bearer sk-ant-env"


async def test_guard_blocks_requests_when_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(model_base, "ALLOW_MODEL_REQUESTS", False)
    model, server = make_model(reply("anthropic_text.json"))

    with pytest.raises(UserError, match="disabled"):
        await model.request(ask())
    with pytest.raises(UserError, match="disabled"):
        async for _ in model.request_stream(ask()):
            pass
    assert server.requests == []


async def test_stream_text_deltas_then_complete_response() -> None:
    model, server = make_model(reply("anthropic_stream_text.sse"))

    events = [event async for event in model.request_stream(ask())]

    assert [e.content for e in events if isinstance(e, TextDelta)] == [
        "Paris",
        " is the capital",
        " of France.",
    ]
    final = events[-1]
    assert isinstance(final, ResponseComplete)
    assert final.response.text == "Paris is the capital of France."
    assert (final.response.usage.input_tokens, final.response.usage.output_tokens) == (21, 10)
    assert final.response.finish_reason == "end_turn"
    assert server.body["stream"] is True


async def test_stream_assembles_parallel_tool_use() -> None:
    model, _ = make_model(reply("anthropic_stream_tool_use.sse"))

    events = [event async for event in model.request_stream(ask(), tools=[WEATHER])]

    final = events[-1]
    assert isinstance(final, ResponseComplete)
    assert final.response.text == "Checking both cities."
    assert [(c.tool_name, c.args, c.tool_call_id) for c in final.response.tool_calls] == [
        ("get_weather", {"city": "Paris"}, "toolu_01Ux3h4kQ2F9pD7vR8wS1tYb"),
        ("get_weather", {"city": "Tokyo"}, "toolu_01Mn6b2cV5xZ8aL3kJ9hG4fD"),
    ]
    assert final.response.finish_reason == "tool_use"
    assert final.response.usage.output_tokens == 89


async def test_stream_of_structured_output_yields_its_json_text() -> None:
    sse = fixture("anthropic_stream_tool_use.sse").replace(b"get_weather", b"city_info")
    model, _ = make_model(lambda r: httpx.Response(200, content=sse, headers=_SSE))

    events = [event async for event in model.request_stream(ask(), output_schema=CITY)]

    final = events[-1]
    assert isinstance(final, ResponseComplete)
    assert final.response.tool_calls == []
    streamed = "".join(e.content for e in events if isinstance(e, TextDelta))
    assert streamed == final.response.text
    assert '{"city": "Paris"}' in streamed


async def test_stream_errors_are_typed() -> None:
    model, _ = make_model(
        lambda r: httpx.Response(429, json={"type": "error"}, headers={"retry-after-ms": "800"})
    )
    with pytest.raises(ModelHTTPError) as info:
        async for _ in model.request_stream(ask()):
            pass
    assert info.value.retry_after == 0.8
    assert info.value.body == {"type": "error"}

    overloaded = (
        b'event: error\ndata: {"type": "error", "error": '
        b'{"type": "overloaded_error", "message": "Overloaded"}}\n\n'
    )
    model, _ = make_model(lambda r: httpx.Response(200, content=overloaded, headers=_SSE))
    with pytest.raises(ModelAPIError) as mid:
        async for _ in model.request_stream(ask()):
            pass
    assert mid.value.retryable and "overloaded" in str(mid.value).lower()

    garbage = b'event: message_start\ndata: {"type": "message_start"\n\n'
    model, _ = make_model(lambda r: httpx.Response(200, content=garbage, headers=_SSE))
    with pytest.raises(UnexpectedModelBehavior):
        async for _ in model.request_stream(ask()):
            pass


async def test_httpx2_clients_are_used_as_is() -> None:
    seen: list[httpx2.Request] = []

    def handler(request: httpx2.Request) -> httpx2.Response:
        seen.append(request)
        return httpx2.Response(200, content=fixture("anthropic_text.json"), headers=_JSON)

    client = httpx2.AsyncClient(transport=httpx2.MockTransport(handler))
    provider = AnthropicProvider(api_key="k", base_url="http://proxy.local/", http_client=client)

    response = await AnthropicModel("claude-haiku-4-5", provider=provider).request(ask())

    assert response.text == "Paris is the capital of France."
    assert str(seen[0].url) == "http://proxy.local/v1/messages"


class _BreaksMidStream(httpx.AsyncByteStream):
    """Sends the first SSE events, then the connection times out."""

    def __init__(self, first: bytes) -> None:
        self.first = first

    async def __aiter__(self):  # type: ignore[no-untyped-def]
        yield self.first
        raise httpx.ReadTimeout("stalled mid-stream")


async def test_timeout_in_the_middle_of_a_stream_is_retryable() -> None:
    events = fixture("anthropic_stream_text.sse").split(b"\n\n")
    first = b"\n\n".join(events[:4]) + b"\n\n"  # start, block start, ping, "Paris"
    model, _ = make_model(
        lambda r: httpx.Response(200, stream=_BreaksMidStream(first), headers=_SSE)
    )
    deltas: list[str] = []

    with pytest.raises(ModelAPIError) as info:
        async for event in model.request_stream(ask()):
            if isinstance(event, TextDelta):
                deltas.append(event.content)

    assert deltas == ["Paris"]
    assert info.value.retryable and "timed out" in str(info.value)
