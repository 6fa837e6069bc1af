"""A story's wording made plain for the unit reader (`agent/quantities.py`).

Amounts of money become a number and a currency ("$12" → "12 money", "¥8,230" → "8230 yen",
"30p" → "0.3 gbp"), a pound is money where the story counts in £ and weighs nothing, a rate the
task gives becomes a rate like any other ("1 USD = 145 JPY" → "145 jpy per usd", "if 1 lb is 0.45
kg" → "0.45 kg per lb"), a fraction of a unit a decimal, a multiplier a quantity ("I'm tripling
it" → "3 multiplier"). The reader then needs one grammar: a number, its unit, per what.
"""

from __future__ import annotations

import re
from decimal import Decimal
from fractions import Fraction

from agentschool.agent.units import KNOWN_UNITS, TIMES, singular
from agentschool.tools.number_words import replace_number_words

__all__ = ["unit_wording"]


def unit_wording(task: str) -> str:
    """`task` in the words the unit reader knows: "¥8,230" → "8230 yen", "30p" → "0.3 gbp".

    "1 USD = 145 JPY" → "145 jpy per usd", "I'm tripling it" → "3 multiplier".
    """
    text = task.lower().replace("’", "'").replace("\n", " ")
    text = re.sub(r"(?<![\d.])(\d{1,3}(?:,\d{3})+)(?![\d])", lambda m: m[1].replace(",", ""), text)
    text = replace_number_words(text)
    text = re.sub(r"(-?)\$\s*(\d+(?:\.\d+)?)", r"\g<1>\2 money", text)
    text = re.sub(r"(-?)€\s*(\d+(?:\.\d+)?)", r"\g<1>\2 euro", text)
    text = re.sub(r"(-?)£\s*(\d+(?:\.\d+)?)", r"\g<1>\2 gbp", text)
    text = re.sub(r"(-?)¥\s*(\d+(?:\.\d+)?)", r"\g<1>\2 yen", text)
    text = _money_words(text)
    text = re.sub(r"(?<=\d)-(?=[a-z])", " ", text)  # "a 460-mile trip", "an 8-pack"
    text = re.sub(  # "2 thirds of a cup", "half a cup", "1 and a half cups": amounts of the unit
        r"(?<![\d.])(?:(?P<n>\d+)\s+(?P<d>thirds?|quarters?|fifths?|eighths?)|(?:a\s+|one\s+)?"
        r"(?P<half>half))\s+(?:of\s+)?an?\s+(?=[a-z])|(?<![\d.])(?P<whole>\d+)\s+and\s+(?:a|one)\s+"
        r"(?P<part>half|quarter)\b",
        _fraction,
        text,
    )
    text = re.sub(  # "25 cents": a hundredth of the money
        r"(?<![\d.])(\d+(?:\.\d+)?)\s*(?:cents?\b|¢)",
        lambda m: f"{Decimal(m[1]) / 100} money",
        text,
    )
    text = re.sub(r"(?<=\d)\s*(?:%|per\s*cent\b|percent\b)", " percent", text)
    text = re.sub(r"\bmph\b", "miles per hour", text)
    text = re.sub(r"\bmpg\b", "miles per gallon", text)
    text = _GIVEN_RATE.sub(_given_rate, text)
    text = _MULTIPLIER.sub(_multiplier, text)
    text = re.sub(r"\b(?:km/h|kph)\b", "kilometers per hour", text)
    text = re.sub(  # "a dozen eggs"; but "£2.40 a dozen" is a price per dozen
        r"(?<!money)(?<!euro)(?<!gbp)(?<!yen)(?<!\d)\s+(?:a|one)\s+dozen\b|^(?:a|one)\s+dozen\b",
        lambda m: (" " if m[0][0].isspace() else "") + "1 dozen",
        text,
    )
    return re.sub(r"[ \t]+", " ", text)


_PENCE = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*(?:p|pence)\b")


