"""The rest of an amount once a percent of it is paid or taken: a balance, the other's share.

"job is $3,200, customer paid a 30% deposit, how much is the balance?" is 3200 * (100 - 30) /
100; "TV price Rs 30,000, down payment 10 percent, the rest over 9 months, how much per month?"
shares that rest over the 9 months; "me and my apprentice split £1,600, I take 60%, how much does
he get?" is the other's 40 %. The story holds the amount, the percent paid or taken, and perhaps
the count of equal payments the rest is paid in; the question asks the rest (the balance, what is
left to pay, still owed, per month of the rest, the other's share) or the part paid ("how much
was the deposit?").
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER
from agentschool.agent.story_text import numbers_in, plain_story

__all__ = ["rest_after_percent"]

_PERCENT = re.compile(rf"(?<![\w.])(?P<p>{NUMBER})\s*(?:%|percent|per\s+cent)")
_PAID = re.compile(
    r"\b(?:paid|pay|pays|put\s+down|deposit|down(?:\s+payment)?|up\s*front|now|advance|"
    r"i\s+take|i\s+get|i\s+keep|takes?|keeps?|commission|charges?|minus|less)\b"
)
_REST_ASKED = re.compile(
    r"\b(?:balance|left\s+to\s+pay|still\s+(?:owe|owed|to\s+pay|due)|remaining|outstanding|"
    r"the\s+rest|what'?s\s+left|how\s+much\s+(?:does|do|will|would)\s+(?:he|she|they|the\s+other|"
    r"my\s+\w+)\s+(?:get|take|receive)|how\s+much\s+(?:do|will|would|did)\s+(?:i|we)\s+"
    r"(?:get|receive|end\s+up\s+with|take\s+home))\b"
)
_MINE = re.compile(r"\b(?:i|we)\s+(?:take|keep|get|have)\b")
_ASKED_MINE = re.compile(r"\bhow\s+much\s+(?:do|will|would|did)\s+(?:i|we)\b")
"""Whose share the percent is, and whose is asked: "I take 60%, how much does he get?" asks the
rest; "the bureau takes 3%, how much do I get?" too; "I take 60%, how much do I get?" the part."""
_PART_ASKED = re.compile(
    r"\bhow\s+much\s+(?:is|was|will\s+be|would\s+be)\s+(?:the|my|their|his|her)\s+"
    r"(?:deposit|down\s+payment|advance)\b|\bhow\s+much\s+(?:do|did|will)\s+(?:i|we|they)\s+pay\s+"
    r"(?:now|up\s*front|today|first)\b"
)
"""The part paid asked ("how much was the deposit?"), not the rest."""
_INSTALMENTS = re.compile(
    r"\b(?:in|over|across)\s+(?P<n>\d+)\s+(?:equal\s+)?(?:monthly\s+|weekly\s+)?"
    r"(?:months?|weeks?|payments?|instal?ments?|emis?|parts?)\b"
)
_PAID_TOO = re.compile(
    r"\b(?:(?:interim|stage|second|further|part|progress)\s+payment|another|paid|payment\s+of)\b"
    r"[^.?!\d]*$"
)
"""An amount paid besides the percent: "an interim payment of £1,250", "another £1,250"."""
_OTHER_STORY = re.compile(r"\b(?:interest|tax|vat|gst|tip|discount|off|plus|each)\b")


def rest_after_percent(task: str) -> str | None:
    """What is left of an amount once a percent of it is paid or taken, or None."""
    text = re.sub(
        r"[,;:]?\s*(?:what'?s\s+|what\s+is\s+)?(?:1|one)\s+[a-z]+\s*\??$", "", plain_story(task)
    )
    percent = _PERCENT.search(text)  # "..., one EMI?": the one payment asked, no number
    asked = _REST_ASKED.search(text) or _PART_ASKED.search(text)
    if percent is None or not _PAID.search(text) or not asked:
        return None
    if _OTHER_STORY.search(text) or len(_PERCENT.findall(text)) != 1:
        return None
    instalments = _INSTALMENTS.search(text)
    counted = {percent.start(), instalments.start("n") if instalments else -1}
    amounts = [m for m in re.finditer(rf"(?<![\w.]){NUMBER}", text) if m.start() not in counted]
    paid = [m for m in amounts[1:] if _PAID_TOO.search(text[max(0, m.start() - 40) : m.start()])]
    if len(paid) != len(amounts) - 1 or (paid and (instalments or not _REST_ASKED.search(text))):
        return None  # "and an interim payment of £1,250": paid too; any other number: no
    if not amounts or len(numbers_in(text)) != 1 + len(amounts) + bool(instalments):
        return None
    amount, share = amounts[0].group().replace(",", ""), percent["p"]
    if paid:  # "a 10% deposit and an interim payment of £1,250": the rest after both
        less = " - ".join(m.group().replace(",", "") for m in paid)
        return f"{amount} * (100 - {share}) / 100 - {less}"
    mine_asked = _ASKED_MINE.search(text)
    mine = mine_asked is not None and _MINE.search(text, 0, mine_asked.start()) is not None
    if (_PART_ASKED.search(text) or mine) and not instalments:
        return f"{amount} * {share} / 100"  # "a 25% deposit: how much was the deposit?"
    rest = f"{amount} * (100 - {share}) / 100"
    return f"{rest} / {instalments['n']}" if instalments else rest
