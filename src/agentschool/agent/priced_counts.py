"""A count of things at a price, asked as what they cost: "what do 5 packs at 2.78 cost?".

"at" a price after a count of things is the price of each ("3 tins at £1.15" is 3 × 1.15), as
on a shop's shelf; `word_problems` reads the same with "each" said. Read only when the clause is
that one question: one count, one price, a few words for the things and nothing else.
"""

from __future__ import annotations

import re

__all__ = ["priced_total"]

_PRICE = r"[$£€]?\s?(?P<p>\d+(?:\.\d{1,2})?)(?:\s?(?:dollars|pounds|euros|quid|bucks))?"
_THINGS = r"(?P<n>\d+)\s+(?:[a-z'-]+\s+){0,2}[a-z'-]+"
_EACH = r"(?:\s+(?:each|apiece|a\s+(?:pack|piece|go)))?"
_PRICED = re.compile(
    r"^(?:(?:please\s+)?(?:tell\s+me|work\s+out|let\s+me\s+know)\s+|and\s+)?"
    r"(?P<asked>what\s+(?:do|would|will|did)\s+|what\s+|how\s+much\s+(?:are|is|would|will|do|did)\s+)"
    rf"{_THINGS}\s+at\s+{_PRICE}{_EACH}"
    r"(?P<verb>\s+(?:cost|costs|come\s+to|would\s+cost|be))?"
    r"(?:\s+(?:in\s+total|altogether|all\s+together))?\s*[?.!]*$",
    re.I,
)
"""The question: "what do N things at P cost", "what N things at P cost", "how much are N things
at P"."""


def priced_total(clause: str) -> str | None:
    """The expression of a count times its price, when `clause` asks only what they cost."""
    asked = _PRICED.fullmatch(clause.strip())
    if asked is None or (not asked["asked"].lower().startswith("how") and not asked["verb"]):
        return None  # "what 5 packs at 2.78": what is asked of them, it does not say
    return f"{asked['n']} * {asked['p']}"
