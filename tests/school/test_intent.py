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
from agentschool.testing.tuned_queries import TUNED_QUERIES
from agentschool.testing.vocabulary import site_vocabulary

VOCAB = site_vocabulary()
"""What the offline site publishes, discovered through its endpoints."""

NOW = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)  # a Friday; 04:00 in SF, 21:00 in Tokyo
SF = {"latitude": 37.7749, "longitude": -122.4194}


def _d(month: int, day: int, year: int = 2026) -> date:
    return date(year, month, day)


CASES = TUNED_QUERIES


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
