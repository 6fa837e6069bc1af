"""Prompts for the embedded model (SmolLM2 speaks ChatML), and parsing of its replies.

The system prompt starts with a fixed preamble and few-shot examples, identical on every request,
so llama.cpp's KV cache keeps that prefix and a request evaluates only what follows it. With tools
offered, the model must answer one JSON object matching a schema with one branch per tool,
`{"tool": <const name>, "arguments": <that tool's parameter schema>}`, plus a final-answer branch
`{"tool": "reply", "arguments": {"answer": ...}}`. Every branch starts the same way, so the model's
one decision is the tool name (a 135M model asked first "tool or answer?" almost always answers,
see bench/local_model.py). Decoding under `_local_schema` makes the reply always valid.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Sequence
from typing import Any

from agentschool.exceptions import UnexpectedModelBehavior
from agentschool.messages import (
    ModelMessage,
    ModelResponse,
    ResponsePart,
    RetryPromptPart,
    SystemPromptPart,
    TextPart,
    ToolCallPart,
    ToolReturnPart,
    UserPromptPart,
)
from agentschool.models._local_schema import reply_tool_name
from agentschool.models.base import OutputSchema, ToolDefinition

__all__ = [
    "TOOL_PREFILL",
    "parse_reply",
    "rank_tools",
    "relevance",
    "render_prompt",
    "tool_signature",
]

TOOL_PREFILL = '{"tool": "'
"""Pre-filled into the open assistant turn when tools are offered: the model starts at a name."""

_TOOL_PREAMBLE = """\
You are a precise assistant that acts by calling tools. Each request lists the tools you can call.
Answer with exactly one JSON object: {"tool": "<tool name>", "arguments": {...}}.
Choose the tool whose description matches the request. Copy names, numbers and places from the
request into the arguments. Call reply only when no other tool fits, or to report a tool result."""

_EXAMPLE_TOOLS = {
    "reply": "- reply(answer: string) - Answer the user directly.",
    "lookup_flight": "- lookup_flight(flight_number: string) - Status of a flight.",
    "multiply": "- multiply(a: number, b: number) - Multiply two numbers.",
    "book_table": "- book_table(restaurant: string, people: integer) - Book a restaurant table.",
}

_EXAMPLES = (
    ("Is flight BA117 on time?", '"lookup_flight", "arguments": {"flight_number": "BA117"}'),
    ("What is 12 times 30?", '"multiply", "arguments": {"a": 12, "b": 30}'),
    ("Hello, who are you?", '"reply", "arguments": {"answer": "I am a helpful assistant."}'),
    (
        "Book a table for 4 at Roma",
        '"book_table", "arguments": {"restaurant": "Roma", "people": 4}',
    ),
)
"""Few-shot turns: (request, the JSON after `{"tool": `); they use tools no caller offers."""

_STOP_WORDS = frozenset(
    "a an and are as at be by can do does for from get how i in is it me my now of on or please "
    "such the this to what when where which who with you your".split()
)
_WORD = re.compile(r"[a-z0-9]+")


def _stems(text: str) -> set[str]:
    """Crude stems (first five letters) of the content words in `text`."""
    words = _WORD.findall(text.lower().replace("_", " "))
    return {w[:5] for w in words if w not in _STOP_WORDS and (len(w) > 1 or w.isdigit())}


def relevance(tools: Sequence[ToolDefinition], request: str) -> list[float]:
    """How well each tool matches `request`: IDF-weighted word overlap, name words count twice."""
    words = _stems(request)
    names = [_stems(t.name) for t in tools]
    texts = [
        _stems(" ".join([t.description, *t.parameters_json_schema.get("properties", {})]))
        for t in tools
    ]
    df = {w: sum(w in n or w in x for n, x in zip(names, texts, strict=True)) for w in words}
    idf = {w: math.log(1 + len(tools) / df[w]) for w in words if df[w]}
    return [
        sum(2 * idf[w] for w in words & name) + sum(idf[w] for w in (words & text) - name)
        for name, text in zip(names, texts, strict=True)
    ]


def rank_tools(tools: Sequence[ToolDefinition], request: str) -> list[ToolDefinition]:
    """`tools` ordered by word overlap with `request`, most relevant LAST.

    A 135M model copies the tool nearest to its answer far more often than it reads the whole
    list (measured in bench/local_model.py), so the likeliest tool goes next to the request.
    Ties keep the caller's order.
    """
    scores = relevance(tools, request)
    order = sorted(range(len(tools)), key=lambda i: (scores[i], i))
    return [tools[i] for i in order]


def _tools_turn(tool_lines: str, request: str) -> str:
    return f"Tools:\n{tool_lines}\nRequest: {request}"


def _example_lines(answer_tool: str) -> str:
    """An example tool list ordered as `_tool_lines` orders real ones: the right tool last."""
    names = [n for n in _EXAMPLE_TOOLS if n != answer_tool] + [answer_tool]
    return "\n".join(_EXAMPLE_TOOLS[n] for n in names)


def _few_shot_turns() -> list[str]:
    turns: list[str] = []
    for request, call in _EXAMPLES:
        lines = _example_lines(call.split('"')[1])
        turns.append("<|im_start|>user\n" + _tools_turn(lines, request))
        turns.append('<|im_start|>assistant\n{"tool": ' + call + "}")
    return turns


_MINIMAL_TOOL_PREAMBLE = """\
You can call tools. Reply with one JSON object: {"tool": name, "arguments": {...}}.
"""

_OUTPUT_PREAMBLE = """\
You are a precise assistant. Reply with exactly one JSON object that matches the schema below,
filled in from the request. Copy names, numbers and places exactly.
"""


def _strip_title(schema: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in schema.items() if k not in ("title", "$defs", "definitions")}


def _type_label(schema: dict[str, Any], defs: dict[str, Any], depth: int = 0) -> str:
    """A short human type: `string`, `"a"|"b"`, `array of number`, `{street: string}`."""
    if "$ref" in schema:
        name = str(schema["$ref"]).rsplit("/", 1)[-1]
        target = defs.get(name)
        return _type_label(target, defs, depth) if target is not None and depth < 3 else name
    if "enum" in schema:
        return "|".join(json.dumps(v) for v in schema["enum"])
    if "const" in schema:
        return json.dumps(schema["const"])
    for key in ("anyOf", "oneOf"):
        if key in schema:
            return "|".join(_type_label(s, defs, depth) for s in schema[key])
    kind = schema.get("type", "any")
    if kind == "array":
        return f"array of {_type_label(schema.get('items', {}), defs, depth + 1)}"
    if kind == "object" and "properties" in schema:
        return "{" + _fields(schema, defs, depth + 1) + "}"
    return "|".join(kind) if isinstance(kind, list) else str(kind)


def _fields(schema: dict[str, Any], defs: dict[str, Any], depth: int) -> str:
    required = set(schema.get("required", []))
    return ", ".join(
        f"{name}{'' if name in required else '?'}: {_type_label(prop, defs, depth)}"
        for name, prop in schema.get("properties", {}).items()
    )


def tool_signature(tool: ToolDefinition) -> str:
    """One line describing a tool: `name(arg: type, opt?: type) - description`."""
    schema = tool.parameters_json_schema
    defs = {**schema.get("definitions", {}), **schema.get("$defs", {})}
    summary = (tool.description.strip().splitlines() or [tool.name])[0]
    return f"- {tool.name}({_fields(schema, defs, 0)}) - {summary}"


def _tool_lines(
    tools: Sequence[ToolDefinition],
    output_schema: OutputSchema | None,
    request: str | None,
    reply_last: bool = False,
) -> str:
    """The tool list of the last turn: the reply pseudo-tool, then the tools, best match last.

    The reply line goes last instead when no tool matches the request at all, or when the turn
    carries tool results (the usual next step is to report them). `request=None` keeps the
    caller's order with reply first (the naive prompt).
    """
    reply = reply_tool_name(tools)
    if output_schema is None:
        reply_line = f"- {reply}(answer: string) - Answer the user directly."
    else:
        answer = json.dumps(_strip_title(output_schema.json_schema))
        reply_line = f"- {reply}(answer: {answer}) - Give the final answer."
    if request is None:
        return "\n".join([reply_line, *(tool_signature(t) for t in tools)])
    lines = [tool_signature(t) for t in rank_tools(tools, request)]
    if reply_last or max(relevance(tools, request), default=0.0) <= 0:
        return "\n".join([*lines, reply_line])
    return "\n".join([reply_line, *lines])


_MAX_PROMPT_SCHEMA_CHARS = 1200
"""Longer schemas stay out of the prompt when the caller explains the format itself: the grammar
enforces the shape anyway, and at ~165 prompt tokens/s a 5 KB plan schema would cost seconds."""


def _output_system_prompt(output_schema: OutputSchema | None, *, explained: bool = False) -> str:
    if output_schema is None:
        return "You are a helpful assistant."
    sections = [_OUTPUT_PREAMBLE]
    if output_schema.description:
        sections.append(output_schema.description)
    schema = json.dumps(output_schema.json_schema)
    if not explained or len(schema) <= _MAX_PROMPT_SCHEMA_CHARS:
        sections.append("Schema: " + schema)
    return "\n".join(sections)


def _response_text(message: ModelResponse, reply: str | None) -> str:
    chunks: list[str] = []
    for part in message.parts:
        if isinstance(part, ToolCallPart):
            call = {"tool": part.tool_name, "arguments": part.args}
            chunks.append(json.dumps(call, ensure_ascii=False))
        elif reply is not None:
            call = {"tool": reply, "arguments": {"answer": part.content}}
            chunks.append(json.dumps(call, ensure_ascii=False))
        else:
            chunks.append(part.content)
    return "\n".join(chunks)


def _request_text(part: UserPromptPart | ToolReturnPart | RetryPromptPart) -> str:
    if isinstance(part, UserPromptPart):
        return part.content
    if isinstance(part, ToolReturnPart):
        content = json.dumps(part.content, ensure_ascii=False, default=str)
        return f"Result of {part.tool_name}: {content}"
    return f"Your last reply was wrong: {part.content}\nFix it and reply again."


def render_prompt(
    messages: Sequence[ModelMessage],
    tools: Sequence[ToolDefinition] = (),
    output_schema: OutputSchema | None = None,
    *,
    few_shot: bool = True,
) -> str:
    """The ChatML prompt for a history, ending with an open assistant turn.

    With tools, the assistant turn is pre-filled with `TOOL_PREFILL`, so the first generated
    token is already the start of a tool name.

    With tools, the layout is: fixed system preamble, fixed few-shot turns, the caller's system
    instructions, the history; the tool list goes into the last request turn, right before the
    answer, where a small model attends to it most. Everything before the caller's instructions is
    identical across requests, so llama.cpp reuses it from the KV cache.

    Args:
        messages: The conversation so far.
        tools: Tools offered (rendered as one signature line each).
        output_schema: Structured output requested, if any.
        few_shot: Include the worked examples and rank the tools by relevance (turning it off
            gives the naive prompt, for measuring the tuning).
    """
    instructions = "\n".join(
        part.content
        for message in messages
        if message.kind == "request"
        for part in message.parts
        if isinstance(part, SystemPromptPart)
    )
    reply = reply_tool_name(tools) if tools else None
    if tools:
        turns = ["<|im_start|>system\n" + (_TOOL_PREAMBLE if few_shot else _MINIMAL_TOOL_PREAMBLE)]
        turns += _few_shot_turns() if few_shot else []
        if instructions:
            turns.append("<|im_start|>system\n" + instructions)
    else:
        system = _output_system_prompt(output_schema, explained=bool(instructions))
        turns = ["<|im_start|>system\n" + (f"{system}\n{instructions}" if instructions else system)]
    last_request = max(
        (i for i, m in enumerate(messages) if m.kind == "request"), default=len(messages)
    )
    for index, message in enumerate(messages):
        if isinstance(message, ModelResponse):
            turns.append(f"<|im_start|>assistant\n{_response_text(message, reply)}")
            continue
        texts = [_request_text(p) for p in message.parts if not isinstance(p, SystemPromptPart)]
        if tools and index == last_request:
            request = "\n".join(texts)
            returns = any(isinstance(p, ToolReturnPart) for p in message.parts)
            lines = _tool_lines(tools, output_schema, request if few_shot else None, returns)
            texts = [_tools_turn(lines, request)]
        if texts:
            turns.append("<|im_start|>user\n" + "\n".join(texts))
    prefill = TOOL_PREFILL if tools else ""
    return "<|im_end|>\n".join(turns) + "<|im_end|>\n<|im_start|>assistant\n" + prefill


def parse_reply(
    text: str, tools: Sequence[ToolDefinition], output_schema: OutputSchema | None
) -> list[ResponsePart]:
    """Turn the decoded text into response parts.

    Raises:
        UnexpectedModelBehavior: The reply is not the JSON the grammar promised (e.g. it was cut
            off at `max_tokens`).
    """
    if not tools:
        return [TextPart(content=text.strip() if output_schema is not None else text)]
    try:
        reply = json.loads(text)
    except json.JSONDecodeError:
        raise UnexpectedModelBehavior("local model reply is not valid JSON", text) from None
    if not isinstance(reply, dict) or not isinstance(reply.get("tool"), str):
        raise UnexpectedModelBehavior("local model reply names no tool", text)
    args = reply.get("arguments")
    args = args if isinstance(args, dict) else {}
    if reply["tool"] == reply_tool_name(tools):
        answer = args.get("answer", "")
        return [TextPart(content=answer if isinstance(answer, str) else json.dumps(answer))]
    return [ToolCallPart(tool_name=reply["tool"], args=args)]
