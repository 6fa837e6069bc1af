"""Write the event-request datasets `events-tuned.yaml` and `events-heldout.yaml` (seeded, stable).

    PYTHONPATH=src .venv/bin/python evals/make_events.py   # rewrites both files

- **tuned**: the requests Agent School's parser was written against — the case study's and the
  tuning phrasings on the Luma-format fixture's primary seed (`testing.tuned_queries`), and the
  requests already measured on the schema.org fixture (`testing.schema_site.truth`). Their
  expected sets come from those modules' ground truth (the sites' raw records, not our code);
  a request whose truth is empty is left out (a plan that selects nothing would pass it), as
  held-out draws that select nothing are.
- **held-out**: requests written now from `LUMA_TEMPLATES`/`SCHEMA_TEMPLATES` over the held-out
  seed's vocabulary (Seattle, Chicago, Berlin, its own category slugs and organizers) and the
  schema.org site's, with slot values drawn by a seeded `random.Random`. The expected set of each
  is computed below by `luma_matches`/`schema_matches`, plain filters over the fixtures' raw
  records; a slot draw that selects no event is drawn again (a request about nothing tests
  nothing). The templates and everyday words were fixed before the school was measured on them
  and must not be edited to fit its output; the school must not be tuned on this file.

Expected sets are lists of `api_id`s: a case passes when the learned function's events are
exactly those.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import yaml

from agentschool.school.query import EventQuery
from agentschool.testing import truth
from agentschool.testing.luma_site import DEFAULT_SEED, HELD_OUT_SEED, LumaDataset, load_dataset
from agentschool.testing.luma_site.dataset import Record
from agentschool.testing.schema_site import SchemaItem, load_items
from agentschool.testing.schema_site import truth as schema_truth
from agentschool.testing.tuned_queries import TUNED_QUERIES

HERE = Path(__file__).resolve().parent
SEED = 19
"""Seed of the slot draws (issue 19)."""
NOW = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)
"""The fixtures' pinned clock (a Friday): the dates below are relative to it."""
PER_TEMPLATE = 3
LUMA_URL, SCHEMA_URL = "http://luma.test", "http://site.test"
LUMA_SITE = {"fixture": "luma", "url": LUMA_URL, "now": NOW.isoformat()}
SCHEMA_SITE = {"fixture": "schema", "source": "jsonld", "url": SCHEMA_URL, "now": NOW.isoformat()}

# Everyday words a visitor would type, per held-out category slug (written before measuring).
CATEGORY_WORDS = {
    "technology": ("tech", "technology"),
    "ai-ml": ("AI", "machine learning"),
    "web3": ("web3", "crypto"),
    "live-music": ("live music", "music"),
    "arts-culture": ("arts", "art and culture"),
    "food": ("food", "food and drink"),
    "health": ("wellness", "health"),
    "sustainability": ("sustainability", "climate"),
    "founders": ("founder", "startup founder"),
    "kids": ("kids", "family"),
    "career": ("career", "networking"),
    "sports": ("sports", "fitness"),
    "comedy": ("comedy", "stand-up comedy"),
    "books": ("book", "books and writing"),
}
KINDS = ("workshop", "meetup", "hackathon", "conference", "club", "night", "tasting", "summit")
"""Kinds of event named in titles; the request's word must be in the event's name or text."""
PRICES = (10, 20, 25, 30, 50)
MONTHS = {  # name → (first day, last day), the next such month after NOW
    "December": (date(2026, 12, 1), date(2026, 12, 31)),
    "January": (date(2027, 1, 1), date(2027, 1, 31)),
    "February": (date(2027, 2, 1), date(2027, 2, 28)),
}
RELATIVE = {
    "this weekend": (date(2026, 11, 21), date(2026, 11, 22)),
    "next week": (date(2026, 11, 23), date(2026, 11, 29)),
    "next month": (date(2026, 12, 1), date(2026, 12, 31)),
}
# Topics of the schema.org site as a visitor says them → the topic they mean.
TOPIC_WORDS = {
    "jazz": "jazz", "AI": "ai", "hackathon": "hackathon", "design": "design",
    "startup": "startups", "networking": "networking", "wine": "wine", "yoga": "yoga",
    "wellness": "wellness", "film": "film", "music": "music", "food": "food",
}  # fmt: skip

LUMA_TEMPLATES = (
    "{category} events in {city}",
    "{category} events in {city} {when}",
    "free {category} events in {city}",
    "{category} events in {city} under ${price}",
    "{category} {kind}s in {city} next month under ${price}",
    "free {category} {kind}s in {city} this weekend",
    "{category} {kind}s in {city} in {month}",
    "{kind}s in {city} under ${price}",
    "events by {organizer} in {city}",
    "{organizer} events in {month}",
    "events in {city} {when}",
    "{category} events in {city} in {month} under ${price}",
)
SCHEMA_TEMPLATES = (
    "{topic} events in {city}",
    "free {topic} events in {city}",
    "{topic} events in {city} in {month}",
    "events by {organizer} in {city}",
)


