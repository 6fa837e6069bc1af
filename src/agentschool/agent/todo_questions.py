"""Questions about the to-do list: reading it, counting it, whether an item is on it or done.

"what's still on my list?", "how many things are left?", "do I have hand soap on my list?", "is
'pay rent' done?", "did I finish X?" read the list (the whole of it, or one title's items) and
never change it. A clause with an action verb outside quotes is no question here.
"""

from __future__ import annotations

import re
from typing import Any

from agentschool.agent.todo_ids import ID, positions
from agentschool.agent.todo_lexicon import ITEM_NOUN, LIST_NOUN, THE_LIST
from agentschool.agent.todo_titles import PRONOUN, QUOTED, WHOLE_LIST, unquote

__all__ = [
    "AFTER_A_STEP",
    "ANSWERS",
    "COUNT_ANSWER",
    "COUNT_ANSWERS",
    "MENTIONS",
    "ON_LIST",
    "answer_line",
    "counted",
    "item_question",
    "on_list_asked",
    "reads_list",
]

_QUOTED = QUOTED
_THE_LIST = THE_LIST
_LIST_NOUN = LIST_NOUN
_ITEMS = rf"(?:{ITEM_NOUN}\s*)*"
_PRONOUN = PRONOUN
_WHOLE_LIST = WHOLE_LIST

_READ = (
    r"(?:show|list|display|print|get|give|tell|read|see|view|check|open|bring\s+up|pull\s+up|"
    r"what(?:'s|s|\s+is|\s+are)?|which|whats|is|are|do|does|how|can\s+i\s+see|may\s+i\s+see|"
    r"let\s+me\s+see|anything)"
)
_ACTION = re.compile(
    r"\b(?:add|put|insert|append|create|make|remind|complete|finish|mark|tick|cross|delete|"
    r"remove|drop|erase|clear|rid|set|write|change|rename)\b|"
    rf"\b(?:off|out\s+of)\s+{_THE_LIST}\b",  # "get X off my list"
    re.I,
)
_WHAT_TO_DO = re.compile(
    r"^(?:what(?:'s|s|\s+is)\s+(?:still\s+)?(?:left|open|remaining)?(?:\s+for\s+(?:me|us))?\s*to\s+do$)|^(?:what(?:\s+(?:do|should|must|else\s+do|have))?\s+i|(?:show|list|tell|give)\s+(?:me\s+)?"
    r"(?:everything|all|what)(?:\s+(?:that\s+)?i)?)(?:'ve|\s+have)?\s+(?:still\s+)?(?:have|need|"
    r"got(?:\s+left)?)\s+to\s+do"
    r"(?:\s+today|\s+next)?$",
    re.I,
)
_LEFT = re.compile(
    r"^(?:is\s+there\s+|have\s+i\s+got\s+|do\s+i\s+have\s+)?anything\s+(?:else\s+)?(?:left|remaining|"
    r"still\s+(?:open|to\s+do|left)|outstanding|pending)(?:\s+(?:to\s+do|for\s+me|for\s+today|today))?$|"
    r"^what(?:'s|s|\s+is)\s+(?:still\s+)?(?:left|remaining|outstanding|pending|still\s+open)"
    r"(?:\s+(?:for\s+me|for\s+today|today|now))?$",
    re.I,
)
_DONE_ONES = re.compile(
    r"^(?:(?:show|tell|give)\s+me\s+|list\s+)?(?:what(?:'s|s|\s+is|\s+are)|which\s+(?:ones?|items?|tasks?|things?|"
    r"todos?|to-?dos?)\s+(?:are|is|have\s+been)|which\s+are)\s+(?:already\s+)?(?:done|finished|completed|"
    r"ticked\s+off|checked\s+off|crossed\s+off)(?:\s+(?:so\s+far|already|yet))?$",
    re.I,
)
"""Which items are done ("show me what's done", "which ones are done?"): the list shows them."""
"""What is left, with no list named ("anything left?", "what's left?"): the list's open items.
Alone in a clause only: after a story ("I had $50 and spent $20, what's left?") the task is a
word problem, read as a whole when a clause is not understood."""
_STATE = r"(?:open|unfinished|remaining|outstanding|pending|undone|left|not\s+done|incomplete)"
_COUNT = re.compile(
    rf"^how\s+many\s+(?:(?P<open>{_STATE})\s+)?(?:things|items|tasks|todos|to-?dos|to\s+dos|chores|jobs)"
    r"(?:\s+(?:(?:are|is)\b\s*(?:there\b\s*)?|(?:do|have)\s+(?:i|we)\b\s*(?:got\b\s*)?|(?:i|we)\s+)?"
    rf"(?:still\s+)?(?:(?:have|got|need)\b\s*)?(?P<state>{_STATE}|remain|(?:(?:left\s+)?(?:for\s+me\s+)?to\s+do))?"
    r"(?:\s*(?:to\s+do|on\s+(?:my|the|our)\s+list))?(?:\s+(?:today|now|yet))?)?$",
    re.I,
)
"""A count of what is still to do: "how many things are left to do?", "how many open todos"."""
_IS_DONE = re.compile(
    r"^(?:is|are|was|were)\s+(?P<t>.+?)\s+(?:(?:already|all)\s+)?(?:done|finished|complete|completed|"
    r"ticked\s+off|checked\s+off|crossed\s+off)(?:\s+(?:yet|already|now))?$",
    re.I,
)
"""Whether an item is done: "is 'pay rent' done?" reads that item (its state shows)."""


