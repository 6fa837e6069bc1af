"""The unit a word problem's question asks for: "how many grams", "what's my weekly pay".

The question names its unit ("in miles per hour", "how many markers"), a money word asks for the
story's one currency ("how much", "what do I pay"), "per"/"each"/an adjective ("weekly") asks per
that, and "how far"/"how long"/"how fast" ask for the story's one length or time. None when the
question does not say.
"""

from __future__ import annotations

import re

from agentschool.agent.quantity_reader import STOP, Quantity, noun
from agentschool.agent.units import CURRENCIES, Unit, conversion, singular, unit_of

__all__ = ["MONEY_ASKED", "asked_unit"]

_PERIODS = {
    "hourly": "hour",
    "daily": "day",
    "nightly": "night",
    "weekly": "week",
    "monthly": "month",
    "yearly": "year",
    "annual": "year",
    "annually": "year",
}
MONEY_ASKED = re.compile(  # asks for an amount of money
    r"\bhow\s+much\b(?!\s+(?:more|longer|farther|further)\s+(?!money))|"
    r"\b(?:cost|costs|price|pay|paid|salary|wages?|income|pensions?|rent|spend|earn|earnings|owe|interest|"
    r"bill|invoice|worth|charge|fee|budget|balance|share)\b|"
    r"\bwhat\s+(?:do|does|would|will|did)\s+(?:i|we|you|he|she|they)\s+(?:get|receive|make)\b"
)


_TOTAL_ONLY = re.compile(
    r"\btotal\s*(?:cost|price|bill|pay|amount|charge|due)?\s*(?:[?.!]|$)|^=\s*\?\s*$|"
    r"^(?:so\s+)?(?:what'?s|whats|what\s+is|what\s+(?:does|would|will)|wat'?s)\s+(?:that|this|it)\b"
    r"(?!\s+(?:in|as)\b)|^(?:add|total|tot|sum|tally)\s+(?:it\s+|them\s+|these\s+)?up\b"
)
"""A question "what's the total?" or "what's that?" that names no unit: of money, when every
amount has a unit and one is a rate ("33.5 hrs at £12.60/hr, whats that before tax?")."""
_ASKED_PER = re.compile(
    r"\b(?:per|a|an|each|every)\s+(?P<d>[a-z]+)(?:\s+(?!per\b)(?P<d2>[a-z]+))?\b"
)
_ASKED_PER_END = re.compile(
    r"\s*(?:[?.!,]|$|(?:after|before|do|does|did|will|would|is|are|get|gets|cost|costs|can|could|should|(?:take|takes|took)(?=\s*(?:on\s+average|on\s+avg|[?.!,]|$))|come\s+to|"
    r"work\s+out)\b)"
)
"""A question "… per year?", "each friend gets": the unit asked is per that."""


_IN_UNIT = re.compile(r"\bin\s+[a-z]+\s+$")
"""A unit asked before its "per" ("the rate in ml per hour for 100 ml"): the question's own."""


def _asked_per(text: str, at: int, quantities: list[Quantity], units: set[str]) -> str:
    """The unit a question asks "per" ("… per year?", "each tea bag cost"), or ""."""
    denominator = ""
    for per in _ASKED_PER.finditer(text, at):
        if any(q.start <= per.start() < q.end for q in quantities):
            continue  # "at $12 per kg": the story's own rate
        two = f"{per['d']} {singular(per['d2'])}" if per["d2"] else ""
        if two in units and _ASKED_PER_END.match(text, per.end()):
            denominator = two  # "each tea bag cost": a unit of two words the story named
        elif _ASKED_PER_END.match(text, per.end("d")) or _IN_UNIT.search(text[: per.start()]):
            denominator = singular(per["d"])  # "... per hour?", "the rate in ml per hour for ..."
    return denominator


_EXPLICIT = re.compile(  # "how many 0.5 gbp coins": the coins; "total minutes?"
    r"\b(?:in|how\s+many|total|convert\b(?:[^,.?!]|\.(?=\d))*?\b(?:to|into))\s+"
    r"(?:\d+(?:\.\d+)?\s+(?:money|gbp|euro|yen)\s+)?"
    r"(?P<u>(?!(?:in|of|for|to|on)\b)[a-z]+(?:\s+[a-z]+)?)"
)


_CHANGED_INTO = re.compile(
    r"\b(?:chang|convert|exchang|swap)(?:e|es|ed|ing|ping)?\b(?:[^,.?!]|\.(?=\d))*?\b(?:to|into|for)\s+"
    r"(?P<u>[a-z]+)"
)
"""Money changed into another currency before the question asks what it comes to."""


