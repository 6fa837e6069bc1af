"""Workflow code generation: an `ExecutionPlan` becomes the Python source of a typed function.

The code is assembled from reviewed templates (`school/templates/*.py.tmpl`): a common part (the
`Request` model with exactly the parameters the plan uses, the `Event`/`EventSearchResult`
models, normalization and the filters the source lacks) plus one strategy:

- `api`: Luma's JSON API via httpx (`/url` to resolve a city, `/discover/get-paginated-events`
  with cursor pagination, `/event/get` for categories and descriptions);
- `page`: the `__NEXT_DATA__` JSON of city, category, calendar and event pages;
- `jsonld`: the same listing pages for the event links, then each event page's schema.org
  `Event` JSON-LD (the fallback when event pages' `__NEXT_DATA__` moves or disappears);
- `browser`: Playwright on Debian Chromium (`/usr/bin/chromium`, headless, realistic user agent
  and viewport, network-idle waits, retries, HTML and screenshot captured on failure), scraping
  the listing's `a.content-card` cards, then each event page.

What a version knows about the source's *shape* (list key, time keys, page data path, card
class) is a `SourceShape`, baked into the module as `SHAPE`; healing regenerates with a new one.
Request *values* are never baked in: they are arguments of `run(request, *, api_url, web_url,
client=None)`. Generating is deterministic and uses no model (0 LLM tokens).
"""

from __future__ import annotations

import hashlib
import json
import textwrap
from dataclasses import asdict, dataclass, field, replace
from datetime import date
from importlib import resources
from typing import Any

from agentschool.school.query import DataSource, EventQuery, ExecutionPlan

__all__ = [
    "DEFAULT_TIMEOUT_SECONDS",
    "GeneratedCode",
    "SourceShape",
    "generate",
    "template_key",
    "template_params",
]

DEFAULT_TIMEOUT_SECONDS = 10.0
"""Per-request timeout of a first version (healing raises it after a timeout)."""

_FIELD_SPECS: dict[str, tuple[str, str]] = {
    "city": ("str", "City slug as Luma knows it (`sf`, `nyc`, ...)."),
    "latitude": ("float = Field(ge=-90, le=90", "Latitude of the search centre."),
    "longitude": ("float = Field(ge=-180, le=180", "Longitude of the search centre."),
    "radius_km": ("float = Field(gt=0", "Search radius in kilometres."),
    "category": ("str", "Category slug (`tech`, `ai`, ...)."),
    "keywords": ("list[str]", "Words required in the name or description."),
    "date_from": ("date", "First day, inclusive, in the event's time zone."),
    "date_to": ("date", "Last day, inclusive, in the event's time zone."),
    "max_price_usd": ("float = Field(ge=0", "Highest lowest-ticket price, USD."),
    "free_only": ("bool = Field(default=True", "Only free events."),
    "organizer": ("str", "Calendar or host name (substring)."),
}
_LISTING_STRATEGIES = ("page", "jsonld")
"""Strategies that find events on the listing pages' `__NEXT_DATA__` (`listing.py.tmpl`)."""
_STRATEGY_DOC = {
    "api": "api — Luma's JSON API via httpx, cursor pagination, details from /event/get.",
    "page": "page — __NEXT_DATA__ of the city/category page, then of each event page.",
    "jsonld": "jsonld — listing pages' __NEXT_DATA__, then each event page's JSON-LD Event.",
    "browser": "browser — Playwright on Debian Chromium, a.content-card cards, event pages.",
}


@dataclass(frozen=True)
class SourceShape:
    """What a version assumes about the source's data layout (healing changes it)."""

    list_key: str = "entries"
    """Key of the entries list in an API listing."""
    start_key: str = "start_at"
    """Key of an event's start time."""
    end_key: str = "end_at"
    """Key of an event's end time."""
    data_path: tuple[str, ...] = ("props", "pageProps", "initialData", "data")
    """Path of the page data inside `__NEXT_DATA__`."""
    card_class: str = "content-card"
    """Class of the event cards on listing pages."""

    def to_json(self) -> dict[str, Any]:
        """The shape as the JSON object stored with a version."""
        data = asdict(self)
        data["data_path"] = list(self.data_path)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SourceShape:
        """Inverse of `to_json`."""
        return cls(**{**data, "data_path": tuple(data.get("data_path", cls.data_path))})


