"""Everyday to-do wording as to-do tool calls, without a model: a small grammar, not a phrasebook.

The words come from lexicons (`todo_lexicon`: the verbs that add, complete and delete, the verbs
to-dos start with, times and reasons); a clause is read in this order, each step a few general
shapes over those word classes rather than one pattern per phrasing:

1. **Normalize**: politeness and intent ("could you", "I need to", "hey ... thanks") go; a last
   part acting on "it" ("..., take it off my list") acts on what the clause named before it; a
   reason after a request (", it's not happening") goes.
2. **By id**: a completion or deletion verb and one or more ids in any form ("numbers 3 and 4",
   "#3", "no. 2", "the second one" as item 2, "the last item" as a position, `todo_ids`).
3. **Reading the list**: a read verb or a question word, a mention of the list ("my list", "tasks"),
   and no action verb outside quotes ("is 'pay rent' on my list?").
4. **Clearing** (`todo_clearing`) and **adding**: "stick/pop/put X on my list", "add a task X",
   "todo: X", "remind me to X".
5. **By title**: the same completion and deletion verbs with a title instead of an id ("I'm done
   with cleaning the gutters"); the tool finds the item in any inflection.

Several items announced at once ("add these: A; B", bullet lines) are read whole by `todo_items`
before a task is cut into clauses. `todo_calls` answers None for anything else, so the caller can
hand the task on.
"""

from __future__ import annotations

import re
from typing import Any

from agentschool.agent.todo_asides import AFTER_THE_LIST
from agentschool.agent.todo_clearing import clear_calls, reason_first, whole_list_calls
from agentschool.agent.todo_cues import (
    ADD_IT,
    BACKGROUND,
    BARE_LAST,
    BUT_INSTEAD,
    FRONTED,
    IF_ABSENT,
    IF_MISSING,
    IF_NOT,
    IF_NOT_FIRST,
    LAST_PART,
    MAKE_SURE,
    NEED,
    NO_LONGER,
    POLITE,
    TO_DO,
    TO_DO_SAID,
    pronoun_action,
)
from agentschool.agent.todo_ids import ID, expand_ranges, id_arguments, place_alone, positions
from agentschool.agent.todo_lexicon import (
    ADD_VERB,
    COMPLETED,
    DELETE,
    DONE_STATE,
    ITEM_NOUN,
    LIST_NOUN,
    REASON,
    SPEAKER,
    THE_LIST,
    WEAK_DELETE,
    WHEN,
    WHEN_DONE,
    WHEN_FIRST,
)
from agentschool.agent.todo_named import STATED, named_before
from agentschool.agent.todo_once import added_once, kept_single
from agentschool.agent.todo_questions import (
    MENTIONS,
    counted,
    item_question,
    on_list_asked,
    reads_list,
)
from agentschool.agent.todo_renames import rename_calls
from agentschool.agent.todo_starts import first_adds
from agentschool.agent.todo_stated import done_beside_add
from agentschool.agent.todo_titles import (
    ANY_ITEM,
    PRONOUN,
    QUOTED,
    WHOLE_LIST,
    item_titles,
    referred_titles,
    several_titles,
    split_items,
    titles_in,
    todo_title,
    unquote,
)
from agentschool.agent.todo_wording import added_after, base_form, lone_adds, rephrase
from agentschool.tools.number_words import replace_number_words

__all__ = [
    "Call",
    "antecedent_calls",
    "asks_count",
    "asks_on_list",
    "bare_add",
    "normalize",
    "split_items",
    "titles_in",
    "todo_calls",
]

Call = tuple[str, dict[str, Any]]
"""A planned to-do call: (tool name, arguments)."""

_ITEMS = rf"(?:{ITEM_NOUN}\s*)*"
_DONE = (
    r"(?:\s+off)?(?:\s+(?:as|to|is|are))?(?:\s+(?:done|complete|completed|finished|closed|bought|"
    r"purchased))"
)
_CHECK = r"(?:check|tick|cross)(?:ed)?"  # "check item 3 off": the particle after the item
_IDS = rf"{ID}(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)(?:{ITEM_NOUN}\s*)?{ID})*"
_FROM_LIST = rf"(?:\s+(?:on|from|off|in)\s+{THE_LIST})?"
_ON = rf"(?:\s+(?:on|in)\s+{THE_LIST})?"  # "mark the first one on my list as done"

