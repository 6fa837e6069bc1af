"""Plain calculator requests that name their numbers or their method in words of their own.

"a dozen times 7", "30k plus 1,522", "a grand minus 456", "2 1/2 times 5", "√54": amounts said
as people say them (`spoken_amounts`). "12.5% of what number is 1,587?", "if 8% is 2,256, what is
100%?": a whole found from its part (`whole_request`), read before a clause is cut at its comma.
"convert 5 ft 9 in to cm (1 in = 2.54 cm)", "68F to C using C = (F - 32) * 5/9": a conversion
made with the factor or the formula the request gives, never another one.

"quick maths question: 45 x 12", "I'm wondering how much 157 plus 43 is", "what's 9 times 9
again?": what people put around a request (`PREFIX`, `SUFFIX`, `label_dropped`); "..., round to
2 dp", "rounded down", "to the nearest cent": the rounding asked (`ROUNDED`).

Everything here works on wording `arithmetic` has already cleaned (lowercase, digits for number
words, no currency signs or thousands commas) and answers an expression, or None. A reading that
could mean two things ("-2^2", "481 by 8", "7.5% on 2326") is left unread.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from fractions import Fraction

from agentschool.agent.answer_rounding import to_whole
from agentschool.agent.units import codes_named, conversion, measure, singular
from agentschool.tools.calculator import normalize

__all__ = [
    "LIST_SEP",
    "NEGATIVE_BASE",
    "NUMBER",
    "OPERATION_SIGNS",
    "PREFIX",
    "ROUNDED",
    "ROUND_WHAT",
    "SUFFIX",
    "TYPED_NEGATIVE_POWER",
    "UNIT_WORD",
    "asks_untold_measure",
    "convert_units",
    "label_dropped",
    "labelled_list",
    "measured_kinds",
    "mixed_units",
    "one_number_each",
    "parses",
    "rounded_as_asked",
    "spoken_amounts",
    "temperature",
    "unwrap_parens",
    "whole_request",
]

NUMBER = r"-?(?:\d+(?:\.\d+)?|\.\d+)(?:e[+-]?\d+)?"
"""A number as cleaned wording writes it (digits, a decimal point, an exponent)."""
_N = NUMBER
_PCT = r"(?:%|\s*percent|\s*per\s+cent)"
NEGATIVE_BASE = re.compile(r"(^|[-+*/(%,]\s*)-\s*(\d+(?:\.\d+)?)(?=\s*\*\*)")
"""A negative number raised to a power in words ("negative 3 squared"): the number is raised."""
TYPED_NEGATIVE_POWER = re.compile(r"(?:^|[-+*/(%,])\s*-\s*\d+(?:\.\d+)?\s*(?:\^|\*\*)")
"""A negative number typed before "^" ("-2^2"): whether the sign is raised is not agreed."""
OPERATION_SIGNS = {
    "plus": "+",
    "add": "+",
    "minus": "-",
    "subtract": "-",
    "less": "-",
    "times": "*",
    "multiplied by": "*",
    "multiply by": "*",
    "divided by": "/",
    "divide by": "/",
    "over": "/",
}
"""The words that carry a result on ("..., plus 10% of 50") and their operators."""
_CONVERTIBLE = (
    "second sec minute min hour hr day week millimetre millimeter mm centimetre centimeter cm "
    "metre meter kilometre kilometer km inch inche foot feet yard mile gram kilogram kg "
    "millilitre milliliter ml litre liter"
).split()
UNIT_WORD = rf"(?:{'|'.join(sorted(_CONVERTIBLE, key=len, reverse=True))})s?"
"""The unit words a conversion ("3 hours in minutes") is read in; their sizes are `measure`'s."""


def _size(size: Fraction) -> int | float:
    return int(size) if size.denominator == 1 else float(size)


def convert_units(n: str, source: str, target: str) -> str:
    """`n` `source` units in `target` units ("3 hours" in minutes); left as words across kinds."""
    a, b = measure(source), measure(target)
    if a is None or b is None or a[0] != b[0] or a[1] is None or b[1] is None:
        return f"{n} {source} to {target}"
    return f"({'1' if n in ('a', 'an') else n} * {_size(a[1])!r} / {_size(b[1])!r})"


def temperature(x: str, source: str, target: str) -> str:
    """`x` degrees Fahrenheit ("f") in Celsius ("c", "centigrade"), or the other way."""
    if source == target:
        return x
    return f"(({x} - 32) * 5 / 9)" if source == "f" else f"({x} * 9 / 5 + 32)"


