"""An amount shared equally between people named one by one: "split £380 between Lily, Jack, Tom".

The count is the names listed (380 / 3); "my wife and I want to share it among our grandchildren
Lily, Tom and Noah" counts the grandchildren, not the givers. The names must be a list of words
that start with a capital letter in the task, joined by commas and one "and"; the amount is the
story's only number.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER

__all__ = ["shared_by_names"]

_N = NUMBER
_NAME = r"[A-Z][a-z]+"
_NAMES = re.compile(
    r"\b(?P<how>equally|evenly|fairly)?\s*(?:between|among(?:st)?)\s+(?:(?:my|our|the)\s+"
    r"(?:grand)?(?:children|kids|grandchildren|grandkids|nieces|nephews|sons|daughters|"
    r"grandsons|granddaughters)\s*,?\s*)?"
    rf"(?P<names>{_NAME}(?:\s*,\s*{_NAME})*,?\s+and\s+{_NAME})\b"
    r"(?!\s*(?:,|and|&|\+)\s*(?:me|myself|us|i|[A-Z]))"
)
_SHARED = re.compile(r"\b(?:split|share[ds]?|sharing|divide[ds]?|dividing|shared\s+out)\b", re.I)
_EVEN = re.compile(r"\b(?:equally|evenly|fairly|equal\s+shares|the\s+same|each)\b", re.I)
_AMOUNT = re.compile(rf"[$£€]\s*(?P<x>\d{{1,3}}(?:,\d{{3}})+(?:\.\d+)?|{_N})")


def shared_by_names(task: str) -> str | None:
    """An amount over the number of people named to share it equally."""
    lists = list(_NAMES.finditer(task))
    if len(lists) != 1 or not _SHARED.search(task) or not _EVEN.search(task):
        return None
    amounts = _AMOUNT.findall(task)
    if len(amounts) != 1 or len(re.findall(r"\d+(?:[.,]\d+)*", task)) != 1:
        return None  # a second amount or a count: not one amount shared by the names
    names = re.findall(_NAME, lists[0]["names"])
    if len(set(names)) != len(names) or "And" in names:
        return None
    return f"{amounts[0].replace(',', '')} / {len(names)}"
