"""Readings of a story's amounts of one kind, beside the unit products of `quantities`.

An average of listed amounts ("my scores were 82, 91 and 77: my average?"), what a goal still
needs ("costs $24,850 and I've saved $17,287: how much more?"), what to put by each week to reach
it ("need $2,800, have $1,190, 22 weeks to go: how much a week?"), the weeks it takes at a rate
("€40 a week: how many weeks until I have enough?") and a percent change ("went from $60 to $78:
by what percent?"). Each answers None unless its reading is the only one.
"""

from __future__ import annotations

import itertools
import re
from fractions import Fraction

from agentschool.agent.quantity_reader import NUMBER_TEXT, Quantity
from agentschool.agent.units import CURRENCIES

__all__ = [
    "NEED_MORE",
    "SCALE_ASIDE",
    "average",
    "budget_left",
    "need_more",
    "percent_change",
    "periods_to_goal",
    "saving_rate",
    "score_needed",
]

_AVERAGE = re.compile(r"\b(?:average|mean)\b")


_NOT_ALL_AVERAGED = re.compile(
    r"\bout\s+of\b|\b(?:drop|dropping|ignor\w*|exclud\w*|except|without|leav\w*\s+out|"
    r"not\s+counting|remov\w*|discard\w*)\b|\b(?:average|mean)\b.*\b(?:then|plus|add|minus|"
    r"subtract|times|multipl\w*|divid\w*|double|halve)\b"
)
"""A number that is no amount averaged (the most marks), one left out, or a step after the mean."""


SCALE_ASIDE = re.compile(r"\((?:each\s+|all\s+)?out\s+of\s+\d+\)")
"""The scale of the amounts that follow, told aside: "spelling scores (out of 20): 13, 20, 12"."""
_LISTED = re.compile(r"\s*(?:[,;]\s*)?(?:and\s+)?(?:(?:on\s+|in\s+)?[a-z]+\s*[:=-]?\s*)?")
"""Between two amounts of one list: a comma, an "and", a one-word label ("Tuesday: ")."""


def average(text: str, quantities: list[Quantity], question: str) -> str | None:
    """Amounts of one kind, asked their average: "my scores were 82, 91 and 77: my average?"."""
    if len(quantities) < 2 or not _AVERAGE.search(question) or _NOT_ALL_AVERAGED.search(text):
        return None  # "out of 100", "if I drop the lowest", "and then add 4": not all averaged
    first, rest = quantities[0], quantities[1:]
    if first.value == len(rest) and first.unit != rest[0].unit and len({q.unit for q in rest}) == 1:
        quantities = rest  # "our last four weekly shops were 135.78, 57.30, 132.06 and 110.71"
    if len({q.unit for q in quantities}) != 1:
        return None
    if any(not _LISTED.fullmatch(text, a.end, b.start) for a, b in itertools.pairwise(quantities)):
        return None  # "31, 29 and 35 and the record is 25": one number is no part of the list
    return f"({' + '.join(q.number for q in quantities)}) / {len(quantities)}"


NEED_MORE = re.compile(
    r"\bhow\s+much\s+change\b|\bhow\s+much\s+more\b.*\b(?:need|save|go|short|left)\b|\bhow\s+much\s+(?:is\s+)?(?:still\s+)?"
    r"(?:left\s+to|to\s+go|(?:do|does)\s+(?:i|we|he|she|they)\s+still\s+need)"
)


def need_more(quantities: list[Quantity], question: str) -> str | None:
    """A goal and what is there: "costs $24,850, I've saved $17,287: how much more do I need?"."""
    if len(quantities) != 2 or not NEED_MORE.search(question):
        return None
    if quantities[0].unit != quantities[1].unit:
        return None
    high, low = sorted(quantities, key=lambda q: q.value, reverse=True)
    return f"{high.number} - {low.number}"


