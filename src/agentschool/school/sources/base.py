"""The `Source` protocol and the `Vocabulary` a source publishes.

The school core (intent, codegen, checks, registry, heal, verify) names no source. It asks a
`Source` for what the source knows (`discover` → `Vocabulary`: places with their areas and time
zones, categories, organizers), which strategies it supports, how a request maps onto its
parameters, and the templates its code is generated from. Vocabularies are discovered through
the source's own endpoints at plan time and cached per base URL (`school.discovery`).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Literal, Protocol

import httpx

from agentschool.exceptions import ToolError
from agentschool.school.query import DataSource, EventQuery

if TYPE_CHECKING:
    from agentschool.school.codegen import SourceShape

__all__ = [
    "Area",
    "Category",
    "DiscoveryError",
    "Organizer",
    "Place",
    "Source",
    "Vocabulary",
]


class DiscoveryError(ToolError):
    """The source could not be reached, or answered nothing usable, while discovering.

    Attributes:
        url: The URL that failed (an endpoint of the source, or its base URL).
        reason: What went wrong.
    """

    def __init__(self, url: str, reason: str) -> None:
        self.url = url
        self.reason = reason
        super().__init__(f"cannot discover what the source knows: {url} {reason}")


@dataclass(frozen=True)
class Area:
    """A municipality or neighbourhood inside a place, with its own centre."""

    name: str
    """As the source writes it ("Oakland", "Mission")."""
    latitude: float
    """Centre."""
    longitude: float
    """Centre."""
    kind: Literal["municipality", "neighbourhood"] = "neighbourhood"
    """A municipality the source files under a bigger place, or a neighbourhood."""


@dataclass(frozen=True)
class Place:
    """A place the source lists events for."""

    slug: str
    """The source's id for it in requests (`sf`, `seattle`)."""
    name: str
    """Display name."""
    timezone: str
    """IANA time zone."""
    latitude: float
    """Centre."""
    longitude: float
    """Centre."""
    areas: tuple[Area, ...] = ()
    """Municipalities and neighbourhoods seen in its events."""


@dataclass(frozen=True)
class Category:
    """A category the source files events under."""

    slug: str
    """The source's slug (`food-drink`, `food`)."""
    name: str
    """Display name ("Food & Drink")."""


@dataclass(frozen=True)
class Organizer:
    """An organizer (calendar, group, venue) with the hosts seen on its events."""

    name: str
    """Display name."""
    slug: str = ""
    """The source's slug, when it has one."""
    hosts: tuple[str, ...] = ()
    """People or accounts hosting its events."""


@dataclass(frozen=True)
class Vocabulary:
    """What one source knows, as discovered from it."""

    source: str
    """The source's name (`Source.name`)."""
    base_url: str
    """Where it was discovered."""
    places: tuple[Place, ...] = ()
    """Places, as the source lists them."""
    categories: tuple[Category, ...] = ()
    """Categories."""
    organizers: tuple[Organizer, ...] = ()
    """Organizers seen in its listings."""
    fetched_at: datetime = field(default_factory=lambda: datetime.now(UTC), compare=False)
    """When it was discovered."""

    def to_json(self) -> dict[str, Any]:
        """A JSON object (the registry caches this)."""
        data = asdict(self)
        data["fetched_at"] = self.fetched_at.isoformat()
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Vocabulary:
        """Inverse of `to_json`."""
        places = tuple(
            Place(**{**p, "areas": tuple(Area(**a) for a in p.get("areas", ()))})
            for p in data.get("places", ())
        )
        return cls(
            source=data["source"],
            base_url=data["base_url"],
            places=places,
            categories=tuple(Category(**c) for c in data.get("categories", ())),
            organizers=tuple(
                Organizer(**{**o, "hosts": tuple(o.get("hosts", ()))})
                for o in data.get("organizers", ())
            ),
            fetched_at=datetime.fromisoformat(data["fetched_at"]),
        )


class Source(Protocol):
    """A kind of data source Agent School learns functions against."""

    name: str
    """Short id (`luma`, `jsonld`); stored with each function version."""
    title: str
    """How generated docstrings name it ("Luma")."""
    strategies: tuple[DataSource, ...]
    """Strategies it supports, fastest and most stable first (the plan's fallback order)."""
    example_urls: tuple[str, str]
    """(api_url, web_url) shown in generated docstrings' examples."""

    def discover(self, client: httpx.Client, base_url: str) -> Vocabulary:
        """Discover the source's vocabulary through its own endpoints.

        Raises:
            DiscoveryError: The source cannot be reached or answers nothing usable.
        """
        ...

    def search_organizers(self, client: httpx.Client, base_url: str, name: str) -> list[Organizer]:
        """Organizers the source's own search finds for `name` (beyond the discovered ones).

        Raises:
            DiscoveryError: The source cannot be reached.
        """
        ...

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
        """The shape the source has now for `strategy` (healing regenerates for it).

        Raises:
            DiagnosisError: The source refuses the strategy or cannot be recognized.
        """
        ...

    def params(self, query: EventQuery) -> dict[str, str]:
        """How a query maps onto the source's own listing parameters, in words (for plans)."""
        ...

    def strategy_doc(self, strategy: DataSource) -> str:
        """One line on how a strategy reads the source (for generated docstrings)."""
        ...

    def templates(self, strategy: DataSource) -> str:
        """The code of a strategy, from the source's templates (after the shared header).

        Raises:
            UserError: The source has no such strategy.
        """
        ...
