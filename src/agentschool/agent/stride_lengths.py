"""Steps and stride: how far a count of steps goes, or how many steps a distance takes.

"I did 8,140 steps and my stride is 70 centimetres. How far is that in km?" is 8140 * 70 /
100000; "If each of my steps is 83 centimetres, how many steps do I take walking 1.1 kilometres?"
is 1.1 * 100000 / 83 (rounded when asked: "to the nearest step"). The stride must be said as one
("my stride is", "each step is", "a 70 cm stride"), and the story must hold nothing but it and
the steps or the distance.
"""

from __future__ import annotations

import re
from fractions import Fraction

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story
from agentschool.agent.units import conversion, singular

__all__ = ["stride_distance"]

_N = NUMBER
_LENGTH = (
    r"(?:cm|centimet(?:re|er)s?|mm|millimet(?:re|er)s?|m|met(?:re|er)s?|km|kilomet(?:re|er)s?|"
    r"mi|miles?|ft|feet|foot|inch(?:es)?|yards?)"
)
_STRIDE = re.compile(
    rf"\b(?:stride|step|pace)(?:\s+length)?\s+(?:is|was|of|=)\s+(?:about\s+)?(?P<a>{_N})\s*"
    rf"(?P<au>{_LENGTH})\b|"
    rf"\beach\s+(?:of\s+my\s+|one\s+of\s+my\s+)?(?:steps?|strides?|paces?)\s+(?:is|was|covers)\s+"
    rf"(?:about\s+)?(?P<b>{_N})\s*(?P<bu>{_LENGTH})\b|"
    rf"(?<![\w.])(?P<c>{_N})\s*(?P<cu>{_LENGTH})\s+(?:stride|step|pace|per\s+step|a\s+step)\b"
)
"""The length of one step: "my stride is 70 cm", "each of my steps is 83 centimetres"."""
_STEPS = re.compile(r"(?<![\w.])(?P<n>\d+)\s+steps\b")
_DISTANCE = re.compile(rf"(?<![\w.])(?P<d>{_N})\s*(?P<du>{_LENGTH})\b")
_FAR_ASKED = re.compile(
    rf"\bhow\s+(?:far|many\s+(?P<u>{_LENGTH}))\b(?:[^.?!]*?\bin\s+(?P<v>{_LENGTH})\b)?"
)
_STEPS_ASKED = re.compile(r"\bhow\s+many\s+(?:steps|strides|paces)\b")


def stride_distance(task: str) -> str | None:
    """Steps times the stride in the unit asked, or a distance over the stride, or None."""
    text = plain_story(task)
    strides = list(_STRIDE.finditer(text))
    if len(strides) != 1:
        return None
    stride = strides[0]
    length = stride["a"] or stride["b"] or stride["c"]
    unit = singular(stride["au"] or stride["bu"] or stride["cu"])
    rest = text[: stride.start()] + " " + text[stride.end() :]
    if _STEPS_ASKED.search(rest):
        distances = list(_DISTANCE.finditer(rest))
        if len(distances) != 1 or len(numbers_in(rest)) != 1:
            return None
        factor = conversion(singular(distances[0]["du"]), unit)
        return None if factor is None else f"{distances[0]['d']}{_times(factor)} / {length}"
    steps, asked = list(_STEPS.finditer(rest)), _FAR_ASKED.search(rest)
    if len(steps) != 1 or asked is None or len(numbers_in(rest)) != 1:
        return None
    if (target := asked["u"] or asked["v"]) is None:
        return None  # "how far is that?": in steps' units, or which?
    factor = conversion(unit, singular(target))
    return None if factor is None else f"{steps[0]['n']} * {length}{_times(factor)}"


def _times(factor: Fraction) -> str:
    """A factor written after a product: "", " * 1000", " / 100000"."""
    if factor == 1:
        return ""
    if factor.denominator == 1:
        return f" * {factor.numerator}"
    if factor.numerator == 1:
        return f" / {factor.denominator}"
    return f" * {factor.numerator} / {factor.denominator}"
