"""Marks weighted by the share each part of a course counts for: overall, or needed on the final.

"coursework counts 35% and I got 72, the exam counts 65% and I got 65: my final mark?" is
(35 * 72 + 65 * 65) / 100. "the final is worth 40%; I'm on 89 for the other 60%; what do I
need on the final to get 85 overall?" is (85 * 100 - 60 * 89) / 40. The weights must add up to
100; each weight goes with the mark said in the same order, and a story whose numbers do not
all find a part is not read.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.tools.number_words import replace_number_words

__all__ = ["mark_needed", "weighted_mark"]

_N = NUMBER
_COURSE = re.compile(
    r"\b(?:coursework|cw|exam|exams|final|finals|module|course|grade|mark|marks|assignment|"
    r"project|test|quiz|midterm|practical|essay)\b"
)
_WEIGHT = re.compile(rf"(?<![\w.])(?P<n>{_N})\s*(?:%|percent\b|per\s+cent\b)")
_NUMBERS = re.compile(rf"(?<![\w.]){_N}(?!\.?\d)")
_OVERALL_ASKED = re.compile(
    r"\b(?:overall|final\s+(?:mark|grade|score|result)|module\s+(?:mark|grade)|weighted\s+"
    r"(?:mark|grade|average)|what\s+is\s+it|whats\s+it)\b"
)
_NEED_ASKED = re.compile(
    r"\b(?:what|which)\b[^?.!]*\b(?:need|have\s+to\s+get|must\s+(?:i\s+)?get|should\s+i\s+get)\b[^?.!]*\b(?:on|in)\s+(?:the\s+|my\s+)?"
    r"(?:final|exam|finals)\b"
)
_TARGET = re.compile(
    rf"(?<![\w.])(?P<n>{_N})\s*%?\s+overall\b|\boverall\s+(?:of\s+|mark\s+of\s+|grade\s+of\s+)?"
    rf"(?P<n2>{_N})(?!\.?\d)|\bend\s+up\s+with\s+(?:an?\s+)?(?P<n3>{_N})(?!\.?\d)"
)
_FINAL_WEIGHT = re.compile(
    rf"\bfinal(?:\s+exam)?\s+(?:is\s+worth|is|counts?(?:\s+for)?|=|worth)\s+(?P<n>{_N})\s*%|"
    rf"\bfinal(?:\s+exam)?\s+(?:counts\s+for|is\s+worth)\s+(?P<n2>{_N})\s*%"
)
_NAMED_MARK = re.compile(
    r"\s*(?:%\s*)?(?:in|on|for)\s+(?:the\s+|my\s+)?(?:coursework|cw|exam|final|essay|project|test|"
    r"quiz|midterm|practical|assignment)\b"
)
"""A mark said with its part: "got 50 in cw and 68 in the exam"."""
_OTHER_WEIGHT = re.compile(rf"\bother\s+(?P<n>{_N})\s*%")


def _lower(task: str) -> str:
    return replace_number_words(task.lower().replace("’", "'"))


def weighted_mark(task: str) -> str | None:
    """The overall mark of parts weighted in percent, each with its mark; None otherwise."""
    text = _lower(task)
    if not _COURSE.search(text) or not _OVERALL_ASKED.search(text) or _NEED_ASKED.search(text):
        return None
    weights = list(_WEIGHT.finditer(text))
    at = {m.start("n") for m in weights}
    marks = [m for m in _NUMBERS.finditer(text) if m.start() not in at]
    if len(weights) not in (2, 3) or len(marks) != len(weights):
        return None
    if sum(float(w["n"]) for w in weights) != 100:
        return None  # "25% and 70%": a part is missing
    starts = [w.start() for w in weights] + [len(text)]
    interleaved = all(starts[i] < m.start() < starts[i + 1] for i, m in enumerate(marks))
    if not interleaved and not all(_NAMED_MARK.match(text, m.end()) for m in marks):
        return None  # "30% essay, 70% exam. got 51 and 57": which is which?
    terms = " + ".join(f"{w['n']} * {m[0]}" for w, m in zip(weights, marks, strict=True))
    return f"({terms}) / 100"


def mark_needed(task: str) -> str | None:
    """The mark the final needs for an overall target, the rest of the course marked already."""
    text = _lower(task)
    if not _NEED_ASKED.search(text):
        return None
    final = _FINAL_WEIGHT.search(text)
    target = _TARGET.search(text)
    if final is None or target is None:
        return None
    final_at = final.start("n") if final["n"] else final.start("n2")
    weight = final["n"] or final["n2"]
    target_at = next(target.start(g) for g in ("n", "n2", "n3") if target[g])
    goal = target["n"] or target["n2"] or target["n3"]
    other = _OTHER_WEIGHT.search(text)
    used = {final_at, target_at, *([other.start("n")] if other else [])}
    if other is not None and float(other["n"]) + float(weight) != 100:
        return None  # "final 30%, the other 60%": a part is missing
    rest = [m[0] for m in _NUMBERS.finditer(text) if m.start() not in used]
    if len(rest) != 1 or float(weight) == 0:
        return None
    return f"({goal} * 100 - (100 - {weight}) * {rest[0]}) / {weight}"
