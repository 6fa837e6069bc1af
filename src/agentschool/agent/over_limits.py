"""A charge for what goes over a limit: a bag over its weight allowance, data over a plan's cap.

"my bag weighs 26.4 kg, the limit is 23 kg, they charge £12 per kg over: how much extra?" is
(26.4 - 23) * 12; "used 38 GB on a 30 GB plan, $2.50 for each GB over" is (38 - 30) * 2.50. The
story tells an amount, a limit in the same unit (a limit, an allowance, a maximum, "on a 30 GB
plan") and a rate per unit over; nothing else. An amount under its limit is charged nothing: 0.

`over_limit` is the one reading of such a story; `names_limit` tells the other readers that a
story is one (they would add the amount to its limit). `limit_left` reads what is left under a
limit once the uses told are taken off ("limit 105 min/day, used 42 and 21: remaining?").
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story
from agentschool.agent.units import singular

__all__ = ["limit_left", "names_limit", "over_limit"]

_LIMIT_WORD = r"(?:limit|allowance|allowed|max(?:imum)?|cap|capped|included)"
_LIMIT = re.compile(
    rf"\b{_LIMIT_WORD}\s+(?:is\s+|of\s+|was\s+|at\s+|:\s*)?(?P<n>{NUMBER})\s*(?P<u>[a-z]+)|"
    rf"(?P<n2>{NUMBER})\s*(?P<u2>[a-z]+)\s+(?:is\s+the\s+|are\s+|is\s+)?{_LIMIT_WORD}\b|"
    rf"\bon\s+an?\s+(?P<n3>{NUMBER})\s*(?P<u3>[a-z]+)\s+(?:plan|bundle|allowance|package)\b"
)
"""The limit and its unit ("limit is 23 kg", "23kg allowed", "on a 30 GB plan")."""
_PART_COUNTS = re.compile(
    r"\b(?:any\s+)?part\s+of\s+an?\s+[a-z]+\s+(?:counts|is\s+charged|charged)\s+as\s+(?:a\s+)?"
    r"(?:full|whole)|\brounded\s+up\s+to\s+the\s+next\b|\bper\s+(?:started|part)\b"
)
_RATE_OVER = re.compile(
    rf"(?P<r>{NUMBER})\s*(?:[a-z]+\s+)?(?:per|a|an|for\s+each|for\s+every|each|every)\s+"
    r"(?:extra\s+|additional\s+)?(?P<u>[a-z]+)\s+(?:over|above|extra|beyond|in\s+excess)\b|"
    rf"(?P<r2>{NUMBER})\s*(?:[a-z]+\s+)?(?:per|a|an|for\s+each|for\s+every|each|every)\s+"
    r"(?:extra|additional|excess)\s+(?P<u2>[a-z]+)"
)
"""The charge per unit over ("£12 per kg over", "$2.50 for each extra GB")."""
_OVER = re.compile(r"\b(?:over|above|extra|excess|beyond|overweight)\b")


def names_limit(text: str) -> bool:
    """Whether a story charges for what goes over a limit (plain wording)."""
    return _LIMIT.search(text) is not None and _OVER.search(text) is not None


def over_limit(task: str) -> str | None:
    """The charge for the amount over the limit, or None when the story is not one."""
    text = plain_story(task)
    limit, rate = _LIMIT.search(text), _RATE_OVER.search(text)
    if limit is None or rate is None or len(numbers_in(text)) != 3:
        return None
    cap = limit["n"] or limit["n2"] or limit["n3"]
    unit = singular(limit["u"] or limit["u2"] or limit["u3"])
    if singular(rate["u"] or rate["u2"]) != unit:
        return None  # a limit in kg, a charge per bag
    taken = {limit.start(g) for g in ("n", "n2", "n3") if limit[g]} | {rate.start()}
    amount = rf"(?<![\w.])(?P<n>{NUMBER})\s*(?P<u>[a-z]+)"
    used = [
        m for m in re.finditer(amount, text) if m.start() not in taken and singular(m["u"]) == unit
    ]
    if len(used) != 1:
        return None
    amount = used[0]["n"]
    over = f"max({amount} - {cap}, 0)"
    if _PART_COUNTS.search(text):
        over = f"ceil({over})"  # "any part of a kg counts as a full kg"
    return f"{over} * {rate['r'] or rate['r2']}"


_CAP = re.compile(
    rf"\b(?:limit|allowance|budget|cap|max(?:imum)?)\s*(?:is|of|was|:)?\s*(?:[$£€]|nz\$)?(?P<n>{NUMBER})\s*"
    r"(?P<u>[a-z]+)?"
)
_USED = re.compile(r"\b(?:used|spent|had|watched|done)\s+(?:so\s+far|already|today)?\s*[:,-]?")
_LEFT_ASKED = re.compile(r"\b(?:remaining|left|to\s+go|still\s+(?:have|got))\b")


def limit_left(task: str) -> str | None:
    """What is left of a limit once the uses told are taken off, or None.

    "Screen limit 105 min/day. Used so far: 42 tablet, 21 TV. Minutes remaining?" is 105 - 42 - 21.
    """
    text = plain_story(task)
    cap, used = _CAP.search(text), _USED.search(text)
    if cap is None or used is None or not _LEFT_ASKED.search(text) or _OVER.search(text):
        return None
    uses = [
        n.group()
        for n in re.finditer(rf"(?<![\w.]){NUMBER}", text)
        if not cap.start("n") <= n.start() < cap.end("n")
    ]
    if not uses or len(numbers_in(text)) != 1 + len(uses):
        return None  # "spent $258.84 and $86.34 ... budget was $675": the budget less both
    return f"{cap['n']} - " + " - ".join(uses)
