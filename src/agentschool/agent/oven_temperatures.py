"""A temperature told, then asked on the other scale: an oven, a fever, the weather.

"my recipe says 375 F, what is that in celsius?", "bake at 410 F, whats that in C", "the recipe
says 325°F but my oven is celsius, what do I set it to?": one temperature in Fahrenheit or
Celsius, the other scale named, and a question. The temperature must be the story's only
number; a rounding asked ("nearest whole degree") is read before this reader sees the task.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.calc_wording import temperature
from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["other_scale"]

_SCALE = r"fahrenheit|celsius|centigrade"
_TOLD = re.compile(
    rf"(?<![\w.])(?P<x>-?{NUMBER})\s*(?:°\s*|degrees?\s+|deg\s+)?(?P<scale>{_SCALE}|[fc])\b"
)
"""A temperature: "375 F", "325°F", "180 degrees celsius", "40c"."""
_READ_IN = re.compile(
    rf"\b(?:is\s+)?in\s+(?P<scale>{_SCALE})\b(?:\s+[a-z']+){{0,3}}?\s+(?:says|reads|shows|"
    rf"showing|reading|said|read|showed)\s+(?P<x>-?{NUMBER})(?!\.?\d)"
)
"""A thermometer read on a scale said first: "it's in Celsius and says 38.1"."""
_ASKED_IN = re.compile(rf"\b(?:in|to|into|as)\s+(?:degrees?\s+|°\s*)?(?P<scale>{_SCALE}|[fc])\b")
"""The scale asked by a preposition: "in celsius", "whats that in C"."""
_NAMED = re.compile(rf"\b(?P<scale>{_SCALE})\b")
_QUESTION = re.compile(r"\?|\b(?:what|whats|how|convert|set|put|turn|which)\b")


def other_scale(task: str) -> str | None:
    """The one temperature told, on the other scale the task names."""
    text = plain_story(task)
    text = _READ_IN.sub(lambda m: f"reads {m['x']} {m['scale']}", text)
    told = list(_TOLD.finditer(text))
    if len(told) != 1 or not _QUESTION.search(text):
        return None
    rest = text.replace(told[0][0], " ", 1)
    if numbers_in(rest):
        return None  # "bake at 180 C for 25 minutes": another number plays a role
    source = told[0]["scale"][0]
    asked = {m["scale"][0] for m in [*_ASKED_IN.finditer(rest), *_NAMED.finditer(rest)]}
    asked -= {source}
    if len(asked) != 1:
        return None
    return temperature(told[0]["x"], source, asked.pop())
