"""The schema.org fixture site: HTML pages whose item pages carry schema.org `Event` JSON-LD.

Unlike the Luma-faithful site: no JSON API, pagination by "next" links only, another URL scheme.

- `/`: the home page, linking "What's on" (`/whats-on`) and the search page (`/find`);
- `/whats-on`, `/whats-on/page/N`: 10 items a page, linked to `/event/<year>/<slug>`, with a
  `rel="next"` link while more remain;
- `/event/<year>/<slug>`: the item page; its JSON-LD is a plain object, an `@graph`, or a list
  (by item), the type `Event` or a subtype, offers as `Offer`, a list or `AggregateOffer`,
  keywords as a string or a list, online items with a `VirtualLocation`;
- `/sitemap.xml`: every item page (and the listings);
- `/find?q=words`: links to the items whose name, description or keywords hold every word
  (`?q=` lists them all; `/find` alone is the search form);
- `/about`: a page with no items.

`create_app(listing=False)` drops the home page's link to the listing, `sitemap=False` the
sitemap, `search=False` the search page; `empty=True` serves pages with no items at all.
"""

from __future__ import annotations

import html
import json
from datetime import UTC, datetime
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response
from starlette.routing import Route

from agentschool.testing.schema_site.data import SchemaItem, load_items

__all__ = ["PAGE_SIZE", "create_app", "json_ld"]

PAGE_SIZE = 10
"""Items per listing page."""
_TYPES = ("Event", "MusicEvent", "SocialEvent", "EducationEvent")


def _page(title: str, body: str, head: str = "") -> HTMLResponse:
    document = (
        f"<!doctype html><html><head><meta charset='utf-8'><title>{html.escape(title)}</title>"
        f"{head}</head><body><nav><a href='/'>Home</a> <a href='/about'>About</a></nav>"
        f"<main>{body}</main></body></html>"
    )
    return HTMLResponse(document)


def _offers(item: SchemaItem, index: int) -> Any:
    availability = "https://schema.org/" + ("SoldOut" if item.sold_out else "InStock")
    price = f"{item.price:.2f}"
    if index % 4 == 1 and item.price:
        return {"@type": "AggregateOffer", "lowPrice": price, "highPrice": f"{item.price * 2:.2f}",
                "priceCurrency": item.currency, "availability": availability}  # fmt: skip
    offer = {"@type": "Offer", "price": price, "priceCurrency": item.currency,
             "availability": availability, "url": item.path}  # fmt: skip
    return [offer] if index % 4 == 2 else offer


def _location(item: SchemaItem) -> dict[str, Any]:
    if item.city is None:
        return {"@type": "VirtualLocation", "url": f"https://meet.example/{item.slug}"}
    return {
        "@type": "Place",
        "name": item.venue,
        "address": {"@type": "PostalAddress", "streetAddress": item.street,
                    "addressLocality": item.city, "addressCountry": "EU"},
        "geo": {"@type": "GeoCoordinates", "latitude": item.latitude,
                "longitude": item.longitude},
    }  # fmt: skip


def json_ld(item: SchemaItem, index: int, base_url: str) -> Any:
    """The JSON-LD of an item page, in one of three forms (by `index`)."""
    mode = "Online" if item.city is None else "Offline"
    event: dict[str, Any] = {
        "@type": _TYPES[index % len(_TYPES)],
        "@id": f"{base_url}{item.path}#event",
        "name": item.name,
        "description": item.description,
        "url": f"{base_url}{item.path}",
        "startDate": item.start.isoformat(),
        "endDate": item.end.isoformat(),
        "eventStatus": "https://schema.org/EventScheduled",
        "eventAttendanceMode": f"https://schema.org/{mode}EventAttendanceMode",
        "location": _location(item),
        "offers": _offers(item, index),
        "isAccessibleForFree": item.price == 0,
        "organizer": {"@type": "Organization", "name": item.organizer},
        "keywords": ", ".join(item.keywords) if index % 2 else list(item.keywords),
    }
    if index % 3 == 1:
        page = {"@type": "WebPage", "@id": f"{base_url}{item.path}", "name": item.name}
        return {"@context": "https://schema.org", "@graph": [page, event]}
    if index % 3 == 2:
        crumbs = {
            "@context": "https://schema.org",
            "@type": "BreadcrumbList",
            "itemListElement": [{"@type": "ListItem", "position": 1, "name": "What's on"}],
        }
        return [crumbs, {"@context": "https://schema.org", **event}]  # fmt: skip
    return {"@context": "https://schema.org", **event}


