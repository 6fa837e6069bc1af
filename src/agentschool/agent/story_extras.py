"""More everyday stories read by the roles of their numbers (issue 15, helper story22).

A deposit and the rest in equal payments ("$7,500, $200 down, the rest over 24 months: each
month?"), what one saves at the cheaper of two prices ("£596 at one shop, £511 at another:
the difference?"), a floor's area at a price per square metre ("5 m by 4 m, carpet $34.44 per
square metre"), a ratio split whose asked part is named ("in the ratio 4 to 8 ... how much
sand?", "the bigger share") and a fixed fee plus a rate per unit for a count of those units
("€79 set-up fee and €9 a head for 75 people"). Each answers None whenever a number's role is
unclear, so that the caller refuses rather than guesses.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER

__all__ = [
    "area_cost",
    "each_of_total",
    "fixed_plus_rate",
    "price_difference",
    "rate_for_count",
    "ratio_part",
    "rest_in_parts",
    "shifts_pay",
]

_N = NUMBER
_QUESTION = re.compile(
    r"\b(?:how|what|what's|whats)\b|"
    r"(?<=[.,;:!?-])\s*(?:(?:monthly|weekly|each)\s+)?(?:total|cost|payment|instal(?:l)?ment)\s*$"
)


def _numbers(text: str) -> list[str]:
    return [m[0] for m in re.finditer(rf"(?<![\w.]){_N}(?![\w:]|\.\d)", text)]


def _cut(text: str) -> tuple[str, str] | None:
    starts = [m.start() for m in _QUESTION.finditer(text)]
    return (text[: starts[-1]], text[starts[-1] :]) if starts else None


_DOWN = re.compile(
    rf"(?<![\w.])(?P<d>{_N})\s+(?:as\s+(?:an?\s+|the\s+)?)?(?:down|deposit|up\s*front)\b"
    r"(?!(?:\s*payment)?\s+(?:is\s+|was\s+|of\s+)?\d)|"  # "fridge 24000 down payment 4000"
    rf"\b(?:deposit\s+of|down\s*payment\s+of|put\s+down|paid|pay|put|give|gave)\s+(?:an?\s+)?"
    rf"(?P<d2>{_N})\b(?=\s*(?:down|deposit|up\s*front|already|so\s+far|and|,|\.|$))|"
    rf"\b(?:deposit|down\s*payment)\s+(?:is\s+|was\s+|of\s+)?(?P<d3>{_N})\b"
)
"""A deposit: "$200 down", "₹6,000 down payment", "600 as down payment", "down payment 4000"."""
_REST_OVER = re.compile(
    r"\b(?:the\s+)?(?:rest|remainder|balance|remaining)\b[^.?]*?\b(?:over|in|across)\s+"
    r"(?P<k>\d+)\s+(?:equal\s+)?(?:monthly\s+|weekly\s+)?"
    r"(?:months|weeks|payments|instal(?:l)?ments|emis|parts)\b|"
    r"\bthen\s+(?P<k2>\d+)\s+(?:equal\s+)?(?:monthly|weekly)\s+(?:payments|instal(?:l)?ments)\b"
)
"""The rest in equal parts: "the rest over 24 months", "the balance in 15 monthly instalments"."""
_PER_PART = re.compile(
    r"\b(?:each|per|a|every|one)\s+(?:payment|instal(?:l)?ment|month|week|emi)\b|"
    r"\b(?:monthly|weekly)\s+(?:payment|instal(?:l)?ment|amount|emi)\b|\bemi\b"
)
_NO_INTEREST = re.compile(r"\b(?:without|no|zero)\s+interest\b|\binterest[\s-]free\b")
"""Interest said to be none: "the rest in 10 instalments without interest"."""


def rest_in_parts(text: str, numbers: list[str]) -> str | None:
    """A price less a deposit, the rest in equal parts: "(7500 - 200) / 24"."""
    cut = _cut(text)
    if cut is None or len(numbers) != 3 or re.search(r"\binterest\b", _NO_INTEREST.sub("", text)):
        return None
    story, question = cut
    down, rest = _DOWN.search(story), _REST_OVER.search(story)
    if down is None or rest is None or not _PER_PART.search(question):
        return None
    deposit, count = down["d"] or down["d2"] or down["d3"], rest["k"] or rest["k2"]
    said = next((p for p in ("month", "week") if p in rest[0]), None)
    asked = re.findall(r"\b(?:month|week|year|day)", question)
    if asked and (said is None or any(p != said for p in asked)):
        return None  # "the rest over 24 months: how much a week?" is another sum
    others = [n for n in numbers if n not in (deposit, count)]
    if len(others) != 1 or float(others[0]) <= float(deposit) or float(count) == 0:
        return None
    percents = re.findall(rf"(?<![\w.])({_N})\s*(?:%|per\s*cent\b)", text)
    if percents == [deposit]:  # "down payment 20 percent": a share of the price
        return f"{others[0]} * (100 - {deposit}) / 100 / {count}"
    return None if percents else f"({others[0]} - {deposit}) / {count}"


_CHEAPER_ASKED = re.compile(
    r"\b(?:difference|how\s+much\s+(?:cheaper|dearer|more\s+expensive|less)|"
    r"how\s+much\s+(?:do|did|would|will|does|can|could)\s+(?:i|we|you|she|he|they)\s+save)\b"
)
_TWO_PLACES = re.compile(
    r"\b(?:instead\s+of|another|other|shop\s+[ab]\b|store|online|than|vs\.?|versus|compared|"
    r"elsewhere|one\s+shop)\b"
)


def price_difference(text: str, numbers: list[str], task: str) -> str | None:
    """Two prices of one thing at two places: the dearer less the cheaper."""
    cut = _cut(text)
    if cut is None or len(numbers) != 2:
        return None
    story, question = cut
    if not _CHEAPER_ASKED.search(question) or not _TWO_PLACES.search(story):
        return None
    if re.search(r"%|\b(?:each|per|an?\s+(?:hour|day|week|month|year)|off)\b|/", text):
        return None
    lowered = task.lower()
    for number in numbers:  # both must be money, said with a sign or a currency word
        money = rf"[$£€₹]\s?{re.escape(number)}(?![\d.]\d)|(?<![\w.]){re.escape(number)}\s*"
        money += r"(?:pounds?|dollars?|euros?|quid|bucks?)\b"
        if not re.search(money, lowered.replace(",", "")):
            return None
    high, low = sorted(numbers, key=float, reverse=True)
    return f"{high} - {low}"


_METRE = r"(?:\s*(?:m|metres?|meters?)\b)?"
_SIDES = re.compile(
    rf"(?<![\w.])(?P<a>{_N}){_METRE}\s*(?:by|x|×)\s*(?P<b>{_N}){_METRE}|"
    rf"(?<![\w.])(?P<a2>{_N}){_METRE}\s+long\s+(?:and|by)\s+(?P<b2>{_N}){_METRE}\s+wide\b"
)
_PER_SQUARE = re.compile(
    rf"(?<![\w.])(?P<p>{_N})\s*(?:per|a|an|/)\s*(?:square\s+met(?:re|er)|sq\.?\s*m\b|m2\b|m²)"
)


def area_cost(text: str, numbers: list[str]) -> str | None:
    """A floor's sides and a price per square metre: their product."""
    cut = _cut(text)
    if cut is None or len(numbers) != 3 or not re.search(r"\b(?:cost|much|price)\b", cut[1]):
        return None
    sides, price = _SIDES.search(text), _PER_SQUARE.search(text)
    if sides is None or price is None or len(_SIDES.findall(text)) != 1:
        return None
    if re.search(r"%|\b(?:cm|mm|feet|foot|ft|inch(?:es)?|yards?)\b", text):
        return None
    a, b = sides["a"] or sides["a2"], sides["b"] or sides["b2"]
    if sorted([a, b, price["p"]]) != sorted(numbers):
        return None
    return f"{a} * {b} * {price['p']}"


