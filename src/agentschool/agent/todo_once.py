"""Adds kept single: an item added only when the list does not hold it yet.

"add X if it isn't on my list already", "only add X if it's not there yet", "make sure X is on my
list, without adding it twice", "no duplicates please - add X", "add X, don't add it twice": each
is an add with `unless_listed` (the tool adds nothing when an item of that title, in any word
form, is there). The condition must be about the list: "only add X if it's sunny" is not read.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from agentschool.agent.todo_cues import IF_MISSING, IF_NOT, MAKE_SURE, NOT_TWICE

__all__ = ["added_once", "kept_single"]

Call = tuple[str, dict[str, Any]]
Reads = Callable[[str], list[Call] | None]

_NO_DUPLICATES = re.compile(
    r"^(?:(?:i\s+)?(?:do\s*n[o']?t|do\s+not)\s+want\s+(?:any\s+)?duplicates?|no\s+duplicates?|"
    r"(?:please\s+)?(?:do\s*n[o']?t|do\s+not)\s+(?:duplicate|double\s+up)(?:\s+anything)?)"
    r"(?:\s+please)?\s*[-–—:,;.]\s*(?P<rest>.+)$",
    re.I,
)
"""Duplicates refused before the request: "don't want duplicates - only add X if ..."."""
_TWICE_AFTER = re.compile(
    r"^(?P<rest>.+?)\s*,?\s+(?:(?:but|and)\s+)?(?:without\s+(?:(?:adding|putting|listing)\s+"
    r"(?:it|them)\s+(?:twice|again|a\s+second\s+time|more\s+than\s+once)|duplicating\s+(?:it|them))|"
    rf"{NOT_TWICE.pattern})$",
    re.I,
)
"""Duplicates refused after the request: "make sure X is on my list, without adding it twice"."""


def _only_adds(calls: list[Call] | None) -> list[Call]:
    """`calls` each kept single, or [] when one of them is not an add."""
    if not calls or any(tool != "todo_add" for tool, _ in calls):
        return []
    return [(tool, {**args, "unless_listed": True}) for tool, args in calls]


def kept_single(text: str, reads: Reads, bare: Reads) -> list[Call] | None:
    """The adds of a normalized clause that asks to add only what is missing, if it asks so.

    None when the clause says nothing of the kind; [] when it does but asks more than adds
    ("delete X if it isn't on my list": a condition nothing here reads).

    Args:
        text: The clause, without politeness (`todo_phrases.normalize`).
        reads: How a request is read (`todo_phrases.todo_calls`).
        bare: How an "add X" with no list named is read beside such a condition.
    """
    said = _NO_DUPLICATES.fullmatch(text) or _TWICE_AFTER.fullmatch(text)
    request = said["rest"].strip() if said else text
    if missing := IF_MISSING.fullmatch(request):
        head = re.sub(r"^only\s+", "", missing["head"], flags=re.I)  # "only add X if ..."
        return _only_adds(reads(head) or bare(head))
    if said is None:
        return None
    return _only_adds(reads(request))


def added_once(clause: str, then: str, reads: Reads, normalize: Callable[[str], str]) -> list[Call]:
    """The adds of "add X, don't add it twice" (two clauses): each only if it is missing.

    Also "make sure X is on my list, add it if it isn't": the condition said again.
    """
    again = MAKE_SURE.fullmatch(normalize(clause)) and (
        IF_MISSING.fullmatch(then) or IF_NOT.fullmatch(then)
    )
    return _only_adds(reads(clause)) if NOT_TWICE.fullmatch(then) or again else []
