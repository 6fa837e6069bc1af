"""Things said one after another with no commas: "add bread cheese and bananas to my list".

A part of a list that holds several words and no comma is either one thing's name ("oat milk",
"tea lights", "kitchen roll", "cream cheese") or several things dictated in a row ("eggs onions",
"bread cheese"). No grammar tells the two apart for every pair of words, so a part is read by the
shape of each pair of neighbouring words:

- a plain plural that stands alone as a grocery (`STANDALONE`), then another word: the plural
  seldom modifies what follows ("eggs onions", "bananas pasta", "eggs oat milk"), so it ends a
  thing; a part whose words are all plain plurals is split too ("we need grapes lemons");
- two words that each stand alone as a grocery ("bread cheese", "rice cheese"): things dictated
  in a row, as people type a list (set 9 asked "add bread cheese and bananas" for three items),
  unless the pair is a usual one-thing name (`COMPOUNDS`: "cream cheese", "bread flour");
- anything else stays one name ("oat milk", "tea lights", "games console": the first word only
  modifies the next).

A title is never joined from things said apart: "bread cheese" is not an item anyone asked for.
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
    cream+cheese chocolate+milk milk+chocolate garlic+bread garlic+butter garlic+mayo rice+milk
    rice+flour rice+wine rice+vinegar bread+flour beef+mince chicken+mince fish+oil tuna+mayo
    honey+mustard wine+vinegar chocolate+biscuits chocolate+cookies chocolate+cereal
    butter+cookies butter+biscuits sugar+cookies cheese+crisps cheese+biscuits water+biscuits
    coffee+cream cheese+bread milk+bread chicken+salt
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


def dictated(part: str) -> list[str]:
    """The things `part` names: itself whole, or some of its words apart (see the module).

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
            things.append(word)  # "bread cheese": dictated ("cream cheese" is one thing)
        else:
            things[-1] += f" {word}"
    return things
