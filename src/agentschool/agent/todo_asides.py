"""Clauses about the to-do list that ask for nothing: a reason after it, an idea not to add yet.

"Is 'X' on my list? Just tell me, don't change anything": the last clause asks for no step; a
task that says so must plan no change at all (the planner refuses one that would).

"take baked beans off the list we've still got loads": the words after the list are a reason.

"I might need to photocopy the handouts later, but don't add it yet" and "thinking about
descaling the kettle, no need to add it" name a to-do only to say it must not be added: the
clause plans no step, and the rest of the task ("how many tasks are on my list?") is read alone.
The idea must hold no number and no request of its own ("what's 2+2, but don't add it" asks a
calculation: not an aside).
"""

from __future__ import annotations

import re

from agentschool.agent.todo_lexicon import THE_LIST, WHEN_SAID

__all__ = ["AFTER_THE_LIST", "changes_nothing", "declines_add", "forbids_change", "says_when"]

AFTER_THE_LIST = re.compile(
    rf"(?P<request>.+?\s(?:off|from|on|onto|to)\s+{THE_LIST})\s*[,;]?\s+"
    r"(?:(?:we|i|it|that|this|they|he|she)(?:'\w+|\s+(?:do\s*n[o']?t|don'?t|have|has|had|are|is|"
    r"was|were|still|already|no\s+longer|never))\b|"
    r"(?:my|our|his|her|their|the)\s+[a-z]+\s+(?:is|are|was|has|have|will|'s|already|said)\b|"
    r"for\s+(?:the|my|our|this|next)\s+(?:[a-z]+\s+)?(?:shop|shopping|trip|weekend|week|party|"
    r"holiday|move)\b|so\s+(?:that\s+)?(?:my|the|our|it)\s+(?:list\s+)?(?:is|looks|stays)\s+"
    r"(?:tidy|clean|neat|clear|short|up\s+to\s+date)\b|all\s+of\s+it(?:,?\s+done\s+or\s+not)?|"
    r"(?:the\s+)?plans?\s+(?:have\s+|has\s+)?changed)[^?]*",
    re.I,
)
"""A clause after the list ("... off the list we've still got loads", "..., my partner is doing
it"): a reason."""

_DECLINED = re.compile(
    r"^(?P<idea>.+?)\s*(?:,|;|\.|\s[-–—])?\s*(?:but\s+|so\s+)?(?:please\s+)?"
    r"(?:do\s*n[o']?t|do\s+not|no\s+need\s+to|there'?s\s+no\s+need\s+to|"
    r"you\s+do\s*n[o']?t\s+(?:need|have)\s+to)\s+(?:add|put|write)\s+(?:it|that|this)"
    rf"(?:\s+(?:on|to|down)(?:\s+{THE_LIST})?)?"
    r"(?:\s+(?:(?:just\s+)?yet|now|for\s+now|right\s+now|at\s+the\s+moment))?$",
    re.I,
)
_INTENT = re.compile(
    r"^(?:i\s+(?:might|may|could|should|will|'ll)\s+(?:need|have|want)\s+to|i\s+might|maybe|"
    r"(?:i'?m\s+)?thinking\s+(?:about|of)|i'?m\s+(?:considering|wondering\s+about)|"
    r"at\s+some\s+point|one\s+day)\b",
    re.I,
)


def declines_add(clause: str) -> bool:
    """Whether `clause` names an idea only to say it must not be added ("..., don't add it yet")."""
    match = _DECLINED.fullmatch(clause.strip().rstrip(".!"))
    if match is None:
        return False
    idea = match["idea"]
    return _INTENT.match(idea) is not None and not re.search(r"\d|[+*/=%]", idea)


_TELL_ME = r"(?:(?:just|only)\s+)?(?:tell|show)\s+me(?:\s+(?:that|please))?"
_NO_CHANGE = re.compile(
    rf"^(?:{_TELL_ME}\s*[,;:.-]?\s*)?(?:(?:but\s+|and\s+)?(?:please\s+)?"
    r"(?:do\s*n[o']?t|do\s+not|never)\s+(?:change|touch|edit|modify|alter)\s+"
    r"(?:anything|a\s+thing|it|(?:my|the)\s+list)|no\s+changes(?:\s+please)?)"
    rf"(?:\s*[,;:.-]?\s*{_TELL_ME})?$|^{_TELL_ME}$|"
    r"^(?:(?:just|only)\s+)?(?:(?:a\s+)?yes\s+or\s+no|check(?:ing)?(?:\s+(?:it|that|for\s+me))?)"
    r"(?:\s+(?:please|pls|thanks))?$",
    re.I,
)


def changes_nothing(clause: str) -> bool:
    """Whether `clause` only says to change nothing ("just tell me, don't change anything").

    "yes or no" and "only check please" after a question about the list say the same.
    """
    return _NO_CHANGE.fullmatch(clause.strip().rstrip(".!")) is not None


_FORBIDS = re.compile(
    r"\b(?:(?:do\s*n[o']?t|do\s+not|never)\s+(?:change|touch|edit|modify|alter)\s+"
    r"(?:anything|a\s+thing|it|(?:my|the)\s+(?:to-?do\s+)?list)|no\s+changes)\b",
    re.I,
)


def forbids_change(task: str) -> bool:
    """Whether `task` says anywhere to change nothing ("..., don't change anything").

    Such a task may only read: "add milk to my list, don't change anything" contradicts itself,
    and is not for rules to settle.
    """
    return _FORBIDS.search(task) is not None


def says_when(clause: str) -> bool:
    """Whether `clause` only says when ("This morning", cut at its dash): it asks nothing.

    The rest of the task ("what have I still got to do?") is read alone.
    """
    return re.fullmatch(WHEN_SAID, clause.strip().rstrip(".!:,"), re.I) is not None
