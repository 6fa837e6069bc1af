"""Amounts listed one after another, asked in total or on average.

"Could you total these for me? gas £101.44, phone £77.14, electricity £52.28", "add these receipts
up: dinner £51.51; coffee with the client £12.53; hotel £137.86", "How many hours did I work in
total? 5, 8, 7.75 and 7.25 over 4 days", "weights this month 58, 59.8, 60.5, 59.9 kg - mean?",
"Average per day please - 6 days of sales: £1,115.63, £1,143.86, ...".

The list is every number of the task but a count of its items ("over 4 days", "6 days of"), which
must then be the list's length; between two items there is only a separator and a label of words
(no "at", "each", "minus", "refund": an item that is itself a calculation). The items share one
unit or currency, and the task asks exactly one of a total and an average. `listed_amounts`
answers None otherwise.
"""

from __future__ import annotations

import re

from agentschool.agent.units import KNOWN_UNITS, measure, singular

__all__ = ["listed_amounts"]

_N = r"\d+(?:\.\d+)?"
_SIGNS = "$€£¥₹"
_ITEM = re.compile(rf"(?<![\w.])(?P<sign>[{_SIGNS}])?\s*(?P<x>{_N})")
_UNIT = re.compile(r"\s*(?P<unit>[a-z]+)\b")
_COUNTED = re.compile(
    r"\b(?:over|across|in|for)\s+(?:the\s+(?:last|past)\s+)?(?P<n>\d+)\s+"
    r"(?:days|weeks|months|shifts|runs|visits|sessions|bills|receipts|items)\b|"
    r"(?<![\w.])(?P<m>\d+)\s+(?:days|weeks|months|shifts|bills|receipts|items)\s+(?:of|worth\s+of)\b"
)
"""A count of the listed items: "over 4 days", "6 days of sales"."""
_SEPARATOR = re.compile(
    r"\s*(?:[,;&]\s*(?:and\s+)?|\s+and\s+|\s*\+\s*)(?P<label>(?:[a-z][a-z'-]*\s+){0,4}?)"
    r"(?:[a-z][a-z'-]*\s*[:=-]?\s*)?"
)
_NOT_A_LABEL = re.compile(
    r"\b(?:at|each|per|x|times|minus|less|off|refund\w*|returned|back|discount\w*|owe\w*|"
    r"credit\w*|saved|save|except|without|not|plus|but|then|from|over|of|out|left|split|"
    r"between|share|half|double|twice|tip|tax|vat|interest|rate|hour|hours|hr|hrs|round\w*|to|"
    r"into|decimal|places?|dp|average|mean|avg|total|had|have|has|spent|spend|paid|pay|got|get|"
    r"gave|give|earned|earn|sold|sell|bought|buy|lost|won|owed|took|take|was|were|is|are|now|"
    r"still|remaining|used|use|than)\b"
)
"""Words of an item that is no amount alone ("2 at £3", "refund £5", "VAT £20")."""
_TOTAL = re.compile(
    r"\b(?:total|tot\s+up|add\s+(?:(?:these|those|them|it|this|the|my|all)\s+)*(?:[a-z]+\s+)?up|"
    r"sum|altogether|all\s+together|in\s+all|combined)\b"
)
_RATE_AFTER = re.compile(r"\s*(?:/|per\b|an?\s+(?:hour|day|week|month|year)\b|each\b)")
"""An item that is a rate ("90 km/h", "£5 a week"): no amount to add."""
_ASKED_UNIT = re.compile(r"\b(?:in|how\s+many|into)\s+(?P<u>[a-z]+)")
_MEAN = re.compile(r"\b(?:average|mean|avg)\b")
_ELSEWHERE = re.compile(r"\b(?:to-?dos?|list|remind\w*|%|percent\w*|change|left|more|less)\b")


def _unit_after(text: str, at: int) -> tuple[str | None, int]:
    """The unit named right after an item ("5.5h", "59.9 kg"), and where the item ends."""
    word = _UNIT.match(text, at)
    if word is None:
        return None, at
    name = singular(word["unit"])
    if name in KNOWN_UNITS or measure(name) is not None:
        return name, word.end()
    return None, at


def _plain(task: str) -> str:
    text = task.lower().replace("’", "'")
    return re.sub(r"(?<=\d),(?=\d{3}\b)", "", text)


def listed_amounts(task: str) -> str | None:
    """The total or the average of the amounts `task` lists, or None."""
    text = _plain(task)
    if re.search(r"\d\s*(?:%|percent|per\s+cent)", text):
        return None  # "MX$3,890, 10% propina: total with tip?": a percent is no amount to add
    total, mean = _TOTAL.search(text) is not None, _MEAN.search(text) is not None
    if total == mean or _ELSEWHERE.search(text):
        return None
    counted = list(_COUNTED.finditer(text))
    if len(counted) > 1:
        return None
    count = (counted[0]["n"] or counted[0]["m"]) if counted else None
    if counted:
        text = text[: counted[0].start()] + " ; " + text[counted[0].end() :]
    items = list(_ITEM.finditer(text))
    if len(items) < 2 or (count is not None and int(count) != len(items)):
        return None
    units = [_unit_after(text, m.end()) for m in items]
    if any(_RATE_AFTER.match(text, end) for _, end in units):
        return None
    for (_, end), after in zip(units, items[1:], strict=False):
        gap = text[end : after.start()]
        if _SEPARATOR.fullmatch(gap) is None or _NOT_A_LABEL.search(gap):
            return None  # "£5 and a refund of £2": an item that is no amount alone
    signs = {m["sign"] for m in items}
    named = {unit for unit, _ in units if unit}
    if len(signs) > 1 or len(named) > 1 or (signs != {None} and named):
        return None  # "£5, €4", "3 kg, 500 g": not one unit
    asked = {a for m in _ASKED_UNIT.finditer(text) if (a := _unit_after(m["u"], 0)[0]) is not None}
    if named and asked - named:
        return None  # "3 miles and 4 miles, how many kilometers in total?": a conversion
    numbers = [m["x"] for m in items]
    whole = " + ".join(numbers)
    return f"({whole})" if total else f"({whole}) / {len(numbers)}"