def _decimal(value: Fraction) -> str:
    """A fraction as a decimal literal: exact when it ends ("1.75"), else to float precision."""
    whole = value.denominator
    for prime in (2, 5):
        while whole % prime == 0:
            whole //= prime
    if whole == 1:
        text = f"{float(value):.12f}".rstrip("0").rstrip(".")
        return text if Fraction(text) == value else repr(float(value))
    return repr(float(value))


def _mixed(match: re.Match[str]) -> str:
    whole, top, bottom = int(match["w"]), int(match["t"]), int(match["b"])
    if not 0 < top < bottom:
        return match[0]  # "2 10/5" is no mixed number
    return _decimal(whole + Fraction(top, bottom))


_MIXED = re.compile(r"(?<![\d./])(?P<w>\d+)\s+(?:and\s+)?(?P<t>\d+)\s*/\s*(?P<b>\d+)(?![\d./])")
"""A mixed number, "1 1/2" or "2 and 3/4"."""
_ADDED_UP = re.compile(
    rf"(?:^|(?<=\s))(?:(?:add|sum|total)\s+up|(?P<bare>add|sum|total))\s*:?\s+(?:these\s*:?\s+)?"
    rf"(?P<list>{_N}(?:\s+{_N})+)\s*[?.!]*$"
)
"""A list added up with spaces only: "add up 12 15 18" (a bare "add" wants three numbers)."""


def _added_up(match: re.Match[str]) -> str:
    numbers = match["list"].split()
    if match["bare"] and len(numbers) < 3:
        return match[0]
    return "(" + " + ".join(numbers) + ")"


_ONE_LIST = rf"{_N}(?:\s*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)\s*{_N})+"
_EXTREME = re.compile(
    r"(?:\bwhich\s+(?:one\s+)?is\s+)?\b(?:the\s+)?(?:(?P<max>max(?:imum)?|biggest|largest|highest|"
    r"greatest)|min(?:imum)?|smallest|lowest|least)(?:\s+(?:number|value|one))?\s+"
    rf"(?:of|out\s+of|among|in)\s+(?:these\s*:?\s*)?(?P<list>{_ONE_LIST})(?=\s*[?.!]*$)"
)
"""The largest or smallest of a list said to its end: "max of 3, 9 and 4", "smallest out of ..."."""


def _extreme(match: re.Match[str]) -> str:
    numbers = re.findall(_N, re.sub(r"\s*,\s*|\s+(?:and|or)\s+", " ", match["list"]))
    return ("max(" if match["max"] else "min(") + ", ".join(numbers) + ")"


_SPOKEN: list[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]]] = [
    (_EXTREME, _extreme),
    (  # "midpoint of 14 and 38", "exactly halfway between 14 and 38"
        re.compile(
            rf"\b(?:the\s+)?(?:(?:mid-?\s*point|middle)\s+(?:of|between)|(?:exactly\s+)?half\s*way\s+"
            rf"between)\s+({_N})\s+and\s+({_N})(?=\s*[?.!]*$)"
        ),
        r"((\1 + \2) / 2)",
    ),
    (  # "3 times as much as 13.4"
        re.compile(
            rf"(?<![\d.])({_N})\s+times\s+as\s+(?:much|many|big|large)\s+as\s+({_N})(?![\d.])"
        ),
        r"(\1 * \2)",
    ),
    (_ADDED_UP, _added_up),
    (re.compile(r"^\s*=\s*(?=[-\d(.])"), ""),  # "=71*7", typed as in a spreadsheet
    # "can u times 18 by 9": the verb "times" before its two numbers
    (re.compile(rf"(?<![\d)])(?<![\d)]\s)\btimes\s+({_N})\s+by\s+({_N})"), r"multiply \1 by \2"),
    (re.compile(rf"\b(?:the\s+)?quotient\s+of\s+({_N})\s+(?:and|by)\s+({_N})\b"), r"(\1 / \2)"),
    (re.compile(rf"\b(?:the\s+)?reciprocal\s+of\s+({_N})(?![\d./])"), r"(1 / \1)"),
    (re.compile(r"\bhalf\s+(?:a\s+)?dozen\b"), "6"),
    (re.compile(r"\b(?:a|one)\s+dozen\b"), "12"),
    (re.compile(r"\b(?:a|one)\s+grand\b(?!\s+total)"), "1000"),
    (re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)(?:k|\s+grand(?!\s+total))\b"), r"(\1 * 1000)"),
    (re.compile(rf"√\s*(?=[\d(.])(\(|{_N})"), r"sqrt \1"),
    (re.compile(r"\bsqrt\s+of\b"), "sqrt"),
    (re.compile(r"\bsq\.?\s+root\b"), "square root"),
    (re.compile(r"(?<=\d)\s*pct\b"), "%"),
    (re.compile(rf"^({_N}){_PCT}\s+from\s+(?=\d)"), r"\1% of "),  # "20% from 150 is how much"
    (re.compile(r"(?<![\d.])(\d+\s*/\s*\d+)(?:st|nd|rd|th)s?\b"), r"\1"),  # "7/8ths of"
    (  # "the nearest cent (2 dp)": the places said twice, once
        re.compile(r"\bnearest\s+(?:cent|penny)\s*\(\s*(?:to\s+)?2\s*(?:dp|decimal\s+places)\s*\)"),
        "nearest cent",
    ),
    (re.compile(r"\bnearest\s+(?:cent|penny)\b"), "nearest 2 decimal places"),
    (  # "221.10 per week times 52 / 12": the rate's period names what the product counts
        re.compile(r"(?<=\d)\s+(?:per|a|an)\s+(?:hour|day|week|month|year)\s+(?=(?:times|\*|×)\s)"),
        " ",
    ),
    (  # "what's left if I take 159 from 589": the taking is the request
        re.compile(
            r"^(?:how\s+much\s+(?:is\s+)?)?left\s+(?:over\s+)?(?:if|when|after)\s+(?:i|you|we)\s+"
        ),
        "",
    ),
]
"""Amounts and signs as people write them: "a dozen", "45k", "3 grand", "√2"."""


