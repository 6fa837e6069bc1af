"""Luma's internal JSON API, answered from a `LumaDataset`.

Routes (all `GET`, all JSON; errors are `{"message": ...}` with status 400 or 404):

- `/discover/get-paginated-events`: `discover_place_api_id`, `discover_category_api_id` (both may
  be combined), or `geo_latitude` + `geo_longitude` (events of the nearest place within 150 km, or,
  with `radius_km`, every event within that distance of the point); no filter lists every
  upcoming event. `pagination_limit` 1..50 (default 20), `pagination_cursor` from the previous
  page's `next_cursor`. Answers `{entries, has_more, next_cursor}`; the featured event is pinned
  first in any listing holding it *and* appears at its own date, as on Luma.
- `/event/get?event_api_id=evt-…`: the full record (with `categories` and `ticket_types`).
- `/calendar/get?calendar_api_id=cal-…`: the calendar with its hosts and event count.
- `/calendar/get-items?calendar_api_id=cal-…`: the calendar's events, paginated as above.
- `/url?url=<slug>`: `{kind: event|calendar|discover-place|category, data}`.
- `/search/get-results?query=…`: `{events, calendars, places, categories}` (all words must match).
- `/discover/category/list-categories`, `/discover/get-places`: `{entries: [{api_id, category|place,
  event_count}]}`.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import math
import re
from collections import Counter
from collections.abc import Callable, Mapping

from agentschool.school.geo import distance_km
from agentschool.testing.luma_site.dataset import LumaDataset, Record
from agentschool.testing.luma_site.drift import Drift

__all__ = ["API_ROUTES", "MAX_PAGE_SIZE", "ApiError", "Handler", "distance_km"]

MAX_PAGE_SIZE = 50
"""Largest `pagination_limit` the API accepts."""
_DEFAULT_PAGE_SIZE = 20
_NEAREST_PLACE_KM = 150.0

Params = Mapping[str, str]


class ApiError(Exception):
    """A request the API refuses: answered as `{"message": ...}` with `status`."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


def _required(params: Params, name: str) -> str:
    value = params.get(name, "").strip()
    if not value:
        raise ApiError(400, f"missing required query parameter {name!r}")
    return value


def _number(params: Params, name: str) -> float | None:
    raw = params.get(name)
    if raw is None or raw == "":
        return None
    try:
        value = float(raw)
    except ValueError:
        raise ApiError(400, f"{name} must be a number, got {raw!r}") from None
    if not math.isfinite(value):
        raise ApiError(400, f"{name} must be a finite number, got {raw!r}")
    return value


def _paginate(params: Params, items: list[Record], drift: Drift, scope: str) -> Record:
    raw_limit = params.get("pagination_limit", str(_DEFAULT_PAGE_SIZE))
    try:
        limit = int(raw_limit)
    except ValueError:
        raise ApiError(400, f"pagination_limit must be an integer, got {raw_limit!r}") from None
    if not 1 <= limit <= MAX_PAGE_SIZE:
        raise ApiError(400, f"pagination_limit must be between 1 and {MAX_PAGE_SIZE}, got {limit}")
    key = hashlib.sha256(scope.encode()).hexdigest()[:12]
    offset = _decode_cursor(params.get("pagination_cursor"), key)
    if "empty-list" in drift:
        items = []
    page = items[offset : offset + limit]
    has_more = offset + limit < len(items)
    cursor = {"k": key, "o": offset + limit}
    next_cursor = (
        base64.urlsafe_b64encode(json.dumps(cursor).encode()).decode() if has_more else None
    )
    return {"entries": page, "has_more": has_more, "next_cursor": next_cursor}


def _decode_cursor(cursor: str | None, key: str) -> int:
    if not cursor:
        return 0
    try:
        data = json.loads(base64.urlsafe_b64decode(cursor.encode()))
        offset, owner = int(data["o"]), data["k"]
    except (binascii.Error, ValueError, KeyError, TypeError, UnicodeDecodeError):
        raise ApiError(400, "invalid pagination_cursor") from None
    if owner != key or offset < 0:
        raise ApiError(400, "pagination_cursor does not belong to this query")
    return offset


def _lookup(data: LumaDataset, api_id: str, prefix: str, what: str) -> Record:
    record = data.get(api_id) if api_id.startswith(prefix) else None
    if record is None:
        raise ApiError(404, f"{what} not found: {api_id}")
    return record


def _geo_filter(data: LumaDataset, lat: float, lon: float, radius: float | None) -> list[Record]:
    if radius is not None:
        if radius <= 0:
            raise ApiError(400, f"radius_km must be positive, got {radius:g}")
        return [
            r
            for r in data.events
            if (c := r["event"]["coordinate"])
            and distance_km(lat, lon, c["latitude"], c["longitude"]) <= radius
        ]
    place = min(
        data.places,
        key=lambda p: distance_km(
            lat, lon, p["coordinate"]["latitude"], p["coordinate"]["longitude"]
        ),
    )
    coord = place["coordinate"]
    if distance_km(lat, lon, coord["latitude"], coord["longitude"]) > _NEAREST_PLACE_KM:
        return []
    return [r for r in data.events if data.event_place[r["api_id"]] == place["api_id"]]