@dataclass(frozen=True)
class GeneratedCode:
    """The source of one learned-function version, with what it was generated from."""

    name: str
    """Function name, derived from the template (`search_events_by_category_city`)."""
    template: str
    """Cache key: intent + parameter names (`search_events(category,city)`)."""
    strategy: DataSource
    """Data source the code uses."""
    params: tuple[str, ...]
    """The `Request` fields (sorted)."""
    source: str
    """The Python module."""
    shape: SourceShape = field(default_factory=SourceShape)
    """Source shape baked into the module."""
    timeout_seconds: float = DEFAULT_TIMEOUT_SECONDS
    """Per-request timeout baked into the module."""

    def with_source(self, source: str) -> GeneratedCode:
        """A copy with other source text (used to test the checks on altered code)."""
        return replace(self, source=source)


def template_params(query: EventQuery) -> tuple[str, ...]:
    """The parameter names a request uses (set to something other than the default), sorted."""
    return tuple(sorted(query.model_dump(exclude_defaults=True)))


def template_key(plan: ExecutionPlan) -> str:
    """The registry cache key of a plan: its intent and parameter names, never their values."""
    return f"{plan.intent}({','.join(template_params(plan.params))})"


def _function_name(intent: str, params: tuple[str, ...]) -> str:
    name = f"{intent}_by_{'_'.join(params)}" if params else f"{intent}_all"
    if len(name) > 64:
        digest = hashlib.sha256(name.encode()).hexdigest()[:8]
        name = f"{name[:55]}_{digest}"
    return name


def _request_fields(params: tuple[str, ...]) -> str:
    lines = []
    for name in params:
        annotation, doc = _FIELD_SPECS[name]
        if "= Field(" in annotation:
            kind, _, args = annotation.partition(" = Field(")
            lines.append(f"    {name}: {kind} = Field({args}, description={doc!r})")
        else:
            lines.append(f"    {name}: {annotation} = Field(description={doc!r})")
    return "\n".join(lines) + "\n"


def _example_args(query: EventQuery) -> str:
    """The example's arguments, one per doctest continuation line."""
    lines = []
    for name, value in query.model_dump(exclude_defaults=True).items():
        shown = (
            f"date({value.year}, {value.month}, {value.day})"
            if isinstance(value, date)
            else (repr(value))
        )
        lines.append(f"\n    ...     {name}={shown},")
    return "".join(lines) + ("\n    ... " if lines else "")


def _quoted(text: str) -> str:
    """The request as docstring text: JSON-quoted, backslashes doubled, wrapped, indented.

    Every inner quote stays behind a backslash, so the text can never close the docstring.
    """
    escaped = json.dumps(text, ensure_ascii=False).replace("\\", "\\\\")
    return textwrap.fill(escaped, 96, initial_indent="    ", subsequent_indent="    ")


def _template(name: str) -> str:
    return resources.files("agentschool.school").joinpath(f"templates/{name}.py.tmpl").read_text()


def generate(
    plan: ExecutionPlan,
    strategy: DataSource | None = None,
    *,
    shape: SourceShape | None = None,
    timeout_seconds: float = DEFAULT_TIMEOUT_SECONDS,
    request_text: str = "",
) -> GeneratedCode:
    """Generate the module of a learned function for `plan`.

    Args:
        plan: The execution plan (its params decide the `Request` fields, never their values).
        strategy: Data source to generate for; `plan.data_source` when None.
        shape: The source shape to read; Luma's current one when None.
        timeout_seconds: Per-request timeout baked into the code.
        request_text: The natural-language request, quoted in the docstring.

    Returns:
        The generated code.
    """
    strategy = strategy or plan.data_source
    shape = shape or SourceShape()
    params = template_params(plan.params)
    summary = "Search Luma events" + (f" by {', '.join(params)}." if params else ".")
    if len(summary) > 96:
        summary = f"Search Luma events by {len(params)} parameters (see `Request`)."
    listing = _template("listing") if strategy in _LISTING_STRATEGIES else ""
    source = _template("common") + listing + _template(strategy)
    replacements = {
        "__SUMMARY__": summary,
        "__EXAMPLE_TEXT__": _quoted(request_text or "(built from a plan)"),
        "__STRATEGY_DOC__": _STRATEGY_DOC[strategy],
        "__EXAMPLE_ARGS__": _example_args(plan.params),
        "__STRATEGY__": strategy,
        "__SHAPE__": json.dumps(shape.to_json(), indent=4),
        "__TIMEOUT__": repr(float(timeout_seconds)),
        "__REQUEST_FIELDS__": _request_fields(params),
    }
    for marker, value in replacements.items():
        source = source.replace(marker, value)
    if strategy != "api":
        source = source.replace("import time\n", "")
    if strategy == "browser":
        source = source.replace("import httpx\n", "")
    return GeneratedCode(
        name=_function_name(plan.intent, params),
        template=template_key(plan),
        strategy=strategy,
        params=params,
        source=source,
        shape=shape,
        timeout_seconds=timeout_seconds,
    )
