"""Words around a to-do that say what to do with it, read before the to-do grammar.

"I need to X" (a to-do stated before "add it", perhaps after background), "mark it done" of the
clause before, "if X isn't on my list" and "add X if it's not already there" (an add only when X
is missing), "make sure X is on my list", "don't add it twice", an item no longer needed ("no
need to X anymore", "I don't need 'A' anymore, but add 'B'"), an item said before its verb, a
done label ("Finally got round to it: X"), the politeness around a request and where its last
part starts.
"""

from __future__ import annotations

import re

from agentschool.agent.todo_lexicon import (
    ADD_VERB,
    APART,
    COMPLETED,
    DELETE,
    DONE_STATE,
    LIST_NOUN,
    THE_LIST,
    TODO_VERBS,
)
from agentschool.agent.todo_wording import CALLED_OFF

__all__ = [
    "ADD_IT",
    "BACKGROUND",
    "BARE_LAST",
    "BUT_INSTEAD",
    "DEED",
    "DONE_LABEL",
    "FRONTED",
    "IF_ABSENT",
    "IF_MISSING",
    "IF_NOT",
    "IF_NOT_FIRST",
    "LAST_PART",
    "MAKE_SURE",
    "NEED",
    "NOT_TWICE",
    "NO_LONGER",
    "POLITE",
    "PRONOUN_ACTIONS",
    "THEM",
    "THEN",
    "TO_DO",
    "TO_DO_SAID",
    "acts_on_it",
    "pronoun_action",
]

_THE_LIST = THE_LIST

NEED = re.compile(
    r"^(?:(?:oh|ok|okay|so|and|also|hey|ugh|argh|oops|damn|gah|sigh|man|next|then)\W+)*"
    r"(?:(?:i(?:'ve|\s+have)\s+been\s+|i(?:'m|\s+am)\s+)?(?:meaning|wanting|planning|trying|"
    r"supposed)\s+to\s+|"
    r"(?:(?:we'?re|we\s+are|i'?m|i\s+am)\s+)?(?:(?:all|almost|nearly)\s+)?(?:out\s+of|running\s+(?:low|out)\s+(?:on|of)|"
    r"low\s+on)\s+|(?:we|i)\s+(?:have\s+)?(?:ran|run)\s+out\s+of\s+|"
    r"(?:i|we)(?:'ve|\s+have)\s+(?:really\s+)?got\s+to\s+|"
    r"(?:i|we)\s+(?:really\s+|still\s+|also\s+)?(?:need|have|want|got|must|"
    r"should|ought)(?:\s+really)?\s+(?:to\s+)?|(?:i\s+)?(?:really\s+)?(?:need|have|got)\s+to\s+|"
    r"(?:really\s+)?need\s+|"
    r"(?:i\s+)?must\s+|(?:i\s+)?(?:really\s+)?gotta\s+|(?:i\s+)?(?:keep\s+|always\s+)?"
    r"(?:forg[eo]t(?:ting)?\s+to|putting\s+off)\s+|(?:do\s*n[o']?t|never)\s+(?:let\s+me\s+)?"
    r"forget(?:\s+to|\s*:)?|remember\s+to|remind\s+me\s+to|note(?:\s+to\s+self)?\s*:)\s*"
    r"(?:(?:remember|not\s+forget)\s+to\s+)?(?P<rest>.+)$",
    re.I,
)
"""A to-do stated before a request to add "it": "I need to X", "gotta X", "I keep forgetting to
X", "remind me to X" (the to-do is X)."""
IF_ABSENT = re.compile(
    r"^(?:if\s+(?P<rest>.+?)\s+(?:isn'?t|is\s+not|aren'?t|are\s+not)\s+(?:already\s+|yet\s+)?"
    rf"(?:on|in)\s+{_THE_LIST}(?:\s+(?:already|yet))?|(?:check|see)\s+(?:if|whether)\s+"
    rf"(?P<rest2>.+?)\s+(?:is|are)\s+(?:already\s+)?(?:on|in)\s+{_THE_LIST}(?:\s+already)?|"
    r"(?:(?P<lead>(?:do|did)\s+(?:i|we)\s+(?:already\s+)?(?:have|got)|(?:have|has)\s+(?:i|we)\s+(?:already\s+)?"
    r"got|(?:is|are)(?=\s+.+?\s+(?:already\s+)?(?:on|in)\s)|(?:i\s+(?:can'?t|cannot|do\s*n'?t)\s+remember|"
    r"i'?m\s+not\s+sure|not\s+sure)\s+(?:whether|if)\s+(?:i|we)\s+(?:already\s+|ever\s+)?(?:put|added|wrote)(?=\s.+\s(?:on|in|to)\s))"
    r"\s+)?(?P<rest3>.+?)\s+(?(lead)|(?:is|are)\s+)(?:already\s+)?"
    rf"(?:on|in|to)\s+{_THE_LIST}(?:\s+(?:already|yet))?"
    r"(?(lead)(?:\s*,?\s*or\s+(?:not|no))?|\s*,?\s*or\s+(?:not|no)))$",  # "X is on it or not"
    re.I,
)
"""A to-do named in a condition before "add it": "if X isn't on my list yet, add it", "check if
X is on my list and add it if it isn't", "do I already have X on my list? if not, add it", "X
is on my list or not? if not, add it"."""
IF_NOT = re.compile(
    r"(?P<head>.+?)\s+if\s+(?:not|(?:it|they)\s*(?:isn'?t|aren'?t|is\s+not|are\s+not|'s\s+not))",
    re.I,
)
"""A bare condition after "add it" when the clause before named the list ("add it if it isn't")."""
IF_NOT_FIRST = re.compile(
    r"if\s+(?:not|no|(?:it|they)\s*(?:isn'?t|aren'?t|is\s+not|are\s+not|'s\s+not))"
    r"(?:\s+(?:there|on\s+(?:it|there)|already|yet))*\s*,?\s*(?:then\s+)?(?:please\s+)?(?P<head>.+)",
    re.I,
)
"""The same condition before "add it": "if not, add it", "if it isn't, put it on"."""

