"""Word problems read by their units: "$20.25 an hour and 45 hours a week: what's my weekly pay?".

Every number of a story is a quantity with a unit: "42 markers", "$2,700 a month" (money per
month), "4% per year" (a percent per year). The question names the unit it wants: "how many
grams", "what's my weekly pay" (money per week), "in miles per hour", "how much per apple". The
answer multiplies the story's quantities, each by itself or by its inverse, so that their units
give the unit asked, after the conversions a person makes without saying them (12 months a year,
60 minutes an hour, 12 in a dozen, a percent is a hundredth). No vocabulary of stories is needed:
"how many markers are in 10 boxes if one box holds 42" and "how many grams of pasta for 7 people
if a recipe for 2 needs 110 g" are the same reading.

Sums and changes are read from the same quantities: amounts of one kind asked "in total" add up
after conversion ("5 hours 50 minutes and 9 hours 40 minutes: how many minutes in total?"), a start
moves by what is deposited, spent, dropped ("-$12.70, then I deposit $261: my balance now?"), a
goal less what is there ("costs $24,850 and I've saved $17,287: how much more do I need?"), and an
amount going from one value to another, asked as a percent.

`story_units` answers None unless the readings that fit agree on one value: a guess is never made.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from agentschool.agent.units import (
    CANONICAL,
    CURRENCIES,
    KNOWN_UNITS,
    TIMES,
    Unit,
    conversion,
    convert,
    singular,
    unit_of,
)
from agentschool.exceptions import ToolError
from agentschool.tools.calculator import evaluate
from agentschool.tools.number_words import replace_number_words

__all__ = ["story_units", "value_key"]

_N = r"-?\d+(?:\.\d+)?"
_NUMBER = re.compile(rf"(?<![\w.]){_N}(?![\d])")
_STOP = frozenset(
    "a an the of for in on at to per each every and or but so if is are was were be been it that "
    "this these those i we you he she they my our your his her their me us them how what which "
    "do does did will would can could should than then with from by about after before into out "
    "up down more less left total altogether all".split()
)


@dataclass(frozen=True, slots=True)
class _Quantity:
    number: str
    """As the calculator reads it: "42", "-12.70", "(2 * 60 + 15)" for 2 hours 15 minutes."""
    unit: Unit
    start: int
    end: int
    value: Fraction
    of: str = ""
    """What the amount is of: "225g of butter" is of butter (a question may ask "how much butter")."""


_WORD = re.compile(r"[a-z%][a-z'-]*|%")


def _noun(text: str, at: int, *, one: bool) -> tuple[str, int]:
    """The unit named at `at` ("tea bags", "markers", "g"), canonical and singular, and its end."""
    words = list(itertools.islice(_WORD.finditer(text, at), 2))
    if not words or text[at : words[0].start()].strip() or words[0].group() in _STOP:
        return "", at
    first = words[0].group()
    name, end = singular(first), words[0].end()
    compound = (
        len(words) == 2
        and not one  # "1 box holds": one word
        and name == first  # "tea bags": the first word is not itself a plural
        and first not in CANONICAL
        and name not in KNOWN_UNITS
        and not text[end : words[1].start()].strip()
        and words[1].group() not in _STOP
        and words[1].group().endswith("s")
    )
    if compound:
        return f"{first} {singular(words[1].group())}", words[1].end()
    return name, end


_EACH = re.compile(
    r"\s+(?:each|apiece|a\s+piece)\b(?!\s+[a-z]+\s+(?:is|are|costs?|gets?|has|holds?))"
)
_SUBJECT = re.compile(
    r"\b(?:each|every|per)\s+(?P<d>[a-z]+)\s+(?:has|have|holds?|contains?|takes?|needs?|"
    r"gets?|weighs?|uses?|makes?|produces?|fits?|seats?|carries?|serves?|costs?)\s+(?:about\s+)?$"
)
"""A rate told by its subject: "every crate has 27 tea bags", "each bus seats 52"."""
_OF = re.compile(
    r"\s+of\s+(?P<s>[a-z'-]+)(?:\s+(?!(?:and|or|but|so)\b)[a-z'-]+)?(?=\s+(?:a|an|per|each|every)\s)"
)
_OF_ALONE = re.compile(r"\s+of\s+(?P<s>[a-z'-]+)\b")
_FOR_WHAT = re.compile(r"(?:\s+of)?(?:\s+(?!(?:a|an|per|each|every)\b)[a-z'-]+){1,2}(?=\s+(?:a|an|per|every)\s)")
"""Money named by what it is for: "£4.50 pocket money a week"."""
_PER = re.compile(
    r"\s+(?:a|an|per|each|every)\s+(?:(?P<k>\d+(?:\.\d+)?)\s*)?(?=[a-z])|\s*/\s*(?=[a-z])"
)
_PIECE = re.compile(r"\s+(?P<p>coins?|notes?|bills?)\b")
"""Money in pieces: "50p coins", "a 20 pound note" (an amount per coin)."""
_AT_EACH = re.compile(r"(?:\bat|\bfor|@)\s*$")
_ELLIPSIS = re.compile(r"\s*(?:[.?!,;]|and\b|$)")
"""A number the story does not name again: "Emma did 8 chores and Olivia did 10."."""


def _read_one(text: str, match: re.Match[str]) -> tuple[str, list[tuple[str, int]], int, str]:
    """One number's quantity: its number, unit parts, end, and the substance it is of."""
    number = match.group()
    name, end = _noun(text, match.end(), one=number in ("1", "-1"))
    parts = [(name, 1)]
    substance = _OF.match(text, end)  # "2 liters of milk a day"
    if name in CURRENCIES and substance is None:
        substance = _FOR_WHAT.match(text, end)  # "£4.50 pocket money a week"
    named = substance or _OF_ALONE.match(text, end)
    of = (named.groupdict().get("s") or "") if name and named else ""
    per = _PER.match(text, substance.end() if substance else end)
    if name and per:
        denominator, after = _noun(text, per.end(), one=True)
        if denominator and denominator != name and (not per["k"] or Fraction(per["k"]) != 0):
            parts.append((denominator, -1))
            end = after
            if per["k"]:  # "8 L per 100 km"
                number = f"({number} / {per['k']})"
    elif name in CURRENCIES and (piece := _PIECE.match(text, end)):
        parts.append((singular(piece["p"]), -1))  # "50p coins": money per coin
        end = piece.end()
    elif name and (subject := _SUBJECT.search(text, 0, match.start())):
        parts.append((singular(subject["d"]), -1))  # "every crate has 27 tea bags"
    return number, parts, end, singular(of) if of else ""


