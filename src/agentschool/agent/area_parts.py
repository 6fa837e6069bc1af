"""An area with a part taken out of it: a plot less its shed, a floor less its fitted units.

"my plot is 28.9m by 5m but the shed takes a 4.3m by 1.4m corner out of it. how many square
metres can I grow on?", "backyard is 60 ft by 49 ft, minus the 13 by 9 ft deck: square feet left
to plant?", "13.9 metres long 6.9 metres wide, and there's a 1.6m x 3.2m pond in it. How much area
is not pond?": the first rectangle less the second, L1 * W1 - L2 * W2. Both are told in one unit
(or the second with none), the question asks an area, and the story holds no other number.
"""

from __future__ import annotations

import re

from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["area_less_part"]

_N = r"\d+(?:\.\d+)?"
_UNIT = r"(?:m|metres?|meters?|ft|feet|foot|cm|yards?|yd)\b"
_RECTANGLE = re.compile(
    rf"(?<![\w.])(?P<a>{_N})\s*(?P<ua>{_UNIT})?(?:\s+long)?\s*(?:by|x|×|\*|and)\s*"
    rf"(?P<b>{_N})\s*(?P<ub>{_UNIT})?(?:\s+wide)?"
)
"""A rectangle's two sides ("28.9m by 5m", "13 by 9 ft", "13.9 metres long 6.9 metres wide")."""
_LONG_WIDE = re.compile(
    rf"(?<![\w.])(?P<a>{_N})\s*(?P<ua>{_UNIT})\s+long,?\s+(?:and\s+)?(?P<b>{_N})\s*(?P<ub>{_UNIT})\s+wide"
)
_AREA_ASKED = re.compile(r"\b(?:square|sq\.?|m2|m²|ft2|ft²|area)\b")
_TAKEN_OUT = re.compile(
    r"\b(?:minus|less|takes?|taken|except|excluding|not\s+counting|apart\s+from|out\s+of|"
    r"there'?s|in\s+it|in\s+the\s+middle|not\s+(?:pond|shed|deck|patio))\b"
)
_UNITS = {"metre": "m", "meter": "m", "feet": "ft", "foot": "ft", "yard": "yd"}


def _unit(word: str | None) -> str | None:
    if word is None:
        return None
    word = word.rstrip("s") if word not in ("m", "cm", "ft") else word
    return _UNITS.get(word, word)


def area_less_part(task: str) -> str | None:
    """The area of the first rectangle less the second's, or None when the story is not one."""
    text = plain_story(task)
    if not _AREA_ASKED.search(text) or not _TAKEN_OUT.search(text):
        return None
    text = _LONG_WIDE.sub(r"\g<a> \g<ua> by \g<b> \g<ub>", text)  # "13.9 metres long 6.9 wide"
    found = list(_RECTANGLE.finditer(text))
    if len(found) != 2 or len(numbers_in(text)) != 4:
        return None
    units = {_unit(u) for m in found for u in (m["ua"], m["ub"]) if u}
    if len(units) != 1:
        return None  # "5m by 4m less a 30 by 60 cm cupboard": which unit is asked?
    whole, part = found
    return f"{whole['a']} * {whole['b']} - {part['a']} * {part['b']}"
