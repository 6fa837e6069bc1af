"""A price taken through several steps, without a model.

"Dinner was $84, add an 18% tip and split it 4 ways", "a $120 jacket is 25% off, plus 8% sales
tax", "3 shirts at $14 each with a coupon for $11 off: what will they cost me?". The story gives a
price (or a count of things at a price each), then steps in the order a till takes them: percents
added (a tip, a tax) or taken off (a discount), amounts off (a coupon), and last a split between
people. Every number of the story must play one of these roles, and the question must ask for the
final amount (each person's share when the bill is split), or the reading is None.

A percent and an amount off together are read only when the percent is a tax, which a till
charges last; a percent discount and a coupon could be taken in either order, so they are left
unread rather than guessed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from agentschool.agent.arithmetic import NUMBER, plain_wording
from agentschool.agent.headcount import PEOPLE, others_counted, people_count

__all__ = ["others_counted", "price_steps"]

_N = NUMBER
_ADDED = (
    r"tip|tips|tipping|tax|taxes|vat|gratuity|service(?:\s+charge)?|surcharge|markup|mark-up|fee|"
    r"on\s+top|extra"
)
_TAXES = re.compile(r"tax|taxes|vat")
_TAKEN = r"off|discount|discounted|markdown|reduction|sale"
_PERCENT = re.compile(rf"(?<![\w.])(?P<p>{_N})%")
_NAMED_AFTER = re.compile(  # "18% tip", "8% sales tax", "5% booking fee", "15% for the tip"
    r"\s+(?:(?:for|as|in)\s+(?:the\s+|a\s+)?|(?:(?!(?:of|on|for|to|from|and|or)\b)[a-z-]+\s+){0,2}?)"
    rf"(?P<word>{_ADDED}|{_TAKEN})\b"
)
_NAMED_BEFORE = re.compile(  # "a tip of 20%", "tax is 8%"
    rf"\b(?P<word>{_ADDED}|{_TAKEN})\s+(?:of\s+|is\s+|at\s+|rate\s+of\s+)?$"
)
_AMOUNT_OFF = re.compile(
    rf"(?<![\w.])(?P<c>{_N})(?![\d.%])\s+(?:off\b|coupon\b|voucher\b|discount\b|rebate\b|"
    r"gift\s+card\b|store\s+credit\b)|"
    rf"\b(?:coupon|voucher|rebate|gift\s+card)\s+(?:for|of|worth)\s+(?P<c2>{_N})(?![\d.%])"
)
_EACH = r"(?:each|apiece|a\s+piece|per\s+(?:item|piece|unit|one)|a\s+pop)"
_PRICED = re.compile(  # "3 shirts at 14 each", "4 mugs for 12.50 apiece"
    rf"(?<![\w.])(?P<n>\d+)\s+(?:[a-z'-]+\s+){{1,3}}?(?:(?:that\s+)?(?:cost|costs|costing|are|"
    rf"were)\s+)?(?:at|for|@)?\s*(?P<x>{_N})\s+{_EACH}\b|"
    rf"(?<![\w.])(?P<n2>\d+)\s+(?:[a-z'-]+\s+){{1,3}}?(?:at|@)\s*(?P<x2>{_N})(?![\d.%])"
    rf"(?!\s+(?:off|coupon|discount|tip|tax))"
)
_BILLED = re.compile(  # "£70 per hour ... I did 37 hours", "12 hours at 45 an hour"
    rf"(?<![\w.])(?P<x>{_N})\s*(?:/\s*|per\s+|an?\s+)(?:hour|hr)\b.*?(?<![\w.])(?P<n>{_N})\s+"
    r"(?:hours|hrs)\b|"
    rf"(?<![\w.])(?P<n2>{_N})\s+(?:hours|hrs)\s+at\s+(?P<x2>{_N})\s*(?:/\s*|per\s+|an?\s+)(?:hour|hr)\b"
)
_SPLIT = re.compile(r"\b(?:split|splitting|divide|divided|dividing|share|shared|sharing)\b")
_SPLIT_COUNT = re.compile(
    r"\b(?:between|among|amongst|by|into)\s+(?:the\s+)?(?P<n>\d+)\b(?![\d.%])|"
    r"(?<![\w.])(?P<n2>\d+)\s+ways\b"
)
_EACH_ASKED = re.compile(
    r"\b(?:each|apiece|per\s+(?:person|head)|a\s+head|a\s+person|everyone|every\s+one|"
    r"(?:my|our|their|his|her)\s+share|each\s+share)\b"
)
_QUESTION = re.compile(
    r"\b(?:how|what|what's|whats)\b|^(?:please\s+)?(?:compute|calculate|work\s+out|figure\s+out|find|"
    r"determine|tell\s+me)\b"
)
_FINAL_ASKED = re.compile(
    r"\b(?:cost|costs|pay|paying|pays|total|final|owes?|spend|spent|price|come\s+to|comes\s+to|share|"
    r"how\s+much)\b"
)
_PART_ASKED = re.compile(
    r"\bhow\s+much\s+(?:(?:is|was|will\s+be|would\s+be|should\s+be|do\s+i\s+leave\s+(?:for|as))\s+)?"
    r"(?:the\s+|my\s+|our\s+|a\s+)?(?:tip|tax|discount|savings?|coupon|gratuity)\b|\bsave\b|"
    r"\bhow\s+much\s+(?:tip|tax|off)\b|\bthe\s+(?:tip|tax|discount)\s+(?:alone|only)\b"
)
_ORDER = re.compile(r"\b(?:add|adding|apply|applying|take|taking|split|splitting|divide)\b")


@dataclass(frozen=True, slots=True)
class _Step:
    at: int
    operation: str
    """`* (100 + 18) / 100`, `- 11`: applied to everything before it."""
    number: str
    percent: str = ""
    """"tax" or "other" for a percent step; empty for an amount off."""


def _percents(text: str) -> list[_Step] | None:
    """The percent steps, or None when a percent is not one ("leave 20%", "20% of the bill")."""
    steps = []
    for match in _PERCENT.finditer(text):
        after = _NAMED_AFTER.match(text, match.end())
        named = after or _NAMED_BEFORE.search(text, 0, match.start())
        if named is None:
            return None
        word, p = named["word"], match["p"]
        sign = "+" if re.fullmatch(_ADDED, word) else "-"
        kind = "tax" if _TAXES.fullmatch(word) else "other"
        steps.append(_Step(match.start(), f"* (100 {sign} {p}) / 100", p, kind))
    return steps


def _split(text: str, question: str) -> tuple[bool, str]:
    """Whether the story's split (if any) is read, and its count ("" when nothing is split)."""
    split = _SPLIT.search(text)
    if split is None:
        people = PEOPLE.search(text)  # "$120, tip 15%, 5 people: how much per person?"
        if people is None or not _EACH_ASKED.search(question):
            return True, ""
        if others_counted(text, people.start()):
            return False, ""
        return True, people_count(people)
    count = _SPLIT_COUNT.search(text, split.start()) or PEOPLE.search(text)
    if count is None or (question and not _EACH_ASKED.search(question)):
        return False, ""  # "split it evenly" with no count, or a total asked of a split bill
    if others_counted(text, count.start()):
        return False, ""  # "splitting it with 3 friends": 4 shares, or more if "we" split it
    return True, people_count(count)