_POINT = re.compile(r"(?<![\d.])(?P<w>\d+)\s+point\s+(?P<f>\d+(?:\s+\d(?![\d.]))*)")
"""A number said with "point": "three point five", "zero point two five"."""


PREFIX = re.compile(
    r"^(?:(?:hey|hi|hello|ok|okay|so|well|please|also|and|sorry|quick(?:\s+(?:question|one|q))?)"
    r"\s*[,:!.-]?\s+)*"
    r"(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?(?:say\s+me\s+)?|"
    r"(?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:please\s+)?(?:calculate|compute|count|make)\s+"
    r"me\s+|how\s+(?:is|does|would)\s+(?=[-(.$£€]*\d[\d,.]*\s+(?:be\s+)?(?:rounded|round|look)\b)|"
    r"how\s+(?:much|many)\s+(?:is\s+)?makes?\s+|do\s+(?=[-\d(.$£€])|"
    r"how\s+much\s+(?:it|that|this)\s+(?:is|be|makes?)\s+(?=[-(.$£€₹]*\d)|"
    r"(?:i\s+)?(?:just\s+)?(?:need|want)\s+(?:(?:to\s+)?(?:know|figure\s+out|work\s+out|calculate|"
    r"find(?:\s+out)?)\s+)?(?=[-(.$£€]*\d[\d,.]*\s*(?:[-+*/x×÷^%(]|plus\b|minus\b|times\b|"
    r"divided\b|over\b|squared\b|cubed\b|percent\b|mod\b)|[(]|what\b|how\b)|i(?:\s+was|\s+am|'m)\s+wondering\s+(?=what\b|how\b)|"
    r"how\s+much\s+(?=.+\s(?:is|are|would\s+be|comes\s+to)\W*$)|"
    r"i(?:'?d|\s+would|\s+need|\s+want)(?:\s+like)?\s+(?=the\s)|"
    r"i(?:'?d|\s+would|\s+need|\s+want)(?:\s+like)?\s+to\s+know\s+|"
    r"what\s+do\s+(?:you|i|we)\s+get\s+(?:if|when)\s+(?:you|i|we)\s+|what\s+would\s+(?=.+\sbe\W*$)|"
    r"what\s+(?:does|do|did|will|would)\s+(?=.+\s(?:equal|make|come\s+to|give)\W*$)|"
    r"(?:if|when)\s+(?:(?:you|i|we)\s+)?(?=.*\bwhat\s+do\s+(?:you|i|we)\s+get$)|"
    r"i\s+(?:was|am|'m)\s+wondering\s+(?:if|whether)\s+(?:you\s+)?(?:could|can|would)\s+"
    r"(?:please\s+)?(?:tell\s+me\s+)?|(?:would|do)\s+you\s+mind\s+(?:telling\s+me\s+)?|"
    r"(?:do\s+you\s+know\s+|tell\s+me\s+|let\s+me\s+know\s+)?"
    r"(?:(?:what|which)\s+(?:number|value)\s+is|"
    r"what(?:'s|\s+is|\s+are|s)?|how\s+(?:much|big|many|large)\s+(?:is|are|would\s+be))\s+|"
    r"(?:calc(?:ulate)?|compute|evaluate)\s*:?\s+|convert\s+|express\s+|"
    r"help\s+me\s+(?:to\s+|with\s+)?|work\s+out\s+|figure\s+out\s+|find\s+|solve\s+|tell\s+me\s+|give\s+me\s+)*"
    r"(?:(?:the\s+)?(?:value|result|answer)\s+(?:of|to)\s+)?",
    re.IGNORECASE,
)
"""What people put before a calculation: greetings, "can you", "what's", "I need to know"."""

