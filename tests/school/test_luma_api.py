"""The Luma-like JSON API over httpx.ASGITransport: every endpoint, pagination, filters, errors."""

from __future__ import annotations

import base64
import json
from collections import Counter
from typing import Any

import httpx
import pytest
from luma_site_helpers import walk

from agentschool.testing.luma_site import LumaDataset, distance_km

EVENTS = "/discover/get-paginated-events"


def _place(data: LumaDataset, slug: str) -> dict[str, Any]:
    return next(p for p in data.places if p["slug"] == slug)


def _ids(pages: list[list[dict[str, Any]]]) -> list[str]:
    return [entry["api_id"] for page in pages for entry in page]


async def test_walk_covers_every_event_once_except_the_pinned_repeat(
    luma_client: httpx.AsyncClient, luma_dataset: LumaDataset
) -> None:
    pages = await walk(luma_client, EVENTS, {}, limit=50)
    ids = _ids(pages)
    counts = Counter(ids)
    assert set(ids) == {r["api_id"] for r in luma_dataset.events}
    assert [i for i, n in counts.items() if n > 1] == [luma_dataset.featured_event_id]
    assert counts[luma_dataset.featured_event_id] == 2
    holding = [n for n, page in enumerate(pages) if luma_dataset.featured_event_id in _ids([page])]
    assert holding[0] == 0 and holding[1] > 0  # repeated across pages, as Luma does
    assert all(len(page) == 50 for page in pages[:-1])


async def test_entries_have_luma_shape(luma_client: httpx.AsyncClient) -> None:
    body = (await luma_client.get(EVENTS, params={"pagination_limit": 5})).json()
    assert set(body) == {"entries", "has_more", "next_cursor"}
    assert body["has_more"] is True
    assert json.loads(base64.urlsafe_b64decode(body["next_cursor"]))  # opaque but base64
    for entry in body["entries"]:
        assert {"api_id", "event", "calendar", "hosts", "guest_count", "ticket_info"} <= set(entry)
        assert "categories" not in entry
        assert entry["event"]["start_at"].endswith("Z")


async def test_place_filter_walk(luma_client: httpx.AsyncClient, luma_dataset: LumaDataset) -> None:
    sf = _place(luma_dataset, "sf")
    ids = _ids(await walk(luma_client, EVENTS, {"discover_place_api_id": sf["api_id"]}, limit=7))
    expected = {i for i, p in luma_dataset.event_place.items() if p == sf["api_id"]}
    assert set(ids) == expected
    assert len(ids) == len(expected) + 1  # the featured SF event is pinned and repeated


async def test_category_and_combined_filters(
    luma_client: httpx.AsyncClient, luma_dataset: LumaDataset
) -> None:
    ids = set(_ids(await walk(luma_client, EVENTS, {"discover_category_api_id": "cat-ai"}, 50)))
    expected = {
        r["api_id"]
        for r in luma_dataset.events
        if any(c["api_id"] == "cat-ai" for c in r["categories"])
    }
    assert ids == expected
    nyc = _place(luma_dataset, "nyc")["api_id"]
    params = {"discover_category_api_id": "cat-tech", "discover_place_api_id": nyc}
    both = set(_ids(await walk(luma_client, EVENTS, params, 50)))
    assert both and all(luma_dataset.event_place[i] == nyc for i in both)
    assert all(
        any(c["slug"] == "tech" for c in (luma_dataset.get(i) or {})["categories"]) for i in both
    )


async def test_geo_nearest_place_and_radius(
    luma_client: httpx.AsyncClient, luma_dataset: LumaDataset
) -> None:
    near_berkeley = {"geo_latitude": "37.87", "geo_longitude": "-122.27"}
    ids = set(_ids(await walk(luma_client, EVENTS, near_berkeley, 50)))
    berkeley = _place(luma_dataset, "berkeley")["api_id"]
    assert ids == {i for i, p in luma_dataset.event_place.items() if p == berkeley}

    radius = {"geo_latitude": "37.7749", "geo_longitude": "-122.4194", "radius_km": "8.05"}
    within = set(_ids(await walk(luma_client, EVENTS, radius, 50)))
    expected = {
        r["api_id"]
        for r in luma_dataset.events
        if r["event"]["coordinate"]
        and distance_km(37.7749, -122.4194, *r["event"]["coordinate"].values()) <= 8.05
    }
    assert within == expected
    cities = {luma_dataset.get(i)["event"]["geo_address_info"]["city"] for i in within}
    assert "Oakland" not in cities and "San Francisco" in cities

    nowhere = await luma_client.get(EVENTS, params={"geo_latitude": 0, "geo_longitude": 0})
    assert nowhere.json() == {"entries": [], "has_more": False, "next_cursor": None}


@pytest.mark.parametrize(
    ("params", "fragment"),
    [
        ({"pagination_limit": 51}, "between 1 and 50"),
        ({"pagination_limit": 0}, "between 1 and 50"),
        ({"pagination_limit": "ten"}, "must be an integer"),
        ({"pagination_cursor": "not-a-cursor!"}, "invalid pagination_cursor"),
        ({"geo_latitude": "37.7"}, "given together"),
        ({"geo_latitude": "north", "geo_longitude": "1"}, "must be a number"),
        ({"geo_latitude": "1", "geo_longitude": "1", "radius_km": "-2"}, "positive"),
    ],
)
async def test_bad_listing_requests_are_400(
    luma_client: httpx.AsyncClient, params: dict[str, Any], fragment: str
) -> None:
    response = await luma_client.get(EVENTS, params=params)
    assert response.status_code == 400
    assert fragment in response.json()["message"]


