"""Request → `ExecutionPlan`: a deterministic parser, and model planning reconciled with it.

`parse_request` understands common phrasings offline against what the source knows (its
`Vocabulary`, discovered from it; see `school.lexicon`): a place of the source or coordinates, a
radius (miles are converted to km), the source's categories and keywords, dates resolved against
"now" in the place's time zone, a price cap or "free", and an organizer. `plan_request` also asks a
model for the plan under the `ExecutionPlan` JSON Schema and reconciles the two (see
`reconcile`). Requests that cannot be planned raise `CannotPlan` with the reason.
"""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

from agentschool.exceptions import UserError
from agentschool.models.base import Model
from agentschool.school.dates import mentions_past, resolve_dates
from agentschool.school.lexicon import Lexicon, PlaceMatch, lexicon_for
from agentschool.school.model_planning import PLAN_SCHEMA, propose_plan, reconcile
from agentschool.school.plan_steps import build_plan
from agentschool.school.query import DataSource, EventQuery, ExecutionPlan
from agentschool.school.sources.base import Vocabulary

__all__ = [
    "PLAN_SCHEMA",
    "CannotPlan",
    "ParsedRequest",
    "UnknownPlace",
    "parse_request",
    "plan_request",
    "propose_plan",
    "read_request",
]


MILE_KM = 1.609344
"""Kilometres in a statute mile."""
_EXAMPLE = "e.g. 'tech events in SF this weekend under $50'"


class CannotPlan(UserError):
    """The request cannot be turned into an event search.

    Attributes:
        reason: Why, in a sentence the user can act on.
    """

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(f"cannot plan this request: {reason}")


class UnknownPlace(CannotPlan):
    """The request names a place the source does not know, or needs a place it does not name.

    Attributes:
        place: The place as written, or None when a radius or "near me" had no centre.
        closest: `slug (Name)` of the source's places most like it (all of them, up to 5,
            when no place was written).
    """

    def __init__(self, place: str | None, lexicon: Lexicon) -> None:
        self.place = place
        self.closest = lexicon.closest_places(place or "")
        what = f"the source knows no place {place!r}" if place else "no place to search around"
        super().__init__(
            f"{what}; closest places it has: {', '.join(self.closest) or 'none'}; "
            "or give coordinates, e.g. 'within 5 km of 37.77,-122.42'"
        )


@dataclass
class ParsedRequest:
    """What the parser read, and which of it was stated explicitly."""

    query: EventQuery
    """The parameters."""
    data_source: DataSource | None = None
    """The strategy the request asked for ("using the browser"), if any."""
    explicit: set[str] = field(default_factory=set[str])
    """EventQuery fields the text stated (the parser is sure of them)."""


class _Scan:
    """The request with each understood phrase blanked out, so later rules do not re-read it."""

    def __init__(self, text: str, lexicon: Lexicon) -> None:
        self.text = text
        self.work = text
        self.lex = lexicon

    def take(self, match: re.Match[str] | tuple[int, int]) -> None:
        start, end = match.span() if isinstance(match, re.Match) else match
        self.work = self.work[:start] + " " * (end - start) + self.work[end:]


