"""Percents asked by name: "a 2% dividend on €15,946", "what percent of my salary is rent?".

"Please calculate a 2% dividend on savings of €15,946", "what's a 4% bonus on $52,000?", "work
out a 1.5% levy on R84,300": the percent names a part of the amount (a dividend, a bonus, a
levy), and the request asks that part. The part's name must be one the percent readers do not
give a role of their own (a discount, a tax, a tip: asked this way, they may mean the price after
it), and the task must hold nothing but the request: the percent, its name, and the amount.
Told first, the percent's name asks for it later: "paying a 0.75% dividend this year. ive €24,741
in shares, how much dividend will i get?" (one percent, one amount).

"what percent of my salary is going for rent? My salary is ₹29,000 and room rent is ₹10,250",
"what percent of our budget have we used up? budget $38,045, spent $7,028.11": of two amounts,
the one told with the name the question asks a percent of is the whole, the other its part.
"""

from __future__ import annotations

import re

from agentschool.agent.money_notation import MONEY, amount_of

__all__ = ["named_percent", "percent_of_named", "percent_told_by_name"]

_ROLE_WORDS = (
    r"tax|taxes|vat|gst|hst|tip|gratuity|service|markup|mark-up|surcharge|discount|reduction|"
    r"markdown|rebate|fee|commission|increase|rise|raise|hike|deposit|off|cut|drop|decrease|"
    r"interest|saving|savings|extra|more|less|of|down|up|on|waste|spare"
)
_ASKED = re.compile(
    r"^\s*(?:(?:please|pls|kindly|can\s+you|could\s+you|would\s+you)\s+)*"
    r"(?:calculate|calc|work\s+out|figure\s+out|compute|tell\s+me|what(?:'s|\s+is|\s+would\s+be)|whats|"
    r"how\s+much\s+is)\s+(?:(?:a|an|the|my)\s+)?"
    rf"(?P<p>\d+(?:\.\d+)?)\s*(?:%|percent\b|per\s+cent\b)\s+(?P<name>(?!(?:{_ROLE_WORDS})\b)[a-z]+)\s+"
    r"(?:on|of|for)\s+(?:(?:the|my|our|a|an|his|her|their)\s+)?(?:[a-z]+\s+){0,2}?(?:of\s+)?"
    r"(?P<amount>\S+)\s*[?.!]?\s*$",
    re.I,
)


def named_percent(task: str) -> str | None:
    """The part a percent of an amount names, asked alone; None for any other task."""
    said = _ASKED.match(task)
    if said is None:
        return None
    money = MONEY.fullmatch(said["amount"].rstrip(".,?!"))
    if money is None:
        return None
    return f"{said['p']} * {amount_of(money)} / 100"


_NUMBER = re.compile(r"(?<![\w.,])(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\w,]\d)")


def numbers_in(text: str) -> list[str]:
    """The numbers of `text`, without their thousands commas ("₹29,000" → "29000")."""
    return [n.replace(",", "") for n in _NUMBER.findall(text)]


_NAME_ASKED = re.compile(
    r"\b(?:h(?:o)?w\s+much|what(?:'s|\s+is|\s+will\s+be|\s+would\s+be)?|whats)\s+(?:(?:the|my|our)\s+)?"
    r"(?P<name>[a-z]+)\b(?=[^.?!]*\?)",
    re.I,
)
_PERCENT_NAMED = re.compile(
    r"(?<![\w.])(?P<p>\d+(?:\.\d+)?)\s*(?:%|percent\b|per\s+cent\b)\s+(?P<name>[a-z]+)", re.I
)


def percent_told_by_name(task: str) -> str | None:
    """The part a percent told by its name gives of the one amount, when the question asks it."""
    percents = list(_PERCENT_NAMED.finditer(task))
    asked = [m["name"].lower() for m in _NAME_ASKED.finditer(task)]
    if len(percents) != 1 or not asked or len(numbers_in(task)) != 2:
        return None
    name = percents[0]["name"].lower()
    if asked[-1] != name or re.fullmatch(_ROLE_WORDS, name):
        return None
    amounts = [m for m in MONEY.finditer(task) if m.start() > percents[0].end()]
    if len(amounts) != 1:
        return None
    return f"{percents[0]['p']} * {amount_of(amounts[0])} / 100"


_OF_NAMED = re.compile(
    r"\bwhat\s+(?:percent(?:age)?|%|per\s+cent)\s+of\s+(?:(?:my|our|the|his|her|their|your)\s+)?"
    r"(?:[a-z]+\s+){0,2}?(?P<whole>[a-z]+)\s+(?:is|are|was|has|have|had|goes|went|did|do|does|"
    r"(?:is|are)\s+(?:going|spent|used))\b[^.?!]*(?:[?.!]|$)",
    re.I,
)


def percent_of_named(task: str) -> str | None:
    """The part as a percent of the whole the question names, of the story's two amounts."""
    asked = _OF_NAMED.search(task)
    if asked is None:
        return None
    told = task[: asked.start()] + task[asked.end() :]
    numbers = numbers_in(told)
    if len(numbers) != 2 or numbers_in(asked[0]):
        return None
    whole = asked["whole"].lower()
    named = re.compile(
        rf"\b{re.escape(whole)}s?\b\s*(?:is|was|of|:|=|at|comes\s+to)?\s*(?:[^\w\s]{{1,2}}|[A-Z]{{1,3}}\$?)?\s*"
        rf"(?P<n>\d[\d,]*(?:\.\d+)?)",
        re.I,
    )
    wholes = [m["n"].replace(",", "") for m in named.finditer(told)]
    if len(wholes) != 1 or wholes[0] not in numbers:
        return None
    part = numbers[1 - numbers.index(wholes[0])]
    return f"{part} / {wholes[0]} * 100"
