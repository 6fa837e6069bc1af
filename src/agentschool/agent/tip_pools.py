"""A pot shared by the hours each person worked: "tips $406.75 split by hours. Sam 14, me 17".

The share asked ("my share", "what do I get", "how much does Priya get") is the pot times that
person's hours over everyone's: 406.75 * 17 / (14 + 21 + 17). The pot is the one amount of money;
every other number must be the hours of one named person ("Kev did 28", "Aisha 21", "I did 7"),
and the person asked must be one of them.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["pool_share"]

_N = NUMBER
_BY_HOURS = re.compile(
    r"\b(?:split|shared?|divided?|divvied\s+up|share\s+out)\s+(?:it\s+|them\s+|out\s+|"
    r"the\s+(?:[^.?!]|\.\d){0,25}?\s+)?"
    r"(?:up\s+)?(?:by|according\s+to|in\s+proportion\s+to|pro\s+rata\s+to)\s+(?:the\s+)?hours"
    r"(?:\s+worked)?\b"
)
_POT = re.compile(rf"[$£€]\s*(?P<x>\d{{1,3}}(?:,\d{{3}})+(?:\.\d+)?|{_N})")
_WORKED = re.compile(
    rf"\b(?P<who>[a-z]+)\s+(?:did|worked|put\s+in|had|has|was\s+in\s+for|:|-|=)?\s*"
    rf"(?P<h>{_N})(?:\s*(?:hours|hrs|h)\b)?"
)
_NOT_NAMES = frozenset(
    "had has is was in of the a an and with by worked split tips tip jar week pot this total "
    "hours hrs did".split()
)
_ME = frozenset({"i", "me", "myself"})
_TOGETHER = frozenset({"together", "altogether", "everyone", "everybody", "total", "us", "all"})
"""Words before the hours of everyone at once ("all of us together did 85 hours")."""
_ASKED_ME = re.compile(
    r"\b(?:my\s+(?:share|cut|bit|part)|what\s+(?:do|will|should)\s+i\s+get|how\s+much\s+"
    r"(?:do|will|should)\s+i\s+(?:get|take|receive)|how\s+much\s+is\s+mine)\b"
)
_ASKED_NAME = re.compile(
    r"\b(?:how\s+much\s+(?:does|will|should)|what\s+(?:does|will))\s+(?P<who>[a-z]+)\s+get\b"
)


def pool_share(task: str) -> str | None:
    """One person's share of a pot split in proportion to the hours each worked."""
    pots = _POT.findall(task)
    text = plain_story(task)
    split = _BY_HOURS.search(text)
    if len(pots) != 1 or split is None:
        return None
    pot = pots[0].replace(",", "")
    after = text[split.end() :]
    worked = [m for m in _WORKED.finditer(after) if m["who"] not in _NOT_NAMES]
    together = [m for m in worked if m["who"] in _TOGETHER]  # "all of us together did 85"
    worked = [m for m in worked if m["who"] not in _TOGETHER]
    names = [("i" if m["who"] in _ME else m["who"]) for m in worked]
    if len(worked) + len(together) < 2 or len(set(names)) != len(names):
        return None
    hours = [m["h"] for m in worked]
    if together:  # the hours of everyone, the asked one's among them
        return _share_of_all(task, text, pot, names, hours, together)
    if sorted(numbers_in(text)) != sorted([pot, *hours]):
        return None  # a number that is neither the pot nor someone's hours
    question = task.lower()  # plain wording drops a closing "what do I get?"
    asked_name = _ASKED_NAME.search(question)
    asked = "i" if _ASKED_ME.search(question) else asked_name["who"] if asked_name else None
    if asked is None or names.count(asked) != 1:
        return None
    mine = hours[names.index(asked)]
    return f"{pot} * {mine} / ({' + '.join(hours)})"


def _share_of_all(
    task: str,
    text: str,
    pot: str,
    names: list[str],
    hours: list[str],
    together: list[re.Match[str]],
) -> str | None:
    """The asked one's share when the hours of everyone are told as one number."""
    if (
        len(together) != 1
        or len(hours) != 1
        or not _ASKED_ME.search(task.lower())
        or names != ["i"]
    ):
        return None
    if sorted(numbers_in(text)) != sorted([pot, hours[0], together[0]["h"]]):
        return None
    if float(hours[0]) > float(together[0]["h"]):
        return None  # more hours than everyone's: not a part of them
    return f"{pot} * {hours[0]} / {together[0]['h']}"
