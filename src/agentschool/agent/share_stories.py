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

__all__ = ["share_of"]

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
