"""Shop deals read as a whole: "buy 2 get 1 free", "buy one get one free", "3 for 2", "3 for £10".

"Yoghurts are £1.20 each, buy 2 get 1 free. I'm taking 12: what do I pay?" pays for 8 of the 12;
"mangoes are 3 for £2.50, I want 9" pays three bundles. A deal is read only when the count taken
fills whole deals: with "buy 2 get 1 free" and 5 taken, whether the till gives a free sixth, or
the shopper should take one, is a judgement, so the reading is None and the caller refuses.
`names_deal` lets the plain sum of the other readings refuse the numbers of a deal.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.tools.number_words import replace_number_words

__all__ = ["deal_total", "names_deal"]

_N = NUMBER
_CURRENCY = r"[$£€¥₹]"
_FREE = re.compile(
    r"\bbuy\s+(?P<n>\d+)\s*,?\s*(?:and\s+)?(?:get|take)\s+(?P<m>\d+)\s+(?:for\s+)?free\b|"
    r"\b(?P<bogo>bogof?)\b"
)
_FOR_COUNT = re.compile(  # "3 for 2", "3 for the price of 2": counts, no currency
    rf"(?<![\w.]|{_CURRENCY})(?P<n>\d+)\s+for\s+(?:the\s+price\s+of\s+)?(?P<m>\d+)\b(?!\.\d|\d|%)"
    r"(?=\s*(?:$|[,.;:!?)-]|(?:on|deal|offer|sale|promotion|special|today|this|at|with)\b))"
)
_BUNDLE = re.compile(  # "3 for £10", "2 for 5 dollars"
    rf"(?<![\w.])(?P<n>\d+)\s+for\s+(?:{_CURRENCY}\s?(?P<x>{_N})|(?P<x2>{_N})\s*"
    r"(?:dollars?|euros?|pounds?|quid|bucks)\b)"
)
_TAKEN = re.compile(
    r"\b(?:take|taking|took|get|getting|got|buy|buying|bought|want|need|grab|grabbing|"
    r"pick(?:ing)?\s+up|order|ordering|having|put)\s+(?P<c>\d+)\b(?!\.\d|\d|%)"
)
_PRICE = re.compile(
    rf"{_CURRENCY}\s?(?P<x>{_N})|(?<![\w.])(?P<x2>{_N})\s*(?:each|apiece|an?\s+[a-z]+|per\s+[a-z]+|"
    r"dollars?|euros?|pounds?)\b"
)
_PAY_ASKED = re.compile(
    r"\bhow\s+much\b|\bwhat\s+(?:do|will|would|should|did)\s+(?:i|we)\s+pay\b|\btotal\b|"
    r"\bcost\b|\bcome\s+to\b|\bcomes\s+to\b"
)
_OTHER_ASKED = re.compile(r"\bsav(?:e|ed|ing)\b|\bhow\s+many\b|\bfree\s+ones?\b|\bchange\b|%")
_NUMBERS = re.compile(rf"(?<![\w.]){_N}")


def _wording(task: str) -> str:
    """Lowercase, digits for number words, no thousands commas; currency signs kept."""
    text = replace_number_words(task.lower().replace("’", "'"))
    return re.sub(r"(?<=\d),(?=\d{3}\b)", "", text)


def names_deal(text: str) -> bool:
    """Whether a story names a deal, whose numbers are counts, not amounts to add up."""
    text = _wording(text)
    return bool(_FREE.search(text) or _FOR_COUNT.search(text) or _BUNDLE.search(text))


def _deal(text: str) -> tuple[re.Match[str], int, int, str | None] | None:
    """The deal named, the size of one deal, how many of it are paid, and a bundle's price."""
    found = [m for pattern in (_FREE, _FOR_COUNT, _BUNDLE) for m in pattern.finditer(text)]
    if len(found) != 1:
        return None  # no deal, or two: which applies is not said
    deal = found[0]
    if deal.re is _BUNDLE:
        return deal, int(deal["n"]), 1, deal["x"] or deal["x2"]
    if deal.re is _FREE:
        n, m = (1, 1) if deal["bogo"] else (int(deal["n"]), int(deal["m"]))
        return deal, n + m, n, None
    n, m = int(deal["n"]), int(deal["m"])
    return (deal, n, m, None) if 0 < m < n else None  # "3 for 2": pay 2 of 3


def deal_total(text: str, numbers: list[str], task: str) -> str | None:
    """What a count costs under a deal: "buy 2 get 1 free at $2, I take 6" → 6 / 3 * 2 * 2."""
    del text, numbers  # the deal is read from the task as written: its currency signs matter
    wording = _wording(task)
    read = _deal(wording)
    if read is None:
        return None
    deal, size, paid, bundle = read
    rest = wording[: deal.start()] + " " * len(deal[0]) + wording[deal.end() :]
    question = rest[max(rest.rfind(w) for w in ("how", "what", "total")) :]
    if not _PAY_ASKED.search(question) or _OTHER_ASKED.search(question):
        return None
    taken = list(_TAKEN.finditer(rest))
    if len(taken) != 1:
        return None
    count = int(taken[0]["c"])
    if count == 0 or count % size:
        return None  # deals not filled: a free one given or not is a judgement
    rest = rest[: taken[0].start()] + " " * len(taken[0][0]) + rest[taken[0].end() :]
    if bundle is not None:
        return f"{count} / {size} * {bundle}" if not _NUMBERS.search(rest) else None
    prices = list(_PRICE.finditer(rest))
    if len(prices) != 1 or len(_NUMBERS.findall(rest)) != 1:
        return None  # a number whose role is not the price of one: some other story
    price = prices[0]["x"] or prices[0]["x2"]
    return f"{count} / {size} * {paid} * {price}"
