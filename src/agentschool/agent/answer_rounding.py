"""How a word problem wants its answer given: rounded as asked, or a whole count of periods.

"At what rate is that, in ml per hour? Round to one decimal place": the reading is made without
the rounding (its "1 decimal" is no quantity of the story), then rounded. "I save £5 a week. How
many weeks to save £52?": the amount is reached in the 11th week; 10.4 weeks is no answer.
"""

from __future__ import annotations

import re

from agentschool.agent.quantity_reader import Quantity
from agentschool.agent.units import CURRENCIES

__all__ = [
    "asked_rounding",
    "asked_way",
    "rounded_as_told",
    "rounding_asked",
    "rounds_down",
    "rounds_up",
    "to_whole",
]

_PLACES = (
    r"(?P<n>\d+|one|two|three)"
    r"(?:\s*(?:dp|d\.p\.)(?![a-z])|\s+(?:decimal\s+places?|decimals?|places?))"
)
"""Decimal places: "2 decimal places", "one decimal", "1 dp", "2dp", "1 d.p."."""
_WHOLE_UNIT = (
    r"(?:whole\s+)?(?!(?:ten|tens|hundred|thousand|million|tenth|hundredth|thousandth|penny|pence|"
    r"cent|five|fifty|quarter|half|minute|second)\b)[a-z]+"
)
"""A unit rounded to a whole one ("the nearest gram"); not a ten, a tenth, a penny or a minute."""
_END = r"(?:\s+(?:pls|please|plz|thanks|thx|ta))?(?=\s*[.?!]?\s*$|\s*[.?!]\s+\S)"
"""The end of a rounding asked: the task's, or its sentence's ("in feet, to one decimal? Use")."""
_ROUNDINGS = (
    re.compile(
        r"[,;.]?\s*(?:and\s+)?(?:please\s+)?(?:round(?:ed)?|rounding)\s+(?:it\s+|that\s+|"
        rf"this\s+|the\s+(?:answer|result|total|sum|amount)\s+)?(?:off\s+)?to\s+(?:{_PLACES}|the\s+nearest\s+"
        rf"(?:whole\s+[a-z]+|integer|{_WHOLE_UNIT})|(?:a\s+)?whole\s+number)\b",
        re.I,
    ),
    re.compile(rf"\s*\(\s*(?:to\s+|round(?:ed)?\s+(?:to\s+)?)?{_PLACES}\s*\)", re.I),
    re.compile(
        r"[,;.?]?\s*\(?(?:with\s+)?(?P<none>no|without)\s+(?:decimals?|decimal\s+places|cents|pennies)\)?"
        r"(?:\s+(?:please|pls))?(?=\s*[.!?]?\s*$)",
        re.I,
    ),  # "..., no decimals": a whole number
    re.compile(
        rf"\s*\(\s*(?:in\s+)?decimal\s+(?:hrs|hours)\s*,\s*(?:to\s+)?{_PLACES}\s*\)", re.I
    ),  # "(decimal hrs, 2dp)": the hours as a decimal, rounded
    re.compile(
        r"[,;]?\s*(?:(?:please\s+)?give\s+(?:it|the\s+answer|answer|me\s+the\s+answer)\s+|correct\s+)?"
        rf"to\s+{_PLACES}{_END}",
        re.I,
    ),
    re.compile(
        rf"(?:(?<=[?!])\s*|(?<=[a-z\d][.:,])\s+|(?<=\))\s+)(?:to\s+)?{_PLACES}(?:\s+(?:pls|please))?{_END}",
        re.I,
    ),
    re.compile(rf"[,;]?\s*\(?(?:to\s+)?the\s+nearest\s+{_WHOLE_UNIT}\)?{_END}", re.I),
    re.compile(rf"(?:[,;]|(?<=[?!\n]))\s*nearest\s+{_WHOLE_UNIT}{_END}", re.I),
    re.compile(
        r"[,;.]?\s*\(?\s*(?:and\s+)?(?:please\s+)?(?:exact(?:ly)?\s+)?(?:round(?:ed)?(?:\s+(?:it|that|this|the\s+"
        r"(?:answer|result|total|amount)))?\s+(?:off\s+)?)?to\s+(?:the\s+)?(?:nearest\s+)?"
        r"(?P<cent>cents?|penny|pennies|pence)\s*\)?(?:\s+(?:please|pls|thanks|thx))?(?=\s*[.?!]?\s*$)",
        re.I,
    ),  # "(round to the cent)", "..., to the nearest penny"
    re.compile(
        r"(?:[,;.?!]|\s-|\s(?=\())\s*\(?(?:the\s+)?nearest\s+(?P<cent>cent|penny)\s*\)?(?:\s+(?:please|pls|"
        r"thanks|is\s+fine|is\s+ok|will\s+do))?[.!?]?(?=\s*$)",
        re.I,
    ),  # "... per instalment? Nearest cent please"
    re.compile(rf"[,;.]?\s*\(?\s*round(?:ed)?\s+to\s+nearest\s+{_WHOLE_UNIT}\s*\)?{_END}", re.I),
    re.compile(rf"(?<=[?!])\s*round(?:ed)?\s+(?:to\s+)?{_PLACES}{_END}", re.I),
    re.compile(rf"(?<=[a-z])\s+to\s+{_PLACES}(?=\s*,\s)", re.I),  # "in litres to 1 dp, for ..."
    re.compile(
        rf"[,;.]?\s*(?:to\s+)?{_PLACES}\s+(?:(?:is|are|would\s+be|will\s+be)\s+(?:fine|ok|okay|"
        rf"enough|plenty|good)|will\s+do)(?:\s+thanks)?\s*[.!]?{_END}",
        re.I,
    ),
    re.compile(
        r"(?:,\s*|\s+)(?:rounded\s+)?(?:to\s+)?(?:the\s+nearest\s+(?P<cent>cent|penny)|"
        rf"{_PLACES})\s*(?=[:,]\s)",
        re.I,
    ),  # "average of these takings to the nearest penny: £476.26, ..."
    re.compile(
        rf"^(?:rounded\s+)?to\s+(?:the\s+nearest\s+(?P<cent>cent|penny)|{_PLACES})\s*,\s*", re.I
    ),  # "to the nearest penny, what's the average of ..."
    re.compile(
        r"(?:(?<=[?!.])|[,;])\s*(?:please\s+|pls\s+|kindly\s+)?(?:give|show|make|put|write|leave)\s+"
        r"(?:me\s+)?(?:(?:it|that|this|the\s+(?:answer|result|total|amount|figure)|answer)\s+)?"
        rf"(?:in\s+[a-z]+\s+)?(?:to|in|as|with)?\s*(?:(?:the\s+)?nearest\s+(?P<cent>cent|penny)|{_PLACES})"
        rf"{_END}",
        re.I,
    ),  # "Please give one decimal place."
    re.compile(
        r"(?:(?<=[?!.])|[,;])\s*(?:in\s+|exact(?:ly)?\s+to\s+the\s+|to\s+the\s+)?"
        r"(?P<cent>(?:pounds|dollars|euros?|rand)\s+and\s+(?:pence|cents)|penny|cent)"
        rf"(?:\s+(?:please|pls))?{_END}",
        re.I,
    ),  # "... in the year? Pounds and pence please.", "profit? exact to the penny"
)
"""A rounding asked with the story ("round to 1 decimal place", "(1 dp)", "..., to 1 dp", "...?
1 dp", "how many grams is that, nearest gram?", "One decimal place is fine."); rounding up or
down, and to a ten or a penny, is not read."""
_WORDS = {"one": "1", "two": "2", "three": "3"}
_ANY_ROUNDING = re.compile(
    r"\bround(?:ed|ing)?\s+(?:it\s+|that\s+|this\s+|them\s+|everything\s+|each\s+|the\s+"
    r"(?:answer|result|total|amount|figure)s?\s+)?(?:up\s+|down\s+|off\s+)?(?:to\b|$|[.,;?!])|"
    r"\bto\s+the\s+nearest\b|\bnearest\s+(?:whole|penny|cent|pound|dollar|euro|ten|hundred)\b|"
    r"\b(?:\d+|one|two|three)\s*(?:dp|d\.p\.)(?![a-z])|\bdecimal\s+places?\b",
    re.I,
)
"""Any wording that asks the answer rounded, read or not ("round it to the nearest ten")."""
_ROUNDS = re.compile(r"\b(?:round|floor|ceil)\(|//")


