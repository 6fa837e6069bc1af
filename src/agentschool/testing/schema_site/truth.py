"""Ground truth of the schema.org fixture, and requests on it written before measuring."""

from __future__ import annotations

import re
from datetime import UTC, date, datetime
from typing import Any

from agentschool.school.geo import distance_km
from agentschool.school.query import EventQuery
from agentschool.testing.schema_site.data import SchemaItem

__all__ = ["SCHEMA_QUERIES", "expected_events", "expected_ids"]


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def _near(item: SchemaItem, query: EventQuery) -> bool:
    if query.latitude is None or query.longitude is None:
        return True
    if item.latitude is None or item.longitude is None:
        return False
    radius = query.radius_km or (None if query.city else 50.0)
    km = distance_km(query.latitude, query.longitude, item.latitude, item.longitude)
    return radius is None or km <= radius


def _matches(item: SchemaItem, query: EventQuery) -> bool:
    day = item.start.date()
    text = f"{item.name} {item.description}".lower()
    return all([
        query.city is None or (item.city is not None and _slug(item.city) == query.city),
        query.category is None or query.category in item.keywords,
        all(word.lower() in text for word in query.keywords),
        query.date_from is None or day >= query.date_from,
        query.date_to is None or day <= query.date_to,
        not query.free_only or item.price == 0,
        query.max_price_usd is None or item.price == 0
        or (item.currency == "USD" and item.price <= query.max_price_usd),
        query.organizer is None or query.organizer.lower() in item.organizer.lower(),
        _near(item, query),
    ])  # fmt: skip


def _zone(item: SchemaItem) -> str:
    offset = item.start.utcoffset()
    hours = int(offset.total_seconds() // 3600) if offset is not None else 0
    return "UTC" if hours == 0 else f"Etc/GMT{-hours:+d}"


def _iso(item_time: datetime) -> str:
    utc = item_time.astimezone(UTC)
    return utc.strftime("%Y-%m-%dT%H:%M:%S.") + f"{utc.microsecond // 1000:03d}Z"


def _expected(item: SchemaItem, base_url: str) -> dict[str, Any]:
    free = item.price == 0
    return {
        "api_id": f"{base_url}{item.path}",
        "name": item.name,
        "url": f"{base_url}{item.path}",
        "start_at": _iso(item.start),
        "end_at": _iso(item.end),
        "timezone": _zone(item),
        "city": item.city,
        "address": f"{item.street}, {item.city}" if item.city else None,
        "latitude": item.latitude,
        "longitude": item.longitude,
        "price_usd": None if free or item.currency != "USD" else item.price,
        "price": None if free else item.price,
        "currency": None if free else item.currency,
        "is_free": free,
        "is_sold_out": item.sold_out,
        "categories": list(item.keywords),
        "hosts": [item.organizer],
        "calendar": item.organizer,
        "guest_count": 0,
    }


def expected_events(
    items: list[SchemaItem], query: EventQuery, base_url: str
) -> list[dict[str, Any]]:
    """The events `query` selects, as a learned function's `Event` dicts, soonest first."""
    found = [_expected(item, base_url) for item in items if _matches(item, query)]
    return sorted(found, key=lambda e: (e["start_at"], e["api_id"]))


def expected_ids(items: list[SchemaItem], query: EventQuery) -> frozenset[str]:
    """The item paths `query` selects."""
    return frozenset(item.path for item in items if _matches(item, query))


_WEEKEND = {"date_from": date(2026, 11, 21), "date_to": date(2026, 11, 22)}
_DEC = {"date_from": date(2026, 12, 1), "date_to": date(2026, 12, 31)}
_NEXT_WEEK = {"date_from": date(2026, 11, 23), "date_to": date(2026, 11, 29)}

# fmt: off
SCHEMA_QUERIES: tuple[tuple[str, EventQuery], ...] = (
    ("jazz events in Lisbon", EventQuery(city="lisbon", category="jazz")),
    ("hackathons in Amsterdam", EventQuery(city="amsterdam", category="hackathon")),
    ("free events in London", EventQuery(city="london", free_only=True)),
    ("wine tastings in Amsterdam", EventQuery(city="amsterdam", category="wine")),
    ("yoga in Lisbon this weekend", EventQuery(city="lisbon", category="yoga", **_WEEKEND)),
    ("events by Canal Coders", EventQuery(organizer="Canal Coders")),
    ("Design Matters events in London", EventQuery(organizer="Design Matters", city="london")),
    ("startup events in Amsterdam under $30",
     EventQuery(city="amsterdam", category="startups", max_price_usd=30)),
    ("film events in Amsterdam in December", EventQuery(city="amsterdam", category="film", **_DEC)),
    ("AI events", EventQuery(category="ai")),
    ("networking events in Lisbon", EventQuery(city="lisbon", category="networking")),
    ("events within 2 km of 52.3780,4.9130",
     EventQuery(latitude=52.378, longitude=4.913, radius_km=2)),
    ("music events within 3 km of 38.7033,-9.1785",
     EventQuery(latitude=38.7033, longitude=-9.1785, radius_km=3, category="music")),
    ("free yoga", EventQuery(category="yoga", free_only=True)),
    ("events in Amsterdam next week", EventQuery(city="amsterdam", **_NEXT_WEEK)),
    ("design workshops in London",
     EventQuery(city="london", category="design", keywords=["workshop"])),
    ("wellness events in Amsterdam", EventQuery(city="amsterdam", category="wellness")),
    ("events hosted by Reel Club in Lisbon", EventQuery(organizer="Reel Club", city="lisbon")),
    ("events by Founders Table this weekend", EventQuery(organizer="Founders Table", **_WEEKEND)),
    ("jazz events in Amsterdam under $20",
     EventQuery(city="amsterdam", category="jazz", max_price_usd=20)),
    ("food and drink events in London", EventQuery(city="london", category="food")),
)
# fmt: on
"""(request, intended query) on the schema.org fixture, written before measuring."""
