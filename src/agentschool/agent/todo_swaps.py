"""A change of plan told, then the list asked to follow it: one to-do out, another in.

A swap asked, then said again by the order of its titles ("swap 'A' for 'B' (delete the first,
add the second)"), is one swap too.

"Change of plan: I don't need to call the landlord anymore, I need to descale the kettle. Could
you update my list?" and "I no longer need to A, but I do need to B. Please delete the first and
add the second" delete A and add B. The task is read whole (its sentences would be cut apart):
what is no longer needed comes first, what is needed second, and the request after both must ask
the list to change (an update, or "the first" and "the second" by name). Each title must read as
a to-do (a verb first, or quoted); anything else is left to the other readers.
"""

from __future__ import annotations

import re
from typing import Any

from agentschool.agent.todo_cues import NEED, NO_LONGER
from agentschool.agent.todo_lexicon import THE_LIST
from agentschool.agent.todo_renames import rename_calls
from agentschool.agent.todo_titles import todo_title

__all__ = ["swap_told"]

Call = tuple[str, dict[str, Any]]

_LABEL = re.compile(
    r"^(?:(?:a\s+)?change\s+of\s+plans?|plans?\s+(?:have\s+)?changed|(?:slight\s+)?update|"
    r"turns\s+out|so|ok(?:ay)?|right|actually)\s*[:,.!-]?\s+",
    re.I,
)
_ASK = r"(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+)?"
_UPDATE = re.compile(
    rf"{_ASK}(?:update|change|fix|sort(?:\s+out)?|amend)\s+{THE_LIST}(?:\s+(?:accordingly|for\s+me))?"
    r"(?:\s+please)?",
    re.I,
)
"""A request that the list follow what was told ("could you update my list?")."""
_FIRST_SECOND = re.compile(
    rf"{_ASK}(?:(?P<first>(?:delete|remove|drop|take\s+off|cross\s+off)\s+the\s+first(?:\s+one)?"
    rf"(?:\s+(?:from|off)\s+{THE_LIST})?)(?:\s*,?\s+and\s+|$))?"
    rf"(?P<second>(?:add|put)\s+the\s+second(?:\s+one)?(?:\s+(?:to|on|onto)\s+{THE_LIST})?)?"
    r"(?:\s+please)?",
    re.I,
)
"""The two told named by their order: "delete the first and add the second to my list"."""
_TOLD = re.compile(
    r"^(?P<gone>.+?)\s*[,;]?\s+(?:but\s+|and\s+|now\s+)?(?P<need>(?:i|we)\s+(?:do\s+|really\s+|now\s+|"
    r"still\s+)*(?:need|have|must|'ve\s+got|have\s+got)\s+to\s+.+?)(?:\s+instead)?$",
    re.I,
)
_SENTENCE_END = re.compile(r"[.!?;]\s+")
_SAID_AGAIN = re.compile(
    r"(?P<swap>.+?)\s*(?:[,;:(]|\s[-–—])\s*(?:i\.?e\.?,?\s*)?(?:delete|remove|drop|take\s+off|"
    r"get\s+rid\s+of)\s+the\s+(?:first|old)(?:\s+one)?\s*(?:,|;|,?\s*(?:and|then))\s*"
    r"(?:add|put\s+in)\s+the\s+(?:second|new)(?:\s+one)?\s*\)?",
    re.I,
)
"""A swap, then the same said by the order of its titles: "swap A for B, delete the first, add
the second"."""


def _swap_said_again(text: str) -> list[Call] | None:
    """The delete and the add of a swap said twice, or None when the first part is no swap.

    "swap 'A' for 'B' - drop the old one and add the new one" deletes A and adds B; "rename A
    to B, delete the first, add the second" is not read (which is asked?).
    """
    said = _SAID_AGAIN.fullmatch(text)
    calls = rename_calls(said["swap"]) if said else None
    return calls if calls and calls[0][0] == "todo_delete" else None


def _told(story: str) -> tuple[str, str] | None:
    """What `story` says is no longer needed and what is needed instead, in that order."""
    told = _TOLD.fullmatch(_LABEL.sub("", story.strip()))
    if told is None:
        return None
    gone = NO_LONGER.fullmatch(told["gone"].strip(" ,"))
    need = NEED.fullmatch(re.sub(r"\b(?:do|really|now|still)\s+(?=need|have)", "", told["need"]))
    old = todo_title(gone["rest"]) if gone and gone["rest"] else None
    new = todo_title(need["rest"]) if need else None
    return (old, new) if old and new else None


def swap_told(task: str) -> list[Call] | None:
    """The delete and the add a change of plan asks of the list, or None when it asks none."""
    text = " ".join(task.split()).strip().rstrip(".!?")
    if calls := _swap_said_again(text):
        return calls
    parts = _SENTENCE_END.split(text)
    if len(parts) != 2:
        return None
    story, request = parts
    told = _told(story)
    if told is None:
        return None
    old, new = told
    if _UPDATE.fullmatch(request):
        return [("todo_delete", {"title": old}), ("todo_add", {"title": new})]
    named = _FIRST_SECOND.fullmatch(request)
    if named is None or not (named["first"] or named["second"]):
        return None
    first = [("todo_delete", {"title": old})] if named["first"] else []
    return [*first, *([("todo_add", {"title": new})] if named["second"] else [])]
