"""Change from what was handed over: "paid with a $20 bill for 2 ice creams at $6.80 each".

The amount handed over (a note, a bill, "paid with 50") less the price: one amount, or the
things bought (counts at a price each, amounts of money) added up. Every other number must be
money; the price must be below what was handed over; otherwise None, and the caller refuses.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER

__all__ = ["AMOUNT_END", "change_due"]

_N = NUMBER
AMOUNT_END = re.compile(r"\s*(?:$|[,.;:-]|(?:and|split|between|shared|among|for|on)\b)")
"""What may follow a bare amount of money ("fuel 65, tolls 18"): nothing that names a thing."""
_TENDERED = re.compile(
    rf"(?<![\w.])(?P<x>{_N})\s+(?:[a-z]+\s+)?(?:note|bill)\b|"
    rf"\b(?:(?:paid|pay|paying)\s+with|handed\s+over|gave|gives?|giving|hands?|handed|handing)\s+"
    rf"(?:(?:me|us|him|her|them|the\s+[a-z]+)\s+)?(?:over\s+)?(?:an?\s+)?(?P<y>{_N})\b"
    r"(?!\s*(?:each|for|on))|"
    rf"^(?:(?:my|the)\s+)?change\s+(?:from|out\s+of)\s+(?:an?\s+)?(?P<z>{_N})\b(?!\s*(?:each|for))"
)
"""What was handed over: "a $20 bill", "paid with 50", "hands me £50", "change from $20 on ..."."""
_CHANGE_ASKED = re.compile(
    r"\b(?:how\s+much|what(?:'s|s|\s+is|\s+will)?)\s+(?:be\s+)?(?:my\s+|the\s+)?change\b|"
    r"\b(?:how\s+much|what)\s+(?:do|will|would|should|did)\s+(?:i|we|you|they|he|she)\s+"
    r"(?:get|receive)\s+back\b|"
    r"[,.;:]\s*(?:so\s+|and\s+)?(?:my\s+|the\s+)?change\s*\??\s*$|"
    r"^(?:(?:my|the)\s+)?change\s+(?:from|out\s+of)\s"
)
"""Change asked: "how much change", "what do I get back", "change?" after the story, or "change
from $20 on a $8.26 purchase"."""


def _is_money(number: str, text: str, task: str) -> bool:
    """Whether `number` is money: a currency sign or word, or nothing named after it."""
    signed = rf"[$£€¥₹]\s?{re.escape(number)}(?!\d|\.\d)|"
    signed += rf"(?<![\w.]){re.escape(number)}\s*"
    signed += r"(?:pounds?|dollars?|euros?|quid|bucks?|rupees?|p)\b"
    if re.search(signed, task.lower()):
        return True
    said = re.search(rf"(?<![\w.]){re.escape(number)}(?!\w|\.\d)", text)
    return said is not None and AMOUNT_END.match(text, said.end()) is not None


def _one_price(text: str, numbers: list[str], task: str) -> str | None:
    """What was handed over minus the price: "paid with a 20 pound note, it came to £10.35"."""
    tendered = _TENDERED.search(text)
    if tendered is None or len(numbers) != 2 or not _CHANGE_ASKED.search(text):
        return None
    given = tendered["x"] or tendered["y"] or tendered["z"]
    price = numbers[1] if numbers[0] == given else numbers[0]
    if float(price) > float(given):
        return None  # the price must be the smaller: otherwise the roles are not as read
    if not _is_money(price, text, task):
        return None  # "paid with a £10 note and bought 2 magazines": 2 is no price
    return f"{given} - {price}"


_MORE_GIVEN = re.compile(
    rf"(?:\s+(?:[a-z]+\s+)?(?:note|bill))?\s*,?\s*(?:and|plus|\+)\s+(?:an?\s+)?(?P<n>{_N})\b"
)
"""More handed over right after the first amount: "hands me £50 and £5", "a £50 note and £5"."""
_ITEM = re.compile(
    rf"(?<![\w.])(?P<n>\d+)\s+(?:[a-z'-]+\s+){{1,3}}?(?:at|for|@)\s*(?P<x>{_N})\s+"
    r"(?:each|apiece|a\s+piece|per\s+[a-z]+|an?\s+[a-z]+)\b"
)


def change_due(text: str, numbers: list[str], task: str) -> str | None:
    """What was handed over minus what was bought: one price, or several added up."""
    if len(numbers) == 2:
        return _one_price(text, numbers, task)
    tendered = _TENDERED.search(text)
    if tendered is None or len(numbers) < 3 or not _CHANGE_ASKED.search(text):
        return None
    given = tendered["x"] or tendered["y"] or tendered["z"]
    more = _MORE_GIVEN.match(text, tendered.end())
    if more is not None and _is_money(more["n"], text, task):
        return None  # "paid with a £50 note and £5": more was handed over than the note
    rest = text[: tendered.start()] + " " * len(tendered[0]) + text[tendered.end() :]
    items = list(_ITEM.finditer(rest))
    parts = [f"{m['n']} * {m['x']}" for m in items]
    for match in reversed(items):
        rest = rest[: match.start()] + " " * len(match[0]) + rest[match.end() :]
    amounts = re.findall(rf"(?<![\w.]){_N}", rest)
    if any(not _is_money(a, rest, task) for a in amounts) or re.search(r"%|\b(?:off|tip)\b", text):
        return None  # "3 apples and 2 pears for $5": counts are no price
    parts += amounts
    if not parts or len(items) * 2 + len(amounts) + 1 != len(numbers):
        return None
    expression = f"{given} - ({' + '.join(parts)})"
    return expression if _below(parts, given) else None


def _below(parts: list[str], given: str) -> bool:
    """Whether the price is below what was handed over (else the roles are not as read)."""
    total = 0.0
    for part in parts:
        factors = [float(f) for f in part.split(" * ")]
        total += factors[0] * (factors[1] if len(factors) > 1 else 1)
    return total < float(given)
