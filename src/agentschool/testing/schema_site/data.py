"""The schema.org fixture's items: venue and community events in three European cities, online too.

Deterministic (a `random.Random(seed)`); prices in EUR, GBP or USD; topics as keywords. Nothing
here looks like Luma: no ids with prefixes, no categories list, no JSON API.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

__all__ = ["DEFAULT_NOW", "SchemaItem", "load_items"]

DEFAULT_NOW = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)
"""The pinned clock (as the Luma-faithful site's)."""


@dataclass(frozen=True)
class SchemaItem:
    """One event of the site, before it is written out as JSON-LD."""

    slug: str
    name: str
    description: str
    start: datetime
    """Aware, in the venue's zone."""
    end: datetime
    city: str | None
    """addressLocality; None when online."""
    venue: str | None
    street: str | None
    latitude: float | None
    longitude: float | None
    price: float
    """Lowest price; 0 when free."""
    currency: str
    sold_out: bool
    organizer: str
    keywords: tuple[str, ...]

    @property
    def path(self) -> str:
        """The item page's path (`/event/2026/lisbon-jazz-night-3`)."""
        return f"/event/{self.start.year}/{self.slug}"


# (city, zone, currency, venues: (name, street, lat, lon))
_CITIES = (
    ("Lisbon", "Europe/Lisbon", "EUR", (
        ("Hot Clube", "Praça da Alegria 48", 38.7190, -9.1440),
        ("LX Factory", "Rua Rodrigues de Faria 103", 38.7033, -9.1785),
        ("Village Underground", "Avenida da Índia 52", 38.6990, -9.1900),
    )),
    ("Amsterdam", "Europe/Amsterdam", "EUR", (
        ("Bimhuis", "Piet Heinkade 3", 52.3780, 4.9130),
        ("De School", "Doctor Jan van Breemenstraat 1", 52.3700, 4.8430),
        ("B. Amsterdam", "Johan Huizingalaan 763a", 52.3440, 4.8290),
    )),
    ("London", "Europe/London", "GBP", (
        ("Ronnie Scott's", "47 Frith St", 51.5134, -0.1318),
        ("Second Home", "68 Hanbury St", 51.5200, -0.0710),
    )),
)  # fmt: skip
# (organizer, topics, titles)
_ORGANIZERS = (
    ("Tagus Jazz Society", ("jazz", "music"),
     ("Jazz Night", "Late Jazz Session", "Big Band Evening")),
    ("Canal Coders", ("ai", "hackathon"),
     ("AI Hack Night", "Weekend Hackathon", "LLM Builders Hack")),
    ("Design Matters", ("design", "workshop"), ("Type Design Workshop", "UX Critique Evening")),
    ("Founders Table", ("startups", "networking"), ("Founder Breakfast", "Pitch Practice Night")),
    ("Cellar Door Wine Club", ("wine", "food"), ("Natural Wine Tasting", "Port & Cheese Evening")),
    ("Still Water Yoga", ("yoga", "wellness"), ("Sunrise Yoga", "Yin Yoga & Tea")),
    ("Reel Club", ("film",), ("Film Club Screening", "Short Film Night")),
)  # fmt: skip


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def load_items(now: datetime | None = None, seed: int = 11, count: int = 84) -> list[SchemaItem]:
    """Every item of the site, soonest first."""
    now = (now or DEFAULT_NOW).astimezone(UTC)
    rng = random.Random(seed)
    items = []
    for index in range(count):
        organizer, topics, titles = _ORGANIZERS[index % len(_ORGANIZERS)]
        online = rng.random() < 0.12
        city, zone, currency, venues = _CITIES[rng.randrange(len(_CITIES))]
        title = rng.choice(titles)
        name = f"{title} (Online)" if online else f"{title} {city}"
        day = now.astimezone(ZoneInfo(zone)).date() + timedelta(days=rng.randrange(1, 70))
        start = datetime(day.year, day.month, day.day, rng.choice((9, 12, 18, 19, 20)),
                         tzinfo=ZoneInfo("UTC" if online else zone))  # fmt: skip
        roll = rng.random()
        price = 0.0 if roll < 0.4 else float(rng.choice((8, 12, 15, 20, 25, 35, 60)))
        venue = None if online else venues[rng.randrange(len(venues))]
        items.append(
            SchemaItem(
                slug=f"{_slug(name)}-{index}",
                name=name,
                description=f"{title} with {organizer}. Topics: {', '.join(topics)}.",
                start=start,
                end=start + timedelta(hours=rng.choice((2, 3))),
                city=None if online else city,
                venue=venue and venue[0],
                street=venue and venue[1],
                latitude=venue and venue[2],
                longitude=venue and venue[3],
                price=price,
                currency="USD" if online else currency,
                sold_out=rng.random() < 0.08,
                organizer=organizer,
                keywords=topics,
            )
        )
    return sorted(items, key=lambda item: (item.start.astimezone(UTC), item.slug))
