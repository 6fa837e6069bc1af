"""Counts nested in counts: so many seeds a row, so many rows a bed, so many beds.

"23 onion sets in a row, 6 rows per bed, across six beds: how many sets?" is 23 * 6 * 6; "2 beds
with 5 rows in each, 12 seeds per row: how many seeds?" is 2 * 5 * 12; "three rows in each of my
2 raised beds, 20 seeds to a row, plus 18 spare: total seeds?" is 3 * 2 * 20 + 18. Each "N A in a
B" (per, to a, in each, each of my M B) links A to B; one count of the outermost thing ("six
beds") starts the chain, which must reach the thing asked through every link, each number used
once. Anything else in the story (a price, a second count of a thing) and the reader answers None.
"""

from __future__ import annotations

import re

from agentschool.agent.story_text import numbers_in, plain_story
from agentschool.agent.units import singular

__all__ = ["nested_count"]

_N = r"\d+(?:\.\d+)?"
_NOUN = r"(?:[a-z]+\s+(?!(?:in|on|each|apiece|per|to|for|with)\b))?(?P<{g}>[a-z]+)"
_PER = r"(?:(?:in|per|to|for|on)\s+(?:a|an|each|every|1)|per|each)"
_LINKS = [
    # "2 beds with 5 rows in each"
    re.compile(
        rf"(?<![\w.])(?P<m>{_N})\s+{_NOUN.format(g='b')}\s+with\s+(?P<n>{_N})\s+{_NOUN.format(g='a')}"
        r"\s+(?:in\s+each|on\s+each|each|apiece)\b"
    ),
    # "three rows of beetroot in each of my 2 raised beds"
    re.compile(
        rf"(?<![\w.])(?P<n>{_N})\s+(?P<a>[a-z]+)(?:\s+of\s+[a-z]+)?\s+(?:in|on)\s+each\s+of\s+"
        rf"(?:my|the|our|his|her|their)\s+(?P<m>{_N})\s+{_NOUN.format(g='b')}"
    ),
    # "23 onion sets in a row", "6 rows per bed", "20 seeds to a row"
    re.compile(
        rf"(?<![\w.])(?P<n>{_N})\s+{_NOUN.format(g='a')}(?:\s+of\s+[a-z]+)?\s+{_PER}\s+(?P<b>[a-z]+)\b"
    ),
]
_ASKED = re.compile(r"\bhow\s+many\s+(?P<x>[a-z]+)(?:\s+(?P<x2>[a-z]+))?|\btotal\s+(?P<y>[a-z]+)\b")
_SPARE = re.compile(
    rf"\b(?:plus|and|with)\s+(?:i\s+(?:want|need)\s+|another\s+)?(?P<s>{_N})\s+(?:spare|extra|more)\b"
)
_COUNT = re.compile(rf"(?<![\w.])(?P<n>{_N})\s+(?P<w>[a-z]+)")


def nested_count(task: str) -> str | None:
    """The count of the thing asked through a chain of nested counts, or None."""
    text = plain_story(task)
    asked = _ASKED.search(text)
    if asked is None:
        return None
    asked_for = {singular(w) for w in (asked["x"], asked["x2"], asked["y"]) if w}
    links: dict[str, tuple[str, str]] = {}  # outer thing → (inner thing, how many in one)
    starts: dict[str, str] = {}
    used: list[tuple[int, int]] = []
    for pattern in _LINKS:
        for link in pattern.finditer(text):
            if any(s < link.end() and link.start() < e for s, e in used):
                continue
            inner, outer = singular(link["a"]), singular(link["b"])
            if outer in links or inner == outer:
                return None  # two links from one thing: which is nested?
            links[outer] = (inner, link["n"])
            if "m" in link.groupdict() and link["m"]:
                starts[outer] = link["m"]
            used.append(link.span())
    spare = _SPARE.search(text)
    rest = text
    for start, end in sorted([*used, *([spare.span()] if spare else [])], reverse=True):
        rest = rest[:start] + " ; " + rest[end:]
    for count in _COUNT.finditer(rest):
        starts.setdefault(singular(count["w"]), count["n"])
    if not links or len(starts) != 1:
        return None
    ((thing, first),) = starts.items()
    factors, seen = [first], {thing}
    while thing in links:
        thing, many = links[thing]
        if thing in seen:
            return None
        seen.add(thing)
        factors.append(many)
    counted = len(factors) + (1 if spare else 0)
    if thing not in asked_for or len(factors) - 1 != len(links) or counted != len(numbers_in(text)):
        return None
    product = " * ".join(factors)
    return f"{product} + {spare['s']}" if spare else product