MAKE_SURE = re.compile(
    r"^(?:make\s+sure|ensure)\s+(?:that\s+)?(?:(?:i|we)(?:'ve|\s+have)?\s+(?:got|have)\s+)?(?P<t>.+?)"
    rf"(?:\s+(?:is|are))?\s+(?:on|in)\s+{_THE_LIST}$",
    re.I,
)
"""Adding only what is missing: "make sure X is on my list", "make sure I've got X on my list"."""
NOT_TWICE = re.compile(
    r"(?:but\s+|and\s+)?(?:please\s+)?(?:(?:do\s*n[o']?t|do\s+not|never)\s+(?:add|put|list)\s+(?:it|them|that)"
    r"\s+(?:twice|again|a\s+second\s+time|more\s+than\s+once)|(?:do\s*n[o']?t|do\s+not)\s+"
    r"(?:duplicate|double\s+up)(?:\s+(?:it|them))?|no\s+duplicates?)",
    re.I,
)
"""An add kept single: "..., don't add it twice" (added only if missing)."""
IF_MISSING = re.compile(
    r"(?P<head>.+?)\s*,?\s+(?:(?:but\s+)?only\s+)?(?:if\s+(?:(?:it|that|they)\s*(?:isn'?t|is\s+not|'s\s+not|"
    r"aren'?t|are\s+not|'re\s+not)|not)|unless\s+(?:it|that|they)\s*(?:'s|is|'re|are))\s+"
    rf"(?:already\s+|yet\s+)?(?:(?:on|in)\s+(?:there|it|{_THE_LIST})|there|listed)"
    r"(?:\s+(?:already|yet))?$",
    re.I,
)
"""An add on a condition that it is missing: "add X if it isn't on there already", "put X on my
list unless it's already there"."""

