"""Things said one after another with no commas: "add bread cheese and bananas to my list".

A part of a list that holds several words and no comma is either one thing's name ("oat milk",
"tea lights", "kitchen roll", "cream cheese") or several things dictated in a row ("eggs onions",
"bread cheese"). No grammar tells the two apart for every pair of words, so a part is read by the
shape of each pair of neighbouring words:

- a plain plural, then another word: the plural seldom modifies what follows ("eggs onions",
  "bananas pasta", "eggs oat milk"), so it ends a thing when it stands alone as a grocery
  (`STANDALONE`), or when every word is such a plural ("we need grapes lemons"; "games
  console" stays whole);
- two words that each stand alone as a grocery ("bread cheese", "cheese peppers"): both readings
  are common ("cream cheese", "chocolate milk" are one thing; "bread cheese" two), so the part is
  *ambiguous* and the request is refused rather than an item invented (`COMPOUNDS` names the
  usual one-thing pairs, read whole);
- anything else stays one name ("oat milk", "tea lights": the first word only modifies).
"""

from __future__ import annotations

import re

from agentschool.agent.todo_lexicon import TODO_VERBS
from agentschool.tools.todo_match import word_forms

__all__ = ["COMPOUNDS", "STANDALONE", "dictated"]

STANDALONE = frozenset(
    """
    bread milk cheese butter rice pasta flour sugar salt coffee tea cereal jam honey yoghurt
    yogurt cream ham bacon chicken beef mince fish tuna garlic lettuce spinach broccoli cabbage
    celery cucumber soap shampoo toothpaste water juice wine beer chocolate oil vinegar ketchup
    mustard mayo
    eggs onions bananas apples lemons limes oranges carrots potatoes tomatoes grapes peppers
    mushrooms avocados strawberries blueberries pears peaches biscuits crisps cookies nappies
    """.split()
)
"""Groceries people list as one word: a pair of them with no comma may be two things."""

COMPOUNDS = frozenset(
    """
    cream+cheese chocolate+milk milk+chocolate garlic+bread rice+milk beef+mince chicken+mince
    fish+oil honey+mustard chocolate+biscuits chocolate+cookies butter+cookies cheese+crisps
    """.split()
)
"""Pairs of `STANDALONE` words that name one thing ("cream cheese")."""

_NOT_PLURAL = frozenset(
    "sports savings news clothes glasses jeans pants trousers shorts kids mens womens christmas "
    "series species gas bus plus lens chess class glass dress cross grass boss".split()
)
"""Words ending in "s" that modify the next noun or are no plural ("sports socks")."""


def _plural(word: str) -> bool:
    return re.fullmatch(r"[a-z]{2,}[^su]s", word) is not None and word not in _NOT_PLURAL


_VERB_FORMS = frozenset(form for verb in TODO_VERBS for form in word_forms(verb))


def dictated(part: str) -> list[str] | None:
    """The things `part` names: itself, some of its words apart, or None when it is ambiguous.

    `part` is one item of a list of things, as said ("bread cheese", "eggs onions", "oat milk");
    a part that starts with a to-do verb is a to-do and stays whole ("buy bread cheese").
    """
    words = part.split()
    lowered = [w.lower() for w in words]
    if len(words) < 2 or (word_forms(lowered[0]) & _VERB_FORMS and lowered[0] not in STANDALONE):
        return [part]
    if all(_plural(w) and not word_forms(w) & _VERB_FORMS for w in lowered):
        return words  # "eggs onions"
    things = [words[0]]
    for before, low, word in zip(lowered, lowered[1:], words[1:], strict=False):
        both = before in STANDALONE and low in STANDALONE
        if before in STANDALONE and _plural(before):
            things.append(word)  # "onions coffee", "eggs oat milk": a plural ends a thing
        elif both and f"{before}+{low}" not in COMPOUNDS:
            return None  # "bread cheese": two things, or one ("cream cheese")? Not ours to guess
        else:
            things[-1] += f" {word}"
    return things
