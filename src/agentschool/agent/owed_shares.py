"""An amount shared in halves: "if we go halves, what does she owe me?".

"Lunch was $48 for me and my sister, if we go halves what does she owe me?", "split the $90 bill
down the middle". One amount, said halved by a phrase that names two equal shares, asked as a
share or what is owed: the amount over 2. Anything else is None.
"""

from __future__ import annotations

import re

__all__ = ["halves"]

_HALVED = re.compile(
    r"\b(?:go(?:ing)?\s+halves|went\s+halves|(?:split|splitting|share|sharing|divide|dividing)\s+"
    r"(?:it\s+|that\s+|the\s+(?:bill|cost|costs|total|amount)\s+)?(?:50\s*/\s*50|fifty[\s-]+fifty|"
    r"down\s+the\s+middle|in\s+half|in\s+2|evenly\s+between\s+(?:the\s+)?2\s+of\s+us)|"
    r"half\s+(?:each|and\s+half)|owes?\s+(?:me|you|us|him|her)\s+half)\b"
)
_ASKED = re.compile(
    r"\bhow\s+much\b.*\b(?:owe|owes|pay|pays|give|share|each|back)\b|"
    r"\bwhat\s+(?:does|do|should|will|would)\s+(?:he|she|they|i|we|you|[a-z]+)\s+(?:owe|pay)\b|"
    r"\b(?:my|his|her|their|each)\s+share\b"
)


def halves(text: str, numbers: list[str]) -> str | None:
    """Half of the one amount of a story said to be split in two equal shares."""
    if len(numbers) != 1 or _HALVED.search(text) is None or not _ASKED.search(text):
        return None
    if re.search(r"%|\b(?:tip|tax|vat|plus|extra|each\s+way|per)\b", text):
        return None  # a tip or an amount added: half of what, is not said
    return f"{numbers[0]} / 2"
