"""Anthropic Messages API through the official `anthropic` SDK.

`AnthropicProvider` owns the API key, base URL and HTTP client; `AnthropicModel` maps our history
to `system` + `messages` (tool calls as `tool_use`, results as `tool_result` blocks) and back.
Structured output forces one synthetic tool whose `input_schema` is the output schema; its input
comes back as the answer's JSON text.

Example:
    ```python
    model = AnthropicModel("claude-sonnet-4-5")  # key from ANTHROPIC_API_KEY
    ```
"""

from __future__ import annotations

import json
import os
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import anthropic

from agentschool.exceptions import ConfigError, UnexpectedModelBehavior
from agentschool.messages import (
    ModelMessage,
    ModelRequest,
    ModelResponse,
    ResponsePart,
    RetryPromptPart,
    SystemPromptPart,
    TextPart,
    ToolCallPart,
    ToolReturnPart,
    Usage,
    UserPromptPart,
    new_tool_call_id,
)
from agentschool.models._http import (
    TRANSPORT_ERRORS,
    AsyncHTTPClient,
    as_httpx2_client,
    decode_tool_args,
    map_sdk_error,
    parse_json_body,
    retry_prompt_text,
    sdk_text_deltas,
    tool_result_text,
)
from agentschool.models.base import (
    Model,
    ModelSettings,
    OutputSchema,
    ResponseComplete,
    StreamEvent,
    TextDelta,
    ToolDefinition,
    check_allow_model_requests,
)
from agentschool.settings import PROVIDER_KEY_ENV_VARS

__all__ = ["AnthropicModel", "AnthropicProvider"]

ANTHROPIC_BASE_URL = "https://api.anthropic.com"
DEFAULT_MAX_TOKENS = 4096
"""Anthropic requires `max_tokens`; used when the settings do not say."""

_KEY_ENV = PROVIDER_KEY_ENV_VARS["anthropic"]
_SDK_ERRORS = (anthropic.APIError, ValueError, *TRANSPORT_ERRORS)


class AnthropicProvider:
    """Credentials, base URL and HTTP client for the Anthropic API.

    A missing API key is reported by the first request (`ConfigError` naming
    `ANTHROPIC_API_KEY`), so building a model only to list it never fails.

    Args:
        api_key: The key; `ANTHROPIC_API_KEY` when omitted.
        base_url: API root; `https://api.anthropic.com` when omitted.
        http_client: The HTTP client to send through (`httpx` or `httpx2`), e.g. one with a
            `MockTransport` in tests; the SDK's own client when omitted.
    """

    name = "anthropic"

    def __init__(
        self,
        api_key: str | None = None,
        base_url: str | None = None,
        http_client: AsyncHTTPClient | None = None,
    ) -> None:
        self.base_url = (base_url or ANTHROPIC_BASE_URL).rstrip("/")
        self.http_client = http_client
        self._api_key = api_key
        self._client: anthropic.AsyncAnthropic | None = None

    @staticmethod
    def is_configured() -> bool:
        """Whether `ANTHROPIC_API_KEY` is set."""
        return bool(os.environ.get(_KEY_ENV))

    @property
    def api_key(self) -> str:
        """The API key to send.

        Raises:
            ConfigError: When no key was given and `ANTHROPIC_API_KEY` is not set.
        """
        key = self._api_key or os.environ.get(_KEY_ENV)
        if not key:
            raise ConfigError(f"{_KEY_ENV} is not set; export it to use anthropic models")
        return key

    @property
    def client(self) -> anthropic.AsyncAnthropic:
        """The SDK client, built on first use.

        Raises:
            ConfigError: When the API key is missing.
        """
        if self._client is None:
            http_client = as_httpx2_client(self.http_client) if self.http_client else None
            self._client = anthropic.AsyncAnthropic(
                api_key=self.api_key,
                base_url=self.base_url,
                http_client=http_client,
                max_retries=0,
            )
        return self._client

    def __repr__(self) -> str:
        return f"AnthropicProvider(base_url={self.base_url!r})"


