"""The periods of saving it takes to get from what is had to a goal.

"how many weeks of saving $36/week to go from $2.50 to $434.50?" is ceil((434.50 - 2.50) / 36);
"how many weeks of saving NZ$7.50/week does Priya need to reach NZ$27.50 if she's got NZ$5.50
now" is ceil((27.50 - 5.50) / 7.50): the last period is a whole one. The story holds the amount
saved each period, the amount had ("from", "got ... now", "already have") and the goal ("to",
"reach", "need"), and asks how many periods.
"""

from __future__ import annotations

import re

from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["periods_to_goal"]

_N = r"\d+(?:\.\d+)?"
_RATE = re.compile(rf"(?P<r>{_N})\s*(?:/|a|per|each|every)\s*(?P<p>week|month|day|fortnight)\b")
_FROM_TO = re.compile(rf"\bfrom\s+(?P<a>{_N})\s+to\s+(?P<b>{_N})\b")
_GOAL = re.compile(rf"\b(?:reach|get\s+to|save\s+up|need|goal\s+(?:is|of))\s+(?P<b>{_N})\b")
_HAD = re.compile(
    rf"\b(?:(?:got|have|has|had|saved)\s+(?P<a>{_N})\s+(?:now|already|so\s+far|saved)|"
    rf"(?:already|currently)\s+(?:got|have|has|saved)\s+(?P<a2>{_N}))\b"
)
_ASKED = re.compile(r"\bhow\s+many\s+(?P<p>weeks|months|days|fortnights)\b")


def periods_to_goal(task: str) -> str | None:
    """Whole periods of saving from what is had to the goal, or None."""
    text = plain_story(task)
    asked, rate = _ASKED.search(text), _RATE.search(text)
    if asked is None or rate is None or asked["p"].rstrip("s") != rate["p"]:
        return None
    span = _FROM_TO.search(text)
    goal, had = (span, span) if span else (_GOAL.search(text), _HAD.search(text))
    if goal is None or had is None or len(numbers_in(text)) != 3 or float(rate["r"]) == 0:
        return None
    start = had["a"] or had.groupdict().get("a2")
    if start is None or float(goal["b"]) <= float(start):
        return None
    return f"ceil(({goal['b']} - {start}) / {rate['r']})"
