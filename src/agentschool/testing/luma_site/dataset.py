"""The deterministic Luma dataset: events, calendars, hosts, places and categories as Luma's JSON.

`load_dataset()` returns the raw records the site serves, so tests can compute ground truth.
Records use Luma's field names and id formats (`evt-…`, `cal-…`, `usr-…`, `discplace-…`,
`cat-<slug>`); times are UTC ISO strings with milliseconds plus an IANA `timezone`. Ids are
hashes of (seed, kind, position), so two loads with the same `now` and `seed` are equal on any
machine.
"""

from __future__ import annotations

import copy
import hashlib
import re
import string
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any
from zoneinfo import ZoneInfo

from agentschool.testing.luma_site.catalog import PRIMARY, Catalog, City
from agentschool.testing.luma_site.heldout import HELD_OUT, HELD_OUT_SEED
from agentschool.testing.luma_site.scenarios import EventSpec, build_specs

__all__ = [
    "DEFAULT_NOW",
    "DEFAULT_SEED",
    "HELD_OUT_SEED",
    "LumaDataset",
    "Record",
    "iso_ms",
    "load_dataset",
    "make_id",
    "to_entry",
]

DEFAULT_NOW = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)
"""The pinned clock of the site (a Friday); events span the following ~3 months."""
DEFAULT_SEED = 20261120
"""Seed of the filler generator."""

_ALPHABET = string.digits + string.ascii_letters

Record = dict[str, Any]
"""A JSON object as Luma sends it."""


def make_id(prefix: str, *parts: object) -> str:
    """A Luma-style id (`evt-4Zf8LMv3A1bHQgC`): prefix + 15 base62 chars of a hash of parts."""
    number = int.from_bytes(hashlib.sha256("|".join(map(str, parts)).encode()).digest())
    chars = []
    for _ in range(15):
        number, rest = divmod(number, 62)
        chars.append(_ALPHABET[rest])
    return f"{prefix}-{''.join(chars)}"


def iso_ms(moment: datetime) -> str:
    """UTC ISO 8601 with milliseconds, as Luma writes times: `2026-12-05T02:00:00.000Z`."""
    utc = moment.astimezone(UTC)
    return utc.strftime("%Y-%m-%dT%H:%M:%S.") + f"{utc.microsecond // 1000:03d}Z"


