"""Clearing the to-do list: every item, or only the done ones, in the many ways people say it.

"clear my list", "delete all my todos", "start my to-do list over from scratch", "give me a fresh,
empty list" clear everything; "clear the completed tasks", "remove all the done ones", "get rid of
everything I've already done" clear the done items only. A list must be named (or the done items
described): "start over" or "clear the table" alone clears nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from agentschool.agent.todo_lexicon import DELETE, ITEM_NOUN, LIST_NOUN, THE_LIST, TODO_VERBS

__all__ = ["all_but_one", "clear_calls", "reason_first", "whole_list_calls"]

_DONE_ADJ = r"(?:done|completed|finished|ticked(?:\s+off)?|checked(?:\s+off)?|closed)"
_CLEAR = re.compile(
    rf"^(?:(?:clear|empty|wipe|purge)(?:\s+out)?\s+(?:(?:all|every)\s+(?:of\s+)?)?|"
    rf"(?:{DELETE}|clear|wipe|empty)(?:\s+out)?\s+(?:all|every|each)\s+(?:(?:of\s+)?(?=my|the|our))?)"
    rf"(?:(?:my|the|our)\s+)?(?:(?:whole|entire)\s+)?(?P<done>{_DONE_ADJ}\s+)?"
    rf"(?:{LIST_NOUN}|{ITEM_NOUN}s?)(?:\s+(?:on|from|in|off)\s+{THE_LIST})?(?:\s+(?:clean|out))?$|"
    rf"^(?:{DELETE}|clear|wipe)\s+(?:everything|all)\s+(?:on|from|in|off)\s+{THE_LIST}$|"
    rf"^(?:{DELETE}|clear|wipe)\s+(?:the\s+)?(?P<done2>{_DONE_ADJ})\s+(?:ones|{ITEM_NOUN}s?)"
    rf"(?:\s+(?:on|from|in|off)\s+{THE_LIST})?$",
    re.I,
)
"""Clearing the list: "clear my list", "delete all my todos", "remove everything from the list",
"clear the completed tasks" (only the done ones)."""
_WIPE = rf"(?:{DELETE}|clear|empty|wipe|purge|reset|nuke|throw\s+(?:away|out)|clean\s+out)"
_FRESH = r"(?:new|fresh|clean|empty|blank)(?:\s*,?\s*(?:new|fresh|clean|empty|blank))?"
_CLEAR_ALL = re.compile(
    rf"^(?:start|begin)\s+{THE_LIST}\s+(?:(?:all\s+)?over|afresh|anew|fresh|again)"
    r"(?:\s+(?:from\s+scratch|again|fresh))?$|"
    rf"^(?:start|begin)\s+{THE_LIST}\s+from\s+(?:scratch|zero)$|"
    rf"^(?:start\s+over|begin)\s+with\s+an?\s+{_FRESH}\s+{LIST_NOUN}$|"
    rf"^(?:give\s+me|i\s+(?:want|need)|make\s+me)\s+an?\s+{_FRESH}\s+{LIST_NOUN}$|"
    rf"^{_WIPE}(?:\s+(?:out|off|away))?\s+(?:(?:my|the|our)\s+)?(?:(?:whole|entire)\s+)?"
    rf"{LIST_NOUN}(?:\s+(?:clean|out|away))?$|"
    rf"^{_WIPE}\s+(?:everything|all|it\s+all)\s+(?:off|from|on|in)\s+{THE_LIST}$|"
    rf"^(?:wipe|clean)\s+the\s+slate(?:\s+clean)?\s+(?:on|of|for)\s+{THE_LIST}$",
    re.I,
)
"""Clearing the whole list in other words: "start my list over", "reset my list", "give me a
fresh, empty list", "wipe everything off my list", "wipe the slate clean on my list"."""
_CLEAR_TERSE = re.compile(
    rf"^(?:{DELETE}|clear|wipe|empty)\s+(?:(?P<all>all|everything|it\s+all)|"
    rf"(?:the\s+|all\s+(?:the\s+)?)?(?P<done>{_DONE_ADJ})(?:\s+ones)?)$",
    re.I,
)
"""Clearing said tersely, with no list named: "delete all", "clear everything", "clear done"."""
_CLEAR_DONE = re.compile(
    rf"^{_WIPE}(?:\s+(?:out|off))?\s+(?:all\s+(?:of\s+)?)?(?:the\s+|my\s+)?"
    rf"(?:{_DONE_ADJ}\s+(?:ones|{ITEM_NOUN}s?|things|stuff)|"
    rf"(?:ones|{ITEM_NOUN}s?|things|stuff|everything|all)\s+(?:(?:that|which)(?='s)|that\s+|which\s+)?"
    rf"(?:i'?ve|i\s+have|i|we'?ve|we|are|is|'s(?:\s+been)?|has\s+been|have\s+been|i'?m)\s+(?:already\s+)?{_DONE_ADJ}"
    r"(?:\s+with)?)"
    rf"(?:\s+(?:on|from|in|off)\s+{THE_LIST})?$",
    re.I,
)
"""Clearing the done items in other words: "remove all the done ones", "get rid of everything
I've already done"."""