def paginated_events(data: LumaDataset, params: Params, drift: Drift) -> Record:
    """`/discover/get-paginated-events`."""
    records = data.events
    place_id = params.get("discover_place_api_id")
    category_id = params.get("discover_category_api_id")
    lat, lon = _number(params, "geo_latitude"), _number(params, "geo_longitude")
    if (lat is None) != (lon is None):
        raise ApiError(400, "geo_latitude and geo_longitude must be given together")
    if lat is not None and lon is not None:
        records = _geo_filter(data, lat, lon, _number(params, "radius_km"))
    if place_id:
        place = _lookup(data, place_id, "discplace-", "discover place")
        records = [r for r in records if data.event_place[r["api_id"]] == place["api_id"]]
    if category_id:
        _lookup(data, category_id, "cat-", "category")
        records = [r for r in records if any(c["api_id"] == category_id for c in r["categories"])]
    scope = f"events|{place_id}|{category_id}|{lat}|{lon}|{params.get('radius_km')}"
    return _paginate(params, data.listing(records), drift, scope)


def get_event(data: LumaDataset, params: Params, drift: Drift) -> Record:
    """`/event/get`: the full record."""
    api_id = _required(params, "event_api_id")
    return dict(_lookup(data, api_id, "evt-", "event"))


def _calendar_view(data: LumaDataset, calendar: Record) -> Record:
    count = sum(r["calendar"]["api_id"] == calendar["api_id"] for r in data.events)
    return {"calendar": calendar, "event_count": count}


def get_calendar(data: LumaDataset, params: Params, drift: Drift) -> Record:
    """`/calendar/get`."""
    api_id = _required(params, "calendar_api_id")
    return _calendar_view(data, _lookup(data, api_id, "cal-", "calendar"))


def calendar_items(data: LumaDataset, params: Params, drift: Drift) -> Record:
    """`/calendar/get-items`: the calendar's events, paginated."""
    api_id = _required(params, "calendar_api_id")
    _lookup(data, api_id, "cal-", "calendar")
    records = [r for r in data.events if r["calendar"]["api_id"] == api_id]
    return _paginate(params, data.entries(records), drift, f"calendar|{api_id}")


def _count(data: LumaDataset, test: Callable[[Record], bool]) -> int:
    return sum(1 for r in data.events if test(r))


def resolve_url(data: LumaDataset, params: Params, drift: Drift) -> Record:
    """`/url`: what a slug names, with its data."""
    url = _required(params, "url").split("?", 1)[0].split("#", 1)[0]
    slug = url.strip("/").rsplit("/", 1)[-1]
    found = data.resolve_slug(slug)
    if found is None:
        raise ApiError(404, f"nothing at url {slug!r}")
    kind, record = found
    if kind == "event":
        return {"kind": kind, "data": dict(record)}
    if kind == "calendar":
        return {"kind": kind, "data": _calendar_view(data, record)}
    if kind == "category":
        count = _count(data, lambda r: any(c["slug"] == slug for c in r["categories"]))
        return {"kind": kind, "data": {"category": record, "event_count": count}}
    count = _count(data, lambda r: data.event_place[r["api_id"]] == record["api_id"])
    return {"kind": kind, "data": {"place": record, "event_count": count}}


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


def _haystack(record: Record) -> str:
    info = record["event"]["geo_address_info"] or {}
    parts = [
        record["event"]["name"],
        record["calendar"]["name"],
        *(h["name"] for h in record["hosts"]),
        *(c["name"] for c in record["categories"]),
        str(info.get("city") or "online"),
    ]
    return " " + " ".join(_words(" ".join(parts))) + " "


def _named(record: Record) -> str:
    return " " + " ".join(_words(record["name"])) + " "


def search(data: LumaDataset, params: Params, drift: Drift) -> Record:
    """`/search/get-results`: events, calendars, places and categories matching every word."""
    words = _words(_required(params, "query"))
    if not words:
        raise ApiError(400, "query must contain letters or digits")

    def matches(text: str) -> bool:
        return all(f" {w}" in text for w in words)

    events = data.entries([r for r in data.events if matches(_haystack(r))])
    return {
        "events": [] if "empty-list" in drift else events[:MAX_PAGE_SIZE],
        "has_more_events": len(events) > MAX_PAGE_SIZE and "empty-list" not in drift,
        "calendars": [c for c in data.calendars if matches(_named(c))],
        "places": [p for p in data.places if matches(_named(p))],
        "categories": [c for c in data.categories if matches(_named(c))],
    }


def list_categories(data: LumaDataset, params: Params, drift: Drift) -> Record:
    """`/discover/category/list-categories`."""
    counts = Counter(c["api_id"] for r in data.events for c in r["categories"])
    return {
        "entries": [
            {"api_id": c["api_id"], "category": c, "event_count": counts[c["api_id"]]}
            for c in data.categories
        ]
    }


def list_places(data: LumaDataset, params: Params, drift: Drift) -> Record:
    """`/discover/get-places`."""
    counts = Counter(data.event_place.values())
    return {
        "entries": [
            {"api_id": p["api_id"], "place": p, "event_count": counts[p["api_id"]]}
            for p in data.places
        ]
    }


Handler = Callable[[LumaDataset, Params, Drift], Record]

API_ROUTES: dict[str, tuple[Handler, bool]] = {
    "/discover/get-paginated-events": (paginated_events, True),
    "/discover/category/list-categories": (list_categories, True),
    "/discover/get-places": (list_places, True),
    "/event/get": (get_event, False),
    "/calendar/get": (get_calendar, False),
    "/calendar/get-items": (calendar_items, True),
    "/url": (resolve_url, False),
    "/search/get-results": (search, False),
}
"""Path → (handler, whether `renamed-list` applies to its answer)."""
