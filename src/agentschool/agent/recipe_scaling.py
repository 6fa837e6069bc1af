"""Recipes and amounts scaled: "calls for 240 g, I'm only making half of it", "doubling it".

`scaled_recipe` reads an amount made at a fraction or a multiple of a recipe; the caller
(`word_problems`) hands it the plain wording of the story and its numbers, and takes None when
the story is not one of these.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER

__all__ = ["FRACTIONS", "scaled_recipe", "servings"]

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


_SERVED = (
    r"(?:people|ppl|persons|servings|portions|guests|adults|kids|children|diners|plates|bowls|"
    r"helpings|of\s+us|cookies|biscuits|muffins|cupcakes|pancakes|scones|brownies|buns|rolls|"
    r"loaves|cakes|pies|pizzas|burgers|jars|bottles|glasses|bars)"
)
_MADE_FOR = re.compile(  # the recipe's own count: "serves 6", "recipe for 4", not "need it for 9"
    r"\b(?:serves|feeds|makes|yields|(?:recipe|batch|pot|cake|dish|"
    r"(?<!need\s)(?<!needs\s)(?<!want\s)(?<!wants\s)(?<!make\s)(?<!making\s)(?:it|that|this))"
    r"\s+(?:is\s+)?for)\s+"
    rf"(?P<n>\d+)\b(?:\s+{_SERVED})?"
)
_WANTED_FOR = re.compile(  # the count cooked for: "I want 12 servings", "cooking for 10"
    r"\b(?:(?:want|need|making|make|cooking|cook|baking|feeding|feed|having|serving|expecting)\s+"
    r"(?:it\s+|enough\s+|(?:[a-z]+\s+){1,2}(?=for\s))?(?:for\s+)?|"
    r"scal(?:e|ing)\s+(?:it\s+)?(?:up\s+|down\s+)?to\s+)"
    rf"(?P<n>\d+)\b(?:\s+{_SERVED})?"
)
_FROM_TO = re.compile(
    rf"\bfrom\s+(?P<made>\d+)\s+(?:{_SERVED}\s+)?to\s+(?P<wanted>\d+)\b(?:\s+{_SERVED})?"
)
"""Both counts at once: "scaling a recipe from 2 to 6 servings"."""
_SCALED_TO = re.compile(r"^scale\b.*?\b(?:up|down)\s+to\s+(?P<n>\d+)\b")
"""The count wanted in an order to scale: "scale 150 g for 4 servings up to 2 servings"."""
_FOR = re.compile(rf"\bfor\s+(?P<n>\d+)(?:\s+{_SERVED}\b|\s*(?=[,.;:?!]|$))")
"""A count of servings either way ("for 4 people"): the recipe's, or the one wanted."""
_PARTY = re.compile(
    r"(?<![\w.])(?P<n>\d+)\s+of\s+us\b|"
    r"(?<![\w.])(?P<m>\d+)\s+(?:people|guests)\s+(?:are\s+|will\s+be\s+)?(?:coming|joining|visiting)\b"
)
"""The party cooked for, said apart from the recipe: "the family is coming, 11 of us"."""
_AMOUNT = re.compile(
    rf"(?<![\w.])(?P<x>\d+\s*/\s*\d+|{NUMBER})\s*(?P<u>g|grams?|kg|kilos?|ml|millilit(?:re|er)s?|l|lit(?:re|er)s?|"
    r"cups?|tbsp|tablespoons?|tsp|teaspoons?|oz|ounces?|lbs?|pounds?|eggs?|cloves?|pinch(?:es)?)\b"
    r"(?:\s+(?:of\s+)?(?!(?:for|to|and|in)\b)(?P<what>[a-z]+))?"
)
_AMOUNT_ASKED = re.compile(
    r"\bhow\s+(?:much|many)\s+(?P<what>[a-z]+)?|\bwhat\s+(?:would|do|should|will)\s+(?:i|we)\s+need\b|"
    r"^scale\b|"
    rf"(?:^|[.;:?!]\s*)(?:and\s+|so\s+|what\s+about\s+)?(?=for\s+\d+\s+{_SERVED}\s*\??\s*$)"
)
"""The amount asked: "how much milk", an order to scale it ("scale 150 g ..."), or a count of
servings alone after the recipe: "for 3 servings?"."""


def _asked_amount(text: str) -> re.Match[str] | None:
    """The amount of the recipe the question asks about ("how many eggs", "how much milk")."""
    amounts = list(_AMOUNT.finditer(text))
    asked = list(_AMOUNT_ASKED.finditer(text))
    if len(amounts) == 1 or not asked:
        return amounts[0] if amounts and asked else None
    word = asked[-1]["what"] or ""
    named = [a for a in amounts if word and word.rstrip("s") in (a["u"].rstrip("s"), a["what"])]
    return named[0] if len(named) == 1 else None


def _counts(text: str, asked_at: int) -> tuple[str, str] | None:
    """The recipe's count of servings and the count wanted, when each is clear."""
    if (both := _FROM_TO.search(text)) is not None:
        others = _MADE_FOR.search(text) or _WANTED_FOR.search(text) or _FOR.search(text)
        return None if others else (both["made"], both["wanted"])
    made = {m["n"] for m in _MADE_FOR.finditer(text)}
    wanted = {m["n"] for m in [*_WANTED_FOR.finditer(text), *_SCALED_TO.finditer(text)]} - made
    wanted = wanted or {m["n"] or m["m"] for m in _PARTY.finditer(text)} - made
    loose = [m for m in _FOR.finditer(text) if m["n"] not in made | wanted]
    if len(made) == 1 and len(wanted) == 1 and not loose:
        return made.pop(), wanted.pop()
    if len(loose) == 1 and len(made) + len(wanted) == 1:
        return (made.pop(), loose[0]["n"]) if made else (loose[0]["n"], wanted.pop())
    if len(loose) == 2 and not made | wanted:
        first, second = loose  # "pancakes for 4 need 250 ml. For 2, how much?": asked second
        if first.end() <= asked_at <= second.start() + 40 and second.start() > first.end():
            return first["n"], second["n"]
    return None


def servings(text: str, numbers: list[str]) -> str | None:
    """An amount for one number of servings, scaled to another: "serves 6, 120 ml; for 10?"."""
    amount = _asked_amount(text)
    if amount is None or re.search(
        r"%|\beach\b|\bper\b|\bleft\b|\bdoubl(?!ing\s+up\s+for\b)|\bhalf\b", text
    ):
        return None
    rest = text[: amount.start()] + " " * len(amount[0]) + text[amount.end() :]
    asked_at = [m.start() for m in _AMOUNT_ASKED.finditer(rest)][-1]
    counts = _counts(rest, asked_at)
    others = len(list(_AMOUNT.finditer(text))) - 1
    fractions = len(re.findall(r"\d\s*/\s*\d", text))  # "3/4 cups": one amount, two numbers
    if counts is None or len(numbers) != 3 + others + fractions or counts[0] == counts[1]:
        return None
    scaled = f"({amount['x']})" if "/" in amount["x"] else amount["x"]
    return f"{scaled} * {counts[1]} / {counts[0]}"
