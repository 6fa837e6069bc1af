"""A bill that comes every few months, covered by the same amount put aside each month.

"My gas bill comes every quarter (every three months) and the last one was £261.22. If I put the
same amount aside each month to cover it, how much should that be?" is 261.22 / 3; "car insurance
is £540 a year, how much should I set aside each month?" is 540 / 12. The bill's period must be
said once (or twice the same way: "every quarter (every three months)"), the amount once, and the
question must ask what to put aside each month or week.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["aside_each_period"]

_N = NUMBER
_PERIOD = re.compile(
    r"\b(?:every|each|a|per|once\s+a)\s+(?P<q>quarter)\b|\b(?P<q2>quarterly)\b|"
    r"\bevery\s+(?P<k>\d+)\s+months\b|\b(?:every|each|a|per|once\s+a)\s+(?P<y>year)\b|"
    r"\b(?P<y2>yearly|annually|annual)\b"
)
"""How often the bill comes: a quarter (3 months), every k months, a year (12)."""
_AMOUNT = re.compile(
    rf"\b(?:was|is|of|for|costs?|came\s+to|comes\s+to)\s+(?:about\s+)?(?P<a>{_N})\b|"
    rf"(?<![\w.])(?P<b>{_N})\s+(?:a|per|every|each)\s+(?:quarter|year)\b"
)
_ASIDE_ASKED = re.compile(
    r"\b(?:put|set|save|saving|putting|setting|keep|keeping)\s+(?:the\s+same\s+(?:amount\s+)?)?"
    r"(?:aside|away|by)?\s*(?:each|every|a|per)\s+(?P<per>month|week)\b"
)
_ASKED = re.compile(r"\bhow\s+much\b|\bwhat\b")
_WEEKS = {3: "13", 12: "52"}
"""The weeks of a quarter and of a year: other periods are not said in weeks."""


def aside_each_period(task: str) -> str | None:
    """The bill over the months (or weeks) of its period, or None."""
    text = re.sub(
        r"\b(last|latest|previous|this|that)\s+1\b(?!\s*[./:]?\d)", r"\1 one", plain_story(task)
    )
    aside = list(_ASIDE_ASKED.finditer(text))
    if len(aside) != 1 or not _ASKED.search(text):
        return None
    months = {_months(m) for m in _PERIOD.finditer(text)}
    amounts = [m["a"] or m["b"] for m in _AMOUNT.finditer(text)]
    if len(months) != 1 or len(amounts) != 1 or (period := months.pop()) is None:
        return None
    told = [amounts[0], *(m["k"] for m in _PERIOD.finditer(text) if m["k"])]
    if sorted(numbers_in(text)) != sorted(told):
        return None  # a second bill, a rise, a count of payments: more than one bill
    if aside[0]["per"] == "week":
        weeks = _WEEKS.get(period)
        return None if weeks is None else f"{amounts[0]} / {weeks}"
    return f"{amounts[0]} / {period}"


def _months(match: re.Match[str]) -> int | None:
    """The months of one period said."""
    if match["q"] or match["q2"]:
        return 3
    if match["y"] or match["y2"]:
        return 12
    return int(match["k"]) if 0 < int(match["k"]) <= 12 else None
