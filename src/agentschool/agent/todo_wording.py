"""Everyday wordings of to-do requests said again in the shape the to-do grammar reads.

Each rewrite is one class of wording, not one sentence, and keeps every word that carries the
request (a title, an id, a list):

- asking permission is asking: "can I add X to my list?" → "add X to my list";
- a new item headed by its kind: "new item - X", 'new task "X"' → "new task: X", and "add the
  task 'X'" → "add a task 'X'";
- the reminder's wording: "remind me I need to X", "remind me later to X" → "remind me to X";
- a title, then a question about "that": "X - is that on my list?" → "is X on my list".

`added_after` reads one more shape whole: an add, then more items after "also" ("add X to my
list, also Y").

`rephrase` is applied to a clause once politeness is gone (`todo_phrases.normalize`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from agentschool.agent.todo_lexicon import ADD_VERB, DELETE, DONE_HEAD, THE_LIST, TODO_VERBS
from agentschool.agent.todo_titles import ANY_ITEM, titles_in
from agentschool.tools.number_words import replace_number_words

__all__ = ["CALLED_OFF", "added_after", "base_form", "lone_adds", "rephrase"]

_ASKING_LEAVE = re.compile(
    rf"^(?:can|could|may)\s+(?:i|we)\s+(?:please\s+)?(?={ADD_VERB}\b|remove\b|delete\b|mark\b|"
    r"tick\b|cross\b|check\b)",
    re.I,
)
"""Asking leave to change the list is asking for the change: "can I add X to my list?"."""
_NEW_KIND = re.compile(
    r"^(?:new|another)\s+(?:item|entry|reminder)\s*(?:[:\-–—]\s*|\s+(?=[\"'“]))|"
    r"^(?:new|another)\s+(?:todo|to-?do|task)\s+(?=[\"'“])",
    re.I,
)
"""A new item headed by its kind: "new item - X", 'new task "X"' (a quoted title after it)."""
_THE_KIND = re.compile(
    r"^(?P<verb>add|create|make)\s+the\s+(?:todo|to-?do|task|item)\s+(?=[\"'“])", re.I
)
"""'add the task "X"': the kind before a quoted title."""
_REMIND = re.compile(
    r"^remind\s+me\s+(?:(?:later|tomorrow|tonight|today|this\s+(?:morning|afternoon|evening|"
    r"week(?:end)?)|next\s+week|in\s+the\s+morning|at\s+some\s+point)\s+to\s+|"
    r"(?:that\s+)?(?:i|we)\s+(?:really\s+)?(?:need|have|got|must|should|ought)(?:\s+to)?\s+)",
    re.I,
)
"""A reminder's wording around the to-do: "remind me I need to X", "remind me later to X"."""
_THAT_ON_LIST = re.compile(
    r"^(?P<t>[^?]+?)\s*(?:\s[-–—]|[:,?])\s*(?:is|are)\s+(?:that|it|this|they|those)\s+"
    rf"(?P<where>(?:already\s+|still\s+)?(?:on|in)\s+{THE_LIST})$",
    re.I,
)
"""A title, then whether "that" is on the list: "pay rent - is that on my list?"."""
_BOTH = re.compile(
    rf"^(?P<head>(?:{ADD_VERB})\s.+?(?:\s(?:and|&)\s|,\s*).+?\s(?:to|on|onto|in|into)\s+{THE_LIST})"
    r"\s*(?:,|\s-)?\s*(?:both(?:\s+of\s+them)?|all\s+of\s+them|the\s+lot)$",
    re.I,
)
"""Several items, then a word for them all: "put X and Y on my list, both of them"."""
_CHECK_IF = re.compile(
    r"^(?:check|see|find\s+out|tell\s+me)\s+(?:if|whether)\s+(?P<t>.+?)\s+(?:is|are)\s+"
    rf"(?P<where>(?:already\s+|still\s+)?(?:on|in)\s+{THE_LIST})$",
    re.I,
)
"""Asking to check whether X is on the list is asking it: "check if X is on my list"."""
_GOT_DONE = re.compile(
    r"^(?:i\s+(?:finally\s+)?|finally\s+)?got\s+(?P<t>(?!\d)(?!(?:it|that|this|them|everything|"
    r"all|some|most|one|two|three|a\s+lot|lots|loads)\b).+?)\s+done"
    r"(?:\s+(?:today|already|now|at\s+last|finally|this\s+(?:morning|afternoon|evening)))?$",
    re.I,
)
"""Getting a title done: "got X done today" says X is done (a count or a pronoun is not read)."""
_HAS_BEEN = re.compile(
    r"^(?P<t>(?!(?:it|that|this|they|those|everything|all|nothing)\b).+?)\s+(?:has|have)\s+"
    r"(?:now\s+|already\s+|finally\s+)?been\s+(?P<s>done|finished|completed|sorted)$",
    re.I,
)
"""A title that "has been done": "X has been done" says what "X is done" says."""