_EMPHASIS = re.compile(
    rf"\s*,\s*(?:(?:every|each)\s+(?:single\s+)?(?:{ITEM_NOUN}|one|thing)|all\s+of\s+(?:it|them)|"
    r"the\s+(?:whole\s+)?lot|everything)(?:\s+on\s+it)?$",
    re.I,
)
"""A whole list said again after its request (", every item", ", all of it", ", the lot")."""


def clear_calls(text: str) -> list[tuple[str, dict[str, Any]]] | None:
    """The `todo_clear` call a normalized clause asks for, or None when it clears nothing.

    The whole list said again after it ("clear my whole list, every single item") adds nothing;
    it is dropped only when the rest clears the whole list itself (not only the done items).
    """
    if (said := _EMPHASIS.sub("", text)) != text:
        calls = clear_calls(said)
        return calls if calls == [("todo_clear", {})] else None
    if match := _CLEAR.fullmatch(text):
        return [("todo_clear", {"only_done": True} if match["done"] or match["done2"] else {})]
    if _CLEAR_DONE.fullmatch(text):
        return [("todo_clear", {"only_done": True})]
    if _CLEAR_ALL.fullmatch(text):
        return [("todo_clear", {})]
    if terse := _CLEAR_TERSE.fullmatch(text):
        return [("todo_clear", {} if terse["all"] else {"only_done": True})]
    return None


_MARK = r"(?:mark|set|tick(?:\s+off)?|check(?:\s+off)?|cross(?:\s+off)?|complete|finish)"
_COMPLETE_ALL = re.compile(
    rf"^{_MARK}\s+(?:off\s+)?(?:everything|all(?:\s+of)?(?:\s+(?:my|the|our))?(?:\s+{ITEM_NOUN}s?)?|"
    rf"every\s+(?:{ITEM_NOUN}|thing)|(?:my|the|our)\s+(?:whole|entire)\s+{LIST_NOUN})"
    rf"(?:\s+(?:on|in)\s+{THE_LIST})?(?:\s+off)?"
    r"(?:\s+(?:(?:as|to)\s+)?(?:done|complete|completed|finished))?$",
    re.I,
)
"""Completing every open item: "mark everything on my list as done", "tick off all my tasks",
"mark all my to-dos as complete". A word for the whole list must be there ("mark it done" is
one item, read elsewhere)."""
_ALL_DONE = re.compile(
    rf"^(?:everything|every\s+(?:single\s+)?(?:thing|{ITEM_NOUN})|"
    rf"all(?:\s+(?:of\s+)?(?:my|the)\s+(?:{ITEM_NOUN}s?|things))?)\s+(?:on|in)\s+{THE_LIST}\s+"
    r"(?:is|are|'s)\s+(?:now\s+|all\s+)?(?:done|finished|complete|completed|sorted)$",
    re.I,
)
"""Every item said to be done, the list named: "everything on my list is done"."""

_WHOLE_LIST_WORD = re.compile(rf"\b(?:everything|all|every|whole|entire|{LIST_NOUN})\b", re.I)
_NOT_A_STATEMENT = re.compile(
    r"\?|\b(?:not|no|never|if|whether|unless|should|shall|might|maybe|how|what|which|why|when|wish|"
    r"could|would|hope|"
    r"don'?t|doesn'?t|didn'?t|won'?t|can'?t|isn'?t|aren'?t|wasn'?t)\b|\d|['\"“]\s|\s['\"“]",
    re.I,
)
_JOINED = re.compile(
    r"(?:\s*[,;:.!-]+\s*|\s+)(?:(?:so|and|then|now|therefore|please|you\s+can|can\s+you|"
    r"could\s+you)\s*[,]?\s*)*$",
    re.I,
)


