"""A change between two amounts asked as a percent: a price rise, a profit, a drop.

"pellets were €15.80 a bag last spring and they're €18.82 now - percentage increase?", "Bought a
phone at $200, sold it at $260, profit in percent?", "Our rent was $800 last year and is $900 now.
How many percent is the increase?" are (new - old) / old * 100; a decrease, a drop or a loss asked
is (old - new) / old * 100. The story holds the two amounts and nothing else; the old one is told
as before ("was", "last year", "bought at", "from"), the new one as after ("now", "sold at", "to");
with neither said, the first told is the old one.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["percent_change"]

_ASKED = re.compile(
    r"(?<![\d.])(?<![\d.]\s)(?:\bpercent(?:age)?|\bper\s*cent|%)\s+"
    r"(?P<k>increase|rise|raise|decrease|drop|fall|change|"
    r"profit|gain|loss|difference|up|down)\b|"
    r"\b(?P<k2>profit|gain|loss|increase|rise|decrease|drop)\s+(?:in|as\s+a|as\s+an)\s+(?:percent(?:age)?|%)|"
    r"\bhow\s+many\s+percent\s+is\s+the\s+(?P<k3>increase|rise|decrease|drop|profit|loss)\b|"
    r"\bby\s+what\s+(?:percent(?:age)?|%)\s+(?:has\s+|did\s+|have\s+)?(?:it|the\s+\w+|\w+)\s+"
    r"(?P<k4>gone\s+up|gone\s+down|go\s+up|go\s+down|risen|rise|fallen|fall|increased|decreased|"
    r"dropped|changed)"
)
_DOWN = re.compile(r"decrease|drop|fall|fallen|loss|down|dropped|decreased")
_OLD = re.compile(
    r"\b(?:was|were|used\s+to|last\s+(?:year|month|week|spring|summer|autumn|winter|time)|before|"
    r"bought|paid|cost\s+me|from|originally|old|previously|charging|started\s+at)\b"
)
_NEW = re.compile(
    r"\b(?:now|today|currently|sold|to|new|this\s+(?:year|month|week)|these\s+days)\b"
)


def percent_change(task: str) -> str | None:
    """The change between the story's two amounts as a percent of the old one, or None."""
    text = plain_story(task)
    asked = _ASKED.search(text)
    if asked is None:
        return None
    kind = next(k for k in asked.groups() if k)
    told = text[: asked.start()]
    if len(numbers_in(text)) != 2 or len(numbers_in(told)) != 2:
        return None
    first, second = re.finditer(rf"(?<![\w.]){NUMBER}", told)
    before_first, before_second = told[: first.start()], told[first.end() : second.start()]
    a, b = first.group().replace(",", ""), second.group().replace(",", "")
    old, new = a, b
    if (
        _NEW.search(before_first[-40:])
        and _OLD.search(before_second)
        and not _OLD.search(before_first[-40:])
    ):
        old, new = b, a  # "it's $900 now, it was $800 last year"
    if float(old) == 0:
        return None
    if _DOWN.search(kind):
        return f"({old} - {new}) / {old} * 100"
    return f"({new} - {old}) / {old} * 100"
