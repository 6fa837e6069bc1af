"""A round of visits with travel between them: "5 visits of 45 minutes, 15 minutes between each".

From the start of the first visit to the end of the last there are as many visits as told and one
gap fewer: 5 * 45 + 4 * 15 minutes. Asked in minutes or hours; every number must be the count,
the length of a visit or the gap.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import plain_story

__all__ = ["round_length"]

_N = NUMBER
_VISITS = r"(?:visits?|calls?|appointments?|clients?|sessions?|jobs?|stops?|house\s+calls?)"
_UNIT = r"(?P<u{n}>minutes?|mins?|hours?|hrs?)"
_COUNT = re.compile(
    rf"(?<![\w.])(?P<n>\d+)\s+{_VISITS}\b(?:\s+(?:today|this\s+morning|this\s+afternoon))?"
    rf"(?:\s*,\s*|\s+)(?:of\s+|at\s+|lasting\s+|each\s+lasting\s+)?(?P<d>{_N})\s*"
    + _UNIT.format(n=1)
    + r"(?:\s+each|\s+apiece|\s+long)?"
)
_GAP = re.compile(
    rf"(?<![\w.])(?P<g>{_N})\s*{_UNIT.format(n=2)}\s+(?:of\s+)?(?:travel(?:l?ing)?|driving|drive|"
    r"walking|walk|gap|journey)\s+(?:time\s+)?between\s+(?:each|one|1|them|visits|calls|every)"
)
_ASKED = re.compile(r"\bhow\s+(?:many|long)\b|\bhow\s+much\s+time\b")


def _in_minutes(value: str, unit: str) -> str:
    return f"{value} * 60" if unit.startswith("h") else value


def round_length(task: str) -> str | None:
    """The time a round takes, first visit's start to last visit's end, in minutes or hours."""
    text = plain_story(task)
    counts, gaps = list(_COUNT.finditer(text)), list(_GAP.finditer(text))
    if len(counts) != 1 or len(gaps) != 1 or not _ASKED.search(text):
        return None
    count, gap = counts[0], gaps[0]
    rest = _GAP.sub(" ", _COUNT.sub(" ", text))
    rest = re.sub(r"\bbetween\s+1\b", " ", rest)  # "between one call and the next"
    if re.search(rf"(?<![\w.]){_N}", rest) or int(count["n"]) < 1:
        return None  # a break, a start time, a mileage: more than the round
    question = text[max(m.start() for m in _ASKED.finditer(text)) :]
    hours = re.search(r"\bhours?\b|\bhrs?\b", question) is not None
    minutes = re.search(r"\bminutes?\b|\bmins?\b", question) is not None
    if hours == minutes:
        return None  # "how long?": in hours or minutes, the task does not say
    visit = _in_minutes(count["d"], count["u1"])
    between = _in_minutes(gap["g"], gap["u2"])
    total = f"{count['n']} * {visit} + ({count['n']} - 1) * {between}"
    return f"({total}) / 60" if hours else total
