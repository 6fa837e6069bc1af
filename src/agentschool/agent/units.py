"""Units of measure as word problems name them: canonical names and the conversions people make.

"grams", "g" and "gram" are one unit; "cookies" and "cookie" one count; 12 months make a year, 60
minutes an hour, a dozen twelve of anything. A unit with exponents (money per hour) is a `Unit`;
`convert` says what a value in one is multiplied by to be in another, when they differ only by
such conversions (and a percent, a hundredth).
"""

from __future__ import annotations

import re
from collections import deque
from fractions import Fraction

__all__ = [
    "CANONICAL",
    "CURRENCIES",
    "KNOWN_UNITS",
    "TIMES",
    "Unit",
    "codes_named",
    "conversion",
    "convert",
    "measure",
    "singular",
    "times_squared",
    "unit_of",
]

Unit = tuple[tuple[str, int], ...]
"""A unit as sorted (name, exponent) pairs: money per hour is (("hour", -1), ("money", 1))."""

_IRREGULAR = {
    "people": "person",
    "children": "child",
    "kids": "child",
    "kid": "child",
    "men": "man",
    "women": "woman",
    "feet": "foot",
}
CANONICAL = {
    "%": "percent",
    "pct": "percent",
    "dollar": "money",
    "buck": "money",
    "usd": "money",
    "eur": "euro",
    "jpy": "yen",
    "quid": "gbp",
    "rupee": "inr",
    "rs": "inr",
    "g": "gram",
    "gr": "gram",
    "kg": "kilogram",
    "kilo": "kilogram",
    "mg": "milligram",
    "lb": "pound",
    "oz": "ounce",
    "sec": "second",
    "min": "minute",
    "hr": "hour",
    "h": "hour",
    "gal": "gallon",
    "yr": "year",
    "wk": "week",
    "mo": "month",
    "mth": "month",
    "km": "kilometer",
    "kilometre": "kilometer",
    "m": "meter",
    "metre": "meter",
    "cm": "centimeter",
    "centimetre": "centimeter",
    "mm": "millimeter",
    "millimetre": "millimeter",
    "mi": "mile",
    "ft": "foot",
    "in": "inch",
    "yd": "yard",
    "l": "liter",
    "litre": "liter",
    "ml": "milliliter",
    "millilitre": "milliliter",
    "degree": "degree",
    "ha": "hectare",
    "ac": "acre",
}
CURRENCIES = frozenset({"money", "euro", "gbp", "yen", "inr"})
"""Money is dollars (or whatever "$" and "bucks" mean to the user); euros, pounds, yen, rupees
apart."""
TIMES = "multiplier"
"""The unit of a multiplier ("I'm tripling it", "twice as much"): it scales, never divides."""
KNOWN_UNITS = frozenset(
    "money euro gbp yen multiplier percent gram kilogram milligram pound ounce stone second minute "
    "hour "
    "day week month year kilometer meter centimeter millimeter mile foot inch yard liter "
    "milliliter degree dozen person hectare acre".split()
)
_EDGES: list[tuple[str, str, Fraction]] = [
    ("minute", "second", Fraction(60)),
    ("hour", "minute", Fraction(60)),
    ("day", "hour", Fraction(24)),
    ("week", "day", Fraction(7)),
    ("week", "night", Fraction(7)),
    ("year", "month", Fraction(12)),
    ("year", "week", Fraction(52)),
    ("year", "day", Fraction(365)),
    ("kilometer", "meter", Fraction(1000)),
    ("meter", "centimeter", Fraction(100)),
    ("centimeter", "millimeter", Fraction(10)),
    ("mile", "yard", Fraction(1760)),
    ("yard", "foot", Fraction(3)),
    ("foot", "inch", Fraction(12)),
    ("inch", "centimeter", Fraction(254, 100)),
    ("kilogram", "gram", Fraction(1000)),
    ("gram", "milligram", Fraction(1000)),
    ("pound", "ounce", Fraction(16)),
    ("stone", "pound", Fraction(14)),
    ("liter", "milliliter", Fraction(1000)),
    ("hectare", "square meter", Fraction(10000)),
    ("acre", "square meter", Fraction(40468564224, 10**7)),
]
"""One of the first is so many of the second: the conversions people make without saying."""
_GRAPH: dict[str, list[tuple[str, Fraction]]] = {}
for _big, _small, _times in _EDGES:
    _GRAPH.setdefault(_big, []).append((_small, _times))
    _GRAPH.setdefault(_small, []).append((_big, 1 / _times))