_GERUND = re.compile(r"^(?P<verb>[a-z]+?)(?P<double>[a-z])?ing\b", re.I)
_REQUEST_VERB = re.compile(
    rf"{ADD_VERB}|mark|tick|check|cross|complete|finish|{DELETE}|clear|wipe|empty|take|show|list|"
    r"tell|give|read|remind",
    re.I,
)


def base_form(text: str) -> str:
    """A request's first verb as asked after "would you mind": "adding X" → "add X"."""
    match = _GERUND.match(text)
    if match is None:
        return text
    stem, double = match["verb"], match["double"] or ""
    for verb in (stem + double, stem + double + "e", stem):
        if re.fullmatch(_REQUEST_VERB, verb):
            return verb + text[match.end() :]
    return text


CALLED_OFF = (
    r"(?:(?:is|are|'s|has\s+been|have\s+been|got|was|were)\s+(?:now\s+|been\s+)?(?:cancell?ed|called\s+off|"
    r"off|postponed|scrapped|not\s+(?:happening|needed)|no\s+longer\s+(?:happening|needed))|"
    r"(?:isn'?t|aren'?t|won'?t\s+be)\s+(?:happening|needed))(?:\s+(?:any\s*more|any\s+longer|after\s+all))?"
)
"""Saying an item is off ("X is cancelled", "X got called off", "X isn't happening anymore"):
it names X to drop."""


_DONE_IDS = re.compile(
    r"^(?:done|finished|completed|complete)(?:\s+with)?\s*:?\s*"
    r"(?P<ids>(?:(?:no\.?|number|item|task|#)\s*)?\d+(?:\s*(?:,|and|&|\+)\s*(?:(?:no\.?|#)\s*)?\d+)*)"
    r"(?:\s+(?:today|tonight|yesterday|this\s+(?:morning|afternoon|evening)))?$",
    re.I,
)
"""Ids after a word saying done: "done: 3, 5", "done 4", "finished with 5", "done 1 + 2 today"
complete them."""
_GIMME = re.compile(r"^(?:gimme|lemme\s+see|lemme\s+have)\b", re.I)
"""Phone typing for "give me" ("gimme my list")."""
_NUMBER_OF = re.compile(r"^(?:the\s+|what(?:'s|\s+is)\s+the\s+)?number\s+of\s+", re.I)
"""A count asked as a noun: "number of open tasks?" is "how many open tasks"."""


