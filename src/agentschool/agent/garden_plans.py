"""The garden: feed for a bed at so much per square metre, and whole packets of seed for rows.

"bed 4.8m x 1.2m, feed at 140g per sq m: how much feed in grams?" is 4.8 * 1.2 * 140; "9 rows,
15 seeds a row, packets of 30, whole packets only: how many?" is ceil(9 * 15 / 30). The bed's
sizes are in metres and the rate per square metre; the rows, seeds a row and packet size are the
story's only numbers.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story
from agentschool.agent.units import measure, singular

__all__ = ["bed_feed", "seed_packets"]

_N = NUMBER
_M = r"\s*(?:m|metres?|meters?)\b"
_BED = re.compile(
    rf"(?<![\w.])(?P<a>{_N}){_M}\s*(?:long\s+)?(?:x|by|×|\*)\s*(?P<b>{_N}){_M}|"
    rf"(?<![\w.])(?P<a2>{_N}){_M}\s+long\s+(?:and|by|,)\s+(?P<b2>{_N}){_M}\s+wide\b"
)
_PER_SQUARE = re.compile(
    rf"(?<![\w.])(?P<r>{_N})\s*(?P<u>g|grams?|kg|ml|l|litres?|liters?)\s*(?:per|a|/|for\s+(?:each|every))"
    r"\s*(?:square\s+met(?:re|er)|sq\.?\s*m|m2|m²)\b"
)


def bed_feed(task: str) -> str | None:
    """A bed's area in square metres times a rate per square metre, asked in the rate's unit."""
    text = plain_story(task).replace("m²", "m2")
    beds, rates = list(_BED.finditer(text)), list(_PER_SQUARE.finditer(text))
    if len(beds) != 1 or len(rates) != 1:
        return None
    bed, rate = beds[0], rates[0]
    a, b = bed["a"] or bed["a2"], bed["b"] or bed["b2"]
    if sorted(numbers_in(text)) != sorted([a, b, rate["r"]]):
        return None  # two beds, a price of the feed: more than one bed's feed
    question = task.lower()
    if not re.search(r"\bhow\s+(?:much|many)\b", question):
        return None
    for asked in re.finditer(r"\b(?:in|how\s+many)\s+(?P<w>[a-z]+)", question):
        if measure(asked["w"]) is not None and singular(asked["w"]) != singular(rate["u"]):
            return None  # asked in another unit than the rate's: not converted here
    return f"{a} * {b} * {rate['r']}"


_ROWS = re.compile(r"(?<![\w.])(?P<rows>\d+)\s+rows\b")
_PER_ROW = re.compile(
    r"(?<![\w.])(?P<k>\d+)\s+(?:seeds?|plants?|bulbs?|seedlings?)\s+(?:a|per|in\s+(?:a|each)|each)"
    r"\s+row\b|\b(?:each|every|a)\s+row\s+(?:of|has|takes|needs|with)\s+(?P<k2>\d+)\b"
)
_PACKET = re.compile(
    r"\b(?:packets?|packs?|bags?|sachets?)\s+(?:hold|holds|have|has|contain|contains|of|with)\s+"
    r"(?P<p>\d+)\b|(?<![\w.])(?P<p2>\d+)\s+(?:seeds?|bulbs?|plants?)\s+(?:a|per|in\s+(?:a|each)|"
    r"to\s+a)\s+(?:packet|pack|bag|sachet)\b"
)
_WHOLE = re.compile(
    r"\bwhole\s+(?:packets|packs|bags|sachets)\b|\bhow\s+many\s+(?:packets|packs|bags|sachets)\b"
)


def seed_packets(task: str) -> str | None:
    """Whole packets of seed for rows of so many seeds: rounded up."""
    text = plain_story(task)
    rows, per_row = list(_ROWS.finditer(text)), list(_PER_ROW.finditer(text))
    packets = list(_PACKET.finditer(text))
    if len(rows) != 1 or len(per_row) != 1 or len(packets) != 1:
        return None
    if not (_WHOLE.search(text) and re.search(r"\bhow\s+many\b", task.lower())):
        return None
    n, k = rows[0]["rows"], per_row[0]["k"] or per_row[0]["k2"]
    size = packets[0]["p"] or packets[0]["p2"]
    if sorted(numbers_in(text)) != sorted([n, k, size]):
        return None
    return f"ceil({n} * {k} / {size})"