def _quantities(text: str) -> list[_Quantity]:
    found: list[_Quantity] = []
    each: list[int] = []  # "$0.75 each": per what, once every quantity is known
    for match in _NUMBER.finditer(text):
        if found and match.start() < found[-1].end:
            continue  # "per 100 km": part of the quantity before
        if re.match(r"\s*(?:st|nd|rd|th)\b", text[match.end() :]):
            continue  # "on the 3rd": a date, not a quantity
        number, parts, end, of = _read_one(text, match)
        if (price := _EACH.match(text, end)) and len(parts) == 1:
            if not parts[0][0] and _AT_EACH.search(text, 0, match.start()):
                parts = [("money", 1)]  # "3 bags of apples at 0.57 each": a price
            if parts[0][0]:
                each.append(len(found))
                end = price.end()
        elif not parts[0][0] and found and _ELLIPSIS.match(text, match.end()):
            parts = _elided(text, found[-1], match.start()) or parts
        value = Fraction(match.group()) / (
            Fraction(number.split("/")[1].strip(" )")) if number.startswith("(") else 1
        )
        quantity = _Quantity(number, unit_of(*parts), match.start(), end, value, of)
        if found and (joined := _compound(text, found[-1], quantity)) is not None:
            found[-1] = joined  # "2 hours 15 minutes": one duration
        else:
            found.append(quantity)
    _resolve_each(text, found, each)
    return found


def _elided(text: str, previous: _Quantity, at: int) -> list[tuple[str, int]] | None:
    """The unit of a number said without one, after a count in the same sentence and an "and"."""
    between = text[previous.end : at]
    if re.search(r"[.?!;]", between) or not re.search(r"\band\b", between):
        return None
    if len(previous.unit) != 1 or previous.unit[0][1] != 1:
        return None
    return [(previous.unit[0][0], 1)]