_BY_ID = [
    (
        "todo_complete",
        re.compile(
            rf"^{SPEAKER}(?:{COMPLETED}\s+(?:the\s+)?{_ITEMS}(?P<ids>{_IDS})(?:{_DONE})?|"
            rf"(?:mark(?:ed)?|set)\s+(?:the\s+)?{_ITEMS}(?P<ids2>{_IDS}){_ON}{_DONE}|"
            rf"{_CHECK}\s+(?:the\s+)?{_ITEMS}(?P<ids3>{_IDS})\s+off(?:\s+{THE_LIST})?|"
            rf"tick\s+(?:the\s+)?{_ITEMS}(?P<ids4>{_IDS})|"
            rf"(?:the\s+)?{_ITEMS}(?P<ids5>{_IDS}){_ON}(?:\s+(?:is|are)|'s)?\s+(?:now\s+|all\s+|both\s+)?"
            rf"{DONE_STATE})"
            rf"{_FROM_LIST}$",
            re.I,
        ),
    ),
    (
        "todo_delete",
        re.compile(
            rf"^{DELETE}\s+(?:the\s+)?{_ITEMS}(?P<ids>{_IDS}){_FROM_LIST}$|"
            rf"^take\s+(?:the\s+)?{_ITEMS}(?P<ids2>{_IDS})\s+(?:off|from)\s+{THE_LIST}$",
            re.I,
        ),
    ),
]
_BY_TITLE = [
    (
        "todo_complete",
        re.compile(
            rf"^{SPEAKER}(?:{COMPLETED}\s+(?P<t>.+?)(?:{_DONE})?|"
            rf"(?:mark(?:ed)?|set|consider|count|treat)\s+(?P<t2>.+?){_DONE}|"
            rf"{_CHECK}\s+(?P<t3>.+?)\s+off(?:\s+{THE_LIST})?|tick\s+(?!off\b)(?P<t7>.+?)){_FROM_LIST}$|"
            rf"^i(?:'ve|\s+have)\s+(?:just\s+|already\s+)?done\s+(?P<t4>.+?){_FROM_LIST}$|"
            rf"^(?P<t5>.+?)\s+(?:is|are|'s)\s+(?:now\s+|all\s+|both\s+)?{DONE_STATE}$|"
            rf"^{SPEAKER}got\s+(?P<t6>.+?)\s+{DONE_STATE}$|"
            rf"^(?:that'?s\s+|that\s+is\s+)?(?P<t8>{QUOTED.pattern})\s+(?:all\s+)?{DONE_STATE}$",
            re.I,
        ),
    ),
    (
        "todo_delete",
        re.compile(
            rf"^{DELETE}\s+(?P<t>.+?){_FROM_LIST}$|"
            rf"^(?:take|get)\s+(?P<t2>.+?)\s+(?:(?:off|from|out\s+of)\s+{THE_LIST}|off)$|"
            rf"^take\s+off\s+(?P<t3>{QUOTED.pattern}|{TO_DO}){_FROM_LIST}$",
            re.I,
        ),
    ),
]
_ADD = [
    re.compile(
        rf"^(?!{DELETE}\b){ADD_VERB}\s+(?:(?:an?\s+)?(?:new\s+)?(?:todo|to-?do|task|item)\b\s*)?"
        rf"(?:called|named|titled|:)?\s*(?P<title>.+?)"
        rf"(?:\s+(?:down|in))?\s+(?:(?:to|on|onto|in|into)\s+(?:my\s+|the\s+|our\s+)?"
        rf"(?:[a-z'’-]+\s+)?(?:{LIST_NOUN}|groceries|shopping)|on\s+there)"
        r"(?:\s+(?:for\s+)?(?:the\s+)?(?:today|tonight|tomorrow|(?:this|next|the)\s+(?:week(?:end)?|month)|"
        r"weekend|work|school|later|(?:mon|tues|wednes|thurs|fri|satur|sun)day))?$",
        re.I,
    ),
    re.compile(
        rf"^(?:add|put|write)\s+(?:(?:this|these|the\s+following|one\s+more|another(?:\s+one)?|"
        rf"(?P<several>\w+\s+(?:things|items|tasks|todos)))\s+)?(?:to|on|onto)\s+{THE_LIST}"
        r"\s*:\s*(?P<title>.+)$",
        re.I,
    ),
    re.compile(
        r"^(?:add|put(?:\s+down)?|save|write\s+down|note\s+down)\s+(?P<title>.+?)\s+as\s+an?\s+"
        r"(?:new\s+)?(?:task|todo|to-?do|item|"
        r"reminder)$",
        re.I,
    ),
    re.compile(
        r"^(?:add|put)\s+(?:these|this|the\s+following)(?:\s+(?:items|things|tasks))?\s+"
        rf"(?:to|on|onto)\s+(?:my\s+|the\s+)?{LIST_NOUN}\s*:\s*(?P<title>.+)$",
        re.I,
    ),
    re.compile(
        r"^(?:add|create|make|start|open)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:todo|to-?do|task|item)(?!\s+list)"
        r"(?:\s+(?:called|named|titled|to|for|saying)|\s*:)?\s*(?P<title>.+)$",
        re.I,
    ),
    re.compile(
        r"^(?:(?:new\s+)?(?:todo|to-?do|task)\s*(?::|\s[-–—])|note\s+to\s+self\s*:|reminder\s*:|"
        r"remind\s+me\s+(?:to|about|of)|"
        r"note(?:\s+down)?\s*:|remind\s+me\s+that\s+i\s+(?:need|have|must|should)\s+to|"
        r"(?:set|add|create)\s+(?:a\s+)?reminder\s+to|do\s*n[o']?t\s+(?:let\s+me\s+forget(?:\s+to)?|forget(?:\s+to|:))|"
        r"make\s+(?:a\s+)?note\s+to|(?:i\s+(?:must|need\s+to|have\s+to)\s+)?remember\s+to)\s*(?P<title>.+)$",
        re.I,
    ),
]
_QUOTED_ITEMS = (
    rf"(?:{QUOTED.pattern})(?:\s*(?:,\s*(?:and\s+)?|;|\s+and\s+|&)\s*(?:{QUOTED.pattern}))*"
)
_ADD.append(  # "add 'pay rent'": quotes mark the title, no list needs naming
    re.compile(
        rf"^(?:add|jot(?:\s+down)?|note(?:\s+down)?|write\s+down|(?:put|pop|stick)(?=.+\son$))\s+"
        rf"(?P<title>{_QUOTED_ITEMS})(?:(?<=\S)\s+on)?$",  # "put 'B' on instead"
        re.I,
    )
)
_NAMED = re.compile(
    r"^(?:the\s+)?(?:todo|to-?do|task|item|entry|one)\s+"
    r"(?:(?:called|named|titled|that\s+says|saying)\s+|(?=[\"'“]))|^the\s+(?:todo|to-?do|task|item)\s+(?!list\b)",
    re.I,
)
"""A title introduced by its kind: "the todo called X", "the task 'X'"."""
_ONE = re.compile(
    r"the\s+(?!(?:other|same|next|previous|last|first|right|wrong|old|new|open|done|finished|"
    r"completed|whole|entire|only|top|bottom|\d+)\s+\w+$)"
    r"(?P<w>[\"“][^\"”]+[\"”]|'[^']+'|(?:[\w'’-]+\s+){0,3}[\w'’-]+)\s+"
    r"(?:one|item|task|todo|to-do|entry|thing)|"
    r"(?!the\b)(?P<w3>(?:[\w'’-]+\s+){0,2}[\w'’-]+)\s+(?:item|task|todo|to-do|entry)|"
    r"the\s+(?:one|item|task|todo|to-do|entry)\s+(?:about|with|for|mentioning|that\s+mentions)\s+"
    r"(?P<w2>(?:[\w'’-]+\s+){0,3}[\w'’-]+)",
    re.I,
)
"""An item named by a few words of its title: "the recycling one", "the 'X' item", "the one about
the dentist"."""