def conversion(source: str, target: str) -> Fraction | None:
    """How many `target` one `source` is (the shortest chain of conversions), or None."""
    if source == target:
        return Fraction(1)
    if source == "dozen" and target not in _GRAPH and target not in ("money", "percent", ""):
        return Fraction(12)  # "17 dozen", asked in bagels
    if target == "dozen" and source not in _GRAPH and source not in ("money", "percent", ""):
        return Fraction(1, 12)  # "£2.40 a dozen": an egg is a twelfth of a dozen
    seen, queue = {source}, deque([(source, Fraction(1))])
    while queue:
        unit, factor = queue.popleft()
        for other, step in _GRAPH.get(unit, []):
            if other == target:
                return factor * step
            if other not in seen:
                seen.add(other)
                queue.append((other, factor * step))
    return None


_BASES = {
    "time": "second",
    "length": "meter",
    "mass": "gram",
    "volume": "liter",
    "area": "square meter",
}
"""Each kind of measure and the unit its sizes are given in."""
_KIND_ONLY = {
    "ton": "mass",
    "pound": "mass",
    "ounce": "mass",
    "stone": "mass",
    "cup": "volume",
    "pint": "volume",
    "quart": "volume",
    "gallon": "volume",
}
"""Measures whose kind is known but whose size in grams or liters is not made here (a US ton or
a metric one? which cup?); pounds, ounces and stones convert only to each other."""


def measure(word: str) -> tuple[str, Fraction | None] | None:
    """The kind of measure a unit word names and its size in the kind's base unit, or None.

    "hrs" → ("time", 3600), "feet" → ("length", 0.3048), "gallon" → ("volume", None): the size
    is None for a measure whose conversion is not made here.
    """
    name = singular(word)
    if name in _KIND_ONLY:
        return _KIND_ONLY[name], None
    for kind, base in _BASES.items():
        if (size := conversion(name, base)) is not None:
            return kind, size
    return None


def singular(word: str) -> str:
    """The canonical singular name of a unit word ("grams", "g" → "gram"; "people" → "person")."""
    word = _IRREGULAR.get(word, word)
    if re.search(r"(?:ss|x|z|ch|sh)es$", word) or word.endswith("sses"):
        word = word[:-2]
    elif word.endswith("s") and not word.endswith("ss") and len(word) > 2:
        word = word[:-1]
    word = re.sub(r"ie$", "y", word)  # "cookies" and "cookie", "berries" and "berry": one unit
    return CANONICAL.get(word, word)


def times_squared(units: list[Unit], powers: tuple[int, ...]) -> bool:
    """Whether a product multiplies two spans of time ("2h * 1h / 30 min": no answer asks that).

    Dividing one by another counts ("a 2 hour film in 30 minute parts"); a rate is no span.
    """
    spans = [
        power
        for unit, power in zip(units, powers, strict=True)
        if len(unit) == 1
        and unit[0][1] == 1
        and (kind := measure(unit[0][0]))
        and kind[0] == "time"
    ]
    return spans.count(1) > 1 or spans.count(-1) > 1


def unit_of(*parts: tuple[str, int]) -> Unit:
    """The unit of (name, exponent) parts, like ones added up: ("money", 1), ("hour", -1)."""
    powers: dict[str, int] = {}
    for name, power in parts:
        if name:
            powers[name] = powers.get(name, 0) + power
    return tuple(sorted((n, p) for n, p in powers.items() if p))


