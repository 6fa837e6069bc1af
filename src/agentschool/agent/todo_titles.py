"""The to-do titles a request names: quoted ones, comma lists, and parts joined by "and".

"and" is the hard word: "vacuum the stairs and defrost the freezer" is two to-dos (each part a
verb phrase), "put oat milk and lemons on my list" is two things (each part a short noun phrase),
but "buy salt and pepper", "call mom and dad", "black and white film" and "a gift for Anna and
Tom" are one. A split is made only when every part reads as an item of its own; when unsure, the
title stays whole (one item too many words is better than two wrong items).
"""

from __future__ import annotations

import re
from itertools import pairwise

from agentschool.agent.todo_lexicon import APART_COUNT, LIST_NOUN, TODO_VERBS, WHEN
from agentschool.agent.todo_things import STANDALONE, dictated
from agentschool.agent.units import measure
from agentschool.tools.number_words import replace_number_words
from agentschool.tools.todo_match import word_forms

__all__ = [
    "ANY_ITEM",
    "PRONOUN",
    "QUOTED",
    "VERB_FORMS",
    "WHOLE_LIST",
    "and_parts",
    "item_titles",
    "names_no_item",
    "names_places",
    "referred_titles",
    "several_titles",
    "split_items",
    "titles_in",
    "todo_title",
    "unquote",
    "verb_phrases",
]

QUOTED = re.compile(r"\"([^\"]*)\"|(?<!\w)'([^']*)'(?!\w)|“([^”]*)”")  # not "what's"
"""A quoted title: double quotes, curly quotes, or single quotes not inside a word."""

PRONOUN = re.compile(
    r"it|that|this|(?:that|this)\s+one|the\s+result|the\s+answer|them|['’]?em|these|those|"
    r"(?:them|these|those)\s+(?:all|both)|(?:all|both)(?:\s+of)?\s+(?:them|these|those)|both",
    re.I,
)
"""Words standing for an item named elsewhere ("delete it"): not a title."""
WHOLE_LIST = re.compile(
    rf"^(?:all|every|everything|each|the\s+(?:whole|entire)|them|it)\b|\b{LIST_NOUN}s?$", re.I
)
"""Words naming the whole list or every item ("everything", "my list"): not one item's title."""

ANY_ITEM = re.compile(
    r"(?:(?:some|any|the|more|other|few|a\s+few|a\s+couple\s+of|all\s+the|my|new|of|two|three|four|"
    r"five|several|\d+)\s+)*(?:things?|stuff|jobs?|chores?|"
    r"items?|something|anything|everything|tasks?|todos?|to-?dos?|entries|more|one\s+more)|"
    r"(?:an?\s+|the\s+)?(?:new\s+)?(?:reminder|note|task|item|todo|to-?do|entry)|"
    r"(?:you|u|i|we|he|she|they)\s.*",
    re.I,
)
"""Words for any item ("add things", "add a reminder", "two things", "some of my jobs"), or a
clause with its own subject ("did you add milk"): no title."""
VERB_FORMS = frozenset(form for verb in TODO_VERBS for form in word_forms(verb))
"""The to-do verbs in every form ("vacuum", "vacuuming", "vacuumed")."""

_AND = re.compile(r",?\s+(?:and|&|plus|as\s+well\s+as)\s+(?:also\s+|then\s+)?", re.I)
"""What joins two items: "and", "&", "plus", "as well as" ("add lemons plus honey")."""

_BINOMIALS = frozenset(
    """
    salt+pepper fish+chips mac+cheese macaroni+cheese bread+butter pros+cons odds+ends
    nuts+bolts arts+crafts rock+roll peanut-butter+jelly bed+breakfast cheese+crackers
    oil+vinegar milk+cookies bacon+eggs ham+eggs sweet+sour salt+vinegar soap+water
    cheese+onion steak+ale chicken+mushroom ham+cheese pen+paper bangers+mash surf+turf
    """.split()
)
"""Pairs that name one thing ("salt and pepper"): a lexicon of a word class (fixed binomials),
written with "+" between the parts and "-" between a part's words."""