def asks_count(clause: str) -> str | None:
    """What `clause` counts ("how many things are left to do?"): `todo_questions.counted`'s kind."""
    text = POLITE.sub("", clause.strip().rstrip("?!. ")).strip()
    text = rephrase(re.sub(r"^(?:tell|show)\s+me\s+|^let\s+me\s+know\s+", "", text, flags=re.I))
    asked = re.match(r"how\s+many\b", text, re.I) and todo_calls(text) == [("todo_list", {})]
    return counted(text) if asked else None


_LISTED = re.compile(rf"\s(?:on|from|off|in)\s+{THE_LIST}$", re.I)
_TITLE_CUE = re.compile(r"^(?:mark|set|check|tick|cross|i\b|i'|done\s+with)", re.I)


_MORE_IDS = re.compile(rf"(?P<head>.+?)\s*,\s*(?:and\s+)?(?P<more>{_ITEMS}{_IDS})", re.I)
"""More ids after a request on ids: "#1 done, #4 too" ("too" went with the politeness)."""


def _by_id(text: str) -> list[Call] | None:
    text = re.sub(WHEN_DONE, "", text, flags=re.I)  # "to-do 1 finished today"
    numbered = expand_ranges(replace_number_words(positions(text)))  # "the second one" is 2
    if (more := _MORE_IDS.fullmatch(numbered)) and (calls := _by_id(more["head"])):
        tool = calls[0][0]
        return [
            *calls,
            *((tool, id_arguments(i)) for i in re.findall(r"@[\w-]+|\d+", more["more"])),
        ]
    for tool, pattern in _BY_ID:
        match = pattern.fullmatch(numbered)
        if match:
            ids = re.findall(r"@[\w-]+|\d+", next(g for g in match.groups() if g is not None))
            if tool == "todo_complete" and len(set(ids)) < len(ids):
                return None  # "complete the last two": "last" twice would name one item
            return [(tool, id_arguments(i)) for i in ids]
    return None


