"""Counts and containers: how many boxes 461 orders need, how many eggs fill 7 boxes.

The count is split into containers of a size the task gives ("each box holds 50", "they come in
packs of 6", "24 fit in a crate"); the question names the container. Containers needed (to ship,
to order, to buy) are rounded up: a part-filled box is still a box. Containers filled ("how many
full boxes") are rounded down. A question that says neither is not read.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.units import singular

__all__ = ["containers_needed", "names_container", "times_groups"]

_N = NUMBER
_ASKED = re.compile(
    r"\bhow\s+many\s+(?:(?P<full>full|whole|complete)\s+)?(?P<c>[a-z]+)\b(?P<rest>[^?.!]*)"
)
_NEEDED = re.compile(
    r"\b(?:need|needed|order|buy|get|book|hire|use|take|takes|required?|for|to\s+(?:ship|pack|"
    r"send|carry|fit|hold|seat|move|store|hand\s+out|cover|serve)|will\s+(?:it|that|i|we)\s+take)\b"
)
_FILLED = re.compile(r"\b(?:fill|filled|make|made|full|complete)\b")


def _size_of(container: str) -> re.Pattern[str]:
    c = rf"{re.escape(container)}(?:s|es)?"
    return re.compile(
        rf"(?<![\w.])(?P<k>{_N})\s+(?:[a-z]+\s+){{0,2}}?(?:fit|fits|go|goes)?\s*(?:in|into|per|to)\s+"
        rf"(?:a|an|each|one|every|1)\s+{c}\b|"
        rf"\b(?:each|every|a|an|one|1)\s+{c}\s+(?:holds?|takes?|fits?|carries|carry|contains?|has|"
        rf"seats?|is|of)\s+(?P<k2>{_N})\b|"
        rf"\b{c}\s+(?:of|with|holding)\s+(?P<k3>{_N})\b"
    )


def names_container(text: str) -> bool:
    """Whether the question's noun is the container a size is given for ("24 fit in a crate")."""
    asked = _ASKED.search(text)
    return asked is not None and _size_of(singular(asked["c"])).search(text) is not None


def containers_needed(text: str, numbers: list[str]) -> str | None:
    """`ceil(count / size)` for containers needed, `floor` for full ones; None otherwise."""
    asked = _ASKED.search(text)
    if asked is None or len(numbers) != 2:
        return None
    size = _size_of(singular(asked["c"])).search(text)
    if size is None:
        return None
    k = size["k"] or size["k2"] or size["k3"]
    at = next(size.start(g) for g in ("k", "k2", "k3") if size[g])
    others = [m for m in re.finditer(rf"(?<![\w.]){_N}", text) if m.start() != at]
    if len(others) != 1 or float(k) == 0:
        return None
    count = others[0].group()
    if _PER_PERIOD.match(text, others[0].end()) and len(_PERIOD.findall(text)) > 1:
        return None  # "43 a day ... for a week": the count of a day, the need of a week
    if _FILLED.search(asked["rest"]):
        return f"floor({count} / {k})"
    if _NEEDED.search(asked["rest"]) or _NEEDED.search(text[: asked.start()]):
        return f"ceil({count} / {k})"  # "how many whole packets do I need": one part-filled too
    return f"floor({count} / {k})" if asked["full"] else None


_PER_PERIOD = re.compile(
    r"\s*(?:[a-z]+\s+){0,2}?(?:a|an|per|each|every|/)\s*(?:day|week|month|year|night|shift)\b"
)
"""A count said per period ("43 a day"): a rate, not the count the containers hold."""
_PERIOD = re.compile(r"\b(?:days?|weeks?|fortnights?|months?|years?|nights?|shifts?)\b")
_HOW_MANY_IN = re.compile(
    r"\bhow\s+many\s+[a-z]+\s+(?:(?:are|will|would|could|can|do)\s+(?:there\s+)?(?:be\s+|fit\s+)?)?"
    r"(?:in|on|for|into)\s+(?P<n>\d+)\s+[a-z]+"
)


