"""Pay with overtime: the words for an hourly rate, overtime hours and the overtime multiple.

`story_roles` reads "$39/hour, 40 hours, plus 11 overtime hours at time and a half" with these;
`overtime_after` reads overtime said by a threshold: "$25 an hour for the first 40 hours and time
and a half after that. I worked 51 hours": 40 hours at the rate, the 11 over it at 1.5 times.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story

__all__ = [
    "HOURLY",
    "HOURS",
    "MULTIPLIER",
    "MULTIPLIERS",
    "OVERTIME_HOURS",
    "TIMES_SAID",
    "hours_at_multiple",
    "hours_pay",
    "overtime_after",
    "premium_pay",
]

_N = NUMBER
HOURLY = re.compile(
    r"(?P<said>\bhourly(?:\s+(?:rate|wage|pay))?\s+(?:is|of|=)\s+)?"
    rf"(?<![\w.])(?P<r>{_N})(?(said)|\s*(?:/\s*|an?\s+|per\s+)(?:hour|hr|h)\b)"
)
"""An hourly rate: "$39/hour", "14 an hour", "£17/h", "my hourly rate is 16"."""
OVERTIME_HOURS = re.compile(
    rf"(?<![\w.])(?P<o>{_N})\s+(?:(?:overtime|extra)\s+hours?|hours?\s+(?:of\s+)?overtime|"
    r"overtime)\b"
)
HOURS = re.compile(rf"(?<![\w.])(?P<h>{_N})\s+(?:(?:regular|normal|standard|basic)\s+)?hours?\b")
MULTIPLIERS = {
    "time and a half": "1.5",
    "time-and-a-half": "1.5",
    "time and a quarter": "1.25",
    "double time": "2",
    "double-time": "2",
    "triple time": "3",
    "double that": "2",
    "double the rate": "2",
    "double the normal rate": "2",
    "double the hourly rate": "2",
    "twice the rate": "2",
    "twice that": "2",
}
MULTIPLIER = re.compile("|".join(re.escape(w) for w in MULTIPLIERS))
_THRESHOLD = re.compile(
    rf"\b(?:(?:the\s+)?first|up\s+to)\s+(?P<n>{_N})\s+(?:hours?|hrs?)\b|"
    rf"\b(?:over|above|beyond|after)\s+(?P<n2>{_N})\s+(?:hours?|hrs?)\b(?!\s+(?:a|per|each)\s+(?!week\b))|"
    rf"\bhours?\s+(?:over|above|beyond|past)\s+(?P<n3>{_N})\b|"
    rf"\bfirst\s+(?P<n4>{_N})\s+(?:are|is|at|paid|get)\b|"
    rf"\bcontracted\s+(?:for\s+|to\s+(?:work\s+)?)?(?P<n5>{_N})\s*(?:hours?|hrs?)\b|"
    rf"(?<![\w.])(?P<n6>{_N})\s*(?:hours?\s+|hrs?\s+)?contracted\b"
)
_FIRST_AT = re.compile(
    rf"\bfirst\s+{_N}\s+(?:hours?\s+|hrs?\s+)?(?:are\s+|is\s+)?(?:paid\s+)?at\s+(?P<r>{_N})\b"
)
"""The rate told with the threshold: "the first 40 are at £15.24"."""
_OT_TIMES = re.compile(
    r"\b(?:ot|overtime)\s*(?:is\s+|at\s+|paid\s+at\s+)?[x×]\s?(?P<m>[23]|1\.\d+)\b"
)
"""An overtime multiple typed short: "OT x2", "overtime x1.5"."""
_WORKED = re.compile(
    rf"\b(?:worked|work|did|put\s+in|clocked(?:\s+up)?|logged|total\s+of|pay\s+for)\s+(?P<t>{_N})"
    r"(?:\s+(?:hours?|hrs?)\b|(?=\s+(?:this|last)\s+(?:week|wk)\b))"
)
TIMES_SAID = re.compile(
    r"(?<![\w.])(?P<m>1\.\d+|[23](?:\.\d+)?)\s*(?:x|×|times)(?=\s*(?:\)|that|(?:the\s+)?(?:hourly\s+)?"
    r"(?:rate|pay)\b|(?:the\s+)?(?:normal|regular|base|basic|usual)\s+(?:rate|pay)|after|over|for|$|[,.;)]))"
)
"""An overtime multiple in figures: "(1.5x)", "1.5x that after", "1.5 times the rate", "1.5 times
pay over 40 hours"."""
_ANY_HOURS = re.compile(rf"(?<![\w.])(?P<t>{_N})\s*(?:hours?|hrs?)\b")


