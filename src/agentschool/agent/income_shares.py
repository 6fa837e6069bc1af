"""A cost shared in proportion to what each earns: a mortgage, rent, a bill between two.

"mortgage repayment is $1,650 a month, split in proportion to salary: me $71,000, my wife
$121,000. how much do I pay each month?" is 1650 * 71000 / (71000 + 121000). The story holds the
cost, the two incomes (one of them the teller's: "me", "my income", "mine") and nothing else; the
question asks the teller's share or the other's.
"""

from __future__ import annotations

import re

from agentschool.agent.money_notation import MONEY, amount_of
from agentschool.agent.story_text import numbers_in

__all__ = ["share_by_income"]

_PROPORTION = re.compile(
    r"\b(?:in\s+proportion\s+to|proportional(?:ly)?\s+to|pro\s*rata\s+(?:to|by)|according\s+to|"
    r"based\s+on)\s+(?:what\s+we\s+(?:each\s+)?earn|(?:our\s+|their\s+)?(?:income|incomes|salary|"
    r"salaries|earnings|pay|wages))\b|\bin\s+proportion\s+to\s+what\s+we\s+earn\b"
)
_MINE = re.compile(
    r"\b(?:me|mine|my\s+(?:income|salary|pay|earnings)|i\s+(?:earn|make|get))\b[^$£€\d]{0,12}$"
)
_MINE_ASKED = re.compile(
    r"\b(?:how\s+much\s+(?:do|will|should|would)\s+i|is\s+mine|my\s+share|my\s+part)\b"
)


def share_by_income(task: str) -> str | None:
    """The teller's (or the other's) share of a cost split by income, or None."""
    text = re.sub(r"(?<=\d),(?=\d{3}\b)", "", task.lower().replace("’", "'"))
    if _PROPORTION.search(text) is None:
        return None
    amounts = list(MONEY.finditer(text))
    if len(amounts) != 3 or len(numbers_in(text)) != 3:
        return None
    cost, incomes = amounts[0], amounts[1:]
    mine = [m for m in incomes if _MINE.search(text[max(0, m.start() - 20) : m.start()])]
    if len(mine) != 1:
        return None
    other = incomes[1] if mine[0] is incomes[0] else incomes[0]
    asked = mine[0] if _MINE_ASKED.search(text) else other
    cost_of, asked_of = amount_of(cost), amount_of(asked)
    return f"{cost_of} * {asked_of} / ({amount_of(mine[0])} + {amount_of(other)})"
