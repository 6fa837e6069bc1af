"""Body mass index from a weight in kilograms and a height in metres (or centimetres).

"My weight is 72 kg and my height is 1.75 m, what is my BMI?" is 72 / 1.75 ** 2; "160 cm tall
and 58 kg" is 58 / (160 / 100) ** 2. The BMI (or body mass index) must be asked, one weight and
one height told, and no other number but a formula's square ("weight / height^2").
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["body_mass_index"]

_N = NUMBER
_ASKED = re.compile(r"\bbmi\b|\bbody\s+mass\s+index\b")
_WEIGHT = re.compile(rf"(?<![\w.])(?P<w>{_N})\s*(?:kg|kgs|kilos?|kilograms?)\b")
_HEIGHT = re.compile(
    rf"(?<![\w.])(?P<h>{_N})\s*(?:(?P<cm>cm|centimet(?:re|er)s?)|m|metres?|meters?|mtrs?)\b(?!\s*\d)"
)
_SQUARE = re.compile(r"(?:\^|\*\*)\s*2\b|²")


def body_mass_index(task: str) -> str | None:
    """The weight over the height squared, in metres."""
    text = _SQUARE.sub(" squared", plain_story(task))
    if not _ASKED.search(text):
        return None
    weights, heights = list(_WEIGHT.finditer(text)), list(_HEIGHT.finditer(text))
    if len(weights) != 1 or len(heights) != 1:
        return None
    rest = text.replace(weights[0][0], " ", 1).replace(heights[0][0], " ", 1)
    if numbers_in(rest):
        return None
    height = heights[0]["h"]
    metres = f"({height} / 100)" if heights[0]["cm"] else height
    return f"{weights[0]['w']} / {metres} ** 2"
