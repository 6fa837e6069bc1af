"""Amounts converted at the rate or factor the request states: currencies, measures, cups.

"€399.69 in pounds if £1 = €1.18", "$726 in pounds? using £0.7864 per $1", "€243 to pounds at
0.86", "parcel is 28.5 kg, courier form wants lb. 1 kg = 2.20462 lb", "convert 85 miles to km,
taking a mile as 1.61 km", "I am 11 stone 11 pounds. 1 stone is 14 pounds and 1 pound is 0.4536
kg. How much kg is this?", "three quarters of a cup of sugar, 1 cup = 200g. grams?".

Each stated factor ("1 A = f B", "f B per A", "a A as f B", "one A of rice is f B") is an edge
between two units; the one amount left (in one unit, or several: "11 stone 11 pounds") travels
along the edges to the unit asked (named outside the factors: "in pounds", "wants lb", "grams?";
or, when none is named, the one other unit of a single factor). A bare rate ("at 0.86", "the rate
is 1.31") converts one currency into the other it is asked in. Only measures and money are
converted: a rate per day or per person is a story (`quantities`), not a conversion. Every number
must play its part, and a trip said two ways ("each way", "return") is left to the travel readers.
`stated_conversion` answers None unless exactly one reading fits.
"""

from __future__ import annotations

import itertools
import re
from collections import deque

from agentschool.agent.answer_rounding import asked_rounding
from agentschool.agent.unit_wording import PARTS
from agentschool.agent.units import CURRENCIES, codes_named, conversion, measure, singular
from agentschool.tools.number_words import replace_number_words

__all__ = ["stated_conversion"]

_N = r"\d+(?:\.\d+)?"
_SIGNS = {"$": "usd", "€": "eur", "£": "gbp", "¥": "jpy", "₹": "inr", "฿": "thb", "₱": "php"}
_MONEY_WORDS = {
    "dollar": "usd",
    "buck": "usd",
    "euro": "eur",
    "yen": "jpy",
    "rupee": "inr",
    "quid": "gbp",
    "sterling": "gbp",
    "reai": "brl",  # "reais", made singular
    "naira": "ngn",
    "shilling": "kes",
    "rand": "zar",
    "zloty": "pln",
    "peso": "php",
    "ringgit": "myr",
    "cedi": "ghs",
    "baht": "thb",
    "dong": "vnd",
    "dirham": "aed",
    "riyal": "sar",
    "rupiah": "idr",
    "lira": "try",
    "forint": "huf",
    "koruna": "czk",
    "shekel": "ils",
    "won": "krw",
    "yuan": "cny",
}
_CODES = frozenset(
    "usd eur gbp jpy inr cad aud nzd sgd hkd chf cny mxn sek krw thb brl ngn kes zar pln php myr "
    "ghs vnd aed sar qar idr try czk huf ils twd cop ars clp pen egp mad nok dkk isk lkr npr pkr "
    "bdt".split()
)
_KITCHEN = frozenset({"cup", "tablespoon", "teaspoon", "tbsp", "tsp", "pint", "quart", "gallon"})
_WEIGHTS = re.compile(r"\b(?:kg|kilos?|kilograms?|stones?|lbs?|ounces?|oz|grams?|g)\b")
_UNIT = r"[a-z]+"
_RELATION = r"(?:=|is|are|equals|is\s+equal\s+to|is\s+about|makes|as|gets|buys|is\s+worth|to)"
_STATED = [
    # "1 gbp = 1.18 eur", "a mile as 1.61 km", "1 cup of rice is 185 grams"
    re.compile(
        rf"(?<![\d.])\b(?:1\s*|(?:a|an|one)\s+)(?P<a>{_UNIT})(?:\s+of\s+[a-z]+)?\s*{_RELATION}\s*"
        rf"(?P<f>{_N})\s*(?P<b>{_UNIT})\b"
    ),
    # "0.7864 gbp per 1 usd", "1.609 km per mile", "4.546 litres in a gallon"
    re.compile(
        rf"(?<![\d.])(?P<f>{_N})\s*(?P<b>{_UNIT})\s+(?:per|a|an|in\s+(?:a|an|one|1)|to\s+(?:the|a|an|1|one)|"
        rf"for\s+(?:each|every|a|an|one|1))\s+(?:1\s+)?(?P<a>{_UNIT})\b"
    ),
]
"""A stated factor: one `a` is `f` of `b`."""
_BARE_RATE = re.compile(
    r"(?:\b(?:at|using|with)|@)\s*(?:an?\s+|the\s+)?(?:(?:exchange\s+)?rate\s+(?:of\s+)?)?"
    rf"(?P<f>{_N})(?:\s+per\s+(?:1\s+)?[a-z]+)?(?!\s*[a-z%\d])|"
    rf"\b(?:exchange\s+)?rate\s+(?:is|of|:)\s*(?P<g>{_N})(?!\s*[a-z%\d])"
)
"""A rate with no units ("at 0.86", "the rate is 1.31"): of the currency asked per one held."""
_FRACTION_OF = re.compile(
    rf"(?<![\d.])(?:(?P<w>\d+)\s+and\s+)?(?:(?P<n>\d+)\s+|an?\s+|one\s+)?"
    rf"(?P<part>{'|'.join(PARTS)})(?:e?s)?\s+(?:of\s+)?(?:an?\s+)?(?=[a-z])"
)
"""A part of one unit ("3 quarters of a cup", "half a cup", "1 and a half cups")."""
_TYPED = re.compile(r"(?<![\d./])(?P<n>\d+)\s*/\s*(?P<d>\d+)(?![\d./])")
_ROUNDING = re.compile(
    r"[,;]?\s*(?:rounded\s+|round(?:ed)?\s+(?:it\s+)?)?to\s+(?P<n>\d)\s*(?:decimal\s+places?|dp|d\.p\.)"
)
_TRIP = re.compile(
    r"\b(?:each\s+way|both\s+ways|one\s+way|return|round\s+trip|there\s+and\s+back)\b"
)
_PERCENT_ASKED = re.compile(
    r"\b(?:by\s+)?what\s+(?:percent(?:age)?|per\s*cent|%)|\bas\s+an?\s+(?:percent(?:age)?|%)|"
    r"\bpercent(?:age)?\s+(?:change|increase|decrease|rise|drop|fall)\b"
)
"""A percent asked: a change or a share ("went from $3.52 to $4.40 a gallon, by what
percent?"), never a conversion."""
_ASKS = re.compile(r"\?|\b(?:what|how|convert|change|weigh|in|to|into|wants?)\b")
_NOT_UNITS = frozenset({"in", "a", "an", "m", "g", "l", "h", "s", "to", "is", "as", "of", "per"})
"""Words that name a unit only right after a number ("5 in", "3 m")."""