def _hours_apart(text: str, limit: re.Match[str] | None) -> re.Match[str] | None:
    """The one count of hours that is not the threshold: "47 hours at £17.80, past 40 ..."."""
    if limit is None:
        return None
    found = [m for m in _ANY_HOURS.finditer(text) if not limit.start() <= m.start() < limit.end()]
    return found[0] if len(found) == 1 else None


_PAY_ASKED = re.compile(r"\b(?:pay|paid|earn|earned|wages?|salary|gross|get|make|total)\b")


def overtime_after(text: str, numbers: list[str]) -> str | None:
    """Hours worked past a threshold paid at a multiple: "first 40 hours ..., I worked 51"."""
    rate, limit = HOURLY.search(text) or _FIRST_AT.search(text), _THRESHOLD.search(text)
    worked = _WORKED.search(text) or _hours_apart(text, limit)
    said = {m["m"] for m in (*TIMES_SAID.finditer(text), *_OT_TIMES.finditer(text))}  # "1.5x"
    multiples = said | {MULTIPLIERS[w] for w in MULTIPLIER.findall(text)}
    if rate is None or limit is None or worked is None or len(multiples) != 1:
        return None
    count = len(re.findall(r"(?<![\d.])\d+(?:\.\d+)?", text))  # "OT x2": its 2 too
    if count != 3 + len(said) or not _PAY_ASKED.search(text) or OVERTIME_HOURS.search(text):
        return None  # overtime hours said apart: `story_roles` reads them
    n = next(limit[g] for g in ("n", "n2", "n3", "n4", "n5", "n6") if limit[g])
    t = worked["t"]
    if float(t) <= float(n) or len({rate["r"], n, t}) != 3:
        return None  # no hours over the threshold: is overtime even asked?
    return f"{rate['r']} * {n} + {rate['r']} * {multiples.pop()} * ({t} - {n})"


_PAY_QUESTION = re.compile(
    r"\b(?:what(?:'s|\s+is|\s+was|\s+will\s+be)?|how\s+much\s+is)\s+(?:my|her|his|their|our|the)\s+"
    r"(?:total\s+|gross\s+|weekly\s+|daily\s+|monthly\s+)?(?:pay|wage|wages|earnings|salary|paycheck)\b|"
    r"\bhow\s+much\s+(?:do|did|will|would|does|should)\s+(?:i|we|you|he|she|they)\s+"
    r"(?:get|earn|make|get\s+paid|be\s+paid)\b"
)


def hours_pay(text: str, numbers: list[str]) -> str | None:
    """An hourly rate times the hours worked: "14.20 an hour, worked 37.5 hours: my wage?"."""
    rate = HOURLY.search(text)
    if rate is None or not _PAY_QUESTION.search(text) or MULTIPLIER.search(text):
        return None
    if re.search(r"%|\b(?:overtime|plus|bonus|tips?|each|per\s+(?!hour)|a\s+(?:day|week))\b", text):
        return None  # another part of the pay, or hours a day: not the rate times the hours
    rest = text[: rate.start()] + " " * (rate.end() - rate.start()) + text[rate.end() :]
    hours = [m["h"] for m in HOURS.finditer(rest)]
    if not hours or len(hours) + 1 != len(numbers):
        return None
    return (
        f"{rate['r']} * {hours[0]}" if len(hours) == 1 else f"{rate['r']} * ({' + '.join(hours)})"
    )


_PREMIUM = re.compile(
    rf"(?<![\w.])(?P<p>{_N})\s*(?:%|percent|per\s+cent)(?:\s+[a-z']+){{0,4}}?\s+"
    r"(?:enhancement|premium|uplift|loading|allowance|shift\s+allowance|differential)\b|"
    r"\b(?:enhancement|premium|uplift|loading|differential)\s+(?:is|of|at)\s+"
    rf"(?P<p2>{_N})\s*(?:%|percent|per\s+cent)"
)
"""A percent added to the hourly rate for nights or weekends ("a 15% unsocial hours enhancement",
"the night premium is 35 percent")."""


