"""Clearing the to-do list: every item, or only the done ones, in the many ways people say it.

"clear my list", "delete all my todos", "start my to-do list over from scratch", "give me a fresh,
empty list" clear everything; "clear the completed tasks", "remove all the done ones", "get rid of
everything I've already done" clear the done items only. A list must be named (or the done items
described): "start over" or "clear the table" alone clears nothing.
"""

from __future__ import annotations

import re
from typing import Any

from agentschool.agent.todo_lexicon import DELETE, ITEM_NOUN, LIST_NOUN, THE_LIST

__all__ = ["clear_calls"]

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
_CLEAR_DONE = re.compile(
    rf"^{_WIPE}(?:\s+(?:out|off))?\s+(?:all\s+(?:of\s+)?)?(?:the\s+|my\s+)?"
    rf"(?:{_DONE_ADJ}\s+(?:ones|{ITEM_NOUN}s?|things|stuff)|"
    rf"(?:ones|{ITEM_NOUN}s?|things|stuff|everything|all)\s+(?:(?:that|which)(?='s)|that\s+|which\s+)?"
    rf"(?:i'?ve|i\s+have|i|we'?ve|we|are|is|'s|have\s+been|i'?m)\s+(?:already\s+)?{_DONE_ADJ}"
    r"(?:\s+with)?)"
    rf"(?:\s+(?:on|from|in|off)\s+{THE_LIST})?$",
    re.I,
)
"""Clearing the done items in other words: "remove all the done ones", "get rid of everything
I've already done"."""


def clear_calls(text: str) -> list[tuple[str, dict[str, Any]]] | None:
    """The `todo_clear` call a normalized clause asks for, or None when it clears nothing."""
    if match := _CLEAR.fullmatch(text):
        return [("todo_clear", {"only_done": True} if match["done"] or match["done2"] else {})]
    if _CLEAR_DONE.fullmatch(text):
        return [("todo_clear", {"only_done": True})]
    if _CLEAR_ALL.fullmatch(text):
        return [("todo_clear", {})]
    return None
