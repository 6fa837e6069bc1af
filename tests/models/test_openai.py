"""OpenAIModel through httpx.MockTransport with recorded-shape chat-completion payloads."""

from __future__ import annotations

import gzip
import json
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
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
from agentschool.models._http import parse_retry_after
from agentschool.models.base import OutputSchema, ResponseComplete, TextDelta, ToolDefinition
from agentschool.models.openai import OpenAIModel, OpenAIProvider, is_strict_schema

FIXTURES = Path(__file__).parent / "fixtures"
Handler = Callable[[httpx.Request], httpx.Response]

WEATHER = ToolDefinition(
    name="get_weather",
    description="Current weather in a city.",
    parameters_json_schema={
        "type": "object",
        "properties": {"city": {"type": "string"}, "unit": {"type": "string"}},
        "required": ["city"],
    },
)
CITY_SCHEMA = {
    "type": "object",
    "properties": {"city": {"type": "string"}, "population": {"type": "integer"}},
    "required": ["city", "population"],
    "additionalProperties": False,
}


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


def json_reply(name: str, status: int = 200) -> Handler:
    return lambda request: httpx.Response(status, content=fixture(name), headers=_JSON)


def sse_reply(name: str) -> Handler:
    headers = {"content-type": "text/event-stream"}
    return lambda request: httpx.Response(200, content=fixture(name), headers=headers)


_JSON = {"content-type": "application/json"}


def make_model(respond: Handler, *, name: str = "openai") -> tuple[OpenAIModel, Server]:
    server = Server(respond)
    client = httpx.AsyncClient(transport=httpx.MockTransport(server))
    provider = OpenAIProvider(api_key="sk-test", http_client=client, name=name)
    return OpenAIModel("gpt-4o-mini", provider=provider), server


def ask(text: str = "What is the capital of France?") -> list[ModelRequest]:
    return [ModelRequest.user(text, system="Be brief.")]


async def test_plain_text_reply_and_request_body() -> None:
    model, server = make_model(json_reply("openai_text.json"))

    response = await model.request(ask())

    assert response.parts == [TextPart(content="Paris is the capital of France.")]
    assert (response.usage.input_tokens, response.usage.output_tokens) == (19, 8)
    assert response.usage.requests == 1
    assert response.usage.cost_usd == 0.0  # cost is the cost wrapper's job
    assert response.model_name == "gpt-4o-mini-2024-07-18"
    assert response.finish_reason == "stop"
    request = server.requests[0]
    assert request.url == "https://api.openai.com/v1/chat/completions"
    assert request.headers["authorization"] == "Bearer sk-test"
    assert server.body == {
        "model": "gpt-4o-mini",
        "messages": [
            {"role": "system", "content": "Be brief."},
            {"role": "user", "content": "What is the capital of France?"},
        ],
    }


async def test_single_tool_call_and_tools_sent() -> None:
    model, server = make_model(json_reply("openai_tool_call.json"))

    response = await model.request(ask("Weather in Paris?"), tools=[WEATHER])

    assert response.parts == [
        ToolCallPart(
            tool_name="get_weather",
            args={"city": "Paris", "unit": "celsius"},
            tool_call_id="call_DdmO9pD3xa9XTPNJ32zg2hcA",
        )
    ]
    assert response.finish_reason == "tool_calls"
    assert server.body["tools"] == [
        {
            "type": "function",
            "function": {
                "name": "get_weather",
                "description": "Current weather in a city.",
                "parameters": WEATHER.parameters_json_schema,
            },
        }
    ]


async def test_parallel_tool_calls_keep_order_and_ids() -> None:
    model, _ = make_model(json_reply("openai_parallel_tool_calls.json"))

    response = await model.request(ask("Weather in Paris and Tokyo, and the time?"))

    assert [(c.tool_name, c.args, c.tool_call_id) for c in response.tool_calls] == [
        ("get_weather", {"city": "Paris"}, "call_8Xx2qVnTqdXpnJ6kQmZ9w1aB"),
        ("get_weather", {"city": "Tokyo"}, "call_Q7m3lA0pRzV1cY2hL8dN4eKs"),
        ("get_time", {}, "call_Z9kW2bT5vX8nM1pQ4rS6uY3c"),
    ]
    assert response.text == ""


async def test_json_output_sends_strict_response_format() -> None:
    model, server = make_model(json_reply("openai_json_output.json"))
    schema = OutputSchema(json_schema=CITY_SCHEMA, name="city_info", description="A city.")

    response = await model.request(ask("Paris facts"), output_schema=schema)

    assert json.loads(response.text) == {"city": "Paris", "population": 2102650}
    assert server.body["response_format"] == {
        "type": "json_schema",
        "json_schema": {
            "name": "city_info",
            "schema": CITY_SCHEMA,
            "strict": True,
            "description": "A city.",
        },
    }


