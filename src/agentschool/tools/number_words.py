"""Number words as digits: "twenty-five" → 25, "a hundred and five" → 105, "third" → 3.

Used where people's wording meets arithmetic or identifiers: the rule planner reads "three
quarters of ninety-six", and the grounding check finds "complete the second one" asking for id 2.
"""

from __future__ import annotations

import re

__all__ = ["ORDINALS", "replace_number_words"]

_UNITS = {
    word: value
    for value, word in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
        "fifteen sixteen seventeen eighteen nineteen".split()
    )
}
_TENS = {
    word: 10 * value
    for value, word in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split(), 2)
}
_SCALES = {"hundred": 100, "thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000}
ORDINALS: dict[str, int] = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
    "eleventh": 11,
    "twelfth": 12,
}
"""Ordinal words and the position they name."""

_WORD = "|".join([*_UNITS, *_TENS, *_SCALES])
_RUN = re.compile(
    rf"\b(?:(?:a|an)\s+(?=(?:hundred|thousand|million|billion)\b))?(?:{_WORD})"
    rf"(?:(?:\s+and\s+|\s*-\s*|\s+)(?:{_WORD})\b)*\b",
    re.IGNORECASE,
)


def _value(words: list[str]) -> int | None:
    """The number a run of number words names, or None when the run is not one number."""
    total, current, last = 0, 0, ""
    for word in words:
        if word in ("a", "an"):
            current = 1
        elif word in _UNITS:
            if last in _UNITS or (last in _TENS and _UNITS[word] >= 10):
                return None  # "five six" is two numbers, not one
            current += _UNITS[word]
        elif word in _TENS:
            if last in _UNITS or last in _TENS:
                return None
            current += _TENS[word]
        elif word == "hundred":
            current = max(current, 1) * 100
        else:
            total += max(current, 1) * _SCALES[word]
            current = 0
        last = word
    return total + current


_ONE_AS_PRONOUN = re.compile(
    r"\b(?:the|this|that|each|every|no|which|any|another|other|same|only|last|next|latest|"
    r"previous|new|old|big|small|little|cheaper|cheapest|bigger|biggest)\s+$",
    re.IGNORECASE,
)
"""Words before a "one" that stands for a thing ("the last one", "each one", "this one")."""


def replace_number_words(text: str) -> str:
    """Replace each run of cardinal number words with its digits; leave anything else as is.

    "twenty-five plus a hundred and five" → "25 plus 105"; a run that is not one number is read
    word by word ("two and three" → "2 and 3"); a lone "a"/"an" stays a word, and so does a
    "one" that stands for a thing ("the last one", "each one").
    """

    def number(match: re.Match[str]) -> str:
        if match.group().lower() == "one" and _ONE_AS_PRONOUN.search(text, 0, match.start()):
            return match.group()  # "the last one was 40": a thing, not a number
        words = [w for w in re.split(r"[\s-]+", match.group().lower()) if w and w != "and"]
        value = _value(words)
        if value is not None:
            return str(value)
        return re.sub(
            rf"\b(?:{_WORD})\b",
            lambda m: str(_value([m.group().lower()])),
            match.group(),
            flags=re.IGNORECASE,
        )

    return _RUN.sub(number, text)
