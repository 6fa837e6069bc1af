"""Texting shorthand, read as the words it stands for, before any reader sees a task.

"cld u put X on my list", "hw many to dos do i have", "$1200/mo how much per yr", "3 @ $2 ea",
"$50 w/ 10% off", "split $90 btwn 3", "add milk 2 my list": what a phone's typist writes for
"could you", "how many to-dos", "per month", "each", "with", "between", "to my list". Words that
may stand in a to-do's title are expanded only where they cannot be one (after an amount, before
a percentage, in a question's first words), since a title is kept as typed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from decimal import Decimal

from agentschool.agent.todo_lexicon import LIST_NOUN, TODO_VERBS
from agentschool.tools.number_words import replace_number_words

__all__ = ["HOURS_MINUTES", "also_on_the_list", "expanded", "minutes_unread"]

_AMOUNT = r"[$£€₹]\s*\d[\d,]*(?:\.\d+)?k?"
"""An amount of money as typed, which a rate's shorthand follows ("£300 pw", "$240 pp")."""
_PER = r"(?:hr|h|wk|mo|mth|yr)"
"""A period a rate typed with a slash is per, abbreviated ("€40/wk"; "/month" reads as it is)."""
_SMALL = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
"""A small count said as a word ("four wks and four days")."""


def _small(word: str) -> str:
    return replace_number_words(word.lower())


_MEASURE = r"(?:mls?|l|litres?|liters?|km|kms|miles?|kg|kgs|mg|mcg|g|units?|drops?|gtt)"
"""A measure a rate is typed in ("ml/hr", "km/h")."""
_DETERMINER = (
    r"my|the|a|an|your|ur|our|new|all|last|first|final|next|this|that|each|every|any|more|no|"
    r"one|two|three|four|five|\d+"
)

_Rewrite = tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]]
"""A wording and what it is read as (a replacement, or a function of the match)."""

HOURS_MINUTES = re.compile(r"(?<![\w.:])(?P<h>\d{1,2})h\s?(?P<m>[0-5]\d)(?:m(?:in)?)?\b", re.I)
"""A duration typed "7h30" (7 hours 30 minutes), as in much of Europe and Africa."""


def _hours_minutes(match: re.Match[str]) -> str:
    """A duration "7h30" as "7.5 hours" when its minutes are an exact decimal of an hour."""
    minutes = int(match["m"])
    if minutes % 3:
        return match[0]  # "7h10": 7.1666... hours is no number to show (`rules` refuses it)
    return f"{Decimal(match['h']) + Decimal(minutes) / 60} hours"