_BARE_ADD = re.compile(r"^(?:add|put|include)\s+(?P<title>[^\d]+)$", re.I)


def _bare_adds(text: str) -> list[Call] | None:
    """The adds of "add X" whose list a condition names ("add X unless it's on my list")."""
    match = _BARE_ADD.fullmatch(normalize(text))
    if match is None or re.match(rf"(?:{PRONOUN.pattern})\b", match["title"], re.I):
        return None
    return [("todo_add", {"title": title}) for title in titles_in(match["title"])] or None


def bare_add(clause: str, task: str) -> list[Call] | None:
    """The adds of "add X" when the task names the list elsewhere ("show my list and add X").

    With no list named anywhere, "add X" adds only when X can be nothing but items
    (`todo_wording.lone_adds`: "add milk and eggs", not "add a tip").
    """
    text = POLITE.sub("", clause.strip().rstrip("?!. ")).strip()
    text = re.sub(REASON, "", text, flags=re.I) or text  # "add A and B, i need to remember them"
    match = _BARE_ADD.fullmatch(text)
    if match is None or not (MENTIONS.search(task) or _ON_THE_LIST.search(task)):
        if re.search(r"\binstead\W*$", clause, re.I):
            return None  # "add eggs instead", of nothing said: a correction of what?
        return lone_adds(text)  # "add milk and eggs": no list named, but only items named
    if re.match(rf"(?:{PRONOUN.pattern})\b", match["title"], re.I) or MENTIONS.search(
        match["title"]
    ):
        return None  # "add it to my todos": the caller's; "add X to my list" was read already
    return [("todo_add", {"title": title}) for title in titles_in(match["title"])] or None


_ON_THE_LIST = re.compile(
    rf"\b(?:tick|check|cross)(?:ed)?\s+off\b|\b(?:mark|set)\s.+\s(?:as\s+)?{DONE_STATE}\b", re.I
)
"""A change only a to-do list takes ("tick off X and add Y"): the list is named by it."""
_NOUN_PHRASE = re.compile(
    r"^(?:the|a|an|my|your|our|his|her|their|this|that|these|those|some|all)\b|^\d|"
    r"\w\.\w{1,5}\b|[/\\:]",
    re.I,
)
"""A bare title that reads as a thing, not a to-do ("complete the report", "delete notes.txt").

To-do titles are mostly things to do ("book a table", "defrost the freezer"): a bare title that
starts with a determiner or a number, holds data after a colon, or names a file is another
tool's business unless the task names the list.
"""


