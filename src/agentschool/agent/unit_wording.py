"""A story's wording made plain for the unit reader (`agent/quantities.py`).

Amounts of money become a number and a currency ("$12" → "12 money", "¥8,230" → "8230 yen",
"30p" → "0.3 gbp"), a pound is money where the story counts in £ and weighs nothing, a rate the
task gives becomes a rate like any other ("1 USD = 145 JPY" → "145 jpy per usd", "if 1 lb is 0.45
kg" → "0.45 kg per lb"), a fraction of a unit a decimal, a multiplier a quantity ("I'm tripling
it" → "3 multiplier"). The reader then needs one grammar: a number, its unit, per what.
"""

from __future__ import annotations

import re
from decimal import Decimal
from fractions import Fraction

from agentschool.agent.units import KNOWN_UNITS, TIMES, codes_named, singular
from agentschool.tools.number_words import replace_number_words

__all__ = ["CONTAINERS", "PARTS", "SAVING_ASKED", "SAVING_TOLD", "unit_wording"]


_SCALE = {"k": 1000, "m": 1_000_000, "bn": 1_000_000_000}
_SCALED = re.compile(
    r"\"[^\"]*\"|“[^”]*”|(?<!\w)'[^']*'(?!\w)|"  # quotes stay as they are
    r"(?P<before>\b(?:a|the)\s+)?(?P<sign>[$€£¥₹]\s*)?(?<![\d.,])(?P<n>\d+(?:\.\d+)?)\s?"
    r"(?P<k>k|K|m|bn)\b(?!\s*(?:runs?|races?|walks?|swims?|rides?|fun\s+run)\b)"
)
"""Thousands and millions of money: "£27k", "$1.5m", "spent 2k" (not "a 5k run", not "5m")."""


def scaled_amounts(task: str) -> str:
    """`task` with "£27k", "$1.5m", "2k" as plain numbers; quotes, "a 5k" and "5m" kept."""

    def scaled(match: re.Match[str]) -> str:
        if match["n"] is None or not (
            match["sign"] or (match["k"] in "kK" and not match["before"])
        ):
            return match[0]  # a quote, "a 5k", "the 10k", "5m" (metres): not money
        if not match["sign"] and _RUN_BEFORE.search(match.string, 0, match.start()):
            return match[0]  # "ran 3k in 14:33": kilometres
        if not match["sign"] and match[0].strip().lower() in ("401k", "401 k"):
            return match[0]  # "401k 6% of gross": a retirement plan, not 401,000
        amount = Decimal(match["n"]) * _SCALE[match["k"].lower()]
        return f"{match['before'] or ''}{match['sign'] or ''}{amount.normalize():f}"

    return _SCALED.sub(scaled, task)


_HOURLY_RATE = re.compile(
    r"\bhourly\s+(?:rate|wage|pay)\s*(?:is\s+|of\s+|=\s*|:\s*)?(?P<x>-?\d+(?:\.\d+)?\s+[a-z]+)\b"
    r"(?!\s+(?:per|an?|/)\s)"
)
"""An hourly rate told before its amount ("hourly rate €13.50"): the amount is per hour."""


