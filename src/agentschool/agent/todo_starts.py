"""Starting a list with its first item: "make my first to-do 'X'", "start my list with X".

People new to the list say what goes on it first: "Can you make my first to-do 'vacuum the
stairs'?", "let's start my to-do list with 'pay the gas bill'", "Start a to-do list for me with
one item: 'X'", "add 'X' as my first task", "my first task should be 'X'". Each is an add of X.
The title is quoted, or a to-do said bare (a verb and what it acts on: "start my list with book
the MOT"); "one item" said must name one, "two items" two. A new or fresh list, or one started
over, may mean the old one goes first: not read here (`todo_clearing` reads "start my list
over"), nor is a question ("what should my first to-do be?").
"""

from __future__ import annotations

import re
from typing import Any

from agentschool.agent.todo_lexicon import LIST_NOUN
from agentschool.agent.todo_titles import QUOTED, split_items, todo_title
from agentschool.tools.number_words import replace_number_words

__all__ = ["first_adds"]

Call = tuple[str, dict[str, Any]]

_KIND = r"(?:to-?do|todo|task|item|entry|thing\s+to\s+do)"
_FIRST = rf"(?:my|the|our)\s+(?:very\s+)?first\s+(?:ever\s+)?{_KIND}"
"""The first item of a list: "my very first to-do"."""
_COUNT = (
    r"(?:(?:just|only)\s+)?(?P<count>one|a\s+single|two|three|four|five|\d+)\s+"
    r"(?:items?|things?|tasks?|to-?dos?|entry|entries)(?:\s+on\s+it)?\s*:?\s*"
)
"""How many the new list starts with, said before them ("with one item: X")."""
_STARTED = re.compile(
    rf"make\s+{_FIRST}(?:\s+(?:be|say))?\s+(?P<t>.+)|"
    rf"(?:make|add|put)\s+(?P<t2>.+?)\s+(?:as\s+)?{_FIRST}|"
    rf"(?:(?:i'?d\s+like|i\s+want)\s+)?{_FIRST}\s+(?:(?:should|will|can|is\s+going\s+to)\s+be|to\s+be)"
    r"\s+(?P<t3>.+)|"
    rf"(?:start|begin|kick\s+off)\s+(?:off\s+)?(?:my|a|the|our)\s+{LIST_NOUN}"
    rf"(?:\s+(?:for\s+me|off))*\s+with\s+(?:{_COUNT})?(?P<t4>.+)",
    re.I,
)
"""A first item named: made (or added as) the first, or what a list is started with."""


def _titles(said: str) -> list[str]:
    """The titles `said` names: each quoted, or one to-do said bare."""
    said = said.strip(" .!")
    if QUOTED.match(said):
        titles = split_items(said)
        return titles if all(QUOTED.search(t) is None for t in titles) else []
    title = todo_title(said)
    return [title] if title else []


def _count(said: str) -> int:
    """The number of items said ("one", "a single", "2")."""
    return int(replace_number_words(re.sub(r"a\s+single", "one", said, flags=re.I)))


def first_adds(text: str) -> list[Call] | None:
    """The adds of a list started with its first item(s), or None when `text` starts none.

    >>> first_adds("make my first to-do 'descale the kettle'")
    [('todo_add', {'title': 'descale the kettle'})]
    >>> first_adds("start my list over with 'descale the kettle'") is None
    True
    """
    match = _STARTED.fullmatch(text.strip())
    if match is None:
        return None
    said = next(g for g in (match["t"], match["t2"], match["t3"], match["t4"]) if g is not None)
    titles = _titles(said)
    if not titles or (match["count"] and _count(match["count"]) != len(titles)):
        return None  # "start my list with the usual", "with one item: 'A' and 'B'"
    return [("todo_add", {"title": title}) for title in titles]
