"""What a seller keeps of a sale after the platform's percent (and fixed fee) is taken.

"sold a candle for €182.27 online. the platform takes 2.9% plus €0.30 per sale. how much do i
actually get?", "if the marketplace charges 5% on a €186.65 order, what's left for me?". The
percent is taken by someone else (a platform, a site, an app, an agent) from the seller's
amount, and the question asks what the seller is left with; a fixed fee "per sale" is taken too.
A percent said as a tax, a tip or a discount is `percent_stories`' role reading, not this one.
Works on wording `percent_stories` has made plain (lowercase, no currency signs, "5%").
"""

from __future__ import annotations

import re

__all__ = ["kept_after_fees"]

_NUM = r"(?<![\w.])\d+(?:\.\d+)?(?![\d])"
_TAKER = (
    r"(?:platform|marketplace|market|site|website|app|shop|store|agent|agency|gallery|"
    r"etsy|ebay|amazon|paypal|stripe|processor|card\s+company|they|it)"
)
_TAKEN = re.compile(
    rf"\b{_TAKER}\s+(?:takes?|charges?|keeps?|deducts?|gets?|has\s+a\s+fee\s+of)\s+(?:a\s+)?"
    rf"(?P<p>{_NUM})%(?:\s+(?:fee|commission|cut))?(?:\s+(?:plus|and|\+)\s+(?:a\s+)?(?P<f>{_NUM})"
    r"(?:\s+(?:fixed\s+)?fee)?\s+(?:per|a|each|on\s+(?:each|every|the))\s+"
    r"(?:sale|order|transaction|item|listing|payment))?"
)
"""The fee a taker takes: "the platform takes 2.9% plus 0.30 per sale", "charges 5%"."""
_SOLD = re.compile(r"\b(?:sold|sell|selling|sale|order|listed|payment|paid\s+me)\b")
_KEPT_ASK = re.compile(
    r"\b(?:what'?s|what\s+is|how\s+much\s+is)\s+left(?:\s+(?:for|to)\s+(?:me|us))?|"
    r"\bhow\s+much\s+(?:do|will|would|did|can|should)\s+(?:i|we)\s+(?:actually\s+|really\s+)?"
    r"(?:get|keep|receive|make|take\s+home|end\s+up\s+with|pocket)\b|"
    r"\bwhat\s+(?:do|will|would|did)\s+(?:i|we)\s+(?:actually\s+|really\s+)?"
    r"(?:get|keep|receive|make|take\s+home|end\s+up\s+with|pocket)\b|"
    r"\b(?:my|the)\s+(?:payout|take-?\s*home)\b"
)


def kept_after_fees(text: str) -> str | None:
    """The sale less the taker's percent (and fixed fee per sale), or None."""
    taken = list(_TAKEN.finditer(text))
    if len(taken) != 1 or not _SOLD.search(text) or not _KEPT_ASK.search(text):
        return None
    fee = taken[0]
    rest = text[: fee.start()] + " " + text[fee.end() :]
    amounts = re.findall(_NUM, rest)
    if len(amounts) != 1 or "%" in rest:
        return None  # "sold 3 at 20 each": the sale is not one amount
    sale = amounts[0]
    fixed = f" - {fee['f']}" if fee["f"] else ""
    return f"{sale} * (100 - {fee['p']}) / 100{fixed}"