_THEM = r"(?:them|(?<!\w)['’]?em)"
""""them", also as said ("tick em off", "check 'em off")."""
THEM = (
    rf"(?:{_THEM}\s+(?:both|all)|it|that|this|{_THEM}|these|those|both(?:\s+of\s+them)?|"
    r"all\s+of\s+them|all\s+(?:three|3)|each\s+(?:one|of\s+them))"
)
_IT = rf"(?:{THEM}|they|that\s+one)"
THEN = r"(?:(?:you\s+can|can\s+you|could\s+you|please|so|and|just|go\s+ahead\s+and)\s+)*"
PRONOUN_ACTIONS = [
    (
        "todo_complete",
        re.compile(
            rf"^{THEN}(?:(?:mark|set)\s+{_IT}(?:\s+as)?\s+(?:done|complete[d]?|finished)|"
            rf"(?:tick|check|cross|mark)\s+{_IT}\s+off|tick\s+{_IT}|"
            rf"(?:{_IT}(?:'s|'re|\s+is|\s+are)\s+)?(?:all\s+|now\s+|both\s+)?{DONE_STATE})"
            rf"(?:\s+(?:on|from)?\s*{THE_LIST})?$",
            re.I,
        ),
    ),
    (
        "todo_delete",
        re.compile(
            rf"^{THEN}(?:{DELETE}\s+{_IT}|take\s+{_IT}\s+(?:off|out\s+of|from)|cross\s+{_IT}\s+out)"
            rf"(?:\s+(?:from|off|of|on)\s+{THE_LIST}|\s+{THE_LIST})?$",
            re.I,
        ),
    ),
    (
        "todo_add",
        re.compile(
            rf"^{THEN}{ADD_VERB}\s+(?:{THEM}\s+)?(?:down\s+)?(?:to|on|onto|in)\s+"
            rf"(?:my\s+|the\s+)?{LIST_NOUN}{APART}?$",  # "..., (each one separate)"
            re.I,
        ),
    ),
]
"""A clause acting on what came before: "mark it done", "take it off my list", "add them to it"."""
BACKGROUND = re.compile(
    r"^[^,;]+?(?:,|;|\s[-–—]|\s+(?:so|and|but|which\s+means))\s+(?=(?:i|we)(?:'ve|\s+have)?\s+"
    r"(?:really\s+|still\s+|also\s+)?(?:need|have|got|must|gotta|should)\s+to\b)",
    re.I,
)
"""Background before a stated to-do ("we're having friends over, so i need to X")."""
TO_DO = rf"(?:{'|'.join(sorted(TODO_VERBS))})\s+[^,;:]+"
"""A to-do said alone: a verb it starts with and what it acts on ("call the landlord")."""
TO_DO_SAID = re.compile(
    rf"(?:(?:next(?:\s+up)?|up\s+next|then|after\s+that)\s*[:,-]?\s+)?(?!remind\s+me\b)"
    rf"(?P<rest>{TO_DO})",
    re.I,
)
"""A to-do said alone before "add that to my list", perhaps as the next one ("next up: X");
"remind me" is the cue of one (`NEED`), never the to-do ("remind me - add it": of what?)."""
ADD_IT = re.compile(rf"{THEN}{ADD_VERB}\s+{THEM}(?:\s+(?:on|to|in)(?:\s+(?:there|it))?)?", re.I)
"""An add of what came before: "add it", "put it on", "add them in there"."""
DEED = re.compile(
    r"^(?:(?:today|this\s+(?:morning|afternoon|evening)|earlier|yesterday|finally)\s*,?\s+)?"
    r"(?:(?:i|we)\s+)?(?:(?:just|finally|actually|already)\s+)?"
    r"(?:managed|got\s+(?:round|around)|had\s+(?:the\s+|some\s+|enough\s+)?time|had\s+a\s+(?:chance|minute)|"
    r"found\s+(?:the\s+)?time|remembered|was\s+able)\s+to\s+(?P<rest>.+)$",
    re.I,
)
"""A deed told by how it came about ("just had time to mow the lawn", "today I managed to A and
B"): the item is what follows "to"."""
DONE_LABEL = re.compile(
    r"^(?:(?:finally|at\s+last)\s+)?(?:(?:i\s+)?(?:got\s+(?:round|around)\s+to\s+it|did\s+it|done\s+it)|"
    r"done|finished|sorted)\s*[:\-–—]\s*",
    re.I,
)
"""A label saying the item after it is done: "Finally got round to it: X"."""
POLITE = re.compile(
    r"^(?:(?:please|pls|plz|kindly|ok|okay|hey|hi|hello|yo|so|also|now|and|oh|right|alright)(?:\s+there)?"
    r"[,:!]?\s+|"
    r"(?:would|do)\s+(?:you|u)\s+mind\s+|if\s+you\s+(?:could|can|would)\s+|"
    r"(?:can|could|would|will)\s+(?:you|u|ya)\s+(?:please\s+)?(?:be\s+able\s+to\s+)?|"
    r"i'?d\s+like\s+(?:you\s+)?to\s+|i\s+(?:would\s+like|want|need)\s+(?:you\s+)?to\s+|"
    r"go\s+ahead\s+and\s+|just\s+|let'?s\s+|you\s+can\s+)*"
    r"|\s*(?:,?\s*(?:please|pls|plz|for\s+me|thanks|thank\s+you|thx|cheers|ta|now|too|as\s+well|"
    r"so\s+(?:that\s+)?i\s+(?:do\s*n[o']?t|won'?t)\s+forget(?:\s+(?:it|about\s+it))?|"
    r"instead|(?:that|it)\s*(?:would|'d)\s+be\s+(?:great|lovely|nice|ideal|perfect|amazing|awesome|"
    r"brilliant|helpful)))+$",
    re.I,
)

