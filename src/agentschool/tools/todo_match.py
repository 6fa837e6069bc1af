"""Which to-do items a title or a position names, the way people name them.

People rarely repeat a title word for word: "I'm done with cleaning the gutters" names the item
"clean the gutters", "check off the stamps" names "buy stamps". A title names the items whose text
equals it, else contains it; failing both, the items whose words agree with it once inflections
("cleaning", "cleaned", "gutters") and articles ("the", "my") are set aside. The first of these
tiers that names anything decides; naming more than one item is for the caller to refuse.

Last, a title said loosely ("the yellow fever jab" for "get the yellow fever vaccine", "did the
credit card notice" for "set a travel notice on my credit card", "the Naidoo job on there",
"the insurance renewal" for "renew the home insurance") names the one item holding its naming
words in any order (a word or its stem grown: "renewal", "renew"): all of them, or all but one
of three or more. Only when exactly one item holds the most: a loose title never picks between
two.

A position ("last", "second to last", "3rd") counts along the list as it is shown (oldest first).
"""

from __future__ import annotations

import re
from typing import Any

from agentschool.tools.number_words import ORDINALS, replace_number_words

__all__ = ["at_position", "named_items", "same_items", "stems", "word_forms"]

_ARTICLES = frozenset("a an the my our your his her their this that these those some".split())
_IRREGULAR = {
    "bought": "buy",
    "brought": "bring",
    "did": "do",
    "done": "do",
    "doing": "do",
    "drove": "drive",
    "fed": "feed",
    "found": "find",
    "gave": "give",
    "got": "get",
    "gotten": "get",
    "had": "have",
    "hung": "hang",
    "kept": "keep",
    "left": "leave",
    "made": "make",
    "met": "meet",
    "paid": "pay",
    "ran": "run",
    "rang": "ring",
    "read": "read",
    "sent": "send",
    "sold": "sell",
    "spent": "spend",
    "swept": "sweep",
    "taught": "teach",
    "told": "tell",
    "took": "take",
    "taken": "take",
    "went": "go",
    "gone": "go",
    "wrote": "write",
    "written": "write",
    "sewn": "sew",
    "mown": "mow",
}
"""Past forms that no suffix rule undoes ("bought stamps" is "buy stamps")."""


def _stem(word: str) -> str:
    """One spelling for a word's inflections: "cleaning", "cleaned", "cleans" → "clean"."""
    word = word.removesuffix("'s").removesuffix("’s")
    if word in _IRREGULAR:
        word = _IRREGULAR[word]
    elif len(word) > 4 and word.endswith("ing") and re.search(r"[aeiouy]", word[:-3]):
        word = word[:-3]  # not "bring", "string"
    elif len(word) > 4 and word.endswith("ied"):
        word = word[:-3] + "y"
    elif len(word) > 4 and word.endswith("ed"):  # not "need", "seed"
        word = word[:-2]
    elif len(word) > 3 and word.endswith("ies"):
        word = word[:-3] + "y"
    elif len(word) > 3 and re.search(r"(?:s|x|z|ch|sh)es$", word):
        word = word[:-2]
    elif len(word) > 2 and word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]
    word = word.removesuffix("e") if len(word) > 3 else word
    if len(word) > 2 and word[-1] == word[-2] and word[-1] not in "aeiou":
        word = word[:-1]  # "shopping" → "shopp" → "shop"; "refill" → "refil" on both sides
    return word


def stems(title: str) -> list[str]:
    """The words of `title` that name a thing, each stemmed; articles and possessives left out."""
    words = re.findall(r"[\w’']+", title.lower())
    return [_stem(w) for w in words if w not in _ARTICLES]


def word_forms(word: str) -> frozenset[str]:
    """A word as itself and as its stem: "shred" might be a past ("shr-ed"), so both count."""
    word = word.lower()
    return frozenset({word, _stem(word)})


def _forms(title: str) -> list[frozenset[str]]:
    words = re.findall(r"[\w’']+", title.lower())
    return [word_forms(w) for w in words if w not in _ARTICLES]


def _agree(a: list[frozenset[str]], b: list[frozenset[str]]) -> bool:
    return len(a) == len(b) and all(x & y for x, y in zip(a, b, strict=True))


def _contains(outer: list[frozenset[str]], inner: list[frozenset[str]]) -> bool:
    """Whether `inner` occurs in `outer` as a contiguous run of agreeing words."""
    size = len(inner)
    return size > 0 and any(
        _agree(outer[i : i + size], inner) for i in range(len(outer) - size + 1)
    )