def _money_words(text: str) -> str:
    """Pence as hundredths of a pound ("30p"); "pounds" as money once the story counts in £.

    "a 20 pound note", "how much is that in pounds?": where "£" or pence are written and no weight
    is, a pound is the currency.
    """
    text = re.sub(r"\bpounds?\s+sterling\b", "gbp", text)
    sterling = "gbp" in text or _PENCE.search(text) is not None
    text = _PENCE.sub(lambda m: f"{Decimal(m[1]) / 100} gbp", text)
    weighed = re.search(
        r"\b(?:weigh\w*|heavy|heavier|ounces?|oz|lbs?|kg|kilos?)\b|\bpounds?\s+of\b|"
        r"\b(?:a|per|each|every|the)\s+pound\b",  # "5 pounds of apples", "£2 a pound"
        text,
    )
    if sterling and not weighed:
        text = re.sub(r"\bpounds?\b", "gbp", text)
    return text


_UNIT_WORD = r"[a-z]+(?:\s+[a-z]+)?"
_GIVEN_RATE = re.compile(
    r"\b(?:1|one|a|an)\s+(?P<a>[a-z]+)\s+(?:=|is|equals|is\s+worth|buys|gets\s+(?:you\s+)?|"
    r"(?:is\s+)?(?:about|roughly|around))\s+(?P<r>\d+(?:\.\d+)?)\s*(?P<b>[a-z]+)\b|"
    r"(?<![\d.])(?P<r2>\d+(?:\.\d+)?)\s*(?P<b2>[a-z]+)\s+to\s+the\s+(?P<a2>[a-z]+)\b"
)
"""A rate the task gives: "1 USD = 145 JPY", "if 1 lb is 0.45 kg", "1.27 dollars to the pound"."""


def _given_rate(match: re.Match[str]) -> str:
    """The rate as one quantity per the other ("145 jpy per usd"), read like any rate.

    Only between units (a currency, a measure): "a box is 12 eggs" is left as it is written.
    """
    a, b, r = match["a"] or match["a2"], match["b"] or match["b2"], match["r"] or match["r2"]
    known = KNOWN_UNITS | {"gallon", "cup", "pint", "quart", "ton"}
    if singular(a) not in known or singular(b) not in known or singular(a) == singular(b):
        return match[0]
    return f"{r} {b} per {a}"


_MULTIPLIER = re.compile(
    r"\b(?P<x>doubl|tripl|quadrupl|halv)(?:e|es|ed|ing)\s+(?:it|that|this|them|(?:the|a|my|our)\s+"
    r"(?:recipe|batch|amount|quantity|order))\b|\b(?P<twice>twice|(?P<n>\d+)\s+times)\s+as\s+"
    r"(?:much|many)\b|\b(?:make|making|do|doing)\s+(?:a\s+)?(?P<y>double|triple|quadruple|half)\s+"
    r"(?:batch|portion|recipe|amount|quantity)\b"
)
_FACTORS = {"doubl": "2", "tripl": "3", "quadrupl": "4", "halv": "0.5"}
_FACTORS |= {"double": "2", "triple": "3", "quadruple": "4", "half": "0.5"}


def _multiplier(match: re.Match[str]) -> str:
    """A multiplier as a quantity: "I'm tripling it" → "3 multiplier" (it scales the answer)."""
    if match["twice"]:
        return f"{match['n'] or 2} {TIMES}"
    return f"{_FACTORS[match['x'] or match['y']]} {TIMES}"


_PARTS = {"half": 2, "third": 3, "quarter": 4, "fifth": 5, "eighth": 8}


def _fraction(match: re.Match[str]) -> str:
    """The decimal a fraction of a unit spells ("2 thirds of a cup" → "0.6666666667 cup")."""
    if match["whole"]:
        value = int(match["whole"]) + Fraction(1, _PARTS[match["part"]])
    elif match["half"]:
        value = Fraction(1, 2)
    else:
        value = Fraction(int(match["n"]), _PARTS[match["d"].removesuffix("s")])
    return f"{float(value):.10g} "
