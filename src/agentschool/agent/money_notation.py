"""Money as the world types it, read in the one notation the readers know.

"₹1,20,000" (Indian grouping), "R$ 6,79" and "36,00 zł" (a decimal comma), "1.234,56 €" (dots
between thousands), "NGN 15,000", "KSh 2,500", "₱1,350", "S$12.50", "₹500/-": for the readers,
every amount of a task that counts in one currency is written "$120000", "$6.79", "$36.00", and a
number with thousands in the local style is plain ("1,20,000 steps" → "120000 steps"). The
currency says nothing to the arithmetic; `restored` puts each amount back as it was typed in what
the user reads (an answer, a to-do's title). A task that names two currencies (a conversion)
keeps its currencies; only its numbers are made plain.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from agentschool.agent.plan import Plan, PlanStep
from agentschool.agent.unit_wording import scaled_amounts

__all__ = ["KNOWN_CURRENCIES", "MONEY", "Notation", "amount_of", "currency_key", "plain_money"]

_SIGN = (
    r"R\$|NZ\$|A\$|AU\$|C\$|CA\$|S\$|HK\$|US\$|GH₵|E£|[₦₱₩₺₽฿₵₴৳₫₪]|(?:Rs|Ksh|KSh|Tsh|USh)\.?"
    r"|(?<![A-Za-z])R(?=\s?\d)"  # "R150": rand
)
"""Signs written before an amount: "R$ 6,79", "₦15,000", "KSh 2,500", "R150" (rand)."""
_CODE = (
    r"INR|NGN|PHP|BRL|PLN|KES|ZAR|SGD|NZD|AUD|CAD|HKD|CHF|SEK|NOK|DKK|THB|MYR|IDR|AED|SAR|GHS|"
    r"TZS|UGX|PKR|LKR|BDT|EGP|MXN|COP|ARS|CLP|TRY|KRW|VND|CNY|RMB|USD|EUR|GBP|JPY|RM|Rp"
)
"""Codes before or after an amount: "NGN 15,000", "2500 KES", "RM 40"."""
_NAME = (
    r"z[łl]|zloty|zlotys|z[łl]oty|kr|naira|pesos?|reais|rand|shillings?|cedis?|ringgit|baht|"
    r"yuan|lira|rubles?|roubles?|dirhams?|rupees?|rupiah|euros?|dollars?|bucks|€"
)
"""Words or signs written after an amount: "36,00 zł", "100 kr", "15000 naira", "100 €"."""
_NUMBER = r"\d{1,3}(?:\.\d{3})+,\d{1,2}|\d{1,2}(?:,\d{2})+,\d{3}|\d[\d,]*(?:[.,]\d+)?"
_BEFORE = re.compile(
    rf"(?<![\w$£€¥₹])(?P<sign>{_SIGN}|(?:{_CODE})(?![A-Za-z])|[$£€¥₹])\s?(?P<n>{_NUMBER})"
)
_AFTER = re.compile(rf"(?<![\w.,])(?P<n>{_NUMBER})\s?(?P<sign>(?:{_NAME}|{_CODE})(?![\w])|€)")
MONEY = re.compile(
    rf"(?<![\w$£€¥₹])(?:{_SIGN}|MX\$|[$£€¥₹])\s?(?P<amount>\d+(?:,\d{{3}})*(?:\.\d+)?)|"
    r"(?<![\w.,])(?P<named>\d+(?:,\d{3})*(?:\.\d+)?)\s?(?:euros?|dollars?|pounds|quid|rand)\b",
    re.I,
)
"""An amount of money as a story types it, its sign before ("$80", "NZ$2,820", "R150", "KSh 315")
or its currency's name after ("80 euros"), in any case: for the readers that must tell money
from the story's other numbers."""


def amount_of(match: re.Match[str]) -> str:
    """The number a `MONEY` match holds, without thousands commas ("2,820" → "2820")."""
    return (match["amount"] or match["named"]).replace(",", "")