_ACTION = re.compile(
    r"^(?:please\s+|can\s+you\s+|could\s+you\s+|help\s+me\s+|i\s+want\s+to\s+|i'd\s+like\s+to\s+)?"
    r"(book|buy|purchase|reserve|register|sign\s+me\s+up|rsvp|cancel|sell|refund)\b"
    # "book events", "book clubs": a noun before an event noun, not the verb
    r"(?!\s+(?:events?|clubs?|fairs?|festivals?|readings?|signings?|launch(?:es)?)\b)",
    re.IGNORECASE,
)
# "what is machine learning" asks about a topic: such a question must name events or a host.
_QUESTION = re.compile(
    r"^(?:what|who)(?:'s|\s+(?:is|are|was|were))\b",
    re.IGNORECASE,
)
_ORG_STOP = (
    r"(?=\s+(?:in|on|at|near|around|within|under|below|over|for|this|next|today|tonight|"
    r"tomorrow|between|from|during|that|which|with|and|or|before|after|about)\b|[,.;!?]|\s*$)"
)
_ORG_EXPLICIT = re.compile(
    r"\b(?:(?:hosted|organi[sz]ed|run|put\s+on|thrown|presented)\s+by|by|from)\s+(?:the\s+)?"
    r"(?:(?:organi[sz]ation|organi[sz]er|org|calendar|host|group|community)\s+)"
    r"(?P<org>[^,.;!?\s][^,.;!?]*?)"
    + _ORG_STOP
    + r"|\b(?:hosted|organi[sz]ed|run|put\s+on|thrown|presented)\s+by\s+(?:the\s+)?"
    r"(?P<org2>[^,.;!?\s][^,.;!?]*?)" + _ORG_STOP,
    re.IGNORECASE,
)
_SOURCE = re.compile(
    r"\b(?:via|using|with|through|from|on)\s+(?:a\s+|the\s+)?(?:real\s+|headless\s+)?"
    r"(?P<s>browser|playwright|chromium|json-?ld|web\s+pages?|pages?|html|json\s+api|api)\b",
    re.IGNORECASE,
)
_COORDS = re.compile(r"(?<![\d.])(?P<lat>-?\d{1,2}\.\d+)\s*,\s*(?P<lon>-?\d{1,3}\.\d+)")
_RADIUS = re.compile(
    r"(?:\b(?:within|inside|in\s+a|under|less\s+than|up\s+to)\s+)?(?P<n>\d+(?:\.\d+)?)\s*-?\s*"
    r"(?P<u>miles?|mi|kilomet(?:er|re)s?|kms?)\b(?:\s+radius)?(?:\s+(?:of|from|around))?",
    re.IGNORECASE,
)
_NEAR_ME = re.compile(r"\b(?:near|around|close\s+to)\s+me\b|\bnearby\b", re.IGNORECASE)
_PLACE_WORDS = re.compile(
    r"\b(?:in|near|around|at)\s+(?:the\s+)?(?P<name>[A-Za-z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,3})"
)
# Words after "in"/"at" that are not places ("in person", "at night"), checked on what is left of
# the request once everything understood is blanked out.
_NOT_PLACES = {
    *(name.lower() for name in (*calendar.month_name[1:], *calendar.day_name)),
    *"""a all an any advance addition case downtown english evening front full general home
    least life morning afternoon my night order our particular person public real school some
    spring summer autumn fall winter that the their these this those time total town work
    your me""".split(),
}
_PRICE = re.compile(
    r"\b(?:under|below|less\s+than|cheaper\s+than|up\s+to|at\s+most|no\s+more\s+than|"
    r"max(?:imum)?(?:\s+of)?|budget\s+of)\s*(?P<c>\$|usd\s*)?\s*(?P<n>\d+(?:\.\d{1,2})?)"
    r"(?:\s*(?P<w>dollars|usd|bucks))?"
    r"|(?P<c2>\$)\s*(?P<n2>\d+(?:\.\d{1,2})?)\s+(?:or\s+less|or\s+cheaper|and\s+under|max)\b",
    re.IGNORECASE,
)
_OTHER_CURRENCY = re.compile(
    r"[£€¥]\s*\d+(?:\.\d+)?|\b\d+(?:\.\d+)?\s*(?:eur|euros?|gbp|pounds?|quid|yen|jpy)\b",
    re.IGNORECASE,
)
_FREE = re.compile(
    r"(?<![\w-])(?:free(?:\s+of\s+charge)?|gratis|no\s+cost|\$0)(?![\w-])", re.IGNORECASE
)
_QUOTED = re.compile(r"[\"“](?P<kw>[^\"”]{2,40})[\"”]")
_ABOUT = re.compile(
    r"\b(?:about|on\s+the\s+topic\s+of|related\s+to|mentioning|featuring|with\s+(?:the\s+)?"
    r"keyword)\s+(?P<kw>[\w#+.-]+(?:\s+[\w#+.-]+)??)"
    r"(?=\s+(?:in|on|at|near|this|next|for|under|within|by|hosted|and)\b|[,.;!?]|\s*$)",
    re.IGNORECASE,
)


def _refuse_unplannable(text: str, lex: Lexicon) -> None:
    if not text:
        raise CannotPlan(f"the request is empty; describe the events to find, {_EXAMPLE}")
    if action := _ACTION.search(text):
        raise CannotPlan(
            f"only searching for events can be planned, not {action.group(1).lower()!r}; "
            f"ask for the events instead, {_EXAMPLE}"
        )
    if past := mentions_past(text):
        raise CannotPlan(f"{past!r} is in the past, and the source lists only upcoming events")
    if not lex.eventish.search(text):
        raise CannotPlan(
            "this is not a request for events (it names no event, category or organizer); "
            f"ask for events, {_EXAMPLE}"
        )
    if _QUESTION.search(text) and not lex.event_named.search(text):
        raise CannotPlan(f"this asks what something is, not for events; ask for events, {_EXAMPLE}")


