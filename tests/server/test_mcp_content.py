"""Images, sounds and files as MCP content blocks, and the SSE event store that resumes streams.

In process through the SDK's `Client(server)`: a tool answering an `Image`, an `Audio`, an
`EmbeddedFile`, or a list mixing them with text, is sent as the matching blocks beside its
structured result. `MemoryEventStore` replays one stream's later events and keeps a bound.
"""

from __future__ import annotations

import base64
from typing import Any

import mcp_types as types
import pytest
from mcp import Client
from mcp.server.streamable_http import EventMessage

from agentschool.server.mcp import create_mcp_server
from agentschool.server.mcp_events import MemoryEventStore
from agentschool.tools import Toolset, tool
from agentschool.tools.media import Audio, EmbeddedFile, Image, media_items

PNG = b"\x89PNG\r\n\x1a\n-not-really-a-picture"


@tool
def snapshot() -> Image:
    """An image."""
    return Image.from_bytes(PNG, "image/png")


@tool
def beep() -> Audio:
    """A sound."""
    return Audio.from_bytes(b"RIFF....WAVE", "audio/wav")


@tool
def report() -> list[str | Image | EmbeddedFile]:
    """A text, an image and two files."""
    return [
        "the report",
        Image.from_bytes(PNG, "image/png"),
        EmbeddedFile(uri="file:///report.csv", mime_type="text/csv", text="a,b\n1,2\n"),
        EmbeddedFile.from_bytes(b"\x00\x01", "application/octet-stream", "file:///raw.bin"),
    ]


@tool
def lookalike() -> dict[str, Any]:
    """Data that only looks like an image (no valid base64, no MIME type)."""
    return {"type": "image", "data": "not base64!"}


async def call(name: str) -> types.CallToolResult:
    server = create_mcp_server(Toolset([snapshot, beep, report, lookalike]))
    async with Client(server) as client:
        result = await client.call_tool(name, {})
    assert isinstance(result, types.CallToolResult) and not result.is_error
    return result


async def test_an_image_and_a_sound_are_their_own_blocks() -> None:
    image = (await call("snapshot")).content
    sound = (await call("beep")).content
    assert len(image) == 1 and isinstance(image[0], types.ImageContent)
    assert base64.b64decode(image[0].data) == PNG and image[0].mime_type == "image/png"
    assert len(sound) == 1 and isinstance(sound[0], types.AudioContent)
    assert base64.b64decode(sound[0].data) == b"RIFF....WAVE"


async def test_a_mixed_result_keeps_its_order_and_its_structured_copy() -> None:
    result = await call("report")
    text, image, csv, raw = result.content
    assert isinstance(text, types.TextContent) and text.text == "the report"
    assert isinstance(image, types.ImageContent)
    assert isinstance(csv, types.EmbeddedResource) and isinstance(raw, types.EmbeddedResource)
    assert isinstance(csv.resource, types.TextResourceContents)
    assert (str(csv.resource.uri), csv.resource.text) == ("file:///report.csv", "a,b\n1,2\n")
    assert isinstance(raw.resource, types.BlobResourceContents)
    assert base64.b64decode(raw.resource.blob) == b"\x00\x01"
    assert result.structured_content is not None
    stored = result.structured_content["result"]
    assert [type(m).__name__ for m in media_items(stored)] == [
        "Image",
        "EmbeddedFile",
        "EmbeddedFile",
    ]


async def test_data_that_only_looks_like_media_stays_text() -> None:
    (block,) = (await call("lookalike")).content
    assert isinstance(block, types.TextContent) and '"not base64!"' in block.text


def test_a_file_has_text_or_bytes() -> None:
    with pytest.raises(ValueError, match="one of text or blob"):
        EmbeddedFile(uri="file:///x", mime_type="text/plain")


def message(n: int) -> types.JSONRPCMessage:
    return types.JSONRPCNotification(
        jsonrpc="2.0", method="notifications/progress", params={"n": n}
    )


async def test_the_event_store_replays_one_streams_later_events() -> None:
    store = MemoryEventStore()
    priming = await store.store_event("call-1", None)
    first = await store.store_event("call-1", message(1))
    await store.store_event("call-2", message(99))
    await store.store_event("call-1", message(2))
    sent: list[EventMessage] = []

    async def send(event: EventMessage) -> None:
        sent.append(event)

    assert await store.replay_events_after(priming, send) == "call-1"
    assert [e.message.params for e in sent] == [{"n": 1}, {"n": 2}]  # type: ignore[union-attr]
    sent.clear()
    assert await store.replay_events_after(first, send) == "call-1"
    assert [e.message.params for e in sent] == [{"n": 2}]  # type: ignore[union-attr]
    assert await store.replay_events_after("nope", send) is None
    assert await store.replay_events_after("12345", send) is None


async def test_the_event_store_keeps_a_bound() -> None:
    store = MemoryEventStore(max_events=3)
    ids = [await store.store_event("s", message(n)) for n in range(5)]
    assert store.size == 3

    async def send(event: EventMessage) -> None:
        pass

    assert await store.replay_events_after(ids[0], send) is None  # dropped: too late
    assert await store.replay_events_after(ids[2], send) == "s"
