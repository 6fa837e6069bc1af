"""Pay or a bill for hours worked at an hourly rate, with the hours said any way people say them.

"31.5 hrs at £31.50/hr", "bill for 1 hr 45 min at an hourly rate of €45?", "shifts of 7h, 5.5h,
5h, 7.5h. i'm on $12.21/hr, what's my pay before deductions?", "Hours this week: Mon 10, Tue
6.25, Wed 6.25. I'm paid £20/hour", and a job's invoice: "Call-out charge was £80, I was there 3
hours at £55 an hour, and the parts came to £37.10". Overtime past a threshold ("OT at 1.5x
after 40 hrs. worked 49 hrs. total pay before tax?") is `overtime_pay`'s reading.

Every number must be the rate, hours worked, or (for a bill) a charge named beside its amount;
hours a day or a week, a bonus, a percent or a count of people leave the task unread.
`hourly_pay` answers None unless the story is one of these.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import plain_wording
from agentschool.agent.overtime_pay import HOURLY, MULTIPLIER, TIMES_SAID, overtime_after

__all__ = ["hourly_pay"]

_N = r"\d+(?:\.\d+)?"
_NUMBER = re.compile(rf"(?<![\w.]){_N}")
_DURATION = re.compile(
    rf"(?<![\w.])(?:(?P<h>{_N})\s*(?:h|hrs?|hours?)\b(?:\s*(?:and\s+)?(?P<m>{_N})\s*"
    rf"(?:m|mins?|minutes?)\b)?|(?P<mo>{_N})\s*(?:mins?|minutes)\b)"
)
_DAY_HOURS = re.compile(
    rf"\b(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\s*[:=-]?\s*(?P<h>{_N})(?!\.?\d)"
    r"(?!\s*(?:am|pm|:|h\b|hrs?\b|hours?\b))"
)
"""Hours by weekday under a heading of hours: "Mon 10, Tue 6.25"."""
_HOURS_HEADING = re.compile(r"\bhours\b")
_CHARGE = re.compile(
    rf"\b(?P<what>call[-\s]?out(?:\s+(?:charge|fee))?|parts|materials|supplies|travel(?:\s+fee)?|"
    r"disposal(?:\s+fee)?|parking|fixed\s+fee|booking\s+fee|admin\s+fee)\b[^.;,\d]{0,20}?"
    rf"[$€£]\s*(?P<x>{_N})"
)
"""A charge of a job named before its amount: "call-out charge was £80", "parts came to £37.10"."""
_UNREAD = re.compile(
    r"%|\b(?:percent|bonus|tips?|each|per\s+(?:day|week|month|shift|person)|a\s+(?:day|week|month)|"
    r"days|weeks|people|workers|staff|minus|less|deduct\w*|tax|discount|off|overtime|ot|split|"
    r"share|half|double|twice|sav(?:e|ed|es|ing)|part\s+of\s+an?\s+hour|started|begun)\b"
)
_BEFORE_DEDUCTIONS = re.compile(
    r"\s*,?\s*(?:before|pre)[\s-]+(?:any\s+)?(?:tax|deductions|stoppages|taxes)\b"
)
_PAY_ASKED = re.compile(
    r"\b(?:pay|paid|wages?|earn\w*|gross|salary|bill|invoice|charge|cost|total|owe|come\s+to|"
    r"how\s+much)\b"
)
_TERSE = re.compile(
    rf"\s*(?P<h>{_N})\s*(?:h|hrs?|hours?)\s+(?:at|@|times)\s+[$€£]?\s*{_N}\s*"
    r"(?:/\s*|an?\s+|per\s+)(?:h|hr|hour)\s*(?:[,.]?\s*(?:total|how\s+much)\s*)?[.?!]?\s*"
)
"""The whole task is the hours at the rate, asking nothing else: "31.5 hrs at £31.50/hr", "25
hours at £11.50 an hour", "39 hours times $21.80 per hour"."""


def hourly_pay(task: str) -> str | None:
    """The rate times the hours worked, plus the job's named charges, or None."""
    text = task.lower().replace("’", "'")
    text = re.sub(r"(?<=\d),(?=\d{3}\b)", "", text)
    if MULTIPLIER.search(text) or TIMES_SAID.search(text):
        plain = plain_wording(task)
        return overtime_after(plain, _NUMBER.findall(plain))
    signed = _BEFORE_DEDUCTIONS.sub(" ", text)
    text = re.sub(r"[$€£]", " ", signed)  # "an hourly rate of €45": the same places, no signs
    rates = list(HOURLY.finditer(text))
    if len(rates) != 1 or _UNREAD.search(text):
        return None
    if not (_PAY_ASKED.search(text) or _TERSE.fullmatch(text)):
        return None
    rate = rates[0]
    rest = text[: rate.start()] + " " * (rate.end() - rate.start()) + text[rate.end() :]
    used: list[tuple[int, int]] = []
    hours: list[str] = []
    for match in _DURATION.finditer(rest):
        if match["mo"]:
            hours.append(f"{match['mo']} / 60")
        else:
            hours.append(f"({match['h']} + {match['m']} / 60)" if match["m"] else match["h"])
        used.append(match.span())
    if _HOURS_HEADING.search(rest):
        for match in _DAY_HOURS.finditer(rest):
            if _covered(match.span("h"), used):
                continue  # "Tuesday 4.75 hours": read as a duration
            hours.append(match["h"])
            used.append(match.span("h"))
    charges = [m for m in _CHARGE.finditer(signed) if not _covered(m.span("x"), used)]
    if any(m.start("x") < rate.end() and rate.start() < m.end("x") for m in charges):
        return None  # the rate read as a charge
    used += [m.span("x") for m in charges]
    if not hours or any(not _covered(m.span(), used) for m in _NUMBER.finditer(rest)):
        return None  # a number that is no hours, no rate and no named charge
    if charges and not re.search(r"\b(?:total|bill|invoice|come\s+to|altogether|owe)\b", text):
        return None
    worked = hours[0] if len(hours) == 1 else f"({' + '.join(hours)})"
    fixed = "".join(f" + {m['x']}" for m in charges)
    return f"{worked} * {rate['r']}{fixed}"


def _covered(span: tuple[int, int], used: list[tuple[int, int]]) -> bool:
    return any(start <= span[0] and span[1] <= end for start, end in used)