def test_strictness_follows_the_schema() -> None:
    assert is_strict_schema(CITY_SCHEMA)
    open_object = {"type": "object", "properties": {"a": {"type": "string"}}, "required": ["a"]}
    assert not is_strict_schema(open_object)
    optional = {**CITY_SCHEMA, "required": ["city"]}
    assert not is_strict_schema(optional)
    nested = {**CITY_SCHEMA, "properties": {"city": open_object, "population": {}}}
    assert not is_strict_schema(nested)


async def test_history_conversion_covers_every_part_kind() -> None:
    model, server = make_model(json_reply("openai_text.json"))
    call = ToolCallPart(tool_name="get_weather", args={"city": "Paris"}, tool_call_id="call_1")
    history = [
        ModelRequest(parts=[SystemPromptPart(content="sys"), UserPromptPart(content="weather?")]),
        ModelResponse(parts=[TextPart(content="Let me look."), call]),
        ModelRequest(
            parts=[
                ToolReturnPart(
                    tool_name="get_weather", content={"temp_c": 21}, tool_call_id="call_1"
                ),
                RetryPromptPart(content="bad city", tool_name="x", tool_call_id="call_2"),
                RetryPromptPart(content="answer in French"),
            ]
        ),
    ]

    await model.request(history, settings={"max_tokens": 50, "temperature": 0.0, "seed": 7})

    body = server.body
    assert body["messages"] == [
        {"role": "system", "content": "sys"},
        {"role": "user", "content": "weather?"},
        {
            "role": "assistant",
            "content": "Let me look.",
            "tool_calls": [
                {
                    "id": "call_1",
                    "type": "function",
                    "function": {"name": "get_weather", "arguments": '{"city": "Paris"}'},
                }
            ],
        },
        {"role": "tool", "tool_call_id": "call_1", "content": '{"temp_c":21}'},
        {
            "role": "tool",
            "tool_call_id": "call_2",
            "content": "bad city\n\nFix the errors and try again.",
        },
        {"role": "user", "content": "answer in French\n\nFix the errors and try again."},
    ]
    assert (body["max_completion_tokens"], body["temperature"], body["seed"]) == (50, 0.0, 7)
    assert "max_tokens" not in body


async def test_mistral_gets_its_own_field_names() -> None:
    server = Server(sse_reply("openai_stream_text.sse"))
    client = httpx.AsyncClient(transport=httpx.MockTransport(server))
    mistral = OpenAIProvider.preset("mistral", api_key="mk", http_client=client)
    model = OpenAIModel("mistral-small-latest", provider=mistral)

    events = [e async for e in model.request_stream(ask(), settings={"seed": 3})]

    assert isinstance(events[-1], ResponseComplete)
    assert server.body["random_seed"] == 3
    assert "seed" not in server.body and "stream_options" not in server.body


async def test_other_servers_get_max_tokens() -> None:
    server = Server(json_reply("openai_text.json"))
    client = httpx.AsyncClient(transport=httpx.MockTransport(server))
    groq = OpenAIProvider.preset("groq", api_key="gsk-test", http_client=client)

    await OpenAIModel("llama-3.3-70b", provider=groq).request(ask(), settings={"max_tokens": 9})

    assert server.body["max_tokens"] == 9
    assert "max_completion_tokens" not in server.body


async def test_429_surfaces_status_body_and_retry_after() -> None:
    error = {"error": {"message": "Rate limit reached", "type": "requests", "code": None}}
    model, _ = make_model(lambda r: httpx.Response(429, json=error, headers={"retry-after": "3"}))

    with pytest.raises(ModelHTTPError) as info:
        await model.request(ask())

    assert info.value.status_code == 429
    assert info.value.retry_after == 3.0
    assert info.value.body == error
    assert info.value.retryable


async def test_500_is_a_retryable_http_error() -> None:
    model, _ = make_model(lambda r: httpx.Response(500, text="upstream exploded"))

    with pytest.raises(ModelHTTPError) as info:
        await model.request(ask())

    assert (info.value.status_code, info.value.body, info.value.retryable) == (
        500,
        "upstream exploded",
        True,
    )
    assert info.value.retry_after is None


async def test_400_is_not_retryable() -> None:
    error = {"error": {"message": "Invalid schema", "type": "invalid_request_error"}}
    model, _ = make_model(lambda r: httpx.Response(400, json=error))

    with pytest.raises(ModelHTTPError) as info:
        await model.request(ask())

    assert info.value.status_code == 400
    assert info.value.body == error
    assert not info.value.retryable


