"""The hourly rate of a yearly salary: "salary £24,500, 35 hrs/week, 52 weeks a year".

The rate is the salary over the hours of a year, the hours of a week times the weeks worked:
24500 / (35 * 52), rounded when asked ("to 2 decimal places"). The salary must be said as one
("salary", "a year", "per annum"), the hours as a week's, and no other number told.
"""

from __future__ import annotations

import re

from agentschool.agent.answer_rounding import asked_rounding
from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["hourly_rate"]

_N = NUMBER
_SALARY = re.compile(
    rf"\b(?:salary|pay|wage)\s+(?:is\s+|of\s+|was\s+)?(?P<s>{_N})\b|"
    rf"(?<![\w.])(?P<s2>{_N})\s*(?:k\b)?\s*(?:a\s+year|per\s+year|per\s+annum|pa\b|p\.a\.|annually|"
    r"salary)"
)
_WEEKLY_HOURS = re.compile(
    rf"(?<![\w.])(?P<h>{_N})\s*(?:hours|hrs|h)\s*(?:a|per|/|each)\s*(?:week|wk)\b"
)
_WEEKS = re.compile(rf"(?<![\w.])(?P<w>{_N})\s+weeks(?:\s+(?:a|per|each|in\s+a)\s+year)?\b")
_MONTHLY = re.compile(
    rf"(?<![\w.])(?P<m>{_N})\s*(?:a|per|/|each)\s*month\b|\bmonthly\s+(?:salary\s+|pay\s+)?(?:of\s+)?"
    rf"(?P<m2>{_N})\b"
)
_MONTHS = re.compile(r"(?<![\w.])(?P<n>12)\s+months\b")
_DAYS_HOURS = re.compile(
    rf"(?<![\w.])(?P<d>{_N})\s+(?:working\s+|work\s+)?days\b[^.?!]*?(?<![\w.])(?P<h>{_N})\s*"
    r"(?:hours?|hrs?|hr)\b(?:\s+[a-z]+)?\s+(?:a|per|each)\s+day\b"
)
_RATE_ASKED = re.compile(
    r"\bhourly\s+(?:rate|pay|wage)\b|\b(?:per|an|a)\s+hour\b|\bhow\s+much\s+(?:is\s+that\s+)?an\s+hour\b"
)


def hourly_rate(task: str) -> str | None:
    """A salary over a year's hours (a week's hours times the weeks of a year), or None.

    A monthly pay is over a month's hours (`_monthly_rate`).
    """
    text, places = asked_rounding(plain_story(task))
    text = re.sub(r"\b(?:band|grade|level|step|scale)\s+\d+[a-z]?\b", " ", text)  # "band 5 on ..."
    if (monthly := _monthly_rate(text, task)) is not None:
        return monthly if places is None else f"round({monthly}, {places})"
    salaries, hours = list(_SALARY.finditer(text)), list(_WEEKLY_HOURS.finditer(text))
    weeks = list(_WEEKS.finditer(text))
    if len(salaries) != 1 or len(hours) != 1 or len(weeks) != 1:
        return None
    if not _RATE_ASKED.search(task.lower()):
        return None
    salary = salaries[0]["s"] or salaries[0]["s2"]
    told = [salary, hours[0]["h"], weeks[0]["w"]]
    if sorted(numbers_in(text)) != sorted(told) or re.search(rf"{_N}\s*k\b", text):
        return None  # holidays, a bonus, "45k": more than a salary and its hours
    rate = f"{salary} / ({hours[0]['h']} * {weeks[0]['w']})"
    return rate if places is None else f"round({rate}, {places})"


def _monthly_rate(text: str, task: str) -> str | None:
    """A monthly pay over a month's hours, or None.

    "67,500 a month, 45 hrs a week, 12 months and 52 weeks a year" is 67500 * 12 / (45 * 52);
    "56500 per month, 26 working days, 8 hr each day" is 56500 / (26 * 8).
    """
    pay = _MONTHLY.search(text)
    if pay is None or not _RATE_ASKED.search(task.lower()):
        return None
    amount = pay["m"] or pay["m2"]
    hours, weeks, months = _WEEKLY_HOURS.search(text), _WEEKS.search(text), _MONTHS.search(text)
    if hours and weeks and months:
        told = [amount, hours["h"], weeks["w"], months["n"]]
        rate = f"{amount} * {months['n']} / ({hours['h']} * {weeks['w']})"
    elif (days := _DAYS_HOURS.search(text)) is not None:
        told = [amount, days["d"], days["h"]]
        rate = f"{amount} / ({days['d']} * {days['h']})"
    else:
        return None
    return rate if sorted(numbers_in(text)) == sorted(told) else None
