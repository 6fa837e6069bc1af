"""Fractions of one thing taken in turns: how much is gone, or how much is left.

"We ate 2/5 of the cake yesterday and 3/10 of it today: how much is gone, as a decimal?" is 2/5
+ 3/10; "how much is left?" is 1 - (2/5 + 3/10). Every number must be one of the fractions,
each "of" the same thing (or "of it"), and the question must say which of the two it asks.
"""

from __future__ import annotations

import re

from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["fraction_parts"]

_FRACTION = re.compile(
    r"(?P<more>\b(?:another|a\s+further|then)\s+)?(?<![\w./])(?P<a>\d+)\s*/\s*(?P<b>\d+)"
    r"(?![\w/]|\.\d)(?P<of>\s+(?:of\s+(?:the|my|our|it|a|this)\b|more\b))?"
)
_GONE = re.compile(
    r"\bhow\s+much\b[^.]*\b(?:gone|eaten|used|read|done|spent|finished|taken|in\s+total|"
    r"altogether|together|so\s+far)\b|\bwhat\s+fraction\b[^.]*\b(?:read|eaten|used|done|gone)\b"
)
_LEFT = re.compile(r"\b(?:left|remain\w*|still\s+there|to\s+go)\b")


def fraction_parts(task: str) -> str | None:
    """The sum of the fractions taken of one thing, or what is left of it."""
    text = plain_story(task)
    found = list(_FRACTION.finditer(text))
    if len(found) < 2 or len(numbers_in(text)) != 2 * len(found) or not found[0]["of"]:
        return None
    if any(not (m["of"] or m["more"]) for m in found):
        return None  # "3/4 cup of flour and 1/2 tsp": not parts of one thing
    parts = " + ".join(f"{m['a']} / {m['b']}" for m in found)
    gone, left = _GONE.search(text) is not None, _LEFT.search(text) is not None
    if gone == left:
        return None
    return f"{parts}" if gone else f"1 - ({parts})"