_RATIO = re.compile(r"(?<![\w.])(?P<r1>\d+)\s*(?::|\bto\b)\s*(?P<r2>\d+)(?!\w|\.\d|:)")
_PAIR = re.compile(r"\b(?P<x>[a-z]+)\s+and\s+(?P<y>[a-z]+)\b(?=[^.?]*\bratio\b)")
_BIG = re.compile(r"\b(?:bigger|larger|greater|biggest|largest)\b")
_SMALL = re.compile(r"\b(?:smaller|smallest|lesser)\b")


def ratio_part(text: str, numbers: list[str]) -> str | None:
    """An amount split in a ratio, the part asked by size or by name: "2640 * 8 / (4 + 8)"."""
    cut = _cut(text)
    if cut is None or len(numbers) != 3 or ("ratio" not in text and not re.search(r"\d:\d", text)):
        return None
    ratio = _RATIO.search(text)
    if ratio is None or re.search(r"%|\b(?:each|per)\b", text):
        return None
    r1, r2 = ratio["r1"], ratio["r2"]
    whole = [n for n in numbers if n not in (r1, r2)]
    if len(whole) != 1 or r1 == r2 or float(r1) + float(r2) == 0:
        return None
    big, small = _BIG.search(text), _SMALL.search(text)
    part = None
    if big and not small:
        part = max(r1, r2, key=float)
    elif small and not big:
        part = min(r1, r2, key=float)
    elif not big and not small and (pair := _PAIR.search(cut[0])) is not None:
        asked = set(re.findall(r"[a-z]+", cut[1]))
        named = [n for n, r in ((pair["x"], r1), (pair["y"], r2)) if n in asked]
        if len(named) == 1 and pair["x"] != pair["y"]:
            part = r1 if named[0] == pair["x"] else r2
    if part is None:
        return None
    return f"{whole[0]} * {part} / ({r1} + {r2})"


