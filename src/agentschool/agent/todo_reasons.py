"""Why a to-do change is wanted, said beside it, and read only when it agrees with the change.

"Please tick off "prune the roses". My grandson gave me a hand with it yesterday.", "Would you
take "get my flu jab" off my list altogether? I added it by mistake.", "Please wipe my whole
list clean. I should like to start afresh.": people say why. Such a sentence is a statement
(it starts with a subject, never a verb), holds no number, quote or request, no condition and
no second thought ("actually", "instead", "too", "but"), and its words may say only one kind
of reason:

- a deed done ("I have done both of them", "we got through the lot"): it agrees with a
  completion, a deletion or a clearing, never with an add;
- something not needed or put down wrong ("I added it by mistake", "I shan't be needing either
  of them", "I wrote it down wrong"): a deletion, a rename or a clearing;
- memory ("I shall never remember otherwise", "My memory is not what it was"): an add or a
  read of the list;
- a fresh start ("I have made a muddle of it"): a clearing, a deletion or a completion;
- nothing of these ("My reading glasses are in the other room"): anything.

A reason is dropped, the rest is read alone, and its plan is kept only when each reason agrees
with it; so a reason that would change the request ("Add milk. I already bought it.") costs a
refusal, never an action.

A sentence before a request may also name the item the request calls "it": "The fifth thing on
my list is finished, thank goodness. Please mark it as done." reads "Please mark number 5 as
done.", and the sentence that named it is then a reason like the others.
"""

from __future__ import annotations

import re
from collections.abc import Set
from dataclasses import dataclass

from agentschool.agent.arithmetic import plain_wording
from agentschool.agent.todo_lexicon import LIST_NOUN
from agentschool.tools.number_words import ORDINALS

__all__ = ["Reasoned", "apart_from_reasons"]

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=\S)|\s*\n\s*")
_SO = re.compile(r",\s+(?:so|and\s+so)\s+(?=\S)", re.IGNORECASE)
"""Where a reason ends and its request starts in one sentence ("I have done number 2, so ...")."""

_CHANGES = frozenset({"todo_add", "todo_complete", "todo_delete", "todo_rename", "todo_clear"})
_ANY = _CHANGES | {"todo_list"}


@dataclass(frozen=True, slots=True)
class _Kind:
    """One kind of reason: the words that say it, what it agrees with, what it contradicts."""

    words: re.Pattern[str]
    agrees: frozenset[str]
    contradicts: frozenset[str]


def _kind(words: str, agrees: set[str], contradicts: set[str]) -> _Kind:
    return _Kind(re.compile(words, re.IGNORECASE), frozenset(agrees), frozenset(contradicts))


