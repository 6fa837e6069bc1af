"""The deterministic parser: the case-study requests and many more parse to the right EventQuery."""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Any

import jsonschema
import pytest

from agentschool.exceptions import UserError
from agentschool.school.intent import (
    PLAN_SCHEMA,
    CannotPlan,
    UnknownPlace,
    parse_request,
    read_request,
)
from agentschool.school.query import EventQuery
from agentschool.testing.vocabulary import site_vocabulary

VOCAB = site_vocabulary()
"""What the offline site publishes, discovered through its endpoints."""

NOW = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)  # a Friday; 04:00 in SF, 21:00 in Tokyo
SF = {"latitude": 37.7749, "longitude": -122.4194}


def _d(month: int, day: int, year: int = 2026) -> date:
    return date(year, month, day)


CASES: list[tuple[str, dict[str, Any]]] = [
    # The six requests of the issue.
    (
        "Find hip-hop parties in SF within 5 miles",
        {"city": "sf", **SF, "radius_km": 8.047, "category": "music", "keywords": ["hip-hop"]},
    ),
    ("YC co-founder events", {"organizer": "Y Combinator", "keywords": ["co-founder"]}),
    (
        "Private networking events for founders",
        {"category": "networking", "keywords": ["private", "founder"]},
    ),
    (
        "Tech conferences in SF next month under $100",
        {
            "city": "sf",
            "category": "tech",
            "keywords": ["conference"],
            "date_from": _d(12, 1),
            "date_to": _d(12, 31),
            "max_price_usd": 100.0,
        },
    ),
    (
        "Family-friendly events in Berkeley this weekend",
        {"city": "berkeley", "category": "family", "date_from": _d(11, 21), "date_to": _d(11, 22)},
    ),
    ("Find all events by organization Founders Inc", {"organizer": "Founders Inc"}),
    # More phrasings.
    (
        "AI meetups in NYC next week",
        {
            "city": "nyc",
            "category": "ai",
            "keywords": ["meetup"],
            "date_from": _d(11, 23),
            "date_to": _d(11, 29),
        },
    ),
    (
        "free yoga in London tomorrow",
        {
            "city": "london",
            "category": "wellness",
            "keywords": ["yoga"],
            "date_from": _d(11, 21),
            "date_to": _d(11, 21),
            "free_only": True,
        },
    ),
    (
        "Events between Dec 1 and Dec 10 in Austin",
        {"city": "austin", "date_from": _d(12, 1), "date_to": _d(12, 10)},
    ),
    (
        "tech events in January",
        {"category": "tech", "date_from": _d(1, 1, 2027), "date_to": _d(1, 31, 2027)},
    ),
    ("Events hosted by Acme Labs in San Francisco", {"city": "sf", "organizer": "Acme Labs"}),
    (
        "Crypto events within 3 km of 37.7749,-122.4194",
        {"city": "sf", **SF, "radius_km": 3.0, "category": "crypto"},
    ),
    (
        "Music events in Oakland",  # a municipality Luma files under /sf: its own centre, 10 km
        {
            "city": "sf",
            "latitude": 37.81,
            "longitude": -122.268,
            "radius_km": 10.0,
            "category": "music",
        },
    ),
    ("Events on Dec 5 in NYC", {"city": "nyc", "date_from": _d(12, 5), "date_to": _d(12, 5)}),
    (
        "Jazz in New York this Saturday",
        {
            "city": "nyc",
            "category": "music",
            "keywords": ["jazz"],
            "date_from": _d(11, 21),
            "date_to": _d(11, 21),
        },
    ),
    (
        "Startup events in SF tonight",
        {"city": "sf", "category": "startups", "date_from": _d(11, 20), "date_to": _d(11, 20)},
    ),
    (
        "Climate hackathons in Berkeley in the next 30 days",
        {
            "city": "berkeley",
            "category": "climate",
            "keywords": ["hackathon"],
            "date_from": _d(11, 20),
            "date_to": _d(12, 20),
        },
    ),
    (
        "Web3 events in London this month under 20 dollars",
        {
            "city": "london",
            "category": "crypto",
            "date_from": _d(11, 20),
            "date_to": _d(11, 30),
            "max_price_usd": 20.0,
        },
    ),
    (
        "Free family events in SF next weekend",
        {
            "city": "sf",
            "category": "family",
            "date_from": _d(11, 28),
            "date_to": _d(11, 29),
            "free_only": True,
        },
    ),
    (
        "Wellness events in Tokyo today",
        {"city": "tokyo", "category": "wellness", "date_from": _d(11, 20), "date_to": _d(11, 20)},
    ),
    (
        "Events by AI Tinkerers this week",  # no city: dates in UTC
        {"organizer": "AI Tinkerers", "date_from": _d(11, 20), "date_to": _d(11, 22)},
    ),
    (
        "Run clubs in Austin on Saturday",
        {
            "city": "austin",
            "category": "fitness",
            "keywords": ["run club"],
            "date_from": _d(11, 21),
            "date_to": _d(11, 21),
        },
    ),
    (
        "Supper clubs in NYC from Dec 3 to Dec 12 under $50",
        {
            "city": "nyc",
            "category": "food-drink",
            "keywords": ["supper club"],
            "date_from": _d(12, 3),
            "date_to": _d(12, 12),
            "max_price_usd": 50.0,
        },
    ),
    (
        "Machine learning workshops in SF within 10 km",
        {"city": "sf", **SF, "radius_km": 10.0, "category": "ai", "keywords": ["workshop"]},
    ),
    ("Events about rust in SF", {"city": "sf", "keywords": ["rust"]}),
    (
        "Gallery events in NYC in December",
        {"city": "nyc", "category": "arts", "date_from": _d(12, 1), "date_to": _d(12, 31)},
    ),
    (
        "Bay Area Hip-Hop Collective parties",  # the organizer, not the Bay Area nor hip-hop
        {"organizer": "Bay Area Hip-Hop Collective"},
    ),
    (
        "Kids events in Berkeley on 2026-11-28",
        {"city": "berkeley", "category": "family", "date_from": _d(11, 28), "date_to": _d(11, 28)},
    ),
    (
        "Tech events in SF Dec 1-10",
        {"city": "sf", "category": "tech", "date_from": _d(12, 1), "date_to": _d(12, 10)},
    ),
    ("Events hosted by DJ Nova", {"organizer": "DJ Nova"}),
    (
        'Events mentioning "demo night" in SF with the keyword zk',
        {"city": "sf", "keywords": ["demo night", "zk"]},
    ),
    (
        "Tech and hip-hop events in Austin",  # the first category wins; the second narrows
        {"city": "austin", "category": "tech", "keywords": ["hip-hop"]},
    ),
    (
        "Events in SF within 2 mi of the Mission",  # a neighbourhood centres the radius
        {"city": "sf", "latitude": 37.7599, "longitude": -122.4148, "radius_km": 3.219},
    ),
    (
        "music events in SoMa",  # a neighbourhood alone implies 3 km
        {
            "city": "sf",
            "latitude": 37.7785,
            "longitude": -122.4056,
            "radius_km": 3.0,
            "category": "music",
        },
    ),
    (
        "events in Soho tomorrow",  # London's Soho, not New York's SoHo
        {
            "city": "london",
            "latitude": 51.5136,
            "longitude": -0.1365,
            "radius_km": 3.0,
            "date_from": _d(11, 21),
            "date_to": _d(11, 21),
        },
    ),
    (
        "ai hackathons in sf 12/5",
        {
            "city": "sf",
            "category": "ai",
            "keywords": ["hackathon"],
            "date_from": _d(12, 5),
            "date_to": _d(12, 5),
        },
    ),
    (
        "NYC tech events next Tuesday",  # the Tuesday of next week
        {"city": "nyc", "category": "tech", "date_from": _d(11, 24), "date_to": _d(11, 24)},
    ),
    (
        "Meetups for developers in Austin on the 5th",
        {
            "city": "austin",
            "category": "tech",
            "keywords": ["meetup"],
            "date_from": _d(12, 5),
            "date_to": _d(12, 5),
        },
    ),
    ("24/7 events in SF", {"city": "sf"}),  # not a date
    ("where can I find jazz in NYC", {"city": "nyc", "category": "music", "keywords": ["jazz"]}),
    (
        "What AI events are in SF this week?",
        {"city": "sf", "category": "ai", "date_from": _d(11, 20), "date_to": _d(11, 22)},
    ),
]