def premium_pay(task: str) -> str | None:
    """Hours at a rate with a percent premium on the whole, or None.

    "10 hours at $55.70 plus a 15% night enhancement" is 10 * 55.70 * (100 + 15) / 100.
    """
    text = plain_story(task)
    premium, rate = _PREMIUM.search(text), HOURLY.search(text)
    hours = [m for m in _ANY_HOURS.finditer(text) if rate is None or m.start() != rate.start()]
    if premium is None or rate is None or len(hours) != 1 or not _PAY_ASKED.search(text):
        return None
    if len(re.findall(r"(?<![\d.])\d+(?:\.\d+)?", text)) != 3 or OVERTIME_HOURS.search(text):
        return None
    share = premium["p"] or premium["p2"]
    return f"{hours[0]['t']} * {rate['r']} * (100 + {share}) / 100"


_AT_MULTIPLE = re.compile(
    rf"(?<![\w.])(?P<h>{_N})\s*(?:hours?|hrs?|h)\b(?:\s+(?:of\s+)?(?:ot|overtime|extra))?\s+"
    r"(?:at|@|on|paid\s+at)\s+(?P<m>time\s+and\s+a\s+half|time-and-a-half|time\s+and\s+a\s+quarter|"
    r"double(?:\s+time)?|triple(?:\s+time)?|(?P<x>1\.\d+|[23])\s*(?:x|×|times))"
)
"""Hours at a multiple of the rate: "3.5 hrs OT at time and a half", "11 hrs at double", "6 hours
at 1.5x"."""
_RATE_TOLD = re.compile(
    rf"\brate\s+(?:is\s+|of\s+|=\s*)?(?P<r>{_N})\b|"
    rf"\b(?:hours?|hrs?|h)(?:\s+(?:normal|ordinary|regular|standard|basic))?\s+(?:at|@)\s+"
    rf"(?P<r2>{_N})(?!\s*(?:hours?|hrs?|x|×|times)\b)"
)
"""A rate told without "an hour": "rate $29", "38 hrs at $32.75"."""
_MULTIPLE_OF = {"time and a quarter": "1.25", "double": "2", "triple": "3"}
_BASE_HOURS = re.compile(
    rf"(?<![\w.])(?P<t>{_N})\s*(?:(?:normal|ordinary|regular|standard|basic)\s+)?(?:hours?|hrs?)\b"
)


def hours_at_multiple(task: str) -> str | None:
    """Ordinary hours at the rate and more hours at a multiple of it, or None.

    "38 hrs at $32.75 plus 3.5 hrs OT at time and a half" is 38 * 32.75 + 32.75 * 1.5 * 3.5;
    "38 hrs normal + 11 hrs at double this week, rate $29" is 29 * 38 + 29 * 2 * 11. The story
    holds the two counts of hours and the rate, and nothing else (no threshold: `overtime_after`).
    """
    text = plain_story(task)
    multiples = list(_AT_MULTIPLE.finditer(text))
    rate = HOURLY.search(text) or _RATE_TOLD.search(text)
    if len(multiples) != 1 or rate is None or _THRESHOLD.search(text):
        return None
    at = multiples[0]
    base = [m for m in _BASE_HOURS.finditer(text) if not at.start() <= m.start() < at.end()]
    typed = 1 if at["x"] else 0
    if len(base) != 1 or len(numbers_in(text)) != 3 + typed or not _PAY_ASKED_ANY.search(text):
        return None
    said = " ".join(at["m"].split()).replace("-", " ")
    times = at["x"] or MULTIPLIERS.get(said) or _MULTIPLE_OF.get(said.removesuffix(" time"))
    r = rate["r"] if "r" in rate.groupdict() and rate["r"] else rate.groupdict().get("r2")
    if times is None or r is None:
        return None
    return f"{r} * {base[0]['t']} + {r} * {times} * {at['h']}"


_PAY_ASKED_ANY = re.compile(
    r"\b(?:pay|paid|earn|earned|wages?|salary|gross|get|make|total|owe|week|day)\b"
)
"""A question for the pay, in any words ("what's my week?", "how much do I owe him")."""
