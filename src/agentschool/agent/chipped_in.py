"""A bill one person pays part of, the rest split evenly: "£100.97; the boss chips in £30; 8 of us".

Each of the others pays (100.97 - 30) / 8. The bill is the amount said first, the part is what
someone "chips in", "puts in", "covers" or "pays towards" it, and the people are a count of "us"
(or of named colleagues) who cover "the rest"; every number must be one of the three.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["rest_split"]

_N = NUMBER
_PART = re.compile(
    r"\b(?:chip(?:s|ped)?\s+in|chipping\s+in|put(?:s|ting)?\s+in|pay(?:s|ing)?\s+(?:for\s+)?|"
    r"paid|cover(?:s|ed|ing)?|contribut(?:e|es|ed|ing)|pitch(?:es|ed)?\s+in|"
    r"(?:is|was)\s+(?:putting|paying)|gave|give)\s+"
    rf"(?P<x>{_N})\b(?!\s*%|\s*per\s*cent)(?:\s+(?:towards?|of\s+it|for\s+it))?"  # not a share
)
_REST = re.compile(
    r"\b(?:the\s+)?(?:rest|remainder|remaining\s+(?:amount|bill|cost)|balance|what'?s\s+left|"
    r"the\s+difference)\b"
)
_PEOPLE = re.compile(
    r"\b(?:the\s+)?(?P<n>\d+)\s+(?:of\s+us|others|other\s+people|of\s+them|colleagues|people|"
    r"staff|friends)\b"
)
_EACH = re.compile(
    r"\beach\b|\bper\s+(?:person|head)\b|\bapiece\b|\bevenly\b|\bequally\b|\bsplit\b"
)


def rest_split(task: str) -> str | None:
    """What each person pays of a bill once someone has paid a part of it."""
    text = plain_story(task)
    parts, people = list(_PART.finditer(text)), list(_PEOPLE.finditer(text))
    if len(parts) != 1 or len(people) != 1 or not _REST.search(text) or not _EACH.search(text):
        return None
    part, count = parts[0]["x"], people[0]["n"]
    bills = [n for n in numbers_in(text[: parts[0].start()]) if n != count]
    if len(bills) != 1 or sorted(numbers_in(text)) != sorted([bills[0], part, count]):
        return None  # a tip, a second bill, a count of the boss too: more than the rest split
    if float(part) >= float(bills[0]) or int(count) < 2:
        return None
    return f"({bills[0]} - {part}) / {count}"
