"""The one seam to an LLM: `Model.request()` and `Model.request_stream()`.

Providers implement `request` (and `request_stream` when they can stream natively). Retry, cache,
fallback and cost accounting are `WrapperModel`s that delegate to another `Model`.
"""

from __future__ import annotations

import os
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass
from typing import Any, TypedDict

from agentschool.exceptions import UserError
from agentschool.messages import ModelMessage, ModelResponse, TextPart

__all__ = [
    "ALLOW_MODEL_REQUESTS",
    "Model",
    "ModelSettings",
    "OutputSchema",
    "ResponseComplete",
    "StreamEvent",
    "TextDelta",
    "ToolDefinition",
    "WrapperModel",
    "check_allow_model_requests",
]

ALLOW_MODEL_REQUESTS = os.environ.get("AGENTSCHOOL_ALLOW_MODEL_REQUESTS", "1") != "0"
"""Whether models that reach the network may send requests; the test suite turns it off."""


def check_allow_model_requests() -> None:
    """Refuse a network model call while `ALLOW_MODEL_REQUESTS` is off (inside the test suite).

    Raises:
        UserError: When network model requests are disabled.
    """
    from agentschool.models import base  # read the live value, tests flip it

    if not base.ALLOW_MODEL_REQUESTS:
        raise UserError(
            "network model requests are disabled (ALLOW_MODEL_REQUESTS is off); "
            "use FunctionModel/TestModel or an httpx MockTransport in tests"
        )


class ModelSettings(TypedDict, total=False):
    """Per-request knobs; providers ignore the ones they do not support."""

    max_tokens: int
    """Upper bound on generated tokens."""
    temperature: float
    """Sampling temperature."""
    top_p: float
    """Nucleus sampling."""
    seed: int
    """Sampling seed, where supported."""
    timeout: float
    """Seconds before the request times out."""
    stop: list[str]
    """Stop sequences."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ToolDefinition:
    """A tool as the model sees it."""

    name: str
    """Tool name."""
    description: str
    """What the tool does, for the model."""
    parameters_json_schema: dict[str, Any]
    """JSON Schema of the arguments object."""
    output_json_schema: dict[str, Any] | None = None
    """JSON Schema of the result, when the tool declares one."""


@dataclass(frozen=True, slots=True, kw_only=True)
class OutputSchema:
    """Structured output: the model must answer one JSON value valid against `json_schema`."""

    json_schema: dict[str, Any]
    """The JSON Schema the answer must satisfy."""
    name: str = "output"
    """Short name, used by providers that name their response formats."""
    description: str | None = None
    """What the output is, for the model."""


@dataclass(frozen=True, slots=True)
class TextDelta:
    """A chunk of streamed text."""

    content: str


@dataclass(frozen=True, slots=True)
class ResponseComplete:
    """The last event of a stream: the whole response with its usage."""

    response: ModelResponse


StreamEvent = TextDelta | ResponseComplete
"""What `Model.request_stream` yields."""


class Model(ABC):
    """A language model behind one interface."""

    @property
    @abstractmethod
    def name(self) -> str:
        """The model name, e.g. `gpt-4o-mini`."""

    @property
    @abstractmethod
    def system(self) -> str:
        """The provider, e.g. `openai`, `anthropic`, `local`, `function`."""

    @abstractmethod
    async def request(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> ModelResponse:
        """Send the history and return the model's answer.

        Args:
            messages: The conversation so far.
            settings: Per-request knobs.
            tools: Tools the model may call.
            output_schema: When given, the answer is one JSON value valid against it (as text).
        """

    async def request_stream(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> AsyncIterator[StreamEvent]:
        """Stream the answer as `TextDelta`s, ending with one `ResponseComplete`.

        The default makes one `request` and yields its text at once; providers that can stream
        override it.
        """
        response = await self.request(messages, settings, tools, output_schema)
        for part in response.parts:
            if isinstance(part, TextPart) and part.content:
                yield TextDelta(part.content)
        yield ResponseComplete(response)

    @property
    def label(self) -> str:
        """`system:name`, as accepted by `infer_model`."""
        return f"{self.system}:{self.name}"

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.label!r})"


@dataclass(repr=False)
class WrapperModel(Model):
    """A model that delegates to `wrapped`; subclasses add one behaviour each."""

    wrapped: Model
    """The model to delegate to."""

    @property
    def name(self) -> str:
        """The wrapped model's name."""
        return self.wrapped.name

    @property
    def system(self) -> str:
        """The wrapped model's provider."""
        return self.wrapped.system

    async def request(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> ModelResponse:
        """Delegate to the wrapped model."""
        return await self.wrapped.request(messages, settings, tools, output_schema)

    async def request_stream(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> AsyncIterator[StreamEvent]:
        """Delegate to the wrapped model."""
        async for event in self.wrapped.request_stream(messages, settings, tools, output_schema):
            yield event