def rounding_asked(task: str, expressions: list[str]) -> bool:
    """Whether `task` asks its answer rounded and none of `expressions` rounds.

    A reader that reads the sum and drops "and round it to the nearest ten" gives a number the
    person did not ask for: the rules refuse rather than answer it unrounded.
    """
    return bool(_ANY_ROUNDING.search(task)) and not any(_ROUNDS.search(e) for e in expressions)


_NEAREST_MINUTE = re.compile(
    r"[,;.]?\s*\(?(?:and\s+)?(?:round(?:ed)?\s+(?:it\s+|that\s+)?)?(?:to\s+)?(?:the\s+nearest|whole)\s+"
    r"(?:min(?:ute)?|sec(?:ond)?)s?\)?(?=\s*[.?!]?\s*$)|\s*\(\s*nearest\s+(?:min(?:ute)?|sec(?:ond)?)\s*\)",
    re.I,
)
"""The nearest minute or second, read only when the question asks minutes or seconds (not a
time of day, not hours)."""
_MINUTES_ASKED = re.compile(
    r"\b(?:how\s+many\s+(?:minutes|seconds)|in\s+(?:minutes|seconds)|seconds\s+per)\b", re.I
)


_WHOLE_PERIODS = re.compile(
    r"\bhow\s+many\s+(?:more\s+)?(?:whole\s+|full\s+)?(?:weeks|months|days|years|fortnights)\b"
    r"(?=.*\b(?:take|need|until|till|before|to\s+(?:save|have|reach|afford|get|pay|buy|clear)|"
    r"paid\s+off|pay\s+(?:it\s+)?off)\b)(?!.*\blast\b)"
)
"""A count of whole periods asked to reach an amount saved by the period."""
_SAVING_FOR = re.compile(
    r"\b(?:sav(?:e|es|ing)|put\s+(?:away|aside|by)|set\s+aside)\b(?=.*\bhow\s+many\s+(?:more\s+)?"
    r"(?:whole\s+|full\s+)?(?:weeks|months|days|years|fortnights)\b(?!.*\b(?:did|have\s+i|so\s+far)\b))"
)
"""The saving said before the count of periods is asked: "I save $45 a week. How many weeks?"."""
_WHOLE_THINGS = re.compile(
    r"\bhow\s+many\s+(?P<t>[a-z]+s)\b.*\b(?:whole|full|complete)\s+(?P=t)\b|"
    r"\bhow\s+many\s+(?:whole|full|complete)\s+[a-z]+s\b"
)
"""A count asked in whole things: "how many packets must I buy (whole packets)?"."""
_PERIODS = frozenset({"day", "week", "fortnight", "month", "year"})