def unit_wording(task: str) -> str:
    """`task` in the words the unit reader knows: "¥8,230" → "8230 yen", "30p" → "0.3 gbp".

    "1 USD = 145 JPY" → "145 jpy per usd", "I'm tripling it" → "3 multiplier".
    """
    text = codes_named(task.lower().replace("’", "'").replace("\n", " "))  # "nz dollars": "nzd"
    text = re.sub(r"(?<![\d.])(\d{1,3}(?:,\d{3})+)(?![\d])", lambda m: m[1].replace(",", ""), text)
    text = replace_number_words(text)
    text = re.sub(r"(-?)\$\s*(\d+(?:\.\d+)?)", r"\g<1>\2 money", text)
    text = re.sub(r"(-?)€\s*(\d+(?:\.\d+)?)", r"\g<1>\2 euro", text)
    text = re.sub(r"(-?)£\s*(\d+(?:\.\d+)?)", r"\g<1>\2 gbp", text)
    text = re.sub(r"(-?)¥\s*(\d+(?:\.\d+)?)", r"\g<1>\2 yen", text)
    text = re.sub(r"(-?)₹\s*(\d+(?:\.\d+)?)", r"\g<1>\2 inr", text)
    text = _money_words(text)
    text = _HOURLY_RATE.sub(r"\g<x> per hour", text)  # "hourly rate 13.50 euro": per hour
    text = re.sub(r"(?<=\d)-(?=[a-z])", " ", text)  # "a 460-mile trip", "an 8-pack"
    text = _SAME_PRICE.sub("", text)  # "how much for 5 lbs at the same price per pound"
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
    text = _RAN_K.sub(r"\g<did> \g<n> km", text)  # "ran 3k": kilometres, not thousands
    text = _LAP_TIME.sub(r"in \g<m> minutes \g<s> seconds", text)  # "ran 3 km in 14:33"
    text = _SHARED_BY.sub(
        lambda m: f"{m['n'] or 'between 2'} people", text
    )  # "split 4 ways", "5 of us": a count of people
    text = re.sub(r"\bmph\b", "miles per hour", text)
    text = re.sub(  # "6h 40m", "1hr 45m": minutes after hours, not metres
        r"(?<![\d.])(\d+)\s*(h|hrs?|hours?)\s*(\d+)\s*m\b", r"\1 hours \3 minutes", text
    )
    text = re.sub(r"\bmpg\b", "miles per gallon", text)
    text = re.sub(  # "9 hours daily": a rate, as "9 hours per day"
        r"(?<![\d.])(\d+(?:\.\d+)?\s*[a-z]+)\s+(daily|weekly|monthly)\b",
        lambda m: f"{m[1]} per {_PERIOD_OF[m[2]]}",
        text,
    )
    text = _PERIODIC_AMOUNT.sub(  # "monthly rent $2,150": money per month
        lambda m: f"{m['what']} {m['amount']} per {_PERIOD_OF[m['every']]}", text
    )
    text = _DAYS_BUT.sub(_days_but, text)  # "every day except sundays": 6 days per week
    if re.search(r"\bweek(?:ly|s)?\b", text):  # asked by the week: a year's weekdays vary
        text = _WEEK_PART.sub(_week_part, text)  # "65 mins each weekday": 5 days per week
    text = _SQUARE.sub(lambda m: f"{m['u'] or m['v']}^2", text)
    text = _TYPED_FRACTION.sub(_typed_fraction, text)  # "1 1/3 cups", "2/3 cup"
    text = _GIVEN_RATE.sub(_given_rate, text)
    text = re.sub(r"(?<=[a-z])\s*/\s*(\d+)\s*(?=[a-z])", r" per \1 ", text)  # "9.5 l/100km"
    text = _QUARTERLY.sub("every 3 months", text)  # "£90 every quarter": no unit of its own
    text = _EVERY_PERIOD.sub(r"\g<amount> per \g<period>\g<words>", text)
    text = _SIZED.sub(_sized, text)
    text = _ROUND_TRIP.sub(r"\g<amount> per way, 2 ways each", text)
    text = _ONE_COSTS.sub(r"\g<lead>each ", text)
    text = _SETS_OF.sub(_sets_of, text)
    text = _SPELLS_OF.sub(_spells_of, text)
    text = _REPEATED.sub(rf"\g<it> \g<n> {TIMES}", text)
    text = _MULTIPLIER.sub(_multiplier, text)
    text = _TIMES_RATE.sub(rf"\g<n> {TIMES}", text)
    text = re.sub(r"\b(?:km/h|kph)\b", "kilometers per hour", text)
    text = re.sub(  # "a dozen eggs"; but "£2.40 a dozen" is a price per dozen
        r"(?<!money)(?<!euro)(?<!gbp)(?<!yen)(?<!\d)\s+(?:a|one)\s+dozen\b|^(?:a|one)\s+dozen\b",
        lambda m: (" " if m[0][0].isspace() else "") + "1 dozen",
        text,
    )
    return re.sub(r"[ \t]+", " ", text)


