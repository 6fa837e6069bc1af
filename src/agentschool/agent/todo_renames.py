"""Renaming a to-do: "change 'buy running shoes' on my list to 'buy hiking boots'".

The item is named by its title (quoted, or unquoted when one "to" splits the two titles and
the list is named or a rename is asked of two to-dos: "rename buy milk to buy oat milk", or
"change book MOT to book the car in", read only if the first is an item's whole title), by its
number ("rename item 3 to X") or by its place ("change the last one to X"); the new title
follows "to", "into", "so it says". "'A' should be 'B' now" renames too, both titles quoted, and
so does "Can you update it?" after it (`update_asked`). "Replace A with B on my list" (or "swap A
for B", "swap A out for B") takes A off and adds B at the end, as people expect of a swap (the
eval sets say so; `todo_swaps` reads one said again: "(delete the first, add the second)").
Anything less sure (two places "to" could split, no list and no quotes: "change the oil to
synthetic") is not a rename here: None, and the task is read some other way or refused.
"""

from __future__ import annotations

import re
from typing import Any

from agentschool.agent.todo_ids import ID, id_arguments, positions
from agentschool.agent.todo_lexicon import ITEM_NOUN, THE_LIST
from agentschool.agent.todo_titles import QUOTED, todo_title, unquote

__all__ = ["rename_calls", "update_asked"]

_VERB = r"(?:change|rename|edit|update|retitle|reword|correct|fix|amend|alter)"
_SECOND_THOUGHT = r"(?:actually\s*,?\s+(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?)?)?"
_LEAD = rf"^{_SECOND_THOUGHT}(?:(?:on|in)\s+{THE_LIST}\s*[,:]?\s*)?"
"""Before a rename: a second thought ("actually, change ...", "actually can you change ..."), the
list it is on ("On my list, change ...")."""
_OF = (
    r"(?:(?:the\s+)?(?:title|name|wording|text)\s+of\s+)?"
    r"(?:(?:the|my)\s+)?(?:(?:to-?do|todo|task|item|entry)\s+(?=[\"'“‘]))?"  # "the to-do 'X'"
)
_ON = rf"(?:\s+(?:on|in|from)\s+{THE_LIST})?"
_INTO = r"(?:to\s+say|to\s+read|so\s+(?:it|that\s+it)\s+(?:says|reads)|into|to)"
_QUOTE = rf"(?:{QUOTED.pattern})"
_KIND = r"the\s+(?:to-?do|todo|task|item|entry|job)"
"""An unquoted title introduced by its kind ("change the task put the bins out so it reads 'B'")."""
_ONE = (
    r"the\s+(?!(?:first|second|third|fourth|fifth|next|last|new|other|top|bottom)\b)"
    r"[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}\s+(?:one|item|task|job)"
)
"""An item named by a word or two of its title ("the silicone one should say 'B'")."""
_RENAME = re.compile(
    rf"{_LEAD}{_VERB}\s+{_OF}(?P<old>.+?){_ON}\s+{_INTO}\s*:?\s+(?P<new>.+?){_ON}$|"
    rf"^(?:replace|swap(?:\s+out)?)\s+(?P<old2>.+?){_ON}(?:\s+out)?\s+(?:with|for)\s+(?P<new2>.+?){_ON}$",
    re.I,
)
_QUOTED_RENAME = re.compile(
    rf"{_LEAD}{_VERB}\s+{_OF}(?P<old>{_QUOTE}|(?:{ITEM_NOUN}\s*)?{ID}|{_KIND}\s+[a-z][^\"“”]*?){_ON}\s+{_INTO}\s*:?\s+"
    rf"(?P<new>{_QUOTE}){_ON}$|"
    rf"^(?:replace|swap(?:\s+out)?)\s+(?P<old2>{_QUOTE}){_ON}(?:\s+out)?\s+(?:with|for)\s+"
    rf"(?P<new2>{_QUOTE}){_ON}$",
    re.I,
)
"""A rename whose new title is quoted: the quotes settle where each title ends."""
_UPDATE_IT = re.compile(
    r"(?:(?:so\s+)?(?:can|could|would|will)\s+(?:you|u)\s+|please\s+|pls\s+)*"
    r"(?:update|fix|change|correct|edit|amend|make)\s+(?:it|that|this|the\s+change|that\s+change)"
    rf"(?:\s+(?:on|in)\s+{THE_LIST})?(?:\s+(?:for\s+me|please|pls))*",
    re.I,
)
"""The change asked after a rename said as a wish ("... should say B instead. Can you update
it?"): the rename itself, asked again."""
_SHOULD_BE = re.compile(
    rf"{_LEAD}{_OF}(?P<old>{_QUOTE}|{ITEM_NOUN}\s*{ID}|{_ONE})\s+(?:should|must|ought\s+to|has\s+to|needs\s+to)"
    r"\s+(?:now\s+)?(?:be|say|read|become|be\s+called|be\s+renamed(?:\s+(?:to|into|as))?)\s+"
    rf"(?P<new>{_QUOTE})(?:\s+(?:now|instead))?(?:\s*,?\s*(?:on|in)\s+{THE_LIST})?"
    rf"(?:\s*(?:[,.;:!]|\s[-–—])\s*{_UPDATE_IT.pattern})?$",
    re.I,
)
"""A quoted title (or an item's number) and what it should be now: "'A' should be 'B' now", "on
my list, 'A' must say 'B'", "number 3 should say 'B'" (the new title quoted: unquoted, "X should
be done" states no new title), perhaps with the change asked after it ("... - please fix it")."""
_LIST_NAMED = re.compile(rf"\b(?:on|in|from)\s+{THE_LIST}\b", re.I)
_BY_ID = re.compile(rf"^(?:{ITEM_NOUN}\s*)?(?P<id>{ID})$", re.I)
_POINTER = re.compile(r"^(?:it|that|this|that\s+one|this\s+one)$", re.I)
_THE_X_ONE = re.compile(
    r"^(?:the\s+)?(?P<x>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2})\s+(?:one|item|task|job)$", re.I
)
"""An item named by a word or two of its title ("rename the vet one to ..."): no whole title."""

