"""The unit a plain calculation's numbers are counted in, dropped: it changes no number.

"3/4 of 1.5 cups" is 3/4 of 1.5; "3/8 inch plus 1/5 inch" is 3/8 + 1/5. Only one unit is dropped:
after the last number alone, or after every number, the same each time ("5 hours plus 30
minutes" mixes two units, and stays unread here).
"""

from __future__ import annotations

import re

__all__ = ["unit_stripped"]

_MEASURE = (
    r"cups?|tablespoons?|tbsps?|teaspoons?|tsps?|ounces?|oz|grams?|g|kgs?|kilos?|kilograms?|"
    r"ml|millilit(?:re|er)s?|lit(?:re|er)s?|l|lbs?|pounds?|km|kilomet(?:re|er)s?|met(?:re|er)s?|"
    r"cm|mm|miles?|inch(?:es)?|feet|foot|ft|minutes?|mins?|hours?|hrs?|seconds?|secs?|days?|weeks?|"
    r"months?|years?|pieces?|slices?|items?|people|persons?|units?"
)
_TRAILING_MEASURE = re.compile(rf"(?<=[\d)])\s+(?:{_MEASURE})\s*$")
_OPERAND = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?:\s*/\s*\d+(?:\.\d+)?)?(?![\w.])")
_AFTER = re.compile(rf"\s*(?P<u>{_MEASURE})\b")


def unit_stripped(text: str) -> str | None:
    """`text` without the one unit its numbers are counted in, or None when none is dropped."""
    operands = list(_OPERAND.finditer(text))
    units = [_AFTER.match(text, m.end()) for m in operands]
    said = {_unit(u["u"]) for u in units if u is not None}
    if len(operands) > 1 and None not in units and len(said) == 1:
        for unit in reversed([u for u in units if u is not None]):
            text = text[: unit.start()] + text[unit.end() :]
        return text  # "3/8 inch plus 1/5 inch"
    stripped = _TRAILING_MEASURE.sub("", text)
    return stripped if stripped != text else None  # "3/4 of 1.5 cups"


def _unit(word: str) -> str:
    """One spelling of a unit: "inches" and "inch", "kgs" and "kg"."""
    return re.sub(r"(?:es|s)$", "", word) if word not in ("ms", "s") else word
