"""Next.js-like pages: __NEXT_DATA__, JSON-LD and scrapeable `a.content-card` links."""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

import httpx
from luma_site_helpers import json_ld, next_data, parse_page

from agentschool.testing.luma_site import LumaDataset


def _data(document: str) -> Any:
    return next_data(document)["props"]["pageProps"]["initialData"]["data"]


async def test_discover_page(luma_client: httpx.AsyncClient, luma_dataset: LumaDataset) -> None:
    response = await luma_client.get("/discover")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/html")
    data = _data(response.text)
    assert {p["slug"] for p in data["places"]} >= {"sf", "nyc"}
    assert len(data["categories"]) >= 10
    assert data["events"][0]["api_id"] == luma_dataset.events[0]["api_id"]
    assert len(parse_page(response.text).cards) == len(data["events"])
    home = await luma_client.get("/", follow_redirects=False)
    assert home.status_code == 307 and home.headers["location"] == "/discover"


async def test_city_page_cards_match_next_data(
    luma_client: httpx.AsyncClient, luma_dataset: LumaDataset
) -> None:
    document = (await luma_client.get("/sf")).text
    data = _data(document)
    assert next_data(document)["page"] == "/[slug]"
    assert data["place"]["slug"] == "sf"
    sf_ids = {i for i, p in luma_dataset.event_place.items() if p == data["place"]["api_id"]}
    assert {e["api_id"] for e in data["events"]} == sf_ids
    cards = parse_page(document).cards
    assert len(cards) == len(data["events"])
    for card, entry in zip(cards, data["events"], strict=True):
        assert card["href"] == "/" + entry["event"]["url"]
        assert re.fullmatch(r"jsx-[0-9a-f]{8}", card["classes"][0])
        assert card["text"]["event-title"] == entry["event"]["name"]
        assert card["datetime"] == entry["event"]["start_at"]
        price = card["text"]["event-price"]
        if entry["ticket_info"]["is_free"]:
            assert price == "Free"
        else:
            assert price.startswith(f"${entry['ticket_info']['price']['cents'] // 100}")
    prices = {c["text"]["event-price"] for c in cards}
    assert any(" – " in p for p in prices)  # tiered tickets show a range
    badges = {c["text"].get("status-badge") for c in cards}
    assert {"Sold Out", "Waitlist"} <= badges


async def test_card_date_is_local_time(luma_client: httpx.AsyncClient) -> None:
    document = (await luma_client.get("/london")).text
    card = parse_page(document).cards[0]
    start = datetime.fromisoformat(card["datetime"])
    assert f"{start:%b} " in card["text"]["event-time"]
    assert card["text"]["event-time"].endswith(("GMT", "BST"))


async def test_category_and_calendar_pages(
    luma_client: httpx.AsyncClient, luma_dataset: LumaDataset
) -> None:
    tech = _data((await luma_client.get("/tech")).text)
    assert tech["category"]["api_id"] == "cat-tech"
    assert tech["event_count"] == sum(
        any(c["slug"] == "tech" for c in r["categories"]) for r in luma_dataset.events
    )
    yc = _data((await luma_client.get("/yc")).text)
    assert yc["calendar"]["name"] == "Y Combinator"
    assert all(e["calendar"]["slug"] == "yc" for e in yc["events"])


async def test_event_page_has_record_and_json_ld(
    luma_client: httpx.AsyncClient, luma_dataset: LumaDataset
) -> None:
    record = next(r for r in luma_dataset.events if len(r["ticket_types"]) == 3)
    document = (await luma_client.get("/" + record["event"]["url"])).text
    assert _data(document) == record
    (ld,) = json_ld(document)
    assert ld["@context"] == "https://schema.org" and ld["@type"] == "Event"
    assert ld["name"] == record["event"]["name"]
    assert ld["startDate"] == record["event"]["start_at"]
    assert ld["endDate"] == record["event"]["end_at"]
    info = record["event"]["geo_address_info"]
    assert ld["location"]["address"]["addressLocality"] == info["city"]
    assert ld["location"]["geo"]["latitude"] == record["event"]["coordinate"]["latitude"]
    prices = sorted(float(o["price"]) for o in ld["offers"])
    assert prices[0] * 100 == record["ticket_info"]["price"]["cents"]
    assert prices[-1] * 100 == record["ticket_info"]["max_price"]["cents"]
    assert ld["url"].endswith("/" + record["event"]["url"])


async def test_online_event_json_ld(
    luma_client: httpx.AsyncClient, luma_dataset: LumaDataset
) -> None:
    record = next(r for r in luma_dataset.events if r["event"]["location_type"] == "online")
    (ld,) = json_ld((await luma_client.get("/" + record["event"]["url"])).text)
    assert ld["location"]["@type"] == "VirtualLocation"
    assert ld["eventAttendanceMode"].endswith("OnlineEventAttendanceMode")


async def test_unknown_page_is_404_with_next_data(luma_client: httpx.AsyncClient) -> None:
    response = await luma_client.get("/no-such-page")
    assert response.status_code == 404
    data = next_data(response.text)
    assert data["page"] == "/_error"
    assert data["props"]["pageProps"]["initialData"]["data"] == {"statusCode": 404}
