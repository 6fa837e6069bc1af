"""Several to-dos announced at once: "add these: A; B; C", bullet lists, "two items: 'A' and 'B'".

A task that lists items is read whole, before it is cut into clauses (a semicolon or a numbered
line would cut it): an announcement that asks to add ("add these", "put these on my list",
"two new items for my list", "to-do:") and the items after it, one per line, bullet or number,
or in one line separated by semicolons, quotes or commas. A count in the announcement must agree
with the items found ("create two items: ..." with three items is not understood).
"""

from __future__ import annotations

import re

from agentschool.agent.todo_cues import PRONOUN_ACTIONS
from agentschool.agent.todo_lexicon import ADD_VERB, DONE_HEAD, LIST_NOUN, TODO_VERBS
from agentschool.agent.todo_phrases import (
    Call,
    bare_add,
    normalize,
    titles_in,
    todo_calls,
)
from agentschool.agent.todo_swaps import swap_told
from agentschool.agent.todo_titles import VERB_FORMS, item_titles, todo_title, unquote
from agentschool.tools.number_words import replace_number_words
from agentschool.tools.todo_match import word_forms

__all__ = ["listed_calls", "miscounted"]

_LIST = rf"(?:(?:my|the|our)\s+)?(?:[\w-]+\s+)?{LIST_NOUN}"
_THESE = (
    r"(?:these|this|those|them|the\s+following|the\s+lot|everything|it\s+all|both(?:\s+of\s+them)?|"
    r"(?:each|all|every\s+one)\s+of\s+(?:these|them|those|the\s+following)|"
    r"all\s+(?:of\s+)?(?:these|them|those))"
)
_COUNTED = (
    r"(?:(?:a\s+)?(?:[\w-]+)\s+(?:of\s+)?)?(?:more\s+)?(?:new\s+)?(?:(?:to-?do|todo|task)\s+)?"
    r"(?:items?|things|tasks?|todos?|to-?dos?|entries|reminders)"
)
_VERB = rf"(?:{ADD_VERB}|create|make|set\s+up)"
_FOR_WHEN = (
    r"(?:\s+for\s+(?:this|next)\s+(?:week(?:end)?|month)|"
    r"\s+for\s+(?:today|tomorrow|the\s+weekend))?"
)
_ORDER = re.compile(
    r"\s*,?\s*(?:(?:in|keeping)\s+(?:this|that|the\s+same|the\s+following|exactly\s+this|the)\s+"
    r"order|in\s+order|one\s+by\s+one|one\s+after\s+the\s+other|as\s+(?:follows|listed))"
    r"(?=\s*,?\s*(?:please\s*)?$)",
    re.I,
)
"""The items' order said after an announcement ("add these to my list, in this order"): they
are added in the order given anyway."""
_ANNOUNCED = re.compile(
    r"^(?:(?:please|can\s+you|could\s+you|would\s+you)\s+)?"
    rf"(?:(?:my\s+|the\s+)?{LIST_NOUN}\s*,\s*(?:please\s+)?{_VERB}|{_VERB}|"  # "To-do list, add:"
    rf"{_VERB}\s+(?:{_THESE}|(?:(?:these|those|the\s+following|the)\s+)?{_COUNTED})(?:\s+(?:all|too))?"
    rf"(?:\s+(?:to|on|onto|in|into|for)\s+{_LIST})?|"
    rf"{_VERB}\s+(?:to|on|onto|in|into)\s+{_LIST}(?:\s+(?:{_THESE}|{_COUNTED}))?|"
    rf"{_COUNTED}(?:\s+(?:for|on|to)\s+{_LIST})?|(?:my\s+|new\s+)?to\s*-?\s*do(?:\s+list)?|"
    rf"(?:two|three|four|five|[2-9]|a\s+few|a\s+couple)\s+more\s+(?:for|on|to)\s+{_LIST})"
    rf"{_FOR_WHEN}(?:\s*\((?:one|each)\s+(?:per|a|on\s+(?:its|a))\s+(?:own\s+)?line\))?"
    r"(?:\s*,?\s*please)?$",
    re.I,
)
"""An announcement that asks to add what follows ("add these", "two new items for my list",
"add to my list three things", "add these three items", "add these to my list, in this order")."""
_NUMBER = re.compile(r"[-+]?[$€£₹]?\d[\d.,]*%?")
_REQUEST = re.compile(
    r"^\s*(?:(?:and|also|then|so)\s+)*(?:what(?:'s|s)?|how|can|could|would|will|please|"
    r"remind\s+me|calculate|compute|is|are|do|does|why|when|where)\b|.*\d\s*(?:%|[-+*/x×]\s*\d)",
    re.I,
)
"""An item that is itself a request or a question ("can you remind me to X", "what's 2 + 2")."""
_BULLET = re.compile(r"^(?:[-*•·–—]|\d+[.)]|\(\d+\)|\[\s?[xX ]?\s?\])\s*(?P<item>.+)$")
_ORDINAL_IS = r"(?:,\s*|\s+)(?:and\s+)?(?:the\s+)?{}\s+(?:one\s+|thing\s+)?(?:is|:)\s+"
_COUNTED_OFF = re.compile(
    rf"(?:{ADD_VERB})\s+(?P<n>two|three|2|3)\s+(?:things|items|tasks|to-?dos)\s+(?:to|on|onto)\s+"
    rf"(?:(?:my|the|our)\s+)?{LIST_NOUN}\s*[:,.]?"
    + _ORDINAL_IS.format("first").replace("(?:,\\s*|\\s+)", "\\s*")
    + r"(?P<a>.+?)"
    + _ORDINAL_IS.format("second")
    + r"(?P<b>.+?)"
    + rf"(?:{_ORDINAL_IS.format('third')}(?P<c>.+?))?",
    re.I,
)
"""Items dictated one by one: "add two things to my list the first one is A the second one is B"."""
_SEVERAL = re.compile(
    r"\b(?:these|those|them|following|all|items|things|tasks|todos|to-?dos|entries|reminders)\b",
    re.I,
)
_THEN = re.compile(r"\b(?:then|after\s+that|and\s+(?:show|list|tell))\b", re.I)
_ONE_LINE = re.compile(r"^(?P<head>.+?)\s*(?::|\s[-–—]\s)\s*(?P<body>.+)$", re.S)


