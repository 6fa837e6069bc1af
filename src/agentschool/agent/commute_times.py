"""Time spent commuting: legs of a journey over the days of a week, and a week's average.

"walk 11 + train 32 + bus 14 min each way, 3 days a week: minutes a week?" is (11 + 32 + 14) * 2
* 3; asked in hours, the same over 60. "Mon 43, Tue 51, Wed 40, Thu 66 (minutes): average?" is
(43 + 51 + 40 + 66) / 4, each number named by its day. Each reader answers None unless every
number of the story plays one of these parts, and a journey not said to be one way and made
there and back is not doubled (nor read).
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["day_average", "week_of_legs"]

_N = NUMBER
_MINUTES = r"(?:minutes?|mins?)\b"
_LEG = re.compile(
    rf"(?<![\w.])(?P<m>{_N})(?:\s*-\s*minute\b|\s*{_MINUTES}|(?=\s*\+[^.;,]*?{_MINUTES}))"
)
_ONE_WAY = re.compile(r"\b(?:each|one|per|a)\s+way\b")
_BOTH = re.compile(
    r"\b(?:round\s+trip|there\s+and\s+back|both\s+ways|return\s+(?:trip|journey))\b|"
    r"\beach\s+way\b"
)
_DAYS = re.compile(
    r"(?<![\w.])(?P<d>\d)\s+(?:days?|times)\s*(?:a|per|each|every|/)\s*(?:week|wk)\b"
)
_WEEK_ASKED = re.compile(r"\b(?:a|per|each|every|the|/)\s*(?:week|wk)\b|\bweekly\b")
_HOURS_ASKED = re.compile(r"\bhow\s+many\s+hours\b|\bin\s+hours\b|\bhours\s+(?:a|per)\s+week\b")
_MINUTES_ASKED = re.compile(r"\bhow\s+many\s+minutes\b|\bin\s+minutes\b|\b(?:total\s+)?minutes\b")


def week_of_legs(task: str) -> str | None:
    """The legs of a journey one way, there and back on the days of a week."""
    text = plain_story(task)
    days = list(_DAYS.finditer(text))
    if len(days) != 1 or not _ONE_WAY.search(text) or not _BOTH.search(text):
        return None
    rest = text.replace(days[0][0], " ", 1)
    question = text[days[0].end() :]
    if not _WEEK_ASKED.search(question):
        return None
    legs = [m["m"] for m in _LEG.finditer(rest)]
    if len(legs) < 2 or len(numbers_in(rest)) != len(legs):
        return None  # a single leg, or a number that is not a leg's minutes
    total = f"({' + '.join(legs)}) * 2 * {days[0]['d']}"
    if _HOURS_ASKED.search(question):
        return f"{total} / 60"
    return total if _MINUTES_ASKED.search(question) else None


_DAY = r"(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?\.?"
_NAMED = re.compile(
    rf"\b{_DAY}\s*:?\s*(?P<x>{_N})(?:\s*{_MINUTES})?|"
    rf"(?<![\w.])(?P<y>{_N})(?:\s*{_MINUTES})?\s+on\s+{_DAY}(?!\w)"
)
_MEAN_ASKED = re.compile(r"\b(?:average|avg|mean)\b")


def day_average(task: str) -> str | None:
    """The mean of numbers each named by a day of the week, asked as an average."""
    text = plain_story(task)
    named = list(_NAMED.finditer(text))
    if len(named) < 2 or not _MEAN_ASKED.search(text):
        return None
    if len(numbers_in(text)) != len(named):
        return None
    values = [m["x"] or m["y"] for m in named]
    return f"({' + '.join(values)}) / {len(values)}"
