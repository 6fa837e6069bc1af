"""Agent School's typed contract for event requests: what is asked, how, and what comes back.

`EventQuery` is the parameters of a request ("tech conferences in SF next month under $100");
`ExecutionPlan` says how a learned function will fetch them; `Event`/`EventSearchResult` are the
typed response every learned event function returns.
"""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

__all__ = [
    "DataSource",
    "Event",
    "EventQuery",
    "EventSearchResult",
    "ExecutionPlan",
    "PlanStepSpec",
]

DataSource = Literal["api", "page", "jsonld", "browser"]
"""How a function fetches its data: the JSON API, pages' `__NEXT_DATA__` or JSON-LD, a browser."""


_FALLBACKS: tuple[DataSource, ...] = ("page", "browser")


class EventQuery(BaseModel):
    """Parameters of an event search; every field is optional and combines with the others."""

    model_config = ConfigDict(extra="forbid")

    city: str | None = None
    """City slug as the source knows it (`sf`, `nyc`, `berkeley`, ...)."""
    latitude: float | None = Field(default=None, ge=-90, le=90)
    """Centre of a radius search."""
    longitude: float | None = Field(default=None, ge=-180, le=180)
    """Centre of a radius search."""
    radius_km: float | None = Field(default=None, gt=0)
    """Search radius in kilometres (miles are converted when parsed)."""
    category: str | None = None
    """Category slug (`tech`, `ai`, `hip-hop`, ...)."""
    keywords: list[str] = Field(default_factory=list[str])
    """Words that must appear in the event's name or description (case-insensitive)."""
    date_from: date | None = None
    """First day, inclusive, in the city's time zone."""
    date_to: date | None = None
    """Last day, inclusive, in the city's time zone."""
    max_price_usd: float | None = Field(default=None, ge=0)
    """Highest acceptable lowest ticket price; free events always pass."""
    free_only: bool = False
    """Only free events."""
    organizer: str | None = None
    """Host or calendar name that must match (case-insensitive substring)."""

    @model_validator(mode="after")
    def _check_ranges(self) -> EventQuery:
        if self.date_from and self.date_to and self.date_from > self.date_to:
            raise ValueError("date_from must not be after date_to")
        if (self.latitude is None) != (self.longitude is None):
            raise ValueError("latitude and longitude go together")
        return self


class PlanStepSpec(BaseModel):
    """One step of an execution plan, in words and by kind."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["resolve", "fetch", "paginate", "filter", "normalize", "validate"]
    """What the step does."""
    description: str
    """How, in a sentence."""


class ExecutionPlan(BaseModel):
    """How a request will be answered, before any code is written."""

    model_config = ConfigDict(extra="forbid")

    intent: Literal["search_events"] = "search_events"
    """What the request asks for (only event search is learned today)."""
    params: EventQuery
    """The request's parameters."""
    data_source: DataSource = "api"
    """The first strategy to try."""
    steps: list[PlanStepSpec] = Field(default_factory=list[PlanStepSpec])
    """The steps the workflow will take."""
    fallback_strategy: list[DataSource] = Field(default_factory=lambda: list(_FALLBACKS))
    """Strategies to fall back to, in order, when the first one fails."""
    estimated_duration_seconds: float = Field(default=2.0, ge=0)
    """Expected time for one call of the learned function."""


class Event(BaseModel):
    """One event as every learned event function returns it."""

    model_config = ConfigDict(extra="forbid")

    api_id: str
    """Source id (`evt-…`)."""
    name: str
    """Title."""
    url: str
    """Public page of the event."""
    start_at: str
    """Start, UTC ISO 8601."""
    end_at: str | None
    """End, UTC ISO 8601."""
    timezone: str
    """IANA time zone of the event."""
    city: str | None
    """City name."""
    address: str | None
    """Full address, or None when hidden or online."""
    latitude: float | None
    """Latitude, None when online."""
    longitude: float | None
    """Longitude, None when online."""
    price_usd: float | None
    """Lowest ticket price in USD; None when free."""
    price: float | None = None
    """Lowest ticket price in `currency`, as the source states it; None when free."""
    currency: str | None = None
    """ISO 4217 code of `price` (`USD`, `EUR`); None when free."""
    is_free: bool
    """No ticket costs anything."""
    is_sold_out: bool
    """No tickets left."""
    categories: list[str]
    """Category slugs."""
    hosts: list[str]
    """Host names."""
    calendar: str | None
    """Calendar (organizer) name."""
    guest_count: int
    """Registered guests."""


class EventSearchResult(BaseModel):
    """The response of a learned event function."""

    model_config = ConfigDict(extra="forbid")

    events: list[Event]
    """Matching events, soonest first, without duplicates."""
    source: DataSource
    """The strategy that produced them."""