def _take_source(scan: _Scan) -> DataSource | None:
    match = _SOURCE.search(scan.work)
    if match is None:
        return None
    scan.take(match)
    word = match.group("s").lower()
    if word in ("browser", "playwright", "chromium"):
        return "browser"
    if word.replace("-", "") == "jsonld":
        return "jsonld"
    return "api" if word.endswith("api") else "page"


def _take_organizer(scan: _Scan) -> str | None:
    match = _ORG_EXPLICIT.search(scan.work)
    if match is not None:
        scan.take(match)
        name = (match.group("org") or match.group("org2")).strip(" '\"")
        return scan.lex.organizers.get(name.lower(), name)
    known = scan.lex.organizer_pattern.search(scan.work)
    if known is not None:
        scan.take(known)
        return scan.lex.organizers[" ".join(known.group(0).lower().split())]
    return None


def _take_radius(scan: _Scan) -> float | None:
    match = _RADIUS.search(scan.work)
    if match is None:
        return None
    scan.take(match)
    amount = float(match.group("n"))
    if amount <= 0:
        raise CannotPlan(f"a radius must be more than zero, got {match.group(0).strip()!r}")
    is_miles = match.group("u").lower().startswith("mi")
    return round(amount * MILE_KM, 3) if is_miles else amount


def _check_unknown_place(scan: _Scan) -> None:
    for match in _PLACE_WORDS.finditer(scan.work):
        name = match.group("name").rstrip(".")
        first = name.split()[0].lower()
        if first in _NOT_PLACES or scan.lex.eventish.fullmatch(name):
            continue
        raise UnknownPlace(name, scan.lex)


def _locate(scan: _Scan, values: dict[str, Any]) -> str:
    """Fill city/latitude/longitude/radius_km; return the time zone dates are resolved in."""
    coords = _COORDS.search(scan.work)
    if coords is not None:
        scan.take(coords)
    radius = _take_radius(scan)
    found: PlaceMatch | None = scan.lex.find_place(scan.work)
    for span in found.spans if found is not None else ():
        scan.take(span)
    place = found.place if found is not None else None
    if coords is not None:
        lat, lon = float(coords.group("lat")), float(coords.group("lon"))
        if not (-90 <= lat <= 90 and -180 <= lon <= 180):
            raise CannotPlan(f"{coords.group(0)!r} are not valid coordinates")
        values.update(latitude=lat, longitude=lon)
        place = place or scan.lex.nearest_place(lat, lon)
    elif found is not None and (radius is not None or found.default_radius_km is not None):
        values.update(latitude=found.latitude, longitude=found.longitude)
        radius = radius or found.default_radius_km
    elif found is None:
        if radius is not None or _NEAR_ME.search(scan.work):
            raise UnknownPlace(None, scan.lex)
    if place is not None:
        values["city"] = place.slug
    if radius is not None:
        values["radius_km"] = radius
    return place.timezone if place is not None else "UTC"


def _take_dates(scan: _Scan, values: dict[str, Any], now: datetime, timezone: str) -> None:
    today = now.astimezone(ZoneInfo(timezone)).date()
    try:
        found = resolve_dates(scan.work, today)
    except ValueError as exc:
        raise CannotPlan(str(exc)) from None
    if found is None:
        return
    if found.date_to < today:
        phrase = scan.text[found.start : found.end].strip()
        raise CannotPlan(f"{phrase!r} is in the past, and the source lists only upcoming events")
    scan.take((found.start, found.end))
    values.update(date_from=found.date_from, date_to=found.date_to)


def _take_price(scan: _Scan, values: dict[str, Any]) -> None:
    if other := _OTHER_CURRENCY.search(scan.work):
        raise CannotPlan(
            f"prices are compared in US dollars; give {other.group(0).strip()!r} in USD"
        )
    if cap := _PRICE.search(scan.work):
        values["max_price_usd"] = float(cap.group("n") or cap.group("n2"))
        scan.take(cap)
    if free := _FREE.search(scan.work):
        values["free_only"] = True
        scan.take(free)


