"""A basket of things bought, each at its price: "2 coffees at $3.40 and a croissant at $2.80".

A bill for a job adds up the same way: parts at their prices, one line of labour by the hour
("2.5 hours at £45 an hour") and a fee ("my call-out fee of £30").

Every number of the story must be a count with its price ("2 coffees at 3.40": 2 * 3.40), a
thing bought alone ("a croissant at 2.80", "a muffin for 2.80") or a count bought for a price
together ("2 drinks for 5": 5); the question asks what it all cost. A count with no price, a
price per hour or a percent is another story: None, and the caller reads it its own way.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER

__all__ = ["basket_total"]

_N = NUMBER
_ITEM = re.compile(
    rf"(?:(?<![\w.])(?P<n>\d+)|\b(?P<one>an?|one))\s+"
    r"(?!(?:hours?|days?|weeks?|months?|years?|nights?|minutes?|kg|g|lbs?|litres?|liters?)\b)"
    rf"(?P<what>(?:[a-z'-]+\s+){{0,3}}?[a-z'-]+)\s+(?P<how>at|for|@)\s*(?P<x>{_N})(?!\d|\.\d)"
    r"(?!\s*(?:%|an?\s+(?:hour|day|week|month|year)|per|off|/)\b)"
    r"(?P<each>\s+(?:each|apiece|a\s+piece))?"
)
_LABOUR = re.compile(
    rf"(?<![\w.])(?P<h>{_N})\s+(?:hours?|hrs?)\s+(?:of\s+[a-z]+\s+)?(?:at|@)\s*(?P<r>{_N})\s*"
    r"(?:an?\s+hour|per\s+hour|an?\s+hr|/\s*(?:hour|hr|h))\b"
)
"""Work billed by the hour within a bill: "labour 2.5 hours at £45 an hour"."""
_FEE = re.compile(
    r"\b(?:call-?out|delivery|booking|service|postage|shipping|travel|admin)\s+(?:fee|charge)\s+"
    rf"(?:of\s+|is\s+|:\s*)?(?P<f>{_N})(?!\d|\.\d|\s*%)|"
    rf"(?<![\w.])(?P<f2>{_N})\s+(?:call-?out|delivery|booking|service|postage|shipping|travel|admin)"
    r"\s+(?:fee|charge)\b"
)
"""A fee added to a bill: "my call-out fee of £30", "£5 delivery charge"."""
_ASKED = re.compile(
    r"\b(?:how\s+much|what)\b.*\b(?:spen[dt]|cost|costs|pay|paid|owe|total|come\s+to|comes\s+to)\b|"
    r"\bhow\s+much\s+(?:is|was|were|are)\b|\btotal\b"
)


def basket_total(text: str, numbers: list[str], task: str) -> str | None:
    """What the things bought cost together, each count at its price.

    `task` is the request as written: plain wording drops a leading "how much is".
    """
    items, labour = list(_ITEM.finditer(text)), list(_LABOUR.finditer(text))
    asked = _ASKED.search(text) or _ASKED.search(task.lower())
    if len(items) + len(labour) < 2 or not asked:
        return None
    if re.search(
        r"\b(?:change|left|each\s+(?:person|of\s+us)|split|share|per\s+person|off|"
        r"free|deal|discount|coupon|tip|tax|per(?!\s+hour)|overtime|time\s+and)\b|%",
        text,
    ) or (re.search(r"\b(?:hours?|hourly|hrs?)\b", text) and len(labour) != 1):
        return None  # hours other than one line of labour: another story
    parts = [f"{work['h']} * {work['r']}" for work in labour]
    parts += [fee["f"] or fee["f2"] for fee in _FEE.finditer(text)]
    used = 2 * len(labour) + len(parts) - len(labour)
    items = [i for i in items if not any(w.start() <= i.start("x") < w.end() for w in labour)]
    for item in items:
        if item["n"] and (item["how"] in ("at", "@") or item["each"]):  # "3 socks for 5 each"
            parts.append(f"{item['n']} * {item['x']}")
            used += 2
        else:
            parts.append(item["x"])  # "a croissant at 2.80", "2 drinks for 5": the price said
            used += 2 if item["n"] else 1
    if used != len(numbers):
        return None  # a number that is neither a count nor a price
    return " + ".join(parts)
