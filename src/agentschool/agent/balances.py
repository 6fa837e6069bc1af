"""A balance that moves: a start, then amounts going in or out, read from a story's quantities.

"it's -5 degrees and will drop another 12", "-$12.70, then I deposit $261: my balance now?",
"started the week with €657, spent €27.84 and €18.02, then got paid back €58: how much is left?",
"pension this month £1,702. rent £614, food £205: how much is left over?", "€586 at the start,
€86.59 on lunch, €47.69 on a train ticket: how much should be left?". Each amount goes the way
of the verb before it, or of the list it is in; an amount going neither way said leaves the
story unread.
"""

from __future__ import annotations

import itertools
import re

from agentschool.agent.quantity_reader import Quantity

__all__ = ["OUTGOING", "STATE", "balance"]

_UP = (
    r"(?:got|get|gets|getting|was|been)\s+paid|pa(?:y|ys|id)\s+(?:me|us)|refund(?:s|ed)?|"
    r"reimburse[sd]?|deposit(?:s|ed)?|add(?:s|ed)?|earn(?:s|ed)?|receive[sd]?|gets?|got|gain(?:s|ed)?|"
    r"rise[sn]?|rose|(?:go(?:es)?|went|gone|goes)\s+up|increase[sd]?|win|wins|won|climb(?:s|ed)?|"
    r"warm(?:s|ed)?\s+up\s+by"
)
_DOWN = (
    r"withdr(?:aw|aws|ew|awn)|spen[dt]s?|spending|pa(?:y|ys|id|ying)|drop(?:s|ped)?|fall(?:s)?|fell|lose|loses|lost|"
    r"decrease[sd]?|(?:go(?:es)?|went|gone)\s+down|use[sd]?|eat(?:s)?|ate|gave\s+away|give\s+away|"
    r"cool(?:s|ed)?\s+(?:down\s+)?by|take[sn]?\s+out|took\s+out"
)
_CHANGE = re.compile(
    rf"\b(?:(?P<up>{_UP})|(?P<down>{_DOWN}))\s+(?:(?:another|a\s+further|an\s+extra|a\s+further|"
    r"by|back|out|in|only|just)\s+)*$"
)
_AND_MORE = re.compile(r"(?:\s+(?:on|for|at)\s+[a-z' -]+?)?\s*(?:,\s*)?(?:and\s+)?(?:another\s+)?")
"""Between two amounts that go the same way: "$59.20 on groceries and $36.90"."""
STATE = re.compile(
    r"\b(?:now|be|become|left|remain(?:s|ing)?|end\s+up|new|after\s+that|at\s+the\s+end|balance|"
    r"(?:was|is)\s+(?:the|my|our|it))\b"
)
"""A question about what there is after the changes: "now", "left", "my balance"."""
OUTGOING = re.compile(
    r"\b(?:rent|bills?|costs?|expenses?|fees?|payments?|mortgage|spen[dt]s?|pa(?:y|ys|id)|owe[sd]?)\b"
)
"""An amount named as going out: it cannot be the start a balance moves from."""
_INCOME = re.compile(
    r"\b(?:pension|salary|wages?|income|pay\s*(?:check|cheque|packet)|take[- ]home|allowance|"
    r"benefits?)\b(?:\s+(?:this|last|each|every|for\s+the)\s+(?:week|month|year))?\s*(?:is|was|of|:)?\s*$"
)
"""The start of a month's money, named just before its amount ("pension this month £1,702")."""
_LABEL = re.compile(r"\s*(?:[.,;:]\s*(?:and\s+)?|and\s+)(?:[a-z]+\s+){1,2}(?:is\s+|was\s+|:\s*)?")
"""A bill named before its amount in a list: ". rent ", ", food ", ", and heating "."""
_SPENT_ON = re.compile(
    r"\s+(?:on|at|for)\s+(?:[a-z']+\s+){0,3}?[a-z']+\s*[,;.]\s*(?:and\s+)?(?:then\s+)?"
)
"""A spend named after its amount in a list: " on lunch, ", " at the pharmacy, and "."""
_STARTED = re.compile(r"\s*(?:at\s+the\s+start|to\s+(?:start|begin)\s+with|at\s+first)\s*[,;.:]\s*")
"""The start of a balance named after its amount: "€586 at the start, €86.59 on lunch"."""


_LEFT_ASKED = re.compile(r"\bleft\b")


def balance(text: str, quantities: list[Quantity], question: str) -> str | None:
    """A start, then amounts going in or out: "it's -5 degrees and will drop another 12"."""
    if len(quantities) < 2 or not STATE.search(question):
        return None
    if len({q.unit for q in quantities}) != 1:
        return None
    if OUTGOING.search(text, 0, quantities[0].start):
        return None  # "my rent is $1,200 a month and I earn $3,000": the first goes out
    terms = [quantities[0].number]
    sign = ""
    # "pension this month £1,702. rent £614, food £205: how much is left over?": bills listed
    left = _LEFT_ASKED.search(question) is not None
    bills = left and _INCOME.search(text, 0, quantities[0].start) is not None
    for previous, q in itertools.pairwise(quantities):
        between = text[previous.end : q.start]
        change = _CHANGE.search(between)
        if change is not None:
            sign = "+" if change["up"] else "-"
        elif bills and (_LABEL.fullmatch(between) or _SPENT_ON.fullmatch(between)):
            sign = "-"
        elif left and previous is quantities[0] and _STARTED.fullmatch(between):
            bills, sign = True, "-"  # "€586 at the start, €86.59 on lunch, ...: how much is left?"
        elif not (sign and _AND_MORE.fullmatch(between)):
            return None  # "spent $59.20 on groceries and $36.90 on gas": the same way again
        terms.append(
            f"{sign} {q.number}" if not q.number.startswith("-") else f"{sign} ({q.number})"
        )
    return " ".join(terms)