_DID_I = re.compile(
    r"^(?:have|did|had)\s+(?:i|we)\s+(?:already\s+|ever\s+)?(?:finish(?:ed)?|complete[d]?|done|do|"
    r"tick(?:ed)?\s+off|check(?:ed)?\s+off|cross(?:ed)?\s+off)\s+(?P<t>.+?)"
    r"(?:\s+(?:yet|already|off))?$",
    re.I,
)
"""Whether I did an item: "have I finished 'pay rent' yet?", "did I finish X?"."""


_DONE_COUNT = re.compile(
    r"^how\s+many\s+(?:(?:things|items|tasks|todos|to-?dos|to\s+dos|chores|jobs)\s+)?"
    r"(?:(?:have|did)\s+(?:i|we)\s+(?:already\s+|actually\s+)?(?:finished|finish|completed|complete|done|"
    r"do|got\s+done|get\s+done|ticked\s+off|tick\s+off|checked\s+off|crossed\s+off)|"
    r"(?:are|have\s+been)\s+(?:already\s+)?(?:done|finished|completed|ticked\s+off|checked\s+off))"
    r"(?:\s+(?:so\s+far|already|yet|today|now))?(?:\s+(?:on|from|in)\s+(?:my|the|our)\s+list)?$",
    re.I,
)
"""A count of what is done: "how many have I finished so far?", "how many tasks are done?"."""


COUNT_ANSWERS = {
    "done": "Your todos:\n${{id}.text}\n${{id}.open} open; ${{id}.done} done.",
}
"""The answers of counts other than the open items, their count last (people and checks read an
answer's last number as its answer). "How many items are on my list?" counts the open ones, as
the earlier sets ask."""


AFTER_A_STEP = re.compile(
    r"(?:(?:and\s+)?(?:then\s+)?(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+)?"
    r"(?:(?:tell|show|give)\s+me|read\s+(?:me\s+)?(?:back|out)|let\s+me\s+(?:know|see))\s+)?"
    r"(?:what(?:'s|s|\s+is|\s+are|\s+was)\s+(?:now\s+)?(?:(?:on|in)\s+(?:it|there)|it(?:\s+exactly)?)|"
    r"what\s+(?:did|do)\s+(?:i|we)\s+(?:write|put|add|call\s+it)(?:\s+(?:down|there|again))?|"
    r"what\s+(?:does|did)\s+it\s+say|"
    r"(?:everything|all)\s+(?:(?:that\s+)?(?:i|we)(?:'ve|\s+have)?\s+(?:got\s+)?)?(?:on|in)\s+(?:it|there)|"
    r"(?:the\s+)?(?:whole\s+|full\s+|updated\s+|new\s+)?(?:list|it))"
    r"(?:\s+(?:now|again|afterwards|after\s+that|exactly|please))*\s*\??",
    re.I,
)
"""A read of the list right after a step on it ("add X and tell me what's on it now", "then
can you read back everything I've got on there?"): "it" and "there" are the list."""


def counted(text: str) -> str:
    """What a count question counts: the "done" items, else the "open" ones."""
    return "done" if _DONE_COUNT.fullmatch(text) else "open"


