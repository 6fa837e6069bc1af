"""An amount spread at a rate per area over a rectangle: fertiliser per square metre, rain.

"label says 1 oz per 10 square feet. my plot is 36 ft by 30 ft. how many ounces?" is 36 * 30 / 10
* 1; "growmore 35g a sq metre over the allotment which is 22 metres by 10 metres - how many kilos?"
is 22 * 10 * 35 / 1000 (grams made kilos). The rate's area unit must be the rectangle's (square
metres of metres, square feet of feet); the story holds the rate, the two sides and nothing else.
"""

from __future__ import annotations

import re

from agentschool.agent.story_text import numbers_in, plain_story
from agentschool.agent.units import conversion, singular

__all__ = ["spread_over_area"]

_N = r"\d+(?:\.\d+)?"
_SIDE = r"(?P<{g}>m|metres?|meters?|ft|feet|foot)"
_RECT = re.compile(
    rf"(?<![\w.])(?P<a>{_N})\s*(?:{_SIDE.format(g='ua')})?\s*(?:x|by|×)\s*(?P<b>{_N})\s*"
    + _SIDE.format(g="ub")
    + r"\b"
)
_RATE = re.compile(
    rf"(?<![\w.])(?P<r>{_N})\s*(?P<u>g|grams?|kg|oz|ounces?|ml|l|litres?|liters?|lb|lbs)\s+"
    rf"(?:a|per|to\s+(?:a|every|each)|for\s+(?:a|every|each))\s+(?:(?P<n>{_N})\s+)?"
    r"(?:sq\.?|square)\s*(?P<au>metres?|meters?|m|feet|foot|ft)\b"
)
_ASKED = re.compile(
    r"\bhow\s+(?:many|much)\s+(?P<x>[a-z]+)|\bin\s+(?P<y>kilos?|kg|grams?|litres?|ounces?|oz|lbs?)\b|"
    r"(?P<z>kilos?|kg|grams?|litres?|ounces?|oz)(?:'s)?\s+(?:is\s+)?that\b"
)
_SAME = {"metre": "m", "meter": "m", "m": "m", "feet": "ft", "foot": "ft", "ft": "ft"}
_NAMES = {"g": "gram", "kg": "kilogram", "kilo": "kilogram", "oz": "ounce", "lb": "pound",
          "lbs": "pound", "l": "liter", "ml": "milliliter"}  # fmt: skip


def _name(word: str) -> str:
    return _NAMES.get(word, _NAMES.get(singular(word), singular(word)))


def spread_over_area(task: str) -> str | None:
    """The amount a rate per area spreads over a rectangle, in the unit asked, or None."""
    text = plain_story(task)
    rect, rate, asked = _RECT.search(text), _RATE.search(text), _ASKED.search(text)
    if rect is None or rate is None or asked is None:
        return None
    side = _SAME.get(singular(rect["ub"]))
    if side is None or _SAME.get(singular(rate["au"])) != side:
        return None  # square feet of a plot in metres: not read here
    if len(numbers_in(text)) != 3 + bool(rate["n"]):
        return None
    want = _name(next(w for w in asked.groups() if w))
    factor = conversion(_name(rate["u"]), want) if want != _name(rate["u"]) else 1
    if factor is None:
        return None  # "how many bags": not a unit the rate is in
    spread = f"{rect['a']} * {rect['b']} * {rate['r']}"
    spread = f"{spread} / {rate['n']}" if rate["n"] else spread
    return spread if factor == 1 else f"{spread} * {float(factor)!r}"
