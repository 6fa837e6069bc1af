"""Media results: a tool (or a learned function) that answers with an image, a sound or a file.

A tool's result is one typed JSON value. When that value is, or contains, an `Image`, an `Audio`
or an `EmbeddedFile`, the bytes travel base64-encoded inside it (so the result stays JSON: the
ledger, the run store and a run's output keep it as they keep any result), and the MCP server
sends each one as the matching content block (`image`, `audio`, `resource`) beside the
structured result. `media_items(value)` finds them, in a result or in a stored copy of one.

```python
@tool
def chart(city: str) -> Image:
    return Image.from_bytes(render(city), "image/png")
```
"""

from __future__ import annotations

import base64
from collections.abc import Iterator
from typing import Annotated, Any, Literal

import pydantic

__all__ = ["Audio", "EmbeddedFile", "Image", "MediaItem", "media_items"]


class _Encoded(pydantic.BaseModel):
    model_config = pydantic.ConfigDict(extra="forbid", frozen=True)

    data: str = pydantic.Field(pattern=r"^[A-Za-z0-9+/]*={0,2}$")
    """The bytes, base64-encoded."""
    mime_type: str = pydantic.Field(pattern=r"^[\w.+-]+/[\w.+-]+$")
    """Their MIME type (`image/png`, `audio/wav`)."""

    @property
    def content(self) -> bytes:
        """The decoded bytes."""
        return base64.b64decode(self.data)


class Image(_Encoded):
    """An image (PNG, JPEG, ...)."""

    type: Literal["image"] = "image"
    """Tag: an image."""

    @classmethod
    def from_bytes(cls, content: bytes, mime_type: str) -> Image:
        """An image of `content` (its bytes) of type `mime_type`."""
        return cls(data=base64.b64encode(content).decode(), mime_type=mime_type)


class Audio(_Encoded):
    """A sound (WAV, MP3, ...)."""

    type: Literal["audio"] = "audio"
    """Tag: a sound."""

    @classmethod
    def from_bytes(cls, content: bytes, mime_type: str) -> Audio:
        """A sound of `content` (its bytes) of type `mime_type`."""
        return cls(data=base64.b64encode(content).decode(), mime_type=mime_type)


class EmbeddedFile(pydantic.BaseModel):
    """A file sent whole with the result: text, or bytes (`blob`, base64), named by a URI."""

    model_config = pydantic.ConfigDict(extra="forbid", frozen=True)

    type: Literal["resource"] = "resource"
    """Tag: a file."""
    uri: str = pydantic.Field(min_length=1)
    """What the file is (`file:///report.csv`, `agentschool://...`)."""
    mime_type: str = pydantic.Field(pattern=r"^[\w.+-]+/[\w.+-]+$")
    """Its MIME type."""
    text: str | None = None
    """Its text, for a text file."""
    blob: str | None = pydantic.Field(default=None, pattern=r"^[A-Za-z0-9+/]*={0,2}$")
    """Its bytes, base64-encoded, for any other file."""

    @pydantic.model_validator(mode="after")
    def _text_or_blob(self) -> EmbeddedFile:
        if (self.text is None) == (self.blob is None):
            raise ValueError("give one of text or blob")
        return self

    @classmethod
    def from_bytes(cls, content: bytes, mime_type: str, uri: str) -> EmbeddedFile:
        """A binary file of `content` at `uri`."""
        return cls(uri=uri, mime_type=mime_type, blob=base64.b64encode(content).decode())


MediaItem = Annotated[Image | Audio | EmbeddedFile, pydantic.Field(discriminator="type")]
"""Any media item, told apart by its `type`."""

_ADAPTER: pydantic.TypeAdapter[Image | Audio | EmbeddedFile] = pydantic.TypeAdapter(MediaItem)
_TAGS = frozenset({"image", "audio", "resource"})


def _as_media(value: Any) -> Image | Audio | EmbeddedFile | None:
    if isinstance(value, Image | Audio | EmbeddedFile):
        return value
    if isinstance(value, dict) and value.get("type") in _TAGS:
        try:
            return _ADAPTER.validate_python(value)
        except pydantic.ValidationError:
            return None  # a dict that only looks like one: plain data
    return None


def media_items(value: Any) -> Iterator[Image | Audio | EmbeddedFile]:
    """The media items in a result: the value itself, or the items of a list or tuple of them.

    Stored copies (dicts with a `type` of image, audio or resource that validate) count too,
    so a run's output read back from the store gives the same items as the live result.
    """
    items = value if isinstance(value, list | tuple) else [value]
    for item in items:
        found = _as_media(item)
        if found is not None:
            yield found
