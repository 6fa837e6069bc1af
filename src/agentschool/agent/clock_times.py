"""Hours worked told by clock times: "7am to 6:30pm with a 45 min unpaid break" is 10.75 hours.

A story about pay gives its hours as a span of the clock ("from 9am to 5pm", "10pm-6am", "clocked
in at 8:15am, out at 4:45pm") and sometimes a break to take off. `worked_hours` writes the span as
the hours it lasts, so the readings of pay read "10.75 hours" as if the task had said it. A span
past midnight lasts into the next day. A break comes off only when the task says it is unpaid (or
"minus" it, "not counting" it); a paid break stays in; a break said neither way leaves the hours
unsure, and the task is not rewritten (the readings then refuse it, as they cannot place "7am").
"""

from __future__ import annotations

import re
from fractions import Fraction

__all__ = ["clock_minutes", "hours_worked", "worked_hours"]


def _clock(n: int) -> str:
    return (
        rf"(?<![\d.:,])(?P<h{n}>\d{{1,2}})(?::(?P<m{n}>[0-5]\d))?(?![\d.:,]\d)\s*"
        rf"(?P<ap{n}>[ap]\.?m\.?\b)?"
    )


_SPAN = re.compile(
    r"(?:\b(?:from|between)\s+)?"
    + _clock(1)
    + r"\s*(?:-|–|—|\bto\b|\btill\b|\btil\b|\buntil\b|\band\b)\s*"
    + _clock(2)
    + r"|\b(?:clocked\s+in|started|starts?|began|begins?|in|came|arrived|got\s+(?:here|there)|"
    + r"turned\s+up|on(?=\s+at\b))"
    + r"(?:\s+(?:my\s+|the\s+|our\s+|his\s+|her\s+)?(?:shift|work|duty))?\s+(?:at\s+)?"
    + _clock(3)
    + r"[^.?!]{0,30}?\b(?:(?:clocked\s+)?out|finished|finish(?:es)?|ended|ends?|left|stopped|"
    + r"got\s+(?:back|home)|came\s+(?:back|home)|off(?=\s+at\b))\s+(?:at\s+)?"
    + _clock(4)
)
"""Two clock times a span runs between: "7am to 6:30pm", "from 22:00 - 06:00", "came at 7:15pm and
we got back at 11pm", "I start my shift at 7:30 am and finish at 4:15 pm", "starts 7am ends 3pm",
"on at 6:30, off at 16:00"."""
_MIDNIGHT = re.compile(r"\b(?P<at>at|to|till|until|til)\s+(?P<w>midnight|noon|midday)\b", re.I)
"""Midnight and noon as clock times: "got back at midnight" is 12am."""
_BREAK = re.compile(
    r"(?P<lead>\b(?:with|and|plus|minus|less|not\s+counting|excluding|took|take|had|have|"
    r"taking|there\s+was)\s+(?:a|an|my|the|one)?\s*)?"
    r"(?:(?P<n>\d+(?:\.\d+)?)\s*-?\s*(?P<unit>minutes?|mins?|hours?|hrs?|h|m(?=\s+break))\b|"
    r"(?P<half>half[-\s]+(?:an?[-\s]+)?hour)|(?P<quarter>quarter[-\s]+(?:of[-\s]+an?[-\s]+)?hour)|"
    r"(?P<hour>(?<=\ban\s)hour(?:[-\s]+long)?))\s*(?:(?:for|of)\s+(?:a\s+)?|"
    r"of\s+(?:that|it|them)\s+(?:was|is|were)\s+(?:an?\s+)?(?:(?P<kind2>unpaid|paid)\s+)?)?"
    r"(?P<kind>unpaid\s+|paid\s+)?(?:lunch\s+|meal\s+|rest\s+)?(?:break|lunch)\b"
    r"(?P<after>\s*\(?(?:unpaid|paid|not\s+paid)\)?)?"
)
"""A break in the span: "with a 45 min unpaid break", "minus a 30-minute lunch", "took 60
minutes for lunch", "45 mins of that was unpaid break"."""
_DOTTED = re.compile(r"(?<![\d.])(\d{1,2})\.([0-5]\d)\s*(?=[ap]\.?m\b)", re.I)
"""A clock typed with a dot ("7.30pm"): its colon."""
_FOUR_DIGITS = re.compile(
    r"(?<![\d.:])(?P<a>[01]\d|2[0-3])(?P<b>[0-5]\d)\s*(?P<to>-|–|—|to|till|until)\s*"
    r"(?P<c>[01]\d|2[0-3])(?P<d>[0-5]\d)(?![\d.:])(?=[^.?!]*\b(?:nights?|shifts?|hrs|hours|break|"
    r"duty|worked|on\s+call)\b)",
    re.I,
)
"""A shift typed on a 24-hour clock with no colons ("2200-0800 nights"): its colons."""
_UNPAID_FIRST = re.compile(
    r"\b(?P<kind>unpaid|paid)\s+(?P<n>\d+(?:\.\d+)?\s*-?\s*(?:minutes?|mins?|hours?|hrs?|h))\s+"
    r"(?P<what>break|lunch)\b",
    re.I,
)
"""A break's kind said before its length ("an unpaid 45 minute lunch")."""


