"""Recipes and amounts scaled: "calls for 240 g, I'm only making half of it", "doubling it".

`scaled_recipe` reads an amount made at a fraction or a multiple of a recipe; the caller
(`word_problems`) hands it the plain wording of the story and its numbers, and takes None when
the story is not one of these.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER

__all__ = ["FRACTIONS", "scaled_recipe"]

_HOW_MANY = re.compile(r"\bhow\s+many\b|\bin\s+total\b|\baltogether\b|\bin\s+all\b")


def _numbers(text: str) -> list[str]:
    return re.findall(rf"(?<![\w.]){NUMBER}", text)


FRACTIONS = {"half": 2, "halve": 2, "third": 3, "quarter": 4, "fourth": 4, "fifth": 5}
_SCALING = re.compile(
    r"\b(?:making|make|doing|cooking|baking|preparing|using)\s+(?:only\s+)?"
    r"(?:(?P<n>\d+)\s+(?P<d>third|quarter|fourth|fifth)s|(?:a\s+|one\s+)?(?P<d1>half|third|quarter|"
    r"fourth|fifth))(?:\s+(?:of\s+)?(?:it|the\s+recipe|the\s+batch|a\s+batch|that|a\s+portion))?\b|"
    r"\b(?P<x>doubl|tripl|quadrupl|halv)(?:e|es|ing)\s+(?:it|that|(?:the|a|my)\s+(?:recipe|batch))\b|"
    r"\b(?:making|make|doing|cooking|baking)\s+(?:a\s+)?(?P<x2>doubl|tripl|quadrupl|hal)(?:e|f)?\s+"
    r"(?:batch|portion|recipe|amount|quantity)\b"
)
_FACTORS = {"doubl": "* 2", "tripl": "* 3", "quadrupl": "* 4", "halv": "/ 2", "hal": "/ 2"}


def scaled_recipe(text: str, numbers: list[str]) -> str | None:
    """A recipe made at a fraction or a multiple: "calls for 240 g, I'm only making half of it"."""
    raw = re.sub(r"\((?P<n>\d+) / (?P<d>\d+)\) \*\s*", _fraction_words, text)
    match = _SCALING.search(raw)
    if match is None or not (_HOW_MANY.search(raw) or "how much" in raw):
        return None
    amounts = _numbers(raw[: match.start()] + " " + raw[match.end() :])
    if len(amounts) != 1:
        return None
    if match["x"] or match["x2"]:
        return f"{amounts[0]} {_FACTORS[match['x'] or match['x2']]}"
    times = match["n"] or "1"
    return f"{amounts[0]} * {times} / {FRACTIONS[match['d'] or match['d1']]}"


def _fraction_words(match: re.Match[str]) -> str:
    """`(3 / 4) *` (as plain wording writes "three quarters of") back to "3 quarters of "."""
    names = {v: k for k, v in reversed(FRACTIONS.items())}
    name = names.get(int(match["d"]))
    if name is None:
        return match[0]
    return f"{match['n']} {name}s of " if match["n"] != "1" else f"a {name} of "