_LIST_OF_THINGS = re.compile(
    r"\blist\s+of\s+(?:things|stuff|jobs|chores|tasks)(?:\s+(?:i\s+(?:need|have)\s+)?to\s+do)?\b",
    re.I,
)
"""The list by what it holds ("my list of things to do")."""
_LIST_FIRST = re.compile(
    rf"^(?P<verb>{ADD_VERB})\s+(?P<to>(?:to|on|onto|in|into)\s+{THE_LIST})\s+"
    r"(?!list\b|and\b|then\b|also\b)(?P<t>[^:;\n]+)$",
    re.I,
)
"""The list before the item ("add to my list X"): "add X to my list"."""
_SEVERAL = re.compile(r"\b(?:these|those|following|things|items|tasks|todos|entries)\b", re.I)
"""Words announcing several items ("add to my list three things: ..."): read by `todo_items`."""
_VERB_COLON = re.compile(
    r"^(?:(?P<add>add|put|note|jot\s+down|write\s+down)|(?:mark|set)(?:\s+as)?\s+(?:done|complete|"
    r"completed|finished))\s*:\s*",
    re.I,
)
"""A verb as a heading: "add: X" (a new task), "mark as done: X" (done)."""
_OR_NOT = re.compile(
    r"^(?:quick\s+question\s*[,:-]?\s*)?(?P<q>.+?)\s*,?\s*(?:or\s+(?:not|no)|(?:just\s+|only\s+)?yes\s+or\s+no)$",
    re.I,
)
"""A yes-or-no question said so ("is X on my list, yes or no", "X is on my list or not")."""
_SAID_ON = re.compile(
    r"^(?!(?:is|are|do|does|did|have|has|was|were)\b)(?P<t>.+?)\s+(?:(?:is|are)\s+)?"
    rf"(?P<where>(?:already\s+|still\s+)?(?:on|in)\s+{THE_LIST})$|"
    rf"^(?:does\s+)?(?P<list>{THE_LIST})\s+(?:has|have|contains?|includes?)\s+(?P<t2>.+)$",
    re.I,
)
"""The item before the list in a yes-or-no question ("X is on my list or not", "my list has X or
not"): asked as "is X on my list"."""
_DONE_HEADING = re.compile(rf"^{DONE_HEAD}\s*(?::|\s[-–—])\s*", re.I)
"""A heading saying done, with its time: "done today: X", "things I did today - X"."""
_ON_THE_LIST = "add cancel change check clear finish read remind see set start swap update"
_DONE_TERSE = re.compile(
    r"^done\s+(?!.*\b(?:then|list|to-?dos?|tasks)\b)(?=[\"'“‘]|(?:"
    + "|".join(sorted(TODO_VERBS - frozenset(_ON_THE_LIST.split())))
    + r")\b)",
    re.I,
)
"""A heading with no colon, before items that read as to-dos: "done fix the gutter and book MOT"
("done and dusted", "done with my list", "done check ..." say no item; "done A then show my
list" asks more than a heading holds)."""
_COUNT_THEM = re.compile(
    r"^count\s+(?:up\s+)?(?:my|the)\s+(?P<what>tasks|todos|to-?dos|items|things)(?:\s+(?:on|in)\s+.+)?$",
    re.I,
)
"""A count as a command: "count my tasks" is "how many tasks do I have"."""
_TODO_HEAD = re.compile(
    r"^(?:(?:a\s+)?new\s+)?(?:to\s*-?\s*do|todo)\s*(?:[:\-–—]\s*|\s+)(?!list\b|lists?\b|s\b|(?:#|no\.?\s*|number\s+)?\d)(?=\S)",
    re.I,
)
"""A to-do said after its kind, with or without a colon: "todo call mum", "to do: call mum"."""
_GOES_ON = re.compile(
    rf"^(?:can\s+(?P<t2>.+?)\s+go|(?P<t>.+?)\s+(?:needs\s+to|should|must|has\s+to|ought\s+to)\s+go)\s+"
    rf"(?:on|onto|in|into)\s+(?P<to>{THE_LIST})$",
    re.I,
)
"""An item said to belong on the list: "X needs to go on my list", "can X go on my list?"."""
_KIND_OF_LIST = re.compile(
    r"\b(?P<det>my|the|our)\s+(?:shopping|grocery|groceries|work|home|weekend|chores?|daily)\s+"
    r"(?=list\b)",
    re.I,
)
"""A list named by its use ("the shopping list"): the one list there is."""


def rephrase(text: str) -> str:
    """`text` (a clause without politeness) in the shape the grammar reads, when a class fits."""
    text = _KIND_OF_LIST.sub(lambda m: f"{m['det']} ", text)
    text = _LIST_OF_THINGS.sub("list", text)
    text = _TODO_HEAD.sub("todo: ", text)
    if goes := _GOES_ON.fullmatch(text):
        text = f"add {goes['t'] or goes['t2']} to {goes['to']}"
    if (first := _LIST_FIRST.fullmatch(text)) and not _SEVERAL.search(first["t"]):
        text = f"{first['verb']} {first['t']} {first['to']}"
    text = _VERB_COLON.sub(lambda m: "new task: " if m["add"] else "done: ", text)
    text = _DONE_TERSE.sub("done: ", _DONE_HEADING.sub("done: ", text))
    text = _COUNT_THEM.sub(lambda m: f"how many {m['what']} do I have", text)
    text = _DONE_IDS.sub(lambda m: "complete " + re.sub(r"\s*\+\s*", " and ", m["ids"]), text)
    text = _GIMME.sub("give me", text)
    text = _NUMBER_OF.sub("how many ", text)
    text = _ASKING_LEAVE.sub("", text)
    text = _NEW_KIND.sub("new task: ", text)
    text = _THE_KIND.sub(lambda m: f"{m['verb']} a task ", text)
    text = _REMIND.sub("remind me to ", text)
    text = _BOTH.sub(lambda m: m["head"], text)
    text = _GOT_DONE.sub(lambda m: f"done with {m['t']}", text)
    text = _HAS_BEEN.sub(lambda m: f"{m['t']} is {m['s']}", text)
    if asked := _CHECK_IF.fullmatch(text):
        text = f"is {asked['t']} {asked['where']}"
    if asked := _THAT_ON_LIST.fullmatch(text):
        text = f"is {asked['t']} {asked['where']}"
    return _yes_or_no(text)


