"""Commission on the sales above a threshold: "10% on sales over $3,000; I sold $17,991.97".

Only the part of the sales over the threshold earns it: (17991.97 - 3000) * 10 / 100. The
threshold is said with "over", "above" or "in excess of"; the sales are the one other amount, and
sales at or under the threshold are not read (nothing is earned, or the wording is another's).
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["commission_over"]

_N = NUMBER
_TERMS = re.compile(
    rf"(?<![\w.])(?P<p>{_N})\s*(?:%|percent\b|per\s+cent\b)\s*(?:commission\s+)?"
    r"(?:on|of)\s+(?:(?:all|any|my|the|total)\s+)?(?:sales|takings|turnover|revenue|everything|"
    r"anything|what\s+i\s+sell)\s+(?:over|above|beyond|in\s+excess\s+of|more\s+than|past)\s+"
    rf"(?P<t>{_N})\b"
)
_SALES = re.compile(
    rf"\b(?:sold|sell|sales\s+(?:were|was|of|came\s+to|totall?ed)|took|made|turnover\s+(?:was|of))"
    rf"\s+(?:(?:a\s+total\s+of|goods\s+worth|worth)\s+)?(?P<s>{_N})\b"
)
_ASKED = re.compile(r"\bcommission\b")


def commission_over(task: str) -> str | None:
    """The commission earned on the part of the sales over a threshold."""
    text = plain_story(task)
    terms, sales = list(_TERMS.finditer(text)), list(_SALES.finditer(text))
    if len(terms) != 1 or len(sales) != 1 or not _ASKED.search(task.lower()):
        return None
    term, sold = terms[0], sales[0]["s"]
    if sorted(numbers_in(text)) != sorted([term["p"], term["t"], sold]):
        return None  # a basic salary, a second month: more than the commission
    if float(sold) <= float(term["t"]):
        return None
    return f"({sold} - {term['t']}) * {term['p']} / 100"
