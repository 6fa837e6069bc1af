"""A rate and a count of its unit said with no question: the whole is asked ("how much?").

"€40 a week for 48 weeks" is 40 * 48, "£11.50 an hour for 25 hours, total?" is 11.50 * 25. The
task must be that phrase alone: one amount per one unit, for a count of the same unit, with at
most "total" or "in total" after it; anything else is a story for the other readers.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import plain_story

__all__ = ["rate_for_count"]

_BARE_RATE = re.compile(
    rf"\s*(?P<x>{NUMBER})\s+(?:a|an|per|each|every)\s+(?P<u>[a-z]+)\s+for\s+(?P<n>{NUMBER})\s+"
    r"(?P<us>[a-z]+)\s*(?:,?\s*(?:in\s+)?total)?\s*[?.!]?\s*"
)


def rate_for_count(task: str) -> str | None:
    """The rate times the count of its unit, when `task` is that phrase alone; else None."""
    said = _BARE_RATE.fullmatch(plain_story(task))
    if said is None or said["us"] not in (said["u"], f"{said['u']}s"):
        return None  # "€40 a week for 3 months": another unit, converted how?
    return f"{said['x']} * {said['n']}"
