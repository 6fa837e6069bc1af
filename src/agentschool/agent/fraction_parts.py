"""Fractions of one thing: taken in turns (how much is gone or left), or of an amount told.

"We ate 2/5 of the cake yesterday and 3/10 of it today: how much is gone, as a decimal?" is 2/5
+ 3/10; "how much is left?" is 1 - (2/5 + 3/10). Every number must be one of the fractions,
each "of" the same thing (or "of it"), and the question must say which of the two it asks.

"I need 1/2 of a 44 g bag of flour. How many grams is that?" is 44 * 1 / 2; "I have 520 g of rice
and want to use two fifths of it" is 520 * 2 / 5: one fraction of one amount with its unit, asked
in that unit (or "how much"), and no other number.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story
from agentschool.agent.units import singular

__all__ = ["fraction_of_amount", "fraction_parts"]

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


_UNIT = (
    r"(?:g|grams?|kg|kilos?|kilograms?|ml|millilit(?:re|er)s?|l|lit(?:re|er)s?|oz|ounces?|lbs?|"
    r"pounds?|cups?)"
)
_PART = (
    r"(?:\((?P<a{n}>\d+) / (?P<b{n}>\d+)\) \*|(?<![\w./])(?P<c{n}>\d+)\s*/\s*(?P<d{n}>\d+)\s+of|"
    r"(?:(?:a|one)\s+)?(?P<h{n}>half)\s+of)"
)
"""A fraction of something: "(2 / 5) *" (as plain wording writes "two fifths of"), "1/2 of",
"half of"."""
_OF_AMOUNT = re.compile(
    _PART.format(n=1) + rf"\s+(?:(?:a|an|the|my|this|that)\s+)?(?P<q1>{NUMBER})\s*(?P<u1>{_UNIT})\b"
)
_OF_IT = re.compile(
    rf"(?<![\w.])(?P<q2>{NUMBER})\s*(?P<u2>{_UNIT})\s+of\s+[a-z]+(?:\s+[a-z']+){{1,8}}?\s+"
    + _PART.format(n=2)
    + r"\s+(?:it|that|them)\b"
)
_AMOUNT_ASKED = re.compile(
    r"\bhow\s+(?:many\s+(?P<w>[a-z]+)|much\s+(?:is\s+that|is\s+it|do\s+i\s+need|will\s+i\s+use|"
    r"(?P<x>[a-z]+)\s+is\s+that))\b"
)


def fraction_of_amount(task: str) -> str | None:
    """A fraction of one amount told with its unit ("two fifths of it"), or None."""
    text = plain_story(task)
    found = [*_OF_AMOUNT.finditer(text), *_OF_IT.finditer(text)]
    asked = list(_AMOUNT_ASKED.finditer(text))
    if len(found) != 1 or len(asked) != 1 or re.search(r"\b(?:left|remain\w*|rest)\b", text):
        return None
    groups = {k[:-1]: v for k, v in found[0].groupdict().items() if v is not None}
    word = asked[0]["w"] or asked[0]["x"]
    if word is not None and singular(word) != singular(groups["u"]):
        return None  # asked in another unit, or about something else
    numerator = "1" if "h" in groups else groups.get("a") or groups["c"]
    denominator = "2" if "h" in groups else groups.get("b") or groups["d"]
    told = [groups["q"], *([] if "h" in groups else [numerator, denominator])]
    if sorted(numbers_in(text)) != sorted(told):
        return None  # another amount, a count of bags: not one fraction of one amount
    return f"{groups['q']} * {numerator} / {denominator}"