def convert(have: Unit, want: Unit) -> Fraction | None:
    """What a value in `have` is multiplied by to be in `want`, or None when they differ in kind."""
    residual = dict(have)
    for name, power in want:
        residual[name] = residual.get(name, 0) - power
    residual = {n: p for n, p in residual.items() if p}
    factor = Fraction(1)
    if residual.get(TIMES) == 1:  # a multiplier scales what it multiplies
        del residual[TIMES]
    if residual.get("percent") in (1, -1):
        factor *= Fraction(1, 100) ** residual.pop("percent")
    ups = [n for n, p in residual.items() if p == 1]
    downs = [n for n, p in residual.items() if p == -1]
    if len(ups) != len(downs) or len(ups) + len(downs) != len(residual):
        return None
    for up in ups:  # one of `up` left over above, one of a unit of its kind below
        matches = [(down, f) for down in downs if (f := conversion(up, down)) is not None]
        if len(matches) != 1:
            return None
        down, step = matches[0]
        downs.remove(down)
        factor *= step
    return factor


_CURRENCY_NAMES = {
    "usd": r"(?:us|u\.s\.|american)\s+dollars?",
    "cad": r"(?:canadian|canada)\s+dollars?",
    "aud": r"(?:australian|aussie)\s+dollars?",
    "nzd": r"(?:nz|new\s+zealand|kiwi)\s+dollars?",
    "sgd": r"singapore(?:an)?\s+dollars?",
    "hkd": r"(?:hk|hong\s+kong)\s+dollars?",
    "eur": r"euros?",
    "gbp": r"(?:british\s+)?pounds?(?:\s+sterling)?|quid",
    "jpy": r"(?:japanese\s+)?yen",
    "chf": r"(?:swiss\s+)?francs?",
    "inr": r"(?:indian\s+)?rupees?",
    "cny": r"(?:chinese\s+)?yuan|renminbi|rmb",
    "mxn": r"(?:mexican\s+)?pesos?",
    "sek": r"(?:swedish\s+)?kron(?:a|or)",
    "krw": r"(?:korean\s+)?won",
    "thb": r"(?:thai\s+)?baht",
    "vnd": r"(?:vietnamese\s+)?dong",
    "aed": r"(?:uae\s+|emirati\s+)?dirhams?",
    "sar": r"(?:saudi\s+)?riyals?",
    "idr": r"(?:indonesian\s+)?rupiah",
    "try": r"(?:turkish\s+)?lira",
    "czk": r"(?:czech\s+)?korun[ay]",
    "huf": r"(?:hungarian\s+)?forints?",
    "ils": r"(?:israeli\s+)?shekels?",
}
"""Names of currencies by their ISO code: "canadian dollars" is "cad" where the task says "cad"."""


_PREFIXED_DOLLARS = {"usd": r"us|u\.s\.", "cad": r"c|ca|can", "aud": r"a|au", "nzd": r"nz",
                     "sgd": r"s", "hkd": r"hk"}  # fmt: skip
_PREFIXED = re.compile(
    rf"\b(?P<p>{'|'.join(_PREFIXED_DOLLARS.values())})\s*\$\s*(?P<n>\d[\d,]*(?:\.\d+)?)", re.I
)
"""Dollars named by a prefix to the sign: "US$808", "C$ 40" (the amount, then its code)."""


def _prefixed(match: re.Match[str]) -> str:
    prefix = match["p"].lower()
    code = next(c for c, p in _PREFIXED_DOLLARS.items() if re.fullmatch(p, prefix))
    return f"{match['n']} {code}"


def codes_named(text: str) -> str:
    """`text` with a currency's name written as its code.

    Names are read as codes when the text uses a code, or names two currencies ("1 US dollar =
    1.36 Canadian dollars"); one name alone may be no currency ("pounds" of flour).
    """
    text = _PREFIXED.sub(_prefixed, text)
    named = {c for c, names in _CURRENCY_NAMES.items() if re.search(rf"\b(?:{names})\b", text)}
    for code, names in _CURRENCY_NAMES.items():
        if re.search(rf"\b{code}\b", text) or (len(named) > 1 and code in named):
            text = re.sub(rf"\b(?:{names})\b", code, text)
    return text
