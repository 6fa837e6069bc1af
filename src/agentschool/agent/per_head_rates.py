"""A total shared per head and per day: eggs per hen per day, litres per cow per day, km per rider.

"Over 10 days my thirteen ducks gave me 81 eggs. Eggs per duck per day?" is 81 / (13 * 10); "got 64
eggs this week off 13 hens, how many per hen per day?" is 64 / (13 * 7); "154 eggs over the last
fortnight from 13 hens - average per hen per day" is 154 / (13 * 14). The story tells a total, how
many made it and the time it took (a count of days or weeks, or "this week", "a fortnight"); the
question asks per one of them per day (or per week).
"""

from __future__ import annotations

import re

from agentschool.agent.story_text import numbers_in, plain_story
from agentschool.agent.units import singular

__all__ = ["per_head_per_period"]

_N = r"\d+(?:\.\d+)?"
_ASKED = re.compile(
    r"\bper\s+(?P<head>[a-z]+)\s+per\s+(?P<p>day|week)\b|\b(?:a|each)\s+(?P<head2>[a-z]+)\s+"
    r"(?:a|per)\s+(?P<p2>day|week)\b"
)
_SPAN = re.compile(
    rf"\b(?:over|in|for|during)\s+(?:the\s+)?(?:last\s+|past\s+)?(?P<n>{_N})\s+(?P<u>days?|weeks?)\b|"
    r"\b(?P<w>this\s+week|last\s+week|a\s+week|the\s+week|(?:a|the\s+last|last|this)\s+fortnight)\b"
)


def per_head_per_period(task: str) -> str | None:
    """The total over heads and days (or weeks), or None when the story is not one."""
    text = plain_story(task)
    asked, span = _ASKED.search(text), _SPAN.search(text)
    if asked is None or span is None:
        return None
    head = singular(asked["head"] or asked["head2"])
    period = asked["p"] or asked["p2"]
    heads = [m for m in re.finditer(rf"(?<![\w.])(?P<n>{_N})\s+(?P<w>[a-z]+)", text)
             if singular(m["w"]) == head]  # fmt: skip
    if len(heads) != 1:
        return None
    if span["n"]:
        weeks = span["u"].startswith("w")
        days = f"{span['n']} * 7" if weeks else span["n"]
    else:
        days = "14" if "fortnight" in span["w"] else "7"
    others = [
        n for n in re.finditer(rf"(?<![\w.]){_N}", text)
        if n.start() not in (heads[0].start(), span.start("n") if span["n"] else -1)
    ]  # fmt: skip
    if len(others) != 1 or len(numbers_in(text)) != 2 + bool(span["n"]):
        return None
    length = days if period == "day" else f"({days}) / 7"
    return f"{others[0].group()} / ({heads[0]['n']} * {length})"
