"""The average of a run of numbers, however the run is typed: commas, slashes, spaces.

"RR obs 15 / 29 / 15 / 15, avg resp rate?", "average of my quiz marks pls - 74 46 60 59 63",
"got 3.3, 2.2, 5.7, 4.4 kg off my 4 plants, average yield per plant?": the mean asked of one
run of three or more numbers (a unit may follow each, or the last), and no other number but the
count of the run itself ("off my 4 plants").
"""

from __future__ import annotations

import re

from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["run_average"]

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
