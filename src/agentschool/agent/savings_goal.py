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

__all__ = ["per_period_to_goal", "periods_to_goal"]

_N = r"\d+(?:\.\d+)?"
_CUR = r"(?:[a-z]{1,3}\s+)?"
"""A currency's letters left before an amount ("nz 150", "a 8050" from "A$8,050")."""
_RATE = re.compile(
    rf"(?P<r>{_N})\s*(?:[a-z]{{3}}\s+)?(?:/|a|per|each|every)\s*(?P<p>week|month|day|fortnight)\b"
)
_FROM_TO = re.compile(rf"\bfrom\s+(?P<a>{_N})\s+to\s+(?P<b>{_N})\b")
_GOAL = re.compile(
    rf"\b(?:reach|get\s+to|save\s+up|need|goal\s+(?:is|of)|target(?:\s+(?:is|of))?|"
    rf"total\s+is)\s+{_CUR}(?P<b>{_N})\b"
)
_HAD = re.compile(
    rf"\b(?:(?:got|have|has|had|saved)\s+{_CUR}(?P<a>{_N})\s+(?:now|already|so\s+far|saved)|"
    rf"(?:already|currently)\s+(?:got|have|has|saved)\s+{_CUR}(?P<a2>{_N})|"
    rf"(?:saved|got)\s+{_CUR}(?P<a3>{_N})(?=\s*[a-z]*\s*(?:,|$|\.\s)))"
)
_ASKED = re.compile(
    r"\bhow\s+many\s+(?P<p>weeks|months|days|fortnights)\b|\b(?P<p2>weeks|months)\s+to\s+go\b"
)
_LEFT = re.compile(
    rf"(?<![\w.])(?P<n>{_N})\s*(?P<p>weeks?|wks?|months?|days?)\s+(?:left|to\s+go|away)\b|"
    rf"\b(?:leave|go|fly|travel|set\s+off)\s+in\s+(?P<n2>{_N})\s+(?P<p2>weeks?|months?|days?)\b"
)
_PER_ASKED = re.compile(
    r"\b(?:per|a|each|every)\s+(?P<q>week|month|day)\s*$|\b(?P<q2>week|month|dai)ly\s+amount\b"
)


def _start(had: re.Match[str]) -> str | None:
    found = had.groupdict()
    return found.get("a") or found.get("a2") or found.get("a3")


def periods_to_goal(task: str) -> str | None:
    """Whole periods of saving from what is had to the goal, or None."""
    text = plain_story(task)
    asked, rate = _ASKED.search(text), _RATE.search(text)
    if asked is None or rate is None or (asked["p"] or asked["p2"]).rstrip("s") != rate["p"]:
        return None
    span = _FROM_TO.search(text)
    goal, had = (span, span) if span else (_GOAL.search(text), _HAD.search(text))
    if goal is None or had is None or len(numbers_in(text)) != 3 or float(rate["r"]) == 0:
        return None
    start = _start(had)
    if start is None or float(goal["b"]) <= float(start):
        return None
    return f"ceil(({goal['b']} - {start}) / {rate['r']})"


def per_period_to_goal(task: str) -> str | None:
    """What to put by each period to reach a goal from what is had in the periods left, or None.

    "need £5,750 for the trip, got 1,375 pounds, 16 wks left. per week?" is (5750 - 1375) / 16;
    "I have NZ$150 saved, the total is 2,650 NZ dollars, and I leave in 39 weeks. What weekly
    amount do I have to save?" is (2650 - 150) / 39.
    """
    text = plain_story(task)
    left, asked = _LEFT.search(text), _PER_ASKED.search(text)
    goal, had = _GOAL.search(text), _HAD.search(text)
    if left is None or asked is None or goal is None or had is None or len(numbers_in(text)) != 3:
        return None
    periods, unit = left["n"] or left["n2"], (left["p"] or left["p2"])[0]
    start = _start(had)
    if unit != (asked["q"] or asked["q2"])[0] or start is None or float(periods) == 0:
        return None  # "16 wks left ... per month?": not the periods told
    if float(goal["b"]) <= float(start):
        return None
    return f"({goal['b']} - {start}) / {periods}"
