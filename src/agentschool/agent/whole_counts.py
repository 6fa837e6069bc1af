"""Counts of whole things asked to reach or cover an amount, and answers that would split one.

"how many coffees before I'm covering it" at €2.15 a coffee on €469 is 218.14 as the numbers
stand: no one sells 0.14 of a coffee, and whether 218 or 219 is meant the question does not
say, so a sum that gives a part of a thing counted whole is refused. "how many pages is 2/5 of
a 1536-page book" (614.4) and "how many euros will I get" ask no such count.
"""

from __future__ import annotations

import re

from agentschool.agent.money_notation import KNOWN_CURRENCIES, currency_key
from agentschool.agent.quantities import value_key
from agentschool.agent.units import measure

__all__ = ["part_counted", "rate_short"]

_MONEY = frozenset(
    "dollars euros pounds cents pence rand naira rupees pesos yen francs reais ringgit baht yuan "
    "won rupiah dirhams shillings cedis kwacha bucks quid".split()
)
_WHOLE_COUNT = re.compile(
    r"\bhow\s+many\s+(?:more\s+)?(?P<noun>[a-z]+)\s+(?:(?:do|will|would|must|should|shall)\s+"
    r"(?:i|we|you|they)\s+(?:need|have\s+to|buy|sell|order|get|bring)|(?:to|before|till|until)\s+"
    r"(?:i'?m\s+|we'?re\s+)?(?:break\s+even|cover|covering|pay|reach|buy|sell|get)|needed|to\s+buy)\b"
)
"""A count asked to reach or cover something: "how many coffees to break even", "how many
lengths do I need". Only whole things reach it: 4.3 tins is 5 tins bought, or 4 and short."""


def _whole_count_asked(text: str) -> bool:
    """Whether `text` asks how many whole things reach or cover an amount (never money)."""
    asked = _WHOLE_COUNT.search(text.lower())
    if asked is None or currency_key(asked["noun"]) in KNOWN_CURRENCIES or asked["noun"] in _MONEY:
        return False  # "how many euros will I get": money has cents
    return measure(asked["noun"]) is None


def part_counted(task: str, sums: list[str]) -> bool:
    """Whether `task` asks a whole count and its one sum gives a part of a thing."""
    value = value_key(sums[-1]) if len(sums) == 1 and _whole_count_asked(task) else None
    return value is not None and value != round(value)


_TWO_RATES = re.compile(r"\bper\s+[a-z]+\s+(?:per|a|each)\s+(?:day|week|month|year|hour)\b", re.I)
"""A rate asked per two things: "how many eggs per hen per day"."""


def rate_short(task: str, sums: list[str]) -> bool:
    """Whether a rate asked per two things is answered by a sum of two numbers.

    "got 64 eggs this week off 13 hens: eggs per hen per day?" is 64 / 13 / 7; 64 / 13 answers
    per hen only, the week's seven days left out.
    """
    if not _TWO_RATES.search(task):
        return False
    return any(len(re.findall(r"(?<![\w.])\d+(?:\.\d+)?", s.split(",")[0])) < 3 for s in sums)
