"""Model planning: ask a model for an `ExecutionPlan`, then reconcile it with the parser's.

`propose_plan` asks under the `ExecutionPlan` JSON Schema (structured output; constrained decoding
on the embedded model) with a short prompt. `reconcile` merges the model's `EventQuery` with the
deterministic parse, and the parser wins when it is sure. The rule, field by field:

1. A field the parser read from the text (`explicit`) keeps the parser's value, whatever the
   model says. The parser is exact on what it recognizes; a small model is not.
2. A field the parser left empty takes the model's value only when the value is *grounded*:
   - `category`: one of the source's category slugs, when the parser read no keywords and no
     organizer (it knows the subject then) and the request names a subject at all (a word that
     is no place, time, price, event noun or filler: "techno parties", not "events in London");
   - `keywords`: each one occurs in the request (3+ characters, not a generic word);
   - `organizer`: occurs in the request;
   - `max_price_usd`: the number occurs in the request;
   - `free_only`: the request says free, gratis, no cost or complimentary;
   - `date_from`/`date_to`: the request mentions a time (a number that is not a price or a
     distance, a month, a weekday, a holiday), and the range is not in the past, ends after it
     starts and spans at most a year.
3. `city`, `latitude`, `longitude` and `radius_km` never come from the model: the parser reads
   every known place, municipality, coordinate pair and distance, and refuses unknown places, so
   a place it did not find is one the text does not name.

Everything ungrounded is dropped (and logged at DEBUG), so a model can add understanding but never
invent constraints.
"""

from __future__ import annotations

import logging
import re
from datetime import UTC, date, datetime, timedelta
from typing import Any

import pydantic

from agentschool.exceptions import ModelAPIError, UnexpectedModelBehavior
from agentschool.messages import ModelRequest
from agentschool.models.base import Model, OutputSchema
from agentschool.school.lexicon import Lexicon
from agentschool.school.query import EventQuery, ExecutionPlan
from agentschool.school.vocabulary import EVENT_NOUNS

__all__ = ["MODEL_FIELDS", "PLAN_SCHEMA", "planning_prompt", "propose_plan", "reconcile"]

logger = logging.getLogger(__name__)

MODEL_FIELDS: tuple[str, ...] = (
    "category",
    "keywords",
    "organizer",
    "max_price_usd",
    "free_only",
    "date_from",
    "date_to",
)
"""EventQuery fields a model may fill when the parser left them empty."""


def _without_titles(node: Any) -> Any:
    """The schema minus its `title` annotations (a shorter prompt, the same constraints)."""
    if isinstance(node, dict):
        # A `title` annotation is a string; a property named "title" would be a dict.
        return {
            key: _without_titles(value)
            for key, value in node.items()
            if key != "title" or isinstance(value, dict)
        }
    if isinstance(node, list):
        return [_without_titles(item) for item in node]
    return node


PLAN_SCHEMA: dict[str, Any] = _without_titles(ExecutionPlan.model_json_schema())
"""The `ExecutionPlan` JSON Schema a model's plan is decoded under (titles dropped)."""


def planning_prompt(now: datetime, lexicon: Lexicon) -> str:
    """The system prompt for model planning: short, because the embedded model is small."""
    today = now.astimezone(UTC).date()
    return (
        "Turn the event search request into an ExecutionPlan as JSON. "
        f"Today is {today.isoformat()} ({today.strftime('%A')}). "
        f"city is one of {', '.join(p.slug for p in lexicon.places)}; "
        f"category is one of {', '.join(lexicon.category_slugs)}. "
        "Dates are YYYY-MM-DD. Leave out anything the request does not say."
    )


async def propose_plan(
    text: str, *, now: datetime, model: Model, lexicon: Lexicon
) -> ExecutionPlan | None:
    """Ask `model` for a plan under `PLAN_SCHEMA`; None when its answer is unusable.

    Raises:
        UserError: The model cannot be used as configured (missing package or weights).
    """
    request = ModelRequest.user(text, system=planning_prompt(now, lexicon))
    schema = OutputSchema(
        json_schema=PLAN_SCHEMA, name="ExecutionPlan", description="How to answer the request"
    )
    try:
        response = await model.request(
            [request], {"max_tokens": 400, "temperature": 0.0}, output_schema=schema
        )
        return ExecutionPlan.model_validate_json(response.text)
    except (ModelAPIError, UnexpectedModelBehavior, pydantic.ValidationError) as exc:
        logger.warning("model %s gave no usable plan, using the parser's: %s", model.label, exc)
        return None