_NOT_A_THING = re.compile(
    r"\b(?:of|for|with|to|from|in|on|at|by|about|into|onto|me|you|i|it|he|she|we|they|"
    r"is|are|was|were|be|been|if|that|this|not|no|do|does|did|what|how|why)\b|\d\s*[-+*/x%]|[?!:;]",
    re.I,
)
"""Words that make a part more than a thing's name: a preposition ("a gift for Anna"), a pronoun,
a verb of being, a question or a calculation. A part holding one keeps the title whole."""


_MODIFIERS = frozenset(
    """
    black white red blue green yellow pink purple orange brown grey gray gold silver dark light
    sweet sour hot cold spicy mild big small large short long left right front back top bottom
    indoor outdoor
    """.split()
)
"""Words that coordinate as modifiers ("black and white film", "hot and sour soup")."""


def unquote(title: str) -> str:
    """`title` without the quotes around it, if it is one quoted string."""
    title = title.strip()
    match = QUOTED.fullmatch(title)
    if match:
        return next(g for g in match.groups() if g is not None).strip()
    return title


def split_items(text: str) -> list[str]:
    """The to-do titles in `text`: quoted items, or a comma list ("a, b and c"), else one title.

    "'pay rent' and 'call mom'" is two items; "milk, eggs and bread" is three; "salt and pepper"
    (no comma, no quotes) stays one.
    """
    text = text.strip()
    separator = (
        r"\s*(?:,\s*(?:(?:and|plus)\s+)?(?:also\s+)?|\s+(?:and|plus)\s+(?:also\s+)?|\s*&\s*)\s*"
    )
    quoted = rf"(?:{QUOTED.pattern})"
    if re.fullmatch(
        rf"{quoted}(?:(?:{separator}|\s*[/;]\s*){quoted})*", text
    ):  # "'A' / 'B'"; "'A'; 'B'"
        return [t for m in QUOTED.finditer(text) if (t := unquote(m.group()))]
    if "," in text and not QUOTED.search(text):
        return [t for t in (p.strip(" .") for p in re.split(separator, text)) if t]
    title = unquote(text)
    return [title] if title else []


def verb_phrases(title: str) -> list[str]:
    """`title` as the to-dos it joins with "and", each a verb and its object; else `title` whole."""
    parts = [p.strip() for p in _AND.split(title) if p.strip()]
    for part in parts:
        words = part.lower().split()
        if len(words) < 2 or words[0] not in TODO_VERBS:
            return [title]  # "buy salt and pepper", "clean and iron the shirts": one to-do
    return parts


def _may_modify(first: str, last: str) -> bool:
    """Whether `first` may modify `last`'s noun ("black and white film", "mom and dad's gift").

    Only a one-word first part can: a colour or taste ("black and white", "sweet and sour"), the
    first half of a binomial ("salt and vinegar crisps"), or anything before a possessive.
    """
    if "'s" in last or "’s" in last:
        return True
    words = last.lower().split()
    if len(first.split()) > 1 or len(words) < 2:
        return False
    return first.lower() in _MODIFIERS or f"{first.lower()}+{words[0]}" in _BINOMIALS


def _gerund_noun(words: list[str]) -> bool:
    """A thing named by a gerund and a noun ("washing up liquid", "baking soda"), after a thing.

    Only with no article after the gerund: "washing the car", "washing up the pans" are to-dos.
    """
    rest = {w.lower() for w in words[1:]}
    owned = rest & {"the", "a", "an", "my", "our", "your", "his", "her", "their", "some", "it"}
    return words[0].lower().endswith("ing") and bool(rest) and not owned


def _binomial(first: str, then: str) -> bool:
    """Whether "`first` and `then`" is a fixed pair naming one thing ("salt and pepper")."""
    return f"{'-'.join(first.lower().split())}+{'-'.join(then.lower().split())}" in _BINOMIALS