Call = tuple[str, dict[str, Any]]


def _which(old: str) -> dict[str, Any] | None:
    """The arguments naming the item: its id, place or (unquoted) title."""
    if match := _BY_ID.fullmatch(old.strip()):
        return id_arguments(match["id"].lstrip("#"))
    if _POINTER.fullmatch(old.strip()):
        return None  # "change it to X": which item "it" is, the clause does not say
    if one := _THE_X_ONE.fullmatch(old.strip()):
        return {"title": one["x"]}  # "rename the vet one to X": the item with "vet" in it
    old = re.sub(rf"^{_KIND}\s+(?=[a-z])", "", old.strip(), flags=re.I)  # "the task X"
    title = unquote(old)
    return {"title": title} if title else None


def _to_dos(old: str, new: str) -> bool:
    """Whether a rename is asked of two to-dos (each a verb and what it acts on, or quoted)."""
    return todo_title(old) is not None and todo_title(new) is not None


def _renamed(said: str) -> bool:
    """Whether `said` asks for a rename by its verb ("rename buy milk to buy oat milk")."""
    return re.match(rf"{_SECOND_THOUGHT}(?:rename|retitle)\b", said, re.I) is not None


def _changed(said: str) -> bool:
    """Whether `said` asks to change, with no list named ("change book MOT to book the car in").

    "change" may change anything ("change buy stamps to sort the recycling" may be a plan
    changed): the rename is read with `exact`, so that it changes nothing unless the first
    title is an item's whole title.
    """
    return re.match(rf"{_SECOND_THOUGHT}change\b", said, re.I) is not None


def update_asked(then: str) -> bool:
    """Whether `then` asks for the change said before it ("Can you update it?")."""
    return _UPDATE_IT.fullmatch(then.strip().rstrip("?!. ")) is not None


def rename_calls(clause: str) -> list[Call] | None:
    """The rename one clause asks for (a swap: the delete and the add), or None when it asks none.

    None too when it is not sure where the titles end.
    """
    said = positions(clause.strip())  # "the last one" → "@last"
    if (now := _SHOULD_BE.fullmatch(said)) and (title := unquote(now["new"])):
        if not QUOTED.fullmatch(now["old"]) and now["old"] not in clause:
            return None  # "my first task should be 'X'" starts the list (`todo_starts`)
        which = _which(now["old"])  # "'A' should say 'B'", "number 3 should say 'B'"
        return [("todo_rename", {**which, "new_title": title})] if which else None
    match = _QUOTED_RENAME.fullmatch(said) or _RENAME.fullmatch(said)
    if match is None:
        return None
    old = match["old"] or match["old2"]
    new = match["new"] or match["new2"]
    exact = False  # "change A to B", no list named: A must be an item's whole title
    if match.re is _RENAME:
        if re.search(r"[\"“”]|(?<!\w)'|'(?!\w)", f"{old} {new}"):
            return None  # a quote the quoted form did not read: not sure where titles end
        known = _LIST_NAMED.search(clause) or _BY_ID.fullmatch(old.strip())
        named = bool(
            (_renamed(said) or _changed(said))
            and _THE_X_ONE.fullmatch(old.strip())
            and todo_title(new)
        )
        exact = not known and not named and not (_renamed(said) and _to_dos(old, new))
        if exact and not (_changed(said) and _to_dos(old, new)):
            return None  # "change the oil to synthetic": no list, no quotes, no item number
        two_tos = re.search(rf"\s{_INTO}\s", f" {new} ", re.I) or re.search(r"\sto\s", old)
        colon = re.search(rf"\s{_INTO}\s*:", said, re.I)  # "change X to: Y": the split is said
        if match["old"] and two_tos and not _BY_ID.fullmatch(old.strip()) and not colon:
            return None  # two places "to" could split the titles ("replace A with B": "with")
    which = _which(old)
    title = unquote(new)
    if which is None or not title:
        return None
    if match["old2"]:  # "replace A with B": A goes, B is added
        return [("todo_delete", which), ("todo_add", {"title": title})]
    return [("todo_rename", {**which, "new_title": title, **({"exact": True} if exact else {})})]
