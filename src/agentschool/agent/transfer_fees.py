"""A fee of a flat amount plus a percent of the money sent: "the fee is $5 plus 2% of the amount".

"I want to send 500 dollars, the fee is $5 plus 2% of the amount, how much is the fee?" is
5 + 500 * 2 / 100; asked what is paid in all ("how much do I pay in total?"), the money sent is
added. The fee is said as one flat amount and one percent joined by "plus", "+" or "and"; the
money sent is the one other number. Anything else (a second amount, no fee or total asked, the
percent taken from what arrives) answers None.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["flat_plus_percent_fee"]

_N = NUMBER
_FEE = re.compile(
    rf"\b(?:fee|charge|charges|cost)\s+(?:is\s+|of\s+|are\s+)?(?P<flat>{_N})\s+"
    rf"(?:plus|\+|and)\s+(?P<p>{_N})\s*%\s+(?:of|on)\s+(?:the\s+)?(?:amount|money|sum|it|that|"
    r"transfer|value)\b"
)
"""The fee said: "fee is 5 plus 2% of the amount", "charges a fee of 50 plus 1% of the amount"."""
_FEE_ON = re.compile(
    rf"\b(?:fee|charge)\s+(?:is\s+|of\s+)?(?P<flat>{_N})\s+(?:plus|\+|and)\s+(?P<p>{_N})\s*%\s+"
    rf"(?:of|on)\s+(?P<a>{_N})\b"
)
"""The fee said on the amount itself: "transfer fee is 30 plus 1.5% of 10000"."""
_SENT = re.compile(r"\b(?:send\w*|sent|transfer\w*|remit\w*|wir\w+|pay\w*\s+out)\b")
_FEE_ASKED = re.compile(
    r"\b(?:how\s+much|what)\b[^.?!]*\b(?:fee|fees|charge|charges|charged)\b|"
    r"\b(?:total|the)\s+fee\b[^.?!]*\?|\btotal\s+fee\s*\??\s*$"
)
_ALL_ASKED = re.compile(
    r"\bhow\s+much\b[^.?!]*\b(?:in\s+total|altogether|in\s+all|all\s+in)\b|"
    r"\btotal\s+(?:cost|amount|to\s+pay|paid|debited)\b"
)


def flat_plus_percent_fee(task: str) -> str | None:
    """The flat fee plus the percent of the money sent (and the money, if all is asked)."""
    text = plain_story(task)
    said = list(_FEE.finditer(text)) + list(_FEE_ON.finditer(text))
    if len(said) != 1 or not _SENT.search(text) or re.search(r"\bexchange|\brate\b", text):
        return None
    fee = said[0]
    rest = text[: fee.start()] + " " + text[fee.end() :]
    amounts = ([fee["a"]] if "a" in fee.re.groupindex else []) + numbers_in(rest)
    if len(amounts) != 1 or "%" in rest:
        return None  # "send 500 and 300": which amount is sent?
    charged = f"{fee['flat']} + {amounts[0]} * {fee['p']} / 100"
    question = re.split(r"(?<=[.!])\s+", text)[-1].replace(fee[0], " ")
    if _ALL_ASKED.search(question) and not re.search(r"\bfees?\b", question):
        return f"{amounts[0]} + {charged}"
    return charged if _FEE_ASKED.search(question) else None
