"""Things spaced along a run, one at each end: fence posts, stakes, balusters, lamp posts.

"a fence 74m long with posts every 2m, including one at each end: how many posts?", "248 ft of
fence, t-posts every 8 ft, post at each end", "hedge line is 21 metres, stakes at 1.5 m spacing, a
stake at both ends": the gaps are the run over the spacing (a part gap needs one more post), and
the posts are one more than the gaps: ceil(run / spacing) + 1. The story must say a post stands
at each end (without it, whether the ends have one is unsure), and hold the run and the spacing
in one unit and no other number.
"""

from __future__ import annotations

import re

from agentschool.agent.story_text import numbers_in, plain_story
from agentschool.agent.units import singular

__all__ = ["posts_along"]

_N = r"\d+(?:\.\d+)?"
_UNIT = r"(?P<{g}>m|metres?|meters?|ft|feet|foot|yards?|yd|cm|km)\b"
_SPACING = re.compile(
    rf"\b(?:every|each)\s+(?P<s>{_N})\s*{_UNIT.format(g='su')}|"
    rf"\b(?:at|with)\s+(?P<s2>{_N})\s*{_UNIT.format(g='su2')}\s*(?:spacing|spacings|apart|"
    r"intervals?|centres|centers|gaps?)\b|"
    rf"(?P<s3>{_N})\s*{_UNIT.format(g='su3')}\s+(?:apart|spacing|intervals?|centres|centers)\b"
)
_RUN = re.compile(rf"(?<![\w.])(?P<r>{_N})\s*{_UNIT.format(g='ru')}")
_ENDS = re.compile(
    r"\b(?:at|on|for)\s+(?:each|both|either)\s+ends?\b|\bboth\s+ends\b|\beach\s+end\b|"
    r"\bincluding\s+(?:the\s+)?(?:two\s+)?ends\b|\bincl(?:uding)?\.?\s+(?:the\s+)?ends\b"
)
_ASKED = re.compile(
    r"\bhow\s+many\s+(?:[a-z-]+\s+)?(?:[a-z]+-)?(?:posts?|stakes?|poles?|pickets?|balusters?|"
    r"spindles?|uprights?|pegs?|lights?|lamps?|trees?|plants?|canes?)\b"
)
_SAME = {"metre": "m", "meter": "m", "feet": "ft", "foot": "ft", "yard": "yd"}


def _unit(word: str) -> str:
    name = singular(word)
    return _SAME.get(name, name)


def posts_along(task: str) -> str | None:
    """How many things stand along a run at a spacing, one at each end; None otherwise."""
    text = plain_story(task)
    spacing = _SPACING.search(text)
    if spacing is None or not _ENDS.search(text) or not _ASKED.search(text):
        return None
    if (
        len(numbers_in(re.sub(r"\b1\s+(?=(?:at|on|for)\s+(?:each|both|either)\s+end)", "", text)))
        != 2
    ):
        return None
    gap = spacing["s"] or spacing["s2"] or spacing["s3"]
    gap_unit = _unit(spacing["su"] or spacing["su2"] or spacing["su3"])
    runs = [m for m in _RUN.finditer(text) if not spacing.start() <= m.start() < spacing.end()]
    if len(runs) != 1 or _unit(runs[0]["ru"]) != gap_unit or float(gap) == 0:
        return None
    return f"ceil({runs[0]['r']} / {gap}) + 1"
