"""Days still to go: a crop's days to harvest less the days since sowing.

"planted out 6 wks 4 days back, seed packet reckons 70 days to maturity. days remaining?" is 70 -
46 (weeks and days are made days by `shorthand`); "how many more days til my sweetcorn are ready?
they went in one week ago and take 110 days" is 110 - 7. The story holds the two spans and nothing
else.
"""

from __future__ import annotations

import re

from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["days_still_to_go"]

_N = r"\d+"
_SINCE = re.compile(
    rf"(?<![\w.])(?P<n>{_N})\s+(?P<u>days?|weeks?)\s+(?:ago|back|since|in\s+the\s+ground)\b|"
    rf"\b(?:went\s+in|planted|sowed|sown|started|began)\s+(?P<n2>{_N})\s+(?P<u2>days?|weeks?)\s+ago\b"
)
_TOTAL = re.compile(
    rf"(?<![\w.])(?P<t>{_N})\s+days?\s+(?:to\s+(?:maturity|harvest|mature|ripen|flower)|until\s+"
    r"(?:harvest|ready))\b|\b(?:takes?|need|needs)\s+(?P<t2>\d+)\s+days\b"
)
_TO_GO = re.compile(
    r"\b(?:remaining|left|to\s+go|more\s+days|days\s+(?:until|till|til)|how\s+long\s+(?:until|till))\b"
)


def days_still_to_go(task: str) -> str | None:
    """The days to go, or None when the story is not one."""
    text = plain_story(task)
    numbers = numbers_in(text)
    since, total = _SINCE.search(text), _TOTAL.search(text)
    if since is None or total is None or not _TO_GO.search(text) or len(numbers) != 2:
        return None
    n, unit = (since["n"], since["u"]) if since["n"] else (since["n2"], since["u2"])
    days = f"{n} * 7" if unit.startswith("week") else n
    return f"{total['t'] or total['t2']} - {days}"