_FROM_TO = re.compile(
    rf"\bfrom\s+(?P<a>{NUMBER_TEXT})(?:\s+[a-z]+){{0,3}}?\s+to\s+(?P<b>{NUMBER_TEXT})\b"
)
_FALL = re.compile(
    r"\b(?:fall|fell|drop|dropped|decrease|decreased|decline|declined|down|lose|lost|cheaper|less|cut|reduc\w*)\b"
)


def percent_change(text: str, quantities: list[Quantity], question: str) -> str | None:
    """An amount from one value to another, asked as a percent: "went from $60 to $78"."""
    move = _FROM_TO.search(text)
    if move is None or not re.search(r"\bpercent(?:age)?\b", question):
        return None
    moved = [q for q in quantities if move.start() <= q.start < move.end()]
    others = [q for q in quantities if q not in moved]
    if len(moved) != 2 or any(q.unit == moved[0].unit for q in others):
        return None  # "a dozen eggs went up from £3.45 to £4.83": the dozen is not a third amount
    a, b = move["a"], move["b"]
    if Fraction(a) == 0:
        return None
    if _FALL.search(question):
        return f"({a} - {b}) / {a} * 100"
    return f"({b} - {a}) / {a} * 100"


_SAVED = re.compile(
    r"\b(?:have|had|got|saved|so\s+far|already|put\s+(?:aside|away|by)|in\s+the\s+bank)\b"
)
_USED = re.compile(r"\b(?:used|gone|burn(?:ed|t)|spent|eaten)\b")
_FORWARD = re.compile(r"\b(?:can|could|should|may|allowance|allowed|to\s+(?:use|spend))\b")
"""A question of what may still be used each period ("how many GB a day can I use?")."""
_CYCLES = {"month": {"day", "week"}, "week": {"day"}, "year": {"day", "week", "month"}}


def _cycle(q: Quantity, period: str) -> Quantity:
    """An allowance per a longer period than the one asked, as the amount of that cycle.

    "15 GB a month, 4.8 GB gone, 15 days to go: a day?": the month's 15 GB.
    """
    units = dict(q.unit)
    longer = [n for n, p in q.unit if p == -1 and period in _CYCLES.get(n, set())]
    if len(q.unit) != 2 or len(longer) != 1:
        return q
    units.pop(longer[0])
    return Quantity(q.number, tuple(units.items()), q.start, q.end, q.value, q.of)


_PERIOD_ASKED = re.compile(
    r"\b(?:a|per|each|every)\s+(?P<p>week|month|day|fortnight|year)\b|"
    r"\b(?P<ly>week|month|dai|fortnight|year)ly\b"
)


def saving_rate(text: str, quantities: list[Quantity], question: str) -> str | None:
    """What to put by each period to reach a goal: "need $2,800, have $1,190, 22 weeks: a week?".

    Two amounts of money (a goal and what is saved, the larger the goal) and one count of the
    periods the question asks per.
    """
    asked = _PERIOD_ASKED.search(question)
    forward = _FORWARD.search(question)
    told = (_SAVED.search(text) and not _USED.search(text)) or (_USED.search(text) and forward)
    if asked is None or len(quantities) != 3 or not told:
        return None  # "had $500, spent $200 over 10 days: a day?" is what was spent, 20
    period = asked["p"] or {"dai": "day"}.get(asked["ly"], asked["ly"])
    periods = [q for q in quantities if q.unit == ((period, 1),)]
    amounts = [_cycle(q, period) for q in quantities if q not in periods]
    if len(periods) != 1 or len(amounts) != 2 or amounts[0].unit != amounts[1].unit:
        return None
    if not amounts[0].unit or any(p < 0 for _, p in amounts[0].unit) or periods[0].value == 0:
        return None
    high, low = sorted(amounts, key=lambda q: q.value, reverse=True)
    return f"({high.number} - {low.number}) / {periods[0].number}"


_PERIODS_ASKED = re.compile(r"\bhow\s+many\s+(?:more\s+)?(?P<p>week|month|day|fortnight|year)s\b")