_RUN_BEFORE = re.compile(r"\b(?:ran|run|running|jogged|walked|cycled|rode|swam|did)\s+$", re.I)
_RAN_K = re.compile(
    r"\b(?P<did>ran|run|running|jogged|walked|cycled|rode|swam|did)\s+(?:a\s+)?(?P<n>\d+(?:\.\d+)?)\s*k\b"
)
"""A distance run: "ran 3k" is three kilometres."""
_LAP_TIME = re.compile(r"\bin\s+(?P<m>\d{1,2}):(?P<s>[0-5]\d)\b(?!\s*(?:am|pm)\b)(?!:)")
"""A time taken, as a watch shows it: "in 14:33" is 14 minutes 33 seconds."""
_SHARED_BY = re.compile(r"(?<![\w.])(?P<n>\d+)\s+(?:ways|of\s+us)\b|\b50\s*/\s*50\b")
"""The people a cost is shared by: "split it 4 ways", "there are 5 of us", "50/50" (two)."""
_PERIOD_OF = {"daily": "day", "weekly": "week", "monthly": "month"}
_PERIODIC_AMOUNT = re.compile(
    r"\b(?P<every>daily|weekly|monthly)\s+(?P<what>[a-z]+(?:\s+[a-z]+)?)\s+(?:is\s+|of\s+|=\s*)?"
    r"(?P<amount>(?<![\d.])\d+(?:\.\d+)?\s+(?:money|euro|gbp|yen|inr))\b(?!\s+(?:a|an|per|each|every)\b)"
)
"""Money whose period is said before it: "monthly rent $2,150" is money per month."""
_DAYS_BUT = re.compile(
    r"\b(?:every\s+day|each\s+day|daily)\s+(?:except|but(?:\s+not)?|apart\s+from|other\s+than|"
    r"bar)\s+(?:on\s+)?(?:(?P<one>(?:mon|tues|wednes|thurs|fri|satur|sun)days?)|(?P<two>weekends?))\b"
)
"""Days of the week but one or two: "every day except sundays" is six days a week."""


def _days_but(match: re.Match[str]) -> str:
    return f"per day, {6 if match['one'] else 5} days per week"


_WEEK_PART = re.compile(
    r"\b(?:(?:a|per|each)\s+day\s+)?(?:(?:each|every|a|per|on)\s+(?P<wd>weekday|week\s+day)s?|"
    r"(?:on\s+)?(?P<mf>mon(?:day)?\s*(?:-|–|to|thru|through)\s*fri(?:day)?)|"
    r"(?:each|every|a|per)\s+(?:day\s+(?:of|at)\s+the\s+weekend|weekend\s+day)|"
    r"(?:on|at)\s+(?:the\s+)?weekends?)\b"
)
"""A part of the week a rate is said for: weekdays are five days a week, the weekend two (school
days are not: some schools teach six)."""


def _week_part(match: re.Match[str]) -> str:
    return f"per day, {5 if match['wd'] or match['mf'] else 2} days per week"


_SAME_PRICE = re.compile(
    r"\s*,?\s*(?:at|for)\s+the\s+same\s+(?:price|rate|cost)(?:\s+(?:per|a|an)\s+[a-z]+)?\b"
)
"""A price said to stay as it was: the proportion the story asks, no price of its own."""
_PENCE = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*(?:p|pence)\b")