def _by_title(text: str) -> list[Call] | None:
    for tool, pattern in _BY_TITLE:
        match = pattern.fullmatch(text)
        if match:
            raw = re.sub(WHEN, "", next(g for g in match.groups() if g is not None), flags=re.I)
            named = _NAMED.match(raw)
            one = None if named else _ONE.fullmatch(raw.strip())
            raw = (
                raw[named.end() :]
                if named
                else (one["w"] or one["w2"] or one["w3"])
                if one
                else raw
            )
            title = unquote(raw)
            if (
                not title
                or PRONOUN.fullmatch(title)
                or WHOLE_LIST.search(title)
                or (ANY_ITEM.fullmatch(title) and not QUOTED.search(raw))
                or re.match(rf"{ITEM_NOUN}\s*\d+\s*,", title, re.I)
            ):
                return None  # "delete them", "remove everything", "item 2, ...": not one title
            cued = named or one or _LISTED.search(text) or _TITLE_CUE.match(text)
            bare = raw.strip() == title and not (cued or QUOTED.search(raw))
            if bare and _NOUN_PHRASE.search(title):
                return None  # "complete the report": a task, not a to-do, unless it says so
            if bare and tool == "todo_delete" and re.match(WEAK_DELETE, text, re.I):
                return None  # "cancel the gym membership" may be a to-do; "cancel 'X'" is not
            return [(tool, {"title": t}) for t in item_titles(raw)] or None
    return None


_PARTICLE = re.compile(r"(?:back|in|on|up|out|down|over|away|off|through|around|along|by)\b", re.I)
"""A phrasal verb's particle alone: "get back to my list" adds no item called "back" (where
"back up the laptop" is a to-do)."""
_BACK = re.compile(r"\sback$", re.I)  # "put X back": X was there (undoing is no add)


_PUT_ELSEWHERE = re.compile(r"(?:put|pop|stick|place)\s", re.I)
_ELSEWHERE = re.compile(r"\s(?:on|in|onto|into)\s+(?:the|my|a|an|his|her|our|their)\s+\w", re.I)
"""A place of its own in what is put ("put my name on the rota to my list"): the verb is the
to-do's, the list is where it goes."""


def _adds(text: str) -> list[Call] | None:
    for pattern in _ADD:
        match = pattern.fullmatch(text)
        if match is None or PRONOUN.fullmatch(match["title"].strip()):
            continue  # "add it to my todos": which "it" is for the caller to work out
        title = match["title"].strip()
        elsewhere = _ELSEWHERE.search(title) and not todo_title(title)  # "put fill in X on ..."
        if pattern is _ADD[0] and (put := _PUT_ELSEWHERE.match(text)) and elsewhere:
            title = f"{put[0].strip()} {title}"  # "put my name on the rota to my list": a to-do
        if WHOLE_LIST.fullmatch(title) or _PARTICLE.fullmatch(title) or _BACK.search(title):
            return None  # "get everything on my list", "put X back on my list": not a new item
        if ANY_ITEM.fullmatch(title):
            return None  # "can you add things to my list?": about adding, no item named
        several = r",?\s+and\s+|\s*,\s*" if match.groupdict().get("several") else r"(?!)"
        infinitives = re.split(rf",?\s+and\s+(?:also\s+)?to\s+|{several}", title)
        titles = [t for part in infinitives for t in titles_in(part)]
        return [("todo_add", {"title": title}) for title in titles] or None
    return None


def asks_on_list(clause: str) -> bool:
    """Whether `clause` asks if an item is on the list (its answer starts with yes or no)."""
    return on_list_asked(normalize(clause))


_DONE_FIRST = re.compile(rf"^(?:{DONE_STATE}|complete)\s*:\s*(?P<t>.+)$", re.I)
"""A completion written as a heading: "done: X" (X a to-do or quoted, as `named_before` reads)."""
_ABSENT = {"unless_listed": True}


def _read(text: str) -> list[Call] | None:
    """The calls of one normalized clause, by the grammar's steps in order."""
    if calls := _by_id(text):
        return calls
    if calls := item_question(text):
        return calls
    if _ADD[0].fullmatch(text) and not _QUESTION.match(text):
        return _adds(text)  # "get X on the list": an add, though "get" also reads
    if (stated := _DONE_FIRST.fullmatch(text)) or (stated := MAKE_SURE.fullmatch(text)):
        titles = (
            named_before(stated["t"], "todo_complete")
            if stated.re is _DONE_FIRST
            else split_items(stated["t"])
        )
        tool, flag = ("todo_complete", {}) if stated.re is _DONE_FIRST else ("todo_add", _ABSENT)
        return [(tool, {"title": t, **flag}) for t in titles] or None
    if reads_list(text):
        return [("todo_list", {})]
    return first_adds(text) or clear_calls(text) or _adds(text) or _by_title(text)


