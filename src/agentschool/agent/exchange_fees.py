"""Money changed at a rate after a percentage fee: "swap £980 at 1.13 euros per pound, 2.5% fee".

The amount is 980 * (1 - 2.5 / 100) * 1.13 whether the fee is kept from what is handed over or
from what is paid out: a share of it is the same share either way. A fixed fee is not read (it
matters on which side it is taken), nor a second amount or rate: the reader answers None.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["changed_after_fee"]

_N = NUMBER
_MONEY = r"(?:euros?|dollars?|pounds?|yen|francs?|krona|kronor|rupees?|pesos?|usd|eur|gbp|chf|jpy)"
_RATE = re.compile(
    rf"\bat\s+(?:a\s+rate\s+of\s+)?(?P<r>{_N})(?:\s+{_MONEY})?\s+(?:per|to\s+the|for\s+each)"
    rf"(?:\s+{_MONEY}\b|\s*(?=[,.;]|$))|"  # "at 1.13 euros per pound": the names are dropped
    rf"(?<![\w.])1\s*(?:{_MONEY}\s*)?=\s*(?P<r2>{_N})(?:\s*{_MONEY}\b)?"
)
_FEE = re.compile(
    rf"(?<![\w.])(?P<f>{_N})\s*%\s*(?:[a-z]+\s+){{0,2}}?(?:fee|commission|charge)\b|"
    rf"\b(?:fee|commission|charge)\s+(?:of\s+|is\s+)?(?P<f2>{_N})\s*%|"
    rf"\b(?:keep|keeps|take|takes|deduct|deducts|charge|charges)\s+(?P<f3>{_N})\s*%"
    r"(?=[^.?]{0,60}\b(?:fee|commission|charge)\b)"
)
_AMOUNT = re.compile(
    rf"\b(?:chang\w+|swap\w*|exchang\w+|convert\w*|turn\w*|sell\w*|hand\w*\s+over)\s+"
    rf"(?P<a>{_N})(?!\w|\.\d|\s*%)"
)
_ASKED = re.compile(
    rf"\bhow\s+(?:many|much)\b[^.]*\b(?:get|receive|end\s+up\s+with|come\s+to)\b|"
    rf"\bhow\s+many\s+{_MONEY}\b"
)


def changed_after_fee(task: str) -> str | None:
    """The amount changed at the rate told, less a fee told as a percent."""
    text = plain_story(task)
    rates, fees, amounts = (list(p.finditer(text)) for p in (_RATE, _FEE, _AMOUNT))
    if len(rates) != 1 or len(fees) != 1 or len(amounts) != 1 or not _ASKED.search(text):
        return None
    rest = text
    for match in (rates[0], fees[0]):
        rest = rest.replace(match[0], " ", 1)
    rest = re.sub(rf"(?<![\w.]){re.escape(amounts[0]['a'])}(?!\w|\.\d)", " ", rest, count=1)
    if numbers_in(rest):
        return None
    rate = rates[0]["r"] or rates[0]["r2"]
    fee = fees[0]["f"] or fees[0]["f2"] or fees[0]["f3"]
    return f"{amounts[0]['a']} * (1 - {fee} / 100) * {rate}"