SUFFIX = re.compile(
    r"(?:\s*,?\s*(?:=|\b(?:for\s+me|please|(?:and\s+)?thanks|(?<=[\d)]\s)be|(?:and\s+)?thank\s+you|again|asap|what\s+do\s+(?:you|i|we)\s+get|"
    r"(?:is|are|equals?|makes?|gives?|"
    r"comes?\s+to|is\s+equal\s+to)(?:\s+(?:what|how\s+much))?|"
    r"(?<=\d),\s*(?:how\s+much|what)\s+(?:it\s+is|is\s+(?:it|that)|that\s+is|(?:does|would)\s+(?:it|that)\s+"
    r"(?:be|come\s+to|make)))))*\s*[?.!=]*$",
    re.IGNORECASE,
)
"""What people put after a calculation: "= ?", "please", "is what", "equals", "be", ", how much
is it?"."""

ROUND_WHAT = re.compile(
    r"\bround\s+(?:(?:my|our|the|this|that|his|her|their)\s+(?:[a-z']+\s+){1,3}?"
    r"(?:of\s+|is\s+|=\s*|:\s*)?)(?=-?[\d.])"
)
"""What a number to round is, said before it ("round my salary of 41608"): read as "round"."""

ROUNDED = re.compile(
    r"^(?P<expr>.+?)\s*(?:(?:,\s*(?:round(?:ed)?\s+)?(?:to\s+)?|"
    r",?\s*(?:round(?:ed)?\s+(?:off\s+)?)?to\s+)(?:the\s+nearest\s+)?(?P<d>-?\d+)\s*"
    r"(?:decimal\s+places?|decimals?|dp|places?)|"
    r",?\s*(?:rounded\s+(?:off\s+)?|round(?:ed)?\s+)?(?:(?:to\s+)?(?:the\s+)?nearest\s+"
    r"(?:whole(?:\s+number)?|integer|unit|dollar|one))|,?\s*rounded(?:\s+off)?|"
    r",?\s*round(?:ed)?\s+(?P<way>up|down)(?:\s+to\s+(?:the\s+)?nearest\s+(?:whole(?:\s+number)?|"
    r"integer|one))?)$"
)
"""A calculation asked rounded: to places, to the nearest whole, or up or down to a whole."""


def rounded_as_asked(inner: str, rounded: re.Match[str]) -> str:
    """`inner` rounded as `ROUNDED` read it ("7 / 2 rounded down" is 3, "... up" is 4)."""
    if rounded["way"] in ("up", "down"):
        return to_whole(inner, rounded["way"])
    return f"round({inner}, {rounded['d']})" if rounded["d"] else f"round({inner})"


def one_number_each(text: str) -> str:
    """`text` with numbers said in parts as one: "2 point 5" as 2.5, "1 1/2" as 1.5."""
    text = _POINT.sub(lambda m: m["w"] + "." + "".join(m["f"].split()), text)
    return _MIXED.sub(_mixed, text)


def spoken_amounts(text: str) -> str:
    """`text` with mixed numbers as decimals and "a dozen", "45k", "a grand", "√" as numbers."""
    text = one_number_each(text)
    for pattern, replacement in _SPOKEN:
        text = pattern.sub(replacement, text)
    return text