def _resolve_each(text: str, found: list[_Quantity], each: list[int]) -> None:
    """ "10 slices each", "$0.75 each": per the count just before in the sentence, or the story's one count."""
    counted = {n for q in found for n, p in q.unit if p > 0 and n not in KNOWN_UNITS}
    for index in each:
        q = found[index]
        before = found[index - 1] if index else None
        if (
            before is not None
            and not re.search(r"[.?!;]", text[before.end : q.start])
            and len(before.unit) == 1
            and before.unit[0][1] == 1
            and before.unit[0][0] not in KNOWN_UNITS
            and before.unit != q.unit
        ):
            per = before.unit[0][0]  # "4 pizzas cut into 10 slices each"
        elif len(counted) == 1 and next(iter(counted)) not in dict(q.unit):
            per = next(iter(counted))  # "apples cost $0.75 each; how much do 12 apples cost?"
        else:
            continue
        found[index] = _Quantity(
            q.number, unit_of(*q.unit, (per, -1)), q.start, q.end, q.value, q.of
        )


def _compound(text: str, big: _Quantity, small: _Quantity) -> _Quantity | None:
    """`big` and `small` as one amount, its parts: "2 hours 15 minutes", "5 feet 4 inches"."""
    if len(big.unit) != 1 or len(small.unit) != 1 or big.unit[0][1] != 1 or small.unit[0][1] != 1:
        return None
    if not re.fullmatch(r"\s*(?:,\s*)?(?:and\s+)?", text[big.end : small.start]):
        return None
    factor = conversion(big.unit[0][0], small.unit[0][0])
    if factor is None or factor <= 1 or factor.denominator != 1 or small.value < 0:
        return None
    number = f"({big.number} * {factor.numerator} + {small.number})"
    return _Quantity(number, small.unit, big.start, small.end, big.value * factor + small.value)


def _wording(task: str) -> str:
    text = task.lower().replace("’", "'").replace("\n", " ")
    text = re.sub(r"(?<![\d.])(\d{1,3}(?:,\d{3})+)(?![\d])", lambda m: m[1].replace(",", ""), text)
    text = replace_number_words(text)
    text = re.sub(r"(-?)\$\s*(\d+(?:\.\d+)?)", r"\g<1>\2 money", text)
    text = re.sub(r"(-?)€\s*(\d+(?:\.\d+)?)", r"\g<1>\2 euro", text)
    text = re.sub(r"(-?)£\s*(\d+(?:\.\d+)?)", r"\g<1>\2 gbp", text)
    text = re.sub(r"(-?)¥\s*(\d+(?:\.\d+)?)", r"\g<1>\2 yen", text)
    text = _money_words(text)
    text = re.sub(r"(?<=\d)-(?=[a-z])", " ", text)  # "a 460-mile trip", "an 8-pack"
    text = re.sub(  # "2 thirds of a cup", "half a cup", "1 and a half cups": amounts of the unit
        r"(?<![\d.])(?:(?P<n>\d+)\s+(?P<d>thirds?|quarters?|fifths?|eighths?)|(?:a\s+|one\s+)?"
        r"(?P<half>half))\s+(?:of\s+)?an?\s+(?=[a-z])|(?<![\d.])(?P<whole>\d+)\s+and\s+(?:a|one)\s+"
        r"(?P<part>half|quarter)\b",
        _fraction,
        text,
    )
    text = re.sub(  # "25 cents": a hundredth of the money
        r"(?<![\d.])(\d+(?:\.\d+)?)\s*(?:cents?\b|¢)",
        lambda m: f"{Decimal(m[1]) / 100} money",
        text,
    )
    text = re.sub(r"(?<=\d)\s*(?:%|per\s*cent\b|percent\b)", " percent", text)
    text = re.sub(r"\bmph\b", "miles per hour", text)
    text = re.sub(r"\bmpg\b", "miles per gallon", text)
    text = _GIVEN_RATE.sub(_given_rate, text)
    text = _MULTIPLIER.sub(_multiplier, text)
    text = re.sub(r"\b(?:km/h|kph)\b", "kilometers per hour", text)
    text = re.sub(r"\b(?:a|one)\s+dozen\b", "1 dozen", text)
    return re.sub(r"[ \t]+", " ", text)


_PENCE = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*(?:p|pence)\b")