_COUNT = re.compile(
    r"\b(?P<n>\d+|[a-z]+(?:-[a-z]+)?)\s+(?:new\s+)?(?:(?:to-?do|todo|task)\s+)?"
    r"(?:items|things|tasks|todos|to-?dos|entries|reminders)\b",
    re.I,
)


def _count(announcement: str) -> int | None:
    """How many items `announcement` says ("two new items" → 2), if it says."""
    match = _COUNT.search(announcement)
    number = replace_number_words(match["n"].lower()) if match else ""
    return int(number) if number.isdigit() else None


def _context_only(sentence: str) -> bool:
    """Whether a sentence before an announcement only tells ("Moving house soon.")."""
    words = sentence.lower().split()
    return not (
        not words
        or words[0] in TODO_VERBS
        or re.search(r"\d|['\"“]", sentence)
        or _REQUEST.match(sentence)
        or todo_calls(sentence) is not None
    )


def _calls(announcement: str, items: list[str]) -> list[Call] | None:
    """Adds of `items`, when `announcement` asks for them and its count (if any) agrees."""
    items = [i.strip(" .;") for i in items if i.strip(" .;")]
    *before, last = _SENTENCES.split(announcement.rstrip(":").strip())
    if not all(_context_only(sentence) for sentence in before):
        return None  # "Delete X. Add these: A, B": the sentence before asks something too
    if re.search(rf"\b{LIST_NOUN}\b", last, re.I):  # "put these in order: ..." sorts, adds nothing
        last = _ORDER.sub("", last)
    announced = normalize(last)
    if _ANNOUNCED.fullmatch(announced) is None and "," in announced:
        announced = announced.rsplit(",", 1)[1].strip()  # "Shopping for Saturday, add these:"
        announced = re.sub(r"^(?:please|pls|can\s+you|could\s+you)\s+", "", announced, flags=re.I)
    if not items or _ANNOUNCED.fullmatch(announced) is None:
        return None
    if any(_NUMBER.fullmatch(item) for item in items):
        return None  # "add these: 2, 3 and 4" sums numbers; a to-do is something to do
    if any(_REQUEST.match(item) for item in items):
        return None  # "two things: what's 35% of 79, and remind me to X": requests, not items
    count = _count(announced)
    if count is not None and count != len(items):
        return None
    return [("todo_add", {"title": item}) for item in items]


_IN_TURN = re.compile(
    r"^(?:first(?:ly)?|1st)\s*,?\s+(?P<a>.+?)\s*(?:[,;]\s*(?:and\s+)?|\s+and\s+)"
    r"(?:then|second(?:ly)?|next|2nd)\s*,?\s+(?P<b>.+?)\s*\.?$",
    re.I,
)
"""Two items said in turn: "first A, then 'B'"."""


def _in_turn(body: str) -> re.Match[str] | None:
    """Two items said in turn, neither of them a request on the list ("then show my list")."""
    turn = _IN_TURN.fullmatch(body.strip())
    return turn if turn and not re.search(rf"\b{LIST_NOUN}\b", body, re.I) else None


def _body(body: str) -> list[str]:
    """The items of one line: semicolons first, else quotes, commas and "and" (`titles_in`)."""
    if turn := _in_turn(body):
        return [unquote(turn["a"]), unquote(turn["b"])]
    if ";" in body:  # "A; 'B'": a quoted part is its title
        return [unquote(part) for part in body.split(";") if part.strip()]
    if re.search(r"\s/\s", body):  # "done: A / B": two things to do, or one title
        return item_titles(body)
    return titles_in(body)


