"""Household money stories: an income less its bills, an amount paid in equal instalments.

"I get £1,450 a month from my pension. After £600 for rent, £180 for food and £75 for bills,
what's left?" is the income minus every cost; "the sofa is £1,200, paid in 12 monthly
instalments: how much a month?" is the amount over the count. Each reading needs every number to
play its role (the income first, then amounts of money only), and answers None otherwise, so
that the caller refuses rather than guesses.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER

__all__ = ["budget_left", "instalment", "more_needed", "still_to_pay"]

_N = NUMBER
_INCOME = re.compile(
    r"\b(?:income|salary|wages?|pay(?:check|cheque)?|pension|allowance|budget|earn(?:s|ed)?|"
    r"make|made|get|gets|got|receive[ds]?|bring\s+home|brings\s+home|take\s+home|takes\s+home|"
    r"have|has|had|paid|benefits?|stipend|grant|loan)\b"
)
_MORE_IN = re.compile(
    r"\b(?:plus|bonus|refund|extra|more|earned\s+another|also\s+(?:get|got|earn|made))\b|%|"
    r"\b(?:each|apiece|times)\b|\b(?:half|third|quarter)\b|/"
)
"""Money coming in after the income, or a number that is not an amount: not a plain budget."""
_GAINED = re.compile(
    r"\b(?:earn(?:s|ed)?|gets?|got|receiv\w+|make|made|won|win|found|sold|sell|gift\w*|"
    r"paid\s+(?:me|us)|came\s+in|deposit\w*|back)\b"
)
"""Money coming in after the first amount: "started with 30, earned 15 and spent 20"."""
_LEFT_ASKED = re.compile(
    r"\b(?:left|left\s+over|remain(?:s|ing)?|spare|to\s+spare)\b|"
    r"\bhow\s+much\s+(?:can|could|do|will)\s+(?:i|we)\s+(?:save|put\s+(?:away|aside))\b"
)
_QUESTION = re.compile(r"\b(?:how|what|what's|whats)\b")
_PERIOD = re.compile(
    r"\b(?:a|an|per|each|every)\s+(?P<p>day|week|fortnight|month|year)\b|"
    r"\b(?P<p2>daily|weekly|fortnightly|monthly|yearly|annual(?:ly)?)\b"
)
_AMOUNT_END = re.compile(
    r"\s*(?:$|[,.;:!?)-]|(?:and|for|on|in|to|towards|of|a|an|per|each|every|monthly|weekly|"
    r"this|last|from|goes|go|went|is|are|was|were|after|then|but|so|plus)\b)"
)


def _amounts(story: str) -> list[re.Match[str]] | None:
    """The numbers of a story when each is an amount ("£600 for rent", "rent 600,"), else None."""
    found = list(re.finditer(rf"(?<![\w.]){_N}", story))
    for match in found:
        if not _AMOUNT_END.match(story, match.end()):
            return None  # "480 flights", "3 kids": a count, not an amount of money
    return found


def _periods(text: str) -> set[str]:
    names = {"daily": "day", "weekly": "week", "fortnightly": "fortnight", "monthly": "month"}
    names |= {"yearly": "year", "annual": "year", "annually": "year"}
    return {m["p"] or names[m["p2"]] for m in _PERIOD.finditer(text)}


def budget_left(text: str, numbers: list[str]) -> str | None:
    """An income less a list of costs: "I get 1450 a month. rent 600, food 180: what's left?"."""
    starts = [m.start() for m in _QUESTION.finditer(text)]
    if not starts or len(numbers) < 3:
        return None
    story, question = text[: starts[-1]], text[starts[-1] :]
    if not _LEFT_ASKED.search(question) or re.search(r"\d", question):
        return None
    amounts = _amounts(story)
    if amounts is None or len(amounts) != len(numbers) or _MORE_IN.search(text):
        return None
    first = amounts[0]
    if not _INCOME.search(story[: first.start()]) and not _INCOME.search(
        story[first.end() : amounts[1].start()]
    ):
        return None  # the first number must be what comes in
    if _GAINED.search(story, first.end()):
        return None
    if len(_periods(text)) > 1:
        return None  # "1450 a month ... 40 a week for food": costs of another period
    return f"{first[0]} - {' - '.join(m[0] for m in amounts[1:])}"


_OVER = re.compile(
    r"(?:\bover|\bin|\bacross|\bfor|\bwithin)\s+(?P<k>\d+)\s+(?:equal\s+)?(?:monthly\s+|weekly\s+)?"
    r"(?P<u>months|weeks|years|payments|instal(?:l)?ments)\b|"
    r"(?<![\w.])(?P<k2>\d+)\s+(?:equal\s+)?(?P<u2>monthly|weekly)\s+(?:payments|instal(?:l)?ments)\b"
)
_EACH_ASKED = re.compile(
    r"\b(?:each|per|a|every)\s+(?:payment|instal(?:l)?ment|month|week|year)\b|"
    r"\b(?:monthly|weekly)\s+(?:payment|instal(?:l)?ment|amount)\b|"
    r"\bhow\s+much\s+(?:is|will\s+be|would\s+be)\s+(?:each|one|every)\b"
)
_PAID_OFF = re.compile(
    r"\b(?:pay|paid|paying|repay|repaid|split|spread|instal(?:l)?ments?|payments?|back)\b"
)


def instalment(text: str, numbers: list[str]) -> str | None:
    """An amount paid in equal parts: "a $2,100 loan paid back over 7 months: each payment?"."""
    starts = [m.start() for m in _QUESTION.finditer(text)]
    if not starts or len(numbers) != 2:
        return None
    story, question = text[: starts[-1]], text[starts[-1] :]
    over = _OVER.search(story)
    if over is None or not _EACH_ASKED.search(question) or not _PAID_OFF.search(story):
        return None
    if re.search(r"%|\binterest\s+(?:of|at|rate)\b|\bdeposit\b|\bdown\s+payment\b", text):
        return None  # interest or a deposit said: not the amount over the count
    count = over["k"] or over["k2"]
    amount = numbers[1] if numbers[0] == count else numbers[0]
    if amount == count:
        return None
    return f"{amount} / {count}"


_PAID_SO_FAR = re.compile(
    rf"\b(?:paid|put\s+down|deposited|given|saved|covered)\s+(?:a\s+deposit\s+of\s+)?(?P<y>{_N})\b"
    r"(?:\s+(?:so\s+far|already|upfront|up\s+front|as\s+a\s+deposit))?|"
    rf"\b(?:already|so\s+far)\s+(?:paid|put\s+down|given)\s+(?P<y2>{_N})\b"
)
_STILL_ASKED = re.compile(
    r"\b(?:still|left|remaining|outstanding|more)\b.*\b(?:pay|owe|owing|due)\b|"
    r"\b(?:pay|owe|owing|due)\b.*\b(?:still|left|remaining|outstanding)\b|"
    r"\bhow\s+much\s+(?:is\s+)?(?:still\s+)?(?:left|outstanding|remaining)\b"
)


def still_to_pay(text: str, numbers: list[str]) -> str | None:
    """A price less what is paid so far: "the trip is £3,883, I've paid £514: still to pay?"."""
    starts = [m.start() for m in _QUESTION.finditer(text)]
    if not starts or len(numbers) != 2:
        return None
    story, question = text[: starts[-1]], text[starts[-1] :]
    paid = _PAID_SO_FAR.search(story)
    if paid is None or not _STILL_ASKED.search(question) or re.search(r"\d|\beach\b", question):
        return None
    if _MORE_IN.search(text) or not re.search(r"\b(?:so\s+far|already|deposit|upfront)\b", story):
        return None  # a part paid must be said as paid so far, not paid for something else
    given = paid["y"] or paid["y2"]
    price = numbers[1] if numbers[0] == given else numbers[0]
    return f"{price} - {given}" if float(price) > float(given) else None


_GOAL = re.compile(
    rf"\b(?:need|needs|want|wants|have\s+to\s+get|must\s+get)\s+(?P<g>{_N})\s+(?P<what>[a-z]+)"
)
_HAVE = re.compile(
    rf"\b(?:have|has|got|'ve\s+got|'ve\s+done|done|completed|earned|collected|read)\s+(?P<h>{_N})"
    r"(?:\s+(?P<what>[a-z]+))?"
)
_MORE_ASKED = re.compile(r"\bhow\s+(?:many|much)\s+more\b")


def more_needed(text: str, numbers: list[str]) -> str | None:
    """A count needed less the count had: "I need 120 credits and have 88: how many more?"."""
    goal, asked = _GOAL.search(text), _MORE_ASKED.search(text)
    if goal is None or asked is None or len(numbers) != 2 or re.search(r"%|\beach\b|\bper\b", text):
        return None
    have = _HAVE.search(text, goal.end()) or _HAVE.search(text[: goal.start()])
    if have is None or (have["what"] and have["what"].rstrip("s") != goal["what"].rstrip("s")):
        return None  # "need 120 credits and have 3 modules": not the same thing
    if have["what"] is None and not re.match(
        r"\s*(?:$|[,.;:!?]|and|so|but|already)", text[have.end() :]
    ):
        return None
    return f"{goal['g']} - {have['h']}" if float(goal["g"]) > float(have["h"]) else None