def _money_words(text: str) -> str:
    """Pence as hundredths of a pound ("30p"); "pounds" as money once the story counts in £.

    "a 20 pound note", "how much is that in pounds?": where "£" or pence are written and no weight
    is, a pound is the currency.
    """
    text = re.sub(r"\bpounds?\s+sterling\b", "gbp", text)
    sterling = "gbp" in text or _PENCE.search(text) is not None
    text = _PENCE.sub(lambda m: f"{Decimal(m[1]) / 100} gbp", text)
    weighed = re.search(
        r"\b(?:weigh\w*|heavy|heavier|ounces?|oz|lbs?|kg|kilos?)\b|\bpounds?\s+of\b|"
        r"\b(?:a|per|each|every|the)\s+pound\b",  # "5 pounds of apples", "£2 a pound"
        text,
    )
    if sterling and not weighed:
        text = re.sub(r"\bpounds?\b", "gbp", text)
    return text


_LENGTH = (
    r"metres?|meters?|m|feet|foot|ft|yards?|yd|cm|centimet(?:re|er)s?|km|kilomet(?:re|er)s?|"
    r"inch(?:es)?"
)
_SQUARE = re.compile(rf"\b(?:square|sq\.?)\s+(?P<u>{_LENGTH})\b|\b(?P<v>{_LENGTH})(?:²|\^2)")
"""An area's unit: "2 square metres", "12 m²" → "metres^2", a length times a length."""
_UNIT_WORD = r"[a-z]+(?:\s+[a-z]+)?"
_GIVEN_RATE = re.compile(
    r"\b(?:1|one|a|an)\s+(?:(?:us|u\.s\.|uk|imperial|american|british)\s+)?(?P<a>[a-z]+)(?:\s+of\s+(?:it|that|this|[a-z]+(?:\s+[a-z]+)?))?\s+"
    r"(?:=|is|equals|is\s+worth|weighs|buys|gets\s+(?:you\s+)?|"
    r"(?:is\s+)?(?:about|roughly|around))\s+(?P<r>\d+(?:\.\d+)?)\s*(?P<b>[a-z]+)\b|"
    r"(?<![\d.])(?P<r2>\d+(?:\.\d+)?)\s*(?P<b2>[a-z]+)\s+to\s+the\s+(?P<a2>[a-z]+)\b"
)
"""A rate the task gives: "1 USD = 145 JPY", "if 1 lb is 0.45 kg", "1.27 dollars to the pound"."""


_TYPED_FRACTION = re.compile(
    r"(?<![\d./])(?:(?P<w>\d+)\s+)?(?P<n>\d+)\s*/\s*(?P<d>[1-9]\d?)\s+(?=[a-z])(?!of\b|out\b)"
)
"""A fraction typed before a unit: "2/3 cup", "1 1/3 cups" (not "1/3 of the cake")."""


def _typed_fraction(match: re.Match[str]) -> str:
    value = int(match["w"] or 0) + Fraction(int(match["n"]), int(match["d"]))
    return f"{float(value):.15g} "  # "2/3 cup of 90 g" is 60, not 60.000000003


def _given_rate(match: re.Match[str]) -> str:
    """The rate as one quantity per the other ("145 jpy per usd"), read like any rate.

    Only between units (a currency, a measure): "a box is 12 eggs" is left as it is written.
    """
    a, b, r = match["a"] or match["a2"], match["b"] or match["b2"], match["r"] or match["r2"]
    known = KNOWN_UNITS | {"gallon", "cup", "pint", "quart", "ton"}
    if singular(a) not in known or singular(b) not in known or singular(a) == singular(b):
        return match[0]
    return f"{r} {b} per {a}"