def _convertible(unit: str) -> bool:
    """Whether `unit` is money or a measure (no time, no count): what a factor converts."""
    if unit in _CODES or unit in _KITCHEN:
        return True
    kind = measure(unit)
    return kind is not None and kind[0] != "time"


def _unit(word: str, money: bool) -> str:
    """The unit a word names: a currency code, or a measure's canonical name."""
    name = singular(word)
    if name in _MONEY_WORDS:
        return _MONEY_WORDS[name]
    if name == "pound" and money:
        return "gbp"
    return "usd" if name == "money" else name


def _wording(task: str) -> tuple[str, bool]:
    """Lowercase `task`, digits for number words, codes after amounts ("£5", "AED 83": "5 gbp")."""
    text = task.lower().replace("’", "'")
    text = re.sub(r"(?<=\d),(?=\d{3}\b)", "", text)
    text = replace_number_words(codes_named(text))
    signs = "".join(re.escape(s) for s in _SIGNS)
    text = re.sub(rf"([{signs}])\s*({_N})", lambda m: f"{m[2]} {_SIGNS[m[1]]}", text)
    text = re.sub(rf"([{signs}])", lambda m: f" {_SIGNS[m[1]]} ", text)
    codes = "|".join(_CODES)
    text = re.sub(rf"\b({codes})\s*({_N})\b", r"\2 \1", text)  # "AED 83": 83 aed
    money = re.search(rf"\b(?:{codes}|dollars?|euros?|yen|rupees?|quid)\b", text) is not None
    return re.sub(r"[ \t]+", " ", text), money and not _WEIGHTS.search(text)


def _edges(
    text: str, money: bool
) -> tuple[dict[str, list[tuple[str, str]]], list[tuple[int, int]]]:
    """The stated factors as a graph (unit → (unit, "* f" or "/ f")) and where they were said."""
    graph: dict[str, list[tuple[str, str]]] = {}
    spans: list[tuple[int, int]] = []
    for pattern in _STATED:
        for match in pattern.finditer(text):
            if any(s < match.end() and match.start() < e for s, e in spans):
                continue
            a, b = _unit(match["a"], money), _unit(match["b"], money)
            if a == b or not (_convertible(a) and _convertible(b)) or float(match["f"]) == 0:
                continue
            known = conversion(a, b) if a not in _CODES and b not in _CODES else None
            if known is not None and abs(float(known) - float(match["f"])) > 0.02 * float(known):
                raise _NotAConversion  # "10 ml per litre": a mixture, not what a litre is
            graph.setdefault(a, []).append((b, f" * {match['f']}"))
            graph.setdefault(b, []).append((a, f" / {match['f']}"))
            spans.append(match.span())
    return graph, spans