def _things(title: str) -> list[str]:
    """`title` as the things it joins with "and" ("oat milk and lemons"); else `title` whole.

    Each part must be a thing's short name: at most four words, none a to-do verb first (that
    is `verb_phrases`' reading), no preposition, pronoun or question word, and no two
    neighbours a fixed binomial, nor a part that may modify the next one's noun (`_may_modify`):
    "milk and eggs and bread" is three things.
    A part of several things said with no comma is read by `todo_things.dictated` ("bread
    cheese and bananas" is three things: no item is invented by joining them).
    """
    parts: list[str] = []
    for part in (p.strip() for p in _AND.split(title) if p.strip()):
        if parts and _binomial(parts[-1], part):
            parts[-1] += f" and {part}"  # "salt and pepper and eggs": "salt and pepper" is one
        else:
            parts.append(part)
    if len(parts) < 2:
        return [title]
    todos = [len(p.split()) > 1 and p.split()[0].lower() in TODO_VERBS for p in parts]
    if all(todos) or any(a and not b for a, b in pairwise(todos)):
        return [title]  # `verb_phrases` reads to-dos; "buy milk and eggs": "buy" takes both
    things = [p for p, todo in zip(parts, todos, strict=True) if not todo]
    for k, words in enumerate(p.split() for p in things):
        groceries = len(words) > 1 and all(w.lower() in STANDALONE for w in words)  # "water bread"
        verb = word_forms(words[0]) & VERB_FORMS and not groceries
        if len(words) > 4 or (verb and not (k and _gerund_noun(words))):
            return [title]
    pairs = [(a, b) for (a, b), todo in zip(pairwise(parts), todos, strict=False) if not todo]
    if any(_NOT_A_THING.search(p) or re.fullmatch(r"[\d.,]+", p) for p in things) or any(
        _may_modify(a, b) for a, b in pairs
    ):
        return [title]
    # "eggs onions and bread": three things; "eggs and call mum": a thing and a to-do
    return [t for p, todo in zip(parts, todos, strict=True) for t in ([p] if todo else dictated(p))]


def todo_title(said: str) -> str | None:
    """`said` as a to-do's title when it reads as one: quoted, or a verb and what it acts on.

    "call the landlord" and "'the car'" are titles; "the car" (a thing, said bare) is not.
    """
    said = said.strip(" ,.")
    if QUOTED.fullmatch(said):
        return unquote(said) or None
    words = said.split()
    return said if len(words) > 1 and word_forms(words[0]) & VERB_FORMS else None


def titles_in(text: str) -> list[str]:
    """The to-do titles `text` lists: quoted, by commas, "and" between verb phrases or things."""
    if QUOTED.search(text):
        return split_items(text)  # "add 'call mom and pay rent'": quotes keep a title whole
    items = split_items(text)
    return [t for item in items for t in (_things_of(item) if len(items) > 1 else and_parts(item))]


def _thing(item: str) -> bool:
    """Whether a list's `item` is a thing's short name (no verb first, no preposition)."""
    words = item.split()
    return (
        1 < len(words) <= 4
        and not _NOT_A_THING.search(item)
        and not (word_forms(words[0]) & VERB_FORMS and words[0].lower() not in STANDALONE)
    )


def _things_of(item: str) -> list[str]:
    """A comma list's item as the to-dos or things it names ("eggs onions" dictated: two)."""
    parts = and_parts(item)
    return dictated(item) if len(parts) == 1 and _thing(item) else parts


def and_parts(title: str) -> list[str]:
    """The to-dos `title` joins with "and": verb phrases, else things, else `title` whole."""
    parts = verb_phrases(title)
    return parts if len(parts) > 1 else _things(title)


_BOTH = re.compile(r"both\s+(?P<rest>.+\s(?:and|&)\s.+)", re.I)
"""Two items said as both ("mark both A and B as done"): "both" is no part of the first."""