_WHAT = r"(?:what|which)(?:\s+(?:number|amount|value|sum|total))?"
_WHOLES: list[re.Pattern[str]] = [
    # "12.5% of what number is 1587", "40 percent of what is 30"
    re.compile(
        rf"^(?P<p>{_N}){_PCT}\s+of\s+{_WHAT}\s+(?:is|equals|gives|makes|comes\s+to|=)\s+"
        rf"(?P<a>{_N})$"
    ),
    # "25% of a number is 226, what is the number?"
    re.compile(
        rf"^(?P<p>{_N}){_PCT}\s+of\s+(?:a|the|some|my)\s+number\s+is\s+(?P<a>{_N})\s*[,;.]?\s*"
        r"(?:(?:so\s+)?what(?:'s|\s+is|s)\s+(?:the|that|my)\s+number|find\s+(?:the|that)\s+number)?$"
    ),
    # "1384 is 12.5 percent of what number"
    re.compile(rf"^(?P<a>{_N})\s+(?:is|=|equals)\s+(?P<p>{_N}){_PCT}\s+of\s+{_WHAT}$"),
    # "if 8% is 2256, what is 100%?", "8 percent is 2256 so what's 30%", "... the whole amount"
    re.compile(
        rf"^(?:if\s+)?(?P<p>{_N}){_PCT}\s+(?:is|=|equals|of\s+it\s+is)\s+(?P<a>{_N})\s*[,;:]?\s*"
        rf"(?:so\s+|then\s+)?what(?:'s|\s+is|s|\s+would\s+be)?\s+(?:(?P<q>{_N}){_PCT}|"
        r"the\s+(?:whole|total|full)(?:\s+(?:amount|number|thing|value))?)$"
    ),
]
"""A whole asked from a part of it and that part's percent."""
_EACH = r"(?:how\s+much\s+)?(?:(?:for\s+)?each|per\s+(?:person|head))\s+(?:if|when)\s+"
_SHARES = [
    # "1986 each if 3 people share it"
    re.compile(
        rf"^(?P<a>{_N})\s+{_EACH}(?P<b>{_N})(?:\s+[a-z]+)?\s+(?:share|split)\s+(?:it|that|this)"
        r"(?:\s+(?:equally|evenly))?$"
    ),
    # "how much each if 4 people split 120", "each if we split 120 between 4"
    re.compile(
        rf"^{_EACH}(?P<b>{_N})(?:\s+[a-z]+)?\s+(?:share|split)\s+(?P<a>{_N})"
        r"(?:\s+(?:equally|evenly))?$"
    ),
    re.compile(
        rf"^{_EACH}(?:we\s+|you\s+|i\s+)?(?:split|share|divide)\s+(?P<a>{_N})\s+(?:equally\s+|evenly\s+)?"
        rf"(?:between|among|by)\s+(?P<b>{_N})(?:\s+[a-z]+)?$"
    ),
]
"""An amount shared by a number of people, asked "each"."""
_DOWN = r"(?:decrease|drop|fall|decline|loss|reduction)"
_CHANGES = [
    # "percent increase: 846 -> 995", "% change from 80 to 92"
    re.compile(
        rf"^(?:the\s+)?(?:percent(?:age)?|%)\s+(?P<way>change|increase|rise|growth|{_DOWN})\s*[:=]?\s*"
        rf"(?:from\s+)?(?P<a>{_N})\s*(?:->|→|=>|to)\s*(?P<b>{_N})$"
    ),
    # "619 to 1034 is what percent increase", "from 80 to 60 is a what % drop"
    re.compile(
        rf"^(?:from\s+)?(?P<a>{_N})\s*(?:->|→|=>|to)\s*(?P<b>{_N})\s+is\s+(?:an?\s+)?what\s+"
        rf"(?:percent(?:age)?|%)\s+(?P<way>change|increase|rise|growth|{_DOWN})$"
    ),
]
"""A change between two numbers asked as a percent: a decrease is counted down."""
_MORE = r"(?:more|bigger|larger|greater|higher)"
_RELATIVE = [
    # "50 is what percent more than 40", "by what % is 30 less than 40"
    re.compile(
        rf"^(?:by\s+)?(?P<a>{_N})\s+is\s+(?:by\s+)?what\s+(?:percent(?:age)?|%)\s+"
        rf"(?P<way>{_MORE}|less|smaller|lower)\s+than\s+(?P<b>{_N})$"
    ),
    # "by what percent is 60 bigger than 48"
    re.compile(
        rf"^by\s+what\s+(?:percent(?:age)?|%)\s+is\s+(?P<a>{_N})\s+(?P<way>{_MORE}|less|smaller|lower)"
        rf"\s+than\s+(?P<b>{_N})$"
    ),
    re.compile(
        rf"^(?:by\s+)?(?:what\s+)?(?:percent(?:age)?|%)\s+(?P<way>{_MORE}|less|smaller|lower)\s+is\s+"
        rf"(?P<a>{_N})\s+than\s+(?P<b>{_N})$"
    ),
]
"""One number compared with another as a percent of the other."""