_SHORTHAND: list[_Rewrite] = [
    (re.compile(r"\b(?:cld|cud|culd|coud)\b", re.I), "could"),
    (re.compile(r"\b(?:wud|wld)\b", re.I), "would"),
    (re.compile(r"\bcn\b", re.I), "can"),
    (re.compile(r"\b(can|could|would|will|do|did|are|r|thank|help)\s+u\b", re.I), r"\1 you"),
    (re.compile(r"\br\s+you\b", re.I), "are you"),
    (re.compile(r"(?<=[a-z\d])\s+n\s+(?=[a-z$€£₹])", re.I), " and "),  # "milk n eggs"
    (re.compile(r"(?<=[a-z])\s+r\s+(?=[a-z$€£₹])", re.I), " are "),  # "bills r ..."
    (
        re.compile(
            r"\b(need|have|got|want|going|able|like|remember|forget)\s+2\s+"
            rf"(?=(?:{'|'.join(sorted(TODO_VERBS))}|remember|do|go|get|be)\b)",
            re.I,
        ),
        r"\1 to ",
    ),  # "i need 2 remember them"
    (re.compile(r"\b(is|are|was|were|do|does|did|have|has|ca|wo)nt\b", re.I), r"\1n't"),
    (re.compile(r"\b(we|they|you)ve\b", re.I), r"\1've"),
    (
        re.compile(r"\b(there|that|it)s\b(?=\s+(?:\d|a|an|the|no|some|only|just|not)\b)", re.I),
        r"\1's",
    ),
    (re.compile(rf"\bur\s+(?={LIST_NOUN}\b)", re.I), "your "),
    (re.compile(rf"\b(?:on|to|from|off)\s+ur\s+(?={LIST_NOUN}\b)", re.I), "my "),
    (
        re.compile(
            r"\b(?:(?:do\s+you\s+)?(?:have|got)\s+)?any\s+idea\s+(?=what\b|how\s+much\b)", re.I
        ),
        "do you know ",
    ),
    (
        re.compile(
            r"\b(?:(?:i'?d|i\s+(?:would|should)|we'?d|we\s+(?:would|should))\s+be\s+"
            r"(?:very\s+|really\s+|most\s+|so\s+|ever\s+so\s+|much\s+)?"
            r"(?:grateful|thankful|obliged|happy|pleased)\s+if\s+you\s+(?:could|would|can|might)|"
            r"i\s+(?:wonder|wondered|was\s+wondering)\s+if\s+you\s+(?:might|could|would|can)|"
            r"(?:would|could|will)\s+you\s+be\s+(?:so|good|kind)\s+(?:good|kind|enough)\s+"
            r"(?:as\s+to|to)|if\s+you\s+(?:would|could)\s+be\s+so\s+kind\s*,?|^might\s+you|"
            r"(?:would|is)\s+(?:it\s+)?(?:be\s+)?possible\s+(?:for\s+you\s+)?to|"
            r"is\s+there\s+(?:any\s+)?way\s+(?:for\s+you\s+)?to|"
            r"(?:do\s+you\s+think\s+)?(?:you\s+)?(?:could|can|would)\s+you\s+(?:maybe|possibly|perhaps)|"
            r"do\s+you\s+think\s+you\s+(?:could|can|would)|i\s+was\s+hoping\s+you\s+(?:could|would|can)|"
            r"i\s+want\s+that\s+you|(?:pretty\s+)?please(?:\s*,?\s*please)+|pretty\s+please)\s+",
            re.I,
        ),
        "please ",
    ),
    (re.compile(r"\b((?:can|could|would|will)\s+you)\s+(?:quickly|just|kindly)\s+", re.I), r"\1 "),
    (re.compile(r"\b(?:wats|wots|wuts|whatz|wat'?s)\b", re.I), "what's"),
    (re.compile(r"\b(?:wat|wut)\s+(?=is\b)", re.I), "what "),
    (re.compile(r"\s4\s+(?=(?:me|you|u)\s*[.!?]*$)", re.I), " for "),
    (re.compile(r"\b(?:can|could|would|will)\s+you\s+do\s+(?=[\d$£€(])", re.I), "what is "),
    (re.compile(r"\blike\s+(?=(?:done|complete|completed|finished)\b)", re.I), "as "),
    (re.compile(r"\b(is|are|was|were|been)\s+(already\s+)?finish\b", re.I), r"\1 \2finished"),
    (re.compile(r"\babt\b", re.I), "about"),
    (re.compile(r"\b(did|have)\s+(i|we)\s+remember(?:ed)?\s+to\s+(put|add)\b", re.I), r"\1 \2 \3"),
    (
        re.compile(
            r"\b((?:done|finished|completed|did)\s+(?:number|no\.?|item|#)\s*\d+)\s+(?:on|in|from)\s+"
            r"(?:my|the)\s+(?:to-?\s?do\s+)?list\b",
            re.I,
        ),
        r"\1",
    ),  # "done number 2 on my list, tick it off"
    (
        re.compile(
            r"\b(?:i'?ve|i\s+have)\s+(?:just\s+|already\s+)?(done|finished|completed)\s+"
            r"(?=(?:number|no\.?|item|#)\s*\d)",
            re.I,
        ),
        r"\1 ",
    ),  # "I've done number 2": the item of that number
    (re.compile(r"\b(finished|done|complete|completed)\s+already\b", re.I), r"\1"),
    (
        re.compile(
            r"^(?:(?:for|on)\s+)?(?:(?:the|my|our)\s+)?(?:to-?\s?do|todo)\s+list\s*:\s*(?=(?!(?:what|how|is|are|"
            r"do|does|can|which|show|list|clear|delete|remove|tick|mark)\b)[^?\n]+$)",
            re.I,
        ),
        "To-do: ",
    ),  # "for the to-do list: send Christmas cards": one to-do, labelled
    (
        re.compile(
            r"(?<=[a-z])\s+so\s+(?=(?:please\s+)?(?:tick|mark|check|cross)\s+(?:it|that|this|them)\b)",
            re.I,
        ),
        ", ",
    ),  # "I watered the tomatoes today so tick that one off": the deed, then its request
    (
        re.compile(
            r"\b(?:(?:i|we)\s+)?(also\s+)?(?:need|want|have|got)\s+to\s+(add|put)\s+(?=[\"“']|$)",
            re.I,
        ),
        r"\1\2 ",
    ),  # "also need to add 'ring the accountant'": the add asked
    (HOURS_MINUTES, _hours_minutes),  # "Mon 7h30, Tue 9h15": 7.5 hours, 9.25 hours
]
"""Texting shorthand and set phrases around a request ("cld u put X on my list", "any idea
what ...", "I'd be grateful if you could ...")."""
_PHONE: list[_Rewrite] = [
    (re.compile(r"\bto\s+dos\b", re.I), "to-dos"),  # "how many to dos do i have"
    (
        re.compile(
            rf"\b({_DETERMINER})\s+to\s+do\b(?!\s+(?:the|a|an|my|it|this|that|some|with|for|about|"
            r"anything|something|nothing|today|now|next|first)\b)",
            re.I,
        ),
        r"\1 to-do",
    ),  # "delete the last to do", but "the things I have to do the most"
    (re.compile(r"\bto\s+do\s+(?=lists?\b|#?\d+\b|(?:no|number)\s*\d)", re.I), "to-do "),
    (
        re.compile(r"\bhw\s+(?=(?:much|many|long|far|old|often|do|does|did|is|are|can)\b)", re.I),
        "how ",
    ),  # "hw many": but "hw" alone is homework
    (re.compile(rf"\s2\s+(?=(?:my|the|ur|your|our)\s+{LIST_NOUN}\b)", re.I), " to "),
    (re.compile(r"\bnvm\b", re.I), "never mind"),
    (re.compile(r"\b(convert\s+[^→>]+?)\s*(?:→|->|=>)\s*", re.I), r"\1 to "),  # "99.6°F → °C"
    (
        re.compile(
            rf"\s+&\s+(?=(?:{'|'.join(sorted(TODO_VERBS))}|tick|mark|cross|check|show|clear)\b)",
            re.I,
        ),
        " and ",
    ),  # "add call plumber & tick off buy rice"; "milk & eggs" stays one title
    (re.compile(r"\bb4\s+(?=i\s+forget\b)", re.I), "before "),
    (re.compile(r"\bw/o\s*(?=[\d$£€₹]|tax|tip|vat|gst)", re.I), "without "),
    (re.compile(r"\bw/\s*(?=[\d$£€₹]|an?\s+\d|tax|tip|vat|gst)", re.I), "with "),
    (re.compile(r"\b(?:btwn|b/w|betw)\b", re.I), "between"),
    (
        re.compile(
            r"\s*\+\s*(?=\d+(?:\.\d+)?\s*%\s*(?:vat|gst|hst|(?:sales\s+)?tax|tip|service)\b)", re.I
        ),
        " plus ",
    ),  # "S$158.11 + 9% GST"
    (
        re.compile(r"\bonce\s+(?=\d+(?:\.\d+)?\s*%\s*\w+\s+(?:is|are|gets?)\s+added\b)", re.I),
        "after ",
    ),
    (re.compile(r"(?<=\d)\s*ea\b\.?", re.I), " each"),  # "3 @ $2 ea"
    (re.compile(rf"(?<=\d)\s*/\s*(?={_PER}s?\b)", re.I), " per "),  # "€40/wk", "$21.80/hr"
    (
        re.compile(
            rf"(?<![=→])(?<![=→]\s)\?\s*(?P<u>{_MEASURE})\s*(?:/|\s+per\s+)\s*"
            r"(?P<d>hrs?|h|hours?|mins?|minutes?|days?|wks?|weeks?)\s*[,.]?(?=\s|$)",
            re.I,
        ),
        r" in \g<u> per \g<d>?",
    ),  # "what do I set the pump to? ml per hr, 1dp"
    (
        re.compile(r"\b(weeks?|months?|years?|days?|hours?|hrs?|wks?)\s+x\s+(?=[$£€₹¥]?\d)", re.I),
        r"\1 times ",
    ),  # "39 hrs x $21.80", "£221.10 per week x 52"; but "4m x 3m" is an area
    (re.compile(r"(?<=\d)\s+x\s+(?=[$£€₹¥]\d)"), " times "),
    (
        re.compile(r"\b(\d+)\s*(?:h|hrs?)\s*(\d{1,2})\s*(?:m|mins?)\b(?!\s*(?:of|from)\b)", re.I),
        r"\1 hours \2 minutes",
    ),  # "7h 42m"
    (
        re.compile(
            rf"(?<![\d.])(?P<w>\d+|{_SMALL})\s*(?:wks?|weeks?)\s*(?:and\s+(?:a\s+)?|,\s*|\+\s*)?"
            rf"(?P<d>[1-6]|{_SMALL})\s*(?:days?|d)\b",
            re.I,
        ),
        lambda m: f"{int(_small(m['w'])) * 7 + int(_small(m['d']))} days",
    ),  # "4 wks and 4 days": 32 days
    (re.compile(rf"({_AMOUNT})\s*(?:pp|p/p)\b", re.I), r"\1 per person"),
    (re.compile(rf"({_AMOUNT})\s*(?:pw|p/w)\b", re.I), r"\1 per week"),
    (re.compile(rf"({_AMOUNT})\s*(?:pa|p/a)\b", re.I), r"\1 per year"),
    (re.compile(rf"({_AMOUNT})\s*pcm\b", re.I), r"\1 per month"),
    (re.compile(rf"({_AMOUNT})\s*(?:p/h|ph|phr)\b", re.I), r"\1 per hour"),
    (
        re.compile(
            r"(?:^|(?<=[,;:?!.]\s))(?:approx\.?|approximately|roughly)\s+(?=[$£€₹]?\d)", re.I
        ),
        "",
    ),  # "approx 5 miles in km": the answer is exact either way
    (re.compile(r"[\s,]+(?:approx\.?|approximately|roughly)\s*([?.!]*)\s*$", re.I), r"\1"),
]
"""A phone's shorthand ("hw many to dos", "$50 w/ 10% off", "£300 pw", "3 @ $2 ea")."""
_ALL_OF_THEM = (
    r"(?:(?:please\s+)?(?:mark|tick|check)\s+(?:them|'?em|it|the\s+lot)\s+all(?:\s+off)?(?:\s+as)?"
    r"(?:\s+(?:done|complete|completed|finished))?|(?:please\s+)?tick\s+(?:them|'?em|it)\s+all\s+off|"
    r"(?:please\s+)?(?:mark|tick)\s+(?:off\s+)?the\s+(?:lot|whole\s+lot)(?:\s+off)?(?:\s+as)?"
    r"(?:\s+(?:done|complete|completed|finished))?)"
)
_ALL_DONE_SAID = (
    r"(?:all(?:\s+of\s+(?:it|them))?|everything|the\s+lot)(?:\s+(?:jobs|items|tasks))?(?:'s|\s+is|\s+are)?\s+"
    r"(?:done|finished|sorted|booked|paid|packed|handled)|"
    r"(?:finished|done|did|got\s+through|ticked|sorted)\s+(?:the\s+lot|everything|them\s+all|it\s+all)"
    r"(?:\s+off)?"
)
_THE_ONES = (
    r"(?!(?:old|new|other|add|put|tick|mark|delete|remove|take)\b)"
    r"[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?"
)
"""A few words of an item's title before "one(s)" ("the gutters and compost heap ones")."""
_ALSO = re.compile(
    r"^(?:(?:please|pls)\s+)?(?P<v>put|add|take|remove|delete)\s+(?P<a>[a-z\"'“][^,;:]+?)\s+"
    rf"(?P<p>on|to|off|from)\s+(?:my|the)\s+(?:to[\s-]*do\s+)?{LIST_NOUN}\s*,?\s+and\s+(?:then\s+)?"
    r"(?P<b>[a-z\"'“][^,;:.]+?)\s+(?:as\s+well|too|also)(?:\s*,?\s*(?:please|pls))?\s*[.!]*$",
    re.I,
)


