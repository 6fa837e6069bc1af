"""OpenAI-compatible chat completions: OpenAI, Groq, Mistral, Ollama, vLLM and llama.cpp servers.

`OpenAIProvider` owns the base URL, the API key and the HTTP client; `OpenAIModel` owns the wire
format (history → `messages`, tools → `tools`, output schema → `response_format`) and speaks it
through the official `openai` SDK with `max_retries=0` (retrying is the retry wrapper's job).

Example:
    ```python
    model = OpenAIModel("llama3.1", provider=OpenAIProvider.preset("ollama"))
    ```
"""

from __future__ import annotations

import json
import os
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import openai

from agentschool.exceptions import ConfigError, UnexpectedModelBehavior, UserError
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

__all__ = ["OPENAI_PRESET_URLS", "OpenAIModel", "OpenAIProvider"]

OPENAI_PRESET_URLS: dict[str, tuple[str, str | None]] = {
    "openai": ("https://api.openai.com/v1", None),
    "groq": ("https://api.groq.com/openai/v1", None),
    "mistral": ("https://api.mistral.ai/v1", None),
    "ollama": ("http://localhost:11434/v1", "AGENTSCHOOL_OLLAMA_BASE_URL"),
    "vllm": ("http://localhost:8000/v1", "AGENTSCHOOL_VLLM_BASE_URL"),
    "llamacpp": ("http://localhost:8080/v1", "AGENTSCHOOL_LLAMACPP_BASE_URL"),
}
"""Each preset's default base URL and the env var that overrides it (for self-hosted servers)."""

_NO_KEY = "not-needed"  # the SDK insists on a key; self-hosted servers ignore it
_SDK_ERRORS = (openai.APIError, ValueError, *TRANSPORT_ERRORS)


def _preset_url(name: str) -> str:
    default, env_var = OPENAI_PRESET_URLS[name]
    return (os.environ.get(env_var) if env_var else None) or default


class OpenAIProvider:
    """Credentials, base URL and HTTP client of one OpenAI-compatible endpoint.

    A missing API key is reported lazily, by the first request (`ConfigError` naming the env
    var), so building a model only to list or describe it never fails.

    Args:
        base_url: API root (`…/v1`); the `name` preset's URL when omitted.
        api_key: The key; read from the preset's env var (`OPENAI_API_KEY`, ...) when omitted.
            A custom `base_url` never receives a key from the environment, only an explicit one.
        http_client: The HTTP client to send through (`httpx` or `httpx2`), e.g. one with a
            `MockTransport` in tests; the SDK's own client when omitted.
        name: The provider name (`openai`, `groq`, `mistral`, `ollama`, `vllm`, `llamacpp`, or
            any label for a custom server). A custom `base_url` left under the default name is
            called `openai-compatible`, so it is never priced or reported as OpenAI.
    """

    def __init__(
        self,
        base_url: str | None = None,
        api_key: str | None = None,
        http_client: AsyncHTTPClient | None = None,
        name: str = "openai",
    ) -> None:
        if base_url is None:
            if name not in OPENAI_PRESET_URLS:
                raise UserError(
                    f"unknown OpenAI-compatible preset {name!r}; pass base_url or one of "
                    + ", ".join(OPENAI_PRESET_URLS)
                )
            base_url = _preset_url(name)
        elif name == "openai" and base_url.rstrip("/") != _preset_url("openai"):
            name = "openai-compatible"
        self.name = name
        self.base_url = base_url.rstrip("/")
        self.http_client = http_client
        self.api_key_env: str | None = None
        """The env var the key comes from, when the key is read from the environment."""
        is_preset_url = name in OPENAI_PRESET_URLS and self.base_url == _preset_url(name)
        if api_key is None and is_preset_url:
            self.api_key_env = PROVIDER_KEY_ENV_VARS.get(name)
        self._api_key = api_key
        self._client: openai.AsyncOpenAI | None = None

    @classmethod
    def preset(
        cls,
        name: str,
        *,
        api_key: str | None = None,
        http_client: AsyncHTTPClient | None = None,
    ) -> OpenAIProvider:
        """The provider of a preset: `openai`, `groq`, `mistral`, `ollama`, `vllm` or `llamacpp`.

        Raises:
            UserError: For an unknown preset name.
        """
        return cls(api_key=api_key, http_client=http_client, name=name)

    @staticmethod
    def is_configured(preset: str) -> bool:
        """Whether a preset can be used as is: its API key is set, or it needs none."""
        env_var = PROVIDER_KEY_ENV_VARS.get(preset)
        return preset in OPENAI_PRESET_URLS and (env_var is None or bool(os.environ.get(env_var)))

    @property
    def api_key(self) -> str:
        """The API key to send.

        Raises:
            ConfigError: When the preset needs a key and its env var is not set.
        """
        if self._api_key is not None:
            return self._api_key
        if self.api_key_env is None:
            return _NO_KEY
        key = os.environ.get(self.api_key_env)
        if not key:
            raise ConfigError(f"{self.api_key_env} is not set; export it to use {self.name} models")
        return key

    @property
    def client(self) -> openai.AsyncOpenAI:
        """The SDK client, built on first use.

        Raises:
            ConfigError: When the API key is missing.
        """
        if self._client is None:
            # The SDK also takes classic httpx clients, but ~2.5x slower per request than
            # through our bridge (measured with MockTransport), so it always gets httpx2.
            http_client = as_httpx2_client(self.http_client) if self.http_client else None
            self._client = openai.AsyncOpenAI(
                api_key=self.api_key,
                base_url=self.base_url,
                http_client=http_client,
                max_retries=0,
            )
        return self._client

    def __repr__(self) -> str:
        return f"OpenAIProvider(name={self.name!r}, base_url={self.base_url!r})"