@dataclass(frozen=True)
class Want:
    """What a held-out request asks for (each None/False: not asked)."""

    city: str | None = None
    category: str | None = None
    keyword: str | None = None
    free: bool = False
    max_price: float | None = None
    days: tuple[date, date] | None = None
    organizer: str | None = None


def luma_matches(dataset: LumaDataset, record: Record, want: Want) -> bool:
    """Whether a raw Luma record is what `want` asks for (local dates; free passes a price)."""
    event, tickets = record["event"], record["ticket_info"]
    place = next((p for p in dataset.places if p["name"] == want.city), None)
    start = datetime.fromisoformat(event["start_at"].replace("Z", "+00:00"))
    day = start.astimezone(ZoneInfo(event["timezone"])).date()
    cents = None if tickets["is_free"] else tickets["price"]["cents"]
    names = [record["calendar"]["name"], *(h["name"] for h in record["hosts"])]
    text = f"{event['name']} {event['description']}".lower()
    return all((
        want.city is None or (place is not None
                              and dataset.event_place[record["api_id"]] == place["api_id"]),
        want.category is None or want.category in {c["slug"] for c in record["categories"]},
        want.keyword is None or want.keyword.lower() in text,
        not want.free or cents is None,
        want.max_price is None or cents is None or cents <= want.max_price * 100,
        want.days is None or want.days[0] <= day <= want.days[1],
        want.organizer is None or any(want.organizer.lower() in n.lower() for n in names),
    ))  # fmt: skip


def schema_matches(item: SchemaItem, want: Want) -> bool:
    """Whether a schema.org fixture item is what `want` asks for (`category` is a topic)."""
    day = item.start.date()  # the start is in the venue's zone
    return all((
        want.city is None or item.city == want.city,
        want.category is None or want.category in item.keywords,
        not want.free or item.price == 0,
        want.days is None or want.days[0] <= day <= want.days[1],
        want.organizer is None or want.organizer.lower() in item.organizer.lower(),
    ))  # fmt: skip


def _luma_slots(rng: random.Random, dataset: LumaDataset) -> tuple[dict[str, str], Want]:
    """One draw of every slot, and what the request made from them asks for."""
    slug = rng.choice(sorted(CATEGORY_WORDS))
    when = rng.choice(sorted(RELATIVE))
    month = rng.choice(sorted(MONTHS))
    price = rng.choice(PRICES)
    organizer = rng.choice(sorted(c["name"] for c in dataset.calendars))
    slots = {
        "city": rng.choice(sorted(p["name"] for p in dataset.places)),
        "category": rng.choice(CATEGORY_WORDS[slug]),
        "kind": rng.choice(KINDS),
        "price": str(price),
        "when": when,
        "month": month,
        "organizer": organizer,
    }
    want = Want(city=slots["city"], category=slug, keyword=slots["kind"],
                max_price=float(price), days=RELATIVE[when], organizer=organizer)  # fmt: skip
    return slots, want


def _want(template: str, slots: dict[str, str], full: Want, month: tuple[date, date]) -> Want:
    """`full` narrowed to the slots `template` uses (a slot not in the text is not asked)."""
    days = month if "{month}" in template else full.days if "{when}" in template else None
    days = RELATIVE["next month"] if "next month" in template else days
    days = RELATIVE["this weekend"] if "this weekend" in template else days
    return Want(
        city=full.city if "{city}" in template else None,
        category=full.category if "{category}" in template else None,
        keyword=full.keyword if "{kind}" in template else None,
        free=template.startswith("free "),
        max_price=full.max_price if "{price}" in template else None,
        days=days,
        organizer=full.organizer if "{organizer}" in template else None,
    )


def _tags(want: Want) -> list[str]:
    parts = [("place", want.city), ("category", want.category), ("keyword", want.keyword),
             ("free", want.free), ("price", want.max_price), ("dates", want.days),
             ("organizer", want.organizer)]  # fmt: skip
    return [name for name, value in parts if value]


def _draw(
    templates: tuple[str, ...],
    draw: Callable[[random.Random], tuple[dict[str, str], Want, tuple[date, date]]],
    select: Callable[[Want], list[str]],
    prefix: str,
) -> list[tuple[dict[str, Any], Want]]:
    rng = random.Random(f"{SEED}:{prefix}")
    cases: list[tuple[dict[str, Any], Want]] = []
    seen: set[str] = set()
    for number, template in enumerate(templates, 1):
        made = 0
        for _ in range(500):
            slots, full, month = draw(rng)
            task = template.format(**slots)
            want = _want(template, slots, full, month)
            ids = select(want)
            if not ids or task.lower() in seen:
                continue
            seen.add(task.lower())
            made += 1
            cases.append(({
                "name": f"{prefix}-t{number:02d}-{made}", "task": task,
                "tags": [prefix, f"t{number:02d}", *_tags(want)],
                "expect": {"result_set": {"key": "api_id", "items": ids}},
            }, want))  # fmt: skip
            if made == PER_TEMPLATE:
                break
        if made < PER_TEMPLATE:  # said, not hidden: the data is too sparse for this phrasing
            print(f"{prefix} {template!r}: {made} of {PER_TEMPLATE} cases", file=sys.stderr)
    return cases


