"""Medicines: how many days a box of tablets lasts, and a liquid dose in millilitres.

"box of 84 tablets, taking 1 every morning and 2 at night: how many days does it last?" is 84 /
(1 + 2); "liquid paracetamol, 200 mg in 5 ml, he needs 300 mg: how many ml?" is 300 / 200 * 5.
Every number must play its part (the box, each dose of the day; the strength and the dose), and
a box that does not last whole days is refused: the last day's dose would be short.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.quantities import value_key
from agentschool.agent.story_text import plain_story

__all__ = ["days_supply", "liquid_dose"]

_N = NUMBER
_PILLS = r"(?:tablets?|pills?|capsules?|caplets?|doses?)"
_BOX = re.compile(
    rf"(?<![\w.])(?P<n>\d+)\s+(?:[a-z]+\s+)?{_PILLS}\b|"
    rf"\b(?:has|holds|contains|with|of)\s+(?P<n2>\d+)\s+(?:in\s+(?:it|the\s+box)|{_PILLS})"
)
_SLOT = (
    r"(?:(?:every|each|in\s+the|at|a|per)\s+(?:morning|evening|night|bedtime|lunchtime|lunch|"
    r"teatime|day)|at\s+(?:night|bedtime|lunch|tea)|daily|with\s+(?:breakfast|lunch|dinner|tea))"
)
_DOSE = re.compile(rf"(?<![\w.])(?P<n>\d+(?:\.5)?)\s+(?:(?:of\s+them\s+|{_PILLS}\s+))?{_SLOT}\b")
_DAYS_ASKED = re.compile(
    r"\bhow\s+many\s+days\b|\bhow\s+long\s+(?:will|does|would)\s+(?:it|they|the\s+box)\s+last\b"
)


def days_supply(task: str) -> str | None:
    """The days a supply of tablets lasts at the doses of a day, when they are whole days."""
    text = plain_story(task)
    if not _DAYS_ASKED.search(text) or re.search(r"\btimes\s+a\s+day\b|\btwice\b", text):
        return None  # "2 tablets three times a day": a count of doses, read by no slot here
    doses = list(_DOSE.finditer(text))
    rest = _DOSE.sub(" ", text)
    boxes = list(_BOX.finditer(rest))
    if not doses or len(boxes) != 1:
        return None
    numbers = re.findall(rf"(?<![\w.]){_N}", _BOX.sub(" ", rest))
    if numbers:
        return None  # a number with no part here: a strength in mg, a date, a second box
    box = boxes[0]["n"] or boxes[0]["n2"]
    per_day = " + ".join(d["n"] for d in doses)
    expression = f"{box} / ({per_day})" if len(doses) > 1 else f"{box} / {per_day}"
    days = value_key(expression)
    if days is None or days != int(days):
        return None  # 30 tablets at 4 a day: the eighth day is short
    return expression


_STRENGTH = re.compile(
    rf"(?<![\w.])(?P<mg>{_N})\s*mg\s*(?:in|per|/|every|for\s+each|in\s+each)\s+(?P<ml>{_N})\s*ml\b"
)
_NEEDED = re.compile(rf"(?<![\w.])(?P<mg>{_N})\s*mg\b")
_ML_ASKED = re.compile(r"\bhow\s+(?:many|much)\s+(?:ml|millilit(?:re|er)s?)\b|\bin\s+ml\b")


def liquid_dose(task: str) -> str | None:
    """The millilitres of a liquid medicine that hold the dose: "200 mg in 5 ml, needs 300 mg"."""
    text = plain_story(task)
    strengths = list(_STRENGTH.finditer(text))
    if len(strengths) != 1 or not _ML_ASKED.search(text):
        return None
    strength = strengths[0]
    rest = text[: strength.start()] + " " + text[strength.end() :]
    needed = list(_NEEDED.finditer(rest))
    if len(needed) != 1 or len(re.findall(rf"(?<![\w.]){_N}", rest)) != 1:
        return None  # a dose per kilogram, two doses, a weight: not one dose asked
    return f"{needed[0]['mg']} / {strength['mg']} * {strength['ml']}"