def periods_to_goal(text: str, quantities: list[Quantity], question: str) -> str | None:
    """Whole periods until a goal is saved: "costs €1,750, I've got €140, €40 a week: weeks?".

    Two amounts of one currency (a goal and what is saved) and what is put by each period the
    question counts; the periods are rounded up (the last one reaches the goal).
    """
    asked = _PERIODS_ASKED.search(question)
    if asked is None or len(quantities) != 3 or not _SAVED.search(text):
        return None
    rates = [q for q in quantities if dict(q.unit).get(asked["p"]) == -1]
    amounts = [q for q in quantities if q not in rates]
    if len(rates) != 1 or len(amounts) != 2 or amounts[0].unit != amounts[1].unit:
        return None
    money = next((n for n, p in amounts[0].unit if p == 1), "")
    if not money or dict(rates[0].unit).get(money) != 1 or rates[0].value == 0:
        return None
    high, low = sorted(amounts, key=lambda q: q.value, reverse=True)
    return f"ceil(({high.number} - {low.number}) / {rates[0].number})"


_PERIODS = frozenset({"day", "week", "fortnight", "month", "term", "year"})
_LEFT_ASKED = re.compile(r"\b(?:left(?:\s+over)?|leftover|remain(?:s|ing)?)\b")


def budget_left(quantities: list[Quantity], question: str) -> str | None:
    """What is left of an amount after spending at a rate for some periods.

    "€2,850 in, €149/week out for 12 weeks: how much is left over?": one amount of a currency,
    one rate of that currency per period, and a count of those periods, asked what is left.
    """
    if _LEFT_ASKED.search(question) is None or len(quantities) != 3:
        return None
    rates = [q for q in quantities if len(q.unit) == 2 and sorted(p for _, p in q.unit) == [-1, 1]]
    if len(rates) != 1:
        return None
    units = dict(rates[0].unit)
    money = next(n for n, p in units.items() if p == 1)
    period = next(n for n, p in units.items() if p == -1)
    if money not in CURRENCIES or period not in _PERIODS:
        return None  # "3 boxes with 12 eggs each and used 5": no budget
    amounts = [q for q in quantities if q.unit == ((money, 1),)]
    counts = [q for q in quantities if q.unit == ((period, 1),)]
    if len(amounts) != 1 or len(counts) != 1:
        return None
    return f"{amounts[0].number} - {rates[0].number} * {counts[0].number}"


_NEEDED_NEXT = re.compile(
    r"\b(?:need|get|score)\b[^?.!]*?\b(?:next|last|final|remaining|other)\b[^?.!]*?\baverage\s+(?:of\s+)?"
    r"(?:exactly\s+|at\s+least\s+)?(?P<target>\d+(?:\.\d+)?)(?:[^?.!\d]*?\b(?:over|across|of)\s+(?:all\s+)?"
    r"(?:the\s+)?(?P<count>\d+))?"
)
_TESTS = r"(?:quiz|test|exam|paper|assignment|essay)"
_MARK = re.compile(rf"(?<![\d.])(?P<n>\d+(?:\.\d+)?)(?!\.?\d)(?!\s*(?:%|{_TESTS}|mark|module))")
_COUNT_WORDS = re.compile(rf"\b(?:first|last|my)\s+\d+\s+{_TESTS}\w*")


def score_needed(text: str, question: str) -> str | None:
    """The mark on the next test that brings the average to a target.

    "scored 72 and 50 on my first 2 quizzes. what do I need on the next one to average 65 over
    all 3?": the target times the tests, less the marks so far. A count said must agree.
    """
    asked = _NEEDED_NEXT.search(question)
    if asked is None:
        return None
    story = _COUNT_WORDS.sub(" ", text[: len(text) - len(question)])
    marks = [m["n"] for m in _MARK.finditer(story)]
    if not marks or (asked["count"] and int(asked["count"]) != len(marks) + 1):
        return None
    return f"{asked['target']} * {len(marks) + 1} - ({' + '.join(marks)})"
