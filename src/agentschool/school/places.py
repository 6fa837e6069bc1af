"""Known places for request planning, derived from the Luma dataset's discover places.

The slugs, names, time zones and coordinates come from `sources.luma.catalog.CITIES`; this module
only adds the spoken aliases people use ("SF", "the Bay Area", "NYC", "ATX") and the municipalities
that Luma files under a bigger place (Oakland and Palo Alto are part of `/sf`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from agentschool.school.geo import distance_km
from agentschool.testing.luma_site.catalog import CITIES

__all__ = [
    "KNOWN_PLACES",
    "MUNICIPALITY_RADIUS_KM",
    "NEIGHBOURHOOD_RADIUS_KM",
    "Place",
    "PlaceMatch",
    "find_place",
    "nearest_place",
    "place_by_slug",
]


@dataclass(frozen=True)
class Place:
    """A place a request can name."""

    slug: str
    """Discover place slug the source knows (`sf`)."""
    name: str
    """Display name (`San Francisco`)."""
    timezone: str
    """IANA time zone dates are resolved in."""
    latitude: float
    """Latitude of the centre."""
    longitude: float
    """Longitude of the centre."""
    aliases: tuple[str, ...]
    """Lower-case names that refer to it, longest first."""


@dataclass(frozen=True)
class PlaceMatch:
    """Where a request names a place, and the centre it means."""

    place: Place
    """The discover place."""
    latitude: float
    """Centre of the named spot (a municipality or neighbourhood has its own)."""
    longitude: float
    """Centre of the named spot."""
    spans: tuple[tuple[int, int], ...]
    """Every (start, end) of the text that names this place or a spot inside it."""
    default_radius_km: float | None = None
    """None when the place itself was named; the radius a spot inside it implies otherwise."""


_EXTRA_ALIASES: dict[str, tuple[str, ...]] = {
    "sf": ("sf", "san fran", "san francisco", "the bay area", "bay area", "the bay", "sfo"),
    "nyc": ("nyc", "new york", "new york city", "ny", "manhattan", "brooklyn"),
    "berkeley": ("berkeley",),
    "london": ("london",),
    "austin": ("austin", "atx"),
    "tokyo": ("tokyo",),
}


def _aliases(slug: str, name: str) -> tuple[str, ...]:
    names = {slug, name.lower(), *_EXTRA_ALIASES.get(slug, ())}
    return tuple(sorted(names, key=lambda alias: (-len(alias), alias)))


KNOWN_PLACES: tuple[Place, ...] = tuple(
    Place(
        city.slug,
        city.name,
        city.timezone,
        city.latitude,
        city.longitude,
        _aliases(city.slug, city.name),
    )
    for city in CITIES
)
"""Every discover place of the source, largest first."""

_BY_SLUG = {place.slug: place for place in KNOWN_PLACES}

MUNICIPALITY_RADIUS_KM = 10.0
"""Radius implied by a municipality Luma files under a bigger place ("events in Oakland")."""
NEIGHBOURHOOD_RADIUS_KM = 3.0
"""Radius implied by a neighbourhood ("near the Mission")."""


def _word(alias: str, *, case_sensitive: bool = False) -> re.Pattern[str]:
    flags = 0 if case_sensitive else re.IGNORECASE
    return re.compile(rf"(?<![\w-]){re.escape(alias)}(?![\w-])", flags)


@dataclass(frozen=True)
class _Name:
    pattern: re.Pattern[str]
    place: Place
    latitude: float
    longitude: float
    radius_km: float | None


def _names() -> tuple[_Name, ...]:
    names: list[_Name] = []
    for city in CITIES:
        place = _BY_SLUG[city.slug]
        for alias in place.aliases:
            # "NY" only as the upper-case abbreviation; every other city alias in any case.
            pattern = _word("NY", case_sensitive=True) if alias == "ny" else _word(alias)
            names.append(_Name(pattern, place, place.latitude, place.longitude, None))
        for area in city.areas:
            if area.city is not None:
                names.append(
                    _Name(_word(area.city), place, area.latitude, area.longitude,
                          MUNICIPALITY_RADIUS_KM)
                )  # fmt: skip
            # Neighbourhoods as written ("SoHo" in New York, "Soho" in London; not "mission").
            names.append(
                _Name(_word(area.name, case_sensitive=True), place, area.latitude,
                      area.longitude, NEIGHBOURHOOD_RADIUS_KM)
            )  # fmt: skip
    return tuple(names)


def place_by_slug(slug: str) -> Place | None:
    """The known place with this slug (case-insensitive), or None."""
    return _BY_SLUG.get(slug.lower())


def find_place(text: str) -> PlaceMatch | None:
    """The place `text` names: a city, or a municipality or neighbourhood inside it.

    A spot inside the named city wins over the city ("in SF near the Mission" is centred on the
    Mission); otherwise the first name in the text wins, the longest at a position.

    Args:
        text: The request.

    Returns:
        The match, or None when no known place is named.
    """
    hits = sorted(
        ((m.start(), m.end(), name) for name in _NAMES for m in name.pattern.finditer(text)),
        key=lambda hit: (hit[0], -hit[1]),
    )
    kept: list[tuple[int, int, _Name]] = []
    for hit in hits:
        if not kept or hit[0] >= kept[-1][1]:
            kept.append(hit)
    if not kept:
        return None
    city = next((name for _, _, name in kept if name.radius_km is None), None)
    spot = next(
        (
            n
            for _, _, n in kept
            if n.radius_km is not None and (city is None or n.place == city.place)
        ),
        None,
    )
    chosen = spot or city or kept[0][2]
    spans = tuple((start, end) for start, end, name in kept if name.place == chosen.place)
    return PlaceMatch(chosen.place, chosen.latitude, chosen.longitude, spans, chosen.radius_km)


_NAMES = _names()


def nearest_place(latitude: float, longitude: float, limit_km: float = 60.0) -> Place | None:
    """The known place whose centre is nearest to a point, if within `limit_km`."""
    place = min(
        KNOWN_PLACES, key=lambda p: distance_km(latitude, longitude, p.latitude, p.longitude)
    )
    distance = distance_km(latitude, longitude, place.latitude, place.longitude)
    return place if distance <= limit_km else None