_PERIOD = r"(?:hour|day|night|week|fortnight|month|year)"
_EVERY_PERIOD = re.compile(
    r"(?P<amount>(?<![\d.])\d+(?:\.\d+)?\s+(?:money|euro|gbp|yen))"
    r"(?P<words>(?:\s+(?!(?:and|or|but|then|per|each|every|a|an|for)\b)[a-z']+){1,4})"
    rf"\s+(?:every|each|per)\s+(?P<period>{_PERIOD})\b"
)
"""Money told with its period a few words on: "$1,777.25 from my pension every month" is money per
month ("1777.25 money per month from my pension"), as "$1,777.25 a month" would be."""
_QUARTERLY = re.compile(
    r"\b(?:(?:every|each|per|a)\s+quarter|quarterly)\b"
    r"(?=\s*(?:[,.;:?!]|$|\s+(?:and|so|but|how|what|which|when|if|for|on|by|from)\b))"
)
"""A quarter of a year, said as a period ("£90 every quarter", "paid quarterly."); not "a quarter
of the bill", "a quarter cup", "quarterly report"."""
_SIZED = re.compile(
    r"(?<![\d.])(?P<n>\d+)\s+(?P<size>\d+(?:\.\d+)?)\s+(?P<unit>[a-z]+)\s+"
    r"(?P<adj>(?:night|day|early|late|long|short|double|weekend)\s+)?(?P<thing>[a-z]+)\b"
)
"""A count of things of one size: "2 twelve-hour shifts" (after the number words and the hyphen,
"2 12 hour shifts"), "3 2-litre bottles": so many things, the size per thing."""


def _sized(match: re.Match[str]) -> str:
    """A count of sized things as a count and a size per thing, when the size is a measure.

    "2 12 hour shifts" → "2 shifts, 12 hours per shift,".
    """
    if singular(match["unit"]) not in KNOWN_UNITS:
        return match[0]
    thing = singular(match["thing"])
    if thing in KNOWN_UNITS or thing in {"and", "or", "of", "per", "a", "an", "the", "each"}:
        return match[0]
    return f"{match['n']} {thing}s, {match['size']} {match['unit']}s per {thing},"


_ROUND_TRIP = re.compile(
    r"(?P<amount>(?<![\d.])\d+(?:\.\d+)?\s+(?:money|euro|gbp|yen))\s+(?:each|a|per)\s+way\b,?\s*"
    r"(?:(?:and\s+)?(?:i\s+go\s+)?there\s+and\s+back|both\s+ways|(?:and\s+)?i\s+need\s+a\s+return)\b"
)
"""A fare "each way, there and back": two ways a visit, for whatever the story counts."""
_ONE_COSTS = re.compile(
    r"(?P<lead>(?:^|[.!;:]\s*|,\s*|\band\s+))(?:1|a\s+single)\s+(?=[a-z]+(?:\s+of\s+[a-z]+(?:\s+[a-z]+)?)?\s+(?:costs?|weighs?|"
    r"holds?|contains?|has|takes?|needs?|covers?)\s+(?:about\s+)?\d)"
)
"""A rate told by one of its things: "One kilo costs 1.90 euro" is what each kilo costs."""
_SETS_OF = re.compile(
    r"(?<![\d.])(?P<n>\d+)\s+(?P<a>[a-z]+s)\s+of\s+(?P<m>\d+)\s+(?P<b>[a-z][a-z-]*s)\b"
    r"(?:\s+(?:at|with|of)\s+(?P<w>\d+(?:\.\d+)?)\s*(?P<u>[a-z]+)\b)?"
)
"""Counts inside counts: "4 sets of 6 reps at 55 kg" (6 reps per set, 55 kg per rep)."""
CONTAINERS = frozenset("pack packet multipack box case carton bag crate tray tub bundle".split())
"""What things come packed in: "an 8-pack", "cartons of 12"."""


_SPELLS_OF = re.compile(
    r"(?<![\d.])(?P<n>\d+)\s+(?P<a>[a-z]+s)\s+(?:of|x|×|\*)\s+(?P<m>\d+(?:\.\d+)?)\s*"
    r"(?P<b>hours?|hrs?|h|minutes?|mins?)\b"
)
"""Spells of a duration: "2 shifts of 4.5 hours", "3 sessions x 40 mins" (each that long)."""


def _spells_of(match: re.Match[str]) -> str:
    a = singular(match["a"])
    if a in CONTAINERS or a in KNOWN_UNITS:
        return match[0]
    return f"{match['n']} {match['a']}, {match['m']} {match['b']} per {a}"