def asked_rounding(text: str) -> tuple[str, int | None]:
    """`text` without the rounding it asks, and the decimal places asked (None: no rounding)."""
    for pattern in _ROUNDINGS:
        rounded = pattern.search(text)
        if rounded is not None:
            found = rounded.groupdict()
            places = "2" if found.get("cent") else found.get("n") or "0"
            told = re.sub(r"\s*\(\s*\)", "", text[: rounded.start()] + text[rounded.end() :])
            return told, int(_WORDS.get(places.lower(), places))  # "(round to 2dp)": no "()"
    if _MINUTES_ASKED.search(text) and (minute := _NEAREST_MINUTE.search(text)) is not None:
        return text[: minute.start()] + text[
            minute.end() :
        ], 0  # "how many minutes, nearest minute"
    return text, None


_WAY = re.compile(
    r"[,;.]?\s*\(?\s*(?:(?:whole|full)\s+[a-z]+\s*,\s*)?(?:and\s+)?(?:please\s+)?"
    r"(?:round(?:ed|ing)?(?:\s+(?:it|that|the\s+answer))?\s+(?P<way>up|down)|(?P<way2>up|down)\s+to\s+"
    r"(?=(?:an?|the)\s))(?:\s+to\s+(?:an?|the)\s+(?:next\s+)?(?:whole|full)(?:\s+[a-z]+)?|"
    r"\s+to\s+the\s+next\s+(?!(?:ten|tens|hundred|thousand|five|fifty|quarter|half)\b)"
    r"(?:whole\s+)?[a-z]+)?\s*\)?(?:\s+(?:pls|please|obv|obviously))?"
    r"(?=\s*[.?!]?\s*$|\s*[.?!]\s+\S)",
    re.I,
)
"""A rounding up or down asked at the end of the task or of its sentence: "(round up)", "round
up to a full tin", "(whole months, round up)", "rounded down to the next whole number"; not "round
up to the nearest ten" (a ten is no whole unit)."""


