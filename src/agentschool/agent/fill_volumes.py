"""Bags to fill a space: compost for a raised bed, concrete for a slab, bark for a border.

"fill two raised beds each 3m x 1.1m with 15cm of compost. bags are 60 litres. how many bags,
rounding up" is ceil(2 * 3 * 1.1 * 0.15 * 1000 / 60): the space (length by width by depth, in
metres or centimetres, times how many) over the bag's size in litres, rounded up (a part bag is
still bought). The story holds the sizes, the depth, the bag's size and perhaps a count of
spaces; nothing else.
"""

from __future__ import annotations

import re

from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["bags_to_fill"]

_N = r"\d+(?:\.\d+)?"
_TO_M = {"m": "", "metre": "", "metres": "", "meter": "", "meters": "", "cm": " / 100",
         "mm": " / 1000"}  # fmt: skip
_UNIT = r"(?P<{g}>m|metres?|meters?|cm|mm)(?![a-z])"
_AREA = re.compile(
    rf"(?<![\w.])(?P<a>{_N})\s*(?:{_UNIT.format(g='ua')})?\s*(?:x|by|×)\s*(?P<b>{_N})\s*"
    + _UNIT.format(g="ub")
)
_DEPTH = re.compile(
    rf"(?<![\w.])(?P<d>{_N})\s*{_UNIT.format(g='ud')}\s*(?:deep|of\s+[a-z]+|depth)|"
    rf"\b(?:depth\s+of|to\s+a\s+depth\s+of|deep\s*:?)\s*(?P<d2>{_N})\s*{_UNIT.format(g='ud2')}|"
    rf"(?P<d3>{_N})\s*{_UNIT.format(g='ud3')}\s+(?:thick|of\s+compost|of\s+soil|of\s+mulch)"
)
_BAG = re.compile(
    rf"(?<![\w.])(?P<s>{_N})\s*(?:l|litres?|liters?|ltr)\b(?:\s+[a-z]+)?\s*(?:bags?|sacks?)|"
    rf"\b(?:bags?|sacks?)\s+(?:are|of|hold|holding|contain)\s+(?P<s2>{_N})\s*(?:l|litres?|liters?)\b"
)
_COUNT = re.compile(
    r"(?<![\w.])(?P<k>\d+)\s+(?:raised\s+)?(?:beds|planters|borders|troughs|boxes)\s+each\b"
)
_ASKED = re.compile(r"\bhow\s+many\s+(?:[\w.]+\s+)?(?:bags|sacks)\b")


def _metres(value: str, unit: str | None, fallback: str | None) -> str:
    return f"{value}{_TO_M[(unit or fallback or 'm').lower()]}"


def bags_to_fill(task: str) -> str | None:
    """The bags of a size that fill a space to a depth, rounded up, or None."""
    text = plain_story(task)
    area, depth, bag = _AREA.search(text), _DEPTH.search(text), _BAG.search(text)
    if not _ASKED.search(text) or area is None or depth is None or bag is None:
        return None
    count = _COUNT.search(text)
    if len(numbers_in(text)) != 4 + bool(count):
        return None
    unit = area["ub"] or area["ua"]
    d, ud = next((depth[g], depth[f"u{g}"]) for g in ("d", "d2", "d3") if depth[g])
    size = bag["s"] or bag["s2"]
    volume = " * ".join(
        [*([count["k"]] if count else []), _metres(area["a"], area["ua"], unit),
         _metres(area["b"], area["ub"], unit), f"({_metres(d, ud, None)})"]
    )  # fmt: skip
    return f"ceil({volume} * 1000 / {size})"
