"""The words a request uses for categories, event kinds and organizers, mapped onto the source.

Categories are the Luma dataset's real slugs (`sources.luma.catalog.CATEGORIES`) and organizers its
real calendars and hosts (`CALENDARS`); this module adds only the synonyms people type. A term
maps to a category, a keyword, or both: "hip-hop" is the `music` category plus the keyword
`hip-hop` (the site has no hip-hop category; its hip-hop events say so in their name and
description), "conferences" is the keyword `conference`, "founders" the `startups` category, or
the keyword `founder` when a category was already named ("networking events for founders").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from agentschool.testing.luma_site.catalog import CALENDARS, CATEGORIES

__all__ = [
    "CATEGORY_SLUGS",
    "EVENT_NOUNS",
    "ORGANIZER_ALIASES",
    "TERMS",
    "Term",
    "term_pattern",
]

CATEGORY_SLUGS: tuple[str, ...] = tuple(category.slug for category in CATEGORIES)
"""Every category slug of the source."""


@dataclass(frozen=True)
class Term:
    """Phrases meaning one thing in a request."""

    phrases: tuple[str, ...]
    """Lower-case phrases, matched as whole words."""
    category: str | None = None
    """Category slug the phrases select (the first category named wins)."""
    keyword: str | None = None
    """Keyword the phrases always add."""
    fallback: str | None = None
    """Keyword added instead of `category` when another category was named first."""


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
    _both("food-drink", "supper club", "supper club", "supper clubs"),
    _both("food-drink", "wine", "wine", "wine tasting", "wine tastings"),
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
    _cat("food-drink", "food", "food", "food & drink", "food and drink", "drinks", "dining",
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


def _organizer_aliases() -> dict[str, str]:
    aliases: dict[str, str] = {}
    for calendar in CALENDARS:
        aliases[calendar.name.lower()] = calendar.name
        for host in calendar.hosts:
            aliases.setdefault(host.lower(), host)
    aliases.update(
        {
            "yc": "Y Combinator",
            "ycombinator": "Y Combinator",
            "y-combinator": "Y Combinator",
            "founders inc.": "Founders Inc",
            "founders, inc.": "Founders Inc",
            "founders, inc": "Founders Inc",
            "foundersinc": "Founders Inc",
        }
    )
    return dict(sorted(aliases.items(), key=lambda item: (-len(item[0]), item[0])))


ORGANIZER_ALIASES: dict[str, str] = _organizer_aliases()
"""Lower-case organizer or host name → its name on the source, longest first."""


def term_pattern(phrases: tuple[str, ...] | list[str]) -> re.Pattern[str]:
    """A case-insensitive pattern matching any phrase as whole words, longest first."""
    ordered = sorted(phrases, key=len, reverse=True)
    alternatives = "|".join(re.escape(p).replace(r"\ ", r"\s+") for p in ordered)
    return re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w-])", re.IGNORECASE)
