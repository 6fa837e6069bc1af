"""Deeds told for the list: with an update asked, or as news.

"update my todos, I vacuumed my room", "I've downloaded the offline maps. Update my list please"
and "good news, I fixed the bike puncture this morning" tell a deed done in the past; the list's
item for it is done. A deed must be told in the past ("I vacuumed", "I've downloaded"); news that
tells no deed ("good news, the weather is lovely") asks nothing.
"""

from __future__ import annotations

import re
from typing import Any

from agentschool.agent.todo_lexicon import LIST_NOUN
from agentschool.agent.todo_phrases import antecedent_calls

__all__ = ["deeds_updated", "news_told"]

_UPDATE_LIST = re.compile(
    rf"(?:please\s+)?update\s+(?:my|the|our)\s+{LIST_NOUN}\s*[,:;-]\s*(?P<deed>.+)", re.I
)
_DEED_TOLD = re.compile(
    r"(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|already\s+)?(?:[a-z]+ed|did|bought|paid|went|got|took|made|sent|"
    r"wrote|rang|fed|sold|found|gave|swept|hung|put)\b",
    re.I,
)
"""A deed told in the past ("update my todos, I vacuumed my room"): done on the list."""

_UPDATE_ASKED = re.compile(
    rf"(?:(?:can|could)\s+you\s+)?(?:please\s+)?update\s+(?:my|the|our)\s+{LIST_NOUN}(?:\s+please)?",
    re.I,
)
"""An update of the list asked after a deed ("I've downloaded the maps. Update my list please")."""

_NEWS_DEED = re.compile(
    r"(?:(?:some\s+|great\s+|good\s+)+news|update|fyi)\s*[,:!-]+\s*(?P<deed>[^?,;]+?)[.!]*", re.I
)
"""A deed told as news ("good news, I fixed the bike puncture this morning"): done on the list."""


def news_told(task: str) -> str | None:
    """`task` as a request when it only tells a deed as news, else None."""
    news = _NEWS_DEED.fullmatch(task.strip())
    return f"{news['deed']}, tick it off" if news and _DEED_TOLD.match(news["deed"]) else None


def deeds_updated(
    clause: str, following: list[str]
) -> tuple[list[tuple[str, dict[str, Any]]] | None, list[str]] | None:
    """The completes of a deed told with an update of the list asked, and the clauses it used.

    "I've downloaded the maps. Update my list please" (the update after), "update my todos, I
    vacuumed my room" (before, in one clause); None when neither is said.
    """
    if following and _UPDATE_ASKED.fullmatch(following[0]) and _DEED_TOLD.match(clause):
        return antecedent_calls(clause, "tick it off"), following
    if (update := _UPDATE_LIST.fullmatch(clause)) and _DEED_TOLD.match(update["deed"]):
        return antecedent_calls(update["deed"], "tick it off"), []
    return None
