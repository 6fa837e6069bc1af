"""A full-time entitlement scaled to part-time hours: annual leave pro rata, a part-time salary.

"I work 20 hours a week; full-time is 39 hours with 24 days' annual leave: my pro-rata
entitlement?" is 24 * 20 / 39; "0.64 WTE, full time entitlement 29 days: my leave?" is 29 * 0.64;
"FT get 33 days AL (247.5 hrs). im on 15 hrs/wk, FT is 37.5. how many hrs do i get?" is 247.5 * 15
/ 37.5 (the hours asked, of the two entitlements told). The story holds the entitlement (in days,
hours or money), the full-time hours and the teller's (or a whole-time fraction), nothing else.
"""

from __future__ import annotations

import re

from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["pro_rata_share"]

_N = r"\d+(?:\.\d+)?"
_FRACTION = re.compile(r"(?<![\w.])(?P<f>0?\.\d+|1(?:\.0+)?)\s*(?:wte|fte)\b")
_MINE = re.compile(
    rf"\b(?:i\s+work|i'?m\s+on|i\s+do|im\s+on|my\s+hours\s+are|contracted\s+(?:for\s+)?)\s*(?P<h>{_N})\s*"
    r"(?:hours?|hrs?|h)\b"
)
_FULL = re.compile(
    rf"\b(?:full[\s-]?time|ft)\s+(?:is|=|works?|hours\s+(?:is|are))?\s*(?P<f>{_N})\s*(?:hours?|hrs?|h)?\b"
)
_ENTITLED = re.compile(
    rf"(?<![\w.])(?P<e>{_N})\s*(?P<u>days?|hours?|hrs?)(?:'|\s+of)?\s*(?:annual\s+leave|al|leave|holiday)?"
)
_ASKED = re.compile(
    r"\b(?:pro[\s-]?rata|my\s+(?:leave|entitlement|holiday)|how\s+many\s+(?P<u>days|hrs|hours))\b"
)


def pro_rata_share(task: str) -> str | None:
    """A full-time entitlement scaled to the teller's time, or None."""
    text = plain_story(task)
    if not _ASKED.search(text):
        return None
    asked = next((m["u"] for m in _ASKED.finditer(text) if m["u"]), None)
    if (whole := _FRACTION.search(text)) is not None:
        entitled = [m for m in _ENTITLED.finditer(text) if m["u"].startswith("day")]
        if len(entitled) != 1 or len(numbers_in(text)) != 2:
            return None
        return f"{entitled[0]['e']} * {whole['f']}"
    mine, full = _MINE.search(text), _FULL.search(text)
    if mine is None or full is None:
        return None
    taken = {mine.start("h"), full.start("f")}
    told = [m for m in _ENTITLED.finditer(text) if m.start("e") not in taken]
    if len(numbers_in(text)) != 2 + len(told):
        return None  # a number that is no hours and no entitlement
    entitled = [m for m in told if m["u"][0] == asked[0]] if asked and len(told) > 1 else told
    if len(entitled) != 1:
        return None  # "33 days (247.5 hrs)": which is asked?
    return f"{entitled[0]['e']} * {mine['h']} / {full['f']}"
