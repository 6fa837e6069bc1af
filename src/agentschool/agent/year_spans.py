"""Which anniversary or birthday falls in a given year: "married in 1962: which in 2026?" is 64.

The years between a calendar year an event happened in and the year asked: 2026 - 1962. Both must
be years (four digits, 1900 to 2100), the later one in the question, and the story an
anniversary, a birthday or years married; no other number told.
"""

from __future__ import annotations

import re

from agentschool.agent.story_text import numbers_in

__all__ = ["years_on"]

_YEAR = r"(?:19|20)\d\d"
_SINCE = re.compile(
    rf"\b(?:married|wed|born|met|started|opened|founded|joined|moved\s+in)\b[^.?!\d]{{0,30}}?"
    rf"\b(?:in\s+)?(?P<y>{_YEAR})\b"
)
_ASKED = re.compile(
    rf"\b(?:which|what)\s+(?:wedding\s+)?(?:anniversary|birthday)\b[^.?!\d]{{0,60}}?\b(?:in\s+)?"
    rf"(?P<y>{_YEAR})\b|\b(?:anniversary|birthday)\s+in\s+(?P<y2>{_YEAR})\b[^.?!]*?\b(?:which|what)\b"
    rf"|\bhow\s+many\s+years\s+(?:married|wed|together)\b[^.?!\d]{{0,30}}?\bin\s+(?P<y3>{_YEAR})\b"
)


def years_on(task: str) -> str | None:
    """The years from the year something began to the year the question names."""
    text = task.lower()
    asked = list(_ASKED.finditer(text))
    if len(asked) != 1:
        return None
    group = next(g for g in ("y", "y2", "y3") if asked[0][g])
    end, at = asked[0][group], asked[0].start(group)
    since = [m for m in _SINCE.finditer(text) if m.start("y") != at]  # "married in 2030" asks
    if len(since) != 1:
        return None
    start = since[0]["y"]
    if sorted(numbers_in(text)) != sorted([start, end]) or int(end) <= int(start):
        return None
    return f"{end} - {start}"