def clock_wording(task: str) -> str:
    """`task` with its clock times and breaks in the forms the span and break readers read."""
    task = _FOUR_DIGITS.sub(r"\g<a>:\g<b> \g<to> \g<c>:\g<d>", _DOTTED.sub(r"\1:\2", task))
    return _UNPAID_FIRST.sub(r"\g<n> \g<kind> \g<what>", task)


_PAUSE_SAID = re.compile(r"\b(?:break|lunch|unpaid|rest|pause|off\s+the\s+clock)\b")
"""Words of a break in any wording: one `_BREAK` did not read leaves the hours unsure."""
_TAKEN_OFF = re.compile(r"\b(?:minus|less|not\s+counting|excluding)\b")


def clock_minutes(match: re.Match[str], n: int) -> int | None:
    """Minutes past midnight of clock `n`, or None when no suffix or colon says it is a time.

    The match names clock `n`'s hour, minutes and am/pm `h{n}`, `m{n}` and `ap{n}`.
    """
    hour, minute, suffix = int(match[f"h{n}"]), match[f"m{n}"], match[f"ap{n}"]
    if suffix is None and minute is None:
        return None  # "leaves 7": a count or a time?
    if suffix:
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if suffix.startswith("p") else 0)
    elif hour > 23:
        return None
    return hour * 60 + int(minute or 0)


def _clocks(match: re.Match[str]) -> tuple[int, int]:
    return (1, 2) if match["h1"] else (3, 4)


def _told_as_times(match: re.Match[str]) -> bool:
    """Whether a suffix or colons say the two numbers are times ("7am", "22:00"), not counts."""
    first, second = _clocks(match)
    said = match[f"ap{first}"] or match[f"ap{second}"]
    return bool(said or (match[f"m{first}"] and match[f"m{second}"]))


def _span_minutes(match: re.Match[str]) -> int | None:
    first, second = _clocks(match)
    said = [match[f"ap{first}"], match[f"ap{second}"]]
    start, end = clock_minutes(match, first), clock_minutes(match, second)
    if start is None or end is None:
        return None
    if said[1] and not said[0] and start < 12 * 60 and said[1].startswith("p"):
        start_pm = start + 12 * 60  # "9-5pm": 9am; "1-5pm": 1pm
        start = start_pm if start_pm < end else start
    return (end - start) % (24 * 60) or None


def _twelve(match: re.Match[str]) -> str:
    """Midnight as 12am, noon as 12pm."""
    return f"{match['at']} {'12am' if match['w'].lower() == 'midnight' else '12pm'}"


def _break_minutes(pause: re.Match[str]) -> int:
    if pause["half"]:
        return 30
    if pause["quarter"]:
        return 15
    if pause["hour"]:
        return 60
    per = 60 if pause["unit"].startswith("h") else 1
    return int(Fraction(pause["n"]) * per)


def worked_hours(task: str) -> str | None:
    """`task` with a clock span (less an unpaid break) written as hours; None when unsure.

    The task is returned as it is when it tells no span.
    """
    told, task = task, _MIDNIGHT.sub(_twelve, clock_wording(task))
    if not any(_told_as_times(m) for m in _SPAN.finditer(task.lower())):
        return told  # "the temperature at noon": no span, and no number to add
    worked = _worked(task, breaks_off=False)
    if worked is None:
        return None
    text, minutes = worked
    hours = Fraction(minutes, 60)
    shown = str(hours.numerator) if hours.denominator == 1 else f"{float(hours):g}"
    if Fraction(shown) != hours:
        return None  # "7:10 to 9:00": 1.8333... hours is no number to show
    return re.sub(r"\s+([,.?!])", r"\1", text.replace("{hours}", f"{shown} hours"))


