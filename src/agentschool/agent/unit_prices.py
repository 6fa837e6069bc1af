"""The price of one when a price is given for many: per GB, per nappy, per litre.

"price per GB: ₹399 for 14 GB" is 399 / 14; "price per nappy? NZ$15.97 for a box of 148" is 15.97
/ 148; "How much per diaper is a 64-pack at C$24.28?" is 24.28 / 64. The question asks the price
per one thing; the story gives one price and one count (of that thing, or of the pack it comes in
by "a box of", "a 64-pack"); nothing else.
"""

from __future__ import annotations

import re

from agentschool.agent.money_notation import MONEY, amount_of
from agentschool.agent.story_text import numbers_in
from agentschool.agent.units import singular

__all__ = ["price_per_one"]

_N = r"\d+(?:,\d{3})*(?:\.\d+)?"
_ASKED = re.compile(
    r"\b(?:price|cost|how\s+much)\s+(?:is\s+it\s+|does\s+it\s+cost\s+)?(?:per|a|for\s+(?:one|each|a))\s+"
    r"(?P<x>[a-z]+)\b|\bhow\s+much\s+(?:per|a|for\s+(?:one|each|a))\s+(?P<x2>[a-z]+)\b"
)
_COUNT = re.compile(
    rf"(?<![\w.$£€₹])(?P<n>{_N})\s*(?:-\s*)?(?P<w>[a-z]+)\b|\b(?:box|pack|bag|packet|case|roll|"
    rf"tub|bundle)\s+of\s+(?P<n2>{_N})\b"
)


def price_per_one(task: str) -> str | None:
    """The price of one thing, from a price for many, or None when the story is not one."""
    text = task.lower().replace("’", "'")
    asked = _ASKED.search(text)
    prices = list(MONEY.finditer(text))
    if asked is None or len(prices) != 1:
        return None
    thing = singular(asked["x"] or asked["x2"])
    if thing in ("day", "week", "month", "year", "hour", "night", "person", "head", "time"):
        return None  # "how much a day?": a rate of a period or a share, not a price of one
    price = prices[0]
    rest = text[: price.start()] + " " + text[price.end() :]
    counts = [
        m
        for m in _COUNT.finditer(rest)
        if m["n2"] or singular(m["w"]) in (thing, "pack", "box", "bag", "packet")
    ]
    if len(counts) != 1 or len(numbers_in(re.sub(r"(?<=\d),(?=\d{3})", "", text))) != 2:
        return None
    count = (counts[0]["n"] or counts[0]["n2"]).replace(",", "")
    return f"{amount_of(price)} / {count}"