def _money_words(text: str) -> str:
    """Pence as hundredths of a pound ("30p"); "pounds" as money once the story counts in £.

    "a 20 pound note", "how much is that in pounds?": where "£" or pence are written and no weight
    is, a pound is the currency.
    """
    text = re.sub(r"\bpounds?\s+sterling\b", "gbp", text)
    sterling = "gbp" in text or _PENCE.search(text) is not None
    text = _PENCE.sub(lambda m: f"{Decimal(m[1]) / 100} gbp", text)
    if sterling and not re.search(r"\b(?:weigh\w*|heavy|heavier|ounces?|oz|lbs?|kg|kilos?)\b", text):
        text = re.sub(r"\bpounds?\b", "gbp", text)
    return text


_UNIT_WORD = r"[a-z]+(?:\s+[a-z]+)?"
_GIVEN_RATE = re.compile(
    r"\b(?:1|one|a|an)\s+(?P<a>[a-z]+)\s+(?:=|is|equals|is\s+worth|buys|gets\s+(?:you\s+)?|"
    r"(?:is\s+)?(?:about|roughly|around))\s+(?P<r>\d+(?:\.\d+)?)\s*(?P<b>[a-z]+)\b|"
    r"(?<![\d.])(?P<r2>\d+(?:\.\d+)?)\s*(?P<b2>[a-z]+)\s+to\s+the\s+(?P<a2>[a-z]+)\b"
)
"""A rate the task gives: "1 USD = 145 JPY", "if 1 lb is 0.45 kg", "1.27 dollars to the pound"."""


def _given_rate(match: re.Match[str]) -> str:
    """The rate as one quantity per the other ("145 jpy per usd"), read like any rate.

    Only between units (a currency, a measure): "a box is 12 eggs" is left as it is written.
    """
    a, b, r = match["a"] or match["a2"], match["b"] or match["b2"], match["r"] or match["r2"]
    known = KNOWN_UNITS | {"gallon", "cup", "pint", "quart", "ton"}
    if singular(a) not in known or singular(b) not in known or singular(a) == singular(b):
        return match[0]
    return f"{r} {b} per {a}"


_MULTIPLIER = re.compile(
    r"\b(?P<x>doubl|tripl|quadrupl|halv)(?:e|es|ed|ing)\s+(?:it|that|this|them|(?:the|a|my|our)\s+"
    r"(?:recipe|batch|amount|quantity|order))\b|\b(?P<twice>twice|(?P<n>\d+)\s+times)\s+as\s+"
    r"(?:much|many)\b|\b(?:make|making|do|doing)\s+(?:a\s+)?(?P<y>double|triple|quadruple|half)\s+"
    r"(?:batch|portion|recipe|amount|quantity)\b"
)
_FACTORS = {"doubl": "2", "tripl": "3", "quadrupl": "4", "halv": "0.5"}
_FACTORS |= {"double": "2", "triple": "3", "quadruple": "4", "half": "0.5"}


def _multiplier(match: re.Match[str]) -> str:
    """A multiplier as a quantity: "I'm tripling it" → "3 multiplier" (it scales the answer)."""
    if match["twice"]:
        return f"{match['n'] or 2} {TIMES}"
    return f"{_FACTORS[match['x'] or match['y']]} {TIMES}"


_PARTS = {"half": 2, "third": 3, "quarter": 4, "fifth": 5, "eighth": 8}


def _fraction(match: re.Match[str]) -> str:
    """The decimal a fraction of a unit spells ("2 thirds of a cup" → "0.6666666667 cup")."""
    if match["whole"]:
        value = int(match["whole"]) + Fraction(1, _PARTS[match["part"]])
    elif match["half"]:
        value = Fraction(1, 2)
    else:
        value = Fraction(int(match["n"]), _PARTS[match["d"].removesuffix("s")])
    return f"{float(value):.10g} "


_QUESTION = re.compile(r"\b(?:how|what|what's|whats|by\s+what)\b")
_PERIODS = {
    "hourly": "hour",
    "daily": "day",
    "nightly": "night",
    "weekly": "week",
    "monthly": "month",
    "yearly": "year",
    "annual": "year",
    "annually": "year",
}
_MONEY_ASKED = re.compile(  # asks for an amount of money
    r"\bhow\s+much\b(?!\s+(?:more|longer|farther|further)\s+(?!money))|"
    r"\b(?:cost|costs|price|pay|paid|salary|wages?|income|rent|spend|earn|earnings|owe|interest|"
    r"bill|worth|charge|fee|budget|balance)\b"
)


