"""The steps, fallbacks and time estimate of an `ExecutionPlan`, derived from its parameters.

Steps are written by code, never taken from a model: they follow from the query (what the source
can select on, what must be filtered in code) and the strategy, so they are always consistent.
"""

from __future__ import annotations

from typing import Any

from agentschool.school.query import DataSource, EventQuery, ExecutionPlan, PlanStepSpec

__all__ = ["STRATEGY_ORDER", "build_plan", "code_filters"]

STRATEGY_ORDER: tuple[DataSource, ...] = ("api", "page", "browser")
"""Strategies from fastest and most stable to slowest; fallbacks keep this order.

`jsonld` is not among a plan's fallbacks: it reads what `page` reads plus event pages' JSON-LD,
so it only helps once event pages lose `__NEXT_DATA__`, and healing tries it then.
"""

_ESTIMATE_SECONDS: dict[DataSource, float] = {
    "api": 2.0,
    "page": 4.0,
    "jsonld": 4.0,
    "browser": 12.0,
}
_FETCH: dict[DataSource, str] = {
    "api": "GET /discover/get-paginated-events",
    "page": "Load the listing page and read its __NEXT_DATA__ JSON",
    "jsonld": "Load the listing page's __NEXT_DATA__, then each event page's JSON-LD Event",
    "browser": "Open the listing page in headless Chromium and read the rendered event cards",
}


def _listing(query: EventQuery) -> str:
    by = [f"place `{query.city}`"] if query.city else []
    if query.latitude is not None:
        by.append(f"geo {query.latitude},{query.longitude}")
    if query.category:
        by.append(f"category `{query.category}`")
    return " and ".join(by) or "the discover listing"


def code_filters(query: EventQuery) -> list[str]:
    """The filters the source cannot apply, so the workflow applies them in code, in words."""
    filters: dict[str, Any] = {
        "dates": query.date_from and f"{query.date_from}..{query.date_to} local",
        "radius": query.radius_km and f"{query.radius_km} km",
        "price": query.max_price_usd is not None and f"<= ${query.max_price_usd:g}",
        "free only": query.free_only,
        "keywords": query.keywords and ", ".join(query.keywords),
        "organizer": query.organizer,
    }
    return [
        name if value is True else f"{name} {value}" for name, value in filters.items() if value
    ]


def build_plan(query: EventQuery, data_source: DataSource = "api") -> ExecutionPlan:
    """The `ExecutionPlan` for a query: steps, first strategy, fallbacks and estimate.

    Args:
        query: The request's parameters.
        data_source: The first strategy to try; the others follow as fallbacks.
    """
    listing = _listing(query)
    steps = [
        PlanStepSpec(kind="resolve", description=f"Resolve {listing} to source ids"),
        PlanStepSpec(kind="fetch", description=f"{_FETCH[data_source]} for {listing}"),
        PlanStepSpec(
            kind="paginate",
            description="Follow the cursor while more pages remain; drop events already seen",
        ),
    ]
    if filters := code_filters(query):
        steps.append(PlanStepSpec(kind="filter", description="In code: " + "; ".join(filters)))
    steps += [
        PlanStepSpec(
            kind="normalize",
            description="Map each entry to Event (USD price, hosts, calendar, categories)",
        ),
        PlanStepSpec(
            kind="validate", description="Check every event against the query and the schema"
        ),
    ]
    return ExecutionPlan(
        params=query,
        data_source=data_source,
        steps=steps,
        fallback_strategy=[s for s in STRATEGY_ORDER if s != data_source],
        estimated_duration_seconds=_ESTIMATE_SECONDS[data_source],
    )