def _take_topics(scan: _Scan, values: dict[str, Any]) -> None:
    keywords: list[str] = []
    for pattern in (_QUOTED, _ABOUT):
        for match in pattern.finditer(scan.work):
            phrase = " ".join(match.group("kw").split())
            if pattern is _ABOUT and scan.lex.terms.fullmatch(phrase):
                continue  # "about AI": the term rules below read it
            keywords.append(phrase.lower())
            scan.take(match)
    category: str | None = None
    for match in scan.lex.terms.finditer(scan.work):
        term = scan.lex.meanings[" ".join(match.group(0).lower().split())]
        if term.category is not None and category is None:
            category = term.category
        elif term.category is not None and term.category != category and term.fallback:
            keywords.append(term.fallback)
        if term.keyword:
            keywords.append(term.keyword)
    if category is not None:
        values["category"] = category
    if keywords:
        values["keywords"] = list(dict.fromkeys(keywords))


def parse_request(text: str, *, now: datetime, vocabulary: Vocabulary) -> ExecutionPlan:
    """Plan a request with the deterministic parser alone (offline, instant).

    Args:
        text: The request ("Tech conferences in SF next month under $100").
        now: The moment relative dates are resolved against (timezone-aware; naive means UTC).
        vocabulary: What the source knows (places, categories, organizers).

    Returns:
        The plan, its `params` holding everything the text says.

    Raises:
        CannotPlan: Empty text, a non-event or non-search request, past dates, a day that does
            not exist; `UnknownPlace` for a place the source does not know.
    """
    parsed = read_request(text, now=now, vocabulary=vocabulary)
    return build_plan(parsed.query, parsed.data_source or "api")


def read_request(text: str, *, now: datetime, vocabulary: Vocabulary) -> ParsedRequest:
    """Parse a request into its parameters, noting which fields it states explicitly.

    Args:
        text: The request.
        now: The moment relative dates are resolved against (naive means UTC).
        vocabulary: What the source knows.

    Raises:
        CannotPlan: As `parse_request`.
    """
    scan = _Scan(" ".join(text.split()), lexicon_for(vocabulary))
    _refuse_unplannable(scan.text, scan.lex)
    now = now if now.tzinfo else now.replace(tzinfo=ZoneInfo("UTC"))
    values: dict[str, Any] = {}
    source = _take_source(scan)
    if organizer := _take_organizer(scan):
        values["organizer"] = organizer
    timezone = _locate(scan, values)
    _take_dates(scan, values, now, timezone)
    _take_price(scan, values)
    _take_topics(scan, values)
    if "city" not in values and "latitude" not in values:
        _check_unknown_place(scan)
    return ParsedRequest(EventQuery(**values), source, set(values))


async def plan_request(
    text: str, *, now: datetime, vocabulary: Vocabulary, model: Model | None = None
) -> ExecutionPlan:
    """Plan a request: the deterministic parse, refined by a model when one is given.

    The parser runs first, and its refusals stand (`CannotPlan`). With a model, the model's plan
    (decoded under the `ExecutionPlan` JSON Schema) fills only the fields the parser left empty
    and only with values the text supports; see `agentschool.school.model_planning` for the rule.
    A model whose answer is malformed or fails leaves the parser's plan unchanged. Steps,
    fallbacks and the estimate are always derived from the final query.

    Args:
        text: The request.
        now: The moment relative dates are resolved against.
        vocabulary: What the source knows.
        model: The planning model; the parser alone when None.

    Raises:
        CannotPlan: As `parse_request`.
    """
    parsed = read_request(text, now=now, vocabulary=vocabulary)
    lexicon = lexicon_for(vocabulary)
    proposal = (
        await propose_plan(text, now=now, model=model, lexicon=lexicon)
        if model is not None
        else None
    )
    if proposal is None:
        return build_plan(parsed.query, parsed.data_source or "api")
    place = lexicon.place_by_slug(parsed.query.city or "")
    timezone = place.timezone if place is not None else "UTC"
    today = now.astimezone(ZoneInfo(timezone)).date()
    query = reconcile(
        parsed.query, parsed.explicit, proposal.params, text=text, today=today, lexicon=lexicon
    )
    return build_plan(query, parsed.data_source or proposal.data_source)