def _counts_open(text: str) -> bool:
    match = _COUNT.fullmatch(text)
    return bool(match and (match["open"] or match["state"]))


_SHOW_THEM = re.compile(
    r"^(?:show|list|display|print|read|tell)\s+(?:me\s+)?(?:them|it|the\s+list|everything|all|"
    r"what(?:'s|\s+is)\s+left|what\s+remains|the\s+rest)"
    r"(?:\s+(?:again|now))?$",
    re.I,
)
_ASKED_ABOUT = re.compile(
    rf"^(?:(?:(?:what|which)\s+)?(?:did|have|has|had)\s+(?:i|we)\b.+|"
    rf"(?:any|anything)\b.*\b{_LIST_NOUN}s?\b.*|(?:(?:my|the|our)\s+)?{_LIST_NOUN}s?)$",
    re.I,
)
"""Questions about the list's past or its state ("did I already add X", "have I finished X yet",
"any todos left"): they read the list, never change it."""


MENTIONS = re.compile(
    rf"\b(?:my|the|our)\s+(?:\w+\s+)?{_LIST_NOUN}\b|\b(?:todos|to-dos|tasks)\b", re.I
)
"""A mention of the list ("my list", "the shopping list", "tasks")."""
_MENTIONS = MENTIONS


def _is_list(text: str) -> bool:
    text = _QUOTED.sub(" '' ", text)  # quoted words are data: "is 'x on my list' a sentence?"
    text = re.sub(r"^remind\s+me\s+(?=(?:what|which|how\s+many)\b)", "", text, flags=re.I)
    if _ACTION.search(text):
        return False
    asked = re.sub(r"^(?:tell|show)\s+me\s+|^let\s+me\s+know\s+", "", text, flags=re.I)
    if _WHAT_TO_DO.fullmatch(text) or _SHOW_THEM.fullmatch(text) or _counts_open(asked):
        return True
    if _LEFT.fullmatch(text) or _DONE_COUNT.fullmatch(asked) or _DONE_ONES.fullmatch(text):
        return True
    if (taken := _TAKEN_FROM.match(text)) and not _LISTED.fullmatch(taken["what"]):
        return False  # "(remove laundry and) print dissertation draft from the list": an item
    return bool(_MENTIONS.search(text) and re.match(rf"^{_READ}\b", text, re.I))


_TAKEN_FROM = re.compile(
    rf"^{_READ}\s+(?!(?:me|us|out|up)\b)(?P<what>.+?)\s+(?:from|off)\s+"
    rf"(?:(?:my|the|our)\s+)?(?:\w+\s+)?{_LIST_NOUN}$",
    re.I,
)
"""Something named, then "from the list": an item said after a deletion, not a reading."""
_LISTED = re.compile(
    r"(?:everything|all|(?:all\s+)?(?:the\s+|my\s+)?(?:items?|things?|tasks?|todos?|to-?dos?|"
    r"entries|stuff|ones?)(?:\s+(?:left|open|done))?|what.*)",
    re.I,
)


_A_LIST = rf"(?:(?:my|the|our)\s+)?(?:(?:shopping|grocery|groceries|work|home)\s+)?{_LIST_NOUN}"
"""The list, maybe named by its use ("the shopping list")."""
ON_LIST = re.compile(
    r"^(?:do|did)\s+(?:i|we)\s+(?:already\s+|still\s+)?(?:have|got)\s+(?P<t>.+?)\s+(?:on|in)\s+"
    rf"{_A_LIST}(?:\s+(?:already|yet|still))?$|"
    rf"^(?:is|are)\s+(?:there\s+)?(?:an?\s+|any\s+)?(?P<t2>.+?)\s+(?:already\s+|still\s+)?(?:on|in)\s+(?:{_A_LIST}|there)"
    r"(?:\s+(?:already|yet|still))?$|"
    r"^(?:have|did)\s+(?:i|we)\s+(?:already\s+)?(?:put|add|added|got)\s+(?P<t3>.+?)"
    rf"(?:\s+(?:on|in|to)\s+(?:{_A_LIST}|there))?(?:\s+(?:already|yet))?$|"
    r"^do\s+(?:i|we)\s+(?:still\s+)?need\s+(?:to\s+)?(?:any\s+(?:more\s+)?|more\s+)?(?P<t4>[^\d]+?)$|"
    rf"^(?P<t5>[^,;:]+?)\s+(?:is|are)\s+(?:already\s+|still\s+)?(?:on|in)\s+{_A_LIST}\s+or\s+not$",
    re.I,
)
"""Whether an item is on the list: "do I have hand soap on my list?", "is X on my list?", "X is
on my list or not?"; a trailing "or not" / "yes or no" is read off before."""
_YES_OR_NO = re.compile(r"\s*[,?]?\s*(?:\(?\s*(?:just\s+)?yes\s+or\s+no\s*\)?|or\s+not)$", re.I)
"""The answer's form asked after the question: it asks nothing more."""