_ASKED_PER = re.compile(r"\b(?:per|a|an|each|every)\s+(?P<d>[a-z]+)(?:\s+(?P<d2>[a-z]+))?\b")
_ASKED_PER_END = re.compile(
    r"\s*(?:[?.!,]|$|(?:do|does|did|will|would|is|are|get|gets|cost|costs|come\s+to|"
    r"work\s+out)\b)"
)
"""A question "… per year?", "each friend gets": the unit asked is per that."""


def _asked_per(text: str, at: int, quantities: list[_Quantity], units: set[str]) -> str:
    """The unit a question asks "per" ("… per year?", "each tea bag cost"), or ""."""
    denominator = ""
    for per in _ASKED_PER.finditer(text, at):
        if any(q.start <= per.start() < q.end for q in quantities):
            continue  # "at $12 per kg": the story's own rate
        two = f"{per['d']} {singular(per['d2'])}" if per["d2"] else ""
        if two in units and _ASKED_PER_END.match(text, per.end()):
            denominator = two  # "each tea bag cost": a unit of two words the story named
        elif _ASKED_PER_END.match(text, per.end("d")):
            denominator = singular(per["d"])
    return denominator


def _asked(text: str, at: int, quantities: list[_Quantity]) -> Unit | None:
    """The unit the question (`text` from `at`) asks for, or None when it does not say."""
    question = text[at:]
    units = {name for q in quantities for name, _ in q.unit}
    explicit = re.search(  # "how many 0.5 gbp coins": the coins
        r"\b(?:in|how\s+many)\s+(?:\d+(?:\.\d+)?\s+(?:money|gbp|euro|yen)\s+)?"
        r"(?P<u>[a-z]+(?:\s+[a-z]+)?)",
        question,
    )
    denominator = _asked_per(text, at, quantities, units)
    for adjective, period in _PERIODS.items():
        if re.search(rf"\b{adjective}\b", question):
            denominator = period
    if explicit:
        name, _ = _noun(explicit.string, explicit.start("u"), one=False)
        if name and name not in _PERIODS and (name in units or _related(name, units)):
            return unit_of((name, 1), (denominator, -1))
    substance = re.search(r"\bhow\s+much\s+(?P<s>[a-z]+)", question)
    if substance and substance["s"] not in _STOP:  # "how much butter": the butter's unit
        units_of = {q.unit for q in quantities if q.of and q.of == singular(substance["s"])}
        if len(units_of) == 1:
            return unit_of(*(p for p in units_of.pop() if p[1] > 0), (denominator, -1))
    currencies = units & CURRENCIES
    if len(currencies) == 1 and _MONEY_ASKED.search(question):  # "how much": in the one currency
        return unit_of((currencies.pop(), 1), (denominator, -1))
    if denominator:  # "$2,700 a month: what is that per year?": what the story counts, per year
        above = {
            n for q in quantities for n, p in q.unit if p > 0 and conversion(n, denominator) is None
        }
        if len(above) == 1:
            return unit_of((above.pop(), 1), (denominator, -1))
    if re.search(r"\b(?:speed|how\s+fast)\b", question):  # "my average speed": length per time
        lengths = [u for u in units if conversion(u, "meter") is not None]
        times = [u for u in units if conversion(u, "second") is not None]
        if len(lengths) == 1 and len(times) == 1:
            return unit_of((lengths[0], 1), (times[0], -1))
    if re.search(r"\bhow\s+far\b", question):
        lengths = [u for u in units if conversion(u, "meter") is not None]
        return unit_of((lengths[0], 1)) if len(lengths) == 1 else None
    if re.search(r"\bhow\s+long\b", question):
        times = [u for u in units if conversion(u, "second") is not None]
        return unit_of((times[0], 1)) if len(times) == 1 else None
    return None


def _related(name: str, units: set[str]) -> bool:
    return any(conversion(u, name) is not None for u in units)


def _render(numbers: list[tuple[str, int]], factor: Fraction) -> str:
    above = [
        n if not n.startswith("-") or i == 0 else f"({n})"
        for i, (n, p) in enumerate(numbers)
        if p > 0
    ]
    below = [n if not n.startswith("-") else f"({n})" for n, p in numbers if p < 0 and n != "1"]
    text = " * ".join(above) if above else "1"
    if below:
        text += " / " + " / ".join(below)
    if factor.denominator != 1:
        text += f" / {factor.denominator}"
    if factor.numerator != 1:
        text += f" * {factor.numerator}"
    return text


