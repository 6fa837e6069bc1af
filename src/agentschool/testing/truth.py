"""Ground truth: the events a query should return, from a Luma-format dataset's raw records.

Independent of the generated code and of the planner: it applies the `EventQuery` contract's
semantics (place or radius, category slug, keywords in name or description, local dates, lowest
price, free, organizer as host or calendar) directly to the records the site serves.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

from agentschool.school.geo import distance_km
from agentschool.school.query import EventQuery
from agentschool.testing.luma_site.dataset import LumaDataset, Record

__all__ = ["expected_events", "expected_ids"]


def _centre(dataset: LumaDataset, query: EventQuery) -> tuple[Record | None, Any]:
    place = next((p for p in dataset.places if p["slug"] == query.city), None)
    if place is None and query.latitude is not None and query.radius_km is None:
        # Luma's geo listing: the events of the nearest discover place.
        lat, lon = query.latitude, query.longitude or 0.0
        place = min(dataset.places, key=lambda p: distance_km(
            lat, lon, p["coordinate"]["latitude"], p["coordinate"]["longitude"]))  # fmt: skip
    centre = (query.latitude, query.longitude) if query.latitude is not None else None
    if centre is None and place is not None:
        centre = (place["coordinate"]["latitude"], place["coordinate"]["longitude"])
    return place, centre


def _matches(
    dataset: LumaDataset, record: Record, query: EventQuery, place: Any, centre: Any
) -> bool:
    event, tickets = record["event"], record["ticket_info"]
    start = datetime.fromisoformat(event["start_at"].replace("Z", "+00:00"))
    day = start.astimezone(ZoneInfo(event["timezone"])).date()
    names = [record["calendar"]["name"], *(h["name"] for h in record["hosts"])]
    text = f"{event['name']} {event['description']}".lower()
    point = event["coordinate"]
    checks = [
        place is None or dataset.event_place[record["api_id"]] == place["api_id"],
        query.category is None or query.category in [c["slug"] for c in record["categories"]],
        query.date_from is None or day >= query.date_from,
        query.date_to is None or day <= query.date_to,
        not query.free_only or tickets["is_free"],
        query.max_price_usd is None or tickets["is_free"]
        or tickets["price"]["cents"] <= query.max_price_usd * 100,
        query.organizer is None or any(query.organizer.lower() in n.lower() for n in names),
        all(word.lower() in text for word in query.keywords),
        query.radius_km is None or (point is not None and centre is not None and distance_km(
            centre[0], centre[1], point["latitude"], point["longitude"]) <= query.radius_km),
    ]  # fmt: skip
    return all(checks)


def expected_events(dataset: LumaDataset, query: EventQuery, web_url: str) -> list[dict[str, Any]]:
    """The events `query` selects, as a learned function's `Event` dicts, soonest first."""
    place, centre = _centre(dataset, query)
    found = [
        _expected(record, web_url)
        for record in dataset.events
        if _matches(dataset, record, query, place, centre)
    ]
    return sorted(found, key=lambda e: (e["start_at"], e["api_id"]))


def expected_ids(dataset: LumaDataset, query: EventQuery) -> frozenset[str]:
    """The api_ids of the events `query` selects (for exact-set comparisons)."""
    return frozenset(e["api_id"] for e in expected_events(dataset, query, ""))


def _expected(record: Record, web_url: str) -> dict[str, Any]:
    event, tickets = record["event"], record["ticket_info"]
    info = event["geo_address_info"] or {}
    point = event["coordinate"] or {}
    return {
        "api_id": record["api_id"],
        "name": event["name"],
        "url": f"{web_url}/{event['url']}",
        "start_at": event["start_at"],
        "end_at": event["end_at"],
        "timezone": event["timezone"],
        "city": info.get("city"),
        "address": info.get("full_address"),
        "latitude": point.get("latitude"),
        "longitude": point.get("longitude"),
        "price_usd": None if tickets["is_free"] else tickets["price"]["cents"] / 100,
        "price": None if tickets["is_free"] else tickets["price"]["cents"] / 100,
        "currency": None if tickets["is_free"] else tickets["price"]["currency"].upper(),
        "is_free": tickets["is_free"],
        "is_sold_out": tickets["is_sold_out"],
        "categories": [c["slug"] for c in record["categories"]],
        "hosts": [h["name"] for h in record["hosts"]],
        "calendar": record["calendar"]["name"],
        "guest_count": record["guest_count"],
    }