_SOMETHING = r"(?:something|anything|a\s+thing|an?\s+(?:item|task|todo|to-?do))"
_ABOUT = r"(?:about|with|for|on|mentioning)\s+(?:the\s+|a\s+|an\s+|my\s+|some\s+)?"
_SEARCH = re.compile(
    rf"^(?:search|check|look\s+through)\s+{_A_LIST}\s+for\s+(?P<t>.+)$|"
    rf"^(?:find|look\s+for|look\s+up)\s+(?P<t2>.+?)\s+(?:on|in)\s+{_A_LIST}$|"
    rf"^(?:which|what)\s+(?:one\s+)?(?:of\s+)?(?:my\s+|the\s+)?(?:{_LIST_NOUN}|items?|things?|ones?)"
    rf"(?:\s+(?:on|in)\s+{_A_LIST})?\s+(?:mentions?|says?|is\s+about|are\s+about|has|have|contains?|"
    r"includes?)\s+(?:the\s+|a\s+|an\s+|my\s+)?(?P<t3>[^?]+?)$|"
    r"^(?:(?:i\s+(?:know|think|remember)\s+)?(?:i|we)\s+(?:had|have|put|added|wrote)|"
    r"(?:did|have)\s+(?:i|we)\s+(?:put|add|added|write|written|got))\s+"
    rf"{_SOMETHING}\s+(?:{_ABOUT}(?P<t4>[^?]+?)\s+(?:on|in|to)\s+{_A_LIST}|"
    rf"(?:on|in|to)\s+{_A_LIST}\s+{_ABOUT}(?P<t5>[^?]+?))$|"
    r"^(?:what|which)\s+(?:#|no\.?|number)\s*(?:'s|is)\s+(?P<t6>(?!the\s+(?:first|last)\b)\D+?)"
    rf"(?:\s+(?:on|in)\s+{_A_LIST})?$|"
    rf"^(?:which|what)\s+(?:{_LIST_NOUN}|items?|things?|ones?|jobs?|tasks?)(?:\s+(?:on|in)\s+{_A_LIST})?\s+"
    r"is\s+the\s+one\s+(?:for|about|with)\s+(?:the\s+|a\s+|an\s+|my\s+)?(?P<t7>[^?]+?)$",
    re.I,
)
"""A search of the list for a title's words: "search my list for vet", "find X on my list",
"what number is X on my list" (the item's line shows its number)."""
_AT = re.compile(
    r"^(?:(?:remind|tell)\s+me\s+)?(?:what(?:'s|\s+is|s)?|which\s+is|tell\s+me|show\s+me|"
    r"read\s+(?:me\s+)?out|give\s+me)\s+"
    r"(?:the\s+)?(?P<at>first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|"
    r"(?:second|third)\s+(?:to|from)\s+last|last|final|top)\s+"
    r"(?:one|item|task|thing|todo|to-?do|entry|job)\s+(?:on|in)\s+"
    rf"{_A_LIST}(?:\s+is)?(?:\s+again)?$",
    re.I,
)
"""The item at one place in the list ("what's the first task on my list?"): only that one."""
_WHICH_ID = re.compile(
    r"^(?:remind\s+me\s+)?(?:which|what)(?:'s|\s+is|s|\s+one\s+is)?\s+(?:(?:the\s+)?(?:todo|to-?do|task|"
    r"item|entry|job)\s+(?:is\s+)?(?:#\s*|number\s+|no\.?\s*)|#\s*|number\s+|no\.\s*)(?P<id>\d+)"
    rf"(?:\s+(?:on|in)\s+{_A_LIST})?(?:\s+again)?$",
    re.I,
)
"""The item of one number ("which todo is #5?"): the list, which shows each item by its number."""
_ANYTHING = re.compile(r"(?:any|some)(?:thing|\s+\w+)?(?:\s+(?:left|else|open))?|stuff", re.I)
"""Not an item: "is there anything on my list?" asks for the whole list."""