def whole_request(text: str) -> str | None:
    """The expression of a request read whole (a whole from a part, a given conversion), or None."""
    for pattern in _WHOLES:
        match = pattern.fullmatch(text)
        if match and float(match["p"]) != 0:
            return f"({match['a']} / {match['p']} * {match.groupdict().get('q') or 100})"
    for pattern in _CHANGES:
        if (match := pattern.fullmatch(text)) and float(match["a"]) != 0:
            a, b = match["a"], match["b"]
            down = re.fullmatch(_DOWN, match["way"]) is not None
            return f"(({a} - {b}) / {a} * 100)" if down else f"(({b} - {a}) / {a} * 100)"
    for pattern in _RELATIVE:
        if (match := pattern.fullmatch(text)) and float(match["b"]) != 0:
            a, b = match["a"], match["b"]
            more = re.fullmatch(_MORE, match["way"]) is not None
            return f"(({a} - {b}) / {b} * 100)" if more else f"(({b} - {a}) / {b} * 100)"
    for pattern in _SHARES:
        if (match := pattern.fullmatch(text)) and float(match["b"]) != 0:
            return f"({match['a']} / {match['b']})"
    return _given_formula(text) or _given_factor(text) or _measured(text)


_FORMULA = re.compile(
    rf"^(?:convert\s+)?(?P<x>{_N})\s*(?:°\s*|degrees?\s+)?(?P<u>[a-z]+)\s+(?:to|in|into|as)\s+"
    r"(?:degrees\s+)?(?P<t>[a-z]+)(?:\s+please)?\s*[,;:(]?\s*(?:using|with|by|via|given|where|if|since)?\s*"
    r"(?:(?:the\s+)?formula\s*:?\s*)?(?P<lhs>[a-z]+)\s*=\s*(?P<rhs>[^=a-z]*[a-z]+[^=a-z]*)\)?$"
)
"""A value converted by a formula the request gives: "68F to C using C = (F - 32) * 5/9"."""


def _names(word: str, unit: str) -> bool:
    """Whether a formula's variable names a unit ("f" names "fahrenheit", "c" names "celsius")."""
    return word == unit or (min(len(word), len(unit)) == 1 and word[0] == unit[0])


def _given_formula(text: str) -> str | None:
    match = _FORMULA.fullmatch(text)
    if match is None or not _names(match["lhs"], match["t"]):
        return None
    variable = re.search(r"[a-z]+", match["rhs"])
    if variable is None or not _names(variable[0], match["u"]):
        return None
    rhs = match["rhs"].strip()
    if rhs.endswith(")") and rhs.count(")") > rhs.count("("):
        rhs = rhs[:-1].strip()  # "(F = C*9/5 + 32)": the aside's own parenthesis
    if not re.fullmatch(r"[\d\s.+\-*/()]*", rhs.replace(variable[0], "")):
        return None
    value = f"({match['x']})"  # "1.8c + 32": a number before the variable multiplies it
    return re.sub(
        rf"(?P<k>[\d)])?\s*(?<![a-z]){variable[0]}(?![a-z])",
        lambda m: f"{m['k']} * {value}" if m["k"] else value,
        rhs,
    )


_UNIT_WORD = r"[a-z]+"
_AMOUNT = rf"{_N}\s*{_UNIT_WORD}(?:\s+(?:and\s+)?{_N}\s*{_UNIT_WORD})*"
_FACTOR = re.compile(
    r"\s*[,;:(?.]?\s*(?:if|where|since|given(?:\s+that)?|using|with|assuming|and|when)?\s*"
    rf"(?:a|an|one|1)\s+(?P<a>{_UNIT_WORD})\s*(?:=|is|equals|is\s+equal\s+to|makes|is\s+about)\s*"
    rf"(?P<f>{_N})\s*(?P<b>{_UNIT_WORD})\s*\)?$"
)
"""The factor a request gives at its end: "(1 in = 2.54 cm)", "if 1 mile is 1.609 km"."""
_CONVERSIONS = [
    re.compile(
        rf"^(?:convert\s+)?(?P<amount>{_AMOUNT})\s+(?:to|in|into|as)\s+(?P<to>{_UNIT_WORD})$"
    ),
    re.compile(
        rf"^how\s+many\s+(?P<to>{_UNIT_WORD})\s+(?:is|are|in|are\s+there\s+in|is\s+there\s+in|"
        rf"make|makes|would\s+be|do\s+i\s+get\s+(?:for|from))\s+(?P<amount>{_AMOUNT})$"
    ),
    re.compile(rf"^(?P<amount>{_AMOUNT})\s+(?:is|are)\s+how\s+many\s+(?P<to>{_UNIT_WORD})$"),
]