def _products(story: list[_Quantity], asked: list[_Quantity], want: Unit) -> dict[Fraction, str]:
    """Every product of all the quantities (each to the power 1 or -1) that has the unit asked."""
    quantities = [*story, *asked]
    if any(q.unit in ((), (("percent", 1),)) for q in quantities):
        return {}  # "7 of them", "20% off": a count or a share, not a unit to multiply by
    fits: dict[Fraction, tuple[bool, str]] = {}
    for powers in itertools.product((1, -1), repeat=len(quantities)):
        if _cancels(story, powers):
            continue
        parts = [
            (name, p * power)
            for q, power in zip(quantities, powers, strict=True)
            for name, p in q.unit
        ]
        factor = convert(unit_of(*parts), want)
        if factor is None:
            continue
        value = factor
        for q, power in zip(quantities, powers, strict=True):
            if q.value == 0 and power < 0:
                break
            value *= q.value**power
        else:
            scales = all(power == 1 for power in powers[len(story) :])
            text = _render(
                [(q.number, power) for q, power in zip(quantities, powers, strict=True)], factor
            )
            if value not in fits or scales:
                fits[value] = (scales, text)
    preferred = {v: t for v, (scales, t) in fits.items() if scales}
    chosen = preferred or {v: t for v, (_, t) in fits.items()}
    return chosen


def _cancels(story: list[_Quantity], powers: tuple[int, ...]) -> bool:
    """Whether two amounts of the story in one unit divide each other ("$44 * $37 / $14").

    A ratio of the story's own amounts is no answer; one scaled by an amount asked is ("for 7
    people", when 2 people need 110 g).
    """
    signs: dict[Unit, set[int]] = {}
    for q, power in zip(story, powers, strict=False):
        signs.setdefault(q.unit, set()).add(power)
    return any(len(found) == 2 for found in signs.values())


_TOTAL = re.compile(r"\b(?:in\s+total|total|altogether|all\s+together|in\s+all|combined|sum)\b")
_UP = (
    r"deposit(?:s|ed)?|add(?:s|ed)?|earn(?:s|ed)?|receive[sd]?|gets?|got|gain(?:s|ed)?|"
    r"rise[sn]?|rose|(?:go(?:es)?|went|gone|goes)\s+up|increase[sd]?|win|wins|won|climb(?:s|ed)?|"
    r"warm(?:s|ed)?\s+up\s+by"
)
_DOWN = (
    r"withdr(?:aw|aws|ew|awn)|spen[dt]s?|spending|pa(?:y|ys|id|ying)|drop(?:s|ped)?|fall(?:s)?|fell|lose|loses|lost|"
    r"decrease[sd]?|(?:go(?:es)?|went|gone)\s+down|use[sd]?|eat(?:s)?|ate|gave\s+away|give\s+away|"
    r"cool(?:s|ed)?\s+(?:down\s+)?by|take[sn]?\s+out|took\s+out"
)
_CHANGE = re.compile(
    rf"\b(?:(?P<up>{_UP})|(?P<down>{_DOWN}))\s+(?:(?:another|a\s+further|an\s+extra|a\s+further|"
    r"by|back|out|in|only|just)\s+)*$"
)
_AND_MORE = re.compile(r"(?:\s+(?:on|for|at)\s+[a-z' -]+?)?\s*(?:,\s*)?(?:and\s+)?(?:another\s+)?")
"""Between two amounts that go the same way: "$59.20 on groceries and $36.90"."""
_STATE = re.compile(
    r"\b(?:now|be|become|left|remain(?:s|ing)?|end\s+up|new|after\s+that|at\s+the\s+end|balance|"
    r"(?:was|is)\s+(?:the|my|our|it))\b"
)


def _scale(factor: Fraction) -> str:
    if factor == 1:
        return ""
    return f" * {factor.numerator}" + (
        f" / {factor.denominator}" if factor.denominator != 1 else ""
    )


def _sum(story: list[_Quantity], asked: list[_Quantity], want: Unit, question: str) -> str | None:
    quantities = [*story, *asked]
    if len(quantities) < 2 or not _TOTAL.search(question):
        return None
    factors = [convert(q.unit, want) for q in quantities]
    if any(f is None for f in factors):
        return None
    terms = []
    for q, f in zip(quantities, factors, strict=True):
        assert f is not None
        scale = (
            ""
            if f == 1
            else (
                f" * {f.numerator}" if f.denominator == 1 else f" * {f.numerator} / {f.denominator}"
            )
        )
        terms.append(f"{q.number}{scale}")
    return " + ".join(terms)