_UNITS = {
    "guest": ("guest", "guests", "people", "person", "persons"),
    "head": ("people", "guests", "persons", "heads"),
    "person": ("people", "persons", "guests"),
    "day": ("days",),
    "night": ("nights",),
    "hour": ("hours",),
    "km": ("km", "kilometres", "kilometers"),
    "mile": ("miles",),
}


def fixed_plus_rate(text: str, numbers: list[str], task: str) -> str | None:
    """A fixed fee plus a rate per unit for a count of units: "79 + 9 * 75"."""
    cut = _cut(text)
    if cut is None or len(numbers) != 3 or re.search(r"%|\b(?:each|off|discount)\b", text):
        return None
    if not re.search(r"\b(?:total|altogether|bill|cost|much|owe)\b", cut[1]):
        return None
    rates = list(re.finditer(rf"(?<![\w.])(?P<r>{_N})\s*(?:per|an?|/)\s*(?P<u>[a-z]+)\b", cut[0]))
    rates = [m for m in rates if m["u"] in _UNITS]
    if len(rates) != 1:
        return None
    rate, unit = rates[0]["r"], rates[0]["u"]
    counted = "|".join(_UNITS[unit])
    counts = re.findall(rf"(?<![\w.])(\d+)\s+(?:{counted})\b", cut[0])
    if len(counts) != 1 or counts[0] == rate:
        return None
    fee = [n for n in numbers if n not in (rate, counts[0])]
    if len(fee) != 1:
        return None
    said = re.escape(fee[0])
    weak = rf"(?:\bplus\s+|\band\s+|\ban?\s+){said}\b"
    strong = rf"(?<![\w.]){said}\s+(?:[a-z]+\s+)?(?:set-up|setup|call-out|callout|booking|"
    strong += r"service|cleaning|insurance|fee|flat|fixed|deposit|to\s+start)\b"
    if not re.search(strong, cut[0]) and not (
        re.search(weak, cut[0]) and re.search(r"[$£€₹]|euros?|pounds?|dollars?", task)
    ):
        return None  # "plus 36", "and 79": a fee only when it is money; "3 to start" always
    if not re.search(r"\b(?:plus|fee|set-up|setup|call-out|insurance|to\s+start|and)\b", cut[0]):
        return None
    return f"{fee[0]} + {rate} * {counts[0]}"


_SHIFTS = re.compile(
    rf"(?<![\w.])(?P<n>\d+)\s+(?:shifts|days|sessions|visits|lessons|evenings|nights|times)\s+"
    rf"(?:of|for)\s+(?P<h>{_N})\s+hours?(?:\s+each)?\b|"
    rf"(?<![\w.])(?P<n2>\d+)\s+(?P<h2>{_N})[- ]hour\s+(?:shifts|days|sessions|lessons)\b"
)
_HOURLY = re.compile(rf"(?<![\w.])(?P<r>{_N})\s*(?:an|per|/)\s*(?:hour|hr)\b")
_PAY_ASKED = re.compile(r"\b(?:earn|earned|make|made|pay|paid|get|got|total|much)\b")


