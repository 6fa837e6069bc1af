"""Net pay from a pay slip: the gross less each deduction, some of them a percent of the gross.

"gross $4,038.96 this check, fed tax $305.31, state tax $121.08, 401k 6% of gross. what should
take home be?" is 4038.96 - 305.31 - 121.08 - 4038.96 * 6 / 100; "Gross €3,029.97; PAYE €691.99;
PRSI €137.86; superannuation 3% of gross. Net?" likewise. The gross is the amount told as gross,
every other amount is a deduction, a percent is of the gross ("6% of gross", "pension 5.2%"), and
the question asks the net (net, take home, after deductions). Anything else (an hourly rate, a
bonus added) and the reader answers None.
"""

from __future__ import annotations

import re

from agentschool.agent.money_notation import MONEY, amount_of
from agentschool.agent.story_text import numbers_in

__all__ = ["net_pay"]

_N = r"\d+(?:,\d{3})*(?:\.\d+)?"
_GROSS = re.compile(
    rf"\bgross(?:\s+(?:pay|salary|wage|is|was|of|this\s+\w+))*\s*[:=]?\s*(?:[$£€₹]\s?)?(?P<g>{_N})"
)
_PERCENT = re.compile(rf"(?<![\w.])(?P<p>{_N})\s*%(?:\s+of\s+(?:the\s+)?gross(?:\s+pay)?)?")
_NET_ASKED = re.compile(
    r"\b(?:net|take[\s-]?home|after\s+deductions|in\s+(?:my\s+)?hand|left\s+after)\b"
)
_OTHER = re.compile(
    r"\b(?:bonus|overtime|per\s+hour|an\s+hour|hourly|plus|added|refund|allowance)\b"
)


def net_pay(task: str) -> str | None:
    """The net pay of a pay slip told with its deductions, or None when the story is not one."""
    text = re.sub(r"(?<=\d),(?=\d{3}\b)", "", task.lower().replace("’", "'"))
    text = re.sub(r"\b(?:401\s?\(?k\)?|403\s?\(?b\)?)", "retirement", text)  # a plan's name
    gross = _GROSS.search(text)
    if gross is None or not _NET_ASKED.search(text[gross.end() :]) or _OTHER.search(text):
        return None
    value = gross["g"].replace(",", "")
    deductions = [
        amount_of(m)
        for m in MONEY.finditer(text)
        if not gross.start("g") <= m.start("amount" if m["amount"] else "named") < gross.end("g")
    ]
    percents = [m["p"] for m in _PERCENT.finditer(text)]
    if not deductions and not percents:
        return None
    if len(numbers_in(text)) != 1 + len(deductions) + len(percents):
        return None  # a number that is no amount, no percent, no gross
    parts = [*deductions, *(f"{value} * {p} / 100" for p in percents)]
    return f"{value} - " + " - ".join(parts)
