"""A run of numbers, however typed (commas, slashes, spaces): its average, or its sum at a rate.

"RR obs 15 / 29 / 15 / 15, avg resp rate?", "average of my quiz marks pls - 74 46 60 59 63",
"got 3.3, 2.2, 5.7, 4.4 kg off my 4 plants, average yield per plant?": the mean asked of one
run of three or more numbers (a unit may follow each, or the last), and no other number but the
count of the run itself ("off my 4 plants").
"""

from __future__ import annotations

import re

from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["run_at_rate", "run_average"]

_N = r"\d+(?:\.\d+)?"
_UNIT = r"(?:\s*(?:kg|g|lbs?|km|mi|miles|m|cm|ml|l|mmol(?:/l)?|bpm|mins?|hrs?|%|kilos?))?"
_RUN = re.compile(
    rf"(?<![\w./])(?:{_N}{_UNIT}(?:\s*[,/;]\s*|\s+(?:and\s+)?|\s*,?\s+and\s+)){{2,}}{_N}{_UNIT}(?![\w./])"
)
_ASKED = re.compile(r"\b(?:average|avg|mean)\b")


def run_average(task: str) -> str | None:
    """The mean of the story's one run of numbers, or None."""
    text = plain_story(task)
    if not _ASKED.search(text):
        return None
    runs = list(_RUN.finditer(text))
    if len(runs) != 1:
        return None
    values = re.findall(rf"(?<![\w.]){_N}", runs[0].group())
    others = numbers_in(text[: runs[0].start()] + " " + text[runs[0].end() :])
    if any(float(n) != len(values) for n in others) or len(others) > 1:
        return None  # a number that is not the run's own count
    return f"({' + '.join(values)}) / {len(values)}"


_RATE = re.compile(
    rf"(?:[$£€]\s?(?P<r>{_N})|(?P<c>{_N})\s*(?:cents?|c|p|pence))\s*(?:a|per|/|each)\s*"
    r"(?P<u>mile|km|kilometre|kilometer|hour|hr|kg|litre|liter)\b"
)
_TOTAL = re.compile(
    r"\b(?:total|claim|altogether|in\s+all|how\s+much|what\s+do\s+i\s+(?:put|claim))\b"
)
_SAME = {"km": "km", "kilometre": "km", "kilometer": "km", "kms": "km", "mile": "mile",
         "miles": "mile", "mi": "mile", "hr": "hour", "hrs": "hour", "hours": "hour",
         "hour": "hour", "kg": "kg", "kgs": "kg", "litre": "litre", "litres": "litre",
         "liter": "litre", "liters": "litre", "l": "litre"}  # fmt: skip


def run_at_rate(task: str) -> str | None:
    """A run of amounts in one unit, added up and charged at a rate per that unit, or None.

    "drove 6.4, 20.8, 22.6 and 4.7 miles today, we get 67 cents a mile: what do I claim in $?"
    is (6.4 + 20.8 + 22.6 + 4.7) * 0.67; "journeys of 2.5, 6.5 and 17.6 km at €0.52/km. Total?"
    is (2.5 + 6.5 + 17.6) * 0.52.
    """
    text = task.lower().replace("’", "'")
    rate, runs = _RATE.search(text), [m for m in _RUN.finditer(text) if len(m.group()) > 3]
    if rate is None or len(runs) != 1 or not _TOTAL.search(text):
        return None
    unit = re.search(r"([a-z]+)\s*$", runs[0].group())
    if unit is None or _SAME.get(unit[1]) != _SAME.get(rate["u"]):
        return None  # the run's unit is not the rate's
    values = re.findall(rf"(?<![\w.]){_N}", runs[0].group())
    if len(numbers_in(text)) != len(values) + 1:
        return None
    each = rate["r"] or f"{rate['c']} / 100"
    return f"({' + '.join(values)}) * {each}"
