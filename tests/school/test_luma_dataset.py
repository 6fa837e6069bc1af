"""Invariants of the deterministic Luma dataset: size, coverage, special kinds, formats."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections import Counter, defaultdict
from datetime import UTC, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from agentschool.testing.luma_site import (
    DEFAULT_NOW,
    LumaDataset,
    distance_km,
    load_dataset,
    to_entry,
)

ISO_MS = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$")
ID = re.compile(r"^[0-9A-Za-z]{15}$")


def _when(value: str) -> datetime:
    return datetime.fromisoformat(value)


def _by_name(data: LumaDataset, fragment: str) -> list[dict[str, Any]]:
    return [r for r in data.events if fragment.lower() in r["event"]["name"].lower()]


def test_two_loads_are_equal_and_seed_matters() -> None:
    first, second = load_dataset(), load_dataset()
    assert first == second
    assert first.events == second.events
    other = load_dataset(seed=7)
    assert [r["event"]["name"] for r in other.events] != [r["event"]["name"] for r in first.events]


def test_size_cities_and_categories(luma_dataset: LumaDataset) -> None:
    assert len(luma_dataset.events) >= 300
    per_place = Counter(p for p in luma_dataset.event_place.values() if p)
    assert len(per_place) >= 5
    assert all(count >= 5 for count in per_place.values())
    used = Counter(c["slug"] for r in luma_dataset.events for c in r["categories"])
    assert len(used) >= 10
    expected = {"tech", "ai", "crypto", "music", "arts", "food-drink", "wellness", "climate"}
    assert expected | {"startups", "family", "networking"} <= set(used)


def test_ids_times_and_field_formats(luma_dataset: LumaDataset) -> None:
    now = luma_dataset.now
    for record in luma_dataset.events:
        event = record["event"]
        assert record["api_id"] == event["api_id"]
        assert event["api_id"].startswith("evt-") and ID.match(event["api_id"][4:])
        assert record["calendar"]["api_id"].startswith("cal-")
        assert all(h["api_id"].startswith("usr-") for h in record["hosts"])
        assert all(c["api_id"] == f"cat-{c['slug']}" for c in record["categories"])
        assert ISO_MS.match(event["start_at"]) and ISO_MS.match(event["end_at"])
        start, end = _when(event["start_at"]), _when(event["end_at"])
        assert now < start < end <= now + timedelta(days=100)
        ZoneInfo(event["timezone"])
        assert set(record["ticket_info"]) >= {
            "price",
            "is_free",
            "max_price",
            "is_sold_out",
            "spots_remaining",
            "require_approval",
        }
        assert isinstance(record["guest_count"], int)
        assert record["registration_availability"] in {"available", "waitlist", "sold_out"}
    assert all(p["api_id"].startswith("discplace-") for p in luma_dataset.places)


def test_slugs_are_unique_across_kinds(luma_dataset: LumaDataset) -> None:
    slugs = [r["event"]["url"] for r in luma_dataset.events]
    slugs += [x["slug"] for x in luma_dataset.places + luma_dataset.categories]
    slugs += [c["slug"] for c in luma_dataset.calendars]
    assert len(slugs) == len(set(slugs))
    assert "discover" not in slugs


def test_pricing_kinds(luma_dataset: LumaDataset) -> None:
    infos = [r["ticket_info"] for r in luma_dataset.events]
    free = [i for i in infos if i["is_free"]]
    paid = [i for i in infos if not i["is_free"]]
    assert free and all(i["price"] is None for i in free)
    assert all(i["price"]["currency"] == "usd" and i["price"]["cents"] > 0 for i in paid)
    tiered = [r for r in luma_dataset.events if len(r["ticket_types"]) > 1]
    assert len(tiered) >= 5
    for record in tiered:
        cents = [t["cents"] for t in record["ticket_types"]]
        assert record["ticket_info"]["price"]["cents"] == min(cents)
        assert record["ticket_info"]["max_price"]["cents"] == max(cents) > min(cents)


def test_availability_online_and_obfuscated(luma_dataset: LumaDataset) -> None:
    states = Counter(r["registration_availability"] for r in luma_dataset.events)
    assert states["sold_out"] >= 5 and states["waitlist"] >= 5
    for record in luma_dataset.events:
        sold_out = record["registration_availability"] == "sold_out"
        assert record["ticket_info"]["is_sold_out"] is sold_out
    online = [r for r in luma_dataset.events if r["event"]["location_type"] == "online"]
    assert len(online) >= 10
    assert all(r["event"]["geo_address_info"] is None for r in online)
    assert all(r["event"]["coordinate"] is None for r in online)
    assert all(luma_dataset.event_place[r["api_id"]] is None for r in online)
    hidden = [
        r
        for r in luma_dataset.events
        if (r["event"]["geo_address_info"] or {}).get("mode") == "obfuscated"
    ]
    assert len(hidden) >= 5
    assert all(r["event"]["geo_address_info"]["full_address"] is None for r in hidden)
    shown = [r for r in luma_dataset.events if r["event"]["geo_address_info"] and r not in hidden]
    assert all(r["event"]["geo_address_info"]["full_address"] for r in shown)


def test_multi_day_recurring_and_timezones(luma_dataset: LumaDataset) -> None:
    events = [r["event"] for r in luma_dataset.events]
    multi_day = [e for e in events if _when(e["end_at"]) - _when(e["start_at"]) > timedelta(1)]
    assert len(multi_day) >= 3
    series: dict[str, set[str]] = defaultdict(set)
    for event in events:
        if event["recurrence_id"]:
            series[event["recurrence_id"]].add(event["start_at"][:10])
    assert sum(len(dates) >= 3 for dates in series.values()) >= 3
    assert len({e["timezone"] for e in events}) >= 6


def test_sf_neighbourhoods_make_radius_meaningful(luma_dataset: LumaDataset) -> None:
    sf = next(p for p in luma_dataset.places if p["slug"] == "sf")
    centre = sf["coordinate"]
    coords = {
        (r["event"]["coordinate"]["latitude"], r["event"]["coordinate"]["longitude"])
        for r in luma_dataset.events
        if luma_dataset.event_place[r["api_id"]] == sf["api_id"]
    }
    assert len(coords) >= 8
    distances = [distance_km(centre["latitude"], centre["longitude"], *c) for c in coords]
    assert any(d < 3 for d in distances) and any(d > 8.05 for d in distances)


def test_case_study_organizers(luma_dataset: LumaDataset) -> None:
    yc = [r for r in luma_dataset.events if r["calendar"]["name"] == "Y Combinator"]
    matching = [r for r in yc if "co-founder matching" in r["event"]["name"].lower()]
    assert len(matching) >= 8
    assert {r["event"]["timezone"] for r in matching} >= {"America/Los_Angeles", "Europe/London"}
    founders = [r for r in luma_dataset.events if r["calendar"]["name"] == "Founders Inc"]
    private = [r for r in founders if "private" in r["event"]["name"].lower()]
    assert len(private) >= 3
    assert all(r["ticket_info"]["require_approval"] for r in private)
    assert all(any(c["slug"] == "networking" for c in r["categories"]) for r in private)


def test_conferences_next_month_under_and_over_100(luma_dataset: LumaDataset) -> None:
    tz = ZoneInfo("America/Los_Angeles")
    december = [
        r
        for r in _by_name(luma_dataset, "conference")
        if luma_dataset.event_place[r["api_id"]] == luma_dataset.places[0]["api_id"]
        and _when(r["event"]["start_at"]).astimezone(tz).month == 12
    ]
    prices = [(r["ticket_info"]["price"] or {"cents": 0})["cents"] for r in december]
    assert any(0 < p < 10000 for p in prices) and any(p > 10000 for p in prices)
    assert 0 in prices


def test_weekend_family_events_in_berkeley(luma_dataset: LumaDataset) -> None:
    tz = ZoneInfo("America/Los_Angeles")
    berkeley = next(p for p in luma_dataset.places if p["slug"] == "berkeley")
    weekend = {"2026-11-21", "2026-11-22"}
    family = [
        r
        for r in luma_dataset.events
        if luma_dataset.event_place[r["api_id"]] == berkeley["api_id"]
        and any(c["slug"] == "family" for c in r["categories"])
        and _when(r["event"]["start_at"]).astimezone(tz).date().isoformat() in weekend
    ]
    assert len(family) >= 3


def test_pinned_clock_is_overridable() -> None:
    assert load_dataset().now == DEFAULT_NOW
    later = datetime(2027, 3, 1, 12, tzinfo=UTC)
    shifted = load_dataset(now=later)
    assert shifted.now == later
    assert all(later < _when(r["event"]["start_at"]) for r in shifted.events)
    assert len(shifted.events) >= 300


def test_entries_drop_full_record_fields(luma_dataset: LumaDataset) -> None:
    record = luma_dataset.events[0]
    entry = to_entry(record)
    assert {"api_id", "event", "calendar", "hosts", "guest_count", "ticket_info"} <= set(entry)
    assert "categories" not in entry and "description" not in entry["event"]
    entry["event"]["name"] = "changed"
    assert record["event"]["name"] != "changed"
    assert luma_dataset.get(record["api_id"]) is record
    assert luma_dataset.featured_event_id in {r["api_id"] for r in luma_dataset.events}


def test_same_dataset_in_fresh_processes_with_different_hash_seeds() -> None:
    script = (
        "import hashlib, json; from agentschool.testing.luma_site import load_dataset; "
        "d = load_dataset(); print(hashlib.sha256(json.dumps([d.events, d.places, "
        "d.calendars, d.categories, d.event_place]).encode()).hexdigest())"
    )
    digests = {
        subprocess.run(
            [sys.executable, "-c", script],
            env={**os.environ, "PYTHONHASHSEED": seed},
            capture_output=True,
            check=True,
            text=True,
            timeout=60,
        ).stdout.strip()
        for seed in ("1", "2")
    }
    assert len(digests) == 1


def test_hip_hop_parties_inside_and_outside_five_miles_of_sf(luma_dataset: LumaDataset) -> None:
    sf = next(p for p in luma_dataset.places if p["slug"] == "sf")
    parties = [
        r
        for r in luma_dataset.events
        if "hip-hop" in r["event"]["name"].lower()
        and luma_dataset.event_place[r["api_id"]] == sf["api_id"]
    ]
    miles = [
        distance_km(37.7749, -122.4194, *r["event"]["coordinate"].values()) / 1.609344
        for r in parties
    ]
    assert sum(m <= 5 for m in miles) >= 6
    assert sum(m > 5 for m in miles) >= 2
    assert all(any(c["slug"] == "music" for c in r["categories"]) for r in parties)


def test_hosts_are_shared_across_an_organizers_events(luma_dataset: LumaDataset) -> None:
    yc = [r for r in luma_dataset.events if r["calendar"]["slug"] == "yc"]
    host = yc[0]["hosts"][0]
    assert luma_dataset.host(host["api_id"]) == host
    assert sum(host in r["hosts"] for r in yc) == len(yc)
    assert luma_dataset.host("usr-000000000000000") is None