def named_items(items: list[dict[str, Any]], title: str) -> list[dict[str, Any]]:
    """The items `title` names: by the first tier that names any (see the module docstring)."""
    wanted = " ".join(title.lower().split())
    texts = [" ".join(str(i["title"]).lower().split()) for i in items]
    same = [i for i, text in zip(items, texts, strict=True) if text == wanted]
    if same or not wanted:
        return same
    containing = [i for i, text in zip(items, texts, strict=True) if wanted in text]
    if containing:
        return containing
    key = _forms(wanted)
    if not key:
        return []
    item_forms = [_forms(text) for text in texts]
    equal = [i for i, f in zip(items, item_forms, strict=True) if _agree(f, key)]
    inside = [i for i, f in zip(items, item_forms, strict=True) if _contains(f, key)]
    if equal or inside or len(key) < 2:
        return equal or inside
    # "bought the kitchen roll" names "kitchen roll": the words after a first verb, exactly
    after_verb = [i for i, f in zip(items, item_forms, strict=True) if _agree(f, key[1:])]
    return after_verb or _loosely_named(items, item_forms, wanted)


_NOT_NAMING = frozenset(
    """
    one ones job jobs task tasks item items thing things entry entries todo todos to-do to-dos
    about for with to of on in at from there here list anymore any more now today please
    """.split()
)
"""Words of a title said loosely that name no item ("the Naidoo job on there")."""


def _kin(said: frozenset[str], listed: frozenset[str]) -> bool:
    """Whether two words agree, or one is the other's stem grown ("renewal" and "renew")."""
    return bool(said & listed) or any(
        len(a) >= 5 and len(b) >= 5 and (a.startswith(b) or b.startswith(a))
        for a in said
        for b in listed
    )


def _loosely_named(
    items: list[dict[str, Any]], item_forms: list[list[frozenset[str]]], wanted: str
) -> list[dict[str, Any]]:
    """The one item holding the naming words of `wanted` (see the module docstring), or none."""
    if re.search(r"[/,&+]|\b(?:and|or)\b", wanted):
        return []  # "wash the car / van": things listed, each an item or none
    naming = [f for f in _forms(wanted) if not f & _NOT_NAMING]
    held = [sum(1 for f in naming if any(_kin(f, w) for w in forms)) for forms in item_forms]
    best = max(held, default=0)
    enough = best == len(naming) or (len(naming) >= 3 and best == len(naming) - 1)
    if not naming or not enough or best < min(2, len(naming)) or held.count(best) != 1:
        return []
    return [items[held.index(best)]]


def same_items(items: list[dict[str, Any]], title: str) -> list[dict[str, Any]]:
    """The items whose title is `title`: the same text in any case, or the same words in any form.

    Stricter than `named_items`: "add milk if it isn't on there already" must still add "milk"
    when only "oat milk" is listed, where "delete milk" may name "oat milk".
    """
    wanted = " ".join(title.lower().split())
    key = _forms(wanted)
    if not wanted:
        return []
    return [
        i
        for i in items
        if " ".join(str(i["title"]).lower().split()) == wanted
        or (key and _agree(_forms(str(i["title"]).lower()), key))
    ]


_FROM_END = re.compile(
    r"^(?:the\s+)?(?:(?P<penultimate>penultimate|next\s+to\s+last)|"
    r"(?P<n>\w+)\s+(?:to|from)\s+(?:the\s+)?(?:last|end|bottom)|last\s+but\s+(?P<but>\w+)|"
    r"(?P<last>last|final|bottom))$",
    re.I,
)


def _count(word: str) -> int | None:
    word = replace_number_words(word.lower())
    if word.isdigit():
        return int(word)
    if re.fullmatch(r"\d+(?:st|nd|rd|th)", word):
        return int(word[:-2])
    return ORDINALS.get(word)


def at_position(items: list[dict[str, Any]], position: str) -> dict[str, Any] | str:
    """The item at `position` in `items` ("last", "second to last", "first", "3rd", "2").

    Returns:
        The item, or why there is none (an unreadable position, or a list too short).
    """
    words = " ".join(re.sub(r"[-_]", " ", position).split())
    end = _FROM_END.fullmatch(words)
    if end:
        if end["last"]:
            index = -1
        elif end["penultimate"]:
            index = -2
        else:
            counted = _count(end["n"] or "") if end["n"] else _count(end["but"] or "")
            if counted is None or counted < 1:
                return f"cannot read the position {position!r}"
            index = -counted if end["n"] else -(counted + 1)
    elif words.lower() == "top":
        index = 0
    else:
        counted = _count(re.sub(r"^the\s+|\s+(?:one|item|todo|task)$", "", words, flags=re.I))
        if counted is None or counted < 1:
            return f"cannot read the position {position!r}; say e.g. 'last' or 'second to last'"
        index = counted - 1
    if not -len(items) <= index < len(items):
        return f"the list has {len(items)} items; there is no {words} one"
    return items[index]
