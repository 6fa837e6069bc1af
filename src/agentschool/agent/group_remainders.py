"""Wholes shared by groups: how many each group gets, what is left once whole groups are made.

"24 students in 4 groups, how many students per group?" is 24 / 4 (`per_group`), when the story
tells of the groups the question names ("35 patients and 2 nurses, how many patients per ward?"
tells of no ward).

"229 students split into groups of 5, how many are left over?" is 229 % 5; "183 kids put in
teams of eight: how many don't end up in a full team?" is 183 % 8; "if you divide 199 by 8,
what's the remainder?" is 199 % 8. The story must have those two numbers only, the count first,
and its question must ask what is left out of the groups (not how many groups there are).
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story
from agentschool.agent.units import singular

__all__ = ["left_over", "per_group"]

_N = NUMBER
_GROUPS = (
    r"groups|teams|rows|tables|boxes|packs|bags|sets|piles|lines|pairs|cars|buses|classes|"
    r"crates|cartons|trays|bundles|squads|sections"
)
_GROUPED = re.compile(
    rf"(?<![\w.])(?P<a>{_N})\s+(?:[a-z']+\s+){{0,8}}?(?:in|into)\s+(?:equal\s+|full\s+)?"
    rf"(?:{_GROUPS})\s+of\s+(?P<b>{_N})(?!\.?\d)"
)
"""A count put in groups of a size: "229 students split into groups of 5"."""
_DIVIDED = re.compile(
    rf"\bdivid(?:e|ing)\s+(?P<a>{_N})\s+by\s+(?P<b>{_N})(?!\.?\d)|"
    rf"(?<![\w.])(?P<a2>{_N})\s+divided\s+by\s+(?P<b2>{_N})(?!\.?\d)"
)
"""A division said before its remainder is asked: "if you divide 199 by 8, ..."."""
_LEFT_ASKED = re.compile(
    r"\bhow\s+many\b[^?.!]*\b(?:left\s+over|leftover|left\s+out|spare|over)\b|"
    r"\bhow\s+many\b[^?.!]*\b(?:don'?t|do\s+not|won'?t|will\s+not|can'?t|cannot|aren'?t|are\s+not)\s+"
    r"(?:end\s+up\s+in|make|get\s+into|go\s+into|fit\s+(?:in|into)|be\s+in|in)\s+a\s+full\b|"
    r"\b(?:what'?s|whats|what\s+is|find|and)\s+the\s+remainder\b"
)
"""The question asks what the groups leave out."""


def left_over(task: str) -> str | None:
    """`count % size` when a story asks what is left over from whole groups; None otherwise."""
    text = plain_story(task)
    if len(numbers_in(text)) != 2 or not _LEFT_ASKED.search(text):
        return None
    told = _GROUPED.search(text) or _DIVIDED.search(text)
    if told is None:
        return None
    a, b = told["a"] or told["a2"], told["b"] or told["b2"]
    if float(b) == 0 or "." in a or "." in b:
        return None
    return f"{a} % {b}"


_A_RATE = re.compile(r"\s+(?:per|a|an|each|every)\s+[a-z]+|\s*/\s*[a-z]+|\s+(?:daily|weekly)\b")
_THEN_PER_PERIOD = re.compile(r"\s+(?:per|a|each)\s+(?:day|week|month|year|hour|night)\b")
_PER_GROUP = re.compile(
    r"\bhow\s+many\s+(?P<what>[a-z]+)\s+(?:(?:are|will|would|should)\s+(?:there\s+)?(?:be\s+)?)?"
    r"(?:per|in\s+each|for\s+each|each|a)\s+(?P<group>[a-z]+)"
)


def per_group(text: str, numbers: list[str]) -> str | None:
    """A whole shared by groups: "24 students in 4 groups, how many students per group?"."""
    match = _PER_GROUP.search(text)
    if match is None or len(numbers) != 2 or _THEN_PER_PERIOD.match(text, match.end()):
        return None  # "how many eggs per hen per day": a period asked too
    whole = re.search(rf"(?<![\d.])(?P<a>{NUMBER})\s+{re.escape(match['what'])}", text)
    if whole is None or _A_RATE.match(text, whole.end()):
        return None  # "10 hrs per day, 5 days, how many hrs per week": a rate, not a whole
    other = numbers[1] if numbers[0] == whole["a"] else numbers[0]
    group = singular(match["group"])
    told = {singular(w) for w in re.findall(r"[a-z]+", text[: match.start()])}
    if group not in told | {"group", "one", "person", "head"}:
        return None  # "35 patients and 2 nurses, how many patients per ward": no wards told
    return f"{whole['a']} / {other}"
