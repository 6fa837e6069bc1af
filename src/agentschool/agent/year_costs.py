"""What a regular cost comes to over a year, by the weeks or working days told, or a month of it.

"$43 a week for the cleaner: over a year (52 weeks)?" is 43 * 52; "a €4.35 coffee every
weekday, 48 weeks a year, 5 days a week: a year?" is 4.35 * 5 * 48; "£221.10 a week. With 52
weeks in a year, what's that per month over 12 months?" is 221.10 * 52 / 12. The weeks of a year
are those told; the reader answers None unless every number plays one of these parts.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["cost_over_year"]

_N = NUMBER
_WEEKLY = re.compile(rf"(?<![\w.])(?P<x>{_N})\s+(?:a|per|each|every)\s+week\b")
_DAILY = re.compile(
    rf"(?<![\w.])(?P<x>{_N})\s+(?:[a-z]+\s+){{0,3}}?(?:every|each|a|per)\s+"
    r"(?:week\s*day|work(?:ing)?\s*day|day)\b"
)
_WEEKS = re.compile(
    r"\(?(?<![\w.])(?P<w>\d+)\s+weeks\)?(?:\s+(?:a|per|each|every|in\s+a)\s+year\b)?"
)
_DAYS_A_WEEK = re.compile(r"(?<![\w.])(?P<d>\d)\s+days\s+(?:a|per|each|every)\s+week\b")
_YEAR_ASKED = re.compile(r"\b(?:a|per|each|every|over\s+a|in\s+a|the|for\s+a)\s+year\b|\byearly\b")
_MONTH_ASKED = re.compile(r"\b(?:a|per|each|every|in\s+a|for\s+a)\s+month\b|\bmonthly\b")
_TWELVE_MONTHS = re.compile(r"\(?\b(?:(?:over|across|in|into|for)\s+)?12\s+months\)?")
"""The months of the year, told beside a month asked: "per month over 12 months"."""


def cost_over_year(task: str) -> str | None:
    """A cost a week, or a day of the working week, times the weeks (and days) of the year told."""
    text = plain_story(task)
    weeks = list(_WEEKS.finditer(text))
    if len(weeks) != 1:
        return None
    rest = text.replace(weeks[0][0], " ", 1)
    if _MONTH_ASKED.search(rest) and "year" in text:  # "52 weeks in a year, ... per month?"
        year = cost_over_year(_TWELVE_MONTHS.sub(" ", _MONTH_ASKED.sub(" a year", text), 1))
        return None if year is None else f"{year} / 12"
    if not _YEAR_ASKED.search(text):
        return None
    weekly, days = list(_WEEKLY.finditer(rest)), list(_DAYS_A_WEEK.finditer(rest))
    if len(weekly) == 1 and not days:
        rest = rest.replace(weekly[0][0], " ", 1)
        return None if numbers_in(rest) else f"{weekly[0]['x']} * {weeks[0]['w']}"
    if len(days) != 1:
        return None
    rest = rest.replace(days[0][0], " ", 1)
    daily = list(_DAILY.finditer(rest))
    if len(daily) != 1 or numbers_in(rest.replace(daily[0][0], " ", 1)):
        return None
    return f"{daily[0]['x']} * {days[0]['d']} * {weeks[0]['w']}"
