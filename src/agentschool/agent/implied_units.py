"""Units a story leaves unsaid, for the unit reader (`agent/quantities.py`).

People say the unit once and let it carry: "an 8-pack for $6: how much per bottle?" (the pack
counts bottles), "rent is £1,750 a month plus £139.73 for bills" (the bills are monthly too),
"Baby needs 300 ml a day. She has 5 feeds: how much per feed?" (five feeds a day), "split 4 ways,
how much do I pay?" (my share, per person), "34 miles round trip, 5 days a week" (34 miles each
of those days), "how much in gas weekly? 25 miles a day, 3 days" (the week's three days). Each
function gives the story or the unit asked with that unit made explicit, or None (or the unit as
it was) when the story does not say it one way only.
"""

from __future__ import annotations

import re

from agentschool.agent.quantity_reader import Quantity
from agentschool.agent.unit_wording import CONTAINERS
from agentschool.agent.units import CURRENCIES, Unit, conversion, unit_of

__all__ = [
    "frequency",
    "packed",
    "per_day_said",
    "per_period",
    "period_counted",
    "shared",
    "shared_by",
]

_PACK_OF = re.compile(rf"\b(?:{'|'.join(CONTAINERS)})(?:s|es)?\s+of\s+$")
_PERIODS = frozenset({"hour", "day", "night", "week", "fortnight", "month", "year"})
_PEOPLE = frozenset({"person", "child", "friend", "flatmate", "roommate", "housemate", "student"})


def packed(text: str, story: list[Quantity], want: Unit) -> list[Quantity]:
    """`story` with its one pack counted in what the question prices: "how much per bottle?".

    "an 8-pack", "cartons of 12": the count is of things the story does not name; the
    question names them.
    """
    per = [name for name, power in want if power < 0]
    if len(per) != 1 or any(name == per[0] for q in story for name, _ in q.unit):
        return story
    packs = [
        i
        for i, q in enumerate(story)
        if q.unit in tuple(((c, 1),) for c in CONTAINERS)
        or (not q.unit and _PACK_OF.search(text, 0, q.start))
    ]
    if len(packs) != 1:
        return story
    q = story[packs[0]]
    counted = Quantity(q.number, unit_of((per[0], 1)), q.start, q.end, q.value)
    return [*story[: packs[0]], counted, *story[packs[0] + 1 :]]


_JOINED = re.compile(
    r"^\s*(?:,|\+|(?:,\s*)?(?:plus|and|with)\b)(?:\s+(?!(?:i|we|you|he|she|they|it|can|could|"
    r"will|would|spend|spent|save|saved|earn|earned|put|set|pay|paid|get|got|have|has|had|less|minus)\b)"
    r"[a-z']+){0,3}\s*(?:=|:)?\s*$"
)
"""What joins an amount to the rate it is said beside: "£1,750 a month plus £139.73 for bills"."""