_ON_LIST = ON_LIST
_THE_X_ONE = re.compile(r"^the\s+(?P<x>[a-z][\w' -]*?)\s+(?:thing|one|item|task|job)$", re.I)
"""An item named by a word of it: "the milk thing", "the dentist one"."""


def reads_list(text: str) -> bool:
    """Whether a normalized clause asks to read the whole list ("what's still on my list?")."""
    return _is_list(text) or _ASKED_ABOUT.fullmatch(text) is not None


def on_list_asked(text: str) -> bool:
    """Whether a normalized clause asks if an item is on the list (answered yes or no)."""
    return (_ON_LIST.fullmatch(text) or _ON_LIST.fullmatch(_YES_OR_NO.sub("", text))) is not None


def item_question(text: str) -> list[tuple[str, dict[str, Any]]] | None:
    """The `todo_list` call a question on one item asks for ("is X on my list?", "is X done?")."""
    if asked := _ON_LIST.fullmatch(text) or _ON_LIST.fullmatch(_YES_OR_NO.sub("", text)):
        said = asked["t"] or asked["t2"] or asked["t3"] or asked["t4"] or asked["t5"]
        title = re.sub(rf"^{_SOMETHING}\s+{_ABOUT}", "", unquote(said), flags=re.I)  # "about X"
        title = _THE_X_ONE.sub(r"\g<x>", title)  # "is the milk thing on my list": milk
        if _ANYTHING.fullmatch(title):
            return [("todo_list", {})]  # "is there anything on my list?": the whole list
        if _QUOTED.fullmatch(said) and title.strip():
            return [("todo_list", {"title": title})]  # "is 'update the price list' on my list?"
        if title and not _PRONOUN.fullmatch(title) and not _WHOLE_LIST.search(title):
            return [("todo_list", {"title": title})]
    said = _SEARCH.fullmatch(text)
    if said and (title := unquote(next(t for t in said.groups() if t))):
        title = _THE_X_ONE.sub(r"\g<x>", title)  # "what number is the vet one": vet
        if not _PRONOUN.fullmatch(title) and not _WHOLE_LIST.search(title):
            return [("todo_list", {"title": title})]
    if asked := _WHICH_ID.fullmatch(text):
        return [("todo_list", {"id": int(asked["id"])})]  # "what's number 3?": as the list shows it
    if asked := _AT.fullmatch(text):
        at = {"top": "first", "final": "last"}.get(asked["at"].lower(), asked["at"])
        return [("todo_list", {"position": at})]  # "what's the first task on my list?"
    if asked := _IS_DONE.fullmatch(text) or _DID_I.fullmatch(text):
        title = unquote(asked["t"])
        if re.fullmatch(rf"(?:the\s+)?{_ITEMS}{ID}", positions(title), re.I):
            return [("todo_list", {})]  # "is task 3 done?": the list shows it by its id
        if title and not _PRONOUN.fullmatch(title) and not _WHOLE_LIST.search(title):
            return [("todo_list", {"title": title})]  # "is 'pay rent' done?": that item's state
    return None


ANSWERS = {
    "todo_add": "Added todo #${{id}.id}: ${{id}.title}",
    "todo_list": "Your todos:\n${{id}.text}",
    "todo_complete": "Completed #${{id}.id}: ${{id}.title}",
    "todo_delete": "Deleted #${{id}.id}: ${{id}.title}",
    "todo_rename": "Renamed #${{id}.id}: ${{id}.old_title} → ${{id}.title}",
    "todo_clear": "Deleted ${{id}.deleted} todos:\n${{id}.text}",
}
"""The answer line of each to-do call, `{id}` filled with its step id."""


COUNT_ANSWER = "Your todos:\n${{id}.text}\n${{id}.done} done; you have ${{id}.open} open todos."
"""The count asked last: people (and checks) read an answer's last number as its answer."""


def answer_line(tool: str, args: dict[str, Any]) -> str:
    """The answer line of one to-do call (an add if missing, or a complete-all, says it)."""
    return "${{id}.said}" if args.get("unless_listed") or args.get("all_open") else ANSWERS[tool]