@pytest.mark.parametrize(("text", "expected"), CASES, ids=[text for text, _ in CASES])
def test_request_parses_to_the_right_query(text: str, expected: dict[str, Any]) -> None:
    plan = parse_request(text, now=NOW, vocabulary=VOCAB)
    assert plan.params == EventQuery(**expected)  # every field, defaults included
    assert plan.intent == "search_events"


def test_there_are_the_six_issue_queries_and_at_least_twenty_more() -> None:
    assert len(CASES) >= 26


def test_naive_now_is_utc_and_explicit_fields_are_reported() -> None:
    parsed = read_request(
        "Tech conferences in SF next month under $100",
        now=NOW.replace(tzinfo=None),
        vocabulary=VOCAB,
    )
    assert parsed.query.date_from == _d(12, 1)
    assert parsed.explicit == {
        "city",
        "category",
        "keywords",
        "date_from",
        "date_to",
        "max_price_usd",
    }
    assert parsed.data_source is None


def test_plan_steps_fallbacks_and_schema() -> None:
    plan = parse_request("Tech conferences in SF next month under $100", now=NOW, vocabulary=VOCAB)
    assert plan.data_source == "api"
    assert plan.fallback_strategy == ["page", "browser"]
    kinds = [step.kind for step in plan.steps]
    assert kinds == ["resolve", "fetch", "paginate", "filter", "normalize", "validate"]
    assert "2026-12-01..2026-12-31" in plan.steps[3].description
    assert "<= $100" in plan.steps[3].description
    jsonschema.validate(plan.model_dump(mode="json"), PLAN_SCHEMA)
    bare = parse_request("Tech events in SF", now=NOW, vocabulary=VOCAB)
    assert "filter" not in [step.kind for step in bare.steps]  # the API selects place + category