def _links(items: list[SchemaItem]) -> str:
    return "".join(
        f"<li><a class='tile' href='{i.path}'>{html.escape(i.name)}</a></li>" for i in items
    )


async def _home(request: Request) -> Response:
    state = request.app.state
    links = ["<a href='/whats-on'>What's on</a>"] if state.listing else []
    links += ["<a href='/find'>Search events</a>"] if state.search else []
    return _page("Venues & Community", "<h1>Venues & Community</h1>" + " ".join(links))


async def _listing(request: Request) -> Response:
    number = int(request.path_params.get("number", 1))
    items: list[SchemaItem] = request.app.state.items
    chunk = items[(number - 1) * PAGE_SIZE : number * PAGE_SIZE]
    if number > 1 and not chunk:
        return HTMLResponse("not found", status_code=404)
    more = number * PAGE_SIZE < len(items)
    after = f"<a rel='next' href='/whats-on/page/{number + 1}'>Next page</a>" if more else ""
    return _page(f"What's on, page {number}", f"<ul>{_links(chunk)}</ul>{after}")


async def _item(request: Request) -> Response:
    items: list[SchemaItem] = request.app.state.items
    path = request.url.path
    found = next((n for n, item in enumerate(items) if item.path == path), None)
    if found is None:
        return HTMLResponse("not found", status_code=404)
    item = items[found]
    data = json.dumps(json_ld(item, found, str(request.base_url).rstrip("/")))
    head = f"<script type='application/ld+json'>{data}</script>"
    return _page(item.name, f"<h1>{html.escape(item.name)}</h1>", head)


async def _sitemap(request: Request) -> Response:
    if not request.app.state.sitemap:
        return HTMLResponse("not found", status_code=404)
    base = str(request.base_url).rstrip("/")
    paths = ["/whats-on", "/about", *(item.path for item in request.app.state.items)]
    urls = "".join(f"<url><loc>{base}{p}</loc></url>" for p in paths)
    namespace = "http://www.sitemaps.org/schemas/sitemap/0.9"
    xml = f"<?xml version='1.0' encoding='UTF-8'?><urlset xmlns='{namespace}'>{urls}</urlset>"
    return Response(xml, media_type="application/xml")


async def _find(request: Request) -> Response:
    if not request.app.state.search:
        return HTMLResponse("not found", status_code=404)
    words = request.query_params.get("q", "").lower().split()
    form = "<form action='/find'><input name='q'></form>"
    if "q" not in request.query_params:
        return _page("Search", form)
    items = [  # an empty query lists everything
        item for item in request.app.state.items
        if all(w in f"{item.name} {item.description} {' '.join(item.keywords)}".lower()
               for w in words)
    ]  # fmt: skip
    return _page("Search results", f"{form}<ul>{_links(items)}</ul>")


async def _about(request: Request) -> Response:
    return _page("About", "<p>Listings from venues and community groups.</p>")


def create_app(
    *,
    now: datetime | None = None,
    listing: bool = True,
    sitemap: bool = True,
    search: bool = True,
    empty: bool = False,
) -> Starlette:
    """Build the site (see the module docstring for the switches)."""
    app = Starlette(routes=[
        Route("/", _home),
        Route("/whats-on", _listing),
        Route("/whats-on/page/{number:int}", _listing),
        Route("/event/{year:int}/{slug:str}", _item),
        Route("/sitemap.xml", _sitemap),
        Route("/find", _find),
        Route("/about", _about),
    ])  # fmt: skip
    app.state.items = [] if empty else load_items(now)
    app.state.listing, app.state.sitemap, app.state.search = listing, sitemap, search
    app.state.now = (now or datetime(2026, 11, 20, 12, tzinfo=UTC)).astimezone(UTC)
    return app