def _also(match: re.Match[str]) -> str:
    verb, where, a, b = match["v"].lower(), match["p"].lower(), match["a"], match["b"]
    if where in ("on", "to") and verb in ("put", "add"):
        return f"add {a} and {b} to my list"
    if where in ("off", "from") and verb != "put":
        return f"delete {a} from my list, and delete {b} from my list"
    return match[0]


def also_on_the_list(text: str) -> str:
    """A second item added or taken off "as well" or "too", said after the first's request.

    "put A on the list, and B as well please" adds both; "take A off the list, and 'B' too"
    takes both off. Read over the whole task: either item may be quoted.
    """
    return _ALSO.sub(_also, text)


_LIST_PHRASES: list[_Rewrite] = [
    (
        re.compile(
            rf"^(?:(?:{_ALL_DONE_SAID})(?:\s+(?:today|tonight|this\s+(?:morning|afternoon|evening)))?"
            rf"\s*[,.!:;-]*\s*)?{_ALL_OF_THEM}\s*[.!]*$",
            re.I,
        ),
        "mark all items as done",
    ),  # "all done, tick them all", "ticked the lot off today, mark them all complete"
    (
        re.compile(
            r"^(?P<x>[a-z][^,.?!:;\d]{1,60}?)\s+[-–—]\s+(?:done|finished|sorted)\s*[.!]*$", re.I
        ),
        r"\g<x> is done",
    ),  # "timesheet - done"
    (
        re.compile(
            r"^(?P<x>[a-z][^,.?!:;\d]{1,60}?)(?<!\bis)(?<!\bare)(?<!\bwas)(?<!\bwere)\s+"
            r"(?:done|sorted|finished|booked|paid)\s*[,.!-]+\s*"
            r"(?:please\s+)?(?:cross|tick|mark)\s+(?:it|that)\s+off\s*[.!]*$",
            re.I,
        ),
        r"\g<x> is done",
    ),  # "passport photos done, cross it off"
    (
        re.compile(
            rf"^(?:the\s+)?(?:no\.?|number|#)\s+of\s+(?:items|things|tasks|jobs|to-?dos)\s+"
            rf"(?:on|in)\s+(?:my|the)\s+(?:to[\s-]*do\s+)?{LIST_NOUN}\s*\??$",
            re.I,
        ),
        "how many items are on my list?",
    ),  # "no. of items on my to-do list?"
    (
        re.compile(
            rf"^count\s+(?:up\s+)?(?:my|the)\s+(?:to[\s-]*do\s+)?{LIST_NOUN}(?:\s+items)?"
            r"(?:\s+for\s+me)?(?:\s+(?:please|pls))?\s*[.!?]*$",
            re.I,
        ),
        "how many items are on my list?",
    ),  # "count my list for me"
    (
        re.compile(
            rf"^(?:(?:a|one)\s+)?new\s+(?:job|task|item|to-?do|thing|one)\s+(?:for|on)\s+"
            rf"(?:my|the)\s+(?:to[\s-]*do\s+)?{LIST_NOUN}\s*[:,-]\s*",
            re.I,
        ),
        "add ",
    ),  # "new job for the list: X"
    (
        re.compile(
            r"^(?:(?:please|pls)\s+)?(?:add\s+(?:these|the\s+following)\s+(?:two|three|2|3)|"
            rf"(?:two|three|2|3)\s+more\s+(?:for|on)\s+(?:my|the)\s+(?:to[\s-]*do\s+)?{LIST_NOUN})"
            r"[ \t]*:[ \t]*(?=[a-z\"'“]|$)",  # a quoted title is read apart
            re.I,
        ),
        "add these to my list: ",
    ),  # "add these two: A; B", "two more for the list: A, B"
    (
        re.compile(rf"\btake\s+(\d+)\s+off\s+(?:my|the)\s+(?:to[\s-]*do\s+)?{LIST_NOUN}\b", re.I),
        r"delete item \1",
    ),  # "take 3 off the list"
    (
        re.compile(
            rf"\b(?P<v>take|delete|remove|get\s+rid\s+of|tick|cross)(?P<off>\s+off)?\s+the\s+(?P<a>{_THE_ONES})\s+"
            rf"(?:and\s+(?:the\s+)?(?P<b>{_THE_ONES})\s+ones|one\s+and\s+the\s+(?P<b2>{_THE_ONES})\s+one)"
            r"(?P<off2>\s+off)?\b",
            re.I,
        ),
        lambda m: (
            f"delete the {m['a']} one and delete the {m['b'] or m['b2']} one"
            if m["v"].lower() in ("delete", "remove")
            or m["v"].lower().startswith("get")
            or (m["v"].lower() == "take" and (m["off"] or m["off2"]))
            else f"tick off the {m['a']} one and tick off the {m['b'] or m['b2']} one"
            if m["v"].lower() in ("tick", "cross") and (m["off"] or m["off2"])
            else m[0]
        ),
    ),  # "take the gutters and compost heap ones off", "get rid of the MOT and insurance ones"
    (
        re.compile(
            rf"^(?:please\s+)?wipe\s+(?:my|the)\s+(?:to[\s-]*do\s+)?{LIST_NOUN}\s+clean\b", re.I
        ),
        "clear my list",
    ),  # "wipe the jobs list clean"
    (re.compile(r"^(?:please\s+)?(?:clear|delete|wipe|bin)\s+the\s+lot\b", re.I), "clear my list"),
    (
        re.compile(
            r"^how\s+many\s+(?:jobs|things|items|tasks|to-?dos)\s+(?:(?:have\s+i|i\s+have|do\s+i\s+have)"
            r"(?:\s+got)?(?:\s+on)?|am\s+i\s+(?:carrying|juggling|holding|sitting\s+on|on))"
            r"(?:\s+(?:on|in)\s+(?:my|the)\s+list)?(?:\s+(?:at\s+the\s+moment|now|atm|rn))?\s*\??$",
            re.I,
        ),
        "how many items are on my list?",
    ),  # "how many jobs have I got on"
    (
        re.compile(r"\b(on|to|off|from)\s+my\s+(?:jobs|chores|errands|items)\b(?!\s+list)", re.I),
        r"\1 my list",
    ),  # "put van MOT on my jobs"
    (re.compile(r"^(?:new\s+)?(?:jobs?|chores?|errands?)\s*:\s*(?=[a-z])", re.I), "todo: "),
    (
        re.compile(r"^(?:new\s+)?to[\s-]*do\s*,?\s*(?:please|pls)\s*:\s*", re.I),
        "todo: ",
    ),  # "To-do please: 'X'"
    (
        re.compile(
            r"^(?:(?:please|pls)\s+)?(?:list|show|read(?:\s+out)?|give|gimme|send)\s+(?:me\s+)?"
            r"(?:all\s+)?(?:my|the)\s+(?:jobs|chores|errands|items|tasks)(?:\s+(?:please|pls))?\s*[.!?]*$",
            re.I,
        ),
        "show my list",
    ),  # "list my jobs pls"
    (
        re.compile(
            rf"\b(?P<v>empty|clear|wipe|show|check|read|on|onto|to|off|from|in)\s+me\s+"
            rf"(?=(?:to[\s-]*do\s+|jobs\s+)?{LIST_NOUN}\b)",
            re.I,
        ),
        r"\g<v> my ",
    ),  # "empty me to-do list": "me" for "my"
    (
        re.compile(
            r"^(?P<x>[a-z][^?\d]*?)\s+(?:is|'s)\s+(?:(?:number|no\.?|#)\s+what|which\s+(?:#|no\.?|number))"
            rf"(?:\s+(?:on|in)\s+(?:my|the)\s+(?:to[\s-]*do\s+)?{LIST_NOUN})?\s*\??$",
            re.I,
        ),
        r"what number is \g<x> on my list",
    ),  # "tap job is number what?", "Airbnb is which # on the todo list"
    (
        re.compile(
            r"\b(tick|mark|cross)\s+(that|it)\s+off\s+and\s+put\s+(?P<x>.+?)\s+on\s+instead\b", re.I
        ),
        r"\1 \2 off and add \g<x>",
    ),  # "tick that off and put X on instead"
]
"""Set phrases people use for their list ("all done, tick them all", "timesheet - done", "new job
for the list: X", "take the A and B ones off"), in the words the to-do grammar reads."""
_OTHER_ENGLISH: list[_Rewrite] = [
    (
        re.compile(
            r"\bmake\s+(?=(?:all|it|them|this|that|these|those|number|no|item|task|the|#|\d)\b"
            r"[^.?!]{0,60}?\bas\s+(?:done|complete|completed|finished)\b)",
            re.I,
        ),
        "mark ",
    ),  # "Please make all the tasks as done"
    (re.compile(rf"\s+there\s+(?=(?:in|on)\s+(?:my|the)\s+{LIST_NOUN}\b)", re.I), " "),
    (re.compile(r"\b(pending|remaining)\s+works\b", re.I), r"\1 tasks"),  # "pending works"
    (
        re.compile(
            r"\b(my|the|all(?:\s+of)?\s+(?:my|the)|every|each|these|those|both|how\s+many|one\s+of"
            r"\s+my|\d+|two|three|four|more)\s+(?:single\s+)?(?:jobs?|chores?|errands?)"
            rf"(?=\s+(?:(?:on|in|from|off)\s+(?:my|the)\s+{LIST_NOUN}|as\s+(?:done|finished|complete)"
            r"|are|is|there|i\s+have|left)\b|\s*[?.!,]|$)",
            re.I,
        ),
        lambda m: f"{m[1]} {'items' if m[0].rstrip().lower().endswith('s') else 'item'}",
    ),  # "mark all of my jobs as finished", "how many jobs are on my list"; "the job" is one
    (re.compile(r"\bevery\s+single\s+(?=(?:item|thing|task|entry)s?\b)", re.I), "every "),
    (re.compile(r"\bcount\s+(?:up\s+)?(?:for\s+me\s+)?(?=how\s+many\b)", re.I), "tell me "),
    (
        re.compile(r"\b(?:put|place|pop)\s+a\s+tick\s+(?:beside|next\s+to|against|by|on)\s+", re.I),
        "tick off ",
    ),  # "put a tick beside 'water the tomatoes'"
    (re.compile(r",?\s*\b(?:while|whilst)\s+you(?:'re|\s+are)\s+at\s+it\b\s*,?", re.I), " "),
    (
        re.compile(
            r"(?<=[?.])\s+(?:could|can|would|will)\s+you\s+tell\s+me(?:\s+please)?\s*\?\s*$", re.I
        ),
        "",
    ),  # "How many items do I have? Could you tell me?": the question asked again
    (re.compile(r"^i\s+wonder\s+(?=(?:how\s+many|what|which)\b)", re.I), ""),
    (
        re.compile(r"\b(?:turn|change)\s+(?=\d[\d.,]*\s*[a-z]+\s+in(?:to)?\s+[a-z])", re.I),
        "convert ",
    ),  # "Could you turn 55 miles into kilometres"
    (re.compile(r"\bthis\s+year\s*[,(]\s*(\d{4})\s*\)?", re.I), r"in \1"),  # "this year, 2026"
    (
        re.compile(
            r"\b(\d+)\s*(?:foot|feet|ft)\s+(\d{1,2})\b(?!\s*(?:inch|in\b|\"|”|cm|m\b|mm|'))", re.I
        ),
        r"\1 feet \2 inches",
    ),  # "he is 4 foot 2"
    (
        re.compile(r"^you\s+(?:may|can)\s+(?=tick|mark|cross|delete|remove|add|put)", re.I),
        "please ",
    ),  # "You may put a tick beside X now"
    (re.compile(r"\s*,?\s*\bif\s+you\s+please\b", re.I), ""),  # "..., if you please?"
    (
        re.compile(rf"\b({LIST_NOUN})\s+(?:entirely|completely|altogether|in\s+full)\b", re.I),
        r"\1",
    ),  # "clear my list entirely"
    (
        re.compile(
            rf"^which\s+(?:no\.?|#|number)\s*is\s+(?P<x>[^\d]+?)"
            rf"(?:\s+(?:on|in)\s+(?:my|the)\s+"
            rf"(?:to[\s-]*do\s+)?{LIST_NOUN})?\s*\??$",
            re.I,
        ),
        r"what number is \g<x> on my list",
    ),  # "which no. is ask manager for rota"
    (
        re.compile(
            rf"^where'?s\s+(?P<x>.+?)\s+on\s+(?P<l>(?:my|the)\s+(?:to[\s-]*do\s+)?{LIST_NOUN})\s*[-–,]?\s*"
            r"(?:which|what)\s+(?:#|no\.?|number)\s*\??$",
            re.I,
        ),
        r"what number is \g<x> on \g<l>",
    ),  # "where's mow the lawn on my to do list - which #?"
    (
        re.compile(
            r"^(?P<x>[a-z][^,?\d]*?)\s*[,:-]\s*(?:what|which)\s+(?:#|no\.?|number)(?:'s|\s+is)\s+"
            rf"(?:that|it)(?:\s+on\s+(?:my|the)\s+(?:to[\s-]*do\s+)?{LIST_NOUN})?\s*\??$",
            re.I,
        ),
        r"what number is \g<x> on my list",
    ),  # "the feed, what number's that on my list?"
    (re.compile(r"^(?:be\s+honest|tbh|honestly|ngl)\s*,?\s+(?=how|what|is|are|do)", re.I), ""),
    (re.compile(rf"^on\s+my\s+(?:to[\s-]*do\s+)?{LIST_NOUN}\s+(?:pls|please)\s+", re.I), "please "),
    (
        re.compile(r"\bmark\s+it\s+all\s+(?=(?:as\s+)?(?:done|complete|finished)\b)", re.I),
        "mark them all ",
    ),
    (
        re.compile(rf"^count\s+(?:my|the)\s+((?:to[\s-]*do\s+)?{LIST_NOUN})\s+items\b", re.I),
        r"how many items are on my \1",
    ),  # "count my to do list items pls"
    (
        re.compile(
            r"^(?:can\s+you\s+|could\s+you\s+|pls\s+|please\s+)?(?:edit|change|fix)\s+(?P<x>[^?]+?)\s*\?\s*"
            r"it\s+should\s+(?:say|read|be)\s+(?P<y>.+?)[.!]?$",
            re.I,
        ),
        r"rename \g<x> to \g<y>",
    ),  # "can you edit pay phone bill? it should say practice presentation"
    (re.compile(r"\bnext\s+thing\s+to\s+add\s*[:,-]\s*", re.I), "add "),  # "next thing to add: X"
    (
        re.compile(
            r"\b(?P<v>add|put)\s+(?:(?:at|to)\s+the\s+(?:end|bottom)(?:\s+of\s+(?:my|the)\s+list)?\s*,?\s*)?"
            r"(?:this\s+(?:one|item|task|job)|(?:an?\s+)?new\s+one|(?<=end)|(?<=bottom))"
            r"[ \t]*:[ \t]*(?=\S|$)",
            re.I,
        ),
        r"\g<v> ",
    ),  # "add at the end this one: X", "add a new one: X", "add at the end: X"
    *_LIST_PHRASES,
    (re.compile(r"\bnext\s+up\s*[:,-]\s*", re.I), ""),  # "..., next up, put X on my list"
]
"""Set phrases of Englishes other than the readers' ("make it as done", "is X there in my
list", "how many pending works", "if you please", "clear my list entirely")."""


_TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
_TEENS = "ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
_YEAR_SAID = re.compile(
    r"\b(?P<at>born\s+in|in|since|of|from)\s+(?P<c>eighteen|nineteen|twenty)[\s-]+"
    rf"(?P<y>(?:{_TENS})(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?|{_TEENS}|"
    r"oh[\s-](?:one|two|three|four|five|six|seven|eight|nine))\b",
    re.I,
)
"""A year said as people say it: "born in nineteen forty-eight", "since twenty twenty"."""


def _year(match: re.Match[str]) -> str:
    century = {"eighteen": 18, "nineteen": 19, "twenty": 20}[match["c"].lower()]
    year = replace_number_words(re.sub(r"^oh[\s-]", "", match["y"].lower()).replace(" ", "-"))
    return f"{match['at']} {century * 100 + int(year)}" if year.isdigit() else match[0]


def expanded(text: str) -> str:
    """`text` with its shorthand in words (a quoted title is never passed here)."""
    for pattern, replacement in [*_SHORTHAND, *_PHONE, *_OTHER_ENGLISH]:
        text = pattern.sub(replacement, text)
    return _YEAR_SAID.sub(_year, text)


def minutes_unread(task: str, sums: list[str]) -> bool:
    """Whether a duration typed "7h10" is left as typed (7.1666... hours): no sum reads it."""
    return HOURS_MINUTES.search(task) is not None
