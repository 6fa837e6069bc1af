"""Ids and positions in to-do requests: "item 3", "the second one", "the last two items".

An ordinal counts as the list numbers its items ("the second item" is item 2, as `todo_list` shows
it). A position from the end is kept for the tool to resolve when it runs: "the last item" becomes
the mark "@last", which a call carries as `position="last"`.
"""

from __future__ import annotations

import re
from typing import Any

from agentschool.agent.todo_lexicon import ITEM_NOUN, THE_LIST
from agentschool.tools.number_words import ORDINALS, replace_number_words

__all__ = ["ID", "expand_ranges", "id_arguments", "place_alone", "positions"]

ID = r"(?:#?\d+|@[\w-]+)"
"""An id ("3", "#3") or a position from the end ("@last", as `positions` marks it)."""

_THING = r"(?:items?|ones?|things?|todos?|to-?dos?|tasks?|entry|entries)"
_FROM_THE_END = re.compile(
    rf"(?<!@)\b(?:the\s+)?(?P<at>(?:(?:{'|'.join(ORDINALS)}|\d+(?:st|nd|rd|th))[\s-]+(?:to|from)[\s-]+)?"
    rf"last|final(?=\s+{_THING}\b)|penultimate|next[\s-]+to[\s-]+last)"
    r"(?:\s+(?P<n>two|three|four|five|[2-5]))?"
    rf"(?:\s+{_THING})?(?:\s+(?:on|in)\s+{THE_LIST})?(?!\w)",
    re.I,
)


_END_OF_LIST = re.compile(
    rf"(?<!@)\b(?:the\s+)?(?:very\s+)?(?P<at>top|bottom)(?:\s+(?P<n>two|three|[23]))?"
    rf"\s+{_THING}(?:\s+(?:on|in)\s+{THE_LIST})?(?!\w)",
    re.I,
)
"""The top or the bottom of the list as shown ("the top one", "the bottom two items"): a noun
must follow ("the top shelf" is a title's words)."""
_AT_THE_END = re.compile(
    rf"\b(?:whatever(?:'s|\s+is)|the\s+{_THING}|the\s+one)\s+(?:right\s+)?at\s+"
    rf"the\s+(?:very\s+)?(?P<at>top|bottom)\s+of\s+{THE_LIST}(?!\w)",
    re.I,
)
"""The item named by its place in the list ("whatever is at the bottom of my list", "the item
at the top of my list")."""


def _from_the_end(match: re.Match[str]) -> str:
    """The marks of "the last item" ("@last") or "the last two" ("@last and @last").

    Dropping the last item twice drops the last two: each drop shortens the list.
    """
    at = "@" + "-".join(match["at"].lower().split())
    count = int(replace_number_words(match["n"])) if match["n"] else 1
    return " and ".join([at] * count)


def positions(text: str) -> str:
    """Positions as ids: "the second item", "the 2nd one" → "item 2" (as the list numbers them).

    Counted from the end, a position is kept for the tool to find at run time: "the last item" →
    "@last", "the second-to-last one" → "@second-to-last".
    """
    words = "|".join(ORDINALS)
    ordinal = rf"(?:{words}|\d+(?:st|nd|rd|th))"
    text = re.sub(  # "the first and last items" → "items 1 and @last"
        rf"\b(?:the\s+)?(?P<n>{ordinal})\s+and\s+(?:the\s+)?last\s+{_THING}",
        lambda m: f"items {ORDINALS.get(m['n'].lower()) or m['n'][:-2]} and @last",
        text,
        flags=re.I,
    )
    text = _FROM_THE_END.sub(_from_the_end, text)
    text = _AT_THE_END.sub(lambda m: f"@{m['at'].lower()}", text)  # "whatever is at the bottom"
    text = _END_OF_LIST.sub(_from_the_end, text)  # "the top one" → "@top"
    text = re.sub(  # "the first two" → "items 1 and 2"
        rf"\b(?:the\s+)?first\s+(?P<n>two|three|four|five|[2-5])(?:\s+{_THING})?(?!\w)",
        lambda m: (
            "items " + " and ".join(map(str, range(1, int(replace_number_words(m["n"])) + 1)))
        ),
        text,
        flags=re.I,
    )

    def ids(match: re.Match[str]) -> str:
        found = re.findall(ordinal, match[0], flags=re.I)
        return "items " + " and ".join(str(ORDINALS.get(n.lower()) or n[:-2]) for n in found)

    text = re.sub(  # "the second and third items" → "items 2 and 3"
        rf"\b(?:the\s+)?{ordinal}(?:(?:\s*,\s*|\s+and\s+|\s*,\s*and\s+)(?:the\s+)?{ordinal})+"
        r"(?:\s+(?:items|ones|todos|to-dos|tasks|entries)\b|(?=\s+(?:as|on|off|from|in|are|done)\b|$))",
        ids,
        text,
        flags=re.I,
    )
    text = re.sub(
        rf"\b(?:the\s+)?(?P<n>{words}|\d+(?:st|nd|rd|th))\s+(?:{ITEM_NOUN}|one|thing)\b",
        lambda m: f"item {ORDINALS.get(m['n'].lower()) or m['n'][:-2]}",
        text,
        flags=re.I,
    )
    return text


def place_alone(text: str) -> str | None:
    """`text` when it names an item by its place alone, else None.

    "whatever is at the bottom of my list" (before "bin it") names the bottom item.
    """
    return text if re.fullmatch(r"\s*@[\w-]+\s*", positions(text)) else None


def id_arguments(id: str) -> dict[str, Any]:
    """A call's arguments for an id ("3") or a position ("@second-to-last")."""
    if id.startswith("@"):
        return {"position": id[1:].replace("-", " ")}
    return {"id": int(id)}


_RANGE = re.compile(r"\b(?P<a>\d+)\s*(?:-|–|to|through|thru)\s*(?P<b>\d+)\b", re.I)
_MOST = 30
"""The longest range spelled out: "items 1 through 5" is five ids, "1 to 9999" none."""


def expand_ranges(text: str) -> str:
    """Id ranges as their ids: "items 2 through 4" → "items 2, 3 and 4" (short, rising ranges)."""

    def ids(match: re.Match[str]) -> str:
        a, b = int(match["a"]), int(match["b"])
        if not a < b <= a + _MOST:
            return match[0]
        return ", ".join(map(str, range(a, b))) + f" and {b}"

    return _RANGE.sub(ids, text)
