"""Vocabulary discovery: from the source's own endpoints, cached per base URL with a TTL."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import httpx
import pytest

from agentschool.school.discovery import UnknownOrganizer, check_organizer, vocabulary_for
from agentschool.school.lexicon import lexicon_for
from agentschool.school.registry import FunctionRegistry
from agentschool.school.sources import get_source
from agentschool.school.sources.base import DiscoveryError, Vocabulary
from agentschool.school.transport import SyncASGITransport
from agentschool.testing.luma_site import HELD_OUT_SEED, create_app

URL = "http://luma.test"


class Counting(httpx.BaseTransport):
    """Counts requests; answers from the site, or fails like an unreachable host."""

    opened: list[SyncASGITransport] = []  # noqa: RUF012 (closed after each test)

    def __init__(self, seed: int | None = None) -> None:
        self.inner = SyncASGITransport(create_app(drift=(), seed=seed)) if seed else None
        if self.inner is not None:
            Counting.opened.append(self.inner)
        self.paths: list[str] = []

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        self.paths.append(request.url.path)
        if self.inner is None:
            raise httpx.ConnectError("connection refused", request=request)
        return self.inner.handle_request(request)


@pytest.fixture(autouse=True)
def _close_sites() -> Iterator[None]:
    yield
    while Counting.opened:
        Counting.opened.pop().close()


@pytest.fixture
def cache(tmp_path: Path) -> Iterator[FunctionRegistry]:
    registry = FunctionRegistry(f"sqlite:///{tmp_path / 'functions.db'}")
    yield registry
    registry.close()


def _discover(cache: FunctionRegistry, transport: httpx.BaseTransport, **kw: object) -> Vocabulary:
    return vocabulary_for(get_source("luma"), URL, cache=cache, transport=transport, **kw)  # type: ignore[arg-type]


def test_discovery_uses_the_sources_place_category_and_listing_endpoints(
    cache: FunctionRegistry,
) -> None:
    site = Counting(HELD_OUT_SEED)
    vocabulary = _discover(cache, site)
    assert {"/discover/get-places", "/discover/category/list-categories",
            "/discover/get-paginated-events"} == set(site.paths)  # fmt: skip
    seattle = next(p for p in vocabulary.places if p.slug == "seattle")
    assert seattle.timezone == "America/Los_Angeles"
    assert {"Capitol Hill", "Bellevue"} <= {a.name for a in seattle.areas}
    assert {"Emerald City Founders", "Neural Nights"} <= {o.name for o in vocabulary.organizers}


def test_a_cached_vocabulary_is_reused_until_its_ttl(cache: FunctionRegistry) -> None:
    site = Counting(HELD_OUT_SEED)
    first = _discover(cache, site)
    asked = len(site.paths)
    assert _discover(cache, site) == first
    assert len(site.paths) == asked, "a fresh cache answers without asking the source"
    _discover(cache, site, ttl=timedelta(0))
    assert len(site.paths) == 2 * asked, "an expired cache asks the source again"
    _discover(cache, site, refresh=True)
    assert len(site.paths) == 3 * asked, "healing refreshes even a fresh cache"


def test_an_unreachable_source_falls_back_to_the_cache_else_a_typed_error(
    cache: FunctionRegistry,
) -> None:
    unreachable = r"knows: http://luma\.test/discover/get-places ConnectError"
    with pytest.raises(DiscoveryError, match=unreachable):
        _discover(cache, Counting())
    known = _discover(cache, Counting(HELD_OUT_SEED))
    assert _discover(cache, Counting(), refresh=True) == known


def test_the_cache_is_per_base_url(cache: FunctionRegistry) -> None:
    _discover(cache, Counting(HELD_OUT_SEED))
    with pytest.raises(DiscoveryError):
        vocabulary_for(get_source("luma"), "http://other.test", cache=cache, transport=Counting())


@pytest.mark.parametrize(
    ("phrase", "slug"),
    [
        ("food and drink", "food"),
        ("food & drink", "food"),
        ("founder", "founders"),
        ("founders", "founders"),
        ("startups", "founders"),
        ("machine learning", "ai-ml"),
        ("ai", "ai-ml"),
        ("comedy", "comedy"),
        ("books", "books"),
        ("book", "books"),
        ("kids", "kids"),
        ("family-friendly", "kids"),
        ("live music", "live-music"),
        ("concerts", "live-music"),
        ("wellness", "health"),
        ("networking", "career"),
        ("web3", "web3"),
        ("crypto", "web3"),
        ("climate", "sustainability"),
    ],
)
def test_request_words_map_to_the_held_out_sites_categories(phrase: str, slug: str) -> None:
    vocabulary = vocabulary_for(get_source("luma"), URL, transport=Counting(HELD_OUT_SEED))
    assert lexicon_for(vocabulary).meanings[phrase].category == slug


def test_a_concept_the_source_has_no_category_for_becomes_a_keyword() -> None:
    vocabulary = Vocabulary(source="luma", base_url=URL)
    meaning = lexicon_for(vocabulary).meanings["founders"]
    assert (meaning.category, meaning.keyword) == (None, "founder")


def test_an_organizer_is_checked_in_the_vocabulary_then_through_the_sources_search() -> None:
    site = Counting(HELD_OUT_SEED)
    vocabulary = vocabulary_for(get_source("luma"), URL, transport=site)
    asked = len(site.paths)
    check_organizer("Neural Nights", vocabulary, source=get_source("luma"), transport=site)
    check_organizer("aisha bello", vocabulary, source=get_source("luma"), transport=site)
    assert len(site.paths) == asked, "known organizers and hosts need no request"
    smaller = Vocabulary(source="luma", base_url=URL, organizers=vocabulary.organizers[:2])
    missing = next(o.name for o in vocabulary.organizers[2:])
    check_organizer(missing, smaller, source=get_source("luma"), transport=site)
    assert site.paths[-1] == "/search/get-results"
    with pytest.raises(UnknownOrganizer) as caught:
        check_organizer("Neural Knights", smaller, source=get_source("luma"), transport=site)
    assert caught.value.closest and caught.value.closest[0] in caught.value.message
    assert "the source knows no organizer 'Neural Knights'" in caught.value.message


def test_on_a_tie_the_category_named_like_the_concept_wins() -> None:
    from agentschool.school.sources.base import Category

    vocabulary = Vocabulary(
        source="jsonld",
        base_url=URL,
        categories=(Category("jazz", "jazz"), Category("music", "music")),
    )
    meanings = lexicon_for(vocabulary).meanings
    assert meanings["concerts"].category == "music"
    assert (meanings["jazz"].category, meanings["jazz"].keyword) == ("music", "jazz")
