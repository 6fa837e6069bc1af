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

__all__ = ["heads_at_rate", "per_head_per_period"]

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


_HEADS_AT = re.compile(
    r"(?<![\w.])(?P<h>\d+)\s+(?P<who>kids|children|people|students|staff|workers|adults|of\s+us)\b"
)
_AMOUNT_PER = re.compile(
    rf"[$£€₹]?\s?(?P<a>{_N})\s+(?:[a-z]+\s+){{0,2}}?(?:a|per|each)\s+(?P<p>day|week)\b"
)
_DAYS_A_WEEK = re.compile(r"(?<![\w.])(?P<d>[1-7])\s+days?\s+(?:a|per|each)\s+week\b")
_FOR_SPAN = re.compile(
    rf"\b(?:for|over)\s+(?:the\s+next\s+|the\s+)?(?P<m>{_N})\s+(?P<u>weeks|days)\b"
)


def heads_at_rate(task: str) -> str | None:
    """What several cost at a rate each over a span, or None.

    "Three kids x R25 a week pocket money. Total for the next 31 weeks?" is 3 * 25 * 31; "three
    kids buying lunch 2 days a week at R44 each per day, for 10 weeks" is 3 * 2 * 44 * 10.
    """
    text = re.sub(r"(?<=[a-z])\s+x\s+(?=[$£€₹r]?\s?\d)", " at ", plain_story(task))
    heads, rate, span = _HEADS_AT.search(text), None, _FOR_SPAN.search(text)
    days = _DAYS_A_WEEK.search(text)
    for match in _AMOUNT_PER.finditer(text):
        if days is None or not days.start() <= match.start() < days.end():
            rate = match
    if heads is None or rate is None or span is None:
        return None
    used = 3 + (days is not None)
    if len(numbers_in(text)) != used or not re.search(r"\b(?:total|altogether|how\s+much)\b", text):
        return None
    if rate["p"] == "week":
        if days is not None or span["u"] != "weeks":
            return None
        return f"{heads['h']} * {rate['a']} * {span['m']}"
    if span["u"] == "days":
        return None if days else f"{heads['h']} * {rate['a']} * {span['m']}"
    if days is None:
        return None  # a rate a day over weeks: how many days a week?
    return f"{heads['h']} * {days['d']} * {rate['a']} * {span['m']}"