def per_period(
    text: str, story: list[Quantity], asked: list[Quantity], want: Unit
) -> list[Quantity] | None:
    """`story` with the amounts it says once per its one period said per that period; None: none.

    "£1,750 a month plus £139.73 for bills", asked a month: the bills are monthly. "300 ml a day
    ... 5 feeds", asked per feed: five feeds a day. An amount is carried only when it is of what
    a rate of the story counts, or of what the question divides by; a story or question that
    counts its periods ("for 31 weeks", "after 14 months") or has two periods carries nothing.
    """
    periods = {n for q in story for n, p in q.unit if p < 0 and n in _PERIODS}
    counted = any(n in _PERIODS for q in [*story, *asked] for n, p in q.unit if p > 0)
    if len(periods) != 1 or counted or any(n in _PERIODS and p > 0 for n, p in want):
        return None  # "for 31 weeks", "how many weeks till I have enough": periods counted
    period = periods.pop()
    rated = {n for q in story if (period, -1) in q.unit for n, p in q.unit if p > 0}
    divided = {n for n, p in want if p < 0 and n not in _PERIODS}
    if (period, -1) not in want and not divided:
        return None  # asked neither per the period nor per a thing the story counts
    lifted: list[Quantity] = []
    for q in story:
        name = q.unit[0][0] if len(q.unit) == 1 and q.unit[0][1] == 1 else ""
        beside = any((period, -1) in o.unit and _joined(text, o, q) for o in story)
        if name and name not in _PEOPLE and (name in divided or (name in rated and beside)):
            q = Quantity(q.number, unit_of((name, 1), (period, -1)), q.start, q.end, q.value, q.of)
        lifted.append(q)
    merged: list[Quantity] = []
    for q in lifted:  # "£1,750 a month plus £139.73 for bills": one monthly amount
        last = merged[-1] if merged else None
        if (
            last is not None
            and last.unit == q.unit
            and (period, -1) in q.unit
            and _joined(text, last, q)
        ):
            q = Quantity(
                f"({last.number} + {q.number})", q.unit, last.start, q.end, last.value + q.value
            )
            merged[-1] = q
        else:
            merged.append(q)
    return None if merged == story else merged


def _joined(text: str, a: Quantity, b: Quantity) -> bool:
    """Whether two amounts are said one beside the other, "plus", "and" or "+" between them."""
    first, second = (a, b) if a.start < b.start else (b, a)
    return bool(_JOINED.match(text[first.end : second.start]))


_MINE_ASKED = re.compile(
    r"\b(?:how\s+much\s+(?:do|should|will|would)\s+i\s+(?:pay|owe|put\s+in|chip\s+in|send)|"
    r"what\s+(?:do|should|will|would)\s+i\s+(?:pay|owe)|(?:my|our)\s+share|how\s+much\s+(?:is\s+)?"
    r"mine|each\s+of\s+us|(?:every|any)one'?s\s+share|each\s+(?:one|share)|(?:each|every|per)\s+"
    r"(?:person|head)(?:'?s)?)\b"
)
"""A share asked of one of the people the story counts: "how much do I pay?", "my share"."""


_SPLIT_AMONG = re.compile(
    r"\b(?:split|shared?|divided?|spread)\s+(?:it\s+|up\s+|out\s+)?(?:equal(?:ly)?\s+|evenly\s+)?"
    r"(?:between|among|amongst|across)\s+(?:the\s+|my\s+|our\s+)?(?P<n>\d+)\s+[a-z]"
)
"""Money shared among a count of anyone ("split equal between 9 grandchildren"): they are people."""
_EACH_ASKED = re.compile(
    r"\bhow\s+much\s+(?:is\s+that\s+|does\s+)?each\b|\beach\s+(?:gets?|pays?|owes?)\b|\bapiece\b"
)
"""The share of each of a count the money is split among ("split between 9 grandchildren. how
much each?")."""
_N = r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten)"
_ME = re.compile(
    rf"\b(?:me|myself|i)\s+(?:and|&|\+)\s+(?:my\s+)?{_N}\b|\bwith\s+(?:my|our)\s+{_N}\b|"
    rf"\b{_N}\s+[a-z]+\s+and\s+(?:me|myself|i)\b"
)
"""The one who asks among those sharing ("between me and 3 friends", "with my 2 roommates"): how
many share is unsure."""
_ROLES = re.compile(
    r"\b(?:rest|remainder|remaining|covers?|covered|chip(?:s|ped)?\s+in|only|but|each|except|apart|"
    r"minus|off|back|already|deposit|percent|tips?|tax|vat|gst|service|apiece|took|takings|till|"
    r"sold|sales|earned|made|raised|profit|income|revenue|fees?|pitch)\b"
)
"""Words that give an amount of a shared story a role of its own: "the company covers €30", "I
only had drinks", "$90 utilities each", "plus a 15% tip", "took £397 at the market, pitch was
£20": the amounts are no plain sum."""


