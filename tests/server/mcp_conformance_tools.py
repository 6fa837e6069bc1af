"""Tools the MCP conformance suite calls, written with our `@tool` (for `agentschool mcp`).

Each is an ordinary tool: plain text, an error result, progress, a 2020-12 input schema,
questions to the user (`ToolContext.ask_user`, sent as elicitations), images, sounds and files
(`agentschool.tools.media`, sent as their own content blocks), and a long call that lets its
caller go and resume (`ToolContext.release_caller`, SEP-1699). Sampling, logging and prompts
are not part of our Tool contract; tests/mcp_conformance_baseline.json lists those scenarios as
expected failures (their reasons: `BASELINE_REASONS` in test_mcp_external.py).
"""

from __future__ import annotations

import base64
import struct

import anyio
import pydantic

from agentschool.exceptions import ToolError
from agentschool.tools import ToolContext, Toolset, tool
from agentschool.tools.media import Audio, EmbeddedFile, Image

RED_PIXEL_PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="
)
"""A 1x1 red PNG."""


def silent_wav(frames: int = 8) -> bytes:
    """A tiny mono 8 kHz 16-bit WAV of silence."""
    data = b"\x00\x00" * frames
    header = struct.pack("<4sI4s", b"RIFF", 36 + len(data), b"WAVE")
    fmt = struct.pack("<4sIHHIIHH", b"fmt ", 16, 1, 1, 8000, 16000, 2, 16)
    return header + fmt + struct.pack("<4sI", b"data", len(data)) + data


@tool
def test_simple_text() -> str:
    """Return a fixed text."""
    return "This is a simple text response for testing."


@tool
def test_error_handling() -> str:
    """Always fail with a readable message."""
    raise ToolError("This tool intentionally returns an error for testing")


@tool
async def test_tool_with_progress(ctx: ToolContext) -> str:
    """Report progress three times, then finish."""
    for step in (0, 50, 100):
        await ctx.report_progress(step, 100, f"at {step}%")
    return "done"


class address(pydantic.BaseModel):  # lower case: the suite looks for `$defs.address`
    """A postal address."""

    street: str | None = None
    city: str | None = None


@tool
def json_schema_2020_12_tool(name: str | None = None, address: address | None = None) -> str:
    """Tool with JSON Schema 2020-12 features."""
    return f"{name} {address}"


@tool
async def test_elicitation(message: str, ctx: ToolContext) -> str:
    """Ask the user for a username and an email address.

    Args:
        message: The message to show the user.
    """
    schema = {
        "type": "object",
        "properties": {
            "username": {"type": "string", "description": "User's response"},
            "email": {"type": "string", "description": "User's email address"},
        },
        "required": ["username", "email"],
    }
    action, content = await ctx.ask_user(message, schema)
    return f"User response: action={action}, content={content}"


@tool
async def test_elicitation_sep1034_defaults(ctx: ToolContext) -> str:
    """Ask with a default for every primitive type (SEP-1034)."""
    schema = {
        "type": "object",
        "properties": {
            "name": {"type": "string", "default": "John Doe"},
            "age": {"type": "integer", "default": 30},
            "score": {"type": "number", "default": 95.5},
            "status": {
                "type": "string",
                "enum": ["active", "inactive", "pending"],
                "default": "active",
            },
            "verified": {"type": "boolean", "default": True},
        },
    }
    action, content = await ctx.ask_user("Please review your profile", schema)
    return f"Elicitation completed: action={action}, content={content}"


def _choices(prefix: str, titles: list[str]) -> list[dict[str, str]]:
    return [{"const": f"{prefix}{i}", "title": t} for i, t in enumerate(titles, 1)]


@tool
async def test_elicitation_sep1330_enums(ctx: ToolContext) -> str:
    """Ask with the five enum shapes of SEP-1330."""
    options = ["option1", "option2", "option3"]
    schema = {
        "type": "object",
        "properties": {
            "untitledSingle": {"type": "string", "enum": options},
            "titledSingle": {
                "type": "string",
                "oneOf": _choices("value", ["First Option", "Second Option", "Third Option"]),
            },
            "legacyEnum": {
                "type": "string",
                "enum": ["opt1", "opt2", "opt3"],
                "enumNames": ["Option One", "Option Two", "Option Three"],
            },
            "untitledMulti": {"type": "array", "items": {"type": "string", "enum": options}},
            "titledMulti": {
                "type": "array",
                "items": {
                    "anyOf": _choices("value", ["First Choice", "Second Choice", "Third Choice"])
                },
            },
        },
    }
    action, content = await ctx.ask_user("Choose", schema)
    return f"Elicitation completed: action={action}, content={content}"


@tool
def test_image_content() -> Image:
    """Return a 1x1 red PNG."""
    return Image.from_bytes(RED_PIXEL_PNG, "image/png")


@tool
def test_audio_content() -> Audio:
    """Return a short silent WAV."""
    return Audio.from_bytes(silent_wav(), "audio/wav")


@tool
def test_embedded_resource() -> EmbeddedFile:
    """Return a text file embedded in the result."""
    return EmbeddedFile(
        uri="test://embedded-resource",
        mime_type="text/plain",
        text="This is an embedded resource content.",
    )


@tool
def test_multiple_content_types() -> list[str | Image | EmbeddedFile]:
    """Return a text, an image and a file."""
    resource = EmbeddedFile(
        uri="test://mixed-content-resource", mime_type="application/json", text='{"test": "data"}'
    )
    return ["Multiple content types test:", Image.from_bytes(RED_PIXEL_PNG, "image/png"), resource]


@tool
async def test_reconnection(ctx: ToolContext) -> str:
    """Let the caller go mid-call, then finish: the client resumes the stream for the result."""
    await anyio.sleep(0.1)
    await ctx.release_caller()
    await anyio.sleep(0.1)
    return "Reconnection test completed"


toolset = Toolset(
    [
        test_simple_text,
        test_error_handling,
        test_tool_with_progress,
        json_schema_2020_12_tool,
        test_elicitation,
        test_elicitation_sep1034_defaults,
        test_elicitation_sep1330_enums,
        test_image_content,
        test_audio_content,
        test_embedded_resource,
        test_multiple_content_types,
        test_reconnection,
    ]
)
