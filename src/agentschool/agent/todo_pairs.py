"""Requests told over two clauses: the second only means something after the first.

"Productive weekend - everything on my list is done. Can you mark them all done?" completes every
open item ("them all" is the list the first clause says is done); "tick off A. oh and B too" does
to B what the first clause did to A; "'A' should say 'B' instead. Can you update it?" renames
once; "add A and get B to my list" (cut at "and get") adds both;
a deed told with an update of the list asked completes it (`todo_deeds`). Each reader answers
only when the first clause says exactly what the second refers to.
"""

from __future__ import annotations

import re
from typing import Any

from agentschool.agent.todo_cues import POLITE
from agentschool.agent.todo_deeds import deeds_updated
from agentschool.agent.todo_ids import id_arguments
from agentschool.agent.todo_lexicon import ADD_VERB, COMPLETED, DELETE, DONE_STATE, THE_LIST
from agentschool.agent.todo_phrases import todo_calls
from agentschool.agent.todo_renames import update_asked
from agentschool.agent.todo_titles import todo_title

__all__ = ["one_add", "paired_calls"]

Call = tuple[str, dict[str, Any]]
Paired = tuple[list[Call] | None, list[str]]

_EVERY = (
    r"(?:everything|every\s+(?:single\s+)?(?:thing|task|job|item|to-?do|chore)|"
    r"all\s+(?:of\s+)?(?:my|the|our)\s+(?:jobs|tasks|things|items|to-?dos|todos|chores))"
    rf"(?:\s+(?:on|in)\s+{THE_LIST})?"
)
_WHEN = (
    r"(?:\s+(?:today|tonight|this\s+(?:morning|afternoon|evening|week(?:end)?)|at\s+(?:long\s+)?last|"
    r"now|already))*"
)
_ALL_DONE = re.compile(
    r"^(?:(?P<context>[^.!?]+?)\s*(?:[-–—:,]|\bso\b)\s+)?"
    rf"(?:{_EVERY}\s*(?:is|are|'s|'re|has\s+been|have\s+been)\s+(?:now\s+|all\s+)?{DONE_STATE}|"
    r"(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:just\s+|finally\s+|already\s+)?(?:did|done|finished|completed|"
    rf"got\s+through|ticked\s+off|sorted)\s+{_EVERY}){_WHEN}$",
    re.I,
)
"""Every item said to be done, perhaps after a few words of context ("What a week - ..."); typed
fast, with no "I" ("finished everything on my list!!")."""
_MARK_THEM_ALL = re.compile(
    r"^(?:(?:so|and|then|now)\s+)*(?:mark|tick|check|cross|set)\s+(?:off\s+)?(?:them(?:\s+all)?|"
    r"all\s+of\s+them|the\s+lot)(?:\s+off)?(?:\s+(?:as|to))?(?:\s+(?:done|complete[d]?|finished))?"
    r"(?:\s+off)?$",
    re.I,
)
"""A completion of "them all": of the items the clause before said were done."""
_TOO = re.compile(
    r"^(?:oh\s*,?\s+)?(?:(?:and|also|plus)\s+)?(?P<b>.+?)\s*,?\s+(?:too|as\s+well|also)$", re.I
)
"""One more item for the change before ("oh and B too", "and 'B' as well")."""
_A_VERB = re.compile(
    rf"(?:{ADD_VERB}|{DELETE}|{COMPLETED}|mark|tick|check|cross|set|remind|show|list|tell)\b", re.I
)
"""A change or a read asked by its verb: not one more item."""
_BY_ID = re.compile(r"^(?:#|(?:number|item|no\.?|todo|task)\s*#?)\s*(?P<id>\d+)$", re.I)
_CONTEXT_ASKS = re.compile(r"\d|\b(?:not|no|never|except|but|apart|some|few)\b|n't\b", re.I)


def _said(clause: str) -> str:
    return POLITE.sub("", clause.strip().rstrip("?!. ")).strip()


def _all_done(clause: str, then: str) -> list[Call] | None:
    """Every open item completed: "everything on my list is done. mark them all done"."""
    told = _ALL_DONE.fullmatch(_said(clause))
    if told is None or not _MARK_THEM_ALL.fullmatch(_said(then)):
        return None
    context = told["context"] or ""
    if _CONTEXT_ASKS.search(context) or (context and todo_calls(context) is not None):
        return None  # "I did all but two things, mark them all done": not all of them
    return [("todo_complete", {"all_open": True})]


def _same_again(clause: str, then: str) -> list[Call] | None:
    """The change of `clause` done to one more item: "tick off A. oh and B too"."""
    more = _TOO.fullmatch(then.strip().rstrip("?!. "))
    calls = todo_calls(clause) if more else None
    tools = {tool for tool, _ in calls or []}
    if more is None or len(tools) != 1 or tools & {"todo_add", "todo_list", "todo_clear"}:
        return None  # adds are read by `todo_wording.added_after`: "add X, also Y"
    if todo_calls(then) is not None or _A_VERB.match(more["b"]):
        return None  # "... oh and delete B too", "oh and add B too": a request of its own
    tool = tools.pop()
    if numbered := _BY_ID.fullmatch(more["b"].strip()):
        return [*(calls or []), (tool, id_arguments(numbered["id"]))]
    title = todo_title(more["b"])
    return [*(calls or []), (tool, {"title": title})] if title else None


def _renamed_again(clause: str, then: str) -> list[Call] | None:
    """The rename of `clause`, when `then` only asks for it: "'A' should say 'B'. update it"."""
    calls = todo_calls(clause) if update_asked(then) else None
    return calls if calls and {tool for tool, _ in calls} == {"todo_rename"} else None


def paired_calls(clause: str, following: list[str]) -> Paired | None:
    """The calls a clause and the one after it ask together, and the clauses used after it.

    None when no reading joins them (each is read alone, or not at all).
    """
    if (deeds := deeds_updated(clause, following)) is not None:
        return deeds
    if not following:
        return None
    calls = (
        _all_done(clause, following[0])
        or _same_again(clause, following[0])
        or _renamed_again(clause, following[0])
    )
    return (calls, following[:1]) if calls else None


_ADD_START = re.compile(r"^(?:please\s+)?(?:add|put)\b", re.IGNORECASE)


def one_add(clause: str, following: str, task: str) -> list[Call] | None:
    """The adds of "add A and get B to my list", which the split at "and get" cut in two.

    Only when the first part names no list and the two, joined again as the task wrote them,
    read as two or more adds (each a verb phrase) and nothing else.
    """
    joined = f"{clause} and {following}"
    if not _ADD_START.match(clause) or todo_calls(clause) or joined not in task:
        return None
    calls = todo_calls(joined)
    if not calls or len(calls) < 2 or any(tool != "todo_add" for tool, _ in calls):
        return None  # "add milk and show what's on my list": two requests, as split
    return calls