def test_a_requested_strategy_comes_first() -> None:
    plan = parse_request("Tech events in SF using the browser", now=NOW, vocabulary=VOCAB)
    assert plan.data_source == "browser"
    assert plan.fallback_strategy == ["api", "page"]
    assert plan.params == EventQuery(city="sf", category="tech")
    assert (
        parse_request("tech events in SF from the pages", now=NOW, vocabulary=VOCAB).data_source
        == "page"
    )
    assert (
        parse_request("tech events in SF via JSON-LD", now=NOW, vocabulary=VOCAB).data_source
        == "jsonld"
    )


@pytest.mark.parametrize("text", ["", "   ", "\n"])
def test_empty_request_is_a_clear_error(text: str) -> None:
    with pytest.raises(CannotPlan, match="empty"):
        parse_request(text, now=NOW, vocabulary=VOCAB)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("what is the capital of France", "not a request for events"),
        ("tell me a joke", "not a request for events"),
        ("what is machine learning", "asks what something is"),
        ("what is 5 ml in teaspoons", "asks what something is"),
        ("book two tickets for the YC mixer", "only searching"),
        ("Please buy me a ticket to a tech conference", "only searching"),
        ("tech events in SF last week", "in the past"),
        ("what happened at the YC events yesterday", "in the past"),
        ("tech events in SF on 2026-11-02", "in the past"),
        ("tech events in SF on Feb 30", "not a valid date"),
        ("tech events between 2026-12-10 and 2026-12-01", "ends before it starts"),
        ("crypto events in London under £20", "US dollars"),
        ("events under 20 euros in London", "US dollars"),
    ],
)
def test_unplannable_requests_say_why(text: str, reason: str) -> None:
    with pytest.raises(CannotPlan, match=reason) as caught:
        parse_request(text, now=NOW, vocabulary=VOCAB)
    assert not isinstance(caught.value, UnknownPlace)
    assert isinstance(caught.value, UserError)
    assert reason in caught.value.reason


def test_unknown_city_lists_the_known_ones_and_asks_for_coordinates() -> None:
    with pytest.raises(UnknownPlace) as caught:
        parse_request("events in Gotham", now=NOW, vocabulary=VOCAB)
    error = caught.value
    assert error.place == "Gotham"
    assert len(error.closest) == 5  # the closest five of the source's six places
    known = {f"{place.slug} ({place.name})" for place in VOCAB.places}
    for place in error.closest:
        assert place in known and place in error.message
    assert "coordinates" in error.message


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("events in gotham", "gotham"),
        ("hip-hop events in Gotham City next week", "Gotham City"),
        ("AI talks at Stanford", "Stanford"),
    ],
)
def test_unknown_places_in_any_case(text: str, place: str) -> None:
    with pytest.raises(UnknownPlace) as caught:
        parse_request(text, now=NOW, vocabulary=VOCAB)
    assert caught.value.place == place


@pytest.mark.parametrize(
    "text", ["tech events in person", "events at night this weekend", "AI events in English"]
)
def test_words_after_in_that_are_not_places(text: str) -> None:
    assert parse_request(text, now=NOW, vocabulary=VOCAB).params.city is None


@pytest.mark.parametrize("text", ["tech events near me", "tech events within 5 miles"])
def test_a_radius_without_a_place_asks_for_one(text: str) -> None:
    with pytest.raises(UnknownPlace, match="no place to search around") as caught:
        parse_request(text, now=NOW, vocabulary=VOCAB)
    assert caught.value.place is None


def test_coordinates_far_from_known_cities_keep_no_city() -> None:
    query = parse_request(
        "music events within 2 km of 48.8566,2.3522", now=NOW, vocabulary=VOCAB
    ).params
    assert query == EventQuery(latitude=48.8566, longitude=2.3522, radius_km=2.0, category="music")
