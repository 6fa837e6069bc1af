"""A share of one amount, by a percent or a fraction: "the rent is $900 and I pay 40% of it".

"A third of my £2,400 income goes on rent. How much is that?", "our shop made $8,600 and my
partner gets 15% of it: how much is his share?". The story gives one amount and one share of
it; the question asks that share, of the one who has it ("how much do I pay" of "I pay 40%",
"his share" of "my partner gets 15%"), or asks "how much is that". A question about anyone
else, or about what is left, is another story (its complement): None, and the caller reads it
its own way or refuses.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.recipe_scaling import FRACTIONS
from agentschool.agent.units import singular

__all__ = ["part_of_whole", "share_of", "split_by_ratio"]

_N = NUMBER
_SHARE = re.compile(
    rf"(?<![\w.])(?P<p>{_N})%\s+of\s+(?:it|that|this|them|the|my|our|his|her|their)\b|"
    r"\((?P<n>\d+) / (?P<d>\d+)\) \*\s*(?:of\s+)?(?:my|our|the|his|her|their|it|that)?\b|"
    r"(?<![\w.])(?P<a>\d+)/(?P<b>\d+)\s+of\s+(?:it|that|this|them|the|my|our|his|her|their)\b"
)
_HOLDER = re.compile(
    r"\b(?P<who>[a-z']+)\s+(?:pay|pays|get|gets|receive|receives|take|takes|owe|owes|"
    r"contribute|contributes|cover|covers)\s+$"
)
_THAT_ASKED = re.compile(
    r"\b(?:how\s+much|what)\s+(?:is|'s|would\s+be|will\s+be)\s+(?:that|it|this)\b"
)
_PERSON_ASKED = re.compile(
    r"\b(?:how\s+much|what)\s+(?:do|does|will|would|should|did)\s+(?:the\s+|my\s+|our\s+)?"
    r"(?P<who>[a-z]+)\s+"
    r"(?:pay|get|receive|take|owe|contribute|cover)\b|"
    r"\b(?P<whose>my|his|her|their|[a-z]+'s)\s+(?:share|cut|part|portion|bit)\b"
)
_OTHER_PART = re.compile(r"\b(?:left|rest|remain\w*|keep|other|others|else|after|each)\b")
_LEFT_ASKED = re.compile(
    r"\b(?:how\s+much|how\s+many|what)\b.*\b(?:left|left\s+over|remain(?:s|ing)?|keep)\b"
)
_GONE = re.compile(
    r"\b(?:spen[dt]|spends|give|gives|gave|given|pay|pays|paid|goes|go|went|use[ds]?|ate|eat|"
    r"eaten|sold|sell|lost|lose|donated?|sent|send|put\s+aside|set\s+aside)\b"
)
"""A share that leaves the amount: its complement is what is left."""
_QUESTION = re.compile(r"\b(?:how|what|what's|whats)\b")
_ME = frozenset({"i", "my", "me"})


def _same(holder: str, asked: str) -> bool:
    """Whether the one asked about has the share ("I" and "my", "partner" and "his")."""
    return (holder in _ME) == (asked in _ME) and asked not in ("we", "our", "you", "your")


def share_of(text: str, numbers: list[str]) -> str | None:
    """The share of a story's one amount that its question asks for, or None."""
    starts = [m.start() for m in _QUESTION.finditer(text)]
    shares = list(_SHARE.finditer(text))
    if not starts or len(shares) != 1:
        return None
    story, question = text[: starts[-1]], text[starts[-1] :]
    share = shares[0]
    if share.start() >= len(story) or re.search(r"\d", question):
        return None
    left = _LEFT_ASKED.search(question) is not None
    if _OTHER_PART.search(question) and not left:
        return None
    used = [share["p"]] if share["p"] else [share["n"] or share["a"], share["d"] or share["b"]]
    amounts = list(numbers)
    for number in used:
        if number not in amounts:
            return None
        amounts.remove(number)
    if len(amounts) != 1 or re.search(r"\b(?:each|per|times|tax|tip|off|discount)\b", text):
        return None
    part = f"{share['p']} / 100" if share["p"] else f"{used[0]} / {used[1]}"
    if left:
        near = text[max(0, share.start() - 30) : share.end() + 20]
        gone = _GONE.search(near) and not re.search(r"\b(?:and|but)\b", question)
        return f"{amounts[0]} * (1 - {part})" if gone else None
    asked = _PERSON_ASKED.search(question)
    if asked is not None:
        holder = _HOLDER.search(story[: share.start()])
        if holder is None or not _same(holder["who"], asked["who"] or asked["whose"]):
            return None  # "I pay 40% of it: how much does my flatmate pay?": the other part
    elif not _THAT_ASKED.search(question):
        return None
    return f"{amounts[0]} * {part}"