def _lines(task: str) -> list[Call] | None:
    lines = [line.strip() for line in task.splitlines() if line.strip()]
    if len(lines) < 2:
        return None
    bullets = [m["item"] for line in lines if (m := _BULLET.fullmatch(line))]
    others = [line for line in lines if not _BULLET.fullmatch(line)]
    if not bullets and (calls := _calls(lines[0], lines[1:])):  # "Put these on my list:\nA\nB",
        return calls  # "can you add\nA\nB": the first line announces the rest
    if not bullets:  # "A\nB\nadd these to my list": the last line, when it names several
        return _calls(lines[-1], lines[:-1]) if _SEVERAL.search(lines[-1]) else None
    asked = [o for o in others if _calls(o, bullets) is not None]
    headings = [o for o in others if o.endswith(":")]
    if not asked or len(asked) + len(headings) < len(others) or len(others) > 2:
        return None  # every other line announces or heads the items, and one asks to add
    return _calls(asked[0], bullets)


_BARE_VERB = re.compile(
    rf"^(?P<head>{ADD_VERB})\s+(?P<body>[^;:]+(?:;[^;:]+?)+?)"
    rf"(?:\s+(?:to|on|onto|in|into)\s+{_LIST})?\s*;?$",
    re.I,
)
"""Items after a bare add verb cut by semicolons: "add call mum; buy stamps" (as "add: A; B")."""


def _semicolons(text: str) -> list[Call] | None:
    """The adds of "add A; B", when no part is itself a request ("add A; show my list")."""
    match = _BARE_VERB.fullmatch(text)
    if match is None or _THEN.search(match["body"]):
        return None
    items = [p.strip() for p in match["body"].split(";") if p.strip()]
    if any(todo_calls(item) is not None or _SEVERAL.search(item) for item in items):
        return None
    alone = [bare_add(f"add {item}", "") for item in items]  # no list named: items only
    if any(
        calls != [("todo_add", {"title": item})] for calls, item in zip(alone, items, strict=True)
    ):
        return None  # each part must be an add of itself alone ("add a tip; round it" is not)
    return _calls(match["head"], items)


def miscounted(task: str) -> bool:
    """Whether items dictated one by one are not as many as said: which to add is unsure.

    "add two things: the first is A, the second is B and the third is C".
    """
    said = _COUNTED_OFF.fullmatch(normalize(" ".join(task.split())))
    if said is None:
        return False
    told = sum(1 for k in ("a", "b", "c") if said[k])
    return told != (3 if said["n"] in ("three", "3") else 2)


_SOME = r"(?:these|the\s+following|both(?:\s+of\s+these)?|all\s+of\s+these)"
_N_ITEMS = r"(?:\s+(?P<{}>two|three|four|2|3|4))?(?:\s+(?:items|tasks|things|to-?dos|ones))?"
_CHANGED = {
    "todo_complete": re.compile(
        rf"^(?:(?:mark|tick|check|cross)(?:\s+off)?\s+{_SOME}{_N_ITEMS.format('n')}(?:\s+(?:as\s+)?(?:done|"
        rf"complete[d]?|finished|off))?|(?:i(?:'ve|\s+have)?\s+)?(?:already\s+|just\s+)?(?:did|done|"
        rf"finished|completed)\s+{_SOME}{_N_ITEMS.format('n2')}|{DONE_HEAD}|"
        rf"(?:{_SOME}\s+(?:are|r)\s+(?:all\s+)?(?:done|finished|sorted|completed)(?:\s+now)?\s*,?\s+"
        r"(?:so\s+)?)?(?:please\s+)?(?:mark|tick|check|cross)\s+(?:them|these|those|both|'?em)"
        rf"(?:\s+(?:all|both))?\s+off(?:\s+(?:of\s+)?{_LIST})?)$",
        re.I,
    ),
    "todo_delete": re.compile(
        rf"^(?:delete|remove|drop|get\s+rid\s+of|cross\s+out|take\s+off)\s+{_SOME}{_N_ITEMS.format('n')}"
        rf"(?:\s+(?:from|off)\s+{_LIST})?$",
        re.I,
    ),
}
"""An announcement that completes or deletes the items after it ("mark these two as done: A, B")."""