_MENTION = re.compile(rf"(?<![\w$])(?:{_NAME}|{_CODE})(?!\w)")
"""A currency named anywhere, with or without an amount ("to dollars")."""
_SLASH_DASH = re.compile(r"(?<=\d)/-")
"""India's "₹500/-": the amount is whole."""
_INDIAN = re.compile(r"(?<![\d.,])\d{1,2}(?:,\d{2})+,\d{3}(?![\d,]|\.\d)")
"""Lakhs and crores ("1,20,000", "12,34,567"), in any number of the task."""
_STANDARD = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?")
_QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”|(?<!\w)'[^']*'(?!\w)")


@dataclass(slots=True)
class Notation:
    """The task as the readers read it, and each amount rewritten as it was typed."""

    text: str
    typed: dict[str, str] = field(default_factory=dict)
    """Rewritten amount → as typed ("$6.79" → "R$ 6,79")."""

    def restored(self, text: str) -> str:
        """`text` (an answer, a title) with each rewritten amount back as typed."""
        for plain in sorted(self.typed, key=len, reverse=True):
            text = re.sub(rf"(?<![\d.]){re.escape(plain)}(?!\d|[.,]\d)", self.typed[plain], text)
        return text

    def plan(self, steps: list[PlanStep], answer: str) -> Plan:
        """The plan of `steps`, its answer and every title in the amounts as typed.

        A calculator's expression keeps the plain numbers it computes with.
        """
        if not self.typed:
            return Plan(steps=steps, answer=answer)
        typed = [
            step.model_copy(
                update={
                    "args": {
                        name: self.restored(value)
                        if isinstance(value, str) and name != "expression"
                        else value
                        for name, value in step.args.items()
                    }
                }
            )
            for step in steps
        ]
        return Plan(steps=typed, answer=self.restored(answer))


