"""Counts of one thing added up or used up: "bought 7 trays of 30 eggs, used 133: how many left?".

The question names the thing counted ("how many eggs ... left", "how many cups of flour ...
altogether") and every number of the story counts it: "210 eggs", "7 trays of 30 eggs" (7 * 30),
"1 1/2 cups", or a bare number beside them ("we've used 133"). A number used up (after "used",
"ate", "sold", "gave away" ...) is taken off; the rest add up. "Left" must follow something used
up, "altogether" nothing used up; a number counting something else ("3 boxes", "5 days") means
another story: None, and the caller reads it its own way or refuses.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.units import singular

__all__ = ["tally"]

_N = NUMBER
_AMOUNT = re.compile(
    rf"(?<![\w./])(?P<n>(?:\d+\s+)?\d+/\d+|{_N})(?![\w/]|\.\d)"
    rf"(?:\s+(?P<pack>[a-z]+)\s+of\s+(?P<m>{_N})(?![\w/]|\.\d))?(?:\s+(?P<unit>[a-z]+))?"
)
_ASKED = re.compile(r"\bhow\s+many\s+(?P<unit>[a-z]+)")
_LEFT = re.compile(
    r"\b(?:left|left\s+over|remain(?:s|ing)?|still\s+(?:have|got)|are\s+there\s+now|now)\b"
)
_TOTAL = re.compile(
    r"\b(?:altogether|all\s+together|in\s+total|total|in\s+all|combined|(?:do|does|will)\s+"
    r"(?:i|we|you|they)\s+need)\b"
)
_USED_UP = re.compile(
    r"\b(?:used|use|ate|eaten|eat|sold|sell|gave(?:\s+away)?|given(?:\s+away)?|lost|broke|broken|"
    r"spent|took|taken|cooked\s+with|baked\s+with|drank|drunk|threw(?:\s+away|\s+out)?|thrown(?:\s+away|\s+out)?|"
    r"donated|returned|handed\s+out|gone|went|minus|less|stayed|been\s+(?:here|there|in\s+[a-z]+))\b"
)
_GAINED = re.compile(
    r"\b(?:bought|buy|got|get|added|add|received|found|made|baked|picked|collected|plus|more|had|"
    r"have|started|start|another)\b"
)
_NOT_A_THING = frozenset(
    "so and or but for from in at on to this that the today yesterday already now then more "
    "left of with by over up out since".split()
)
"""Words after a number that count nothing ("we've used 133 so far")."""
_VERBS = frozenset("is are was were do does did have has had left remain remaining".split())


def _value(number: str) -> str:
    """A number as the calculator reads it: "1 1/2" is (1 + 1/2)."""
    whole, _, part = number.partition(" ")
    return f"({whole} + {part})" if part else number


def tally(text: str, numbers: list[str]) -> str | None:
    """The count left or in all, when every number of `text` counts the thing asked about."""
    asked = _ASKED.search(text)
    if asked is None or len(numbers) < 2:
        return None
    story, question = text[: asked.start()], text[asked.start() :]
    if re.search(r"[()*%=]|\s/\s|\d\s+\d(?!\d*/)|\d-[a-z]", story):
        return None  # "(2 / 5) * of them", "2 12-hour shifts", "1 euro = 5.57": not counts
    left, total = _LEFT.search(question), _TOTAL.search(question)
    if bool(left) == bool(total):
        return None  # neither asked, or both: another story
    thing = None if asked["unit"] in _VERBS else singular(asked["unit"])
    terms: list[str] = []
    end = 0
    for amount in _AMOUNT.finditer(story):
        unit = amount["unit"]
        named = unit is not None and unit not in _NOT_A_THING
        if named:
            thing = thing or singular(unit)
            if singular(unit) != thing:
                return None  # "3 boxes" in a story of eggs: not the thing counted
        elif amount["pack"]:
            return None  # "7 trays of 30" what?
        value = _value(amount["n"])
        if amount["pack"]:
            value = f"{value} * {amount['m']}"
        if _USED_UP.search(story, end, amount.start()):
            sign = "-"
        elif _GAINED.search(story, end, amount.start()) or not terms:
            sign = "+"
        else:
            sign = terms[-1][0]  # "used 14 on monday and 9 on tuesday": still used
        terms.append(f"{sign} {value}")
        end = amount.end()
    if len(terms) < 2 or not terms[0].startswith("+") or thing is None:
        return None
    used_up = any(t.startswith("-") for t in terms)
    if bool(left) != used_up or _ASKED.search(question, asked.end()):
        return None  # "left" of nothing used up, "in total" of some used: unsure
    if len(re.findall(r"\d+(?:\.\d+)?", story)) != sum(
        len(re.findall(r"\d+(?:\.\d+)?", t)) for t in terms
    ) or len(re.findall(r"\d", question)):
        return None  # a number of the story counts nothing read here
    return " ".join(terms)[2:]
