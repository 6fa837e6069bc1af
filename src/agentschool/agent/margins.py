"""A margin or a markup asked as a percent: "buy at $31.39, sell at $45.50: my margin?".

The story gives a cost (bought, costs me, to make) and a selling price (sell for, sale price),
one number each. A margin is the profit as a percent of the selling price; a markup, as a
percent of the cost. A profit (or gain, loss) percent is on the cost, as taught at school ("cost
price 400, selling price 500: the profit percent?" is 25). A question that asks "what percent
profit" without saying of which is not read.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER, plain_wording

__all__ = ["break_even", "margin", "margin_ordered", "units_to_break_even"]

_N = NUMBER
_ON_PRICE = re.compile(
    r"\bmargin\b|\b(?:percent|percentage|%)\s+of\s+(?:the\s+|my\s+)?(?:sale|selling|sell|retail)"
    r"(?:ing)?\s+price\b|\bdivided\s+by\s+(?:the\s+)?(?:sale|selling)\s+price\b"
)
_ON_COST = re.compile(
    r"\bmark-?\s*up\b|\b(?:percent|percentage|%)\s+of\s+(?:the\s+|my\s+)?cost\b|"
    r"\b(?:percent|percentage|%)\s+(?:profit|return)\s+on\s+(?:the\s+)?cost\b|"
    r"\b(?:profit|gain|loss)\s*(?:percent|percentage|%)|\bpercentage\s+(?:profit|gain|loss)\b"
)


_PERCENT = re.compile(r"%|\bpercent(?:age)?\b|\bper\s+cent\b")


_ROLE_WORD = re.compile(
    r"\b(?:(?P<cost>(?:cost|buying|purchase)\s+price|buy|buys|bought|cost|costs|costing|paid|pay|"
    r"make|makes|made|wholesale)|"
    r"(?P<price>sell|sells|sold|selling|sale|retail|price|charge|charges))\b"
)


def _roles(text: str, skip: int = -1) -> dict[str, str] | None:
    """The cost and the selling price, each one number named by the word nearest before it."""
    roles: dict[str, str] = {}
    for match in re.finditer(rf"(?<![\w.]){_N}", text):
        if match.start() == skip:
            continue
        before = re.split(r"[.?!;]|\band\b|,", text[max(0, match.start() - 40) : match.start()])[-1]
        words = list(_ROLE_WORD.finditer(before))
        if not words or len(before[words[-1].end() :].split()) > 4:
            return None  # a number named neither way
        role = "cost" if words[-1]["cost"] else "price"
        if role in roles:
            return None
        roles[role] = match.group()
    return roles if set(roles) == {"cost", "price"} else None


def margin(text: str, numbers: list[str]) -> str | None:
    """`(price - cost) / price * 100` for a margin, `/ cost` for a markup; None otherwise."""
    on_price, on_cost = _ON_PRICE.search(text), _ON_COST.search(text)
    if len(numbers) != 2 or bool(on_price) == bool(on_cost) or not _PERCENT.search(text):
        return None  # "what's my markup?": an amount, or a percent?
    if on_price and re.search(r"\bmargin\b", text) and re.search(r"\bmark-?\s*up\b", text):
        return None
    roles = _roles(text)
    if roles is None:
        return None
    base = roles["price"] if on_price else roles["cost"]
    if re.search(r"\bloss\b", text):  # "bought at 500, sold at 400: loss percent?" is 20
        return f"({roles['cost']} - {roles['price']}) / {base} * 100"
    return f"({roles['price']} - {roles['cost']}) / {base} * 100"


_BREAK_EVEN = re.compile(r"\bbreak[-\s]?even\b|\bcover\b[^.?!]*\bfixed\s+costs?\b")
_FIXED = re.compile(
    rf"\bfixed\s+costs?\b(?:\s+(?:are|is|of|=|:))?\s*(?P<f>{_N})|(?<![\w.])(?P<f2>{_N})\s+(?:of\s+|in\s+)?fixed\s+costs?\b"
)


def break_even(text: str, numbers: list[str]) -> str | None:
    """Units to sell to cover fixed costs: `ceil(fixed / (price - cost))`; None otherwise.

    "fixed costs $4,165 a month, each cake sells for $15.57 and costs $3.32 to make".
    """
    fixed = _FIXED.search(text)
    if not _BREAK_EVEN.search(text) or fixed is None or len(numbers) != 3:
        return None
    f = fixed["f"] or fixed["f2"]
    at = fixed.start("f") if fixed["f"] else fixed.start("f2")
    roles = _roles(text, skip=at)
    if roles is None or float(roles["price"]) <= float(roles["cost"]):
        return None
    return f"ceil({f} / ({roles['price']} - {roles['cost']}))"


def units_to_break_even(task: str) -> str | None:
    """`break_even` of a task as written, for the everyday readers.

    Read there too because the units readings multiply a story's three amounts every way ("£240
    of fixed costs, each sells for £15.73 and costs £9.73 to make"), and their disagreement
    would leave the one reading that fits unread.
    """
    text = plain_wording(task)
    return break_even(text, re.findall(rf"(?<![\w.]){_N}", text))


def margin_ordered(task: str) -> str | None:
    """`margin` of a task as written, for the everyday readers: asked by an order too.

    "Cost price is Rs 400 and selling price is Rs 500. Find the profit percent." is 25: a school
    exercise orders ("find", "calculate") as often as it asks.
    """
    text = plain_wording(task)
    if re.search(r"\d\s*%", text):
        return None  # "sell them with an 80% markup": the percent is told, not asked
    return margin(text, re.findall(rf"(?<![\w.]){_N}", text))
