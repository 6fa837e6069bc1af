"""Amounts with percents put on or taken off in turn: a quote with VAT, a markup then GST.

"receipts $410.32 and $416.87, all pre-tax. add HST 13%: the total?", "materials cost me
$1,799.64, I put 20% on, then GST 15% on top. what's the customer paying?", "$85 less 10%, then
plus 5% tax, what do I pay?": the amounts told before the first percent are added (listed in
words, each of them money); each percent after them is then put on
((100 + p) / 100) or taken off ((100 - p) / 100), in the order told. Each percent must say
which way it goes, in its own clause (on top, plus, add, markup, VAT, GST, tax, tip; off, less,
discount), the story holds no other number, and the question asks what is paid in all, not the
tax or the discount itself. Anything else: None.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.money_notation import MONEY
from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["Apart", "percents_apart", "percents_in_turn"]

_PERCENT = re.compile(rf"(?<![\w.])(?P<p>{NUMBER})\s*(?:%|percent\b|per\s+cent\b)")
_BREAK = re.compile(r"[,;:.?!]\s|[,;:]|\bthen\b|\band\b")
_ON = re.compile(
    r"\b(?:plus|add(?:ed)?|on\s+top|put\s+on|on$|mark(?:ed)?\s*up|markup|vat|gst|hst|pst|"
    r"sales\s+tax|tax|tip|gratuity|service\s+charge|surcharge)\b|\+"
)
_OFF = re.compile(r"\b(?:off|less|minus|discount(?:ed)?|reduced?|knock(?:ed)?)\b")
_JOINED = re.compile(
    r"^\s*(?:(?!(?:a|an|per|each|every|for|at|x|times)\b)[a-z]+\s+){0,3}?"
    r"(?:,\s*(?:and\s+)?|and\s+|&\s*)(?:(?:an?|the|my)\s+)?$"
)
"""Amounts listed in words ("$410.32 and $416.87", "a $50 meal and a $30 taxi"), never a rate
("$50 a night and $30"); "$420 + $1,275 plus 13% tax" is typed as a tape, and which amounts the
tax is on is not said."""
_ASKED = re.compile(
    r"\b(?:total|pay(?:ing)?|pays|come\s+to|comes\s+to|owe|bill\s+(?:now|them|him|her)|final|"
    r"all\s+in|customer|run\s+me|sell\s+(?:it|them)\s+for)\b"
)
"""A question for what is paid in all."""
_NOT_IN_TURN = re.compile(
    r"\bhow\s+much\s+(?:is|was|will\s+be|would\s+be)\s+(?:the\s+)?(?:tax|vat|gst|hst|tip|discount|"
    r"markup|saving|surcharge)\b|\bpercent(?:age)?\s+(?:increase|change|profit|margin)\b|\bmargin\b|"
    r"\b(?:how\s+much|what(?:'s|\s+is))\s+(?:is\s+|should\s+i\s+leave\s+for\s+|do\s+i\s+leave\s+for\s+)?"
    r"(?:an?\s+|the\s+)?\d[\d.]*\s*%|"
    r"\b(?:incl|includ\w*|before|without|excl\w*|ex|net|original(?:ly)?|already|was\s+it)\b|"
    r"\bhow\s+much\s+(?:tax|vat|gst|hst|tip|discount|commission|interest)\b|"
    r"\b(?:salary|wages?|income|earn\w*|take[\s-]*home|payslip|gross)\b"
)
"""A part asked ("how much is a 15% tip?", "how much tax"), an amount the percent is already in
("£10.92 including 20% VAT", "the price before VAT", "it was 20% off: the original price"), or
pay, from which a tax is taken, not added ("my salary is £30k, 20% tax")."""


def _way(before: str, after: str) -> str | None:
    """Which way ("+" or "-") the percent between `before` and `after` goes, if said one way."""
    said = " ".join((_BREAK.split(before)[-1], _BREAK.split(after)[0])).strip()
    on, off = _ON.search(said), _OFF.search(said)
    if bool(on) == bool(off) or re.match(r"\s*of\b", after):
        return None  # "20% deposit", "10% of it": no way said, or a part of something
    return "+" if on else "-"


def percents_in_turn(task: str) -> str | None:
    """The amounts told added, then each percent put on or taken off in turn, or None."""
    text = plain_story(task)
    percents = list(_PERCENT.finditer(text))
    if not percents or _NOT_IN_TURN.search(text) or not _ASKED.search(text):
        return None
    first = percents[0].start()
    amounts = numbers_in(text[:first])
    if not amounts or len(numbers_in(text)) != len(amounts) + len(percents):
        return None  # a count, a rate or a date besides them: some other story
    if len(list(MONEY.finditer(task))) != len(amounts):
        return None  # every amount is money, and nothing else is
    spans = list(re.finditer(rf"(?<![\w.]){NUMBER}", text[:first]))
    between = [text[a.end() : b.start()] for a, b in itertools.pairwise(spans)]
    if not all(_JOINED.match(gap) for gap in between):
        return None  # "£240 a day, plus £260": amounts not simply listed
    expression = " + ".join(a.replace(",", "") for a in amounts)
    expression = f"({expression})" if len(amounts) > 1 else expression
    ends = [spans[-1].end(), *(p.end() for p in percents)]
    for i, percent in enumerate(percents):
        after_end = percents[i + 1].start() if i + 1 < len(percents) else len(text)
        way = _way(text[ends[i] : percent.start()], text[percent.end() : after_end])
        if way is None:
            return None
        expression = f"{expression} * (100 {way} {percent['p']}) / 100"
    return expression


_EXTRA = re.compile(
    r"^\s*(?:(?:and|then|plus|with|allow(?:ing)?(?:\s+for)?|add(?:ing)?)\s+|\+\s*)*(?:an?\s+)?"
    r"(?:extra\s+)?(?P<p>\d+(?:\.\d+)?)\s*(?:%|percent|per\s+cent)\s*"
    r"(?:(?:for\s+)?(?:waste|wastage|cuts|spare|extra|overage|offcuts|breakages|contingency)"
    r"(?:\s+(?:and\s+)?(?:waste|wastage|cuts|spare|extra|overage|offcuts|breakages))?|extra|more|on\s+top)?"
    r"(?:\s*$|\s+(?=(?:how|what|so)\b))",
    re.I,
)
"""A percent added to a quantity for waste or spare, in a clause of its own: "+5%", "add 5%",
"Allowing 15% for cuts", "plus 15% spare", "10% extra", "+10%"."""


_PUT_ON = re.compile(
    r"\s*(?:\+|\bplus\b)\s*(?:an?\s+)?(?P<p>\d+(?:\.\d+)?)\s*(?:%|percent\b)\s*"
    r"(?:tip|gratuity|propina|service(?:\s+charge)?|tax|vat|gst|hst|sales\s+tax)\b",
    re.I,
)
"""A percent put on an amount in the same breath: "R$615.98 + 10% tip", "AED 83 plus 10%
service"."""


