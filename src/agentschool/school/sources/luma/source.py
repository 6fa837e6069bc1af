"""Luma as a `Source`: its endpoints, page shapes and code templates (no data).

Discovery asks Luma what it knows: `/discover/get-places` (places, time zones, centres),
`/discover/category/list-categories` (category slugs and names) and, per place, a walk of
`/discover/get-paginated-events` (organizers and their hosts; the municipalities and
neighbourhoods the place's events name, each at its most common coordinate).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import replace
from importlib import resources
from typing import TYPE_CHECKING, Any

import httpx

from agentschool.exceptions import UserError
from agentschool.school.query import DataSource, EventQuery
from agentschool.school.sources.base import (
    Area,
    Category,
    DiscoveryError,
    Organizer,
    Place,
    Vocabulary,
)

if TYPE_CHECKING:
    from agentschool.school.codegen import SourceShape

__all__ = ["LumaSource"]

_PAGES_PER_PLACE = 8
"""Listing pages (50 events each) walked per place to find its areas and organizers."""
_MAX_PAGES = 200
"""Listing pages walked in all."""
_DOC: dict[DataSource, str] = {
    "api": "api — Luma's JSON API via httpx, cursor pagination, details from /event/get.",
    "page": "page — __NEXT_DATA__ of the city/category page, then of each event page.",
    "jsonld": "jsonld — listing pages' __NEXT_DATA__, then each event page's JSON-LD Event.",
    "browser": "browser — Playwright on Debian Chromium, a.content-card cards, event pages.",
}


def _get(client: httpx.Client, url: str, params: dict[str, Any] | None = None) -> Any:
    try:
        response = client.get(url, params=params, timeout=15.0)
    except httpx.HTTPError as exc:
        raise DiscoveryError(url, f"{type(exc).__name__}: {exc}") from exc
    if response.status_code != 200:
        raise DiscoveryError(url, f"answered {response.status_code}")
    try:
        return response.json()
    except ValueError as exc:
        raise DiscoveryError(url, "answered something that is not JSON") from exc


def _places(data: Any) -> list[tuple[str, Place]]:
    """(api_id, place) of every place listed."""
    places = []
    for entry in data.get("entries") or []:
        place = entry.get("place") or entry
        point = place.get("coordinate") or {}
        if not place.get("slug") or point.get("latitude") is None:
            continue
        places.append((str(place.get("api_id") or place["slug"]), Place(
            str(place["slug"]), str(place.get("name") or place["slug"]),
            str(place.get("timezone") or "UTC"), float(point["latitude"]),
            float(point["longitude"]),
        )))  # fmt: skip
    return places


def _categories(data: Any) -> list[Category]:
    found = []
    for entry in data.get("entries") or []:
        category = entry.get("category") or entry
        if category.get("slug"):
            found.append(Category(str(category["slug"]), str(category.get("name") or "")))
    return found


def _walk(client: httpx.Client, api_url: str, place_id: str, pages: int) -> list[dict[str, Any]]:
    """The first `pages` listing pages of a place."""
    entries: list[dict[str, Any]] = []
    cursor = None
    for _ in range(pages):
        params: dict[str, Any] = {"pagination_limit": 50, "discover_place_api_id": place_id}
        if cursor:
            params["pagination_cursor"] = cursor
        page = _get(client, f"{api_url}/discover/get-paginated-events", params)
        entries += [e for e in page.get("entries") or [] if isinstance(e, dict)]
        cursor = page.get("next_cursor")
        if not page.get("has_more") or not cursor:
            break
    return entries


def _organizers(entries: list[dict[str, Any]]) -> list[Organizer]:
    hosts: dict[tuple[str, str], dict[str, None]] = defaultdict(dict)
    for entry in entries:
        calendar = entry.get("calendar") or {}
        if not calendar.get("name"):
            continue
        key = (str(calendar["name"]), str(calendar.get("slug") or ""))
        for host in entry.get("hosts") or []:
            if host.get("name"):
                hosts[key][str(host["name"])] = None
    return [Organizer(name, slug, tuple(names)) for (name, slug), names in sorted(hosts.items())]


def _with_areas(place: Place, entries: list[dict[str, Any]]) -> Place:
    """The place with the municipalities and neighbourhoods its events name."""
    spots: dict[tuple[str, str], Counter[tuple[float, float]]] = defaultdict(Counter)
    for entry in entries:
        event = entry.get("event") or {}
        info, point = event.get("geo_address_info") or {}, event.get("coordinate") or {}
        if point.get("latitude") is None:
            continue
        where = (round(float(point["latitude"]), 4), round(float(point["longitude"]), 4))
        if info.get("sublocality"):
            spots[("neighbourhood", str(info["sublocality"]))][where] += 1
        if info.get("city"):
            spots[("municipality", str(info["city"]))][where] += 1
    areas: list[Area] = []
    for (kind, name), points in sorted(spots.items()):
        (lat, lon), _ = points.most_common(1)[0]  # blurred addresses are rarer than exact ones
        if kind == "municipality" and name.lower() == place.name.lower():
            continue  # the place itself
        areas.append(
            Area(name, lat, lon, "municipality" if kind == "municipality" else "neighbourhood")
        )
    return replace(place, areas=tuple(areas))


class LumaSource:
    """Luma (lu.ma) and sites speaking its API and page formats."""

    name = "luma"
    title = "Luma"
    strategies: tuple[DataSource, ...] = ("api", "page", "jsonld", "browser")
    example_urls = ("https://api.lu.ma", "https://lu.ma")

    def discover(self, client: httpx.Client, base_url: str) -> Vocabulary:
        """Places, categories, organizers and areas from Luma's own endpoints.

        Raises:
            DiscoveryError: An endpoint is unreachable or the site lists no place.
        """
        api_url = base_url.rstrip("/")
        listed = _places(_get(client, f"{api_url}/discover/get-places"))
        if not listed:
            raise DiscoveryError(api_url, "/discover/get-places lists no place")
        categories = _categories(_get(client, f"{api_url}/discover/category/list-categories"))
        pages = max(1, min(_PAGES_PER_PLACE, _MAX_PAGES // len(listed)))
        places, entries = [], []
        for api_id, place in listed:
            found = _walk(client, api_url, api_id, pages)
            places.append(_with_areas(place, found))
            entries += found
        return Vocabulary(
            source=self.name,
            base_url=api_url,
            places=tuple(places),
            categories=tuple(categories),
            organizers=tuple(_organizers(entries)),
        )

    def search_organizers(self, client: httpx.Client, base_url: str, name: str) -> list[Organizer]:
        """Calendars Luma's `/search/get-results` finds for `name`."""
        found = _get(client, f"{base_url.rstrip('/')}/search/get-results", {"query": name})
        return [
            Organizer(str(c["name"]), str(c.get("slug") or ""))
            for c in found.get("calendars") or []
            if isinstance(c, dict) and c.get("name")
        ]

    def diagnose(
        self,
        strategy: DataSource,
        shape: SourceShape,
        *,
        api_url: str,
        web_url: str,
        transport: httpx.BaseTransport | None,
        timeout: float,
    ) -> SourceShape:
        """Luma's current list key, time keys, page data path or card class (`school.diagnose`).

        Raises:
            DiagnosisError: Luma refuses the strategy or its answer cannot be recognized.
        """
        from agentschool.school.diagnose import diagnose  # it reads codegen, which reads us

        return diagnose(strategy, shape, api_url=api_url, web_url=web_url,
                        transport=transport, timeout=timeout)  # fmt: skip

    def params(self, query: EventQuery) -> dict[str, str]:
        """Luma's listing parameters for a query (the rest is filtered in code)."""
        found: dict[str, str] = {}
        if query.city:
            found["discover_place_api_id"] = f"place `{query.city}` resolved by /url"
        if query.latitude is not None:
            found["geo_latitude,geo_longitude"] = f"{query.latitude},{query.longitude}"
        if query.category:
            found["discover_category_api_id"] = f"category `{query.category}` resolved by /url"
        return found

    def strategy_doc(self, strategy: DataSource) -> str:
        """One docstring line per strategy."""
        return _DOC[strategy]

    def templates(self, strategy: DataSource) -> str:
        """`common`, then `listing` for the page-reading strategies, then the strategy's own.

        Raises:
            UserError: Luma has no such strategy.
        """
        if strategy not in self.strategies:
            raise UserError(f"Luma has no {strategy!r} strategy; it has {self.strategies}")
        files = resources.files("agentschool.school.sources.luma")
        names = ["common", *(["listing"] if strategy in ("page", "jsonld") else []), strategy]
        return "".join(files.joinpath(f"templates/{n}.py.tmpl").read_text() for n in names)