async def test_cursor_of_another_query_is_rejected(luma_client: httpx.AsyncClient) -> None:
    first = (await luma_client.get(EVENTS, params={"pagination_limit": 3})).json()
    params = {"discover_category_api_id": "cat-ai", "pagination_cursor": first["next_cursor"]}
    response = await luma_client.get(EVENTS, params=params)
    assert response.status_code == 400
    assert "does not belong" in response.json()["message"]


@pytest.mark.parametrize(
    ("path", "params"),
    [
        (EVENTS, {"discover_place_api_id": "discplace-doesnotexist123"}),
        (EVENTS, {"discover_category_api_id": "cat-knitting"}),
        ("/event/get", {"event_api_id": "evt-000000000000000"}),
        ("/calendar/get-items", {"calendar_api_id": "cal-000000000000000"}),
        ("/calendar/get", {"calendar_api_id": "cal-000000000000000"}),
        ("/url", {"url": "no-such-slug"}),
    ],
)
async def test_unknown_ids_are_404_json(
    luma_client: httpx.AsyncClient, path: str, params: dict[str, str]
) -> None:
    response = await luma_client.get(path, params=params)
    assert response.status_code == 404
    assert response.headers["content-type"] == "application/json"
    assert "not found" in response.json()["message"] or "nothing at" in response.json()["message"]


async def test_event_get_returns_full_record(
    luma_client: httpx.AsyncClient, luma_dataset: LumaDataset
) -> None:
    record = next(r for r in luma_dataset.events if len(r["ticket_types"]) > 1)
    body = (await luma_client.get("/event/get", params={"event_api_id": record["api_id"]})).json()
    assert body == record
    assert body["categories"] and body["event"]["description"]
    missing = await luma_client.get("/event/get")
    assert missing.status_code == 400 and "event_api_id" in missing.json()["message"]
    wrong_kind = await luma_client.get("/event/get", params={"event_api_id": "cat-tech"})
    assert wrong_kind.status_code == 404


async def test_calendar_items_and_calendar(
    luma_client: httpx.AsyncClient, luma_dataset: LumaDataset
) -> None:
    yc = next(c for c in luma_dataset.calendars if c["slug"] == "yc")
    ids = _ids(await walk(luma_client, "/calendar/get-items", {"calendar_api_id": yc["api_id"]}, 4))
    expected = [r["api_id"] for r in luma_dataset.events if r["calendar"]["api_id"] == yc["api_id"]]
    assert ids == expected and len(ids) >= 10
    body = (await luma_client.get("/calendar/get", params={"calendar_api_id": yc["api_id"]})).json()
    assert body["calendar"]["name"] == "Y Combinator"
    assert body["event_count"] == len(expected)
    assert all(h["api_id"].startswith("usr-") for h in body["calendar"]["hosts"])


async def test_url_resolves_every_kind(
    luma_client: httpx.AsyncClient, luma_dataset: LumaDataset
) -> None:
    record = luma_dataset.events[10]
    cases = {
        record["event"]["url"]: "event",
        "yc": "calendar",
        "https://lu.ma/sf?utm_source=x#top": "discover-place",
        "/tech": "category",
    }
    for url, kind in cases.items():
        body = (await luma_client.get("/url", params={"url": url})).json()
        assert body["kind"] == kind
    event = (await luma_client.get("/url", params={"url": record["event"]["url"]})).json()
    assert event["data"] == record
    place = (await luma_client.get("/url", params={"url": "sf"})).json()["data"]
    assert place["place"]["api_id"].startswith("discplace-") and place["event_count"] > 100
    category = (await luma_client.get("/url", params={"url": "tech"})).json()["data"]
    assert category["category"]["api_id"] == "cat-tech"


async def test_search(luma_client: httpx.AsyncClient, luma_dataset: LumaDataset) -> None:
    body = (await luma_client.get("/search/get-results", params={"query": "YC co-founder"})).json()
    found = {e["api_id"] for e in body["events"]}
    matching = {r["api_id"] for r in luma_dataset.events if "YC Co-Founder" in r["event"]["name"]}
    # every word must match a word prefix: "founder" also matches the Founders & Startups category
    assert matching <= found
    assert all("YC" in e["event"]["name"] for e in body["events"])
    hip_hop = (await luma_client.get("/search/get-results", params={"query": "hip-hop"})).json()
    assert len(hip_hop["events"]) >= 8
    places = (await luma_client.get("/search/get-results", params={"query": "london"})).json()
    assert [p["slug"] for p in places["places"]] == ["london"]
    calendars = (await luma_client.get("/search/get-results", params={"query": "founders"})).json()
    assert "Founders Inc" in {c["name"] for c in calendars["calendars"]}
    empty = await luma_client.get("/search/get-results", params={"query": " "})
    assert empty.status_code == 400


async def test_category_and_place_lists(
    luma_client: httpx.AsyncClient, luma_dataset: LumaDataset
) -> None:
    categories = (await luma_client.get("/discover/category/list-categories")).json()["entries"]
    assert len(categories) >= 10
    assert all(c["api_id"] == c["category"]["api_id"] for c in categories)
    tech = next(c for c in categories if c["api_id"] == "cat-tech")
    assert tech["event_count"] == sum(
        any(c["slug"] == "tech" for c in r["categories"]) for r in luma_dataset.events
    )
    places = (await luma_client.get("/discover/get-places")).json()["entries"]
    assert {p["place"]["slug"] for p in places} >= {"sf", "nyc", "berkeley", "london", "austin"}
    assert sum(p["event_count"] for p in places) == sum(
        1 for p in luma_dataset.event_place.values() if p
    )