def asked_unit(text: str, at: int, quantities: list[Quantity]) -> Unit | None:
    """The unit the question (`text` from `at`) asks for, or None when it does not say."""
    question = text[at:]
    units = {name for q in quantities for name, _ in q.unit}
    denominator = _asked_per(text, at, quantities, units)
    for adjective, period in _PERIODS.items():
        if re.search(rf"\b{adjective}\b", question) and not _spans_told(quantities):
            denominator = period
    for explicit in _EXPLICIT.finditer(question):  # the first that names a unit of the story
        name, _ = noun(explicit.string, explicit.start("u"), one=False)
        if name and name not in _PERIODS and (name in units or _related(name, units)):
            return unit_of((name, 1), (denominator, -1))
    if (of := _asked_substance(question, quantities)) is not None:
        return unit_of(*of, (denominator, -1))
    currencies = units & CURRENCIES
    changed = _CHANGED_INTO.search(text)  # "I'm changing $288 into euros ...: what will I get?"
    if changed and MONEY_ASKED.search(question) and len(currencies) == 2:
        name, _ = noun(text, changed.start("u"), one=False)
        return unit_of((name, 1)) if name in currencies else None
    total = _TOTAL_ONLY.search(question) and all(q.unit for q in quantities)
    total = total and _total_of_rates(text, at, quantities, denominator)
    if len(currencies) == 1 and (MONEY_ASKED.search(question) or total):  # in the one currency
        return unit_of((currencies.pop(), 1), (denominator, -1))
    if denominator:  # "$2,700 a month: what is that per year?": what the story counts, per year
        above = {
            n for q in quantities for n, p in q.unit if p > 0 and conversion(n, denominator) is None
        }
        if len(above) == 1:
            return unit_of((above.pop(), 1), (denominator, -1))
    if re.search(r"\b(?:speed|how\s+fast)\b", question):  # "my average speed": length per time
        lengths = [u for u in units if conversion(u, "meter") is not None]
        times = [u for u in units if conversion(u, "second") is not None]
        if len(lengths) == 1 and len(times) == 1:
            return unit_of((lengths[0], 1), (times[0], -1))
    if re.search(r"\bhow\s+far\b", question):
        lengths = [u for u in units if conversion(u, "meter") is not None]
        return unit_of((lengths[0], 1)) if len(lengths) == 1 else None
    if re.search(r"\bhow\s+long\b", question):
        times = [u for u in units if conversion(u, "second") is not None]
        return unit_of((times[0], 1)) if len(times) == 1 else None
    return None


def _total_of_rates(text: str, at: int, quantities: list[Quantity], denominator: str) -> bool:
    """Whether a question naming no unit asks the money a story of rates comes to.

    "12.25 hours at £42/h: the total?", "made $167.90 in 3.75 hrs: what's that per hour?"; not
    "what's that per month over 13 months?", whose "per" is left unread.
    """
    if not (any(p < 0 for q in quantities for _, p in q.unit) or denominator):
        return False
    pers = [m.start() for m in re.finditer(r"\b(?:per|each)\b", text[at:])]
    unread = [p for p in pers if not any(q.start <= at + p < q.end for q in quantities)]
    return bool(denominator) or not unread


def _spans_told(quantities: list[Quantity]) -> bool:
    """Whether each rate of the story comes with its span ("£183.41 a week for 52 weeks").

    Then "my yearly income" asks the whole of it, not a rate per year.
    """
    periods = set(_PERIODS.values())
    rates = [q for q in quantities if any(p < 0 and n in periods for n, p in q.unit)]
    spans = [q for q in quantities if len(q.unit) == 1 and q.unit[0] in {(n, 1) for n in periods}]
    return bool(rates) and len(rates) == len(spans)


def _asked_substance(question: str, quantities: list[Quantity]) -> Unit | None:
    """The unit "how much butter" asks (of "225g of butter"), "how much petrol" (of "6.5 l")."""
    substance = re.search(r"\bhow\s+much\s+(?P<s>[a-z]+)", question)
    if substance is None or substance["s"] in STOP:
        return None
    units_of = {q.unit for q in quantities if q.of and q.of == singular(substance["s"])}
    if not units_of and _FUEL.match(question, substance.start("s")):
        volumes = {n for q in quantities for n, _ in q.unit if _related(n, {"liter"})}
        return ((volumes.pop(), 1),) if len(volumes) == 1 else None
    if len(units_of) != 1:
        return None
    return tuple(p for p in units_of.pop() if p[1] > 0)


_FUEL = re.compile(r"(?:fuel|petrol|diesel|gas|gasoline)\b(?!\s+(?:money|cost|costs|bill|price))")


def _related(name: str, units: set[str]) -> bool:
    return any(conversion(u, name) is not None for u in units)
