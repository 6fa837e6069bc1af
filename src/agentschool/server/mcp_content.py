"""A tool's result as MCP content blocks: text, and images, sounds and files as their own blocks.

A result that is (or is a list of) `agentschool.tools.media` items answers with an `image`,
`audio` or `resource` block per item, in order, a plain string in such a list with a `text`
block; any other result is one `text` block (a string as it is, anything else as JSON). The
structured result is sent beside the blocks as always, so a client reading `structuredContent`
sees the same value.
"""

from __future__ import annotations

import json
from typing import Any

import mcp_types as types

from agentschool.tools.media import Audio, EmbeddedFile, Image, media_items

__all__ = ["content_blocks", "media_blocks"]


def _text(value: Any) -> types.TextContent:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return types.TextContent(type="text", text=text)


def _block(item: Image | Audio | EmbeddedFile) -> types.ContentBlock:
    if isinstance(item, Image):
        return types.ImageContent(type="image", data=item.data, mime_type=item.mime_type)
    if isinstance(item, Audio):
        return types.AudioContent(type="audio", data=item.data, mime_type=item.mime_type)
    contents: types.TextResourceContents | types.BlobResourceContents
    if item.text is not None:
        contents = types.TextResourceContents(
            uri=item.uri, mime_type=item.mime_type, text=item.text
        )
    else:
        assert item.blob is not None  # one of text and blob, by validation
        contents = types.BlobResourceContents(
            uri=item.uri, mime_type=item.mime_type, blob=item.blob
        )
    return types.EmbeddedResource(type="resource", resource=contents)


def content_blocks(value: Any) -> list[types.ContentBlock]:
    """The content blocks of a tool's (JSON-able) result."""
    return media_blocks(value) or [_text(value)]


def media_blocks(value: Any) -> list[types.ContentBlock]:
    """A result's blocks when it holds media (strings beside them as text blocks), else none."""
    items = value if isinstance(value, list | tuple) else [value]
    found = [next(media_items([item]), None) for item in items]
    if not any(found):
        return []
    return [_text(i) if m is None else _block(m) for i, m in zip(items, found, strict=True)]
