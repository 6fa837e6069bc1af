"""An add and a completion told in one sentence: "add X, and Y is done now".

The part before "and" must read as adds only (as the to-do grammar reads it, or as items only:
`lone_adds`, no number and no sum's word in them); the part after says that one item, a to-do's
title or a quoted one, is in a done state. "add X and it is done" names no item, and "add X and
the car is done" no to-do: neither is read here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from agentschool.agent.todo_cues import POLITE
from agentschool.agent.todo_lexicon import DONE_STATE
from agentschool.agent.todo_titles import todo_title
from agentschool.agent.todo_wording import lone_adds

__all__ = ["done_beside_add"]

Call = tuple[str, dict[str, Any]]

_JOIN = re.compile(r"\s*,?\s+(?:and|plus)\s+(?:also\s+)?", re.I)
"""Where the add may end and the news of a done item begin."""
_IS_DONE = re.compile(
    r"^(?P<item>.+?)(?:\s+(?:is|are|was|has\s+been|have\s+been|got)|'s|'re)\s+"
    rf"(?:now\s+|already\s+|all\s+|also\s+|finally\s+)?{DONE_STATE}"
    r"(?:\s+(?:now|already|today|too|as\s+well))*$",
    re.I,
)
"""One item said to be done: "top up the card is done now", "'pay rent' has been sorted"."""


def done_beside_add(text: str, reads: Callable[[str], list[Call] | None]) -> list[Call] | None:
    """The adds of "add X" (as `reads` reads them), then the completion of the item said done."""
    for join in _JOIN.finditer(text):
        stated = _IS_DONE.fullmatch(text[join.end() :])
        title = todo_title(stated["item"]) if stated else None
        if title is None:
            continue
        said = POLITE.sub("", text[: join.start()]).strip()
        head = reads(said) or lone_adds(said)  # the item said done names the list for "add X"
        if head and all(tool == "todo_add" for tool, _ in head):
            return [*head, ("todo_complete", {"title": title})]
    return None
