"""Adds whose titles are quoted, said in shapes the to-do readers do not take, said again in one.

"Then I need 'make soup for Maureen' added to my list", "add 'A' to my list, and then 'B' as
well?", "Could you put two more jobs on my list? The first is 'A' and the second is 'B'.": the
quotes settle what each title is, so the request can be said again as "add 'A' and 'B' to my
list" without guessing where a title ends.
"""

from __future__ import annotations

import re

from agentschool.agent.todo_lexicon import LIST_NOUN

__all__ = ["quoted_adds"]

_QUOTE = r"(?:\"[^\"]*\"|“[^”]*”|(?<!\w)'[^']*'(?!\w))"
_THE_LIST = rf"(?:my|the|our)\s+(?:to-?do\s+)?{LIST_NOUN}"

_WANTED_ADDED = re.compile(
    rf"\b(?:i|we)\s+(?:need|want|would\s+like|'d\s+like)\s+(?P<title>{_QUOTE})\s+"
    r"(?:added|put|written\s+down)\s+(?:to|on(?:to)?)\s+(?=(?:my|the|our)\b)",
    re.I,
)
"""An add said as a want, its title quoted: "Then I need 'make soup' added to my list"."""
_ADDED_AFTER = re.compile(
    rf"\b(?P<first>add\s+{_QUOTE})\s+(?P<list>(?:to|on)\s+(?:my|the|our)\s+{LIST_NOUN}),?"
    rf"\s+and\s+(?:then\s+)?(?P<second>{_QUOTE})(?:\s+(?:as\s+well|too))?(?=\s*[?.!]*$)",
    re.I,
)
"""A second quoted title after the list: "add 'A' to my list, and then 'B' as well?"."""
_ANNOUNCED = re.compile(
    r"\b(?:put|add|pop|jot\s+down)\s+(?:two|2|a\s+couple\s+of)\s+(?:more\s+|new\s+)?"
    rf"(?:items|things|jobs|tasks)\s+(?P<list>(?:on|to|onto)\s+{_THE_LIST})\s*[?.:!]\s*"
    rf"the\s+first\s+(?:one\s+)?is\s+(?P<first>{_QUOTE})\s*,?\s+and\s+the\s+second\s+(?:one\s+)?is\s+"
    rf"(?P<second>{_QUOTE})",
    re.I,
)
"""Two adds announced, then named: "put two more jobs on my list? The first is 'A' and the
second is 'B'"."""


def quoted_adds(text: str) -> str:
    """`text` with its quoted adds said as "add 'A' (and 'B') to my list"."""
    text = _WANTED_ADDED.sub(r"add \g<title> to ", text)
    text = _ADDED_AFTER.sub(r"\g<first> and \g<second> \g<list>", text)
    return _ANNOUNCED.sub(r"add \g<first> and \g<second> \g<list>", text)
