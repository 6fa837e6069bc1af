"""Savings from a starting balance: what is had, plus the same amount put by each month.

"I have £550 saved and put away £50 every month. How much after 10 months?" is 550 + 50 * 10;
"saving $150 a month for 16 months, starting from $2,000. total?" is 2000 + 150 * 16. The story
must say one amount already had, one amount a month and one count of months, and ask what there
will be; interest may only be waved away ("no interest", "ignore interest"), and any other
number (a goal, a rate, a second deposit) makes it no such story.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["savings_after"]

_N = NUMBER
_STARTING = re.compile(
    rf"\b(?:have|got|had)\s+(?P<a>{_N})\s+(?:saved|put\s+(?:aside|away|by)|in\s+(?:the\s+|my\s+)?"
    rf"(?:bank|account|savings))\b|"
    rf"\b(?:starting|opening|current)\s+balance\s+(?:is\s+|of\s+)?(?P<e>{_N})\b|"
    rf"\b(?:starting|start|starts|begin|beginning)\s+(?:from|with|at|off\s+with)\s+(?P<b>{_N})\b|"
    rf"\b(?:already\s+(?:have|got|saved)|have\s+saved|saved\s+up|balance\s+is|"
    rf"on\s+top\s+of(?:\s+the)?)\s+(?P<c>{_N})\b|"
    rf"\b(?:i|we)\s+(?:start|begin)\s+with\s+(?P<d>{_N})\b"
)
"""The amount already had: "have 550 saved", "starting from 2000", "I start with 400"."""
_MONTHLY = re.compile(
    rf"\b(?:save|saving|saves|put|putting|puts|add|adding|adds|deposit|depositing|deposits|"
    rf"set|setting|pay\s+in|paying\s+in)\s+(?:away\s+|aside\s+|by\s+|in\s+)?(?P<m>{_N})\s+"
    r"(?:(?:away|aside|by|in)\s+)?(?:a|per|each|every)\s+month\b|"
    rf"\b(?:save|saving|saves|put|putting|puts|add|adding|adds|deposit|depositing|deposits)\s+"
    rf"(?:away\s+|aside\s+|in\s+)?(?P<n>{_N})\s+monthly\b"
)
"""The amount put by each month: "put away 330 every month", "save 175 each month"."""
_MONTHS = re.compile(rf"\b(?:after|for|in|over)\s+(?P<k>{_N})\s+months\b")
"""How many months: "after 6 months", "for 16 months"."""
_ASKED = re.compile(
    r"\bhow\s+much\s+(?:will|would|do|should)\s+(?:i|we|you|they)\s+have\b|"
    r"\bhow\s+much\s+(?:will|would)\s+(?:i|we|you|they)\s+have\b|\bhow\s+much\s+i\s+will\s+have\b|"
    r"\bwhat\s+will\s+(?:it|the\s+balance|my\s+balance|i\s+have)\s+be\b|"
    r"\bwhat\s+(?:will|would)\s+(?:i|we)\s+have\b|\bbalance\s+after\b|"
    r"\b(?:what(?:'s|\s+is|\s+will\s+be)\s+the\s+)?total\b|\bhow\s+much\s+after\b"
)
"""What there will be asked: "how much will I have", "total?"."""
_INTEREST_WAVED = re.compile(
    r"\b(?:no|ignore|ignoring|without|not\s+counting|excluding|forget(?:\s+about)?)\s+"
    r"(?:the\s+|any\s+)?interest\b"
)
_OTHER = re.compile(
    r"%|\binterest\b|\bhow\s+many\b|\bhow\s+long\b|\buntil\b|\bgoal\b|\bspend|\bwithdraw|"
    r"\btake\s+out\b|\bweek|\byear|\bday"
)
"""A story about something else: a rate, a goal, money taken out, another period."""


def savings_after(task: str) -> str | None:
    """The starting balance plus a month's saving times the months, or None.

    "I save $175 each month, how much will I have after 12 months? I start with $400." is
    "400 + 175 * 12".
    """
    text = plain_story(task)
    if not _ASKED.search(text) or _OTHER.search(_INTEREST_WAVED.sub(" ", text)):
        return None
    starting = [_group(m) for m in _STARTING.finditer(text)]
    monthly = [_group(m) for m in _MONTHLY.finditer(text)]
    months = [m["k"] for m in _MONTHS.finditer(text)]
    if len(starting) != 1 or len(monthly) != 1 or len(months) != 1:
        return None
    told = [starting[0], monthly[0], months[0]]
    if sorted(numbers_in(text)) != sorted(told):
        return None  # a second deposit, a goal, a fee: more than a balance and its savings
    return f"{starting[0]} + {monthly[0]} * {months[0]}"


def _group(match: re.Match[str]) -> str:
    """The one number group a match filled."""
    return next(value for value in match.groups() if value is not None)
