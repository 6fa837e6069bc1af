"""The issue's requests, parsed, select exactly the events the Luma dataset placed for them.

A small reference filter applies an `EventQuery` to the dataset's raw records (the contract's
semantics: place or radius, category slug, keywords in name or description, local dates, lowest
price, free, organizer as host or calendar); the parsed queries must pick the scenario events.
"""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from agentschool.school.intent import parse_request
from agentschool.school.query import EventQuery
from agentschool.testing.luma_site import LumaDataset, distance_km
from agentschool.testing.luma_site.dataset import Record
from agentschool.testing.vocabulary import site_vocabulary

VOCAB = site_vocabulary()
"""What the offline site publishes, discovered through its endpoints."""

NOW = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)


def _where(record: Record, query: EventQuery, dataset: LumaDataset) -> bool:
    event = record["event"]
    if query.latitude is not None and query.longitude is not None and query.radius_km:
        point = event["coordinate"]
        return point is not None and query.radius_km >= distance_km(
            query.latitude, query.longitude, point["latitude"], point["longitude"]
        )
    place_id = dataset.event_place[record["api_id"]]
    place = dataset.get(place_id) if place_id else None
    return query.city is None or (place is not None and place["slug"] == query.city)


def _matches(record: Record, query: EventQuery, dataset: LumaDataset) -> bool:
    event, tickets = record["event"], record["ticket_info"]
    text = f"{event['name']} {event['description']}".lower()
    start = datetime.fromisoformat(event["start_at"]).astimezone(ZoneInfo(event["timezone"]))
    price = tickets["price"]["cents"] / 100 if tickets["price"] else None
    organizers = [record["calendar"]["name"], *(h["name"] for h in record["hosts"])]
    return (
        _where(record, query, dataset)
        and (query.category is None or query.category in {c["slug"] for c in record["categories"]})
        and all(keyword.lower() in text for keyword in query.keywords)
        and (query.date_from is None or start.date() >= query.date_from)
        and (query.date_to is None or start.date() <= query.date_to)
        and (query.max_price_usd is None or price is None or price <= query.max_price_usd)
        and (not query.free_only or tickets["is_free"])
        and (
            query.organizer is None
            or any(query.organizer.lower() in name.lower() for name in organizers)
        )
    )


def _select(text: str, dataset: LumaDataset) -> list[Record]:
    query = parse_request(text, now=NOW, vocabulary=VOCAB).params
    return [r for r in dataset.events if _matches(r, query, dataset)]


def _names(records: list[Record]) -> set[str]:
    return {r["event"]["name"] for r in records}


@pytest.fixture(scope="module")
def dataset(luma_dataset: LumaDataset) -> LumaDataset:
    assert luma_dataset.now == NOW  # the requests are pinned to the dataset's clock
    return luma_dataset


def test_hip_hop_parties_within_5_miles_of_sf(dataset: LumaDataset) -> None:
    found = _select("Find hip-hop parties in SF within 5 miles", dataset)
    assert _names(found) == {
        "Hip-Hop Night: Beats & Bars",
        "Hip-Hop Dance Party",
        "Golden Era Hip-Hop Party",
        "Hip-Hop Cypher & Open Mic",
        "Hip-Hop Karaoke Party",
    }
    assert len(found) == 8  # three Beats & Bars dates, two Dance Parties
    # Oakland (13 km), Palo Alto (40 km) and Brooklyn hip-hop parties are out of range.


def test_yc_co_founder_events(dataset: LumaDataset) -> None:
    found = _select("YC co-founder events", dataset)
    assert {r["calendar"]["name"] for r in found} == {"Y Combinator"}
    matching = [r for r in found if "Co-Founder Matching" in r["event"]["name"]]
    assert len(matching) == 13  # SF x6, NYC x2, London x2, Austin, virtual x2
    # The YC Startup School Meetup qualifies too: its description offers co-founder matching.
    assert _names(found) - _names(matching) == {"YC Startup School Meetup"}


def test_private_networking_events_for_founders(dataset: LumaDataset) -> None:
    found = _select("Private networking events for founders", dataset)
    assert _names(found) == {
        "Founders Inc Private Founder Dinner",
        "Invite-only Founders Networking Night",
    }
    assert len(found) == 6
    assert all(r["ticket_info"]["require_approval"] for r in found)


def test_tech_conferences_in_sf_next_month_under_100(dataset: LumaDataset) -> None:
    found = _select("Tech conferences in SF next month under $100", dataset)
    assert _names(found) == {
        "DevTools Summit SF",
        "Cloud Native Conference Palo Alto",
        "Open Source Infra Conf",
        "Product Builders Conference",
        "Community Tech Conference",
    }


def test_family_friendly_events_in_berkeley_this_weekend(dataset: LumaDataset) -> None:
    found = _select("Family-friendly events in Berkeley this weekend", dataset)
    scenario = {
        "Family Story Time",
        "Tilden Little Farm Family Morning",
        "Family-Friendly Holiday Craft Fair",
        "Kids Science Fair",
    }
    assert scenario <= _names(found)
    for record in found:
        local = datetime.fromisoformat(record["event"]["start_at"]).astimezone(
            ZoneInfo("America/Los_Angeles")
        )
        assert local.date().isoformat() in ("2026-11-21", "2026-11-22")


def test_all_events_by_an_organization(dataset: LumaDataset) -> None:
    found = _select("Find all events by organization Founders Inc", dataset)
    assert len(found) == 7  # four dinners, two networking nights, one demo night
    assert {r["calendar"]["name"] for r in found} == {"Founders Inc"}