def _given_factor(text: str) -> str | None:
    """A conversion made with the factor the request gives, in either direction, or None."""
    text = codes_named(text)  # "1000 aud in nz dollars if 1 aud = 1.1 nzd"
    factor = _FACTOR.search(text)
    if factor is None or float(factor["f"]) == 0:
        return None
    request = text[: factor.start()].strip(" ,;:?.")
    match = next((m for c in _CONVERSIONS if (m := c.fullmatch(request))), None)
    if match is None:
        return None
    source, target, asked = singular(factor["a"]), singular(factor["b"]), singular(match["to"])
    if asked == target:
        have, scale = source, f" * {factor['f']}"
    elif asked == source:
        have, scale = target, f" / {factor['f']}"
    else:
        return None
    parts = []
    for number, unit in re.findall(rf"({_N})\s*({_UNIT_WORD})", match["amount"]):
        step = conversion(singular(unit), have)
        if step is None:
            return None  # "5 kg to lb (1 mile = 1.6 km)": the factor is of something else
        parts.append(number if step == 1 else f"{number} * {_decimal(step)}")
    total = parts[0] if len(parts) == 1 else f"({' + '.join(parts)})"
    return f"{total}{scale}"


def _measured(text: str) -> str | None:
    """An amount in several units in one of them ("8 hours 20 minutes in minutes"), or None."""
    match = next((m for c in _CONVERSIONS if (m := c.fullmatch(text))), None)
    if match is None:
        return None
    parts = []
    for number, unit in re.findall(rf"({_N})\s*({_UNIT_WORD})", match["amount"]):
        step = conversion(singular(unit), singular(match["to"]))
        if step is None or measure(unit) is None:
            return None
        parts.append(number if step == 1 else f"{number} * {_decimal(step)}")
    return f"({' + '.join(parts)})" if len(parts) > 1 else None


_LABEL = re.compile(r"^(?P<label>[a-z' ]{1,40}?)\s*(?::|\s[-–—])\s*(?P<rest>.+)$")
_ASKS_ITSELF = re.compile(
    r"\b(?:round(?:ed)?|double|triple|half|halve|square|cube|root|sqrt|percent(?:age)?|average|mean|"
    r"divide|multiply|subtract|take|add|minus|plus|times|increase|decrease|reduce|raise|convert|"
    r"split|share|per|each|of|off|more|less|remainder|difference|product)\b"
)
"""Words by which a label asks an operation itself ("round: 5 / 3"): such a label is no label."""


def label_dropped(text: str) -> str | None:
    """The request after a label that asks nothing itself ("q: 12*12", "homework check - 9 - 4")."""
    match = _LABEL.fullmatch(text)
    if match is None or _ASKS_ITSELF.search(match["label"]):
        return None
    return match["rest"]


def unwrap_parens(text: str) -> str:
    """`(100 / 8)` → `100 / 8`: outer parentheses that enclose the whole expression."""
    while text.startswith("(") and text.endswith(")"):
        depth = 0
        for index, char in enumerate(text):
            depth += {"(": 1, ")": -1}.get(char, 0)
            if depth == 0 and index < len(text) - 1:
                return text
        text = text[1:-1].strip()
    return text


def parses(expression: str) -> bool:
    """Whether the calculator can read `expression` ("2 + 2, 3 * 3" is two questions, not one)."""
    try:
        tree = ast.parse(normalize(expression), mode="eval")
    except (SyntaxError, ValueError):
        return False
    return not isinstance(tree.body, ast.Tuple)


LIST_SEP = r"\s*(?:,\s*(?:and\s+)?|\s+and\s+|&)\s*"
"""Between the numbers of a list: "3, 4 and 5", "3 & 4"."""
_LABELLED = rf"(?:[a-z]+\.?:?\s+)?{NUMBER}"
_LABELLED_SUM = re.compile(
    rf"(?:add|sum|total)(?:\s+up)?(?:\s+[a-z']+){{1,6}}\s*:\s*(?P<list>{_LABELLED}(?:{LIST_SEP}{_LABELLED})+)"
)
"""A list to add up after what it is: "add up my hours for the week: Mon 6.75, Tue 8, Wed 5"."""
_LABELLED_MEAN = re.compile(
    r"(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?(?:find|work\s+out|calculate|get|give\s+me)?\s*"
    rf"(?:the\s+)?(?:mean|average)\s+(?:of\s+)?(?:[a-z']+\s+){{0,6}}?[a-z']+\s*:\s*"
    rf"(?P<list>{_LABELLED}(?:{LIST_SEP}{_LABELLED})+)"
)
"""A list to average after what it is: "find the mean of my son's quiz marks: 78, 82, 79"."""


