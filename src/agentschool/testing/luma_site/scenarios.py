"""What events exist: hand-placed case-study scenarios plus seeded filler, as `EventSpec`s.

Every date is computed from the pinned "now", so the dataset keeps its shape (a weekend, a "next
month", ~3 months of events) whatever clock it is generated against. The only randomness is a
`random.Random(seed)`, whose sequence is stable across platforms and Python versions.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from typing import Any, Literal
from zoneinfo import ZoneInfo

from agentschool.testing.luma_site.catalog import CITIES, PRIMARY, Catalog, City

__all__ = ["EventSpec", "build_specs"]

Availability = Literal["available", "waitlist", "sold_out"]


@dataclass(frozen=True)
class EventSpec:
    """One event to generate, before ids, slugs and Luma's JSON shape are attached."""

    name: str
    """Event name."""
    calendar: str
    """Slug of the organizer's calendar."""
    categories: tuple[str, ...]
    """Category slugs."""
    city: str | None
    """Discover place slug; `None` for an online event."""
    start_local: datetime
    """Naive local start time in `timezone`."""
    timezone: str
    """IANA time zone of the event."""
    duration: timedelta
    """Time from start to end."""
    area: int = 0
    """Index of the neighbourhood in the city's areas."""
    prices: tuple[int, ...] = ()
    """Ticket type prices in cents; empty means free."""
    availability: Availability = "available"
    """Registration state."""
    require_approval: bool = False
    """Guests must be approved by a host."""
    obfuscated: bool = False
    """The address is hidden until registration (`geo_address_info.mode == "obfuscated"`)."""
    series: str | None = None
    """Recurring-series key shared by every date of the series."""
    featured: bool = False
    """Pinned at the top of listings as well as at its own place (Luma repeats such items)."""


