"""Measures of a room: a wall less its window or door, paint for the walls, what a cut leaves.

"wall 3.3m x 2.6m minus a window 1m x 0.6m: m2 to paint?" is 3.3 * 2.6 - 1 * 0.6; "a room 5.2 m
by 4.5 m, walls 2.4 m high, 3 coats, a litre covers 10 m²: litres?" is 2 * (5.2 + 4.5) * 2.4 * 3
/ 10, and in 2.5 litre tins the tins are that over 2.5, rounded up; "a 2.4 m plank cut into 50 cm
pieces: cm left over?" is 240 % 50, and the pieces 240 // 50. Each reader answers None unless
every number plays one of these parts.
"""

from __future__ import annotations

import re
from decimal import Decimal

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["cut_pieces", "room_paint", "wall_area"]

_N = NUMBER
_M = r"(?:\s*(?:m|metres?|meters?)\b)?"
_PAIR = re.compile(
    rf"(?<![\w.])(?P<a>{_N}){_M}(?:\s+(?:wide|long))?\s*(?:by|x|×|\*|and)\s*(?P<b>{_N}){_M}"
    r"(?:\s+(?:high|tall))?"
)
_OPENING = re.compile(r"\b(?:windows?|doors?|hatch|opening|fireplace|doorway|arch)\b")
_AREA_ASKED = re.compile(r"\b(?:square\s+met(?:re|er)s?|sq\.?\s*m|m2|m²|area)\b")


def wall_area(task: str) -> str | None:
    """A wall's width by its height, less each opening in it (a window, a door) by its sides."""
    text = plain_story(task)
    pairs = list(_PAIR.finditer(text))
    if len(pairs) < 2 or not _AREA_ASKED.search(text) or "coat" in text:
        return None
    if not re.search(r"\bwall\b", text[: pairs[0].start()] + text[pairs[0].end() :]):
        return None
    openings = pairs[1:]
    for before, pair in zip(pairs, openings, strict=False):
        if not _OPENING.search(text[before.end() : pair.start()]):
            return None  # a second wall, a floor: not an opening in this one
    rest = text
    for pair in pairs:
        rest = rest.replace(pair[0], " ", 1)
    if numbers_in(rest):
        return None
    less = " - ".join(f"{p['a']} * {p['b']}" for p in openings)
    return f"{pairs[0]['a']} * {pairs[0]['b']} - {less}"


_ROOM = re.compile(rf"(?<![\w.])(?P<a>{_N}){_M}\s*(?:by|x|×|\*)\s*(?P<b>{_N}){_M}")
_HEIGHT = re.compile(
    rf"\b(?:walls?|ceiling)\s+(?:are\s+|is\s+|of\s+)?(?P<h>{_N}){_M}\s*(?:high|tall)\b|"
    rf"(?<![\w.])(?P<h2>{_N}){_M}\s*(?:high|tall)\b"
)
_COATS = re.compile(r"(?<![\w.])(?P<c>\d+)\s+coats?\b")
_COVERS = re.compile(
    rf"\b(?:a|1|one|each|per)\s+(?:litre|liter|l)\s+(?:covers|does|will\s+cover)\s+"
    rf"(?:about\s+)?(?P<k>{_N})\s*(?:m2|m²|sq\.?\s*m|square\s+met(?:re|er)s?)"
)
_TIN = re.compile(rf"(?<![\w.])(?P<t>{_N})\s*(?:-\s*)?(?:litre|liter|l)\s+(?:tins?|cans?|pots?)\b")
_LITRES_ASKED = re.compile(r"\b(?:litres|liters|how\s+much\s+paint)\b")
_TINS_ASKED = re.compile(r"\bhow\s+many\s+(?:[\d.]+\s*(?:litre|liter|l)\s+)?(?:tins|cans|pots)\b")


def room_paint(task: str) -> str | None:
    """Paint for the four walls of a room: their area, times the coats, over a litre's cover."""
    text = plain_story(task)
    if re.search(r"\b(?:minus|less|except|excluding\s+(?:a|the|1))\b", text):
        return None
    found = [list(p.finditer(text)) for p in (_ROOM, _HEIGHT, _COATS, _COVERS)]
    if any(len(f) != 1 for f in found):
        return None
    room, height, coats, covers = (f[0] for f in found)
    rest = text
    for match in (room, height, coats, covers):
        rest = rest.replace(match[0], " ", 1)
    tins = list(_TIN.finditer(rest))
    if len(tins) > 1:
        return None
    if tins:
        rest = rest.replace(tins[0][0], " ", 1)
    if numbers_in(rest):
        return None
    litres = (
        f"2 * ({room['a']} + {room['b']}) * {height['h'] or height['h2']} * {coats['c']} "
        f"/ {covers['k']}"
    )
    if tins and _TINS_ASKED.search(text):
        return f"ceil({litres} / {tins[0]['t']})"
    return litres if not tins and _LITRES_ASKED.search(text) else None


_LENGTH_UNIT = r"(?P<u{n}>mm|cm|m|millimet(?:re|er)s?|centimet(?:re|er)s?|met(?:re|er)s?)\b"
_STOCK = re.compile(
    rf"(?<![\w.])(?P<l>{_N})\s*{_LENGTH_UNIT.format(n=1)}\s*(?:long\s+)?(?:length\s+of\s+)?"
    r"(?:[a-z]+\s+)?(?:plank|board|length|pole|rod|batten|timber|skirting|pipe|rail|strip|roll)"
)
_PIECE = re.compile(
    rf"(?<![\w.])(?P<p>{_N})\s*{_LENGTH_UNIT.format(n=2)}\s*(?:long\s+)?"
    r"(?:pieces|lengths|bits|sections|strips|shelves|offcuts)\b|"
    rf"\b(?:pieces|lengths|shelves|sections|strips)\s+(?:of\s+)?(?P<p2>{_N})\s*"
    rf"{_LENGTH_UNIT.format(n=3)}\s*long\b"
)
_LEFT_ASKED = re.compile(r"\b(?:left\s+over|left|leftover|remain\w*|offcut|waste)\b")
_PIECES_ASKED = re.compile(r"\bhow\s+many\b")


def _cm(value: str, unit: str) -> Decimal:
    if unit.startswith(("mm", "mil")):
        return Decimal(value) / 10
    return Decimal(value) * (1 if unit.startswith(("cm", "cent")) else 100)


def cut_pieces(task: str) -> str | None:
    """Whole pieces cut from a length, or what is left once as many as fit are cut."""
    text = plain_story(task)
    stock, pieces = list(_STOCK.finditer(text)), list(_PIECE.finditer(text))
    if len(stock) != 1 or len(pieces) != 1:
        return None
    rest = text.replace(stock[0][0], " ", 1).replace(pieces[0][0], " ", 1)
    if numbers_in(rest):
        return None  # a blade's width, a second length: not read
    piece = pieces[0]
    length = _cm(stock[0]["l"], stock[0]["u1"])
    size = _cm(piece["p"], piece["u2"]) if piece["p"] else _cm(piece["p2"], piece["u3"])
    if size <= 0:
        return None
    whole, part = (f"{v.normalize():f}" for v in (length, size))
    if _LEFT_ASKED.search(text):  # asked in cm: the lengths are read in cm
        asked_cm = re.search(r"\bin\s+cm\b|\bhow\s+many\s+(?:cm|centimet(?:re|er)s)\b", text)
        return f"{whole} % {part}" if asked_cm else None
    return f"{whole} // {part}" if _PIECES_ASKED.search(text) else None