def _yes_or_no(text: str) -> str:
    """A question asked "or not" / "yes or no" as the grammar reads it: "is X on my list"."""
    asked = _OR_NOT.fullmatch(text)
    if asked is None:
        return text
    said = _SAID_ON.fullmatch(asked["q"])
    if said is None:
        return asked["q"]  # "is X on my list, yes or no": the question is the same
    if said["t2"]:
        return f"is {said['t2']} on {said['list']}"
    return f"is {said['t']} {said['where']}"


_ALSO = re.compile(
    rf"^(?P<head>(?:{ADD_VERB})\s.+?\s(?:to|on|onto|in|into)\s+{THE_LIST})\s*(?:,|;|\s-)?\s*"
    r"(?:and\s+)?(?:also|plus)\s+(?P<more>.+?)(?:\s+(?:too|as\s+well))?$",
    re.I,
)
"""An add, then more items: "add X to my list, also Y", "put X on my list and also Y"."""

_ASKS = re.compile(
    r"^(?:what|whats|how|why|when|where|who|which|is|are|do|does|did|can|could|would|will|tell|"
    r"i|i'\w+|we|we'\w+|you|he|she|it|it's|they|my|that|this|there|"
    r"show|list|calculate|compute|work\s+out)\b|\d\s*(?:[-+*/x×%^]|plus|minus|times)\s*\d|\?",
    re.I,
)
"""Words after "also" that ask or say something rather than name an item ("also I need to go")."""

Call = tuple[str, dict[str, Any]]


def added_after(text: str, reads: Callable[[str], list[Call] | None]) -> list[Call] | None:
    """The adds of "add X to my list, also Y": X's adds (as `reads` reads them), then Y's."""
    match = _ALSO.fullmatch(text)
    if match is None or not (head := reads(match["head"])):
        return None
    if any(tool != "todo_add" for tool, _ in head):
        return None
    if own := reads(match["more"]):  # "..., also remind me to Y": a request of its own
        return [*head, *own] if all(tool == "todo_add" for tool, _ in own) else None
    if _ASKS.search(match["more"]):
        return None  # "add X to my list, also what's 2+2": a question, not an item
    more = titles_in(match["more"])
    return [*head, *(("todo_add", {"title": title}) for title in more)] if more else None


_LONE_ADD = re.compile(r"^(?:add|note\s+down|jot\s+down|write\s+down)\s+(?P<title>.+)$", re.I)
_NOT_AN_ITEM = re.compile(
    r"^(?:it|that|this|them|these|those|they|me|you|us|him|her|more|some|another|one|up|all|"
    r"everything|both|"
    r"together|again|on|in|(?:a\s+|the\s+)?(?:tip|tax|vat|interest|total|sum|result|answer|"
    r"discount|fee|charge|surcharge|gratuity))\b|\b(?:plus|minus|times|percent|per\s*cent|"
    r"divided|multiplied|squared|half|double|twice)\b|[\d%$€£+*/=^]|"
    r"\s(?:to|into|onto|in|on)\s+(?:the|my|your|our|a|an|this|that|it|its|his|her|their)\b|"
    r"\b(?:list|todos?|to-?dos?|tasks)\s*$|\b(?:not|never|no)\b|n't\b",
    re.I,
)
"""What "add" names that is no item: a pronoun, a quantity or sum ("add a tip", "add 5"), or a
thing with its own destination ("add salt to the soup")."""


def lone_adds(text: str) -> list[Call] | None:
    """The adds of "add X" with no list named, when X can only be items ("add milk and eggs").

    With the calculator beside the list, "add" also sums: X must hold no number (in figures or
    words), no sum's word and no other destination; else it is not read here.
    """
    match = _LONE_ADD.fullmatch(text)
    if match is None or _NOT_AN_ITEM.search(replace_number_words(match["title"])):
        return None
    if ANY_ITEM.fullmatch(match["title"]):
        return None
    said = re.sub(
        r"\s+(?:again|too|as\s+well)$", "", match["title"], flags=re.I
    )  # "add milk again"
    return [("todo_add", {"title": title}) for title in titles_in(said)] or None
