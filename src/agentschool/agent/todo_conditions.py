"""Conditions on the list cut from their request by the clause split, joined back to it.

"check if X is there, and if not, add it" splits into "check if X is there", "if not" and "add
it": the bare condition ("if not") belongs to the request after it. "if X isn't on my list add
it" holds both with no comma between: it is cut into its condition and its request.
"""

from __future__ import annotations

import re

from agentschool.agent.todo_lexicon import ADD_VERB, LIST_NOUN

__all__ = ["conditions_joined"]

_BARE_IF = re.compile(
    r"if\s+(?:not|no|(?:it|they)\s*(?:isn'?t|aren'?t|is\s+not|are\s+not|'s\s+not))"
    r"(?:\s+(?:there|on\s+(?:it|there)|already|yet))*",
    re.IGNORECASE,
)
"""A condition cut from its request ("if not" of "if not, add it")."""


_CONDITION_LAST = re.compile(
    rf"(?P<head>.+?)\s*,?\s*(?:and\s+)?(?P<condition>{_BARE_IF.pattern})", re.IGNORECASE
)
"""A clause ending on the condition of the request after it ("check if X is there, and if not")."""
_IF_ABSENT_THEN = re.compile(
    r"(?P<condition>if\s+.+?\s+(?:isn'?t|is\s+not|aren'?t|are\s+not)\s+(?:already\s+|yet\s+)?"
    rf"(?:on|in)\s+(?:(?:my|the|our)\s+)?{LIST_NOUN}(?:\s+(?:yet|already))?)\s+"
    rf"(?P<request>(?:then\s+)?(?:please\s+)?{ADD_VERB}\s+(?:it|them)\b.*)",
    re.IGNORECASE,
)
"""A condition and its request with no comma between ("if X isn't on my list add it")."""


def conditions_joined(clauses: list[str]) -> list[str]:
    """`clauses` with each bare condition joined to the request after it ("if not, add it")."""
    parts: list[str] = []
    for index, clause in enumerate(clauses):
        if (said := _IF_ABSENT_THEN.fullmatch(clause)) is not None:
            parts += [said["condition"], said["request"]]
        elif index + 1 < len(clauses) and (last := _CONDITION_LAST.fullmatch(clause)) is not None:
            parts += [last["head"], last["condition"]]
        else:
            parts.append(clause)
    joined: list[str] = []
    for clause in parts:
        if joined and _BARE_IF.fullmatch(joined[-1]):
            joined[-1] = f"{joined[-1]}, {clause}"
        else:
            joined.append(clause)
    return joined
