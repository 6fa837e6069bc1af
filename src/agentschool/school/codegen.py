"""Workflow code generation: an `ExecutionPlan` becomes the Python source of a typed function.

The code is assembled from reviewed templates that the source provides (`Source.template`): a
common part (the `Request` model with exactly the parameters the plan uses, the
`Event`/`EventSearchResult` models, normalization and the filters the source lacks) plus one
strategy (`api`, `page`, `jsonld`, `browser`; each source's package documents what its
templates read).

What a version knows about the source's *shape* (list key, time keys, page data path, card
class) is a `SourceShape`, baked into the module as `SHAPE`; healing regenerates with a new one.
Request *values* are never baked in: they are arguments of `run(request, *, api_url, web_url,
client=None)`. Generating is deterministic and uses no model (0 LLM tokens).
"""

from __future__ import annotations

import hashlib
import json
import re
import textwrap
from dataclasses import asdict, dataclass, field, replace
from datetime import date
from importlib import resources
from typing import Any

from agentschool.school.query import DataSource, EventQuery, ExecutionPlan
from agentschool.school.sources import DEFAULT_SOURCE, get_source

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
    "city": ("str", "Place slug as the source knows it (`sf`, `nyc`, ...)."),
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
_HEADER = resources.files("agentschool.school").joinpath("templates/header.py.tmpl").read_text()
"""The part every source's code starts with: docstring, imports, `Request`, `Event`, result."""


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
    source: str = DEFAULT_SOURCE
    """Name of the source (`sources.SOURCES`) whose templates the version was generated from."""
    base_url: str = ""
    """The site a single-site source's version reads (`learn --source URL`); empty: the
    source's URLs from the settings."""

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


def _site(shape: SourceShape | None) -> str:
    """`example_org` for a version bound to one site; empty for the configured source."""
    if shape is None or not shape.base_url:
        return ""
    return re.sub(r"[^a-z0-9]+", "_", shape.base_url.split("://", 1)[-1].lower()).strip("_")


def template_key(plan: ExecutionPlan, shape: SourceShape | None = None) -> str:
    """The registry cache key of a plan: its intent and parameter names, never their values.

    A version bound to one site (`learn --source URL`) has that site in its key too, so a
    function learned for one site never answers for another.
    """
    key = f"{plan.intent}({','.join(template_params(plan.params))})"
    return f"{key}@{shape.source}:{shape.base_url}" if shape and shape.base_url else key


def _function_name(intent: str, params: tuple[str, ...], site: str = "") -> str:
    name = f"{intent}_by_{'_'.join(params)}" if params else f"{intent}_all"
    name = f"{site}_{name}" if site else name
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
        shape: The source shape to read (and, by `shape.source`, the source whose templates
            are used); the default source's current one when None.
        timeout_seconds: Per-request timeout baked into the code.
        request_text: The natural-language request, quoted in the docstring.

    Returns:
        The generated code.
    """
    strategy = strategy or plan.data_source
    shape = shape or SourceShape()
    kind = get_source(shape.source)
    params = template_params(plan.params)
    summary = f"Search {kind.title} events" + (f" by {', '.join(params)}." if params else ".")
    if len(summary) > 96:
        summary = f"Search {kind.title} events by {len(params)} parameters (see `Request`)."
    source = _HEADER + kind.templates(strategy)
    replacements = {
        "__SUMMARY__": summary,
        "__EXAMPLE_TEXT__": _quoted(request_text or "(built from a plan)"),
        "__STRATEGY_DOC__": kind.strategy_doc(strategy),
        "__EXAMPLE_URLS__": f"api_url={kind.example_urls[0]!r}, web_url={kind.example_urls[1]!r}",
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
        name=_function_name(plan.intent, params, _site(shape)),
        template=template_key(plan, shape),
        strategy=strategy,
        params=params,
        source=source,
        shape=shape,
        timeout_seconds=timeout_seconds,
    )
