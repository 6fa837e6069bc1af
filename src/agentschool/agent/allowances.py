"""A daily allowance for a trip: travel days paid at a percent, or a deduction taken off each day.

"€51 a day, the first and last days of travel paid at 75%, 3 days including both" is 51 * (3 - 2)
+ 2 * 51 * 75 / 100; "$71 a day, but they take $14 off each day for breakfast, a 4-day trip" is
(71 - 14) * 4. The rate is per day, the trip a count of days; every number plays one part.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["trip_allowance"]

_N = NUMBER
_RATE = re.compile(
    rf"\b(?:allowance|per\s+diem|subsistence|daily\s+rate)\b[^.?!\d]{{0,20}}?(?P<r>{_N})\s*"
    r"(?:a|per|each)\s+day\b|"
    rf"(?<![\w.])(?P<r2>{_N})\s*(?:a|per|each)\s+day\b(?=[^.?!]{{0,5}}?\b(?:allowance|per\s+diem)\b)"
)
_DAYS = re.compile(r"(?<![\w.])(?P<d>\d+)[\s-]*days?\b(?!\s+(?:of\s+)?travel)")
_ENDS = re.compile(
    r"\bfirst\s+and\s+last\s+(?:travel\s+)?days?\b[^.?!\d]{0,40}?(?:at|paid\s+at)\s+"
    rf"(?P<p>{_N})\s*%"
)
_OFF = re.compile(
    rf"\b(?:take|takes|deduct|deducts|knock|knocks|minus|less)\s+(?P<x>{_N})\s+off\s+"
    r"(?:each|every|a|per)\s+day\b|"
    rf"\b(?:take|takes|deduct|deducts|minus)\s+(?P<x2>{_N})\s+(?:off\s+)?(?:for\s+\w+\s+)?"
    r"(?:each|every|a|per)\s+day\b"
)
_BOTH_COUNTED = re.compile(
    r"\b(?:including|includes|counting|incl|with)\b[^.?!]{0,20}?\b(?:both|travel\s+days|those)\b"
)
_ASKED = re.compile(r"\bhow\s+much\b|\btotal\b|\bwhat\s+do\s+i\s+get\b")


def trip_allowance(task: str) -> str | None:
    """A day rate over a trip, with travel days at a percent or a daily deduction."""
    text = plain_story(task)
    rates = list(_RATE.finditer(text))
    if len(rates) != 1 or not _ASKED.search(task.lower()):
        return None
    rate = rates[0]["r"] or rates[0]["r2"]
    rest = text[: rates[0].start()] + " " + text[rates[0].end() :]
    ends, off = list(_ENDS.finditer(rest)), list(_OFF.finditer(rest))
    if len(ends) + len(off) != 1:
        return None
    part = (ends or off)[0]
    rest = rest[: part.start()] + " " + rest[part.end() :]
    days = list(_DAYS.finditer(rest))
    if len(days) != 1:
        return None
    count = days[0]["d"]
    told = [rate, count, part["p"] if ends else (part["x"] or part["x2"])]
    if sorted(numbers_in(text)) != sorted(told):
        return None  # a hotel cost, a second rate: more than the allowance
    if ends:
        if int(count) < 2 or not _BOTH_COUNTED.search(rest):
            return None  # "a 3-day trip": with the two travel days, or 3 days besides them?
        return f"{rate} * ({count} - 2) + 2 * {rate} * {part['p']} / 100"
    return f"({rate} - {told[2]}) * {count}"