class AnthropicModel(Model):
    """A Claude model behind an `AnthropicProvider`.

    Args:
        model_name: The model, e.g. `claude-sonnet-4-5`.
        provider: Where and how to reach it; a default `AnthropicProvider` when omitted.
    """

    def __init__(self, model_name: str, provider: AnthropicProvider | None = None) -> None:
        self.model_name = model_name
        self.provider = provider or AnthropicProvider()

    @property
    def name(self) -> str:
        """The model name."""
        return self.model_name

    @property
    def system(self) -> str:
        """Always `anthropic`."""
        return "anthropic"

    async def request(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> ModelResponse:
        """Send one Messages API request and return the answer."""
        check_allow_model_requests()
        kwargs = self.build_request(messages, settings, tools, output_schema)
        try:
            raw = await self.provider.client.messages.with_raw_response.create(**kwargs)
            text = await raw.text()
        except _SDK_ERRORS as exc:
            raise map_sdk_error(exc, self.model_name) from exc
        body = parse_json_body(text, self.model_name)
        return parse_message(body, self.model_name, _OutputTool.of(output_schema))

    async def request_stream(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> AsyncIterator[StreamEvent]:
        """Stream the answer (server-sent events) as `TextDelta`s, then `ResponseComplete`."""
        check_allow_model_requests()
        kwargs = self.build_request(messages, settings, tools, output_schema)
        state = _StreamState(self.model_name, _OutputTool.of(output_schema))
        opened = self.provider.client.messages.create(**kwargs, stream=True)
        async for delta in sdk_text_deltas(opened, state.feed, self.model_name, _SDK_ERRORS):
            yield TextDelta(delta)
        yield ResponseComplete(state.response())

    def build_request(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> dict[str, Any]:
        """The keyword arguments of `messages.create` for this request."""
        settings = settings or {}
        system, wire_messages = map_messages(messages)
        kwargs: dict[str, Any] = {
            "model": self.model_name,
            "max_tokens": settings.get("max_tokens", DEFAULT_MAX_TOKENS),
            "messages": wire_messages,
        }
        if system:
            kwargs["system"] = system
        tool_params = [
            {
                "name": tool.name,
                "description": tool.description,
                "input_schema": tool.parameters_json_schema,
            }
            for tool in tools
        ]
        output = _OutputTool.of(output_schema)
        if output is not None:
            tool_params.append(output.param())
            # With other tools on offer the model may still call them; without, it must answer.
            only = {"type": "tool", "name": output.name}
            kwargs["tool_choice"] = {"type": "any"} if tools else only
        if tool_params:
            kwargs["tools"] = tool_params
        if "stop" in settings:
            kwargs["stop_sequences"] = settings["stop"]
        if "timeout" in settings:
            kwargs["timeout"] = settings["timeout"]
        # The SDK no longer names sampling knobs; the API still reads them from the body.
        sampling = {key: settings[key] for key in ("temperature", "top_p") if key in settings}
        if sampling:
            kwargs["extra_body"] = sampling
        return kwargs


@dataclass(frozen=True, slots=True)
class _OutputTool:
    """The synthetic tool that carries structured output.

    Tool inputs must be objects; any other schema is wrapped as `{"value": <schema>}` and
    unwrapped on the way back.
    """

    schema: OutputSchema
    wrapped: bool

    @classmethod
    def of(cls, schema: OutputSchema | None) -> _OutputTool | None:
        if schema is None:
            return None
        return cls(schema, wrapped=schema.json_schema.get("type") != "object")

    @property
    def name(self) -> str:
        return self.schema.name

    def param(self) -> dict[str, Any]:
        schema = self.schema.json_schema
        if self.wrapped:
            schema = {"type": "object", "properties": {"value": schema}, "required": ["value"]}
        description = self.schema.description or "Give the final answer in this exact structure."
        return {"name": self.name, "description": description, "input_schema": schema}

    def answer(self, tool_input: dict[str, Any]) -> str:
        value: Any = tool_input.get("value") if self.wrapped else tool_input
        return json.dumps(value, ensure_ascii=False)


def map_messages(messages: Sequence[ModelMessage]) -> tuple[str, list[dict[str, Any]]]:
    """Our history as the Messages API `system` text and alternating `messages`."""
    system: list[str] = []
    out: list[dict[str, Any]] = []
    for message in messages:
        if isinstance(message, ModelRequest):
            system.extend(p.content for p in message.parts if isinstance(p, SystemPromptPart))
            blocks = [b for b in map(_request_block, message.parts) if b is not None]
            # Tool results must open a user turn, before any text.
            blocks.sort(key=lambda b: b["type"] != "tool_result")
            _append_turn(out, "user", blocks)
        else:
            _append_turn(out, "assistant", _response_blocks(message))
    return "\n\n".join(system), out


def _append_turn(out: list[dict[str, Any]], role: str, blocks: list[dict[str, Any]]) -> None:
    if not blocks:
        return
    if out and out[-1]["role"] == role:
        out[-1]["content"].extend(blocks)
    else:
        out.append({"role": role, "content": blocks})


def _request_block(
    part: SystemPromptPart | UserPromptPart | ToolReturnPart | RetryPromptPart,
) -> dict[str, Any] | None:
    if isinstance(part, SystemPromptPart):
        return None
    if isinstance(part, ToolReturnPart):
        return {
            "type": "tool_result",
            "tool_use_id": part.tool_call_id,
            "content": tool_result_text(part.content),
        }
    if isinstance(part, RetryPromptPart):
        text = retry_prompt_text(part.content)
        if part.tool_call_id:
            return {
                "type": "tool_result",
                "tool_use_id": part.tool_call_id,
                "content": text,
                "is_error": True,
            }
        return {"type": "text", "text": text}
    return {"type": "text", "text": part.content}


def _response_blocks(response: ModelResponse) -> list[dict[str, Any]]:
    blocks: list[dict[str, Any]] = []
    for part in response.parts:
        if isinstance(part, TextPart):
            if part.content:
                blocks.append({"type": "text", "text": part.content})
        else:
            blocks.append(
                {
                    "type": "tool_use",
                    "id": part.tool_call_id,
                    "name": part.tool_name,
                    "input": part.args,
                }
            )
    return blocks


def _usage(data: Any, previous: Usage | None = None) -> Usage:
    data = data or {}
    previous = previous or Usage(requests=1)
    cached = int(data.get("cache_creation_input_tokens") or 0) + int(
        data.get("cache_read_input_tokens") or 0
    )
    input_tokens = data.get("input_tokens")
    output_tokens = data.get("output_tokens")
    return Usage(
        requests=1,
        input_tokens=previous.input_tokens if input_tokens is None else int(input_tokens) + cached,
        output_tokens=previous.output_tokens if output_tokens is None else int(output_tokens),
    )


def _tool_part(
    name: str, args: dict[str, Any], call_id: str | None, output: _OutputTool | None
) -> ResponsePart:
    if output is not None and name == output.name:
        return TextPart(content=output.answer(args))
    return ToolCallPart(tool_name=name, args=args, tool_call_id=call_id or new_tool_call_id())


def parse_message(body: Any, model_name: str, output: _OutputTool | None = None) -> ModelResponse:
    """A Messages API JSON body as a `ModelResponse`.

    Raises:
        UnexpectedModelBehavior: When the body lacks a field we need or a `tool_use` input is
            not an object.
    """
    try:
        parts: list[ResponsePart] = []
        for block in body["content"]:
            if block["type"] == "text" and block["text"]:
                parts.append(TextPart(content=block["text"]))
            elif block["type"] == "tool_use":
                args = decode_tool_args(block["input"], block["name"], body)
                parts.append(_tool_part(block["name"], args, block.get("id"), output))
        return ModelResponse(
            parts=parts,
            usage=_usage(body.get("usage")),
            model_name=body.get("model") or model_name,
            finish_reason=body.get("stop_reason"),
        )
    except (KeyError, IndexError, TypeError, AttributeError, ValueError) as exc:
        raise UnexpectedModelBehavior(
            f"{model_name}: malformed message ({type(exc).__name__}: {exc})", body
        ) from exc


@dataclass
class _StreamState:
    """Accumulates streamed events into one response."""

    model_name: str
    output: _OutputTool | None
    blocks: dict[int, dict[str, Any]] = field(default_factory=dict)
    finish_reason: str | None = None
    usage: Usage = field(default_factory=lambda: Usage(requests=1))

    def feed(self, event: dict[str, Any]) -> str:
        """Take one event; return its text delta (maybe empty)."""
        try:
            return self._feed(event)
        except (KeyError, IndexError, TypeError, AttributeError) as exc:
            raise UnexpectedModelBehavior(
                f"{self.model_name}: malformed stream event ({type(exc).__name__}: {exc})", event
            ) from exc

    def _feed(self, event: dict[str, Any]) -> str:
        kind = event["type"]
        if kind == "message_start":
            message = event["message"]
            self.model_name = message.get("model") or self.model_name
            self.usage = _usage(message.get("usage"), self.usage)
        elif kind == "message_delta":
            self.finish_reason = event["delta"].get("stop_reason") or self.finish_reason
            self.usage = _usage(event.get("usage"), self.usage)
        elif kind == "content_block_start":
            block = dict(event["content_block"])
            block.update(text=block.get("text", ""), json="")
            self.blocks[event["index"]] = block
        elif kind == "content_block_delta":
            return self._delta(self.blocks[event["index"]], event["delta"])
        return ""

    def _delta(self, block: dict[str, Any], delta: dict[str, Any]) -> str:
        if delta["type"] == "text_delta":
            block["text"] += delta["text"]
            return str(delta["text"])
        if delta["type"] == "input_json_delta":
            block["json"] += delta["partial_json"]
            is_answer = self.output is not None and block.get("name") == self.output.name
            if is_answer and self.output is not None and not self.output.wrapped:
                return str(delta["partial_json"])  # the answer's JSON text, streamed
        return ""

    def response(self) -> ModelResponse:
        """The whole response streamed so far."""
        parts: list[ResponsePart] = []
        for _, block in sorted(self.blocks.items()):
            if block["type"] == "text" and block["text"]:
                parts.append(TextPart(content=block["text"]))
            elif block["type"] == "tool_use":
                args = decode_tool_args(block["json"] or block.get("input"), block["name"])
                part = _tool_part(block["name"], args, block.get("id"), self.output)
                if isinstance(part, TextPart) and self.output and not self.output.wrapped:
                    part = TextPart(content=block["json"] or part.content)
                parts.append(part)
        return ModelResponse(
            parts=parts,
            usage=self.usage,
            model_name=self.model_name,
            finish_reason=self.finish_reason,
        )
