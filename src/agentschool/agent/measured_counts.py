"""Counts of a measured size added up, in the unit asked: "8 glasses at 200 ml, 3 cups at 150 ml".

"fluid intake: 6 x 200ml water, 4 x 200ml tea. total in litres?" is (6 * 200 + 4 * 200) / 1000,
never the four numbers added. Each count names things of one size ("8 glasses of water at 200
ml", "6 x 200ml", "5 bags of 2 kg"); every number of the story must be one of them, the sizes
must measure one kind (volume, mass or length) and the question asks a total in a unit of that
kind, or in the sizes' own unit when they share one.
"""

from __future__ import annotations

import re
from fractions import Fraction

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import plain_story
from agentschool.agent.units import measure, singular

__all__ = ["measured_total"]

_N = NUMBER
_UNIT = r"(?P<unit>[a-z]+)\b"
_SIZED = re.compile(
    rf"(?<![\w.])(?P<n>\d+)\s*(?:x|×|\*)\s*(?P<size>{_N})\s*{_UNIT}|"
    rf"(?<![\w.])(?P<n2>\d+)\s+(?:[a-z]+\s+){{1,3}}?(?:at|of)\s+(?P<size2>{_N})\s*(?P<unit2>[a-z]+)\b"
    r"(?:\s+(?:each|apiece|a\s+piece))?"
)
_ASKED_UNIT = re.compile(
    r"\bhow\s+many\s+(?P<unit>[a-z]+)\b|\b(?:total|altogether|all)\s+in\s+(?P<unit2>[a-z]+)\b|"
    r"\bin\s+(?P<unit3>[a-z]+)\s*(?:in\s+total|altogether|total)?\s*\??\s*$"
)
_TOTAL = re.compile(r"\b(?:total|altogether|in\s+all|how\s+much|how\s+many)\b")
_KINDS = frozenset({"volume", "mass", "length"})


def _size(word: str) -> tuple[str, Fraction] | None:
    known = measure(singular(word))
    if known is None or known[0] not in _KINDS or known[1] is None:
        return None
    return known[0], known[1]


def _scaled(expression: str, factor: Fraction) -> str:
    if factor == 1:
        return expression
    if factor.denominator == 1:
        return f"({expression}) * {factor.numerator}"
    if factor.numerator == 1:
        return f"({expression}) / {factor.denominator}"
    return f"({expression}) * {factor.numerator} / {factor.denominator}"


def measured_total(task: str) -> str | None:
    """The total of counts of a measured size, in the unit asked; None unless the story is one."""
    text = plain_story(task)
    items = list(_SIZED.finditer(text))
    if not items or not _TOTAL.search(text):
        return None
    if re.search(rf"(?<![\w.]){_N}", _SIZED.sub(" ", text)):
        return None  # a number that sizes nothing: a price, a date, a count of something else
    sizes = [(m["n"] or m["n2"], m["size"] or m["size2"], m["unit"] or m["unit2"]) for m in items]
    measured = [known for _, _, unit in sizes if (known := _size(unit)) is not None]
    units = {singular(unit) for _, _, unit in sizes}
    asked = _ASKED_UNIT.search(text)
    word = next((u for u in (asked.groups() if asked else ()) if u), None)
    if word is None or word in ("total", "all"):
        if len(items) < 2 or len(units) != 1:
            return None  # "6 x 200ml: total?" is one product; two units asked in neither
        word = next(iter(units))
    target = _size(word)
    if target is None or len(measured) != len(sizes):
        return None  # "how many glasses": not a measure
    if any(kind != target[0] for kind, _ in measured):
        return None  # grams asked of millilitres: a density is not known
    if len(units) == 1:  # one unit: added as told, then converted once
        total = " + ".join(f"{count} * {size}" for count, size, _ in sizes)
        return _scaled(total, measured[0][1] / target[1])
    return " + ".join(
        f"{count} * {_scaled(size, known / target[1])}"
        for (count, size, _), (_, known) in zip(sizes, measured, strict=True)
    )