_ANNOUNCED = _kind(
    r"^(?:please|i\s+wonder\s+if\s+you\s+(?:could|might|would))\s+(?:alter|amend|change|correct|update|"
    r"reword)\s+(?:one\s+of\s+my\s+items|an?\s+item|something\s+on\s+my\s+list)$",
    {"todo_rename"},
    {"todo_add", "todo_complete", "todo_delete", "todo_clear"},
)
"""A change announced before it is said: "I wonder if you could alter one of my jobs."."""
_KINDS = (
    _ANNOUNCED,
    _kind(  # a deed done
        r"\b(?:(?:have|has|had|'ve)\s+(?:now\s+|just\s+|already\s+)?)?(?:done|finished|completed|did|"
        r"(?:seen|saw|see)\s+to|sorted(?:\s+out)?|dealt\s+with|(?:taken|took)\s+care\s+of|"
        r"got\s+through|gave\s+me\s+a\s+hand|bought|(?:got|collected|posted|sent|paid)\s+(?:it|them|that)(?!\s+wrong)|"
        r"picked\s+(?:it|them|that)\s+up|(?:is|are|was|were)\s+(?:all\s+)?(?:finished|done|"
        r"seen\s+to|sorted|over(?!\s+the\s+place)))\b",
        {"todo_complete", "todo_delete", "todo_clear"},
        {"todo_add"},
    ),
    _kind(  # not needed, or put down wrong
        r"\b(?:(?:put|added|wrote|written)\s+(?:it|that|them|this)(?:\s+(?:down|on|there))?\s+(?:by\s+mistake|"
        r"in\s+error|wrong(?:ly)?)|by\s+mistake|in\s+error|mistaken(?:ly)?|wrong(?:ly)?|misspel(?:t|led)|typo|"
        r"not\s+doing\s+(?:that|it|this|them)(?:\s+any\s*more)?|(?:hubby|husband|wife|partner|mum|mom|"
        r"dad|he|she|they)(?:'s|\s+has|\s+have|'ve)\s+got\s+(?:it|them|that|those)|"
        r"need(?:n't|\s+not)|(?:do|does|did|will|shall)(?:n't|\s+not)\s+need|(?:won't|shan't|"
        r"will\s+not|shall\s+not)\s+be\s+needing|no\s+longer|not\s+needed|(?:see|seeing)\s+to\s+it\s+"
        r"(?:himself|herself|themselves|themself)|cancell?ed|called\s+off)\b",
        {"todo_delete", "todo_rename", "todo_clear"},
        {"todo_add", "todo_complete"},
    ),
    _kind(  # memory
        r"\b(?:what\s+(?:i|we)(?:'d|\s+had|\s+have)?\s+(?:put|wrote|written|jotted)\s+down|"
        r"(?:i|we)(?:'d|\s+would|'ll|\s+will|\s+shall)\s+(?:only\s+|surely\s+|just\s+)?(?:forget|"
        r"never\s+remember)|(?:never|not)\s+remember|forget\w*|forgot(?:ten)?|remember\w*|memory\s+is\s+not\s+"
        r"what\s+it\s+was|memory|reminded|reminders?|slip(?:s|ped)?\s+my\s+mind|otherwise)\b",
        {"todo_add", "todo_list"},
        {"todo_delete", "todo_clear"},
    ),
    _kind(  # a fresh start
        r"\b(?:afresh|start\s+(?:again|over|anew)|fresh\s+start|clean\s+slate|muddle|mess|"
        r"new\s+(?:one|list)|(?:semester|term|school\s+year|year|season|summer|holidays?|course|"
        r"project|week)(?:'s|\s+is|\s+has)\s+(?:over|done|finished|ended))\b",
        {"todo_clear", "todo_delete", "todo_complete"},
        set(),
    ),
)

_STATEMENT = re.compile(
    r"^(?:i|i'm|i've|i'll|i'd|my|we|we're|we've|we'll|our|he|she|they|his|her|their|it|it's|"
    r"that's|there's|the|this|these|those|both|every|everything|all|thank|thanks|as|sadly|luckily|well|oh|ah|just|"
    r"(?:finished|done|did|sorted)(?=\s+(?:it|that|them|the\s+lot)\b)|"
    r"[A-Z][a-z]+(?=\s+(?:is|was|has|had|came|gave|did|said|says|will|reminded|helped)\b))\b",
    re.IGNORECASE,
)
"""How a reason starts: a subject, a thanks or an "as"; never a verb, so no request."""
_FORMAT = re.compile(
    r"^(?:just\s+)?(?:the\s+)?(?:number|count|total|answer|yes\s+or\s+no)\s+(?:will\s+do|is\s+fine"
    r"|is\s+enough|please)[.!]?$",
    re.IGNORECASE,
)
"""How the answer may look ("Just the number will do."): it asks nothing more."""
_ASIDES = re.compile(
    r"\b(?:first\s+thing(?:\s+(?:this|in\s+the)\s+(?:morning|afternoon))?|thank\s+goodness|"
    r"thank\s+heavens|thankfully|(?:both|either|all|every\s+one)\s+of\s+them|the\s+lot|for\s+me|"
    r"put\s+(?:my|our|his|her)\s+feet\s+up|"
    rf"(?:on|from|off)\s+(?:my|the)\s+(?:to-?do\s+)?{LIST_NOUN})\b",
    re.IGNORECASE,
)
"""Words a reason may hold that name nothing new: a time, a thanks, what the request names."""
_UNSAFE = re.compile(
    r"\d|[\"“”%$£€¥#=+*/^<>?]|(?<!\w)'(?!s\b)|\b(?:my\s+bad|i\s+said|i\s+say|please|pls|kindly|could|would|can|will\s+you|"
    r"let's|actually|wait|instead|rather|kidding|joking|never\s*mind|scratch|undo|ignore|sorry|"
    r"oops|whoops|meant|mean|make\s+that|only|except|also|too|as\s+well|another|again|but|"
    r"however|though|although|if|unless|once|until|till|one|ones|kind|sort|type|brand|version|"
    r"not|no|n't|never|nothing|none|neither|nor|add|delete|remove|tick|mark|rename|clear|wipe|"
    r"change|put|list|item|items|number|numbers|need\w*|want\w*|out\s+of|low\s+on|short\s+of|"
    r"ran\s+out|run\s+out|running|empty|gone|first|second|third|fourth|fifth|sixth|seventh|"
    r"eighth|ninth|tenth|last)\b|n[’']t\b",
    re.IGNORECASE,
)
"""What no reason holds once its kind's words are read: a number, a quote, a request, a second
thought, a condition, a negation, a change to the list or a reference to an item."""