def shared_by(story: str, question: str, quantities: list[Quantity], want: Unit) -> Unit:
    """`want` per person when the question asks one person's share of money the story shares.

    "Rent £1,750 a month plus bills, split 4 ways: how much do I pay a month?" is per person.
    """
    alone = _ME.search(story) is None  # "me and 3 friends": 3 or 4 sharing is unsure
    among = {m.start("n") for m in _SPLIT_AMONG.finditer(story)} if alone else set()
    people = {
        n for q in quantities for n, p in q.unit if (n in _PEOPLE or q.start in among) and p > 0
    }
    money = any(n in CURRENCIES and p > 0 for n, p in want)
    if len(people) != 1 or not money or any(p < 0 and n in _PEOPLE for n, p in want) or not alone:
        return want  # "me and three friends ...: each person's share": 3 or 4 sharing?
    asked = _MINE_ASKED.search(question) or (alone and _EACH_ASKED.search(question))
    if not asked or _ROLES.search(story):
        return want
    return unit_of(*want, (people.pop(), -1))


def shared(story: str, want: Unit) -> bool:
    """Whether `want` is a share per person of a story whose amounts are all shared alike."""
    return any(p < 0 and n in _PEOPLE for n, p in want) and not _ROLES.search(story)


def per_day_said(story: list[Quantity]) -> list[Quantity] | None:
    """`story` with its bare amounts per the day a frequency counts; None when it has none.

    "34 miles round trip, 5 days a week, 24 mpg": the 34 miles are driven each day of the five.
    Only a story with one frequency (days a week, hours a day) and no other rate per that day.
    """
    frequencies = [q for q in story if frequency(q)]
    if len(frequencies) != 1:
        return None
    day = next(n for n, p in frequencies[0].unit if p > 0)
    if any((day, -1) in q.unit for q in story):
        return None  # "25 miles a day, 3 days a week": the rate says its day
    lifted, carried = [], False
    for q in story:
        name = q.unit[0][0] if len(q.unit) == 1 and q.unit[0][1] == 1 else ""
        if name and name not in _PEOPLE and name not in _PERIODS and name not in CURRENCIES:
            q = Quantity(q.number, unit_of((name, 1), (day, -1)), q.start, q.end, q.value, q.of)
            carried = True
        lifted.append(q)
    return lifted if carried else None


def period_counted(quantities: list[Quantity], want: Unit) -> Unit | None:
    """`want` without its period when the story counts the days of that period; None: not so.

    "how much in gas weekly? 25 miles a day, 3 days, ...": the 3 days are the week's.
    """
    asked = [n for n, p in want if p < 0 and n in _PERIODS]
    if len(asked) != 1 or any(asked[0] in dict(q.unit) for q in quantities):
        return None
    counts = [q for q in quantities if len(q.unit) == 1 and q.unit[0][0] in _PERIODS]
    if len(counts) != 1 or counts[0].unit[0][1] != 1:
        return None
    if not _SHORTER.get(asked[0], frozenset()) >= {counts[0].unit[0][0]}:
        return None
    fits = conversion(asked[0], counts[0].unit[0][0])
    if fits is None or counts[0].value > fits:
        return None  # "with 52 weeks in a year, what's that a month?": a factor, not the days
    return tuple(part for part in want if part != (asked[0], -1))


_SHORTER = {
    "week": frozenset({"day", "night"}),
    "fortnight": frozenset({"day", "night"}),
    "month": frozenset({"day", "night", "week"}),
    "year": frozenset({"day", "week", "month"}),
    "day": frozenset({"hour"}),
}
"""The periods a longer one is counted in ("3 days" of a week)."""


def frequency(q: Quantity) -> bool:
    """Whether `q` says how often: one period per another ("5 days a week")."""
    return len(q.unit) == 2 and all(n in _PERIODS for n, _ in q.unit)