class OpenAIModel(Model):
    """A chat-completions model behind an `OpenAIProvider`.

    Args:
        model_name: The model as the server names it (`gpt-4o-mini`, `llama3.1`, ...).
        provider: Where and how to reach it; the `openai` preset when omitted.
    """

    def __init__(self, model_name: str, *, provider: OpenAIProvider | None = None) -> None:
        self.model_name = model_name
        self.provider = provider or OpenAIProvider()

    @property
    def name(self) -> str:
        """The model name."""
        return self.model_name

    @property
    def system(self) -> str:
        """The provider name (`openai`, `groq`, `ollama`, ...)."""
        return self.provider.name

    async def request(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> ModelResponse:
        """Send one chat completion request and return the answer."""
        check_allow_model_requests()
        kwargs = self.build_request(messages, settings, tools, output_schema)
        try:
            raw = await self.provider.client.chat.completions.with_raw_response.create(**kwargs)
            text = raw.text
        except _SDK_ERRORS as exc:
            raise map_sdk_error(exc, self.model_name) from exc
        body = parse_json_body(text, self.model_name)
        return parse_completion(body, self.model_name)

    async def request_stream(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> AsyncIterator[StreamEvent]:
        """Stream the answer (server-sent chunks) as `TextDelta`s, then `ResponseComplete`."""
        check_allow_model_requests()
        kwargs = self.build_request(messages, settings, tools, output_schema)
        kwargs["stream"] = True
        if self.provider.name != "mistral":  # Mistral rejects unknown fields; it sends usage anyway
            kwargs["stream_options"] = {"include_usage": True}
        state = _StreamState(model_name=self.model_name)
        opened = self.provider.client.chat.completions.create(**kwargs)
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
        """The keyword arguments of `chat.completions.create` for this request."""
        kwargs: dict[str, Any] = {"model": self.model_name, "messages": map_messages(messages)}
        if tools:
            kwargs["tools"] = [_tool_param(tool) for tool in tools]
        if output_schema is not None:
            kwargs["response_format"] = {
                "type": "json_schema",
                "json_schema": {
                    "name": output_schema.name,
                    "schema": output_schema.json_schema,
                    "strict": is_strict_schema(output_schema.json_schema),
                    **(
                        {"description": output_schema.description}
                        if output_schema.description
                        else {}
                    ),
                },
            }
        for key in ("max_tokens", "temperature", "top_p", "seed", "stop", "timeout"):
            if settings and key in settings:
                kwargs[key] = settings[key]
        if "max_tokens" in kwargs and self.provider.base_url == OPENAI_PRESET_URLS["openai"][0]:
            # OpenAI itself deprecated `max_tokens` (reasoning models reject it); others lack
            # the new name.
            kwargs["max_completion_tokens"] = kwargs.pop("max_tokens")
        if "seed" in kwargs and self.provider.name == "mistral":
            kwargs["extra_body"] = {"random_seed": kwargs.pop("seed")}
        return kwargs


def _tool_param(tool: ToolDefinition) -> dict[str, Any]:
    return {
        "type": "function",
        "function": {
            "name": tool.name,
            "description": tool.description,
            "parameters": tool.parameters_json_schema,
        },
    }


def is_strict_schema(schema: Any) -> bool:
    """Whether OpenAI's strict structured outputs accept `schema` as is.

    Strict mode needs every object closed (`additionalProperties: false`) with every property
    required; anything else is sent non-strict rather than rejected by the server.
    """
    if isinstance(schema, list):
        return all(is_strict_schema(item) for item in schema)
    if not isinstance(schema, dict):
        return True
    if schema.get("type") == "object" or "properties" in schema:
        props = schema.get("properties", {})
        if schema.get("additionalProperties", True) is not False:
            return False
        if set(schema.get("required", [])) != set(props):
            return False
    return all(is_strict_schema(value) for value in schema.values())


def map_messages(messages: Sequence[ModelMessage]) -> list[dict[str, Any]]:
    """Our history as chat-completions `messages`, one entry per part kind."""
    out: list[dict[str, Any]] = []
    for message in messages:
        if isinstance(message, ModelRequest):
            out.extend(_map_request_part(part) for part in message.parts)
        else:
            out.append(_map_response(message))
    return out


def _map_request_part(
    part: SystemPromptPart | UserPromptPart | ToolReturnPart | RetryPromptPart,
) -> dict[str, Any]:
    if isinstance(part, SystemPromptPart):
        return {"role": "system", "content": part.content}
    if isinstance(part, UserPromptPart):
        return {"role": "user", "content": part.content}
    if isinstance(part, ToolReturnPart):
        content = tool_result_text(part.content)
        return {"role": "tool", "tool_call_id": part.tool_call_id, "content": content}
    text = retry_prompt_text(part.content)
    if part.tool_call_id:
        return {"role": "tool", "tool_call_id": part.tool_call_id, "content": text}
    return {"role": "user", "content": text}


def _map_response(response: ModelResponse) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": response.text or None}
    calls = [
        {
            "id": call.tool_call_id,
            "type": "function",
            "function": {"name": call.tool_name, "arguments": json.dumps(call.args)},
        }
        for call in response.tool_calls
    ]
    if calls:
        message["tool_calls"] = calls
    return message


def _usage(data: Any) -> Usage:
    data = data or {}
    return Usage(
        requests=1,
        input_tokens=int(data.get("prompt_tokens") or 0),
        output_tokens=int(data.get("completion_tokens") or 0),
    )


def parse_completion(body: Any, model_name: str) -> ModelResponse:
    """A chat-completion JSON body as a `ModelResponse`.

    Raises:
        UnexpectedModelBehavior: When the body lacks a field we need or a tool call's arguments
            are not a JSON object.
    """
    try:
        choice = body["choices"][0]
        message = choice["message"]
        parts: list[ResponsePart] = []
        content = message.get("content") or message.get("refusal")
        if content:
            parts.append(TextPart(content=content))
        for call in message.get("tool_calls") or []:
            name = call["function"]["name"]
            args = decode_tool_args(call["function"].get("arguments"), name, body)
            call_id = call.get("id") or new_tool_call_id()
            parts.append(ToolCallPart(tool_name=name, args=args, tool_call_id=call_id))
        return ModelResponse(
            parts=parts,
            usage=_usage(body.get("usage")),
            model_name=body.get("model") or model_name,
            finish_reason=choice.get("finish_reason"),
        )
    except (KeyError, IndexError, TypeError, AttributeError, ValueError) as exc:
        raise UnexpectedModelBehavior(
            f"{model_name}: malformed chat completion ({type(exc).__name__}: {exc})", body
        ) from exc


@dataclass
class _StreamState:
    """Accumulates streamed chunks into one response."""

    model_name: str
    text: list[str] = field(default_factory=list)
    calls: dict[int, dict[str, str]] = field(default_factory=dict)
    finish_reason: str | None = None
    usage: Usage = field(default_factory=lambda: Usage(requests=1))

    def feed(self, chunk: dict[str, Any]) -> str:
        """Take one chunk; return its text delta (maybe empty)."""
        try:
            return self._feed(chunk)
        except (KeyError, IndexError, TypeError, AttributeError) as exc:
            raise UnexpectedModelBehavior(
                f"{self.model_name}: malformed stream chunk ({type(exc).__name__}: {exc})", chunk
            ) from exc

    def _feed(self, chunk: dict[str, Any]) -> str:
        if chunk.get("usage"):
            self.usage = _usage(chunk["usage"])
        self.model_name = chunk.get("model") or self.model_name
        delta_text = ""
        for choice in chunk.get("choices") or []:
            delta = choice.get("delta") or {}
            delta_text += delta.get("content") or ""
            for call in delta.get("tool_calls") or []:
                slot = self.calls.setdefault(call["index"], {"id": "", "name": "", "arguments": ""})
                function = call.get("function") or {}
                slot["id"] = call.get("id") or slot["id"]
                slot["name"] += function.get("name") or ""
                slot["arguments"] += function.get("arguments") or ""
            self.finish_reason = choice.get("finish_reason") or self.finish_reason
        if delta_text:
            self.text.append(delta_text)
        return delta_text

    def response(self) -> ModelResponse:
        """The whole response streamed so far."""
        parts: list[ResponsePart] = []
        if self.text:
            parts.append(TextPart(content="".join(self.text)))
        for _, call in sorted(self.calls.items()):
            args = decode_tool_args(call["arguments"], call["name"])
            call_id = call["id"] or new_tool_call_id()
            parts.append(ToolCallPart(tool_name=call["name"], args=args, tool_call_id=call_id))
        return ModelResponse(
            parts=parts,
            usage=self.usage,
            model_name=self.model_name,
            finish_reason=self.finish_reason,
        )