_QUESTION = re.compile(r"^(?:is|are|was|did|do|does|have|has|what|which|why|how|when)\b", re.I)


def normalize(clause: str) -> str:
    """`clause` without politeness around it ("please", "could you", "thanks") or its last stop.

    "would you mind adding X" asks "add X": the verb after "mind" comes back to its base form.
    """
    text = re.sub(WHEN_FIRST, "", clause.strip().rstrip("?!. "), flags=re.I)
    minded = re.match(r"^.*?\b(?:would|do)\s+(?:you|u)\s+mind\s+", text, re.I)
    text = rephrase(POLITE.sub("", text).strip())
    return base_form(text) if minded else text


def todo_calls(clause: str) -> list[Call] | None:
    """The to-do calls one clause asks for, or None when it is not (only) a to-do request.

    A last part that acts on "it" acts on what the clause names before it ("sorted out 'X' -
    tick it off"); a reason after a request asks for nothing ("strike #1, it's not happening").
    """
    text = normalize(clause)
    if not text:
        return None
    if renamed := rename_calls(text):  # "change 'A' on my list to 'B'"
        return renamed
    if text.startswith("todo: ") and (calls := _read(text)):
        return calls  # "new todo: drop off donations": an add, whatever its verb
    if swapped := _given_up_for(text):
        return swapped
    if whole := whole_list_calls(text, todo_calls):  # "Term's over. Delete everything on my list"
        return whole
    if more := added_after(text, todo_calls) or done_beside_add(text, todo_calls):  # "..., also Y"
        return more
    if (request := reason_first(text, todo_calls)) and (calls := todo_calls(request)):
        return calls  # "That plan is cancelled, so please delete 'X' from my list"
    for said in (text, clause.strip().rstrip("?!. ")):  # "I need to X can u add it": "I need to"
        if (parts := LAST_PART.fullmatch(said) or BARE_LAST.fullmatch(said)) and (
            calls := antecedent_calls(parts["head"].rstrip(" ,;:.-–—"), parts["tail"])
        ):
            return calls
    if (once := kept_single(text, todo_calls, _bare_adds)) is not None:
        return once or None  # "only add X if it isn't there", "make sure X is on, not twice"
    reasoned = re.sub(REASON, "", text, flags=re.I)
    if reasoned != text and reasoned.strip():
        return todo_calls(reasoned)
    if (aside := AFTER_THE_LIST.fullmatch(text)) and (calls := _read(aside["request"])):
        return calls  # "take X off the list we've still got loads": a new clause, a reason
    return _read(text)


def _stated_ids(text: str, tool: str) -> list[Call] | None:
    """The ids a statement names by number or position ("I did the last item on my list")."""
    match = FRONTED.fullmatch(text) or STATED.fullmatch(text)
    rest = match["rest"] if match else place_alone(text)  # "whatever is at the bottom, bin it"
    if rest is None and tool == "todo_delete" and (gone := NO_LONGER.fullmatch(text)):
        rest = gone["off"]  # "items 1 and 4 are cancelled, remove them"
    if rest is None or tool not in ("todo_complete", "todo_delete"):
        return None
    verb = "complete" if tool == "todo_complete" else "delete"
    calls = _by_id(f"{verb} {rest}")
    return calls if calls and all(t == tool for t, _ in calls) else None


def _given_up_for(text: str) -> list[Call] | None:
    """A quoted item no longer needed, then an add: "I don't need 'A' anymore, but add 'B'"."""
    said = BUT_INSTEAD.fullmatch(text)
    gone = NO_LONGER.fullmatch(said["gone"]) if said else None
    if said is None or gone is None or not QUOTED.fullmatch((gone["rest"] or "").strip()):
        return None
    added = todo_calls(said["request"])
    if not added or any(tool != "todo_add" for tool, _ in added):
        return None
    return [("todo_delete", {"title": unquote(gone["rest"].strip())}), *added]


