"""Counts of things at their prices, listed, and the total asked: a stall's takings, an order.

"sold 25 boxes of eggs at £2.20, 5 jars of jam at £2.50 and 12 bunches at £3, what did I take
altogether?", "12 x jars of honey €6.50, 17 x bags of salad €3.40 - total?", "6 lengths of
timber @ $12.40 and 3 boxes of screws @ $8.95, how much is that?": each count is multiplied by
its price (the price of one, as on a shelf), and the products add up.

Every number must be a count or its price, two pairs at least, and a total must be asked; a
count with no price ("3 eggs at 5.47 each, milk and bread"), a deal ("3 for 2", "2 for £5"), a
discount or a share ("split between 3") is another story, and the reader answers None.
"""

from __future__ import annotations

import re

from agentschool.agent.money_notation import plain_money

__all__ = ["priced_list_total"]

_SIGN = r"(?:[$£€¥₹₦₱₩฿]|R\$|NZ\$|A\$|C\$|S\$|US\$|R(?=\d)|Rs\.?\s?|KSh\s?|Ksh\s?)"
_PRICE = (
    rf"(?:{_SIGN}\s?)(?P<p>\d+(?:,\d{{3}})*(?:\.\d{{1,2}})?)|"
    r"(?P<q>\d+(?:\.\d{1,2})?)\s?(?:euros?|dollars?|pounds|quid|rand)\b"
)
_PAIR = re.compile(
    rf"(?<![\w.$£€])(?P<n>\d+)\s*(?:x\s+)?(?:(?!(?:for|and|at|cost|costs|was|were)\b)[a-z'-]+\s+){{1,5}}?"
    rf"(?:(?:at|@|x)\s*)?(?:{_PRICE})"
    r"(?:\s*(?:each|apiece|ea\b|a\s+[a-z]+|per\s+[a-z]+))?",
    re.I,
)
"""A count, the things counted and the price of one ("25 boxes of eggs at £2.20")."""
_TOTAL = re.compile(
    r"\b(?:total|altogether|all\s+together|in\s+all|take|took|taken|takings|made|come\s+to|"
    r"comes\s+to|came\s+to|bill|owe|how\s+much\s+(?:is\s+that|was\s+that|did|do|does|will|would))\b",
    re.I,
)
_ANOTHER_STORY = re.compile(
    r"\b(?:for\s+the\s+price\s+of|\d+\s+for\s+\d|for\s+2\b|free|off|discount|split|share[ds]?|"
    r"between|each\s+of\s+us|per\s+(?:person|head)|left|change|profit|minus|less|percent|tax|vat|"
    r"gst|tip|stone|lost|gained|weigh\w*)\b|%",
    re.I,
)


def priced_list_total(task: str) -> str | None:
    """The sum of count times price over a listed story, or None when it is not one."""
    text = plain_money(task).text
    if not _TOTAL.search(text) or _ANOTHER_STORY.search(text):
        return None
    pairs = list(_PAIR.finditer(text))
    if len(pairs) < 2:
        return None
    rest = text
    for pair in reversed(pairs):
        rest = rest[: pair.start()] + " " + rest[pair.end() :]
    if re.search(r"\d", rest):
        return None  # a number that is no count and no price
    products = [f"{p['n']} * {(p['p'] or p['q']).replace(',', '')}" for p in pairs]
    return " + ".join(products)
