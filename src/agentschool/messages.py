"""Typed, tagged, serializable messages exchanged with models.

A history is a list of `ModelRequest` (what we send) and `ModelResponse` (what the model answers).
Every part carries a `kind` tag, so `MESSAGES_ADAPTER` round-trips a whole history through JSON and
the run store persists exactly that.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Annotated, Any, Literal

import pydantic

__all__ = [
    "MESSAGES_ADAPTER",
    "ModelMessage",
    "ModelRequest",
    "ModelResponse",
    "RequestPart",
    "ResponsePart",
    "RetryPromptPart",
    "SystemPromptPart",
    "TextPart",
    "ToolCallPart",
    "ToolReturnPart",
    "Usage",
    "UserPromptPart",
    "new_tool_call_id",
]


def _now() -> datetime:
    return datetime.now(UTC)


def new_tool_call_id() -> str:
    """A fresh id for a tool call the provider did not name."""
    return "call_" + uuid.uuid4().hex[:16]


@dataclass(slots=True, kw_only=True)
class SystemPromptPart:
    """Instructions for the model."""

    content: str
    """The instructions."""
    kind: Literal["system"] = "system"


@dataclass(slots=True, kw_only=True)
class UserPromptPart:
    """What the user asked."""

    content: str
    """The user's words."""
    kind: Literal["user"] = "user"


@dataclass(slots=True, kw_only=True)
class ToolReturnPart:
    """The result of a tool call, sent back to the model."""

    tool_name: str
    """The tool that was called."""
    content: Any
    """The tool's (JSON-serializable) result."""
    tool_call_id: str
    """The id of the `ToolCallPart` this answers."""
    kind: Literal["tool-return"] = "tool-return"


@dataclass(slots=True, kw_only=True)
class RetryPromptPart:
    """Tells the model what was wrong with its last answer so it can try again."""

    content: str
    """What went wrong, written for the model."""
    tool_name: str | None = None
    """The tool whose call failed, if the retry is about a tool call."""
    tool_call_id: str | None = None
    """The id of the failed tool call, if any."""
    kind: Literal["retry-prompt"] = "retry-prompt"


@dataclass(slots=True, kw_only=True)
class TextPart:
    """Plain text from the model."""

    content: str
    """The text."""
    kind: Literal["text"] = "text"


@dataclass(slots=True, kw_only=True)
class ToolCallPart:
    """The model asks for a tool to be called."""

    tool_name: str
    """Name of the tool to call."""
    args: dict[str, Any]
    """Arguments, already decoded from JSON."""
    tool_call_id: str = field(default_factory=new_tool_call_id)
    """Provider-assigned (or generated) id, echoed in the `ToolReturnPart`."""
    kind: Literal["tool-call"] = "tool-call"


RequestPart = Annotated[
    SystemPromptPart | UserPromptPart | ToolReturnPart | RetryPromptPart,
    pydantic.Discriminator("kind"),
]
"""A part of a request to the model."""

ResponsePart = Annotated[TextPart | ToolCallPart, pydantic.Discriminator("kind")]
"""A part of a model's response."""


@dataclass(slots=True, kw_only=True)
class Usage:
    """Requests, tokens and cost; adds up across calls."""

    requests: int = 0
    """Number of model requests."""
    input_tokens: int = 0
    """Prompt tokens."""
    output_tokens: int = 0
    """Generated tokens."""
    cost_usd: float = 0.0
    """Cost in US dollars, from the price table."""

    @property
    def total_tokens(self) -> int:
        """Input plus output tokens."""
        return self.input_tokens + self.output_tokens

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            requests=self.requests + other.requests,
            input_tokens=self.input_tokens + other.input_tokens,
            output_tokens=self.output_tokens + other.output_tokens,
            cost_usd=self.cost_usd + other.cost_usd,
        )

    def add(self, other: Usage) -> None:
        """Add `other` to this usage in place."""
        self.requests += other.requests
        self.input_tokens += other.input_tokens
        self.output_tokens += other.output_tokens
        self.cost_usd += other.cost_usd


@dataclass(slots=True, kw_only=True)
class ModelRequest:
    """One message from us to the model."""

    parts: list[RequestPart]
    """System prompt, user prompt, tool returns and retry prompts."""
    kind: Literal["request"] = "request"

    @classmethod
    def user(cls, content: str, *, system: str | None = None) -> ModelRequest:
        """A request holding a user prompt, optionally preceded by a system prompt."""
        parts: list[RequestPart] = []
        if system:
            parts.append(SystemPromptPart(content=system))
        parts.append(UserPromptPart(content=content))
        return cls(parts=parts)


@dataclass(slots=True, kw_only=True)
class ModelResponse:
    """One answer from the model."""

    parts: list[ResponsePart]
    """Text and tool calls."""
    usage: Usage = field(default_factory=Usage)
    """Tokens and cost of this one request."""
    model_name: str = ""
    """The model that answered (as the provider names it)."""
    finish_reason: str | None = None
    """Why generation stopped (stop, length, tool_calls, ...)."""
    timestamp: datetime = field(default_factory=_now)
    """When the answer arrived."""
    kind: Literal["response"] = "response"

    @property
    def text(self) -> str:
        """All text parts joined."""
        return "".join(p.content for p in self.parts if isinstance(p, TextPart))

    @property
    def tool_calls(self) -> list[ToolCallPart]:
        """The tool calls, in order."""
        return [p for p in self.parts if isinstance(p, ToolCallPart)]


ModelMessage = Annotated[ModelRequest | ModelResponse, pydantic.Discriminator("kind")]
"""Either side of a conversation."""

MESSAGES_ADAPTER: pydantic.TypeAdapter[list[ModelMessage]] = pydantic.TypeAdapter(
    list[ModelMessage]
)
"""Serializes a whole history: `MESSAGES_ADAPTER.dump_json(h)` / `.validate_json(raw)`."""