LAST_PART = re.compile(
    r"(?P<head>.+)\s*(?:,|;|:|\.(?=\s)|\s(?:--|[-–—])|\s(?=(?:can|could|would|will)\s+(?:you|u)\s))"
    r"\s*(?P<tail>[^,;]+)",
    re.I,
)
"""A clause's last part, after a comma, a colon, a stop, a dash or "can you" ("X: done")."""
BARE_LAST = re.compile(  # with none of them, before "tick it off" ("ive done X tick it off")
    r"(?P<head>[^,;:.]+?)\s(?:so\s+|and\s+)?(?P<tail>(?:tick|check|cross|mark)\s+(?:it|that)\s+(?:off|as\s+done|done)\b.*)",
    re.I,
)

NO_LONGER = re.compile(
    r"^(?:(?:oh|ok|okay|so|and|also|actually)\W+)*(?:(?:(?:i|we)\s+)?(?:(?:do\s*n[o']?t|no\s+longer)\s+"
    r"(?:really\s+)?(?:need|have)\s+to|(?:can|could)\s+skip|(?:do\s*n[o']?t|no\s+longer)\s+want\s+to)|"
    r"(?:there'?s\s+)?no\s+(?:more\s+)?need\s+to|(?:(?:i|we)\s+)?(?:do\s*n[o']?t|no\s+longer)\s+need(?!\s+to\b)|"
    r"(?:i|we)\s+(?:already\s+)?(?:have|'ve\s+got|got)(?:\s+(?:some|plenty\s+of|enough|loads\s+of))?)\s+"
    r"(?P<rest>.+?)(?:\s+(?:on|in)\s+(?:there|the\s+list|my\s+list))?(?:\s+(?:any\s*more|any\s+longer|after\s+all|already))?$"
    rf"|^(?P<off>.+?)\s+{CALLED_OFF}$",
    re.I,
)
"""An item no longer needed ("no need to X anymore", "we already have X", "X is cancelled"); typed
fast, with no "I" ("dont need to X any more")."""


BUT_INSTEAD = re.compile(
    rf"^(?:change\s+of\s+plans?\s*[:,-]\s*)?(?P<gone>.+?)\s*,?\s+but\s+(?P<request>(?:please\s+)?{ADD_VERB}\b.+)$",
    re.I,
)
"""An item given up, then what replaces it: "I don't need 'A' anymore, but add 'B'"."""
FRONTED = re.compile(
    rf"^(?P<rest>.+?)\s+(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+|already\s+|now\s+)?"
    rf"(?:{COMPLETED}|done)$",
    re.I,
)
"""An item said before its verb: "Number 1 on my list I have finished"."""


_MARK_IT = re.compile(rf"^{THEN}mark\s+{_IT}(?:\s+for\s+me)?$", re.I)
"""A bare "mark it": done only of what the clause before says is done ("X is finished, mark it");
after "I need to X" it could as well mean "mark it down"."""
_SAID_DONE = re.compile(rf"\b(?:{DONE_STATE}|{COMPLETED})\b", re.I)


def pronoun_action(before: str, then: str) -> str | None:
    """The tool `then` asks of "it", the item `before` names ("X is done, tick it off").

    Args:
        before: The clause naming the item ("To-do 5 is finished").
        then: The clause acting on it, politeness gone ("mark it", "delete it").
    """
    tool = next((t for t, pattern in PRONOUN_ACTIONS if pattern.fullmatch(then)), None)
    if tool is None and _MARK_IT.fullmatch(then) and _SAID_DONE.search(before):
        return "todo_complete"
    return tool


def acts_on_it(clauses: list[str], tool: str | None = None) -> bool:
    """Whether the one clause in `clauses` acts on what came before ("so mark that done")."""
    said = [c.strip().rstrip("?!. ") for c in clauses]
    actions = [p for t, p in PRONOUN_ACTIONS if tool in (None, t)]
    return any(p.fullmatch(c) for c in said for p in actions)