def raise_(exc_type: type[httpx.TransportError]) -> Handler:
    def handler(request: httpx.Request) -> httpx.Response:
        raise exc_type("simulated", request=request)

    return handler


@pytest.mark.parametrize("exc_type", [httpx.ReadTimeout, httpx.ConnectError])
async def test_timeouts_and_connection_errors_are_retryable(
    exc_type: type[httpx.TransportError],
) -> None:
    model, _ = make_model(raise_(exc_type))

    with pytest.raises(ModelAPIError) as info:
        await model.request(ask())

    assert not isinstance(info.value, ModelHTTPError)
    assert info.value.retryable
    word = "timed out" if exc_type is httpx.ReadTimeout else "connection failed"
    assert word in str(info.value)


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        (b"<html>Bad gateway</html>", "not JSON"),
        (b'{"id": "x", "object": "chat.completion"}', "choices"),
        (b'{"choices": [{"index": 0}]}', "message"),
        (
            b'{"choices":[{"message":{"role":"assistant","tool_calls":[{"id":"c",'
            b'"function":{"name":"f","arguments":"{not json"}}]}}]}',
            "not valid JSON",
        ),
        (
            b'{"choices":[{"message":{"tool_calls":[{"id":"c",'
            b'"function":{"name":"f","arguments":"[1, 2]"}}]}}]}',
            "not a JSON object",
        ),
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


async def test_missing_key_names_the_env_var_only_when_requesting() -> None:
    server = Server(json_reply("openai_text.json"))
    client = httpx.AsyncClient(transport=httpx.MockTransport(server))
    model = OpenAIModel("gpt-4o-mini", provider=OpenAIProvider(http_client=client))
    assert not OpenAIProvider.is_configured("openai")

    with pytest.raises(ConfigError, match="OPENAI_API_KEY"):
        await model.request(ask())
    assert server.requests == []

    groq = OpenAIModel("llama-3.3-70b", provider=OpenAIProvider.preset("groq"))
    with pytest.raises(ConfigError, match="GROQ_API_KEY"):
        await groq.request(ask())


