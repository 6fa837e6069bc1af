"""Things bought at their prices with a percent off the whole bill: "10% off for over 60s".

"a watering can at £19.85, plants at £11 and a bird feeder at £11.85, 10% off for over 60s: how
much do I pay?" is (19.85 + 11 + 11.85) * (100 - 10) / 100. Each thing is priced "at" an amount,
the one percent is said "off"; every other number must be a price (a count of things, "over
60s" aside).
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["discounted_basket"]

_N = NUMBER
_OFF = re.compile(rf"(?<![\w.])(?P<p>{_N})\s*(?:%|percent\b|per\s+cent\b)\s+(?:off|discount)\b")
_PRICED = re.compile(
    rf"\b(?:a|an|one|the|some)\s+(?:[a-z'-]+\s+){{1,5}}?(?:at|for|costing)\s+(?P<x>{_N})(?!\w|\.\d|\s*each)"
)
_AGES = re.compile(r"\b(?:over|aged|for\s+the\s+over)[\s-]*\d+s?\b|\b\d+\s*\+")
_ASKED = re.compile(
    r"\bhow\s+much\b|\bwhat\s+(?:do|will|would|should)\s+i\s+pay\b|\bcome\s+to\b|\btotal\b"
)


def discounted_basket(task: str) -> str | None:
    """The prices of single things added, less one percent off the whole bill."""
    text = _AGES.sub(" ", plain_story(task))
    offs, items = list(_OFF.finditer(text)), list(_PRICED.finditer(text))
    if len(offs) != 1 or len(items) < 2 or not _ASKED.search(task.lower()):
        return None
    prices = [m["x"] for m in items]
    if sorted(numbers_in(text)) != sorted([offs[0]["p"], *prices]):
        return None  # a count of things, a coupon, a second percent: more than the basket
    if re.search(r"\b(?:except|not\s+on|excluding|only|each)\b", text):
        return None  # the discount on some things only: not the whole bill
    return f"({' + '.join(prices)}) * (100 - {offs[0]['p']}) / 100"
