"""A source's vocabulary as request words: places, categories and organizers, compiled once.

`lexicon_for(vocabulary)` turns what a source published (`sources.base.Vocabulary`) into the
patterns the parser reads requests with:

- places by slug, name and well-known nicknames ("SF" for a place named San Francisco), and the
  municipalities (a 10 km radius) and neighbourhoods (3 km, as written) seen in its events;
- categories by their own names and slugs, singular or plural ("comedy", "Food & Drink",
  "food and drink"), and by the concepts of `school.vocabulary` ("founder events" is whichever
  category of the source names founders or startups); a concept the source has no category
  for becomes its keyword;
- organizers by name, slug and host names.
"""

from __future__ import annotations

import difflib
import functools
import re
from dataclasses import dataclass

from agentschool.school.geo import distance_km
from agentschool.school.sources.base import Category, Organizer, Place, Vocabulary
from agentschool.school.vocabulary import (
    CASE_SENSITIVE_NICKNAMES,
    EVENT_NOUNS,
    PLACE_NICKNAMES,
    TERMS,
    term_pattern,
)

__all__ = [
    "MUNICIPALITY_RADIUS_KM",
    "NEIGHBOURHOOD_RADIUS_KM",
    "Lexicon",
    "Meaning",
    "PlaceMatch",
    "lexicon_for",
]

MUNICIPALITY_RADIUS_KM = 10.0
"""Radius implied by a municipality the source files under a bigger place ("in Oakland")."""
NEIGHBOURHOOD_RADIUS_KM = 3.0
"""Radius implied by a neighbourhood ("near the Mission")."""
_NEVER = re.compile(r"(?!)")


@dataclass(frozen=True)
class PlaceMatch:
    """Where a request names a place, and the centre it means."""

    place: Place
    """The source's place."""
    latitude: float
    """Centre of the named spot (a municipality or neighbourhood has its own)."""
    longitude: float
    """Centre of the named spot."""
    spans: tuple[tuple[int, int], ...]
    """Every (start, end) of the text that names this place or a spot inside it."""
    default_radius_km: float | None = None
    """None when the place itself was named; the radius a spot inside it implies otherwise."""


@dataclass(frozen=True)
class Meaning:
    """What a category phrase means on this source."""

    category: str | None
    """The source's category slug, if it has one for the phrase."""
    keyword: str | None = None
    """Keyword the phrase always adds."""
    fallback: str | None = None
    """Keyword added instead of the category when another category was named first."""


@dataclass(frozen=True)
class _Name:
    pattern: re.Pattern[str]
    place: Place
    latitude: float
    longitude: float
    radius_km: float | None


def _word(alias: str, *, case_sensitive: bool = False) -> re.Pattern[str]:
    flags = 0 if case_sensitive else re.IGNORECASE
    return re.compile(rf"(?<![\w-]){re.escape(alias)}(?![\w-])", flags)


def _place_names(places: tuple[Place, ...]) -> tuple[_Name, ...]:
    names: list[_Name] = []
    for place in places:
        aliases = {place.slug.lower(), place.name.lower()}
        aliases |= set(PLACE_NICKNAMES.get(place.name.lower(), ()))
        for alias in sorted(aliases, key=lambda a: (-len(a), a)):
            upper = alias in CASE_SENSITIVE_NICKNAMES  # "NY", not "ny"
            pattern = _word(alias.upper(), case_sensitive=True) if upper else _word(alias)
            names.append(_Name(pattern, place, place.latitude, place.longitude, None))
        for area in place.areas:
            municipality = area.kind == "municipality"
            radius = MUNICIPALITY_RADIUS_KM if municipality else NEIGHBOURHOOD_RADIUS_KM
            # Neighbourhoods as written ("SoHo" in New York, "Soho" in London; not "mission").
            pattern = _word(area.name, case_sensitive=not municipality)
            names.append(_Name(pattern, place, area.latitude, area.longitude, radius))
    return tuple(names)


def _variants(phrase: str) -> set[str]:
    """A phrase with its last word singular and plural."""
    found = {phrase}
    if phrase.endswith("ies"):
        found.add(phrase[:-3] + "y")
    elif phrase.endswith("s") and not phrase.endswith("ss"):
        found.add(phrase[:-1])
    elif phrase.endswith("y") and phrase[-2:-1] not in "aeiou":
        found.add(phrase[:-1] + "ies")
    elif phrase[-1:].isalpha():
        found.add(phrase + "s")
    return found


def _own_phrases(category: Category) -> set[str]:
    """The words a category's own name and slug give: "Food & Drink" → food, drink, ..."""
    name = " ".join(category.name.lower().split())
    phrases = {name, name.replace("&", "and"), category.slug.lower().replace("-", " ")}
    phrases |= {p.strip() for p in re.split(r"\s*(?:&|\band\b|,|/)\s*", name) if p.strip()}
    return {v for p in phrases if p for v in _variants(" ".join(p.split()))}


def _labels(category: Category) -> set[str]:
    return _own_phrases(category) | set(category.slug.lower().split("-"))


