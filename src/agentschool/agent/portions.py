"""Portions of a size in an amount: "a bottle has 120 ml and each dose is 5 ml: how many doses?".

The story gives an amount in a unit and the size of one portion in the same unit, and asks how
many portions: the amount over the size, when that is a whole number (whether a part portion
counts is a judgement, so None then, and the caller refuses).
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.units import singular

__all__ = ["part_portion", "portions"]

_N = NUMBER
_EACH_SIZE = re.compile(
    r"\b(?:each|every|one|a|1|per)\s+(?P<what>[a-z]+)\s+(?:is|=|holds|takes|uses|needs|contains|of)"
    rf"\s+(?P<x>{_N})\s*(?P<u>[a-z]+)\b|"
    rf"(?<![\w.])(?P<x2>{_N})\s*(?P<u2>[a-z]+)\s+(?:each|a|per)\s+(?P<what2>[a-z]+)\b"
)
_ASKED = re.compile(r"\bhow\s+many\s+(?P<what>[a-z]+)\b")


def part_portion(text: str, numbers: list[str]) -> bool:
    """Whether a story asks how many portions fit, and they do not fit a whole number of times.

    "500 g, each bowl uses 40 g: how many bowls?": 12.5 bowls is no answer, and whether 12 or 13
    is meant is a judgement, so the caller refuses every reading.
    """
    return _portions(text, numbers) == ""


def portions(text: str, numbers: list[str]) -> str | None:
    """How many portions of the size said fit in the amount said."""
    return _portions(text, numbers) or None


def _portions(text: str, numbers: list[str]) -> str | None:
    """The portions expression; "" when they do not fit a whole number of times."""
    size, asked = _EACH_SIZE.search(text), _ASKED.search(text)
    if size is None or asked is None or len(numbers) != 2:
        return None
    what, x, unit = size["what"] or size["what2"], size["x"] or size["x2"], size["u"] or size["u2"]
    if singular(what) != singular(asked["what"]) or re.search(r"%|\b(?:left|more|times)\b", text):
        return None
    rest = text[: size.start()] + " " * len(size[0]) + text[size.end() :]
    total = re.search(rf"(?<![\w.])(?P<t>{_N})\s*(?P<u>[a-z]+)\b", rest)
    if total is None or singular(total["u"]) != singular(unit) or float(x) == 0:
        return None  # "120 ml" and doses of "1 tsp": a conversion not said
    count = float(total["t"]) / float(x)
    return f"{total['t']} / {x}" if count.is_integer() else ""