_GENERIC = {*EVENT_NOUNS, "find", "all", "the", "and", "for", "with", "near", "any", "some"}
_TIME_HINT = re.compile(
    r"\d"
    r"|\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b"
    r"|\b(?:mon|tue|tues|wed|thu|thurs|fri|sat|sun)(?:day)?\b|\b(?:wednes|satur)day\b"
    r"|\b(?:christmas|xmas|new\s+year|thanksgiving|halloween|holiday|today|tonight|tomorrow)"
    r"|\b(?:week|month|soon)",
    re.IGNORECASE,
)
_QUANTITY = re.compile(
    r"[$€£]\s*\d[\d,]*(?:\.\d+)?"
    r"|\d[\d,]*(?:\.\d+)?\s*(?:dollars?|usd|bucks|euros?|eur|pounds|gbp"
    r"|mi|miles?|km|kilomet(?:er|re)s?|people|guests|%)(?!\w)",
    re.IGNORECASE,
)
"""Prices and distances: their numbers say nothing about dates."""
_FILLER = {
    *"a an at by i in me my of on or to".split(),
    *"any are around above below cheap free from get just list looking more near next".split(),
    *"only over show search than that there these this under upcoming want what whats".split(),
    "within",
}
_WORD = re.compile(r"[a-z][a-z'&-]+")


def _topical(text: str, lexicon: Lexicon) -> bool:
    """Whether the request names a subject: a word that is no place, time, price or filler."""
    found = lexicon.find_place(text)
    for start, end in sorted(found.spans if found else (), reverse=True):
        text = f"{text[:start]} {text[end:]}"
    return any(
        word not in _GENERIC and word not in _FILLER and not _TIME_HINT.match(word)
        for word in _WORD.findall(_QUANTITY.sub(" ", text))
    )


_FREE = re.compile(r"\b(?:free|gratis|no\s+cost|no\s+charge|complimentary)\b", re.IGNORECASE)


def _keywords(values: list[str], text: str) -> list[str]:
    kept = []
    for keyword in values:
        word = " ".join(keyword.lower().split())
        if len(word) >= 3 and word not in _GENERIC and word in text:
            kept.append(word)
    return list(dict.fromkeys(kept))


def _dates(proposal: EventQuery, text: str, today: date) -> dict[str, date]:
    first = proposal.date_from or proposal.date_to
    last = proposal.date_to or proposal.date_from
    if first is None or last is None or not _TIME_HINT.search(_QUANTITY.sub(" ", text)):
        return {}
    if first < today or last < first or last - first > timedelta(days=366):
        return {}
    return {"date_from": first, "date_to": last}


def _grounded(proposal: EventQuery, name: str, text: str, lexicon: Lexicon) -> Any:
    """The model's value for `name` if the request supports it, else None."""
    value = getattr(proposal, name)
    if name == "category":
        return value if value in lexicon.category_slugs else None
    if name == "keywords":
        return _keywords(value, text) or None
    if name == "organizer":
        return value if value and value.lower() in text else None
    if name == "max_price_usd":
        numbers = {float(n) for n in re.findall(r"\d+(?:\.\d+)?", text)}
        return value if value is not None and value in numbers else None
    if name == "free_only":
        return True if value and _FREE.search(text) else None
    return None


def reconcile(
    parsed: EventQuery,
    explicit: set[str],
    proposal: EventQuery,
    *,
    text: str,
    today: date,
    lexicon: Lexicon,
) -> EventQuery:
    """The query to plan with: the parser's explicit fields, plus the model's grounded ones.

    Args:
        parsed: The deterministic parse.
        explicit: The fields the parser read from the text.
        proposal: The model's query.
        text: The request.
        today: The local date of "now" where the events are (no past dates).
        lexicon: The source's vocabulary (category slugs, places).
    """
    values = parsed.model_dump(include=explicit)
    lowered = " ".join(text.lower().split())
    taken: list[str] = []
    for name in MODEL_FIELDS:
        if name in explicit or name in ("date_from", "date_to"):
            continue
        topical = _topical(lowered, lexicon)
        if name == "category" and (parsed.keywords or parsed.organizer or not topical):
            continue  # the parser already read the subject, or the request names none
        if (value := _grounded(proposal, name, lowered, lexicon)) is not None:
            values[name] = value
            taken.append(name)
    if not {"date_from", "date_to"} & explicit and (dates := _dates(proposal, lowered, today)):
        values.update(dates)
        taken.append("dates")
    dropped = sorted(n for n in proposal.model_dump(exclude_defaults=True) if n not in values)
    logger.debug("plan fields from the model: %s; ungrounded, dropped: %s", taken, dropped)
    return EventQuery(**values)
