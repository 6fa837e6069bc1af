"""Where a task's requests part: the clauses the rule planner reads one by one.

"what is 15% of 240, then add 'pay rent' to my todos and show them" is three clauses: a task
splits at "then", ";", a sentence's end, and at "and", "," or a dash before a new request's verb;
quoted titles stay whole. "remove A and finish B from my list" stays one clause: the list named
at its end takes both items from the one verb before them.
"""

from __future__ import annotations

import re

from agentschool.agent.todo_lexicon import ADD_VERB, DELETE, LIST_NOUN, THE_LIST

__all__ = ["AFTER_LIST", "QUOTED", "split_clauses", "unannounced"]

_VERBS = (
    r"add|show|list|display|complete|finish|mark|delete|remove|calculate|compute|what|whats|"
    r"how|tell|print|give|check|tick|put|create|remind|rename|multiply|divide|subtract|double|halve|"
    r"square|get|evaluate|then|clear(?=\s+(?:(?:all\s+)?(?:the\s+|my\s+)?(?:completed|done|finished|"
    r"ticked)|out\s+the\s+(?:done|completed)))"
)
_TAKE_IT = r"take\s+(?:it|that|this|them)\s+(?:off|from)"
_SPLIT = re.compile(
    rf"\s*(?:[,;]\s*(?:and\s+)?then\b|\band\s+then\b|\bthen\b|\bafter\s+that\b|;"
    rf"|,?\s*\band\b(?:\s+also\b)?(?=\s+(?:{_VERBS}|(?:can|could|would|will)\s+(?:you|u)|"
    rf"let\s+me\s+know)\b)"
    rf"|,(?=\s+(?:please\s+)?(?:(?:{_VERBS}|{_TAKE_IT})|(?:can|could|would|will)\s+you)\b)"
    rf"|,(?=\s+so\s+(?:please\s+)?(?:{_VERBS}|cross)\s+(?:it|that|this|them|these|those|both)\b)"
    rf"|\s[-–—]\s+(?=(?:please\s+)?(?:{_VERBS}|{_TAKE_IT})\b)"
    r"|,\s*and\s+(?=\x00\d+\x00\s+(?:is|was|has)\b)"  # "add 'A', and 'B' is done"
    rf"|\.\s+(?=[a-z])|[!?]\s+)\s*",
    re.IGNORECASE,
)
QUOTED = re.compile(r"\"([^\"]*)\"|(?<!\w)'([^']*)'(?!\w)|“([^”]*)”")  # not "what's"
"""A quoted title, in straight or curly quotes ("what's" is no quote)."""
_ACTS_ON_LIST = (
    rf"(?:{DELETE}|remove|take|{ADD_VERB}|mark|tick|check|complete|clear|show|tell|list|display|"
    r"print|give|what|whats|how|let|read|can|could|would|will|then)"
)
_ONE_VERB_TWO_ITEMS = re.compile(
    rf"\b(?:{DELETE}|remove|take|{ADD_VERB})\s+[^,;.!?]+?(?P<and>\s+and\s+)(?!{_ACTS_ON_LIST}\b)"
    rf"[^,;.!?]+?\s+(?:from|off|on|onto|to)\s+{THE_LIST}\b",
    re.IGNORECASE,
)
"""Two items of one verb with the list after both ("remove A and finish B from my list")."""
_ALSO_ADDED = re.compile(
    rf"\b(?:{ADD_VERB})\s+[^,;.!?]+?\s+(?:to|on|onto)\s+{THE_LIST}(?P<and>\s*,?\s+and\s+also\s+)"
    rf"(?!(?:{_ACTS_ON_LIST.replace('check|', '')})\b|check\s+(?:off|if|whether|on|what|how|"
    rf"it|them|that|{THE_LIST})\b)",
    re.IGNORECASE,
)
"""One more item after an add ("put A on my list and also B"), unless a request follows ("and
also tell me ...", "and also check if ..."): the add reads both (`todo_wording.added_after`)."""
_NEEDS_TWO = re.compile(
    r"\b(?:i|we)\s+(?:really\s+|still\s+|also\s+)?(?:need|have|got|must)\s+to\s+[^,;.!?]+?(?P<and>\s+and\s+)"
    rf"(?!(?:add|put|{DELETE}|remove|mark|tick|check\s+off|complete|clear|show|tell|list|display|"
    r"what|how|let|can|could|would|will|then|also|remind)\b)",
    re.IGNORECASE,
)
"""Two things needed ("I still need to return the books and print the passes"): one list."""


def split_clauses(task: str) -> list[str]:
    """Split a task at "then", ";", and "and"/"," before a new verb; quotes stay whole."""
    quoted: list[str] = []

    def mask(match: re.Match[str]) -> str:
        quoted.append(match.group(0))
        return f"\x00{len(quoted) - 1}\x00"

    masked = QUOTED.sub(mask, task.strip().rstrip(".!?"))
    for joined in (_ONE_VERB_TWO_ITEMS, _NEEDS_TWO, _ALSO_ADDED):
        if (pair := joined.search(masked)) is not None:  # the "and" joins items
            glue = " \x02 " if joined is _ALSO_ADDED else " \x01 "
            masked = f"{masked[: pair.start('and')]}{glue}{masked[pair.end('and') :]}"
    clauses = [c.strip(" ,.") for c in _SPLIT.split(masked)]
    clauses = [c.replace(" \x01 ", " and ").replace(" \x02 ", " and also ") for c in clauses]
    return [re.sub(r"\x00(\d+)\x00", lambda m: quoted[int(m[1])], c) for c in clauses if c]


AFTER_LIST = re.compile(
    rf"(?P<list>\b(?:off|from|on|onto|to)\s+(?:(?:my|the|our)\s+)?{LIST_NOUN})\s+(?:altogether|"
    r"completely|entirely|for\s+good|permanently|today|tonight|now|for\s+now|as\s+well|too)"
    r"(?=\s*(?:[,;.!?]|$))",
    re.I,
)
"""A word after the list that changes nothing asked ("off my list altogether", "on it as well")."""


_ANNOUNCED = re.compile(
    r"^\s*(?:(?:ok|okay|so|hey|hi|right)\W+)*(?:(?:two|three|four|2|3|4|a\s+(?:couple|few)(?:\s+of)?)\s+"
    r"(?:quick\s+|small\s+|little\s+)?(?:things|questions|requests|tasks\s+for\s+you|bits)|"
    r"(?:a\s+)?couple\s+of\s+things)\s*(?::|[-–—]|,)\s*",
    re.IGNORECASE,
)
"""An announcement of several requests ("Two things: what's 35% of 79, and remind me to X"): it
asks nothing itself. Items announced for the list ("two things for my list: A, B") are read
before (`listed_calls`)."""


def unannounced(task: str) -> str:
    """`task` without an announcement of the requests it holds ("Two things: ...")."""
    return _ANNOUNCED.sub("", task)
