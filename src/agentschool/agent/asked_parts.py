"""A part of the answer asked instead of the whole: "what's half of the total?".

"R1,794 for electricity, R890.60 for fibre and R352 for water - what's half of the total? that's
what my husband owes me": the total is read as any total is, then halved. The part must be asked
of the total itself ("half of the total", "a third of the sum"), not of an amount of the story
("half of the R1,794"), which the story readers read.
"""

from __future__ import annotations

import re
from fractions import Fraction

__all__ = ["part_asked"]

_PARTS = {"half": Fraction(1, 2), "third": Fraction(1, 3), "quarter": Fraction(1, 4)}
_PART_OF_TOTAL = re.compile(
    r"\b(?:(?:a|one)\s+)?(?P<part>half|third|quarter)\s+(?:of\s+)?(?P<the>the|that)\s+"
    r"(?:total|sum|lot|whole\s+lot|whole\s+thing)\b",
    re.I,
)


def part_asked(task: str) -> tuple[str, Fraction] | None:
    """`task` asking the whole ("what's the total?") and the part asked of it; None: no part."""
    found = list(_PART_OF_TOTAL.finditer(task))
    if len(found) != 1:
        return None
    said = found[0]
    whole = f"{said['the']} {task[said.end('the') : said.end()].strip()}"
    return task[: said.start()] + whole + task[said.end() :], _PARTS[said["part"].lower()]
