"""The sources Agent School learns functions against, by name; see `sources.base.Source`.

`luma`: Luma's JSON API and pages; `jsonld`: any site publishing schema.org `Event` JSON-LD.
The core asks `get_source(name)` and never imports a source.
"""

from __future__ import annotations

from agentschool.exceptions import UserError
from agentschool.school.sources.base import Source
from agentschool.school.sources.jsonld import JsonLdSource
from agentschool.school.sources.luma import LumaSource
from agentschool.settings import Settings

__all__ = ["DEFAULT_SOURCE", "SOURCES", "get_source", "source_urls"]

SOURCES: dict[str, Source] = {"luma": LumaSource(), "jsonld": JsonLdSource()}
"""Every source, by `Source.name`."""
DEFAULT_SOURCE = "luma"
"""The source a request is learned against when none is named."""


def get_source(name: str | None = None) -> Source:
    """The source named `name` (the default one when None).

    Raises:
        UserError: No source has that name.
    """
    try:
        return SOURCES[name or DEFAULT_SOURCE]
    except KeyError:
        raise UserError(f"unknown source {name!r}; known: {', '.join(SOURCES)}") from None


def source_urls(settings: Settings, name: str | None = None) -> tuple[str, str]:
    """The (api, web) base URLs of a source from the settings."""
    return settings.luma_api_url, settings.luma_web_url
