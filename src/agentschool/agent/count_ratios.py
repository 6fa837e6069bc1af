"""Two counts set against each other: how many of one each of the other has, or a part's percent.

"35 patients and 2 nurses on, how many patients each?", "52 pupils, 3 teachers: pupils per
teacher?" share the first count among the second (35 / 2), whatever the second counts (nurses,
teachers, vans). "46 seeds sown, 23 sprouted: percent?", "Sowed 21 seeds and 11 came up, the rate
as a percentage?", "a 23 bed ward, 19 occupied: occupancy %?" give a part of a count as a
percent of it: the part is the count a verb tells of (sprouted, came up, occupied, passed).

The story must hold those two counts and no other number; the counted words must be said. A
part told as what is not ("3 empty", "2 failed") asks the rest, which is another story: None.
"""

from __future__ import annotations

import re

from agentschool.agent.story_text import numbers_in, plain_story
from agentschool.agent.units import singular

__all__ = ["count_each", "part_percent"]

_COUNT = r"(?<![\w.])(?P<{g}>\d+)\s+(?P<{w}>[a-z]+(?:\s+[a-z]+)?)"
_EACH = re.compile(
    r"\bhow\s+many\s+(?P<asked>[a-z]+)\s+(?:does\s+)?(?:each|per\s+(?P<per>[a-z]+)|a\s+(?P<a>[a-z]+))\b|"
    r"(?:^|[.,;:]\s*)(?P<asked2>[a-z]+)\s+(?:per|a|each)\s+(?P<per2>[a-z]+)\s*(?:\?|$)"
)
"""A share asked: "how many patients each", "how many pupils per teacher", "pts per nurse?"."""
_PER_PERIOD = re.compile(r"\b(?:per|a|each)\s+(?:day|week|month|year|hour|night)\b")
_PERCENT = re.compile(
    r"\b(?:percent(?:age)?|per\s*cent|%)\s*(?:\?|$)|\bas\s+a\s+(?:percent(?:age)?|%)|"
    r"\bwhat\s+(?:percent(?:age)?|%)|\b(?:rate|occupancy)\s*(?:%|in\s+percent)"
)
_PART_VERB = re.compile(
    r"^(?:(?:have|had|were|was|are)\s+)?(?:sprouted|germinated|came\s+up|come\s+up|grew|took|"
    r"survived|occupied|filled|taken|booked|passed|attended|came|showed\s+up|turned\s+up|"
    r"answered|replied|hatched|rooted|flowered|sold|done|finished|completed)\b"
)
"""What a part of the count did ("23 sprouted", "19 occupied", "11 came up")."""
_THE_REST = re.compile(
    r"\b(?:empty|vacant|free|failed|missing|absent|died|lost|left|didn'?t|not)\b"
)


def _stem(word: str) -> str:
    return singular(word.lower())


def count_each(task: str) -> str | None:
    """The first count shared among the second ("35 patients, 2 nurses: how many each?")."""
    text = plain_story(task)
    asked = _EACH.search(text)
    if asked is None or len(numbers_in(text)) != 2 or _PER_PERIOD.search(text, asked.start()):
        return None  # "how many eggs per hen per day": per day too, of a week's eggs
    counts = list(re.finditer(_COUNT.format(g="n", w="w"), text))
    if len(counts) != 2:
        return None
    things = _stem(asked["asked"] or asked["asked2"])
    holders = asked["per"] or asked["a"] or asked["per2"]
    first = [c for c in counts if _stem(c["w"].split()[0]) == things]
    if len(first) != 1:
        return None
    other = counts[1] if first[0] is counts[0] else counts[0]
    after = first[0].start("w") + len(first[0]["w"].split()[0])
    if re.match(r"\s*(?:a|an|per|each|every|in\s+(?:a|each))\s+[a-z]+", text[after:]):
        return None  # "30 students a class, 4 classes": a rate, not a whole to share
    if holders and _stem(other["w"].split()[0]) != _stem(holders):
        return None  # "patients per bed" of patients and nurses: what beds?
    return f"{first[0]['n']} / {other['n']}"


def part_percent(task: str) -> str | None:
    """A part of a count as a percent of it ("46 seeds, 23 sprouted: percent?"), or None."""
    text = plain_story(task)
    if not _PERCENT.search(text) or _THE_REST.search(text) or len(numbers_in(text)) != 2:
        return None
    numbers = list(re.finditer(r"(?<![\w.])\d+(?![\d.])", text))
    if len(numbers) != 2:
        return None
    parts = [n for n in numbers if _PART_VERB.match(text[n.end() :].lstrip())]
    wholes = [n for n in numbers if re.match(r"\s+[a-z]", text[n.end() :]) and n not in parts]
    if len(parts) != 1 or len(wholes) != 1 or int(parts[0][0]) > int(wholes[0][0]):
        return None
    return f"{parts[0][0]} / {wholes[0][0]} * 100"