def _base(text: str) -> tuple[str, list[str]] | None:
    """The price the steps start from ("3 * 14" for 3 shirts at 14 each) and its numbers."""
    matches = [*_PRICED.finditer(text), *_BILLED.finditer(text)]
    priced = {(m["n"] or m["n2"], m["x"] or m["x2"]) for m in matches}  # one base read twice
    if len(priced) > 1:
        return None
    if priced:
        n, x = priced.pop()
        return f"{n} * {x}", [n, x]
    return "", []


def _remove(numbers: list[str], used: list[str]) -> list[str] | None:
    left = list(numbers)
    for number in used:
        if number not in left:
            return None
        left.remove(number)
    return left


def price_steps(task: str) -> str | None:
    """The final amount of a price taken through its steps, or None when the story is not one."""
    text = re.sub(r"(?<=\d)\s*(?:percent\b|per\s+cent\b)", "%", plain_wording(task))
    raw = task.lower().replace("’", "'")  # plain wording drops a leading "what's"
    starts = [m.start() for m in _QUESTION.finditer(raw)]
    question = raw[starts[-1] :] if starts else ""
    if not question and raw.rstrip().endswith("?"):  # "…, plus 5% booking fee. Total?"
        question = re.split(r"[.!;]\s+", raw.rstrip())[-1]
    if question and (_PART_ASKED.search(question) or not _FINAL_ASKED.search(question)):
        return None
    if not question and not _ORDER.search(text):
        return None
    percents = _percents(text)
    base = _base(text)
    readable, split = _split(text, question)
    if percents is None or base is None or not readable:
        return None
    offs = [
        _Step(m.start(), f"- {m['c'] or m['c2']}", m["c"] or m["c2"])
        for m in _AMOUNT_OFF.finditer(text)
    ]
    if offs and any(step.percent != "tax" for step in percents):
        return None  # a discount and a coupon: which comes first is not said
    if sum(step.operation.startswith("* (100 +") for step in percents) > 1:
        return None  # a tax and a tip: is the tip on the bill before tax or after?
    steps = offs + sorted(percents, key=lambda s: s.at)  # a tax is charged last
    used = [*base[1], *(s.number for s in steps), *([split] if split else [])]
    left = _remove(re.findall(rf"(?<![\w.]){_N}", text), used)
    start, operations = base[0], len(steps) + (1 if split else 0) + (1 if base[0] else 0)
    if left is None or len(left) != (0 if start else 1):
        return None  # a number with no role: some other story
    if operations < 2 and not offs:
        return None  # one step alone: the one-operation readings take it
    expression = start or left[0]
    for step in [*steps, *([_Step(0, f"/ {split}", split)] if split else [])]:
        grouped = expression if re.fullmatch(_N, expression) else f"({expression})"
        expression = f"{grouped} {step.operation}"
    return expression