def times_groups(text: str, numbers: list[str]) -> str | None:
    """Groups of a size: "a box holds 12 eggs, how many eggs are in 7 boxes?"."""
    match = _HOW_MANY_IN.search(text)
    if match is None or len(numbers) != 2 or names_container(text):
        return None  # "how many crates for 690 bottles if 24 fit in a crate": not 690 * 24
    other = numbers[1] if numbers[0] == match["n"] else numbers[0]
    return f"{other} * {match['n']}"


_RATE_OF = re.compile(
    rf"(?<![\w.])(?P<r>{_N})\s*(?:[a-z]+\s+){{0,3}}?(?:a|an|per|each|every|/)\s*(?P<p>day|week)\b"
)
"""A count used each period ("73/day", "27 saline flushes a day", "we use 43 a day")."""
_SPAN = re.compile(
    rf"\b(?:for|over|covering|lasting)\s+(?:(?P<n>{_N})\s+(?P<u>days|weeks)|(?:a|one|the)\s+"
    r"(?P<w>week|fortnight))\b|(?<![\w.])(?P<n2>\d+)\s+(?P<u2>days|weeks)\b|\bfor\s+(?P<w2>a\s+week)"
)
"""How long the containers must last ("for two weeks", "x 28 days", "for a week")."""
_DAYS = {"day": 1, "week": 7, "fortnight": 14}
_COMES_IN = re.compile(
    rf"\b(?:come|comes|sold|packed)\s+in\s+(?P<c>[a-z]+)\s+of\s+{_N}|(?P<c2>[a-z]+)\s+of\s+{_N}"
)


def containers_for_span(text: str, numbers: list[str]) -> str | None:
    """Containers needed for a count used each day over a span: "43 a day, rolls of 200, a week"."""
    asked = _ASKED.search(text)
    if asked is None or not (
        _NEEDED.search(asked["rest"]) or _NEEDED.search(text[: asked.start()])
    ):
        return None
    container = singular(asked["c"])
    if container in ("to", "do", "i", "we", "should", "will"):  # "how many to order": of what
        named = _COMES_IN.search(text)
        container = singular(named["c"] or named["c2"]) if named else container
    size, rate = _size_of(container).search(text), _RATE_OF.search(text)
    spans = [
        m
        for m in _SPAN.finditer(text)
        if rate is None or m.start() >= rate.end() or m.end() <= rate.start()
    ]
    if size is None or rate is None or len(spans) != 1:
        return None
    span = spans[0]
    k = size["k"] or size["k2"] or size["k3"]
    count, unit = span["n"] or span["n2"], span["u"] or span["u2"]
    if count:
        days = count if singular(unit) == "day" else f"{count} * 7"
    else:
        days = str(_DAYS[(span["w"] or "week").split()[-1]])
    if len(numbers) != 2 + bool(count) or float(k) == 0:
        return None
    per = _DAYS[rate["p"]]
    used = f"{rate['r']} * {days}" if per == 1 else f"{rate['r']} * ({days}) / 7"
    return f"ceil({used} / {k})"


_EACH_NEEDS = re.compile(
    rf"(?<![\w.])(?P<e>{_N})\s*(?:[a-z]+\s+){{0,2}}?(?:per\s+(?:child|kid|person|head|guest|student)|"
    r"each|a\s+head|apiece)\b"
)
"""What each one needs ("3 balloons per child", "2 each")."""
_HEADS = re.compile(
    rf"(?<![\w.])(?P<h>{_N})\s+(?:kids|children|people|guests|students|players|adults|pupils)\b"
)


def containers_for_heads(text: str, numbers: list[str]) -> str | None:
    """Containers needed for what each of several needs: "3 per child, 16 kids, packs of 12"."""
    asked = _ASKED.search(text)
    if asked is None or not (
        _NEEDED.search(asked["rest"]) or _NEEDED.search(text[: asked.start()])
    ):
        return None
    size = _size_of(singular(asked["c"])).search(text)
    each, heads = _EACH_NEEDS.search(text), list(_HEADS.finditer(text))
    if size is None or each is None or len(heads) != 1 or len(numbers) != 3:
        return None
    k = size["k"] or size["k2"] or size["k3"]
    if float(k) == 0 or each["e"] == heads[0]["h"] == k:
        return None
    return f"ceil({each['e']} * {heads[0]['h']} / {k})"