def _concept_categories(categories: tuple[Category, ...]) -> dict[str, str]:
    """Concept → the source's category slug whose names share most of the concept's phrases."""
    phrases: dict[str, set[str]] = {}
    for term in TERMS:
        if term.category is not None:
            phrases.setdefault(term.category, {term.category}).update(term.phrases)
    labels = {category.slug: _labels(category) for category in categories}
    found: dict[str, str] = {}
    for concept, words in phrases.items():
        words = {v for w in words for v in _variants(w)}
        # Most shared phrases first; on a tie, the category named like the concept itself
        # ("music" over "jazz" for the music concept), then the first listed.
        ranked = [
            (len(words & names), concept in names, -index, slug)
            for index, (slug, names) in enumerate(labels.items())
        ]
        best = max(ranked, default=(0, False, 0, ""))
        if best[0]:
            found[concept] = best[3]
    return found


def _meanings(categories: tuple[Category, ...]) -> dict[str, Meaning]:
    meanings: dict[str, Meaning] = {}
    for category in categories:
        for phrase in _own_phrases(category):
            meanings.setdefault(phrase, Meaning(category.slug))
    concepts = _concept_categories(categories)
    for term in TERMS:
        slug = concepts.get(term.category) if term.category else None
        if term.category is not None and slug is None:  # no such category: a keyword
            meaning = Meaning(None, term.keyword or term.fallback)
        else:
            meaning = Meaning(slug, term.keyword, term.fallback)
        for phrase in term.phrases:
            meanings[phrase] = meaning
    return meanings


def _organizer_aliases(organizers: tuple[Organizer, ...]) -> dict[str, str]:
    aliases: dict[str, str] = {}
    for organizer in organizers:
        aliases[organizer.name.lower()] = organizer.name
        if organizer.slug:
            aliases.setdefault(organizer.slug.lower().replace("-", " "), organizer.name)
        for host in organizer.hosts:
            aliases.setdefault(host.lower(), host)
    return dict(sorted(aliases.items(), key=lambda item: (-len(item[0]), item[0])))


def _pattern(phrases: list[str]) -> re.Pattern[str]:
    return term_pattern(phrases) if phrases else _NEVER


class Lexicon:
    """The request words of one source's vocabulary (build with `lexicon_for`)."""

    def __init__(self, vocabulary: Vocabulary) -> None:
        self.vocabulary = vocabulary
        self.places = vocabulary.places
        self.category_slugs = tuple(c.slug for c in vocabulary.categories)
        self.meanings = _meanings(vocabulary.categories)
        self.terms = _pattern(list(self.meanings))
        self.organizers = _organizer_aliases(vocabulary.organizers)
        self.organizer_pattern = _pattern(list(self.organizers))
        self.eventish = _pattern([*EVENT_NOUNS, *self.organizers, *self.meanings])
        self.event_named = _pattern([*EVENT_NOUNS, *self.organizers])
        self._by_slug = {place.slug.lower(): place for place in self.places}
        self._names = _place_names(self.places)

    def place_by_slug(self, slug: str) -> Place | None:
        """The place with this slug (case-insensitive), or None."""
        return self._by_slug.get(slug.lower())

    def find_place(self, text: str) -> PlaceMatch | None:
        """The place `text` names: a place, or a municipality or neighbourhood inside it.

        A spot inside the named place wins over the place ("in SF near the Mission" is centred
        on the Mission); otherwise the first name in the text wins, the longest at a position.
        """
        hits = sorted(
            ((m.start(), m.end(), n) for n in self._names for m in n.pattern.finditer(text)),
            key=lambda hit: (hit[0], -hit[1]),
        )
        kept: list[tuple[int, int, _Name]] = []
        for hit in hits:
            if not kept or hit[0] >= kept[-1][1]:
                kept.append(hit)
        if not kept:
            return None
        city = next((name for _, _, name in kept if name.radius_km is None), None)
        spot = next(
            (n for _, _, n in kept
             if n.radius_km is not None and (city is None or n.place == city.place)),
            None,
        )  # fmt: skip
        chosen = spot or city or kept[0][2]
        spans = tuple((start, end) for start, end, name in kept if name.place == chosen.place)
        return PlaceMatch(chosen.place, chosen.latitude, chosen.longitude, spans, chosen.radius_km)

    def nearest_place(
        self, latitude: float, longitude: float, limit_km: float = 60.0
    ) -> Place | None:
        """The place whose centre is nearest to a point, if within `limit_km`."""
        if not self.places:
            return None
        place = min(
            self.places, key=lambda p: distance_km(latitude, longitude, p.latitude, p.longitude)
        )
        distance = distance_km(latitude, longitude, place.latitude, place.longitude)
        return place if distance <= limit_km else None

    def closest_places(self, name: str, count: int = 5) -> list[str]:
        """`slug (Name)` of the source's places whose names are most like `name`."""
        by_name = {place.name.lower(): place for place in self.places}
        ranked = difflib.get_close_matches(name.lower(), list(by_name), n=count, cutoff=0.0)
        return [f"{by_name[n].slug} ({by_name[n].name})" for n in ranked]


@functools.lru_cache(maxsize=16)
def lexicon_for(vocabulary: Vocabulary) -> Lexicon:
    """The compiled lexicon of a vocabulary (cached: compiling takes milliseconds)."""
    return Lexicon(vocabulary)