def antecedent_calls(clause: str, following: str) -> list[Call] | None:
    """The calls "it" asks for in "I need to pay rent, add it to my list" (the clause before).

    "I need to A and B, put both on my list" adds two; "I don't need to A anymore, delete it" and
    "forget about A, take it off my list" delete A; "I dealt with A, mark it done" completes A.
    None when the clause alone asks for another kind of change ("complete 3, then delete it").

    Args:
        clause: The clause before ("I need to pay rent").
        following: The clause after it; it must add, complete or delete "it" on the list.
    """
    then = POLITE.sub("", following.strip().rstrip("?!. ")).strip()
    text = POLITE.sub("", clause.strip().rstrip(".!,")).strip()
    text = BACKGROUND.sub("", text)  # "friends are coming so i need to A and B, put both on"
    if single := added_once(clause, then, todo_calls, normalize):
        return single
    if re.fullmatch(REASON, f", {then}", re.I) and (alone := todo_calls(clause)):
        return alone  # "delete 'X' from my list; it is no longer needed": the reason asks nothing
    if whole := whole_list_calls(f"{text}. {then}", todo_calls):
        return whole  # "Semester's over. Delete everything on my list": a reason, then the list
    missing = IF_MISSING.fullmatch(then)  # "X - add it to my list if it's not already there"
    if missing is None and IF_ABSENT.fullmatch(text):
        missing = IF_NOT.fullmatch(then) or IF_NOT_FIRST.fullmatch(then)
    then = missing["head"] if missing else then
    tool = pronoun_action(text, then)  # "X is finished, mark it"
    if tool is None and (own := _by_id(then)) and own == _stated_ids(text, own[0][0]):
        return own  # "I did the last item on my list, tick the last one off": the same item
    one = NEED.fullmatch(clause.strip().rstrip(".!,")) and re.search(r"\b(?:it|that|this)$", then)
    if tool is None and (IF_ABSENT.fullmatch(text) or one) and ADD_IT.fullmatch(then):
        tool = "todo_add"  # "if X isn't on my list, add it", "I need to X, add that": a to-do
    if missing and tool != "todo_add":
        return None
    if tool is None or not text:
        return None
    if tool == "todo_add":
        stated = BACKGROUND.sub(
            "", re.sub(WHEN_FIRST, "", clause.strip().rstrip(".!,"), flags=re.I)
        )
        match = (
            NEED.fullmatch(stated) or IF_ABSENT.fullmatch(stated) or TO_DO_SAID.fullmatch(stated)
        )
        match = match or IF_ABSENT.fullmatch(text)  # "can you check if X is on my list"
        if match is None:
            return None  # the cue "I need to", or a to-do itself ("call mom, add that")
        said_in = match.groupdict()
        rest = match["rest"] or said_in.get("rest2") or said_in.get("rest3") or ""
        said = re.sub(WHEN, "", rest, flags=re.I).strip(" .,:")
        rest = unquote(said)
        titles = [rest] if QUOTED.fullmatch(said) else referred_titles(rest, then)
        titles = titles if rest else []
        if match.re is IF_ABSENT or missing:
            return [(tool, {"title": t, "unless_listed": True}) for t in titles] or None
    else:
        return _changed_before(text, then, tool)
    return [(tool, {"title": t}) for t in titles] or None


def _changed_before(text: str, then: str, tool: str) -> list[Call] | None:
    """The completes or deletes "it" in `then` asks of what `text` names."""
    if ids := _stated_ids(text, tool):
        return ids  # "Number 2 on my list I have finished. Mark it as done."
    if quoted := [t for m in QUOTED.finditer(text) if (t := unquote(m.group()))]:
        return [(tool, {"title": t}) for t in quoted]  # "Both 'A' and 'B' are sorted now"
    alone = _read(text) or _read(rephrase(text)) or whole_list_calls(text)  # "done no. 2 today"
    if alone and any(t != tool for t, _ in alone):
        return None
    if alone and len(alone) == 1 and isinstance(title := alone[0][1].get("title"), str):
        return [
            (tool, {"title": t}) for t in several_titles([title], then)
        ] or None  # "A and B, both"
    if alone:
        return alone  # "X is done now, tick it off", "the last item is done, check it off"
    titles = several_titles(named_before(text, tool), then)
    return [(tool, {"title": t}) for t in titles] or None