_HOURS_ASKED = re.compile(
    r"\bhow\s+many\s+(?:paid\s+|working\s+)?hours\b|=\s*\?\s*(?:hrs|hours)\b|\bhours\s+(?:worked|is\s+that|did\s+i)\b|\b(?:as\s+a|in)\s+decimal|"
    r"\bin\s+hours\b|\bhow\s+long\b(?=[^.?!]*\b(?:shift|duty)\b)|\b(?:shift|duty)\b[^?!]*\bhow\s+long\b"
)
"""A question for the hours a clock span gives, not what they earn; "how long" of a shift."""
_PAID = re.compile(
    r"[$£€₹]|\b(?:an|per|a)\s+hour\b|/\s*h(?:ou)?r\b|\b(?:rate|pay|(?<!not\s)paid(?!\s+(?:hours|break|lunch))|earn\w*|wages?)\b"
)


def hours_worked(task: str) -> str | None:
    """The hours a clock span gives less its break, as minutes over 60 ("420 / 60"), when asked.

    Minutes asked between two clock times ("leaves at 12:20 and gets in at 13:35") are counted.
    For a question about the hours themselves, with no pay in the story: a break is time not
    worked, whether it is paid or not said.
    """
    task = clock_wording(task)
    asked = task.lower()
    if _MINUTES_ASKED.search(asked):
        return _minutes_between(asked)
    if not _HOURS_ASKED.search(asked) or _PAID.search(asked):
        return None
    if not any(_told_as_times(m) for m in _SPAN.finditer(asked)):
        return None
    worked = _worked(task, breaks_off=True)
    return None if worked is None else f"{worked[1]} / 60"


def _worked(task: str, *, breaks_off: bool) -> tuple[str, int] | None:
    """The task with its one span as "{hours}", and the minutes worked; None when unsure."""
    spans = [m for m in _SPAN.finditer(task.lower()) if _told_as_times(m)]
    if len(spans) != 1 or (minutes := _span_minutes(spans[0])) is None:
        return None
    span = spans[0]
    end = span.start() + len(span.group().rstrip())  # "17:45 today": the space stays
    text = task[: span.start()] + "{hours}" + task[end:]
    breaks = list(_BREAK.finditer(text.lower()))
    if len(breaks) > 1 or (not breaks and _PAUSE_SAID.search(text.lower())):
        return None  # a break told some way not read here: the hours are unsure
    if breaks:
        pause = breaks[0]
        kind = f"{pause['kind'] or ''} {pause['kind2'] or ''} {pause['after'] or ''}"
        unpaid = "unpaid" in kind or "not paid" in kind or _TAKEN_OFF.search(pause["lead"] or "")
        if not unpaid and "paid" not in kind and not breaks_off:
            return None  # "with a 30 minute break": paid or not, the task does not say
        if unpaid or breaks_off:
            minutes -= _break_minutes(pause)
        text = text[: pause.start()] + text[pause.end() :]
    return text, minutes


_MINUTES_ASKED = re.compile(r"\bhow\s+many\s+(?:minutes|mins)\b|\bin\s+minutes\b")
_TIME = re.compile(_clock(1))


def _minutes_between(asked: str) -> str | None:
    """The minutes from the first clock time of a story to the second, the only numbers it has.

    With no am or pm, a time before the first is read past midnight only on a 24-hour clock
    ("23:30 ... 00:45"); "10:00 ... 8:00" could be either, and is refused.
    """
    if _PAID.search(asked) or _PAUSE_SAID.search(asked):
        return None  # a break or pay: the hours readings, not a plain span
    times = [m for m in _TIME.finditer(asked) if m["m1"] or m["ap1"]]
    numbers = re.findall(r"\d+(?:\.\d+)?", asked)
    if len(times) != 2 or len(numbers) != sum(2 if m["m1"] else 1 for m in times):
        return None
    start, end = clock_minutes(times[0], 1), clock_minutes(times[1], 1)
    if start is None or end is None or start == end:
        return None
    told = times[0]["ap1"] or times[1]["ap1"]
    if end < start and not told and max(int(times[0]["h1"]), int(times[1]["h1"])) <= 12:
        return None  # "from 10:00 to 8:00": the next morning, or 8 in the evening?
    return f"{end} - {start}" if end > start else f"{end} + {24 * 60} - {start}"  # past midnight
