"""How a word problem wants its answer given: rounded as asked, or a whole count of periods.

"At what rate is that, in ml per hour? Round to one decimal place": the reading is made without
the rounding (its "1 decimal" is no quantity of the story), then rounded. "I save £5 a week. How
many weeks to save £52?": the amount is reached in the 11th week; 10.4 weeks is no answer.
"""

from __future__ import annotations

import re

from agentschool.agent.quantity_reader import Quantity
from agentschool.agent.units import CURRENCIES

__all__ = ["asked_rounding", "rounds_up"]

_ROUNDED = re.compile(
    r"[,;.]?\s*(?:and\s+)?(?:please\s+)?(?:round(?:ed)?|rounding)\s+(?:it\s+|that\s+|this\s+|"
    r"the\s+(?:answer|result)\s+)?(?:off\s+)?to\s+(?:(?P<n>\d+)\s+(?:decimal\s+places?|decimals?|dp|"
    r"places?)|the\s+nearest\s+(?:whole\s+[a-z]+|integer))\b|"
    r"[,;]?\s*\bto\s+(?:(?P<m>\d+)\s+(?:decimal\s+places?|dp)|the\s+nearest\s+(?:whole\s+)?(?!(?:pen\w*|cents?|tenths?|hundred\w*|thousand\w*|ten|half|quarter)\b)[a-z]+)\b"
)
"""A rounding asked with the story ("round to 1 decimal place", "hourly rate to 2 decimal places?",
"..., to the nearest degree"); rounding up or down is not read."""
_WHOLE_PERIODS = re.compile(
    r"\bhow\s+many\s+(?:more\s+)?(?:whole\s+|full\s+)?(?:weeks|months|days|years|fortnights)\b"
    r"(?=.*\b(?:take|need|until|till|before|to\s+(?:save|have|reach|afford|get|pay|buy|clear)|"
    r"paid\s+off|pay\s+(?:it\s+)?off)\b)(?!.*\blast\b)"
)
"""A count of whole periods asked to reach an amount saved by the period."""
_WHOLE_THINGS = re.compile(
    r"\bhow\s+many\s+(?P<t>[a-z]+s)\b.*\b(?:whole|full|complete)\s+(?P=t)\b|"
    r"\bhow\s+many\s+(?:whole|full|complete)\s+[a-z]+s\b"
)
"""A count asked in whole things: "how many packets must I buy (whole packets)?"."""
_PERIODS = frozenset({"day", "week", "fortnight", "month", "year"})


def asked_rounding(text: str) -> tuple[str, int | None]:
    """`text` without the rounding it asks, and the decimal places asked (None: no rounding)."""
    rounded = _ROUNDED.search(text)
    if rounded is None:
        return text, None
    return text[: rounded.start()] + text[rounded.end() :], int(rounded["n"] or rounded["m"] or 0)


def rounds_up(text: str, quantities: list[Quantity]) -> bool:
    """Whether the question counts whole things to reach an amount, so its answer rounds up.

    "how many weeks to save £52?" at £5 a week; "how many packets must I buy (whole packets)?".
    """
    if _WHOLE_THINGS.search(text):
        return True
    return _WHOLE_PERIODS.search(text) is not None and any(_saved_per_period(q) for q in quantities)


def _saved_per_period(q: Quantity) -> bool:
    """Money per period ("£5 a week"): what is put by each period."""
    names = dict(q.unit)
    return (
        len(q.unit) == 2
        and any(names.get(c) == 1 for c in CURRENCIES)
        and any(names.get(p) == -1 for p in _PERIODS)
    )
