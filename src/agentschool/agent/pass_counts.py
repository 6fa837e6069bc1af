"""How many trips make a travel pass the cheaper buy: the smallest whole count that beats it.

"A monthly pass costs $40.50 and a single ticket is $3.05: how many rides for the pass to be
cheaper?" is floor(40.50 / 3.05) + 1 (14): at 13 rides the singles still cost less, and at a
count where both cost the same the pass is not yet cheaper. "to break even" is the count where
the singles first cost as much, ceil(pass / fare). Any other number, or another question (the
saving, the cost), and the reader answers None.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["pass_break_even"]

_N = NUMBER
_TRIP = r"(?:rides?|trips?|journeys?|fares?|tickets?|visits?|sessions?|classes|swims?)"
_PASS = re.compile(
    rf"(?<![\w.])(?P<x>{_N})\s+(?:[a-z]+\s+){{0,3}}?(?:pass|season\s+ticket|membership)\b|"
    rf"\b(?:pass|season\s+ticket|membership)\s+(?:costs?|is|at|for)?\s*(?P<y>{_N})(?!\w|\.\d)"
)
_SINGLE = re.compile(
    rf"\b(?:single|each|one|a|per|every)\s+(?:single\s+)?{_TRIP}\s+(?:costs?|is|at|for)?\s*"
    rf"(?P<x>{_N})(?!\w|\.\d)|"
    rf"(?<![\w.])(?P<y>{_N})\s+(?:a|per|each|for\s+a|for\s+each)\s+(?:single\s+)?{_TRIP}\b|"
    rf"\bsingle\s+(?:{_TRIP}\s+)?(?P<z>{_N})(?!\w|\.\d)"
)
_COUNT_ASKED = re.compile(
    rf"\bhow\s+many\s+{_TRIP}\b|\b(?:smallest|least|minimum|fewest)\s+number\s+of\s+{_TRIP}\b"
)
_CHEAPER = re.compile(
    r"\b(?:cheaper|save\s+(?:me\s+)?money|saves?\s+me\s+money|saves?\s+money|worth\s+it|"
    r"cheapest|better\s+value|less\s+than)\b"
)
_EVEN = re.compile(r"\bbreak\s+even\b|\bpays?\s+for\s+itself\b")


def pass_break_even(task: str) -> str | None:
    """The fewest trips at which singles would cost more than the pass (or as much, "even")."""
    text = plain_story(task)
    passes, singles = list(_PASS.finditer(text)), list(_SINGLE.finditer(text))
    if len(passes) != 1 or len(singles) != 1 or not _COUNT_ASKED.search(text):
        return None
    cheaper, even = _CHEAPER.search(text) is not None, _EVEN.search(text) is not None
    if cheaper == even:
        return None  # neither asked, or both: which count is meant?
    rest = text.replace(passes[0][0], " ", 1).replace(singles[0][0], " ", 1)
    if numbers_in(rest):
        return None  # a second fare, a count of trips already: not this question
    price = passes[0]["x"] or passes[0]["y"]
    fare = singles[0]["x"] or singles[0]["y"] or singles[0]["z"]
    if cheaper:
        return f"floor({price} / {fare}) + 1"
    return f"ceil({price} / {fare})"