def _balance(text: str, quantities: list[_Quantity], question: str) -> str | None:
    """A start, then amounts going in or out: "it's -5 degrees and will drop another 12"."""
    if len(quantities) < 2 or not _STATE.search(question):
        return None
    if len({q.unit for q in quantities}) != 1:
        return None
    terms = [quantities[0].number]
    sign = ""
    for previous, q in itertools.pairwise(quantities):
        between = text[previous.end : q.start]
        change = _CHANGE.search(between)
        if change is not None:
            sign = "+" if change["up"] else "-"
        elif not (sign and _AND_MORE.fullmatch(between)):
            return None  # "spent $59.20 on groceries and $36.90 on gas": the same way again
        terms.append(
            f"{sign} {q.number}" if not q.number.startswith("-") else f"{sign} ({q.number})"
        )
    return " ".join(terms)


_AVERAGE = re.compile(r"\b(?:average|mean)\b")


def _average(quantities: list[_Quantity], question: str) -> str | None:
    """Amounts of one kind, asked their average: "my scores were 82, 91 and 77: my average?"."""
    if len(quantities) < 2 or not _AVERAGE.search(question):
        return None
    if len({q.unit for q in quantities}) != 1:
        return None
    return f"({' + '.join(q.number for q in quantities)}) / {len(quantities)}"


_NEED_MORE = re.compile(
    r"\bhow\s+much\s+more\b.*\b(?:need|save|go|short|left)\b|\bhow\s+much\s+(?:is\s+)?(?:still\s+)?"
    r"(?:left\s+to|to\s+go|(?:do|does)\s+(?:i|we|he|she|they)\s+still\s+need)"
)


def _need_more(quantities: list[_Quantity], question: str) -> str | None:
    """A goal and what is there: "costs $24,850, I've saved $17,287: how much more do I need?"."""
    if len(quantities) != 2 or not _NEED_MORE.search(question):
        return None
    if quantities[0].unit != quantities[1].unit:
        return None
    high, low = sorted(quantities, key=lambda q: q.value, reverse=True)
    return f"{high.number} - {low.number}"


_FROM_TO = re.compile(rf"\bfrom\s+(?P<a>{_N})(?:\s+[a-z]+)?\s+to\s+(?P<b>{_N})\b")
_FALL = re.compile(
    r"\b(?:fall|fell|drop|dropped|decrease|decreased|decline|declined|down|lose|lost|cheaper|less|cut|reduc\w*)\b"
)


def _percent_change(text: str, quantities: list[_Quantity], question: str) -> str | None:
    """An amount from one value to another, asked as a percent: "went from $60 to $78"."""
    move = _FROM_TO.search(text)
    if move is None or len(quantities) != 2 or not re.search(r"\bpercent(?:age)?\b", question):
        return None
    a, b = move["a"], move["b"]
    if Fraction(a) == 0:
        return None
    if _FALL.search(question):
        return f"({a} - {b}) / {a} * 100"
    return f"({b} - {a}) / {a} * 100"


_ONE_ASKED = re.compile(
    r"\b(?P<ask>(?:what|how\s+much)\s+(?:does|do|did|would|will|is)\s+)(?:1|a\s+single)\s+"
    r"(?=[a-z]+(?:\s+[a-z]+)?\s+(?:cost|costs|come\s+to|sell\s+for|go\s+for)\b)"
)
"""A question "what does 1 can cost?": the price of each, not one more quantity to multiply."""
_CONTAINERS = frozenset("pack packet multipack box case carton bag crate tray tub bundle".split())
_PACK_OF = re.compile(rf"\b(?:{'|'.join(_CONTAINERS)})(?:s|es)?\s+of\s+$")


def _packed(text: str, story: list[_Quantity], want: Unit) -> list[_Quantity]:
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
        if q.unit in tuple(((c, 1),) for c in _CONTAINERS)
        or (not q.unit and _PACK_OF.search(text, 0, q.start))
    ]
    if len(packs) != 1:
        return story
    q = story[packs[0]]
    counted = _Quantity(q.number, unit_of((per[0], 1)), q.start, q.end, q.value)
    return [*story[: packs[0]], counted, *story[packs[0] + 1 :]]