def whole_list_calls(
    text: str, reads: Callable[[str], object] | None = None
) -> list[tuple[str, dict[str, Any]]] | None:
    """Clearing or completing the whole list, alone or after a statement of why.

    "Semester's over. Delete everything on my to-do list", "done the big shop, clear the whole
    list", "The project has shipped. Please mark everything on my list as done": the words
    before are a reason, read only to make sure they ask nothing (no question, negation,
    number or quote, and not a request `reads` understands).
    """
    if _COMPLETE_ALL.fullmatch(text) or _ALL_DONE.fullmatch(text):
        return [("todo_complete", {"all_open": True})]
    for match in re.finditer(r"(?<=[\s,;:.!-])\w", text):
        head, tail = text[: match.start()], text[match.start() :]
        tail = re.sub(r"^(?:please|pls|now|just)\s+", "", tail, flags=re.I)
        if not _WHOLE_LIST_WORD.search(tail):
            continue
        calls = clear_calls(tail) or (
            [("todo_complete", {"all_open": True})] if _COMPLETE_ALL.fullmatch(tail) else None
        )
        if calls is None:
            continue
        head = _JOINED.sub("", head)
        first, *rest = head.lower().split() or [""]
        place = bool(rest) and rest[0] in ("from", "at", "in", "after", "on")  # "back from holiday"
        if (first in TODO_VERBS and not place) or first in ("add", "put", "remind", "please"):
            return None  # "buy eggs, clear my list": a request of its own, not a reason
        if head and not _NOT_A_STATEMENT.search(head) and not (reads and reads(head)):
            return calls
        return None
    return None


_SO = re.compile(r"^(?P<head>[^,;:?]+?)\s*[,;.]?\s+(?:and\s+)?so\s+(?P<request>.+)$", re.I)


def reason_first(text: str, reads: Callable[[str], object]) -> str | None:
    """The request after a reason said first with "so", or None.

    "That plan is cancelled, so please delete 'X'": the reason must be a plain statement (no
    question, negation, number or quote) that `reads` does not read as a request itself ("buy
    eggs, so add it").
    """
    match = _SO.fullmatch(text)
    if match is None or _NOT_A_STATEMENT.search(match["head"]) or reads(match["head"]):
        return None
    first = match["head"].lower().split()[0]
    if first in TODO_VERBS or first in ("add", "put", "remind", "please", "delete", "remove"):
        return None  # "call mum so I remember, add it": a to-do, not a reason
    return match["request"]


_ALL_BUT = re.compile(
    r"^(?:(?:i|we)(?:'ve)?\s+got\s+everything(?:\s+else)?\s+done(?:\s+today)?|"
    r"(?:i|we)(?:'ve|\s+have)?\s+(?:(?:got|gone|been)\s+through|done|did|finished|completed)\s+"
    rf"(?:everything|all\s+of\s+it|the\s+lot)(?:\s+(?:on|in)\s+{THE_LIST})?|(?:it'?s\s+|they'?re\s+)?all\s+done|"
    r"everything(?:'s|\s+is)\s+done|(?:please\s+)?(?:mark|tick|check)\s+(?:off\s+)?(?:everything|all(?:\s+of\s+them)?)"
    rf"(?:\s+(?:on|in)\s+{THE_LIST})?(?:\s+off)?(?:\s+as)?(?:\s+(?:done|complete|completed|finished))?)"
    r"\s*,?\s+(?:except(?:\s+for)?|apart\s+from|but(?:\s+not)?|other\s+than|besides"
    r"|save\s+for)\s+(?P<t>\"[^\"]+\"|'[^']+'|“[^”]+”|[^,.;!?]+?)\s*(?:[,.;!-]\s*(?:so\s+)?(?:please\s+)?"
    r"(?:(?:can|could)\s+you\s+)?(?:mark|tick|check|cross)\s+(?:off\s+)?(?:the\s+rest|the\s+others|"
    r"everything\s+else|all\s+the\s+others|all\s+the\s+rest|them)(?:\s+off)?(?:\s+as)?"
    r"(?:\s+(?:done|complete|completed|finished))?(?:\s+please)?)?[.!]?$",
    re.I,
)
"""Every item done but one: "all done apart from 'X', tick the others off", "I got through
everything on my list except 'X'. Mark the rest as done."."""


def all_but_one(text: str) -> list[tuple[str, dict[str, Any]]] | None:
    """The complete of every open item but the one `text` keeps open, or None."""
    if (match := _ALL_BUT.fullmatch(text.strip())) is None:
        return None
    kept = match["t"].strip().strip("\"'“”").strip()
    return [("todo_complete", {"all_open": True, "except_title": kept})] if kept else None