_POSITION = re.compile(
    r"\b(?:(?:number|item|no\.?)\s+(?P<n>\d+)|the\s+(?P<nth>"
    + "|".join(ORDINALS)
    + r")\s+(?:thing|item|job|one|entry|task))\b"
    r"|(?P<quote>\"[^\"]+\"|“[^”]+”)",
    re.IGNORECASE,
)
"""How a sentence before a request names the item: "number 1", "the fifth thing", a quote."""
_REFERS = re.compile(r"\b(?:too|also|as\s+well|either|both)\b", re.IGNORECASE)
"""A request that refers to what the sentences beside it name."""
_THE_LOT = re.compile(r"\b(?:the\s+(?:whole\s+)?lot|everything|all\s+of\s+them)\b", re.IGNORECASE)
_THEM_ALL = re.compile(r"\b(?:them\s+all|all\s+of\s+them|them)\b", re.IGNORECASE)
_IT = re.compile(r"\b(?:it|that)\b(?!\s+(?:is|was|'s)\b)", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Reasoned:
    """A task read apart from its reasons."""

    request: str
    """What is left to read: the request, with "it" named where a reason named it."""
    reasons: tuple[str, ...]

    def agrees(self, tools: Set[str]) -> bool:
        """Whether every reason agrees with a plan of `tools` (to-do tools only)."""
        if not tools or not tools <= _ANY:
            return False
        return all(_agrees(reason, tools) for reason in self.reasons)

    def contradicts(self, tools: Set[str]) -> bool:
        """Whether a reason contradicts a plan of one to-do change read with the reason in it.

        "add milk to my list, I already bought it" may be read whole, the reason left over; the
        reason still says the add is not wanted. A plan of several changes is left to the
        reading apart from the reasons, which knows which change each reason is said beside.
        """
        one_change = tools <= _ANY and len(tools - {"todo_list"}) == 1
        return one_change and not self.agrees(tools)


def apart_from_reasons(task: str) -> Reasoned | None:
    """`task` without the reasons said beside its request, or None when it has none."""
    parts = [p for s in _SENTENCE_END.split(task.strip()) for p in _peeled(s) if p.strip()]
    request: list[str] = []
    reasons: list[str] = []
    named: str | None = None
    for part in parts:
        if not request and (mention := _named(part)) and _reason(mention[1]) is not None:
            named = mention[0]  # "The fifth thing on my list is finished."
            reasons.append(mention[1])
            continue
        if (kind := _reason(part)) is not None:
            reasons.append(kind)
            if not request and _THE_LOT.search(part):
                named = "everything"  # "I've done the lot today - mark them all as done."
            continue
        if named == "everything" and _THEM_ALL.search(part):
            part, named = _THEM_ALL.sub(named, part, count=1), None
        elif named is not None and _IT.search(part):
            part, named = _IT.sub(named, part, count=1), None  # "Please mark it as done."
        request.append(part)
    if named not in (None, "everything") or _REFERS.search(" ".join(request)):
        return None  # "we're having guests. add wine too": the reason names an item
    if not reasons or not request:
        return None
    return Reasoned(" ".join(request), tuple(reasons))


def _peeled(sentence: str) -> list[str]:
    """`sentence` cut where a reason ends or starts in it: ", so", a comma or a dash.

    "Mark 4 as done please, finished it this morning.": the last part is a reason; "I've done
    the lot today - mark them all as done.": the first.
    """
    if _reason(sentence) is not None:
        return [sentence]  # "All of them, I'm starting a new week.": one reason
    parts = _SO.split(sentence)
    head, _, tail = parts[-1].rpartition(" - " if " - " in parts[-1] else ", ")
    if head and _reason(tail) is not None:
        parts[-1:] = [head, tail]
    head, _, tail = parts[0].partition(" - ")
    if tail and _reason(head) is not None:
        parts[:1] = [head, tail]  # "I've done the lot today - mark them all as done."
    return parts


def _named(sentence: str) -> tuple[str, str] | None:
    """The one item `sentence` names and the sentence with "it" in its place, or None."""
    found = list(_POSITION.finditer(sentence))
    if len(found) != 1:
        return None
    match = found[0]
    if match["quote"]:
        name = match["quote"]
    else:
        name = f"number {match['n'] or ORDINALS[match['nth'].lower()]}"
    return name, sentence[: match.start()] + "it" + sentence[match.end() :]


_FRAGMENT = re.compile(
    r"(?:(?:ugh|oh|argh|phew|oops)\s+)?(?:i\s+)?(?:nearly|almost)\s+forgot(?:\s+this)?|"
    r"(?:i\s+)?(?:can'?t|cannot|don'?t)\s+remember(?:\s+if\s+i\s+(?:added|put)\s+(?:it|that)"
    r"(?:\s+(?:on|there))?)?|(?:the\s+)?school\s+sent\s+(?:another|a)\s+reminder|"
    r"not\s+doing\s+(?:that|it|this)(?:\s+(?:any\s*more|now|right\s+now|this\s+(?:year|week|season)))?|"
    r"(?:it'?s|it\s+has|that'?s)\s+been\s+(?:cancell?ed|called\s+off|dropped|done)|"
    r"(?:(?:the|my|our)\s+)?(?:semester|term|school\s+year|trip|holiday|tour|season|project|job|"
    r"contract)(?:'s|\s+is|\s+has\s+been)\s+(?:over|done|finished|cancell?ed)|"
    r"(?:the\s+)?(?:customer|client|they|job)(?:'s|\s+has|\s+have)?\s+(?:cancell?ed|called\s+(?:it\s+)?off|"
    r"pulled\s+out)|"
    r"(?:hubby|husband|wife|partner)(?:'s|\s+has)\s+got\s+(?:it|them)",
    re.IGNORECASE,
)
"""Reasons said short, with no subject: "cant remember", "nearly forgot", "semester's over"."""


def _reason(sentence: str) -> str | None:
    """`sentence` when it is a reason (a statement that asks and names nothing), else None."""
    text = sentence.strip().rstrip(".! ")
    if _FORMAT.match(text) or _FRAGMENT.fullmatch(text):
        return text
    if _ANNOUNCED.words.fullmatch(text):
        return text  # "I wonder if you could alter one of my jobs."
    if len(text.split()) < 3 or not _STATEMENT.match(text):
        return None
    rest = _ASIDES.sub(" ", text)
    if not re.search(r"[a-z]", rest, re.IGNORECASE):
        return None  # "add milk to my list, both of them": words of the request, no reason
    for kind in _KINDS:
        rest = kind.words.sub(" ", rest)
    return None if _UNSAFE.search(rest) or _UNSAFE.search(plain_wording(rest)) else text


def _agrees(reason: str, tools: Set[str]) -> bool:
    """Whether `reason` agrees with a plan of `tools`: no kind of it contradicts, one agrees."""
    for kind in _KINDS:
        if kind.words.search(reason) and (kind.contradicts & tools or not kind.agrees & tools):
            return False
    return True
