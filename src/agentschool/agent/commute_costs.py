"""What travelling costs over days: fares each way for days a week, a month of commuting, a trip.

"bus £2.35 each way, 5 days a week: weekly cost?" is 2.35 * 2 * 5 (a fare "each way", or "a
ride, one there and one back", is paid twice a day); "in the office 12 days, a day return is
£8.20 and parking £5.50 a day: this month?" is 12 * (8.20 + 5.50) (every amount paid per day, by
the days told); "toll £14.75 each way, parking £16 a night for 4 nights, fuel £44.23: total?"
adds each cost times how often it is paid. Each reader answers None unless every number of the
story plays one of these parts.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["days_of_costs", "trip_costs", "weekly_fares"]

_N = NUMBER
_PENCE = r"(?P<p>p|pence|cents?|c)?"
_EACH_WAY = re.compile(
    rf"(?<![\w.])(?P<f>{_N}){_PENCE}\s+(?:[a-z]+\s+){{0,3}}?(?:each|per|a)\s+way\b"
)
_A_RIDE = re.compile(
    rf"(?<![\w.])(?P<f>{_N}){_PENCE}\s+(?:a|per|each|for\s+a|for\s+each)\s+"
    r"(?:ride|trip|journey|crossing|ticket|fare|single)\b"
)
_ONE_BACK = re.compile(
    r"\b(?:1|one)\s+(?:ride\s+|trip\s+|journey\s+|crossing\s+)?(?:there|over|out|in)\b"
    r"[^.;?]{0,40}?\band\s+(?:1|one)\s+back\b"
)
_DAYS_A_WEEK = re.compile(
    r"(?<![\w.])(?P<d>\d)\s+(?:days?|times|journeys)\s*(?:a|per|each|every|/)\s*(?:week|wk)\b"
)
_WEEKLY_ASKED = re.compile(r"\bweekly\b|\b(?:a|per|each|every|the)\s+week\b|\bweek'?s\b")
_ONE_WAY_UNSAID = re.compile(r"\b(?:return|round\s+trip|day\s+ticket|both\s+ways)\b")


def _pence(match: re.Match[str], group: str = "f") -> str:
    return f"{match[group]} / 100" if match["p"] else match[group]


def weekly_fares(task: str) -> str | None:
    """A fare paid each way, twice a day, on the days of a week: asked for the week."""
    text = plain_story(task)
    fares = list(_EACH_WAY.finditer(text))
    if not fares and _ONE_BACK.search(text):
        fares = list(_A_RIDE.finditer(text))  # "£2.20 a ride, one there and one back"
    days = list(_DAYS_A_WEEK.finditer(text))
    if len(fares) != 1 or len(days) != 1 or _ONE_WAY_UNSAID.search(text):
        return None
    if not _WEEKLY_ASKED.search(text[days[0].end() :] + " " + text[: fares[0].start()]):
        return None
    rest = _DAYS_A_WEEK.sub(" ", text.replace(fares[0][0], " "))
    if numbers_in(re.sub(r"\b1\s+(?:ride\s+)?(?:there|over|out|in|back)\b", " ", rest)):
        return None  # a pass, a second fare, a number of weeks: not only the week's fares
    return f"{_pence(fares[0])} * 2 * {days[0]['d']}"


_DAYS = re.compile(
    r"(?<![\w.])(?P<d>\d+)\s+(?:office\s+|working\s+|work\s+|commuting\s+)?days\b"
    r"(?!\s*(?:a|per|each|every|/)\s*(?:week|wk|month|year)\b)|"
    r"\b(?:in\s+(?:the\s+office\s+)?|going\s+in\s+|commute\s+)(?P<d2>\d+)\s+days\b"
)
_PER_DAY = re.compile(
    rf"(?<![\w.])(?P<f>{_N}){_PENCE}\s*(?:(?:a|per|each|every|/)\s*day\b|day\s+returns?\b|"
    r"for\s+(?:the\s+)?[a-z ]{0,30}?each\s+(?:of\s+those\s+|of\s+the\s+)?days?\b)|"
    rf"\bday\s+returns?\s+(?:is|are|costs?|at|of|for)?\s*(?P<r>{_N})(?!\w|\.\d)"
)
_MONTH_ASKED = re.compile(
    r"\b(?:monthly|this\s+month|the\s+month|a\s+month|per\s+month|in\s+(?:january|february|march|"
    r"april|may|june|july|august|september|october|november|december)|total|altogether)\b"
)


def days_of_costs(task: str) -> str | None:
    """Amounts paid each day (a day return, parking a day) times the days told."""
    text = plain_story(task)
    days = list(_DAYS.finditer(text))
    costs = list(_PER_DAY.finditer(text))
    if len(days) != 1 or not costs or not _MONTH_ASKED.search(text):
        return None
    if re.search(r"\b(?:a|per|each|every)\s+(?:week|wk)\b|\bweekly\b", text):
        return None  # days a week: the weeks are not told
    rest = text
    for match in [days[0], *costs]:
        rest = rest.replace(match[0], " ", 1)
    if numbers_in(rest):
        return None
    amounts = [_pence(c) if c["f"] else c["r"] for c in costs]
    total = amounts[0] if len(amounts) == 1 else f"({' + '.join(amounts)})"
    return f"{days[0]['d'] or days[0]['d2']} * {total}"


_PER_NIGHT = re.compile(
    rf"(?<![\w.])(?P<f>{_N})\s*(?:a|per|each|every|/)\s*(?P<u>night|day)\b"
    rf"(?:\s*(?:x|\*|times)\s*(?P<n>\d+)\b|\s+for\s+(?P<n2>\d+)\s+(?:nights?|days?)\b)?"
)
_NIGHTS = re.compile(r"(?<![\w.])(?P<n>\d+)\s+(?P<u>night|day)s\b")
_FUEL = re.compile(
    rf"\b(?:fuel|petrol|gas|diesel|charging)\b[^.;,\d]{{0,40}}?(?<![\w.])(?P<f>{_N})(?!\w|\.\d)|"
    rf"(?<![\w.])(?P<g>{_N})\s+(?:in|on|of|for)\s+(?:fuel|petrol|gas|diesel)\b"
)
_TOTAL_ASKED = re.compile(r"\b(?:total|altogether|in\s+all|all\s+in|how\s+much)\b")


def trip_costs(task: str) -> str | None:
    """Tolls each way, parking a night for the nights told and fuel: a trip's total."""
    text = plain_story(task)
    tolls = list(_EACH_WAY.finditer(text))
    nightly = list(_PER_NIGHT.finditer(text))
    fuel = list(_FUEL.finditer(text))
    if len(tolls) != 1 or len(nightly) != 1 or len(fuel) != 1 or not _TOTAL_ASKED.search(text):
        return None
    night = nightly[0]
    rest = text
    for match in (tolls[0], night, fuel[0]):
        rest = rest.replace(match[0], " ", 1)
    count = night["n"] or night["n2"]
    if count is None:
        counts = [c for c in _NIGHTS.finditer(rest) if c["u"] == night["u"]]
        if len(counts) != 1:
            return None  # "£16 a night": for how many?
        count, rest = counts[0]["n"], rest.replace(counts[0][0], " ", 1)
    if numbers_in(rest):
        return None
    fuel_amount = fuel[0]["f"] or fuel[0]["g"]
    return f"{_pence(tolls[0])} * 2 + {night['f']} * {count} + {fuel_amount}"
