"""A yearly salary per pay period: "£75,600 a year, paid monthly. What's that per month?".

The salary is said as a year's ("a year", "/yr", "per annum", "annual salary of"); the period
asked is a month, a week, or a paycheck, whose number a year is said ("paid every two weeks":
26, "twice a month": 24, "weekly": 52, "monthly": 12) or counted ("26 paychecks a year"); when
both are said they must agree. "Before tax" and "gross" name the salary itself; tax, a bonus, a
rate or any other number makes the story no such one.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["pay_per_period"]

_N = NUMBER
_YEAR = r"(?:a|per|each|every|/)\s*(?:year|yr|annum)\b|\bannually\b|\bp\.?a\.?(?!\w)"
_SALARY = re.compile(
    rf"(?<![\w.])(?P<a>{_N})\s*(?:{_YEAR})|"
    rf"\b(?:annual|yearly)\s+(?:salary|pay|income|wage)\s+(?:is|of|was|will\s+be)\s+(?P<b>{_N})\b"
)
"""A year's salary: "75600 a year", "66000/yr", "annual salary is 105000"."""
_FREQUENCIES: tuple[tuple[str, int], ...] = (
    (
        r"every\s+(?:two|2)\s+weeks|every\s+other\s+week|bi-?weekly|fortnightly|every\s+fortnight",
        26,
    ),
    (r"twice\s+(?:a|per)\s+month|semi-?monthly|twice\s+monthly|(?:two|2)\s+times\s+a\s+month", 24),
    (r"weekly|every\s+week|each\s+week|once\s+a\s+week", 52),
    (r"monthly|every\s+month|each\s+month|once\s+a\s+month", 12),
)
"""How often pay comes, and how many times a year."""
_PAID = re.compile(
    r"\b(?:paid|get\s+paid|gets\s+paid|payday\s+is|pay\s+comes)\s+(?P<f>"
    + "|".join(f"(?:{pattern})" for pattern, _ in _FREQUENCIES)
    + r")\b"
)
_COUNTED = re.compile(
    rf"(?<![\w.])(?P<n>{_N})\s+(?:paychecks|pay\s*checks|pay\s+periods|payslips|pay\s+days|"
    r"paydays|payments)\s+(?:a|per|each|every|in\s+a)\s+year\b"
)
_TWELVE_MONTHS = re.compile(r"(?<![\w.])12\s+months\b")
_PAYCHECK = re.compile(
    r"\b(?:paycheck|pay\s*check|pay\s+period|payslip|pay\s+packet|pay\s+day|payday|wage\s+slip)\b|"
    r"\beach\s+(?:weekly|monthly|fortnightly)\s+pay\b"
)
_PER_MONTH = re.compile(r"\b(?:a|per|each|every|/|in\s+a)\s*month\b|\bmonthly\b")
_PER_WEEK = re.compile(r"\b(?:a|per|each|every|/|in\s+a)\s*week\b|\bweekly\b")
_ASKED = re.compile(r"\bhow\s+much\b|\bwhat(?:'s|\s+is|\s+would|\s+will|s)?\b|\?\s*$|\bcalculate\b")
_OTHER = re.compile(
    r"%|\bafter\s+tax|\bnet\b|\btake[\s-]?home\b|\bhow\s+much\s+tax\b|\btax\s+(?:do|is|will)\b|"
    r"\bbonus|\braise\b|\bhour|\bday\b|\bdaily\b|\bsave|\bspend|\brent\b|\bleft\b|\bovertime\b"
)
"""Something beyond a salary per period: tax taken, a bonus, an hourly rate, spending."""
_SAID_AS_SALARY = re.compile(
    r"\b(?:before|pre)[\s-]?tax(?:es)?\b|\bgross\b|\(\s*(?:gross\s*,?\s*)?12\s+months\s*\)"
)


def pay_per_period(task: str) -> str | None:
    """A year's salary over the pay periods of a year, or None.

    "salary $86,200/yr, paid twice a month. how much per paycheck before taxes?" is
    "86200 / 24"; "i make £27k a year, whats that per month before tax?" is "27000 / 12".
    """
    text = plain_story(task)
    if not (_ASKED.search(text) or task.rstrip().endswith("?")) or _OTHER.search(
        _SAID_AS_SALARY.sub(" ", text)
    ):
        return None
    salaries = [m["a"] or m["b"] for m in _SALARY.finditer(text)]
    if len(salaries) != 1 or (periods := _periods(text)) is None:
        return None
    frequency = [n for paid in _PAID.finditer(text) for n in numbers_in(paid[0])]  # "every 2 weeks"
    told = [salaries[0], *periods[1], *frequency]
    if sorted(numbers_in(text)) != sorted(told):
        return None  # a second salary, a bonus, a number of months worked
    return f"{salaries[0]} / {periods[0]}"


def _periods(text: str) -> tuple[int, list[str]] | None:
    """How many of the periods asked make a year, and the numbers that said so."""
    paid = _PAID.search(text)
    said = _frequency(paid["f"]) if paid else None
    counted = [m["n"] for m in _COUNTED.finditer(text)]
    twelve = [m[0].split()[0] for m in _TWELVE_MONTHS.finditer(text)]
    asked = _PAID.sub(" ", _COUNTED.sub(" ", text))
    if _PAYCHECK.search(asked):
        if len(counted) > 1 or twelve or (said is None and not counted):
            return None
        if counted and said is not None and float(counted[0]) != said:
            return None  # "paid weekly (26 paychecks a year)": which?
        if counted:
            return int(float(counted[0])), counted
        return None if said is None else (said, counted)
    months, weeks = _PER_MONTH.search(asked), _PER_WEEK.search(asked)
    if counted or (months is None) == (weeks is None):
        return None
    if months is not None:
        return (12, twelve) if said in {None, 12} and len(twelve) <= 1 else None
    return (52, []) if said in {None, 52} and not twelve else None


def _frequency(said: str) -> int | None:
    """The paydays a year of how often pay comes ("every two weeks": 26)."""
    return next((n for pattern, n in _FREQUENCIES if re.fullmatch(pattern, said)), None)