def _path(graph: dict[str, list[tuple[str, str]]], source: str, target: str) -> str | None:
    """The steps (" * f / g") that take one `source` to `target`, through stated factors."""
    if source == target:
        return ""
    seen, queue = {source}, deque([(source, "")])
    while queue:
        unit, steps = queue.popleft()
        for other, step in graph.get(unit, []):
            if other == target:
                return steps + step
            if other not in seen:
                seen.add(other)
                queue.append((other, steps + step))
        known = conversion(unit, target) if unit not in CURRENCIES | _CODES else None
        if known is not None and unit != source:
            return f"{steps} * {float(known)!r}" if known != 1 else steps
    return None


def _amounts(rest: str, money: bool) -> list[tuple[str, str]] | None:
    """The one amount outside the factors, as (number, unit) parts, or None."""
    rest = _TYPED.sub(lambda m: f"({m['n']}/{m['d']})", rest)

    def part(match: re.Match[str]) -> str:
        whole = f"{match['w']} + " if match["w"] else ""
        return f"({whole}{match['n'] or 1}/{PARTS[match['part']]}) "

    rest = _FRACTION_OF.sub(part, rest)
    number = rf"(?:\((?:\d+ \+ )?\d+/\d+\)|{_N})"
    found = list(re.finditer(rf"(?<![\w.])(?P<x>{number})\s*(?P<u>{_UNIT})\b", rest))
    if not found or len(re.findall(r"\d+(?:\.\d+)?", rest)) != sum(
        len(re.findall(r"\d+(?:\.\d+)?", m["x"])) for m in found
    ):
        return None  # a number no amount holds ("in 3 days")
    between = [rest[a.end() : b.start()] for a, b in itertools.pairwise(found)]
    if any(not re.fullmatch(r"\s*(?:and\s+)?", gap) for gap in between):
        return None  # two amounts apart: which is converted?
    return [(m["x"], _unit(m["u"], money)) for m in found]


def _asked(
    rest: str, graph: dict[str, list[tuple[str, str]]], held: set[str], money: bool
) -> str | None:
    """The unit asked: named outside the factors and the amount, or the one other unit."""
    named = {
        unit
        for word in re.findall(r"[a-z]+(?:'[a-z]+)?", rest)
        if word not in _NOT_UNITS and (unit := _unit(word, money)) in graph
    } - held
    if len(named) == 1:
        return named.pop()
    others = set(graph) - held
    if not named and len(graph) == 2 and len(others) == 1 and re.search(r"\?|\bwhat\b", rest):
        return others.pop()  # "2 cups, one cup is 185 grams: what should I weigh out?"
    return None


class _NotAConversion(Exception):
    """A stated factor between two units that the known conversion contradicts."""


def stated_conversion(task: str) -> str | None:
    """The amount of `task` converted at the factor or rate it states, or None."""
    try:
        return _stated_conversion(task)
    except _NotAConversion:
        return None


def _stated_conversion(task: str) -> str | None:
    text, places = asked_rounding(task)
    if _TRIP.search(text.lower()) or _PERCENT_ASKED.search(text.lower()):
        return None
    text, money = _wording(text)
    if (rounding := _ROUNDING.search(text)) is not None and places is None:
        places, text = int(rounding["n"]), text[: rounding.start()] + text[rounding.end() :]
    graph, spans = _edges(text, money)
    rest = text
    for start, end in sorted(spans, reverse=True):
        rest = rest[:start] + " ; " + rest[end:]
    bare = list(_BARE_RATE.finditer(rest))
    if len(bare) > 1 or (bare and graph):
        return None
    if bare:
        rate = bare[0]["f"] or bare[0]["g"]
        rest = rest[: bare[0].start()] + " ; " + rest[bare[0].end() :]
    amounts = _amounts(rest, money)
    if amounts is None or not _ASKS.search(rest):
        return None
    held = {unit for _, unit in amounts}
    if bare:
        if len(held) != 1 or not held <= _CODES or float(rate) == 0:
            return None
        named = {
            _unit(w, money) for w in re.findall(r"[a-z]+", rest) if _unit(w, money) in _CODES
        } - held
        if len(named) != 1:
            return None
        source, asked = held.pop(), named.pop()
        graph, held = {source: [(asked, f" * {rate}")], asked: []}, {source}
    target = _asked(rest, graph, held, money)
    if target is None:
        return None
    parts = []
    for number, unit in amounts:
        steps = _path(graph, unit, target)
        if steps is None:
            return None
        parts.append(f"{number}{steps}")
    total = parts[0] if len(parts) == 1 else f"({' + '.join(parts)})"
    return f"round({total}, {places})" if places is not None else total
