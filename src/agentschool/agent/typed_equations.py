"""A calculation typed as an equation with its units, asked with "= ?": read as a calculator tape.

"8h x $52.29/h +15% premium = ?", "4 long days/wk x 8 wks minus 8 leave = ? shifts", "€11.71 +
€3.96 + €4.99 delivery ÷ 9 ppl = ?", "occ rate: 33/35 beds = ?%", "1500ml over 9h = ?ml/hr": people
type the numbers and the operations between them, with the units and labels they think in, and
mean each operation on the running result, as a calculator's tape does ("a + b ÷ 9 ppl" shares
the sum). A unit after a slash is a rate's unit ("$52.29/h", "73/day"), not a division; "+15%"
raises the running result by 15 %; "= ?%" asks the result as a percentage.

Every number must be an operand with one operation before it (but the first), and the words
between may only be units and labels: a word that is itself an operation or a quantity ("half",
"each", "per person", "every 4 hours", "12-hourly") means a story this tape cannot read, and the
reader answers None.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from agentschool.agent.money_notation import plain_money

__all__ = ["tape_equation"]

_ASKED = re.compile(r"\s*(?:=|→|->)\s*\?\s*(?P<unit>%|[a-z/\d ]{0,16}?)?\s*[.?!]*$", re.I)
"""The equation's right side: a question mark, perhaps with the unit asked ("= ?ml/hr", "= ?%")."""
_LABEL = re.compile(r"^[a-z][a-z .'-]{0,30}:\s*(?=\S)", re.I)
"""A label before the equation ("occ rate: 33/35 beds = ?%")."""
_SIGN = re.compile(r"[$£€¥₹₦₱₩₺₽฿₵₴৳₫₪]|\b(?:R\$|NZ\$|A\$|C\$|S\$|US\$|Rs\.?|KSh|Ksh)")
_NUMBER = r"\d+(?:,\d{3})*(?:\.\d+)?|\.\d+"
_OPERATOR = {
    "x": "*",
    "×": "*",
    "*": "*",
    "times": "*",
    "@": "*",
    "+": "+",
    "plus": "+",
    "-": "-",
    "–": "-",
    "minus": "-",
    "less": "-",
    "÷": "/",
    "/": "/",
    "over": "/",
    "divided by": "/",
}
_TOKEN = re.compile(
    rf"(?P<pct>[+\-–]\s*(?:{_NUMBER})\s*%)|(?P<num>{_NUMBER})(?P<pc>\s*%)?|"
    r"(?P<op>divided\s+by|times|plus|minus|less|over|[x×*@+\-–÷/])(?=\s|\d|$|[$£€])|"
    r"(?P<word>[a-z][a-z'.]*(?:/[a-z]+)?)|(?P<other>\S)",
    re.I,
)
_NOT_A_UNIT = re.compile(
    r"^(?:half|halves|double|twice|triple|quarter|third|each|per|every|a|an|of|off|and|with|"
    r"without|than|more|fewer|left|remaining|total|average|mean|each|share|split|between|among|"
    r"hourly|daily|weekly|monthly|yearly|annually|squared|cubed|root|percent|pc|"
    r"discount|round(?:ed)?|up|down|dp|d\.p\.)$",
    re.I,
)
"""Words that carry an operation or a quantity of their own: not a unit or a label to skip."""


_RATE_UNIT = re.compile(r"(?<=\d)\s*(?:/|\bper\s+)\s*(?=[a-z])", re.I)
"""A rate's unit after its number ("$52.29/h", "73 per day"): the unit, no division; the rate
must be multiplied (by the hours, the days), never added ("$2 + $0.20/min": how many minutes?)."""


@dataclass(slots=True)
class _Tape:
    """The running calculation: its expression so far and the operation waiting for a number."""

    expression: str = ""
    operands: int = 0
    pending: str | None = None
    worded: bool = False
    last: str = "*"
    """The last operation applied ("*" before any)."""
    rate: bool = False
    """Whether the last operand is a rate whose multiplication is still to come."""

    def take(self, token: re.Match[str]) -> bool:
        """Whether `token` fits the tape (it is added to it), else False."""
        if token["pct"]:
            if not self.operands or self.pending is not None:
                return False
            sign = "-" if token["pct"][0] in "-–" else "+"
            amount = re.sub(r"[^\d.]", "", token["pct"])
            self.expression = f"{self._grouped('*')} * (1 {sign} {amount} / 100)"  # "+15% premium"
            self.last = "*"
            return True
        if token["num"]:
            return self._number(token["num"].replace(",", ""), part=bool(token["pc"]))
        if token["op"]:
            if self.pending is not None or not self.operands:
                return False  # "x x 3", or an operation before any number
            self.pending = _OPERATOR[re.sub(r"\s+", " ", token["op"].lower())]
            rate, self.rate = self.rate, False
            return not rate or self.pending == "*"  # "73/day x 28 days"
        if token["other"] == "~":  # the operand just read is a rate
            self.rate = self.operands == 1  # "73/day x 28 days": its multiplication follows
            return self.operands == 1 or self.last == "*"  # "$2 + $0.20/min x 30": no tape
        if token["word"]:
            self.worded = True
            return not (_NOT_A_UNIT.fullmatch(token["word"]) or "-" in token["word"])
        return token["other"] == ","

    def _number(self, number: str, *, part: bool) -> bool:
        if self.operands and self.pending is None:
            return False  # two numbers with no operation between them
        if part:
            if self.pending != "*":
                return False  # "x 15%" is a part; "15%" alone or "/ 15%" is not read here
            number = f"{number} / 100"
        if self.pending is not None:
            self.expression = f"{self._grouped(self.pending)} {self.pending} {number}"
            self.last = self.pending
        else:
            self.expression = number
        self.operands, self.pending = self.operands + 1, None
        return True

    def _grouped(self, op: str) -> str:
        """The tape so far, in brackets when `op` would otherwise bind tighter than its last."""
        return f"({self.expression})" if op in "*/" and self.last in "+-" else self.expression


def tape_equation(task: str) -> str | None:
    """The expression of a calculation typed as an equation and asked with "= ?", or None."""
    asked = _ASKED.search(task)
    if asked is None:
        return None
    left = _LABEL.sub("", task[: asked.start()].strip())
    if "=" in left or "(" in left:
        return None  # two equations, or a grouping the tape does not read
    left = _RATE_UNIT.sub(" ~ ", _SIGN.sub("", plain_money(left).text))
    unit = (asked["unit"] or "").strip()
    if unit and unit != "%" and re.search(r"\d", unit):
        return None  # "= ? mg/24h": a period asked that the left side does not give
    tape = _Tape()
    if not all(tape.take(token) for token in _TOKEN.finditer(left)):
        return None
    if tape.operands < 2 or tape.pending is not None or not tape.worded or tape.rate:
        return None  # "2 + 3 x 4 = ?" is plain arithmetic, its operations in their order
    return f"({tape.expression}) * 100" if unit == "%" else tape.expression
