"""A second kind of source: any site publishing schema.org `Event` JSON-LD (the offline fixture).

The fixture is structured unlike Luma: no JSON API, pagination by "next" links only, a sitemap,
a search page, JSON-LD as plain objects, lists and `@graph`, prices in EUR, GBP and USD, online
events. Discovery, planning and the generated `jsonld` functions must handle all of it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx
import pytest

from agentschool.school.codegen import SourceShape, generate, template_key
from agentschool.school.discovery import vocabulary_for
from agentschool.school.functions import call_module, load_module
from agentschool.school.intent import parse_request
from agentschool.school.learn import learn
from agentschool.school.query import EventQuery, ExecutionPlan
from agentschool.school.registry import FunctionRegistry
from agentschool.school.sources import get_source
from agentschool.school.sources.base import DiscoveryError, Vocabulary
from agentschool.school.transport import SyncASGITransport
from agentschool.settings import Settings
from agentschool.testing.schema_site import create_app, load_items
from agentschool.testing.schema_site.truth import SCHEMA_QUERIES, expected_events, expected_ids

NOW = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)
URL = "http://site.test"
SHAPE = SourceShape(source="jsonld", base_url=URL)
ITEMS = load_items()


@pytest.fixture(scope="module")
def site() -> Iterator[SyncASGITransport]:
    """The schema.org fixture answered in-process."""
    transport = SyncASGITransport(create_app())
    yield transport
    transport.close()


@pytest.fixture(scope="module")
def vocabulary(site: SyncASGITransport) -> Vocabulary:
    return vocabulary_for(get_source("jsonld"), URL, transport=site)


def _discover(**options: bool) -> Vocabulary:
    transport = SyncASGITransport(create_app(**options))
    try:
        return vocabulary_for(get_source("jsonld"), URL, transport=transport)
    finally:
        transport.close()


def test_the_fixture_uses_every_json_ld_form(site: SyncASGITransport) -> None:
    forms, offers, keywords = set(), set(), set()
    with httpx.Client(transport=site, base_url=URL) as http:
        for item in ITEMS[:12]:
            page = http.get(item.path).text
            data = json.loads(re.search(r"ld\+json'>(.*?)</script>", page, re.S).group(1))  # type: ignore[union-attr]
            forms.add(
                "graph" if isinstance(data, dict) and "@graph" in data else type(data).__name__
            )
            event = next(e for e in (data.get("@graph", [data]) if isinstance(data, dict) else data)
                         if str(e.get("@type", "")).endswith("Event"))  # fmt: skip
            offers.add(type(event["offers"]).__name__ + str(event["offers"].get("@type", ""))
                       if isinstance(event["offers"], dict) else "list")  # fmt: skip
            keywords.add(type(event["keywords"]).__name__)
        assert "rel='next'" in http.get("/whats-on").text
        assert http.get("/api/events").status_code == 404  # no JSON API
    assert forms == {"dict", "graph", "list"}
    assert offers == {"dictOffer", "dictAggregateOffer", "list"}
    assert keywords == {"str", "list"}


def test_discovery_finds_places_topics_and_organizers(vocabulary: Vocabulary) -> None:
    places = {p.slug: p for p in vocabulary.places}
    assert set(places) == {"lisbon", "amsterdam", "london"}
    assert places["amsterdam"].timezone == "Etc/GMT-1"  # UTC+1 in November
    assert {"jazz", "hackathon", "wine", "ai"} <= {c.slug for c in vocabulary.categories}
    assert "Canal Coders" in {o.name for o in vocabulary.organizers}


@pytest.mark.parametrize(
    "options",
    [{"sitemap": False}, {"listing": False}, {"listing": False, "sitemap": False}],
    ids=["listing-only", "sitemap-only", "search-only"],
)
def test_items_are_found_through_listings_sitemap_or_search(options: dict[str, bool]) -> None:
    assert {p.slug for p in _discover(**options).places} == {"lisbon", "amsterdam", "london"}


def test_a_site_without_items_says_so_and_what_was_tried() -> None:
    with pytest.raises(DiscoveryError) as caught:
        _discover(empty=True)
    message = str(caught.value)
    assert f"no schema.org items found at {URL}; tried: home page, listing pages" in message
    assert "sitemap.xml" in message and "search page" in message


@pytest.mark.parametrize(("text", "intended"), SCHEMA_QUERIES, ids=[t for t, _ in SCHEMA_QUERIES])
def test_requests_on_the_schema_site_select_exactly_the_intended_events(
    text: str, intended: EventQuery, vocabulary: Vocabulary, site: SyncASGITransport
) -> None:
    plan = parse_request(text, now=NOW, vocabulary=vocabulary)
    assert expected_ids(ITEMS, plan.params) == expected_ids(ITEMS, intended), plan.params
    module = load_module(generate(plan, "jsonld", shape=SHAPE).source, "schema_site")
    args = plan.params.model_dump(mode="json", exclude_defaults=True)
    with httpx.Client(transport=site) as http:
        result = call_module(module, args, api_url=URL, web_url=URL, client=http)
    assert [e.model_dump() for e in result.events] == expected_events(ITEMS, intended, URL)


def test_prices_keep_their_currency_and_online_events_have_no_place(
    vocabulary: Vocabulary, site: SyncASGITransport
) -> None:
    plan = ExecutionPlan(params=EventQuery(), data_source="jsonld")
    module = load_module(generate(plan, "jsonld", shape=SHAPE).source, "schema_all")
    with httpx.Client(transport=site) as http:
        events = call_module(module, {}, api_url=URL, web_url=URL, client=http).events
    assert len(events) == len(ITEMS)
    assert {e.currency for e in events if not e.is_free} == {"EUR", "GBP", "USD"}
    assert all(e.price_usd == (e.price if e.currency == "USD" else None) for e in events)
    online = [e for e in events if e.city is None]
    assert online and all(e.latitude is None and e.address is None for e in online)


def test_learn_saves_a_function_bound_to_the_site_and_reuses_it_for_other_values(
    tmp_path: Path, vocabulary: Vocabulary, site: SyncASGITransport
) -> None:
    registry = FunctionRegistry(f"sqlite:///{tmp_path / 'functions.db'}", transport=site)
    try:
        plan = parse_request("jazz events in Lisbon", now=NOW, vocabulary=vocabulary)
        first = learn(plan, registry, api_url=URL, web_url=URL, transport=site,
                      use_sandbox=False, shape=SHAPE)  # fmt: skip
        assert first.function is not None and first.function.strategy == "jsonld"
        assert [s for s, _ in first.attempts] == ["jsonld"]
        assert first.template.endswith(f"@jsonld:{URL}")
        other = parse_request("jazz events in Amsterdam", now=NOW, vocabulary=vocabulary)
        second = learn(other, registry, api_url=URL, web_url=URL, shape=SHAPE)
        assert second.reused and second.function == first.function
        # A function bound to a site never answers for the configured source.
        assert registry.find_template(template_key(other)) is None
        args: dict[str, Any] = other.params.model_dump(mode="json", exclude_defaults=True)
        result = registry.call(first.function.name, args, settings=Settings())
        wanted = expected_events(ITEMS, EventQuery(city="amsterdam", category="jazz"), URL)
        assert wanted and [e.model_dump() for e in result.events] == wanted
    finally:
        registry.close()


def test_a_failed_learn_saves_nothing(tmp_path: Path) -> None:
    empty = SyncASGITransport(create_app(empty=True))
    registry = FunctionRegistry(f"sqlite:///{tmp_path / 'functions.db'}")
    try:
        plan = ExecutionPlan(params=EventQuery(keywords=["jazz"]), data_source="jsonld")
        outcome = learn(plan, registry, api_url=URL, web_url=URL, transport=empty,
                        use_sandbox=False, shape=SHAPE)  # fmt: skip
        assert outcome.function is None and registry.list() == []
        assert outcome.error is not None
        assert f"no schema.org items found at {URL}" in outcome.error
    finally:
        registry.close()
        empty.close()


@pytest.mark.sandbox
def test_a_json_ld_function_passes_the_sandboxed_replay(
    tmp_path: Path, vocabulary: Vocabulary, site: SyncASGITransport
) -> None:
    registry = FunctionRegistry(f"sqlite:///{tmp_path / 'functions.db'}")
    try:
        plan = parse_request("free events in London", now=NOW, vocabulary=vocabulary)
        outcome = learn(plan, registry, api_url=URL, web_url=URL, transport=site, shape=SHAPE)
        assert outcome.function is not None, outcome.error
        checks = {c.name: c for c in outcome.attempts[0][1].checks}
        assert (
            checks["sandbox"].passed and checks["sandbox"].detail == "same result as the live run"
        )
    finally:
        registry.close()


def test_cli_learn_from_a_site(monkeypatch: pytest.MonkeyPatch) -> None:
    from school_helpers import LiveSite
    from typer.testing import CliRunner

    from agentschool.cli import app

    live = LiveSite(create_app())
    empty = LiveSite(create_app(empty=True))
    try:
        argv = ["learn", "hackathons in Amsterdam", "--source", live.url, "--no-sandbox",
                "--now", "2026-11-20T12:00:00Z", "--json"]  # fmt: skip
        result = CliRunner().invoke(app, argv)
        assert result.exit_code == 0, result.output
        data = json.loads(result.stdout.strip().splitlines()[-1])
        assert data["status"] == "ok" and data["function"]["strategy"] == "jsonld"
        assert len(data["result"]["events"]) == len(
            expected_ids(ITEMS, EventQuery(city="amsterdam", category="hackathon"))
        )
        failed = CliRunner().invoke(app, ["learn", "jazz events", "--source", empty.url, "--json"])
        assert failed.exit_code == 1
        error = json.loads(failed.stdout.strip().splitlines()[-1])
        assert f"no schema.org items found at {empty.url}; tried: home page" in error["error"]
        listed = CliRunner().invoke(app, ["functions", "list", "--json"])
        assert len(json.loads(listed.stdout)["functions"]) == 1  # nothing saved by the failure
        bad = CliRunner().invoke(app, ["learn", "jazz events", "--source", "example.org"])
        assert bad.exit_code == 1 and "--source must be an http(s) URL" in bad.output
    finally:
        live.stop()
        empty.stop()
