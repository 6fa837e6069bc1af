"""A percent of an amount asked by the name of what it gives: "a 2% dividend on savings of €15,946".

"Please calculate a 2% dividend on savings of €15,946", "what's a 4% bonus on $52,000?", "work
out a 1.5% levy on R84,300": the percent names a part of the amount (a dividend, a bonus, a
levy), and the request asks that part. The part's name must be one the percent readers do not
give a role of their own (a discount, a tax, a tip: asked this way, they may mean the price after
it), and the task must hold nothing but the request: the percent, its name, and the amount.
"""

from __future__ import annotations

import re

from agentschool.agent.money_notation import MONEY, amount_of

__all__ = ["named_percent"]

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
