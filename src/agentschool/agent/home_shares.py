"""Shares of a household or holiday bill: a bigger room's rent, a stay split after its tax.

"rent $2,550 a month, I pay 35% and the other 2 split the rest equally: what does each of them
pay?" is 2550 * (1 - 35 / 100) / 2; "$80.34 a night for 5 nights, plus 5% tax on the total,
split between the 2 of us" is 80.34 * 5 * (1 + 5 / 100) / 2. Each reader answers None unless
every number of the story plays one of these parts and a share of the others is what is asked.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["rest_shared", "stay_split"]

_N = NUMBER
_PERCENT = re.compile(rf"(?<![\w.])(?P<p>{_N})\s*%")
_MINE = re.compile(
    rf"\b(?:i|i'm|i've)\s+(?:\w+\s+){{0,2}}?(?:pay|cover|take|get|owe)\s+(?P<p>{_N})\s*%"
)
_OTHERS = re.compile(
    r"\b(?:the\s+other|my\s+other|my|the)\s+(?P<k>\d+)\s*(?:flat\s*mates|house\s*mates|"
    r"room\s*mates|others|people|of\s+them)?\b(?=[^.?]{0,40}\b(?:split|share|divide)\w*\b)|"
    r"\b(?:between|among)\s+the\s+(?P<k2>\d+)\s+others\b"
)
_REST = re.compile(r"\b(?:rest|remainder|remaining|what'?s\s+left|the\s+balance)\b")
_EACH_OTHER = re.compile(
    r"\beach\s+(?:of\s+them|flat\s*mate|house\s*mate|room\s*mate|of\s+the\s+others|one)\b|"
    r"\b(?:flat|house|room)\s*mate'?s\s+share\b|\bthey\s+each\b|\bdo\s+they\s+each\b"
)


def rest_shared(task: str) -> str | None:
    """What each of the others pays of a bill after my share, told as a percent, is taken."""
    text = plain_story(task)
    mine, others = list(_MINE.finditer(text)), list(_OTHERS.finditer(text))
    if len(mine) != 1 or len(others) != 1 or len(_PERCENT.findall(text)) != 1:
        return None
    if not _REST.search(text) or not _EACH_OTHER.search(text):
        return None
    rest = text.replace(mine[0][0], " ", 1).replace(others[0][0], " ", 1)
    totals = numbers_in(rest)
    if len(totals) != 1:
        return None
    count = others[0]["k"] or others[0]["k2"]
    return f"{totals[0]} * (1 - {mine[0]['p']} / 100) / {count}"


_NIGHTLY = re.compile(
    rf"(?<![\w.])(?P<x>{_N})\s*(?:a|per|each|every|/)\s*night\b"
    rf"(?:\s*(?:x|\*|times|for)\s*(?P<n>\d+)(?:\s+nights)?\b)?"
)
_NIGHTS = re.compile(r"(?<![\w.])(?P<n>\d+)\s+nights\b")
_TAX = re.compile(rf"(?<![\w.])(?P<t>{_N})\s*%\s*(?:tourist\s+|hotel\s+|city\s+)?(?:tax|vat)\b")
_PEOPLE = re.compile(
    r"\b(?:between|among)\s+(?:the\s+)?(?P<k>\d+)\s+of\s+us\b|(?<![\w.])(?P<k2>\d+)\s+ways\b|"
    r"\bwe(?:'re|\s+are)\s+(?P<k3>\d+)\b|\b(?:between|among)\s+(?:the\s+)?(?P<k4>\d+)\s+"
    r"(?:people|friends|of\s+them)\b"
)
_EACH_ASKED = re.compile(r"\beach\b|\bper\s+person\b|\ba\s+head\b|\bshare\b")


def stay_split(task: str) -> str | None:
    """Nights at a nightly price, plus a tax told as a percent, split between people."""
    text = plain_story(task)
    nightly, taxes, people = (list(p.finditer(text)) for p in (_NIGHTLY, _TAX, _PEOPLE))
    if len(nightly) != 1 or len(taxes) != 1 or len(people) != 1:
        return None
    if not _EACH_ASKED.search(text):
        return None
    rest = text
    for match in (nightly[0], taxes[0], people[0]):
        rest = rest.replace(match[0], " ", 1)
    count = nightly[0]["n"]
    if count is None:
        found = list(_NIGHTS.finditer(rest))
        if len(found) != 1:
            return None
        count, rest = found[0]["n"], rest.replace(found[0][0], " ", 1)
    if numbers_in(rest):
        return None
    k = next(g for g in people[0].group("k", "k2", "k3", "k4") if g)
    return f"{nightly[0]['x']} * {count} * (1 + {taxes[0]['t']} / 100) / {k}"