async def test_key_from_env_and_keyless_self_hosted_presets(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("MISTRAL_API_KEY", "mk-env")
    assert OpenAIProvider.is_configured("mistral")
    assert OpenAIProvider.is_configured("ollama")
    server = Server(json_reply("openai_text.json"))
    client = httpx.AsyncClient(transport=httpx.MockTransport(server))
    mistral = OpenAIProvider.preset("mistral", http_client=client)
    await OpenAIModel("mistral-small-latest", provider=mistral).request(ask())
    assert str(server.requests[0].url) == "https://api.mistral.ai/v1/chat/completions"
    assert server.requests[0].headers["authorization"] == "Bearer mk-env"

    server = Server(json_reply("openai_text.json"))
    client = httpx.AsyncClient(transport=httpx.MockTransport(server))
    ollama = OpenAIModel("llama3.1", provider=OpenAIProvider.preset("ollama", http_client=client))
    await ollama.request(ask())
    assert str(server.requests[0].url) == "http://localhost:11434/v1/chat/completions"
    assert ollama.label == "ollama:llama3.1"


async def test_custom_base_url_never_receives_the_openai_key(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-secret")
    server = Server(json_reply("openai_text.json"))
    client = httpx.AsyncClient(transport=httpx.MockTransport(server))
    provider = OpenAIProvider(base_url="http://10.0.0.5:9000/v1/", http_client=client)

    await OpenAIModel("qwen", provider=provider).request(ask())

    assert str(server.requests[0].url) == "http://10.0.0.5:9000/v1/chat/completions"
    assert "sk-secret" not in server.requests[0].headers["authorization"]


async def test_guard_blocks_requests_when_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(model_base, "ALLOW_MODEL_REQUESTS", False)
    model, server = make_model(json_reply("openai_text.json"))

    with pytest.raises(UserError, match="disabled"):
        await model.request(ask())
    with pytest.raises(UserError, match="disabled"):
        async for _ in model.request_stream(ask()):
            pass
    assert server.requests == []


async def test_stream_text_deltas_then_complete_response() -> None:
    model, server = make_model(sse_reply("openai_stream_text.sse"))

    events = [event async for event in model.request_stream(ask())]

    deltas = [e.content for e in events if isinstance(e, TextDelta)]
    assert deltas == ["Paris", " is the", " capital", " of France."]
    assert isinstance(events[-1], ResponseComplete)
    response = events[-1].response
    assert response.text == "Paris is the capital of France."
    assert (response.usage.input_tokens, response.usage.output_tokens) == (19, 8)
    assert response.finish_reason == "stop"
    assert server.body["stream"] is True
    assert server.body["stream_options"] == {"include_usage": True}


async def test_stream_assembles_parallel_tool_calls() -> None:
    model, _ = make_model(sse_reply("openai_stream_tool_calls.sse"))

    events = [event async for event in model.request_stream(ask(), tools=[WEATHER])]

    assert not [e for e in events if isinstance(e, TextDelta)]
    final = events[-1]
    assert isinstance(final, ResponseComplete)
    assert [(c.tool_name, c.args, c.tool_call_id) for c in final.response.tool_calls] == [
        ("get_weather", {"city": "Paris"}, "call_8Xx2qVnTqdXpnJ6kQmZ9w1aB"),
        ("get_weather", {"city": "Tokyo"}, "call_Q7m3lA0pRzV1cY2hL8dN4eKs"),
    ]
    assert final.response.finish_reason == "tool_calls"


async def test_stream_errors_are_typed() -> None:
    model, _ = make_model(
        lambda r: httpx.Response(429, json={}, headers={"retry-after-ms": "1500"})
    )
    with pytest.raises(ModelHTTPError) as info:
        async for _ in model.request_stream(ask()):
            pass
    assert info.value.retry_after == 1.5

    garbage = b'data: {"choices": [\n\n'
    model, _ = make_model(
        lambda r: httpx.Response(
            200, content=garbage, headers={"content-type": "text/event-stream"}
        )
    )
    with pytest.raises(UnexpectedModelBehavior):
        async for _ in model.request_stream(ask()):
            pass

    model, _ = make_model(raise_(httpx.ReadTimeout))
    with pytest.raises(ModelAPIError) as timeout:
        async for _ in model.request_stream(ask()):
            pass
    assert timeout.value.retryable


class _BreaksMidStream(httpx.AsyncByteStream):
    """Sends the first SSE chunk, then the connection times out."""

    def __init__(self, first: bytes) -> None:
        self.first = first

    async def __aiter__(self):  # type: ignore[no-untyped-def]
        yield self.first
        raise httpx.ReadTimeout("stalled mid-stream")


async def test_timeout_in_the_middle_of_a_stream_is_retryable() -> None:
    first = fixture("openai_stream_text.sse").split(b"\n\n")[1] + b"\n\n"
    sse = {"content-type": "text/event-stream"}
    model, _ = make_model(
        lambda r: httpx.Response(200, stream=_BreaksMidStream(first), headers=sse)
    )
    deltas: list[str] = []

    with pytest.raises(ModelAPIError) as info:
        async for event in model.request_stream(ask()):
            if isinstance(event, TextDelta):
                deltas.append(event.content)

    assert deltas == ["Paris"]
    assert info.value.retryable and "timed out" in str(info.value)


async def test_gzip_bodies_pass_through_the_httpx_bridge() -> None:
    packed = gzip.compress(fixture("openai_text.json"))
    headers = {**_JSON, "content-encoding": "gzip", "content-length": str(len(packed))}
    model, _ = make_model(lambda r: httpx.Response(200, content=packed, headers=headers))

    response = await model.request(ask())

    assert response.text == "Paris is the capital of France."


async def test_httpx2_clients_are_accepted_too() -> None:
    def handler(request: httpx2.Request) -> httpx2.Response:
        return httpx2.Response(200, content=fixture("openai_text.json"), headers=_JSON)

    client = httpx2.AsyncClient(transport=httpx2.MockTransport(handler))
    provider = OpenAIProvider(api_key="k", http_client=client)

    response = await OpenAIModel("gpt-4o-mini", provider=provider).request(ask())

    assert response.text == "Paris is the capital of France."


def test_retry_after_forms() -> None:
    assert parse_retry_after({"Retry-After": "7"}) == 7.0
    assert parse_retry_after({"retry-after": "0.5"}) == 0.5
    assert parse_retry_after({"retry-after-ms": "250", "retry-after": "9"}) == 0.25
    future = format_datetime(datetime.now(UTC) + timedelta(seconds=120), usegmt=True)
    delay = parse_retry_after({"retry-after": future})
    assert delay is not None and 100 < delay <= 120
    past = format_datetime(datetime.now(UTC) - timedelta(days=1), usegmt=True)
    assert parse_retry_after({"retry-after": past}) == 0.0
    assert parse_retry_after({"retry-after": "soon"}) is None
    assert parse_retry_after({}) is None
