"""How many people a story counts, one reader for every story that shares or multiplies by them.

"4 of us", "6 friends", "we were 4 at dinner", "there are 3 of us", "a party of 5", "table for 2":
the count is `n` or `n2` of `PEOPLE`. Whether the teller is among them is `others_counted`.
"""

from __future__ import annotations

import re

PEOPLE = re.compile(
    r"(?<![\w.])(?P<n>\d+)\s+(?:ways|of\s+us|of\s+them|people|ppl|persons|friends|guests|colleagues|"
    r"coworkers|roommates|flatmates|housemates|adults|diners|kids|children|siblings|families|"
    r"households|couples)\b|"
    r"\b(?:we\s+are|we're|we\s+were|there\s+are|there\s+were)\s+(?P<n2>\d+)\b(?![\d.%])"
    r"(?!\s*(?!(?:in|at|for|of|living|sharing|and|so|us|people|persons|friends|guests|adults|"
    r"diners|kids|children)\b)[a-z])|"
    r"\b(?:party\s+of|table\s+for|(?:dinner|lunch|breakfast|brunch|meal|drinks)\s+for)\s+"
    r"(?P<n3>\d+)\b(?![\d.%])"
)
"""A count of people: "4 of us", "we were 4 at dinner" (not "we are 3 days in")."""

_WITH = re.compile(r"\bwith\s+(?:my\s+|our\s+|the\s+|\w+'s\s+)?$")
_AND_ME = re.compile(r"\b(?:and|plus|including|besides|as\s+well\s+as)\s+(?:me|myself|i|us)\b")
_ME_AND = re.compile(r"\b(?:me|myself|i)\s+(?:and|plus|&)\s+(?:my\s+|our\s+)?$")


def people_count(match: re.Match[str]) -> str:
    """The count a `PEOPLE` match holds."""
    return match["n"] or match["n2"] or match["n3"]


def others_counted(text: str, at: int) -> bool:
    """Whether the people counted at `at` are others than the teller ("with 2 friends").

    "With 2 friends", "my 2 roommates and me", "me and 3 friends": how many shares that makes is
    not said ("we" may be more than one), so a split by that count would be a guess.
    """
    return bool(_WITH.search(text, 0, at) or _ME_AND.search(text, 0, at) or _AND_ME.search(text))