def _slugify(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def to_entry(record: Record) -> Record:
    """The paginated-listing form of a full event record (no categories, ticket types, description).

    Args:
        record: A full record as `/event/get` returns it.

    Returns:
        A new dict `{api_id, event, calendar, hosts, guest_count, ticket_info, ...}`.
    """
    entry = {k: v for k, v in record.items() if k not in ("categories", "ticket_types")}
    entry["event"] = {k: v for k, v in record["event"].items() if k != "description"}
    return copy.deepcopy(entry)


@dataclass(frozen=True)
class LumaDataset:
    """Every record the offline Luma site serves, with lookup indexes."""

    now: datetime
    """The pinned clock the dataset was generated against."""
    seed: int
    """Seed of the generator."""
    places: list[Record]
    """Discover places (`discplace-…`) with `slug`, `name`, `timezone`, `coordinate`, ..."""
    categories: list[Record]
    """Categories (`cat-<slug>`)."""
    calendars: list[Record]
    """Organizer calendars (`cal-…`), each with its `hosts`."""
    events: list[Record]
    """Full event records as `/event/get` returns them, sorted by (start_at, api_id)."""
    event_place: dict[str, str | None]
    """Event api_id → discover place api_id (`None` for online events)."""
    featured_event_id: str
    """The event Luma-style listings pin at the top as well as at its own position."""
    _by_id: dict[str, Record] = field(default_factory=dict, repr=False, compare=False)
    _by_slug: dict[str, tuple[str, Record]] = field(default_factory=dict, repr=False, compare=False)
    _entries: dict[str, Record] = field(default_factory=dict, repr=False, compare=False)

    def __post_init__(self) -> None:
        for kind, records in (
            ("discover-place", self.places),
            ("category", self.categories),
            ("calendar", self.calendars),
        ):
            for record in records:
                self._by_id[record["api_id"]] = record
                self._by_slug[record["slug"]] = (kind, record)
        for record in self.events:
            self._by_id[record["api_id"]] = record
            self._by_slug[record["event"]["url"]] = ("event", record)
            self._entries[record["api_id"]] = to_entry(record)

    def get(self, api_id: str) -> Record | None:
        """The record (event, calendar, place or category) with this api_id, or `None`."""
        return self._by_id.get(api_id)

    def resolve_slug(self, slug: str) -> tuple[str, Record] | None:
        """(kind, record) for a URL slug; kind is event, calendar, discover-place or category."""
        return self._by_slug.get(slug)

    def entries(self, records: list[Record]) -> list[Record]:
        """The listing entries (`to_entry`) of `records`, shared between calls: don't mutate."""
        return [self._entries[r["api_id"]] for r in records]

    def listing(self, records: list[Record]) -> list[Record]:
        """Listing entries for `records`, the featured event pinned first when among them.

        As on Luma, the pinned item also keeps its own position, so a paginated walk sees it
        twice (usually on different pages). Entries are shared between calls: read, don't mutate.
        """
        entries = self.entries(records)
        if any(e["api_id"] == self.featured_event_id for e in entries[1:]):
            entries.insert(0, self._entries[self.featured_event_id])
        return entries

    def host(self, api_id: str) -> Record | None:
        """A host (`usr-…`) by api_id."""
        for calendar in self.calendars:
            for host in calendar["hosts"]:
                if host["api_id"] == api_id:
                    return dict(host)
        return None


def _host(seed: int, name: str) -> Record:
    first, _, last = name.partition(" ")
    username = _slugify(name).replace("-", "")
    return {
        "api_id": make_id("usr", seed, "host", name),
        "name": name,
        "first_name": first,
        "last_name": last,
        "username": username,
        "avatar_url": f"https://images.lumacdn.com/avatars/{username}.png",
        "bio_short": None,
    }


def _calendars(seed: int, catalog: Catalog) -> list[Record]:
    return [
        {
            "api_id": make_id("cal", seed, "calendar", spec.slug),
            "name": spec.name,
            "slug": spec.slug,
            "description_short": spec.description,
            "avatar_url": f"https://images.lumacdn.com/calendars/{spec.slug}.png",
            "tint_color": "#" + hashlib.sha256(spec.slug.encode()).hexdigest()[:6],
            "hosts": [_host(seed, name) for name in spec.hosts],
        }
        for spec in catalog.calendars
    ]


def _place(seed: int, city: City) -> Record:
    return {
        "api_id": make_id("discplace", seed, "place", city.slug),
        "name": city.name,
        "slug": city.slug,
        "timezone": city.timezone,
        "coordinate": {"latitude": city.latitude, "longitude": city.longitude},
        "geo_country": city.country,
        "country_code": city.country_code,
        "region": city.region,
        "hero_image_url": f"https://images.lumacdn.com/discovery/{city.slug}.jpg",
    }


def _category(slug: str, catalog: Catalog) -> Record:
    spec = next(c for c in catalog.categories if c.slug == slug)
    return {"api_id": f"cat-{slug}", "name": spec.name, "slug": slug}


def _location(spec: EventSpec, catalog: Catalog) -> Record:
    if spec.city is None:
        return {
            "location_type": "online",
            "geo_address_info": None,
            "coordinate": None,
            "geo_latitude": None,
            "geo_longitude": None,
        }
    city = next(c for c in catalog.cities if c.slug == spec.city)
    area = city.areas[spec.area]
    venue = area.venues[0]
    municipality = area.city or city.name
    info: Record = {
        "mode": "obfuscated" if spec.obfuscated else "shown",
        "city": municipality,
        "city_state": f"{municipality}, {city.region}",
        "region": city.region,
        "country": city.country,
        "country_code": city.country_code,
        "full_address": None if spec.obfuscated else f"{venue.street}, {city.country}",
        "address": None if spec.obfuscated else venue.name,
        "sublocality": area.name,
    }
    # Luma blurs the coordinate of a hidden address to ~1 km.
    digits = 2 if spec.obfuscated else 4
    lat, lon = round(area.latitude, digits), round(area.longitude, digits)
    return {
        "location_type": "offline",
        "geo_address_info": info,
        "coordinate": {"latitude": lat, "longitude": lon},
        "geo_latitude": str(lat),
        "geo_longitude": str(lon),
    }


def _tickets(spec: EventSpec, event_id: str) -> tuple[Record, list[Record]]:
    def money(cents: int) -> Record:
        return {"cents": cents, "currency": "usd", "is_flexible": False}

    sold_out = spec.availability == "sold_out"
    if spec.prices:
        names = ("General Admission", "Standard", "VIP")
        types = [
            {"api_id": make_id("evtticktyp", event_id, i), "name": names[i] if len(spec.prices)
             > 1 else "Ticket", "type": "paid", "cents": cents, "currency": "usd",
             "is_sold_out": sold_out}
            for i, cents in enumerate(spec.prices)
        ]  # fmt: skip
    else:
        types = [
            {"api_id": make_id("evtticktyp", event_id, 0), "name": "Free", "type": "free",
             "cents": None, "currency": None, "is_sold_out": sold_out}
        ]  # fmt: skip
    spots = 0 if spec.availability != "available" else None
    info = {
        "price": money(min(spec.prices)) if spec.prices else None,
        "max_price": money(max(spec.prices)) if spec.prices else None,
        "is_free": not spec.prices,
        "is_sold_out": sold_out,
        "spots_remaining": spots,
        "is_near_capacity": spec.availability == "waitlist",
        "require_approval": spec.require_approval,
    }
    return info, types


def _slug(spec: EventSpec, index: int, event_id: str) -> str:
    tail = hashlib.sha256(event_id.encode()).hexdigest()
    if index % 3 == 2:  # Luma's auto-generated short slugs
        return "".join(c for c in tail if c.isalpha())[:4] + tail[:4]
    return f"{_slugify(spec.name)}-{tail[:4]}"


def _record(spec: EventSpec, index: int, seed: int, calendar: Record, catalog: Catalog) -> Record:
    event_id = make_id("evt", seed, "event", index)
    start = spec.start_local.replace(tzinfo=ZoneInfo(spec.timezone))
    tickets, ticket_types = _tickets(spec, event_id)
    hosts = [dict(h) for h in calendar["hosts"]][: 1 + index % len(calendar["hosts"])]
    guests = 8 + int(hashlib.sha256(event_id.encode()).hexdigest()[:4], 16) % 300
    event: Record = {
        "api_id": event_id,
        "calendar_api_id": calendar["api_id"],
        "name": spec.name,
        "description": f"{spec.name}, hosted by {calendar['name']}. "
        + calendar["description_short"],
        "url": _slug(spec, index, event_id),
        "cover_url": f"https://images.lumacdn.com/event-covers/{event_id[4:12]}.png",
        "start_at": iso_ms(start),
        "end_at": iso_ms(start + spec.duration),
        "timezone": spec.timezone,
        **_location(spec, catalog),
        "event_type": "independent",
        "visibility": "public",
        "recurrence_id": make_id("rec", seed, spec.series) if spec.series else None,
        "waitlist_enabled": spec.availability == "waitlist",
        "hide_rsvp": False,
        "show_guest_list": not spec.require_approval,
        "user_api_id": hosts[0]["api_id"],
        "virtual_info": {"has_access": False},
    }
    calendar_view = {k: v for k, v in calendar.items() if k != "hosts"}
    return {
        "api_id": event_id,
        "event": event,
        "start_at": event["start_at"],
        "calendar": calendar_view,
        "hosts": hosts,
        "guest_count": guests,
        "ticket_info": tickets,
        "registration_availability": spec.availability,
        "featured_guests": [],
        "categories": [_category(slug, catalog) for slug in spec.categories],
        "ticket_types": ticket_types,
    }


def catalog_for(seed: int) -> Catalog:
    """The catalog a seed serves: `HELD_OUT` for `HELD_OUT_SEED`, else the primary one."""
    return HELD_OUT if seed == HELD_OUT_SEED else PRIMARY


def load_dataset(now: datetime | None = None, seed: int = DEFAULT_SEED) -> LumaDataset:
    """Generate the dataset; equal inputs give equal datasets on any machine.

    Args:
        now: The pinned clock (default `DEFAULT_NOW`); events start after it.
        seed: Seed of the generic-event generator; `HELD_OUT_SEED` serves the held-out
            catalog (other cities, category slugs and organizers, no hand-placed scenarios).

    Returns:
        A fresh `LumaDataset` (callers may mutate its records without affecting other loads).
    """
    now = (now or DEFAULT_NOW).astimezone(UTC)
    catalog = catalog_for(seed)
    calendars = _calendars(seed, catalog)
    calendar_by_slug = {c["slug"]: c for c in calendars}
    places = [_place(seed, city) for city in catalog.cities]
    place_id = {p["slug"]: p["api_id"] for p in places}
    events, event_place, featured = [], {}, ""
    filler = 250 if catalog.scenarios else 400
    for index, spec in enumerate(build_specs(now, seed, filler, catalog)):
        record = _record(spec, index, seed, calendar_by_slug[spec.calendar], catalog)
        if record["start_at"] <= iso_ms(now):
            continue
        events.append(record)
        event_place[record["api_id"]] = place_id[spec.city] if spec.city else None
        featured = record["api_id"] if spec.featured else featured
    events.sort(key=lambda r: (r["start_at"], r["api_id"]))
    return LumaDataset(
        now=now,
        seed=seed,
        places=places,
        categories=[
            _category(c.slug, catalog) | {"description": c.description} for c in catalog.categories
        ],
        calendars=calendars,
        events=events,
        event_place=event_place,
        featured_event_id=featured,
    )
