"""A margin or a markup asked as a percent: "buy at $31.39, sell at $45.50: my margin?".

The story gives a cost (bought, costs me, to make) and a selling price (sell for, sale price),
one number each. A margin is the profit as a percent of the selling price; a markup, as a
percent of the cost. A question that asks "what percent profit" without saying of which is not
read.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER

__all__ = ["margin"]

_N = NUMBER
_COST = re.compile(
    r"\b(?:buy|buys|bought|cost|costs|costing|paid|pay|make|makes|made|cost\s+price|wholesale)\b"
    r"(?:\s+[a-z]+){0,3}?\s*(?:is|of|at|for|=|:)?\s*$"
)
_PRICE = re.compile(
    r"\b(?:sell|sells|sold|selling|sale|retail|price|charge|charges)\b(?:\s+[a-z]+){0,3}?\s*"
    r"(?:is|of|at|for|=|:)?\s*$"
)
_ON_PRICE = re.compile(
    r"\bmargin\b|\b(?:percent|percentage|%)\s+of\s+(?:the\s+|my\s+)?(?:sale|selling|sell|retail)"
    r"(?:ing)?\s+price\b|\bdivided\s+by\s+(?:the\s+)?(?:sale|selling)\s+price\b"
)
_ON_COST = re.compile(
    r"\bmark-?\s*up\b|\b(?:percent|percentage|%)\s+of\s+(?:the\s+|my\s+)?cost\b|"
    r"\b(?:percent|percentage|%)\s+(?:profit|return)\s+on\s+(?:the\s+)?cost\b"
)


_PERCENT = re.compile(r"%|\bpercent(?:age)?\b|\bper\s+cent\b")


def margin(text: str, numbers: list[str]) -> str | None:
    """`(price - cost) / price * 100` for a margin, `/ cost` for a markup; None otherwise."""
    on_price, on_cost = _ON_PRICE.search(text), _ON_COST.search(text)
    if len(numbers) != 2 or bool(on_price) == bool(on_cost) or not _PERCENT.search(text):
        return None  # "what's my markup?": an amount, or a percent?
    if on_price and re.search(r"\bmargin\b", text) and re.search(r"\bmark-?\s*up\b", text):
        return None
    roles: dict[str, str] = {}
    for match in re.finditer(rf"(?<![\w.]){_N}", text):
        before = text[max(0, match.start() - 40) : match.start()]
        before = re.split(r"[.?!;]|\band\b|,", before)[-1]
        cost, price = _COST.search(before), _PRICE.search(before)
        if bool(cost) == bool(price):
            return None  # a number named neither way, or both
        roles.setdefault("cost" if cost else "price", match.group())
    if set(roles) != {"cost", "price"}:
        return None
    base = roles["price"] if on_price else roles["cost"]
    return f"({roles['price']} - {roles['cost']}) / {base} * 100"