def _changed_calls(text: str) -> list[Call] | None:
    """Completes or deletes of announced items ("Already did these: A; B. Tick them off?")."""
    match = _ONE_LINE.fullmatch(text)
    if match is None:
        return None
    head = re.split(r"[.!?]\s+", match["head"])[-1]  # "Good morning! Already did these"
    body, *after = re.split(r"[.!?]\s+(?=[a-z])", match["body"], flags=re.I)
    for tool, pattern in _CHANGED.items():
        said = pattern.fullmatch(normalize(head))
        if said is None:
            continue
        if after and not all(_acts_on_them(tool, a) for a in after):
            return None  # "... . Also add X": more than the announced change
        items = [i.strip(" .;") for i in _body(body.rstrip(".!?")) if i.strip(" .;")]
        count = replace_number_words(said.groupdict().get("n") or said.groupdict().get("n2") or "")
        if (
            not items
            or (count and int(count) != len(items))
            or any(_NUMBER.fullmatch(i) or _REQUEST.match(i) for i in items)
        ):
            return None
        return [(tool, {"title": item}) for item in items]
    return None


def _acts_on_them(tool: str, sentence: str) -> bool:
    """Whether a sentence after the items only asks the announced change of them again."""
    said = normalize(
        re.sub(r"^(?:can|could|would)\s+you\s+|^please\s+", "", sentence.strip(" .?!"))
    )
    return any(t == tool and pattern.fullmatch(said) for t, pattern in PRONOUN_ACTIONS)


_SENTENCES = re.compile(r"(?<=[.!?])\s+")


def _listed_then_asked(text: str) -> list[Call] | None:
    """The adds of items told in one sentence and asked for all at once in the next.

    "weekend jobs: A, B, C. put them all on my list" adds A, B and C; the last sentence must
    name several ("them all", "all of those"; "both" only two items). Items after a label
    ("jobs for tomorrow -") may be anything to get or do; with no label each must start with a
    verb ("mow the lawn, fix the door. add them all"), not be news ("I went out, it rained").
    """
    *told, asked = _SENTENCES.split(text)
    if len(told) != 1 or not _SEVERAL.search(asked) or _THEN.search(asked):
        return None
    label = _ONE_LINE.fullmatch(told[0].rstrip(".!?"))
    body = label["body"] if label else told[0].rstrip(".!?")
    if label and todo_calls(label["head"]) is not None:
        return None  # "add these: A, B": read as announced
    items = [i.strip(" .;") for i in _body(body) if i.strip(" .;")]
    if len(items) < 2 or (re.search(r"\bboth\b", asked, re.I) and len(items) != 2):
        return None
    if not label and any(not word_forms(i.split()[0]) & VERB_FORMS for i in items):
        return None
    return _calls(asked, items)


_NEW_IN_ORDER = re.compile(
    r"^(?:(?:ok(?:ay)?|so|right|alright)\W+)?(?:(?:some|a\s+few|more)\s+)?new\s+"
    r"(?:to-?dos|todos|tasks|items)\s*(?::|,|\s[-–—]\s)?\s*(?P<body>.+)$",
    re.I,
)
_THEN_NEXT = re.compile(r"\s*,?\s*(?:and\s+)?then\s+", re.I)


def _in_order(text: str) -> list[Call] | None:
    """The adds of new to-dos said one after another, when each reads as a to-do.

    "new to-dos call the pharmacy then return the blender" adds both, in order; "new to-dos:
    A then show my list" is not read here (a request after them).
    """
    said = _NEW_IN_ORDER.fullmatch(text.strip().rstrip(".!"))
    parts = _THEN_NEXT.split(said["body"]) if said else []
    titles = [todo_title(part) for part in parts]
    if len(parts) < 2 or re.search(rf"\b{LIST_NOUN}\b", said["body"] if said else "", re.I):
        return None  # "new to-dos, then show my list": a request after them
    return [("todo_add", {"title": t}) for t in titles] if all(titles) else None


def listed_calls(task: str) -> list[Call] | None:
    """The adds a task listing several items asks for, or None when it lists none.

    A change of plan told whole ("I don't need to A anymore, I need to B. Update my list") is
    read here too (`todo_swaps`): its sentences only mean something together.
    """
    if calls := _lines(task) or swap_told(task):
        return calls
    text = normalize(" ".join(task.split()))
    if calls := _in_order(text):
        return calls
    if calls := _changed_calls(text):
        return calls
    if calls := _semicolons(text):
        return calls
    if said := _COUNTED_OFF.fullmatch(text):  # "the first one is A the second one is B"
        titles = [said[k] for k in ("a", "b", "c") if said[k]]
        return [("todo_add", {"title": t.strip(" ,.")}) for t in titles]
    if calls := _listed_then_asked(text):
        return calls
    match = _ONE_LINE.fullmatch(text)
    several = match and (_SEVERAL.search(match["head"]) or ";" in match["body"])  # "add: A; B"
    in_turn = match is not None and _in_turn(match["body"])
    if match is None or not several or (_THEN.search(match["body"]) and not in_turn):
        return None  # "new task: X" is one clause's business; "..., then show it" is two
    return _calls(match["head"], _body(match["body"]))
