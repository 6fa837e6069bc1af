"""The requests the parser was tuned on, against the primary seed: (request, intended query).

These are the case study's six requests and the phrasings written while building the parser; the
accuracy on them is the *tuned* figure. `heldout_queries` holds the requests it was not tuned on.
"""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Any

__all__ = ["NOW", "TUNED_QUERIES"]

NOW = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)
"""A Friday; 04:00 in SF, 21:00 in Tokyo."""
SF = {"latitude": 37.7749, "longitude": -122.4194}


def _d(month: int, day: int, year: int = 2026) -> date:
    return date(year, month, day)


TUNED_QUERIES: list[tuple[str, dict[str, Any]]] = [
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

"""(request, the `EventQuery` fields it means); the planning clock is `NOW`."""
