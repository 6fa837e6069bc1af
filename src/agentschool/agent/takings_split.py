"""Takings less their costs, shared: a market stall's day, a job's pay split with a mate.

"we took £397.45 at the farmers market, pitch was £20 and diesel £38.75. split three ways what
does each of us get?", "Market day: $485.75 through the till, $20 site fee, $17.97 petrol. Two of
us splitting it evenly - how much each?", "job paid $2,400, materials were $650, me and my mate
split the rest, how much each?": (takings - costs) / people. One amount is told as taken in
(took, takings, through the till, made, paid us), every other amount is a cost, and the count of
people sharing is said ("three ways", "the 4 of us", "me and my mate").
"""

from __future__ import annotations

import re

from agentschool.agent.headcount import PEOPLE, people_count
from agentschool.agent.money_notation import MONEY, amount_of
from agentschool.agent.story_text import plain_story

__all__ = ["names_takings", "takings_shared"]

_N = r"\d+(?:,\d{3})*(?:\.\d+)?"
_INCOME = re.compile(
    r"\b(?:took|take|taken|takings|through\s+the\s+till|made|earned|sales|revenue|turnover|"
    r"(?:job|client|customer|they)\s+paid(?:\s+(?:us|me))?|got\s+paid|brought\s+in)\b"
)
_GOT = re.compile(r"\b(?:got|received|got\s+paid)\s*$")
_PAID_AFTER = re.compile(r"\s*(?:paid|received|came\s+in|for\s+the\s+(?:job|work|day))\b")
"""An amount told as taken in by the words just around it: "got £590 for the job", "R10,125
paid"."""
_SHARED = re.compile(
    r"\b(?:split|share[ds]?|sharing|splitting|divided?|each|per\s+(?:person|head))\b"
)
_ME_AND_ONE = re.compile(r"\b(?:me\s+and\s+my\s+\w+|my\s+\w+\s+and\s+me|the\s+two\s+of\s+us)\b")


def names_takings(text: str) -> bool:
    """Whether a story tells of money taken in ("took £397.45", "through the till")."""
    return _INCOME.search(text.lower()) is not None


def takings_shared(task: str) -> str | None:
    """Each one's share of takings less costs, or None when the story is not one."""
    text = task.lower().replace("’", "'")
    found = list(MONEY.finditer(text))
    if len(found) < 2 or not _SHARED.search(text):
        return None
    income = [m for m in found if _told_as_income(text, m)]
    if len(income) != 1:
        return None
    plain = plain_story(task)
    people = _people(plain)
    if people is None:
        return None
    if len(re.findall(rf"(?<![\w.]){_N}", plain)) != len(found) + people[1]:
        return None  # a number that is no amount and no count of people
    costs = " - ".join(amount_of(m) for m in found if m is not income[0])
    return f"({amount_of(income[0])} - {costs}) / {people[0]}"


def _told_as_income(text: str, amount: re.Match[str]) -> bool:
    """Whether the clause of `amount` tells it as taken in ("took £397.45"), not as a cost."""
    before = re.split(r"[,.;:!?]\s|\s-\s", text[: amount.start()])[-1]
    after = re.split(r"[,.;:!?]\s|\s-\s", text[amount.end() :])[0]
    return (
        _INCOME.search(before) is not None
        or _INCOME.search(after) is not None
        or _GOT.search(before) is not None
        or _PAID_AFTER.match(after) is not None
    )


def _people(text: str) -> tuple[int, int] | None:
    """How many share, and how many numbers say it (0 or 1): "3 ways", "the 4 of us"."""
    if (counted := PEOPLE.search(text)) is not None:
        return int(people_count(counted)), 1
    if _ME_AND_ONE.search(text):
        return 2, 0  # "me and my mate split the rest"
    return None
