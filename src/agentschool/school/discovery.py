"""A source's vocabulary at plan time: discovered from the source, cached per base URL.

`vocabulary_for` returns the cached vocabulary while it is younger than the TTL; otherwise it
asks the source (`Source.discover`) and caches the answer in the registry's database. When the
source cannot be reached, a cached vocabulary of any age is used; with none, `DiscoveryError`.
Healing a function refreshes its source's vocabulary (`refresh=True`).
"""

from __future__ import annotations

import difflib
import logging
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING

import httpx

from agentschool.exceptions import UserError
from agentschool.school.codegen import SourceShape
from agentschool.school.functions import lent
from agentschool.school.sources import get_source, source_urls
from agentschool.school.sources.base import DiscoveryError, Source, Vocabulary
from agentschool.settings import Settings

if TYPE_CHECKING:
    from agentschool.school.registry import FunctionRegistry

__all__ = [
    "DEFAULT_TTL",
    "LearningTarget",
    "UnknownOrganizer",
    "check_organizer",
    "learning_target",
    "vocabulary_for",
]

logger = logging.getLogger(__name__)

DEFAULT_TTL = timedelta(days=1)
"""How long a discovered vocabulary is reused before the source is asked again."""


def _discover(source: Source, base_url: str, transport: httpx.BaseTransport | None) -> Vocabulary:
    headers = {"Accept": "application/json", "User-Agent": "agentschool"}
    borrowed = lent(transport)  # the caller's transport outlives this client
    with httpx.Client(transport=borrowed, headers=headers, follow_redirects=True) as client:
        return source.discover(client, base_url)


def vocabulary_for(
    source: Source,
    base_url: str,
    *,
    cache: FunctionRegistry | None = None,
    transport: httpx.BaseTransport | None = None,
    ttl: timedelta = DEFAULT_TTL,
    refresh: bool = False,
) -> Vocabulary:
    """What `source` at `base_url` knows: cached when fresh, else discovered (and cached).

    Args:
        source: The kind of source.
        base_url: Where it is.
        cache: The registry whose database caches vocabularies; no caching when None.
        transport: httpx transport to the source (real when None).
        ttl: How long a cached vocabulary is fresh.
        refresh: Discover even when the cache is fresh (healing does).

    Raises:
        DiscoveryError: The source cannot be reached and nothing is cached for it.
    """
    key = base_url.rstrip("/")
    cached = cache.cached_vocabulary(key) if cache is not None else None
    if cached is not None and not refresh and datetime.now(UTC) - cached[1] < ttl:
        return Vocabulary.from_json(cached[0])
    try:
        vocabulary = _discover(source, key, transport)
    except DiscoveryError as exc:
        if cached is None:
            raise
        logger.warning("%s; using the vocabulary cached at %s", exc, cached[1].isoformat())
        return Vocabulary.from_json(cached[0])
    if cache is not None:
        cache.save_vocabulary(key, source.name, vocabulary.to_json())
    return vocabulary


SITE_SOURCE = "jsonld"
"""The kind of source a bare site URL is learned as (`learn --source URL`)."""


@dataclass(frozen=True)
class LearningTarget:
    """Where a request is learned: the source, its URLs, the shape to generate, its vocabulary."""

    source: Source
    """The kind of source."""
    api_url: str
    """Its API base URL (the site itself for a site without an API)."""
    web_url: str
    """Its web base URL."""
    shape: SourceShape
    """What generated code is bound to (the source; the site for `--source URL`)."""
    vocabulary: Vocabulary
    """What the source knows."""


def learning_target(
    settings: Settings,
    *,
    cache: FunctionRegistry | None = None,
    site: str | None = None,
    transport: httpx.BaseTransport | None = None,
) -> LearningTarget:
    """The configured source (URLs from `settings`), or the site at `site`, with its vocabulary.

    Raises:
        UserError: `site` is not an http(s) URL.
        DiscoveryError: As `vocabulary_for` (for a site: "no schema.org items found at <url>").
    """
    if site is not None:
        base = site.strip().rstrip("/")
        if not base.startswith(("http://", "https://")):
            raise UserError(f"--source must be an http(s) URL, got {site!r}")
        kind, api_url, web_url = get_source(SITE_SOURCE), base, base
        shape = SourceShape(source=kind.name, base_url=base)
    else:
        kind = get_source()
        api_url, web_url = source_urls(settings, kind.name)
        shape = SourceShape(source=kind.name)
    ttl = timedelta(seconds=settings.school_vocabulary_ttl_seconds)
    vocabulary = vocabulary_for(kind, api_url, cache=cache, transport=transport, ttl=ttl)
    return LearningTarget(kind, api_url, web_url, shape, vocabulary)


class UnknownOrganizer(UserError):
    """The request names an organizer the source does not know.

    Attributes:
        organizer: The name as written.
        closest: The source's organizers and hosts most like it.
    """

    def __init__(self, organizer: str, closest: list[str]) -> None:
        self.organizer = organizer
        self.closest = closest
        super().__init__(
            f"the source knows no organizer {organizer!r}; "
            f"closest organizers it has: {', '.join(closest) or 'none'}"
        )


def check_organizer(
    organizer: str,
    vocabulary: Vocabulary,
    *,
    source: Source,
    transport: httpx.BaseTransport | None = None,
) -> None:
    """Make sure the source knows `organizer`: in its vocabulary, else through its own search.

    Raises:
        UnknownOrganizer: Neither knows it (the error names the closest few it has).
        DiscoveryError: The source's search cannot be reached.
    """
    wanted = organizer.lower()
    names = [o.name for o in vocabulary.organizers]
    names += [host for o in vocabulary.organizers for host in o.hosts]
    if any(wanted in name.lower() for name in names):
        return
    headers = {"Accept": "application/json", "User-Agent": "agentschool"}
    with httpx.Client(transport=lent(transport), headers=headers, follow_redirects=True) as client:
        found = source.search_organizers(client, vocabulary.base_url, organizer)
    if any(wanted in o.name.lower() for o in found):
        return
    by_lower = {name.lower(): name for name in names}
    closest = difflib.get_close_matches(wanted, list(by_lower), n=5, cutoff=0.0)
    raise UnknownOrganizer(organizer, [by_lower[name] for name in closest])
