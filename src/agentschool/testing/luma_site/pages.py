"""Next.js-like HTML pages: `/discover`, `/<city>`, `/<category>`, `/<calendar>`, `/<event>`.

Each page embeds `<script id="__NEXT_DATA__" type="application/json">` with its data at
`props.pageProps.initialData.data` (`props.pageProps.data` under the `moved-data-path` drift;
event pages have none under `no-event-next-data`, as if rendered as server components).
Listing pages render every event as an `a.content-card` link (href `/<event-slug>`) with hashed
jsx classes, the name, local date, place, hosts, price and a sold-out/waitlist badge, so a
browser strategy can scrape cards without `__NEXT_DATA__`. Event pages also carry schema.org
`Event` JSON-LD.
"""

from __future__ import annotations

import hashlib
import html
import json
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

from agentschool.testing.luma_site.dataset import LumaDataset, Record
from agentschool.testing.luma_site.drift import Drift

__all__ = ["BUILD_ID", "card_classes", "price_text", "render_page"]

BUILD_ID = "agentschool-luma-offline"
"""The Next.js build id the pages claim."""
_DISCOVER_EVENTS = 50
_NEXT_DATA_ATTRIBUTES = 'id="__NEXT_DATA__" type="application/json"'

# role → (class name, class name under the `changed-css` drift)
_CLASSES = {
    "card": ("content-card", "event-tile"),
    "title": ("event-title", "tile-name"),
    "time": ("event-time", "tile-when"),
    "location": ("event-location", "tile-where"),
    "hosts": ("event-hosts", "tile-by"),
    "price": ("event-price", "tile-cost"),
    "badge": ("status-badge", "tile-badge"),
}


def card_classes(drift: Drift) -> dict[str, str]:
    """The full class attribute of each card part (`jsx-3c4f1a2b content-card`, ...)."""
    changed = "changed-css" in drift
    jsx = "jsx-" + hashlib.sha256(b"v2" if changed else b"v1").hexdigest()[:8]
    return {role: f"{jsx} {names[changed]}" for role, names in _CLASSES.items()}


def _money(cents: int) -> str:
    return f"${cents // 100}" if cents % 100 == 0 else f"${cents / 100:.2f}"


def price_text(ticket_info: Record) -> str:
    """What a card shows as price: `Free`, `$25` or `$149 – $599` for tiered tickets."""
    price, top = ticket_info["price"], ticket_info["max_price"]
    if ticket_info["is_free"] or price is None:
        return "Free"
    if top and top["cents"] != price["cents"]:
        return f"{_money(price['cents'])} – {_money(top['cents'])}"
    return _money(price["cents"])


def _when(event: Record) -> str:
    start = datetime.fromisoformat(event["start_at"]).astimezone(ZoneInfo(event["timezone"]))
    hour = start.hour % 12 or 12
    return f"{start:%a, %b} {start.day} · {hour}:{start:%M %p} {start.tzname()}"


def _where(event: Record) -> str:
    info = event["geo_address_info"]
    if info is None:
        return "Online"
    if info["mode"] == "obfuscated":
        return str(info["city_state"])
    return f"{info['address']} · {info['city']}"


def _card(entry: Record, cls: dict[str, str]) -> str:
    event, e = entry["event"], html.escape
    badge = {"sold_out": "Sold Out", "waitlist": "Waitlist"}.get(entry["registration_availability"])
    hosts = ", ".join(h["name"] for h in entry["hosts"])
    return (
        f'<a href="/{e(event["url"])}" class="{cls["card"]}">'
        f'<div class="{cls["time"]}"><time datetime="{event["start_at"]}">{e(_when(event))}'
        f"</time></div>"
        f'<h3 class="{cls["title"]}">{e(event["name"])}</h3>'
        f'<div class="{cls["location"]}">{e(_where(event))}</div>'
        f'<div class="{cls["hosts"]}">By {e(hosts)}</div>'
        f'<div class="{cls["price"]}">{e(price_text(entry["ticket_info"]))}</div>'
        + (f'<div class="{cls["badge"]}">{badge}</div>' if badge else "")
        + "</a>"
    )


def _json_script(data: Any, attributes: str) -> str:
    text = json.dumps(data, separators=(",", ":")).replace("<", "\\u003c")
    return f"<script {attributes}>{text}</script>"


def _json_ld(record: Record, base_url: str) -> Record:
    event, info = record["event"], record["event"]["geo_address_info"]
    url = f"{base_url}/{event['url']}"
    location: Record
    if info is None:
        location = {"@type": "VirtualLocation", "url": url}
    else:
        location = {
            "@type": "Place",
            "name": info["address"] or info["city_state"],
            "address": {
                "@type": "PostalAddress",
                "streetAddress": info["full_address"],
                "addressLocality": info["city"],
                "addressRegion": info["region"],
                "addressCountry": info["country_code"],
            },
            "geo": {"@type": "GeoCoordinates", **event["coordinate"]},
        }
    sold_out = record["ticket_info"]["is_sold_out"]
    offers = [
        {
            "@type": "Offer",
            "name": t["name"],
            "price": f"{(t['cents'] or 0) / 100:.2f}",
            "priceCurrency": (t["currency"] or "usd").upper(),
            "availability": "https://schema.org/" + ("SoldOut" if sold_out else "InStock"),
            "url": url,
        }
        for t in record["ticket_types"]
    ]
    mode = "Online" if info is None else "Offline"
    return {
        "@context": "https://schema.org",
        "@type": "Event",
        "name": event["name"],
        "description": event["description"],
        "startDate": event["start_at"],
        "endDate": event["end_at"],
        "eventAttendanceMode": f"https://schema.org/{mode}EventAttendanceMode",
        "eventStatus": "https://schema.org/EventScheduled",
        "location": location,
        "image": [event["cover_url"]],
        "url": url,
        "organizer": [
            {"@type": "Organization", "name": record["calendar"]["name"],
             "url": f"{base_url}/{record['calendar']['slug']}"},
            *({"@type": "Person", "name": h["name"]} for h in record["hosts"]),
        ],
        "offers": offers,
    }  # fmt: skip


