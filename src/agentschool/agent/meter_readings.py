"""What the units between two meter readings cost: "35383 -> 36204 kWh at 24.5p: cost in £?".

Two readings (the later one larger) are joined by "to", "then", "->" or told as last month's and
today's; a unit rate is given per kWh (or per unit), in pence or cents or in the currency itself;
a standing charge per day is added for the days the story gives. A rate in pence or cents is
turned into pounds, dollars or euros only when the question asks for them.
"""

from __future__ import annotations

import re

__all__ = ["meter_cost", "odometer_claim"]

_N = r"\d+(?:\.\d+)?"
_READINGS = re.compile(
    rf"\b(?:meter|readings?)\b[^.?!]*?(?<![\w.])(?P<a>{_N})\b[^.?!\d]{{0,40}}?"
    rf"(?:\bto\b|\bthen\b|->|→|\band\b|,)[^.?!\d]{{0,20}}?(?<![\w.])(?P<b>{_N})\b"
)
_RATE = re.compile(
    rf"(?<![\w.])(?P<r>{_N})\s*(?P<small>p|pence|c|cents?|ct)?\s*(?:per|a|an|/|each)\s*"
    r"(?:kwh|unit|kilowatt[-\s]hour)\b"
)
_STANDING = re.compile(
    rf"\bstanding\s+charge\s+(?:of\s+)?(?P<s>{_N})\s*(?P<small>p|pence|c|cents?)?\s*(?:per|a|/)\s*day\b"
)
_DAYS = re.compile(rf"(?<![\w.])(?P<d>{_N})\s+days\b")
_BIG_MONEY = re.compile(r"\bin\s+(?:pounds|£|dollars|\$|euros?|€)|\bcost\s+in\s+[£$€]|[£$€]\s*\?")


def meter_cost(text: str, numbers: list[str], task: str) -> str | None:
    """`(b - a) * rate` (plus a standing charge), or None when the story is not such a bill.

    `text` is the story's plain wording (no currency signs); `task` says the money asked.
    """
    readings, rate = _READINGS.search(text), _RATE.search(text)
    if readings is None or rate is None or not re.search(r"\b(?:cost|bill|pay|how\s+much)\b", text):
        return None
    a, b = readings["a"], readings["b"]
    if float(b) <= float(a):
        return None
    used = f"({b} - {a}) * {rate['r']}"
    told = {a, b, rate["r"]}
    standing = _STANDING.search(text)
    if standing is not None:
        days = _DAYS.search(text)
        if days is None or (standing["small"] is None) != (rate["small"] is None):
            return None  # a charge a day for how many days, or in another coin
        used = f"({used} + {days['d']} * {standing['s']})"
        told |= {standing["s"], days["d"]}
    if set(numbers) - told:
        return None  # another number the bill does not account for
    if rate["small"] is not None:
        return f"{used} / 100" if _BIG_MONEY.search(task.lower()) else None
    return used


_DISTANCE_RATE = re.compile(
    rf"(?<![\w.])(?P<r>{_N})\s*(?:/|per|a|an)\s*(?P<u>km|kilometres?|kilometers?|miles?|mi)\b"
)
_CLAIM = re.compile(r"\b(?:claim|cost|pay|owed?|worth|allowance|expenses?|how\s+much)\b")


def odometer_claim(text: str, numbers: list[str]) -> str | None:
    """`(b - a) * rate` for the distance between two odometer readings at a rate per km or mile.

    "Start reading 59,274.3, finish reading 59,872.4. Rate is $0.88/km. What's the claim?" is
    (59872.4 - 59274.3) * 0.88. `text` is the story's plain wording; it holds the two readings
    and the rate, and nothing else.
    """
    readings, rate = _READINGS.search(text), _DISTANCE_RATE.search(text)
    if readings is None or rate is None or not _CLAIM.search(text):
        return None
    a, b = readings["a"], readings["b"]
    if float(b) <= float(a) or sorted(numbers) != sorted([a, b, rate["r"]]):
        return None
    return f"({b} - {a}) * {rate['r']}"
