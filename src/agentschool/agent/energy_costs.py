"""What energy for a journey costs: fuel by miles per gallon, a car charged by the kWh.

"325 mi, 25 mpg, gas $3.40/gal: cost?" is 325 / 25 * 3.40; "200 miles each way, 25 miles per
gallon, $4.04 a gallon: the round trip?" doubles the distance; a price per litre is one per
gallon when the litres in a gallon are said ("£1.46 a litre. There are 4.546 litres in a
gallon"); "charging from 15% to 100% on a
75 kWh battery at £0.36 per kWh" is (100 - 15) / 100 * 75 * 0.36. Each reader answers None unless
every number of the story plays one of these parts.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["charge_cost", "fuel_cost"]

_N = NUMBER
_MPG = re.compile(
    rf"(?<![\w.])(?P<m>{_N})\s*(?:mpg\b|miles?\s+(?:per|a|to\s+the|to\s+a)\s+gallon\b)"
)
_PER_GALLON = re.compile(rf"(?<![\w.])(?P<g>{_N})\s*(?:/\s*|a\s+|per\s+)(?:gal|gallon)\b")
_PER_LITRE = re.compile(rf"(?<![\w.])(?P<l>{_N})\s*(?:/\s*|a\s+|per\s+)(?:l|lit(?:re|er))\b")
_LITRES_A_GALLON = re.compile(
    rf"(?<![\w.])(?P<f>{_N})\s*(?:l|lit(?:re|er)s)\s+(?:in|to|per)\s+(?:a|the|one|1|each)\s+gallon\b|"
    rf"\b(?:a|one|1)\s+gallon\s+(?:is|=|equals|makes)\s+(?P<f2>{_N})\s*(?:l|lit(?:re|er)s)\b"
)
"""The litres of a gallon, as the story states them (a UK or a US gallon)."""
_DISTANCE = re.compile(
    rf"(?<![\w.])(?P<d>{_N})\s*(?:mi|miles?)\b(?P<way>\s+(?:each|per|a)\s+way)?"
    r"(?P<both>\s+(?:round\s+trip|return|there\s+and\s+back))?"
)
_COST_ASKED = re.compile(r"\b(?:cost|how\s+much|spend|price)\b")
_BOTH_ASKED = re.compile(
    r"\b(?:round\s+trip|return\s+(?:trip|journey)|there\s+and\s+back|both\s+ways|whole\s+trip)\b"
)


def fuel_cost(task: str) -> str | None:
    """Gallons for the miles driven, at the price of a gallon."""
    text = plain_story(task)
    mpg, price = list(_MPG.finditer(text)), list(_PER_GALLON.finditer(text))
    if len(mpg) != 1 or not _COST_ASKED.search(text):
        return None
    rest = text.replace(mpg[0][0], " ", 1)
    if (per_gallon := _gallon_price(rest, price)) is None:
        return None
    rest, gallon = per_gallon
    distances = list(_DISTANCE.finditer(rest))
    if len(distances) != 1:
        return None
    distance = distances[0]
    after = rest.replace(distance[0], " ", 1)
    if numbers_in(after):
        return None
    miles = distance["d"]
    if distance["way"]:
        if not _BOTH_ASKED.search(after):
            return None  # "200 miles each way": one way asked, or both?
        miles = f"{miles} * 2"
    return f"{miles} / {mpg[0]['m']} * {gallon}"


def _gallon_price(text: str, price: list[re.Match[str]]) -> tuple[str, str] | None:
    """`text` without the price of fuel, and that price a gallon (from a litre's, if need be)."""
    if len(price) == 1:
        return text.replace(price[0][0], " ", 1), price[0]["g"]
    litre, factor = list(_PER_LITRE.finditer(text)), list(_LITRES_A_GALLON.finditer(text))
    if price or len(litre) != 1 or len(factor) != 1:
        return None
    rest = text.replace(litre[0][0], " ", 1).replace(factor[0][0], " ", 1)
    return rest, f"{litre[0]['l']} * {factor[0]['f'] or factor[0]['f2']}"


_RANGE = re.compile(
    rf"(?<![\w.])(?P<a>{_N})\s*%\s*(?:to|up\s+to|->|→|-)\s*(?P<b>{_N})\s*%|"
    rf"\bfrom\s+(?P<a2>{_N})\s*%\s+(?:to|up\s+to)\s+(?:a\s+)?(?:full|100\s*%)"
)
_BATTERY = re.compile(rf"(?<![\w.])(?P<k>{_N})\s*kwh\b(?!\s*(?:of\s+)?(?:is|costs?))")
_PER_KWH = re.compile(
    rf"(?<![\w.])(?P<r>{_N})\s*(?P<p>p|pence|cents?|c)?\s*(?:/\s*|a\s+|per\s+|each\s+)kwh\b"
)


def charge_cost(task: str) -> str | None:
    """The share of a battery charged, in kWh, at a price per kWh."""
    text = plain_story(task)
    ranges, rates = list(_RANGE.finditer(text)), list(_PER_KWH.finditer(text))
    if len(ranges) != 1 or len(rates) != 1 or not _COST_ASKED.search(text):
        return None
    rest = text.replace(ranges[0][0], " ", 1).replace(rates[0][0], " ", 1)
    batteries = list(_BATTERY.finditer(rest))
    if len(batteries) != 1 or numbers_in(rest.replace(batteries[0][0], " ", 1)):
        return None
    low, high = ranges[0]["a"] or ranges[0]["a2"], ranges[0]["b"] or "100"
    rate = f"{rates[0]['r']} / 100" if rates[0]["p"] else rates[0]["r"]
    return f"({high} - {low}) / 100 * {batteries[0]['k']} * {rate}"