class _Clock:
    """Local dates relative to the pinned now."""

    def __init__(self, now: datetime) -> None:
        self.now = now

    def today(self, timezone: str) -> date:
        return self.now.astimezone(ZoneInfo(timezone)).date()

    def day(self, timezone: str, offset: int, hour: int, minute: int = 0) -> datetime:
        return datetime.combine(self.today(timezone) + timedelta(days=offset), time(hour, minute))

    def weekend(self, timezone: str, weeks_ahead: int = 0) -> date:
        """The Saturday of this (or a later) weekend."""
        today = self.today(timezone)
        saturday = today + timedelta(days=(5 - today.weekday()) % 7)
        if today.weekday() == 6:
            saturday = today - timedelta(days=1)
        return saturday + timedelta(weeks=weeks_ahead)

    def next_month(self, timezone: str, day: int, hour: int) -> datetime:
        today = self.today(timezone)
        first = date(today.year + today.month // 12, today.month % 12 + 1, 1)
        return datetime.combine(first + timedelta(days=day - 1), time(hour))


_CITY = {city.slug: city for city in CITIES}
_H = timedelta(hours=1)


def _local(
    name: str,
    calendar: str,
    categories: tuple[str, ...],
    place: tuple[str, int],
    start_local: datetime,
    duration: timedelta,
    **options: Any,
) -> EventSpec:
    """An in-person event at `place` = (city slug, area index), in the city's time zone."""
    city, area = place
    return EventSpec(
        name,
        calendar,
        categories,
        city,
        start_local,
        _CITY[city].timezone,
        duration,
        area,
        **options,
    )


# fmt: off
def _yc(clock: _Clock) -> list[EventSpec]:
    tz, cats = _CITY["sf"].timezone, ("startups", "networking")
    specs = [
        _local("YC Co-Founder Matching Mixer", "yc", cats, ("sf", 1 + d % 2),
               clock.day(tz, d, 18), 3 * _H, require_approval=True, series="yc-sf",
               availability="waitlist" if d == 19 else "available")
        for d in (5, 19, 33, 47, 61, 75)
    ]
    for city, days, label in (("nyc", (12, 40), "New York"), ("london", (20, 54), "London"),
                              ("austin", (26,), "Austin")):
        specs += [
            _local(f"YC Co-Founder Matching: {label}", "yc", cats, (city, 0),
                   clock.day(_CITY[city].timezone, d, 18, 30), 2.5 * _H, require_approval=True)
            for d in days
        ]
    specs += [
        EventSpec("YC Co-Founder Matching (Virtual)", "yc", cats, None, clock.day(tz, d, 9), tz,
                  1.5 * _H, series="yc-virtual")
        for d in (9, 37)
    ]
    specs.append(_local("YC Startup School Meetup", "yc", ("startups",), ("sf", 2),
                        clock.day(tz, 15, 17), 3 * _H))
    return specs


def _founders_inc(clock: _Clock) -> list[EventSpec]:
    tz, cats = _CITY["sf"].timezone, ("networking", "startups")
    specs = [
        _local("Founders Inc Private Founder Dinner", "foundersinc", cats, ("sf", 5),
               clock.day(tz, d, 19), 3 * _H, prices=(4500,), require_approval=True,
               obfuscated=True, series="fi-dinner")
        for d in (3, 17, 31, 45)
    ]
    specs += [
        _local("Invite-only Founders Networking Night", "foundersinc", cats, (c, a),
               clock.day(_CITY[c].timezone, d, 18), 3 * _H, require_approval=True,
               obfuscated=True)
        for c, d, a in (("sf", 10, 3), ("nyc", 24, 1))
    ]
    specs.append(_local("Founders Inc Demo Night", "foundersinc", ("startups",), ("sf", 5),
                        clock.day(tz, 38, 18), 3 * _H))
    return specs


# (name, city, area, day of next month, days long, prices in cents, availability, categories)
_CONFERENCES: tuple[tuple[str, str, int, int, int, tuple[int, ...], Availability, str], ...] = (
    ("DevTools Summit SF", "sf", 1, 3, 1, (7900,), "available", "tech"),
    ("Cloud Native Conference Palo Alto", "sf", 9, 6, 1, (8500,), "available", "tech"),
    ("SF AI Engineering Conference", "sf", 5, 8, 2, (14900, 29900, 59900), "available", "ai"),
    ("Open Source Infra Conf", "sf", 4, 10, 2, (4900,), "waitlist", "tech"),
    ("Frontier Tech Conference", "sf", 2, 15, 1, (25000,), "sold_out", "tech"),
    ("Product Builders Conference", "sf", 3, 17, 1, (9900,), "available", "tech"),
    ("Community Tech Conference", "sf", 0, 19, 1, (), "available", "tech"),
    ("NYC Tech Conference", "nyc", 3, 9, 1, (8900, 19900), "available", "tech"),
    ("London Tech Conference", "london", 1, 11, 2, (12000,), "available", "tech"),
    ("Austin Tech Conference", "austin", 0, 14, 1, (6500,), "available", "tech"),
)


def _conferences(clock: _Clock) -> list[EventSpec]:
    specs = [
        _local(name, "conference-works", tuple(dict.fromkeys(("tech", extra))), (city, area),
               clock.next_month(_CITY[city].timezone, day, 9), timedelta(days=days - 1, hours=9),
               prices=prices, availability=availability)
        for name, city, area, day, days, prices, availability, extra in _CONFERENCES
    ]
    tz = _CITY["sf"].timezone
    specs += [
        _local(name, "conference-works", ("tech", "ai") if "AI" in name else ("tech",),
               ("sf", 1), clock.day(tz, offset, 9), 8 * _H, prices=prices, featured=featured)
        for name, offset, prices, featured in (
            ("Edge Computing Conference SF", 6, (7500,), False),
            ("SF Web Conference 2027", 54, (4500,), True),
            ("AI Conference SF: Agents in Production", 62, (12000, 18000), False),
        )
    ]
    return specs


# (name, city, area, day offset, price in cents, availability, series)
_HIP_HOP: tuple[tuple[str, str, int, int, int, Availability, str | None], ...] = (
    ("Hip-Hop Night: Beats & Bars", "sf", 0, 1, 1500, "available", "beats-bars"),
    ("Hip-Hop Night: Beats & Bars", "sf", 0, 15, 1500, "available", "beats-bars"),
    ("Hip-Hop Night: Beats & Bars", "sf", 0, 29, 1500, "sold_out", "beats-bars"),
    ("Hip-Hop Dance Party", "sf", 1, 8, 2000, "sold_out", None),
    ("Hip-Hop Dance Party", "sf", 1, 36, 2000, "available", None),
    ("Golden Era Hip-Hop Party", "sf", 7, 22, 0, "available", None),
    ("Hip-Hop Block Party", "sf", 8, 12, 0, "available", None),
    ("Hip-Hop Cypher & Open Mic", "sf", 6, 19, 1000, "available", None),
    ("Hip-Hop Brunch Party", "sf", 9, 26, 2500, "available", None),
    ("Hip-Hop Karaoke Party", "sf", 5, 44, 1200, "waitlist", None),
    ("Brooklyn Hip-Hop Party", "nyc", 2, 14, 2500, "available", None),
)


def _hip_hop(clock: _Clock) -> list[EventSpec]:
    return [
        _local(name, "bay-hiphop" if city == "sf" else "nightshift", ("music",), (city, area),
               clock.day(_CITY[city].timezone, day, 21), 4 * _H,
               prices=(cents,) if cents else (), availability=availability, series=series)
        for name, city, area, day, cents, availability, series in _HIP_HOP
    ]


# (name, area, weeks ahead, weekday offset from Saturday, hour, hours long, price in cents)
_FAMILY: tuple[tuple[str, int, int, int, int, int, int], ...] = (
    ("Family Story Time", 0, 0, 0, 10, 1, 0),
    ("Tilden Little Farm Family Morning", 3, 0, 0, 9, 2, 0),
    ("Family-Friendly Holiday Craft Fair", 4, 0, 1, 11, 4, 500),
    ("Kids Science Fair", 1, 0, 1, 13, 3, 0),
    ("Parent & Toddler Music Class", 2, 0, 4, 10, 1, 1200),
    ("Family Story Time", 0, 1, 0, 10, 1, 0),
    ("Family Board Game Afternoon", 2, 1, 0, 14, 3, 0),
    ("Family Movie Night in the Park", 2, 2, 0, 17, 2, 0),
)


def _family(clock: _Clock) -> list[EventSpec]:
    tz = _CITY["berkeley"].timezone
    specs = [
        _local(name, "little-explorers", ("family",), ("berkeley", area),
               datetime.combine(clock.weekend(tz, weeks) + timedelta(days=offset), time(hour)),
               hours * _H, prices=(cents,) if cents else ())
        for name, area, weeks, offset, hour, hours, cents in _FAMILY
    ]
    saturday = clock.weekend(_CITY["sf"].timezone)
    specs.append(_local("Family Day at Fort Mason", "little-explorers", ("family", "arts"),
                        ("sf", 5), datetime.combine(saturday, time(11)), 5 * _H))
    return specs


_ONLINE: tuple[tuple[str, str, tuple[str, ...], str, tuple[int, ...], int], ...] = (
    ("Intro to AI Agents (Webinar)", "ai-tinkerers", ("ai",), "America/Los_Angeles",
     (4, 32, 60), 10),
    ("Climate Finance Webinar", "climate-collective", ("climate",), "Europe/Berlin", (11, 39), 17),
    ("Crypto Security Workshop (Online)", "onchain-builders", ("crypto", "tech"), "Asia/Kolkata",
     (16, 44), 19),
    ("Remote Founders Office Hours", "connect-pros", ("startups", "networking"),
     "America/New_York", (7, 21, 35, 49), 12),
    ("Global Meditation Hour", "mindful-city", ("wellness",), "Asia/Tokyo", (13, 41), 8),
)


def _multi_day_and_online(clock: _Clock) -> list[EventSpec]:
    specs = [
        _local(name, cal, cats, (city, area), clock.day(_CITY[city].timezone, day, 10),
               timedelta(days=days - 1, hours=8), require_approval=True)
        for name, cal, cats, city, area, day, days in (
            ("Bay Area AI Hackathon", "ai-tinkerers", ("ai", "tech"), "sf", 1, 23, 2),
            ("Onchain Hackathon London", "onchain-builders", ("crypto",), "london", 0, 30, 3),
            ("Climate Hack Weekend", "climate-collective", ("climate",), "berkeley", 1, 37, 2),
        )
    ]
    specs += [
        EventSpec(name, cal, cats, None, clock.day(tz, d, hour), tz, _H, series=name)
        for name, cal, cats, tz, days, hour in _ONLINE
        for d in days
    ]
    return specs


def _filler(clock: _Clock, rng: random.Random, count: int, catalog: Catalog) -> list[EventSpec]:
    cities: list[City] = [city for city in catalog.cities for _ in range(city.weight)]
    calendars = sorted(catalog.filler_titles)
    specs = []
    for _ in range(count):
        city = rng.choice(cities)
        calendar = rng.choice(calendars)
        title = rng.choice(catalog.filler_titles[calendar]).format(city=city.name)
        start = clock.day(city.timezone, rng.randrange(1, 90), rng.choice((8, 10, 12, 17, 18, 19)))
        start += timedelta(minutes=rng.choice((0, 30)))
        roll, state = rng.random(), rng.random()
        base = rng.choice((1000, 1500, 2000, 2500, 3500, 5000))
        prices = () if roll < 0.55 else (base,) if roll < 0.87 else (base, base * 2, base * 4)
        cats = next(c.categories for c in catalog.calendars if c.slug == calendar)
        availability: Availability = (
            "sold_out" if state < 0.06 else "waitlist" if state < 0.11 else "available"
        )
        specs.append(
            EventSpec(title, calendar, cats, city.slug, start, city.timezone,
                      timedelta(minutes=rng.choice((90, 120, 150, 180))),
                      area=rng.randrange(len(city.areas)), prices=prices,
                      availability=availability, require_approval=rng.random() < 0.1,
                      obfuscated=rng.random() < (0.6 if calendar == "supper-society" else 0.04))
        )
    return specs
# fmt: on


def build_specs(
    now: datetime, seed: int, filler: int = 250, catalog: Catalog = PRIMARY
) -> list[EventSpec]:
    """Every event of the dataset, scenarios first, then `filler` seeded generic events.

    Args:
        now: The pinned clock (timezone-aware).
        seed: Seed of the filler generator.
        filler: How many generic events to add.
        catalog: What the events are made of; only the primary catalog has the scenarios.

    Returns:
        Specs in generation order (ids are derived from each spec's position).
    """
    clock = _Clock(now.astimezone(UTC))
    rng = random.Random(seed)
    if not catalog.scenarios:
        return _filler(clock, rng, filler, catalog)
    return [
        *_yc(clock),
        *_founders_inc(clock),
        *_conferences(clock),
        *_hip_hop(clock),
        *_family(clock),
        *_multi_day_and_online(clock),
        *_filler(clock, rng, filler, catalog),
    ]
