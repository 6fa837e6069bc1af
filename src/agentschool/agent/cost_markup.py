"""A selling price from a cost and a percent added to it: "costs me £1.87 and I add 60%".

The price is the cost times (100 + p) / 100. The cost is what something "costs me" (or "I pay",
"I buy it for"), the percent is added "to the cost" or "on top"; the question asks what it sells
for. Only the cost and the percent may be told.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["marked_up_price"]

_N = NUMBER
_COST = re.compile(
    rf"\b(?:costs?\s+me|cost\s+us|i\s+pay|i\s+buy\s+(?:it|them|each\s+one)\s+(?:for|at)|"
    rf"buy(?:s)?\s+in\s+at|cost\s+price\s+(?:is|of))\s+(?P<c>{_N})\b"
)
_ADDED = re.compile(
    rf"\b(?:add|put|mark\s+(?:it|them)\s+up\s+by|put\s+on)\s+(?P<p>{_N})\s*%\s*"
    r"(?:to\s+(?:the|my|that)\s+cost|on\s+(?:top|the\s+cost|that)|markup)?"
)
_ASKED = re.compile(
    r"\bsell\s+(?:it|them|each|one)?\s*(?:for|at)\b|\bselling\s+price\b|\bwhat\s+(?:do|should)\s+"
    r"i\s+(?:charge|price\s+it)\b|\bprice\s+(?:should\s+i|do\s+i)\b"
)


def marked_up_price(task: str) -> str | None:
    """A cost with a percent markup added: the price it sells for."""
    text = plain_story(task).replace(" percent", "%").replace(" per cent", "%")
    text = re.sub(r"(?<![\w.])1\s+(?=(?:[a-z]+\s+){1,3}?costs?\s+me\b)", "one ", text)  # one mug
    costs, added = list(_COST.finditer(text)), list(_ADDED.finditer(text))
    if len(costs) != 1 or len(added) != 1 or not _ASKED.search(task.lower()):
        return None
    cost, p = costs[0]["c"], added[0]["p"]
    if sorted(numbers_in(text.replace("%", " "))) != sorted([cost, p]):
        return None  # VAT, a count of mugs: more than one price marked up
    if re.search(r"\b(?:profit|margin|vat|tax)\b", text):
        return None  # a margin asked of the price, or a tax on it too
    return f"{cost} * (100 + {p}) / 100"
