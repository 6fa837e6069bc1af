"""How long a journey takes between the clock times it leaves and arrives.

"coach leaves 07:09, arrives 09:37: how long in minutes?" is 577 - 429 minutes (148); "leaves
at 1.38pm and gets in at 2.27pm" is 49. The times must be said as times (a colon, or am/pm), one
leaving and one arriving, and no other number told; an arrival before the departure is the next
day.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.clock_times import clock_minutes

__all__ = ["journey_minutes"]

_TIME = r"(?P<h{n}>\d{{1,2}})(?:[:.](?P<m{n}>[0-5]\d))?\s*(?P<ap{n}>[ap]\.?m\b\.?)?"
_LEAVES = r"(?:leaves|departs|sets\s+off|set\s+off|left|departed|goes|starts|pulls\s+out)"
_ARRIVES = (
    r"(?:arrives|arrived|gets\s+in|got\s+in|gets\s+there|got\s+there|lands|landed|reaches|"
    r"pulls\s+in|is\s+due\s+in|due\s+in|arriving|getting\s+in)"
)
_JOURNEY = re.compile(
    rf"\b{_LEAVES}\s+(?:at\s+)?{_TIME.format(n=1)}(?![\d:.]\d)[^.?!\d]{{0,40}}?"
    rf"\b{_ARRIVES}\s+(?:at\s+)?{_TIME.format(n=2)}(?![\d:.]\d)"
)
_ASKED = re.compile(
    r"\bhow\s+long\b|\bhow\s+many\s+(?:minutes|mins|hours)\b|\b(?:journey|trip)\s+time\b"
)
_IN_HOURS = re.compile(r"\bhow\s+many\s+hours\b|\bin\s+hours\b")


def journey_minutes(task: str) -> str | None:
    """The minutes (or hours, when asked so) between a departure and an arrival time."""
    text = task.lower()
    journeys = list(_JOURNEY.finditer(text))
    if len(journeys) != 1 or not _ASKED.search(text):
        return None
    if not re.search(r"\b(?:minutes|mins|hours|hrs)\b", text):
        return None  # "how long?": 2 hours 28, 148 minutes or 2.47 hours?
    journey = journeys[0]
    rest = text[: journey.start()] + " " + text[journey.end() :]
    if re.search(rf"(?<![\w.]){NUMBER}", re.sub(r"[$£€]", "", rest)):
        return None  # a delay, a stop, a fare: the journey is not all the story says
    start, end = clock_minutes(journey, 1), clock_minutes(journey, 2)
    if start is None or end is None or start == end:
        return None
    if journey["ap1"] is None and journey["ap2"] is None and end < start and end + 720 > start:
        return None  # "leaves 11:30, arrives 1:15": a 12-hour clock without am or pm
    minutes = f"{end} - {start}" if end > start else f"{end} + 1440 - {start}"  # past midnight
    return f"({minutes}) / 60" if _IN_HOURS.search(text) else minutes
