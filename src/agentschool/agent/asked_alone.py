"""One calculation among sentences that only frame it: homework checks and the like.

"my son's maths sheet: 446 times 65. what's the answer so I can check his?", "Fractions homework
question: 1/20 + 1/2 = ? (answer as a decimal)", "what is 17/25 − 1/2, written as a decimal?
checking my kid's homework". Exactly one part of the task must read as a calculation (after a
label before ":" or " - ", and "= ?" after it); every other part must hold no number and only
frame the question (whose homework, that the answer is wanted, how to write it). A part that
could be another request, or a number no part reads, leaves the task to the other readers.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import plain_wording, to_expression
from agentschool.agent.wrapping import label_asks

__all__ = ["one_calculation"]

_ASIDE = re.compile(r"\s*\((?P<aside>[^()\d]*[a-z][^()\d]*)\)\s*[.!?]?\s*$", re.I)
"""A trailing aside with no number: "(homework, so do it the BIDMAS way)"."""
_PARTS = re.compile(r"(?<=[.?!])\s+(?=\S)")
_EQUALS_ASKED = re.compile(r"\s*=\s*\??\s*$")
_GRADE = r"(?:year|grade|class|form|y|p)\s*\d{1,2}\b"
_LABEL = re.compile(
    rf"^(?:[^:\d]*?(?:\b{_GRADE})?[^:\d]*:|[^\d:–—-]*?(?:\b{_GRADE})?[^\d:–—-]*\s[-–—])\s*", re.I
)
"""A label before the calculation: "year 6 homework:", "order of operations question - "."""
_LABEL_TOPIC = re.compile(r"\border\s+of\s+operations\b", re.I)
"""A topic named in a label, not an operation it asks ("round:" and "half of it:" do ask)."""
_FRAMING = re.compile(
    r"\b(?:answers?|results?|decimals?|fractions?|right|correct|check(?:ing)?|homework|sheet|maths?|"
    r"question|help|please|pls|thanks?|thank\s+you|come\s+to|equals?|kids?|son|daughter|child|"
    r"children|bidmas|bodmas|pemdas|order\s+of\s+operations|work(?:ing)?\s+out|teacher|school|"
    r"test|exam|revision|stuck|sure|double[-\s]check)\b",
    re.I,
)
"""Words of a sentence that frames the calculation: whose, why, how the answer is wanted."""
_TAIL = re.compile(
    r"(?:\s+for\s+(?:my|our|his|her|their|the|a)\s+(?:[a-z']+\s+){0,2}?[a-z']+)?"
    r"(?:\s+(?:pls|plz|please|thanks|thx))?\s*$",
    re.I,
)
"""Words after the calculation that say whose it is: "sqrt 6.25 for my homework pls"."""
_PURPOSE = re.compile(r"\s*for\s+(?:my|our|his|her|their)\s", re.I)
"""A tail that says whose the answer is, with no number: "... for my lab report"."""
_OTHER_REQUEST = re.compile(
    r"\b(?:list|to-?dos?|remind|tasks?|add|put|delete|remove|mark|tick|email|send|call|book|buy|"
    r"order|schedule|translate|write\s+(?:me|a|an)|tell\s+me\s+a)\b",
    re.I,
)


def one_calculation(task: str) -> tuple[str, str] | None:
    """The wording and expression of the one calculation `task` asks, or None."""
    text = _ASIDE.sub(lambda m: "" if _FRAMING.search(m["aside"]) else m[0], task.strip())
    found: list[tuple[str, str]] = []
    for part in (p.strip(" ,;") for p in _PARTS.split(text)):
        clause = _EQUALS_ASKED.sub("", part.rstrip(".!? ")).strip()
        if (label := _LABEL.match(clause)) and not label_asks(_LABEL_TOPIC.sub("", label[0])):
            clause = _EQUALS_ASKED.sub("", clause[label.end() :]).strip()
        tail = _TAIL.search(clause)
        if tail and tail.group().strip() and _frames(tail.group()):
            clause = clause[: tail.start()]  # "sqrt 576 for my homework pls"
        if clause and re.search(r"\d", clause) and (expression := to_expression(clause)):
            found.append((clause, expression))
        elif re.search(r"\d", re.sub(_GRADE, "", part, flags=re.I)) or _OTHER_REQUEST.search(part):
            return None  # a number no part reads, or another request
        elif part and not _FRAMING.search(part):
            return None  # a sentence that may ask something else
    return found[0] if len(found) == 1 else None


def _frames(tail: str) -> bool:
    """Whether words after the calculation only frame it: "for my lab report", "for my homework".

    "for my 3 kids" holds a number the calculation may need: it frames nothing.
    """
    if re.search(r"\d", plain_wording(tail)):
        return False
    return _FRAMING.search(tail) is not None or _PURPOSE.match(tail) is not None