_PART_NAMED = re.compile(r"\b(?:tip|gratuity|propina|service|tax|vat|gst|hst)\b")


@dataclass(frozen=True, slots=True)
class Apart:
    """A story told without the percents it puts on, and those percents."""

    told: str
    """The story without them."""
    added: tuple[str, ...]
    """The percents, in the order told."""
    on_money: bool
    """Whether one is put on an amount (a tip, a tax): then only a reading that scales the
    amount (a conversion, a share) may carry it; "$50 + 10% tip, change from $100?" may not."""

    def put_on(self, expression: str) -> str | None:
        """`expression`, the story read without the percents, with each put on in turn.

        None when a tip or tax is put on a sum or difference of amounts: "$50 + 10% tip, change
        from $100?" — the tip is no part of the $100.
        """
        if self.on_money and re.search(r"[+]|\s-\s", expression):
            return None
        for percent in self.added:
            expression = f"({expression}) * (100 + {percent}) / 100"
        return expression


def percents_apart(task: str) -> Apart | None:
    """`task` without the percents it adds for waste or spare or puts on an amount, and those.

    "slab 7m x 1.9m at 150mm deep, add 5% - how many cubic metres?" is "slab 7m x 1.9m at
    150mm deep - how many cubic metres?" and 5 %: the story is read without them, and each is
    put on what it gives. None when no percent is said so, or one is said another way (a
    discount, a tax on its own, a part: `percents_in_turn` and the percent readers read those).
    """
    kept: list[str] = []
    added = [m["p"] for m in _PUT_ON.finditer(task)]
    on_money = bool(added)
    for clause in re.split(r"(?<=[,;:.?!()])|(?=\s[-–]\s)", _PUT_ON.sub("", task)):
        bare = clause.strip(" ,;:.?!()-–")
        if (extra := _EXTRA.match(bare)) is not None:
            added.append(extra["p"])
            if not bare[extra.end() :].strip():
                continue
            said = clause.rstrip()
            end = said[len(said.rstrip(",;:.?!()-–")) :]
            clause = f" {bare[extra.end() :]}{end}"  # "Allowing 15% for cuts how many boxes?"
        if _PERCENT.search(clause.lower()):
            return None  # a percent said some other way
        kept.append(clause)
    told = "".join(kept)
    if on_money and _PART_NAMED.search(told.lower()):
        return None  # "..., how much is the tip each?": the part itself is asked
    return Apart(told, tuple(added), on_money) if added else None