def labelled_list(cleaned: str) -> str | None:
    """The sum or mean of a list told after what it is, else None.

    "add up my hours for the week: Mon 6.75, Tue 8", "find the mean of my son's marks: 78, 82".
    """
    if listed := _LABELLED_SUM.fullmatch(cleaned):
        return " + ".join(re.findall(NUMBER, listed["list"]))
    if listed := _LABELLED_MEAN.fullmatch(cleaned):
        values = re.findall(NUMBER, listed["list"])
        return f"({' + '.join(values)}) / {len(values)}"
    return None


_MEASURE_WORDS = frozenset(
    "second minute hour day week month year millimeter centimeter meter kilometer mm cm m km inch "
    "foot feet yard mile milligram gram kilogram mg g kg ounce oz pound lb ton milliliter liter ml "
    "l cup pint quart gallon min hr h sec litre millilitre metre kilometre centimetre".split()
)
"""The unit words whose mixing `mixed_units` notices; their kinds are `measure`'s."""
_MEASURED = re.compile(rf"(?<![\w.]){_N}\s*(?P<unit>[a-z]+)")


def mixed_units(text: str) -> bool:
    """Whether the story mixes units of one kind, or asks in a unit its numbers do not use.

    "5 hours 50 minutes", "2 kg and 500 g", "3 miles …, how many kilometers": adding the
    numbers as they stand, or not converting them, would be wrong.
    """
    used: dict[str, set[str]] = {}
    per = {m["unit"] for m in re.finditer(r"\b(?:a|an|per|each|every)\s+(?P<unit>[a-z]+)", text)}
    for match in _MEASURED.finditer(text):
        unit = match["unit"].removesuffix("s") if match["unit"] != "s" else "s"
        if unit in per:
            continue  # "4 hours a day for 6 days": the days cancel the rate's "a day"
        if unit in _MEASURE_WORDS and (known := measure(unit)) is not None:
            used.setdefault(known[0], set()).add(str(known[1] or unit))  # "g" and "grams": one
    asked = re.search(r"\bhow\s+many\s+(?P<unit>[a-z]+)", text)
    if asked is not None:
        unit = asked["unit"].removesuffix("s")
        known = measure(unit) if unit in _MEASURE_WORDS else None
        size = str(known[1] or unit) if known is not None else unit
        if known is not None and used.get(known[0], {size}) != {size}:
            return True
    return any(len(units) > 1 for units in used.values())


def measured_kinds(text: str) -> set[str]:
    """The kinds of measure the story's numbers are told in ("5 km in 25 minutes": length, time)."""
    kinds = set()
    for match in _MEASURED.finditer(text):
        unit = match["unit"].removesuffix("s") if match["unit"] != "s" else "s"
        if unit in _MEASURE_WORDS and (known := measure(unit)) is not None:
            kinds.add(known[0])
    return kinds


_SPEED = re.compile(r"\d\s*(?:mph|kph|km\s*/\s*h(?:r|our)?|kmh|mi\s*/\s*h|m\s*/\s*s)\b", re.I)


def asks_untold_measure(text: str) -> bool:
    """Whether "how many" asks a measure the numbers, told in others, are not ("3 pints a day")."""
    asked = re.search(r"\bhow\s+many\s+(?P<unit>[a-z]+)", text)
    unit = asked["unit"].removesuffix("s") if asked else ""
    if unit not in _MEASURE_WORDS or (known := measure(unit)) is None:
        return False
    per = {m["unit"] for m in re.finditer(r"\b(?:a|an|per|each|every)\s+(?P<unit>[a-z]+)", text)}
    if _SPEED.search(text) or re.search(rf"\d\s*-\s*{unit}s?\b", text):
        return False  # "we'll average 70 km/h", "2 twelve-hour shifts"
    told = {k[0] for u in per if (k := measure(u.removesuffix("s"))) is not None}
    told |= measured_kinds(text)
    return bool(told) and known[0] not in told  # bare numbers ("monday 7.5 ...") say no kind
