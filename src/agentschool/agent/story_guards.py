"""What a story tells beside its numbers that the one-operation readings would drop.

`word_problems` reads a story by its numbers and a few words; these say when such a reading
leaves part of the story out: a cost taken "after" ("how much i earned after petrol") added to
the pay, "time and a half" without its 1.5, two currencies read as a price per one, counts of
notes added to their values, an area when only a part of it is asked.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.money_notation import KNOWN_CURRENCIES, currency_key
from agentschool.agent.overtime_pay import MULTIPLIERS
from agentschool.agent.units import measure, singular

__all__ = [
    "counts_apart",
    "currencies_named",
    "keeping_all_told",
    "part_left_out",
    "part_of_it",
    "sold_in",
]

_UNREAD_PART = re.compile(
    r"\b(?:cents?|pence|p)\s+(?:a|an|per|/)\s*[a-z]+\b(?=[^?]*%)(?=[^?]*\bin\s+(?:euros?|pounds|dollars|rand))|"
    r"(?<![\w.])\d+\s*(?:pcs|pieces|notes|coins|bills)\s+(?:of\s+)?[$£€₹₱]?\s*\d"
)
"""A story part the one-operation readings would leave out: cents a litre with a percent on top
asked in euros, counts of notes ("18 pcs ₱1000")."""
_AFTER_COST = re.compile(
    r"\b(?:earn\w*|made|make|left|profit|take\s+home|keep|kept)\b[^.?!]*\bafter\s+"
    r"(?!\d|(?:that|this|it|those|these|all|everything)\b)"
)
"""What is left "after" a cost ("how much i earned after petrol"): a reading must take it off."""
_CURRENCY = re.compile(
    r"[$€£¥₹฿₱]|\b(?:euros?|dollars?|yen|baht|pesos?|rupees?|rand|dirhams?|reais|dong|rupiah|francs?|"
    r"yuan|ringgit|lira|gbp|eur|usd|aud|nzd|cad|thb|jpy|mxn|inr|zar|aed|brl|vnd|idr|chf|php|pounds?)\b"
)
"""A currency named by its sign, code or name."""
_WEIGHT = re.compile(r"\b(?:lbs?|kg|kilos?|weigh\w*|ounces?|oz|stone|grams?)\b")
"""Words of a weight: beside them, "pounds" is no money."""


def currencies_named(task: str) -> set[str]:
    """The currencies `task` names: two are a conversion, which no one-operation reading is."""
    text = task.lower()
    weighed = _WEIGHT.search(text) is not None  # "2 lbs ... per pound": a weight, no money
    found = [m.group() for m in _CURRENCY.finditer(text)]
    keys = {currency_key(c) for c in found if not (weighed and c.startswith("pound"))}
    return {k if k in KNOWN_CURRENCIES else k.removesuffix("S") for k in keys}


_PART_OF_IT = re.compile(
    r"\b(?:a\s+)?(?:half|third|quarter|fifth|two\s+thirds|three\s+quarters)\s+of\s+(?:it|that|this|them)\b"
)
"""A part of what a formula measures ("22 m by 8.4 m, a third of it to potatoes")."""
_PERCENT_ASKED = re.compile(
    r"\bwhat\s+(?:percent(?:age)?|per\s+cent|%)(?!\s+of\s+\d)|\bas\s+an?\s+(?:percent(?:age)?|%)|"
    r"\b(?:profit|gain|loss)\s*(?:percent|percentage|%)|\bpercentage\s+(?:profit|gain|loss)\b"
)
"""A question that asks for a percent: any other reading of the story answers something else."""


def part_left_out(task: str) -> bool:
    """Whether `task` tells a part the one-operation readings leave out (`_UNREAD_PART`)."""
    return _UNREAD_PART.search(task.lower()) is not None


def part_of_it(task: str) -> bool:
    """Whether `task` asks a part of what its formula measures ("a third of it")."""
    return _PART_OF_IT.search(task.lower()) is not None


def keeping_all_told(readings: dict[float, str], task: str, text: str) -> dict[float, str]:
    """The readings that keep what the story tells beside its numbers.

    "how much i earned after petrol": the petrol taken off, not added; "3.5 hrs at time and a
    half": the 1.5 in it; "what percent of the price is profit": a percent, not the profit.
    """
    if _AFTER_COST.search(task.lower()):
        readings = {v: e for v, e in readings.items() if "-" in e}
    if multiple := next((m for said, m in MULTIPLIERS.items() if said in text), None):
        readings = {v: e for v, e in readings.items() if re.search(rf"(?<![\d.]){multiple}\b", e)}
    if _PERCENT_ASKED.search(task.lower()):
        readings = {v: e for v, e in readings.items() if re.search(r"\*\s*100\b", e)}
    return readings


_N = NUMBER
_KIND_AFTER = re.compile(
    rf"(?<![\w.]){_N}\s*(?P<kind>\"|'|[a-z]+(?![a-z])(?!\s*(?:(?:is|are|was|were|costs?)\b|[=:]|\d)))?"
)
"""A number and the word after it, unless that word labels the next number ("79.96 gas is 76.54",
"monday 7.5 tuesday 8.25")."""
_NO_KIND = frozenset(
    "and or in on at for to of the a an each per plus total altogether so then is are was were "
    "it that this my our i we you".split()
)


def _kinds(text: str) -> set[str]:
    """What the numbers of `text` count, by the word after each ("10 twenties, 12 tens")."""
    said = [m["kind"] for m in _KIND_AFTER.finditer(text)]
    kinds = {singular(k) for k in said if k and k not in _NO_KIND}
    if any(measure(k) for k in kinds) and any(not k or k in _NO_KIND for k in said):
        kinds.add("")  # "call-out 60, 2 hours of labour, parts 25.50": hours beside amounts
    return kinds


def counts_apart(text: str) -> bool:
    """Whether the numbers of a story count different things, are a ratio, or one is a size sold.

    "10 twenties, 12 tens and 17 fives", "$14 and $19 ... 5 YS, 3 YM", "call-out 60, 2 hours of
    labour, parts 25.50", "1:2:3", "runs of 5.3 m and 3.1 m, copper comes in 2 m lengths":
    adding them up as they stand would be wrong.
    """
    return len(_kinds(text)) > 1 or re.search(r"\d\s*:\s*\d", text) is not None or sold_in(text)


def sold_in(text: str) -> bool:
    """Whether the story tells a size things are bought in ("sold in 3m lengths")."""
    return re.search(r"\b(?:sold|comes?|supplied|available)\s+in\s+\d", text) is not None
