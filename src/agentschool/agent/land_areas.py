"""Land measured in metres, its area asked in hectares: a paddock, a field, a plot.

"My paddock is 250 m long and 180 m wide, how many hectares?" is 250 * 180 / 10000; "field 400m
x 300m in hectares" and "length 500 m and width 320 m" likewise. Hectares (or "ha") must be
asked, and the two sides in metres be the story's only numbers.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["hectares_of"]

_N = NUMBER
_M = r"\s*(?:m|metres?|meters?|mtrs?)\b"
_SIDES = re.compile(
    rf"(?<![\w.])(?P<a>{_N}){_M}\s*(?:long\s+)?(?:x|by|×|\*)\s*(?P<b>{_N}){_M}|"
    rf"(?<![\w.])(?P<a2>{_N}){_M}\s+long\s*(?:and|by|,)\s+(?P<b2>{_N}){_M}\s+wide\b|"
    rf"\blength\s+(?:of\s+|is\s+)?(?P<a3>{_N}){_M}\s*(?:and|,)\s+(?:a\s+)?width\s+(?:of\s+|is\s+)?"
    rf"(?P<b3>{_N}){_M}"
)
_ASKED = re.compile(
    r"\b(?:how\s+many|in|into|to)\s+(?:hectares?|ha)\b|\barea\b[^.?!]*\bhectares?\b"
)


def hectares_of(task: str) -> str | None:
    """The sides multiplied, over the 10000 square metres of a hectare."""
    text = plain_story(task)
    if not _ASKED.search(text):
        return None
    sides = list(_SIDES.finditer(text))
    if len(sides) != 1:
        return None
    side = sides[0]
    a, b = next((side[f"a{k}"], side[f"b{k}"]) for k in ("", "2", "3") if side[f"a{k}"])
    if numbers_in(text.replace(side[0], " ", 1)):
        return None
    return f"{a} * {b} / 10000"
