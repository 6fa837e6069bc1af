"""Test models shipped in the package: `FunctionModel` and `TestModel`.

`FunctionModel(fn)` lets a test write the model's reply as a function of the messages; `TestModel`
calls every offered tool once with schema-valid arguments, then answers. Both drive the real agent
loop, offline and deterministically.
"""

from __future__ import annotations

import inspect
import json
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from agentschool.messages import (
    ModelMessage,
    ModelRequest,
    ModelResponse,
    ResponsePart,
    TextPart,
    ToolCallPart,
    ToolReturnPart,
    Usage,
)
from agentschool.models.base import Model, ModelSettings, OutputSchema, ToolDefinition

__all__ = ["AgentInfo", "FunctionModel", "TestModel", "sample_from_schema"]


@dataclass(frozen=True, slots=True)
class AgentInfo:
    """What a `FunctionModel` function is told about the request besides the messages."""

    tools: Sequence[ToolDefinition]
    """Tools the model may call."""
    output_schema: OutputSchema | None
    """The structured output requested, if any."""
    settings: ModelSettings | None
    """Per-request knobs."""


FunctionReply = ModelResponse | str | list[ResponsePart]
ModelFunction = Callable[[list[ModelMessage], AgentInfo], FunctionReply | Awaitable[FunctionReply]]


def _estimate_tokens(messages: Sequence[ModelMessage]) -> int:
    """A stable stand-in for token counts: words in every text-like part."""
    words = 0
    for message in messages:
        for part in message.parts:
            content = getattr(part, "content", None) or getattr(part, "args", None)
            words += len(str(content).split()) if content is not None else 0
    return max(words, 1)


def _response_usage(parts: Sequence[ResponsePart], messages: Sequence[ModelMessage]) -> Usage:
    out = sum(
        len(p.content.split()) if isinstance(p, TextPart) else len(json.dumps(p.args).split())
        for p in parts
    )
    return Usage(requests=1, input_tokens=_estimate_tokens(messages), output_tokens=max(out, 1))


@dataclass(repr=False)
class FunctionModel(Model):
    """A model whose answers come from a Python function (sync or async).

    Example:
        ```python
        def reply(messages, info):
            return "42"

        model = FunctionModel(reply)
        ```
    """

    function: ModelFunction
    """Called with the messages and an `AgentInfo`; returns a response, text, or parts."""
    model_name: str = "function"
    """Name reported by the model."""
    calls: int = field(default=0, init=False)
    """How many requests were made."""

    @property
    def name(self) -> str:
        """The configured name."""
        return self.model_name

    @property
    def system(self) -> str:
        """Always `function`."""
        return "function"

    async def request(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> ModelResponse:
        """Ask the function."""
        self.calls += 1
        reply = self.function(list(messages), AgentInfo(tools, output_schema, settings))
        if inspect.isawaitable(reply):
            reply = await reply
        if isinstance(reply, ModelResponse):
            if reply.usage.requests == 0:
                reply.usage = _response_usage(reply.parts, messages)
            reply.model_name = reply.model_name or self.model_name
            return reply
        parts: list[ResponsePart] = [TextPart(content=reply)] if isinstance(reply, str) else reply
        return ModelResponse(
            parts=parts, usage=_response_usage(parts, messages), model_name=self.model_name
        )


@dataclass(repr=False)
class TestModel(Model):
    """Calls every offered tool once with schema-valid arguments, then answers.

    With an output schema it answers `output` (or a generated schema-valid value) as JSON; otherwise
    it answers `text`, or a JSON summary of the tool results.
    """

    __test__ = False  # not a pytest test class

    output: Any = None
    """The structured answer to give, when an output schema is requested."""
    text: str | None = None
    """The text answer to give."""
    call_tools: Sequence[str] | None = None
    """Names of the tools to call; all offered tools when None."""
    calls: int = field(default=0, init=False)
    """How many requests were made."""

    @property
    def name(self) -> str:
        """Always `test`."""
        return "test"

    @property
    def system(self) -> str:
        """Always `test`."""
        return "test"

    async def request(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> ModelResponse:
        """Call the tools on the first turn, answer on the next."""
        self.calls += 1
        returns = [
            part
            for message in messages
            if isinstance(message, ModelRequest)
            for part in message.parts
            if isinstance(part, ToolReturnPart)
        ]
        wanted = [t for t in tools if self.call_tools is None or t.name in self.call_tools]
        parts: list[ResponsePart]
        if wanted and not returns:
            parts = [
                ToolCallPart(
                    tool_name=t.name,
                    args=sample_from_schema(t.parameters_json_schema),
                    tool_call_id=f"test_{i}",
                )
                for i, t in enumerate(wanted)
            ]
        elif output_schema is not None:
            value = (
                self.output
                if self.output is not None
                else sample_from_schema(output_schema.json_schema)
            )
            parts = [TextPart(content=json.dumps(value))]
        elif self.text is not None:
            parts = [TextPart(content=self.text)]
        else:
            summary = {r.tool_name: r.content for r in returns}
            parts = [TextPart(content=json.dumps(summary, default=str) if returns else "success")]
        return ModelResponse(parts=parts, usage=_response_usage(parts, messages), model_name="test")


def sample_from_schema(schema: dict[str, Any], defs: dict[str, Any] | None = None) -> Any:
    """A small value valid against a JSON Schema (the subset pydantic emits).

    Handles `$ref`/`$defs`, `anyOf`/`oneOf`, `const`, `enum`, `default`, objects with required
    properties, arrays with `minItems`, strings with `minLength`, and numeric bounds.
    """
    defs = {**(defs or {}), **schema.get("$defs", {})}
    if "$ref" in schema:
        return sample_from_schema(defs[schema["$ref"].rsplit("/", 1)[-1]], defs)
    if "const" in schema:
        return schema["const"]
    if "enum" in schema:
        return schema["enum"][0]
    if "default" in schema:
        return schema["default"]
    for key in ("anyOf", "oneOf", "allOf"):
        if key in schema:
            options = [s for s in schema[key] if s.get("type") != "null"] or schema[key]
            return sample_from_schema(options[0], defs)
    kind = schema.get("type", "object")
    if isinstance(kind, list):
        kind = next((k for k in kind if k != "null"), "null")
    return _sample_of_type(str(kind), schema, defs)


def _sample_of_type(kind: str, schema: dict[str, Any], defs: dict[str, Any]) -> Any:
    if kind == "object":
        props: dict[str, Any] = schema.get("properties", {})
        return {name: sample_from_schema(props[name], defs) for name in schema.get("required", [])}
    if kind == "array":
        items = schema.get("items", {})
        return [sample_from_schema(items, defs) for _ in range(schema.get("minItems", 0))]
    if kind == "string":
        return "a" * max(schema.get("minLength", 1), 1)
    if kind in ("integer", "number"):
        low = schema.get("minimum", schema.get("exclusiveMinimum", 0))
        value = max(low + (1 if "exclusiveMinimum" in schema else 0), 0)
        if "maximum" in schema:
            value = min(value, schema["maximum"])
        return int(value) if kind == "integer" else float(value)
    if kind == "boolean":
        return False
    return None
