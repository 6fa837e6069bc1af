"""Bottles of a size to make a volume: "how many 500 ml bottles to make 6 litres?" is 12.

The bottle's size is in the question ("how many 750ml bottles", "how many 1.5 l bottles"), the
volume to make the story's only other number, in litres or millilitres; 6 litres in 500 ml
bottles is ceil(6 * 1000 / 500), a part-filled bottle still a bottle to buy.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["bottles_for_volume"]

_N = NUMBER
_ML = r"(?:ml|millilit(?:re|er)s?)"
_L = r"(?:l|lit(?:re|er)s?|ltrs?)"
_ASKED = re.compile(
    rf"\bhow\s+many\s+(?P<s>{_N})\s*(?:(?P<ml>{_ML})|{_L})\s+(?:bottles?|jugs?|jars?|cans?|"
    r"containers?|cartons?|packets?|sachets?)\b(?P<rest>[^?.!]*)"
)
_VOLUME = re.compile(rf"(?<![\w.])(?P<v>{_N})\s*(?:(?P<ml>{_ML})|{_L})\b")
_TO_MAKE = re.compile(
    r"\b(?:make|makes|get|fill|hold|need|needed|buy|order|carry|store|for|to\s+(?:make|get|fill))\b"
)


def bottles_for_volume(task: str) -> str | None:
    """The volume over the bottle's size, both in millilitres, rounded up."""
    text = plain_story(task)
    asked = list(_ASKED.finditer(text))
    if len(asked) != 1 or not _TO_MAKE.search(text):
        return None
    rest = text[: asked[0].start()] + " " + text[asked[0].start("rest") :]
    volumes = list(_VOLUME.finditer(rest))
    if len(volumes) != 1 or numbers_in(rest.replace(volumes[0][0], " ", 1)):
        return None
    size, volume = asked[0]["s"], volumes[0]["v"]
    if float(size) == 0:
        return None
    volume_ml = volume if volumes[0]["ml"] else f"{volume} * 1000"
    size_ml = size if asked[0]["ml"] else f"({size} * 1000)"
    return f"ceil({volume_ml} / {size_ml})"
