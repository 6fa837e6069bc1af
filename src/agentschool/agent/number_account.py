"""The numbers of a guessed calculation: every one the task gives used, none made up.

A plan a model guessed (not read by the rules, which account for their own numbers) that drops
a number has misread the task: "a $84 bill for 4 of us plus a 15 % tip" answered with the tip
alone forgets the split. One that uses a number nobody gave made its answer up. Such plans are
refused (the task is not understood) rather than answered wrong. A number is used when the
plan's arguments hold it as written (in an expression or as text: a to-do title keeps "call mum
at 5"), or in the form its unit asks for: a percent or pence divided by a hundred ("15 %" as
0.15, 1.15 or 0.85; "30p" as 0.3), thousands ("45k" as 45000). A 1 is never needed: "1 USD =
145 JPY" and "1 lb is 0.45 kg" give a rate, and multiplying by one changes nothing. The task is
read as the rules read it, without the way it was typed (`unwrapped`: a time stamp, "1) ...
2) ...", "4 me").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from decimal import Decimal, InvalidOperation
from typing import Any

from agentschool.agent.calc_wording import one_number_each
from agentschool.agent.grounding import REFERENCE, texts_in
from agentschool.agent.plan import PlanStep
from agentschool.agent.wrapping import unwrapped
from agentschool.tools.number_words import replace_number_words

__all__ = ["invented_numbers", "unused_numbers"]

_NUMBER = re.compile(r"(?<![\w.])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d,]*\d)|\d*\.?\d+")
"""A number as typed: thousands separators ("1,250,000") or plain digits with a decimal part."""
_POWER_OF_TEN = re.compile(r"\b10\s*(?:\^|\*\*|to\s+the\b)", re.IGNORECASE)
"""The base of scientific notation ("8.4 x 10^6" is planned as 8.4e6): no number of its own."""
_PERCENT = re.compile(r"\s*(?:%|per\s*cent|pct\b|p\b|pence\b|cents?\b)", re.IGNORECASE)
"""After a number that may be planned divided by a hundred ("15 %" as 0.15, "30p" as 0.3)."""
_THOUSANDS = re.compile(r"\s*k\b", re.IGNORECASE)
"""After a number planned times a thousand ("45k" as 45000)."""


def _numbers(text: str) -> Iterator[tuple[str, Decimal, re.Match[str]]]:
    for match in _NUMBER.finditer(text):
        try:
            yield match[0], Decimal(match[0].replace(",", "")), match
        except InvalidOperation:  # pragma: no cover - the pattern only matches numbers
            continue


def _forms(value: Decimal, match: re.Match[str]) -> set[Decimal]:
    """The values a plan may use for the number `match` read as `value`."""
    after = match.string[match.end() :]
    if _THOUSANDS.match(after):
        return {value, value * 1000}
    if _PERCENT.match(after):
        share = value / 100  # 0.15, 1.15 (added) or 0.85 (taken off)
        return {value, share, 1 + share, 1 - share}
    return {value}


def _used(match: re.Match[str], value: Decimal, texts: Sequence[str], used: set[Decimal]) -> bool:
    alone = re.compile(rf"(?<![\d.]){re.escape(match[0])}(?![\d])")
    if value == 1 or any(alone.search(text) for text in texts):
        return True
    return bool(_forms(value, match) & used)


def unused_numbers(task: str, steps: Sequence[PlanStep]) -> list[str]:
    """The numbers of `task` that no step of a plan with a calculation uses, as written.

    A plan without a calculator step is not checked: to-do changes name their items by title,
    number or position, which their own readers validate.
    """
    if not any(step.tool == "calculator" for step in steps):
        return []
    task = one_number_each(_POWER_OF_TEN.sub(" ^", unwrapped(task)))
    texts = [text for step in steps for text in texts_in(step.args)]
    used = {value for text in texts for _, value, _ in _numbers(text)}
    return [
        written for written, value, match in _numbers(task) if not _used(match, value, texts, used)
    ]


_GIVEN = frozenset({Decimal(0), Decimal(1), Decimal(2), Decimal(100)})
"""Numbers any calculation may use: nothing, one, a half or a double, a percent's hundred."""


def invented_numbers(
    task: str, steps: Sequence[PlanStep], earlier: Iterable[Any] = ()
) -> list[str]:
    """The numbers of a guessed plan's calculations that neither the task nor `earlier` gives.

    `earlier` is what earlier turns of the session said or produced.

    A small model writes a calculation with a number it made up ("1e3 + 1" planned as 1 + 1,
    a copied example's 2 + 2): its answer would be made up too. The task's numbers count in
    digits or words ("three quarters" is 3 and 4), and in the forms `unused_numbers` accepts.
    """
    read = one_number_each(replace_number_words(unwrapped(task)))
    allowed = set(_GIVEN)
    for _, value, match in _numbers(read):
        allowed |= _forms(value, match)
    for text in texts_in(list(earlier)):
        allowed |= {value for _, value, _ in _numbers(text)}
    invented: list[str] = []
    for step in steps:
        if step.tool != "calculator":
            continue
        for text in texts_in(step.args):
            invented += [
                w for w, value, _ in _numbers(REFERENCE.sub(" ", text)) if value not in allowed
            ]
    return invented