def _event_body(record: Record, cls: dict[str, str]) -> str:
    event, e = record["event"], html.escape
    hosts = ", ".join(h["name"] for h in record["hosts"])
    badge = {"sold_out": "Sold Out", "waitlist": "Join Waitlist"}.get(
        record["registration_availability"], "Request to Join" if
        record["ticket_info"]["require_approval"] else "Register")  # fmt: skip
    return (
        f'<article class="{cls["card"].split()[0]} event-page">'
        f'<h1 class="{cls["title"]}">{e(event["name"])}</h1>'
        f'<div class="{cls["time"]}"><time datetime="{event["start_at"]}">{e(_when(event))}'
        f"</time></div>"
        f'<div class="{cls["location"]}">{e(_where(event))}</div>'
        f'<div class="{cls["hosts"]}">Hosted by {e(hosts)}</div>'
        f'<div class="{cls["price"]}">{e(price_text(record["ticket_info"]))}</div>'
        f'<button class="{cls["badge"]}">{badge}</button>'
        f"<p>{e(event['description'])}</p></article>"
    )


def _page_data(data: LumaDataset, slug: str) -> tuple[str, Record, str] | None:
    """(kind, data, title) for a page slug, or `None` when nothing is there."""
    if slug == "discover":
        entries = data.listing(data.events[:_DISCOVER_EVENTS])
        listing = {"places": data.places, "categories": data.categories, "events": entries}
        return "discover", listing, "Discover Events"
    found = data.resolve_slug(slug)
    if found is None:
        return None
    kind, record = found
    if kind == "event":
        return kind, dict(record), str(record["event"]["name"])
    if kind == "calendar":
        records = [r for r in data.events if r["calendar"]["api_id"] == record["api_id"]]
        return kind, {"calendar": record, "events": data.entries(records)}, record["name"]
    if kind == "category":
        records = [r for r in data.events if any(c["slug"] == slug for c in r["categories"])]
        title = f"{record['name']} Events"
    else:
        records = [r for r in data.events if data.event_place[r["api_id"]] == record["api_id"]]
        title = f"Events in {record['name']}"
    key = "category" if kind == "category" else "place"
    payload: Record = {key: record, "events": data.listing(records), "event_count": len(records)}
    return kind, payload, title


def render_page(data: LumaDataset, slug: str, base_url: str, drift: Drift) -> tuple[int, str]:
    """Render the page at `/<slug>` (`discover` for the discover page).

    Args:
        data: The dataset.
        slug: Path without its leading slash.
        base_url: Scheme and host the page is served on, for absolute URLs.
        drift: Active drift switches (`moved-data-path`, `no-event-next-data`, `changed-css`,
            `renamed-key`).

    Returns:
        (HTTP status, HTML document).
    """
    found = _page_data(data, slug)
    cls = card_classes(drift)
    payload: Record
    if found is None:
        kind, payload, title = "error", {"statusCode": 404}, "Page not found"
    else:
        kind, payload, title = found
    page_data = drift.apply_keys(payload)
    props: Record = (
        {"data": page_data, "kind": kind}
        if "moved-data-path" in drift
        else {"initialData": {"kind": kind, "data": page_data}}
    )
    next_data = {
        "props": {"pageProps": props, "__N_SSP": True},
        "page": "/_error" if found is None else ("/discover" if kind == "discover" else "/[slug]"),
        "query": {} if kind == "discover" else {"slug": slug},
        "buildId": BUILD_ID,
        "isFallback": False,
        "gssp": True,
    }
    dropped = kind == "event" and "no-event-next-data" in drift
    script = "" if dropped else _json_script(next_data, _NEXT_DATA_ATTRIBUTES)
    head, body = "", f"<h1>{html.escape(title)}</h1>"
    if kind == "event":
        head = _json_script(_json_ld(payload, base_url), 'type="application/ld+json"')
        body = _event_body(payload, cls)
    elif found is not None:
        cards = "".join(_card(e, cls) for e in payload["events"])
        body += f'<section class="{cls["card"].split()[0]} event-list">{cards}</section>'
    document = (
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>'
        '<meta name="viewport" content="width=device-width, initial-scale=1"/>'
        f"<title>{html.escape(title)} · Luma</title>"
        f'<meta property="og:title" content="{html.escape(title)}"/>'
        f'<link rel="canonical" href="{base_url}/{html.escape(slug)}"/>{head}</head>'
        f'<body><div id="__next"><main>{body}</main></div>'
        f"{script}"
        "</body></html>"
    )
    return (404 if found is None else 200), document
