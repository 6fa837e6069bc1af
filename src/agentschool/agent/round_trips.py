"""Journeys there and back: a mileage claim at a rate per mile or km, and fares a bus pass saves.

"The yard is 28 km from the office; I went there and back 6 times; at €0.35 per km, my claim?" is
28 * 2 * 6 * 0.35; "29 miles at 67 cents per mile" is 29 * 0.67; "3 trips x 65 mi round trip at
$0.67/mi, plus $14.10 parking" is 3 * 65 * 0.67 + 14.10 (parking or tolls paid are claimed on
top). "bus fare £2.10 each way, 3 return trips a week, 52 weeks: the saving with a free pass?" is
2.10 * 2 * 3 * 52. Every number must play one of these parts, and a distance said as a round trip
is never doubled.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import plain_story

__all__ = ["fares_saved", "mileage_claim", "travelled_both_ways"]

_N = NUMBER
_DISTANCE_UNIT = r"(?P<du>km|kms|kilomet(?:er|re)s?|miles?|mi)"
_DISTANCE = re.compile(
    rf"(?<![\w.])(?P<d>{_N})\s*{_DISTANCE_UNIT}\b(?!\s*(?:round\s+trip|return|there\s+and\s+back))"
)
_RATE = re.compile(
    rf"(?<![\w.])(?P<r>{_N})\s*(?P<cents>p|pence|cents?|c)?\s*(?:per|a|an|/|for\s+each|every)\s*"
    r"(?P<ru>km|kilomet(?:er|re)|mile|mi)\b"
)
_BOTH_WAYS = re.compile(
    r"\b(?:there\s+and\s+back|out\s+and\s+back|return\s+(?:trips?|journeys?)|round\s+trips?|"
    r"both\s+ways)\b"
)
_TIMES = re.compile(
    r"(?<![\w.])(?P<n>\d+)\s+(?:times|return\s+trips|round\s+trips|trips|(?:site\s+|client\s+)?visits)\b"
)
_ROUND_DISTANCE = re.compile(
    rf"(?<![\w.])(?P<d>{_N})\s*{_DISTANCE_UNIT}\s+(?:round\s+trip|return|there\s+and\s+back)"
    r"(?:\s+each)?\b"
)
"""A distance said as the whole trip there and back: "65 mi round trip", "13 miles return each"."""
_PAID_OUT = re.compile(
    rf"(?:\bplus|\band|,)\s+(?P<p>{_N})\s+(?:in\s+|of\s+)?(?:parking|tolls?)(?:\s+(?:receipts|"
    r"fees|charges|costs))?\b"
)
"""Parking or tolls paid, claimed on top of the mileage: "plus $14.10 parking receipts"."""
_CLAIM_ASKED = re.compile(
    r"\bhow\s+much\b|\bclaim\b|\bwhat\s+(?:do|will|should|can)\s+i\s+(?:get|claim|be\s+paid)\b"
)


def _kind(unit: str) -> str:
    return "km" if unit.startswith("k") else "mile"


def mileage_claim(task: str) -> str | None:
    """A distance at a rate per unit of it, doubled for each trip there and back."""
    text = plain_story(task)
    rates = list(_RATE.finditer(text))
    if len(rates) != 1 or not _CLAIM_ASKED.search(text):
        return None
    rate = rates[0]
    rest = text[: rate.start()] + " " + text[rate.end() :]
    paid = list(_PAID_OUT.finditer(rest))
    if len(paid) > 1:
        return None
    if paid:
        rest = rest[: paid[0].start()] + " " + rest[paid[0].end() :]
    claim = _distance_claim(rest, rate)
    return claim if claim is None or not paid else f"{claim} + {paid[0]['p']}"


def _distance_claim(rest: str, rate: re.Match[str]) -> str | None:
    """The claim for the distance driven, once the rate (and parking) are taken out."""
    per = f"{rate['r']} / 100" if rate["cents"] else rate["r"]
    if rounds := list(_ROUND_DISTANCE.finditer(rest)):
        trips = list(_TIMES.finditer(rest))
        if len(rounds) != 1 or len(trips) != 1 or _kind(rounds[0]["du"]) != _kind(rate["ru"]):
            return None
        for match in sorted([rounds[0], trips[0]], key=lambda m: -m.start()):
            rest = rest[: match.start()] + " " + rest[match.end() :]
        if re.search(rf"(?<![\w.]){_N}", rest):
            return None
        return f"{trips[0]['n']} * {rounds[0]['d']} * {per}"
    distances = list(_DISTANCE.finditer(rest))
    if len(distances) != 1 or _kind(distances[0]["du"]) != _kind(rate["ru"]):
        return None
    distance = distances[0]
    rest = rest[: distance.start()] + " " + rest[distance.end() :]
    trips = list(_TIMES.finditer(rest))
    both = _BOTH_WAYS.search(rest) is not None
    if len(trips) > 1 or (trips and not both) or (both and not trips):
        return None  # "6 times" one way or there and back? "there and back" how often?
    if trips:
        rest = rest[: trips[0].start()] + " " + rest[trips[0].end() :]
    if re.search(rf"(?<![\w.]){_N}", rest):
        return None  # a fuel price, a fee, a second distance: more than the claim
    if not trips:
        return f"{distance['d']} * {per}"
    return f"{distance['d']} * 2 * {trips[0]['n']} * {per}"


_FARE = re.compile(
    rf"(?<![\w.])(?P<f>{_N})\s*(?P<p>p|pence)?\s+(?:fare\s+)?(?:each|per|a|one)\s+way\b|"
    rf"(?<![\w.])(?P<f2>{_N})\s*(?P<p2>p|pence)?\s+fare\s+each\s+way\b"
)
_WEEKLY = re.compile(
    r"(?<![\w.])(?P<n>\d+)\s+(?:return\s+trips|round\s+trips|trips|times|journeys|days)\s+"
    r"(?:a|per|every|each)\s+week\b"
)
_WEEKS = re.compile(r"(?<![\w.])(?P<w>\d+)\s+weeks\b")
_SAVING_ASKED = re.compile(r"\bsav(?:e|es|ed|ing|ings)\b")
_RETURN_COUNTED = re.compile(r"\b(?:return|round)\s+trips\b|\bthere\s+and\s+back\b")


def fares_saved(task: str) -> str | None:
    """Fares each way, twice a trip, for the trips of a week over a number of weeks."""
    text = plain_story(task)
    fares, weekly, weeks = list(_FARE.finditer(text)), list(_WEEKLY.finditer(text)), None
    if len(fares) != 1 or len(weekly) != 1 or not _SAVING_ASKED.search(text):
        return None
    if not _RETURN_COUNTED.search(text):
        return None  # "3 trips a week": each one way, or there and back?
    rest = _WEEKLY.sub(" ", _FARE.sub(" ", text))
    found = list(_WEEKS.finditer(rest))
    if len(found) != 1:
        return None
    weeks = found[0]["w"]
    if re.search(rf"(?<![\w.]){_N}", _WEEKS.sub(" ", rest)):
        return None  # the price of the pass, a second fare: not only the fares saved
    fare = fares[0]
    amount = fare["f"] or fare["f2"]
    per = f"{amount} / 100" if fare["p"] or fare["p2"] else amount
    return f"{per} * 2 * {weekly[0]['n']} * {weeks}"


_ROUTE_BOTH_WAYS = re.compile(
    r"^(?!.*\b(?:each|one)\s+way\b).*(?:\bfrom\s+[a-z]+(?:\s+[a-z]+)?\s+to\s+[a-z]+|"
    r"\bto\s+(?:the\s+)?[a-z]+\s*\(\s*\d[\d.,]*\s*(?:km|kms|miles|mi)\s*\)).*"
    r"(?:\bthere\s+and\s+back\b|\bboth\s+ways\b)|\d\s*(?:km|kms|miles|mi)\s+return\b",
    re.S,
)


def travelled_both_ways(text: str) -> bool:
    """Whether a route's distance is said once and travelled both ways, no "each way" said.

    "from Sydney to Melbourne (878 km) there and back" (the general readers would count it once,
    where "45 km a day there and back" is the day's whole), "299 km return" (both ways, or the
    trip's whole?).
    """
    return _ROUTE_BOTH_WAYS.search(text) is not None