def _sets_of(match: re.Match[str]) -> str:
    """Counts inside counts, each per the one before: "4 sets, 6 reps per set, 55 kg per rep".

    Not for packs ("3 boxes of 12 eggs" is read as packed) nor measures, nor a price ("at £1.20"
    could be per pack or per item).
    """
    a, b = singular(match["a"]), singular(match["b"])
    if a in CONTAINERS or a in KNOWN_UNITS or b in KNOWN_UNITS:
        return match[0]
    if match["u"] and singular(match["u"]) not in KNOWN_UNITS - {"money", "euro", "gbp", "yen"}:
        return match[0]
    told = f"{match['n']} {match['a']}, {match['m']} {match['b']} per {a}"
    return f"{told}, {match['w']} {match['u']} per {b}" if match["u"] else told


_REPEATED = re.compile(
    r"\b(?P<it>it|them|that|this)\s+(?P<n>\d+)\s+times\b(?=\s*(?:[.,;?!]|and\b|$))"
)
"""A thing done again: "I fill it 3 times" scales what one filling takes."""
_MULTIPLIER = re.compile(
    r"\b(?P<x>doubl|tripl|quadrupl|halv)(?:e|es|ed|ing)\s+(?:it|that|this|them|(?:the|a|my|our)\s+"
    r"(?:recipe|batch|amount|quantity|order))\b|\b(?P<twice>twice|(?P<n>\d+)\s+times)\s+as\s+"
    r"(?:much|many)\b|\b(?:make|making|do|doing)\s+(?:a\s+)?(?P<y>double|triple|quadruple|half)\s+"
    r"(?:batch|portion|recipe|amount|quantity)\b"
)
_TIMES_RATE = re.compile(
    r"\b(?P<n>\d+(?:\.\d+)?)\s+times\s+(?:the|my|your|our|his|her|their)\s+"
    r"(?:(?:normal|usual|regular|basic|standard|base|hourly)\s+)?(?:rate|pay|wage)\b"
)
"""Overtime "paid at 1.5 times the normal rate": a multiplier of the rate the story gives."""
_FACTORS = {"doubl": "2", "tripl": "3", "quadrupl": "4", "halv": "0.5"}
_FACTORS |= {"double": "2", "triple": "3", "quadruple": "4", "half": "0.5"}


def _multiplier(match: re.Match[str]) -> str:
    """A multiplier as a quantity: "I'm tripling it" → "3 multiplier" (it scales the answer)."""
    if match["twice"]:
        return f"{match['n'] or 2} {TIMES}"
    return f"{_FACTORS[match['x'] or match['y']]} {TIMES}"


PARTS = {"half": 2, "third": 3, "quarter": 4, "fifth": 5, "eighth": 8, "tenth": 10}
"""The parts a fraction word names ("a third": 3), as unit wording and share stories read them."""


def _fraction(match: re.Match[str]) -> str:
    """The decimal a fraction of a unit spells ("2 thirds of a cup" → "0.6666666667 cup")."""
    if match["whole"]:
        value = int(match["whole"]) + Fraction(1, PARTS[match["part"]])
    elif match["half"]:
        value = Fraction(1, 2)
    else:
        value = Fraction(int(match["n"]), PARTS[match["d"].removesuffix("s")])
    return f"{float(value):.15g} "  # "2/3 cup of 90 g" is 60, not 60.000000003


SAVING_ASKED = re.compile(r"\b(?:save|saved|saving|savings)\b")
SAVING_TOLD = re.compile(
    r"\b(?:sav\w*|put\w*\s+(?:\w+\s+)?(?:aside|away)|set\w*\s+aside|discount\w*|off|cheaper|less|"
    r"spen[dt]\w*|cost\w*|pa(?:y|id)\w*|rent|bills?)\b"
)
"""A saving asked needs the story to tell what was kept or spent, else any money would do."""
