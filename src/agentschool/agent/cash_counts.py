"""Cash counted by its notes and coins: "7 £20 notes, 13 £10 notes and £21.69 in coins".

"hello po, pls help me count my drawer. 18 pcs ₱1000, 15 pcs ₱500 ... and ₱120 in coins. how
much is the total?", "Counted the cash box: 10 twenties, 12 tens and 17 fives. How much is that
altogether?": each count of a note or coin is that many times its value, and loose amounts ("£21.69
in coins") are added as they are. Asked what is left after a float ("The float to leave in is
£200. How much should go in the safe bag?"), the float is taken off the total.

Every number of the task must be one of these; anything else (a price, a rate, a second
question) leaves the count unread.
"""

from __future__ import annotations

import re

from agentschool.tools.number_words import replace_number_words

__all__ = ["cash_count"]

_SIGN = r"[$£€¥₹₱]"
_VALUE = r"\d+(?:\.\d+)?"
_PIECES = re.compile(
    rf"(?<![\w.])(?P<n>\d+)\s*(?:(?:pcs|pieces|x|×)\s*(?:of\s+)?{_SIGN}\s?(?P<v>{_VALUE})"
    rf"(?:\s+(?:notes?|coins?|bills?))?|{_SIGN}\s?(?P<v2>{_VALUE})\s+(?:notes?|coins?|bills?))",
    re.I,
)
"""A count of one note or coin: "18 pcs ₱1000", "7 £20 notes", "3 x $5"."""
_NAMED = {
    "hundreds": "100", "fifties": "50", "twenties": "20", "tens": "10", "fives": "5",
    "toonies": "2", "twos": "2", "loonies": "1", "ones": "1", "quarters": "0.25", "dimes": "0.10",
    "nickels": "0.05", "pennies": "0.01",
}  # fmt: skip
_NAMED_PIECES = re.compile(rf"(?<![\w.])(?P<n>\d+)\s+(?P<name>{'|'.join(_NAMED)})\b", re.I)
"""A count of a note or coin by its name, in dollars: "10 twenties", "59 toonies"."""
_LOOSE = re.compile(
    rf"{_SIGN}\s?(?P<v>{_VALUE})\s+(?:in\s+)?(?:coins?|change|loose(?:\s+change)?|coppers|silver)\b",
    re.I,
)
"""An amount of loose coins: "£21.69 in coins"."""
_FLOAT = re.compile(
    rf"\bfloat\b[^.?!]*?(?:is|of|=|:)\s*{_SIGN}?\s?(?P<v>{_VALUE})|"
    rf"\bleave\s+{_SIGN}\s?(?P<v2>{_VALUE})\s+(?:in|as\s+(?:the\s+)?float)\b",
    re.I,
)
_TOTAL_ASKED = re.compile(
    r"\bhow\s+much\s+(?:is\s+(?:that|it|the\s+total)|in\s+total|altogether|all\s+together|do\s+i\s+have)|"
    r"\b(?:what(?:'s|\s+is)|whats)\s+the\s+total\b|\btotal\s*\?",
    re.I,
)
_REST_ASKED = re.compile(
    r"\bhow\s+much\s+(?:should|do\s+i|can\s+i|will|to)\s+(?:go\s+in|put\s+in|bank|take\s+out|pay\s+in)|"
    r"\bhow\s+much\s+(?:goes|is\s+left|to\s+bank)|\bsafe\s+bag\b|\bbanking\b",
    re.I,
)


def cash_count(task: str) -> str | None:
    """The cash the notes and coins told come to (less the float, when what is left is asked)."""
    task = replace_number_words(task)  # "four £5 notes"
    pieces = [(m["n"], m["v"] or m["v2"]) for m in _PIECES.finditer(task)]
    named = [(m["n"], _NAMED[m["name"].lower()]) for m in _NAMED_PIECES.finditer(task)]
    if len(pieces) + len(named) < 2:
        return None
    loose = [m["v"] for m in _LOOSE.finditer(task)]
    float_ = [m["v"] or m["v2"] for m in _FLOAT.finditer(task)]
    told = len(pieces) * 2 + len(named) + len(loose) + len(float_)
    pieces += named
    if len(re.findall(rf"(?<![\w.]){_VALUE}", task)) != told or len(float_) > 1:
        return None  # a number the count does not read
    total = " + ".join([*(f"{n} * {v}" for n, v in pieces), *loose])
    if float_ and _REST_ASKED.search(task):
        return f"{total} - {float_[0]}"
    return total if not float_ and _TOTAL_ASKED.search(task) else None
