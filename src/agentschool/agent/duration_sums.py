"""Durations added up: "1 hour 10 minutes, 35 minutes and 15 minutes: how many minutes?".

Each duration is hours, minutes, or both ("2 h 30 min", "5h 45m", "1 hour and 20 minutes",
"2 hours"); the sum is asked in minutes ("how many minutes", "in minutes") or in hours ("how many
hours", "as a decimal", "in decimal hours"). Every number of the story must be part of a
duration, but for a count of them said before ("3 meetings today: ..."); the question must ask a
total ("altogether", "in total", "add up", "+"), never which is longest or what is left.
"""

from __future__ import annotations

import re

from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["durations_added"]

_D = r"\d+(?:\.\d+)?"
_DURATION = re.compile(
    rf"(?<![\w.:$£€])(?:(?P<h>{_D})\s*(?:hours?|hrs?|h)\b(?:\s*(?:and\s+)?(?P<hm>{_D})\s*"
    rf"(?:minutes?|mins?|m)\b)?|(?P<m>{_D})\s*(?:minutes?|mins?|m)\b)"
)
"""One duration: "1 hour 10 minutes", "5h 45m", "2 hours", "35 min"."""
_COUNT = re.compile(r"(?<![\w.])(?P<n>\d+)\s+(?:[a-z]+\s+){0,2}?[a-z]+s\b(?:\s+today)?\s*:")
"""A count of the durations before them: "3 meetings today:", "3 video calls today:"."""
_TOTAL = re.compile(
    r"\b(?:altogether|all\s+together|together|in\s+total|total|add(?:ed)?\s+up|sum|combined)\b|"
    r"\d\s*(?:min|m|h|hours?|minutes?)\s*\+\s*\d"
)
_IN_MINUTES = re.compile(r"\bhow\s+many\s+minutes\b|\bin\s+minutes\b|\bminutes\s+in\s+total\b")
_IN_HOURS = re.compile(
    r"\bhow\s+many\s+hours\b|\bin\s+(?:decimal\s+)?hours\b|\bas\s+a\s+decimal\b|\bdecimal\s+hours\b"
)
_OTHER = re.compile(
    r"[$£€%]|\b(?:longest|shortest|longer|shorter|average|mean|each|per|left|remaining|minus|"
    r"difference|rate|cost|pay|paid|charge|km|miles?|metres?|meters?|seconds?|days?|"
    r"weeks?|break\s+(?:not|unpaid))\b|\d\s*(?:-|x|\*|/)\s*\d|\d\s+times\b|:\d\d"
)
"""Something beyond a sum of durations: money, a comparison, a rate, a clock time."""


def durations_added(task: str) -> str | None:
    """The sum of the durations told, in the minutes or hours asked, or None.

    "flight is 5h 45m, then a 4h 15m layover, then 4h 10m. total travel time in minutes?" is
    "(5 * 60 + 45) + (4 * 60 + 15) + (4 * 60 + 10)".
    """
    text = plain_story(task)
    if _OTHER.search(task.lower()) or not _TOTAL.search(text):
        return None
    minutes, hours = _IN_MINUTES.search(text), _IN_HOURS.search(text)
    if (minutes is None) == (hours is None):
        return None  # neither asked, or both ("how many hours and minutes")
    durations = list(_DURATION.finditer(text))
    if len(durations) < 2:
        return None
    told = [n for d in durations for n in d.groups() if n is not None]
    count = _COUNT.search(text)
    if count is not None and int(count["n"]) == len(durations):
        told.append(count["n"])
    if sorted(numbers_in(text)) != sorted(told):
        return None  # a number that is no duration: a price, a count that does not match
    total = " + ".join(_minutes(d) for d in durations)
    return total if minutes is not None else f"({total}) / 60"


def _minutes(duration: re.Match[str]) -> str:
    """One duration in minutes, as an expression."""
    if duration["m"] is not None:
        return duration["m"]
    if duration["hm"] is not None:
        return f"({duration['h']} * 60 + {duration['hm']})"
    return f"{duration['h']} * 60"