def heldout_cases() -> list[tuple[dict[str, Any], Want]]:
    """The held-out requests, each with what it asks for.

    Templates × the held-out Luma seed's vocabulary, and × the schema.org site's.
    """
    dataset = load_dataset(seed=HELD_OUT_SEED)

    def luma_draw(rng: random.Random) -> tuple[dict[str, str], Want, tuple[date, date]]:
        slots, want = _luma_slots(rng, dataset)
        return slots, want, MONTHS[slots["month"]]

    def luma_select(want: Want) -> list[str]:
        return [r["api_id"] for r in dataset.events if luma_matches(dataset, r, want)]

    items = load_items()
    cities = sorted({i.city for i in items if i.city})
    organizers = sorted({i.organizer for i in items})

    def schema_draw(rng: random.Random) -> tuple[dict[str, str], Want, tuple[date, date]]:
        word = rng.choice(sorted(TOPIC_WORDS))
        month = rng.choice(sorted(MONTHS))
        slots = {"topic": word, "city": rng.choice(cities), "month": month,
                 "organizer": rng.choice(organizers)}  # fmt: skip
        want = Want(city=slots["city"], category=TOPIC_WORDS[word], organizer=slots["organizer"])
        return slots, want, MONTHS[month]

    def schema_select(want: Want) -> list[str]:
        return [f"{SCHEMA_URL}{i.path}" for i in items if schema_matches(i, want)]

    luma = _draw(LUMA_TEMPLATES, luma_draw, luma_select, "luma")
    schema = _draw(
        tuple(t.replace("{topic}", "{category}") for t in SCHEMA_TEMPLATES),
        lambda rng: _as_category(schema_draw(rng)),
        schema_select,
        "schema",
    )
    return luma + [(_with_site(case, SCHEMA_SITE), want) for case, want in schema]


def _with_site(case: dict[str, Any], site: dict[str, Any]) -> dict[str, Any]:
    """The case with its own site, written before its expectation."""
    expect = case["expect"]
    return {**{k: v for k, v in case.items() if k != "expect"}, "site": site, "expect": expect}


def _as_category(
    drawn: tuple[dict[str, str], Want, tuple[date, date]],
) -> tuple[dict[str, str], Want, tuple[date, date]]:
    slots, want, month = drawn
    return {**slots, "category": slots["topic"]}, want, month


def _tuned(name: str, task: str, ids: list[str], site: str) -> dict[str, Any]:
    own = {"site": SCHEMA_SITE} if site == "schema" else {}
    return {"name": name, "task": task, "tags": [site], **own,
            "expect": {"result_set": {"key": "api_id", "items": ids}}}  # fmt: skip


def tuned_cases() -> list[dict[str, Any]]:
    """The requests the school was written and measured against, with their sites' truth."""
    dataset = load_dataset(seed=DEFAULT_SEED)
    cases: list[dict[str, Any]] = []
    for number, (text, values) in enumerate(TUNED_QUERIES, 1):
        ids = truth.expected_ids(dataset, EventQuery(**values))
        ordered = [r["api_id"] for r in dataset.events if r["api_id"] in ids]
        if ordered:
            cases.append(_tuned(f"luma-{number:02d}", text, ordered, "luma"))
    items = load_items()
    for number, (text, query) in enumerate(schema_truth.SCHEMA_QUERIES, 1):
        found = [e["api_id"] for e in schema_truth.expected_events(items, query, SCHEMA_URL)]
        if found:
            cases.append(_tuned(f"schema-{number:02d}", text, found, "schema"))
    return cases


class _Plain(yaml.SafeDumper):
    """Writes a repeated value again rather than as a YAML alias (`&id001`/`*id001`)."""

    def ignore_aliases(self, data: Any) -> bool:
        return True


HEADER = """\
# Generated by evals/make_events.py (seed {seed}); do not edit by hand, rerun the script.
# {what}
# Run: agentschool eval evals/{name}.yaml   (serves the offline fixture sites in-process)
"""


def write(
    name: str, what: str, site: dict[str, Any], cases: list[dict[str, Any]], where: Path = HERE
) -> Path:
    """Write one dataset file."""
    path = where / f"{name}.yaml"
    body = yaml.dump(
        {"name": name, "site": site, "cases": cases}, Dumper=_Plain,
        sort_keys=False, default_flow_style=None, width=100, allow_unicode=True,
    )  # fmt: skip
    path.write_text(HEADER.format(seed=SEED, what=what, name=name) + body, encoding="utf-8")
    return path


def main(where: Path = HERE) -> None:
    """Rewrite both files (in `where`)."""
    tuned = tuned_cases()
    heldout = [case for case, _ in heldout_cases()]
    write("events-tuned", "Requests the school was tuned on (primary seed, schema.org site).",
          LUMA_SITE, tuned, where)  # fmt: skip
    write("events-heldout", "Held-out requests from templates: Luma fixture seed 7, schema.org.",
          {**LUMA_SITE, "seed": HELD_OUT_SEED}, heldout, where)  # fmt: skip
    print(f"tuned {len(tuned)} cases, held-out {len(heldout)} cases", file=sys.stderr)


if __name__ == "__main__":
    main()