def asked_way(text: str) -> tuple[str, str | None]:
    """`text` without a rounding up or down it asks (`_WAY`), and "up" or "down" (None: none)."""
    way = _WAY.search(text)
    if way is None or (way["way"] is None and way["way2"] is None):
        return text, None
    return text[: way.start()] + text[way.end() :], (way["way"] or way["way2"]).lower()


_LASTS = re.compile(
    r"\b(?:lasts?|make|makes|fill|fills|serve|serves|feed|feeds|afford|run(?:s|ning)?\s+out|runs?\s+dry)\b"
)
"""What a whole count is of when it is what an amount lasts or makes: a part left over is lost."""


def rounds_down(text: str) -> bool:
    """Whether the question counts the whole things an amount lasts or makes: rounded down.

    "how many whole days does an 800 g tin last at 103.2 g a day?": 7, the eighth is not whole.
    """
    counted = _WHOLE_THINGS.search(text) or re.search(r"\bhow\s+many\s+days\b.*\brun", text)
    return bool(counted and _LASTS.search(text))  # "how many days til it runs out": whole days


def rounds_up(text: str, quantities: list[Quantity]) -> bool:
    """Whether the question counts whole things to reach an amount, so its answer rounds up.

    "how many weeks to save £52?" at £5 a week; "how many packets must I buy (whole packets)?".
    """
    if _WHOLE_THINGS.search(text):
        return not _LASTS.search(text)
    asked = _WHOLE_PERIODS.search(text) or _SAVING_FOR.search(text)
    return asked is not None and any(_saved_per_period(q) for q in quantities)


def _saved_per_period(q: Quantity) -> bool:
    """Money per period ("£5 a week"): what is put by each period."""
    names = dict(q.unit)
    return (
        len(q.unit) == 2
        and any(names.get(c) == 1 for c in CURRENCIES)
        and any(names.get(p) == -1 for p in _PERIODS)
    )


def to_whole(expression: str, way: str) -> str:
    """`expression` rounded to a whole number "up" (its ceiling) or "down" (its floor)."""
    return f"(-(-({expression}) // 1))" if way == "up" else f"(({expression}) // 1)"


def rounded_as_told(expression: str, places: int | None, way: str | None) -> str:
    """`expression` rounded as the task asks: up or down to a whole, or to `places` places.

    An expression that rounds already ("round(7.5 / 2)", "(x) // 1") is kept as it is.
    """
    if expression.startswith(("round(", "-(-(", "(-(-(", "ceil(", "floor(")) or expression.endswith(
        ("// 1", "// 1)")
    ):
        return expression
    if way is not None:
        return to_whole(expression, way)
    return f"round({expression}, {places})" if places is not None else expression
