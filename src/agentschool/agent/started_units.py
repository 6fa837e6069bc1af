"""Charges by the started unit: every part of an hour or of a kilo is paid as a whole one.

"£3.70 for each hour or part of an hour: how much for 4 hours 55 minutes?" is 5 hours, £18.50;
"parked at 12:05, left at 15:35, every started hour charged as a full hour" is 4 hours; "bag 24.2
kg, allowance 23 kg, $15 per kilo or part of a kilo over" is 2 kilos, $30. `started_said` tells
the general readers that such a story is not a rate times its exact amount; `started_charge`
reads it, and answers None unless every number of the story plays its part.
"""

from __future__ import annotations

import re
from decimal import Decimal

__all__ = ["started_charge", "started_said"]

_STARTED = re.compile(
    r"\bor\s+(?:any\s+)?part\s+(?:of\s+)?(?:an?\s+|one\s+)?(?:hour|kilo(?:gram)?|kg)\b|"
    r"\b(?:started|part|partial)\s+(?:hour|kilo(?:gram)?|kg)s?\b[^.?!]{0,40}\b(?:counts?|charged|"
    r"billed|paid)\s+as\s+(?:a\s+)?(?:full|whole)\b|"
    r"\bevery\s+started\s+(?:hour|kilo(?:gram)?|kg)\b|"
    r"\bround(?:ed|s)?\s+up\s+to\s+the\s+(?:next\s+)?(?:full\s+|whole\s+)?(?:hour|kilo(?:gram)?|kg)\b",
    re.IGNORECASE,
)
"""A charge paid by the whole unit for any part of one."""
_MONEY = r"[£$€]\s?(?P<rate>\d+(?:\.\d+)?)"
_RATE = re.compile(
    _MONEY + r"\s*(?:for\s+)?(?:an?|each|every|per|/)\s*(?:started\s+)?"
    r"(?P<unit>hour|hr|kilo(?:gram)?|kg)\b",
    re.IGNORECASE,
)
_DURATION = re.compile(
    r"\b(?P<h>\d+)\s*(?:hours?|hrs?|h)\b(?:\s*(?:and\s+)?(?P<m>\d+)\s*(?:minutes?|mins?|m)\b)?",
    re.IGNORECASE,
)
_CLOCK = r"(?P<h{n}>\d{{1,2}})[:.](?P<m{n}>[0-5]\d)"
_SPAN = re.compile(
    r"\b(?:at|from)\s+"
    + _CLOCK.format(n=1)
    + r"\s+(?:and\s+(?:I\s+)?(?:left|collected[^.?!]{0,20}|"
    r"came\s+back|drove\s+off)\s+at|to|until|till)\s+" + _CLOCK.format(n=2) + r"\b",
    re.IGNORECASE,
)
_WEIGHT = re.compile(
    r"\b(?:weighs|weighing|is|at|bag\s+of)\s+(?P<w>\d+(?:\.\d+)?)\s*(?:kg|kilos?|kilograms?)\b",
    re.IGNORECASE,
)
_ALLOWANCE = re.compile(
    r"\ballowance\s+(?:is\s+|of\s+)?(?P<a>\d+(?:\.\d+)?)\s*(?:kg|kilos?|kilograms?)\b|"
    r"\b(?P<b>\d+(?:\.\d+)?)\s*(?:kg|kilos?|kilograms?)\s+(?:free\s+)?allowance\b",
    re.IGNORECASE,
)
_NUMBER = re.compile(r"\d+(?:\.\d+)?")


def started_said(task: str) -> bool:
    """Whether `task` charges by the started unit ("each hour or part of an hour")."""
    return _STARTED.search(task) is not None


def started_charge(task: str) -> str | None:
    """The charge for whole units started, or None unless the story is one such charge."""
    if not started_said(task) or len(rates := list(_RATE.finditer(task))) != 1:
        return None
    rate = rates[0]
    if rate["unit"].lower() in {"hour", "hr"}:
        units, used = _hours(task)
    else:
        units, used = _kilos(task)
    if units is None or sorted([rate.start("rate"), *used]) != _numbers_at(task):
        return None  # a number the charge does not use: a fee, a discount, a second car
    return f"{rate['rate']} * ceil({units})"


def _numbers_at(task: str) -> list[int]:
    return sorted(m.start() for m in _NUMBER.finditer(task))


def _hours(task: str) -> tuple[str | None, list[int]]:
    """The hours parked, as an expression, and where its numbers stand."""
    spans = list(_SPAN.finditer(task))
    durations = [d for d in _DURATION.finditer(task) if not _inside(d, spans)]
    if len(spans) + len(durations) != 1:
        return None, []
    if spans:
        span = spans[0]
        start = int(span["h1"]) * 60 + int(span["m1"])
        end = int(span["h2"]) * 60 + int(span["m2"])
        if end <= start:
            return None, []  # overnight, or times told without am/pm
        used = [span.start(g) for g in ("h1", "m1", "h2", "m2")]
        return f"({end - start}) / 60", used
    told = durations[0]
    if told["m"] is None:
        return told["h"], [told.start("h")]
    return f"({told['h']} * 60 + {told['m']}) / 60", [told.start("h"), told.start("m")]


def _inside(match: re.Match[str], spans: list[re.Match[str]]) -> bool:
    return any(s.start() <= match.start() < s.end() for s in spans)


def _kilos(task: str) -> tuple[str | None, list[int]]:
    """The kilos over the allowance, as an expression, and where its numbers stand."""
    allowances = list(_ALLOWANCE.finditer(task))
    weights = [w for w in _WEIGHT.finditer(task) if not _inside(w, allowances)]
    if len(allowances) != 1 or len(weights) != 1:
        return None, []
    group = "a" if allowances[0]["a"] is not None else "b"
    allowance, weight = allowances[0][group], weights[0]["w"]
    if float(weight) <= float(allowance):
        return None, []  # nothing over: no charge is asked
    excess = Decimal(weight) - Decimal(allowance)  # exact: 25.3 - 23.3 is 2, not 2.0000000001
    return str(excess), [allowances[0].start(group), weights[0].start("w")]