def _plain_number(number: str) -> str:
    """An amount's number plain: "1.234,56" → "1234.56", "6,79" → "6.79", "1,20,000" → "120000"."""
    if re.fullmatch(r"\d{1,3}(?:\.\d{3})+,\d{1,2}", number):
        return number.replace(".", "").replace(",", ".")
    if _INDIAN.fullmatch(number) or re.fullmatch(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?", number):
        return number.replace(",", "")
    if re.fullmatch(r"\d+,\d{1,2}", number):
        return number.replace(",", ".")  # "6,79 zł": a decimal comma (three digits are thousands)
    return number


_KEYS = {"€": "EUR", "EURO": "EUR", "EUROS": "EUR", "$": "USD", "US$": "USD", "£": "GBP"}
_KEYS |= {"DOLLAR": "USD", "DOLLARS": "USD", "BUCKS": "USD"}
_KEYS |= {"¥": "JPY", "₹": "INR", "RS": "INR", "RUPEE": "INR", "RUPEES": "INR"}
_KEYS |= {"R$": "BRL", "REAL": "BRL", "REAIS": "BRL", "R": "ZAR", "RAND": "ZAR", "₦": "NGN"}
_KEYS |= {"NAIRA": "NGN", "₱": "PHP", "PESO": "PHP", "PESOS": "PHP", "KSH": "KES"}
_KEYS |= {"SHILLING": "KES", "SHILLINGS": "KES", "POUND": "GBP", "POUNDS": "GBP", "QUID": "GBP"}
_KEYS |= {"YEN": "JPY", "YUAN": "CNY", "RM": "MYR", "S$": "SGD", "C$": "CAD", "CA$": "CAD"}
_KEYS |= {"A$": "AUD", "AU$": "AUD", "NZ$": "NZD", "HK$": "HKD", "RP": "IDR"}
_SIGN_OF = {"EUR": "€", "USD": "$", "GBP": "£", "JPY": "¥", "INR": "₹"}
"""The currencies the readers know by their sign; any other is written "$"."""


def currency_key(sign: str) -> str:
    """The currency a sign, code or name says ("R$", "reais" → "BRL"); else itself, upper case."""
    key = sign.rstrip(".").replace(" ", "").upper()
    return _KEYS.get(key, key)


KNOWN_CURRENCIES = frozenset(_KEYS.values())
"""The currencies `currency_key` knows by a sign or a name."""


_SMALL = re.compile(
    r"(?<![\w.,£$€])(?P<n>\d+(?:\.\d+)?)\s?(?P<unit>p|pence|c|cents?)\b(?!\.?\s?m\b|\.\w)", re.I
)
"""Pence and cents ("50p a mile", "125.4 cent a litre"), read in pounds, euros or dollars."""
_SMALL_ASKED = re.compile(r"\b(?:in|how\s+many)\s+(?:pence|cents?|p)\b", re.I)


def _in_whole_units(task: str) -> str:
    """`task` with its pence and cents in pounds, euros or dollars, when it names one of them.

    "firm pays 50p a mile. how much can i claim? to the nearest penny": £0.50 a mile. Pence are
    pounds' when no other currency is named; cents are the one currency named (€, $); a task
    that asks its answer in pence or cents keeps them.
    """
    if _SMALL_ASKED.search(task):
        return task
    named = {"€" if "€" in task or re.search(r"\beuros?\b", task, re.I) else ""}
    named |= {"$" if re.search(r"\$|\bdollars?\b", task, re.I) else ""}
    named |= {"£" if re.search(r"£|\bpounds?\b|\bquid\b", task, re.I) else ""}
    named.discard("")

    def whole(match: re.Match[str]) -> str:
        pence = match["unit"].lower().startswith("p")
        sign = "£" if pence and named <= {"£"} else next(iter(named)) if len(named) == 1 else ""
        if not sign or (pence and sign != "£"):
            return match[0]
        return f"{sign}{_hundredth(match['n'])}"

    return _SMALL.sub(whole, task)


def _hundredth(number: str) -> str:
    """`number` / 100 written exactly ("50" → "0.50", "125.4" → "1.254")."""
    whole, _, decimals = number.partition(".")
    digits = whole.rjust(3, "0") + decimals
    return f"{int(digits[: -2 - len(decimals)])}.{digits[-2 - len(decimals) :]}"


def plain_money(task: str) -> Notation:
    """`task` with its amounts in one notation (see the module), or as it is when it has none.

    Thousands said with "k" are plain first ("£27k" → "£27000", `scaled_amounts`).
    """
    task = _in_whole_units(scaled_amounts(task))
    spans = [(m.start(), m.end()) for m in _QUOTED.finditer(task)]
    found = [
        m
        for pattern in (_BEFORE, _AFTER)
        for m in pattern.finditer(task)
        if not any(start <= m.start() < end for start, end in spans)
    ]
    notation = Notation(task)
    named = {currency_key(m[0]) for m in _MENTION.finditer(task)}  # "5000 shillings to dollars"
    if len({currency_key(m["sign"]) for m in found} | named) == 1:
        text, at = [], 0
        for match in sorted(found, key=lambda m: m.start()):
            if match.start() < at:
                continue  # "€100 €": one amount
            number = _plain_number(match["n"])
            currency = currency_key(match["sign"])
            if (
                match.re is _BEFORE
                and match["sign"] in _SIGN_OF.values()
                and _STANDARD.fullmatch(match["n"])
            ):
                plain = match[0]  # "$1,500", "€20": as the readers know them
            elif match.re is _AFTER and match["sign"].isalpha() and currency in _SIGN_OF:
                plain = f"{number} {match['sign']}"  # "100 euros", "60 rupees": read as they are
            else:
                plain = f"{_SIGN_OF.get(currency, '$')}{number}"
            if plain != match[0]:
                notation.typed.setdefault(plain, match[0])
            text += [task[at : match.start()], plain]
            at = match.end()
        task = "".join([*text, task[at:]])
    else:  # "€4,263.77 at 1 EUR = R19.5476": the rand by its code, as the conversions read it
        for match in sorted(found, key=lambda m: m.start(), reverse=True):
            sign, code = match["sign"], currency_key(match["sign"])
            lettered = re.fullmatch(r"[A-Za-z]+\.?", sign) and sign.upper() != code  # "R", "RM"
            if match.re is _BEFORE and lettered and re.fullmatch("[A-Z]{3}", code):
                number = match["n"].rstrip(",")  # "RM5,519, 1 SGD = ...": no comma after
                end = match.end() - (len(match["n"]) - len(number))
                plain = f"{_plain_number(number)} {code}"  # a code stays as it is typed
                notation.typed.setdefault(plain, task[match.start() : end])
                task = f"{task[: match.start()]}{plain}{task[end:]}"
    notation.text = _INDIAN.sub(lambda m: m[0].replace(",", ""), _SLASH_DASH.sub("", task))
    return notation
