"""A receipt written line by line: each line an item, how many and the price of one; the total.

"2 x teabags (3.18 each)", "apples - 0.45 each, got 3", "- foil: 2 @ 3.45": every line that
holds a number must be one such line, and the task must ask for the total ("add these up",
"what did this lot come to?"). The total is the sum of count times price. A line read no way
(a discount, a line with no count) and the reader answers None.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER

__all__ = ["receipt_total"]

_N = NUMBER
_MONEY = r"[$£€]?\s*"
_LINE_FORMS = (
    re.compile(  # "2 x teabags (3.18 each)", "2x teabags @ 3.18"
        rf"^(?P<q>\d+)\s*[x×]\s*[a-z][a-z '&-]*?\s*(?:\(\s*(?:@\s*)?{_MONEY}(?P<p>{_N})\s*"
        rf"(?:each|ea|apiece)?\s*\)|(?:@|at)\s*{_MONEY}(?P<p2>{_N})\s*(?:each|ea)?)$"
    ),
    re.compile(  # "apples - 0.45 each, got 3"
        rf"^[a-z][a-z '&-]*?\s*[-:–]\s*{_MONEY}(?P<p>{_N})\s*(?:each|ea|apiece)\s*,?\s*"
        r"(?:got|bought|x|qty|quantity)\s*:?\s*(?P<q>\d+)$"
    ),
    re.compile(  # "oat milk: 2 @ 1.25"
        rf"^[a-z][a-z '&-]*?\s*:\s*(?P<q>\d+)\s*(?:@|at|x)\s*{_MONEY}(?P<p>{_N})\s*(?:each)?$"
    ),
)
_TOTAL_ASKED = re.compile(
    r"\b(?:add\s+(?:these|this|them|it)\s+up|total|come\s+to|came\s+to|sum|altogether|"
    r"how\s+much)\b"
)
_BULLET = re.compile(r"^\s*(?:[-*•]\s+|\d+[.)]\s+(?=\d))")


def _line_value(line: str) -> str | None:
    for form in _LINE_FORMS:
        if (match := form.fullmatch(line)) is not None:
            price = match["p"] or match["p2"]
            return f"{match['q']} * {price}"
    return None


def receipt_total(task: str) -> str | None:
    """The sum of count times price over the receipt lines of `task`, or None."""
    lines = [_BULLET.sub("", line).strip().lower() for line in task.splitlines()]
    lines = [line for line in lines if line]
    priced = [line for line in lines if re.search(r"\d", line)]
    if len(lines) < 3 or len(priced) < 2:
        return None
    if not any(_TOTAL_ASKED.search(line) for line in lines if line not in priced):
        return None
    values = [_line_value(line.rstrip(".;")) for line in priced]
    if any(v is None for v in values):
        return None
    return " + ".join(v for v in values if v is not None)
