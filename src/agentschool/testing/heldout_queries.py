"""Held-out requests: written from templates against the held-out seed, before any tuning.

Each request is paired with the `EventQuery` a person means by it, in the held-out site's own
terms (its place slugs, category slugs and organizer names). A planner is right on a request
when its query selects exactly the events the intended query selects (`truth.expected_ids`).
The phrasings come from `TEMPLATES`; the slot values are what a visitor of the site would type
(its places, neighbourhoods, category names in everyday words, organizers, keywords). They were
fixed before the product was measured on them, and must not be edited to fit its output.
"""

from __future__ import annotations

from datetime import date

from agentschool.school.query import EventQuery

__all__ = ["HELD_OUT_QUERIES", "TEMPLATES"]

TEMPLATES = (
    "{category} events in {place}",
    "{category} in {place} this weekend",
    "free {category} events in {place}",
    "{category} events in {place} under ${price}",
    "events hosted by {organizer}",
    "everything by {organizer}",
    "{organizer} events in {place}",
    "{keyword}s in {place}",
    "{keyword}s",
    "events within {radius} km of {lat},{lon}",
    "{category} events near {neighbourhood}",
    "{category} events in {municipality}",
    "{category} events in {place} in December",
    "{category} events by {organizer} in {place} next month under ${price}",
)
"""The phrasings the requests were written from."""

_DEC = {"date_from": date(2026, 12, 1), "date_to": date(2026, 12, 31)}
_WEEKEND = {"date_from": date(2026, 11, 21), "date_to": date(2026, 11, 22)}
_SEATTLE = {"latitude": 47.6062, "longitude": -122.3321}

# fmt: off
HELD_OUT_QUERIES: tuple[tuple[str, EventQuery], ...] = (
    # {category} events in {place}
    ("food and drink events in Seattle", EventQuery(city="seattle", category="food")),
    ("Founder events in Chicago", EventQuery(city="chicago", category="founders")),
    ("AI events in Toronto", EventQuery(city="toronto", category="ai-ml")),
    ("machine learning events in Berlin", EventQuery(city="berlin", category="ai-ml")),
    ("live music in Portland", EventQuery(city="portland", category="live-music")),
    ("comedy events in Seattle", EventQuery(city="seattle", category="comedy")),
    ("kids events in Chicago", EventQuery(city="chicago", category="kids")),
    ("web3 events in Sydney", EventQuery(city="sydney", category="web3")),
    ("sustainability events in Portland", EventQuery(city="portland", category="sustainability")),
    ("networking events in Toronto", EventQuery(city="toronto", category="career")),
    ("book events in Seattle", EventQuery(city="seattle", category="books")),
    ("arts and culture events in Berlin", EventQuery(city="berlin", category="arts-culture")),
    # {category} in {place} this weekend
    ("wellness events in Seattle this weekend",
     EventQuery(city="seattle", category="health", **_WEEKEND)),
    ("tech events in Chicago this weekend",
     EventQuery(city="chicago", category="technology", **_WEEKEND)),
    # free {category} events in {place}
    ("free sports events in Seattle",
     EventQuery(city="seattle", category="sports", free_only=True)),
    ("free family-friendly events in Toronto",
     EventQuery(city="toronto", category="kids", free_only=True)),
    ("free climate events in Chicago",
     EventQuery(city="chicago", category="sustainability", free_only=True)),
    # {category} events in {place} under ${price}
    ("technology events in Seattle under $20",
     EventQuery(city="seattle", category="technology", max_price_usd=20)),
    ("food events in Chicago under $30",
     EventQuery(city="chicago", category="food", max_price_usd=30)),
    ("crypto events in Berlin under $25",
     EventQuery(city="berlin", category="web3", max_price_usd=25)),
    # events hosted by {organizer} / everything by {organizer}
    ("events hosted by Emerald City Founders", EventQuery(organizer="Emerald City Founders")),
    ("events hosted by Neural Nights", EventQuery(organizer="Neural Nights")),
    ("everything by Laugh Track Comedy", EventQuery(organizer="Laugh Track Comedy")),
    ("everything hosted by Table for Twelve", EventQuery(organizer="Table for Twelve")),
    # {organizer} events in {place}
    ("Hack Cascadia events in Portland", EventQuery(organizer="Hack Cascadia", city="portland")),
    ("Trail Runners United events in Seattle",
     EventQuery(organizer="Trail Runners United", city="seattle")),
    ("Page Turners events in Chicago", EventQuery(organizer="Page Turners", city="chicago")),
    # {keyword}s in {place}
    ("hackathons in Seattle", EventQuery(city="seattle", keywords=["hackathon"])),
    ("workshops in Toronto", EventQuery(city="toronto", keywords=["workshop"])),
    ("meetups in Chicago", EventQuery(city="chicago", keywords=["meetup"])),
    ("conferences in Berlin", EventQuery(city="berlin", keywords=["conference"])),
    ("yoga in Portland", EventQuery(city="portland", category="health", keywords=["yoga"])),
    ("jazz in Seattle", EventQuery(city="seattle", category="live-music", keywords=["jazz"])),
    # {keyword}s
    ("hackathons", EventQuery(keywords=["hackathon"])),
    ("supper clubs", EventQuery(category="food", keywords=["supper club"])),
    ("stand-up comedy events", EventQuery(category="comedy", keywords=["stand-up"])),
    # events within {radius} km of {lat},{lon}
    ("events within 3 km of 47.6253,-122.3222",
     EventQuery(latitude=47.6253, longitude=-122.3222, radius_km=3)),
    ("events within 5 km of 41.8781,-87.6298",
     EventQuery(latitude=41.8781, longitude=-87.6298, radius_km=5)),
    ("music events within 2 miles of 45.5290,-122.6840",
     EventQuery(latitude=45.529, longitude=-122.684, radius_km=3.218688, category="live-music")),
    # {category} events near {neighbourhood}
    ("tech events near Capitol Hill",
     EventQuery(city="seattle", latitude=47.6253, longitude=-122.3222, radius_km=3,
                category="technology")),
    ("events near Kreuzberg",
     EventQuery(city="berlin", latitude=52.4986, longitude=13.403, radius_km=3)),
    ("food events near Wicker Park",
     EventQuery(city="chicago", latitude=41.9088, longitude=-87.6796, radius_km=3,
                category="food")),
    # {category} events in {municipality}
    ("events in Bellevue",
     EventQuery(city="seattle", latitude=47.6101, longitude=-122.2015, radius_km=10)),
    ("founder events in Evanston",
     EventQuery(city="chicago", latitude=42.0451, longitude=-87.6877, radius_km=10,
                category="founders")),
    # {category} events in {place} in December
    ("AI events in Seattle in December", EventQuery(city="seattle", category="ai-ml", **_DEC)),
    ("kids events in Portland in December", EventQuery(city="portland", category="kids", **_DEC)),
    # {category} events by {organizer} in {place} next month under ${price}
    ("AI events by Neural Nights in Seattle next month under $30",
     EventQuery(city="seattle", category="ai-ml", organizer="Neural Nights",
                max_price_usd=30, **_DEC)),
    ("music events by Stage Left Live in Chicago next month under $40",
     EventQuery(city="chicago", category="live-music", organizer="Stage Left Live",
                max_price_usd=40, **_DEC)),
    ("running events within 10 km of Seattle",
     EventQuery(city="seattle", category="sports", radius_km=10, **_SEATTLE)),
)
# fmt: on
"""(request, intended query) on the held-out seed; 49 requests."""
