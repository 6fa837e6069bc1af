"""A holiday for one: the price per person plus a single supplement for each night.

"£855 per person for 4 nights, and a single supplement of £27.50 a night: what will I pay?" is
855 + 27.50 * 4. The price is per person for the whole stay, the supplement per night, the nights
counted once; a supplement for the whole stay, or a price per night, is another story.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["single_traveller"]

_N = NUMBER
_PER_PERSON = re.compile(
    rf"(?<![\w.])(?P<p>{_N})\s*(?:per\s+person|pp|p\.p\.|a\s+head|each|per\s+head)\b"
)
_NIGHTS = re.compile(r"(?<![\w.])(?P<n>\d+)\s*(?:nights?|-night)\b")
_SUPPLEMENT = re.compile(
    rf"\bsingle\s+(?:room\s+)?supplement\s+(?:of\s+|is\s+|at\s+)?(?P<s>{_N})\s*"
    r"(?:a|per|/|each)\s*night\b|"
    rf"(?<![\w.])(?P<s2>{_N})\s*(?:a|per|/|each)\s*night\s+single\s+(?:room\s+)?supplement\b"
)
_ASKED = re.compile(r"\b(?:total|how\s+much|what\s+will\s+i\s+pay|what\s+do\s+i\s+pay|cost)\b")


def single_traveller(task: str) -> str | None:
    """The price per person for the stay plus a nightly single supplement for its nights."""
    text = re.sub(r"\bfor\s+1\b(?!\s*(?:night|week))", "for one", plain_story(task))  # one person
    prices, nights = list(_PER_PERSON.finditer(text)), list(_NIGHTS.finditer(text))
    supplements = list(_SUPPLEMENT.finditer(text))
    if len(prices) != 1 or len(nights) != 1 or len(supplements) != 1:
        return None
    if not _ASKED.search(task.lower()):
        return None
    price, count = prices[0]["p"], nights[0]["n"]
    extra = supplements[0]["s"] or supplements[0]["s2"]
    if sorted(numbers_in(text)) != sorted([price, count, extra]):
        return None  # a deposit, a second traveller, insurance: more than one person's stay
    return f"{price} + {extra} * {count}"