def item_titles(raw: str) -> list[str]:
    """The items a complete or delete names: quoted ones, or verb phrases ("A, B and C"), else one.

    Only a list of things to do splits: "the landlord today, he was rude" stays whole (and finds
    no item), where "vacuuming the stairs and descaling the kettle" names two; "both A and B"
    names the two it says, or nothing.
    """
    if both := _BOTH.fullmatch(raw.strip()):
        two = item_titles(both["rest"])
        return two if len(two) == 2 else []
    if len(QUOTED.findall(raw)) > 1:
        return split_items(raw)
    if QUOTED.search(raw):  # one quoted title, and nothing else: "'X' and tell me" names nothing
        return [t] if QUOTED.fullmatch(raw.strip()) and (t := unquote(raw)) else []
    # "A / B": a slash with spaces around it lists items as a comma does ("1/2 kg" is no list)
    parts = [p for p in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+|\s+/\s+", raw.strip()) if p]
    if len(parts) > 1 and all(
        " " in p and word_forms(p.split(" ", 1)[0]) & VERB_FORMS for p in parts
    ):
        return [re.sub(WHEN, "", p, flags=re.I) for p in parts]
    plain = not re.match(r"(?:the|a|an|my|some|our)\s", raw.strip(), re.I)  # "the salt and pepper"
    if len(parts) == 2 and plain and len(things := _things(raw.strip())) > 1:
        return things  # "remove tea bags and orange juice": two things, unless one whole
    return [raw.strip()] if raw.strip() else []


def referred_titles(said: str, then: str) -> list[str]:
    """The titles of `said` that "them" or "both" in `then` refers to, as several.

    "I need to renew X and chase Y, put both on": two; "need beans and peas, add them": two.
    """
    return several_titles(titles_in(said), then)


def several_titles(titles: list[str], then: str) -> list[str]:
    """One title cut at its commas and "and" when `then` says "them" or "both" of it."""
    parts = re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", titles[0]) if len(titles) == 1 else []
    several = re.search(r"\b(?:them|these|those|all|each|separate(?:ly)?)\b", then, re.I) or (
        len(parts) == 2 and re.search(r"\bboth\b", then, re.I)
    )
    found = parts if len(parts) > 1 and several else titles
    told = re.search(APART_COUNT, then, re.I)  # "put them on as three items": as many named
    return [] if told and int(replace_number_words(told[1])) != len(found) else found


_THE_LIST_ITSELF = re.compile(
    rf"(?:my|the|our)\s+{LIST_NOUN}(?:\s+for\b.*)?|(?:(?:through|with)\s+)?(?:the\s+(?:whole\s+)?lot|everything)(?:\s+today)?",
    re.I,
)
_AMOUNT = re.compile(r"[\d.,]+\s*(?P<unit>[a-z]+)", re.I)
_DEED = re.compile(r"(?:[a-z]+ed|done|did|seen\s+to)\b", re.I)
_PLACE = re.compile(r"\b(?:numbers?|items?|no\.)\s*\d+\b", re.I)


_TOLD_AFTER = re.compile(
    r",\s*(?:i|we|he|she|they)\s+(?:'ve\s+|have\s+|had\s+|just\s+|already\s+)?(?:did|done|bought|"
    r"got|finished|sorted|posted|paid|sent|called|rang|booked|picked)\b",
    re.I,
)
"""A deed told after a comma: "milk, I did it" is an item and why it is done."""


def names_no_item(title: str) -> bool:
    """Whether `title` names the list, a place on it ("number 1 on my list") or a measure.

    "my list for today" is the list; "i did 402 minutes" reports time worked; "3 eggs" stays
    an item a shopping list may hold.
    """
    if "\n" in title.strip() or _THE_LIST_ITSELF.fullmatch(title.strip()):
        return True  # a title across lines: the lines were sentences
    if re.search(r"\b(?:please|pls)\s*,", title, re.I) or _TOLD_AFTER.search(title):
        return True  # "2 off please, did it", "milk, I did it": a request and its reason
    if _PLACE.search(title) and (_THE_LIST_ITSELF.search(title) or _DEED.match(title)):
        return True  # "seen to number 1 on my list", "posted number 4": a place, told of
    amount = _AMOUNT.fullmatch(title.strip())
    return amount is not None and measure(amount["unit"].lower()) is not None


def names_places(task: str) -> bool:
    """Whether `task` names places on the list ("take numbers 1 and 3 off my list")."""
    return _PLACE.search(task) is not None and _THE_LIST_ITSELF.search(task) is not None
