"""A mixture or a strength scaled to another amount: a feed's dilution, a stock's strength.

"Dilution rate is 30 ml to 4.5 L. My sprayer takes 7 L. How much concentrate?" is 30 / 4.5 * 7;
"need 80 mg, have 20 mg per 2 ml. ml?" is 80 / 20 * 2; "want 170mg, have 125mg in 5ml. answer in
mls" is 170 / 125 * 5. One ratio is told ("A to B", "A in B", "A per B"), and one more amount in
one of its two units (or a unit that converts: litres and millilitres); the question asks the
other unit. Nothing else is in the story.
"""

from __future__ import annotations

import re

from agentschool.agent.story_text import numbers_in, plain_story
from agentschool.agent.units import conversion, singular

__all__ = ["scaled_ratio"]

_N = r"\d+(?:\.\d+)?"
_UNIT = r"(?:ml|mls|l|litres?|liters?|mg|mcg|g|grams?|kg|micrograms?|units?|tsp|tbsp|cups?)"
_RATIO = re.compile(
    rf"(?<![\w.])(?P<x>{_N})\s*(?P<ux>{_UNIT})\b\s+(?:to|in|per|for|with|into)\s+(?:a\s+|an\s+|every\s+|"
    rf"each\s+|1\s+)?(?P<y>{_N})?\s*(?P<uy>{_UNIT})\b"
)
_AMOUNT = re.compile(rf"(?<![\w.])(?P<z>{_N})\s*(?P<uz>{_UNIT})\b")
_ASKED = re.compile(
    rf"\b(?:how\s+(?:much|many)|what\s+volume|answer\s+in|in\s+(?:{_UNIT})\b|(?:{_UNIT})\s*\?)"
)
_NAMES = {"ml": "milliliter", "mls": "milliliter", "l": "liter", "mg": "milligram", "g": "gram",
          "kg": "kilogram", "mcg": "microgram", "microgram": "microgram"}  # fmt: skip


def _unit(word: str) -> str:
    name = singular(word.lower())
    return _NAMES.get(word.lower(), _NAMES.get(name, name))


def _factor(source: str, target: str) -> str | None:
    """What takes an amount in `source` to `target`: " * f", "" (one unit), or None."""
    if source == target:
        return ""
    known = conversion(source, target)
    return None if known is None else f" * {float(known)!r}"


def scaled_ratio(task: str) -> str | None:
    """The other side of a told ratio for one more amount, or None."""
    text = plain_story(task)
    ratio = _RATIO.search(text)
    if ratio is None or not _ASKED.search(task.lower()):
        return None
    y = ratio["y"] or "1"
    others = [m for m in _AMOUNT.finditer(text) if not ratio.start() <= m.start() < ratio.end()]
    if len(others) != 1 or len(numbers_in(text)) != 2 + bool(ratio["y"]):
        return None
    z, uz = others[0]["z"], _unit(others[0]["uz"])
    ux, uy = _unit(ratio["ux"]), _unit(ratio["uy"])
    if _factor(ux, uy) is not None:  # "30 ml to 4.5 L": one kind on both sides
        return f"{z} / {y} * {ratio['x']}" if uz == uy else None  # "900 ml" of which side?
    if uz == uy or (uz != ux and _factor(uz, ux) is None):
        to_y = _factor(uz, uy)
        return None if to_y is None else f"{z}{to_y} / {y} * {ratio['x']}"  # "7 L": the ml
    to_x = _factor(uz, ux)
    return None if to_x is None else f"{z}{to_x} / {ratio['x']} * {y}"  # "want 170 mg": the ml