def _asked(text: str) -> str:
    """The part of a story that asks: from its last question word."""
    starts = [m.start() for m in re.finditer(r"\b(?:how|what|what's|whats|which)\b", text)]
    return text[starts[-1] :] if starts else ""


_PART = re.compile(
    rf"(?:\((?P<n>\d+) / (?P<d>\d+)\) \*|(?<![\w.])(?P<p>{_N})%\s+of|\bhalf(?:\s+of)?|"
    rf"(?<![\w.])(?P<a>\d+)/(?P<b>\d+)\s+of)\s+(?:the\s+way\s+(?:through|into|along|done\s+with)\s+)?"
    r"(?:(?:a|an|the|my|our|his|her|their|this|that)\s+)?(?P<whole>\d+)(?:-|\s+)(?P<unit>[a-z]+)\b"
)
_WHOLE_FIRST = re.compile(  # "a 300-page book and I've read 40% of it", "396 page book, read 2/3"
    r"(?<![\w.])(?P<whole>\d+)(?:-|\s+)(?P<unit>[a-z]+)\b[^.?!]{0,60}?\b(?:read|finished|done|"
    r"completed|drove|driven|walked|hiked|ran|covered|used|spent|ate|eaten|sold|gave\s+away|"
    r"watched|written|through|(?:must|need\s+to|have\s+to|got\s+to|want\s+to|should|will|to)\s+[a-z]+)\s+"
    rf"(?:\((?P<n>\d+) / (?P<d>\d+)\)|(?P<p>{_N})%|(?P<a>\d+)/(?P<b>\d+)|half|"
    r"(?P<n3>\d+|an?|one)\s+(?P<d3>third|quarter|fourth|fifth)s?)"
    r"(?:\s*\*?\s*(?:of\s+)?(?:it|them|that|those|the\s+[a-z]+))?(?![\w/])"
)
_PART_LEFT = re.compile(
    r"\b(?:left|remain(?:s|ing)?|to\s+go|still\s+(?:to|need|have)|rest|not\s+yet|unread|"
    r"haven't|have\s+not)\b"
)
_PART_DONE = re.compile(
    r"\b(?:have|has|did)\s+(?:i|we|you|he|she|they)\s+(?:already\s+)?[a-z]+(?:ed|en|ne|ad|ve|wn|"
    r"ot|un|ught|ung)\b|\b(?:so\s+far|already|done|completed|finished)\b"
)
_PART_THAT = re.compile(
    r"\b(?:is|are|was|would\s+be|will\s+be|makes?|does\s+that\s+make)\s+(?:that|it|this|those)\b|"
    r"^how\s+many\s+[a-z]+\s*\??$"
)
"""The question asks the part itself: "how many pages is that?", "how many pages?"."""


def part_of_whole(text: str, numbers: list[str]) -> str | None:
    """A part of a whole: "two thirds of the way through a 396-page book: how many pages left?"."""
    part = _PART.search(text) or _WHOLE_FIRST.search(text)
    question = _asked(text)
    asked = re.search(r"\bhow\s+many\s+(?P<unit>[a-z]+)", question)
    if part is None or asked is None or singular(asked["unit"]) != singular(part["unit"]):
        return None
    words = part.groupdict().get("d3")  # "completed 3 fifths" (no "of" after it)
    spelled = bool(words) and part["n3"].isdigit()  # "3 fifths": a number of the story
    count = 3 if part["n"] or part["a"] else 2 if part["p"] or spelled else 1
    if len(numbers) != count:
        return None  # another number: some other story
    if words:
        share = f"{part['n3'] if part['n3'].isdigit() else 1} / {FRACTIONS[words]}"
    elif part["n"] or part["a"]:
        share = f"{part['n'] or part['a']} / {part['d'] or part['b']}"
    else:
        share = f"{part['p']} / 100" if part["p"] else "1 / 2"
    if _PART_LEFT.search(question):
        return f"{part['whole']} * (1 - {share})"
    if _PART_DONE.search(question) or _PART_THAT.search(question):
        return f"{part['whole']} * {share}"
    return None


_RATIO_SPLIT = re.compile(r"\bsplit\b[^.?!]*(?<![\d.])\d{1,2}\s*[-/:]\s*\d{1,2}(?![\d.])")


def split_by_ratio(text: str) -> bool:
    """Whether an amount is split by a ratio ("65-35 with my apprentice"): no amounts there."""
    return _RATIO_SPLIT.search(text) is not None