def _merged(quantities: list[_Quantity]) -> list[_Quantity]:
    """Counts of one thing added up first: "Emma did 8 chores and Olivia did 10" → (8 + 10) chores."""
    out: list[_Quantity] = []
    for q in quantities:
        same = [i for i, o in enumerate(out) if o.unit == q.unit]
        if len(q.unit) == 1 and q.unit[0][1] == 1 and same:
            o = out[same[0]]
            out[same[0]] = _Quantity(
                f"({o.number.strip('()')} + {q.number})", o.unit, o.start, q.end, o.value + q.value
            )
        else:
            out.append(q)
    return out


def _grouped(
    story: list[_Quantity], asked: list[_Quantity], want: Unit, question: str
) -> list[str]:
    """Sums of products asked as one amount: "4 tins at 1.79 each and 3 bags at 0.57 each",
    "4.5 hours at $65/hour plus $93 travel", "£3 per chore: Emma did 8 and Olivia 10, altogether?".

    Each group of neighbouring quantities must have the unit asked on its own; every way of
    grouping that fits is a reading (two of them disagreeing is an ambiguity).
    """
    quantities = [*story, *asked]
    if not (_TOTAL.search(question) or _MONEY_ASKED.search(question)) or len(quantities) < 2:
        return []
    if _STATE.search(question) or _NEED_MORE.search(question) or re.search(r"\bchange\b", question):
        return []
    readings: list[str] = []
    merged = _merged(quantities)
    if len(merged) < len(quantities) and _TOTAL.search(question):
        readings.extend(_products(merged, [], want).values())
    for cuts in itertools.product((False, True), repeat=len(quantities) - 1):
        if not any(cuts):
            continue
        groups: list[list[_Quantity]] = [[quantities[0]]]
        for q, cut in zip(quantities[1:], cuts, strict=True):
            if cut:
                groups.append([q])
            else:
                groups[-1].append(q)
        terms = []
        for group in groups:
            fits = _products(group, [], want) if len(group) > 1 else {}
            if len(group) == 1 and convert(group[0].unit, want) == 1:
                fits = {group[0].value: group[0].number}
            if len(fits) != 1:
                break
            terms.append(next(iter(fits.values())))
        else:
            if any(len(group) > 1 for group in groups):  # a product among the terms
                readings.append(" + ".join(terms))
    return readings


_UNCOUNTED = re.compile(r"\b(?:and|plus)\s+(?:some|a\s+few|several|a\s+couple\s+of)\s+[a-z]+")


def story_units(task: str) -> dict[float, str]:
    """The calculator expressions the readings above give a story, by their values (empty: none).

    The caller treats one value as the answer and several as an ambiguity.
    """
    text = _wording(task)
    starts = [m.start() for m in _QUESTION.finditer(text)]
    if not starts:
        return {}
    text = text[: starts[-1]] + _ONE_ASKED.sub(r"\g<ask>each ", text[starts[-1] :])
    question = text[starts[-1] :]
    if _UNCOUNTED.search(text, 0, starts[-1]):
        return {}  # "3 bags at 0.57 each and some bread": a part the numbers do not give
    quantities = _quantities(text)
    if not quantities or len(quantities) > 6:
        return {}
    story = [q for q in quantities if q.start < starts[-1]]
    asked = [q for q in quantities if q.start >= starts[-1]]
    found: dict[float | None, str] = {}
    want = _asked(text, starts[-1], quantities)
    if want is not None:
        story = _packed(text, story, want)
        products = _products(story, asked, want)
        trivial = (
            len(quantities) == 1
            and convert(quantities[0].unit, want) == 1
            and not quantities[0].number.startswith("(")
        )
        if not trivial:
            found.update({value_key(text): text for text in products.values()})
        if (total := _sum(story, asked, want, question)) is not None:
            found.setdefault(value_key(total), total)
        if not products:
            for reading in _grouped(story, asked, want, question):
                found.setdefault(value_key(reading), reading)
    for reading in (
        _balance(text, quantities, question),
        _need_more(quantities, question),
        _average(quantities, question),
        _percent_change(text, quantities, question),
    ):
        if reading is not None:
            found.setdefault(value_key(reading), reading)
    found.pop(None, None)
    return {key: text for key, text in found.items() if key is not None}


def value_key(expression: str) -> float | None:
    """The value of a calculator expression, rounded so that readings of one value compare equal.

    None when it has none (a division by zero).
    """
    try:
        return round(float(evaluate(expression)), 9)
    except ToolError:
        return None
