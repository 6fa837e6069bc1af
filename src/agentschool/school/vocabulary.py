"""The words people use for kinds of events, organizers and places: language, not a source's data.

A `Term` maps phrases to a *concept* (a kind of event, e.g. `startups`), a keyword, or both.
Which category a concept means is decided per source, from the categories the source publishes
(`school.lexicon`): "founder events" is the `startups` category on one site and `founders` on
another; a source without such a category gets the concept's fallback keyword instead.
"hip-hop" is the `music` concept plus the keyword `hip-hop`; "conferences" is the keyword
`conference`. `PLACE_NICKNAMES` holds the spoken names of well-known places ("SF", "NYC"), used
only when the source lists a place of that name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = [
    "CASE_SENSITIVE_NICKNAMES",
    "EVENT_NOUNS",
    "PLACE_NICKNAMES",
    "TERMS",
    "Term",
    "term_pattern",
]


@dataclass(frozen=True)
class Term:
    """Phrases meaning one thing in a request."""

    phrases: tuple[str, ...]
    """Lower-case phrases, matched as whole words."""
    category: str | None = None
    """The concept the phrases select (the first category named wins)."""
    keyword: str | None = None
    """Keyword the phrases always add."""
    fallback: str | None = None
    """Keyword added instead of the category when another category was named first, or when
    the source has no category for the concept."""


def _kw(keyword: str, *phrases: str) -> Term:
    return Term(phrases, keyword=keyword)


def _both(category: str, keyword: str, *phrases: str) -> Term:
    return Term(phrases, category=category, keyword=keyword)


def _cat(category: str, fallback: str, *phrases: str) -> Term:
    return Term(phrases, category=category, fallback=fallback)


# Overlapping phrases: the longest match at a position wins ("co-founder" before "founder").
# fmt: off
TERMS: tuple[Term, ...] = (
    _kw("co-founder", "co-founder", "co-founders", "cofounder", "cofounders", "co founder"),
    _kw("conference", "conference", "conferences", "conf", "confs"),
    _kw("summit", "summit", "summits"),
    _kw("meetup", "meetup", "meetups", "meet-up", "meet-ups"),
    _kw("hackathon", "hackathon", "hackathons"),
    _kw("workshop", "workshop", "workshops"),
    _kw("webinar", "webinar", "webinars"),
    _kw("demo night", "demo night", "demo nights"),
    _kw("demo day", "demo day", "demo days"),
    _kw("dinner", "dinner", "dinners"),
    _kw("happy hour", "happy hour", "happy hours"),
    _kw("private", "private", "exclusive"),
    _kw("invite-only", "invite-only", "invite only", "invitation-only"),
    _both("music", "hip-hop", "hip-hop", "hip hop", "hiphop", "rap"),
    _both("music", "jazz", "jazz"),
    _both("wellness", "yoga", "yoga"),
    _both("wellness", "meditation", "meditation", "meditate"),
    _both("food", "supper club", "supper club", "supper clubs"),
    _both("food", "wine", "wine", "wine tasting", "wine tastings"),
    _both("fitness", "run club", "run club", "run clubs"),
    _both("fitness", "climbing", "climbing", "bouldering"),
    _both("arts", "poetry", "poetry", "poetry slam"),
    _cat("tech", "tech", "tech", "technology", "developer", "developers", "devtools",
         "dev tools", "software", "programming", "coding", "open source", "open-source"),
    _cat("ai", "ai", "ai", "a.i.", "artificial intelligence", "machine learning", "ml", "llm",
         "llms", "genai", "gen ai", "generative ai"),
    _cat("crypto", "crypto", "crypto", "web3", "blockchain", "defi", "ethereum", "onchain",
         "on-chain", "bitcoin", "nft", "nfts"),
    _cat("music", "music", "music", "concert", "concerts", "dj", "djs", "live music", "gig",
         "gigs"),
    _cat("arts", "art", "art", "arts", "arts & culture", "culture", "gallery", "galleries",
         "museum", "museums"),
    _cat("food", "food", "food", "food & drink", "food and drink", "drinks", "dining",
         "foodie", "cooking", "tasting", "tastings", "coffee"),
    _cat("wellness", "wellness", "wellness", "wellbeing", "well-being", "mindfulness",
         "breathwork", "sound bath", "self-care"),
    _cat("climate", "climate", "climate", "climate tech", "sustainability", "cleantech",
         "clean energy", "energy transition", "carbon"),
    _cat("startups", "founder", "founder", "founders", "startup", "startups", "start-up",
         "start-ups", "entrepreneur", "entrepreneurs", "pitch night", "pitch nights"),
    _cat("family", "family", "family", "families", "family-friendly", "family friendly", "kid",
         "kids", "kid-friendly", "children", "child-friendly", "parents", "toddler",
         "toddlers"),
    _cat("networking", "networking", "networking", "mixer", "mixers"),
    _cat("fitness", "fitness", "fitness", "workout", "workouts", "running", "runners",
         "cycling", "bootcamp", "sports", "exercise"),
)
# fmt: on
"""Every term the parser knows."""

# fmt: off
EVENT_NOUNS: tuple[str, ...] = (
    "event", "events", "party", "parties", "gathering", "gatherings", "happening",
    "happenings", "things to do", "what's on", "whats on", "activities", "activity",
    "festival", "festivals", "fair", "fairs", "concert", "concerts", "class", "classes", "talk",
    "talks", "session", "sessions", "social", "socials", "brunch", "night out", "nights out",
)
"""Words that make a request about events even without a category or organizer."""


# fmt: off
PLACE_NICKNAMES: dict[str, tuple[str, ...]] = {
    "san francisco": ("sf", "san fran", "the bay area", "bay area", "the bay", "sfo"),
    "new york": ("nyc", "new york city", "ny", "manhattan", "brooklyn"),
    "austin": ("atx",),
    "los angeles": ("la", "l.a."),
    "washington": ("dc", "d.c.", "washington dc"),
    "philadelphia": ("philly",),
    "las vegas": ("vegas",),
    "new orleans": ("nola",),
    "mexico city": ("cdmx",),
    "chicago": ("chi-town", "chitown"),
    "toronto": ("the 6ix",),
    "london": ("ldn",),
}
# fmt: on
"""Lower-case place name → the other names people use for it."""
CASE_SENSITIVE_NICKNAMES = frozenset({"ny", "la", "dc"})
"""Nicknames that are also English words: matched only in upper case ("NY", "LA")."""


def term_pattern(phrases: tuple[str, ...] | list[str]) -> re.Pattern[str]:
    """A case-insensitive pattern matching any phrase as whole words, longest first."""
    ordered = sorted(phrases, key=len, reverse=True)
    alternatives = "|".join(re.escape(p).replace(r"\ ", r"\s+") for p in ordered)
    return re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w-])", re.IGNORECASE)
