"""Any site publishing schema.org `Event` items as JSON-LD, as a `Source` (no data of its own).

Its learned functions (`jsonld` strategy) find item pages through the home page's listings
(followed by their "next" links), `sitemap.xml` and the search page, read each page's JSON-LD
(plain, list or `@graph` forms; `Event` and its subtypes) and filter in code. Discovery runs the
same crawl once and keeps what the items name: places (`addressLocality`, with their centre and
UTC offset), topics (`keywords`, the site's categories) and organizers.
"""

from __future__ import annotations

import re
import statistics
from collections import Counter, defaultdict
from importlib import resources
from typing import TYPE_CHECKING, Any

import httpx

from agentschool.exceptions import UserError
from agentschool.school.query import DataSource, Event, EventQuery, ExecutionPlan
from agentschool.school.sources.base import (
    Category,
    DiscoveryError,
    Organizer,
    Place,
    Vocabulary,
)

if TYPE_CHECKING:
    from agentschool.school.codegen import SourceShape

__all__ = ["JsonLdSource"]


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def _places(events: list[Event]) -> list[Place]:
    by_city: dict[str, list[Event]] = defaultdict(list)
    for event in events:
        if event.city:
            by_city[event.city].append(event)
    places = []
    for city, found in sorted(by_city.items(), key=lambda item: -len(item[1])):
        points = [
            (e.latitude, e.longitude)
            for e in found
            if e.latitude is not None and e.longitude is not None
        ]
        if not points:
            continue
        zone = Counter(e.timezone for e in found).most_common(1)[0][0]
        places.append(Place(_slug(city), city, zone,
                            round(statistics.fmean(p[0] for p in points), 4),
                            round(statistics.fmean(p[1] for p in points), 4)))  # fmt: skip
    return places


def _organizers(events: list[Event]) -> list[Organizer]:
    hosts: dict[str, dict[str, None]] = defaultdict(dict)
    for event in events:
        if event.calendar:
            hosts[event.calendar].update(dict.fromkeys(event.hosts[1:]))
    return [Organizer(name, _slug(name), tuple(found)) for name, found in sorted(hosts.items())]


class JsonLdSource:
    """A site whose pages carry schema.org `Event` JSON-LD (Eventbrite, Meetup, venues, ...)."""

    name = "jsonld"
    title = "schema.org"
    strategies: tuple[DataSource, ...] = ("jsonld",)
    example_urls = ("https://example.org", "https://example.org")

    def crawl(self, client: httpx.Client, base_url: str) -> list[Event]:
        """Every event the site publishes, through the generated `jsonld` code itself.

        Raises:
            DiscoveryError: Nothing found ("no schema.org items found at <url>; tried: ...").
        """
        from agentschool.school.codegen import SourceShape, generate  # codegen needs sources
        from agentschool.school.functions import call_module, load_module

        plan = ExecutionPlan(params=EventQuery(), data_source="jsonld")
        code = generate(plan, "jsonld", shape=SourceShape(source=self.name))
        module: Any = load_module(code.source, "jsonld_discovery")
        try:
            result = call_module(module, {}, api_url=base_url, web_url=base_url, client=client)
        except module.SourceError as exc:
            raise DiscoveryError(base_url, str(exc)) from exc
        except (httpx.HTTPError, ValueError) as exc:
            raise DiscoveryError(base_url, f"{type(exc).__name__}: {exc}") from exc
        return result.events

    def discover(self, client: httpx.Client, base_url: str) -> Vocabulary:
        """Places, topics and organizers named by the site's items.

        Raises:
            DiscoveryError: The site cannot be reached or publishes no schema.org items.
        """
        events = self.crawl(client, base_url.rstrip("/"))
        topics = sorted({topic for event in events for topic in event.categories})
        return Vocabulary(
            source=self.name,
            base_url=base_url.rstrip("/"),
            places=tuple(_places(events)),
            categories=tuple(Category(_slug(t), t) for t in topics),
            organizers=tuple(_organizers(events)),
        )

    def search_organizers(self, client: httpx.Client, base_url: str, name: str) -> list[Organizer]:
        """The organizers of the site's items (it has no organizer search of its own)."""
        return _organizers(self.crawl(client, base_url.rstrip("/")))

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
        """The same shape: the crawl assumes nothing about a site's layout beyond schema.org."""
        return shape

    def params(self, query: EventQuery) -> dict[str, str]:
        """None: the site has no query parameters; every filter is applied in code."""
        return {}

    def strategy_doc(self, strategy: DataSource) -> str:
        """One docstring line."""
        return "jsonld — home page listings (next links), sitemap.xml, search; item JSON-LD."

    def templates(self, strategy: DataSource) -> str:
        """`common` and `jsonld` under `sources/jsonld/templates/`.

        Raises:
            UserError: Any other strategy.
        """
        if strategy not in self.strategies:
            raise UserError(f"a JSON-LD site has only the 'jsonld' strategy, not {strategy!r}")
        files = resources.files("agentschool.school.sources.jsonld")
        return "".join(
            files.joinpath(f"templates/{n}.py.tmpl").read_text() for n in ("common", strategy)
        )
