"""A total shared out: into equal payments, or per head of the people it was for.

"what's NZ$2,820 split into 9 equal monthly payments?" is 2820 / 9; "how much per kid is the
party costing? 15 kids, trampoline park S$180 + cake S$30.08 + food S$112.04" is (180 + 30.08 +
112.04) / 15. The story holds the amounts, the count of payments or of people, and nothing else.
"""

from __future__ import annotations

import re

from agentschool.agent.money_notation import MONEY, amount_of
from agentschool.agent.story_text import numbers_in
from agentschool.agent.takings_split import names_takings
from agentschool.tools.number_words import replace_number_words

__all__ = ["cost_per_head", "equal_payments"]

_N = r"\d+(?:,\d{3})*(?:\.\d+)?"
_PAYMENTS = re.compile(
    rf"\b(?:split|divided|spread|paid)\s+(?:into|over|in)\s+(?P<n>{_N})\s+(?:equal\s+)?"
    r"(?:monthly\s+|weekly\s+|fortnightly\s+)?(?:payments|instal?ments|months|weeks|parts)\b"
)
_PER_HEAD = re.compile(r"\bper\s+(?P<w>kid|child|person|head|guest|student|player|member)\b")
_HEADS = re.compile(
    r"(?<![\w.])(?P<n>\d+)\s+(?:of\s+us|kids|children|people|ppl|guests|students|players|members|"
    r"flatmates|housemates|roommates|friends|adults|staff|colleagues|workers|nurses)\b|"
    r"\b(?:between|among|by)\s+(?P<n2>\d+)\b(?!\s*[a-z])"
)
_SHARE_ASKED = re.compile(
    r"\b(?:my\s+share|each\s+person'?s\s+share|how\s+much\s+(?:each|do\s+(?:i|we)\s+each|"
    r"does\s+each)|split\s+(?:evenly|equally)|shared?\s+(?:evenly|equally)|"
    r"(?:divided|split|shared)\s+(?:evenly\s+|equally\s+)?(?:between|among))\b"
)


def _plain(task: str) -> str:
    """Lowercase, no thousands commas, no aside in brackets that holds no amount ("(grade 1)")."""
    text = re.sub(r"(?<=\d),(?=\d{3}\b)", "", task.lower().replace("’", "'"))
    text = replace_number_words(text)
    return re.sub(r"\((?![^()]*[$£€₹¥])[^()]*\)", " ", text)


def equal_payments(task: str) -> str | None:
    """An amount split into equal payments ("split into 9 equal monthly payments"), or None."""
    text = _plain(task)
    payments, amounts = _PAYMENTS.search(text), list(MONEY.finditer(text))
    if payments is None or len(amounts) != 1 or len(numbers_in(text)) != 2:
        return None
    return f"{amount_of(amounts[0])} / {payments['n']}"


def cost_per_head(task: str) -> str | None:
    """The amounts a story adds up, per head of the people counted, or None.

    "how much per kid? 15 kids, park $180 + cake $30", "rent and bills split evenly between 3
    flatmates: my share?".
    """
    text = _plain(task)
    if _PER_HEAD.search(text) is None and _SHARE_ASKED.search(text) is None:
        return None
    tip = _TIP.search(text)
    if tip is not None:
        text = text[: tip.start()] + " " + text[tip.end() :]  # "with an 18% tip on top"
    if _RATE_EACH.search(text) or len(set(_PERIODS.findall(text))) > 1:
        return None  # "$23 per guest": a rate, not a total; amounts of two periods
    if names_takings(text):
        return None  # takings less their costs: `takings_split`
    if _CHANGED.search(text) or _PART_COVERED.search(text) or _WITH_ME.search(text):
        return None  # taken off, added on, partly covered ("the rest"), or "me and 3": 3 or 4?
    heads, amounts = list(_HEADS.finditer(text)), list(MONEY.finditer(text))
    if len(heads) != 1 or len(amounts) < (1 if tip else 2):
        return None
    if len(numbers_in(text)) != len(amounts) + 1:
        return None
    values = [amount_of(m) for m in amounts]
    total = f"({' + '.join(values)})" if len(values) > 1 else values[0]
    if tip is not None:
        total = f"{total} * (100 + {tip['p']}) / 100"
    return f"{total} / {heads[0]['n'] or heads[0]['n2']}"


_TIP = re.compile(
    rf"(?:,?\s*with\s+(?:an?\s+)?|,?\s*plus\s+(?:an?\s+)?|\s*\+\s*)(?P<p>{_N})\s*(?:%|percent)\s*"
    r"(?:tip|service(?:\s+charge)?|gratuity)(?:\s+on\s+top)?"
)
"""A tip added to the bill before it is shared ("with an 18% tip on top")."""
_RATE_EACH = re.compile(
    rf"{_N}\s*(?:[a-z]+\s+)?(?:per|a|each)\s+(?:kid|child|person|head|guest|student)\b"
)
_PERIODS = re.compile(r"\b(?:a|per|each|every)\s+(day|week|fortnight|month|year)\b")
_CHANGED = re.compile(
    r"\b(?:minus|less|off|discount|refund|left|change|tip|tax|plus\s+\d)\b|-\s*[$£€]|%"
)
_PART_COVERED = re.compile(
    r"\b(?:the\s+rest|remainder|remaining|putting\s+in|puts?\s+in|chips?\s+in|chipped\s+in|"
    r"covers?|covering|pays?\s+for|paid\s+for|already\s+paid|treating)\b"
)
_WITH_ME = re.compile(
    r"\b(?:me|myself|i)\s+(?:and|plus|&)\s+(?:my\s+)?\d+\b|\bwith\s+(?:my\s+)?\d+\b|"
    r"\b\d+\s+[a-z]+\s+(?:and|plus)\s+(?:me|myself)\b"
)
