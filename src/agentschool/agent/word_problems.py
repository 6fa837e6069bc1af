"""Everyday word problems with one clear operation, as a calculator expression, without a model.

"I spent $12 and $8.50, how much in total?", "I bought 3 shirts at $14 each, how much did I
spend?", "I had $40 and spent $12.50, how much is left?", "the bill is $84 for 4 of us, how much
each?", "I save $200 a month, how much after 6 months?". A story is read as a whole (its
question often follows a comma), by the role its numbers play: a price per item, a rate per unit of
time, a share per person, what was had and what went, or amounts to add up. `story_expression`
answers None unless exactly one of these readings fits, so the caller can hand the task on.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from agentschool.agent.arithmetic import NUMBER, plain_wording

__all__ = ["story_expression"]

_N = NUMBER
_EACH = r"(?:each|apiece|a\s+piece|per\s+[a-z]+|a\s+(?:pop|go|unit|item|ticket|head))"
_PRICED = re.compile(  # "3 shirts at 14 each", "9 coffees cost 4.50 apiece"
    rf"(?<![\d.])(?P<n>\d+)\s+(?:[a-z'-]+\s+){{1,3}}?(?:(?:that\s+)?(?:cost|costs|costing|were|are)\s+)?"
    rf"(?:at|for|@)?\s*(?P<x>{_N})\s+{_EACH}\b"
)
_UNIT = r"(?P<u>day|week|month|year|hour|night|shift|lesson|session)"
_RATE = re.compile(rf"(?P<x>{_N})\s+(?:a|an|per|each|every)\s+{_UNIT}\b")
_SPAN = r"(?:after|over|in|for|during|within)\s+(?P<n>{n})\s+{u}s?\b"
_PEOPLE = re.compile(
    r"(?<![\d.])(?P<n>\d+)\s+(?:of\s+us|of\s+them|people|persons|friends|guests|ways|colleagues|"
    r"kids|children|roommates|flatmates|housemates|coworkers|siblings)\b"
)
_PER_PERSON = re.compile(
    r"\b(?:each|apiece|per\s+(?:person|head)|a\s+head|everyone|every\s+one|a\s+person)\b"
)
_HAD = re.compile(
    rf"\b(?:had|have|has|got|start(?:ed)?\s+with|there\s+(?:were|are|was|is))\s+(?P<x>{_N})"
)
_WENT = re.compile(
    r"\b(?:spen[dt]|spending|paid|pay|gave|give|lost|lose|used|use|ate|eat|sold|sell|took|take|"
    r"withdrew|withdraw|donated|donate|lent|lend)\b"
)
_LEFT = re.compile(r"\b(?:left|remain(?:s|ing)?|left\s+over|still\s+have)\b")
_TOTAL = re.compile(
    r"\b(?:in\s+total|total|altogether|all\s+together|in\s+all|combined|overall|sum)\b|"
    r"\bhow\s+much\s+(?:did|have|do|will)\s+(?:i|we|you)\s+(?:spen[dt]|paid|pay|owe)\b"
)
_OPERATIONS = re.compile(
    r"[*/^%+×÷]|\b(?:times|minus|plus|divided|multiplied|over|percent|each|apiece|per|split|"
    r"share|left|remain\w*|average|mean|half|double|twice|square|root)\b"
)
_QUESTION = re.compile(r"\b(?:how|what|what's|whats)\b")


def _numbers(text: str) -> list[str]:
    return re.findall(rf"(?<![\w.]){_N}", text)


def _priced(text: str, numbers: list[str]) -> str | None:
    match = _PRICED.search(text)
    if match and len(numbers) == 2:
        return f"{match['n']} * {match['x']}"
    return None


def _rate(text: str, numbers: list[str]) -> str | None:
    rate = _RATE.search(text)
    if rate is None or len(numbers) != 2:
        return None
    span = re.search(_SPAN.format(n=r"\d+(?:\.\d+)?", u=rate["u"]), text)
    return f"{rate['x']} * {span['n']}" if span else None


def _share(text: str, numbers: list[str]) -> str | None:
    people = _PEOPLE.search(text)
    if people is None or len(numbers) != 2 or not _PER_PERSON.search(text):
        return None
    amount = numbers[1] if numbers[0] == people["n"] else numbers[0]
    return f"{amount} / {people['n']}"


def _left(text: str, numbers: list[str]) -> str | None:
    had = _HAD.search(text)
    if had is None or not (_WENT.search(text[had.end() :]) and _LEFT.search(text)):
        return None
    gone = _numbers(text[had.end() :])
    return f"{had['x']} - {' - '.join(gone)}" if gone else None


def _total(text: str, numbers: list[str]) -> str | None:
    if len(numbers) < 2 or not _TOTAL.search(text) or _OPERATIONS.search(text):
        return None
    return " + ".join(numbers)


_READINGS: tuple[Callable[[str, list[str]], str | None], ...] = (
    _priced,
    _rate,
    _share,
    _left,
    _total,
)


def story_expression(task: str) -> str | None:
    """The expression a one-operation word problem asks for, or None when it is not one.

    The task must ask a question ("how much ...", "what's the total") about its numbers; the
    readings are tried in order and the first that fits answers.
    """
    text = plain_wording(task)
    if not _QUESTION.search(task.lower()) and not _TOTAL.search(text):
        return None
    numbers = _numbers(text)
    for reading in _READINGS:
        expression = reading(text, numbers)
        if expression is not None:
            return expression
    return None