def shifts_pay(text: str, numbers: list[str]) -> str | None:
    """Shifts of some hours at an hourly rate: "3 shifts of 8 hours at 15 an hour" is 3 * 8 * 15."""
    cut = _cut(text)
    if cut is None or len(numbers) != 3 or not _PAY_ASKED.search(cut[1]):
        return None
    if re.search(r"%|\b(?:overtime|double|time\s+and\s+a\s+half|plus|minus|tax|off)\b", text):
        return None
    shifts, rate = list(_SHIFTS.finditer(cut[0])), list(_HOURLY.finditer(cut[0]))
    if len(shifts) != 1 or len(rate) != 1:
        return None
    n, h = shifts[0]["n"] or shifts[0]["n2"], shifts[0]["h"] or shifts[0]["h2"]
    if sorted([n, h, rate[0]["r"]]) != sorted(numbers):
        return None
    return f"{n} * {h} * {rate[0]['r']}"


_PERIODS = {"night": "nights", "day": "days", "week": "weeks", "month": "months", "hour": "hours"}
_MONEY_ASKED = re.compile(r"\b(?:total|altogether|cost|bill|owe|how\s+much)\b")


def rate_for_count(text: str, numbers: list[str], task: str) -> str | None:
    """Money per period for a count of periods: "39 euros a night, we stay 14 nights" is 39 * 14."""
    cut = _cut(text)
    if cut is None or len(numbers) != 2 or not _MONEY_ASKED.search(cut[1]):
        return None
    if re.search(r"%|\b(?:each|off|plus|minus|left|save|saved|per\s+person|between|split)\b", text):
        return None
    rate = re.search(
        rf"(?<![\w.])(?P<r>{_N})\s*(?:(?:euros?|dollars?|pounds?)\s+)?(?:an?|per|/)\s*"
        r"(?P<u>night|day|week|month|hour)\b",
        cut[0],
    )
    if rate is None or not re.search(r"[$£€₹]|euros?|pounds?|dollars?", task.lower()):
        return None
    counted = re.findall(rf"(?<![\w.])(\d+)\s+{_PERIODS[rate['u']]}\b", cut[0])
    if len(counted) != 1 or sorted([rate["r"], counted[0]]) != sorted(numbers):
        return None
    return f"{rate['r']} * {counted[0]}"


_EACH_OF = re.compile(
    r"\beach\s+of\s+(?:my|our|the|his|her|their)\s+(?P<n>\d+)\s+[a-z]+\b|"
    r"(?<![\w.])(?P<n2>\d+)\s+(?:kids|children|grandchildren|grandkids|nieces|nephews|pupils|"
    r"students|guests|friends|staff|employees|workers)\s*,\s*(?P<x>[$£€₹]?\s?[\d.]+)\s+each\b"
)
_IN_ALL = re.compile(r"\b(?:total|altogether|in\s+all|all\s+together|how\s+much\s+do\s+i\s+need)\b")


def each_of_total(text: str, numbers: list[str], task: str) -> str | None:
    """An amount given to each of a count: "I give each of my 3 kids $4 a week", in total."""
    cut = _cut(text)
    if cut is None or len(numbers) != 2 or not _IN_ALL.search(cut[1]):
        return None
    if re.search(r"%|\b(?:off|plus|minus|left|between|split|share|shared)\b", text):
        return None
    match = _EACH_OF.search(cut[0])
    if match is None or not re.search(r"[$£€₹]|euros?|pounds?|dollars?", task.lower()):
        return None
    count = match["n"] or match["n2"]
    amount = [n for n in numbers if n != count]
    if len(amount) != 1:
        return None
    periods = re.findall(r"\b(?:a|per|each|every)\s+(day|week|month|year)\b", text)
    if len(set(periods)) > 1:
        return None  # "$5 a week: how much is that a month?" asks another period
    return f"{count} * {amount[0]}"
