"""A "one" or "per" in a question that counts nothing: "how much is one egg?" asks each egg.

A word problem's readers count every number of the story; "one" in "how much is that for one
can?", "the cheaper one", "at one shop" or "this one shift" is no count, and "how much is that
per roll?" or "- price per tin?" asks the price of each. `each_asked` writes such wording as
"each" (or drops the "one"), so that the readers see only the story's counts.
"""

from __future__ import annotations

import re

__all__ = ["each_asked"]

_ONE_ASKED = re.compile(
    r"\b(how\s+much\s+(?:is|does|do|for|would|will)\s+)(?:(?:that|it|this)\s+(?:be\s+|cost\s+|"
    r"come\s+to\s+)?(?:for|per)\s+)?(?:one|1|a\s+single)\s+(?=[a-z])",
    re.I,
)
"""One of a thing asked ("how much is one egg?", "how much is that for one can?"): each."""
_PER_THING_ASKED = re.compile(
    r"\bhow\s+much\s+(?:is|does|would)\s+(?:that|it|this)\s+(?:be\s+|come\s+to\s+|cost\s+)?per\s+"
    r"(?=[a-z])|(?:(?<=[-–—,:;.]\s)|^)(?:the\s+|what'?s\s+the\s+)?(?:price|cost)\s+per\s+(?=[a-z]+\s*\??\s*$)",
    re.I,
)
"""A price asked per thing ("how much is that per roll?", "- price per tin?"): each one's."""
_EACH_ONE = re.compile(
    r"\b(each|every)\s+one\b(?=\s*[?.!]*\s*$)|"
    r"\b(the\s+(?:cheaper|cheapest|dearer|dearest|bigger|smaller|other|new|old|more\s+expensive))"
    r"\s+one\b",
    re.I,
)
_ONE_PLACE = re.compile(
    r"\b(at|in|from)\s+one(?=\s+(?:shop|store|place|supermarket|market|website|site)\b)", re.I
)


def each_asked(task: str) -> str:
    """`task` with a "one" or "per" that asks each thing's share written as "each" (or dropped)."""
    task = _ONE_ASKED.sub(r"\1each ", task)  # "how much is one egg?" asks no count of eggs
    # "how much is each one?", "the cheaper one", "at one shop": no count of one
    task = _ONE_PLACE.sub(r"\1 a", _EACH_ONE.sub(lambda m: m[1] or m[2], task))
    task = re.sub(r"\b(this|that)\s+one\s+(?=[a-z])", r"\1 ", task, flags=re.I)  # "this one shift"
    return _PER_THING_ASKED.sub("how much is each ", task)  # "how much is that per roll?"
