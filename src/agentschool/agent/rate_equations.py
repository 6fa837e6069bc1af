"""An amount converted at a rate written as an equation: "1 euro = R$ 5.57", "if US$1 = R19.15".

"I need 80 euros. Today 1 euro = R$ 5.57. How many reais?" is 80 * 5.57; "I have R$ 500, 1 euro
= R$ 5.57, how many euros?" is 500 / 5.57. The amount's currency, a sign before it or a word after
it, must be one side's of the equation: it says whether to multiply or divide. The equation and
the amount must be the story's only numbers, and a conversion must be asked.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.money_notation import KNOWN_CURRENCIES, currency_key

__all__ = ["rate_equation"]

_SIGN = r"(?:[A-Z]{1,3}\$|\$|£|€|¥|₹|₦|₱|Rs\.?|KSh|RM|R(?=\s?\d))"
_WORD = r"(?:[a-z]+)"
_EQUATION = re.compile(
    rf"(?<![\w.$])(?P<a>{_SIGN})?\s*1(?:\.0+)?\s*(?P<aw>{_WORD})?\s*=\s*(?P<b>{_SIGN})?\s*"
    rf"(?P<r>{NUMBER})(?:\s*(?P<bw>{_WORD}))?",
)
"""The rate: "1 euro = R$ 5.57", "US$1 = R19.15", "1 dollar = 83.2 rupees", "£1 = €1.17"."""
_AMOUNT = re.compile(rf"(?<![\w.])(?P<s>{_SIGN})?\s*(?P<n>{NUMBER})(?:\s*(?P<w>{_WORD}))?")
_ASKED = re.compile(r"\b(?:how\s+(?:many|much)|convert|what\s+is\s+that|in\s+[a-z]+\s*\?)", re.I)
_NOT_UNITS = frozenset({"today", "now", "at", "and", "so", "for", "is", "the", "a", "then", "rate"})
_ASKED_IN = re.compile(r"\bhow\s+many\s+(?P<w>[a-z]+)|\bin\s+(?P<w2>[a-z]+)\s*\??$", re.I)


def _unit(sign: str | None, word: str | None) -> str | None:
    """The currency of a sign or a word after the number ("US$" and "dollars" are one)."""
    if sign:
        return currency_key(sign)
    if word and word.lower() not in _NOT_UNITS:
        return currency_key(word)
    return None


def rate_equation(task: str) -> str | None:
    """The amount times the rate, or over it, by which side of the equation its currency is."""
    equations = list(_EQUATION.finditer(task))
    if len(equations) != 1 or not _ASKED.search(task):
        return None
    rate = equations[0]
    rest = task[: rate.start()] + " " + task[rate.end() :]
    amounts = [m for m in _AMOUNT.finditer(rest) if m["n"]]
    if len(amounts) != 1:
        return None
    one, other = _unit(rate["a"], rate["aw"]), _unit(rate["b"], rate["bw"])
    said = _unit(amounts[0]["s"], amounts[0]["w"])
    if said is None or one is None or other is None or one == other:
        return None
    if (asked := _ASKED_IN.search(rest)) and (name := _unit(None, asked["w"] or asked["w2"])):
        if name in KNOWN_CURRENCIES and name not in {one, other}:
            return None  # "1 euro = R$ 6.02, how many yen?": a third currency
    number = amounts[0]["n"].replace(",", "")
    if said == one:
        return f"{number} * {rate['r']}"
    return f"{number} / {rate['r']}" if said == other else None
